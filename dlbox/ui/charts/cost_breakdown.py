"""What the build's money goes on: one bar per category."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QWidget

from dlbox.core.parts import Category
from dlbox.core.price_marks import quote_of
from dlbox.core.street_prices import is_stale
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.labels import category_singular
from dlbox.ui.language import translate
from dlbox.ui.price_basis import price_basis
from dlbox.ui.price_words import STALE_COLOUR, marked

CATEGORIES = list(Category)


class CostBreakdownChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "Cost breakdown")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_cost_breakdown")
        self.analysis = analysis
        n = len(CATEGORIES)
        # Created once; refresh() only changes their data.
        self.bars = pg.BarGraphItem(
            x=np.arange(n),
            y0=np.zeros(n),
            width=0.6,
            height=np.zeros(n),
            brushes=[series_color(i) for i in range(n)],
            pens=[pg.mkPen(None)] * n,
        )
        self.plot.addItem(self.bars)
        self.labels = [pg.TextItem(anchor=(0.5, 1)) for _ in CATEGORIES]
        for label in self.labels:
            self.plot.addItem(label)
        bottom = self.plot.getAxis("bottom")
        bottom.setTicks([[(i, category_singular(c)) for i, c in enumerate(CATEGORIES)]])
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        # The room above the tallest bar for its two-line label depends on the plot's height.
        self.plot.vb.sigResized.connect(self._fit_height)
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    def _fit_height(self) -> None:
        """Y range with room above the tallest bar for its label, in pixels: a short
        plot (a 1280×720 window) needs a larger share of its height for two lines."""
        top = max(float(np.max(self.bars.opts["height"], initial=0)), 1.0)
        plot_px = self.plot.vb.height()
        label_px = 4 + max(
            (label.textItem.boundingRect().height() for label in self.labels),
            default=2.4 * QFontMetrics(self.font()).height(),
        )
        share = label_px / plot_px if plot_px > 0 else 0.0
        headroom = 1.0 / (1.0 - min(max(share, 0.17), 0.6))
        self.plot.setYRange(0, top * headroom, padding=0)

    def amounts(self) -> np.ndarray:
        """Converted spend per category, in ``CATEGORIES`` order (the bars' widths)."""
        self.ensure_fresh()
        return np.asarray(self.bars.opts["height"], dtype=float)

    def refresh(self) -> None:
        converter = self.analysis.converter
        spend = dict.fromkeys(CATEGORIES, 0.0)
        unconverted: set[str] = set()
        unpriced: list[str] = []
        old: set[Category] = set()  # categories with a price older than the limit
        floors: set[Category] = set()  # categories with a price that is only a floor
        book = self.analysis.document.catalogue.prices
        days = self.analysis.preferences.price_max_age_days
        for pick in self.analysis.document.resolved:
            part = pick.part
            if part.price is None:
                unpriced.append(part.name)
                continue
            amount = converter.convert(part.price * pick.quantity, part.currency)
            if amount is None:
                unconverted.add(part.currency)
                continue
            spend[part.category] += amount
            if not pick.price_from_build and is_stale(part.price_date, max_age_days=days):
                old.add(part.category)
            quote = None if book is None or pick.price_from_build else quote_of(part, book)
            if quote is not None and quote.at_least:
                floors.add(part.category)
        widths = np.array([spend[c] for c in CATEGORIES])
        total = float(widths.sum())
        self.bars.setOpts(height=widths)
        self.plot.setLabel(
            "left", translate("Charts", "Price (%1)").replace("%1", converter.currency)
        )
        for i, (label, width) in enumerate(zip(self.labels, widths, strict=True)):
            # Amount over share, no currency code (the axis names it): "59,614 TWD (55%)"
            # on one line ran into the next bar's label on a 1280-px screen.
            amount = converter.format(width).removesuffix(" " + converter.currency)
            share = f"\n{width / total:.0%}" if total else ""
            floored = marked(amount, CATEGORIES[i] in floors)
            label.setText(f"{floored}{share}" if width else "")
            # An old price's amount in the orange the table and the build list use.
            stale = CATEGORIES[i] in old
            label.setColor(QColor(STALE_COLOUR) if stale else self.palette().text().color())
            label.setPos(i, width)
        self._fit_height()
        self.plot.setXRange(-0.6, len(CATEGORIES) - 0.4, padding=0)
        floor = bool(floors)
        notes = [
            translate("Charts", "Total %1").replace("%1", marked(converter.format(total), floor))
        ]
        if unconverted:
            notes.append(
                translate("Charts", "left out: prices in %1 (no exchange rate)").replace(
                    "%1", ", ".join(sorted(unconverted))
                )
            )
        if unpriced:
            notes.append(translate("Charts", "no price for %1").replace("%1", ", ".join(unpriced)))
        basis = price_basis(
            self.analysis.document.resolved,
            converter,
            self.analysis.preferences.price_max_age_days,
            book=self.analysis.document.catalogue.prices,
        )
        self.set_message(" · ".join([*notes, basis] if basis else notes))
        self._frame = pd.DataFrame(
            {
                "category": [c.value for c in CATEGORIES],
                f"price_{converter.currency.lower()}": widths,
                "share": widths / total if total else np.zeros(len(CATEGORIES)),
            }
        )
