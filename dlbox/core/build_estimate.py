"""The estimator on a saved build: its GPUs in the slots its board gives them, fed by
its CPU, RAM and drives, with the stacked open-air cards' heat counted.

Above the estimator (dlbox.core.estimate, which knows GPUs and hosts, never a build) and
the build's facts (dlbox.core.build, dlbox.core.rig), so neither imports the other's way
round: pyproject.toml's contracts keep dlbox.core free of import circles.
"""

from __future__ import annotations

import math
from typing import Any

from dlbox.core.build import ResolvedBuild
from dlbox.core.estimate.ceilings import DriveSpec
from dlbox.core.estimate.estimator import EstimateError, SystemSpec
from dlbox.core.estimate.host_cpu import host_cpu as lookup_host_cpu
from dlbox.core.estimate.host_optimizer import host_memory
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, note
from dlbox.core.estimate.result import Estimate
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.system_estimate import estimate_system
from dlbox.core.estimate.workloads import Workload, resolve_workload
from dlbox.core.parts import GPU, Category
from dlbox.core.rig.placement import STACKED_LOSS
from dlbox.core.rig.view import BuildView


def estimate_build(
    resolved: ResolvedBuild,
    workload: str | Workload,
    settings: TrainSettings | None = None,
    *,
    remedies: bool = True,
) -> Estimate:
    """The build's GPUs in the slots its board gives them, fed by its CPU, RAM and drives.

    ``remedies=False`` skips the remedy search of a job that does not fit (the planner
    drops such builds; the search prices each remedy again)."""
    gpus = [p for p in resolved.expanded(Category.GPU) if isinstance(p, GPU)]
    if not gpus:
        raise EstimateError("the build has no GPU to estimate")
    # Notes are translatable (notes.py): a template and its parameters, never an f-string.
    notes: list[str] = []
    if len({g.id for g in gpus}) > 1:
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "mixed GPUs: estimated as %(count)s × %(gpu)s; data parallel runs at the "
                    "pace of the slowest card",
                ),
                count=str(len(gpus)),
                gpu=gpus[0].name,
            )
        )
        gpus = sorted(gpus, key=lambda g: g.mem_bw_gbs)
    cpu = resolved.first(Category.CPU)
    board = resolved.first(Category.MOTHERBOARD)
    ram = sum(
        getattr(p.part, "capacity_gb", 0.0) * p.quantity for p in resolved.of(Category.MEMORY)
    )
    slot_gen, slot_lanes, slot_note = _slot_link(board, gpus[0], len(gpus))
    if slot_note:
        notes.append(slot_note)
    # A case that carries the card on its own riser (Fractal Terra, Ridge): the link runs
    # at most at the riser's generation (the pcie.riser_gen finding says to set the slot).
    case = resolved.first(Category.CASE)
    riser_gen = getattr(case, "gpu_riser_gen", None) if getattr(case, "gpu_riser", None) else None
    if riser_gen is not None and (slot_gen is None or riser_gen < slot_gen):
        slot_gen = float(riser_gen)
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "the GPU link runs at most PCIe %(gen)s.0: %(case)s carries the card on its "
                    "own PCIe %(gen)s.0 riser cable",
                ),
                gen=str(riser_gen),
                case=case.name,  # type: ignore[union-attr]
            )
        )
    # A user-layer CPU may leave threads or sustained power unknown (None): no input-pipeline
    # ceiling then, and the power draw counts its TDP, which the sustained draw never falls below.
    threads = None if cpu is None else cpu.threads  # type: ignore[attr-defined]
    if cpu is not None and threads is None:
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "%(cpu)s's thread count is unknown: no CPU input-pipeline ceiling"
                ),
                cpu=cpu.name,
            )
        )
    if cpu is not None and cpu.sustained_power_w is None:  # type: ignore[attr-defined]
        notes.append(
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "%(cpu)s's sustained power is unknown: its TDP is counted"
                ),
                cpu=cpu.name,
            )
        )
    thermal, thermal_note = stacked_throttle(resolved)
    if thermal_note:
        notes.append(thermal_note)
    kits = list(resolved.of(Category.MEMORY))
    speeds = [getattr(p.part, "speed_mts", None) for p in kits]
    system = SystemSpec(
        host_memory=host_memory(
            getattr(cpu, "memory_channels", None),
            getattr(cpu, "max_memory_speed_mts", None),
            sum(int(getattr(p.part, "modules", 0) or 0) * p.quantity for p in kits),
            min((float(x) for x in speeds if x), default=None),
        ),
        thermal_speed=thermal,
        cpu_cores=(
            None if threads is None else float(cpu.cores) + 0.25 * float(threads - cpu.cores)  # type: ignore[union-attr]
        ),
        cpu_power_w=(
            None if cpu is None else float(cpu.sustained_power_w or cpu.tdp_w)  # type: ignore[attr-defined]
        ),
        ram_gb=ram or None,
        drives=tuple(DriveSpec.from_part(p) for p in resolved.expanded(Category.STORAGE)),
        slot_gen=slot_gen,
        slot_lanes=slot_lanes,
        notes=tuple(notes),
        host_cpu=None if cpu is None else lookup_host_cpu(cpu.id, cpu.name),
    )
    return estimate_system(
        gpus[0], len(gpus), resolve_workload(workload), settings, system, remedies=remedies
    )


