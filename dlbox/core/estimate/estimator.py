"""The estimator: throughput, band, bottleneck, memory, time and energy, for many GPUs at once.

:func:`estimate_arrays` does all the work on numpy columns (one entry per GPU
model, ``count`` of each training together); :func:`estimate_table` is its front door for
a table of GPUs, and system_estimate.py's for one machine, explained, with its remedies.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate import instruction_rates
from dlbox.core.estimate.activation import extra_bytes_per_sample, proxy_kernels
from dlbox.core.estimate.attention_decode import sm_counts, splits_context, unsplit_kv_seconds
from dlbox.core.estimate.batch_norm import native_seconds as batch_norm_seconds
from dlbox.core.estimate.batch_norm import runs_native as runs_native_bn
from dlbox.core.estimate.calibration import (
    MAX_EFFICIENCY,
    OPTIMIZER_BYTES_PER_PARAM,
    Calibration,
    load_calibration,
    prior,
    starvation_columns,
)
from dlbox.core.estimate.ceilings import DriveSpec, cpu_ceiling, storage_ceiling
from dlbox.core.estimate.checkpointing import elementwise_rerun, linear_rerun, parse_mode
from dlbox.core.estimate.comm import (
    comm_cost,
    gather_bytes,
    gradient_bytes,
    links_for,
    tensor_parallel_seconds,
    trainable_params,
)
from dlbox.core.estimate.decoder_host import with_decoder_counts
from dlbox.core.estimate.diffusion import (
    DiffusionOptionError,
    DiffusionOptions,
    ema_step_bytes,
    ema_step_calls,
    materialized_bytes_per_score,
)
from dlbox.core.estimate.diffusion import apply_options as apply_diffusion
from dlbox.core.estimate.hardware import (
    GpuArrays,
    MathPeaks,
    clear_arrays_cache,
    fp8_training_peak,
    gpu_arrays,
    math_peaks,
)
from dlbox.core.estimate.hf_generate import LOOP_GROUP, concat_pass_factor, loop_seconds
from dlbox.core.estimate.host import (
    PROFILE_BASES,
    decode_host_of,
    decode_host_seconds_per_op,
    eager_decode_token_s,
    lora_ops_per_module,
    serial_step_ops,
    trailing_optimizer_ops,
    train_seconds_per_launch,
    train_seconds_per_op,
    train_step_launch_ops,
    train_step_ops,
    trainable_tensors,
)
from dlbox.core.estimate.host import constant as host_constant
from dlbox.core.estimate.host_cpu import HostCpu, host_term
from dlbox.core.estimate.host_optimizer import HostMemory
from dlbox.core.estimate.kv_cache_layout import extra_passes as kv_extra_passes
from dlbox.core.estimate.layout import NCHW_REFERENCE_WORKLOADS, layout_seconds
from dlbox.core.estimate.layout import resolve as resolve_layout
from dlbox.core.estimate.llamacpp_fusion import CURRENT_BUILD
from dlbox.core.estimate.llamacpp_fusion import layer_factor as fused_layer_factor
from dlbox.core.estimate.llamacpp_host import GROUP as LLAMACPP_GROUP
from dlbox.core.estimate.llamacpp_host import extra_s as llamacpp_extra_s
from dlbox.core.estimate.llamacpp_host import graph_host_s as llamacpp_graph_host_s
from dlbox.core.estimate.llamacpp_host import is_llamacpp
from dlbox.core.estimate.matmul import achievable_share
from dlbox.core.estimate.memo import clear_memos
from dlbox.core.estimate.memory import (
    KV_BYTES,
    adapted_widths,
    plan_generation_memory,
    plan_memory,
    usable_gib,
)
from dlbox.core.estimate.micro_batch import update_share
from dlbox.core.estimate.models import arch_of
from dlbox.core.estimate.moe import (
    decode_expert_weights,
    grouped_padding,
    routed_weight_share,
    train_glu_strided_bytes,
    train_routing_traffic,
)
from dlbox.core.estimate.moe import decode_host_ops as moe_decode_host_ops
from dlbox.core.estimate.multi_gpu import (
    busy_share,
    handoff_seconds,
    kv_ways,
    row_gather_seconds,
    speed_ways,
    tensor_parallel_ways,
)
from dlbox.core.estimate.norm_rope import bytes_per_sample as norm_rope_bytes
from dlbox.core.estimate.occupancy import one_warp_seconds, resident_warps
from dlbox.core.estimate.offload import MODES as OFFLOAD_MODES
from dlbox.core.estimate.offload import NF4_BYTES, OffloadCost, host_link, offload_cost
from dlbox.core.estimate.optimizer_step import (
    borrows_transformer_terms,
    is_counted,
    pure_sixteen_bit,
    resolve_impl,
    update_bytes,
)
from dlbox.core.estimate.optimizer_step import constant as update_constant
from dlbox.core.estimate.optimizer_step import host_calls as optimizer_host_calls
from dlbox.core.estimate.recompute import step_train_flops
from dlbox.core.estimate.reconstruct import reconstruct_bytes, unpack_passes
from dlbox.core.estimate.sdpa_kernel import (
    attention_seconds,
    auto_backends,
    counted_attention_flops,
)
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.stacks import hides_sharded_comm, with_stack
from dlbox.core.estimate.weight_formats import (
    FORMAT_OF_BITS,
    decode_kernel,
    stored_bytes,
    weight_format,
)
from dlbox.core.estimate.workloads import Workload, load_workloads, resolve_workload

EVAL_ALLOWANCE = 0.95  # ESTIMATOR.md: time to train ÷ 0.95 for evaluation and checkpoints
SYSTEM_BASE_W = 75.0  # board, fans, drives
IDLE_SHARE = 0.2  # a GPU waiting on data or the network still draws about a fifth of its limit
INTERCONNECT_BOUND = 0.25  # share of the step spent waiting on the all-reduce
# GeForce measurements in ESTIMATOR.md: 80 % power → 0.96 speed, 70 % → 0.90, 60 % → 0.80.
POWER_LIMIT_CURVE = ((0.5, 0.68), (0.6, 0.80), (0.7, 0.90), (0.8, 0.96), (1.0, 1.0))
LORA_MATRICES_PER_LAYER = 7  # q, k, v, o, gate, up, down: what PEFT's "all-linear" adapts
# At most this share of a CNN's fitted off-tensor-core time is NCHW transposes (layout.py).
MAX_TRANSPOSE_SHARE = 0.9


class EstimateError(Exception):
    """The inputs cannot be estimated (no GPU, bad count); the message says why."""


@dataclass(frozen=True)
class SystemSpec:
    """Everything about the machine besides the GPUs; None means unknown (no ceiling)."""

    cpu_cores: float | None = None
    cpu_power_w: float | None = None
    ram_gb: float | None = None
    drives: tuple[DriveSpec, ...] = ()
    slot_gen: float | None = None
    slot_lanes: float | None = None
    p2p: bool | None = None
    link_gbs: float | None = None
    # Speed kept by the slowest card under its cooling (stacked open-air cards throttle).
    thermal_speed: float = 1.0
    notes: tuple[str, ...] = field(default_factory=tuple)
    # The RAM's populated channels and speed (CPU offload's optimizer step); None: unknown.
    host_memory: HostMemory | None = None
    # The CPU whose single thread issues an eager step's calls (host_cpu.py); None: unknown,
    # charged as the reference host of each per-call constant.
    host_cpu: HostCpu | None = None

    @property
    def usable_cores(self) -> float | None:
        # One core drives the training loop; the rest decode and augment.
        return None if self.cpu_cores is None else max(1.0, self.cpu_cores - 1.0)


@dataclass(frozen=True)
class Choices:
    """TrainSettings with every 'follow the workload' default filled in."""

    precision: str
    adapter: str
    optimizer: str
    checkpointing: str  # checkpointing.MODES or every-N
    batch: int | None
    zero_stage: int
    power_limit: float
    tier: str
    dataset: float | None
    epochs: float | None
    bits: int
    context: int | None
    offload: str = "none"
    kv_bits: int = 16
    engine: str = "generic"
    gpu_util: float | None = None
    grad_accum: int = 1
    layout: str = "nchw"  # of a CNN's activations, resolved for the tier (layout.py)
    batch_norm: str = "auto"  # whose batch-norm kernels a CNN runs (batch_norm.py)
    optimizer_impl: str = "auto"  # foreach / for-loop / fused update (optimizer_step.py)
    weight_format: str | None = None  # decode: a named format (weight_formats.py) over bits
    graphs: bool | None = None  # decode: CUDA graphs replayed (None: by engine and GPU)
    kernel: str | None = None  # decode: the quantised GEMV (weight_formats.DECODE_KERNELS)
    expand_kv: bool = False  # decode: attention copies K/V to every query head (no flash)
    kv_cache: str | None = (
        None  # decode: "dynamic" / "static" (None: by runner, kv_cache_layout.py)
    )
    stack: str = "generic"  # training software, for its memory quirks (stacks.py)
    sdpa: str = "auto"  # training: the fused attention kernel SDPA runs (sdpa_kernel.py)
    pytorch: str | None = None  # training: the PyTorch release, for what "auto" picks
    legacy_half_cat: bool = False  # decode: PyTorch's pre-2025 16-bit cat (hf_generate.py)
    llamacpp_build: str | None = None  # decode: llama.cpp CUDA build date (llamacpp_fusion.py)
    loop: str | None = None  # decode: a Python loop around the engine (hf_generate.LOOPS)
    split: str = "tensor"  # decode on several GPUs: layers / tensor / single (multi_gpu.py)
    experts: str | None = None  # MoE under transformers: experts_implementation (moe.py)
    # Diffusion training: what the step runs besides the U-Net (diffusion.py).
    diffusion: DiffusionOptions = field(default_factory=DiffusionOptions)


def resolve_choices(workload: Workload, settings: TrainSettings | None) -> Choices:
    s = settings or TrainSettings()
    return Choices(
        precision=s.precision or workload.precision,
        adapter=s.adapter if s.adapter is not None else workload.adapter,
        optimizer=s.optimizer or workload.optimizer,
        checkpointing=workload.checkpointing if s.checkpointing is None else s.checkpointing,
        batch=s.batch_per_gpu,
        zero_stage=s.zero_stage,
        power_limit=s.power_limit_frac,
        tier=s.tier_for(workload.task == "decode"),
        dataset=s.dataset_samples if s.dataset_samples is not None else workload.dataset_size,
        epochs=s.epochs if s.epochs is not None else workload.epochs,
        bits=s.inference_bits,
        context=s.context_tokens,
        offload=s.offload,
        kv_bits=s.kv_cache_bits,
        engine=s.serving_engine,
        gpu_util=s.gpu_memory_utilization,
        grad_accum=s.grad_accum,
        layout=resolve_layout(s.memory_format, s.tier_for(workload.task == "decode")),
        batch_norm=s.batch_norm_kernels,
        weight_format=s.weight_format,
        graphs=s.cuda_graphs,
        kernel=s.decode_kernel,
        expand_kv=s.expanded_kv_attention,
        kv_cache=s.kv_cache_layout,
        stack=s.training_stack,
        sdpa=s.sdpa_backend,
        pytorch=s.pytorch_version,
        legacy_half_cat=s.legacy_half_cat,
        llamacpp_build=s.llamacpp_build_date,
        loop=s.decode_loop,
        split=s.split_for(workload.task == "decode"),
        experts=s.experts_implementation,
        optimizer_impl=s.optimizer_impl,
        diffusion=DiffusionOptions(
            latents=s.latents,
            text_encoder=s.text_encoder,
            vae_fp32=s.vae_fp32,
            prior_preservation=s.prior_preservation,
            ema=s.ema,
            attention=s.diffusion_attention,
        ),
    )


def _with_adapter(workload: Workload, choices: Choices) -> Workload:
    """A full-training workload asked for an adapter: rank-16 LoRA on the projections its
    ``lora_targets`` name, counted from the shape of the model it names (Llama 3.1 70B:
    207 M, 0.29 % of its weights; Llama 3.2 1B: 11 M, 0.91 %), else ≈ 0.5 % of the weights.

    A decode workload asked for a context length serves (and caches) that many tokens.
    """
    if choices.adapter != "none" and workload.lora_params is None:
        spec = arch_of(workload)
        count = (
            spec.lora_params(targets=workload.lora_targets)
            if spec is not None and spec.is_transformer
            else 0.005 * workload.params_total
        )
        workload = workload.model_copy(update={"lora_params": count})
    if choices.context is not None and workload.task == "decode":
        workload = workload.model_copy(update={"seq_len": choices.context})
    try:
        rerun = parse_mode(choices.checkpointing) not in ("none", "attention")
        return apply_diffusion(workload, choices.diffusion, choices.adapter, rerun)
    except DiffusionOptionError as exc:
        raise EstimateError(str(exc)) from None


def train_hours(dataset_units: float, epochs: float, throughput: float) -> float:
    """Hours to process ``dataset_units`` × ``epochs`` at ``throughput`` units/s, with eval time."""
    return dataset_units * epochs / throughput / EVAL_ALLOWANCE / 3600.0


@cache  # a handful of fractions, asked for in every estimate
def power_limit_speed(fraction: float) -> float:
    xs, ys = zip(*POWER_LIMIT_CURVE, strict=True)
    return float(np.interp(fraction, xs, ys))


# ---------------------------------------------------------------- the core
Count = int | np.ndarray  # one count for every GPU, or one per GPU row


def _checked_count(count: int | Sequence[int] | np.ndarray, n_gpu: int) -> Count:
    """``count`` as given (one number), or as an array with one entry per GPU row."""
    if np.ndim(count) == 0:
        if count < 1:  # type: ignore[operator]
            raise EstimateError(f"GPU count must be at least 1, got {count}")
        return count  # type: ignore[return-value]
    counts = np.asarray(count)
    if counts.shape != (n_gpu,):
        raise EstimateError(f"{counts.size} GPU counts given for {n_gpu} GPUs")
    if counts.size and counts.min() < 1:
        raise EstimateError(f"GPU count must be at least 1, got {counts.min()}")
    return counts


@dataclass(frozen=True)
class MemoryFit:
    """What the memory model says of one run before any speed is estimated: the resolved
    choices, the workload after its adapter, the math peaks, the memory plan, the batch
    per GPU and whether it fits.  :func:`estimate_arrays` takes one to skip re-planning
    (the remedy search plans every candidate first and estimates only those that fit)."""

    choices: Choices
    workload: Workload
    peaks: MathPeaks
    memory: Any
    batch: np.ndarray
    fits: np.ndarray
    usable: np.ndarray  # GiB each card reports (what usable_gib says of these GPUs)


def plan_fit(
    hw: GpuArrays,
    count: int | Sequence[int] | np.ndarray,
    workload: Workload,
    settings: TrainSettings | None = None,
    calibration: Calibration | None = None,
    *,
    peaks: MathPeaks | None = None,
    usable: np.ndarray | None = None,
) -> MemoryFit:
    """The memory side of :func:`estimate_arrays`, exactly as it computes it.

    ``peaks`` (for the same GPUs and precision) and ``usable`` (for the same GPUs) may
    be handed in when the caller has them: they depend on nothing else."""
    choices = resolve_choices(workload, settings)
    return plan_choices(hw, count, workload, choices, calibration, peaks=peaks, usable=usable)


def plan_choices(
    hw: GpuArrays,
    count: int | Sequence[int] | np.ndarray,
    workload: Workload,
    choices: Choices,
    calibration: Calibration | None = None,
    *,
    peaks: MathPeaks | None = None,
    usable: np.ndarray | None = None,
) -> MemoryFit:
    """:func:`plan_fit` for choices already resolved (a remedy search changes a few)."""
    count = _checked_count(count, len(hw))
    workload = with_stack(_with_adapter(workload, choices), choices.stack)
    if usable is None:
        usable = usable_gib(hw.ids, hw.vram_gb)
    parts = _memory_and_batch(hw, count, workload, choices, calibration, peaks, usable)
    return MemoryFit(choices, workload, *parts, usable=usable)


def _memory_and_batch(
    hw: GpuArrays,
    count: Count,
    workload: Workload,
    choices: Choices,
    cal: Calibration | None = None,
    peaks: MathPeaks | None = None,
    usable: np.ndarray | None = None,
) -> tuple[MathPeaks, Any, np.ndarray, np.ndarray]:
    """(math peaks, memory plan, batch per GPU, fits) for ``workload`` after its adapter."""
    if peaks is None:
        peaks = math_peaks(hw, choices.precision, (cal or load_calibration()).fp8_fraction())
    if usable is None:
        usable = usable_gib(hw.ids, hw.vram_gb)
    if workload.task == "generate":
        memory = plan_generation_memory(
            workload,
            bytes_per_value=peaks.bytes_per_value,
            vram_gb=hw.vram_gb,
            usable=usable,
        )
        return peaks, memory, *_batch_and_fits(hw, memory, workload, choices)
    if workload.loss == "fused" and choices.precision == "fp8":
        workload = workload.model_copy(update={"fp8_matmuls": True})
    memory = plan_memory(
        workload,
        bytes_per_value=peaks.bytes_per_value,
        vram_gb=hw.vram_gb,
        adapter=choices.adapter,
        optimizer=choices.optimizer,
        checkpointing=choices.checkpointing,
        count=count,
        zero_stage=choices.zero_stage,
        inference_bits=choices.bits,
        weight_format=choices.weight_format,
        kv_bits=choices.kv_bits,
        engine=choices.engine,
        gpu_util=choices.gpu_util,
        split=choices.split,
        offload=choices.offload,
        # Compiled and vendor stacks chunk or fuse the loss: no full FP32 copy of the logits
        # (unless the workload says its loss stays eager, e.g. only the layers compiled).
        fused_loss=workload.loss in ("chunked", "fused")
        or (workload.loss is None and choices.tier != "eager"),
        compiled=choices.tier != "eager",
        usable=usable,
        ema=choices.diffusion.ema,
        # FP16 AMP is torch.autocast over FP32 parameters; "bf16" is pure 16-bit training.
        autocast=choices.precision in ("amp", "fp16"),
        # A card without BF16 runs the FP16 AMP its users run (``peaks.used``): torch.amp too.
        amp_gpus=(peaks.used == "fp16") | (choices.precision in ("amp", "fp16")),
        grad_accum=choices.grad_accum,
        # What the optimizer step holds beside the gradients depends on how it runs.
        optimizer_impl=resolve_impl(choices.optimizer_impl, choices.tier),
    )
    return peaks, memory, *_batch_and_fits(hw, memory, workload, choices)


def _batch_and_fits(
    hw: GpuArrays, memory: Any, workload: Workload, choices: Choices
) -> tuple[np.ndarray, np.ndarray]:
    max_batch = memory.max_batch
    if choices.batch is not None:
        batch = np.full(len(hw), float(choices.batch))
    else:
        # A batch we choose for the user should run, not merely might: the largest whose
        # peak stays below the memory model's error band, else the largest that may fit.
        comfortable = comfortable_batch(memory, cap=float(workload.usual_batch))
        limit = np.where(comfortable >= 1, comfortable, max_batch)
        batch = np.clip(np.minimum(limit, workload.usual_batch), 1, None).astype(float)
    # "tight" (inside the memory model's measured error band) still counts as running.
    return batch, memory.verdict(batch) != "does not fit"


def comfortable_batch(memory: Any, cap: float | None = None) -> np.ndarray:
    """Per GPU: the largest batch whose predicted peak is a clear "fits" (below the band).

    The peak is the later of two moments, each linear in the batch: a convex line of at
    most two pieces, whose slopes at both ends give the answer; a bisection over
    0…``max_batch`` settles any row they do not.  0 when not even one sample fits outright.
    ``cap``: no answer above it is wanted (the workload's usual batch), so a row whose
    peak at the cap fits outright is answered with one evaluation."""
    limit = np.asarray(memory.usable, float) * (1.0 - memory.band)
    top = np.asarray(memory.max_batch, float) + np.zeros_like(limit)
    if not top.any():
        return np.zeros_like(limit)
    if cap is not None:
        capped = np.clip(np.minimum(top, cap), 1.0, None)
        if (np.asarray(memory.total(capped), float) <= limit).all():
            return np.minimum(top, cap) + np.zeros_like(limit)

    def total(batch: np.ndarray | float) -> np.ndarray:
        return np.asarray(memory.total(batch), float)

    def solve(at: np.ndarray, value: np.ndarray, slope: np.ndarray) -> np.ndarray:
        with np.errstate(divide="ignore", invalid="ignore"):
            n = np.where(slope > 0, np.floor(at + (limit - value) / slope), np.inf)
        return np.where((slope <= 0) & (value > limit), -1.0, n)

    first, end = total(0.0), total(top)
    guess = np.minimum(
        solve(np.zeros_like(top), first, total(1.0) - first),
        solve(top, end, end - total(np.maximum(top - 1.0, 0.0))),
    )
    guess = np.clip(np.where(np.isfinite(guess), guess, top), 0.0, top)
    fits_one = total(1.0) <= limit
    at_guess = total(np.maximum(guess, 1.0)) <= limit
    settled = (guess >= top) | (total(guess + 1.0) > limit)
    settled &= at_guess | ~fits_one
    if settled.all():
        return np.where(fits_one & at_guess, guess, 0.0)
    lo = np.where(settled, guess, 0.0)
    hi = np.where(settled, guess, top)
    # Invariant: total(lo) ≤ limit or lo = 0; total(hi + 1) > limit or hi = max_batch.
    while np.any(hi > lo):
        mid = np.ceil((lo + hi) / 2.0)
        fine = total(mid) <= limit
        lo = np.where((hi > lo) & fine, mid, lo)
        hi = np.where((hi > lo) & ~fine, mid - 1.0, hi)
    return np.where(total(np.maximum(lo, 1.0)) <= limit, lo, 0.0)


def fits_in_memory(
    hw: GpuArrays,
    count: int | Sequence[int] | np.ndarray,
    workload: Workload,
    settings: TrainSettings | None = None,
) -> np.ndarray:
    """Per GPU: whether ``workload`` fits, exactly as :func:`estimate_arrays` says, for less."""
    return plan_fit(hw, count, workload, settings).fits


def estimate_arrays(
    hw: GpuArrays,
    count: int | Sequence[int] | np.ndarray,
    workload: Workload,
    settings: TrainSettings | None = None,
    system: SystemSpec | None = None,
    calibration: Calibration | None = None,
    *,
    fit: MemoryFit | None = None,
) -> dict[str, Any]:
    """Estimate ``workload`` on ``count`` of each GPU in ``hw``; every value is per GPU row.

    ``count`` is one GPU count for every row, or an array with one count per row
    (the same GPU may then appear in several rows), so one call can cover every
    (GPU, count) pair a cloud catalogue rents; each row's answer is the one a
    call with that row's count alone would give.  ``fit`` is :func:`plan_fit`'s answer
    for the same arguments, when the caller has it already.
    """
    count = _checked_count(count, len(hw))
    cal = calibration or load_calibration()
    system = system or SystemSpec()
    if fit is None:
        fit = plan_fit(hw, count, workload, settings, cal)
    # The workload as asked, before the choices shaped it (a remedy search resolves its
    # candidates from it: the diffusion options would apply twice to ``fit.workload``).
    source = workload
    choices, workload = fit.choices, fit.workload
    n_gpu = len(hw)
    peaks, memory, batch, fits = fit.peaks, fit.memory, fit.batch, fit.fits
    max_batch = memory.max_batch
    links = links_for(
        hw,
        count,
        slot_gen=system.slot_gen,
        slot_lanes=system.slot_lanes,
        p2p=system.p2p,
        link_gbs=system.link_gbs,
    )
    tier = np.asarray(cal.tier_speedup(choices.tier, workload, peaks.kind), dtype=float)
    step_fixed = 0.0
    step_serial = 0.0  # host time per step the GPU cannot hide (per-tensor syncs)
    step_tail = 0.0  # optimizer calls issued after a GPU-bound step's work (launch queue)
    dispatch_exposed = np.zeros(n_gpu)
    replaced = np.zeros(n_gpu)  # per micro-batch: the GPU update CPU offload takes over
    # Every host-bound floor scales with the build's single thread against the host its
    # constant was measured on (host_cpu.py); 1 where the CPU or its figure is unknown.
    host = host_term(system.host_cpu, host_group(workload.task, choices))
    # A Python loop around the engine runs on the same CPU, measured on its own machine.
    loop_host = host_term(system.host_cpu, LOOP_GROUP) if choices.loop else None
    host_per_call = 0.0
    # Kernel launches of an eager training step and the host time of each, where they (not
    # the operator calls) set the host's time: the explanation names them.
    host_launches = 0.0
    host_per_launch = 0.0
    if workload.task == "generate":
        speedup, step_fixed = cal.generate_stack(choices.tier)
        step_fixed *= host.factor
        tier = np.full(n_gpu, speedup)
    elif workload.task == "train" and choices.tier == "eager":
        # The host issues an eager step's operator calls one by one (forward, autograd's
        # backward, a for-loop optimizer over every trainable tensor) at the host time
        # per call of a published eager trace (host.py): 0 where the workload has no count.
        per_op = train_seconds_per_op() * host.factor
        host_per_call = per_op
        rerun = elementwise_rerun(workload, choices.checkpointing)
        # A library decoder's calls and launches are counted from its architecture
        # (decoder_host.py); a workload with counts of its own keeps them.
        counted = with_decoder_counts(workload, choices.adapter, choices.experts)
        step_fixed = train_step_ops(counted, choices.adapter, choices.optimizer, rerun) * per_op
        # Where a step's kernel launches are counted (a CNN's profile, a decoder's layers),
        # they set the host's time when they take longer than its calls: the forward's
        # calls miss autocast's casts, batch norm's extra kernels and a sort's passes.
        per_launch = train_seconds_per_launch() * host.factor
        launch_s = train_step_launch_ops(counted, rerun) * per_launch
        if launch_s > step_fixed:
            host_launches = train_step_launch_ops(counted, rerun)
            host_per_launch = per_launch
        step_fixed = max(step_fixed, launch_s)
        # A per-tensor (for-loop) AdamW/SGD update's launches, once per optimizer step.
        loop_calls = optimizer_host_calls(
            trainable_tensors(counted, choices.adapter),
            choices.optimizer,
            resolve_impl(choices.optimizer_impl, choices.tier),
        )
        if choices.diffusion.ema:
            # diffusers' EMAModel loops over the trained tensors once per optimizer step.
            loop_calls += ema_step_calls(trainable_tensors(counted, choices.adapter))
        step_fixed += loop_calls * per_op / float(choices.grad_accum)
        # Once per optimizer step, shared by the micro-batches it accumulates.
        step_serial = (
            serial_step_ops(counted, choices.adapter, choices.optimizer)
            * per_op
            / float(choices.grad_accum)
        )
        # Beyond CUDA's launch queue the loop's calls trail the GPU's work (host.py).
        trailing = trailing_optimizer_ops(counted, choices.adapter, choices.optimizer) + max(
            0.0, loop_calls - host_constant("launch_queue_depth")
        )
        step_tail = trailing * per_op / float(choices.grad_accum)
    speed_limit = power_limit_speed(choices.power_limit) * system.thermal_speed
    inference: dict[str, np.ndarray] | None = None
    capped = np.zeros(n_gpu, bool)
    fp32_at_tf32 = np.zeros(n_gpu, bool)
    gain = np.full(n_gpu, tier)
    if workload.task == "decode":
        terms, t_gpu, exposed, t_ar, inference = _decode_times(
            hw,
            count,
            workload,
            choices,
            batch,
            links,
            peaks,
            cal,
            speed_limit,
            host.factor,
            loop_host.factor if loop_host is not None else 1.0,
        )
        if choices.tier == "eager":
            host_per_call = decode_host_seconds_per_op(decode_host(choices)) * host.factor
        step_fixed, dispatch_exposed = inference["host_s"], inference["host_wait_s"]
        contention = np.zeros(n_gpu)
    else:
        if workload.task == "generate":
            terms, fp32_at_tf32 = _generate_terms(hw, workload, choices, batch, peaks, cal)
            flops = workload.flops_train_per_sample("none", False) / 3.0
        else:
            terms, fp32_at_tf32 = _train_terms(
                hw,
                workload,
                choices,
                batch,
                peaks,
                cal,
                step_share=optimizer_share(choices),
                count=count,
            )
            flops = step_train_flops(workload, choices.adapter, choices.checkpointing, choices.tier)
        eager = sum(terms.values())
        # The tier's speed-up is a flat prior: it may not push the implied utilisation
        # past the ceiling.  Where the calibrated eager stack is already beyond it
        # (FP32 VGG-16 on a V100: Winograd convolutions do fewer multiplies than the
        # nominal FLOP count), the tier adds nothing rather than slowing it down.
        floor = np.minimum(eager, flops / (peaks.tflops * 1e12 * MAX_EFFICIENCY))
        tiered = eager / tier
        capped = floor > tiered
        t_sample = np.maximum(tiered, floor) / speed_limit
        gain = eager / np.maximum(tiered, floor)

        def gpu_step(per_sample: np.ndarray) -> np.ndarray:
            # A denoising step (an eager training step) is dispatched by the host once,
            # whatever the batch, while the GPU works through the previous kernels: the
            # step takes the longer of the two, plus what a per-tensor sync serialises.
            # The host runs at most a launch queue ahead, so when the GPU is the slower a
            # for-loop optimizer's calls beyond that queue still follow its work.
            return np.maximum(per_sample * batch + step_tail, step_fixed) + step_serial

        t_gpu = gpu_step(t_sample)
        if workload.task == "train" and choices.offload in OFFLOAD_MODES:
            # The same step with the GPU's own update, which offload takes off it: the
            # host's side is never charged less (offload.py).
            plain = eager + _replaced_update_seconds(hw, workload, choices, batch, count, cal)
            plain_floor = np.minimum(plain, flops / (peaks.tflops * 1e12 * MAX_EFFICIENCY))
            t_plain = gpu_step(np.maximum(plain / tier, plain_floor) / speed_limit)
            replaced = np.maximum(0.0, t_plain - t_gpu)
        dispatch_exposed = t_gpu - t_sample * batch
        cost = comm_cost(
            t_gpu,
            trainable_params(workload, choices.adapter),
            count,
            links,
            cal.scaling,
            choices.zero_stage,
            gradient_bytes(choices.precision),
            units=workload.layers,
            gather_bytes=gather_bytes(choices.precision),
            sharded_hidden=hides_sharded_comm(choices.stack),
        )
        t_ar = cost.t_ar
        # Exposed collectives and the compute they slow while overlapping it (comm.py).
        exposed = accumulated_exposure(cost.added, choices.grad_accum, choices.zero_stage)
        contention = accumulated_exposure(cost.contention, choices.grad_accum, choices.zero_stage)
        if workload.task == "generate":
            # Generated images are independent: each GPU makes its own, nothing is reduced.
            exposed, t_ar = np.zeros(n_gpu), np.zeros(n_gpu)
            contention = np.zeros(n_gpu)
    offload = _offload(hw, count, workload, choices, peaks, t_gpu, exposed, system, replaced)
    waits = exposed if offload is None else exposed + offload.exposed
    per_gpu_samples = batch / (t_gpu + waits)
    gpu_system = per_gpu_samples * (count if workload.task != "decode" else 1)
    units = workload.units_per_sample

    cpu = cpu_ceiling(workload, system.usable_cores, choices.tier)
    store, store_note = storage_ceiling(workload, system.drives, system.ram_gb, choices.dataset)
    system_samples = gpu_system.copy()
    if cpu is not None:
        system_samples = np.minimum(system_samples, cpu)
    if store is not None:
        system_samples = np.minimum(system_samples, store)

    bottleneck = _bottleneck(
        terms,
        exposed,
        t_gpu,
        gpu_system,
        cpu,
        store,
        fits,
        dispatch_exposed,
        kernels_apart=workload.task == "decode",
    )
    if offload is not None:
        # The step waits on PCIe copies and the CPU's optimizer step more than on anything
        # the GPUs do: name it (unless memory or the input pipeline already does).
        plain = np.isin(bottleneck, ("compute", "memory_bandwidth", "interconnect"))
        bottleneck = np.where(plain & offload.bound(), "host_offload", bottleneck).astype(object)
    band_lo, band_hi, band_note = cal.band(workload)
    low_gpu, high_gpu = gpu_system * math.exp(band_lo), gpu_system * math.exp(band_hi)
    # The out-of-source band was measured on other stacks and on multi-GPU runs: it
    # already holds the tier's and the scaling's uncertainty.  Without it (no external
    # fit yet), widen the in-source band for them as before.
    in_source = cal.out_of_source_band(workload.task) is None
    if in_source and choices.tier != "eager":
        low_gpu = low_gpu / gain
        high_gpu = high_gpu * gain
    multi = np.asarray(count) > 1
    if in_source and multi.any() and "scaling" in cal.residuals:
        scaling = cal.residuals["scaling"]
        # Rows of one GPU keep their band (np.where picks values, it computes nothing).
        low_gpu = np.where(multi, low_gpu * math.exp(min(0.0, scaling["lo"])), low_gpu)
        high_gpu = np.where(multi, high_gpu * math.exp(max(0.0, scaling["hi"])), high_gpu)
    low = np.minimum(low_gpu, system_samples)
    high = np.minimum(
        high_gpu, np.where(system_samples < gpu_system, system_samples * 1.15, np.inf)
    )
    high = np.maximum(high, system_samples)

    throughput = np.where(fits, system_samples * units, 0.0)
    low_u = np.where(fits, low * units, 0.0)
    high_u = np.where(fits, high * units, 0.0)
    per_gpu_u = np.where(fits, system_samples * units / count, 0.0)

    time_h = None
    if workload.task == "train" and choices.dataset is not None:
        epochs = choices.epochs if choices.epochs is not None else 1.0
        with np.errstate(divide="ignore"):
            time_h = np.where(
                fits & (throughput > 0),
                train_hours(choices.dataset, epochs, np.where(throughput > 0, throughput, 1.0)),
                np.nan,
            )
    busy = np.clip(system_samples / gpu_system, 0.0, 1.0) * (t_gpu / (t_gpu + waits))
    if workload.task == "decode":
        # GPUs that take turns on a token (a layer split) are each busy their share of it;
        # an engine that uses one GPU leaves the others idle.
        busy = busy * busy_share(choices.split, np.asarray(count, dtype=float))
    board = np.where(np.isfinite(hw.power_w), hw.power_w, 0.0)
    gpu_w = count * board * choices.power_limit * (IDLE_SHARE + (1.0 - IDLE_SHARE) * busy)
    load_w = gpu_w + (system.cpu_power_w or 0.0) + SYSTEM_BASE_W
    energy = None if time_h is None else load_w * time_h / 1000.0
    return {
        "choices": choices,
        "workload": workload,
        "source_workload": source,
        "peaks": peaks,
        "memory": memory,
        "links": links,
        "batch": batch,
        "fits": fits,
        "max_batch": max_batch,
        "terms": terms,
        "t_gpu": t_gpu,
        "exposed": exposed,
        "t_allreduce": t_ar,
        # Of ``exposed``: the compute slowed while collectives overlap it (0 when decoding).
        "comm_contention": contention,
        "gpu_system_samples": gpu_system,
        "cpu_ceiling": cpu,
        "storage_ceiling": store,
        "storage_note": store_note,
        "throughput": throughput,
        "low": low_u,
        "high": high_u,
        "per_gpu": per_gpu_u,
        "bottleneck": bottleneck,
        "band_note": band_note,
        "time_h": time_h,
        "load_w": load_w,
        "energy_kwh": energy,
        "tier_speedup": tier,
        # Of the memory term: PyTorch's native NCHW batch norm beyond cuDNN's, per sample.
        "batch_norm_s": _batch_norm_in_step(hw, workload, choices, peaks),
        "power_limit_speed": speed_limit,
        "efficiency_capped": capped,
        "fp32_at_tf32": fp32_at_tf32,
        "thermal_speed": system.thermal_speed,
        "step_fixed_s": step_fixed,
        # The part of a denoising step the GPU waits on the host's dispatch (0 when busy).
        "dispatch_exposed_s": dispatch_exposed,
        # The host CPU's factor on the per-call constants and the time per call charged
        # (0 where no host floor applies): the explanation names them.
        "host_term": host,
        # The CPU's term for a Python generate loop around the engine (None without one).
        "loop_host_term": loop_host,
        "host_per_call_s": host_per_call,
        "host_launches_per_step": host_launches,
        "host_per_launch_s": host_per_launch,
        "slot_clock": hw.slot_clock,
        # AMD boards: uncalibrated, with the measured scales of their peaks (vendor_peaks.py).
        "uncalibrated": hw.uncalibrated,
        "peak_scales": (hw.fp32_scale, hw.tc16_scale, hw.bw_scale),
        # One GPU's rate on the same per-GPU batch: whether more GPUs made it slower.
        "one_gpu_samples": batch / t_gpu,
        "inference": inference,
        # CPU offload's PCIe copies and host optimizer step (None without offload).
        "offload": offload,
        # The memory side as planned: the remedy search starts from it.
        "fit": fit,
    }


def _compute_seconds(
    hw: GpuArrays,
    workload: Workload,
    kinds: np.ndarray,
    tflops: np.ndarray,
    flops: float,
    cal: Calibration,
    starvation: tuple[np.ndarray, np.ndarray] | None = None,
    terms: dict[str, Any] | None = None,
) -> np.ndarray:
    """Seconds per sample of matmul work on the math unit ``kinds`` at peak ``tflops``.

    ``terms`` is ``cal.workload_terms(workload)`` when the caller has it already.
    """
    starve32, starve_unit = starvation or starvation_columns(
        hw, kinds, cal.reference_watts_per_tflop
    )
    power = np.where(
        kinds == "fp32",
        cal.power_exponent * starve32,
        cal.tensor_power_exponent * starve_unit,
    )
    # A slot-powered board (≤ 75 W, no auxiliary connector) sustains its base clock under
    # dense tensor-core math, not the boost clock its peak is quoted at: the fitted power
    # law was learned on boards with auxiliary power and understates how far a 70 W card
    # falls.  (Its FP32-only work keeps the fitted law: no published run says otherwise.)
    slot = np.isfinite(hw.slot_clock) & (kinds != "fp32")
    if slot.any():
        power = np.where(slot, np.log(np.where(slot, hw.slot_clock, 1.0)), power)
    log_ec = (
        cal.log_compute(workload, kinds, terms)
        + cal.hardware_total("compute", hw.arch, hw.variant, kinds, workload)
        + power
    )
    return flops / (tflops * 1e12) * np.exp(-log_ec)


def fused_classifier_seconds(hw: GpuArrays, workload: Workload) -> np.ndarray:
    """Seconds per sample of a fused classifier's own passes over the 16-bit logits (0 for
    any other loss): the bytes per logit data/host_dispatch.csv counts from llm.q's kernel,
    at the streaming share of peak bandwidth the optimizer update's kernels are priced at.

    The head's matmuls write the logits and read their gradient at an arithmetic intensity
    of the hidden size (hundreds of FLOPs per byte): that traffic runs under their FLOPs,
    which the compute term has.  An eager loss instead keeps the fitted multiplier on its
    16-bit logits and FP32 copy (``logits_bytes_per_sample``): about 42 bytes per logit of
    traffic once fitted, against the 6 this kernel moves.
    """
    if workload.loss != "fused" or not workload.vocab:
        return np.zeros(len(hw))
    moved = (
        workload.head_tokens_per_sample
        * float(workload.vocab)
        * host_constant("fused_classifier_bytes_per_logit")
    )
    return moved / (hw.bw_gbs * 1e9 * update_constant("bandwidth_efficiency"))


def _train_terms(
    hw: GpuArrays,
    workload: Workload,
    choices: Choices,
    batch: np.ndarray,
    peaks: MathPeaks,
    cal: Calibration,
    optimizer_traffic: bool = True,
    step_share: float = 1.0,
    count: Count = 1,
) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Seconds per sample in each roofline term, per GPU (before tier and power limit).

    ``step_share`` is the share of the fitted per-step term each GPU runs per micro-batch
    (:func:`optimizer_share`); ``count`` the data-parallel GPUs a ZeRO stage shards the
    counted update over (optimizer_step.py).  Also returns, per GPU, whether plain FP32
    was held to the TF32 speed.
    """
    wt = cal.workload_terms(workload)
    kinds = peaks.kind
    flops = step_train_flops(workload, choices.adapter, choices.checkpointing, choices.tier)
    starvation = starvation_columns(hw, kinds, cal.reference_watts_per_tflop)
    starve32 = starvation[0]
    fp32_frozen = _fp32_frozen_flops(workload, peaks)
    compute = _compute_seconds(
        hw, workload, kinds, peaks.tflops, flops - fp32_frozen, cal, starvation, wt
    )
    if fp32_frozen > 0.0:
        compute = compute + _fp32_frozen_seconds(hw, workload, fp32_frozen, cal, wt)
    own_fit = cal.fits_network(workload)
    if borrows_transformer_terms(workload, own_fit):
        compute = _held_to_measured_matmul(hw, workload, choices, peaks, flops, compute)
    else:
        compute = compute * fp8_blend(hw, workload, choices, peaks)
    compute = compute + _grouped_padding_seconds(hw, workload, choices, batch, compute)
    compute = _sdpa_kernel_compute(hw, workload, choices, peaks, flops, compute)
    counted = optimizer_traffic and is_counted(workload, choices.optimizer, own_fit)
    compute = compute + _misaligned_head_seconds(hw, workload, choices, peaks)
    held = np.zeros(len(hw), bool)
    if choices.precision == "fp32":
        # Plain FP32 never beats TF32 on a GPU that has TF32 tensor cores: their peak is
        # at least the CUDA cores' on every such GPU, and the FP32-unit efficiency is
        # fitted on Pascal/Volta/Turing only, whose FP32 lanes are single-issue; the
        # dual-issue FP32 peaks of GeForce Ampere and Ada reach a smaller share of peak.
        tf32 = math_peaks(hw, "tf32", 1.0)
        on_tc = tf32.kind == "tf32"
        if on_tc.any():
            via_tf32 = _compute_seconds(hw, workload, tf32.kind, tf32.tflops, flops, cal, terms=wt)
            held = on_tc & (via_tf32 > compute)
            compute = np.where(held, via_tf32, compute)
    log_vec = (
        (wt["vector"] if wt["vector"] is not None else math.log(0.05))
        + cal.hardware_total("vector", hw.arch, hw.variant, None, workload)
        - cal.power_exponent * starve32
    )
    hw_mem = cal.hardware_total("memory", hw.arch, hw.variant, None, workload)
    log_mem = (wt["memory"] if wt["memory"] is not None else math.log(3.0)) + hw_mem
    # Activation traffic: checkpointing keeps fewer activations in memory but does not
    # move fewer bytes; the recomputed forward writes them again, so the traffic grows
    # by the same share as the FLOPs (a third more for a full recomputation).
    recompute = flops / workload.flops_train_per_sample(choices.adapter, False)
    act = np.where(
        peaks.bytes_per_value <= 2.0,
        workload.activation_bytes_per_sample(2.0, False),
        workload.activation_bytes_per_sample(4.0, False),
    )
    if choices.adapter == "qlora":
        compute = compute * float(prior("qlora_dequant_slowdown"))
    # Elementwise work belongs to the layers: the output head's matmul FLOPs bring none of
    # their own (its softmax and loss are the logits' traffic, in the memory term).
    layer_flops = flops - workload.head_flops_train_per_sample(choices.adapter)
    vector = layer_flops / (hw.fp32 * 1e12) * np.exp(log_vec) * _elementwise_scale(workload, cal)
    if workload.attn_scores_per_sample is not None:
        # Diffusion U-Nets: the work off the tensor cores is the attention kernel's, per
        # score element (softmax, scaling, small-head tiles), at the CUDA-core rate; it
        # replaces the FLOP-proportional share borrowed from CNNs and BERT.  Backward
        # touches each score about twice more, like the matmuls (× recompute when
        # checkpointing).
        vector = (
            cal.attention_ops_per_score()
            * 3.0
            * recompute
            * workload.attn_scores_per_sample
            / (hw.fp32 * 1e12)
            * np.exp(-cal.power_exponent * starve32)
        )
    # The head's logits and the loss run once: checkpointing wraps the blocks only.
    logits = np.where(
        peaks.bytes_per_value <= 2.0,
        workload.logits_bytes_per_sample(2.0),
        workload.logits_bytes_per_sample(4.0),
    )
    rerun_traffic = _traffic_rerun(workload, choices, recompute)
    # A fused classifier's passes over the logits are counted (fused_classifier_seconds); the
    # fitted activation multiplier prices an eager loss's FP32 copies and their passes.
    fitted_logits = 0.0 if workload.loss == "fused" else logits
    memory = (rerun_traffic * (act - logits) + fitted_logits) / (hw.bw_gbs * 1e9) * np.exp(log_mem)
    memory = memory + fused_classifier_seconds(hw, workload)
    if choices.diffusion.materialized and workload.attn_scores_per_sample is not None:
        # Scores written to memory (no xformers/SDPA): their bytes instead of the fused
        # kernel's on-chip work; the score products themselves are in the FLOPs.
        vector = np.zeros(len(hw))
        rerun = elementwise_rerun(workload, choices.checkpointing)
        memory = memory + workload.attn_scores_per_sample * materialized_bytes_per_score(rerun) / (
            hw.bw_gbs * 1e9 * update_constant("bandwidth_efficiency")
        )
    adapter_bytes = _adapter_traffic_bytes(workload, choices)
    if adapter_bytes > 0.0:
        memory = memory + adapter_bytes / (
            hw.bw_gbs * 1e9 * float(prior("lora_train_bandwidth_efficiency"))
        )
    memory = memory + _activation_seconds(hw, workload, choices, peaks, cal)
    memory = memory + _norm_rope_seconds(hw, workload, choices, peaks)
    memory = memory + _moe_routing_seconds(hw, workload, choices)
    frozen = workload.flops_frozen_fwd_per_sample
    if frozen > 0.0:
        # Frozen encoders run forward in every step (diffusion's VAE and text encoders):
        # their convolutions move activations and run norms like the trained net's, not
        # just matmuls, so they add their FLOP share to every term (MosaicML: computing the
        # latents in the step instead of once costs ~1.4× on SD 2 at 512²).
        share = flops / (flops - frozen)
        vector = vector * share
        # A frozen encoder kept in FP32 (fp32_frozen > 0 only in a 16-bit run) moves
        # 4-byte values: its share of the traffic counts twice.
        memory = memory * (share + fp32_frozen / (flops - frozen))
    if counted and choices.offload == "none":
        # The update and the weight-sized casts, counted from the implementation's passes
        # and split by the ZeRO stage (optimizer_step.py), instead of a borrowed multiplier.
        # Under CPU offload the host runs them instead (offload.py).
        memory = memory + _gpu_update_seconds(hw, workload, choices, batch, count)
    if choices.diffusion.ema and optimizer_traffic:
        # The EMA update reads the FP32 shadow and weights and writes the shadow once per
        # optimizer step, shared by the images of its micro-batches.
        moved = ema_step_bytes(trainable_params(workload, choices.adapter))
        memory = memory + moved / (hw.bw_gbs * 1e9 * update_constant("bandwidth_efficiency")) / (
            batch * float(choices.grad_accum)
        )
    if wt["weights"] is not None and optimizer_traffic:
        # Once per step: weights read in forward and backward, gradients and the
        # optimizer update written; frozen weights (LoRA) are only read.  Only the
        # update's share of the fitted term is shared by the micro-batches it
        # accumulates; the rest recurs in every micro-batch (micro_batch.py).
        trained = 0.0 if counted else trainable_params(workload, choices.adapter)
        update = update_share(wt["weights"])
        weight_bytes = (
            trained * OPTIMIZER_BYTES_PER_PARAM * (update * step_share + 1.0 - update)
            + _read_frozen_params(workload, choices, counted) * peaks.bytes_per_value
        )
        memory = memory + weight_bytes / (hw.bw_gbs * 1e9) / batch * np.exp(wt["weights"] + hw_mem)
    vector, memory = _channels_last(
        vector, memory, recompute * _transpose_seconds(hw, workload, choices, peaks)
    )
    memory = memory + _batch_norm_in_step(hw, workload, choices, peaks)
    overhead = np.full(len(hw), math.exp(wt["overhead"]) if wt["overhead"] is not None else 0.0)
    step = (math.exp(wt["step"]) if wt["step"] is not None else 0.0) / batch
    terms = {
        "compute": compute,
        "vector": vector,
        "memory": memory,
        "overhead": overhead,
        "step": step,
    }
    return terms, held


