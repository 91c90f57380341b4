"""Cloud price history: one GPU's lowest price per GPU-hour by provider and pricing model.

Colour follows the provider, the line style the pricing model (solid on-demand,
dashed spot, dotted commitments), so AWS's June-2025 cut and GCP's spot swings
read at a glance.  All prices in USD at the pinned rates (one per currency).
The GPU is the build's first one when the clouds rent it, else the one picked.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QVBoxLayout, QWidget

from dlbox.core.cost.offers import COMMITTED_MODELS, PricingModel
from dlbox.core.parts import Category
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.axes import DateAxis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.labels import series_label
from dlbox.ui.language import translate
from dlbox.ui.region_combo import fill_region_combo

log = logging.getLogger(__name__)
FALLBACK_GPU = "h100-sxm"
SPOT = {PricingModel.SPOT, PricingModel.PREEMPTIBLE}


def _style(model: PricingModel) -> Qt.PenStyle:
    if model in SPOT:
        return Qt.PenStyle.DashLine
    if model in COMMITTED_MODELS:
        return Qt.PenStyle.DotLine
    return Qt.PenStyle.SolidLine


# A price seen on one day is a lone dot: big enough to find on a 2560-px-wide chart.
SYMBOL_PX = 8
DAY_S = 86400.0
# Prices from one day: that day in the middle of a week (three days each side), not of two
# months, where the dates read as a bare axis around a dot.
ONE_DAY_SIDE_S = 3 * DAY_S
# Prices from several days: their span, with this share of it (at least a day) each side,
# so that the first and last points do not sit on the plot's frame.
MARGIN = 0.04
# The y range's top over the highest price: the legend's rows sit above the points.
LEGEND_HEADROOM = 1.6


def _stamp(day: dt.date) -> float:
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp()


def _utc_day(stamp: float) -> str:
    return dt.datetime.fromtimestamp(stamp, tz=dt.UTC).date().isoformat()


class PriceHistoryChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "Cloud price history")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_price_history")
        self.analysis = analysis
        # ISO dates: pyqtgraph's date axis wrote English month names over the day numbers.
        self.plot.setAxisItems({"bottom": DateAxis("bottom")})
        self.legend = self.plot.addLegend(offset=(10, 5))
        # A lone day's prices: a dotted line through them with the day's full date.
        self.day_marker = pg.InfiniteLine(angle=90, movable=False)
        self.day_label = pg.TextItem(anchor=(0, 1))
        self.day_marker.setZValue(-1)  # under the points
        self.apply_palette()  # the new date axis and the legend in the text colour, not grey
        self.legend.setColumnCount(3)  # a dozen series: a band at the top, not a tall box
        self.curves: list[pg.PlotDataItem] = []
        self.gpu_combo = QComboBox()
        self.gpu_combo.setObjectName("history_gpu")
        self.gpu_combo.setToolTip(translate("Charts", "GPU whose cloud prices are shown"))
        self.gpu_combo.currentIndexChanged.connect(lambda _i: self.invalidate())
        self.controls.insertWidget(1, self.gpu_combo)
        self.region_combo = QComboBox()
        self.region_combo.setObjectName("history_region")
        self.region_combo.setToolTip(
            translate("Charts", "Region whose prices are shown (prices differ by region)")
        )
        self.region_combo.addItem(translate("Charts", "Each provider's longest history"), None)
        self.region_combo.currentIndexChanged.connect(lambda _i: self.invalidate())
        self.controls.insertWidget(2, self.region_combo)
        # The two boxes hold long names: the message gets a row of its own below them,
        # else it was squeezed into a column 120 px wide that left the plot no height.
        self.controls.removeWidget(self.message)
        self.controls.insertStretch(0, 1)
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(1, self.message)
        self._picked_by_user = False
        self.gpu_combo.activated.connect(lambda _i: setattr(self, "_picked_by_user", True))
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    def apply_palette(self) -> None:
        super().apply_palette()
        text = QApplication.palette().text().color()
        if hasattr(self, "legend"):  # also on a later theme change
            self.legend.setLabelTextColor(text)
        if hasattr(self, "day_marker"):
            self.day_marker.setPen(pg.mkPen(text, width=1, style=Qt.PenStyle.DotLine))
            self.day_label.setColor(text)

    def _mark_day(self, stamp: float | None, day: str = "") -> None:
        """The dotted line and full date at ``stamp`` (prices from that day only); None: off."""
        for item in (self.day_marker, self.day_label):
            if item.scene() is not None:
                self.plot.removeItem(item)
        axis = self.plot.getAxis("bottom")
        if isinstance(axis, DateAxis):
            axis.anchor = stamp
        if stamp is None:
            return
        self.day_marker.setPos(stamp)
        self.day_label.setText(day)
        self.day_label.setPos(stamp, 0.0)  # at the foot of the line, right of it
        self.plot.addItem(self.day_marker, ignoreBounds=True)
        self.plot.addItem(self.day_label, ignoreBounds=True)

    def _show_dates(self, stamps: list[float]) -> None:
        """The x range: one day in the middle of a week, marked and dated; several days
        their span with a small margin (auto-range zoomed one day to seconds and the old
        fixed two months left a lone point in a wide, empty axis)."""
        first, last = min(stamps), max(stamps)
        if last == first:
            pad = ONE_DAY_SIDE_S
            self._mark_day(first, _utc_day(first))
        else:
            pad = max(MARGIN * (last - first), DAY_S)
            self._mark_day(None)
        self.plot.setXRange(first - pad, last + pad, padding=0)

    def _offers(self) -> Any:
        from dlbox.ui import engines

        return engines._offers()

    def _fill_gpus(self, offers: Any) -> None:
        ids = sorted({o.gpu_id for o in offers if o.gpu_id and o.has_price})
        current = self.gpu_combo.currentData()
        if [self.gpu_combo.itemData(i) for i in range(self.gpu_combo.count())] != ids:
            self.gpu_combo.blockSignals(True)
            self.gpu_combo.clear()
            for gpu in ids:
                self.gpu_combo.addItem(self._gpu_name(gpu), gpu)
            self.gpu_combo.blockSignals(False)
        wanted = current if self._picked_by_user and current else None
        if wanted is None:
            picks = self.analysis.document.resolved.of(Category.GPU)
            build_gpu = picks[0].part.id if picks else None
            wanted = build_gpu if build_gpu in ids else FALLBACK_GPU
        index = self.gpu_combo.findData(wanted)
        if index >= 0 and index != self.gpu_combo.currentIndex():
            self.gpu_combo.blockSignals(True)
            self.gpu_combo.setCurrentIndex(index)
            self.gpu_combo.blockSignals(False)

    def _gpu_name(self, gpu_id: str) -> str:
        """The catalogue's name for a GPU id ("NVIDIA GeForce RTX 4090"); the id where the
        catalogue lacks it."""
        try:
            return self.analysis.document.catalogue.get(Category.GPU, gpu_id).name
        except KeyError:
            return gpu_id

    def _fill_regions(self, offers: Any, gpu: str) -> None:
        fill_region_combo(
            self.region_combo, (o.region for o in offers if o.gpu_id == gpu and o.region)
        )

    def _clear(self, message: str) -> None:
        for curve in self.curves:
            self.plot.removeItem(curve)
        self.curves = []
        self.legend.clear()
        self._mark_day(None)
        self._frame = pd.DataFrame()
        self.set_message(message)

    def refresh(self) -> None:
        from dlbox.core.cost.history import gpu_history
        from dlbox.core.cost.money import shipped_rates
        from dlbox.core.cost.refresh.store import PriceStore

        offers = self._offers()
        if offers is None or not len(offers):
            self._clear(translate("Charts", "Cloud price history: no cloud offers are available."))
            return
        self._fill_gpus(offers)
        gpu = self.gpu_combo.currentData()
        if not gpu:
            self._clear(translate("Charts", "Cloud price history: no GPU is rented by the clouds."))
            return
        self._fill_regions(offers, gpu)
        region = self.region_combo.currentData()
        try:
            series = gpu_history(gpu, offers, region=region, store=PriceStore())
        except Exception as exc:  # a damaged user store must not stop the chart
            log.warning("price history unavailable: %s", exc)
            series = gpu_history(gpu, offers, region=region)
        rates = shipped_rates().pinned()
        # In the user's currency (a Taipei user reads TWD); the CSV keeps USD as well.
        converter = self.analysis.converter
        currency = converter.currency
        self.plot.setLabel("left", translate("Charts", "%1 per GPU-hour").replace("%1", currency))
        self.plot.getAxis("left").short_title = f"{currency}/h"  # a short chart: "USD/h"
        for curve in self.curves:
            self.plot.removeItem(curve)
        self.curves = []
        self.legend.clear()
        providers = sorted({s.provider for s in series})
        rows = []
        for s in series:
            shown = converter.convert(1.0, s.currency)
            if not rates.knows(s.currency) or shown is None:
                continue
            factor = rates.factor(s.currency, "USD")
            x = np.array([_stamp(p.date) for p in s.points])
            y = np.array([p.price_per_gpu_hour * shown for p in s.points])
            pen = pg.mkPen(
                series_color(providers.index(s.provider)), width=2, style=_style(s.pricing_model)
            )
            curve = self.plot.plot(
                x, y, pen=pen, symbol="o", symbolSize=SYMBOL_PX, name=series_label(s)
            )
            curve.setSymbolBrush(series_color(providers.index(s.provider)))
            self.curves.append(curve)
            rows += [
                {
                    "gpu": gpu,
                    "provider": s.provider,
                    "region": p.region,
                    "pricing": s.pricing_model.value,
                    "date": p.date.isoformat(),
                    "usd_per_gpu_hour": round(p.price_per_gpu_hour * factor, 4),
                    "price_per_gpu_hour": round(p.price_per_gpu_hour * shown, 4),
                    "currency": currency,
                    "instance": p.instance_type,
                    "source": p.source,
                }
                for p in s.points
            ]
        self._frame = pd.DataFrame(rows)
        if not rows:
            self._mark_day(None)
            self.set_message(
                translate("Charts", "Cloud price history: no prices for %1.").replace(
                    "%1", self._gpu_name(gpu)
                )
            )
            return
        newest = max(r["date"] for r in rows)
        self.set_message(
            translate(
                "Charts",
                "%1: lowest price per GPU-hour of each provider and pricing model; newest %2 "
                "(solid on-demand, dashed spot, dotted 1–3-year commitments)",
            )
            .replace("%1", self._gpu_name(gpu))
            .replace("%2", newest)
            + (
                translate("Charts", " · each price was seen on one day only: no trend yet")
                if all(len(curve.xData) <= 1 for curve in self.curves)
                else ""
            )
        )
        self.plot.enableAutoRange()
        # Prices from zero (a price is never negative), with room above the highest for the
        # legend's band, which would otherwise sit on the newest points.
        top = max(r["price_per_gpu_hour"] for r in rows)
        self.plot.setYRange(0.0, top * LEGEND_HEADROOM if top > 0 else 1.0, padding=0)
        self._show_dates([_stamp(dt.date.fromisoformat(r["date"])) for r in rows])
