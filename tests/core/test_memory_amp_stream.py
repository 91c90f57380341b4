"""torch.amp over FP32 weights: what a Llama full fine-tune keeps that pure bf16 does not."""

from __future__ import annotations

import json

import pytest

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.memory import GIB
from dlbox.core.estimate.memory_check import evaluate_point, load_points
from dlbox.core.estimate.models import model_spec
from tests.core.memory_parts import one_gpu_plan, workload_of

TOKENS = 2048


def _plan(checkpointing: bool, autocast: bool):
    return one_gpu_plan(
        workload_of("llama-3.2-1b", TOKENS), checkpointing=checkpointing, autocast=autocast
    )


def test_an_fp32_residual_stream_keeps_ten_more_bytes_per_hidden_value_and_layer():
    # Two RMSNorms keep FP32 input and FP32 output (+2 × 2 B); q, k, v and gate, up each
    # cast the FP32 norm output to bf16 for themselves (+2 × 2 B and +2 B).
    amp = float(_plan(False, True).act_per_sample[0])
    pure = float(_plan(False, False).act_per_sample[0])
    assert amp - pure == pytest.approx(10.0 * TOKENS * 2048 * 16 / GIB)
    # Checkpointing keeps each layer's FP32 input: 4 bytes instead of 2.
    amp_ckpt = float(_plan(True, True).act_per_sample[0])
    pure_ckpt = float(_plan(True, False).act_per_sample[0])
    assert amp_ckpt - pure_ckpt == pytest.approx(2.0 * TOKENS * 2048 * 16 / GIB)


def test_checkpointed_layers_leave_no_16_bit_weight_copy_at_the_loss():
    spec = model_spec("llama-3.2-1b")
    assert spec is not None
    head = 128256 * 2048 * 2.0 / GIB
    # The copies autograd keeps: every layer's matrices and the head without checkpointing,
    # the head alone with it (autocast's cache is dropped when the forward ends).
    assert float(_plan(True, True).act_fixed[0]) == pytest.approx(head)
    assert float(_plan(False, True).act_fixed[0]) == pytest.approx(
        head + spec.matmul_params() * 2.0 / GIB
    )
    # The weights and their gradients are FP32 (the parameters), with no second FP32 copy.
    plan = _plan(True, True)
    assert float(plan.weights[0]) == pytest.approx(spec.params_total * 4.0 / GIB, rel=1e-6)
    assert float(plan.master[0]) == 0.0


def _measured(name: str, path: str) -> float:
    for line in (default_data_dir() / "benchmarks" / "measured" / path).read_text().splitlines():
        row = json.loads(line)
        if row["name"] == name:
            return float(row["result"]["peak_allocated_gib"])
    raise AssertionError(name)


@pytest.mark.parametrize(
    ("point", "run", "path"),
    [
        ("dlbox-h100-l1b-full-mixed-b4", "l1b_full_mixed_b4", "h100-sxm-2026-11-25.jsonl"),
        (
            "dlbox-h100-l1b-full-mixed-b8-ckpt",
            "l1b_full_mixed_b8_ckpt",
            "h100-sxm-2026-11-25.jsonl",
        ),
        ("dlbox-h200-l3b-full-mixed-b2-ckpt", "l3b_full_mixed_b2_ckpt", "h200-2026-11-25.jsonl"),
    ],
)
def test_our_torch_amp_full_fine_tunes_peak_where_they_were_measured(point, run, path):
    # tools/measure_gpu.py mode full_mixed: FP32 model, bf16 autocast, FP32 AdamW (foreach).
    row = load_points().set_index("id").loc[point].to_dict()
    assert row["precision"] == "amp"
    got = evaluate_point({**row, "id": point})
    assert got["predicted"] == pytest.approx(_measured(run, path), rel=0.01)
