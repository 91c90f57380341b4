"""The workload library: what a model costs per sample in FLOPs, bytes and memory.

A *sample* is what one batch element is (an image, a sequence); the workload's
``unit`` is what throughput is counted in (images/s, sequences/s, tokens/s) and
``units_per_sample`` converts between them (a 2,048-token sequence is 2,048
tokens).  Dataset sizes are in the unit, so "25 B tokens" or "1.28 M images".

Transformer FLOPs follow the 6·N rule plus attention (ESTIMATOR.md): forward
2·N per token over the matmul weights plus 4·L·s·d for the attention scores and
their weighted sum.  CNN, RNN and diffusion workloads carry a measured or
derived forward FLOP count instead.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from pathlib import Path
from typing import Literal

import pandas as pd
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.checkpointing import parse_mode, recomputed_flops
from dlbox.core.estimate.models import (
    ModelConfigError,
    ModelSpec,
    load_models,
    model_spec,
    workload_model_id,
)
from dlbox.core.estimate.settings import Adapter, Optimizer, Precision
from dlbox.core.parts import StrList

Family = Literal["cnn", "transformer", "rnn", "diffusion", "custom"]
Task = Literal["train", "decode", "generate"]
InputKind = Literal["jpeg", "tokens", "none"]

WORKLOADS_FILE = "workloads.csv"
COUNTS_FILE = "model_counts.csv"
_COUNT_FIELDS = (
    "host_ops_fwd",
    "frozen_host_ops_fwd",
    "adapter_modules",
    "param_tensors",
    "act_mb_checkpointed_16bit",
    "conv_io_per_sample",
    "host_launches_per_step",
    "bn_layers",
    "bn_elements_per_sample",
)
# Korthikanti et al. 2022: 16-bit activations per layer = s·b·h·(34 + 5·a·s/h) bytes.
ACT_BYTES_PER_LAYER_COEF = 34.0
ACT_ATTENTION_COEF = 5.0
# Block-level checkpointing of convolutional nets keeps roughly one tensor in five.
CONV_CHECKPOINT_KEEP = 0.2


class WorkloadError(Exception):
    """The workload file or a custom workload is unusable; the message says why."""


class Workload(BaseModel):
    """One training or inference job, described by what drives speed and memory."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", max_length=60)
    name: str = Field(min_length=1)
    family: Family
    task: Task = "train"
    unit: str = Field(min_length=1)
    units_per_sample: float = Field(default=1.0, gt=0)
    params_total: float = Field(gt=0)
    # Weights used in matmuls: 2 FLOPs per weight per token, and what QLoRA quantises.
    params_matmul: float | None = Field(default=None, gt=0)
    layers: int | None = Field(default=None, ge=1)
    hidden: int | None = Field(default=None, ge=1)
    heads: int | None = Field(default=None, ge=1)
    kv_heads: int | None = Field(default=None, ge=1)
    seq_len: int | None = Field(default=None, ge=1)
    # Keys each query attends to when longer than the sequence (Transformer-XL memory).
    attn_keys: int | None = Field(default=None, ge=1)
    # Output projection onto the vocabulary: 2·hidden·vocab FLOPs per token it runs on.
    vocab: int | None = Field(default=None, ge=1)
    # Share of a sample's tokens the output projection and its loss run on: BERT's masked-LM
    # pre-training predicts the ~15 % masked tokens only (Devlin et al. 2019 §3.1; Google's
    # run_pretraining.py gathers the masked positions before the output layer).
    head_fraction: float = Field(default=1.0, gt=0.0, le=1.0)
    flash_attention: bool = False
    # Attention score elements (head × query × key) per forward of one sample: fused
    # attention kernels spend time per score off the tensor cores (diffusion U-Nets).
    attn_scores_per_sample: float | None = Field(default=None, gt=0)
    flops_fwd_per_sample: float | None = Field(default=None, gt=0)
    # Frozen networks run forward only each step (the VAE and text encoders of diffusion).
    params_frozen: float = Field(default=0.0, ge=0)
    flops_frozen_fwd_per_sample: float = Field(default=0.0, ge=0)
    # The part of it that runs in FP32 outside autocast whatever the training precision
    # (diffusers' SDXL scripts keep the VAE in float32 "to avoid NaN losses" and cast the
    # pixels to it): at the FP32 unit's rate (TF32 where the GPU has it), 4-byte values.
    frozen_fp32_flops_per_sample: float = Field(default=0.0, ge=0)
    act_mb_per_sample_16bit: float | None = Field(default=None, gt=0)
    # Kept per sample under block checkpointing (every block's input, plus the largest
    # block recomputed in full), where counted; else a fixed share of the full figure.
    act_mb_checkpointed_16bit: float | None = Field(default=None, gt=0)
    # Host side of an eager step (data/model_counts.csv, counted by tools/model_flops.py):
    # torch operator calls of one forward of the trained network and of the frozen
    # encoders, the maps a LoRA adapts, and the trainable tensors of a full fine-tune.
    host_ops_fwd: float | None = Field(default=None, gt=0)
    frozen_host_ops_fwd: float = Field(default=0.0, ge=0)
    adapter_modules: int | None = Field(default=None, ge=1)
    param_tensors: int | None = Field(default=None, ge=1)
    # Elements of every convolution's input and output per sample (model_counts.csv):
    # what an NCHW layout makes cuDNN transpose around its tensor-core kernels.
    conv_io_per_sample: float | None = Field(default=None, gt=0)
    # Kernel launches of one eager training step where a profile counted them
    # (model_counts.csv, tools/profile_gpu.py): what the host issues, the backward's and
    # autocast's casts included, which the forward's operator calls undercount.
    host_launches_per_step: float | None = Field(default=None, gt=0)
    # Batch-norm layers and the elements they normalise per sample (model_counts.csv): what
    # PyTorch's native NCHW kernels move under BF16 (batch_norm.py).
    bn_layers: int | None = Field(default=None, ge=1)
    bn_elements_per_sample: float | None = Field(default=None, gt=0)
    image_px: int | None = Field(default=None, ge=8)
    adapter: Adapter = "none"
    lora_params: float | None = Field(default=None, gt=0)
    precision: Precision = "amp"
    optimizer: Optimizer = "adamw"
    # The usual activation checkpointing (checkpointing.MODES; true/false read as full/none).
    checkpointing: str = "none"
    usual_batch: int = Field(default=32, ge=1)
    dataset_size: float | None = Field(default=None, gt=0)
    epochs: float | None = Field(default=None, gt=0)
    input_kind: InputKind = "none"
    sample_bytes: float | None = Field(default=None, gt=0)
    calibration_key: str | None = None
    # Measured workloads whose fitted efficiencies an unmeasured one borrows.
    efficiency_proxy: StrList = Field(default_factory=list)
    # The architecture in the model library (data/models/models.csv) the memory model reads.
    model: str | None = None
    # How the loss meets the logits: eager (an FP32 copy of every logit) or chunked/fused.
    # None: the software tier decides (compiled and vendor recipes chunk or fuse it); "eager"
    # says so even on a compiled stack (decoder layers compiled, Hugging Face's loss not).
    # "fused": one kernel reads the 16-bit logits and writes their gradient in place (llm.c's
    # and llm.q's fused classifier): no FP32 copy in memory, and its traffic is counted
    # (estimator.fused_classifier_seconds) instead of riding on the eager activation fit.
    loss: Literal["eager", "chunked", "fused"] | None = None
    # llm.q's --lmhead-chunks: its logits buffer holds B·T / chunks rows (llama_run_state.cpp).
    lmhead_chunks: int = Field(default=1, ge=1)
    # llm.q's FP8 (e4m3) matmuls: set by the estimator when a fused-loss (llmq) run asks for
    # FP8; its layers then keep 8-bit copies of the norms' and SwiGLU's outputs instead.
    fp8_matmuls: bool = False
    # LoRA/QLoRA: dropout on the adapters' input (PEFT applies it before lora_A, per adapted
    # module) and which projections carry adapters: every linear map of a layer, only the
    # query and value projections, the attention's four (q, k, v, o), or every linear map
    # and the output head.
    lora_dropout: float = Field(default=0.0, ge=0.0, lt=1.0)
    lora_targets: Literal["all", "qv", "attention", "all+head"] = "all"
    # How the training code runs the FFN's activation function, eagerly (activation.py):
    # one fused kernel (torch's gelu, tanh gelu, relu), Hugging Face's `gelu_new` written
    # as eight elementwise operations (GPT-2), or a gated FFN's activation times the up
    # projection (Llama's SiLU, Gemma's GELU).  None: from the model library (gated FFN →
    # "glu"), else as the calibrated workloads it borrows from.
    ffn_activation: Literal["gelu", "gelu_tanh", "relu", "gelu_new", "glu"] | None = None
    # Dropout after the attention output and the FFN output (GPT-2's resid_pdrop, BERT's
    # hidden_dropout_prob).  None: 0 for a library decoder, else as its proxies.
    hidden_dropout: float | None = Field(default=None, ge=0.0, lt=1.0)
    # Documented behaviours of the training stack that change what memory holds (see
    # memory.STACK_QUIRKS): e.g. bitsandbytes < 0.43.2 keeping every 4-bit layer's input.
    stack_quirks: tuple[str, ...] = ()
    source: str = Field(min_length=3)
    as_of: dt.date
    notes: str | None = None

    @field_validator("checkpointing", mode="before")
    @classmethod
    def _checkpoint_mode(cls, v: object) -> str:
        return parse_mode(v)

    @model_validator(mode="after")
    def _has_a_cost_model(self) -> Workload:
        if self.flops_fwd_per_sample is None and not self.is_transformer_shaped:
            raise ValueError(
                "needs flops_fwd_per_sample, or params_matmul + layers + hidden + seq_len"
            )
        shaped = self.is_transformer_shaped and self.heads is not None
        if self.task == "train" and self.act_mb_per_sample_16bit is None and not shaped:
            raise ValueError("needs act_mb_per_sample_16bit, or a transformer shape")
        if self.task == "decode" and self.params_matmul is None:
            raise ValueError("a decode workload needs params_matmul (the weights read per token)")
        if self.adapter != "none" and self.lora_params is None:
            raise ValueError(f"adapter {self.adapter!r} needs lora_params")
        if self.frozen_fp32_flops_per_sample > self.flops_frozen_fwd_per_sample:
            raise ValueError("frozen_fp32_flops_per_sample exceeds flops_frozen_fwd_per_sample")
        return self

    # ------------------------------------------------------------ shape
    @property
    def is_transformer_shaped(self) -> bool:
        return None not in (self.params_matmul, self.layers, self.hidden, self.seq_len)

    @property
    def proxies(self) -> list[str]:
        return list(self.efficiency_proxy)

    @property
    def tokens_per_sample(self) -> float:
        return float(self.seq_len or 1)

    @property
    def head_tokens_per_sample(self) -> float:
        """Tokens per sample the output projection onto the vocabulary runs on."""
        return self.tokens_per_sample * self.head_fraction

    # ------------------------------------------------------------ FLOPs
    def flops_fwd(self) -> tuple[float, float]:
        """Forward FLOPs per sample as (weight matmuls, attention scores + sum)."""
        if self.flops_fwd_per_sample is not None:
            return self.flops_fwd_per_sample, 0.0
        assert self.params_matmul and self.layers and self.hidden
        tokens = self.tokens_per_sample
        keys = float(self.attn_keys or self.seq_len or 1)
        head = self.hidden * (self.vocab or 0) * self.head_tokens_per_sample
        matmul = 2.0 * (self.params_matmul * tokens + head)
        attention = 4.0 * self.layers * keys * self.hidden * tokens
        return matmul, attention

    def flops_train_per_sample(self, adapter: Adapter, checkpointing: bool | str) -> float:
        """Forward + backward FLOPs per sample (ESTIMATOR.md step-time F), with what the
        checkpointing mode runs again (checkpointing.py; a boolean is full or none)."""
        matmul, attention = self.flops_fwd()
        # Frozen weights need no weight gradients: ~4·N per token instead of 6·N.
        matmul_factor = 2.0 if adapter != "none" else 3.0
        total = matmul_factor * matmul + 3.0 * attention
        # Checkpointing wraps the blocks: the output head and the loss run once.
        layers = matmul - self.head_flops_fwd_per_sample()
        total += recomputed_flops(self, parse_mode(checkpointing), layers, attention)
        return total + self.flops_frozen_fwd_per_sample

    def head_flops_fwd_per_sample(self) -> float:
        """Forward FLOPs per sample of the output projection onto the vocabulary (0 without
        one, or where the forward FLOPs are given whole)."""
        if self.flops_fwd_per_sample is not None or not (self.vocab and self.hidden):
            return 0.0
        return 2.0 * self.hidden * self.vocab * self.head_tokens_per_sample

    def head_flops_train_per_sample(self, adapter: Adapter) -> float:
        """Training FLOPs per sample of the output projection onto the vocabulary (0 without
        one): forward, input gradient and, unless frozen under an adapter, weight gradient."""
        if self.flops_fwd_per_sample is not None or not (self.vocab and self.hidden):
            return 0.0
        passes = 2.0 if adapter != "none" else 3.0
        return passes * self.head_flops_fwd_per_sample()

    # ------------------------------------------------------------ memory
    def activation_bytes_per_sample(
        self, bytes_per_value: float, checkpointing: bool | str
    ) -> float:
        """Activations kept for the backward pass, per sample (a rough count; memory.py's
        ``activation_gib`` is the memory model's)."""
        checkpointing = parse_mode(checkpointing) not in ("none", "attention")
        scale = bytes_per_value / 2.0
        if self.act_mb_per_sample_16bit is not None:
            full = self.act_mb_per_sample_16bit * 1e6 * scale
            if checkpointing and self.act_mb_checkpointed_16bit is not None:
                return self.act_mb_checkpointed_16bit * 1e6 * scale
            return full * CONV_CHECKPOINT_KEEP if checkpointing else full
        assert self.seq_len and self.hidden and self.layers and self.heads
        s, h, layers, a = float(self.seq_len), float(self.hidden), self.layers, self.heads
        attention = 0.0 if self.flash_attention else ACT_ATTENTION_COEF * a * s / h
        per_layer = s * h * (ACT_BYTES_PER_LAYER_COEF + attention) * scale
        logits = self.logits_bytes_per_sample(bytes_per_value)
        if checkpointing:
            # Layer inputs are kept; one layer at a time is recomputed in full.
            return s * h * 2.0 * scale * layers + per_layer + logits
        return per_layer * layers + logits

    def logits_bytes_per_sample(self, bytes_per_value: float) -> float:
        """Output logits, plus their FP32 copy for the loss: large for big vocabularies (0
        without an output head or for a workload given by its activation megabytes)."""
        if self.act_mb_per_sample_16bit is not None:
            return 0.0
        return self.head_tokens_per_sample * (self.vocab or 0) * (bytes_per_value + 4.0)

    def kv_cache_bytes_per_sample(self) -> float:
        """16-bit K and V for every context token (decode workloads): the values the named
        model caches per token where the library has it — its own head width (Gemma 2's
        256 against hidden / heads = 224), DeepSeek's compressed 576-wide latent (MLA)
        instead of full K and V for every head — else from the layers and heads (also where
        a run's overrides give another shape than the model its workload names)."""
        spec = model_spec(self.model) if self.model else None
        same_shape = (
            spec is not None
            and spec.is_transformer
            and (
                (spec.layers, spec.hidden, spec.heads, spec.kv)
                == (self.layers, self.hidden, self.heads, self.kv_heads or self.heads)
            )
        )
        if spec is not None and same_shape and self.seq_len:
            return 2.0 * spec.kv_values_per_token() * self.seq_len
        if not (self.layers and self.hidden and self.heads and self.seq_len):
            return 0.0
        head_dim = self.hidden / self.heads
        kv_heads = self.kv_heads or self.heads
        return 2.0 * self.layers * kv_heads * head_dim * 2.0 * self.seq_len


