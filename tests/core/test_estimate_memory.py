"""Memory model against known cases (ESTIMATOR.md and the issue)."""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus, load_workloads
from dlbox.core.estimate.memory import plan_memory


@pytest.fixture(scope="module")
def rtx4090(catalogue):
    return catalogue.get("gpu", "rtx-4090")


def test_bert_large_seq384_needs_about_0_6_gb_per_sample():
    bert = load_workloads()["bert-large-squad"]
    assert bert.activation_bytes_per_sample(2.0, False) / 1e9 == pytest.approx(0.6, abs=0.03)


def test_llama3_8b_full_finetune_with_adamw_does_not_fit_24gb(rtx4090):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-full", TrainSettings(optimizer="adamw"))
    assert not est.fits
    assert est.bottleneck == "vram"
    assert est.throughput == 0.0
    assert est.memory_gb > 24
    assert est.max_batch_per_gpu == 0
    assert est.explain["remedies"], "a non-fitting estimate names what would help"


def test_llama3_8b_qlora_fits_24gb(rtx4090):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-qlora")
    assert est.fits
    assert est.memory_gb < 0.95 * 24
    assert est.max_batch_per_gpu >= 1
    assert est.throughput > 0


def test_breakdown_adds_up_and_weights_dominate_a_full_finetune(rtx4090):
    est = estimate_gpus(rtx4090, 1, "llama3-8b-full")
    parts = est.memory_breakdown_gb
    assert sum(parts.values()) == pytest.approx(est.memory_gb)
    # Mixed-precision AdamW keeps FP32 master weights (4 B) and FP32 m, v (8 B) per weight.
    gib = 8.03e9 / 2**30
    assert parts["optimizer"] == pytest.approx(gib * 8, rel=0.01)
    assert parts["master"] == pytest.approx(gib * 4, rel=0.01)


def test_zero3_divides_the_model_state_across_gpus(catalogue):
    h100 = catalogue.get("gpu", "h100-sxm")
    one = estimate_gpus(h100, 8, "llama3-8b-full")
    sharded = estimate_gpus(h100, 8, "llama3-8b-full", TrainSettings(zero_stage=3))
    assert not one.fits and sharded.fits
    assert sharded.memory_breakdown_gb["optimizer"] == pytest.approx(
        one.memory_breakdown_gb["optimizer"] / 8
    )


def test_checkpointing_and_smaller_precision_raise_the_largest_batch():
    bert = load_workloads()["bert-large-squad"]
    vram = np.array([24.0])

    def largest(bpv: float, ckpt: bool) -> int:
        plan = plan_memory(
            bert,
            bytes_per_value=np.array([bpv]),
            vram_gb=vram,
            adapter="none",
            optimizer="adamw",
            checkpointing=ckpt,
        )
        return int(plan.max_batch[0])

    assert largest(2.0, False) > largest(4.0, False)
    assert largest(2.0, True) > 3 * largest(2.0, False)


def test_more_vram_never_lowers_the_largest_batch():
    w = load_workloads()["resnet50"]
    vram = np.array([8.0, 12.0, 16.0, 24.0, 48.0, 80.0])
    plan = plan_memory(
        w,
        bytes_per_value=np.full(6, 2.0),
        vram_gb=vram,
        adapter="none",
        optimizer="sgd",
        checkpointing=False,
    )
    assert np.all(np.diff(plan.max_batch) >= 0)


def test_decode_weights_shrink_with_bits(rtx4090):
    sizes = [
        estimate_gpus(
            rtx4090, 1, "llm-8b-decode", TrainSettings(inference_bits=b)
        ).memory_breakdown_gb["weights"]
        for b in (16, 8, 4)
    ]
    assert sizes[0] > sizes[1] > sizes[2]
    assert sizes[0] == pytest.approx(8.03e9 * 2 / 2**30, rel=0.02)  # every weight in 16 bits, GiB
