"""Hugging Face-style generate loops: what grows with batch and with context (hf_generate.py).

Two runners the published decode runs use pay more per token than their kernels: PyTorch's
16-bit torch.cat before 2025 grew Hugging Face's cache one element per thread, and
text-generation-webui's llamacpp_HF loader turns the whole sequence into Python every token.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pandas as pd
import pytest

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate import TrainSettings, estimate_gpus, hf_generate
from dlbox.core.estimate.hf_generate import (
    LoopDataError,
    legacy_half_cat_of,
    loop_of_stack,
    loop_seconds,
)
from dlbox.core.estimate.host_cpu import host_cpu
from dlbox.core.estimate.workloads import resolve_workload

# Llama 2 13B (full multi-head cache), 512 prompt + 512 new tokens: optimum's A100 benchmark.
LLAMA2_13B = {
    "params_total": 13_015_864_320,
    "params_matmul": 12_687_769_600,
    "layers": 40,
    "hidden": 5120,
    "heads": 40,
    "kv_heads": 40,
    "vocab": 32_000,
    "seq_len": 1024,
}
HF = TrainSettings(software_tier="eager", batch_per_gpu=1)


def _hf_tokens_s(catalogue, batch: int, legacy: bool) -> float:
    work = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_13B)
    settings = HF.model_copy(update={"batch_per_gpu": batch, "legacy_half_cat": legacy})
    return estimate_gpus(catalogue.get("gpu", "a100-sxm4-80gb"), 1, work, settings).throughput


def test_hf_generate_at_batch_16_gives_far_less_than_16_times_batch_1(catalogue):
    """optimum's A100 table: 27.1 tokens/s at batch 1, 228.8 at 16 (8.5×): batch 1 waits on
    the host, batch 16 on the cache, which the old cat grew at half its bytes' speed."""
    one, sixteen = _hf_tokens_s(catalogue, 1, True), _hf_tokens_s(catalogue, 16, True)
    assert sixteen < 12.0 * one
    # The old kernel costs a GPU-bound batch, not a host-bound one.
    assert sixteen < _hf_tokens_s(catalogue, 16, False)
    assert one == pytest.approx(_hf_tokens_s(catalogue, 1, False), rel=1e-9)


def test_the_old_cat_is_named_in_the_explanation(catalogue):
    work = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_13B)
    settings = HF.model_copy(update={"batch_per_gpu": 16, "legacy_half_cat": True})
    est = estimate_gpus(catalogue.get("gpu", "a100-sxm4-80gb"), 1, work, settings)
    assert any("16-bit torch.cat" in n for n in est.explain["notes"])
    current = estimate_gpus(
        catalogue.get("gpu", "a100-sxm4-80gb"),
        1,
        work,
        settings.model_copy(update={"legacy_half_cat": False}),
    )
    assert not any("16-bit torch.cat" in n for n in current.explain["notes"])


def test_an_8_bit_cache_or_a_preallocated_one_pays_no_old_16_bit_cat(catalogue):
    work = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_13B)
    gpu = catalogue.get("gpu", "a100-sxm4-80gb")
    for update in ({"kv_cache_layout": "static"}, {"kv_cache_bits": 8}):
        base = HF.model_copy(update={"batch_per_gpu": 16, **update})
        old = base.model_copy(update={"legacy_half_cat": True})
        assert estimate_gpus(gpu, 1, work, old).throughput == pytest.approx(
            estimate_gpus(gpu, 1, work, base).throughput, rel=1e-9
        )


@pytest.mark.parametrize(
    ("as_of", "legacy"),
    [("2023", True), ("2024-04-29", True), ("2025-03", True), ("2025-06", False), ("", False)],
)
def test_a_run_is_on_the_old_cat_by_its_date(as_of, legacy):
    assert legacy_half_cat_of(as_of) is legacy


LLAMA3_8B_Q8 = TrainSettings(batch_per_gpu=1, serving_engine="llama.cpp", weight_format="Q8_0")


