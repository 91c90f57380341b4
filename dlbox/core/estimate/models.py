"""The model library: architectures people train and serve, from their published configs.

Each row of ``data/models/models.csv`` holds what memory depends on — layers,
width, attention and KV heads, FFN width (and whether it is gated, as in
SwiGLU), vocabulary, experts — with the config it was read from.  A Hugging
Face ``config.json`` becomes the same :class:`ModelSpec` through
:func:`read_hf_config`, which names the field and the expected range of
anything missing or absurd.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from functools import cache
from pathlib import Path
from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from dlbox.core.catalogue import default_data_dir

MODELS_FILE = Path("models") / "models.csv"
Arch = Literal["decoder", "encoder", "encoder-decoder", "cnn", "diffusion"]
# Linear layers LoRA adapts by default ("all-linear"): q, k, v, o and the FFN's two or three.
DEFAULT_LORA_RANK = 16
# The projections a LoRA run adapts (Workload.lora_targets): every linear map of a layer, the
# query and value projections, the attention's four, or every map and the output head.
LORA_TARGETS: tuple[str, ...] = ("all", "qv", "attention", "all+head")


class ModelConfigError(Exception):
    """A model row or config.json is unusable; the message names the field and the range."""


class ModelSpec(BaseModel):
    """One architecture.  Transformer fields are None for CNN and U-Net rows."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", max_length=60)
    name: str = Field(min_length=1)
    arch: Arch
    layers: int | None = Field(default=None, ge=1, le=1000)
    hidden: int | None = Field(default=None, ge=1, le=131072)
    heads: int | None = Field(default=None, ge=1, le=4096)
    kv_heads: int | None = Field(default=None, ge=1, le=4096)
    head_dim: int | None = Field(default=None, ge=1, le=4096)
    ffn: int | None = Field(default=None, ge=1, le=1_048_576)
    gated_ffn: bool = False
    vocab: int | None = Field(default=None, ge=1, le=10_000_000)
    tied_embeddings: bool = False
    experts: int | None = Field(default=None, ge=1, le=4096)
    experts_active: int | None = Field(default=None, ge=1, le=4096)
    shared_experts: int = Field(default=0, ge=0, le=64)
    moe_ffn: int | None = Field(default=None, ge=1, le=1_048_576)
    dense_layers: int = Field(default=0, ge=0, le=1000)
    # Values cached per token per layer for K and V together, where not 2·kv_heads·head_dim
    # (DeepSeek's multi-head latent attention caches one compressed vector).
    kv_cache_dim: int | None = Field(default=None, ge=1, le=1_048_576)
    params_total: float = Field(gt=0, le=1e14)
    params_active: float | None = Field(default=None, gt=0, le=1e14)
    context: int | None = Field(default=None, ge=1, le=100_000_000)
    # How a Hugging Face config.json says the code runs the FFN activation and the
    # residual dropout (activation.py); None in the library and where a config is silent.
    ffn_activation: Literal["gelu", "gelu_tanh", "relu", "gelu_new"] | None = None
    hidden_dropout: float | None = Field(default=None, ge=0.0, lt=1.0)
    # The norm each layer runs: "layer" (LayerNorm: GPT-2, BERT) or "rms" (RMSNorm: Llama and
    # its kin); None: by the architecture (encoders LayerNorm, decoders RMSNorm).
    norm: Literal["layer", "rms"] | None = None
    # One projection computes q, k and v, which are views of its output (GPT-2's c_attn).
    fused_qkv: bool = False
    # An RMSNorm on the queries and one on the keys in every attention layer (Qwen3,
    # Gemma 3, OLMo 2): two more norms' calls per layer when decoding eagerly (moe.py).
    qk_norm: bool = False
    source: str = Field(min_length=3)
    as_of: dt.date
    notes: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> ModelSpec:
        if self.arch in ("decoder", "encoder", "encoder-decoder"):
            for name in ("layers", "hidden", "heads"):
                if getattr(self, name) is None:
                    raise ValueError(f"a {self.arch} needs {name}")
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise ValueError(f"kv_heads {self.kv_heads} exceeds heads {self.heads}")
        if self.experts and self.experts_active and self.experts_active > self.experts:
            raise ValueError(f"experts_active {self.experts_active} exceeds experts {self.experts}")
        if self.layers and self.dense_layers > self.layers:
            raise ValueError(f"dense_layers {self.dense_layers} exceeds layers {self.layers}")
        return self

    # ------------------------------------------------------------ shape
    @property
    def is_transformer(self) -> bool:
        """A language/vision transformer the layer-by-layer model covers (not a U-Net or DiT,
        whose memory comes from their workload's measured per-image coefficient)."""
        shaped = self.layers is not None and self.hidden is not None and self.heads is not None
        return shaped and self.arch in ("decoder", "encoder", "encoder-decoder")

    @property
    def layer_norm(self) -> bool:
        """Whether its layers normalise with LayerNorm (GPT-2, BERT), not RMSNorm."""
        return self.norm == "layer" or (self.norm is None and self.arch == "encoder")

    @property
    def hd(self) -> int:
        assert self.hidden and self.heads
        return self.head_dim or self.hidden // self.heads

    @property
    def kv(self) -> int:
        assert self.heads
        return self.kv_heads or self.heads

    @property
    def ffn_width(self) -> int:
        assert self.hidden
        return self.ffn or 4 * self.hidden

    @property
    def is_moe(self) -> bool:
        return bool(self.experts and self.experts > 1)

    def _attention_params(self) -> float:
        assert self.hidden and self.heads
        q_out = self.heads * self.hd
        return self.hidden * (2.0 * q_out + 2.0 * self.kv * self.hd)

    def _ffn_params(self, width: int) -> float:
        assert self.hidden
        return (3.0 if self.gated_ffn else 2.0) * self.hidden * width

    def _moe_layers(self) -> int:
        assert self.layers is not None
        return self.layers - self.dense_layers if self.is_moe else 0

    def matmul_params(self) -> float:
        """Weights of every per-layer linear map (every expert included): what QLoRA quantises."""
        if not self.is_transformer:
            return self.params_total
        assert self.layers is not None
        moe = self._moe_layers()
        dense = self.layers - moe
        expert_ffn = self.moe_ffn or self.ffn_width
        per_moe = (self.experts or 0) + self.shared_experts
        total = self.layers * self._attention_params() + dense * self._ffn_params(self.ffn_width)
        total += moe * per_moe * self._ffn_params(expert_ffn)
        if self.kv_cache_dim is not None or self.arch == "encoder-decoder":
            # Shapes the simple count misses (latent attention, cross-attention): scale to
            # the published total less the embeddings.
            return max(total, self.params_total - self.embedding_params())
        return total

    def active_matmul_params(self) -> float:
        """Per-layer linear weights one token runs through (MoE: the routed and shared experts)."""
        if not self.is_moe:
            return self.matmul_params()
        assert self.layers is not None
        moe = self._moe_layers()
        dense = self.layers - moe
        expert_ffn = self.moe_ffn or self.ffn_width
        per = (self.experts_active or 1) + self.shared_experts
        return (
            self.layers * self._attention_params()
            + dense * self._ffn_params(self.ffn_width)
            + moe * per * self._ffn_params(expert_ffn)
        )

    def embedding_params(self) -> float:
        """Token embeddings plus an untied output head."""
        if not (self.vocab and self.hidden):
            return 0.0
        return self.vocab * self.hidden * (1.0 if self.tied_embeddings else 2.0)

    def computed_params(self) -> float:
        """Total parameters counted from the shape (norms and biases ignored)."""
        if not self.is_transformer:
            return self.params_total
        return self.matmul_params() + self.embedding_params()

    def largest_matrix(self) -> float:
        """Weights in the largest single linear map (dequantised one at a time under QLoRA)."""
        if not self.is_transformer:
            return 0.0
        assert self.hidden
        width = max(self.ffn_width, self.moe_ffn or 0)
        return float(self.hidden) * max(width, self.heads * self.hd if self.heads else 0)

    def lora_params(self, rank: int = DEFAULT_LORA_RANK, targets: str = "all") -> float:
        """r·(d_in + d_out) for every linear map LoRA adapts in every layer: ``targets`` as
        Workload.lora_targets — "all" (q, k, v, o and the FFN, every expert's), "qv" (the
        query and value projections), "attention" (q, k, v and o), "all+head" (every map
        and a decoder's output head)."""
        if targets not in LORA_TARGETS:
            raise ValueError(
                f"lora_targets must be one of {', '.join(LORA_TARGETS)}, got {targets!r}"
            )
        if not self.is_transformer:
            return 0.005 * self.params_total
        assert self.layers is not None and self.hidden
        h, q_out, kv_out = self.hidden, self.heads * self.hd, self.kv * self.hd  # type: ignore[operator]
        if targets == "qv":
            return float(rank) * self.layers * ((h + q_out) + (h + kv_out))
        attention = (h + q_out) * 2 + (h + kv_out) * 2
        if targets == "attention":
            return float(rank) * self.layers * attention
        n_ffn = 3 if self.gated_ffn else 2

        def ffn(width: int) -> float:
            return n_ffn * (h + width)

        moe = self._moe_layers()
        dense = self.layers - moe
        expert_ffn = self.moe_ffn or self.ffn_width
        per_moe = (self.experts or 0) + self.shared_experts
        total = self.layers * attention + dense * ffn(self.ffn_width)
        total += moe * per_moe * ffn(expert_ffn)
        if targets == "all+head" and self.arch == "decoder" and self.vocab:
            total += h + self.vocab
        return float(rank) * total

    def kv_values_per_token(self) -> float:
        """K and V values cached per token, all layers (GQA- and MLA-aware)."""
        if not self.is_transformer:
            return 0.0
        assert self.layers is not None
        per_layer = self.kv_cache_dim or 2 * self.kv * self.hd
        return float(self.layers) * per_layer


