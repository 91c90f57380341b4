"""Show the working of one estimate: FLOPs, the roofline terms, the ceilings, the bound."""

from __future__ import annotations

from typing import Any

import numpy as np

from dlbox.core.estimate.attention_decode import sm_counts
from dlbox.core.estimate.calibration import MAX_EFFICIENCY
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.hf_generate import describe_legacy_cat, describe_loop
from dlbox.core.estimate.host_cpu import describe as describe_host
from dlbox.core.estimate.llamacpp_fusion import assumption as llamacpp_assumption
from dlbox.core.estimate.llamacpp_fusion import describe as describe_llamacpp_build
from dlbox.core.estimate.llamacpp_host import describe as describe_graph_host
from dlbox.core.estimate.llamacpp_host import is_llamacpp
from dlbox.core.estimate.models import arch_of, model_spec
from dlbox.core.estimate.moe import decode_path
from dlbox.core.estimate.multi_gpu import describe as describe_split
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, join, note
from dlbox.core.estimate.optimizer_step import resolve_impl
from dlbox.core.estimate.recompute import step_train_flops
from dlbox.core.estimate.remedies import remedy_labels
from dlbox.core.estimate.stacks import STACKS, hides_sharded_comm
from dlbox.core.estimate.weight_formats import FORMAT_OF_BITS, decode_kernel, weight_format
from dlbox.core.parts import GPU

# The GPU waiting on the host this share of a token makes the host the bottleneck (as the
# estimator's INTERCONNECT_BOUND does for its "host_dispatch" label).
HOST_BOUND_SHARE = 0.25
# An unsplit attention kernel's cache reads get a note past this share of the GPU's token.
ATTENTION_NOTE_SHARE = 0.25
PRECISION_NAMES = {
    "fp32": "FP32",
    "tf32": "TF32",
    "amp": "FP16 mixed precision (AMP)",
    "fp16": "FP16 mixed precision (AMP)",
    "bf16": "BF16",
    "fp8": "FP8",
}
# The names above that are words, not format names (the app translates them).
_AMP = QT_TRANSLATE_NOOP("Estimate", "FP16 mixed precision (AMP)")


def precision_name(code: str) -> str:
    """A precision code as the notes name it ("amp" → "FP16 mixed precision (AMP)")."""
    name = PRECISION_NAMES.get(code, code)
    return note(_AMP) if name == _AMP else name


def _ms(value: float) -> float:
    return float(value) * 1e3


def _fallback_note(gpu: str, asked: str, used: str, kind: str) -> Note:
    if asked == "bf16" and used == "fp16":
        how = (
            note(QT_TRANSLATE_NOOP("Estimate", "tensor cores"))
            if kind == "tc16"
            else note(QT_TRANSLATE_NOOP("Estimate", "FP32 math, 16-bit memory"))
        )
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(gpu)s has no BF16: estimated in FP16 mixed precision (AMP with loss "
                "scaling, %(how)s), which is what users of this GPU run",
            ),
            gpu=gpu,
            how=how,
        )
    return note(
        QT_TRANSLATE_NOOP("Estimate", "%(gpu)s has no %(asked)s math: estimated in %(used)s"),
        gpu=gpu,
        asked=precision_name(asked),
        used=precision_name(used),
    )


def _diffusion_settings(c: Any) -> dict[str, Any]:
    """The diffusion options as set (None: the workload's own, VAE and frozen text encoder
    every step, fused attention)."""
    d = c.diffusion
    return {
        "latents": d.latents,
        "text_encoder": d.text_encoder,
        "vae_fp32": d.vae_fp32,
        "prior_preservation": d.prior_preservation,
        "ema": d.ema,
        "attention": d.attention,
    }


