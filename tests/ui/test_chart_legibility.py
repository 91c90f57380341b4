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
