"""The compatibility engine: physical, electrical, PCIe and deep-learning checks.

Public API::

    check_build(resolved, catalogue, *, workload=None, settings=None, site=None) -> CheckResult
    Site(mains_voltage_v=120, circuit_amps=15, needs_fp64=False)  # where the box runs
    compatible_mask(catalogue, category, resolved, *, mode=None) -> (mask, reasons)
    compatibility(catalogue, category, resolved) -> Compatibility  # added or replacing
    gpu_links(resolved) -> tuple[GpuLink, ...]       # each GPU's slot, lanes, PCIe gen
    power_limit_speed(fraction) -> float | None       # speed kept at a GPU power limit

Each theme lives in its own module (platform, memory, physical, cooling, storage,
power, pcie, dl_fit, workload_fit); every rule is a pure function of a
:class:`~dlbox.core.rules.view.BuildView` that yields findings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dlbox.core.lazy import lazy_exports

if TYPE_CHECKING:  # what the names are; at run time each loads on first use
    from dlbox.core.rules.compat import (
        Compatibility,
        ExclusionReasons,
        compatibility,
        compatible_ids,
        compatible_mask,
    )
    from dlbox.core.rules.engine import NOT_CHECKED, RULES, check_build
    from dlbox.core.rules.findings import CheckResult, Finding, Fix, PartRef, PowerSummary
    from dlbox.core.rules.power import power_limit_speed
    from dlbox.core.rules.site import Site
    from dlbox.core.rules.slots import GpuLink, gpu_links

__getattr__, __dir__ = lazy_exports(
    globals(),
    {
        "compat": (
            "Compatibility",
            "ExclusionReasons",
            "compatibility",
            "compatible_ids",
            "compatible_mask",
        ),
        "engine": (
            "NOT_CHECKED",
            "RULES",
            "check_build",
        ),
        "findings": (
            "CheckResult",
            "Finding",
            "Fix",
            "PartRef",
            "PowerSummary",
        ),
        "power": ("power_limit_speed",),
        "site": ("Site",),
        "slots": (
            "GpuLink",
            "gpu_links",
        ),
    },
)

__all__ = [
    "NOT_CHECKED",
    "RULES",
    "CheckResult",
    "Compatibility",
    "ExclusionReasons",
    "Finding",
    "Fix",
    "GpuLink",
    "PartRef",
    "PowerSummary",
    "Site",
    "check_build",
    "compatibility",
    "compatible_ids",
    "compatible_mask",
    "gpu_links",
    "power_limit_speed",
]
