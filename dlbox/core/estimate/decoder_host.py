"""The host's side of an eager training step of a Hugging Face decoder, from its architecture.

An eager step is issued from Python one operator at a time; where the GPU's work per
kernel is tiny (a batch of one sequence, an MoE model whose experts each see a few hundred
rows) the host's launches, not the GPU, set the pace: our H200 ran Qwen3 30B-A3B LoRA at
batch 1 in 0.64 s a step while batch 4 took 1.05 s.  This module counts what one forward
issues, per layer, from the model's shape and transformers' code (host_dispatch.csv
``train_*`` rows, each with its source):

- a Llama-family layer's norms, projections, rotary, SDPA and residuals, and its MLP;
- Qwen 3-style query/key norms where the model has them;
- an MoE block in place of the MLP: transformers 5's grouped_mm path (router, an
  argsort of the routed rows, gathers, two grouped GEMMs), or the per-expert loop (``eager``),
  whose calls and GPU syncs grow with the experts a micro-batch's rows reach, or
  ``batched_mm``;
- PEFT's LoRA modules on the maps ``lora_targets`` adapts, and QLoRA's NF4 dequantisation
  before each frozen map;
- the embedding, rotary table, final norm, head and loss outside the layers.

The backward, checkpointing's recompute and the optimizer are host.py's: the step's
launches are the forward's × (1 + ``backward_per_forward_op``) with the recomputed share
added there, each at the per-launch time of a published eager trace (gpt-fast's).
Nothing here is fitted on a measured training run.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.models import ModelSpec, arch_of
from dlbox.core.estimate.moe import DEFAULT_EXPERTS, hit_experts, moe_layers
from dlbox.core.estimate.workloads import Workload

HOST_FILE = "host_dispatch.csv"


def _constant(name: str) -> float:
    return float(named_constants(HOST_FILE)[name])


@dataclass(frozen=True)
class DecoderHostCounts:
    """What one eager training forward of a decoder issues from the host.

    ``calls``: operator calls of the network without its adapters (host.train_step_ops
    adds ``lora_ops_per_module`` per adapted map); ``launches_per_step``: kernel launches of
    forward and backward, adapters included (host.train_step_launch_ops adds the
    recomputed forward); ``adapter_modules`` and ``param_tensors``: what the optimizer
    loops over."""

    calls: float
    launches_forward: float
    launches_per_step: float
    adapter_modules: int
    param_tensors: int


def counted(spec: ModelSpec | None) -> bool:
    """Whether the layer counts describe ``spec``: an RMSNorm decoder with rotary attention
    (Llama, Mistral, Qwen, their MoE variants).  GPT-2-style LayerNorm decoders and
    encoders run other code and get no count."""
    return (
        spec is not None
        and spec.arch == "decoder"
        and spec.is_transformer
        and not spec.layer_norm
        and spec.layers is not None
    )


def lora_modules_per_layer(spec: ModelSpec, targets: str) -> int:
    """Linear maps PEFT adapts per layer: q and v, the attention's four, or those and the
    FFN's two or three (an MoE layer's experts are 3-D tensors PEFT's target names do not
    reach; its shared experts' maps are)."""
    if targets == "qv":
        return 2
    modules = 4
    if targets in ("all", "all+head"):
        ffn = 3 if spec.gated_ffn else 2
        dense = not spec.is_moe
        modules += ffn if dense else ffn * (1 if spec.shared_experts else 0)
    return modules


def _moe_block(spec: ModelSpec, experts: str | None, tokens: float) -> tuple[float, float]:
    """(calls, launches) of one MoE block in a training forward of ``tokens`` tokens."""
    path = experts or DEFAULT_EXPERTS
    if path == "grouped_mm":
        calls = _constant("train_ops_per_moe_block.grouped_mm")
        # Its argsort of the routed rows' expert ids: one in-place kernel up to 4,096 rows,
        # CUB's radix sort (a pass per byte of the int64 key) above.
        rows = tokens * float(spec.experts_active or 1)
        sort = "small" if rows <= _constant("small_sort_max_rows") else "radix"
        launches = _constant("train_launches_per_moe_block.grouped_mm")
        launches += _constant(f"train_launches_per_argsort.{sort}")
    else:
        # The per-expert loop and batched_mm run the same code per forward as per decoded
        # step: their decode counts, where nearly every call launches; a sync is charged as
        # one call, as host.serial_step_ops does.
        calls = _constant(f"decode_ops_per_moe_block.{path}")
        if path == "eager":
            hit = float(hit_experts(spec, tokens))
            calls += _constant("decode_syncs_per_moe_block.eager")
            calls += hit * (
                _constant("decode_ops_per_hit_expert.eager")
                + _constant("decode_syncs_per_hit_expert.eager")
            )
        launches = calls
    if spec.shared_experts:
        shared = _constant("decode_ops_per_shared_experts.hf")
        calls += shared
        launches += shared
    return calls, launches