def _clean_row(raw: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in raw.items() if k and v is not None and str(v).strip() != ""}


def read_workloads(path: Path) -> dict[str, Workload]:
    """Parse the workload CSV; any bad row raises a one-line :class:`WorkloadError`."""
    try:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")
    except FileNotFoundError as exc:
        raise WorkloadError(f"{path}: workload file not found") from exc
    except (UnicodeDecodeError, pd.errors.ParserError, pd.errors.EmptyDataError) as exc:
        raise WorkloadError(f"{path}: not a readable UTF-8 CSV table ({exc})") from exc
    workloads: dict[str, Workload] = {}
    for offset, raw in enumerate(frame.to_dict(orient="records")):
        line = offset + 2
        try:
            workload = Workload.model_validate(_clean_row(raw))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "row"
            raise WorkloadError(
                f"{path.name}, line {line}, field '{where}': {first['msg']}"
            ) from exc
        if workload.id in workloads:
            raise WorkloadError(f"{path.name}, line {line}: duplicate workload id {workload.id!r}")
        workloads[workload.id] = workload
    return _with_counts(workloads, path.parent / COUNTS_FILE)


def _with_counts(workloads: dict[str, Workload], path: Path) -> dict[str, Workload]:
    """Add the counts of ``model_counts.csv`` (optional file; derived from the published
    architectures by tools/model_flops.py) to their workloads."""
    if not path.exists():
        return workloads
    frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")
    for offset, raw in enumerate(frame.to_dict(orient="records")):
        wid = str(raw.get("workload", ""))
        if wid not in workloads:
            continue  # counts for a workload this data folder does not ship
        update = {k: raw[k] for k in _COUNT_FIELDS if str(raw.get(k, "")).strip()}
        try:
            workloads[wid] = Workload.model_validate({**workloads[wid].model_dump(), **update})
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "row"
            raise WorkloadError(
                f"{path.name}, line {offset + 2}, field '{where}': {first['msg']}"
            ) from exc
    return workloads


