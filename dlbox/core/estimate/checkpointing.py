"""Activation checkpointing modes: what each keeps for the backward and what it runs again.

=========== ===================================================================================
none        every activation is kept (Korthikanti et al. 2022, "Reducing Activation
            Recomputation in Large Transformer Models": s·b·h·(34 + 5·a·s/h) 16-bit bytes per
            layer without FlashAttention)
full        each layer keeps only its input and runs its whole forward again in the backward
            (``torch.utils.checkpoint`` around every block: Hugging Face's
            ``gradient_checkpointing_enable``, torchtitan ``mode = "full"``, Megatron
            ``--recompute-granularity full``); 2·s·b·h per layer, one layer recomputed at a time;
            a non-reentrant checkpoint stops before the block's last product (recompute.py)
selective   torchtitan's op-level selective checkpointing (``mode = "selective"``,
            ``selective_ac_option = "op"``, the default of its Llama 3 8B config): each block
            saves the output of its attention kernel and of every second matrix product
            (``aten.mm``, counted in call order: q, v, the gate and the down projection of a
            Llama block; torchtitan's policy "saves output of all compute ops, except every
            second mm") and recomputes the rest: the other products (k, o, up) and every
            elementwise operation
attention   Megatron-LM / NeMo ``--recompute-granularity selective`` (Korthikanti's selective
            recomputation, ``recompute_modules = [core_attn]``): only the attention core (QKᵀ,
            softmax, dropout, the product with V) runs again, which frees the 5·a·s/h score
            tensors; FlashAttention/SDPA never keeps those, so with them it frees nothing
            (Megatron Bridge's activation-recomputation guide: "with TE fused or Flash
            Attention, compare core_attn against an empty selective module list because the
            backend already rematerializes attention internals")
every-N     torchtitan's ``selective_ac_option = N``: one block in N is fully checkpointed
            (its ``_count % N == 0``), the others keep everything
=========== ===================================================================================

Old files and flags said checkpointing with a boolean: ``True`` (``"true"``) is ``full``,
``False`` (``"false"``) is ``none``.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from dlbox.core.estimate.models import active_ffn_width, arch_of, shaped_arch_of


class Workload(Protocol):
    """What this module reads of a workload: the block's shape and the architecture it names
    (workloads.Workload has these; it imports this module for its checkpointing field and
    its FLOPs, so the type is named here by its fields)."""

    hidden: int | None
    layers: int | None
    heads: int | None
    kv_heads: int | None
    params_matmul: float | None
    model: str | None

    @property
    def tokens_per_sample(self) -> float: ...


MODES: tuple[str, ...] = ("none", "full", "selective", "attention")
# Every-N layers in the range torchtitan users set (2 keeps half the blocks whole).
EVERY_MAX = 16
EVERY_CHOICES: tuple[str, ...] = tuple(f"every-{n}" for n in (2, 3, 4))
_EVERY = re.compile(r"^every-(\d{1,2})$")
_ALIASES = {"true": "full", "false": "none", "on": "full", "off": "none", "op": "selective"}


def parse_mode(value: Any) -> str:
    """The mode ``value`` names: a mode, ``every-N`` (2 ≤ N ≤ 16), or an old boolean.

    Raises ValueError with one line naming what is expected."""
    if isinstance(value, bool):
        return "full" if value else "none"
    if isinstance(value, str):
        text = value.strip().lower()
        text = _ALIASES.get(text, text)
        if text in MODES:
            return text
        match = _EVERY.match(text)
        if match and 2 <= int(match.group(1)) <= EVERY_MAX:
            return f"every-{int(match.group(1))}"
    raise ValueError(
        f"checkpointing must be one of {', '.join(MODES)}, every-N (N from 2 to {EVERY_MAX}) "
        f"or true/false, got {value!r}"
    )


def every(mode: str) -> int:
    """N of an every-N mode, else 0."""
    match = _EVERY.match(mode)
    return int(match.group(1)) if match else 0


def recomputes(mode: str) -> bool:
    """Whether the mode runs any of the forward again."""
    return mode != "none"


def wrapped_layers(mode: str, layers: int) -> int:
    """Blocks inside a checkpoint: all of them, or one in N (torchtitan counts from 1 and
    wraps the N-th, 2N-th, …)."""
    if mode == "none":
        return 0
    n = every(mode)
    return layers // n if n else layers


def wrapped_share(mode: str, layers: int | None) -> float:
    """Share of the blocks whose forward is checkpointed (every-N: ⌊L/N⌋ of L)."""
    if mode == "none":
        return 0.0
    n = every(mode)
    if not n:
        return 1.0
    total = max(1, int(layers or 1))
    return wrapped_layers(mode, total) / total if layers else 1.0 / n


def ffn_width(workload: Workload, gated: bool) -> float:
    """FFN intermediate values per token: the library model's when its shape is the
    workload's (models.same_shape: layers, width, heads, K/V heads and matmul weights),
    else what the matmul weights per layer leave after attention (a run may override the
    shape and not the model: Llama 2 7B on a Llama 3.1 8B id is 11,008 wide, not 14,336)."""
    h = float(workload.hidden or 0)
    spec = shaped_arch_of(workload)
    if spec is not None:
        return active_ffn_width(spec)
    heads = float(workload.heads or 1)
    kv = float(workload.kv_heads or heads)
    per_layer = float(workload.params_matmul or 0) / float(workload.layers or 1)
    attention = 2.0 * h * h + 2.0 * h * h * kv / heads  # q and o, then k and v
    width = (per_layer - attention) / ((3.0 if gated else 2.0) * h)
    return width if width > 0 else 4.0 * h


def _shape(workload: Workload) -> tuple[float, float, float, float, bool] | None:
    """(hidden, query width, K/V width, FFN width, gated) of one block, None when the workload
    is not a transformer shape."""
    if not (workload.hidden and workload.layers and workload.params_matmul and workload.heads):
        return None
    h = float(workload.hidden)
    spec = shaped_arch_of(workload)
    if spec is not None:
        q = float((spec.heads or 1) * spec.hd)
        kv = float(spec.kv * spec.hd)
        return h, q, kv, active_ffn_width(spec), spec.gated_ffn
    # The run's own shape; a gated FFN is the named model's family trait (SwiGLU stays
    # SwiGLU when a row gives Llama 2's widths on a Llama 3 id), as activation.kernels_of.
    named = arch_of(workload)
    gated = named is not None and named.is_transformer and named.gated_ffn
    heads = float(workload.heads)
    kv = h * float(workload.kv_heads or workload.heads) / heads
    return h, h, kv, ffn_width(workload, gated), gated


def _products(workload: Workload) -> list[tuple[float, float]] | None:
    """(weights, output width) of each matrix product of one block in call order: q, k, v,
    o, then gate, up, down (gated FFN) or the two FFN matrices."""
    shape = _shape(workload)
    if shape is None:
        return None
    h, q, kv, ffn, gated = shape
    out = [(h * q, q), (h * kv, kv), (h * kv, kv), (q * h, h)]
    out += [(h * ffn, ffn), (h * ffn, ffn)] if gated else [(h * ffn, ffn)]
    return [*out, (ffn * h, h)]


def op_sac_recomputed_share(workload: Workload) -> float | None:
    """Share of a block's matrix-product FLOPs op-level selective checkpointing runs again:
    the even-numbered products (torchtitan saves the 1st, 3rd, …).  Llama 3 8B: k, o and
    up, 36.5 %."""
    products = _products(workload)
    if not products:
        return None
    total = sum(w for w, _ in products)
    return sum(w for i, (w, _) in enumerate(products) if i % 2 == 1) / total


def op_sac_kept_bytes(workload: Workload, bytes_per_value: float = 2.0) -> float | None:
    """Bytes per token one op-level selectively checkpointed block keeps beyond its input:
    the outputs of the saved products (q, v, the gate, down for Llama), the attention
    kernel's output and its FP32 log-sum-exp per head (FlashAttention/SDPA)."""
    products = _products(workload)
    shape = _shape(workload)
    if not products or shape is None:
        return None
    saved = sum(width for i, (_, width) in enumerate(products) if i % 2 == 0)
    attention_out = shape[1]
    return (saved + attention_out) * bytes_per_value + 4.0 * float(workload.heads or 1)