def _sdpa_kernel_compute(
    hw: GpuArrays,
    workload: Workload,
    choices: Choices,
    peaks: MathPeaks,
    flops: float,
    compute: np.ndarray,
) -> np.ndarray:
    """The matmul seconds with a named SDPA kernel's attention at its own cited rate
    (sdpa_kernel.py) instead of the products' share of them; unchanged for "auto" where
    the release picks today's kernel, a workload without fused attention, or a
    card/precision the rates do not cover."""
    if not workload.flash_attention or flops <= 0.0:
        return compute
    if choices.sdpa == "auto":
        backends = auto_backends(choices.pytorch, hw.arch, hw.variant)
    else:
        backends = np.full(len(hw), choices.sdpa)
    if (backends == "auto").all():
        return compute
    counted = counted_attention_flops(workload, choices.checkpointing)
    if counted <= 0.0:
        return compute
    out = np.asarray(compute, dtype=float).copy()
    for backend in np.unique(backends[backends != "auto"]).tolist():
        kernel = attention_seconds(
            workload, choices.checkpointing, backend, hw.arch, hw.variant, peaks.tflops
        )
        usable = (backends == backend) & (peaks.kind == "tc16") & (kernel > 0.0)
        out = np.where(usable, compute * (1.0 - counted / flops) + kernel, out)
    return out


