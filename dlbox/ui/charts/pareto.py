"""The job: time to train vs cost for every option; the Pareto front and this build stand out."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale
from PySide6.QtWidgets import QWidget

from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.labels import offer_label
from dlbox.ui.language import translate
from dlbox.ui.price_words import marked, unpriced_capital_note, unpriced_names

# The build's share of capital a job carries: spread over 3 years of use
# (COST_MODEL.md: a GPU keeps a good share of its price for ~3 years).
AMORTISE_YEARS = 3.0


class _OfferTip:
    """An offer's hover text, made when the pointer reaches its point."""

    __slots__ = ("cost", "fmt", "hours", "label")

    def __init__(self, label: str, hours: float, cost: float, fmt: Callable[[float], str]):
        self.label, self.hours, self.cost, self.fmt = label, hours, cost, fmt

    def __str__(self) -> str:
        return f"{self.label}\n{self.hours:,.1f} h · {self.fmt(self.cost)}"


class ParetoChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "Job: time vs cost")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_pareto")
        self.analysis = analysis
        # Log axes by hand: the items get log10 values and the ticks are labelled with the
        # plain numbers (PlotItem.setLogMode skips scatter items, and its minor labels collide).
        self.all_offers = pg.ScatterPlotItem(
            size=7, pen=None, brush=pg.mkBrush(150, 150, 150, 150), hoverable=True, tip=self._tip
        )
        self.front_line = pg.PlotDataItem(pen=pg.mkPen(series_color(3), width=2))
        self.front = pg.ScatterPlotItem(
            size=10,
            pen=pg.mkPen("k"),
            brush=pg.mkBrush(series_color(3)),
            hoverable=True,
            tip=self._tip,
        )
        self.build = pg.ScatterPlotItem(
            size=18,
            symbol="star",
            pen=pg.mkPen("k"),
            brush=pg.mkBrush(series_color(0)),
            hoverable=True,
            tip=self._tip,
        )
        for item in (self.all_offers, self.front_line, self.front, self.build):
            self.plot.addItem(item)
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    @staticmethod
    def _tip(x: float, y: float, data: object) -> str:
        return str(data)

    def refresh(self) -> None:
        view = self.analysis.cloud()
        currency = self.analysis.converter.currency
        self.plot.setLabel("bottom", translate("Charts", "Time to train (h)"))
        self.plot.getAxis("left").short_title = currency  # a short chart: "USD" alone
        self.plot.setLabel("left", translate("Charts", "Job cost (%1)").replace("%1", currency))
        if isinstance(view, str) or view.comparison.own_job is None:
            reason = (
                view
                if isinstance(view, str)
                else translate("Charts", "the estimator gave no time to train")
            )
            for item in (self.all_offers, self.front, self.build):
                item.setData([], [])
            self.front_line.setData([], [])
            self._frame = pd.DataFrame()
            self.set_message(translate("Charts", "Job: %1.").replace("%1", reason))
            return
        result = view.comparison
        own = view.ownership
        converter = self.analysis.converter
        hours, cost = result.job_hours, result.job_cost
        known = np.isfinite(hours) & np.isfinite(cost) & (hours > 0) & (cost > 0)
        labels = [offer_label(o) for o in result.offers]
        # Formatted on hover only: formatting thousands of prices took ~8 ms an edit.
        tips = [
            _OfferTip(labels[i], hours[i], cost[i], converter.format) for i in range(len(labels))
        ]
        index = np.flatnonzero(known)
        log_h = np.log10(np.where(known, hours, 1.0))
        log_c = np.log10(np.where(known, cost, 1.0))
        self.all_offers.setData(log_h[index], log_c[index], data=[tips[i] for i in index])
        front = [int(i) for i in result.pareto if known[i]]
        self.front.setData(log_h[front], log_c[front], data=[tips[i] for i in front])
        self.front_line.setData(log_h[front], log_c[front])
        job = result.own_job
        capital_share = own.amortised_capital_per_training_hour(AMORTISE_YEARS) * job.hours
        own_cost = job.electricity_cost + capital_share
        self.build.setData(
            [np.log10(max(job.hours, 1e-6))],
            [np.log10(max(own_cost, 1e-6))],
            data=[
                translate("Charts", "This build")
                + f"\n{job.hours:,.1f} h · {converter.format(own_cost)}\n"
                + translate("Charts", "(electricity %1 + capital over %2 years)")
                .replace("%1", converter.format(job.electricity_cost))
                .replace("%2", f"{AMORTISE_YEARS:g}")
            ],
        )
        self._frame = pd.DataFrame(
            {
                "option": ["This build", *labels],
                "hours": [job.hours, *hours],
                f"cost_{currency.lower()}": [own_cost, *cost],
                "pareto": [False, *np.isin(np.arange(len(labels)), front).tolist()],
            }
        )
        cheaper = int(np.sum(known & (cost < own_cost)))
        faster = int(np.sum(known & (hours < job.hours)))
        # A part without a price is missing from the capital: the build's cost is a floor.
        unpriced = unpriced_names(self.analysis.document.resolved)
        self.set_caption(
            [
                _summary_text(
                    job.hours,
                    marked(converter.format(own_cost), bool(unpriced)),
                    len(front),
                    faster,
                    cheaper,
                ),
                unpriced_capital_note(unpriced),
            ]
        )
        self._log_ticks("bottom", [*log_h[index], float(np.log10(max(job.hours, 1e-6)))])
        self._log_ticks("left", [*log_c[index], float(np.log10(max(own_cost, 1e-6)))])
        self.plot.enableAutoRange()

    def _log_ticks(self, axis: str, values: list[float]) -> None:
        low, high = int(np.floor(min(values))), int(np.ceil(max(values)))
        major = [
            (float(k), f"{10.0**k:,.0f}" if k >= 0 else f"{10.0**k:g}")
            for k in range(low, high + 1)
        ]
        minor = [(float(np.log10(m * 10.0**k)), "") for k in range(low, high) for m in range(2, 10)]
        self.plot.getAxis(axis).setTicks([major, minor])


def _summary_text(hours: float, cost: str, front: int, faster: int, cheaper: int) -> str:
    """The job chart's first line: the build's hours and cost, the offers around it."""
    return (
        translate(
            "Charts",
            "This build: %1 h, %2 (electricity + capital over %3 years) · %4 offers on the "
            "Pareto front · %5 faster, %6 cheaper than the build · ★ this build, orange: "
            "Pareto front, grey: other offers (hover for details)",
        )
        .replace("%1", QLocale().toString(float(hours), "f", 1))
        .replace("%2", cost)
        .replace("%3", f"{AMORTISE_YEARS:g}")
        .replace("%4", QLocale().toString(front))
        .replace("%5", QLocale().toString(faster))
        .replace("%6", QLocale().toString(cheaper))
    )
