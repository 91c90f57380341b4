"""What the build's money goes on: one bar per category."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from dlbox.core.parts import Category
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.labels import category_singular
from dlbox.ui.language import translate

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
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    def amounts(self) -> np.ndarray:
        """Converted spend per category, in ``CATEGORIES`` order (the bars' widths)."""
        self.ensure_fresh()
        return np.asarray(self.bars.opts["height"], dtype=float)

    def refresh(self) -> None:
        converter = self.analysis.converter
        spend = dict.fromkeys(CATEGORIES, 0.0)
        unconverted: set[str] = set()
        unpriced: list[str] = []
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
        widths = np.array([spend[c] for c in CATEGORIES])
        total = float(widths.sum())
        self.bars.setOpts(height=widths)
        self.plot.setLabel(
            "left", translate("Charts", "Price (%1)").replace("%1", converter.currency)
        )
        for i, (label, width) in enumerate(zip(self.labels, widths, strict=True)):
            share = f" ({width / total:.0%})" if total else ""
            label.setText(f"{converter.format(width)}{share}" if width else "")
            label.setColor(self.palette().text().color())
            label.setPos(i, width)
        self.plot.setYRange(0, max(float(widths.max(initial=0)) * 1.2, 1), padding=0)
        self.plot.setXRange(-0.6, len(CATEGORIES) - 0.4, padding=0)
        notes = [translate("Charts", "Total %1").replace("%1", converter.format(total))]
        if unconverted:
            notes.append(
                translate("Charts", "left out: prices in %1 (no exchange rate)").replace(
                    "%1", ", ".join(sorted(unconverted))
                )
            )
        if unpriced:
            notes.append(translate("Charts", "no price for %1").replace("%1", ", ".join(unpriced)))
        self.set_message(" · ".join(notes))
        self._frame = pd.DataFrame(
            {
                "category": [c.value for c in CATEGORIES],
                f"price_{converter.currency.lower()}": widths,
                "share": widths / total if total else np.zeros(len(CATEGORIES)),
            }
        )
