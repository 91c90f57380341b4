"""Measure training throughput and peak GPU memory on a real GPU, for the accuracy report.

Runs outside dlbox (it needs PyTorch, transformers, peft and torchvision, which dlbox does
not depend on): each experiment builds a model from its published shape
(``data/models/models.csv``) with random weights — no download — trains a few steps on
random tokens or images and writes one JSON line: the settings, the PyTorch peak memory
(``max_memory_allocated`` / ``max_memory_reserved``, reset after the model is built), what
the device reported in use at the end, and the throughput over the timed steps.

Each experiment runs in its own process, so one peak never leaks into the next.

    python tools/measure_gpu.py --out results.jsonl            # every experiment
    python tools/measure_gpu.py --out results.jsonl --only l8b_lora_qv_b2_ckpt
    python tools/measure_gpu.py --list
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

MODELS_CSV = Path(__file__).resolve().parent.parent / "data" / "models" / "models.csv"
GIB = 1024**3


@dataclass(frozen=True)
class Experiment:
    name: str
    kind: str  # llm, resnet50 (any torchvision CNN), bert_mlm, gpt2, decode, probes
    model: str = ""
    mode: str = "full_mixed"  # full_mixed, full_bf16, lora
    batch: int = 1
    seq: int = 2048
    checkpointing: bool = False
    lora_rank: int = 8
    lora_dropout: float = 0.0
    lora_targets: tuple[str, ...] = ("q_proj", "v_proj")
    compiled: bool = False
    steps: int = 8
    warmup: int = 3
    extra: dict[str, Any] = field(default_factory=dict)


ALL_LINEAR = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
GPT2_MEDIUM = {"n_layer": 24, "n_embd": 1024, "n_head": 16, "vocab_size": 50257}


# Kinds run many times with the same settings; these name only what differs per run.
def _lora_all(
    name: str,
    model: str,
    batch: int,
    *,
    kind: str = "llm",
    seq: int = 2048,
    dropout: float = 0.05,
    checkpointing: bool = False,
    compiled: bool = False,
) -> Experiment:
    """LoRA r16 on every linear of the decoder."""
    return Experiment(
        name,
        kind,
        model,
        "lora",
        batch,
        seq,
        checkpointing=checkpointing,
        lora_rank=16,
        lora_dropout=dropout,
        lora_targets=ALL_LINEAR,
        compiled=compiled,
    )


def _moe_lora(
    name: str, model: str, batch: int, *, kind: str = "llm", checkpointing: bool = True
) -> Experiment:
    """LoRA r8 on q and v of a mixture-of-experts model at 2,048 tokens, transformers 5's
    default experts path (grouped_mm), as set 12's ``q3moe_lora_qv_b2_ckpt``."""
    return Experiment(name, kind, model, "lora", batch, checkpointing=checkpointing)


def _cnn(
    name: str, batch: int, steps: int = 15, compiled: bool = False, **extra: Any
) -> Experiment:
    """A torchvision CNN (ResNet-50 unless ``arch`` says otherwise) on 224 x 224 images."""
    return Experiment(
        name, "resnet50", batch=batch, seq=0, steps=steps, compiled=compiled, extra=extra
    )


def _gpt2(name: str, batch: int, steps: int, compiled: bool = False, **extra: Any) -> Experiment:
    """A GPT-2 (124M unless the extra shape says otherwise) at 1,024 tokens."""
    return Experiment(
        name, "gpt2", batch=batch, seq=1024, steps=steps, compiled=compiled, extra=extra
    )


def _decode(name: str, model: str, batch: int, context: int, **extra: Any) -> Experiment:
    """64 greedy tokens after a ``context``-token prompt."""
    return Experiment(name, "decode", model, batch=batch, seq=context, steps=64, extra=extra)


