"""The optimizer step that CPU offload runs on the host (ZeRO-Offload, FSDP CPU offload).

Offloading the optimizer states does not only move bytes over PCIe: the Adam update itself
runs on the CPU, over host RAM, once per optimizer step, before the next step's forward
can use the new weights (DeepSpeed's default schedule; its "delayed parameter update" that
overlaps the two is off by default).  The update is memory-bound: it streams every
trainable weight's FP32 master copy, gradient and two moments through DRAM, so its time
is at least the bytes moved over the build's memory bandwidth — the populated channels
times the speed the kit and the CPU both run at.  GPUs in one box share that RAM, so the
step takes as long with one GPU as with eight.  Constants: data/host_optimizer.csv.

A host whose RAM is not given (``--gpu`` without ``--host-memory``, a cloud offer, a CPU
without a channel count) is charged as a stated default, a DGX A100's (2 × EPYC 7742,
16 channels of DDR4-3200): leaving the step out made offload read faster than the same
job without it, since the GPU's own update is dropped under offload.  The explanation
names the assumed host.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, note

CONSTANTS_FILE = Path("host_optimizer.csv")


def constant(name: str) -> float:
    """One constant of ``data/host_optimizer.csv`` (its source is on its row)."""
    return float(named_constants(CONSTANTS_FILE)[name])


# Who the default host is, in the explanation; its channels and speed are data.
DEFAULT_HOST_NAME = QT_TRANSLATE_NOOP("Estimate", "a DGX A100's host (2 × AMD EPYC 7742)")


@dataclass(frozen=True)
class HostMemory:
    """The build's RAM as the CPU drives it: populated channels and their speed (MT/s);
    ``assumed``: the stated default host, not the build's own."""

    channels: int
    mts: float
    assumed: bool = False

    @property
    def gbs(self) -> float:
        """Peak bandwidth, GB/s."""
        return self.channels * self.mts * constant("dram_bytes_per_transfer") / 1e3

    def describe(self) -> Note:
        ram = note(
            QT_TRANSLATE_NOOP("Estimate", "%(channels)s × %(mts)s MT/s = %(gbs)s GB/s"),
            channels=str(self.channels),
            mts=f"{self.mts:,.0f}",
            gbs=f"{self.gbs:,.0f}",
        )
        if self.assumed:
            return note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "host RAM not given: charged as on %(host)s, %(ram)s"
                ),
                host=note(DEFAULT_HOST_NAME),
                ram=ram,
            )
        return ram


def default_host() -> HostMemory:
    """The host charged when the build's RAM is unknown (data/host_optimizer.csv)."""
    return HostMemory(
        int(constant("default_host_channels")), constant("default_host_mts"), assumed=True
    )


def host_memory(
    cpu_channels: int | None, cpu_max_mts: float | None, modules: int, kit_mts: float | None
) -> HostMemory | None:
    """The RAM's channels and speed, or None when the CPU's channel count or every speed is
    unknown (then offload charges :func:`default_host`, and says so)."""
    if not cpu_channels or modules <= 0:
        return None
    speeds = [s for s in (kit_mts, cpu_max_mts) if s]
    if not speeds:
        return None
    return HostMemory(min(cpu_channels, modules), float(min(speeds)))


def adam_bytes_per_param(offload: str, sixteen_bit_weights: bool) -> float:
    """Host RAM bytes one weight's Adam update moves: DeepSpeed keeps FP32 master weights
    and moments whatever the GPUs compute in; FSDP's offload ("all") steps the sharded
    parameters in their own dtype, and torch keeps the moments in it too (16-bit: half)."""
    if offload == "all" and sixteen_bit_weights:
        return constant("adam_bytes_per_param_16bit")
    return constant("adam_bytes_per_param")


def cpu_step_seconds(
    trainable_params: float, memory: HostMemory, offload: str, sixteen_bit_weights: bool = False
) -> float:
    """Seconds of one optimizer step on the host: at least the Adam update's DRAM traffic
    over the peak bandwidth; FSDP's offload ("all") steps PyTorch's CPU AdamW, slower than
    DeepSpeed's fused CPU Adam by the factor DeepSpeed reports."""
    moved = trainable_params * adam_bytes_per_param(offload, sixteen_bit_weights)
    seconds = moved / (memory.gbs * 1e9)
    return seconds * (constant("torch_cpu_adam_slowdown") if offload == "all" else 1.0)
