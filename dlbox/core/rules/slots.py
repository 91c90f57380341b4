"""Each GPU's slot, lanes and PCIe generation for a resolved build (the estimator reads this).

The placement itself lives in :mod:`dlbox.core.rig.placement` (pure, no rule imports);
the names are re-exported here for the rules and tests that use them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dlbox.core.rig.placement import (
    CPU_SIDE as CPU_SIDE,
)
from dlbox.core.rig.placement import (
    MAX_ORDERS as MAX_ORDERS,
)
from dlbox.core.rig.placement import (
    NO_LIMIT as NO_LIMIT,
)
from dlbox.core.rig.placement import (
    GpuLink as GpuLink,
)
from dlbox.core.rig.placement import (
    Mount as Mount,
)
from dlbox.core.rig.placement import (
    Placement as Placement,
)
from dlbox.core.rig.placement import (
    _best_layout as _best_layout,
)
from dlbox.core.rig.placement import (
    _exact_min_end as _exact_min_end,
)
from dlbox.core.rig.placement import (
    card_span as card_span,
)
from dlbox.core.rig.placement import (
    distinct_orders as distinct_orders,
)
from dlbox.core.rig.placement import (
    greedy_end as greedy_end,
)
from dlbox.core.rig.placement import (
    min_case_slots as min_case_slots,
)
from dlbox.core.rig.placement import (
    slot_lanes as slot_lanes,
)
from dlbox.core.rig.placement import (
    x16_slots as x16_slots,
)
from dlbox.core.rig.view import BuildView

if TYPE_CHECKING:
    from dlbox.core.build import ResolvedBuild


def gpu_links(resolved: ResolvedBuild) -> tuple[GpuLink, ...]:
    """Each GPU's slot, lanes and PCIe generation, in the order of ``resolved.expanded(GPU)``."""
    return BuildView.of(resolved).placement.links
