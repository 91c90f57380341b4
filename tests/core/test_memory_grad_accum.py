"""Gradient accumulation holds the gradients through the next micro-batch.

Measured on an H100 (own set 6): a Llama 3.2 1B full fine-tune at micro-batch 2 × 1024
peaked at 23.1 GiB with one micro-batch per optimizer step and 27.7 GiB with four — the
4.6 GiB of its FP32 gradients, alive while the later micro-batches' activations are.
"""

from __future__ import annotations

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, load_workloads
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import gpu_arrays

LIBRARY = load_workloads()
L1B = LIBRARY["llm-1b-pretrain"].model_copy(update={"seq_len": 1024, "units_per_sample": 1024.0})
GIB = 1024.0**3


def _plan(accum: int, **settings) -> tuple[float, dict[str, float]]:
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[["h100-sxm"]])
    base = {"precision": "bf16", "batch_per_gpu": 2, "grad_accum": accum}
    r = estimate_arrays(hw, 1, L1B, TrainSettings(**{**base, **settings}))
    memory, batch = r["memory"], r["batch"]
    parts = {k: float(v[0]) for k, v in memory.components(batch).items()}
    return float(memory.tensors(batch)[0]), parts


def _peak(accum: int, **settings) -> float:
    return _plan(accum, **settings)[0]


def test_four_micro_batches_hold_the_full_gradients_at_the_activation_peak():
    (one, first), (four, parts) = _plan(1), _plan(4)
    bf16_grads = L1B.params_total * 2.0 / GIB
    # The memory panel's gradient bar is the whole set (one micro-batch per step shows only
    # the head's, written as the activations are freed), and the peak rises by it.
    assert first["grads"] < 0.5 * bf16_grads <= 0.5 * parts["grads"]
    assert parts["grads"] >= 0.99 * bf16_grads
    assert four > one + 1.0
    # Nearer the measured 27.7 GiB than the one-step figure it used to print (23.0 GiB).
    assert abs(four - 27.7) < abs(one - 27.7)


def test_accumulation_changes_nothing_where_the_gradients_are_held_anyway():
    # LoRA's gradients are the adapters' (held from the start either way).
    assert _peak(4, adapter="lora") == _peak(1, adapter="lora")
