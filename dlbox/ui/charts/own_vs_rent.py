"""Own vs rent: cumulative cost of the build against the cheapest cloud offers over time.

x is training hours, or calendar months at the utilisation in Settings; the
cloud curves are speed-adjusted (a slower instance needs more hours for the same
work).  Break-even points are marked; a crosshair reads values under the mouse.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QPointF
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from dlbox.core.cost.comparable import Comparable
from dlbox.core.cost.compare import CHART_PROVIDERS
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.engines import CloudView, cheapest_offers, days_text
from dlbox.ui.labels import offer_label, pricing_name
from dlbox.ui.language import translate
from dlbox.ui.price_basis import price_basis
from dlbox.ui.price_words import unpriced_capital_note, unpriced_names

MAX_OFFERS = CHART_PROVIDERS  # lines beyond this turn the chart into noise
HOURS_PER_MONTH = 24 * 365.25 / 12
POINTS = 200


# The y axis reaches this multiple of the highest cost: the top band holds the legend.
LEGEND_HEADROOM = 1.55
MAX_LEGEND_SHARE = 0.5  # of the plot's height; above it the legend is hidden


class OwnVsRentChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "Own vs rent")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_own_vs_rent")
        self.analysis = analysis
        self.axis_mode = QComboBox()
        self.axis_mode.setObjectName("own_vs_rent_axis")
        self.axis_mode.addItem(translate("Charts", "Training hours"), "hours")
        self.axis_mode.addItem(translate("Charts", "Calendar months"), "months")
        self.axis_mode.setToolTip(
            translate("Charts", "Months assume the utilisation set in Settings")
        )
        self.controls.insertWidget(1, self.axis_mode)
        palette = self.palette()
        background = palette.base().color()
        background.setAlpha(210)
        # Top left, in two columns, over a band of head-room the y range keeps empty
        # (refresh): no curve or break-even mark ever runs under it.
        self.legend = self.plot.addLegend(
            offset=(10, 5),
            colCount=2,
            brush=pg.mkBrush(background),
            pen=pg.mkPen(palette.mid().color()),
            labelTextColor=palette.text().color(),
            labelTextSize="8pt",
        )
        self._legend_entries: list[tuple[int, str]] = []
        self.own_curve = self.plot.plot(
            [],
            [],
            pen=pg.mkPen(self.palette().text().color(), width=3),
            name=translate("Charts", "This build"),
        )
        self.offer_curves = [
            self.plot.plot([], [], pen=pg.mkPen(series_color(i), width=2))
            for i in range(MAX_OFFERS)
        ]
        self.breakeven = pg.ScatterPlotItem(
            size=11, symbol="o", pen=pg.mkPen("k"), brush=pg.mkBrush(255, 255, 255, 220)
        )
        self.plot.addItem(self.breakeven)
        # The headline's break-even, larger and filled in its offer's colour, its days
        # beside it: the mark a reader looks for after reading the headline.
        self.headline_mark = pg.ScatterPlotItem(
            size=15, symbol="o", pen=pg.mkPen("k", width=2), brush=pg.mkBrush(series_color(0))
        )
        self.plot.addItem(self.headline_mark)
        # Over the curves, on the plot's background: other offers' lines cross near it.
        self.headline_days = pg.TextItem(anchor=(1, 1))
        self.headline_mark.setZValue(10)
        self.headline_days.setZValue(11)
        self.plot.addItem(self.headline_days, ignoreBounds=True)
        self.cross = pg.InfiniteLine(
            angle=90,
            movable=False,
            pen=pg.mkPen((128, 128, 128), style=pg.QtCore.Qt.PenStyle.DashLine),
        )
        self.cross_label = pg.TextItem(anchor=(0, 1))
        self.plot.addItem(self.cross, ignoreBounds=True)
        self.plot.addItem(self.cross_label, ignoreBounds=True)
        self.cross.hide()
        self.cross_label.hide()
        self._proxy = pg.SignalProxy(
            self.plot.scene().sigMouseMoved, rateLimit=30, slot=self._mouse_moved
        )
        self.axis_mode.currentIndexChanged.connect(self.invalidate)
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    def apply_palette(self) -> None:
        super().apply_palette()
        if hasattr(self, "legend"):  # items made in __init__ follow a later theme change
            palette = QApplication.palette()
            self.own_curve.setPen(pg.mkPen(palette.text().color(), width=3))
            background = palette.base().color()
            background.setAlpha(210)
            self.legend.setBrush(pg.mkBrush(background))
            self.legend.setPen(pg.mkPen(palette.mid().color()))
            self.legend.setLabelTextColor(palette.text().color())

    # ------------------------------------------------------------ data
    def refresh(self) -> None:
        view = self.analysis.cloud()
        currency = self.analysis.converter.currency
        months = self.axis_mode.currentData() == "months"
        self.plot.setLabel(
            "bottom",
            translate("Charts", "Calendar months")
            if months
            else translate("Charts", "Training hours (h)"),
        )
        self.plot.getAxis("left").short_title = currency  # a short chart: "USD" alone
        self.plot.setLabel(
            "left", translate("Charts", "Cumulative cost (%1)").replace("%1", currency)
        )
        if isinstance(view, str):
            self._clear(view)
            return
        own = view.ownership
        result = view.comparison
        chosen = cheapest_offers(view, MAX_OFFERS)
        # The headline's offer, the compare view's and the report's: drawn, first.
        pick = view.compared.comparable()
        # Not one of the providers' cheapest (it has the build's GPU count, they may not):
        # an extra line, and the caption says so.
        extra = pick is not None and pick.index not in chosen.tolist()
        if pick is not None:
            chosen = np.array(
                [pick.index, *(int(i) for i in chosen if int(i) != pick.index)][:MAX_OFFERS],
                dtype=int,
            )
        finite_days = [
            result.breakeven_days[i] for i in chosen if np.isfinite(result.breakeven_days[i])
        ]
        horizon_days = min(max([*finite_days, 365.0]) * 1.3, 365.0 * 10)
        # The axis reaches the headline's break-even, however late: it stopped at ten years
        # while the headline said 21, and the one mark left on the chart (another offer's)
        # read as the headline's. Other offers' later break-evens stay off the axis.
        pick_days = float(result.breakeven_days[pick.index]) if pick is not None else np.inf
        if np.isfinite(pick_days):
            horizon_days = max(horizon_days, pick_days * 1.3)
        days = np.linspace(0, horizon_days, POINTS)
        training_hours = days * 24 * own.utilization
        x = days / (365.25 / 12) if months else training_hours
        own_cost = own.net_capital + days * own.running_cost_per_day
        self.own_curve.setData(x, own_cost)
        columns: dict[str, np.ndarray] = {"x": x, "this_build": own_cost}
        points_x, points_y, tips = [], [], []
        headline_point: tuple[float, float, str] | None = None
        legend = [(self.own_curve, translate("Charts", "This build (capital + electricity)"))]
        for slot, curve in enumerate(self.offer_curves):
            if slot >= len(chosen):
                curve.setData([], [])
                continue
            i = int(chosen[slot])
            offer = result.offers[i]
            cost = training_hours * result.effective_price_per_hour[i] * result.speed_ratio[i]
            curve.setData(x, cost)
            label = offer_label(offer)
            legend.append((curve, label))
            columns[label] = cost
            d = result.breakeven_days[i]
            if np.isfinite(d) and d <= horizon_days:
                bx = d / (365.25 / 12) if months else d * 24 * own.utilization
                tip = (
                    translate("Charts", "%1: owning is cheaper after %2 days")
                    .replace("%1", label)
                    .replace("%2", QLocale().toString(round(d)))
                )
                if pick is not None and i == pick.index:
                    headline_point = (bx, own.total_cost(d), tip)
                    continue
                points_x.append(bx)
                points_y.append(own.total_cost(d))
                tips.append(tip)
        # Rebuilt only when its entries change: pyqtgraph's addItem costs ~1 ms a line.
        if [(id(c), text) for c, text in legend] != self._legend_entries:
            self.legend.clear()
            for curve, text in legend:
                self.legend.addItem(curve, text)
            self._legend_entries = [(id(c), text) for c, text in legend]
        self.breakeven.setData(
            points_x, points_y, data=tips, hoverable=True, tip=lambda x, y, data: data
        )
        self._mark_headline(headline_point, pick_days)
        self._frame = pd.DataFrame(columns).rename(
            columns={"x": "months" if months else "training_hours"}
        )
        headline = breakeven_headline(view, pick)
        # On screen an instance id stays on one line ("p6-" / "b200.48xlarge" named none).
        self.unbroken_words = tuple(
            word
            for i in chosen
            for word in (
                result.offers[int(i)].instance_type,
                pricing_name(result.offers[int(i)].pricing_model),  # "on-demand"
            )
        )
        basis = price_basis(
            self.analysis.document.resolved,
            self.analysis.converter,
            self.analysis.preferences.price_max_age_days,
            short=True,
            book=self.analysis.document.catalogue.prices,
        )
        # Most needed first: the caption shows what fits in two lines, the rest on hover.
        self._summary = [
            headline,
            # Before the rest: a part without a price makes owning look cheaper than it is.
            unpriced_capital_note(unpriced_names(self.analysis.document.resolved)),
            translate("Charts", "utilisation %1%").replace("%1", str(round(own.utilization * 100))),
            translate(
                "Charts",
                "Speed-adjusted against the cheapest comparable rental and the cheapest offer "
                "of %1 providers (of %2 offers)",
            )
            .replace("%1", str(len(chosen) - 1))
            .replace("%2", QLocale().toString(len(result.offers)))
            if extra
            else translate(
                "Charts", "Speed-adjusted against the cheapest offer of %1 providers (of %2 offers)"
            )
            .replace("%1", str(len(chosen)))
            .replace("%2", QLocale().toString(len(result.offers))),
            view.kwh_note,
            basis,
            # The headline's offer in full, in the words of the compare view and the report.
            comparable_note(view, pick),
        ]
        self.set_caption(self._summary)
        costs = [values for key, values in columns.items() if key != "x"]
        self._highest: float | None = max(float(np.nanmax(values)) for values in costs)
        self.plot.enableAutoRange(axis="x")
        self._fit_legend()

    def _mark_headline(self, point: tuple[float, float, str] | None, days: float) -> None:
        """The headline's break-even on the chart: its mark and its days."""
        if point is None:
            self.headline_mark.setData([], [])
            self.headline_days.hide()
            return
        x, y, tip = point
        self.headline_mark.setData(
            [x], [y], data=[tip], hoverable=True, tip=lambda x, y, data: data
        )
        self.headline_days.setColor(self.palette().text().color())
        background = self.palette().base().color()
        background.setAlpha(225)
        self.headline_days.fill = pg.mkBrush(background)
        self.headline_days.border = pg.mkPen(None)
        self.headline_days.setText(days_text(days))
        self.headline_days.setPos(x, y)
        self.headline_days.show()

    def headline_point(self) -> tuple[float, float] | None:
        """Where the headline's break-even is marked (x in the axis' unit), or None."""
        self.ensure_fresh()
        x, y = self.headline_mark.getData()
        return (float(x[0]), float(y[0])) if len(x) else None

    def _fit_legend(self) -> None:
        """Keep the legend's band free of curves at any height: the head-room follows the
        legend's share of the plot; on a plot too short for both (a 720-px laptop's
        dock), the legend gives way to the curves (the message line names the offers)."""
        highest = getattr(self, "_highest", None)
        if highest is None:
            return
        plot_h = self.plot.getViewBox().height()
        legend_h = self.legend.boundingRect().height() + 12
        share = legend_h / plot_h if plot_h > 0 else 1 - 1 / LEGEND_HEADROOM
        hidden = share > MAX_LEGEND_SHARE
        if hidden:
            self.legend.hide()
            headroom = 1.05
        else:
            self.legend.show()
            headroom = max(1.05, 1 / (1 - share))
        # Without its legend the coloured lines need a word on how to tell them apart,
        # next to the break-even it explains.
        summary = getattr(self, "_summary", [])
        if summary:
            hint = [self.legend_hint()] if hidden else []
            self.set_caption([summary[0], *hint, *summary[1:]])
        self.plot.setYRange(0, highest * headroom, padding=0.02)

    @staticmethod
    def legend_hint() -> str:
        return translate("Charts", "no room for the legend: point at a line for its offer and cost")

    def caption_for_report(self) -> str:
        """The whole caption but the legend hint: a printed chart has its legend."""
        self.ensure_fresh()
        summary = getattr(self, "_summary", [])
        if summary:
            return " · ".join(p for p in summary if p)
        return self.message.text()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self._fit_legend()

    def _clear(self, reason: str) -> None:
        self._summary = []
        self.own_curve.setData([], [])
        for curve in self.offer_curves:
            curve.setData([], [])
        self.breakeven.setData([], [])
        self._mark_headline(None, np.inf)
        self.legend.clear()
        self._legend_entries = []
        # No lines, no legend: an empty build showed the legend's empty frame.
        self.legend.hide()
        self._highest = None
        self._frame = pd.DataFrame()
        self.set_message(translate("Charts", "Own vs rent: %1.").replace("%1", reason))

    def problem(self) -> str:
        self.ensure_fresh()
        return "" if len(self._frame) else self.message.text()

    def series_names(self) -> list[str]:
        """Legend entries, in order (what the chart holds)."""
        self.ensure_fresh()
        return [label.text for _sample, label in self.legend.items]

    # ------------------------------------------------------- crosshair
    def _mouse_moved(self, event: tuple[QPointF]) -> None:
        position = event[0]
        if not self.plot.sceneBoundingRect().contains(position) or not len(self._frame):
            self.cross.hide()
            self.cross_label.hide()
            return
        point = self.plot.vb.mapSceneToView(position)
        x = self._frame.iloc[:, 0].to_numpy()
        index = int(np.clip(np.searchsorted(x, point.x()), 0, len(x) - 1))
        converter = self.analysis.converter
        lines = [f"{self._frame.columns[0].replace('_', ' ')}: {x[index]:,.0f}"]
        for name in self._frame.columns[1:]:
            lines.append(
                f"{name.replace('_', ' ')}: {converter.format(float(self._frame[name].iat[index]))}"
            )
        self.cross.setPos(x[index])
        self.cross_label.setText("\n".join(lines))
        self.cross_label.setPos(point)
        self.cross.show()
        self.cross_label.show()


def breakeven_headline(view: CloudView, pick: Comparable | None) -> str:
    """The chart's headline: the break-even against the cheapest comparable rental, the
    offer named (its full label in :func:`comparable_note`) — the figure and the offer the
    compare view and the report give.  Short: with the legend hint it keeps to the
    caption's two lines on a 1280-px screen."""
    if pick is None:
        return translate("Charts", "No comparable rental: no offer has a speed estimate")
    result = view.comparison
    days = float(result.breakeven_days[pick.index])
    offer = result.offers[pick.index]
    name = offer.machine
    if not np.isfinite(days):
        return translate("Charts", "Renting %1 stays cheaper").replace("%1", name)
    return (
        translate("Charts", "Owning is cheaper after %1 than renting %2")
        .replace("%1", days_text(days))
        .replace("%2", name)
    )


def comparable_note(view: CloudView, pick: Comparable | None) -> str:
    """Which offer the headline is against, in full, and why that one."""
    if pick is None:
        return ""
    return translate(
        "Charts",
        "Cheapest comparable rental (as many GPUs, at least as fast): %1",
    ).replace("%1", offer_label(view.comparison.offers[pick.index]))
