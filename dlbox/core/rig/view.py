"""One read-only view of a resolved build that every rule shares.

Rules are pure functions of this view.  Derived figures that several rules need
(GPU slot placement, the power estimate per PSU, which M.2 slots the drives use) are
computed once, on first use, and cached on the view.  They come from the modules beside
it (placement, load, m2), which import no rule and no estimator term, so the rules and
the estimator both read the view without an import circle (pyproject.toml's contracts).

The rig a build describes (schema v2) lands here per GPU unit: which PSU feeds it
(``gpu_psu``), whether it sits on a riser or carries a water block (``gpu_mounts``);
``rig_problems`` lists what in the file did not add up (a rule reports each).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from dlbox.core.build import Build, CustomLoop, ResolvedBuild
from dlbox.core.parts import CPU, GPU, PSU, Case, Category, Cooler, Memory, Motherboard, Storage
from dlbox.core.rig.load import PowerEstimate, cable_plugs, estimate_power
from dlbox.core.rig.m2 import M2Use, assign_m2, free_m2_slots
from dlbox.core.rig.placement import IN_SLOT, Mount, Placement, card_span, place_gpus
from dlbox.core.rig.site import site_value

# Case types that are open frames (GPUs beside the board, no enclosure limits).
OPEN_FRAME_WORDS = ("open frame", "open-frame", "open air", "test bench", "mining frame")


@dataclass(frozen=True)
class RigProblem:
    """Something in the build file's rig description that does not add up."""

    field: str  # e.g. "parts[3].psu_split"
    text: str