def recomputed_flops(workload: Workload, mode: str, layer_matmul: float, attention: float) -> float:
    """FLOPs per sample the backward runs again: ``layer_matmul`` and ``attention`` are one
    forward's matrix-product and attention-score FLOPs (full recomputation counts all of
    both, as dlbox always has)."""
    if mode == "none":
        return 0.0
    if mode == "attention":
        return attention
    if mode == "selective":
        share = op_sac_recomputed_share(workload)
        if share is None:  # not a transformer block: the whole forward, as full
            return layer_matmul + attention
        matmul = 2.0 * float(workload.params_matmul or 0) * workload.tokens_per_sample
        return share * matmul
    return wrapped_share(mode, workload.layers) * (layer_matmul + attention)


def linear_rerun(workload: Workload, mode: str) -> float:
    """Forward passes of the blocks' linear layers run again (FP8 casts them each time)."""
    if mode in ("none", "attention"):
        return 0.0
    if mode == "selective":
        share = op_sac_recomputed_share(workload)
        return 1.0 if share is None else share
    return wrapped_share(mode, workload.layers)


def elementwise_rerun(workload: Workload, mode: str) -> float:
    """Share of one forward's elementwise kernels, host calls and weight casts run again:
    every op outside the saved products for op-level selective checkpointing, the softmax
    and dropout of the attention core alone for Megatron's selective mode (small: counted
    as none)."""
    if mode in ("none", "attention"):
        return 0.0
    if mode == "selective":
        return 1.0
    return wrapped_share(mode, workload.layers)