def _gpu_update_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, batch: np.ndarray, count: Count
) -> np.ndarray:
    """Per sample, the GPU's counted optimizer update and weight-sized casts
    (optimizer_step.py): what CPU offload takes off the GPU."""
    return update_bytes(
        trainable_params(workload, choices.adapter),
        choices.optimizer,
        resolve_impl(choices.optimizer_impl, choices.tier),
        choices.precision,
        choices.zero_stage,
        np.asarray(count, dtype=float) + np.zeros(len(hw)),
        choices.grad_accum,
        elementwise_rerun(workload, choices.checkpointing),
        choices.tier,
    ).per_sample_seconds(hw.bw_gbs, choices.grad_accum, batch)


def _replaced_update_seconds(
    hw: GpuArrays,
    workload: Workload,
    choices: Choices,
    batch: np.ndarray,
    count: Count,
    cal: Calibration,
) -> np.ndarray:
    """Per sample, the counted GPU update that CPU offload removed from the step (0 where
    the update is in a fitted term, which offload does not touch)."""
    if not is_counted(workload, choices.optimizer, cal.fits_network(workload)):
        return np.zeros(len(hw))
    return _gpu_update_seconds(hw, workload, choices, batch, count)


def _held_to_measured_matmul(
    hw: GpuArrays,
    workload: Workload,
    choices: Choices,
    peaks: MathPeaks,
    flops: float,
    compute: np.ndarray,
) -> np.ndarray:
    """The matmul seconds (``compute``, all at ``peaks``' rate) of a transformer that borrows
    its efficiency, FP8's 16-bit share at the 16-bit rate, each part never faster than
    the card's best measured product in its precision (matmul.py); parts on a GPU
    without a published measurement are left as they are."""
    fp8 = peaks.used == "fp8"
    lin = fp8_gemm_share(workload, choices.adapter, choices.checkpointing) if fp8.any() else 0.0
    lin = np.where(fp8, lin, 0.0)
    sixteen = np.where(np.isfinite(hw.bf16) & (hw.bf16 > 0), hw.bf16, hw.fp16)
    sixteen = np.where(peaks.used == "fp8", sixteen, peaks.tflops)
    with np.errstate(divide="ignore", invalid="ignore"):
        fast = compute * lin
        rest = compute * (1.0 - lin) * np.where(fp8, peaks.tflops / sixteen, 1.0)
        floor16 = flops * (1.0 - lin) / (sixteen * 1e12 * achievable_share(hw.arch, "bf16"))
        floor8 = flops * lin / (fp8_training_peak(hw) * 1e12 * achievable_share(hw.arch, "fp8"))
    tensor = peaks.kind == "tc16"
    rest = np.where(tensor & np.isfinite(floor16), np.maximum(rest, floor16), rest)
    fast = np.where(fp8 & np.isfinite(floor8), np.maximum(fast, floor8), fast)
    return np.where(np.isfinite(rest + fast), rest + fast, compute)