def _llamacpp_tokens_s(catalogue, context: int, loop: str | None) -> float:
    work = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": context})
    settings = LLAMA3_8B_Q8.model_copy(update={"decode_loop": loop})
    gpu = catalogue.get("gpu", "rtx-4090")
    return estimate_gpus(gpu, 1, work, settings, host_cpu=host_cpu("core-i7-10700k")).throughput


def test_llamacpp_hf_at_16k_context_is_slower_than_llamacpp_itself_and_more_so_than_at_400(
    catalogue,
):
    short_gap = 1.0 / _llamacpp_tokens_s(catalogue, 400, "llamacpp_hf") - 1.0 / _llamacpp_tokens_s(
        catalogue, 400, None
    )
    long_gap = 1.0 / _llamacpp_tokens_s(
        catalogue, 16_000, "llamacpp_hf"
    ) - 1.0 / _llamacpp_tokens_s(catalogue, 16_000, None)
    assert 0.0 < short_gap < long_gap


def test_llamacpp_hf_explanation_names_the_loader_and_the_cpu(catalogue):
    work = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": 16_000})
    settings = LLAMA3_8B_Q8.model_copy(update={"decode_loop": "llamacpp_hf"})
    est = estimate_gpus(
        catalogue.get("gpu", "rtx-4090"), 1, work, settings, host_cpu=host_cpu("core-i7-10700k")
    )
    note = next(n for n in est.explain["notes"] if "llamacpp_HF" in n)
    assert "Intel Core i7-10700K" in note


def test_llamacpp_hf_costs_milliseconds_a_token_not_microseconds(catalogue):
    """The webui's eval saves llama.cpp's 128,256 logits through a Python list every token
    (modules/llama_cpp_python_hijack.py, 2024): several ms on an i7-10700K even at a short
    context, where the sequence conversions alone are tens of µs."""
    gap = 1.0 / _llamacpp_tokens_s(catalogue, 400, "llamacpp_hf") - 1.0 / _llamacpp_tokens_s(
        catalogue, 400, None
    )
    assert gap > 2e-3


def test_each_timing_includes_the_logits_list_save_it_records():
    frame = pd.read_csv(default_data_dir() / "llamacpp_hf_loop.csv")
    assert (frame["seconds_per_token"] >= frame["logits_copy_seconds"]).all()
    assert frame["context_tokens"].is_monotonic_increasing
    assert frame["seconds_per_token"].iloc[-1] > frame["seconds_per_token"].iloc[0]


def test_the_measuring_tool_imports_without_torch_and_says_what_it_needs(capsys):
    if importlib.util.find_spec("torch") is not None:
        pytest.skip("torch is installed here; the check is for the project's environment")
    path = Path(__file__).resolve().parents[2] / "tools" / "llamacpp_hf_loop.py"
    spec = importlib.util.spec_from_file_location("llamacpp_hf_loop", path)
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool
    spec.loader.exec_module(tool)
    assert tool.main([]) == 2
    assert "torch" in capsys.readouterr().err


def test_a_slower_cpu_pays_more_for_the_loader():
    fast = loop_seconds("llamacpp_hf", 16_000, 0.5)
    slow = loop_seconds("llamacpp_hf", 16_000, 2.0)
    assert slow == pytest.approx(4.0 * fast) and fast > 0.0
    assert loop_seconds(None, 16_000, 1.0) == 0.0


def test_published_llamacpp_hf_rows_are_recognised_by_their_stack():
    assert loop_of_stack(
        "llama.cpp through llama-cpp-python (text-generation-webui llamacpp_HF loader)"
    )
    assert loop_of_stack("llama.cpp through llama-cpp-python 0.2.11 (CUDA)") is None


def test_a_bad_timing_row_names_its_file_line_and_field(tmp_path):
    (tmp_path / "llamacpp_hf_loop.csv").write_text(
        "context_tokens,seconds_per_token\n128,4e-05\n16384,fast\n", encoding="utf-8"
    )
    with pytest.raises(LoopDataError, match=r"line 3: seconds_per_token is 'fast'"):
        hf_generate._loop_line(tmp_path)
