"""Eager RMSNorm and rotary embedding: the memory passes their kernels make.

A borrowed transformer's off-tensor-core work is its proxies' per activation value, and the
proxies (NVIDIA's PyTorch BERT in Lambda's benchmark, modeling.py) normalise with apex's
FusedLayerNorm — one kernel forward, two backward — and have no rotary embedding.  Hugging
Face's decoders (LlamaRMSNorm and apply_rotary_pos_emb, copied by Mistral, Qwen2 and
Phi-3) run RMSNorm as seven eager kernels over FP32 copies and the rotary embedding as five
per query and key value, and autograd adds their backward kernels.  torch.compile fuses
each chain.  This module counts those bytes from the code against the proxies' fused
LayerNorm; the estimator charges them in eager training steps (estimator._norm_rope_seconds).

They were sized on 2026-11-27 and first left out: charged alone they made the checkpointed
and LoRA runs 10-23 % slow.  Those runs' baseline was over-counted elsewhere — the recomputed
forward charged the output head and its logits again, and a LoRA's frozen weights were read
once more beside the matrix products that read them (docs/estimator-accuracy.md, "Eager
RMSNorm and rotary embedding") — and with those fixed the count is charged.
"""

from __future__ import annotations

from dlbox.core.estimate.checkpointing import elementwise_rerun, parse_mode
from dlbox.core.estimate.models import arch_of
from dlbox.core.estimate.workloads import Workload

# Norms per decoder layer: before attention and before the MLP.
NORMS_PER_LAYER = 2.0
MODES = ("pure16", "mixed", "fp32")

# (forward, backward) bytes per value, counted from transformers' LlamaRMSNorm and
# apply_rotary_pos_emb and torch's derivatives (tools/autograd/derivatives.yaml).
# RMSNorm per hidden value, pure 16-bit: the upcast to FP32 (2 read, 4 written), pow(2)
# (8), the mean (4), x * rsqrt (8), the downcast (6), weight * x (4) forward; backward the
# weight's product and sum (8), the input's product (4), the gradient's upcast (6), the
# rsqrt branch's two products and sum (24), the mean's expanded division (4), pow's backward
# (self.pow(1) copies, times 2, times the gradient: 28), the sum of the two branches (12)
# and the downcast (6).  Under torch.amp over FP32 weights the stream is FP32: no casts in
# the norm (28 forward, 92 backward at 4 bytes), but autocast casts its output once per
# linear map reading it (q, k, v: 3; gate, up: 2: 15 forward, 15 + 18 backward for the
# casts and the sum of their gradients, on average) and each residual add mixes a 16-bit
# branch into the FP32 stream (4 forward, 12 backward).
RMS = {"pure16": (36.0, 92.0), "mixed": (47.0, 137.0), "fp32": (28.0, 92.0)}
# Of the backward: the norm weight's gradient, which a frozen norm (LoRA) skips.
RMS_WEIGHT_GRAD = {"pure16": 8.0, "mixed": 16.0, "fp32": 16.0}
# apex FusedLayerNorm: one kernel forward (read, write), backward the input gradient
# (gradient and input read, gradient written) and the weight's partial sums (both read).
FUSED_LAYER_NORM = {"pure16": (4.0, 10.0), "mixed": (4.0, 10.0), "fp32": (8.0, 20.0)}
# Rotary per q or k value, 16-bit: q * cos (4), rotate_half's neg (2) and cat (4), * sin
# (4), the add (6) forward; backward the two products (8), the neg (2), two slice backwards
# (zero fill and copy: 8) and the sum of three gradients (12).  Under torch.amp cos and sin
# follow the FP32 stream, so q and k are promoted to FP32 and SDPA casts them back.
ROPE = {"pure16": (20.0, 30.0), "mixed": (36.0, 56.0), "fp32": (40.0, 60.0)}


def applies(workload: Workload) -> bool:
    """Whether the workload's model normalises with RMSNorm and rotates q and k (a library
    decoder other than GPT-2, whose LayerNorm and learned positions have neither)."""
    spec = arch_of(workload)
    return (
        spec is not None
        and spec.is_transformer
        and spec.arch == "decoder"
        and not spec.layer_norm
        and bool(workload.hidden and workload.layers and workload.heads)
    )


def per_token_layer(workload: Workload, mode: str, forwards: float, trained_norms: bool) -> float:
    """Bytes per token and layer the eager RMSNorms and rotary embedding move beyond the
    proxies' two fused LayerNorms; ``forwards`` counts the forward's runs (checkpointing
    runs it again)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    h = float(workload.hidden or 0)
    heads = float(workload.heads or 1)
    kv = float(workload.kv_heads or heads)
    rms_f, rms_b = RMS[mode]
    if not trained_norms:
        rms_b -= RMS_WEIGHT_GRAD[mode]
    ln_f, ln_b = FUSED_LAYER_NORM[mode]
    rope_f, rope_b = ROPE[mode]
    norms = NORMS_PER_LAYER * h * (forwards * (rms_f - ln_f) + rms_b - ln_b)
    # q is as wide as the hidden state; k shrinks with grouped-query attention.
    rope = h * (1.0 + kv / heads) * (forwards * rope_f + rope_b)
    return norms + rope


def bytes_per_sample(
    workload: Workload, mode: str, checkpointing: bool | str, trained_norms: bool = True
) -> float:
    """Bytes per sample an eager step's RMSNorm and rotary kernels move beyond the
    proxies' fused LayerNorm (0 for a model without them).

    ``mode``: "pure16" (16-bit weights and stream), "mixed" (torch.amp over FP32 weights:
    an FP32 residual stream) or "fp32"; ``checkpointing`` (a mode of checkpointing.py)
    runs some or all of the forward's kernels again.
    """
    if workload.task != "train" or not applies(workload):
        return 0.0
    forwards = 1.0 + elementwise_rerun(workload, parse_mode(checkpointing))
    per_token = per_token_layer(workload, mode, forwards, trained_norms)
    return per_token * float(workload.layers or 0) * workload.tokens_per_sample