def _fp32_frozen_flops(workload: Workload, peaks: MathPeaks) -> float:
    """Frozen-encoder FLOPs per sample a 16-bit run does in FP32 (0 in a 32-bit run, where
    every FLOP is already counted at the FP32 unit)."""
    if workload.frozen_fp32_flops_per_sample <= 0.0:
        return 0.0
    return workload.frozen_fp32_flops_per_sample if (peaks.bytes_per_value <= 2.0).all() else 0.0


def _fp32_frozen_seconds(
    hw: GpuArrays, workload: Workload, flops: float, cal: Calibration, wt: dict[str, Any]
) -> np.ndarray:
    """Seconds per sample of frozen FP32 work (an SDXL VAE kept in float32): on TF32 tensor
    cores where the GPU has them (cuDNN's convolutions default to TF32 in PyTorch), else on
    the FP32 CUDA cores, at the calibrated efficiency of that unit."""
    tf32 = math_peaks(hw, "tf32", 1.0)
    return _compute_seconds(hw, workload, tf32.kind, tf32.tflops, flops, cal, terms=wt)


def fp8_gemm_share(workload: Workload, adapter: str, checkpointing: bool | str) -> float:
    """Share of a transformer training step's FLOPs that FP8 training runs in FP8.

    Transformer Engine (NeMo, Megatron, llm-foundry) and torchao's Float8 linears (torchtitan)
    cast the inputs of the linear layers' matrix products (forward, input and weight
    gradients) to FP8; the attention score products (FlashAttention, cuDNN fused attention)
    and the output head stay in BF16.  1 for a workload whose FLOPs are not split.
    """
    if workload.flops_fwd_per_sample is not None or not workload.params_matmul:
        return 1.0
    total = workload.flops_train_per_sample(adapter, checkpointing)  # type: ignore[arg-type]
    total -= workload.flops_frozen_fwd_per_sample
    passes = (2.0 if adapter != "none" else 3.0) + linear_rerun(workload, parse_mode(checkpointing))
    linear = passes * 2.0 * workload.params_matmul * workload.tokens_per_sample
    return min(1.0, linear / total) if total > 0 else 1.0


