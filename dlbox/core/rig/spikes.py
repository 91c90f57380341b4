"""GPU power excursions by card class (data/gpu_transients.csv) and what a PSU rides out.

A GPU draws short peaks well above its board power.  Each row of the data file is one
cited measurement (card, board power, peak, and how long the peak lasts: ``1ms`` for
peaks shorter than a millisecond, ``10ms`` for peaks of a few milliseconds); a class
(architecture, and desktop = cards with display outputs vs datacentre cards) takes the
largest cited factor per window.  A class with no row has no figure: its spikes are
"not checked", never guessed.

The PSU side is Intel's ATX 3.x design guide, Table 3-3 (the same table in the ATX12VO
guide 613768, https://www.easymanua.ls/intel/atx12vo/manual?p=23): a unit must ride out
these excursions as a share of its rating.  Units above 450 W with a 12VHPWR/12V-2x6
connector get the larger column.  Before ATX 3.0 no PSU spec allowed any excursion:
"their power supplies were never explicitly designed to withstand these excursions"
(ATX 3.0 guide section 3.1, https://www.manualslib.com/manual/2754978/Intel-Atx-3-0.html?page=20),
so an older or unknown unit is held to its rating.

Pure: no rule module is imported (load.py reads it for the power estimate).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dlbox.core.catalogue import default_data_dir
from dlbox.core.parts import GPU, PSU
from dlbox.core.rig.data_rows import numbered_rows

TRANSIENTS_FILE = "gpu_transients.csv"

# Peak windows in the data file, shortest first, with the ATX 3.x excursion each must
# stay within: (units > 450 W with a 12VHPWR connector, units ≤ 450 W or without one).
# A 200 µs peak is longer than the table's 100 µs row, so it meets the 1 ms row.
WINDOWS: tuple[str, ...] = ("1ms", "10ms")
ATX3_RIDE_THROUGH: dict[str, tuple[float, float]] = {
    "1ms": (1.80, 1.45),
    "10ms": (1.60, 1.35),
}
WINDOW_TEXT: dict[str, str] = {"1ms": "under 1 ms", "10ms": "up to 10 ms"}
ATX3_SMALL_W = 450.0

# The "extra margin" COMPAT_RULES rule 14 asks of a unit not rated ATX 3.x: Intel's sizing
# example (Stephen Eastman, Intel platform power, to PCWorld; relayed by TweakTown,
# 2022-04-22, https://www.tweaktown.com/news/85717/pcie-5-0-gpus-can-have-power-excursions-use-up-to-1800w-of/index.html):
# a box of a 300 W GPU, a 300 W CPU and 150 W for the rest (750 W) runs on a 750 W ATX 3.0
# unit, while an ATX 2.x unit "could potentially need" 1,100 W to ride out the GPU's power
# excursions: its sustained load at most 750 / 1,100 = 68 % of the rating.
ATX2_SIZING_LOAD_W = 750.0
ATX2_SIZING_PSU_W = 1100.0
ATX2_LOAD_FRACTION = ATX2_SIZING_LOAD_W / ATX2_SIZING_PSU_W


@dataclass(frozen=True, slots=True)
class SpikeFigure:
    """One cited peak: ``card`` drew ``peak_w`` for at most ``window`` at ``board_power_w``."""

    architecture: str  # lower-case prefix of the catalogue's architecture ("pascal")
    desktop: bool  # cards with display outputs (GeForce, workstation) vs datacentre
    card: str
    board_power_w: float
    peak_w: float
    window: str
    source: str

    @property
    def factor(self) -> float:
        return self.peak_w / self.board_power_w


def read_figures(path: Path) -> tuple[tuple[SpikeFigure, ...], tuple[str, ...]]:
    """The rows of ``path`` and one line per row that could not be used (file, line, field)."""
    figures: list[SpikeFigure] = []
    problems: list[str] = []
    rows, unreadable = numbered_rows(path)
    if unreadable:
        return (), unreadable
    for where, row in rows:
        try:
            board, peak = float(row["board_power_w"]), float(row["peak_w"])
        except (TypeError, ValueError, KeyError):
            problems.append(f"{where}: board_power_w and peak_w must be numbers")
            continue
        window = (row.get("window") or "").strip()
        if window not in WINDOWS:
            problems.append(f"{where}: window {window!r} is not one of {', '.join(WINDOWS)}")
            continue
        if not board > 0 or not peak >= board:
            problems.append(f"{where}: peak_w must be at least board_power_w (> 0)")
            continue
        source = (row.get("source") or "").strip()
        try:
            dt.date.fromisoformat((row.get("as_of") or "").strip())
        except ValueError:
            problems.append(f"{where}: as_of must be an ISO date")
            continue
        if not source:
            problems.append(f"{where}: source is empty")
            continue
        desktop = (row.get("desktop") or "").strip().lower()
        if desktop not in ("true", "false"):
            problems.append(f"{where}: desktop must be true or false")
            continue
        figures.append(
            SpikeFigure(
                (row.get("architecture") or "").strip().lower(),
                desktop == "true",
                (row.get("card") or "").strip(),
                board,
                peak,
                window,
                source,
            )
        )
    return tuple(figures), tuple(problems)


@cache
def _figures(root: Path) -> tuple[SpikeFigure, ...]:
    """Read once per data folder."""
    return read_figures(root / TRANSIENTS_FILE)[0]


def figures() -> tuple[SpikeFigure, ...]:
    return _figures(default_data_dir())


@cache
def _class_figures(
    arch: str, desktop: bool, table: tuple[SpikeFigure, ...]
) -> tuple[tuple[str, SpikeFigure], ...]:
    best: dict[str, SpikeFigure] = {}
    for fig in table:
        if fig.architecture and arch.startswith(fig.architecture) and fig.desktop == desktop:
            held = best.get(fig.window)
            if held is None or fig.factor > held.factor:
                best[fig.window] = fig
    return tuple(best.items())


def figures_for(gpu: GPU) -> dict[str, SpikeFigure]:
    """Window → the largest cited figure for the GPU's class; windows without one are absent."""
    return dict(_class_figures(gpu.architecture.lower(), bool(gpu.display_outputs), figures()))


def ride_through(psu: PSU, window: str) -> float:
    """The multiple of its rating ``psu`` is specified to carry for a peak of ``window``:
    the ATX 3.x excursion, or 1.0 for a unit not rated ATX 3.x (or of unknown version)."""
    if not psu.is_atx3:
        return 1.0
    large, small = ATX3_RIDE_THROUGH[window]
    # An unknown 16-pin count is not "none": ATX 3.x units above 450 W are expected to have one.
    return small if psu.wattage_w <= ATX3_SMALL_W or psu.hpwr_16pin == 0 else large
