"""What a checkpointed block's recomputation never runs: non-reentrant early stop.

``torch.utils.checkpoint`` without reentrancy (``use_reentrant=False``; torchtitan's and
torchtune's ``checkpoint_wrapper`` default ``CheckpointImpl.NO_REENTRANT``; our own H100 runs,
tools/measure_gpu.py) stops the recomputed forward as soon as it has packed as many saved
tensors as the original forward did (torch/utils/checkpoint.py, ``_enable_checkpoint_early_stop
= True``, "stops recomputation as soon as it has computed all needed Tensors").  An autograd
node packs the inputs it saves *before* its kernel runs (``SavedVariable`` is built ahead of
the redispatch in the generated VariableType code), so the block's last matrix product (a
Llama block's ``down_proj``, whose input is the last tensor saved) is packed and the
recomputation stops before that product and the residual add after it run.  Nothing after it
saves anything where the block has no dropout after its branches (library decoders); GPT-2's
and BERT's residual dropout saves its mask after the product ran, so they rerun it.

What still runs it: reentrant checkpointing (``use_reentrant=True``: Hugging Face's
``gradient_checkpointing_enable()`` default in transformers 4.35-4.5x, the reentrant FSDP
stack) reruns the whole block under ``enable_grad`` and stops nowhere; a LoRA adapter on that
product runs ``lora_B`` after the frozen product, so the frozen product runs and only the
rank-r ``lora_B`` is skipped (counted as nothing); a quantised base (bitsandbytes'
``MatMul4Bit`` saves its tensors when its forward returns) runs first; and a compiled block is
one autograd function that saves when it has run whole, so the compiled tier reruns it all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dlbox.core.estimate.activation import kernels_of
from dlbox.core.estimate.checkpointing import _products, every, parse_mode, wrapped_share

if TYPE_CHECKING:
    from dlbox.core.estimate.workloads import Workload

# Stack quirks (memory.STACK_QUIRKS) that name reentrant checkpointing: the Hugging Face /
# Accelerate FSDP stack runs transformers' checkpointing with use_reentrant=True.
REENTRANT_QUIRKS = frozenset({"fsdp_reentrant_frozen"})
# Adapters whose frozen base is a plain linear map (its product saves its weight before it
# runs); QLoRA's 4-bit base saves only after its forward returned.
_PLAIN_BASE = ("none", "lora")
# LoRA targets that put an adapter on the block's last product (the FFN's output map).
_ADAPTED_LAST = ("all", "all+head")


def last_product_share(workload: Workload) -> float | None:
    """Share of one block's matrix-product weights in its last product (the down projection
    of a gated FFN, the second FFN matrix otherwise); None without a transformer shape.
    Llama 3 8B: 58.7 M of 218.1 M, 26.9 %."""
    products = _products(workload)
    if not products:
        return None
    return products[-1][0] / sum(w for w, _ in products)


def early_stop_skips(workload: Workload, adapter: str, tier: str, mode: str) -> bool:
    """Whether the recomputation of a checkpointed block stops before its last product."""
    if mode != "full" and not every(mode):
        return False  # op-level selective and Megatron's attention recompute: their own counts
    if tier != "eager" or adapter not in _PLAIN_BASE:
        return False
    if adapter == "lora" and workload.lora_targets in _ADAPTED_LAST:
        return False
    if REENTRANT_QUIRKS.intersection(workload.stack_quirks):
        return False
    kernels = kernels_of(workload)
    return kernels is not None and kernels.dropout == 0.0


def early_stop_flops(workload: Workload, adapter: str, tier: str, mode: str) -> float:
    """FLOPs per sample the checkpointed recomputation does not run: the wrapped blocks'
    last product, forward, where :func:`early_stop_skips` says so; else 0."""
    if not early_stop_skips(workload, adapter, tier, mode):
        return 0.0
    share = last_product_share(workload)
    if share is None:
        return 0.0
    blocks = 2.0 * float(workload.params_matmul or 0.0) * workload.tokens_per_sample
    return wrapped_share(mode, workload.layers) * share * blocks


def step_train_flops(
    workload: Workload, adapter: str, checkpointing: bool | str, tier: str
) -> float:
    """Training FLOPs per sample as the step runs them: what the checkpointing mode
    recomputes (Workload.flops_train_per_sample), less what early stop never reruns."""
    total = workload.flops_train_per_sample(adapter, checkpointing)  # type: ignore[arg-type]
    return total - early_stop_flops(workload, adapter, tier, parse_mode(checkpointing))