def fp8_blend(hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks) -> np.ndarray:
    """Factor on the compute seconds (all FLOPs counted at the FP8 rate) of FP8 runs: the
    share :func:`fp8_gemm_share` leaves in 16 bits runs at the BF16 peak instead."""
    fp8 = peaks.used == "fp8"
    if not fp8.any():
        return np.ones(len(hw))
    share = fp8_gemm_share(workload, choices.adapter, choices.checkpointing)
    sixteen = np.where(np.isfinite(hw.bf16) & (hw.bf16 > 0), hw.bf16, hw.fp16)
    with np.errstate(divide="ignore", invalid="ignore"):
        slower = share + (1.0 - share) * peaks.tflops / sixteen
    return np.where(fp8 & np.isfinite(slower), slower, 1.0)


def _transpose_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks
) -> np.ndarray:
    """Seconds per sample the calibrated eager CNN spends transposing NCHW tensors around
    its tensor-core convolutions, which a channels-last run does not (layout.py).  0 for
    an NCHW run (the fit's own layout), off 16-bit tensor cores, and for a network whose
    convolutions are not counted or whose reference runs were not NCHW."""
    if workload.task != "train" or choices.layout != "nhwc":
        return np.zeros(len(hw))
    if (workload.calibration_key or workload.id) not in NCHW_REFERENCE_WORKLOADS:
        return np.zeros(len(hw))
    return layout_seconds(
        workload.conv_io_per_sample,
        "nchw",
        peaks.kind,
        peaks.bytes_per_value,
        hw.bw_gbs,
        float(prior("transpose_bandwidth_efficiency")),
    )


def native_batch_norm_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks
) -> np.ndarray:
    """Seconds per sample PyTorch's native NCHW batch-norm kernels take beyond cuDNN's,
    which the FP16 fit holds (batch_norm.py); 0 where cuDNN runs them (FP16, FP32,
    TensorFlow), in channels-last, and for a network without batch norm.  Every tier:
    a compiled step is the eager step at the tier's gain, as for the transposes."""
    if workload.task != "train":
        return np.zeros(len(hw))
    return batch_norm_seconds(
        workload.bn_elements_per_sample,
        choices.layout,
        runs_native_bn(choices.batch_norm, peaks.used),
        peaks.kind,
        hw.bw_gbs,
        (
            float(prior("native_nchw_bn_bandwidth_efficiency")),
            float(prior("channels_last_bn_bandwidth_efficiency")),
        ),
    )


def _batch_norm_in_step(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks
) -> np.ndarray:
    """:func:`native_batch_norm_seconds` as the step charges it (again when recomputed)."""
    if workload.task != "train":
        return np.zeros(len(hw))
    recompute = workload.flops_train_per_sample(
        choices.adapter, choices.checkpointing
    ) / workload.flops_train_per_sample(choices.adapter, False)
    return recompute * native_batch_norm_seconds(hw, workload, choices, peaks)


def _channels_last(
    vector: np.ndarray, memory: np.ndarray, transposes: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The off-tensor-core terms without the transposes a channels-last run skips.

    Lambda's runs, the base fit, were NCHW: their transposes are inside the fitted
    vector and memory terms (what is not matmul), so a channels-last run takes them out
    of both in proportion; never more than nine tenths of them, whatever the count says.
    """
    if not transposes.any():
        return vector, memory
    rest = vector + memory
    keep = 1.0 - np.minimum(transposes, MAX_TRANSPOSE_SHARE * rest) / np.where(rest > 0, rest, 1.0)
    return vector * keep, memory * keep


def _misaligned_head_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks
) -> np.ndarray:
    """Seconds per sample a 16-bit output head loses when its vocabulary is not a multiple
    of 8 (GPT-2's 50,257, BERT's 30,522): on Hopper its products run on a slow fallback
    kernel (``misaligned_gemm_efficiency``) instead of near the ceiling."""
    vocab, hidden, seq = workload.vocab or 0, workload.hidden or 0, workload.seq_len or 0
    # torch.compile pads such products (inductor's pad_mm pass) and vendor stacks pad the
    # vocabulary, so only the eager tier pays.
    if (
        vocab % 8 == 0
        or not (hidden and seq)
        or workload.task != "train"
        or choices.tier != "eager"
    ):
        return np.zeros(len(hw))
    products = 3.0 if choices.adapter == "none" else 2.0  # a frozen head has no weight grad
    flops = 2.0 * seq * workload.head_fraction * hidden * vocab * products
    slow = 1.0 / float(prior("misaligned_gemm_efficiency")) - 1.0 / MAX_EFFICIENCY
    applies = (hw.arch == "hopper") & (peaks.bytes_per_value <= 2.0)
    return np.where(applies, flops / (peaks.tflops * 1e12) * slow, 0.0)


def _activation_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks, cal: Calibration
) -> np.ndarray:
    """Seconds per sample an eager step's activation function and dropout kernels take
    beyond the proxies' fused GELU and dropout (activation.py; may be negative): bytes
    counted from the code at the share of bandwidth small elementwise kernels reach.
    Compiled and vendor stacks fuse them, as the proxies' kernel stands for."""
    if choices.tier != "eager" or workload.task != "train":
        return np.zeros(len(hw))
    sources = tuple(cal.sources(workload))
    pure16 = choices.optimizer not in ("adamw", "sgd")
    half = extra_bytes_per_sample(
        workload, sources, "pure16" if pure16 else "mixed", choices.checkpointing
    )
    full = extra_bytes_per_sample(workload, sources, "fp32", choices.checkpointing)
    if half == 0.0 and full == 0.0:
        return np.zeros(len(hw))
    moved = np.where(peaks.bytes_per_value <= 2.0, half, full)
    return moved / (hw.bw_gbs * 1e9 * float(prior("lora_train_bandwidth_efficiency")))


def _traffic_rerun(workload: Workload, choices: Choices, recompute: float) -> float:
    """How many times a checkpointed step moves its blocks' activation traffic, against a
    step without checkpointing.  A transformer block's elementwise kernels run forward and
    backward whatever its weights do, about a third of their traffic in the forward, and
    checkpointing runs that forward again (checkpointing.elementwise_rerun): 4/3 under full
    recomputation, full fine-tune or LoRA alike.  Workloads given by their forward FLOPs
    (CNNs, U-Nets) keep the FLOP ratio ``recompute``."""
    if workload.flops_fwd_per_sample is not None or not workload.seq_len:
        return recompute
    return 1.0 + elementwise_rerun(workload, choices.checkpointing) / 3.0


def _norm_rope_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, peaks: MathPeaks
) -> np.ndarray:
    """Seconds per sample an eager step's RMSNorm and rotary kernels take beyond the proxies'
    fused LayerNorm (norm_rope.py); compiled and vendor stacks fuse them."""
    if choices.tier != "eager" or workload.task != "train":
        return np.zeros(len(hw))
    # An FP32 residual stream only where the trained weights themselves are FP32 (autocast
    # over an FP32 master); a LoRA's frozen base and pure 16-bit training stream 16 bits.
    fp32_weights = choices.adapter == "none" and not pure_sixteen_bit(
        choices.precision, choices.optimizer
    )
    half = norm_rope_bytes(
        workload,
        "mixed" if fp32_weights else "pure16",
        choices.checkpointing,
        trained_norms=choices.adapter == "none",
    )
    full = norm_rope_bytes(workload, "fp32", choices.checkpointing, choices.adapter == "none")
    moved = np.where(peaks.bytes_per_value <= 2.0, half, full)
    return moved / (hw.bw_gbs * 1e9 * float(prior("lora_train_bandwidth_efficiency")))


def _moe_routing_seconds(hw: GpuArrays, workload: Workload, choices: Choices) -> np.ndarray:
    """Seconds per sample an eager MoE training step's routing kernels take (moe.py: the
    grouped path's gathers, masked fills, weighting, un-permute and sum over top-k per
    routed row, the router's softmax and top-k), each kind of kernel at the share of
    bandwidth our H200 profile shows it reaching: broadcast and strided elementwise
    kernels (the masked fills, the routing weight's products, and the difference the
    strided SwiGLU halves make to the activation term's contiguous price), vectorised
    kernels at the adapters' share, the sorting index backward at its own.  0 for dense
    models and compiled stacks (counted for transformers' eager code only)."""
    if choices.tier != "eager" or workload.task != "train" or not workload.seq_len:
        return np.zeros(len(hw))
    spec = arch_of(workload)
    rerun = elementwise_rerun(workload, choices.checkpointing)
    tokens = float(workload.seq_len)
    moved = train_routing_traffic(spec, tokens, rerun)
    if not moved:
        return np.zeros(len(hw))
    bandwidth = hw.bw_gbs * 1e9
    contiguous = float(prior("lora_train_bandwidth_efficiency"))
    strided = float(prior("moe_strided_bandwidth_efficiency"))
    index_backward = float(prior("moe_index_backward_bandwidth_efficiency"))
    glu = train_glu_strided_bytes(spec, tokens, rerun) * (1.0 / strided - 1.0 / contiguous)
    return (
        moved["contiguous"] / contiguous
        + moved["strided"] / strided
        + moved["index_backward"] / index_backward
        + glu
    ) / bandwidth


def _grouped_padding_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, batch: np.ndarray, compute: np.ndarray
) -> np.ndarray:
    """Seconds per sample the experts' grouped GEMMs spend on padding rows (moe.py
    grouped_padding): each expert's rows of the micro-batch rounded up to the kernel's
    tile, on the routed experts' share of the weight products' time.  Eager transformers'
    grouped_mm path only; 0 for dense models and cards whose grouped kernel is unknown."""

    if choices.tier != "eager" or workload.task != "train" or not workload.seq_len:
        return np.zeros(len(hw))
    spec = arch_of(workload)
    share = routed_weight_share(spec, workload.params_matmul)
    if share <= 0.0:
        return np.zeros(len(hw))
    flops = step_train_flops(workload, choices.adapter, choices.checkpointing, choices.tier)
    attention = counted_attention_flops(workload, choices.checkpointing)
    share *= max(0.0, flops - attention) / flops if flops > 0.0 else 0.0
    tokens = np.broadcast_to(np.asarray(batch, dtype=float) * float(workload.seq_len), len(hw))
    # One sum per distinct micro-batch and kernel, not per catalogue card.
    known: dict[tuple[float, str, str], float] = {}
    padding = np.empty(len(hw))
    keys = zip(tokens.tolist(), hw.arch.tolist(), hw.variant.tolist(), strict=True)
    for i, key in enumerate(keys):
        if key not in known:
            known[key] = grouped_padding(spec, *key)
        padding[i] = known[key]
    return compute * share * (padding - 1.0)


