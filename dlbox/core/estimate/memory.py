"""GPU memory per device, in GiB, component by component (ESTIMATOR.md "Memory fit").

No blanket margin: each component is counted from what holds it.

==================  ==============================================================
weights             N_total × bytes per weight (FP32 4, 16-bit 2, NF4 4.127 bits
                    for QLoRA's linear layers, Q8_0 8.5 / Q4 4.5 bits for decode)
                    ÷ GPUs under ZeRO-3/FSDP; LoRA adapters on top
master              FP32 copy of the trainable weights (16-bit mixed precision
                    with AdamW or SGD) — 4 B, ÷ GPUs from ZeRO-1
gradients           2 B (16-bit) or 4 B per trainable weight, ÷ GPUs from ZeRO-2
optimizer           AdamW 8 B (FP32 m, v), AdamW-bf16 4 B, 8-bit Adam 2 B, SGD
                    momentum 4 B per trainable weight, ÷ GPUs from ZeRO-1; paged
                    8-bit AdamW keeps its states in CUDA unified memory, outside
                    the caching allocator (``paged``), spilling to host RAM
gathered            ZeRO-3/FSDP: the layer being computed and the one prefetched,
                    the root unit (embeddings, head) held from forward to the end
                    of backward, under CPU offload the host-to-GPU copy of a
                    shard; cuBLAS workspaces
activations         Korthikanti et al. 2022 per layer, GQA- and SwiGLU-aware, with
                    or without FlashAttention/SDPA, with checkpointing; the logits
                    (s·V, with their FP32 copy for the loss); CNNs per image
kv_cache            decode: 2·L·n_kv·head_dim·context·batch at 16 or 8 bits
prefill             decode: one layer's FFN-wide tensors over one prefill chunk
                    (servers prefill long prompts in chunks; no autograd keeps layers);
                    llama.cpp: its FP32 compute buffer for one 512-token micro-batch,
                    with the attention scores per stream when FlashAttention is off
allocator           caching-allocator reserve: a measured share of activations, larger
                    for multi-GPU training (collectives and gathers run on side
                    streams, whose cached blocks the compute stream cannot reuse)
context             CUDA context of one process (measured constant)
==================  ==============================================================

Usable memory is what PyTorch can allocate: the total of ``torch.cuda.mem_get_info()``
that every out-of-memory error prints ("GPU 0 has a total capacity of X GiB"), from
public reports per card (``data/models/gpu_torch_memory.csv``); otherwise nvidia-smi's
total (``gpu_reported_memory.csv``) less the driver's median reservation, or the nominal
GiB less the median share measured cards lose (:func:`usable_gib`) — for vLLM, its
``gpu_memory_utilization`` share of that.  The verdict
is *fits*, *tight* (within the model's measured error band of the usable
memory) or *does not fit*.  Offload moves master weights and optimizer states
(``optimizer``) — and the weights and gradients too (``all``) — to host RAM.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.checkpointing import (
    ffn_width,
    op_sac_kept_bytes,
    parse_mode,
    wrapped_layers,
    wrapped_share,
)
from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.diffusion import ema_state_bytes
from dlbox.core.estimate.models import ModelSpec, active_ffn_width, arch_of
from dlbox.core.estimate.moe import moe_layers, routed_row_kept_bytes
from dlbox.core.estimate.multi_gpu import memory_ways
from dlbox.core.estimate.weight_formats import FORMAT_OF_BITS, stored_bytes
from dlbox.core.estimate.weight_formats import weight_format as named_format
from dlbox.core.estimate.workloads import Workload

_log = logging.getLogger(__name__)
GIB = float(2**30)
GB = 1e9
Verdict = Literal["fits", "tight", "does not fit"]
Offload = Literal["none", "optimizer", "all"]
CONSTANTS_FILE = Path("models") / "memory_constants.csv"
REPORTED_FILE = Path("models") / "gpu_reported_memory.csv"
TORCH_FILE = Path("models") / "gpu_torch_memory.csv"
# llama.cpp block formats for decode weights: Q8_0 = 34 bytes per 32 weights, Q4_0 = 18.
# (The speed model reads these too: the bytes a decoded token streams.)
INFERENCE_BYTES: dict[int, float] = {16: 2.0, 8: 8.5 / 8.0, 4: 4.5 / 8.0}
# Bytes per cached K or V value: 16-bit, or 8-bit (vLLM --kv-cache-dtype fp8: one byte;
# llama.cpp -ctk/-ctv q8_0 adds a 16-bit scale per 32 values: LLAMACPP_Q8_0_BYTES).
KV_BYTES: dict[int, float] = {16: 2.0, 8: 1.0}
# Serving stacks whose memory differs from a plain PyTorch server (settings.SERVING_ENGINES).
LLAMACPP_ENGINES = frozenset({"llama.cpp", "llama.cpp-no-fa"})
# llama.cpp's 8-bit cache is ggml's block_q8_0: 32 int8 values and one fp16 scale, 34 bytes
# per 32 values (ggml-common.h); vLLM's fp8 cache is one byte per value (KV_BYTES[8]).
LLAMACPP_Q8_0_BYTES = 34.0 / 32.0
# Optimizer state bytes per trainable weight, and whether it keeps an FP32 master copy
# under 16-bit training (the mixed-precision recipe; pure-16-bit optimizers do not).
OPTIMIZER_STATE_BYTES: dict[str, float] = {
    "adamw": 8.0,
    "adamw-bf16": 4.0,
    "adamw8bit": 2.0,
    "paged-adamw8bit": 2.0,
    "sgd": 4.0,
    # Factored second moments only (no momentum): a row and a column mean per matrix,
    # 4·(m + n) bytes for m·n weights, ~0.01 byte per weight for a 1280-wide U-Net map.
    "adafactor": 0.01,
}
KEEPS_MASTER = frozenset({"adamw", "sgd", "adafactor"})
# torch.amp (autocast) never changes the parameters' dtype: they stay FP32, their gradients
# are FP32, and bitsandbytes' 8-bit optimizers step those FP32 parameters in place (only the
# two moments are 8-bit, plus one FP32 absmax per block of 2,048).  So under autocast an 8-bit
# optimizer keeps the FP32 weights the mixed-precision recipe calls master weights — the
# 8-bit states save 6 of AdamW's 8 state bytes, not the 4-byte weights (ShivamShrirao's
# DreamBooth table, Tesla T4, 8-bit Adam: 9.92 GB with fp16 AMP, 10.08 GB without).
FP32_UNDER_AUTOCAST = frozenset({"adamw8bit", "paged-adamw8bit"})
# bitsandbytes' paged optimizers allocate their states with cudaMallocManaged: the driver
# pages them to host RAM when the GPU runs short, and torch.cuda.max_memory_allocated
# never sees them.  torchtune's single-device full fine-tune pairs PagedAdamW8bit with
# optimizer_in_bwd, which steps each parameter as soon as its gradient exists and frees
# the gradient, so at most one parameter's gradient is alive.
PAGED_OPTIMIZERS = frozenset({"paged-adamw8bit"})
# Temporaries torch.optim's AdamW makes during its step (pytorch/pytorch torch/optim/adam.py
# at 005941ebcd15da658ae14bf349b5457517ff9318, read 2026-11-27): ``foreach`` (its default on
# CUDA) takes ``torch._foreach_sqrt`` of every second moment at once, a whole state list
# (counted from the trainable weights); the per-tensor loop (``foreach=False``) computes
# ``(exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)`` one tensor at a time: the square
# root and the quotient, two copies of the largest tensor (this table, in tensors);
# ``fused=True`` updates weights and moments in place in ``torch._fused_adam_``: none.
# Measured: the foreach list is in every own full fine-tune's peak (Llama 3.2 3B bf16 on an
# H100, 31.3 GiB; Llama 3.1 8B and Qwen2.5 14B on an H200: weights, two moments, gradients
# and one more state-sized list), while torchtune's Llama 3.2 3B full fine-tune with
# checkpointing peaks at 24.9 GiB, a gigabyte above its weights, moments and gradients
# (23.9 GiB) and 5 GiB below what a foreach step holds (fresh16, read for this choice).
OPTIMIZER_IMPLS: tuple[str, ...] = ("foreach", "for-loop", "fused")
# 16-bit bytes per FFN value a compiled SwiGLU keeps when its weights train: the gate and up
# outputs and their product (layer_coefficient).  Measured residuals it answers: our own
# compiled full fine-tunes on an H100 (Llama 3.2 1B and 3B, FFN 8,192 wide) were short by
# 17.9 KB per token per layer each (2.2 bytes per FFN value; 8.8 and 5.8 per hidden value),
# and torchtune's compiled 3B runs (fresh16) by more: read for this choice.
COMPILED_TRAINED_SWIGLU = 6.0
STEP_TEMP_LARGEST: dict[str, float] = {"for-loop": 2.0, "fused": 0.0}

STEP_IN_BACKWARD = frozenset({"paged-adamw8bit"})
# Korthikanti et al. 2022 (16-bit bytes per token per layer, in units of hidden):
# two norms' inputs 4; attention 11 + 5·a·s/h with its dropout; MLP 19 (FFN 4h, dropout).
ACT_NORMS = 4.0
# Eager RMSNorm (Hugging Face's LlamaRMSNorm and its copies, LitGPT's RMSNorm) upcasts its
# input to FP32 and autograd keeps that copy for the backward: 4 bytes per norm, not 2.
ACT_NORMS_EAGER_RMS = 8.0
# With a trainable norm weight the 16-bit normalised input is kept too, for the weight's
# gradient (``weight * hidden.to(dtype)``): 6 bytes per norm.  Measured on an H100
# (transformers 5.17, one Llama 3.1 8B decoder layer): 49.0 bytes per token per hidden
# value kept when training every weight, 34.0 with the layer frozen.
ACT_NORMS_EAGER_RMS_TRAINED = 12.0
# Models that normalise each head of q and k before RoPE (Qwen 3's ``q_norm``/``k_norm``, OLMoE,
# Gemma 3; the ``qk_norm`` column) run the same eager RMSNorm over the q and k projections'
# outputs (transformers v5.17.0 models/qwen3_moe/modeling_qwen3_moe.py Qwen3MoeAttention.forward:
# ``self.q_norm(self.q_proj(hidden_states).view(hidden_shape))``; Qwen3MoeRMSNorm.forward:
# ``hidden_states.to(torch.float32)``, kept by ``pow`` and by the product with ``rsqrt``), so
# each keeps its FP32 input: 4 bytes per q and k value, 6 with the norm's weight trained (its
# gradient reads the 16-bit normalised values), and the FP32 ``rsqrt`` of each head's row.
QK_NORM_BYTES = 4.0
QK_NORM_BYTES_TRAINED = 6.0
QK_NORM_RSQRT_BYTES = 4.0
ACT_CLASSIC = 34.0
# torch.amp (autocast over FP32 weights, the Hugging Face Trainer's --bf16 on an FP32 model):
# the embeddings are FP32, so the residual stream is FP32.  Each RMSNorm then keeps its FP32
# input and its FP32 normalised output (8 bytes, not 4 + 2), and autocast casts the FP32 norm
# output to 16 bits once per linear map that reads it — autocast caches casts of weights,
# never of activations — so q, k and v keep three 16-bit copies and gate and up two.
AMP_STREAM_NORMS = 16.0
# The same stream in a LayerNorm encoder (Hugging Face BERT, post-LN): each residual add of
# a 16-bit branch output and the FP32 stream is FP32, and the LayerNorm after it (autocast
# runs layer_norm in FP32) keeps that 4-byte input for its backward — its mean and rstd
# are per token — where a 16-bit model keeps 2 bytes.  The norm's FP32 output is kept by
# no one: the next linear maps keep their own 16-bit casts of it (q, k and v one each, the
# FFN's first matrix one), and the residual add keeps nothing.
AMP_STREAM_LAYERNORMS = 8.0
# Hugging Face's NewGELUActivation (`gelu_new`, GPT-2) is eight eager operations, and
# autograd keeps for their backward the FP32 copy of the input (pow autocasts to FP32),
# tanh's FP32 output, 0.5·x (16-bit) and 1 + tanh (FP32): 14 bytes per FFN value where a
# fused GELU keeps its 16-bit input (2); in FP32, 16 against 4.  torch.compile keeps only
# the input.  Measured on an H100 (GPT-2 small and medium under bf16 autocast): the gelu_new
# runs peak 48.0 bytes per token per hidden value per layer above gelu_pytorch_tanh (12 × 4h).
ACT_GELU_NEW_EXTRA = 12.0
# Without autocast pow runs in the input's dtype: the input, tanh's output, 0.5·x and 1 + tanh
# in 16 bits are 8 bytes against a fused GELU's 2 (× 2 in FP32).
ACT_GELU_NEW_EXTRA_16BIT = 6.0
ACT_ATTN_SCORES = 5.0
# Hugging Face's eager attention under torch.amp (GPT-2's eager_attention_forward): autocast
# runs softmax in FP32 and autograd keeps its 4-byte output; ``.type(value.dtype)`` casts it
# back to 16 bits, and the dropout keeps its 1-byte mask and its 16-bit output for the matmul
# with V (without dropout the matmul keeps the 16-bit cast): 7 bytes per score, not 5.
ACT_ATTN_SCORES_AMP = 7.0
# transformers' GPT-2 builds a DynamicCache in training whenever ``use_cache`` is on (its
# config's default; only gradient checkpointing turns it off), and DynamicLayer.update
# concatenates each layer's K and V onto an empty tensor (cache_utils.py: ``torch.cat([
# self.keys, key_states], dim=-2)``): a 16-bit copy of K and of V, which SDPA keeps for its
# backward, while q, a view of the fused c_attn output, keeps that whole output alive too.
# 2 + 2 bytes per token per K/V value per layer beyond the count.
TRAIN_CACHE_COPIES = 4.0
# With checkpointing each layer keeps its 16-bit input (2 bytes per value).
ACT_CHECKPOINT = 2.0
CONV_CHECKPOINT_KEEP = 0.2  # block-level checkpointing of conv nets keeps ~1 tensor in 5
ZERO3_LIVE_LAYERS = 2
# FP32 tensors of the vocabulary's width alive at an eager loss's backward (see logits_bytes):
# transformers >= 4.49 (the log-softmax, its gradient, the input's gradient) and before it
# (also the shifted contiguous copy; the ``shifted_logits`` quirk).
LOGITS_FP32_TENSORS = 3
LOGITS_FP32_TENSORS_SHIFTED = 4
# FSDP/ZeRO-3: the unsharded layer in use and the prefetched next one
# PyTorch's dropout keeps a one-byte (bool) mask per value for its backward.
DROPOUT_MASK_BYTES = 1.0
# Documented behaviours of a training stack that change what GPU memory holds.  A workload
# names the ones its run had (``Workload.stack_quirks``); none apply by default.
STACK_QUIRKS: dict[str, str] = {
    "bnb_saves_input": (
        "bitsandbytes < 0.43.2 keeps the input of every 4-bit layer for the backward pass "
        "(MatMul4Bit: ctx.tensors = (A, B)) although a frozen weight's gradient never needs it; "
        "removed by bitsandbytes PR #1270, merged 2024-07-16"
    ),
    "head_quantised": (
        "Lightning Fabric's BitsandbytesPrecision replaces every torch.nn.Linear, the output "
        "head included, with a 4-bit layer (LitGPT --quantize bnb.*)"
    ),
    "fp16_quant_state": (
        "Lightning Fabric quantises each weight from an FP16 copy, so dequantising yields FP16 "
        "and then a bf16 copy for the matmul: two 16-bit copies of the matrix at once"
    ),
    "nf4_no_dq": "NF4 without double quantisation (bnb.nf4): 4.5 bits per weight",
    "kv_expanded": (
        "LitGPT (2024) repeats K and V to every query head before scaled_dot_product_attention, "
        "so grouped-query attention saves no activation memory"
    ),
    "chunks_all_kept": (
        "LitGPT's chunked_cross_entropy computes the loss of every 128-token chunk of the "
        "logits, in their 16-bit dtype, before the backward pass: every chunk's logits and "
        "log-softmax stay alive (litgpt/utils.py)"
    ),
    "no_kbit_cast": (
        "fms-acceleration's bitsandbytes plugin prepares a QLoRA model with its own copy of "
        "PEFT's prepare_model_for_kbit_training that leaves 16-bit weights (embeddings, norms, "
        "head) uncast, so the residual stream stays 16-bit (framework_plugin_bnb.py)"
    ),
    "shifted_logits": (
        "transformers before 4.49 upcast the logits to FP32 and made a shifted contiguous copy "
        "for the causal-LM loss (removed by transformers PR #35646, merged 2025-01-13): one "
        "more FP32 tensor of the vocabulary's width at the loss"
    ),
    "fused_qkv": (
        "LitGPT's LoRA on the fused qkv projection applies dropout once for q, k and v "
        "(PEFT adapts q_proj, k_proj and v_proj separately, each with its own dropout)"
    ),
    "qkv_views_kept": (
        "LitGPT's CausalSelfAttention (lit_gpt/model.py 2023, litgpt/model.py 2024) splits q, k "
        "and v as views of the fused qkv projection's output; without grouped-query attention "
        "(n_query_groups == n_head) the reshapes stay views, so the v that "
        "scaled_dot_product_attention keeps for its backward keeps the whole output alive beside "
        "the roped copies of q and k"
    ),
    "attn_output_copied": (
        "LitGPT re-assembles the attention's output with y.reshape(B, T, C) of its transposed "
        "result: a copy, so the output projection's input is a tensor apart from the output the "
        "attention kernel keeps; a 4-bit projection that keeps its input (bnb_saves_input) "
        "keeps both"
    ),
    "ds_zero_buffers": (
        "DeepSpeed ZeRO at its default buckets (microsoft/DeepSpeed runtime/zero/config.py: "
        "reduce_bucket_size 5e8, stage3_max_live_parameters 1e9, stage3_prefetch_bucket_size "
        "5e7): a gradient bucket of reduce_bucket_size elements allocated at start-up "
        "(stage3.py: torch.empty(self.reduce_bucket_size, dtype=self.dtype)), and under ZeRO-3 "
        "up to max_live_parameters gathered elements instead of FSDP's two layers and root unit"
    ),
    "quantised_on_gpu": (
        "the serving script loads the 16-bit model onto the GPU and quantises each weight there "
        "(torchao's generate.py of June 2024: model.to(device) then quantize_); nothing empties "
        "the allocator's cache before the measured peak, so every freed 16-bit weight's segment "
        "stays reserved with the quantised weights placed inside it (pytorch/ao issue #346, "
        "HDCharles: 'due to loading the full model and quantizing rather than loading on meta "
        "device quantizing that and loading the quantized state_dict')"
    ),
    "pool_from_free_memory": (
        "vLLM 0.2.x (from PR #2031, 2023-12-12, until PR #9352 moved to torch.cuda.memory_stats in "
        "2024-10) sized its KV pool as total × gpu_memory_utilization − (total − free) read by "
        "torch.cuda.mem_get_info() after the profile run, having emptied the allocator's cache only "
        "before it (vllm/worker/worker.py profile_num_available_blocks, v0.2.7): the process's CUDA "
        "context and the blocks the profile run left cached count against the pool"
    ),
    "allreduce_inputs_kept": (
        "vLLM before PR #2151 (2023-12-17) all-reduced each row-parallel output with "
        "torch.distributed.all_reduce, whose input ProcessGroupNCCL records on NCCL's stream: the "
        "caching allocator cannot reuse such a block until NCCL's work on it has finished, and the "
        "host, running ahead of the GPU, frees every layer's before any has — vLLM issue #2150 "
        "('when using TP, the activation memory for all reduce is not reused'): the profile run "
        "keeps the embedding's and each layer's two all-reduce inputs (tokens × hidden, 16-bit) "
        "reserved on every GPU"
    ),
    "fsdp_reentrant_frozen": (
        "FSDP1 with frozen decoder-layer units (the Hugging Face Trainer wraps PEFT's LoRA "
        "modules as units of their own) called inside a reentrant checkpoint (transformers' "
        "gradient checkpointing, reentrant by default, wraps each FSDP-wrapped layer): FSDP's "
        "reshard hook for a frozen unit (_register_post_backward_reshard_only_hook, PyTorch PR "
        "#101982) is a multi-grad hook on the unit's input, which the recompute detaches as a "
        "leaf; the hook holds that leaf's AccumulateGrad node until _finalize_params removes "
        "it at the end of backward, so every layer's input and its gradient stay alive until "
        "backward ends"
    ),
}


# ---------------------------------------------------------------- measured constants
def constant(name: str) -> float:
    """One measured constant of ``data/models/memory_constants.csv`` (with its source there)."""
    return float(named_constants(CONSTANTS_FILE)[name])


@cache
def _reported(root: Path) -> dict[str, float]:
    """nvidia-smi's "memory total" per card, in GiB."""
    frame = _read_table(root, REPORTED_FILE, "reported_mib")
    return dict(zip(frame["gpu_id"], frame["reported_mib"] / 1024.0, strict=True))