# ---------------------------------------------------------------- the library
def read_models(path: Path) -> dict[str, ModelSpec]:
    """Parse the model library; a bad row raises a one-line :class:`ModelConfigError`."""
    try:
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")
    except FileNotFoundError as exc:
        raise ModelConfigError(f"{path}: model library not found") from exc
    except (UnicodeDecodeError, pd.errors.ParserError, pd.errors.EmptyDataError) as exc:
        raise ModelConfigError(f"{path}: not a readable UTF-8 CSV table ({exc})") from exc
    out: dict[str, ModelSpec] = {}
    for offset, raw in enumerate(frame.to_dict(orient="records")):
        row = {k: v for k, v in raw.items() if k and str(v).strip() != ""}
        try:
            spec = ModelSpec.model_validate(row)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "row"
            raise ModelConfigError(
                f"{path.name}, line {offset + 2}, field '{where}': {first['msg']}"
            ) from exc
        if spec.id in out:
            raise ModelConfigError(
                f"{path.name}, line {offset + 2}: duplicate model id {spec.id!r}"
            )
        out[spec.id] = spec
    return out


@cache
def _cached(root: Path) -> dict[str, ModelSpec]:
    """Read once per data folder."""
    return read_models(root / MODELS_FILE)


def load_models(data_dir: Path | str | None = None) -> dict[str, ModelSpec]:
    """Every library model by id (read once per process)."""
    return dict(_cached(Path(data_dir) if data_dir is not None else default_data_dir()))