def explain(r: dict[str, Any], gpu: GPU, count: int, system: Any) -> dict[str, Any]:
    """A JSON-ready account of ``estimate_arrays`` output for its first GPU."""
    w = r["workload"]
    c = r["choices"]
    batch = float(r["batch"][0])
    peaks = r["peaks"]
    terms = {k: float(v[0]) for k, v in r["terms"].items()}
    per_sample = sum(terms.values())
    flops_sample = (
        step_train_flops(w, c.adapter, c.checkpointing, c.tier) if w.task == "train" else 0.0
    )
    t_gpu, exposed = float(r["t_gpu"][0]), float(r["exposed"][0])
    # Training and generation terms are seconds per sample; a decode step's are per step
    # (one token for every stream).
    per_step = 1.0 if w.task == "decode" else batch
    offload = r.get("offload")
    waits = exposed + (float(offload.exposed[0]) if offload is not None else 0.0)
    samples_per_gpu = batch / (t_gpu + waits)
    achieved = flops_sample * samples_per_gpu / 1e12 if w.task == "train" else None
    peak = float(peaks.tflops[0])
    # Every note is note(QT_TRANSLATE_NOOP("Estimate", template), **params), never an
    # f-string: the app translates it, the CLI prints its English (notes.py shows how to
    # convert one; tests/core/test_estimate_notes.py fails on a plain str).
    notes = list(getattr(system, "notes", ()))
    used = str(peaks.used[0])
    if bool(peaks.fallback[0]):
        notes.append(_fallback_note(gpu.name, c.precision, used, str(peaks.kind[0])))
    if bool(r["fp32_at_tf32"][0]):
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "plain FP32 estimated no faster than TF32 on this GPU's tensor cores (the "
                    "FP32 efficiency is fitted on Pascal, Volta and Turing, whose FP32 lanes "
                    "are single-issue)",
                )
            )
        )
    if w.task == "train" and bool(r["efficiency_capped"][0]):
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "software tier's speed-up capped: ×%(speedup)s would imply more than "
                    "%(share)s of the %(precision)s peak",
                ),
                speedup=f"{_tier(r):.2f}",
                share=f"{MAX_EFFICIENCY:.0%}",
                precision=precision_name(used),
            )
        )
    if c.tier != "eager" and w.task == "train":
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "software tier '%(tier)s': ×%(speedup)s over the calibrated eager stack "
                    "(fitted on published runs of other stacks)",
                ),
                tier=c.tier,
                speedup=f"{_tier(r):.2f}",
            )
        )
    bn_ms = float(np.asarray(r.get("batch_norm_s", 0.0)).reshape(-1)[0]) * batch * 1e3
    if w.task == "train" and bn_ms > 0.0:
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "batch norm on NCHW tensors in BF16: PyTorch runs its own kernels instead "
                    "of cuDNN's, +%(ms)s ms a step (channels-last or FP16 AMP avoids it)",
                ),
                ms=f"{bn_ms / _tier(r):.1f}",
            )
        )
    if c.power_limit < 1.0:
        notes.append(
            note(
                QT_TRANSLATE_NOOP("Estimate", "power limit %(limit)s: ×%(speed)s speed"),
                limit=f"{c.power_limit:.0%}",
                speed=f"{power_limit_only(r):.2f}",
            )
        )
    notes.extend(_comm_notes(r, count))
    if offload is not None:
        notes.append(offload.note())
    if w.task == "generate":
        notes.append(_generate_host_note(r, batch))
    host_s = float(r.get("step_fixed_s", 0.0))
    if w.task == "train" and host_s > 0.0:
        waits = float(np.asarray(r.get("dispatch_exposed_s", 0.0)).reshape(-1)[0])
        launches = float(r.get("host_launches_per_step", 0.0))
        if launches > 0.0:
            per_launch = float(r["host_per_launch_s"])
            step_s = float(r["t_gpu"][0])
            notes.append(
                _launch_step_note(host_s, waits, step_s, launches, per_launch, c.optimizer)
            )
        else:
            notes.append(_eager_step_note(host_s, waits, c.optimizer))
    if w.task == "decode" and host_s > 0.0:
        waits = float(np.asarray(r["dispatch_exposed_s"]).reshape(-1)[0])
        notes.append(
            _decode_host_note(host_s, waits, float(r["t_gpu"][0]), c.engine, _moe_path(w, c))
        )
    per_call = float(r.get("host_per_call_s", 0.0))
    if per_call > 0.0 and host_s > 0.0 and r.get("host_term") is not None:
        waits = float(np.asarray(r.get("dispatch_exposed_s", 0.0)).reshape(-1)[0])
        # As the notes above: a token is host-bound past HOST_BOUND_SHARE of it (the
        # prologue always makes the GPU wait a little), a training step whenever it waits.
        floor = HOST_BOUND_SHARE * float(r["t_gpu"][0]) if w.task == "decode" else 0.0
        launch_s = float(r.get("host_per_launch_s", 0.0))
        if w.task == "train" and launch_s > 0.0:
            notes.append(describe_host(r["host_term"], launch_s, waits > floor, launches=True))
        else:
            notes.append(describe_host(r["host_term"], per_call, waits > floor))
    if w.task == "decode" and r.get("inference") is not None and c.tier != "eager":
        notes.append(_decode_kernels_note(r, w.layers or 1))
        build = _llamacpp_build(r, gpu)
        if build is not None:
            notes.append(describe_llamacpp_build(*build))
        graph_host = float(r["inference"].get("graph_host_s", 0.0))
        if graph_host > 0.0 and r.get("host_term") is not None:
            notes.append(describe_graph_host(graph_host, r["host_term"]))
        loop_s = float(r["inference"].get("loop_host_s", 0.0))
        if loop_s > 0.0 and r.get("loop_host_term") is not None:
            notes.append(describe_loop(loop_s, r["loop_host_term"]))
    if w.task == "decode" and r.get("inference") is not None:
        cat_ms = float(np.asarray(r["inference"].get("legacy_cat_ms_per_token", 0.0)).ravel()[0])
        if cat_ms > 0.0:
            notes.append(describe_legacy_cat(cat_ms))
    # Tensor parallel splits the heads over the GPUs; a layer split gives each all of them.
    heads_share = count if c.split == "tensor" else 1
    unsplit = _unsplit_attention_note(r, gpu, batch / heads_share)
    if unsplit:
        notes.append(unsplit)
    one_warp = _one_warp_note(r)
    if one_warp:
        notes.append(one_warp)
    split_k = _split_k_note(r)
    if split_k:
        notes.append(split_k)
    slot = r.get("slot_clock")
    if slot is not None and np.isfinite(slot[0]) and str(peaks.kind[0]) != "fp32":
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "slot-powered board: under sustained tensor-core load it holds its base "
                    "clock, %(share)s of the boost clock its peak TFLOPS are quoted at",
                ),
                share=f"{slot[0]:.0%}",
            )
        )
    uncalibrated = bool(np.asarray(r.get("uncalibrated", [False])).reshape(-1)[0])
    if uncalibrated:
        notes.append(_vendor_note(gpu, r))
    ceilings: dict[str, Any] = {
        "gpus_samples_per_s": float(r["gpu_system_samples"][0]),
        "cpu_input_samples_per_s": r["cpu_ceiling"],
        "storage_samples_per_s": r["storage_ceiling"],
        "storage_note": r["storage_note"],
    }
    out: dict[str, Any] = {
        "gpu": gpu.name,
        "count": count,
        "workload": w.name,
        "task": w.task,
        "settings": {
            "precision": c.precision,
            "adapter": c.adapter,
            "optimizer": c.optimizer,
            # A boolean as before (any recomputation); the mode says which (checkpointing.py).
            "checkpointing": c.checkpointing != "none",
            "checkpointing_mode": c.checkpointing,
            "batch_per_gpu": int(batch),
            "grad_accum": c.grad_accum,
            "zero_stage": c.zero_stage,
            "software_tier": c.tier,
            "memory_format": c.layout,
            "training_stack": c.stack,
            # The optimizer update's kernels as resolved for the tier (training only).
            "optimizer_impl": resolve_impl(c.optimizer_impl, c.tier) if w.task == "train" else None,
            "power_limit_frac": c.power_limit,
            # Training: the SDPA kernel asked for and the PyTorch release "auto" follows
            # (None: the newest; sdpa_kernel.py).
            "sdpa_backend": c.sdpa if w.task == "train" else None,
            "pytorch_version": c.pytorch if w.task == "train" else None,
            "inference_bits": c.bits if w.task == "decode" else None,
            "weight_format": (c.weight_format or FORMAT_OF_BITS[c.bits])
            if w.task == "decode"
            else None,
            # The quantised GEMV the decode is charged for (None for 16-bit weights).
            "decode_kernel": _kernel_name(c) if w.task == "decode" else None,
            "expanded_kv_attention": c.expand_kv if w.task == "decode" else None,
            # llama.cpp's build date as set (None: a current build; llamacpp_fusion.py).
            "llamacpp_build_date": c.llamacpp_build if _llamacpp_build(r, gpu) else None,
            # MoE models under transformers: the experts implementation chosen (None: default).
            "experts_implementation": c.experts if _moe_path(w, c) else None,
            # Diffusion training: what the step runs besides the U-Net (diffusion.py).
            **(_diffusion_settings(c) if w.family == "diffusion" and w.task == "train" else {}),
        },
        "precision_used": used,
        "math_unit": str(peaks.kind[0]),
        "peak_tflops": peak,
        "flops_per_sample": flops_sample,
        "flops_per_step": flops_sample * batch,
        "step_ms": {
            "compute": _ms(terms["compute"] * per_step),
            "vector": _ms(terms["vector"] * per_step),
            "memory": _ms(terms["memory"] * per_step),
            "overhead": _ms((terms["overhead"] + terms["step"]) * per_step)
            + _ms(float(np.asarray(r.get("dispatch_exposed_s", 0.0)).reshape(-1)[0])),
            "gpu_total": _ms(t_gpu),
            "allreduce": _ms(float(r["t_allreduce"][0])),
            "allreduce_exposed": _ms(exposed),
            # Of allreduce_exposed: compute slowed by the collectives running beside it.
            "comm_contention": _ms(float(np.asarray(r.get("comm_contention", 0.0)).reshape(-1)[0])),
            # CPU offload's PCIe copies and host optimizer step the step waits for.
            "offload_exposed": _ms(float(offload.exposed[0])) if offload is not None else 0.0,
        },
        "share_of_gpu_time": {k: (v / per_sample if per_sample else 0.0) for k, v in terms.items()},
        "achieved_tflops_per_gpu": achieved,
        "mfu": (achieved / peak) if achieved is not None and peak > 0 else None,
        "link": {"kind": str(r["links"].kind[0]), "per_direction_gbs": float(r["links"].gbs[0])},
        "ceilings": ceilings,
        "bound": str(r["bottleneck"][0]),
        "band": r["band_note"],
        "memory_gb_per_sample": float(r["memory"].act_per_sample[0]),
        "notes": notes,
        # True for an AMD board: no AMD run calibrates the estimate (vendor_peaks.py).
        "uncalibrated": uncalibrated,
    }
    if r.get("inference") is not None:
        out["inference"] = _inference(r, batch, gpu)
    if offload is not None:
        out["offload"] = offload.to_dict()
    if not bool(r["fits"][0]):
        out["if_it_fit"] = float(r["gpu_system_samples"][0] * w.units_per_sample)
        out["remedies"] = remedies(r, gpu, count)
    return out