@cache
def _torch_totals(root: Path) -> dict[str, float]:
    """PyTorch's total per card (``torch.cuda.mem_get_info()``), in GiB."""
    frame = _read_table(root, TORCH_FILE, "torch_total_gib")
    return dict(zip(frame["gpu_id"], frame["torch_total_gib"], strict=True))


@cache
def _nominal(root: Path) -> dict[str, float]:
    frame = pd.read_csv(root / "parts" / "gpu.csv", usecols=["id", "vram_gb"])
    vram = pd.to_numeric(frame["vram_gb"], errors="coerce")
    return {str(i): float(v) for i, v in zip(frame["id"], vram, strict=True) if v > 0}


def _read_table(root: Path, name: Path, column: str) -> pd.DataFrame:
    """``gpu_id`` and one positive figure per row; a bad row is skipped with one line."""
    frame = pd.read_csv(root / name, dtype=str, keep_default_na=False)
    values = pd.to_numeric(frame[column], errors="coerce")
    bad = ~(values > 0) | ~np.isfinite(values) | (frame["gpu_id"].str.strip() == "")
    for line in np.flatnonzero(bad.to_numpy()):
        _log.warning(
            "%s row %d: %s must be a positive number, got %r; row skipped",
            name.as_posix(),
            int(line) + 2,
            column,
            str(frame[column].iloc[line]),
        )
    kept = frame.loc[~bad, ["gpu_id"]].copy()
    kept[column] = values[~bad].astype(float)
    return kept


def driver_gap_gib() -> float:
    """GiB the driver keeps beyond nvidia-smi's total: the median over cards with both figures.

    A card whose nvidia-smi total is known but not PyTorch's loses this much.
    """
    smi, torch_ = _reported(default_data_dir()), _torch_totals(default_data_dir())
    gaps = [smi[g] - torch_[g] for g in smi.keys() & torch_.keys()]
    return float(np.median(gaps)) if gaps else 0.0


def fallback_share() -> float:
    """Share of the nominal GiB PyTorch does not get: the median over measured cards."""
    nominal, torch_ = _nominal(default_data_dir()), _torch_totals(default_data_dir())
    shares = [1.0 - torch_[g] / nominal[g] for g in torch_.keys() & nominal.keys()]
    return max(0.0, float(np.median(shares))) if shares else 0.0


def _matching(table: dict[str, float], ids: np.ndarray | list[str], vram: np.ndarray) -> np.ndarray:
    known = np.array([table.get(str(i), np.nan) for i in ids], dtype=float)
    # A user's edited copy of a card (other VRAM) keeps no measured figure; ECC-on GDDR
    # cards give up 1/16 of theirs, so a figure down to 90 % of the nominal is the card's own.
    plausible = (known >= 0.9 * vram) & (known <= vram + 0.5)
    return np.where(plausible, known, np.nan)


