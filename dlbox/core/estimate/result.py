"""The answer the estimator gives: speed with its band, the bound, memory, time and energy."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Literal

Bottleneck = Literal[
    "compute",
    "memory_bandwidth",
    "interconnect",
    "cpu_input",
    "storage",
    "vram",
    "host_dispatch",
    "kernel_launches",
    "host_offload",
]


@dataclass(frozen=True)
class Estimate:
    """One workload on one machine.  Throughputs are system totals in ``unit``.

    When the job does not fit in memory (``fits`` False, bottleneck ``vram``)
    the throughputs are 0 and ``explain['if_it_fit']`` holds what it would do.
    """

    workload: str
    unit: str
    gpu: str
    count: int
    throughput: float
    low: float
    high: float
    per_gpu: float
    bottleneck: Bottleneck
    fits: bool
    batch_per_gpu: int
    max_batch_per_gpu: int
    memory_gb: float
    memory_breakdown_gb: dict[str, float]
    time_to_train_h: float | None
    energy_kwh: float | None
    load_power_w: float
    explain: dict[str, Any] = field(default_factory=dict)
    # Verdict ('fits' / 'tight' / 'does not fit'), usable GiB, components and remedies.
    memory: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the keys of ``dlbox estimate --json``."""
        return _clean(
            {
                "workload": self.workload,
                "gpu": self.gpu,
                "count": self.count,
                "throughput": self.throughput,
                "per_gpu": self.per_gpu,
                "unit": self.unit,
                "low": self.low,
                "high": self.high,
                "bottleneck": self.bottleneck,
                "fits": self.fits,
                "batch_per_gpu": self.batch_per_gpu,
                "max_batch_per_gpu": self.max_batch_per_gpu,
                "memory_gb": self.memory_gb,
                "memory_breakdown_gb": self.memory_breakdown_gb,
                "time_to_train_h": self.time_to_train_h,
                "energy_kwh": self.energy_kwh,
                "load_power_w": self.load_power_w,
                "explain": self.explain,
                "memory": self.memory,
            }
        )


def _clean(value: Any) -> Any:
    """Round floats for people, turn numpy scalars and NaN/inf into JSON-safe values."""
    if isinstance(value, dict):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    if hasattr(value, "item") and not isinstance(value, str):
        value = value.item()
    if isinstance(value, bool) or value is None or isinstance(value, str | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return float(f"{value:.6g}")
    return value