def _eager_step_note(host_s: float, waits: float, optimizer: str) -> Note:
    """Eager training: the host's time to issue a step's calls, and whether the GPU waits."""
    ms = f"{host_s * 1e3:.0f}"
    if waits > 0.0:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "eager step: the host needs %(ms)s ms to issue its operator calls (forward, "
                "backward, the %(optimizer)s step over every trainable tensor); the GPU waits "
                "%(waits)s ms of it, so a faster GPU would not help",
            ),
            ms=ms,
            optimizer=optimizer,
            waits=f"{waits * 1e3:.0f}",
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "eager step: the host needs %(ms)s ms to issue its operator calls (forward, "
            "backward, the %(optimizer)s step over every trainable tensor), hidden behind the "
            "GPU's own work",
        ),
        ms=ms,
        optimizer=optimizer,
    )


def _launch_step_note(
    host_s: float,
    waits: float,
    step_s: float,
    launches: float,
    per_launch_s: float,
    optimizer: str,
) -> Note:
    """Eager training whose counted kernel launches set the host's time (a decoder's layers,
    a CNN's profile): how many, at what time each, and whether the GPU waits — CPU-bound
    where it waits more than HOST_BOUND_SHARE of the step, as the bottleneck says."""
    words = {
        "launches": f"{launches:,.0f}",
        "us": f"{per_launch_s * 1e6:.0f}",
        "ms": f"{host_s * 1e3:.0f}",
        "optimizer": optimizer,
    }
    if waits > HOST_BOUND_SHARE * step_s:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "CPU-bound: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, "
                "backward, any recomputation and the %(optimizer)s step): the host needs "
                "%(ms)s ms and the GPU waits %(waits)s ms of it, so a faster GPU would not "
                "help; a larger batch spreads them over more tokens",
            ),
            **words,
            waits=f"{waits * 1e3:.0f}",
        )
    if waits > 0.0:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, "
                "backward, any recomputation and the %(optimizer)s step) take the host "
                "%(ms)s ms; the GPU waits %(waits)s ms of it",
            ),
            **words,
            waits=f"{waits * 1e3:.0f}",
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, "
            "backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms, "
            "hidden behind the GPU's own work",
        ),
        **words,
    )