# Counted once per shape and choice: the constants' lookups cost more than an estimate's
# budget allows on every call.
@lru_cache(maxsize=512)
def decoder_host_counts(
    spec: ModelSpec, *, adapter: str, lora_targets: str, experts: str | None, tokens: float
) -> DecoderHostCounts:
    """The host's calls and launches of one eager training forward of ``spec`` (a model
    :func:`counted` describes) over ``tokens`` tokens a sequence (the per-expert loop's
    hit experts: a micro-batch reaches at least those one sequence reaches)."""
    assert spec.layers is not None
    layers = float(spec.layers)
    routed = float(moe_layers(spec))
    dense = layers - routed
    mlp_calls = _constant("decode_ops_per_mlp.hf")
    mlp_launches = _constant("train_launches_per_mlp.hf")
    calls = layers * (_constant("train_ops_per_layer.hf") - mlp_calls) + dense * mlp_calls
    launches = layers * _constant("train_launches_per_layer.hf") + dense * mlp_launches
    if routed:
        block_calls, block_launches = _moe_block(spec, experts, tokens)
        calls += routed * block_calls
        launches += routed * block_launches
    if spec.qk_norm:
        calls += layers * _constant("decode_ops_per_qk_norm.hf")
        launches += layers * _constant("train_launches_per_qk_norm.hf")
    calls += _constant("train_ops_per_step.hf")
    launches += _constant("train_launches_per_step.hf")
    if adapter == "qlora":
        # Every frozen nn.Linear of the layers dequantises its NF4 weight before its GEMM.
        quantised = layers * lora_modules_per_layer(spec, "all")
        per_map = _constant("train_launches_per_quantised_linear.bnb")
        calls += quantised * per_map
        launches += quantised * per_map
    modules = 0
    if adapter != "none":
        modules = int(layers) * lora_modules_per_layer(spec, lora_targets)
        modules += 1 if lora_targets == "all+head" else 0
        launches += modules * _constant("train_launches_per_lora_module.peft")
    step = launches * (1.0 + _constant("backward_per_forward_op"))
    return DecoderHostCounts(
        calls=calls,
        launches_forward=launches,
        launches_per_step=step,
        adapter_modules=modules,
        param_tensors=_param_tensors(spec),
    )


def _param_tensors(spec: ModelSpec) -> int:
    """Weight tensors a full fine-tune's optimizer updates: per layer q, k, v, o, two norms
    (and the q/k norms), the MLP's maps or the router and transformers 5's two 3-D expert
    tensors (and a shared expert's maps); the embedding, final norm and an untied head."""
    assert spec.layers is not None
    routed = moe_layers(spec)
    dense = spec.layers - routed
    per_layer = 6 + (2 if spec.qk_norm else 0)
    mlp = 3 if spec.gated_ffn else 2
    tensors = spec.layers * per_layer + dense * mlp + routed * (1 + 2)
    if spec.shared_experts:
        tensors += routed * mlp
    return int(tensors + 2 + (0 if spec.tied_embeddings else 1))


def with_decoder_counts(workload: Workload, adapter: str, experts: str | None) -> Workload:
    """``workload`` with its host counts filled from its architecture where it has none
    (a library decoder's training, a config.json's), else unchanged."""
    if workload.host_ops_fwd is not None or workload.task != "train":
        return workload
    spec = arch_of(workload)
    if not counted(spec) or spec is None:
        return workload
    # A run's overrides may give another depth than the library row (external.csv rows).
    if workload.layers is not None and workload.layers != spec.layers:
        spec = spec.model_copy(update={"layers": workload.layers})
    counts = decoder_host_counts(
        spec,
        adapter=adapter,
        lora_targets=workload.lora_targets,
        experts=experts,
        tokens=float(workload.seq_len or 1),
    )
    return workload.model_copy(
        update={
            "host_ops_fwd": counts.calls,
            "host_launches_per_step": counts.launches_per_step,
            "adapter_modules": counts.adapter_modules or None,
            "param_tensors": counts.param_tensors,
        }
    )
