"""Serving bitsandbytes NF4 weights eagerly: 4.5 (or 4.127) bits per linear weight, 16-bit
embeddings, and a 16-bit copy of the matrix in use while the prompt is prefilled."""

from __future__ import annotations

import pytest

from dlbox.core.estimate.memory_check import evaluate_point, load_points
from dlbox.core.estimate.weight_formats import DEFAULT_KERNEL, decode_kernel, weight_format
from tests.core.memory_parts import one_gpu_plan, workload_of

GIB = 2.0**30


def _parts(fmt: str, quirks: tuple[str, ...] = (), seq: int = 64) -> dict[str, float]:
    workload = workload_of("llama-2-7b", seq, task="decode", stack_quirks=quirks)
    plan = one_gpu_plan(workload, vram_gb=40.0, weight_format=fmt)
    parts = plan.components(1.0)
    return {
        "weights": float(parts["weights"][0]),
        "buffers": float(parts["gathered"][0]),
        "allocated": float(plan.tensors(1.0)[0]),
    }


def test_nf4_bits_follow_the_block_layout():
    assert weight_format("bnb-nf4").body == pytest.approx(4.5)
    assert weight_format("bnb-nf4-dq").body == pytest.approx(4.127, abs=5e-4)
    # Only linear layers are quantised: embeddings (and, under transformers, the head) 16-bit.
    assert weight_format("bnb-nf4").embed == 16.0
    assert weight_format("bnb-nf4").head == 16.0
    assert decode_kernel(weight_format("bnb-nf4")).name == DEFAULT_KERNEL["bnb"]


def test_lightning_fabric_quantises_the_head_and_dequantises_it_twice_for_the_prefill():
    # Llama 2 7B's head: 32,000 × 4,096 weights.  Quantised (LitGPT), it is the largest matrix
    # the prefill dequantises — FP16 from Fabric's quantisation state, then bf16.
    head = 32_000 * 4_096
    hf = _parts("bnb-nf4")
    fabric = _parts("bnb-nf4", ("head_quantised", "fp16_quant_state"))
    assert hf["weights"] - fabric["weights"] == pytest.approx(head * (16 - 4.5) / 8 / GIB)
    assert fabric["buffers"] - hf["buffers"] == pytest.approx(
        (head * 2 * 2 - 4_096 * 11_008 * 2) / GIB, rel=1e-6
    )


def test_a_single_token_needs_no_copy():
    one = _parts("bnb-nf4", seq=1)
    many = _parts("bnb-nf4", seq=64)
    assert many["buffers"] - one["buffers"] == pytest.approx(4_096 * 11_008 * 2 / GIB)


def test_litgpt_nf4_generation_peak_is_within_two_percent():
    # LitGPT's resource table: generate/base.py --quantize bnb.nf4 on an A100, 4.57 GB
    # (4.256 GiB) max allocated; 15.5 % under before the format and its prefill copies.
    row = next(
        r for r in load_points().to_dict(orient="records") if r["id"] == "litgpt-7b-nf4-generate"
    )
    got = evaluate_point(row)
    assert got["predicted"] / float(row["reported_gib"]) - 1.0 == pytest.approx(0.0, abs=0.02)