def stacked_throttle(resolved: ResolvedBuild) -> tuple[float, str | None]:
    """(speed kept, why) when open-air cards sit on each other with no gap.

    The fact the compatibility finding ``physical.gpu_adjacent`` judges: the upper card
    breathes the lower one's exhaust and holds lower clocks; data parallel training runs
    at the pace of the slowest card, so the whole job slows.
    """
    if len(resolved.expanded(Category.GPU)) < 2:
        return 1.0, None
    pairs = BuildView.of(resolved).placement.stacked_open_air
    if not pairs:
        return 1.0, None
    upper, lower = pairs[0]
    return 1.0 - STACKED_LOSS, note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "%(gpu)s (open-air, slot %(upper)s) sits directly on the card in slot %(lower)s: "
            "stacked open-air cards lose about %(loss)s of their speed to heat (COMPAT_RULES.md "
            "rule 9), and the others wait for it — counted in this estimate",
        ),
        gpu=upper.gpu.name,
        upper=str(upper.position),
        lower=str(lower.position),
        loss=f"{STACKED_LOSS:.0%}",
    )


def _slot_link(board: Any, gpu: GPU, count: int) -> tuple[float | None, float | None, str | None]:
    """The slowest link the board gives any of ``count`` GPUs (lanes and generation)."""
    if board is None or not getattr(board, "pcie_slots", None):
        return None, None, None
    slots = sorted(
        (s for s in board.pcie_slots if s.physical_lanes >= 8),
        key=lambda s: (s.source != "cpu", -s.electrical_lanes, s.position),
    )
    width = max(1, math.ceil(gpu.slot_width or 2.0))
    chosen: list[Any] = []
    for slot in slots:
        if len(chosen) == count:
            break
        if any(abs(slot.position - c.position) < width for c in chosen):
            continue  # covered by the cooler of a card already placed
        chosen.append(slot)
    if len(chosen) < count:
        return (
            None,
            None,
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "the board has %(slots)s usable x16-size slots for %(count)s GPUs"
                ),
                slots=str(len(chosen)),
                count=str(count),
            ),
        )
    lanes = []
    for slot in chosen:
        width_lanes = (
            slot.shared_lanes if (count > 1 and slot.shared_lanes) else slot.electrical_lanes
        )
        if slot.source == "chipset":
            width_lanes = min(width_lanes, 4)  # behind the chipset's x4 uplink
        lanes.append(width_lanes)
    gen = min(s.gen for s in chosen)
    slowest = note(
        QT_TRANSLATE_NOOP("Estimate", "slowest GPU link: PCIe %(gen)s.0 x%(lanes)s (%(board)s)"),
        gen=str(gen),
        lanes=str(min(lanes)),
        board=board.name,
    )
    return float(gen), float(min(lanes)), slowest
