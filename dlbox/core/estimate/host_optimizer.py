"""The optimizer step that CPU offload runs on the host (ZeRO-Offload, FSDP CPU offload).

Offloading the optimizer states does not only move bytes over PCIe: the Adam update itself
runs on the CPU, over host RAM, once per optimizer step, before the next step's forward
can use the new weights (DeepSpeed's default schedule; its "delayed parameter update" that
overlaps the two is off by default).  The update is memory-bound: it streams every
trainable weight's FP32 master copy, gradient and two moments through DRAM, so its time
is at least the bytes moved over the build's memory bandwidth — the populated channels
times the speed the kit and the CPU both run at.  GPUs in one box share that RAM, so the
step takes as long with one GPU as with eight.  Constants: data/host_optimizer.csv.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dlbox.core.estimate.constants import named_constants

CONSTANTS_FILE = Path("host_optimizer.csv")


def constant(name: str) -> float:
    """One constant of ``data/host_optimizer.csv`` (its source is on its row)."""
    return float(named_constants(CONSTANTS_FILE)[name])


@dataclass(frozen=True)
class HostMemory:
    """The build's RAM as the CPU drives it: populated channels and their speed (MT/s)."""

    channels: int
    mts: float

    @property
    def gbs(self) -> float:
        """Peak bandwidth, GB/s."""
        return self.channels * self.mts * constant("dram_bytes_per_transfer") / 1e3

    def describe(self) -> str:
        return f"{self.channels} × {self.mts:,.0f} MT/s = {self.gbs:,.0f} GB/s"


def host_memory(
    cpu_channels: int | None, cpu_max_mts: float | None, modules: int, kit_mts: float | None
) -> HostMemory | None:
    """The RAM's channels and speed, or None when the CPU's channel count or every speed is
    unknown (then the CPU step is not counted, and the remedy says so)."""
    if not cpu_channels or modules <= 0:
        return None
    speeds = [s for s in (kit_mts, cpu_max_mts) if s]
    if not speeds:
        return None
    return HostMemory(min(cpu_channels, modules), float(min(speeds)))


def cpu_step_seconds(trainable_params: float, memory: HostMemory, offload: str) -> float:
    """Seconds of one optimizer step on the host: at least the Adam update's DRAM traffic
    over the peak bandwidth; FSDP's offload ("all") steps PyTorch's CPU AdamW, slower than
    DeepSpeed's fused CPU Adam by the factor DeepSpeed reports."""
    seconds = trainable_params * constant("adam_bytes_per_param") / (memory.gbs * 1e9)
    return seconds * (constant("torch_cpu_adam_slowdown") if offload == "all" else 1.0)
