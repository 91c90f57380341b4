"""The speed chart in a short dock (about 120 px tall on a 1280×720 laptop): the bar
names stay apart, the chart says how many bars it left out, and a taller chart shows
them all, on the same plot items."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetrics

from dlbox.ui.charts.speed import SpeedChart
from dlbox.ui.engines import SpeedRow
from tests.ui.test_charts import fake_engines  # noqa: F401 (a fixture)

from .typing_helpers import settle

THIRTEEN = [SpeedRow("This build", "build", 1200.0, 1000.0, 1400.0)] + [
    SpeedRow(f"GPU number {i}", "gpu" if i < 6 else "cloud", 150.0 * (i + 1), None, None)
    for i in range(12)
]


def _row_pixels(chart: SpeedChart) -> float:
    """Pixels between two neighbouring bars' names."""
    vb = chart.plot.vb
    return abs(vb.mapViewToScene(QPointF(0, 1)).y() - vb.mapViewToScene(QPointF(0, 0)).y())


def test_a_short_speed_chart_keeps_its_bar_names_apart(qtbot, window, fake_engines, monkeypatch):  # noqa: F811
    monkeypatch.setattr(window.analysis, "speeds", lambda: list(THIRTEEN))
    chart = SpeedChart(window.analysis)
    qtbot.addWidget(chart)
    chart.resize(815, 150)  # the dock's share of a 1280×720 window
    chart.show()
    settle()
    chart.ensure_fresh()
    settle()
    bars = chart.bars
    ticks = [text for _pos, text in chart.plot.getAxis("left")._tickLevels[0]]
    line = QFontMetrics(chart.plot.getAxis("left").font()).height()
    assert 3 <= len(ticks) < 13
    assert _row_pixels(chart) >= line  # one name per line of text, none on another
    assert "This build" in ticks
    hidden = 13 - len(ticks)
    assert f"{hidden} more bars" in chart.message.text()
    assert len(chart.data_frame()) == 13  # the CSV keeps every bar

    chart.resize(815, 600)
    settle()
    ticks = [text for _pos, text in chart.plot.getAxis("left")._tickLevels[0]]
    assert len(ticks) == 13 and "more bars" not in chart.message.text()
    assert _row_pixels(chart) >= line
    assert chart.bars is bars and bars in chart.plot.items  # updated, not made again


def test_a_report_from_a_laptop_window_carries_every_speed_bar(window, fake_engines, monkeypatch):  # noqa: F811
    from dlbox.ui.exporting import chart_images

    monkeypatch.setattr(window.analysis, "speeds", lambda: list(THIRTEEN))
    window.resize(1280, 720)
    on_screen = window.chart_panels["speed"]
    window.docks["charts"].raise_()
    window.charts.setCurrentWidget(on_screen)
    window.docks["charts"].setMaximumHeight(220)  # the chart dock of a 1280×720 window
    settle()
    on_screen.ensure_fresh()
    settle()
    assert "more bars" in on_screen.message.text()  # the dock shows a few
    charts = chart_images(window)
    speed = next(c for c in charts if c.title.startswith("Speed"))
    assert "This build: 1,200" in speed.title
    assert "more bars" not in speed.title  # the page shows them all