def usable_gib(ids: np.ndarray | list[str] | None, vram_gb: np.ndarray) -> np.ndarray:
    """GiB PyTorch can allocate on each card: the total of ``torch.cuda.mem_get_info()``.

    That total (which PyTorch prints in every out-of-memory error, "GPU 0 has a total
    capacity of X GiB", and from which vLLM sizes its pool) is
    ``data/models/gpu_torch_memory.csv``; a card without it takes nvidia-smi's total
    (``gpu_reported_memory.csv``) less the driver's median reservation, else its nominal
    GiB (VRAM is sold in binary units) less the median share measured cards lose.
    """
    vram = np.asarray(vram_gb, dtype=float)
    fallback = vram * (1.0 - fallback_share())
    if ids is None:
        return fallback
    torch_ = _matching(_torch_totals(default_data_dir()), ids, vram)
    smi = _matching(_reported(default_data_dir()), ids, vram) - driver_gap_gib()
    return np.where(np.isfinite(torch_), torch_, np.where(np.isfinite(smi), smi, fallback))


def driver_total_gib(ids: np.ndarray | list[str] | None, vram_gb: np.ndarray) -> np.ndarray:
    """GiB the driver reports as each card's total: nvidia-smi's "memory total" (NVML's
    figure, ``gpu_reported_memory.csv``), else PyTorch's total plus the driver's median
    reservation, else the nominal GiB.  An ECC-on GDDR card reports 15/16 of its nominal
    memory (an L40S: 44.99 GiB of 48), so a tool that reads the driver sees that."""
    vram = np.asarray(vram_gb, dtype=float)
    if ids is None:
        return vram
    smi = _matching(_reported(default_data_dir()), ids, vram)
    torch_ = _matching(_torch_totals(default_data_dir()), ids, vram) + driver_gap_gib()
    return np.where(np.isfinite(smi), smi, np.where(np.isfinite(torch_), torch_, vram))


# ---------------------------------------------------------------- the plan
@dataclass(frozen=True)
class MemoryPlan:
    """Per-GPU memory in GiB (arrays over GPUs) and the largest batch that fits.

    ``act_per_sample`` includes the logits; ``allocator`` and ``context`` are the
    measured overheads.  ``host`` is what offload puts in system RAM (all GPUs).
    """

    weights: np.ndarray
    master: np.ndarray
    grads: np.ndarray
    optimizer: np.ndarray
    gathered: np.ndarray
    act_per_sample: np.ndarray
    act_fixed: np.ndarray
    kv_per_sample: np.ndarray
    allocator_share: float | np.ndarray
    context: float
    usable: np.ndarray
    host: np.ndarray
    band: float
    max_batch: np.ndarray  # int; 0 when not even one sample fits
    # Paged optimizer states per GPU (unified memory: resident while the GPU has room,
    # in host RAM otherwise; counted in ``host``, never in the peak).
    paged: np.ndarray | None = None
    # A pool the stack sizes itself (vLLM): nothing runs past it, so a peak above the usable
    # memory does not fit even inside the model's error band.
    strict: bool = False
    # Full fine-tunes on one GPU or sharded (not DDP, whose buckets hold every gradient
    # from the start): gradients are allocated as backward frees the activations, so the
    # peak is the larger of the activations (with the output head's gradient, the first
    # one written) and all gradients with the optimizer step's temporaries.
    grads_after_activations: np.ndarray | None = None
    head_grad: np.ndarray | None = None
    step_temp: np.ndarray | None = None
    # GiB per sample the loss's backward frees before the head's gradient is written (the
    # log-softmax and its gradients, less the logits' gradient): the head's moment holds
    # max(0, head_grad − head_relief × batch) beyond the activations.
    head_relief: np.ndarray | None = None
    # What was worked out at a batch, per (what, batch value): the batch search, the
    # verdict, the remedy search and the memory report ask for the same batch again.
    _at: dict[tuple[str, Any], Any] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def _kept(self, what: str, batch: np.ndarray | float, work: Callable[[], Any]) -> Any:
        """``work()`` for ``batch``, worked out once per batch value (arrays made read-only)."""
        if isinstance(batch, np.ndarray):
            key: tuple[str, Any] = (what, (batch.shape, batch.dtype.str, batch.tobytes()))
        else:
            key = (what, (type(batch), batch))
        if key in self._at:
            return self._at[key]
        answer = work()
        for value in answer.values() if isinstance(answer, dict) else (answer,):
            if isinstance(value, np.ndarray):
                value.flags.writeable = False
        if len(self._at) >= 32:
            self._at.clear()
        self._at[key] = answer
        return answer

    @property
    def static(self) -> np.ndarray:
        return self.weights + self.master + self.grads + self.optimizer + self.gathered

    def activations(self, batch: np.ndarray | float) -> np.ndarray:
        return self.act_per_sample * batch + self.act_fixed

    def grads_at_peak(self, batch: np.ndarray | float) -> np.ndarray:
        """Gradient GiB counted in the peak, with the optimizer step's temporaries.

        The peak is the later of two moments: the loss's backward (the activations) and
        the optimizer step (its temporaries).  Where the gradients are written as the
        activations are freed (a full fine-tune on one GPU or sharded), the first moment
        holds only the head's gradient, the second every gradient.
        """
        if self.step_temp is None:
            return self.grads
        act = self.activations(batch)
        head = self._head_at_loss(batch)
        after = np.zeros(np.shape(self.grads), bool)
        if self.grads_after_activations is not None:
            after = self.grads_after_activations
        written = np.maximum(head, self.grads + self.step_temp - act)
        held = self.grads + np.maximum(0.0, self.step_temp - act)
        return np.where(after, written, held)

    def peak_at_step(self, batch: np.ndarray | float) -> np.ndarray:
        """Per GPU: whether the optimizer step (gradients and its temporaries), rather than
        the loss's backward (activations), sets the training peak."""
        if self.step_temp is None:
            return np.zeros(np.shape(self.grads), bool)
        act = self.activations(batch)
        head = self._head_at_loss(batch)
        after = np.zeros(np.shape(self.grads), bool)
        if self.grads_after_activations is not None:
            after = self.grads_after_activations
        return np.where(after, self.grads + self.step_temp - act > head, self.step_temp > act)

    def _head_at_loss(self, batch: np.ndarray | float) -> np.ndarray:
        """GiB the head's gradient adds to the activations' peak (see ``head_relief``)."""
        if self.head_grad is None:
            return np.zeros_like(self.grads)
        if self.head_relief is None:
            return self.head_grad
        return np.maximum(0.0, self.head_grad - self.head_relief * batch)

    def components(self, batch: np.ndarray | float) -> dict[str, np.ndarray]:
        """GiB per GPU by component at ``batch`` samples per GPU (they add up to ``total``)."""
        return dict(self._kept("components", batch, lambda: self._components(batch)))

    def _components(self, batch: np.ndarray | float) -> dict[str, np.ndarray]:
        act = self.activations(batch)
        return {
            "weights": self.weights,
            "master": self.master,
            "grads": self.grads_at_peak(batch),
            "optimizer": self.optimizer,
            "gathered": self.gathered,
            "activations": act,
            "kv_cache": self.kv_per_sample * batch,
            "allocator": self.allocator_share * act,
            "context": np.full_like(self.weights, self.context),
        }

    def total(self, batch: np.ndarray | float) -> np.ndarray:
        """Peak GiB per GPU as the card would show it (nvidia-smi)."""
        return self._kept("total", batch, lambda: sum(self.components(batch).values()))  # type: ignore[no-any-return]

    def reserved(self, batch: np.ndarray | float) -> np.ndarray:
        """Peak GiB the caching allocator holds (``max_memory_reserved``): the live tensors and
        its reserve, never more than the card leaves it — near the limit the allocator frees
        its cached blocks and retries instead of growing."""
        parts = self.components(batch)
        held = self.tensors(batch) + parts["allocator"]
        return np.minimum(held, np.maximum(self.tensors(batch), self.usable - self.context))

    def tensors(self, batch: np.ndarray | float) -> np.ndarray:
        """Peak GiB of live tensors (``torch.cuda.max_memory_allocated``): no context, no reserve."""
        parts = self.components(batch)
        return self.total(batch) - parts["allocator"] - parts["context"]

    def verdict(self, batch: np.ndarray | float) -> np.ndarray:
        """'fits', 'tight' or 'does not fit' per GPU: tight is within the measured error band.

        Weights and optimizer states are counted exactly (they match published file
        sizes), and so is a KV cache (layers × KV heads × head dim × tokens), so when they
        alone exceed the card it does not fit, band or not.  A usable 0 (a vLLM pool that
        leaves no room to start) fits nothing.
        """
        return self._kept("verdict", batch, lambda: self._verdict(batch))  # type: ignore[no-any-return]

    def _verdict(self, batch: np.ndarray | float) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = self.total(batch) / self.usable
        exact = self.static + self.context + self.kv_per_sample * batch
        exact_over = exact > self.usable
        over = ratio > (1.0 if self.strict else 1.0 + self.band)
        return np.where(
            exact_over | over,
            "does not fit",
            np.where(ratio <= 1.0 - self.band, "fits", "tight"),
        ).astype(object)


def _optimizer_bytes(optimizer: str) -> float:
    if optimizer not in OPTIMIZER_STATE_BYTES:
        raise ValueError(f"unknown optimizer {optimizer!r}")
    return OPTIMIZER_STATE_BYTES[optimizer]


def layer_coefficient(
    workload: Workload,
    spec: ModelSpec | None,
    fused: bool = False,
    kv_expanded: bool = False,
    trained_norms: bool = False,
    amp_stream: bool = False,
) -> float:
    """16-bit activation bytes per token per layer ÷ hidden, FlashAttention/SDPA assumed.

    Korthikanti's 34 for a GPT/BERT layer (FFN 4h, dropout).  With the published
    shape: K and V shrink with grouped-query attention, a gated FFN (SwiGLU) keeps
    four FFN-wide tensors instead of two — two when ``fused`` (compiled or vendor
    kernels recompute the activation and the product from the gate and up
    projections), three when fused and every weight trains (``trained_norms``: the down
    projection's weight gradient reads the product, :data:`COMPILED_TRAINED_SWIGLU`) —
    and decoders without dropout keep no masks.  Eager decoders keep
    their RMSNorms' FP32 input copies; compiled ones fuse the norm.  ``amp_stream``: an
    eager decoder or encoder trained under torch.amp over FP32 weights
    (:data:`AMP_STREAM_NORMS`, :data:`AMP_STREAM_LAYERNORMS`).
    """
    if spec is None or not spec.is_transformer or spec.hidden is None:
        return ACT_CLASSIC
    h = float(spec.hidden)
    # One 1-byte mask after the attention output and one after the FFN output (torch skips
    # dropout at p = 0); unstated: library decoders have none, encoders BERT's 0.1.
    dropout = 0.0 if spec.arch == "decoder" else DROPOUT_MASK_BYTES
    if workload.hidden_dropout is not None:
        dropout = DROPOUT_MASK_BYTES if workload.hidden_dropout > 0.0 else 0.0
    q_ratio = (spec.heads or 1) * spec.hd / h
    # K and V repeated to every query head before attention keep the query's width.
    kv_ratio = q_ratio if kv_expanded else spec.kv * spec.hd / h
    attention = 2.0 + 2.0 * q_ratio + 4.0 * kv_ratio + 2.0 * q_ratio + dropout
    ffn = active_ffn_width(spec) / h
    gated = 4.0 if fused else 8.0
    if fused and trained_norms:
        # A trained down projection's weight gradient is a matrix product over its input (the
        # SwiGLU product), and AOTAutograd's min-cut partitioner never recomputes a value a
        # backward matmul reads (``ban_recompute_materialized_backward``, on by default:
        # pytorch/pytorch torch/_functorch/partitioners.py at
        # 005941ebcd15da658ae14bf349b5457517ff9318, ``is_materialized_backwards``, read
        # 2026-11-27): a compiled full fine-tune keeps it beside the gate and up outputs.
        # Frozen (LoRA), nothing reads it in backward and it is recomputed.
        gated = COMPILED_TRAINED_SWIGLU
    mlp = 2.0 + (gated * ffn if spec.gated_ffn else 4.0 * ffn + dropout)
    norms = ACT_NORMS
    # One 16-bit cast of the FP32 norm output per linear map reading it, beyond the one
    # input the count above keeps for q, k and v and for the FFN's first matrices; a fused
    # q/k/v projection (GPT-2's c_attn) casts it once.
    attn_readers = 1.0 if spec.fused_qkv else 3.0
    readers = 2.0 * (attn_readers - 1.0) + 2.0 * ((2.0 if spec.gated_ffn else 1.0) - 1.0)
    if not fused and spec.arch == "decoder" and not spec.layer_norm:
        norms = ACT_NORMS_EAGER_RMS_TRAINED if trained_norms else ACT_NORMS_EAGER_RMS
        if amp_stream:
            norms = AMP_STREAM_NORMS + readers
    elif amp_stream and spec.layer_norm:
        # LayerNorm (BERT post-LN, GPT-2 pre-LN) keeps its input — FP32 under torch.amp —
        # and, without autocast, its 16-bit input only (its weight's gradient needs no more).
        norms = AMP_STREAM_LAYERNORMS + readers
    if spec.qk_norm and not fused and spec.arch == "decoder" and not spec.layer_norm:
        # Eager per-head q and k norms (QK_NORM_BYTES); a compiled stack's fused norm is not
        # counted (what it keeps was not read).
        per_value = QK_NORM_BYTES_TRAINED if trained_norms else QK_NORM_BYTES
        head_rows = float(spec.heads or 1) + float(spec.kv)
        norms += per_value * (q_ratio + spec.kv * spec.hd / h) + QK_NORM_RSQRT_BYTES * head_rows / h
    return norms + attention + mlp


