"""Gradient accumulation and FP8's share of the FLOPs, as a user planning an LLM run sees them.

NeMo's published Llama 2 7B pre-training runs micro-batch 1 but steps the optimizer once
per 128 sequences (16 micro-batches per GPU on 8 GPUs): the estimate must not charge the
optimizer update to every micro-batch.  FP8 (Transformer Engine, torchao) runs only the
linear layers' matrix products in FP8; attention's score products stay in BF16, so a long
context gains less from FP8 than a short one.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pandas as pd
import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus, load_workloads
from dlbox.core.estimate.estimator import accumulated_exposure, fp8_gemm_share
from dlbox.core.estimate.external import ExternalDataError, _run, settings_of, workload_of

LIBRARY = load_workloads()


def _tokens_s(catalogue, gpu: str, count: int, workload: str, **settings) -> float:
    card = catalogue.get("gpu", gpu)
    return estimate_gpus(card, count, workload, TrainSettings(**settings)).throughput


# ------------------------------------------------------------------ accumulation
def test_accumulating_micro_batches_shares_the_optimizer_step(catalogue):
    """7B pre-training at micro-batch 1 on 8 H100s (NeMo's setting): more micro-batches per
    optimizer step are faster, with diminishing returns once the update is amortised.
    NeMo's stack (the vendor tier: Megatron's distributed optimizer) sums the gradients
    inside the weight-gradient matmul; an eager torch run adds them in place every
    micro-batch, which costs ZeRO-1 more than its eighth of the update (optimizer_step.py)."""
    run = {"precision": "bf16", "batch_per_gpu": 1, "zero_stage": 1, "software_tier": "vendor"}
    rates = [
        _tokens_s(catalogue, "h100-sxm", 8, "llm-7b-pretrain", grad_accum=k, **run)
        for k in (1, 4, 16, 64)
    ]
    assert rates[0] < rates[1] < rates[2] < rates[3]
    card = catalogue.get("gpu", "h100-sxm")
    shown = estimate_gpus(card, 8, "llm-7b-pretrain", TrainSettings(grad_accum=16, **run))
    assert shown.explain["settings"]["grad_accum"] == 16
    assert rates[3] / rates[2] < rates[1] / rates[0]
    # Never more than the same work with no optimizer at all would allow.
    assert rates[3] / rates[0] < 2.0


def test_accumulation_changes_little_for_lora(catalogue):
    """A LoRA step updates a few million weights: sharing that update is worth almost nothing."""
    one = _tokens_s(catalogue, "rtx-4090", 1, "llama3-8b-lora", batch_per_gpu=1)
    many = _tokens_s(catalogue, "rtx-4090", 1, "llama3-8b-lora", batch_per_gpu=1, grad_accum=16)
    assert one <= many < 1.03 * one


def test_accumulation_shares_the_all_reduce_but_not_sharded_gradients():
    exposed = np.array([0.08, 0.02])
    assert accumulated_exposure(exposed, 8, 0) == pytest.approx(exposed / 8)
    assert accumulated_exposure(exposed, 8, 1) == pytest.approx(exposed / 8)
    # ZeRO-2 keeps only a shard of the gradients (reduce-scattered every micro-batch) and
    # ZeRO-3 / FSDP also gathers the weights for every micro-batch.
    assert accumulated_exposure(exposed, 8, 2) == pytest.approx(exposed)
    assert accumulated_exposure(exposed, 8, 3) == pytest.approx(exposed)
    assert accumulated_exposure(exposed, 1, 0) == pytest.approx(exposed)


def test_a_zero_accumulation_is_refused_by_the_cli():
    done = subprocess.run(
        [sys.executable, "-m", "dlbox", "estimate", "--gpu", "h100-sxm", "--workload",
         "llm-7b-pretrain", "--grad-accum", "0"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--grad-accum" in done.stderr and "Traceback" not in done.stderr


# ------------------------------------------------------------------ FP8 share
def test_fp8_runs_the_linear_layers_not_attention():
    llama = LIBRARY["llama3-8b-full"]
    short = fp8_gemm_share(llama.model_copy(update={"seq_len": 2048}), "none", False)
    long = fp8_gemm_share(llama.model_copy(update={"seq_len": 8192}), "none", False)
    # Linear layers are most of an 8B step at 2k tokens, under three quarters at 8k.
    assert 0.80 < short < 0.95
    assert 0.60 < long < 0.80
    # A CNN's FLOPs are not split: all of it is taken to run at the FP8 rate.
    assert fp8_gemm_share(LIBRARY["resnet50"], "none", False) == 1.0


def test_a_long_context_gains_less_from_fp8(catalogue):
    """Attention's share grows with the context and stays in BF16: FP8 still helps at 8k
    tokens (Llama 3 8B on 8 H100s), but less than at 2k."""
    card = catalogue.get("gpu", "h100-sxm")

    def gain(seq: int) -> float:
        model = LIBRARY["llama3-8b-full"].model_copy(
            update={"seq_len": seq, "units_per_sample": float(seq)}
        )
        run = {"batch_per_gpu": 8192 // seq, "zero_stage": 3, "checkpointing": True}
        fp8 = estimate_gpus(card, 8, model, TrainSettings(precision="fp8", **run))
        bf16 = estimate_gpus(card, 8, model, TrainSettings(precision="bf16", **run))
        assert fp8.fits and bf16.fits
        return fp8.throughput / bf16.throughput

    short, long = gain(2048), gain(8192)
    assert 1.0 < long < short


# ------------------------------------------------------------------ external rows
def _row(**values) -> pd.Series:
    base = {
        "id": "test-row", "kind": "train", "workload": "llama3-8b-full", "overrides": "",
        "gpu_id": "h100-sxm", "count": "8", "precision": "bf16", "tier": "eager",
        "adapter": "", "batch_per_gpu": "1", "zero_stage": "3", "checkpointing": "false",
        "power_limit_frac": "", "bits": "", "stack": "torchtitan FSDP2, bf16",
    }  # fmt: skip
    return pd.Series({**base, **values})


def test_a_published_run_on_a_different_board_uses_its_bandwidth(catalogue):
    """torchtitan's H100s are 96 GB HBM2e boards at 2.4 TB/s, not the catalogue's 3.35 TB/s."""
    from dlbox.core.estimate import load_calibration

    gpus = catalogue.table("gpu")
    cal = load_calibration()
    plain = _run(_row(), cal, LIBRARY, gpus)
    slow = _run(_row(overrides="gpu.mem_bw_gbs=2400"), cal, LIBRARY, gpus)
    assert slow["gpu_system_samples"][0] < plain["gpu_system_samples"][0]
    with pytest.raises(ExternalDataError, match=r"gpu\.bandwidth"):
        _run(_row(overrides="gpu.bandwidth=2400"), cal, LIBRARY, gpus)


def test_run_overrides_are_settings_not_model_fields():
    row = _row(overrides="seq_len=8192;grad_accum=16;gpu.mem_bw_gbs=2400")
    assert settings_of(row).grad_accum == 16
    workload = workload_of(row, LIBRARY)
    assert workload.seq_len == 8192
    assert not hasattr(workload, "grad_accum")
