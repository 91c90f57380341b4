"""The speed chart marks an AMD card's bar: its estimate is fitted on NVIDIA runs only and
no AMD run checks it, so a buyer comparing bars sees which numbers are unverified."""

from __future__ import annotations

from dlbox.ui.charts.speed import SpeedChart
from dlbox.ui.engines import SpeedRow
from tests.ui.test_charts import fake_engines  # noqa: F401 (a fixture)

from .typing_helpers import settle

ROWS = [
    SpeedRow("This build", "build", 934.0, 672.0, 1120.0, uncalibrated=True),
    SpeedRow("NVIDIA GeForce RTX 4090", "gpu", 1218.0, 950.0, 1450.0),
    SpeedRow("AMD Instinct MI300X (192 GB, OAM)", "gpu", 2500.0, None, None, uncalibrated=True),
]


def _shown_chart(qtbot, window, monkeypatch, rows) -> SpeedChart:
    """The speed chart of ``rows``, shown at the size the main window gives it."""
    monkeypatch.setattr(window.analysis, "speeds", lambda: list(rows))
    chart = SpeedChart(window.analysis)
    qtbot.addWidget(chart)
    chart.resize(815, 400)
    chart.show()
    settle()
    chart.ensure_fresh()
    settle()
    return chart


def test_amd_bars_are_marked_uncalibrated_and_the_chart_says_why(
    qtbot,
    window,
    fake_engines,  # noqa: F811
    monkeypatch,
):
    chart = _shown_chart(qtbot, window, monkeypatch, ROWS)
    ticks = [text for _pos, text in chart.plot.getAxis("left")._tickLevels[0]]
    assert "This build (uncalibrated)" in ticks
    assert "AMD Instinct MI300X (192 GB, OAM) (uncalibrated)" in ticks
    assert "NVIDIA GeForce RTX 4090" in ticks
    assert "no AMD run checks it" in chart.caption_for_report()
    frame = chart.data_frame()
    assert frame["uncalibrated"].tolist() == [True, False, True]


def test_a_chart_without_amd_bars_carries_no_caveat(qtbot, window, fake_engines, monkeypatch):  # noqa: F811
    chart = _shown_chart(qtbot, window, monkeypatch, [ROWS[1]])
    assert "uncalibrated" not in chart.caption_for_report()