EXPERIMENTS: tuple[Experiment, ...] = (
    Experiment("l1b_full_mixed_b4", "llm", "llama-3.2-1b", "full_mixed", batch=4),
    Experiment(
        "l1b_full_mixed_b8_ckpt", "llm", "llama-3.2-1b", "full_mixed", 8, checkpointing=True
    ),
    Experiment("l3b_full_bf16_b4_ckpt", "llm", "llama-3.2-3b", "full_bf16", 4, checkpointing=True),
    Experiment("l8b_lora_qv_b2_ckpt", "llm", "llama-3.1-8b", "lora", 2, checkpointing=True),
    Experiment("l8b_lora_qv_b1", "llm", "llama-3.1-8b", "lora", 1),
    _lora_all("l8b_lora_all_b4_ckpt", "llama-3.1-8b", 4, checkpointing=True),
    _lora_all("l8b_lora_all_b8_ckpt", "llama-3.1-8b", 8, checkpointing=True),
    Experiment("q7b_lora_qv_b2_ckpt", "llm", "qwen2.5-7b", "lora", 2, checkpointing=True),
    _cnn("resnet50_amp_b256", 256),
    Experiment("bert_large_mlm128_b64", "bert_mlm", "bert-large", batch=64, seq=128, steps=15),
    _gpt2("gpt2_124m_b16", 16, 15),
    # Second set, predicted and committed before it ran (held out).
    _lora_all("l1b_lora_all_b8", "llama-3.2-1b", 8, dropout=0.1),
    Experiment(
        "l3b_full_mixed_b2_ckpt", "llm", "llama-3.2-3b", "full_mixed", 2, checkpointing=True
    ),
    _lora_all("q7b_lora_all_b4_ckpt", "qwen2.5-7b", 4, checkpointing=True),
    Experiment(
        "m7b_lora_qv_b4_s4096_ckpt", "llm", "mistral-7b", "lora", 4, 4096, checkpointing=True
    ),
    Experiment("l8b_full_bf16_b1_ckpt", "llm", "llama-3.1-8b", "full_bf16", 1, checkpointing=True),
    Experiment(
        "l1b_full_bf16_b16_s1024_ckpt",
        "llm",
        "llama-3.2-1b",
        "full_bf16",
        16,
        1024,
        checkpointing=True,
    ),
    _lora_all("l8b_lora_all_b2", "llama-3.1-8b", 2),
    # Third set (speed and memory), predicted and committed before it ran (held out).
    _lora_all("l2_7b_lora_all_b2_ckpt", "llama-2-7b", 2, checkpointing=True),
    Experiment("l3b_lora_qv_b4", "llm", "llama-3.2-3b", "lora", 4),
    Experiment("phi3_full_bf16_b2_ckpt", "llm", "phi-3-mini", "full_bf16", 2, checkpointing=True),
    Experiment("q7b_lora_qv_b1", "llm", "qwen2.5-7b", "lora", 1),
    _lora_all(
        "l8b_lora_all_b2_s4096_ckpt", "llama-3.1-8b", 2, seq=4096, dropout=0.1, checkpointing=True
    ),
    Experiment("l1b_full_mixed_b8_s1024", "llm", "llama-3.2-1b", "full_mixed", 8, 1024),
    # Fourth set: GPT-2 medium with its 50,257-word vocabulary and padded to 50,304
    # (a multiple of 8), predicted and committed before it ran.
    _gpt2("gpt2_medium_b8", 8, 12, **GPT2_MEDIUM),
    _gpt2("gpt2_medium_padded_b8", 8, 12, **{**GPT2_MEDIUM, "vocab_size": 50304}),
    # Fifth set: a second CNN (eager and compiled) and Hugging Face eager decoding,
    # predicted and committed before it ran.
    _cnn("vgg16_amp_b128", 128, arch="vgg16"),
    _cnn("vgg16_amp_b128_compiled", 128, compiled=True, arch="vgg16"),
    _decode("decode_l8b_b1_ctx2048", "llama-3.1-8b", 1, 2048),
    _decode("decode_l1b_b1_ctx2048", "llama-3.2-1b", 1, 2048),
    # Sixth set: the terms added without a GPU (CNN memory layout, eager activation kernels,
    # eager decoding's host dispatch, gradient accumulation) on configurations not yet run,
    # predicted and committed before it runs (set6-predicted.json).
    _cnn("resnet50_amp_b256_nchw", 256, memory_format="nchw"),
    _cnn("resnet50_amp_b128", 128),
    _cnn("vgg16_amp_b128_nchw", 128, arch="vgg16", memory_format="nchw"),
    _gpt2("gpt2_124m_tanh_b16", 16, 15, activation_function="gelu_pytorch_tanh"),
    _gpt2("gpt2_medium_tanh_b8", 8, 12, **GPT2_MEDIUM, activation_function="gelu_pytorch_tanh"),
    _gpt2("gpt2_medium_b4", 4, 15, **GPT2_MEDIUM),
    _decode("decode_l3b_b1_ctx2048", "llama-3.2-3b", 1, 2048),
    _decode("decode_l3b_b4_ctx2048", "llama-3.2-3b", 4, 2048),
    _decode("decode_q7b_b1_ctx2048", "qwen2.5-7b", 1, 2048),
    _decode("decode_q7b_b4_ctx2048", "qwen2.5-7b", 4, 2048),
    Experiment("l1b_full_mixed_b2_s1024", "llm", "llama-3.2-1b", "full_mixed", 2, 1024, steps=12),
    Experiment(
        "l1b_full_mixed_b2_s1024_ga4",
        "llm",
        "llama-3.2-1b",
        "full_mixed",
        2,
        1024,
        steps=6,
        warmup=2,
        extra={"grad_accum": 4},
    ),
    _cnn("resnet50_amp_b128_nchw_compiled", 128, compiled=True, memory_format="nchw"),
    # Seventh set: configurations no earlier set ran (decode at batch 16 and 64, a 14B
    # model, GPT-2 XL, BERT-base at 512 tokens, LoRA on all linears of a 3B model and on a
    # 14B model, a 1B full bf16 fine-tune at 4,096 tokens, ResNet-50 at batch 64), predicted
    # and committed before it runs (set7-predicted.json).
    _decode("decode_l8b_b16_ctx1024", "llama-3.1-8b", 16, 1024),
    _decode("decode_l8b_b64_ctx512", "llama-3.1-8b", 64, 512),
    _decode("decode_q14b_b1_ctx1024", "qwen2.5-14b", 1, 1024),
    _gpt2("gpt2_xl_b4", 4, 10, n_layer=48, n_embd=1600, n_head=25, vocab_size=50257),
    Experiment("bert_base_mlm512_b32", "bert_mlm", "bert-base", batch=32, seq=512, steps=12),
    _lora_all("l3b_lora_all_b4_ckpt", "llama-3.2-3b", 4, checkpointing=True),
    Experiment("q14b_lora_qv_b1_ckpt", "llm", "qwen2.5-14b", "lora", 1, checkpointing=True),
    Experiment("l1b_full_bf16_b2_s4096", "llm", "llama-3.2-1b", "full_bf16", 2, 4096),
    _cnn("resnet50_amp_b64", 64, steps=20),
    # Eighth set: cuDNN's autotuner on (NCHW and channels-last ResNet-50), decoder layers
    # compiled as torchtune does (1B full bf16, 3B full bf16, 8B LoRA on every linear with
    # checkpointing), BERT-base at 128 tokens and eager decoding at a 6,144-token context,
    # predicted and committed before it runs (set8-predicted.json).
    _cnn("resnet50_amp_b256_nchw_cudnnbench", 256, memory_format="nchw", cudnn_benchmark=True),
    _cnn("resnet50_amp_b256_cudnnbench", 256, cudnn_benchmark=True),
    Experiment("bert_base_mlm128_b128", "bert_mlm", "bert-base", batch=128, seq=128, steps=15),
    Experiment("l1b_full_bf16_b4_compiled", "llm", "llama-3.2-1b", "full_bf16", 4, compiled=True),
    Experiment("l3b_full_bf16_b2_compiled", "llm", "llama-3.2-3b", "full_bf16", 2, compiled=True),
    _lora_all(
        "l8b_lora_all_b2_ckpt_compiled",
        "llama-3.1-8b",
        2,
        dropout=0.0,
        checkpointing=True,
        compiled=True,
    ),
    _decode("decode_l8b_b1_ctx6144", "llama-3.1-8b", 1, 6144),
    # Ninth set: checks of that evening's terms on configurations not yet run — NCHW
    # ResNet-50 under FP16 autocast (cuDNN's batch norm) and bf16 at batch 128, BERT-large
    # masked-LM at 512 tokens — predicted and committed before it runs (set9-predicted.json).
    _cnn("resnet50_fp16_b256_nchw", 256, memory_format="nchw", autocast="fp16"),
    _cnn("resnet50_fp16_b256", 256, autocast="fp16"),
    _cnn("resnet50_amp_b128_nchw", 128, memory_format="nchw"),
    Experiment("bert_large_mlm512_b16", "bert_mlm", "bert-large", batch=16, seq=512, steps=12),
    Experiment("bert_base_mlm128_b256", "bert_mlm", "bert-base", batch=256, seq=128, steps=15),
    # Tenth set (one H200): set 9's runs on another GPU, Llama 3.2 1B full bf16 at long
    # sequences with each SDPA backend forced (flash, memory-efficient, cuDNN, and PyTorch's
    # own choice), and HF generate at batch 8 after 4,096 tokens — predicted and committed
    # before it runs (set10-predicted.json).
    *(
        Experiment(
            f"l1b_full_bf16_b1_s16384_{backend}",
            "llm",
            "llama-3.2-1b",
            "full_bf16",
            1,
            16384,
            steps=6,
            extra={"sdpa_backend": backend},
        )
        for backend in ("flash", "efficient", "cudnn", "default")
    ),
    *(
        Experiment(
            f"l1b_full_bf16_b4_s4096_{backend}",
            "llm",
            "llama-3.2-1b",
            "full_bf16",
            4,
            4096,
            steps=6,
            extra={"sdpa_backend": backend},
        )
        for backend in ("flash", "efficient")
    ),
    # PyTorch's memory-efficient kernel takes no grouped K/V (enable_gqa): these repeat
    # K and V to every head first, as transformers did before it passed enable_gqa.
    *(
        Experiment(
            f"l1b_full_bf16_b{batch}_s{seq}_{backend}_repeatkv",
            "llm",
            "llama-3.2-1b",
            "full_bf16",
            batch,
            seq,
            steps=6,
            extra={"sdpa_backend": backend, "gqa": "repeat"},
        )
        for batch, seq, backend in (
            (1, 16384, "efficient"),
            (4, 4096, "efficient"),
            (1, 16384, "flash"),
        )
    ),
    _decode("decode_l8b_b8_ctx4096", "llama-3.1-8b", 8, 4096),
    # Twelfth set (one H200): mixture-of-experts models (Qwen3 30B-A3B, Mixtral 8x7B) decoded
    # with transformers 5's default grouped GEMM over the routed tokens and, once, with the
    # per-expert loop transformers 4 ran; LoRA on a MoE model; the dense Qwen3 8B (q/k
    # norms); a 14B full bf16 fine-tune near the H200's memory — predicted and committed
    # before it runs (set12-predicted.json).
    _decode("decode_q3moe_b1_ctx1024", "qwen3-30b-a3b", 1, 1024),
    _decode("decode_q3moe_b1_ctx1024_eagerexperts", "qwen3-30b-a3b", 1, 1024, experts="eager"),
    _decode("decode_q3moe_b16_ctx1024", "qwen3-30b-a3b", 16, 1024),
    _decode("decode_mixtral_b1_ctx1024", "mixtral-8x7b", 1, 1024),
    _decode("decode_q3_8b_b1_ctx2048", "qwen3-8b", 1, 2048),
    Experiment("q3moe_lora_qv_b2_ckpt", "llm", "qwen3-30b-a3b", "lora", 2, checkpointing=True),
    Experiment("q14b_full_bf16_b1_ckpt", "llm", "qwen2.5-14b", "full_bf16", 1, checkpointing=True),
    # Eager twins of set 8's compiled runs (same machine, same settings, not compiled): what
    # compiling the layers changes in speed and peak memory.  Diagnostics, not held-out rows.
    Experiment("l1b_full_bf16_b4", "llm", "llama-3.2-1b", "full_bf16", 4),
    Experiment("l3b_full_bf16_b2", "llm", "llama-3.2-3b", "full_bf16", 2),
    _lora_all("l8b_lora_all_b2_ckpt", "llama-3.1-8b", 2, dropout=0.0, checkpointing=True),
    # Probes of single terms (bytes kept per value), not whole runs.
    Experiment("probe_loss_hf", "loss_probe", "llama-3.1-8b", batch=4, seq=2048),
    Experiment(
        "probe_loss_shifted",
        "loss_probe",
        "llama-3.1-8b",
        batch=4,
        seq=2048,
        extra={"style": "shifted"},
    ),
    Experiment("probe_layer_full", "layer_probe", "llama-3.1-8b", "full_bf16", batch=2, seq=2048),
    Experiment("probe_layer_frozen", "layer_probe", "llama-3.1-8b", "frozen", batch=2, seq=2048),
    _lora_all("probe_layer_lora_all", "llama-3.1-8b", 2, kind="layer_probe"),
    # Where a step's time goes (forward, backward, optimizer), with and without adapters.
    Experiment("phases_l8b_frozen_b1", "phases", "llama-3.1-8b", "frozen", 1),
    Experiment("phases_l8b_lora_qv_b1", "phases", "llama-3.1-8b", "lora", 1),
    _lora_all("phases_l8b_lora_all_b1", "llama-3.1-8b", 1, kind="phases"),
    _lora_all("phases_l8b_lora_all_nodrop_b1", "llama-3.1-8b", 1, kind="phases", dropout=0.0),
    Experiment("phases_l3b_full_bf16_b2", "phases", "llama-3.2-3b", "full_bf16", 2),
    # Where set 12's MoE LoRA step goes (forward, backward, optimizer, kernels).
    Experiment(
        "phases_q3moe_lora_qv_b2_ckpt", "phases", "qwen3-30b-a3b", "lora", 2, checkpointing=True
    ),
    Experiment(
        "phases_l8b_lora_qv_b2_ckpt", "phases", "llama-3.1-8b", "lora", 2, checkpointing=True
    ),
    _cnn("resnet50_amp_b256_compiled", 256, compiled=True),
    _gpt2("gpt2_124m_b16_compiled", 16, 15, compiled=True),
    # Mixture-of-experts LoRA training of other shapes than set 12's (proposed for own set
    # 13, to judge the routed rows' kernel rates and the grouped GEMMs' tile padding out of
    # source): rows per expert from 128 to 1,024, with and without checkpointing, 8 to 128
    # experts, a shared expert; each well under a minute on one H200.
    _moe_lora("q3moe_lora_qv_b1_ckpt", "qwen3-30b-a3b", 1),
    _moe_lora("q3moe_lora_qv_b4_ckpt", "qwen3-30b-a3b", 4),
    _moe_lora("q3moe_lora_qv_b2", "qwen3-30b-a3b", 2, checkpointing=False),
    _moe_lora("mixtral_lora_qv_b1_ckpt", "mixtral-8x7b", 1),
    _moe_lora("olmoe_lora_qv_b4_ckpt", "olmoe-1b-7b", 4),
    _moe_lora("q15moe_lora_qv_b2_ckpt", "qwen1.5-moe-a2.7b", 2),
    # Their kernel profiles, where a shape differs most from set 12's.
    _moe_lora("phases_q3moe_lora_qv_b1_ckpt", "qwen3-30b-a3b", 1, kind="phases"),
    _moe_lora("phases_mixtral_lora_qv_b1_ckpt", "mixtral-8x7b", 1, kind="phases"),
    _moe_lora("phases_olmoe_lora_qv_b4_ckpt", "olmoe-1b-7b", 4, kind="phases"),
    # Own set 14: the same models without checkpointing, where every MoE layer keeps its
    # routed rows' tensors for the backward (the peak set 13's unchecked Qwen3 run missed).
    _moe_lora("q3moe_lora_qv_b1", "qwen3-30b-a3b", 1, checkpointing=False),
    _moe_lora("mixtral_lora_qv_b1", "mixtral-8x7b", 1, checkpointing=False),
    _moe_lora("olmoe_lora_qv_b4", "olmoe-1b-7b", 4, checkpointing=False),
    _moe_lora("q15moe_lora_qv_b2", "qwen1.5-moe-a2.7b", 2, checkpointing=False),
)


