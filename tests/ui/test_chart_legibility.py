"""Charts a first-time user can read: axis names and legend entries in the text colour
(the price history's dates and providers were pyqtgraph's pale grey), a lone price
that says it is one, a short chart's axis title that fits, and no empty legend frame
over a chart with no lines."""

from __future__ import annotations

import datetime as dt

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from dlbox.core.cost.offers import PricingModel

from .typing_helpers import settle


def _one_day_history(monkeypatch):  # type: ignore[no-untyped-def]
    from dlbox.core.cost import history

    point = history.PricePoint(
        "Vast.ai", PricingModel.ON_DEMAND, dt.date(2026, 5, 20), 0.35, "USD", "1x-4090", "NO", "t"
    )
    one_day = [history.Series("Vast.ai", PricingModel.ON_DEMAND, "USD", (point,))]
    monkeypatch.setattr(history, "gpu_history", lambda *_a, **_k: one_day)


def test_price_history_dates_and_providers_are_in_the_text_colour(window, monkeypatch):
    _one_day_history(monkeypatch)
    chart = window.chart_panels["price_history"]
    chart.data_frame()
    text = QApplication.palette().color(QPalette.ColorRole.Text)
    dates = chart.plot.getAxis("bottom")
    assert type(dates).__name__ == "DateAxis"
    assert dates.textPen().color() == text
    _sample, label = chart.legend.items[0]
    assert "Vast.ai" in label.text
    assert label.opts["color"] == text  # the provider's name, not pale grey


def test_a_price_seen_on_one_day_says_there_is_no_trend_yet(window, monkeypatch):
    _one_day_history(monkeypatch)
    chart = window.chart_panels["price_history"]
    chart.data_frame()
    assert "each price was seen on one day only: no trend yet" in chart.message.text()
    curve = chart.curves[0]
    assert curve.opts["symbolSize"] >= 8  # a lone 5-px dot was lost on a 2560-px chart


def test_a_short_price_history_keeps_its_axis_title_whole(window, monkeypatch):
    _one_day_history(monkeypatch)
    chart = window.chart_panels["price_history"]
    window.docks["charts"].raise_()
    window.charts.show_chart("price_history")
    chart.resize(815, 150)  # a 1280×720 window's chart dock: "USD per GPU-hou"
    settle()
    axis = chart.plot.getAxis("left")
    assert axis.labelString().find("USD/h") >= 0
    chart.resize(815, 600)
    settle()
    assert "USD per GPU-hour" in axis.labelString()


def test_an_empty_build_draws_no_empty_legend_frame(window):
    window.docks["charts"].raise_()
    window.charts.show_chart("own_vs_rent")
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    settle()
    assert "no part of the build has a price yet" in chart.message.text()
    assert not chart.legend.isVisible()
    chart.resize(chart.width(), chart.height() + 200)
    settle()
    assert not chart.legend.isVisible()


def test_the_planners_chart_names_its_axes_and_title_in_the_text_colour(qtbot):
    from dlbox.ui.dialogs.plan_chart import PlanChart

    chart = PlanChart()
    qtbot.addWidget(chart)
    text = QApplication.palette().color(QPalette.ColorRole.Text)
    plot = chart.getPlotItem()
    for name in ("left", "bottom"):
        assert plot.getAxis(name).textPen().color() == text  # was pale grey
    assert f"color:{text.name()};" in plot.titleLabel.item.toHtml()


DAY = 86400.0


def _stamp(day: dt.date) -> float:
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp()


def test_a_lone_days_prices_sit_mid_week_marked_with_their_date(window, monkeypatch):
    """One dated price was a dot in the middle of a two-month axis; now the axis spans a
    week around it, a dotted line marks the day and the full date is written at its foot."""
    _one_day_history(monkeypatch)
    chart = window.chart_panels["price_history"]
    window.docks["charts"].raise_()
    window.charts.show_chart("price_history")
    chart.data_frame()
    settle()
    day = _stamp(dt.date(2026, 5, 20))
    (left, right), _ = chart.plot.viewRange()
    assert left < day < right
    assert right - left <= 7 * DAY
    assert abs((left + right) / 2 - day) < 1.0  # in the middle
    assert chart.day_marker.scene() is not None and chart.day_marker.value() == day
    assert chart.day_label.scene() is not None
    assert chart.day_label.textItem.toPlainText() == "2026-05-20"
    text = QApplication.palette().color(QPalette.ColorRole.Text)
    assert chart.day_marker.pen.color() == text and chart.day_label.color == text
    # The date axis has a tick on that day.
    axis = chart.plot.getAxis("bottom")
    ticks = [v for _step, values in axis.tickValues(left, right, axis.width()) for v in values]
    assert day in ticks


def test_several_days_of_prices_fill_the_axis_with_a_small_margin(window, monkeypatch):
    from dlbox.core.cost import history

    days = (dt.date(2025, 4, 23), dt.date(2025, 9, 1), dt.date(2026, 5, 20))
    points = tuple(
        history.PricePoint(
            "AWS", PricingModel.ON_DEMAND, day, 12.0 - i, "USD", "p5.48xlarge", "us-east-1", "t"
        )
        for i, day in enumerate(days)
    )
    series = [history.Series("AWS", PricingModel.ON_DEMAND, "USD", points)]
    monkeypatch.setattr(history, "gpu_history", lambda *_a, **_k: series)
    chart = window.chart_panels["price_history"]
    chart.data_frame()
    first, last = _stamp(days[0]), _stamp(days[-1])
    (left, right), _ = chart.plot.viewRange()
    assert left < first and last < right  # no point on the frame
    assert (right - left) <= 1.1 * (last - first)  # not six weeks or months of empty axis
    assert chart.day_marker.scene() is None  # no lone day to mark