# An AMD board's peaks, as its note names them when scaled.
_PEAK_NAMES = (
    "FP32",
    QT_TRANSLATE_NOOP("Estimate", "16-bit matrix"),
    QT_TRANSLATE_NOOP("Estimate", "memory bandwidth"),
)


def _vendor_note(gpu: GPU, r: dict[str, Any]) -> Note:
    """Why an AMD board's estimate is uncalibrated, and which of its peaks were scaled."""
    scales = [float(np.asarray(s).reshape(-1)[0]) for s in r["peak_scales"]]
    scaled = [
        note(
            QT_TRANSLATE_NOOP("Estimate", "%(peak)s ×%(scale)s"),
            peak=n if n == "FP32" else note(n),
            scale=f"{s:.2f}",
        )
        for n, s in zip(_PEAK_NAMES, scales, strict=True)
        if s != 1.0
    ]
    measured = (
        note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "its paper peaks scaled to what published micro-benchmarks measure against "
                "NVIDIA boards of its memory class (%(scaled)s; data/vendor_gemm.csv)",
            ),
            scaled=join(scaled, QT_TRANSLATE_NOOP("Estimate", "%(a)s, %(b)s")),
        )
        if scaled
        else note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "its paper peaks, as no micro-benchmark of its architecture is in "
                "data/vendor_gemm.csv",
            )
        )
    )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "uncalibrated: %(vendor)s %(architecture)s — every efficiency is fitted on NVIDIA "
            "runs and no %(vendor)s run enters any fit; estimated with %(measured)s. ROCm "
            "libraries (MIOpen convolutions, attention kernels) may reach less; treat the "
            "number and its band as unverified",
        ),
        vendor=str(gpu.vendor),
        architecture=str(gpu.architecture),
        measured=measured,
    )