# Architectures read from a user's config.json, by the id their workload names.
_USER_SPECS: dict[str, ModelSpec] = {}


def model_spec(model_id: str | None) -> ModelSpec | None:
    """The library row ``model_id`` names, None for None; unknown ids raise."""
    if model_id is None:
        return None
    if model_id in _USER_SPECS:
        return _USER_SPECS[model_id]
    library = _cached(default_data_dir())
    if model_id not in library:
        raise ModelConfigError(f"unknown model {model_id!r}; known: {', '.join(sorted(library))}")
    return library[model_id]


def arch_of(workload: object) -> ModelSpec | None:
    """The architecture a workload names (``model`` column), if any: the library row, with
    the workload's own widths where a run overrides its shape (:func:`reshaped`)."""
    spec = model_spec(getattr(workload, "model", None))
    return None if spec is None else reshaped(spec, workload)


def reshaped(spec: ModelSpec, workload: object) -> ModelSpec:
    """``spec`` with the block shape ``workload`` gives, where it gives another.

    A benchmark row may name a library model and override its layers, width, heads and
    matmul weights (Llama 2 7B's rows on the Llama 3.1 8B workload): its memory and
    adapters follow the row's shape — K/V heads as given, the FFN width its matmul weights
    per layer leave after attention — and the named model's family traits (gated FFN, norm,
    tied embeddings, architecture).  Returned unchanged when the shapes agree
    (:func:`same_shape`) or the row does not give what a shape needs (layers, width, heads,
    matmul weights), and for MoE and latent-attention models, whose widths the row's
    totals cannot say."""
    if same_shape(spec, workload) or spec.is_moe or spec.kv_cache_dim is not None:
        return spec
    fields = ("layers", "hidden", "heads", "kv_heads", "params_matmul", "params_total", "vocab")
    key = tuple(getattr(workload, name, None) for name in fields)
    layers, hidden, heads, _, matmul, _, _ = key
    if not (spec.is_transformer and layers and hidden and heads and matmul):
        return spec
    return _reshaped(spec, key)  # type: ignore[arg-type]


