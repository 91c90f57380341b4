"""Named weight formats (GGUF types, GPTQ/AWQ int4): file sizes and decode speed by layout."""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.models import load_models
from dlbox.core.estimate.weight_formats import WEIGHT_FORMATS
from dlbox.core.estimate.workloads import workload_from_spec
from tests.core.memory_parts import one_gpu_plan

MIB = 2**20 / 2**30  # GiB per MiB


def weights_gib(model: str, **settings) -> float:
    w = workload_from_spec(load_models()[model], task="decode", seq_len=2048)
    plan = one_gpu_plan(w, **settings)
    return float(plan.weights[0])


# Llama 3.1 8B architecture (Llama-3.1-Nemotron-Nano-8B-v1) GGUF files, as llama.cpp reports
# them: llama-bench "llama 8B Q6_K | 6.14 GiB" and the file sizes in MiB listed beside
# llama-server speeds (ikawrakow/ik_llama.cpp PR #411 discussion, 2025-05-28).
@pytest.mark.parametrize(
    ("fmt", "gib"),
    [("Q6_K", 6.14), ("Q4_K_M", 4700 * MIB), ("Q5_K_M", 5475 * MIB), ("Q4_1", 4892 * MIB)],
)
def test_an_8b_gguf_file_is_predicted_within_3_percent(fmt, gib):
    assert weights_gib("llama-3.1-8b", weight_format=fmt) == pytest.approx(gib, rel=0.03)


def test_a_7b_q6_k_file_matches_llama_cpps_bits_per_weight():
    # llama.cpp tools/quantize README, Llama 2 7B: Q6_K 6.56 bits per weight.
    published = 6.56 * 6_738_415_616 / 8 / 2**30
    assert weights_gib("llama-2-7b", weight_format="Q6_K") == pytest.approx(published, rel=0.03)


def test_bits_keep_meaning_what_they_did():
    for bits, name in ((16, "F16"), (8, "Q8_0"), (4, "Q4_0")):
        assert weights_gib("llama-3.1-8b", inference_bits=bits) == pytest.approx(
            weights_gib("llama-3.1-8b", weight_format=name), rel=1e-9
        )


def test_gptq_keeps_embeddings_and_head_in_16_bits_and_group_32_costs_more():
    g128 = weights_gib("llama-3.1-8b", weight_format="int4-g128")
    g32 = weights_gib("llama-3.1-8b", weight_format="int4-g32")
    q4_0 = weights_gib("llama-3.1-8b", weight_format="Q4_0")
    # Llama 3's 128k vocabulary: ~1 GiB of 16-bit embeddings and head on top of the 4-bit body.
    assert g128 > q4_0 + 0.8
    assert g32 > g128


def decode_rate(catalogue, gpu: str, fmt: str) -> float:
    settings = TrainSettings(software_tier="compiled", weight_format=fmt)
    return estimate_gpus(catalogue.get("gpu", gpu), 1, "llm-8b-decode", settings).throughput


def test_q6_k_decodes_slower_than_q4_k_m_by_its_bytes(catalogue):
    # RTX 3090, Llama 3.1 8B architecture, llama-server, 1k tokens (same source as above):
    # Q4_K_M 120.45 tok/s, Q6_K 96.95 tok/s.
    ratio = decode_rate(catalogue, "rtx-3090", "Q4_K_M") / decode_rate(
        catalogue, "rtx-3090", "Q6_K"
    )
    assert ratio == pytest.approx(120.45 / 96.95, rel=0.05)
    # Bandwidth-bound: never faster than the bytes allow (the fixed cost per token dilutes it).
    assert 1.0 < ratio <= WEIGHT_FORMATS["Q6_K"].body / WEIGHT_FORMATS["Q4_K_M"].body


def test_cli_weights_flag_and_json_key(capsys):
    args = ["estimate", "--gpu", "rtx-4090", "--workload", "llm-8b-decode"]
    code = main([*args, "--weights", "q6_k", "--json"])
    assert code in (0, 1)
    out = json.loads(capsys.readouterr().out)
    row = out if isinstance(out, dict) else out[0]
    assert row["explain"]["settings"]["weight_format"] == "Q6_K"
    assert row["memory_breakdown_gb"]["weights"] == pytest.approx(6.14, rel=0.03)


def test_cli_rejects_an_unknown_format_with_the_valid_names(capsys):
    code = main(
        ["estimate", "--gpu", "rtx-4090", "--workload", "llm-8b-decode", "--weights", "Q9_X"]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "Q9_X" in err and "Q6_K" in err and "int4-g128" in err


def test_settings_reject_an_unknown_format():
    with pytest.raises(ValueError, match="Q4_K_M"):
        TrainSettings(weight_format="Q9_X")


def test_gpt_fast_int4_group_32_counts_its_bf16_scale_and_zero():
    # gpt-fast quantize.py: BF16 scale and zero per 32 weights on every nn.Linear, head
    # included; the embeddings stay BF16.  Llama 2 7B: 6.74e9 × 5 bits ≈ 3.9 GiB.
    fmt = WEIGHT_FORMATS["torchao-int4-g32"]
    assert (fmt.body, fmt.head, fmt.embed) == (5.0, 5.0, 16.0)
    gib = weights_gib("llama-2-7b", weight_format="torchao-int4-g32")
    body = weights_gib("llama-2-7b", weight_format="int4-g32")
    assert gib > body  # 5 bits beat GPTQ's 4.625 on the matrices


def test_an_external_row_states_its_format_in_overrides():
    from dlbox.core.estimate.external import load_points, settings_of

    points = load_points()
    row = points[points["id"] == "fresh-llamacpp-4090-llama3-8b-q6k"].iloc[0]
    assert settings_of(row).weight_format == "Q6_K"
