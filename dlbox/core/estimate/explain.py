"""Show the working of one estimate: FLOPs, the roofline terms, the ceilings, the bound."""

from __future__ import annotations

from typing import Any

from dlbox.core.estimate.estimator import MAX_EFFICIENCY
from dlbox.core.parts import GPU

PRECISION_NAMES = {
    "fp32": "FP32",
    "tf32": "TF32",
    "amp": "FP16 mixed precision (AMP)",
    "fp16": "FP16 mixed precision (AMP)",
    "bf16": "BF16",
    "fp8": "FP8",
}


def _ms(value: float) -> float:
    return float(value) * 1e3


def _fallback_note(gpu: str, asked: str, used: str, kind: str) -> str:
    name = PRECISION_NAMES.get(asked, asked)
    if asked == "bf16" and used == "fp16":
        how = "tensor cores" if kind == "tc16" else "FP32 math, 16-bit memory"
        return (
            f"{gpu} has no BF16: estimated in FP16 mixed precision (AMP with loss scaling, "
            f"{how}), which is what users of this GPU run"
        )
    return f"{gpu} has no {name} math: estimated in {PRECISION_NAMES.get(used, used)}"


def explain(r: dict[str, Any], gpu: GPU, count: int, system: Any) -> dict[str, Any]:
    """A JSON-ready account of ``estimate_arrays`` output for its first GPU."""
    w = r["workload"]
    c = r["choices"]
    batch = float(r["batch"][0])
    peaks = r["peaks"]
    terms = {k: float(v[0]) for k, v in r["terms"].items()}
    per_sample = sum(terms.values())
    flops_sample = (
        w.flops_train_per_sample(c.adapter, c.checkpointing) if w.task == "train" else 0.0
    )
    t_gpu, exposed = float(r["t_gpu"][0]), float(r["exposed"][0])
    samples_per_gpu = batch / (t_gpu + exposed)
    achieved = flops_sample * samples_per_gpu / 1e12 if w.task == "train" else None
    peak = float(peaks.tflops[0])
    notes = list(getattr(system, "notes", ()))
    used = str(peaks.used[0])
    if bool(peaks.fallback[0]):
        notes.append(_fallback_note(gpu.name, c.precision, used, str(peaks.kind[0])))
    if bool(r["fp32_at_tf32"][0]):
        notes.append(
            "plain FP32 estimated no faster than TF32 on this GPU's tensor cores (the FP32 "
            "efficiency is fitted on Pascal, Volta and Turing, whose FP32 lanes are single-issue)"
        )
    if w.task == "train" and bool(r["efficiency_capped"][0]):
        notes.append(
            f"software tier's speed-up capped: ×{r['tier_speedup']:g} would imply more than "
            f"{MAX_EFFICIENCY:.0%} of the {PRECISION_NAMES.get(used, used)} peak"
        )
    if c.tier != "eager":
        notes.append(
            f"software tier '{c.tier}': ×{r['tier_speedup']:g} over the calibrated eager stack (a prior)"
        )
    if c.power_limit < 1.0:
        notes.append(f"power limit {c.power_limit:.0%}: ×{r['power_limit_speed']:.2f} speed")
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
            "checkpointing": c.checkpointing,
            "batch_per_gpu": int(batch),
            "zero_stage": c.zero_stage,
            "software_tier": c.tier,
            "power_limit_frac": c.power_limit,
            "inference_bits": c.bits if w.task == "decode" else None,
        },
        "precision_used": used,
        "math_unit": str(peaks.kind[0]),
        "peak_tflops": peak,
        "flops_per_sample": flops_sample,
        "flops_per_step": flops_sample * batch,
        "step_ms": {
            "compute": _ms(terms["compute"] * batch),
            "vector": _ms(terms["vector"] * batch),
            "memory": _ms(terms["memory"] * batch),
            "overhead": _ms((terms["overhead"] + terms["step"]) * batch),
            "gpu_total": _ms(t_gpu),
            "allreduce": _ms(float(r["t_allreduce"][0])),
            "allreduce_exposed": _ms(exposed),
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
    }
    if not bool(r["fits"][0]):
        out["if_it_fit"] = float(r["gpu_system_samples"][0] * w.units_per_sample)
        out["remedies"] = remedies(r, gpu, count)
    return out


def remedies(r: dict[str, Any], gpu: GPU, count: int) -> list[str]:
    """Cheapest ways to make a job fit (dlbox.core.estimate.remedies, computed once)."""
    from dlbox.core.estimate.hardware import arrays_for
    from dlbox.core.estimate.remedies import remedy_labels

    return remedy_labels(r, arrays_for([gpu]), count, r.get("system"))