@cache
def _reshaped(spec: ModelSpec, key: tuple[Any, ...]) -> ModelSpec:
    layers, hidden, heads, kv_heads, matmul, total, vocab = key
    kv = kv_heads or heads
    attention = 2.0 * hidden * hidden + 2.0 * hidden * (hidden // heads) * kv  # q, o; k, v
    width = round((matmul / layers - attention) / ((3.0 if spec.gated_ffn else 2.0) * hidden))
    update = {
        "layers": layers,
        "hidden": hidden,
        "heads": heads,
        "kv_heads": kv,
        "head_dim": None,
        "ffn": width if width >= 1 else 4 * hidden,
        "params_total": float(total or spec.params_total),
        "params_active": None,
        "vocab": vocab or spec.vocab,
    }
    return spec.model_copy(update=update)


# How closely a run's matmul weights must equal the library model's for its shape to be the
# model's (every library workload and every benchmark row naming its own model is exact).
SHAPE_RTOL = 1e-3


def same_shape(spec: ModelSpec, workload: object) -> bool:
    """Whether ``workload`` has the block shape of the library model ``spec``.

    A benchmark row may name a library model and override its shape (Llama 2 7B's rows on
    the Llama 3.1 8B workload: the same width and depth, but an FFN 11,008 wide, not
    14,336, and no grouped-query attention), so every field that decides the widths must
    agree: layers, width, attention heads, K/V heads, and the matmul weights one token
    runs through (which carry the FFN width), where the workload gives them."""
    if not spec.is_transformer:
        return False
    heads = getattr(workload, "heads", None)
    kv = getattr(workload, "kv_heads", None) or heads
    shape = (getattr(workload, "layers", None), getattr(workload, "hidden", None), heads, kv)
    if shape != (spec.layers, spec.hidden, spec.heads, spec.kv):
        return False
    matmul = getattr(workload, "params_matmul", None)
    if matmul is None:
        return True
    return math.isclose(float(matmul), spec.active_matmul_params(), rel_tol=SHAPE_RTOL)


def shaped_arch_of(workload: object) -> ModelSpec | None:
    """The library architecture a workload names when the workload has its shape
    (:func:`same_shape`), else None: the caller derives the widths from the workload."""
    spec = arch_of(workload)
    return spec if spec is not None and same_shape(spec, workload) else None


def active_ffn_width(spec: ModelSpec) -> float:
    """FFN width one token passes through: the dense FFN, or the active and shared experts'."""
    width = float(spec.ffn_width)
    if spec.is_moe:
        expert = spec.moe_ffn or width
        width = (spec.experts_active or 1) * expert + spec.shared_experts * expert
    return width


def workload_model_id(spec: ModelSpec) -> str:
    """The id a workload names ``spec`` by: its library id, else a new ``user-N`` under which
    :func:`model_spec` finds an architecture read from a user's config.json."""
    if spec.id in _cached(default_data_dir()):
        return spec.id
    model_id = f"user-{len(_USER_SPECS) + 1}"
    _USER_SPECS[model_id] = spec
    return model_id


# ---------------------------------------------------------------- config.json
# Hugging Face spells the same field several ways across model families.
_KEYS: dict[str, tuple[str, ...]] = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers", "n_layers"),
    "hidden": ("hidden_size", "d_model", "n_embd", "dim"),
    "heads": ("num_attention_heads", "n_head", "encoder_attention_heads", "n_heads"),
    "kv_heads": ("num_key_value_heads", "num_kv_heads", "n_kv_heads", "multi_query_group_num"),
    "head_dim": ("head_dim",),
    "ffn": ("intermediate_size", "ffn_dim", "n_inner", "encoder_ffn_dim", "ffn_hidden_size"),
    "vocab": ("vocab_size", "padded_vocab_size"),
    "experts": ("num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"),
    "experts_active": ("num_experts_per_tok", "moe_top_k", "top_k"),
    "shared_experts": ("n_shared_experts",),
    "moe_ffn": ("moe_intermediate_size",),
    "dense_layers": ("first_k_dense_replace",),
    "context": ("max_position_embeddings", "n_positions", "seq_length", "max_seq_len"),
}
_RANGES: dict[str, tuple[int, int]] = {
    "layers": (1, 1000),
    "hidden": (1, 131072),
    "heads": (1, 4096),
    "kv_heads": (1, 4096),
    "head_dim": (1, 4096),
    "ffn": (1, 1_048_576),
    "vocab": (1, 10_000_000),
    "experts": (1, 4096),
    "experts_active": (1, 4096),
    "shared_experts": (0, 64),
    "moe_ffn": (1, 1_048_576),
    "dense_layers": (0, 1000),
    "context": (1, 100_000_000),
}
_REQUIRED = ("layers", "hidden", "heads")
# Families whose FFN is gated (SwiGLU/GeGLU: three matrices) whatever hidden_act says.
_GATED_TYPES = (
    "llama",
    "mistral",
    "mixtral",
    "qwen",
    "gemma",
    "phi3",
    "deepseek",
    "olmo",
    "granite",
    "cohere",
    "internlm",
    "yi",
    "baichuan",
    "chatglm",
    "exaone",
    "smollm",
)