def _adapted_modules(workload: Workload, spec: ModelSpec) -> list[tuple[int, float]]:
    """(adapted modules, input width) for each group of linear maps sharing one input.

    The groups are the attention input (q, k, v), the attention output (o), the FFN
    input (gate and up, or the first FFN matrix) and the FFN's inner product (down).
    """
    h = float(spec.hidden or 0)
    width = active_ffn_width(spec)
    q_out = float((spec.heads or 1) * spec.hd)
    targets = workload.lora_targets
    attention = targets != "qv"  # q, k, v and o
    ffn = targets in ("all", "all+head")
    attn_in = 1 if "fused_qkv" in workload.stack_quirks else (3 if attention else 2)
    ffn_in = 2 if spec.gated_ffn else 1
    return [
        (attn_in, h),
        (1 if attention else 0, q_out),
        (ffn_in if ffn else 0, h),
        (1 if ffn else 0, width),
    ]


def adapted_widths(workload: Workload, spec: ModelSpec) -> list[tuple[float, float]]:
    """(input width, output width) of every matrix LoRA adapts in one layer."""
    h = float(spec.hidden or 0)
    width = active_ffn_width(spec)
    q_out = float((spec.heads or 1) * spec.hd)
    kv_out = float(spec.kv * spec.hd)
    targets = workload.lora_targets
    out: list[tuple[float, float]] = [(h, q_out), (h, kv_out)]  # q and v
    if targets != "qv":
        out += [(h, kv_out), (q_out, h)]  # k and o
    if targets in ("all", "all+head"):
        ffn = [(h, width), (h, width)] if spec.gated_ffn else [(h, width)]
        out += [*ffn, (width, h)]
    return out


def adapter_input_bytes(
    workload: Workload, spec: ModelSpec | None, adapter: str, cast_copies: bool = False
) -> float:
    """16-bit bytes per token per layer that LoRA's frozen base and adapters keep beyond the
    count of :func:`layer_coefficient`, which (after Korthikanti) keeps each linear map's
    input once (2 bytes per value) as full training does.

    With the base weights frozen, autograd keeps a linear map's input only for a weight
    that needs a gradient: an adapter's ``lora_A``.  PEFT and LitGPT apply dropout to the
    input before ``lora_A`` in each adapted module, so each keeps its own dropped-out copy
    (2 bytes) and the dropout mask (1 byte); without dropout the adapters share the input
    itself — unless ``cast_copies``: FP32 adapters under autocast (PEFT's default adapter
    dtype with a mixed-precision run), where PEFT's ``_cast_input_dtype`` turns each
    module's input into FP32 and autocast casts it back to 16 bits for ``lora_A``'s
    matmul, a 2-byte copy per adapted module that ``lora_A`` keeps.  An input no adapter
    reads is not kept at all — except by bitsandbytes before 0.43.2, whose 4-bit matmul
    kept every input (``bnb_saves_input``) — and except the output projection's input
    under FlashAttention/SDPA: it is the attention's output, which the attention kernel
    keeps for its own backward whether or not the projection trains.  Negative when
    adapters leave layers' inputs unread (LoRA on q and v only).
    """
    if adapter == "none" or spec is None or not spec.is_transformer or not spec.hidden:
        return 0.0
    quantised_keep = adapter == "qlora" and "bnb_saves_input" in workload.stack_quirks
    dropout = workload.lora_dropout > 0.0
    extra = 0.0
    for group, (modules, width) in enumerate(_adapted_modules(workload, spec)):
        # What the adapters keep as tensors of their own, and whether the group's input
        # itself stays alive (read by adapters sharing it, old bitsandbytes, or attention).
        if dropout:
            own = modules * (2.0 + DROPOUT_MASK_BYTES) * width
        elif cast_copies:
            own = modules * 2.0 * width
        else:
            own = 0.0
        shared = modules > 0 and not (dropout or cast_copies)
        attention_output = group == 1 and workload.flash_attention
        kept = own + (2.0 * width if shared or quantised_keep or attention_output else 0.0)
        if attention_output and quantised_keep and "attn_output_copied" in workload.stack_quirks:
            # The projection keeps its own copy of the attention's output as well.
            kept += 2.0 * width
        extra += kept - 2.0 * width
    return extra


def _head_input_bytes(workload: Workload, spec: ModelSpec | None, adapter: str) -> float:
    """16-bit bytes per token an adapted (or old-bitsandbytes 4-bit) output head keeps."""
    if adapter == "none" or spec is None or not spec.hidden or spec.arch != "decoder":
        return 0.0
    h = float(spec.hidden)
    kept = 0.0
    if workload.lora_targets == "all+head":
        kept += h * (2.0 + DROPOUT_MASK_BYTES) if workload.lora_dropout > 0.0 else 2.0 * h
    if adapter == "qlora" and {"bnb_saves_input", "head_quantised"} <= set(workload.stack_quirks):
        kept += 2.0 * h
    return kept


def activation_gib(
    workload: Workload,
    spec: ModelSpec | None,
    bytes_per_value: float,
    checkpointing: bool | str,
    fused_loss: bool,
    fused_mlp: bool | None = None,
    adapter: str = "none",
    fp32_stream: bool = False,
    inputs_held: bool = False,
    adapter_cast: bool = False,
    amp_stream: bool = False,
    autocast: bool = False,
) -> float:
    """Activations kept for the backward pass, GiB per sample (logits included); the
    arguments as :func:`_activations`."""
    return _activations(
        workload,
        spec,
        bytes_per_value,
        checkpointing,
        fused_loss,
        fused_mlp,
        adapter,
        fp32_stream,
        inputs_held,
        adapter_cast,
        amp_stream,
        autocast,
    )[0]


def _activations(
    workload: Workload,
    spec: ModelSpec | None,
    bytes_per_value: float,
    checkpointing: bool | str,
    fused_loss: bool,
    fused_mlp: bool | None = None,
    adapter: str = "none",
    fp32_stream: bool = False,
    inputs_held: bool = False,
    adapter_cast: bool = False,
    amp_stream: bool = False,
    autocast: bool = False,
) -> tuple[float, float]:
    """(activations kept for the backward pass, GiB per sample with the logits; what the
    loss frees before the output head's weight gradient is written, GiB per sample).

    ``fp32_stream``: the residual stream is FP32 (PEFT's prepare_model_for_kbit_training
    casts the embeddings to FP32), so checkpointing keeps 4-byte layer inputs.
    ``inputs_held`` (checkpointing): every layer's input and its gradient stay alive until
    backward ends (the ``fsdp_reentrant_frozen`` quirk), so the peak is the later of two
    moments: the loss's backward (the inputs and the logits) and the first layer's backward
    (every input, every input's gradient and that layer's recomputed tensors).

    ``fused_mlp`` (default: as ``fused_loss``) is a compiled or vendor stack's fused SwiGLU.
    ``adapter`` (lora, qlora) counts what a frozen base and its adapters keep instead
    (:func:`adapter_input_bytes`); ``adapter_cast``: the adapters are FP32 under autocast,
    so each keeps its own 16-bit copy of its input.  ``amp_stream``: a full fine-tune of an
    eager decoder or encoder under torch.amp over FP32 weights — an FP32 residual stream
    (:data:`AMP_STREAM_NORMS`; checkpointing keeps 4-byte layer inputs).  An encoder's
    embedding block is counted too (:func:`_embedding_block_bytes`).  ``autocast``: torch.amp
    is on (implied by ``amp_stream``), which runs the ops on its FP32 list in FP32.
    """
    mode = parse_mode(checkpointing)
    scale = bytes_per_value / 2.0
    if workload.act_mb_per_sample_16bit is not None:
        return _counted_activation_bytes(workload, mode, scale) / GIB, 0.0
    if not (workload.seq_len and workload.hidden and workload.layers):
        return 0.0, 0.0
    if workload.loss == "fused" and mode == "none" and spec is not None and spec.hidden:
        return llmq_activation_bytes(workload, spec) / GIB, 0.0
    s, h, layers = float(workload.seq_len), float(workload.hidden), workload.layers
    heads = float(workload.heads or 1)
    fused = fused_loss if fused_mlp is None else fused_mlp
    coef = layer_coefficient(
        workload,
        spec,
        fused,
        kv_expanded="kv_expanded" in workload.stack_quirks,
        trained_norms=adapter == "none",
        amp_stream=amp_stream,
    )
    # Megatron's selective recompute ("attention") frees the score tensors, recomputing them.
    if not workload.flash_attention and mode != "attention":
        coef += _score_bytes(workload, spec, amp_stream) * heads * s / h
    if mode == "none":
        coef += _train_cache_bytes(spec, fused)
    coef += _qkv_view_bytes(workload, spec, fused)
    adapters = adapter_input_bytes(workload, spec, adapter, adapter_cast)
    per_layer = s * (h * coef + adapters) * scale
    per_layer += s * _python_gelu_bytes(workload, fused, amp_stream or autocast, scale)
    # A MoE layer's routed rows keep each expert's output and the routing indices beyond the
    # active width's FFN count (moe.routed_row_kept_bytes); the recomputed layer is a MoE one.
    routed = s * routed_row_kept_bytes(spec, bytes_per_value)
    moe_count = min(moe_layers(spec), layers) if spec is not None else 0
    layer_peak = per_layer + (routed if moe_count else 0.0)
    vocab = head_vocab(workload, spec)
    shifted = "shifted_logits" in workload.stack_quirks
    # The head and its loss run on the tokens it predicts (BERT's masked 15 %, else all).
    head_s = s * workload.head_fraction
    logits = head_s * vocab * logits_bytes(bytes_per_value, fused_loss, shifted)
    if fused_loss and "chunks_all_kept" in workload.stack_quirks:
        logits = head_s * vocab * 2.0 * bytes_per_value
    if workload.loss == "fused":
        # A fused classifier overwrites the 16-bit logits with their gradient in place.
        logits = head_s * vocab * bytes_per_value
    # The output head's weight gradient is written after the loss's backward has freed all
    # but the logits' gradient (its input: 16-bit, as the logits).
    logits_grad = head_s * vocab * bytes_per_value
    head = s * _head_input_bytes(workload, spec, adapter) * scale
    head += s * _embedding_block_bytes(workload, spec, scale, amp_stream)
    head += s * _layernorm_decoder_ends(workload, spec, scale, amp_stream)
    wrapped = wrapped_layers(mode, layers) if mode != "attention" else 0
    if wrapped:
        # Layer inputs stay; the loss's backward finishes before the last layer is
        # recomputed, so the peak holds the larger of the logits and one full layer.
        stream = 4.0 if fp32_stream or amp_stream else ACT_CHECKPOINT * scale
        per_wrapped = s * h * stream
        if mode == "selective":
            # Op-level selective checkpointing also keeps its saved products' outputs.
            per_wrapped += s * (op_sac_kept_bytes(workload, bytes_per_value) or 0.0)
        kept = per_wrapped * wrapped + per_layer * (layers - wrapped) + head
        kept += routed * min(moe_count, layers - wrapped)
        at_loss = kept + max(layer_peak, logits)
        if inputs_held:
            # The gradient of each input has the input's dtype: twice the stream at the end.
            return max(at_loss, 2.0 * s * h * stream * layers + layer_peak) / GIB, 0.0
        relief = max(layer_peak, logits) - max(layer_peak, logits_grad)
        return at_loss / GIB, max(0.0, relief) / GIB
    kept = per_layer * layers + routed * moe_count + logits + head
    return kept / GIB, max(0.0, logits - logits_grad) / GIB


