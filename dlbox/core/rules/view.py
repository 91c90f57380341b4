"""One read-only view of a resolved build that every rule shares.

Rules are pure functions of this view.  Derived figures that several rules need
(GPU slot placement, the power estimate, which M.2 slots the drives use) are
computed once, on first use, and cached on the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from dlbox.core.build import ResolvedBuild
from dlbox.core.parts import CPU, GPU, PSU, Case, Category, Cooler, Memory, Motherboard, Storage
from dlbox.core.rules.site import site_value

if TYPE_CHECKING:
    from dlbox.core.rules.power import PowerEstimate
    from dlbox.core.rules.slots import Placement
    from dlbox.core.rules.storage import M2Use


@dataclass(frozen=True)
class BuildView:
    cpu: CPU | None = None
    board: Motherboard | None = None
    psu: PSU | None = None
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

    @classmethod
    def of(
        cls,
        resolved: ResolvedBuild,
        *,
        workload: Any = None,
        settings: Any = None,
        site: Any = None,
    ) -> BuildView:
        return cls(
            cpu=resolved.first(Category.CPU),  # type: ignore[arg-type]
            board=resolved.first(Category.MOTHERBOARD),  # type: ignore[arg-type]
            psu=resolved.first(Category.PSU),  # type: ignore[arg-type]
            case=resolved.first(Category.CASE),  # type: ignore[arg-type]
            cooler=resolved.first(Category.COOLER),  # type: ignore[arg-type]
            gpus=tuple(resolved.expanded(Category.GPU)),  # type: ignore[arg-type]
            memory=tuple(resolved.expanded(Category.MEMORY)),  # type: ignore[arg-type]
            drives=tuple(resolved.expanded(Category.STORAGE)),  # type: ignore[arg-type]
            workload=workload,
            settings=settings,
            resolved=resolved,
            site=site,
        )

    # ------------------------------------------------------------ memory
    @cached_property
    def memory_modules(self) -> int:
        return sum(kit.modules for kit in self.memory)

    @cached_property
    def memory_gb(self) -> float:
        return sum(kit.capacity_gb for kit in self.memory)

    # -------------------------------------------------------------- GPUs
    @cached_property
    def total_vram_gb(self) -> float:
        return sum(g.vram_gb for g in self.gpus)

    @cached_property
    def pcie_gpus(self) -> tuple[GPU, ...]:
        return tuple(g for g in self.gpus if g.form_factor == "pcie")

    @cached_property
    def bundled_supply(self) -> bool:
        """A barebone whose vendor ships the power adapter (e.g. the DeskMini's 220 W brick)."""
        return self.case is not None and self.case.includes_psu_w is not None

    @cached_property
    def supply_w(self) -> float | None:
        if self.psu is not None:
            return self.psu.wattage_w
        if self.case is not None:
            return self.case.includes_psu_w
        return None

    # ------------------------------------------------------- derived, lazily
    @cached_property
    def placement(self) -> Placement:
        from dlbox.core.rules.slots import place_gpus

        return place_gpus(self)

    @cached_property
    def power(self) -> PowerEstimate:
        from dlbox.core.rules.power import estimate_power

        return estimate_power(self)

    @cached_property
    def m2_use(self) -> M2Use:
        from dlbox.core.rules.storage import assign_m2

        return assign_m2(self)

    def setting(self, name: str, default: Any) -> Any:
        """``name`` from the training settings, else from the site preferences, else default."""
        for source in (self.settings, self.site):
            value = site_value(source, name)
            if value is not None:
                return value
        return default