def _field(config: dict[str, Any], name: str, path: str) -> int | None:
    lo, hi = _RANGES[name]
    for key in _KEYS[name]:
        if key not in config or config[key] is None:
            continue
        value = config[key]
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ModelConfigError(
                f"{path}: field '{key}' is {value!r}: expected an integer {lo:,}–{hi:,}"
            )
        if not math.isfinite(value) or value != int(value) or not lo <= value <= hi:
            raise ModelConfigError(
                f"{path}: field '{key}' is {value!r}: expected an integer {lo:,}–{hi:,}"
            )
        return int(value)
    return None


# Hugging Face `hidden_act` names → the implementation transformers runs (activations.py:
# GELUActivation is torch's gelu, PytorchGELUTanh its tanh form, NewGELUActivation the
# Python tanh formula); other names (gelu_fast, quick_gelu, …) stay unknown.
_ACTIVATIONS = {
    "gelu": "gelu",
    "gelu_pytorch_tanh": "gelu_tanh",
    "gelu_new": "gelu_new",
    "relu": "relu",
}
# Residual-branch dropout as configs name it (GPT-2/Phi, BERT, others).
_DROPOUT_KEYS = ("resid_pdrop", "hidden_dropout_prob", "hidden_dropout")


def _kernels_of_config(config: dict[str, Any], act: str, path: str) -> dict[str, Any]:
    """The FFN activation's implementation and the residual dropout a config states."""
    out: dict[str, Any] = {}
    if act in _ACTIVATIONS:
        out["ffn_activation"] = _ACTIVATIONS[act]
    for key in _DROPOUT_KEYS:
        value = config.get(key)
        if value is None:
            continue
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not 0.0 <= float(value) < 1.0
        ):
            raise ModelConfigError(
                f"{path}: field '{key}' is {value!r}: expected a probability 0 ≤ p < 1"
            )
        out["hidden_dropout"] = float(value)
        break
    return out


# transformers 5.17's models/<type>/modeling_<type>.py with ``self.q_norm`` and ``self.k_norm``
# in their attention (the families people run; the full list is longer).
_QK_NORM_TYPES = frozenset(
    {"qwen3", "qwen3_moe", "gemma3", "gemma3_text", "olmo2", "olmo3", "olmoe"}
)