def llmq_activation_bytes(workload: Workload, spec: ModelSpec) -> float:
    """Bytes per sample llm.q keeps for the backward pass without --recompute-* flags.

    IST-DASLab/llmq src/models/llama_run_state.cpp (commit 06bc00b9, read 2026-11-28) sizes
    every buffer up front through its own TensorAllocator.  Each layer keeps per token, 16-bit:
    ln1, ln2, res_att and res_ffn (C each), qkv (the fused q, k, v width), att (C: att_v is
    sized B×T×C), swiglu (H) and mlp_up (2·H); FP32: the ln1 and ln2 rstd (1 each) and the
    attention's log-sum-exp (one per query head).  att_o and mlp_down share one buffer (lnf,
    C per token), and the head's logits buffer holds T / ``lmhead_chunks`` rows of the
    vocabulary per sample, 16-bit (the fused classifier overwrites it with the gradient).
    With FP8 matmuls (``fp8_matmuls``; allocate_basic_fwd_tensors' ``quant``) ln1, ln2 and
    swiglu become one shared 16-bit buffer each, and every layer keeps their 8-bit copies
    instead (keep_fwd_quant_tensors: ln1.q, ln2.q, swiglu.q; att.q is shared).
    """
    s = float(workload.seq_len or 0)
    c = float(spec.hidden or workload.hidden or 0)
    heads = float(spec.heads or workload.heads or 1)
    kv = float(spec.kv_heads or spec.heads or workload.heads or 1)
    hd = float(spec.hd)
    ffn = float(spec.ffn or 4 * c)
    layers = float(spec.layers or workload.layers or 0)
    per_token = 2.0 * (4.0 * c + (heads + 2.0 * kv) * hd + c + 3.0 * ffn) + 4.0 * (2.0 + heads)
    shared = 2.0 * c
    if workload.fp8_matmuls:
        per_token -= (2.0 - 1.0) * (2.0 * c + ffn)
        shared += 2.0 * (2.0 * c + ffn) + c
    logits = 2.0 * head_vocab(workload, spec) / workload.lmhead_chunks
    return s * (per_token * layers + shared + logits)


def _hf_encoder(workload: Workload, spec: ModelSpec) -> bool:
    """Whether an encoder runs Hugging Face's code, whose torch.amp keeps the model FP32.

    The library's BERT workloads with materialised attention are NVIDIA's DeepLearningExamples
    BERT that Lambda's benchmark ran (workloads.csv), which apex AMP O2 turns into an FP16
    model with FP32 master weights (PyTorch/LanguageModeling/BERT/run_squad.py:
    ``amp.initialize(model, optimizer, opt_level="O2")``): a 16-bit residual stream, as the
    16-bit count has it — Lambda's batches leave no room for an FP32 one.  Transformers' BERT
    runs SDPA by default (fused attention), and autocast leaves its parameters FP32.
    """
    return spec.arch == "encoder" and workload.flash_attention


def head_vocab(workload: Workload, spec: ModelSpec | None) -> float:
    """Width of the output projection onto the vocabulary a training run computes: the
    workload's, else a library decoder's (an encoder fine-tune has no such head)."""
    if workload.vocab:
        return float(workload.vocab)
    return float(spec.vocab or 0) if spec is not None and spec.arch == "decoder" else 0.0


def _embedding_block_bytes(
    workload: Workload, spec: ModelSpec | None, scale: float, amp_stream: bool
) -> float:
    """Bytes per token an encoder's embedding block keeps (BertEmbeddings: the sum of the
    word, position and token-type embeddings goes through a LayerNorm, which keeps its input
    — FP32 under torch.amp, whose embeddings are FP32 — and a dropout, which keeps its 1-byte
    mask; the embedding lookups keep only the token ids).  0 for decoders (no such norm)."""
    if spec is None or spec.arch != "encoder" or not workload.hidden:
        return 0.0
    norm = 4.0 if amp_stream else 2.0 * scale
    dropout = workload.hidden_dropout is None or workload.hidden_dropout > 0.0
    return float(workload.hidden) * (norm + (DROPOUT_MASK_BYTES if dropout else 0.0))


def _counted_activation_bytes(workload: Workload, mode: str, scale: float) -> float:
    """Bytes per sample a network with a counted activation figure (CNNs, U-Nets) keeps:
    block checkpointing keeps its counted share (or one tensor in five); every-N blocks
    interpolates; Megatron's attention recompute is not theirs (kept as none) and op-level
    selective is counted as block checkpointing."""
    full = float(workload.act_mb_per_sample_16bit or 0.0) * 1e6 * scale
    if workload.act_mb_checkpointed_16bit is not None:
        # Counted from the architecture (diffusion U-Nets: block inputs + one block).
        checkpointed = workload.act_mb_checkpointed_16bit * 1e6 * scale
    else:
        checkpointed = full * CONV_CHECKPOINT_KEEP
    if mode in ("none", "attention"):
        return full
    share = wrapped_share(mode, workload.layers)
    return checkpointed * share + full * (1.0 - share)


def _python_gelu_bytes(
    workload: Workload,
    fused: bool,
    amp_stream: bool = False,
    scale: float = 2.0,
) -> float:
    """Bytes per token per layer an eager `gelu_new` keeps beyond a fused GELU (0 otherwise):
    :data:`ACT_GELU_NEW_EXTRA` under torch.amp (pow's FP32 copy of the input), else
    :data:`ACT_GELU_NEW_EXTRA_16BIT` 16-bit values (``scale`` = bytes per value ÷ 2)."""
    if fused or workload.ffn_activation != "gelu_new":
        return 0.0
    # The named model's FFN where the workload has its shape, else the run's own.
    width = ffn_width(workload, False)
    extra = ACT_GELU_NEW_EXTRA if amp_stream else ACT_GELU_NEW_EXTRA_16BIT * scale
    return width * extra


def _score_bytes(workload: Workload, spec: ModelSpec | None, amp_stream: bool) -> float:
    """Bytes per attention score materialised attention keeps (Korthikanti: 16-bit softmax
    output, dropout mask and dropped-out probabilities); a Hugging Face LayerNorm decoder
    under torch.amp keeps its FP32 softmax output (:data:`ACT_ATTN_SCORES_AMP`)."""
    if not (amp_stream and spec is not None and spec.arch == "decoder" and spec.layer_norm):
        return ACT_ATTN_SCORES
    dropout = workload.hidden_dropout is not None and workload.hidden_dropout > 0.0
    return ACT_ATTN_SCORES_AMP - (0.0 if dropout else DROPOUT_MASK_BYTES)


def _train_cache_bytes(spec: ModelSpec | None, fused: bool) -> float:
    """16-bit bytes per token per layer ÷ hidden the KV cache GPT-2's code builds in training
    (no checkpointing) keeps beyond the count: copies of K and V (:data:`TRAIN_CACHE_COPIES`),
    while the fused q/k/v output stays alive through q.  Separate projections lose nothing
    (the copies replace K and V); compiled stacks are not counted here."""
    if fused or spec is None or not spec.fused_qkv or not spec.hidden:
        return 0.0
    return TRAIN_CACHE_COPIES * spec.kv * spec.hd / float(spec.hidden)


def _qkv_view_bytes(workload: Workload, spec: ModelSpec | None, fused: bool) -> float:
    """16-bit bytes per token per layer ÷ hidden the fused qkv output adds when v stays a view
    of it (``qkv_views_kept``: LitGPT without grouped-query attention): the attention keeps
    the whole output — its q and k parts beside the roped copies of q and k the count has.
    Grouped-query attention repeats K and V, so the reshapes copy and nothing is added;
    materialised attention keeps v for its ``attn @ v`` just as the fused kernel does."""
    if (
        fused
        or "qkv_views_kept" not in workload.stack_quirks
        or spec is None
        or not spec.is_transformer
        or not spec.hidden
        or spec.kv != (spec.heads or 0)
    ):
        return 0.0
    return 2.0 * (spec.heads or 0) * spec.hd * 2.0 / float(spec.hidden)


def _layernorm_decoder_ends(
    workload: Workload, spec: ModelSpec | None, scale: float, amp_stream: bool
) -> float:
    """Bytes per token a LayerNorm decoder (GPT-2) keeps outside its layers: the embedding
    dropout's 1-byte mask (the FP32 sum of the word and position embeddings it drops out is
    the first layer's norm input, counted there), the final LayerNorm's input (FP32 under
    torch.amp) and the output head's 16-bit input.  0 for other models."""
    if spec is None or spec.arch != "decoder" or not spec.layer_norm or not workload.hidden:
        return 0.0
    dropout = workload.hidden_dropout is not None and workload.hidden_dropout > 0.0
    norm = 4.0 if amp_stream else 2.0 * scale
    ends = (DROPOUT_MASK_BYTES if dropout else 0.0) + norm + 2.0 * scale
    return float(workload.hidden) * ends


def logits_bytes(bytes_per_value: float, fused_loss: bool, shifted: bool = False) -> float:
    """Bytes per token per vocabulary entry at the loss.

    Eager Hugging Face causal-LM code (transformers' ``ForCausalLMLoss``) upcasts the
    logits to FP32 for the loss; at the start of its backward the FP32 log-softmax, the
    gradient flowing into it and the gradient it writes are alive: 12 bytes (measured on
    an H100 with transformers 5.17: 12.0 bytes per logit once the 16-bit logits are
    freed).  Before transformers 4.49 the loss also kept a shifted contiguous copy
    (``shifted``): 16 bytes.  A chunked or fused loss (the compiled and vendor tiers)
    keeps the 16-bit logits and one FP32 chunk.
    """
    if fused_loss:
        return bytes_per_value + 4.0 / constant("logits_chunks")
    return 4.0 * (LOGITS_FP32_TENSORS_SHIFTED if shifted else LOGITS_FP32_TENSORS)


def _deepspeed_buffers(
    zero_stage: int,
    n: np.ndarray,
    bpv: np.ndarray,
    per_layer: np.ndarray,
    root: np.ndarray,
    full_weights: np.ndarray,
) -> np.ndarray:
    """Bytes per GPU DeepSpeed ZeRO holds beyond what FSDP's accounting counts (the
    ``ds_zero_buffers`` quirk), at DeepSpeed's defaults (Accelerate's DeepSpeed plugin sets
    none of them):

    - the gradient bucket: ``reduce_bucket_size`` elements in the gradients' dtype,
      allocated whole at start-up with contiguous gradients (the default), however few
      weights train (ZeRO-3's ``__ipg_bucket_flat_buffer``; ZeRO-1/2's ``ipg_buffer``);
    - ZeRO-3 over several GPUs: gathered parameters are released only past
      ``stage3_max_live_parameters`` (or when not reused within ``stage3_max_reuse_distance``,
      1e9 elements: the last layers of the forward pass are reused at once by the
      recomputation), with a ``stage3_prefetch_bucket_size`` fetch in flight — in place of
      FSDP's two layers and its root unit (DeepSpeed partitions the embeddings and head
      like every other weight and gathers them only while in use).
    """
    # Elements in the training dtype (bf16/fp16 under mixed precision, DeepSpeed's
    # ``self.dtype``; 4-bit weights are packed into 16-bit storage elements).
    bucket = constant("ds_reduce_bucket_elements") * bpv
    if zero_stage < 3:
        return bucket + np.zeros_like(bpv)
    live = (constant("ds_max_live_parameters") + constant("ds_prefetch_bucket_elements")) * bpv
    held = np.maximum(ZERO3_LIVE_LAYERS * per_layer, np.minimum(live, full_weights))
    fsdp = ZERO3_LIVE_LAYERS * per_layer + root
    return bucket + np.where(n > 1, held - fsdp, 0.0)