@dataclass(frozen=True)
class BuildView:
    cpu: CPU | None = None
    board: Motherboard | None = None
    psu: PSU | None = None  # PSU 1: the one that feeds the board
    case: Case | None = None
    cooler: Cooler | None = None
    gpus: tuple[GPU, ...] = ()
    memory: tuple[Memory, ...] = ()  # one entry per kit bought
    drives: tuple[Storage, ...] = ()  # one entry per drive
    workload: Any = None
    settings: Any = None
    resolved: ResolvedBuild | None = None
    # Where the box runs (mains_voltage_v, circuit_amps, needs_fp64): user preferences.
    site: Any = None
    # Every PSU unit in build order (empty: the single ``psu``, if any, is the only one).
    extra_psus: tuple[PSU, ...] = ()
    # Per GPU unit (same order as ``gpus``; shorter tuples: the rest are PSU 1 / in a slot).
    gpu_psu_units: tuple[int, ...] = ()
    mounts: tuple[Mount, ...] = ()
    open_frame_rig: bool = False
    loop: CustomLoop | None = None
    rig_problems: tuple[RigProblem, ...] = ()
    # Per GPU unit: (power_cables, power_rails) as the build states them (None: not stated).
    gpu_cabling: tuple[tuple[int | None, int | None], ...] = ()

    @classmethod
    def of(
        cls,
        resolved: ResolvedBuild,
        *,
        workload: Any = None,
        settings: Any = None,
        site: Any = None,
    ) -> BuildView:
        psus = tuple(resolved.expanded(Category.PSU))
        gpu_psu, mounts, problems = _rig(resolved, len(psus))
        cabling, cable_problems = _cabling(resolved)
        build = resolved.build
        return cls(
            cpu=resolved.first(Category.CPU),  # type: ignore[arg-type]
            board=resolved.first(Category.MOTHERBOARD),  # type: ignore[arg-type]
            psu=psus[0] if psus else None,  # type: ignore[arg-type]
            case=resolved.first(Category.CASE),  # type: ignore[arg-type]
            cooler=resolved.first(Category.COOLER),  # type: ignore[arg-type]
            gpus=tuple(resolved.expanded(Category.GPU)),  # type: ignore[arg-type]
            memory=tuple(resolved.expanded(Category.MEMORY)),  # type: ignore[arg-type]
            drives=tuple(resolved.expanded(Category.STORAGE)),  # type: ignore[arg-type]
            workload=workload,
            settings=settings,
            resolved=resolved,
            site=site,
            extra_psus=psus[1:],  # type: ignore[arg-type]
            gpu_psu_units=gpu_psu,
            mounts=mounts,
            open_frame_rig=build.open_frame,
            loop=build.loop,
            rig_problems=problems + cable_problems,
            gpu_cabling=cabling,
        )

    # ------------------------------------------------------------ memory
    @cached_property
    def memory_modules(self) -> int:
        return sum(kit.modules for kit in self.memory)

    @cached_property
    def memory_gb(self) -> float:
        return sum(kit.capacity_gb for kit in self.memory)

    @cached_property
    def board_bios(self) -> tuple[str | None, bool | None]:
        """(bios, bios_dense_ddr5) as the board's line states them; (None, None): not stated."""
        if self.board is None or self.resolved is None:
            return None, None
        for pick in self.resolved.build.parts:
            if pick.category == Category.MOTHERBOARD and pick.id == self.board.id:
                return pick.bios, pick.bios_dense_ddr5
        return None, None

    # -------------------------------------------------------------- GPUs
    @cached_property
    def unnamed_card_ids(self) -> frozenset[str]:
        """GPU ids whose line states the card model is not named (``card_model_named``
        false): the catalogue row's thickness only stands in for the real card's."""
        if self.resolved is None:
            return frozenset()
        return frozenset(
            p.id
            for p in self.resolved.build.parts
            if p.category == Category.GPU and p.card_model_named is False
        )

    @cached_property
    def total_vram_gb(self) -> float:
        return sum(g.vram_gb for g in self.gpus)

    @cached_property
    def pcie_gpus(self) -> tuple[GPU, ...]:
        return tuple(g for g in self.gpus if g.form_factor == "pcie")

    @cached_property
    def gpu_mounts(self) -> tuple[Mount, ...]:
        """One mount per GPU unit (in a slot unless the build says riser / water block)."""
        return self.mounts[: len(self.gpus)] + (IN_SLOT,) * (len(self.gpus) - len(self.mounts))

    @cached_property
    def slot_gpus(self) -> tuple[GPU, ...]:
        """PCIe GPUs directly in board slots (not on risers): the ones slot spacing concerns."""
        return tuple(
            g
            for g, m in zip(self.gpus, self.gpu_mounts, strict=True)
            if g.form_factor == "pcie" and not m.riser
        )

    @cached_property
    def slot_gpu_spans(self) -> tuple[int, ...]:
        return tuple(
            card_span(g, m)
            for g, m in zip(self.gpus, self.gpu_mounts, strict=True)
            if g.form_factor == "pcie" and not m.riser
        )

    @cached_property
    def case_gpus(self) -> tuple[GPU, ...]:
        """PCIe GPUs the case must hold (riser cards on an open frame hang outside it)."""
        if not self.open_frame:
            return self.pcie_gpus
        return self.slot_gpus

    @cached_property
    def riser_gpus(self) -> tuple[GPU, ...]:
        """PCIe GPUs on riser cables (from a PCIe slot or, see m2_adapter_gpus, an M.2 slot)."""
        return tuple(
            g
            for g, m in zip(self.gpus, self.gpu_mounts, strict=True)
            if g.form_factor == "pcie" and m.riser
        )

    @cached_property
    def m2_adapter_gpus(self) -> tuple[GPU, ...]:
        """PCIe GPUs on M.2-to-PCIe adapters: each takes an M.2 slot."""
        return tuple(
            g
            for g, m in zip(self.gpus, self.gpu_mounts, strict=True)
            if g.form_factor == "pcie" and m.riser_m2
        )

    @cached_property
    def open_frame(self) -> bool:
        """GPUs on risers hang outside any enclosure: no case length or slot limit for them."""
        if self.open_frame_rig:
            return True
        kind = (self.case.case_type if self.case is not None else "").lower()
        return any(word in kind for word in OPEN_FRAME_WORDS)

    @cached_property
    def custom_loop_cools_cpu(self) -> bool:
        return self.loop is not None and self.loop.cpu

    # -------------------------------------------------------------- power
    @cached_property
    def psus(self) -> tuple[PSU, ...]:
        return ((self.psu,) if self.psu is not None else ()) + self.extra_psus

    @cached_property
    def gpu_cables(self) -> tuple[tuple[int | None, int | None], ...]:
        """(power_cables, power_rails) per GPU unit; (None, None): not stated."""
        stated = self.gpu_cabling[: len(self.gpus)]
        return stated + ((None, None),) * (len(self.gpus) - len(stated))

    @cached_property
    def gpu_psu(self) -> tuple[int, ...]:
        """The PSU unit (0-based) feeding each GPU unit's cables."""
        units = self.gpu_psu_units[: len(self.gpus)]
        return units + (0,) * (len(self.gpus) - len(units))

    @cached_property
    def bundled_supply(self) -> bool:
        """A barebone whose vendor ships the power adapter (e.g. the DeskMini's 220 W brick)."""
        return self.case is not None and self.case.includes_psu_w is not None

    @cached_property
    def supply_w(self) -> float | None:
        """Every PSU's rating together (the barebone's adapter when there is no PSU)."""
        if self.psus:
            return sum(p.wattage_w for p in self.psus)
        if self.case is not None:
            return self.case.includes_psu_w
        return None

    @cached_property
    def has_parts(self) -> bool:
        parts = (self.cpu, self.board, self.psu, self.case, self.cooler)
        return bool(self.gpus or self.memory or self.drives or any(p is not None for p in parts))

    # ------------------------------------------------------- derived, lazily
    @cached_property
    def placement(self) -> Placement:
        return place_gpus(
            self.board,
            self.cpu,
            self.case,
            self.gpus,
            self.gpu_mounts,
            open_frame=self.open_frame,
            m2_free=free_m2_slots(self.board, self.m2_use),
        )

    @cached_property
    def power(self) -> PowerEstimate:
        return estimate_power(self)

    @cached_property
    def m2_use(self) -> M2Use:
        return assign_m2(self.board, self.drives)

    def setting(self, name: str, default: Any) -> Any:
        """``name`` from the training settings, else from the site preferences, else default."""
        for source in (self.settings, self.site):
            value = site_value(source, name)
            if value is not None:
                return value
        return default


