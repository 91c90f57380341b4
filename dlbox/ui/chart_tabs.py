"""The main window's chart tabs, each chart made once the engines have started.

A chart panel costs 10–30 ms to build (a pyqtgraph plot, its axes and items) and its
module imports the engines; the window paints with titled, empty tabs that say
"checking…", and makes the charts (the visible one first) right after the first paint.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from dlbox.ui.language import translate

if TYPE_CHECKING:
    from dlbox.ui.analysis import Analysis
    from dlbox.ui.charts.base import ChartPanel

# key → (module, class, title): the tabs in order.  The title is the class's ``title``
# (tests/ui/test_startup.py checks they agree); it names the tab before the chart is made.
CHARTS: dict[str, tuple[str, str, str]] = {
    "cost": (
        "dlbox.ui.charts.cost_breakdown",
        "CostBreakdownChart",
        QT_TRANSLATE_NOOP("Charts", "Cost breakdown"),
    ),
    "own_vs_rent": (
        "dlbox.ui.charts.own_vs_rent",
        "OwnVsRentChart",
        QT_TRANSLATE_NOOP("Charts", "Own vs rent"),
    ),
    "speed": ("dlbox.ui.charts.speed", "SpeedChart", QT_TRANSLATE_NOOP("Charts", "Speed")),
    "job": (
        "dlbox.ui.charts.pareto",
        "ParetoChart",
        QT_TRANSLATE_NOOP("Charts", "Job: time vs cost"),
    ),
    "memory": ("dlbox.ui.charts.memory", "MemoryChart", QT_TRANSLATE_NOOP("Charts", "GPU memory")),
    "price_history": (
        "dlbox.ui.charts.price_history",
        "PriceHistoryChart",
        QT_TRANSLATE_NOOP("Charts", "Cloud price history"),
    ),
}


def make_chart(key: str, analysis: Analysis) -> ChartPanel:
    module, name, _title = CHARTS[key]
    return getattr(importlib.import_module(module), name)(analysis)  # type: ignore[no-any-return]


class ChartTabs(QTabWidget):
    """One tab per chart of :data:`CHARTS`; ``panels[key]`` makes that chart if needed."""

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_tabs")
        self.analysis = analysis
        self._made: dict[str, ChartPanel] = {}
        self.panels = _Panels(self)
        for key, (_module, _name, title) in CHARTS.items():
            holder = QWidget()
            holder.setObjectName(f"chart_tab_{key}")
            layout = QVBoxLayout(holder)
            layout.setContentsMargins(0, 0, 0, 0)
            # "checking…" only while it is true: a tab made later is just not made yet.
            waiting = QLabel(
                "" if analysis.is_ready else translate("Charts", "Checking the build…")
            )
            waiting.setObjectName("chart_waiting")
            waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(waiting)
            self.addTab(holder, translate("Charts", title))
        self.currentChanged.connect(lambda _index: self._make_visible())
        analysis.ready.connect(self._make_all)

    def panel(self, key: str) -> ChartPanel:
        """The chart of ``key``, made (in place of its "checking…" label) on first use."""
        made = self._made.get(key)
        if made is None:
            made = make_chart(key, self.analysis)
            holder = self.widget(list(CHARTS).index(key))
            waiting = holder.findChild(QLabel, "chart_waiting")
            if waiting is not None:  # the "checking…" label gives way to the chart
                waiting.hide()
            holder.layout().addWidget(made)
            self._made[key] = made
        return made

    def made(self) -> list[ChartPanel]:
        """The charts made so far (a new theme recolours these; the rest start in it)."""
        return list(self._made.values())

    def current_key(self) -> str:
        return list(CHARTS)[max(self.currentIndex(), 0)]

    def current_panel(self) -> ChartPanel | None:
        """The chart on the current tab, when it has been made."""
        return self._made.get(self.current_key())

    def show_chart(self, key: str) -> ChartPanel:
        self.setCurrentIndex(list(CHARTS).index(key))
        return self.panel(key)

    # A chart lives inside its tab's page: these take and give the chart itself, as a
    # plain QTabWidget holding the charts would.
    def setCurrentWidget(self, widget: QWidget) -> None:
        for key, made in self._made.items():
            if made is widget:
                self.setCurrentIndex(list(CHARTS).index(key))
                return
        super().setCurrentWidget(widget)

    def currentWidget(self) -> QWidget:
        return self.current_panel() or super().currentWidget()

    def indexOf(self, widget: QWidget) -> int:
        for key, made in self._made.items():
            if made is widget:
                return list(CHARTS).index(key)
        return super().indexOf(widget)

    def _make_all(self) -> None:
        """Right after the first paint: every chart, the visible one first.  A chart off
        screen only builds its plot (it draws when shown); made now, the tabs take their
        full size before the window sets its dock sizes, as when they were made at start."""
        self._make_visible()
        for key in CHARTS:
            self.panel(key)

    def _make_visible(self) -> None:
        # The engines run after the first paint: until then every tab says "checking…".
        if not self.analysis.is_ready:
            return
        for waiting in self.findChildren(QLabel, "chart_waiting"):
            waiting.clear()
        if self.isVisible():
            self.panel(self.current_key())

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self._make_visible()


class _Panels(Mapping[str, "ChartPanel"]):
    """``window.chart_panels[key]``: every chart, made on first access."""

    def __init__(self, tabs: ChartTabs) -> None:
        self._tabs = tabs

    def __getitem__(self, key: str) -> ChartPanel:
        if key not in CHARTS:
            raise KeyError(key)
        return self._tabs.panel(key)

    def __iter__(self) -> Iterator[str]:
        return iter(CHARTS)

    def __len__(self) -> int:
        return len(CHARTS)