def spec_from_config(config: dict[str, Any], *, name: str, path: str = "config.json") -> ModelSpec:
    """A :class:`ModelSpec` from a parsed Hugging Face config (``text_config`` if nested)."""
    if not isinstance(config, dict):
        raise ModelConfigError(f"{path}: expected a JSON object with the model's fields")
    if isinstance(config.get("text_config"), dict) and "num_hidden_layers" not in config:
        config = {**config["text_config"], "model_type": config.get("model_type", "")}
    values: dict[str, Any] = {}
    for key in _KEYS:
        values[key] = _field(config, key, path)
    for key in _REQUIRED:
        if values[key] is None:
            lo, hi = _RANGES[key]
            spelled = " or ".join(f"'{k}'" for k in _KEYS[key][:3])
            raise ModelConfigError(
                f"{path}: field {spelled} is missing: expected an integer {lo:,}–{hi:,}"
            )
    if "decoder_layers" in config and "encoder_layers" in config:
        values["layers"] = _field(
            {"num_hidden_layers": int(config["encoder_layers"]) + int(config["decoder_layers"])},
            "layers",
            path,
        )
    heads = values["heads"]
    if values["hidden"] < heads:
        raise ModelConfigError(
            f"{path}: field 'hidden_size' is {values['hidden']}: expected at least "
            f"num_attention_heads ({heads})"
        )
    kv = values["kv_heads"]
    if kv is not None and (kv > heads or heads % kv):
        raise ModelConfigError(
            f"{path}: field 'num_key_value_heads' is {kv}: expected a divisor of "
            f"num_attention_heads ({heads})"
        )
    experts, active = values["experts"], values["experts_active"]
    if experts is not None and active is not None and active > experts:
        raise ModelConfigError(
            f"{path}: field 'num_experts_per_tok' is {active}: expected 1–{experts} "
            "(the number of experts)"
        )
    if config.get("kv_lora_rank") and config.get("qk_rope_head_dim"):
        values["kv_cache_dim"] = int(config["kv_lora_rank"]) + int(config["qk_rope_head_dim"])
    model_type = str(config.get("model_type", "")).lower()
    act = str(config.get("hidden_act", config.get("activation_function", ""))).lower()
    gated = act in ("silu", "swish", "swiglu") or any(t in model_type for t in _GATED_TYPES)
    kernels = _kernels_of_config(config, act, path)
    tied = config.get("tie_word_embeddings")
    arch: Arch = "encoder-decoder" if "decoder_layers" in config else "decoder"
    if model_type in ("bert", "roberta", "deberta", "deberta-v2", "vit", "electra"):
        arch = "encoder"
    # GPT-2's code (transformers' modeling_gpt2.py): pre-LN LayerNorm blocks and one Conv1D
    # (c_attn) whose output q, k and v are split from.
    gpt2: dict[str, Any] = {"norm": "layer", "fused_qkv": True} if model_type == "gpt2" else {}
    # Model types whose attention normalises q and k (transformers' q_norm/k_norm modules).
    if model_type in _QK_NORM_TYPES:
        gpt2 = {**gpt2, "qk_norm": True}
    if tied is None and model_type == "gpt2":
        tied = True  # GPT2Config keeps PretrainedConfig's tie_word_embeddings=True
    draft = ModelSpec(
        id="custom-config",
        name=name,
        arch=arch,
        gated_ffn=gated,
        tied_embeddings=bool(tied) if tied is not None else False,
        params_total=1.0,
        source=f"user config {path}",
        as_of=dt.date.today(),
        **{k: v for k, v in values.items() if v is not None and k != "shared_experts"},
        shared_experts=values["shared_experts"] or 0,
        **kernels,
        **gpt2,
    )
    # The published count is not in config.json: count it from the shape.
    total = draft.computed_params()
    active = draft.active_matmul_params() + draft.embedding_params() if draft.is_moe else None
    return draft.model_copy(update={"params_total": total, "params_active": active})


def read_hf_config(path: Path | str) -> ModelSpec:
    """A Hugging Face ``config.json`` as a :class:`ModelSpec`; errors name the field."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ModelConfigError(f"{file}: file not found") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ModelConfigError(f"{file}: cannot read it as UTF-8 text ({exc})") from exc
    try:
        config = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ModelConfigError(
            f"{file}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from exc
    name = (
        str(config.get("_name_or_path") or file.parent.name or file.stem)
        if isinstance(config, dict)
        else file.stem
    )
    try:
        return spec_from_config(config, name=name or "custom model", path=file.name)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "config"
        raise ModelConfigError(f"{file.name}: field '{where}': {first['msg']}") from exc