def _generate_host_note(r: dict[str, Any], batch: float) -> Note:
    """Image generation: the batch in U-Net evaluations, and whether the host's dispatch of
    a denoising step or the GPU's work sets the pace."""
    host_s = float(r.get("step_fixed_s", 0.0))
    waits = float(np.asarray(r.get("dispatch_exposed_s", 0.0)).reshape(-1)[0])
    batch_words = {"batch": str(int(batch)), "images": f"{batch / 2:g}"}
    if waits <= 0.0:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 "
                "for classifier-free guidance; the host needs %(ms)s ms to dispatch a step's "
                "kernels whatever the batch, hidden behind the GPU's own work per step (fitted "
                "on published runs)",
            ),
            **batch_words,
            ms=f"{host_s * 1e3:.1f}",
        )
    gpu_s = float(r["t_gpu"][0]) - waits
    # Published batch-1 runs of one card differ by their machines, not their GPUs
    # (diffusers' and stable-fast's A100 40 GB rows in external.csv).
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for "
            "classifier-free guidance; host-bound: the host needs %(ms)s ms to dispatch a "
            "step's kernels whatever the batch and the GPU's own work is %(gpu_ms)s ms, so a "
            "faster GPU would not speed this up. That dispatch time is fitted on published "
            "runs, mostly on cloud A100 machines; the host CPU's single-thread speed sets it "
            "(%(host)s): published batch-1 runs on one A100 40 GB take 31–46 ms a step. "
            "Larger batches hide it",
        ),
        **batch_words,
        ms=f"{host_s * 1e3:.1f}",
        gpu_ms=f"{gpu_s * 1e3:.1f}",
        host=_host_words(r),
    )


def _host_words(r: dict[str, Any]) -> Note:
    """Which CPU a generation step's dispatch is charged on, in a few words."""
    term = r.get("host_term")
    if term is None:
        return note(QT_TRANSLATE_NOOP("Estimate", "the reference host's"))
    if not term.applied:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "charged as on the reference host %(reference)s for every CPU: the one "
                "published desktop run that names its CPU matched that time unscaled",
            ),
            reference=term.reference.name,
        )
    if term.known and term.cpu is not None:
        return note(
            QT_TRANSLATE_NOOP("Estimate", "%(cpu)s: its single thread %(ratio)s× %(reference)s's"),
            cpu=term.cpu.name,
            ratio=f"{1.0 / term.factor:.2f}",
            reference=term.reference.name,
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate", "as on the reference host %(reference)s: the CPU's speed is unknown"
        ),
        reference=term.reference.name,
    )


def _tier(r: dict[str, Any]) -> float:
    return float(np.atleast_1d(r["tier_speedup"])[0])


def power_limit_only(r: dict[str, Any]) -> float:
    """The power limit's share of the speed factor (the rest is the cards' cooling)."""
    return float(r["power_limit_speed"]) / float(r.get("thermal_speed", 1.0))


def _link_words(kind: str) -> str:
    """A link kind as the notes name it ("pcie_host" → "pcie host")."""
    return kind.replace("_", " ")


