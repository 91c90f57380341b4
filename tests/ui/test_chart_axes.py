"""Chart axes a user can read: numbers in their format and in the axis's own unit (no
"(x0.001)" factor hiding in a cut-off title), dates without English month names, and
the cloud price history in the display currency with GPUs named."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale

from dlbox.ui.charts.axes import DAY_S, DateAxis, NumberAxis
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
