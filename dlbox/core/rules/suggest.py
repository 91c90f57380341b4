"""Extra conditions on suggested parts that need a placement (used by the PCIe fixes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np
import pandas as pd

from dlbox.core.parts import PcieSlot
from dlbox.core.rig.placement import Placement
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.arrays import CategoryArrays
from dlbox.core.rules.findings import ExtraFilter


def board_layout_filter(view: BuildView, wanted: Callable[[Placement], bool]) -> ExtraFilter:
    """An extra filter over boards: seat the build's GPUs on each board's slot layout (as
    the rules do) and keep the boards whose placement is ``wanted``.  Boards share a
    handful of layouts, so the placement runs once per distinct layout."""

    def extra(a: CategoryArrays) -> np.ndarray:
        if view.board is None or not a.n:
            return np.zeros(a.n, dtype=bool)
        keys = [
            (repr(v), bool(m))
            for v, m in zip(a.table["pcie_slots"], a.col_true("mxm_slot"), strict=True)
        ]
        codes, layouts = pd.factorize(pd.Series(keys, dtype=object))
        verdict = np.zeros(len(layouts), dtype=bool)
        for code in range(len(layouts)):
            row = int(np.flatnonzero(codes == code)[0])
            board = view.board.model_copy(
                update={
                    "pcie_slots": [PcieSlot(**s) for s in (a.table["pcie_slots"].iloc[row] or [])],
                    "mxm_slot": bool(a.col_true("mxm_slot")[row]),
                }
            )
            verdict[code] = wanted(replace(view, board=board).placement)
        return verdict[codes]

    return extra