def _comm_notes(r: dict[str, Any], count: int) -> list[str]:
    """Why the GPUs' link costs what it does, when it costs anything that matters."""
    if count <= 1:
        return []
    w = r["workload"]
    kind = str(r["links"].kind[0])
    notes = []
    total = float(r["gpu_system_samples"][0])
    one = float(r["one_gpu_samples"][0])
    if w.task == "train" and total < one:
        why = (
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "without peer-to-peer every all-reduce is staged through host memory that "
                    "all %(count)s cards share",
                ),
                count=str(count),
            )
            if kind == "pcie_host"
            else note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "the %(link)s link cannot move the gradients as fast as backward produces them",
                ),
                link=_link_words(kind),
            )
        )
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "%(count)s GPUs are slower than one here (%(total)s vs %(one)s samples/s): "
                    "%(why)s; the all-reduce takes %(ms)s ms per step",
                ),
                count=str(count),
                total=f"{total:,.0f}",
                one=f"{one:,.0f}",
                why=why,
                ms=f"{float(r['t_allreduce'][0]) * 1e3:.0f}",
            )
        )
    elif w.task == "train":
        contention = _contention_note(r)
        if contention:
            notes.append(contention)
    if w.task == "decode" and r.get("inference") is not None:
        # How the engine splits the model decides what the link costs and what adds.
        c = r["choices"]
        notes.append(
            describe_split(c.split, c.engine, c.tier, count, r["inference"], _link_words(kind))
        )
    return notes


# A communication cost below this share of the step goes unmentioned.
COMM_NOTE_SHARE = 0.02


def _contention_note(r: dict[str, Any]) -> Note | None:
    """What the collectives add to a training step: exposed waits and slowed compute."""
    added = float(r["exposed"][0])
    contention = float(np.asarray(r.get("comm_contention", 0.0)).reshape(-1)[0])
    step = float(r["t_gpu"][0]) + added
    if step <= 0.0 or added < COMM_NOTE_SHARE * step:
        return None
    waits = added - contention
    zero3 = r["choices"].zero_stage >= 3
    what = (
        note(
            QT_TRANSLATE_NOOP(
                "Estimate", "the weights' all-gathers and the gradients' reduce-scatter"
            )
        )
        if zero3
        else note(QT_TRANSLATE_NOOP("Estimate", "the gradients' all-reduce"))
    )
    cost = {
        "what": what,
        "link": _link_words(str(r["links"].kind[0])),
        "ms": f"{added * 1e3:.0f}",
        "step": f"{step * 1e3:.0f}",
        "share": f"{added / step:.0%}",
    }
    if zero3 and not hides_sharded_comm(r["choices"].stack):
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): the "
                "whole of their time, since %(stack)s does not run them under the compute",
            ),
            **cost,
            stack=STACKS[r["choices"].stack].what,
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): "
            "%(waits)s ms exposed (nothing left to overlap), %(contention)s ms of contention "
            "(compute runs slower while NCCL's kernels hold SMs and memory bandwidth beside it)",
        ),
        **cost,
        waits=f"{waits * 1e3:.0f}",
        contention=f"{contention * 1e3:.0f}",
    )


def _inference(r: dict[str, Any], batch: float, gpu: GPU) -> dict[str, Any]:
    inf = r["inference"]
    w = r["workload"]
    return {
        "concurrency": int(batch),
        "context_tokens": int(w.seq_len or 0),
        "kv_cache_bits": int(getattr(r["choices"], "kv_bits", 16)),
        "engine": str(getattr(r["choices"], "engine", "generic")),
        "time_to_first_token_ms": float(inf["ttft_s"][0]) * 1e3,
        "prefill_ms": float(inf["prefill_s"][0]) * 1e3,
        "tokens_per_s_per_stream": float(inf["per_stream_tokens_s"][0]),
        "tokens_per_s_total": float(inf["per_stream_tokens_s"][0]) * batch,
        "tensor_parallel_ms_per_token": float(inf["tp_ms_per_token"][0]),
        # How the engine splits the model over several GPUs (multi_gpu.py), and the
        # hand-over of the hidden state between them a layer split pays per token.
        "multi_gpu_split": str(getattr(r["choices"], "split", "tensor")),
        "handoff_ms_per_token": float(np.asarray(inf.get("handoff_ms_per_token", 0.0)).ravel()[0]),
        "kernels_ms_per_token": float(inf["kernels_ms_per_token"][0]),
        "kv_cache_ms_per_token": float(inf["kv_ms_per_token"][0]),
        # The llama.cpp build assumed and its kernels per layer (None for other stacks).
        "llamacpp_build": _llamacpp_build_dict(r, gpu),
    }


