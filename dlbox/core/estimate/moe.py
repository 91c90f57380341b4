"""Mixture-of-experts layers in Hugging Face transformers: what their experts cost beyond
the active weights' FLOPs.

transformers 5 stores each MoE layer's experts as two 3-D tensors and runs them through
one of several implementations (``experts_implementation``; integrations/moe.py):

- ``grouped_mm`` (the default): sort the routed rows by expert, one grouped GEMM per
  projection.  Training and the prompt's forward run it.
- ``batched_mm``: gather a copy of every routed row's expert matrices
  (``gate_up_proj[expert_ids]``) and multiply them with ``torch.bmm``.  ``generate``
  switches grouped_mm to it for the decoding steps on any non-CPU device
  (GenerationMixin._optimize_model_for_decode), so a GPU decodes every token this way.
- ``eager``: the model's own loop over the experts the batch routes to, as transformers 4
  ran every MoE; it reads each hit expert once but synchronises with the GPU twice per
  hit expert (a tensor compared in an ``if``, ``torch.where``) and once per layer
  (``nonzero``).

Per decoded token the host issues each implementation's calls (host_dispatch.csv, counted
from the source), and the GPU moves what the gather copies: ``batched_mm`` reads the
routed rows' experts, writes their copies and reads the copies again in ``bmm`` — three
passes over B·k expert matrices per layer at batch B, where the loop and a fused kernel
(vLLM, llama.cpp) read each of the E·(1 − (1 − k/E)^B) hit experts once.  Training's
grouped path adds elementwise and indexing kernels over its B·T·k routed rows (sort
gathers, masked fills, the gate's activation and product, the weighting, the un-permute
gather and the sum over top-k), forward, backward and recomputed: bytes per routed row
counted from the same source, each kind of kernel at the share of bandwidth our H200
profile of Qwen3 30B-A3B LoRA shows it reaching (set 12's phases: the broadcast masked
fills and products run PyTorch's index-computing elementwise kernel at 0.30 of the
bandwidth, the gathers' sorting backward at 0.37, not the 0.7 of vectorised kernels).
Its grouped GEMMs round each expert's rows up to the kernel's tile (128 rows on Hopper):
at 256 rows an expert on average a quarter more rows than routed.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Literal, get_args

import numpy as np

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.models import ModelSpec

ExpertsImplementation = Literal["grouped_mm", "batched_mm", "eager"]
EXPERTS_IMPLEMENTATIONS: tuple[str, ...] = get_args(ExpertsImplementation)
# transformers 5's default (PreTrainedModel.get_correct_experts_implementation).
DEFAULT_EXPERTS = "grouped_mm"
HOST_FILE = "host_dispatch.csv"
MEMORY_CONSTANTS = Path("models") / "memory_constants.csv"


def _constant(name: str) -> float:
    return float(named_constants(HOST_FILE)[name])


def experts_of_stack(stack: str) -> str | None:
    """The experts implementation a run's stack names in the words ``experts: NAME`` (our
    own rows say which one transformers ran); None where it is silent."""
    text = stack.lower()
    if "experts:" not in text:
        return None
    word = text.split("experts:", 1)[1].strip().split()[0].strip(",;()")
    return word if word in EXPERTS_IMPLEMENTATIONS else None


def decode_path(implementation: str | None) -> str:
    """The experts path a GPU's decoding steps run: generate turns grouped_mm into
    batched_mm on every non-CPU device; ``eager`` stays the per-expert loop."""
    impl = implementation or DEFAULT_EXPERTS
    return "batched_mm" if impl == "grouped_mm" else impl


def moe_layers(spec: ModelSpec) -> int:
    """Layers whose FFN is routed experts (DeepSeek's first dense layers excluded)."""
    if not spec.is_moe or spec.layers is None:
        return 0
    return spec.layers - spec.dense_layers


def hit_experts(spec: ModelSpec, rows: np.ndarray | float) -> np.ndarray | float:
    """Distinct experts ``rows`` routed rows (tokens) reach in one layer, each choosing
    ``experts_active`` of ``experts`` uniformly: E · (1 − (1 − k/E)^rows).  Trained
    routers are less even (fewer distinct experts); random-weight ones route about so."""
    experts = float(spec.experts or 1)
    active = float(spec.experts_active or 1)
    return experts * (1.0 - (1.0 - active / experts) ** np.maximum(rows, 1.0))


def expert_params(spec: ModelSpec) -> float:
    """Weights of one routed expert (its gate, up and down projections)."""
    assert spec.hidden
    width = spec.moe_ffn or spec.ffn_width
    return (3.0 if spec.gated_ffn else 2.0) * spec.hidden * width


def decode_host_ops(
    spec: ModelSpec | None, batch: np.ndarray | float, implementation: str | None
) -> np.ndarray | float:
    """Host calls per decoded step (all ``batch`` streams) beyond host_dispatch.csv's
    Llama layer: q/k norms where the model has them, and the MoE block in place of the
    dense MLP, with one sync counted as one call's host time (as host.serial_step_ops).
    0 for a model outside the library."""
    if spec is None or spec.layers is None:
        return 0.0
    extra = spec.layers * _constant("decode_ops_per_qk_norm.hf") if spec.qk_norm else 0.0
    layers = moe_layers(spec)
    if not layers:
        return extra
    path = decode_path(implementation)
    block = _constant(f"decode_ops_per_moe_block.{path}")
    if spec.shared_experts:
        block += _constant("decode_ops_per_shared_experts.hf")
    if path == "eager":
        hit = hit_experts(spec, batch)
        block += _constant("decode_syncs_per_moe_block.eager")
        block += hit * (
            _constant("decode_ops_per_hit_expert.eager")
            + _constant("decode_syncs_per_hit_expert.eager")
        )
    return extra + layers * (block - _constant("decode_ops_per_mlp.hf"))


def decode_expert_weights(
    spec: ModelSpec | None,
    batch: np.ndarray | float,
    implementation: str | None,
    engine_eager_hf: bool,
) -> np.ndarray | float:
    """Expert weights a decoding step moves beyond the ``experts_active`` per layer the
    active-parameter count holds (in weights; × bytes per weight for bytes).

    Hugging Face generate's batched_mm path reads the B·k routed rows' experts, writes
    their copies and reads them in bmm (3·B·k expert matrices a layer); its eager loop and
    every fused MoE kernel read the E·(1 − (1 − k/E)^B) hit experts once."""
    layers = moe_layers(spec) if spec is not None else 0
    if not layers or spec is None:
        return 0.0
    active = float(spec.experts_active or 1)
    if engine_eager_hf and decode_path(implementation) == "batched_mm":
        passes = _constant("decode_batched_mm_passes")
        moved = passes * batch * active
    else:
        moved = hit_experts(spec, batch)
    return np.maximum(moved - active, 0.0) * expert_params(spec) * layers


# Kinds of kernel the grouped path's routing passes run, each at its own share of the
# card's bandwidth (estimator._moe_routing_seconds): PyTorch's index-computing elementwise
# kernel where an operand is broadcast or a strided view ("strided": the masked fills, the
# routing weight's products, the strided SwiGLU halves), its vectorised kernels, gathers
# and reductions ("contiguous"), and the sorting index backward of a gather
# ("index_backward").
ROUTING_KINDS: tuple[str, ...] = ("strided", "contiguous", "index_backward")


def _counted(name: str) -> float:
    """A host_dispatch.csv count, 0 where the file has no row for it (a kind a pass lacks)."""
    return float(named_constants(HOST_FILE).get(name, 0.0))


def train_routing_traffic(spec: ModelSpec | None, tokens: float, rerun: float) -> dict[str, float]:
    """Bytes per kernel kind (``ROUTING_KINDS``) the grouped path's routing moves in one
    training step of ``tokens`` tokens (16-bit activations), beyond what a dense FFN of
    the active width moves (its SiLU and product are in the activation term; see
    :func:`train_glu_strided_bytes` for what their strided halves add).

    Per MoE layer: per routed row (``tokens`` × ``experts_active``) the forward's and the
    backward's values per hidden value and per expert-FFN value, per token the rows the
    top-k sum and its gradient write and read once, and the router's softmax and top-k
    over every expert (host_dispatch.csv ``moe_train_*``); the forward again for the share
    ``rerun`` of it that checkpointing recomputes.  Empty for a dense model."""
    layers = moe_layers(spec) if spec is not None else 0
    if not layers or spec is None or not spec.hidden:
        return {}
    width = float(spec.moe_ffn or spec.ffn_width)
    hidden = float(spec.hidden)
    rows = tokens * float(spec.experts_active or 1)
    forwards = 1.0 + rerun
    out: dict[str, float] = {}
    for kind in ROUTING_KINDS:
        values = 0.0
        for phase, passes in (("fwd", forwards), ("bwd", 1.0)):
            per_row = (
                _counted(f"moe_train_{phase}_hidden_per_row.{kind}") * hidden
                + _counted(f"moe_train_{phase}_ffn_per_row.{kind}") * width
            )
            per_token = _counted(f"moe_train_{phase}_hidden_per_token.{kind}") * hidden
            values += passes * (per_row * rows + per_token * tokens)
        out[kind] = 2.0 * values * layers
    router = float(spec.experts or 1) * tokens * layers
    out["contiguous"] += router * (
        _constant("moe_train_router_fwd_bytes_per_expert") * forwards
        + _constant("moe_train_router_bwd_bytes_per_expert")
    )
    return out


def train_glu_strided_bytes(spec: ModelSpec | None, tokens: float, rerun: float) -> float:
    """Bytes of the experts' gate activation and product (forward, rerun, backward) that
    read a strided half of the gate_up output in one training step of ``tokens`` tokens:
    the activation term charges them as a dense FFN's contiguous passes, and these run the
    index-computing kernel instead.  0 for a dense model."""
    layers = moe_layers(spec) if spec is not None else 0
    if not layers or spec is None:
        return 0.0
    width = float(spec.moe_ffn or spec.ffn_width)
    rows = tokens * float(spec.experts_active or 1)
    values = _constant("moe_train_fwd_ffn_per_row.glu_strided") * (1.0 + rerun)
    values += _constant("moe_train_bwd_ffn_per_row.glu_strided")
    return 2.0 * values * width * rows * layers


def grouped_tile_rows(rows_per_expert: float, arch: str, variant: str) -> float | None:
    """Rows of the output tile PyTorch's grouped GEMM pads each expert's rows to on this
    card (gemm_shape.csv ``grouped_tile_m*``), None where its kernel is not known: Hopper's
    128 (64 for 'small' problems of at most 128 rows a group on average) and data-centre
    Blackwell's 64."""
    table = named_constants("gemm_shape.csv")
    if arch == "hopper":
        name = (
            "grouped_tile_m_small.hopper" if rows_per_expert <= 128.0 else "grouped_tile_m.hopper"
        )
        return float(table[name])
    if variant == "blackwell/hbm":
        return float(table["grouped_tile_m.blackwell"])
    return None


def grouped_padding(spec: ModelSpec | None, tokens: float, arch: str, variant: str) -> float:
    """How many more rows the grouped GEMMs compute than the routed rows they hold, as a
    factor (≥ 1) over a micro-batch of ``tokens`` tokens: each of the E experts gets
    M ~ Binomial(tokens, k/E) rows (an untrained router routes about evenly) and the
    kernel runs ceil(M / tile) tiles, so E[padded rows] = tile · Σ_j P(M > j·tile).
    P(M > 0) is exact; the further terms take the normal approximation with continuity
    correction.  1 for a dense model or a card whose grouped kernel is not known."""
    if spec is None or not moe_layers(spec) or not spec.experts or tokens <= 0.0:
        return 1.0
    share = float(spec.experts_active or 1) / float(spec.experts)
    mean = tokens * share
    tile = grouped_tile_rows(mean, arch, variant)
    if tile is None:
        return 1.0
    sd = math.sqrt(max(tokens * share * (1.0 - share), 1e-12))
    tiles = 1.0 - (1.0 - share) ** tokens  # P(M > 0)
    j = 1
    while j * tile <= mean + 8.0 * sd + tile:
        z = (j * tile + 0.5 - mean) / sd
        tiles += 0.5 * math.erfc(z / math.sqrt(2.0))
        j += 1
    return max(1.0, tile * tiles / mean)


def routed_row_kept_bytes(spec: ModelSpec | None, bytes_per_value: float) -> float:
    """Bytes per token that one MoE layer's routed rows keep for the backward pass beyond
    the gated FFN of the active width (``layer_coefficient``): each of a token's
    ``experts_active`` rows keeps its down projection's output — the product with the
    routing weight needs it for the router's gradient, with the experts frozen or not — and
    the int64 routing indices, the sentinel mask and its sorted routing weight
    (memory_constants.csv ``moe_routed_row_kept_*``, counted from transformers 5.17's
    ``grouped_mm_experts_forward``).  0 for a dense model."""
    if spec is None or not moe_layers(spec) or not spec.hidden:
        return 0.0
    table = named_constants(MEMORY_CONSTANTS)
    hidden = float(table["moe_routed_row_kept_hidden"]) * bytes_per_value / 2.0
    per_row = hidden * float(spec.hidden) + float(table["moe_routed_row_kept_index"])
    return float(spec.experts_active or 1) * per_row


def routed_weight_share(spec: ModelSpec | None, params_matmul: float | None) -> float:
    """Share of a step's weight matrix products that run on routed experts' weights: the
    active experts' weights over all matrix weights a token passes (0 for a dense model)."""
    layers = moe_layers(spec) if spec is not None else 0
    if not layers or spec is None or not params_matmul:
        return 0.0
    active = float(spec.experts_active or 1) * expert_params(spec) * layers
    return min(1.0, active / float(params_matmul))