def _model_row(model_id: str) -> dict[str, str]:
    with MODELS_CSV.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            if row["id"] == model_id:
                return row
    raise KeyError(model_id)


def _hf_config(model_id: str) -> Any:
    import transformers

    row = _model_row(model_id)
    shape = dict(
        hidden_size=int(row["hidden"]),
        intermediate_size=int(row["ffn"]),
        num_hidden_layers=int(row["layers"]),
        num_attention_heads=int(row["heads"]),
        num_key_value_heads=int(row["kv_heads"]),
        vocab_size=int(row["vocab"]),
        tie_word_embeddings=row["tied_embeddings"] == "true",
        max_position_embeddings=8192,
    )
    if model_id.startswith("qwen2"):
        return transformers.Qwen2Config(**shape)
    head_dim = int(row["head_dim"])
    if model_id.startswith("qwen3") and row["experts"]:
        # Qwen3-30B-A3B's config.json: every layer sparse, top-k weights renormalised.
        return transformers.Qwen3MoeConfig(
            head_dim=head_dim,
            num_experts=int(row["experts"]),
            num_experts_per_tok=int(row["experts_active"]),
            moe_intermediate_size=int(row["moe_ffn"]),
            norm_topk_prob=True,
            **shape,
        )
    if model_id.startswith("qwen3"):
        return transformers.Qwen3Config(head_dim=head_dim, **shape)
    if model_id.startswith("olmoe"):
        # OLMoE's config.json names the expert width intermediate_size; top-k weights are
        # not renormalised.
        return transformers.OlmoeConfig(
            num_experts=int(row["experts"]),
            num_experts_per_tok=int(row["experts_active"]),
            norm_topk_prob=False,
            **{**shape, "intermediate_size": int(row["moe_ffn"])},
        )
    if model_id.startswith("qwen1.5-moe"):
        # Qwen1.5-MoE-A2.7B's config.json: every layer sparse, one shared expert as wide as
        # shared_experts routed ones, behind its sigmoid gate.
        return transformers.Qwen2MoeConfig(
            num_experts=int(row["experts"]),
            num_experts_per_tok=int(row["experts_active"]),
            moe_intermediate_size=int(row["moe_ffn"]),
            shared_expert_intermediate_size=int(row["shared_experts"]) * int(row["moe_ffn"]),
            norm_topk_prob=False,
            **shape,
        )
    if model_id.startswith("mixtral"):
        return transformers.MixtralConfig(
            head_dim=head_dim,
            num_local_experts=int(row["experts"]),
            num_experts_per_tok=int(row["experts_active"]),
            **shape,
        )
    return transformers.LlamaConfig(head_dim=head_dim, **shape)


