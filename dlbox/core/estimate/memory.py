"""GPU memory per device: weights, gradients, optimizer state, activations, context.

ESTIMATOR.md's model: M = N_total·w + N_train·(g + o) + A(batch) + context, +10%,
and a job fits when M ≤ 0.95 · VRAM.  Byte counts per parameter:

==============  =========  =====  ==========================================
precision       weights w  grads  optimizer o (AdamW / SGD with momentum)
==============  =========  =====  ==========================================
FP32 / TF32     4          4      8 (m, v)        / 4 (momentum)
16-bit (AMP…)   2          2      12 (FP32 master, m, v) / 8 (master, momentum)
==============  =========  =====  ==========================================

Adapters (LoRA, QLoRA) train a few FP32 weights (4 + 4 + optimizer) on a
frozen base held in 16-bit, or in NF4 with double quantisation (4.127 bits per
weight, embeddings and output head stay 16-bit).  ZeRO stages 1/2/3 divide
optimizer state / gradients / weights by the GPU count.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dlbox.core.estimate.workloads import Workload

GB = 1e9
CONTEXT_GB = 0.8  # CUDA context + allocator slack, 0.7–1.0 GB per ESTIMATOR.md
OVERHEAD = 1.10  # fragmentation and workspace
FIT_FRACTION = 0.95
NF4_BYTES = 4.127 / 8.0  # QLoRA NF4 + double quantisation (Dettmers et al. 2023)
# llama.cpp block formats: Q8_0 = 34 bytes per 32 weights, Q4_0 = 18 bytes per 32.
INFERENCE_BYTES: dict[int, float] = {16: 2.0, 8: 8.5 / 8.0, 4: 4.5 / 8.0}


@dataclass(frozen=True)
class MemoryPlan:
    """Per-GPU memory in GB (arrays over GPUs) and the largest batch that fits."""

    weights: np.ndarray
    grads: np.ndarray
    optimizer: np.ndarray
    act_per_sample: np.ndarray
    context: float
    max_batch: np.ndarray  # int; 0 when not even one sample fits

    @property
    def static(self) -> np.ndarray:
        return self.weights + self.grads + self.optimizer

    def total(self, batch: np.ndarray | float) -> np.ndarray:
        return OVERHEAD * (self.static + self.act_per_sample * batch + self.context)


def _optimizer_bytes(optimizer: str, sixteen_bit: np.ndarray) -> np.ndarray:
    if optimizer == "sgd":
        return np.where(sixteen_bit, 8.0, 4.0)
    return np.where(sixteen_bit, 12.0, 8.0)


def plan_memory(
    workload: Workload,
    *,
    bytes_per_value: np.ndarray,
    vram_gb: np.ndarray,
    adapter: str,
    optimizer: str,
    checkpointing: bool,
    count: int | np.ndarray = 1,
    zero_stage: int = 0,
    inference_bits: int = 16,
) -> MemoryPlan:
    """Memory per GPU for ``workload`` on each GPU (``bytes_per_value`` per GPU: 2 or 4).

    ``count`` is one GPU count for all, or one per GPU (an array like ``bytes_per_value``).
    """
    bpv = np.asarray(bytes_per_value, dtype=float)
    n = max(1, count) if np.ndim(count) == 0 else np.maximum(1, count)
    if workload.task == "decode":
        read = (workload.params_matmul or workload.params_total) + (workload.hidden or 0) * (
            workload.vocab or 0
        )
        other = max(0.0, workload.params_total - read)
        # Weights are split across GPUs (tensor parallel); KV cache per stream is too.
        weights = (read * INFERENCE_BYTES[inference_bits] + other * 2.0) / n
        act = np.zeros_like(bpv) + workload.kv_cache_bytes_per_sample() / n
        zeros = np.zeros_like(bpv)
        return _finish(weights + zeros, zeros, zeros, act, vram_gb)

    sixteen = bpv <= 2.0
    frozen_extra = workload.params_frozen * 2.0
    if adapter == "none":
        trainable = workload.params_total
        weights = trainable * bpv + frozen_extra
        grads = trainable * bpv
        opt = trainable * _optimizer_bytes(optimizer, sixteen)
    else:
        trainable = workload.lora_params or 0.0
        if adapter == "qlora":
            matmul = workload.params_matmul or workload.params_total
            base = matmul * NF4_BYTES + (workload.params_total - matmul) * 2.0
            base = np.full_like(bpv, base)
        else:
            base = workload.params_total * bpv
        weights = base + trainable * 4.0 + frozen_extra
        grads = np.full_like(bpv, trainable * 4.0)
        opt = np.full_like(bpv, trainable * (4.0 if optimizer == "sgd" else 8.0))
    if zero_stage >= 1:
        opt = opt / n
    if zero_stage >= 2:
        grads = grads / n
    if zero_stage >= 3:
        weights = weights / n
    act_per = np.where(
        sixteen,
        workload.activation_bytes_per_sample(2.0, checkpointing),
        workload.activation_bytes_per_sample(4.0, checkpointing),
    )
    return _finish(
        np.asarray(weights, float) + np.zeros_like(bpv),
        np.asarray(grads, float) + np.zeros_like(bpv),
        np.asarray(opt, float) + np.zeros_like(bpv),
        act_per,
        vram_gb,
    )


def _finish(
    weights: np.ndarray,
    grads: np.ndarray,
    opt: np.ndarray,
    act_bytes: np.ndarray,
    vram_gb: np.ndarray,
) -> MemoryPlan:
    w, g, o, a = weights / GB, grads / GB, opt / GB, act_bytes / GB
    room = FIT_FRACTION * np.asarray(vram_gb, float) / OVERHEAD - (w + g + o + CONTEXT_GB)
    with np.errstate(divide="ignore", invalid="ignore"):
        max_batch = np.where(a > 0, np.floor(room / np.where(a > 0, a, 1.0)), 1e9)
    max_batch = np.where(np.isfinite(max_batch) & (max_batch > 0), max_batch, 0.0)
    return MemoryPlan(w, g, o, a, CONTEXT_GB, np.minimum(max_batch, 1e9).astype(np.int64))


def plan_generation_memory(
    workload: Workload, *, bytes_per_value: np.ndarray, vram_gb: np.ndarray
) -> MemoryPlan:
    """Image generation: 16-bit weights and one forward pass's tensors per evaluation.

    Nothing is kept for a backward pass and there is no optimizer; each GPU holds a
    whole copy of the model (images are independent, so GPUs never split one).
    """
    bpv = np.asarray(bytes_per_value, dtype=float)
    weights = (workload.params_total + workload.params_frozen) * np.minimum(bpv, 2.0)
    act = workload.activation_bytes_per_sample(2.0, False) * bpv / 2.0
    zeros = np.zeros_like(bpv)
    return _finish(weights + zeros, zeros, zeros, act + zeros, vram_gb)
