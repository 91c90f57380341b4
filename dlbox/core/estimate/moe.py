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
counted from the same source at the share of bandwidth small elementwise kernels reach.
"""

from __future__ import annotations

from typing import Literal, get_args

import numpy as np

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.models import ModelSpec

ExpertsImplementation = Literal["grouped_mm", "batched_mm", "eager"]
EXPERTS_IMPLEMENTATIONS: tuple[str, ...] = get_args(ExpertsImplementation)
# transformers 5's default (PreTrainedModel.get_correct_experts_implementation).
DEFAULT_EXPERTS = "grouped_mm"
HOST_FILE = "host_dispatch.csv"


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


def train_routing_bytes(spec: ModelSpec | None, tokens: float, rerun: float) -> float:
    """Bytes the grouped path's elementwise and indexing kernels move in one training
    step of ``tokens`` tokens (16-bit activations) beyond what a dense FFN of the active
    width moves (its SiLU and product are in the activation term): per routed row and MoE
    layer, the forward's and the backward's elements per hidden value and per expert-FFN
    value (host_dispatch.csv ``moe_train_*``), the forward again for the share ``rerun``
    of it that checkpointing recomputes.  0 for a dense model."""
    layers = moe_layers(spec) if spec is not None else 0
    if not layers or spec is None or not spec.hidden:
        return 0.0
    width = float(spec.moe_ffn or spec.ffn_width)
    hidden = float(spec.hidden)

    def elements(kind: str) -> float:
        return (
            _constant(f"moe_train_{kind}_hidden_per_row") * hidden
            + _constant(f"moe_train_{kind}_ffn_per_row") * width
        )

    per_row = elements("fwd") * (1.0 + rerun) + elements("bwd")
    return 2.0 * per_row * tokens * float(spec.experts_active or 1) * layers