@cache
def _load_cached(root: Path) -> dict[str, Workload]:
    """Read once per data folder."""
    return read_workloads(root / WORKLOADS_FILE)


def _library(data_dir: Path | str | None = None) -> dict[str, Workload]:
    """The shipped workloads, shared (callers must not change the dict)."""
    return _load_cached(Path(data_dir) if data_dir is not None else default_data_dir())


def load_workloads(data_dir: Path | str | None = None) -> dict[str, Workload]:
    """Every shipped workload by id (read once per process)."""
    return dict(_library(data_dir))


def custom_workload(
    name: str,
    *,
    params: float,
    flops_fwd_per_sample: float | None = None,
    act_mb_per_sample_16bit: float | None = None,
    family: Family = "custom",
    unit: str = "samples/s",
    layers: int | None = None,
    hidden: int | None = None,
    heads: int | None = None,
    seq_len: int | None = None,
    flash_attention: bool = True,
    precision: Precision = "amp",
    usual_batch: int = 32,
    dataset_size: float | None = None,
    epochs: float | None = None,
    trainable_params: float | None = None,
    efficiency_proxy: list[str] | None = None,
) -> Workload:
    """A workload described by its numbers, for models the library does not hold.

    Give ``flops_fwd_per_sample`` and ``act_mb_per_sample_16bit`` for any
    network, or a transformer shape (layers, hidden, heads, seq_len) and let
    the 6·N rule fill them in.  ``trainable_params`` below ``params`` means a
    LoRA-style adapter with that many trainable weights.  ``efficiency_proxy``
    names measured workloads whose fitted efficiencies it borrows (default: its
    family's mean).
    """
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"
    slug = slug.removeprefix("custom-")
    adapter: Adapter = "none"
    if trainable_params is not None and trainable_params < params:
        adapter = "lora"
    try:
        return Workload(
            id=f"custom-{slug}"[:60],
            name=name,
            family=family,
            unit=unit,
            units_per_sample=float(seq_len) if unit.startswith("tokens") and seq_len else 1.0,
            params_total=params,
            params_matmul=params if seq_len else None,
            layers=layers,
            hidden=hidden,
            heads=heads,
            seq_len=seq_len,
            flash_attention=flash_attention,
            flops_fwd_per_sample=flops_fwd_per_sample,
            act_mb_per_sample_16bit=act_mb_per_sample_16bit,
            adapter=adapter,
            lora_params=trainable_params if adapter != "none" else None,
            precision=precision,
            usual_batch=usual_batch,
            dataset_size=dataset_size,
            epochs=epochs,
            efficiency_proxy=list(efficiency_proxy or []),
            source="user-supplied custom workload",
            as_of=dt.date.today(),
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "workload"
        raise WorkloadError(f"custom workload {name!r}, {where}: {first['msg']}") from exc


def transformer_shape(params: float, head_dim: int = 128) -> tuple[int, int, int]:
    """(layers, hidden, heads) of a Llama-like stack with about ``params`` weights.

    A transformer layer holds ~12·hidden² weights and GPT-3/Llama-class models keep
    hidden ≈ 128 × layers, so layers ≈ (params / (12·128²))^(1/3); hidden is rounded
    to a multiple of ``head_dim``.  Only the activation-memory model uses the shape;
    the FLOPs follow the 2·N-per-token rule whatever the shape.
    """
    layers = max(1, round((params / (12.0 * 128.0**2)) ** (1.0 / 3.0)))
    hidden = max(head_dim, round((params / (12.0 * layers)) ** 0.5 / head_dim) * head_dim)
    return layers, hidden, hidden // head_dim


def resolve_workload(workload: str | Workload) -> Workload:
    """Accept an id or a :class:`Workload`; unknown ids name the close matches."""
    if isinstance(workload, Workload):
        return workload
    library = _library()
    if workload in library:
        return library[workload]
    from_model = model_task_workload(workload)
    if from_model is not None:
        return from_model
    close = [w for w in library if workload.lower() in w or w in workload.lower()]
    hint = f"; did you mean {', '.join(close[:5])}?" if close else ""
    raise WorkloadError(f"unknown workload {workload!r}{hint}")


def model_task_workload(workload_id: str) -> Workload | None:
    """The workload "<model>-train" or "<model>-decode" names (a library model, as a saved
    job of the app names it and `dlbox estimate --model ID --task TASK` builds it), or None."""
    base, _, task = workload_id.rpartition("-")
    if task not in ("train", "decode"):
        return None
    try:
        spec = load_models().get(base)
        return workload_from_spec(spec, task=task) if spec is not None else None
    except (ModelConfigError, WorkloadError):
        return None


def workload_from_spec(
    spec: ModelSpec, *, task: str = "train", seq_len: int | None = None
) -> Workload:
    """A training (or decode) workload for a transformer of the library or a config.json.

    FLOPs follow the active weights (MoE: the routed experts); memory reads the
    whole architecture through the workload's ``model``.
    """
    if not spec.is_transformer:
        raise ModelConfigError(
            f"{spec.id} is a {spec.arch} model: use its workload (resnet50, sd15-finetune, …) or "
            "--workload custom with --flops-per-sample and --act-mb-per-sample"
        )
    default_seq = 512 if spec.arch == "encoder" else 2048
    seq = seq_len or min(default_seq, spec.context or default_seq)
    if seq < 1 or (spec.context is not None and seq > spec.context and spec.arch == "encoder"):
        raise ModelConfigError(
            f"--tokens-per-sample {seq}: expected 1–{spec.context:,} for {spec.name}"
        )
    model_id = workload_model_id(spec)
    decoder = spec.arch == "decoder"
    try:
        return Workload(
            id=f"{spec.id}-{task}"[:60] if spec.id != "custom-config" else f"custom-{task}",
            # Decoding: the context is a setting (--context), so the name does not state one.
            name=f"{spec.name} decoding"
            if task == "decode"
            else f"{spec.name} training (seq {seq})",
            family="transformer",
            task="decode" if task == "decode" else "train",
            unit="tokens/s",
            units_per_sample=1.0 if task == "decode" else float(seq),
            params_total=spec.params_total,
            params_matmul=spec.active_matmul_params(),
            layers=spec.layers,
            hidden=spec.hidden,
            heads=spec.heads,
            kv_heads=spec.kv_heads,
            seq_len=seq,
            vocab=spec.vocab if decoder else None,
            flash_attention=True,
            precision="bf16",
            usual_batch=1 if task == "decode" or spec.params_total > 3e9 else 8,
            input_kind="none" if task == "decode" else "tokens",
            sample_bytes=None if task == "decode" else 4.0 * seq,
            efficiency_proxy=["bert-large-squad"],
            model=model_id,
            # A gated FFN runs "glu" whatever its activation (activation.kernels_of).
            ffn_activation=None if spec.gated_ffn else spec.ffn_activation,
            hidden_dropout=spec.hidden_dropout,
            source=spec.source,
            as_of=spec.as_of,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "workload"
        raise WorkloadError(f"{spec.name}: {where}: {first['msg']}") from exc
