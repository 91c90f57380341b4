"""Check the CPU-offload cost against Answer.AI's published FSDP+QLoRA runs with and without
CPU offload on a dual RTX 4090 workstation (both cards on PCIe 4.0 x16, 128 GB RAM).

    .venv/bin/python tools/offload_check.py

Source: AnswerDotAI/fsdp_qlora benchmarks_03_2024.md ("Case Study: A Dual 4090 'Budget
Workstation'"), February–March 2024: seconds to train 1,024 samples of 2,048 tokens over both
GPUs (Mistral's row, 483 s, is the page's "2,200 tokens/second" per GPU: 1,024 × 2,048 ÷ 483 ÷ 2).
The runs' settings are those of the memory points with the same ids (data/models/
memory_points.csv: QLoRA/LoRA rank 64, FSDP full shard or its DDP mode, reentrant
checkpointing, pure bf16, eager).  The RAM's channels and speed are not published, so the CPU
optimizer step of the LoRA weights (FSDP's torch AdamW over ~160 M adapter weights) is charged
as on the default host, a DGX A100's (data/host_optimizer.csv): a few ms of these steps.  The 3090 rows are left out: the page says only "an
older motherboard" with "slow PCI lanes", so their link is unknown.

Prints each run's published and predicted tokens/s and, per pair of the same model with and
without offload, both ratios: what the offload model says the switch costs.
"""

from __future__ import annotations

import sys
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import SystemSpec, estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.memory_check import load_points, point_workload

SAMPLES = 1024
SEQ = 2048


def _point(point_id: str) -> dict[str, str]:
    points = load_points()
    row = points[points["id"] == point_id]
    assert len(row) == 1, point_id
    return {k: str(v) for k, v in row.iloc[0].to_dict().items()}


def _like(point_id: str, **change: str) -> dict[str, str]:
    return {**_point(point_id), **change}


def runs() -> list[tuple[str, dict[str, str], float]]:
    """The dual-4090 runs, each as a memory-point row (gpu, batch, zero, offload set)."""
    on_4090 = {"gpu": "rtx-4090"}
    lora = "answerai-7b-lora-offload-b10"
    qlora = "answerai-7b-qlora-offload-b12"
    return [
        ("7B LoRA, DDP mode, batch 4", _like(lora, **on_4090, batch="4", zero="0", offload="none"), 437),
        ("7B LoRA, FSDP, batch 6", _like(lora, **on_4090, batch="6", offload="none"), 481),
        ("7B LoRA, FSDP + CPU offload, batch 10", _point(lora), 482),
        ("7B QLoRA, DDP mode, batch 8", _like(qlora, **on_4090, batch="8", zero="0", offload="none"), 450),
        ("7B QLoRA, FSDP, batch 10", _like(qlora, **on_4090, batch="10", offload="none"), 466),
        ("7B QLoRA, FSDP + CPU offload, batch 12", _point(qlora), 464),
        ("Yi 34B QLoRA, FSDP, batch 2", _like("answerai-34b-qlora-offload-b4", **on_4090, batch="2", offload="none"), 2072),
        ("Yi 34B QLoRA, FSDP + CPU offload, batch 4", _like("answerai-34b-qlora-offload-b4", **on_4090), 2061),
        ("Llama-2 70B QLoRA, FSDP + CPU offload, batch 2", _like("answerai-70b-qlora-offload-b2", **on_4090), 4399),
        ("Mistral 7B QLoRA, FSDP + CPU offload, batch 12", _point("answerai-mistral-offload-b12"), 483),
    ]  # fmt: skip


def predict(row: dict[str, str]) -> tuple[float, float]:
    """(tokens/s over both GPUs, offload's share of the step) as dlbox estimates the run."""
    gpu = shipped_catalogue().get("gpu", row["gpu"])
    settings = TrainSettings(
        precision="bf16",
        adapter=row["adapter"] or "none",  # type: ignore[arg-type]
        optimizer=row["optimizer"] or "adamw",  # type: ignore[arg-type]
        checkpointing=row["checkpointing"] or "none",
        batch_per_gpu=int(row["batch"]),
        zero_stage=int(row["zero"] or 0),
        offload=row["offload"] or "none",  # type: ignore[arg-type]
        software_tier=row["tier"] or "eager",  # type: ignore[arg-type]
    )
    # "both GPUs have full PCIe v4 x16 lanes"; the RAM's channels are not published.
    system = SystemSpec(slot_gen=4.0, slot_lanes=16.0)
    r = estimate_arrays(arrays_for([gpu]), int(row["count"]), point_workload(row), settings, system)
    cost = r["offload"]
    return float(r["throughput"][0]), 0.0 if cost is None else cost.share()


def main() -> int:
    published_tokens = SAMPLES * SEQ
    rows = []
    print(f"{'run':50} {'published':>10} {'dlbox':>8} {'error':>7} {'offload':>8}")
    for name, row, seconds in runs():
        measured = published_tokens / seconds
        predicted, share = predict(row)
        rows.append((name, measured, predicted))
        print(
            f"{name:50} {measured:10,.0f} {predicted:8,.0f} {predicted / measured - 1:+7.0%} "
            f"{share:8.0%}"
        )
    print("\npairs (with offload ÷ without, tokens/s): published, dlbox")
    by = {name: (m, p) for name, m, p in rows}
    for a, b in (
        ("7B LoRA, FSDP + CPU offload, batch 10", "7B LoRA, FSDP, batch 6"),
        ("7B QLoRA, FSDP + CPU offload, batch 12", "7B QLoRA, FSDP, batch 10"),
        ("Yi 34B QLoRA, FSDP + CPU offload, batch 4", "Yi 34B QLoRA, FSDP, batch 2"),
    ):
        (ma, pa), (mb, pb) = by[a], by[b]
        print(f"  {a.split(',')[0]:12} {ma / mb:6.3f} {pa / pb:6.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