def _rig(
    resolved: ResolvedBuild, psu_units: int
) -> tuple[tuple[int, ...], tuple[Mount, ...], tuple[RigProblem, ...]]:
    """Per GPU unit: its PSU and mount, from the v2 fields of each GPU line.

    Within a line, the first units go to PSU 1, then PSU 2 … (``psu_split``); risers and
    water blocks go to the last units of the line (the cards that moved off the board
    are the ones a second PSU usually feeds).  What does not add up is reported, and the
    rest of the build is still checked."""
    build: Build = resolved.build
    index = {(p.category, p.id): i for i, p in enumerate(build.parts)}
    gpu_psu: list[int] = []
    mounts: list[Mount] = []
    problems: list[RigProblem] = []
    for rp in resolved.of(Category.GPU):
        row = index.get((Category.GPU, rp.part.id))
        pick = build.parts[row] if row is not None else None
        n = rp.quantity
        units = [0] * n
        line = [IN_SLOT] * n
        if pick is not None and pick.psu_split is not None:
            field = f"parts[{row}].psu_split"
            split = list(pick.psu_split)
            if sum(split) > n:
                problems.append(
                    RigProblem(
                        field,
                        f"the build file's {field} assigns {sum(split)} units of {rp.part.name}; the line has "
                        f"{n}: the first {n} were used",
                    )
                )
            if len(split) > max(psu_units, 1) and any(split[max(psu_units, 1) :]):
                problems.append(
                    RigProblem(
                        field,
                        f"the build file's {field} names PSU {len(split)}; the build has "
                        f"{psu_units} PSU unit{'s' if psu_units != 1 else ''}: those units were "
                        "counted on PSU 1",
                    )
                )
            slot = 0
            for unit, how_many in enumerate(split):
                for _ in range(how_many):
                    if slot < n:
                        units[slot] = unit if unit < max(psu_units, 1) else 0
                        slot += 1
        if pick is not None and pick.risers is not None:
            count = pick.risers.count
            if count > n:
                field = f"parts[{row}].risers.count"
                problems.append(
                    RigProblem(
                        field,
                        f"the build file's {field} is {count}; the line has {n} units of {rp.part.name}: "
                        f"all {n} were put on risers",
                    )
                )
            for i in range(max(0, n - count), n):
                line[i] = Mount(True, pick.risers.gen, pick.risers.lanes, riser_m2=pick.risers.m2)
        if pick is not None and pick.water_blocks:
            blocks = min(pick.water_blocks, n)
            if pick.water_blocks > n or build.loop is None:
                field = f"parts[{row}].water_blocks"
                problems.append(
                    RigProblem(
                        field,
                        f"the build file's {field} is {pick.water_blocks}; the line has {n} units"
                        if pick.water_blocks > n
                        else f"the build file's {field} is set but the build has no custom loop (loop): "
                        "those cards' radiators are unknown",
                    )
                )
            for i in range(n - blocks, n):
                line[i] = replace(line[i], water_block=True)
        gpu_psu.extend(units)
        mounts.extend(line)
    return tuple(gpu_psu), tuple(mounts), tuple(problems)


def _cabling(
    resolved: ResolvedBuild,
) -> tuple[tuple[tuple[int | None, int | None], ...], tuple[RigProblem, ...]]:
    """Per GPU unit: how many separate PSU cables and 12 V rails feed it, as the line says;
    a count above what the card can take is capped there and reported."""
    build: Build = resolved.build
    index = {(p.category, p.id): i for i, p in enumerate(build.parts)}
    cabling: list[tuple[int | None, int | None]] = []
    problems: list[RigProblem] = []
    for rp in resolved.of(Category.GPU):
        row = index.get((Category.GPU, rp.part.id))
        pick = build.parts[row] if row is not None else None
        cables = pick.power_cables if pick is not None else None
        rails = pick.power_rails if pick is not None else None
        plugs = cable_plugs(rp.part)  # type: ignore[arg-type]
        cables = _count_at_most(
            cables,
            plugs,
            f"parts[{row}].power_cables",
            f"{rp.part.name} takes {plugs} PCIe power plug{'s' if plugs != 1 else ''} from the "
            f"PSU: {plugs or 'no'} cable{'s' if plugs != 1 else ''} counted",
            problems,
        )
        rails = _count_at_most(
            rails,
            cables,
            f"parts[{row}].power_rails",
            f"{rp.part.name}'s line states {cables} cable{'s' if cables != 1 else ''}, and a "
            f"cable comes from one rail: {cables} counted",
            problems,
        )
        cabling.extend([(cables, rails)] * rp.quantity)
    return tuple(cabling), tuple(problems)


def _count_at_most(
    count: int | None, most: int | None, field: str, why: str, problems: list[RigProblem]
) -> int | None:
    """``count`` as the file states it when ``most`` allows it; above ``most``, ``most`` (None
    for none), with a problem naming the file's figure and ``why`` it is capped."""
    if count is None or most is None or count <= most:
        return count
    problems.append(RigProblem(field, f"the build file's {field} is {count}; {why}"))
    return most or None