def _adapter_traffic_bytes(workload: Workload, choices: Choices) -> float:
    """Bytes per sample a LoRA's adapters move beyond their FLOPs (0 without LoRA).

    Per adapted matrix and token: its input width × the bytes moved per input value and its
    output width × those per output value (``lora_train_bytes_per_value``), the forward
    share again when checkpointing recomputes it.  Eager PEFT's casts, scaling and adds
    are separate kernels; the compiled tier counts what its fused graph still moves (the
    skinny products' reads, one extra operand of the fused neighbours), so compiling takes
    the difference off before its fitted speed-up, which was fitted on full fine-tunes.
    A vendor stack keeps the eager count: its adapters are not known to be fused.
    """
    if choices.adapter == "none" or not workload.seq_len:
        return 0.0
    spec = arch_of(workload)
    if spec is None or not spec.is_transformer:
        return 0.0
    widths = adapted_widths(workload, spec)
    if not widths:
        return 0.0
    inputs = sum(w_in for w_in, _ in widths)
    outputs = sum(w_out for _, w_out in widths)
    b = prior("lora_train_bytes_per_value")
    rerun = elementwise_rerun(workload, choices.checkpointing)
    if choices.tier == "compiled":
        # [forward, backward] bytes per value; checkpointing runs the forward again.
        fwd_in, bwd_in = b["compiled_in"]
        if workload.lora_dropout > 0.0:
            fwd_in += b["compiled_dropout"][0]
            bwd_in += b["compiled_dropout"][1]
        fwd_out, bwd_out = b["compiled_out"]
        per_token = inputs * (fwd_in * (1.0 + rerun) + bwd_in) + outputs * (
            fwd_out * (1.0 + rerun) + bwd_out
        )
        return per_token * (spec.layers or 0) * float(workload.seq_len)
    pure16 = choices.optimizer not in ("adamw", "sgd")
    per_in = b["in_pure16"] if pure16 else b["in"]
    if workload.lora_dropout > 0.0:
        per_in += b["dropout"]
    per_token = inputs * per_in + outputs * b["out"]
    # About a third of it is the forward, which checkpointing runs again.
    per_token *= 1.0 + rerun / 3.0
    return per_token * (spec.layers or 0) * float(workload.seq_len)


def _elements_per_flop(workload: Workload) -> float | None:
    """Activation values a transformer's training step touches per FLOP (None: not one)."""
    if not (workload.seq_len and workload.hidden and workload.layers and workload.heads):
        return None
    if workload.act_mb_per_sample_16bit is not None or workload.attn_scores_per_sample:
        return None
    flops = workload.flops_train_per_sample("none", False)
    return workload.activation_bytes_per_sample(2.0, False) / flops if flops > 0 else None


def _elementwise_scale(workload: Workload, cal: Calibration) -> float:
    """How much more (or less) off-tensor-core work per FLOP than the workloads it borrows from.

    The 'vector' term (norms, activation functions, softmax, dropout, residual adds) is
    work per activation value, which grows with the tokens × hidden width, while the FLOPs
    grow with its square: a Llama 3.1 8B layer (hidden 4,096) does a quarter of BERT-large's
    (1,024) elementwise work per FLOP.  A workload with its own calibrated terms keeps them
    (scale 1); a borrowed one is scaled by the ratio of values per FLOP.  Measured on an
    H100 and an H200 (tools/measure_gpu.py): eager Llama-shaped training ran 15-38 % faster
    than the FLOP-proportional term predicted.
    """
    sources = cal.sources(workload)
    if not sources or workload.id in sources:
        return 1.0
    mine = _elements_per_flop(workload)
    if mine is None:
        return 1.0
    theirs = _proxies_elements_per_flop(tuple(sources), default_data_dir())
    return 1.0 if theirs is None else mine / theirs


@cache
def _proxies_elements_per_flop(sources: tuple[str, ...], root: Path) -> float | None:
    """The mean activation values per FLOP of the calibrated workloads ``sources`` (read once
    per set of proxies and data folder); None when one of them is not a transformer."""
    library = load_workloads()
    theirs = [_elements_per_flop(library[s]) for s in sources if s in library]
    known = [t for t in theirs if t]
    if not known or len(known) != len(theirs):
        return None
    return sum(known) / len(known)