def plan_memory(
    workload: Workload,
    *,
    bytes_per_value: np.ndarray,
    vram_gb: np.ndarray,
    adapter: str,
    optimizer: str,
    checkpointing: bool | str,
    count: int | np.ndarray = 1,
    zero_stage: int = 0,
    inference_bits: int = 16,
    weight_format: str | None = None,
    offload: str = "none",
    fused_loss: bool = False,
    usable: np.ndarray | None = None,
    compiled: bool | None = None,
    kv_bits: int = 16,
    prefill_chunk: float | None = None,
    engine: str = "generic",
    gpu_util: float | None = None,
    split: str = "tensor",
    ema: bool = False,
    autocast: bool = False,
    amp_gpus: np.ndarray | None = None,
    grad_accum: int = 1,
    optimizer_impl: str = "foreach",
) -> MemoryPlan:
    """Memory per GPU for ``workload`` on each GPU (``bytes_per_value`` per GPU: 2 or 4).

    ``count`` is one GPU count for all, or one per GPU (an array like ``bytes_per_value``).
    ``usable`` is each card's reported GiB (:func:`usable_gib`); by default it is
    derived from ``vram_gb``.  ``compiled`` (default: as ``fused_loss``) is a compiled or
    vendor stack (torchtune and the like): fused SwiGLU, 16-bit unquantised weights under
    QLoRA, embeddings and head sharded as units of their own.  ``fused_loss`` alone is a
    chunked loss on an otherwise eager stack.  ``prefill_chunk`` (decode) is the tokens one
    prefill step computes (default: ``prefill_chunk_tokens``).  ``engine`` (decode) is the
    serving stack: "vllm" (the verdict is against its pool of ``gpu_util`` × the card, with
    no band above it), "llama.cpp" or "llama.cpp-no-fa" (its compute buffer,
    :func:`_llamacpp_buffer`).  ``split`` (decode on several GPUs, multi_gpu.py): "tensor"
    divides each layer, "layers" gives each GPU whole layers, "single" keeps all on one.
    ``autocast``: 16-bit training is torch.amp's (FP16 AMP), whose
    parameters stay FP32 whatever the optimizer (:data:`FP32_UNDER_AUTOCAST`).  ``amp_gpus`` (per GPU,
    default: ``autocast`` on every GPU) says where the run is torch.amp over FP32 weights —
    also where BF16 was asked for and the card runs FP16 AMP instead.
    ``grad_accum``: micro-batches per optimizer step; above 1 the earlier micro-batches'
    gradients are held through the next one's forward and backward.  ``optimizer_impl``:
    how torch.optim's AdamW steps ("foreach", "for-loop" or "fused"; :data:`STEP_TEMP_LARGEST`).
    """
    if optimizer_impl not in OPTIMIZER_IMPLS:
        raise ValueError(
            f"unknown optimizer implementation {optimizer_impl!r}: expected one of "
            f"{', '.join(OPTIMIZER_IMPLS)}"
        )
    stack = fused_loss if compiled is None else compiled
    quirks = set(workload.stack_quirks)
    unknown = sorted(quirks - STACK_QUIRKS.keys())
    if unknown:
        raise ValueError(
            f"unknown stack quirk {unknown[0]!r}: expected one of {', '.join(STACK_QUIRKS)}"
        )
    bpv = np.asarray(bytes_per_value, dtype=float)
    zeros = np.zeros_like(bpv)
    n = np.maximum(1, np.asarray(count, dtype=float)) + zeros
    room = usable_gib(None, vram_gb) if usable is None else np.asarray(usable, float)
    spec = arch_of(workload)
    context = constant("cuda_context_gib")
    share = constant("allocator_share")
    band = constant("tight_band")
    if workload.task == "decode":
        return _decode_plan(
            workload,
            spec,
            bpv,
            n,
            inference_bits,
            context,
            share,
            band,
            room,
            kv_bits,
            prefill_chunk,
            engine,
            gpu_util,
            weight_format,
            split,
        )
    # Data-parallel training over several GPUs all-reduces, reduce-scatters and all-gathers on
    # side streams; the caching allocator keeps each stream's freed blocks for that stream.
    share = np.where(n > 1, constant("allocator_share_multi_gpu"), share)
    if workload.loss == "fused":
        # llm.q allocates every buffer up front through its own TensorAllocator
        # (llama_run_state.cpp): no caching allocator, so no reserve on top.
        share = np.zeros_like(share)

    sixteen = bpv <= 2.0
    matmul_all = spec.matmul_params() if spec is not None else (workload.params_matmul or 0.0)
    state_b = _optimizer_bytes(optimizer)
    keeps_fp32 = optimizer in KEEPS_MASTER or (autocast and optimizer in FP32_UNDER_AUTOCAST)
    master_b = np.where(sixteen & keeps_fp32, 4.0, 0.0)
    # Pure 16-bit training (an optimizer without FP32 master weights): the trainable weights,
    # their gradients and the states stay in the training dtype (Answer.AI's --precision
    # bf16, torchtune's dtype: bf16); mixed precision keeps adapters in FP32 (PEFT's default).
    pure16 = sixteen & (not keeps_fp32)
    adapter_b = np.where(pure16, bpv, 4.0)
    frozen = workload.params_frozen * 2.0
    dequant = 0.0
    # bitsandbytes keeps a 4-bit layer's quantisation statistics (absmax, the nested scales)
    # in a QuantState object on the module (Linear4bit.quant_state), not in a parameter or
    # buffer: FSDP and ZeRO-3 shard and offload the packed weights but never these
    # (bitsandbytes nn/modules.py fix_4bit_weight_quant_state_from_module: "the quant state
    # got lost when the parameter got converted. This happens for example for fsdp").
    # torchao's NF4Tensor (torchtune, the compiled stacks) carries them inside the tensor.
    quant_stats = 0.0
    root_params = spec.embedding_params() if spec is not None and spec.is_transformer else 0.0
    root_b: np.ndarray | float = bpv
    if adapter == "none":
        trainable = workload.params_total
        weights = trainable * bpv
        grads = trainable * bpv
        opt = trainable * state_b + zeros
        master = trainable * master_b
    else:
        trainable = workload.lora_params or (
            spec.lora_params(targets=workload.lora_targets)
            if spec is not None
            else 0.005 * workload.params_total
        )
        if adapter == "qlora":
            quantised = min(matmul_all or workload.params_total, workload.params_total)
            largest = spec.largest_matrix() if spec is not None else 0.0
            if "head_quantised" in quirks and spec is not None and not spec.tied_embeddings:
                # The output head is a 4-bit layer too, and the largest one dequantised.
                head_params = float((spec.vocab or 0) * (spec.hidden or 0))
                quantised = min(quantised + head_params, workload.params_total)
                largest = max(largest, head_params)
            nf4 = constant("nf4_bits_no_dq" if "nf4_no_dq" in quirks else "nf4_bits")
            # Hugging Face PEFT's QLoRA recipe (prepare_model_for_kbit_training) casts every
            # weight left unquantised (embeddings, output head, norms) to FP32; torchtune's
            # compiled recipes and pure 16-bit training keep them in 16 bits.
            # Sharded QLoRA (FSDP, ZeRO-3 over several GPUs) skips that cast: TRL and the
            # PEFT FSDP/DeepSpeed guides keep bf16 storage so the shards stay uniform.
            sharded = (zero_stage >= 3) & (n > 1)
            uncast = "no_kbit_cast" in quirks
            kept_bytes = np.where(pure16 | stack | sharded | uncast, 2.0, 4.0)
            root_b = kept_bytes
            base = quantised * nf4 / 8.0 + (workload.params_total - quantised) * kept_bytes
            # One linear layer at a time is dequantised to 16 bits for its matmul (from an
            # FP16 quantisation state, to FP16 and then to the compute dtype: two copies).
            dequant = largest * 2.0 * (2.0 if "fp16_quant_state" in quirks else 1.0)
            if not stack:
                quant_stats = quantised * max(0.0, nf4 - 4.0) / 8.0
            base = base + zeros
        else:
            base = workload.params_total * bpv
        weights = base + trainable * adapter_b
        grads = trainable * adapter_b + zeros
        opt = trainable * state_b + zeros
        master = zeros.copy()
    # torch.amp over FP32 weights (a full fine-tune of an eager decoder on one GPU or DDP): the
    # weights and their gradients stay FP32 and autocast makes a 16-bit copy of each weight
    # for its matmul.  Autograd keeps those copies until the layer's backward, and autocast's
    # cache drops them when the forward's autocast region ends, so a checkpointed layer's
    # copies are gone at the loss's backward (its recompute casts again, one layer at a
    # time); the output head runs outside any checkpoint and keeps its copy.
    torch_amp = np.asarray(autocast if amp_gpus is None else amp_gpus, dtype=bool) | (zeros > 0)
    amp_full = (
        bool(torch_amp.any())
        and keeps_fp32
        and adapter == "none"
        and not stack
        and zero_stage == 0
        and offload == "none"
        and spec is not None
        and (spec.arch == "decoder" or _hf_encoder(workload, spec))
        and bool(spec.hidden and spec.layers)
    )
    amp = sixteen & torch_amp & amp_full
    casts = 0.0
    if amp_full:
        assert spec is not None and spec.layers is not None
        mode = parse_mode(checkpointing)
        kept_layers = spec.layers - (
            wrapped_layers(mode, spec.layers) if mode != "attention" else 0
        )
        # The head's copy: a decoder's output head, an encoder's masked-LM decoder (tied to
        # the word embeddings) where the run has one.
        head_params = head_vocab(workload, spec) * float(spec.hidden or 0)
        casts = 2.0 * (spec.matmul_params() * kept_layers / spec.layers + head_params)
        weights = np.where(amp, workload.params_total * 4.0, weights)
        grads = np.where(amp, workload.params_total * 4.0, grads)
        master = np.where(amp, 0.0, master)
    if optimizer in STEP_IN_BACKWARD:
        # Each parameter is stepped as soon as its gradient is complete: the largest single
        # tensor's gradient is the most that is ever alive.
        largest = max(
            spec.largest_matrix() if spec is not None else 0.0,
            (spec.vocab or 0) * (spec.hidden or 0) if spec is not None else 0.0,
        ) or trainable / max(1, workload.layers or 1)
        grads = np.minimum(grads, largest * np.where(adapter == "none", bpv, adapter_b))
    weights = weights + frozen
    if ema:
        # An EMA of the trained weights (diffusers' EMAModel): an FP32 shadow on the GPU.
        weights = weights + ema_state_bytes(trainable)
    full_weights, full_grads = weights, grads
    # FSDP1 with the Hugging Face / llama-recipes wrapping policy wraps the decoder layers; the
    # embeddings and output head stay in the root unit, which is not resharded after forward
    # (it is used first in backward) and so is whole until backward ends.  torchtune's
    # compiled recipes shard the embeddings and the output as units of their own.
    root = (0.0 if stack else root_params) * root_b + zeros
    gathered = zeros.copy()
    host = zeros.copy()
    paged = zeros.copy()
    if zero_stage >= 1:
        opt, master = opt / n, master / n
    if zero_stage >= 2:
        grads = grads / n
    # The layers in flight: weights, and in a full fine-tune their gradients before the
    # reduce-scatter; the root unit on top.
    live = full_weights - root + (full_grads if adapter == "none" else 0.0)
    per_layer = live / max(1, workload.layers or 1)
    if zero_stage >= 3:
        gathered = np.where(n > 1, ZERO3_LIVE_LAYERS * per_layer + root, 0.0) + zeros
        weights = weights / n + quant_stats * (1.0 - 1.0 / n)
    if offload in ("optimizer", "all"):
        host = host + (opt + master) * n
        opt, master = zeros.copy(), zeros.copy()
    if offload == "optimizer":
        # ZeRO-Offload streams each reduced gradient bucket to host RAM while backward still
        # fills the next (DeepSpeed's stage-1/2 optimizer with cpu_offload keeps no gradient
        # partition on the GPU; Ren et al. 2021 §4.1): the GPU holds a bucket, not the
        # gradients — how a 10 B GPT-2 trains on one 32 GB V100 (DeepSpeed's tutorial).
        grads = np.minimum(grads, constant("ds_reduce_bucket_elements") * bpv)
    if offload == "all":
        # FSDP CPU offload / ZeRO-Infinity: weights and gradients live on the host (one
        # sharded copy in all); the GPU holds the layers in flight, each first copied up
        # as this GPU's shard and then all-gathered (the shard copy of the prefetched
        # layer is alive with the two whole layers), and the root unit.
        host = host + full_weights + full_grads
        gathered = (ZERO3_LIVE_LAYERS + 1.0 / n) * per_layer + root + zeros
        weights, grads = zeros + quant_stats, zeros.copy()
    if "ds_zero_buffers" in quirks and zero_stage >= 1:
        gathered = gathered + _deepspeed_buffers(zero_stage, n, bpv, per_layer, root, full_weights)
    if optimizer in PAGED_OPTIMIZERS:
        # Unified memory: not in the allocator's peak; the states page to host RAM when
        # the GPU has no room (counted there, the worst case).
        paged = opt.copy()
        host = host + opt * n
        opt = zeros.copy()
    # Working buffers on every GPU, sharded or offloaded or not: the dequantised matrix and
    # the cuBLAS/cuBLASLt workspaces, which PyTorch takes from its caching allocator.
    gathered = gathered + dequant + constant("cublas_workspace_mib") * 2.0**20
    # When do the gradients exist?  A full fine-tune's gradients are written as backward frees
    # the activations (measured on an H100: Llama 3.2 3B, batch 4 × 2048, peaks at the loss's
    # backward with only the head's gradient written).  DDP's buckets hold every gradient
    # from the start; paged optimizers stepped in backward keep one gradient at a time.
    # With gradient accumulation the earlier micro-batches' gradients are alive through the
    # next micro-batch's forward and backward (measured on an H100: Llama 3.2 1B full
    # fine-tune, micro-batch 2 × 1024, 4 micro-batches per step peaks 4.6 GiB — its FP32
    # gradients — above 1 micro-batch per step; own set 6, h100-sxm-2026-11-26-set6.jsonl).
    after = (
        (adapter == "none")
        & ~((n > 1) & (zero_stage == 0))
        & (optimizer not in STEP_IN_BACKWARD)
        & (grad_accum <= 1)
    )
    # The output head's weight gradient, first written after the loss's backward: the 16-bit
    # product, and under torch.amp the FP32 gradient autocast's weight cast hands back while
    # that product is alive.  Its moment comes after the log-softmax moment, when the loss
    # has freed all but the logits' gradient (``relief`` below), so it adds to the peak
    # only where the logits are small beside the head (a chunked loss, few tokens).
    head_params = head_vocab(workload, spec) * float(spec.hidden or 0) if spec else 0.0
    head_b = bpv + np.where(amp, 4.0, 0.0)
    head_grad = head_params * head_b / np.where(zero_stage >= 2, n, 1.0)
    # The optimizer step's temporaries (:data:`STEP_TEMP_LARGEST`): torch.optim's default
    # (foreach) AdamW makes one the size of a state list (the square root of the second
    # moments); its per-tensor loop two the size of one tensor, the largest; its fused kernel
    # none.  8-bit optimizers step in fused kernels, SGD updates in place.
    temp_b = {"adamw": 4.0, "adamw-bf16": 2.0}.get(optimizer, 0.0)
    one = max(
        spec.largest_matrix() if spec is not None else 0.0,
        (spec.vocab or 0) * (spec.hidden or 0) if spec is not None else 0.0,
    )
    if optimizer_impl == "fused":
        stepped = 0.0  # in place, whatever the shapes (none known for a workload row)
    elif optimizer_impl == "foreach" or not one:
        stepped = trainable  # no shape: the foreach list bounds the per-tensor loop's two
    else:
        stepped = min(trainable, STEP_TEMP_LARGEST[optimizer_impl] * one)
    step_temp = stepped * temp_b / np.where(zero_stage >= 1, n, 1.0) + zeros
    if offload in ("optimizer", "all"):
        step_temp = zeros.copy()
    # A tied embedding's two gradients (the output head's, the embedding's) meet at the end of
    # backward: autograd sums what a leaf receives before AccumulateGrad keeps it, and an
    # existing gradient takes a new one as ``variable_grad += new_grad`` (pytorch/pytorch
    # torch/csrc/autograd/functions/accumulate_grad.h at
    # bc2c6edaf163b1a1330e37a6e34caf8c553e4755), so the head's gradient is alive while the
    # embedding's backward writes a second.  With every other gradient written that is one
    # vocab-by-hidden tensor above them: the peak where the step itself leaves no larger
    # temporary (fused, per-tensor).
    if (
        adapter == "none"
        and spec is not None
        and spec.tied_embeddings
        and zero_stage == 0
        and optimizer not in STEP_IN_BACKWARD
    ):
        tied = float((spec.vocab or 0) * (spec.hidden or 0)) * np.where(amp, 4.0, bpv)
        step_temp = np.maximum(step_temp, tied)
    # FSDP over several GPUs with frozen decoder-layer units and reentrant checkpointing keeps
    # every layer's input and its gradient to the end of backward (``fsdp_reentrant_frozen``).
    wraps = parse_mode(checkpointing) not in ("none", "attention")
    held_quirk = "fsdp_reentrant_frozen" in quirks and wraps and adapter != "none"
    held = held_quirk & (zero_stage >= 3) & (n > 1)

    def act_gib(
        bytes_per_value: float,
        fp32_stream: bool = False,
        amp_stream: bool = False,
        autocast: bool = False,
    ) -> np.ndarray:
        args = (workload, spec, bytes_per_value, checkpointing, fused_loss, stack, adapter)
        # Mixed precision (16-bit autocast) keeps the adapters in FP32 (``adapter_b``).
        cast = bytes_per_value <= 2.0 and keeps_fp32
        plain = activation_gib(
            *args, fp32_stream, adapter_cast=cast, amp_stream=amp_stream, autocast=autocast
        )
        if not held_quirk:
            return plain + zeros
        held_act = activation_gib(*args, fp32_stream, True, cast, autocast=autocast)
        return np.where(held, held_act, plain)

    def relief_gib(
        bytes_per_value: float, amp_stream: bool = False, autocast: bool = False
    ) -> float:
        args = (workload, spec, bytes_per_value, checkpointing, fused_loss, stack, adapter)
        return _activations(*args, amp_stream=amp_stream, autocast=autocast)[1]

    act = np.where(sixteen, act_gib(2.0), act_gib(4.0))
    relief = np.where(sixteen, relief_gib(2.0), relief_gib(4.0))
    if workload.ffn_activation == "gelu_new" and bool(torch_amp.any()):
        # Under torch.amp gelu_new's pow runs in FP32 (_python_gelu_bytes).
        on = sixteen & torch_amp
        act = np.where(on, act_gib(2.0, autocast=True), act)
        relief = np.where(on, relief_gib(2.0, autocast=True), relief)
    if amp_full:
        act = np.where(amp, act_gib(2.0, amp_stream=True), act)
        relief = np.where(amp, relief_gib(2.0, amp_stream=True), relief)
    if adapter == "qlora" and not stack:
        # PEFT's QLoRA recipe casts the embeddings (and norms) to FP32: the residual stream,
        # and the layer inputs checkpointing keeps, are FP32 under mixed precision.  Sharded
        # QLoRA skips that cast (TRL, the PEFT FSDP/DeepSpeed guides): bf16 storage.
        cast = np.asarray(kept_bytes) > 2.0
        act = np.where(cast, act_gib(2.0, True), act)
    return _finish(
        weights / GIB,
        master / GIB,
        grads / GIB,
        opt / GIB,
        gathered / GIB,
        act,
        np.where(amp, casts, 0.0) / GIB,
        zeros,
        share,
        context,
        room,
        host / GIB,
        band,
        paged / GIB,
        np.asarray(after) & np.ones_like(zeros, dtype=bool),
        head_grad / GIB + zeros,
        step_temp / GIB,
        head_relief=relief,
    )


