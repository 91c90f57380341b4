"""One machine's estimate: ``count`` × one GPU with its CPU, RAM and drives, as an
:class:`~dlbox.core.estimate.result.Estimate` with its explanation, its memory report and
the remedies that report offers (each of which the estimator prices again, so this module
sits above the estimator, the explanation and the remedies).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from dlbox.core.estimate.ceilings import DriveSpec
from dlbox.core.estimate.estimator import SystemSpec, estimate_arrays
from dlbox.core.estimate.explain import explain
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.host_cpu import HostCpu
from dlbox.core.estimate.host_optimizer import HostMemory
from dlbox.core.estimate.remedies import memory_report
from dlbox.core.estimate.result import Estimate
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.workloads import Workload, resolve_workload
from dlbox.core.parts import GPU


def estimate_gpus(
    gpu: GPU,
    count: int,
    workload: str | Workload,
    settings: TrainSettings | None = None,
    *,
    link_gbs: float | None = None,
    p2p: bool | None = None,
    cpu_threads: int | None = None,
    ram_gb: float | None = None,
    storage: Any = None,
    host_memory: HostMemory | None = None,
    host_cpu: HostCpu | None = None,
) -> Estimate:
    """``count`` × ``gpu`` with an optional CPU (threads), RAM and storage (a cloud offer);
    ``host_memory``: the RAM's channels and speed (CPU offload's optimizer step);
    ``host_cpu``: the CPU whose single thread issues eager calls (host_cpu.py)."""
    drives = tuple(_drives(storage))
    system = SystemSpec(
        # Cloud vCPUs and SMT threads come in pairs per physical core.
        cpu_cores=None if cpu_threads is None else cpu_threads / 2.0,
        ram_gb=ram_gb,
        drives=drives,
        p2p=p2p,
        link_gbs=link_gbs,
        host_memory=host_memory,
        host_cpu=host_cpu,
    )
    return estimate_system(gpu, count, resolve_workload(workload), settings, system)


def _drives(storage: Any) -> list[DriveSpec]:
    if storage is None:
        return []
    items = storage if isinstance(storage, list | tuple) else [storage]
    out = []
    for item in items:
        if isinstance(item, DriveSpec):
            out.append(item)
        elif isinstance(item, dict):
            out.append(DriveSpec(**item))
        else:
            out.append(DriveSpec.from_part(item))
    return out


def estimate_system(
    gpu: GPU,
    count: int,
    workload: Workload,
    settings: TrainSettings | None,
    system: SystemSpec,
    *,
    remedies: bool = True,
) -> Estimate:
    """``remedies=False``: a job that does not fit gets no remedy search (each remedy is
    priced again: most of such an estimate's time); its memory report lists none and its
    explanation only the generic one — for callers that drop such estimates (the planner)."""
    hw = arrays_for([gpu])
    r = estimate_arrays(hw, count, workload, settings, system)
    r["system"] = system
    if not remedies:
        r["remedy_options"] = []  # read by the explanation and the memory report alike
    memory = r["memory"]
    batch = float(r["batch"][0])
    breakdown, total = memory_breakdown(memory, batch)
    time_h = (
        None if r["time_h"] is None or not np.isfinite(r["time_h"][0]) else float(r["time_h"][0])
    )
    energy = None if time_h is None else float(r["energy_kwh"][0])
    return Estimate(
        workload=r["workload"].id,
        unit=r["workload"].unit,
        gpu=gpu.id,
        count=count,
        throughput=float(r["throughput"][0]),
        low=float(r["low"][0]),
        high=float(r["high"][0]),
        per_gpu=float(r["per_gpu"][0]),
        bottleneck=str(r["bottleneck"][0]),  # type: ignore[arg-type]
        fits=bool(r["fits"][0]),
        batch_per_gpu=int(batch),
        max_batch_per_gpu=int(r["max_batch"][0]),
        memory_gb=total,
        memory_breakdown_gb=breakdown,
        time_to_train_h=time_h,
        energy_kwh=energy,
        load_power_w=float(r["load_w"][0]),
        explain=explain(r, gpu, count, system),
        memory=memory_report(r, hw, count, system),
    )


def memory_breakdown(memory: Any, batch: float) -> tuple[dict[str, float], float]:
    """The first GPU's components in GiB (legacy keys kept: ``grads``, ``overhead``)."""
    parts = {k: float(v[0]) for k, v in memory.components(batch).items()}
    breakdown = {
        "weights": parts["weights"],
        "master": parts["master"],
        "grads": parts["grads"],
        "optimizer": parts["optimizer"],
        "gathered": parts["gathered"],
        "activations": parts["activations"],
        "kv_cache": parts["kv_cache"],
        "context": parts["context"],
        "overhead": parts["allocator"],
    }
    return breakdown, float(sum(breakdown.values()))