def _experts(exp: Experiment) -> dict[str, Any]:
    """``experts_implementation`` for from_config where the run names one (MoE models):
    transformers 5 defaults to ``grouped_mm`` (one grouped GEMM over the routed tokens);
    ``eager`` is the loop over the experts a batch hits that transformers 4 ran."""
    chosen = exp.extra.get("experts")
    return {} if chosen is None else {"experts_implementation": chosen}


def _experts_used(model: Any) -> str | None:
    """The experts implementation transformers resolved (None for a dense model)."""
    config = model.config
    if getattr(config, "num_experts", None) is None and not getattr(
        config, "num_local_experts", None
    ):
        return None
    return getattr(config, "_experts_implementation", None)


def _causal_lm(exp: Experiment) -> tuple[Any, list[Any], dict[str, Any]]:
    import torch
    import transformers

    config = _hf_config(exp.model)
    dtype = torch.float32 if exp.mode == "full_mixed" else torch.bfloat16
    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(
            config, dtype=dtype, attn_implementation="sdpa", **_experts(exp)
        )
    info: dict[str, Any] = {"params": sum(p.numel() for p in model.parameters())}
    info["experts_implementation"] = _experts_used(model)
    if exp.checkpointing:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.config.use_cache = False
    if exp.mode == "lora":
        import peft

        model = peft.get_peft_model(model, _lora_config(exp, task_type="CAUSAL_LM"))
        adapter = next(p for n, p in model.named_parameters() if "lora_A" in n)
        info["adapter_dtype"] = str(adapter.dtype)
    model.train()
    trainable = [p for p in model.parameters() if p.requires_grad]
    info["trainable"] = sum(p.numel() for p in trainable)
    return model, trainable, info