def _decode_plan(
    workload: Workload,
    spec: ModelSpec | None,
    bpv: np.ndarray,
    n: np.ndarray,
    bits: int,
    context: float,
    share: float,
    band: float,
    room: np.ndarray,
    kv_bits: int = 16,
    prefill_chunk: float | None = None,
    engine: str = "generic",
    gpu_util: float | None = None,
    weight_format: str | None = None,
    split: str = "tensor",
) -> MemoryPlan:
    """Serving: weights at their stored bits and the KV cache, split over the GPUs.

    Tensor parallel divides every layer, so each GPU's working tensors are its share too;
    split by layers each GPU holds whole layers (weights and KV cache still divide) but
    computes each of them whole; an engine that keeps the model on one GPU divides nothing.
    """
    zeros = np.zeros_like(bpv)
    # Weights and cache divide evenly (a layer split's last GPU also holds the output head,
    # spread here with the rest).
    n = memory_ways(split, n) + zeros
    # What each GPU computes: a tensor split's share of every layer, else whole layers.
    work = n if split == "tensor" else np.ones_like(n)
    head = (workload.hidden or 0) * (workload.vocab or 0)
    if spec is not None and spec.is_transformer:
        read = spec.matmul_params() + head
    else:
        read = (workload.params_matmul or workload.params_total) + head
    other = max(0.0, workload.params_total - read)
    # Matrices, head and embeddings (``other``) at the format's own widths; ``--bits``
    # names F16, Q8_0 or Q4_0 (GGUF keeps the output head at Q6_K under 4-bit types).
    fmt = named_format(weight_format or FORMAT_OF_BITS[bits])
    quirks = set(workload.stack_quirks)
    if fmt.family == "bnb" and "head_quantised" in quirks:
        # Lightning Fabric (LitGPT) quantises the output head like every other linear layer.
        fmt = replace(fmt, head=fmt.body)
    stored = stored_bytes(fmt, read - head, head, other)
    if "quantised_on_gpu" in workload.stack_quirks:
        # Reserved holds the 16-bit model's segments, the quantised weights inside them.
        stored = max(stored, stored_bytes(named_format("F16"), read - head, head, other))
    # Either split divides the weights and every stream's KV cache across the GPUs.
    weights = stored / n
    if spec is not None and spec.is_transformer:
        kv_values = spec.kv_values_per_token()
    else:
        kv_values = workload.kv_cache_bytes_per_sample() / 2.0 / max(1, workload.seq_len or 1)
    kv_bytes = KV_BYTES[kv_bits]
    if kv_bits == 8 and engine in LLAMACPP_ENGINES:
        kv_bytes = LLAMACPP_Q8_0_BYTES  # -ctk/-ctv q8_0: a 16-bit scale per 32 values
    # A row split (llama.cpp -sm row) keeps the whole cache on the main GPU with attention.
    kv = kv_bytes * kv_values * (workload.seq_len or 0) / (np.ones_like(n) if split == "row" else n)
    # The prefill runs eager (gpt-fast's and torchao's generate.py compile only the decode
    # step): under a format whose eager linear casts each matrix to a 16-bit copy, those
    # copies are freed after their matmul and kept in the caching allocator's cache.  (A
    # serving engine runs its own kernels: not counted there.)
    dequant = fmt.eager_dequant and engine == "generic"
    dequant_cache = eager_dequant_cache_bytes(spec, workload) / work if dequant else 0.0
    if fmt.prefill_dequant and engine == "generic" and (workload.seq_len or 0) > 1:
        # bitsandbytes' prefill matmul dequantises the matrix in use to a 16-bit copy (two,
        # FP16 then bf16, from Lightning Fabric's FP16 quantisation state): the largest one
        # — the output head where it is quantised — sets the transient.
        largest = spec.largest_matrix() if spec is not None else 0.0
        if fmt.head < 16.0:
            largest = max(largest, head)
        copies = 2.0 if "fp16_quant_state" in quirks else 1.0
        dequant_cache += largest * 2.0 * copies / work
    # Prefill's transient: inference keeps no layer's tensors for a backward pass, so only
    # the layer being computed holds its tensors; FlashAttention/SDPA keeps no score matrix.
    # The peak is in the FFN: the residual and the normed input (2 × hidden) beside the
    # gate-and-up output (2 × FFN) and the activation's product (FFN) — 3 FFN-wide values
    # per token for a gated FFN, 2 for a plain one; 16-bit.  Serving stacks prefill a long
    # prompt in chunks (vLLM's chunked prefill, max_num_batched_tokens tokens per step;
    # llama.cpp's -ub micro-batch), so one chunk's worth is live, not the whole prompt's.
    gated = spec is not None and spec.is_transformer and spec.gated_ffn
    width = (
        spec.ffn_width if spec is not None and spec.is_transformer else 4 * (workload.hidden or 0)
    )
    chunk = min(
        float(workload.seq_len or 0),
        constant("prefill_chunk_tokens") if prefill_chunk is None else float(prefill_chunk),
    )
    per_token = 2 * (workload.hidden or 0) + (3 if gated else 2) * width
    prefill = chunk * per_token * 2.0 / work
    logits = (workload.vocab or 0) * 4.0
    per_stream = zeros + logits
    buffers = zeros + dequant_cache
    if engine in LLAMACPP_ENGINES:
        prefill, scores = _llamacpp_buffer(workload, spec, per_token, engine == "llama.cpp")
        prefill, per_stream = prefill + zeros, per_stream + scores
        share = 0.0  # ggml sizes its buffers from the graph: no caching-allocator reserve
    if engine == "vllm":
        # vLLM's pool is its share of the card; its process's CUDA context lies outside it.
        util = constant("vllm_gpu_memory_utilization") if gpu_util is None else gpu_util
        # It refuses to start when the card's free memory is below the pool (no room then).
        # vLLM 0.2.x read the free memory after its profile run: the context and the
        # profile's cached blocks (the allocator's reserve) are inside its pool.
        from_free = "pool_from_free_memory" in quirks
        room = np.where(room * util + context <= room, room * util, 0.0)
        context = context if from_free else 0.0
        # Inside the pool: the working buffers its profile run takes outside PyTorch (cuBLAS
        # and NCCL workspaces), which vLLM subtracts as non_torch_memory.
        buffers = buffers + constant("vllm_non_torch_gib") * GIB
        if "allreduce_inputs_kept" in quirks:
            # Under tensor parallel every all-reduce input of the profile's forward stays
            # reserved: the embedding's and two per layer, each the chunk's full hidden width.
            count = 1.0 + 2.0 * float(workload.layers or 0)
            kept = count * chunk * float(workload.hidden or 0) * 2.0
            buffers = buffers + np.where(n > 1, kept, 0.0)
        # Its profile run also samples max_num_seqs sequences over the whole vocabulary with
        # top-p and top-k on (FP32 logits, their sorted values and int64 indices, the
        # probabilities and log-probabilities), after the forward pass: the larger of the two
        # is the transient its pool leaves room for, on every GPU (logits are not split).
        sampler = (
            constant("vllm_max_num_seqs")
            * float(workload.vocab or 0)
            * constant("vllm_sampler_bytes_per_logit")
        )
        prefill = np.maximum(prefill, sampler) + zeros
        # The pool is sized from the profile run's peak of *allocated* bytes, after the
        # allocator's cache is emptied: no caching-allocator reserve on top (but see above).
        share = share if from_free else 0.0
    return _finish(
        weights / GIB + zeros,
        zeros,
        zeros,
        zeros,
        buffers / GIB,
        per_stream / GIB,
        zeros + prefill / GIB,
        kv / GIB + zeros,
        share,
        context,
        room,
        zeros,
        band,
        strict=engine == "vllm",
    )