def _llamacpp_build(r: dict[str, Any], gpu: GPU) -> tuple[str | None, bool, bool, str] | None:
    """(build date, quantised weights, MoE model, the GPU's family) of a decode through
    llama.cpp's compiled stack, whose kernels per layer follow the build and the GPU's
    backend (llamacpp_fusion.py); None otherwise."""
    c, w = r["choices"], r["workload"]
    if w.task != "decode" or c.tier == "eager" or not is_llamacpp(c.engine):
        return None
    fmt = weight_format(c.weight_format or FORMAT_OF_BITS[c.bits])
    spec = arch_of(w)
    moe = bool(spec is not None and spec.is_moe)
    return c.llamacpp_build, fmt.body < 16.0, moe, str(arrays_for([gpu]).arch[0])


def _llamacpp_build_dict(r: dict[str, Any], gpu: GPU) -> dict[str, Any] | None:
    build = _llamacpp_build(r, gpu)
    return None if build is None else llamacpp_assumption(*build)


def remedies(r: dict[str, Any], gpu: GPU, count: int) -> list[str]:
    """Cheapest ways to make a job fit (dlbox.core.estimate.remedies: the memory model's
    remedies with their speed cost, computed once per estimate and kept in ``r``)."""
    return remedy_labels(r, arrays_for([gpu]), count, r.get("system"))


# Whose calls an eager token issues, by runner (host.RUNNER_HOSTS), in the note's words.
_RUNNER_WORDS = {
    "autoawq": QT_TRANSLATE_NOOP("Estimate", "AutoAWQ's own loop over its fused blocks"),
    # Its 0.1.x releases: the same loop, fewer calls a layer (host.PROFILE_BASES).
    "autoawq-0.1": QT_TRANSLATE_NOOP("Estimate", "AutoAWQ's own loop over its fused blocks"),
    "tinychat": QT_TRANSLATE_NOOP("Estimate", "TinyChat's own loop over its fused blocks"),
}
_GENERATE_WORDS = QT_TRANSLATE_NOOP("Estimate", "Hugging Face generate")
# A mixture-of-experts model under generate: the experts path its decoding runs (moe.py).
_MOE_WORDS = {
    "batched_mm": QT_TRANSLATE_NOOP(
        "Estimate",
        "Hugging Face generate, its expert layers through batched_mm (a copy of each routed "
        "token's experts)",
    ),
    "eager": QT_TRANSLATE_NOOP(
        "Estimate",
        "Hugging Face generate, its expert layers one expert at a time (the eager loop, two "
        "host syncs per expert)",
    ),
}


def _moe_path(workload: Any, choices: Any) -> str | None:
    """The experts path an MoE model decodes through under generate (None otherwise)."""
    spec = model_spec(getattr(workload, "model", None))
    if spec is None or not spec.is_moe or choices.engine in _RUNNER_WORDS:
        return None
    return decode_path(choices.experts)


def _decode_host_note(
    host_s: float, waits: float, token_s: float, engine: str, moe: str | None = None
) -> Note:
    """Eager decoding: whose calls (the runner's; an MoE's experts path), how long the host
    takes per token, and whether the GPU waits on it for a good part of the token (the
    CPU's time per call is a separate note: host_cpu.describe)."""
    words = _MOE_WORDS.get(moe or "", _GENERATE_WORDS)
    runner = note(_RUNNER_WORDS.get(engine, words))
    ms = f"{host_s * 1e3:.0f}"
    if waits > HOST_BOUND_SHARE * token_s:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "eager decoding (%(runner)s): the host's CPU issues each token's operator calls "
                "from Python in %(ms)s ms; the GPU waits %(waits)s ms of it, so a faster CPU "
                "core or a compiled stack (software tier 'compiled') would help more than a "
                "faster GPU",
            ),
            runner=runner,
            ms=ms,
            waits=f"{waits * 1e3:.0f}",
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "eager decoding (%(runner)s): the host's CPU issues each token's operator calls "
            "from Python in %(ms)s ms, mostly hidden behind the GPU's reading of the weights",
        ),
        runner=runner,
        ms=ms,
    )