def _lora_config(exp: Experiment, **more: Any) -> Any:
    """The experiment's adapter; alpha is twice the rank, as in every run so far."""
    import peft

    return peft.LoraConfig(
        r=exp.lora_rank,
        lora_alpha=2 * exp.lora_rank,
        lora_dropout=exp.lora_dropout,
        target_modules=list(exp.lora_targets),
        **more,
    )


def _run_llm(exp: Experiment) -> dict[str, Any]:
    import torch

    model, trainable, info = _causal_lm(exp)
    if exp.compiled:
        _compile_layers(model)
    optimizer = torch.optim.AdamW(trainable, lr=1e-5)
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (exp.batch, exp.seq), device="cuda")
    accum = _grad_accum(exp)

    attention = _sdpa_backend(exp)
    if _choice(exp, "gqa", "native", "repeat") == "repeat":
        from transformers.integrations import sdpa_attention

        sdpa_attention.use_gqa_in_sdpa = lambda *args, **kwargs: False
    info["sdpa_default_choice"] = _sdpa_default_choice(model.config, exp)

    def step() -> None:
        # One optimizer step over ``accum`` micro-batches, each loss scaled as Trainer does.
        for _ in range(accum):
            with attention(), torch.autocast("cuda", dtype=torch.bfloat16):
                loss = model(input_ids=ids, labels=ids).loss
            (loss / accum).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return {**info, **_timed(exp, step, exp.batch * exp.seq * accum, "tokens/s")}


def _sdpa_backend(exp: Experiment) -> Any:
    """A context forcing the SDPA kernel ``exp.extra["sdpa_backend"]``, or PyTorch's choice.

    A forced backend that cannot run the call raises, so a run never silently times
    another kernel than the one it names."""
    import contextlib

    from torch.nn.attention import SDPBackend, sdpa_kernel

    name = str(exp.extra.get("sdpa_backend", "default"))
    backends = {
        "flash": SDPBackend.FLASH_ATTENTION,
        "efficient": SDPBackend.EFFICIENT_ATTENTION,
        "cudnn": SDPBackend.CUDNN_ATTENTION,
        "math": SDPBackend.MATH,
    }
    if name == "default":
        return contextlib.nullcontext
    if name not in backends:
        raise ValueError(f"{exp.name}: sdpa_backend must be one of {sorted(backends)}, got {name}")
    return lambda: sdpa_kernel(backends[name])


def _sdpa_default_choice(config: Any, exp: Experiment) -> str:
    """The kernel PyTorch itself would pick for this model's causal attention (a record)."""
    import torch

    heads = config.num_attention_heads
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // heads
    q = torch.empty(exp.batch, heads, exp.seq, head_dim, device="cuda", dtype=torch.bfloat16)
    try:
        choice = torch._fused_sdp_choice(q, q, q, is_causal=True)
        return torch.nn.attention.SDPBackend(choice).name
    except Exception as error:  # a private call: record why, never fail the run
        return f"unknown ({error.__class__.__name__})"


def _compile_layers(model: Any) -> None:
    """torch.compile each decoder layer in place, as torchtune's ``compile: True`` does.

    Identical layers share one compiled graph, so a 32-layer model compiles about as fast as
    one layer; embedding, head and loss stay eager.
    """
    import torch

    layers = next(
        m
        for n, m in model.named_modules()
        if n.endswith("layers") and isinstance(m, torch.nn.ModuleList)
    )
    for layer in layers:
        layer.compile()


def _grad_accum(exp: Experiment) -> int:
    accum = int(exp.extra.get("grad_accum", 1))
    if accum < 1:
        raise ValueError(f"{exp.name}: grad_accum must be a whole number >= 1, got {accum}")
    return accum


def _choice(exp: Experiment, key: str, default: str, other: str) -> str:
    """``exp.extra[key]``, one of two spellings: a typo fails the run, never runs the default."""
    value = str(exp.extra.get(key, default))
    if value not in (default, other):
        raise ValueError(f"{exp.name}: {key} must be {default} or {other}, got {value}")
    return value


def _channels_last(exp: Experiment) -> bool:
    """True unless the experiment asks for PyTorch's default NCHW layout."""
    return _choice(exp, "memory_format", "channels_last", "nchw") == "channels_last"


