"""The compatibility engine: physical, electrical, PCIe and deep-learning checks.

Public API::

    check_build(resolved, catalogue, *, workload=None, settings=None, site=None) -> CheckResult
    compatible_mask(catalogue, category, resolved, *, mode=None) -> (mask, reasons)
    compatibility(catalogue, category, resolved) -> Compatibility  # added or replacing
    gpu_links(resolved) -> tuple[GpuLink, ...]       # each GPU's slot, lanes, PCIe gen
    power_limit_speed(fraction) -> float | None       # speed kept at a GPU power limit

Each theme lives in its own module (platform, memory, physical, cooling, storage,
power, pcie, dl_fit, workload_fit); every rule is a pure function of a
:class:`~dlbox.core.rig.view.BuildView` that yields findings.  The view and the facts
it gathers (placement, power load, M.2 use, the site: ``dlbox.core.rig.site.Site``) live
in dlbox.core.rig, which the estimator reads too.
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
    "check_build",
    "compatibility",
    "compatible_ids",
    "compatible_mask",
    "gpu_links",
    "power_limit_speed",
]
