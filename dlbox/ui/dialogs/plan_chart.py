"""The planner's price-vs-job-time chart: every candidate in grey, the front in colour, the
picked build as a star, the budget as a dashed line.

Job times spread wide (a cheap one-GPU build may take 1,000 h where the rest take 15–100 h):
on a linear axis that one point squashes the others against the bottom. When the slowest
is more than ten times the fastest the time axis turns logarithmic, with plain-number ticks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from dlbox.core.plan import PlanResult
from dlbox.ui.charts.axes import LogNumberAxis, NumberAxis
from dlbox.ui.charts.base import paint_axes, series_color
from dlbox.ui.language import translate

WIDE_SPREAD = 10.0  # slowest / fastest job above which the time axis is logarithmic
PLACEHOLDER_WIDTH = 260  # pixels: the before-a-plan text wraps within a laptop's chart


class PlanChart(pg.PlotWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        # Prices read as prices ("40,000"), not as "4 (x1e+04)" or "40000".
        hours_axis = LogNumberAxis("left")
        super().__init__(parent, axisItems={"bottom": NumberAxis("bottom"), "left": hours_axis})
        self.hours_axis = hours_axis
        self.setObjectName("plan_chart")
        self.setBackground(self.palette().base().color())
        plot = self.getPlotItem()
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setMenuEnabled(False)
        plot.setLabel("bottom", translate("PlanDialog", "parts price"))
        plot.setLabel("left", translate("PlanDialog", "job hours"))
        plot.setTitle(translate("PlanDialog", "Price vs job time (front in colour)"))
        paint_axes(plot)
        self.others = pg.ScatterPlotItem(size=7, pen=None, brush=pg.mkBrush(150, 150, 150, 160))
        self.front_line = pg.PlotDataItem(pen=pg.mkPen(series_color(3), width=2))
        self.front = pg.ScatterPlotItem(
            size=10, pen=pg.mkPen("k"), brush=pg.mkBrush(series_color(3))
        )
        self.picked = pg.ScatterPlotItem(
            size=18, symbol="star", pen=pg.mkPen("k"), brush=pg.mkBrush(series_color(0))
        )
        self.budget_line = pg.InfiniteLine(
            angle=90, pen=pg.mkPen(series_color(1), style=Qt.PenStyle.DashLine)
        )
        for item in (self.others, self.front_line, self.front, self.picked, self.budget_line):
            plot.addItem(item)
        self.budget_line.hide()  # no budget line before a plan
        # Before a plan: what the chart will show, not empty axes numbered 0.2 … 0.8.
        self.placeholder = pg.TextItem(
            translate(
                "PlanDialog",
                "Press Plan: every build within the budget appears here, its parts price "
                "against its job time",
            ),
            color=self.palette().placeholderText().color(),
            anchor=(0.5, 0.5),
        )
        # Wrapped and centred: one line ran past both edges of a laptop's chart.
        self.placeholder.setTextWidth(PLACEHOLDER_WIDTH)
        document = self.placeholder.textItem.document()
        option = document.defaultTextOption()
        option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        document.setDefaultTextOption(option)
        plot.addItem(self.placeholder, ignoreBounds=True)
        self.placeholder.setPos(0.5, 0.5)
        plot.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
        self._show_values(False)

    def _show_values(self, shown: bool) -> None:
        """Tick numbers on both axes (none while there is nothing to read off them)."""
        plot = self.getPlotItem()
        for name in ("bottom", "left"):
            plot.getAxis(name).setStyle(showValues=shown)

    @property
    def log(self) -> bool:
        return self.hours_axis.log

    def y(self, hours: Sequence[float]) -> np.ndarray:
        """Job hours as plotted: log10 of them on the logarithmic axis."""
        values = np.asarray(hours, dtype=float)
        return np.log10(np.maximum(values, 1e-6)) if self.log else values

    def draw(self, result: PlanResult) -> None:
        """The plan's candidates; the same items each time, only their data changes."""
        self.placeholder.hide()
        self._show_values(True)
        within = [b for b in result.candidates if b.within_budget]
        ok = [b for b in within if math.isfinite(b.job_hours) and b.job_hours > 0]
        hours = [b.job_hours for b in ok]
        self.hours_axis.log = bool(hours) and max(hours) > WIDE_SPREAD * min(hours)
        plot = self.getPlotItem()
        plot.setLabel(
            "left",
            translate("PlanDialog", "job hours (log scale)")
            if self.log
            else translate("PlanDialog", "job hours"),
        )
        plot.setLabel("bottom", translate("PlanDialog", "parts price") + f" ({result.currency})")
        self.others.setData([b.price for b in ok], self.y(hours))
        front = [b for b in result.pareto if math.isfinite(b.job_hours) and b.job_hours > 0]
        xs, ys = [b.price for b in front], self.y([b.job_hours for b in front])
        self.front_line.setData(xs, ys)
        self.front.setData(xs, ys)
        self.pick(result.builds[0] if result.builds else None)
        self.budget_line.setValue(result.budget)
        self.budget_line.show()
        plot.enableAutoRange(axis="x")
        if hours:  # every candidate in view, on whichever scale
            shown = self.y(hours)
            plot.setYRange(float(shown.min()), float(shown.max()), padding=0.06)
        else:
            plot.enableAutoRange(axis="y")

    def pick(self, build: object | None) -> None:
        """The star on the build picked in the table (none: no star)."""
        hours = getattr(build, "job_hours", math.nan)
        if build is None or not (math.isfinite(hours) and hours > 0):
            self.picked.setData([], [])
            return
        self.picked.setData([build.price], self.y([hours]))  # type: ignore[attr-defined]
