"""The optimizer update and the weight-sized traffic of a training step, counted.

Once per optimizer step the update streams every trainable parameter's weight, gradient
and moments through HBM; how many times depends on the implementation (data/
optimizer_update.csv, counted from PyTorch's code): torch's default ``foreach`` AdamW
makes ~9 multi-tensor passes (20 tensor-sized reads and writes per parameter), the
per-tensor ``for-loop`` the same bytes tensor by tensor, the ``fused`` kernel (torch
``fused=True``, Apex/Transformer Engine FusedAdam) one pass (7), bitsandbytes' 8-bit AdamW
one kernel per tensor (3 weight-width passes and 4 B of 8-bit moments).  Mixed precision adds, per
micro-batch, the autocast cast of each FP32 weight to 16 bits and of its gradient back;
gradient accumulation adds one in-place add per later micro-batch.

ZeRO and FSDP divide what they shard: ZeRO-1 (and Megatron's distributed optimizer) the
update, ZeRO-2 also the gradients (their accumulation), ZeRO-3/FSDP also the weights
(their casts).  DDP divides nothing: every GPU updates every parameter.

This replaces, for the transformer workloads that borrow their terms from a calibrated
one, the multiplier on 28 B per parameter fitted on Lambda's BERT runs (×4 of the
counted bytes, charged in full at every GPU count).  The calibrated workloads keep their
own fitted term: it is in-source.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.workloads import Workload

CONSTANTS_FILE = Path("optimizer_update.csv")
# What each software tier runs when no implementation is chosen: torch.optim's default
# (foreach) for eager and compiled stacks (llm-foundry's Composer optimizers loop per
# tensor, the same bytes); vendor stacks (Megatron-LM, NeMo) a fused Adam kernel.
TIER_IMPL: dict[str, str] = {"eager": "foreach", "compiled": "foreach", "vendor": "fused"}
# Optimizers whose update is counted; the others (Adafactor) keep the fitted term.
COUNTED: dict[str, str] = {
    "adamw": "adamw",
    "adamw-bf16": "adamw",
    "sgd": "sgd",
    "adamw8bit": "adamw8bit",
    # Paged states move across PCIe only once they no longer fit (the remedies price that).
    "paged-adamw8bit": "adamw8bit",
}
# bitsandbytes has one kernel whatever the implementation asked for.
ONE_KERNEL = frozenset({"adamw8bit"})
# bitsandbytes steps the parameters in their own dtype: FP32 (a master copy, with the casts)
# only under autocast, 16-bit in pure 16-bit training (memory.FP32_UNDER_AUTOCAST).
AUTOCAST_PRECISIONS = frozenset({"amp", "fp16"})
# Stacks that keep 16-bit model weights and the FP32 master copy inside the optimizer
# (Megatron-LM/NeMo's distributed optimizer): no per-micro-batch casts, the weight-gradient
# GEMM accumulates into the FP32 main_grad itself (gradient_accumulation_fusion), and the
# step copies the updated master back to 16 bits once.
MASTER_IN_OPTIMIZER_TIERS = frozenset({"vendor"})
MASTER_OPTIMIZERS = frozenset({"adamw", "sgd", "adamw8bit", "paged-adamw8bit"})
SIXTEEN_BIT = frozenset({"amp", "fp16", "bf16", "fp8"})


def constant(name: str) -> float:
    return float(named_constants(CONSTANTS_FILE)[name])


def pure_sixteen_bit(precision: str, optimizer: str) -> bool:
    """Whether the weights themselves are 16-bit (no FP32 master copy): bf16 training with
    an optimizer that keeps none (pure-bf16 AdamW, Adafactor).  bitsandbytes' 8-bit
    optimizers step the parameters in their own dtype: 16-bit unless torch.amp keeps them
    FP32."""
    if COUNTED.get(optimizer) in ONE_KERNEL:
        return precision in SIXTEEN_BIT and precision not in AUTOCAST_PRECISIONS
    return precision in SIXTEEN_BIT and optimizer not in MASTER_OPTIMIZERS


def resolve_impl(impl: str, tier: str) -> str:
    return TIER_IMPL.get(tier, "foreach") if impl == "auto" else impl


def borrows_transformer_terms(workload: Workload, own_fit: bool) -> bool:
    """A transformer in training whose terms are borrowed from a calibrated workload (the
    LLMs, GPT-2); a workload with its own Lambda fit keeps its fitted terms (in-source)."""
    return workload.task == "train" and workload.family == "transformer" and not own_fit


def is_counted(workload: Workload, optimizer: str, own_fit: bool) -> bool:
    """Whether the update is counted here: AdamW, 8-bit AdamW or SGD on a borrowing
    transformer (Adafactor keeps the fitted per-step term)."""
    return borrows_transformer_terms(workload, own_fit) and optimizer in COUNTED


@dataclass(frozen=True)
class UpdateBytes:
    """Bytes per GPU: once per optimizer step (the update) and per micro-batch."""

    per_step: np.ndarray
    per_micro_batch: np.ndarray

    def per_sample_seconds(
        self, bw_gbs: np.ndarray, grad_accum: int, batch: np.ndarray
    ) -> np.ndarray:
        moved = self.per_step / float(grad_accum) + self.per_micro_batch
        return moved / (bw_gbs * 1e9 * constant("bandwidth_efficiency")) / batch


def update_bytes(
    trainable: float,
    optimizer: str,
    impl: str,
    precision: str,
    zero_stage: int,
    count: np.ndarray,
    grad_accum: int,
    checkpointing: bool | float,
    tier: str = "eager",
) -> UpdateBytes:
    """Per GPU, the weight-sized bytes of one optimizer step and of one micro-batch.

    ``checkpointing`` is the share of the forward's weight casts recomputation runs again
    (checkpointing.elementwise_rerun; True is all of them)."""
    n = np.asarray(count, dtype=float)
    pure16 = pure_sixteen_bit(precision, optimizer)
    mixed = precision in SIXTEEN_BIT and not pure16  # FP32 weights stepped by 16-bit training
    value = 2.0 if pure16 else 4.0  # weights and gradients (and torch's moments) share it
    key = COUNTED[optimizer]
    passes = constant(f"passes.{key}.{'any' if key in ONE_KERNEL else impl}")
    state = constant(f"state_bytes.{key}") if key in ONE_KERNEL else 0.0
    shard_update = np.where(zero_stage >= 1, n, 1.0)
    shard_grads = np.where(zero_stage >= 2, n, 1.0)
    shard_weights = np.where(zero_stage >= 3, n, 1.0)
    per_step = trainable * (passes * value + state) / shard_update
    later = (grad_accum - 1) / float(grad_accum)
    if mixed and tier in MASTER_IN_OPTIMIZER_TIERS:
        # The updated FP32 master is cast back to the 16-bit weights once per step.
        per_step = per_step + trainable * constant("cast_bytes.mixed") / shard_update
        per_micro = np.zeros_like(n)
    else:
        casts = 0.0
        if mixed:
            # Forward (again when checkpointing recomputes it) and the gradient's cast back.
            casts = constant("cast_bytes.mixed") * (2.0 + float(checkpointing))
        accumulate = constant("accumulate.bytes_per_value") * value * later
        per_micro = trainable * (casts / shard_weights + accumulate / shard_grads)
    return UpdateBytes(per_step + np.zeros_like(n), per_micro + np.zeros_like(n))


def host_calls(tensors: float, optimizer: str, impl: str) -> float:
    """Host calls per step of a per-tensor (for-loop) update: tensors × its launches;
    0 for foreach and fused, whose dozen multi-tensor calls per step do not count."""
    if impl != "for-loop" or COUNTED.get(optimizer) not in ("adamw", "sgd"):
        return 0.0
    return tensors * constant(f"launches.{COUNTED[optimizer]}.for-loop")