def _run_resnet50(exp: Experiment) -> dict[str, Any]:
    import torch
    import torchvision

    arch = str(exp.extra.get("arch", "resnet50"))
    # cuDNN's autotuner, off unless asked (NVIDIA's DLE ConvNets turn it on).
    torch.backends.cudnn.benchmark = bool(exp.extra.get("cudnn_benchmark", False))
    # channels_last unless asked for NCHW (torch.contiguous_format, PyTorch's default).
    layout = torch.channels_last if _channels_last(exp) else torch.contiguous_format
    model = getattr(torchvision.models, arch)().cuda().to(memory_format=layout)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-5)
    images = torch.randn(exp.batch, 3, 224, 224, device="cuda").to(memory_format=layout)
    labels = torch.randint(0, 1000, (exp.batch,), device="cuda")
    loss_fn = torch.nn.CrossEntropyLoss()
    net = torch.compile(model) if exp.compiled else model
    # bf16 autocast unless asked for FP16 (torch.amp with a GradScaler, as DLE's AMP runs).
    fp16 = _autocast_fp16(exp)
    dtype = torch.float16 if fp16 else torch.bfloat16
    scaler = torch.amp.GradScaler("cuda", enabled=fp16)

    def step() -> None:
        with torch.autocast("cuda", dtype=dtype):
            loss = loss_fn(net(images), labels)
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad(set_to_none=True)

    return _timed(exp, step, exp.batch, "images/s")


def _autocast_fp16(exp: Experiment) -> bool:
    """True when the experiment asks for FP16 autocast (default: bf16)."""
    return _choice(exp, "autocast", "bf16", "fp16") == "fp16"


def _run_bert_mlm(exp: Experiment) -> dict[str, Any]:
    import torch
    import transformers

    row = _model_row(exp.model)
    config = transformers.BertConfig(
        vocab_size=int(row["vocab"]),
        hidden_size=int(row["hidden"]),
        num_hidden_layers=int(row["layers"]),
        num_attention_heads=int(row["heads"]),
        intermediate_size=int(row["ffn"]),
    )
    with torch.device("cuda"):
        model = transformers.BertForMaskedLM(config)
    model.train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    ids = torch.randint(0, config.vocab_size, (exp.batch, exp.seq), device="cuda")
    # The output projection runs on the masked 15 % only, as the reference BERT code does.
    masked = torch.rand(exp.batch, exp.seq, device="cuda") < 0.15

    def step() -> None:
        with torch.autocast("cuda", dtype=torch.bfloat16):
            hidden = model.bert(input_ids=ids).last_hidden_state
            logits = model.cls(hidden[masked])
            loss = torch.nn.functional.cross_entropy(logits.float(), ids[masked])
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return _timed(exp, step, exp.batch, "sequences/s")


def _run_gpt2(exp: Experiment) -> dict[str, Any]:
    import torch
    import transformers

    # activation_function: transformers' GPT-2 default is gelu_new; gelu_pytorch_tanh is
    # the same curve in one fused kernel.
    keys = ("n_layer", "n_embd", "n_head", "vocab_size", "activation_function")
    shape = {k: v for k, v in exp.extra.items() if k in keys}
    config = transformers.GPT2Config(n_positions=exp.seq, **shape)
    with torch.device("cuda"):
        model = transformers.GPT2LMHeadModel(config)
    model.train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    ids = torch.randint(0, config.vocab_size, (exp.batch, exp.seq), device="cuda")
    net = torch.compile(model) if exp.compiled else model

    def step() -> None:
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = net(input_ids=ids, labels=ids).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    return _timed(exp, step, exp.batch * exp.seq, "tokens/s")


def _run_decode(exp: Experiment) -> dict[str, Any]:
    """Hugging Face generate, greedy, batch ``exp.batch``: tokens/s after a ``exp.seq`` prompt.

    Decode time is the difference between generating ``steps`` + 1 tokens and one token
    (the prefill), so the prompt's prefill is not counted."""
    import torch
    import transformers

    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(
            _hf_config(exp.model), dtype=torch.bfloat16, attn_implementation="sdpa", **_experts(exp)
        )
    model.eval()
    experts = _experts_used(model)
    ids = torch.randint(0, model.config.vocab_size, (exp.batch, exp.seq), device="cuda")
    mask = torch.ones_like(ids)

    def generate(new: int) -> float:
        torch.cuda.synchronize()
        start = time.perf_counter()
        greedy_generate(model, ids, mask, new)
        torch.cuda.synchronize()
        return time.perf_counter() - start

    generate(8)  # warm-up
    prefill = min(generate(1) for _ in range(2))
    full = min(generate(exp.steps + 1) for _ in range(2))
    decode_s = (full - prefill) / exp.steps
    return {
        "prefill_s": prefill,
        "decode_s_per_token": decode_s,
        "throughput": exp.batch / decode_s,
        "unit": "tokens/s",
        "peak_allocated_gib": torch.cuda.max_memory_allocated() / GIB,
        "experts_implementation": experts,
    }


def greedy_generate(model: Any, ids: Any, mask: Any, new: int) -> None:
    """Exactly ``new`` greedy tokens after the prompt ``ids`` (Hugging Face generate)."""
    import torch

    with torch.no_grad():
        model.generate(
            input_ids=ids,
            attention_mask=mask,
            max_new_tokens=new,
            min_new_tokens=new,
            do_sample=False,
            pad_token_id=0,
        )