def _generate_terms(
    hw: GpuArrays,
    workload: Workload,
    choices: Choices,
    batch: np.ndarray,
    peaks: MathPeaks,
    cal: Calibration,
) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Seconds per forward evaluation (a diffusion denoising step for one latent).

    The calibrated training roofline with forward-only work: a third of the training
    FLOPs and activation traffic (backward ≈ 2× forward), no optimizer, and the 16-bit
    weights read once per batched evaluation.
    """
    as_training = workload.model_copy(update={"task": "train", "adapter": "none"})
    train_choices = dataclasses.replace(choices, adapter="none", checkpointing="none")
    terms, held = _train_terms(hw, as_training, train_choices, batch, peaks, cal, False)
    weights = workload.params_total * 2.0 / (hw.bw_gbs * 1e9) / batch
    forward = {k: terms[k] / 3.0 for k in ("compute", "vector", "memory")}
    return {
        **forward,
        "memory": forward["memory"] + weights,
        "overhead": terms["overhead"],
        "step": terms["step"],
    }, held


def _decode_times(
    hw: GpuArrays,
    count: Count,
    workload: Workload,
    choices: Choices,
    batch: np.ndarray,
    links: Any,
    peaks: Any,
    cal: Calibration,
    speed: float,
    host_factor: float = 1.0,
    loop_factor: float = 1.0,
) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, np.ndarray]]:
    """Per generated token, ``batch`` streams at once, weights split over ``count`` GPUs.

    Decode reads every weight (at its stored format's bytes), the adapter and each
    stream's KV cache once per token at the stack's share of peak bandwidth (a quantised
    format's kernels at a share of that), does 2·N FLOPs per stream, and pays the
    stack's cost per decoder layer (its small kernels; more where it launches them one by
    one instead of replaying a CUDA graph) on every GPU; tensor parallel adds two
    latency-bound all-reduces per layer.  Prefill (time to first token) is the prompt's
    FLOPs at the compute efficiency.

    How the engine splits the model sets what adds (multi_gpu.py): under tensor parallel
    the GPUs stream their shares at once; split by layers (llama.cpp, Hugging Face's
    device_map) a token passes them one after another, so their bandwidths and FLOPs do
    not add and the hidden state is handed from each GPU to the next instead.
    """
    n = speed_ways(choices.split, np.asarray(count, dtype=float))
    read = (workload.params_matmul or workload.params_total) + (workload.hidden or 0) * (
        workload.vocab or 0
    )
    adapter = float(workload.lora_params or 0.0) if choices.adapter != "none" else 0.0
    weight_bytes, family = decode_weight_bytes(workload, choices)
    # A prompt's forward (grouped GEMMs, or a fused kernel) reads each expert its tokens reach.
    prompt = float(workload.seq_len or 1)
    prefill_experts = _extra_expert_bytes(workload, choices, np.asarray(prompt), prefill=True)
    batch_experts = _extra_expert_bytes(workload, choices, batch * prompt, prefill=True)
    # An MoE step moves more experts than the k per token its active weights hold: the hit
    # experts of a batch, or (Hugging Face generate's batched_mm) three passes over copies
    # of every routed row's experts (moe.py).
    token_experts = _extra_expert_bytes(workload, choices, batch)
    kv = workload.kv_cache_bytes_per_sample() * KV_BYTES[choices.kv_bits] / 2.0
    # Hugging Face generate's concatenated cache reads and rewrites it every token.
    rewrites = kv_extra_passes(choices.kv_cache, choices.tier, decode_host(choices))
    # On a PyTorch before its vectorised 16-bit cat those passes ran at 4 bytes an element.
    cat_factor = concat_pass_factor(choices.legacy_half_cat, choices.kv_bits)
    legacy_cat_bytes = kv * rewrites * (cat_factor - 1.0)
    kv = kv * (kv_read_factor(workload, choices) + rewrites * cat_factor)
    eff, layer_s = _decode_stack(cal, choices.tier)
    stream = (weight_bytes + token_experts) / (n * hw.bw_gbs * 1e9 * eff)
    # Quantised kernels unpack and rescale every weight with integer instructions: the
    # matrices take the longer of streaming their bytes and that ALU work (a roofline).  A
    # kernel that converts each weight with an I2F runs it on the conversion pipe beside the
    # ALU work, at a quarter of its rate: the longer of the two counts, not their sum.
    dequant = dequant_seconds_per_op(hw, read / n) if family else np.zeros(len(hw))
    converts = conversion_slots(choices, hw) if family else np.zeros(len(hw))
    passes = unpack_passes(choices.kernel, batch) if family else 1.0
    # A kernel of one-warp blocks keeps only the SM's resident-block limit of warps loading
    # (occupancy.py): its matrices take at least those warps' measured rate.
    resident = one_warp_seconds_of(workload, choices, hw, n) * passes if family else 0.0
    weights_s = np.fmax(stream, dequant * np.fmax(cal.decode_dequant_ops(), converts) * passes)
    weights_s = np.fmax(weights_s, resident)
    # A split-k GEMM kernel at a token's few rows (AutoAWQ's GEMM) walks each matrix as a
    # chain of k-steps over a small grid (occupancy.py): each matrix takes the longer of its
    # share of the above and its chain, so the small-output and deep matrices add time.
    chain = split_k_chain_of(workload, choices, hw, batch, count) if family else None
    chain_frac = np.zeros(CHAIN_MATRICES)
    chain_s = np.zeros((len(hw), CHAIN_MATRICES))
    chain_extra = np.zeros(len(hw))
    if chain is not None:
        chain_s, body_bytes = chain
        chain_frac = body_bytes / (weight_bytes + token_experts)
        chain_extra = split_k_extra(chain_s, chain_frac, weights_s)
        weights_s = weights_s + chain_extra
    # The cache is read where attention runs: on the main GPU alone under a row split.
    kv_s = batch * kv / (kv_ways(choices.split, n) * hw.bw_gbs * 1e9 * eff)
    # A kernel with one block per (sequence, head) reads the cache at its blocks' SMs' share.
    unsplit = np.zeros(len(hw))
    if not splits_context(choices.engine):
        unsplit = _unsplit_kv_seconds(hw, workload, choices, batch, kv_ways(choices.split, n))
    kv_s = np.fmax(kv_s, unsplit)
    memory = weights_s + adapter * 2.0 / (n * hw.bw_gbs * 1e9 * eff) + kv_s
    # ExLlama's kernels rebuild the FP16 weights for cuBLAS past a row count (reconstruct.py):
    # a token's rows are its streams, the prompt's its tokens.
    quantised = float(workload.params_matmul or workload.params_total) if family else 0.0
    # The kernel the format decodes with where none is named (bitsandbytes' gemv_4bit, whose
    # matmul dequantises a 16-bit copy from the second row on).
    kernel = _resolved_kernel(choices) if family else None
    rebuilt = reconstruct_bytes(kernel, quantised, batch)
    memory = memory + rebuilt / (n * hw.bw_gbs * 1e9 * eff)
    weight_bytes = weight_bytes + adapter * 2.0
    e_c = np.exp(cal.log_compute(workload, peaks.kind)) * cal.tier_speedup(
        choices.tier, workload, peaks.kind
    )
    e_c = np.minimum(e_c, MAX_EFFICIENCY)
    rate = n * peaks.tflops * 1e12 * e_c
    compute = batch * 2.0 * (read + adapter) / rate
    layers = workload.layers or 1
    lora = (
        LORA_MATRICES_PER_LAYER * 2 * layers * float(prior("lora_decode_kernels_s"))
        if adapter
        else 0.0
    )
    ungraphed = ungraphed_gpus(hw, choices)
    per_layer = layer_s + ungraphed * float(prior("decode_ungraphed_layer_s"))
    # A dated llama.cpp CUDA build fuses some of a dense layer's kernels: the fitted cost per
    # kernel (and per gap without graphs) over fewer kernels (llamacpp_fusion.py).
    per_layer = per_layer * _fused_layer_factor(workload, choices, bool(family), hw.arch)
    # llama.cpp's host prepares each token's graph while the GPU waits: the fitted per-layer
    # cost holds the reference host's time, a known CPU its difference (llamacpp_host.py).
    llamacpp = choices.tier != "eager" and is_llamacpp(choices.engine)
    graph_host = llamacpp_extra_s(layers, host_factor) if llamacpp else 0.0
    # A Python generate loop around the engine converts the sequence while it waits.
    loop_host = loop_seconds(choices.loop, float(workload.seq_len or 0), loop_factor)
    overhead = layers * per_layer + lora + graph_host + loop_host
    tp_n = tensor_parallel_ways(choices.split, n)
    tp = tensor_parallel_seconds(
        layers, batch * (workload.hidden or 0) * 2.0, tp_n, links, cal.scaling
    )
    hidden = int(workload.hidden or 0)
    handoff = handoff_seconds(
        choices.split, np.asarray(count, float), batch, hidden, links
    ) + row_gather_seconds(choices.split, np.asarray(count, float), batch, hidden, layers, links)
    terms = {
        "compute": compute / speed,
        "vector": np.zeros(len(hw)),
        "memory": memory / speed,
        "overhead": overhead,
        "step": np.zeros(len(hw)),
    }
    t_token = terms["compute"] + terms["memory"] + terms["overhead"]
    host, waits = 0.0, np.zeros(len(hw))
    if choices.tier == "eager":
        gpu_s = t_token
        t_token, host = _eager_decode_host(
            workload, bool(adapter), gpu_s, decode_host(choices), host_factor, choices, batch
        )
        # As for eager training steps, the GPU's terms stay its own work; the wait is apart.
        waits = t_token - gpu_s
    # Prefill: the whole prompt in one pass, causal attention over half the keys on average.
    prefill_flops = 2.0 * (read + adapter) * prompt + 2.0 * layers * prompt**2 * (
        workload.hidden or 0
    )
    prompt_tp = (
        tensor_parallel_seconds(
            layers, prompt * (workload.hidden or 0) * 2.0, tp_n, links, cal.scaling
        )
        + handoff_seconds(choices.split, np.asarray(count, float), prompt, hidden, links)
        + row_gather_seconds(choices.split, np.asarray(count, float), prompt, hidden, layers, links)
    )
    prompt_rebuilt = reconstruct_bytes(kernel, quantised, np.array(prompt))
    prefill = (
        prefill_flops / rate / speed
        + (weight_bytes + prefill_experts + prompt_rebuilt) / (n * hw.bw_gbs * 1e9 * eff)
        + prompt_tp
    )
    # The prompt's forward issues the same calls as a token's (eager): never faster than them.
    prefill = np.maximum(prefill, host)
    # What a token waits on the links: all-reduces (tensor) or hand-overs (layers).
    comm = tp + handoff
    # ``batch`` prompts in one forward: their FLOPs add, the weights are read once.
    batch_rebuilt = reconstruct_bytes(kernel, quantised, batch * prompt)
    prefill_batch = np.maximum(
        batch * prefill_flops / rate / speed
        + (weight_bytes + batch_experts + batch_rebuilt) / (n * hw.bw_gbs * 1e9 * eff)
        + tensor_parallel_seconds(
            layers, batch * prompt * (workload.hidden or 0) * 2.0, tp_n, links, cal.scaling
        )
        + handoff_seconds(choices.split, np.asarray(count, float), batch * prompt, hidden, links)
        + row_gather_seconds(
            choices.split, np.asarray(count, float), batch * prompt, hidden, layers, links
        ),
        host,
    )
    inference = {
        "prefill_s": prefill,
        # The same for all ``batch`` streams' prompts in one forward (compute-bound).
        "prefill_batch_s": prefill_batch,
        "ttft_s": prefill + t_token + comm,
        "per_stream_tokens_s": 1.0 / (t_token + comm),
        "tp_ms_per_token": tp * 1e3,
        "handoff_ms_per_token": handoff * 1e3,
        # The layers' small kernels per token (on every GPU), and where they go without a graph.
        "kernels_ms_per_token": layers * per_layer * np.ones(len(hw)) * 1e3,
        "ungraphed": ungraphed,
        # llama.cpp's graph preparation per token on this host (0 for other stacks).
        "graph_host_s": llamacpp_graph_host_s(layers, host_factor) if llamacpp else 0.0,
        "graph_host_extra_s": graph_host,
        # A Python generate loop's host work per token (hf_generate.py; 0 for none).
        "loop_host_s": loop_host,
        # The concatenated cache's extra time on a PyTorch before the 16-bit cat's fix.
        "legacy_cat_ms_per_token": batch * legacy_cat_bytes / (n * hw.bw_gbs * 1e9 * eff) * 1e3,
        # The host's calls per token, and the part of a token the GPU waits on them.
        "host_s": host,
        "host_wait_s": waits,
        # The matrices' bytes at full bandwidth, and their unpacking's seconds per integer
        # operation per weight (0 for 16-bit weights): what the decode fit scales.
        "weights_stream_s": stream * eff,
        # (ExLlama V1 unpacks once per activation row: reconstruct.unpack_passes).
        "dequant_s_per_op": dequant * passes,
        # The kernel's own int-to-float conversions per weight in integer slots (not fitted:
        # from its source and the card's rates; NaN where the conversion rate is unknown).
        "dequant_conversion_ops": converts,
        # The matrices' seconds at the resident warps' measured rate where the kernel's blocks
        # are one warp (occupancy.py; 0 where not capped): not fitted, not scaled.
        "one_warp_s": resident * np.ones(len(hw)),
        # The matrices' seconds per token, the longest of stream, unpacking and the above.
        "matrices_s": weights_s,
        # Warps an SM keeps resident for that kernel (its resident-block limit; NaN: unknown).
        "one_warp_resident": one_warp_resident(choices, hw),
        # A split-k GEMM's matrices as chains of k-steps (occupancy.py; 0 where not one or
        # unmeasured), each matrix's share of the token's weight bytes, and the time the
        # chains add over the matrices' shares of the stream and unpacking: not fitted.
        "split_k_chain_s": chain_s,
        "split_k_chain_frac": chain_frac,
        "split_k_extra_s": chain_extra,
        # The KV cache's reads per token, and those of an attention kernel that does not
        # split the context where that is the slower (attention_decode.py; else 0).
        "kv_ms_per_token": kv_s * 1e3,
        "unsplit_kv_ms_per_token": np.where(unsplit >= kv_s, unsplit, 0.0) * 1e3,
        # FP16 weights a token's matmuls rebuild for cuBLAS (0 below the kernel's row count).
        "rebuilt_gb_per_token": rebuilt * np.ones(len(hw)) / 1e9,
    }
    return terms, t_token, comm, comm, inference


def _unsplit_kv_seconds(
    hw: GpuArrays, workload: Workload, choices: Choices, batch: np.ndarray, n: np.ndarray
) -> np.ndarray:
    """The cache reads of an attention kernel with one block per (sequence, query head)
    over the whole context (attention_decode.py): each block reads its KV head's K and V;
    tensor parallel splits the heads.  0 where the model's shape is not known."""
    heads, layers = workload.heads or 0, workload.layers or 0
    if not (heads and layers and workload.hidden and workload.seq_len):
        return np.zeros(len(hw))
    head_bytes = 2.0 * workload.hidden / heads * KV_BYTES[choices.kv_bits] * workload.seq_len
    blocks = batch * heads / n
    seconds = unsplit_kv_seconds(
        hw.ids, hw.bw_gbs, blocks=blocks, bytes_per_block=head_bytes, layers=layers
    )
    return np.nan_to_num(seconds, nan=0.0)


def _fused_layer_factor(
    workload: Workload, choices: Choices, quantised: bool, archs: np.ndarray
) -> np.ndarray | float:
    """The share of the fitted per-layer cost a dense layer pays on the run's llama.cpp
    build on each GPU's backend (llamacpp_fusion.py; no date given: a current build); 1.0
    for other stacks, a published run's unknown build, an MoE model or a GPU of no known
    backend."""
    if choices.tier == "eager" or not is_llamacpp(choices.engine):
        return 1.0
    spec = arch_of(workload)
    if spec is not None and spec.is_moe:
        return 1.0
    build = choices.llamacpp_build or CURRENT_BUILD
    by_arch = {a: fused_layer_factor(build, quantised, a) for a in set(archs.tolist())}
    return np.array([by_arch[a] for a in archs.tolist()])


def _decode_stack(cal: Calibration, tier: str) -> tuple[float, float]:
    """(share of peak bandwidth, seconds per decoder layer per token) of a decode stack.

    Eager decoding's cost besides the weights is the host's calls (:func:`_eager_decode_host`),
    not a fitted constant, and its projections are ordinary batch-1 GEMV kernels: they
    stream the weights at the share the compiled stacks' kernels reach (fitted on
    llama.cpp and ExLlama runs), so nothing is fitted on eager decoding runs."""
    if tier == "eager":
        return cal.decode_stack("compiled")[0], 0.0
    return cal.decode_stack(tier)


# GPUs whose kernels llama.cpp launches one by one: its CUDA-graph gate
# (ggml-cuda.cu ggml_cuda_graph_set_enabled) turns graphs off below compute capability 7.0
# since ggml-org/llama.cpp PR #25749 ("Enable CUDA graphs on Volta+Turing", merged 2026);
# builds before it kept graphs to Ampere and newer, so an older build's V100/T4/RTX 20xx
# run says cuda_graphs=0 (TrainSettings.cuda_graphs).
_LLAMA_CPP_UNGRAPHED = ("kepler", "maxwell", "pascal")


def ungraphed_gpus(hw: GpuArrays, choices: Choices) -> np.ndarray:
    """1.0 per GPU where the decode stack launches each kernel by itself, else 0.0.

    An explicit choice wins; otherwise llama.cpp on GPUs below its graph gate, and every
    other compiled stack (vLLM, gpt-fast, TensorRT-LLM) replays CUDA graphs.  Eager
    decoding's launches are the host's calls (host.py), not this term."""
    if choices.tier == "eager":
        return np.zeros(len(hw))
    # llama.cpp captures no CUDA graph over split buffers (-sm row): "Split buffers are not
    # supported by CUDA graph capture" (ggml-cuda.cu's graph compatibility check).
    if choices.split == "row":
        return np.ones(len(hw))
    if choices.graphs is not None:
        return np.full(len(hw), 0.0 if choices.graphs else 1.0)
    if choices.engine.startswith("llama.cpp"):
        return np.isin(hw.arch, _LLAMA_CPP_UNGRAPHED).astype(float)
    return np.zeros(len(hw))


def int32_ops_per_s(hw: GpuArrays) -> np.ndarray:
    """Integer instructions per second: the FP32 rate (an FMA counts two) at each
    architecture's INT32 results per FP32 result (data/instruction_rates.csv: half on GA10x,
    AD10x and GH100, whose SMs run INT32 on half their FP32 lanes); NaN where the catalogue
    lacks FP32."""
    return hw.fp32 * 1e12 / 2.0 * instruction_rates.int32_per_fp32(hw.variant, hw.arch)


def dequant_seconds_per_op(hw: GpuArrays, weights: float) -> np.ndarray:
    """Seconds one integer operation per weight costs over ``weights`` quantised weights."""
    return weights / int32_ops_per_s(hw)


def _resolved_kernel(choices: Choices) -> str:
    """The decode kernel a quantised format runs: the named one, else the format's default."""
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    return decode_kernel(fmt, choices.kernel).name


def decode_weight_bytes(workload: Workload, choices: Choices) -> tuple[float, str]:
    """(bytes of weights one token streams, the quantised format's kernel family: "" for
    16-bit weights).

    One stored-bytes path with the memory model: ``--bits`` is the named format it stands
    for (16 → F16, 8 → Q8_0, 4 → Q4_0 with its Q6_K head), the matrices and the output
    head each at their own width."""
    head = float((workload.hidden or 0) * (workload.vocab or 0))
    body = float(workload.params_matmul or workload.params_total)
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    return stored_bytes(fmt, body, head, 0.0), fmt.family if fmt.body < 16.0 else ""


def conversion_slots(choices: Choices, hw: GpuArrays) -> np.ndarray:
    """Integer slots per weight the decode kernel's own int-to-float conversions occupy on
    each card: conversions per weight (weight_formats.DecodeKernel) × integer slots per
    conversion (instruction_rates: 4 where known, NaN where the card's rate is not)."""
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    count = decode_kernel(fmt, choices.kernel).conversions
    if count == 0:
        return np.zeros(len(hw))
    return count * instruction_rates.conversion_slots(hw.variant, hw.arch)


def one_warp_seconds_of(
    workload: Workload, choices: Choices, hw: GpuArrays, n: np.ndarray
) -> np.ndarray:
    """Seconds a token's quantised matrices take at the resident warps' measured rate when
    the decode kernel's blocks are one warp (ExLlama V1; occupancy.py): the packed 4-bit
    nibbles over each SM's resident-block limit of warps; 0 for other kernels and where the
    card's limits or SM count are unknown."""
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    kernel = decode_kernel(fmt, choices.kernel)
    if kernel.block_warps != 1 or fmt.body > 5.0:  # measured for one-warp 4-bit blocks only
        return np.zeros(len(hw))
    packed = float(workload.params_matmul or workload.params_total) * 4.0 / 8.0
    warps = resident_warps(hw.variant, hw.arch, kernel.block_warps)
    return one_warp_seconds(packed, sm_counts(hw.ids), warps) / n


# Matrices per decoder block a split-k chain is priced over: q, k and v apart (or one fused
# projection), o, and the FFN's gate, up and down (padded with zero-byte entries).
CHAIN_MATRICES = 7


def block_matrices(workload: Workload, fused_qkv: bool) -> list[tuple[float, float]] | None:
    """(input, output) widths of one dense decoder block's projections: q, k, v (one fused
    projection where ``fused_qkv``), o, then the FFN's gate, up and down (or its two
    matrices), the FFN width being what the block's matmul weights leave after attention
    (the run's own shape, not the named model's); None for an MoE model or an unknown shape."""
    from dlbox.core.estimate.memory import arch_of

    h, heads, layers = workload.hidden, workload.heads, workload.layers
    if not (h and heads and layers and workload.params_matmul):
        return None
    spec = arch_of(workload)
    if spec is not None and spec.is_moe:
        return None
    gated = spec.gated_ffn if spec is not None else True
    kv = float(workload.kv_heads or heads) * h / heads
    attention = 2.0 * h * h + 2.0 * h * kv
    ffn = round((workload.params_matmul / layers - attention) / ((3.0 if gated else 2.0) * h))
    if ffn <= 0:
        return None
    qkv = [(h, h + 2.0 * kv)] if fused_qkv else [(h, h), (h, kv), (h, kv)]
    mlp = [(h, ffn), (h, ffn), (ffn, h)] if gated else [(h, ffn), (ffn, h)]
    return [(float(k), float(n)) for k, n in [*qkv, (h, h), *mlp]]


def split_k_chain_of(
    workload: Workload, choices: Choices, hw: GpuArrays, batch: np.ndarray, count: Count
) -> tuple[np.ndarray, np.ndarray] | None:
    """A token's matrices as chains of k-steps when its decode kernel is a split-k GEMM
    (weight_formats.SplitKGrid; occupancy.split_k_chain_seconds): (seconds per matrix summed
    over the layers, shape (cards, CHAIN_MATRICES); their stored bytes per token), or None
    where the kernel is not one, the model is not a dense decoder, or the run spans several
    GPUs (how AutoAWQ's layers split them was not read)."""
    from dlbox.core.estimate.attention_decode import sm_counts
    from dlbox.core.estimate.occupancy import split_k_chain_seconds
    from dlbox.core.estimate.weight_formats import FORMAT_OF_BITS, decode_kernel, weight_format

    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    kernel = decode_kernel(fmt, choices.kernel)
    if kernel.split_k is None or np.any(np.asarray(count, dtype=float) != 1):
        return None
    # AutoAWQ's fused blocks run q, k and v as one projection (QuantAttentionFused.qkv_proj).
    matrices = block_matrices(workload, fused_qkv=choices.engine.startswith("autoawq"))
    if matrices is None:
        return None
    layers = float(workload.layers or 1)
    seconds = np.zeros((len(hw), CHAIN_MATRICES))
    seconds[:, : len(matrices)] = layers * split_k_chain_seconds(
        kernel.name, kernel.split_k, matrices, batch, hw.variant, hw.arch, sm_counts(hw.ids)
    )
    body = np.zeros(CHAIN_MATRICES)
    body[: len(matrices)] = [layers * k * n * fmt.body / 8.0 for k, n in matrices]
    return seconds, body


def split_k_extra(chain_s: Any, frac: Any, matrices_s: Any) -> Any:
    """Seconds the chains add to a token whose matrices take ``matrices_s``: each matrix
    takes the longer of its byte share of that time and its chain (a kernel is bound by its
    own slowest limit), summed over the matrices.  ``chain_s`` (..., CHAIN_MATRICES) and
    ``frac`` (CHAIN_MATRICES,) per card or point; ``matrices_s`` broadcasts against one
    matrix's column."""
    total = 0.0
    for j in range(CHAIN_MATRICES):
        total = total + np.maximum(0.0, chain_s[..., j] - frac[..., j] * matrices_s)
    return total


def one_warp_resident(choices: Choices, hw: GpuArrays) -> np.ndarray:
    """Warps per SM a one-warp-block decode kernel keeps resident (NaN for other kernels)."""
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    if fmt.body >= 16.0 or decode_kernel(fmt, choices.kernel).block_warps != 1:
        return np.full(len(hw), np.nan)
    return resident_warps(hw.variant, hw.arch, 1)


def kv_read_factor(workload: Workload, choices: Choices) -> float:
    """Times each stream's KV cache crosses memory per token: once for fused (flash)
    attention; with K/V expanded to every query head first (``repeat_kv``: expand +
    reshape, a copy) the cache is read once, the copy written and read again, each
    heads/KV-heads times the cache."""
    heads, kv_heads = workload.heads or 1, workload.kv_heads or workload.heads or 1
    if not choices.expand_kv or heads <= kv_heads:
        return 1.0  # plain multi-head attention: repeat_kv returns the cache itself
    return 1.0 + 2.0 * heads / kv_heads


def host_group(task: str, choices: Choices) -> str:
    """Whose per-call constant a ``task`` step's host floor uses (host_reference.csv)."""
    if task == "decode" and choices.tier != "eager" and is_llamacpp(choices.engine):
        return LLAMACPP_GROUP
    if task == "decode":
        runner = decode_host(choices)
        # A release's profile keeps its runner's per-call constant and reference host.
        return "decode-hf" if runner == "hf" else PROFILE_BASES.get(runner, runner)
    return "generate" if task == "generate" else "train"


def decode_host(choices: Choices) -> str:
    """Whose modules an eager decoding step calls: the runner's (``--engine autoawq`` or
    ``tinychat``: their fused blocks), else Hugging Face's — whatever kernel reads the
    weights."""
    return decode_host_of(choices.engine)


def _eager_decode_host(
    workload: Workload,
    lora: bool,
    gpu_s: np.ndarray,
    host: str = "hf",
    factor: float = 1.0,
    choices: Choices | None = None,
    batch: np.ndarray | float = 1.0,
) -> tuple[np.ndarray, float]:
    """(seconds per token, host seconds per token) of eager decoding through ``host``'s
    modules (Hugging Face generate, or AutoAWQ's fused blocks).

    The host time per operator call is a published eager PyTorch decoding run's, or the
    fused path's own (host.py), at the build's single thread against that constant's
    reference host (``factor``, host_cpu.py); an unmerged PEFT adapter adds its calls per
    adapted matrix; under Hugging Face's modules a model's q/k norms and MoE blocks add
    theirs (moe.py: the experts implementation in ``choices``, hit experts at ``batch``)."""
    layers = workload.layers or 1
    per_op = decode_host_seconds_per_op(host) * factor
    extra = LORA_MATRICES_PER_LAYER * layers * lora_ops_per_module() if lora else 0.0
    if host == "hf":
        experts = choices.experts if choices is not None else None
        moe = np.asarray(moe_decode_host_ops(arch_of(workload), batch, experts), dtype=float)
        # One count where every card runs the same batch (the loop's calls grow with it).
        extra = extra + (float(moe.ravel()[0]) if np.ptp(moe) == 0.0 else moe)
    return eager_decode_token_s(layers, gpu_s, per_op, extra, host)


def _extra_expert_bytes(
    workload: Workload, choices: Choices, rows: np.ndarray, prefill: bool = False
) -> np.ndarray | float:
    """Bytes of expert weights a decoding step of ``rows`` streams moves beyond its active
    weights (moe.py), at the stored format's bytes per weight; ``prefill``: a forward over
    ``rows`` prompt tokens (grouped GEMMs under transformers: each hit expert once).  0 for
    a dense model."""
    spec = arch_of(workload)
    if spec is None or not spec.is_moe:
        return 0.0
    eager_hf = choices.tier == "eager" and decode_host(choices) == "hf" and not prefill
    weights = decode_expert_weights(spec, rows, choices.experts, eager_hf)
    fmt = weight_format(choices.weight_format or FORMAT_OF_BITS[choices.bits])
    per_weight = stored_bytes(fmt, 1e9, 0.0, 0.0) / 1e9
    return weights * per_weight


def _offload(
    hw: GpuArrays,
    count: Count,
    workload: Workload,
    choices: Choices,
    peaks: MathPeaks,
    t_gpu: np.ndarray,
    comm_exposed: np.ndarray,
    system: SystemSpec,
    replaced: np.ndarray,
) -> OffloadCost | None:
    """CPU offload's cost per micro-batch (offload.py); None when nothing is offloaded.
    ``replaced``: what the GPU's own update, taken off it, added to the step."""
    if workload.task != "train" or choices.offload not in OFFLOAD_MODES:
        return None
    trainable = trainable_params(workload, choices.adapter)
    bpv = np.asarray(peaks.bytes_per_value, float)
    return offload_cost(
        mode=choices.offload,
        trainable=trainable,
        frozen=_frozen_params(workload, choices.adapter),
        weight_bytes=bpv,
        frozen_bytes=np.full(len(hw), NF4_BYTES) if choices.adapter == "qlora" else bpv,
        count=count,
        grad_accum=choices.grad_accum,
        t_micro=t_gpu,
        comm_exposed=comm_exposed,
        link=host_link(hw, system.slot_gen, system.slot_lanes),
        host=system.host_memory,
        sixteen_bit_weights=pure_sixteen_bit(choices.precision, choices.optimizer),
        replaced_s=replaced,
    )


def optimizer_share(choices: Choices) -> float:
    """Share of the fitted per-step term one micro-batch pays for: the update runs once per
    optimizer step, so the ``grad_accum`` micro-batches of a step share it.

    Only the Lambda-calibrated workloads (and 8-bit Adam, Adafactor) still use the fitted
    term; the borrowing transformers count their update, split by the ZeRO stage, in
    optimizer_step.py.
    """
    return 1.0 / float(choices.grad_accum)


def accumulated_exposure(exposed: np.ndarray, grad_accum: int, zero_stage: int) -> np.ndarray:
    """Exposed communication per micro-batch when ``grad_accum`` micro-batches make a step.

    DDP (``no_sync``) and ZeRO-1 (Megatron's distributed optimizer) keep the full summed
    gradients and reduce them once, under the last micro-batch's backward: that step's
    exposure is shared by all of them.  ZeRO-2 keeps only its shard of the gradients, so it
    reduce-scatters every micro-batch, and ZeRO-3/FSDP also gathers the weights for every
    forward and backward: their traffic is not shared.
    """
    if grad_accum <= 1 or zero_stage >= 2:
        return exposed
    return exposed / float(grad_accum)


def _frozen_params(workload: Workload, adapter: str) -> float:
    return 0.0 if adapter == "none" else workload.params_total


def _read_frozen_params(workload: Workload, choices: Choices, counted: bool) -> float:
    """Frozen parameters whose reads the per-step weight term charges.  A LoRA on a
    transformer whose update is counted reads its frozen 16-bit weights only inside the
    matrix products (forward, input gradient, the recomputed forward), which the compute
    term charges at the card's measured best product, operand reads included (our H100
    profile of a frozen Llama 3.1 8B step: its products at 79 % of the BF16 peak, no other
    kernel reading a weight): none to charge again.  QLoRA's dequantised 16-bit copies are
    written and read outside them, so those stay."""
    if counted and choices.adapter == "lora":
        return 0.0
    return _frozen_params(workload, choices.adapter)


def _bottleneck(
    terms: dict[str, np.ndarray],
    exposed: np.ndarray,
    t_gpu: np.ndarray,
    gpu_system: np.ndarray,
    cpu: float | None,
    store: float | None,
    fits: np.ndarray,
    dispatch_exposed: np.ndarray | None = None,
    kernels_apart: bool = False,
) -> np.ndarray:
    compute = terms["compute"] + terms["vector"] + terms["overhead"] + terms["step"]
    out = np.where(terms["memory"] > compute, "memory_bandwidth", "compute").astype(object)
    if kernels_apart:
        # Decoding: the layers' small kernels (their launch and minimum run time), not
        # arithmetic, when they take longer than reading the weights and the math.
        work = terms["compute"] + terms["vector"] + terms["step"]
        launches = terms["overhead"] > np.maximum(terms["memory"], work)
        out = np.where(launches, "kernel_launches", out)
    if dispatch_exposed is not None:
        # The GPU idles while the host issues the step's kernels (eager batch-1 steps).
        waits = dispatch_exposed > INTERCONNECT_BOUND * (t_gpu + exposed)
        out = np.where(waits, "host_dispatch", out)
    out = np.where(exposed > INTERCONNECT_BOUND * (t_gpu + exposed), "interconnect", out)
    limits = [(cpu, "cpu_input"), (store, "storage")]
    for value, label in sorted(((v, lbl) for v, lbl in limits if v is not None), reverse=True):
        out = np.where(value < gpu_system, label, out)
    return np.where(fits, out, "vram").astype(object)


# ---------------------------------------------------------------- front doors
# Converting a table to columns costs more than estimating it, so the last tables
# are kept; holding the frame itself stops its id() being reused by another one.
_ARRAYS_CACHE: dict[int, tuple[pd.DataFrame, GpuArrays]] = {}


def clear_caches() -> None:
    """Forget the cached GPU columns and every kept answer (benchmarks time a cold start
    with this)."""
    _ARRAYS_CACHE.clear()
    clear_arrays_cache()
    _proxies_elements_per_flop.cache_clear()
    proxy_kernels.cache_clear()
    clear_memos()
    power_limit_speed.cache_clear()


def _arrays_of(gpus: pd.DataFrame) -> GpuArrays:
    """Columns of a GPU table (treated as read-only, like the catalogue's tables)."""
    cached = _ARRAYS_CACHE.get(id(gpus))
    if cached is not None and cached[0] is gpus:
        return cached[1]
    if len(_ARRAYS_CACHE) >= 32:
        _ARRAYS_CACHE.clear()
    arrays = gpu_arrays(gpus)
    _ARRAYS_CACHE[id(gpus)] = (gpus, arrays)
    return arrays


def estimate_table(
    gpus: pd.DataFrame,
    workload: str | Workload,
    settings: TrainSettings | None = None,
    *,
    count: int | Sequence[int] | np.ndarray = 1,
    system: SystemSpec | None = None,
) -> pd.DataFrame:
    """One row per GPU (the catalogue's GPU table or any subset), estimated together.

    ``count`` is how many of each GPU train together: one number for every row,
    or one per row of ``gpus`` (which may then repeat a GPU, once per count),
    so that one call answers every (GPU, count) pair.  The table is treated as
    read-only: its columns are cached for the next call with the same frame.
    """
    w = resolve_workload(workload)
    hw = _arrays_of(gpus)
    r = estimate_arrays(hw, count, w, settings, system)
    return pd.DataFrame(
        {
            "throughput": r["throughput"],
            "low": r["low"],
            "high": r["high"],
            "per_gpu": r["per_gpu"],
            "unit": w.unit,
            "bottleneck": r["bottleneck"],
            "fits": r["fits"],
            "batch_per_gpu": r["batch"].astype(int),
            "max_batch_per_gpu": r["max_batch"],
            "memory_gb": r["memory"].total(r["batch"]),
            "time_to_train_h": r["time_h"] if r["time_h"] is not None else np.nan,
            "energy_kwh": r["energy_kwh"] if r["energy_kwh"] is not None else np.nan,
            "load_power_w": r["load_w"],
        },
        index=pd.Index(hw.ids, name="id"),
    )
