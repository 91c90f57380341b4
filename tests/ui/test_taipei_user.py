"""What a user in Taipei, working in TWD on a 1280×720 laptop, reads: grouped digits,
a budget that means the same in TWD, cost labels that do not run into each other and
hourly prices with their cents."""

from __future__ import annotations

import pandas as pd
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from dlbox.ui.models.frame_model import format_column
from tests.ui.test_charts import fake_engines  # noqa: F401 (a fixture)


def _twd(window) -> None:
    window.apply_preferences(
        window.analysis.preferences.with_changes(currency="TWD", rates={"TWD": 32.0})
    )


def test_catalogue_prices_in_twd_carry_grouped_digits():
    assert format_column(pd.Series([120553.0, 3640.0, None]), 0) == ["120,553", "3,640", "—"]
    assert format_column(pd.Series([24.0, 8.0]), None) == ["24", "8"]
    # Bandwidth groups its digits as prices do (it read "1638.0" beside "3,640").
    assert format_column(pd.Series([1638.0, 936.2]), 1) == ["1,638.0", "936.2"]
    assert format_column(pd.Series([999.0, 850.0]), 0) == ["999", "850"]


def test_the_planner_budget_means_the_same_in_twd(window):
    _twd(window)
    dialog = window.make_plan_dialog()
    try:
        assert dialog.currency.currentText() == "TWD"
        assert dialog.budget.value() == pytest.approx(5000 * 32.0, rel=0.01)  # not 5,000 TWD
        dialog.currency.setCurrentText("USD")
        assert dialog.budget.value() == pytest.approx(5000, rel=0.01)
        assert "," in dialog.budget.text()  # "5,000"
        axis = dialog.chart.getPlotItem().getAxis("bottom")  # parts price in TWD
        assert axis.tickStrings([50000.0, 100000.0], 1.0, 50000.0) == ["50,000", "100,000"]
    finally:
        dialog.close()


def test_cost_labels_fit_their_bars_at_1280x720(window):
    _twd(window)
    window.resize(1280, 720)
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    chart = window.chart_panels["cost"]
    window.docks["charts"].raise_()
    window.charts.setCurrentWidget(chart)
    for _ in range(4):
        QApplication.processEvents()
    chart.ensure_fresh()
    vb = chart.plot.vb
    slot = vb.mapViewToScene(QPointF(1, 0)).x() - vb.mapViewToScene(QPointF(0, 0)).x()
    texts = [label.textItem.toPlainText() for label in chart.labels]
    assert texts[0].startswith("51,200\n") and texts[0].endswith("%"), texts  # 1,600 USD
    assert not [t for t in texts if "TWD" in t]  # the axis names the currency
    for label in chart.labels:
        assert label.textItem.boundingRect().width() < slot  # no label runs into the next
    top = vb.mapViewToScene(QPointF(0, max(chart.amounts()))).y()
    tallest = max(label.textItem.boundingRect().height() for label in chart.labels)
    assert top - tallest >= vb.sceneBoundingRect().top() - 1  # the top label is not cut


def test_hourly_offer_prices_in_twd_keep_their_cents(window, fake_engines):  # noqa: F811
    _twd(window)
    for category, part_id in [("gpu", "gpu-small"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    window.docks["compare"].raise_()
    window.compare.refresh()
    rows = {row.label: row for row in window.compare.rows}
    # The small GPU rents for 0.50 USD an hour: 16.00 TWD, not "16 TWD"; 2.00 USD: 64.00.
    rental = rows["Cheapest comparable rental"].values
    assert "16.00 TWD/h" in rental[0], rental


@pytest.mark.parametrize("currency", ["USD", "TWD"])
def test_part_names_get_more_room_than_the_prices_at_1280x720(window, currency):
    from dlbox.ui.models.build_model import COL_PART, COL_TOTAL, COL_UNIT

    window.apply_preferences(window.analysis.preferences.with_changes(currency=currency))
    window.resize(1280, 720)
    # The docks a window opening at 1280×720 gets (they are sized once it has painted,
    # which the fixture waited for, at its first size).
    window.reset_layout()
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    for _ in range(4):
        QApplication.processEvents()
    header = window.editor.view.horizontalHeader()
    prices = header.sectionSize(COL_UNIT) + header.sectionSize(COL_TOTAL)
    assert header.sectionSize(COL_PART) > prices, (header.sectionSize(COL_PART), prices)