def _timed(exp: Experiment, step: Any, units_per_step: int, unit: str) -> dict[str, Any]:
    import torch

    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    resident = torch.cuda.memory_allocated()
    for _ in range(exp.warmup):
        step()
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(exp.steps):
        step()
    torch.cuda.synchronize()
    seconds = time.perf_counter() - start
    free, total = torch.cuda.mem_get_info()
    return {
        "resident_before_gib": resident / GIB,
        "peak_allocated_gib": torch.cuda.max_memory_allocated() / GIB,
        "peak_reserved_gib": torch.cuda.max_memory_reserved() / GIB,
        "device_used_gib": (total - free) / GIB,
        "step_s": seconds / exp.steps,
        "throughput": units_per_step * exp.steps / seconds,
        "unit": unit,
    }


def _probe_loss(exp: Experiment) -> dict[str, Any]:
    """Bytes per logit the causal-LM loss holds beyond its 16-bit input, forward and backward."""
    import torch

    row = _model_row(exp.model)
    tokens, hidden, vocab = exp.batch * exp.seq, int(row["hidden"]), int(row["vocab"])
    x = torch.randn(exp.batch, exp.seq, hidden, device="cuda", dtype=torch.bfloat16)
    x.requires_grad_(True)
    weight = torch.randn(vocab, hidden, device="cuda", dtype=torch.bfloat16) * 0.02
    labels = torch.randint(0, vocab, (exp.batch, exp.seq), device="cuda")
    result: dict[str, Any] = {}
    for _ in range(2):  # the second pass is measured (the first warms the allocator)
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            logits = torch.nn.functional.linear(x, weight)
            if exp.extra.get("style") == "shifted":
                # transformers before the loss moved out of the model: FP32 logits returned,
                # then a shifted contiguous copy for the loss.
                logits = logits.float()
                shifted = logits[..., :-1, :].contiguous()
                loss = torch.nn.functional.cross_entropy(
                    shifted.view(-1, vocab), labels[..., 1:].reshape(-1)
                )
            else:
                from transformers.loss.loss_utils import ForCausalLMLoss

                loss = ForCausalLMLoss(logits, labels, vocab_size=vocab)
        torch.cuda.synchronize()
        forward_peak = torch.cuda.max_memory_allocated() - base
        alive_after_forward = torch.cuda.memory_allocated() - base
        loss.backward()
        torch.cuda.synchronize()
        peak = torch.cuda.max_memory_allocated() - base
        del logits, loss
        x.grad = None
        if exp.extra.get("style") == "shifted":
            del shifted
        per = float(tokens * vocab)
        result = {
            "tokens": tokens,
            "vocab": vocab,
            "forward_peak_bytes_per_logit": forward_peak / per,
            "alive_after_forward_bytes_per_logit": alive_after_forward / per,
            "peak_bytes_per_logit": peak / per,
        }
    return result


def _probe_layer(exp: Experiment) -> dict[str, Any]:
    """Bytes per token per hidden value one decoder layer keeps for its backward."""
    import torch
    import transformers
    from transformers.models.llama import modeling_llama

    config = _hf_config(exp.model)
    config._attn_implementation = "sdpa"
    with torch.device("cuda"):
        layer = modeling_llama.LlamaDecoderLayer(config, layer_idx=0).to(torch.bfloat16)
        rotary = modeling_llama.LlamaRotaryEmbedding(config)
    if exp.mode == "frozen" or exp.mode == "lora":
        layer.requires_grad_(False)
    if exp.mode == "lora":
        import peft

        layer = peft.inject_adapter_in_model(_lora_config(exp), layer)
    layer.train()
    hidden = int(config.hidden_size)
    x = torch.randn(exp.batch, exp.seq, hidden, device="cuda", dtype=torch.bfloat16)
    x.requires_grad_(True)
    positions = torch.arange(exp.seq, device="cuda").unsqueeze(0).expand(exp.batch, -1)
    cos_sin = rotary(x, positions)
    result: dict[str, Any] = {"transformers": transformers.__version__}
    for _ in range(2):
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            out = layer(x, position_embeddings=cos_sin, position_ids=positions)
        out = out[0] if isinstance(out, tuple) else out
        torch.cuda.synchronize()
        kept = torch.cuda.memory_allocated() - base - out.numel() * out.element_size()
        forward_peak = torch.cuda.max_memory_allocated() - base
        out.float().sum().backward()
        torch.cuda.synchronize()
        backward_peak = torch.cuda.max_memory_allocated() - base
        per = float(exp.batch * exp.seq * hidden)
        result.update(
            kept_bytes_per_token_hidden=kept / per,
            forward_peak_per_token_hidden=forward_peak / per,
            backward_peak_per_token_hidden=backward_peak / per,
        )
        del out
        x.grad = None
        layer.zero_grad(set_to_none=True)
    return result


def _phases(exp: Experiment) -> dict[str, Any]:
    """Seconds per step in forward, backward and the optimizer step, and a kernel profile."""
    import torch

    frozen = exp.mode == "frozen"
    if frozen:
        model, trainable, info = _frozen_lm(exp)
    else:
        model, trainable, info = _causal_lm(exp)
    optimizer = torch.optim.AdamW(trainable, lr=1e-5) if trainable else None
    ids = torch.randint(0, model.config.vocab_size, (exp.batch, exp.seq), device="cuda")
    embed = model.get_input_embeddings()

    def forward() -> Any:
        with torch.autocast("cuda", dtype=torch.bfloat16):
            if frozen:
                x = embed(ids).detach().requires_grad_(True)
                return model(inputs_embeds=x, labels=ids).loss
            return model(input_ids=ids, labels=ids).loss

    def timed(fn: Any, n: int = 6) -> float:
        for _ in range(2):
            fn()
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
        return (time.perf_counter() - start) / n

    def fwd() -> None:
        with torch.no_grad():
            forward()

    def fwd_bwd() -> None:
        forward().backward()
        model.zero_grad(set_to_none=False)

    def opt() -> None:
        if optimizer is not None:
            optimizer.step()

    fwd_bwd()
    result = {
        **info,
        "tokens": exp.batch * exp.seq,
        "forward_no_grad_s": timed(fwd),
        "forward_s": timed(forward),
        "forward_backward_s": timed(fwd_bwd),
        "optimizer_s": timed(opt),
    }
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fwd_bwd()
        torch.cuda.synchronize()
    rows = []
    for event in prof.key_averages():
        cuda_us = getattr(event, "device_time_total", None) or getattr(event, "cuda_time_total", 0)
        # 160 characters keep kernels of one template but different functors apart.
        rows.append((float(cuda_us), event.key[:160], int(event.count)))
    kernels = sorted((r for r in rows if not r[1].startswith("aten::")), reverse=True)
    total = sum(r[0] for r in kernels)
    words = ("gemm", "nvjet", "cutlass", "xmma", "cublas")
    gemm = sum(r[0] for r in kernels if any(k in r[1].lower() for k in words))
    result["profile_kernel_us"] = total
    result["profile_gemm_share"] = gemm / total if total else None
    result["profile_top"] = kernels[:30]
    result.update(_op_profile(fwd_bwd))
    return result