def eager_dequant_cache_bytes(spec: ModelSpec | None, workload: Workload) -> float:
    """Bytes the caching allocator keeps after an eager pass whose linears cast each stored
    matrix to a 16-bit copy (:attr:`WeightFormat.eager_dequant`).

    A freed copy stays cached, and the next copy reuses the smallest cached block large
    enough (best fit), so a new segment is taken only when a copy is larger than every one
    before it: in forward order — the fused q/k/v projection, the output projection, the
    FFN's input and output maps, then the output head — each new largest copy adds its
    segment.  From the second layer on every copy fits a cached block; the head, larger
    than any layer matrix, adds its own.  Llama-2 7B: 96 + 250 MiB; Llama 3 8B: 48 + 112 +
    1,002 MiB.
    """
    hidden = float((spec.hidden if spec is not None else None) or workload.hidden or 0)
    vocab = float(workload.vocab or 0)
    sizes: list[float] = []
    if spec is not None and spec.is_transformer and spec.heads:
        q_out = float(spec.heads * spec.hd)
        kv_out = float(spec.kv * spec.hd)
        ffn = float(max(spec.ffn_width, spec.moe_ffn or 0))
        sizes = [hidden * (q_out + 2.0 * kv_out), q_out * hidden, ffn * hidden]
        sizes += [ffn * hidden] * (2 if spec.gated_ffn else 1)
    sizes.append(vocab * hidden)
    cached, largest = 0.0, 0.0
    for size in sizes:
        if size > largest:
            cached, largest = cached + size, size
    return cached * 2.0


def _llamacpp_buffer(
    workload: Workload, spec: ModelSpec | None, per_token: float, flash: bool
) -> tuple[float, float]:
    """llama.cpp's compute buffer per GPU: (bytes for one micro-batch, bytes per stream).

    ggml computes in FP32 and reserves its graph for one micro-batch (``-ub``, 512 tokens);
    its allocator frees each tensor after its last use, so the buffer is the largest set of
    tensors alive at one node, not their sum.  Alive throughout: the attention mask, an FP32
    input of n_kv × n_ubatch (``build_inp_KQ_mask``: ``ggml_new_tensor_2d(GGML_TYPE_F32,
    n_kv, GGML_PAD(n_tokens, GGML_KQ_MASK_PAD))``), with its FP16 cast when FlashAttention is
    on; n_kv is every cached token of every stream (one unified cache).  The peaks: the
    micro-batch's logits or its FFN-wide tensors; and, with FlashAttention off (``-fa off``),
    one layer's attention scores K·Q, one FP32 tensor of n_kv × n_head × n_ubatch (ikawrakow,
    ik_llama.cpp PR #235, 2025-02-28: DeepSeek-R1's 128 heads at 160k tokens and -ub 512
    need 41.9 GB of compute buffer for it alone; slaren, llama.cpp #11332: a smaller -ub or
    flash attention shrink it), softmaxed in place, beside the residual stream, Q, and the
    K·Q·V product with its contiguous copy (four hidden-wide FP32 tensors).  Checked against
    a llama.cpp server log (fedora-copr/logdetective PR #106: Mistral 7B, -fa off: 164 MiB at
    2,048 cells, 2,144 MiB at 32,768).  The buffer is not split over GPUs: llama.cpp splits
    by layers, and each GPU computes whole layers.  Exact for one stream; with several, the
    per-stream share grows linearly from there (conservative when the FFN peak dominates).
    """
    ubatch = constant("llamacpp_ubatch_tokens")
    ffn_peak = ubatch * max(float(workload.vocab or 0), per_token) * 4.0
    mask = float(workload.seq_len or 0) * ubatch * (6.0 if flash else 4.0)
    if flash:
        return ffn_peak, mask
    scores = attention_scores_bytes(workload, spec)
    hidden = float((spec.hidden if spec is not None else None) or workload.hidden or 0)
    q_width = float((spec.heads or 0) * spec.hd) if spec is not None and spec.hidden else hidden
    around_scores = ubatch * (2.0 * hidden + 2.0 * q_width) * 4.0
    # One stream: the larger peak; each further stream adds its scores and mask rows.
    return max(ffn_peak - scores, around_scores), scores + mask


def attention_scores_bytes(workload: Workload, spec: ModelSpec | None = None) -> float:
    """Bytes of one stream's K·Q scores in llama.cpp's compute buffer without FlashAttention:
    its context × the query heads × the micro-batch, FP32."""
    spec = spec if spec is not None else arch_of(workload)
    heads = float((spec.heads if spec is not None else None) or workload.heads or 0)
    return float(workload.seq_len or 0) * heads * constant("llamacpp_ubatch_tokens") * 4.0


def _finish(
    weights: np.ndarray,
    master: np.ndarray,
    grads: np.ndarray,
    opt: np.ndarray,
    gathered: np.ndarray,
    act: np.ndarray,
    act_fixed: np.ndarray,
    kv: np.ndarray,
    share: float | np.ndarray,
    context: float,
    room: np.ndarray,
    host: np.ndarray,
    band: float,
    paged: np.ndarray | None = None,
    grads_after: np.ndarray | None = None,
    head_grad: np.ndarray | None = None,
    step_temp: np.ndarray | None = None,
    *,
    strict: bool = False,
    head_relief: np.ndarray | None = None,
) -> MemoryPlan:
    static = weights + master + grads + opt + gathered
    per_sample = act * (1.0 + share) + kv
    free = room - static - context - act_fixed * (1.0 + share)
    if grads_after is None or head_grad is None or step_temp is None:
        max_batch = _largest_batch(free, per_sample)
    else:
        # Two moments must fit: the activations' peak (with every gradient, or only the
        # head's where they are written as the activations are freed) and the optimizer step
        # (every gradient, the step's temporaries, the allocator's reserve).
        base = weights + master + opt + gathered + context
        fixed = base + act_fixed * (1.0 + share)
        relief = np.zeros_like(weights) if head_relief is None else head_relief
        # Where the gradients come after the activations: the loss's moment (no gradient yet)
        # and the head's (its gradient, less what the loss has freed by then).
        written = np.minimum(
            _largest_batch(room - fixed, per_sample),
            _largest_batch(room - fixed - head_grad, per_sample - relief),
        )
        at_loss = np.where(grads_after, written, _largest_batch(room - fixed - grads, per_sample))
        at_step = _largest_batch(
            room - base - grads - step_temp - act_fixed * share, act * share + kv
        )
        max_batch = np.minimum(at_loss, at_step)
    return MemoryPlan(
        weights=weights,
        master=master,
        grads=grads,
        optimizer=opt,
        gathered=gathered,
        act_per_sample=act,
        act_fixed=act_fixed,
        kv_per_sample=kv,
        allocator_share=share,
        context=context,
        usable=room,
        host=host,
        band=band,
        max_batch=np.minimum(max_batch, 1e9).astype(np.int64),
        paged=np.zeros_like(weights) if paged is None else paged,
        strict=strict,
        grads_after_activations=grads_after,
        head_grad=head_grad,
        step_temp=step_temp,
        head_relief=head_relief,
    )


def _largest_batch(free: np.ndarray, per_sample: np.ndarray) -> np.ndarray:
    """Whole samples that fit in ``free`` GiB at ``per_sample`` GiB each (0 when none)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        batch = np.where(
            per_sample > 0, np.floor(free / np.where(per_sample > 0, per_sample, 1.0)), 1e9
        )
    batch = np.where(free < 0, 0.0, batch)
    return np.where(np.isfinite(batch) & (batch > 0), batch, 0.0)


def plan_generation_memory(
    workload: Workload,
    *,
    bytes_per_value: np.ndarray,
    vram_gb: np.ndarray,
    usable: np.ndarray | None = None,
) -> MemoryPlan:
    """Image generation: 16-bit weights and one forward pass's tensors per image.

    Nothing is kept for a backward pass and there is no optimizer; each GPU holds a
    whole copy of the model (images are independent, so GPUs never split one).
    """
    bpv = np.asarray(bytes_per_value, dtype=float)
    zeros = np.zeros_like(bpv)
    room = usable_gib(None, vram_gb) if usable is None else np.asarray(usable, float)
    weights = (workload.params_total + workload.params_frozen) * np.minimum(bpv, 2.0)
    act = workload.activation_bytes_per_sample(2.0, False) * bpv / 2.0 / GIB
    return _finish(
        weights / GIB + zeros,
        zeros,
        zeros,
        zeros,
        zeros,
        act + zeros,
        zeros,
        zeros,
        constant("allocator_share"),
        constant("cuda_context_gib"),
        room,
        zeros,
        constant("tight_band"),
    )