def _decode_kernels_note(r: dict[str, Any], layers: int) -> Note:
    """A compiled decode stack: what its layers' small kernels cost per token, beside the
    weights, and whether it launches them one by one (no CUDA graph)."""
    inf = r["inference"]
    kernels = float(inf["kernels_ms_per_token"][0])
    weights = float(r["terms"]["memory"][0]) * 1e3
    cost = {
        "layers": str(layers),
        "us": f"{kernels / layers * 1e3:.0f}",
        "ms": f"{kernels:.2f}",
        "weights": f"{weights:.2f}",
    }
    if float(inf["ungraphed"][0]) > 0.0:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "each of the %(layers)s layers' small kernels cost %(us)s µs per token "
                "(%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model's "
                "size or its share on each GPU; this stack launches them one by one on this "
                "GPU (no CUDA graph: llama.cpp below its Volta gate, or an older build)",
            ),
            **cost,
        )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "each of the %(layers)s layers' small kernels cost %(us)s µs per token (%(ms)s ms) "
            "beside %(weights)s ms reading the weights, whatever the model's size or its share "
            "on each GPU",
        ),
        **cost,
    )


def _unsplit_attention_note(r: dict[str, Any], gpu: GPU, batch: float) -> Note | None:
    """Decode through a runner whose attention kernel has one block per (sequence, head):
    how long its cache reads take per token, where that is slower than the bandwidth.
    ``batch``: sequences per GPU's share of the heads (tensor parallel splits them)."""
    inf = r.get("inference")
    if r["workload"].task != "decode" or inf is None:
        return None
    ms = float(np.asarray(inf.get("unsplit_kv_ms_per_token", [0.0])).reshape(-1)[0])
    # Only where it is a good part of the token: at short contexts the weights set the pace.
    if ms <= ATTENTION_NOTE_SHARE * float(r["t_gpu"][0]) * 1e3:
        return None
    blocks = int(batch * (r["workload"].heads or 0))
    sms = float(sm_counts(np.asarray([gpu.id]))[0])
    where = (
        note(QT_TRANSLATE_NOOP("Estimate", " on this GPU's %(sms)s SMs"), sms=f"{sms:.0f}")
        if np.isfinite(sms)
        else ""
    )
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "attention: this runner's decode kernel (FasterTransformer's masked attention) runs "
            "one thread block per sequence and head, %(blocks)s blocks%(where)s, so it reads the "
            "KV cache at its blocks' share of the bandwidth: %(ms)s ms per token at %(tokens)s "
            "tokens of context; a flash-decoding stack splits the context and reads it at the "
            "card's bandwidth",
        ),
        blocks=str(blocks),
        where=where,
        ms=f"{ms:.2f}",
        tokens=f"{int(r['workload'].seq_len or 0):,}",
    )


def _one_warp_note(r: dict[str, Any]) -> Note | None:
    """Decode through a kernel of one-warp blocks whose resident warps, not the bandwidth
    or the unpacking, set how fast the weights stream (occupancy.py)."""
    inf = r.get("inference")
    if r["workload"].task != "decode" or inf is None or "one_warp_s" not in inf:
        return None
    one_warp = float(np.asarray(inf["one_warp_s"]).reshape(-1)[0])
    matrices = float(np.asarray(inf["matrices_s"]).reshape(-1)[0])
    warps = float(np.asarray(inf["one_warp_resident"]).reshape(-1)[0])
    if one_warp <= 0.0 or one_warp < matrices or not np.isfinite(warps):
        return None
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "weights: this decode kernel's thread blocks are one warp and an SM of this GPU "
            "holds at most %(warps)s blocks, so %(warps)s warps an SM load the weights: "
            "%(ms)s ms per token, slower than the bandwidth and the unpacking allow",
        ),
        warps=f"{warps:.0f}",
        ms=f"{one_warp * 1e3:.2f}",
    )


def _split_k_note(r: dict[str, Any]) -> Note | None:
    """Decode through a split-k GEMM kernel whose few blocks walk each matrix a k-step at a
    time (occupancy.split_k_chain_seconds): the time that adds over the stream."""
    inf = r.get("inference")
    if r["workload"].task != "decode" or inf is None or "split_k_extra_s" not in inf:
        return None
    extra = float(np.asarray(inf["split_k_extra_s"]).reshape(-1)[0])
    if not extra > 0.0:
        return None
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "weights: this GEMM kernel pads a token's row to a 16-row tile and gives each "
            "matrix few thread blocks, each walking its share of the inputs one memory round "
            "trip at a time: the narrow and deep matrices add %(ms)s ms per token to what the "
            "bandwidth and the unpacking allow",
        ),
        ms=f"{extra * 1e3:.2f}",
    )


def _kernel_name(c: Any) -> str | None:
    """The decode kernel a quantised format runs on (weight_formats.decode_kernel)."""
    fmt = weight_format(c.weight_format or FORMAT_OF_BITS[c.bits])
    return None if fmt.body >= 16.0 else decode_kernel(fmt, c.kernel).name
