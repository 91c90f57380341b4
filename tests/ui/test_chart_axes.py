"""Chart axes a user can read: numbers in their format and in the axis's own unit (no
"(x0.001)" factor hiding in a cut-off title), dates without English month names, and
the cloud price history in the display currency with GPUs named."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontMetrics

from dlbox.ui.charts.axes import DAY_S, DateAxis, LogNumberAxis, NumberAxis
from tests.ui.test_charts import fake_engines  # noqa: F401 (a fixture)


def test_axis_numbers_are_written_out_in_the_users_format(qapp):
    axis = NumberAxis("left")
    assert axis.tickStrings([0.0, 300000.0, 600000.0], 1.0, 300000.0) == ["0", "300,000", "600,000"]
    assert axis.tickStrings([0.2, 0.4], 1.0, 0.2) == ["0.2", "0.4"]
    assert axis.tickStrings([-1e-17, 0.5], 1.0, 0.5) == ["0.0", "0.5"]  # never "-0.0"
    QLocale.setDefault(QLocale("de_DE"))
    try:
        assert axis.tickStrings([1500.0], 1.0, 500.0) == ["1.500"]
    finally:
        QLocale.setDefault(QLocale("en_US"))


@pytest.mark.parametrize(
    ("low", "high", "pixels", "wanted"),
    [
        (16.7, 960.0, 300.0, ["20", "50", "100", "200", "500"]),  # a planner's job hours
        (0.4, 3.0, 300.0, ["0.4", "0.5", "1", "2", "3"]),  # under an hour
        (2.0, 400_000.0, 60.0, ["10"]),  # a short axis: some decades, not overlapping
    ],
)
def test_log_axis_labels_plain_numbers_that_fit(qapp, low, high, pixels, wanted):
    axis = LogNumberAxis("left")
    axis.log = True
    [(_, values)] = axis.tickValues(math.log10(low), math.log10(high), pixels)
    texts = axis.tickStrings(values, 1.0, 1.0)
    assert all(t in texts for t in wanted), texts
    assert len(texts) * QFontMetrics(axis.font()).height() < pixels  # no label over another
    axis.log = False  # off: the plain number axis, ticks at the values themselves
    assert axis.tickStrings([300000.0], 1.0, 100000.0) == ["300,000"]


@pytest.mark.parametrize("days", [20, 60, 400, 3000])
def test_date_ticks_are_iso_dates_that_fit_the_axis(qapp, days):
    axis = DateAxis("bottom")
    start = 1_767_225_600.0  # 2026-01-01 UTC
    levels = axis.tickValues(start, start + days * DAY_S, 600.0)
    assert len(levels) == 1  # one row of labels: none drawn over another
    spacing, values = levels[0]
    texts = axis.tickStrings(values, 1.0, spacing)
    assert 2 <= len(texts) <= 600 // axis._label_px() + 1
    assert all(re.fullmatch(r"\d{4}-\d{2}|\d{2}-\d{2}", t) for t in texts), texts


def test_price_history_is_in_the_display_currency_with_gpu_names(window, fake_engines):  # noqa: F811
    window.apply_preferences(
        window.analysis.preferences.with_changes(currency="TWD", rates={"TWD": 32.0})
    )
    chart = window.chart_panels["price_history"]
    chart.gpu_combo.setCurrentIndex(chart.gpu_combo.findData("gpu-big"))
    chart._picked_by_user = True
    window.charts.setCurrentWidget(chart)
    chart.ensure_fresh()
    assert chart.gpu_combo.currentText() == "Test GPU Big 24GB"  # not "gpu-big"
    assert "Test GPU Big 24GB" in chart.message.text()
    axis = chart.plot.getAxis("left")
    assert "TWD" in axis.labelText and axis.autoSIPrefixScale == 1.0
    frame = chart.data_frame()
    assert set(frame["currency"]) == {"TWD"}
    # 2.0 USD an hour for one GPU, 7.0 for four: per GPU-hour, at 32 TWD per USD.
    assert sorted(frame["price_per_gpu_hour"]) == pytest.approx([7.0 / 4 * 32, 2.0 * 32])
    assert sorted(frame["usd_per_gpu_hour"]) == pytest.approx([7.0 / 4, 2.0])