def _op_profile(fn: Any) -> dict[str, Any]:
    """The operators that launched the most device time in one call of ``fn``, with their
    input shapes: which call a kernel of the kernel list belongs to (a copy, a fill, an
    index backward), by device microseconds, calls and shapes.  A second profiled call, so
    the shapes' recording never slows the kernel list's; its failure is a result too."""
    import torch
    from torch.profiler import ProfilerActivity, profile

    try:
        with profile(
            activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True
        ) as prof:
            fn()
            torch.cuda.synchronize()
        ops = []
        for event in prof.key_averages(group_by_input_shape=True):
            if not event.key.startswith("aten::"):
                continue
            us = getattr(event, "self_device_time_total", None)
            if us is None:
                us = getattr(event, "self_cuda_time_total", 0)
            if us:
                ops.append((float(us), event.key, int(event.count), str(event.input_shapes)[:200]))
        return {"profile_ops": sorted(ops, reverse=True)[:40]}
    except Exception as error:  # a profiler that cannot record shapes leaves the rest
        return {"profile_ops_error": f"{type(error).__name__}: {error}"[:500]}


def _frozen_lm(exp: Experiment) -> tuple[Any, list[Any], dict[str, Any]]:
    import torch
    import transformers

    with torch.device("cuda"):
        model = transformers.AutoModelForCausalLM.from_config(
            _hf_config(exp.model), dtype=torch.bfloat16, attn_implementation="sdpa"
        )
    model.requires_grad_(False)
    model.config.use_cache = False
    model.train()
    return model, [], {"params": sum(p.numel() for p in model.parameters()), "trainable": 0}


RUNNERS = {
    "decode": _run_decode,
    "phases": _phases,
    "loss_probe": _probe_loss,
    "layer_probe": _probe_layer,
    "llm": _run_llm,
    "resnet50": _run_resnet50,
    "bert_mlm": _run_bert_mlm,
    "gpt2": _run_gpt2,
}


def _environment() -> dict[str, Any]:
    import torch

    env: dict[str, Any] = {"torch": torch.__version__, "gpu": torch.cuda.get_device_name()}
    for name in ("transformers", "peft", "torchvision"):
        try:
            env[name] = __import__(name).__version__
        except ImportError:
            env[name] = None
    try:
        smi = subprocess.run(
            [
                "nvidia-smi",
                "--query-gpu=driver_version,power.limit,clocks.max.sm,memory.total",
                "--format=csv,noheader",
            ],
            capture_output=True,
            text=True,
            timeout=20,
        )
        env["nvidia_smi"] = smi.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        env["nvidia_smi"] = None
    # Eager decoding is host-bound and the lent machines' hosts differed ×1.9 per call:
    # name the CPU so a run can be charged its single thread (host_cpu.py).
    env["cpu"] = _cpu_model()
    return env


def _cpu_model() -> str | None:
    """The host CPU's model name from /proc/cpuinfo (None where it cannot be read)."""
    try:
        with Path("/proc/cpuinfo").open(encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        return None
    return None


def run_one(name: str) -> dict[str, Any]:
    exp = next(e for e in EXPERIMENTS if e.name == name)
    record: dict[str, Any] = {"experiment": asdict(exp)}
    try:
        record["environment"] = _environment()
        record["result"] = RUNNERS[exp.kind](exp)
    except Exception as error:  # one failed run is a result too (e.g. OOM)
        record["error"] = f"{type(error).__name__}: {error}"[:2000]
        record["traceback"] = traceback.format_exc()[-4000:]
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--run", help=argparse.SUPPRESS)
    parser.add_argument("--budget-s", type=float, default=540.0, help="stop starting new runs")
    parser.add_argument("--per-run-s", type=float, default=150.0)
    args = parser.parse_args(argv)
    if args.list:
        for exp in EXPERIMENTS:
            print(exp.name)
        return 0
    if args.run:
        print(json.dumps(run_one(args.run)))
        return 0
    if args.out is None:
        parser.error("--out is required")
    names = args.only or [e.name for e in EXPERIMENTS]
    start = time.monotonic()
    for name in names:
        if time.monotonic() - start > args.budget_s:
            print(f"skipped {name}: budget spent", flush=True)
            continue
        t0 = time.monotonic()
        try:
            done = subprocess.run(
                [sys.executable, __file__, "--run", name],
                capture_output=True,
                text=True,
                timeout=args.per_run_s,
            )
            lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
            record = json.loads(lines[-1]) if lines else {"error": done.stderr[-3000:]}
        except subprocess.TimeoutExpired:
            record = {"error": f"timed out after {args.per_run_s} s"}
        record["name"] = name
        record["wall_s"] = round(time.monotonic() - t0, 1)
        with args.out.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")
        summary = record.get("result") or record.get("error")
        print(name, json.dumps(summary)[:400], flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
