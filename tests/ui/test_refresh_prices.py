"""Catalogue ▸ Refresh Cloud Prices: off the GUI thread, with progress and cancel; the
offers, charts and price history follow; a failed refresh changes nothing."""

from __future__ import annotations

import shutil

import pytest

from dlbox.core.cost.layers import current_offers
from dlbox.core.cost.offers import PricingModel
from dlbox.ui import engines
from tests.conftest import REPO_ROOT

FIXTURES = REPO_ROOT / "tests" / "data" / "refresh"


@pytest.fixture(autouse=True)
def _fresh_offer_caches():
    current_offers.cache_clear()
    engines._offers.cache_clear()
    yield
    current_offers.cache_clear()
    engines._offers.cache_clear()


def test_the_action_is_in_the_catalogue_menu(window):
    action = window.actions["refresh_prices"]
    assert "Cloud Prices" in action.text().replace("&", "")
    menu = window.menuBar().findChild(type(window.menuBar().actions()[0].menu()), "menu_catalogue")
    assert action in menu.actions()


def test_refresh_runs_on_a_worker_and_the_offers_follow(window, qtbot):
    runner = window.price_refresh
    with qtbot.waitSignal(runner.done, timeout=30_000) as finished:
        runner.start(FIXTURES)
        assert runner.running()  # the GUI thread is free while the worker reads
    report = finished.args[0]
    assert report.counts()["AWS"] == 9
    assert "Stored 22 prices" in window.statusBar().currentMessage()
    offers = engines._offers()
    seoul = offers.select(providers=["aws"], region="seoul", gpu_id="h100-sxm")
    assert PricingModel.RESERVED_3Y in {o.pricing_model for o in seoul}
    chart = window.chart_panels["price_history"]
    index = chart.gpu_combo.findData("h100-sxm")
    chart.gpu_combo.setCurrentIndex(index)
    frame = chart.data_frame()
    assert {"AWS", "Google Cloud"} <= set(frame["provider"])
    # Each provider in one region by default; Seoul shows the refreshed reservations.
    assert set(frame[frame["provider"] == "AWS"]["region"]) == {"us-east-1"}
    chart.region_combo.setCurrentIndex(chart.region_combo.findData("ap-northeast-2"))
    seoul = chart.data_frame()
    assert "reserved_3y" in set(seoul[seoul["provider"] == "AWS"]["pricing"])
    assert set(seoul["region"]) == {"ap-northeast-2"}


def test_a_failed_refresh_changes_nothing_and_says_where(window, qtbot, tmp_path, answers):
    feeds = shutil.copytree(FIXTURES, tmp_path / "feeds")
    (feeds / "gcp" / "gpu_vm_prices.csv").write_text("provider,region\ngcp,x\n")
    runner = window.price_refresh
    runner.start(feeds)
    qtbot.waitUntil(lambda: not runner.running(), timeout=30_000)
    _, asked = answers
    assert (
        asked and "gcp/gpu_vm_prices.csv, row 1" in asked[-1] and "nothing was changed" in asked[-1]
    )
    assert not current_offers().select(providers=["lambda"], region="us-east-1")


def test_cancel_stores_nothing(window, qtbot, answers):
    runner = window.price_refresh
    runner.start(FIXTURES)
    runner.cancel()
    qtbot.waitUntil(lambda: not runner.running(), timeout=30_000)
    _, asked = answers
    assert "Cancelled" in asked[-1]
    from dlbox.core.cost.refresh.store import PriceStore

    assert PriceStore().snapshots() == []


def test_price_history_chart_draws_the_aws_price_cut(window):
    chart = window.chart_panels["price_history"]
    chart.gpu_combo.setCurrentIndex(chart.gpu_combo.findData("h100-sxm"))
    frame = chart.data_frame()
    aws = frame[(frame["provider"] == "AWS") & (frame["pricing"] == "on_demand")]
    first = aws.sort_values("date").iloc[0]
    assert first["date"] == "2025-04-23" and first["usd_per_gpu_hour"] == pytest.approx(98.32 / 8)
    assert "lowest price per GPU-hour" in chart.message.text()


def test_job_extras_in_settings_reach_the_comparison(window, monkeypatch, qtbot):
    from dlbox.ui.dialogs.settings_dialog import SettingsDialog
    from dlbox.ui.preferences import Preferences, load_preferences, save_preferences

    dialog = SettingsDialog(Preferences(), shipped_rates={})
    qtbot.addWidget(dialog)
    dialog.job_extras["egress_gb"].setValue(100)
    dialog.job_extras["egress_price_per_gb"].setValue(0.09)
    dialog.job_extras["storage_gb"].setValue(500)
    dialog.job_extras["storage_price_per_gb_month"].setValue(0.08)
    prefs = dialog.preferences()
    assert (prefs.egress_gb, prefs.egress_price_per_gb) == (100, 0.09)
    save_preferences(prefs)
    assert load_preferences().storage_price_per_gb_month == 0.08
    seen: dict = {}

    def spy(*_args, **kwargs):
        seen.update(kwargs)
        raise engines.UnpricedBuildError("stopped by the test")

    monkeypatch.setattr(engines, "compare_build", spy)
    answer = engines.cloud_view(
        window.document.resolved, window.catalogue, "resnet50", None, "USD", prefs
    )
    assert answer == "stopped by the test"
    assert (seen["egress_gb"], seen["storage_gb"], seen["storage_price_per_gb_month"]) == (
        100,
        500,
        0.08,
    )


def test_price_history_date_axis_shows_days_even_for_one_days_prices(window, monkeypatch):
    """A GPU priced on one day only used to zoom the date axis to fractions of a second
    around that day (ticks like "59.600", "00:00:00")."""
    import datetime as dt

    from dlbox.core.cost import history
    from dlbox.ui.charts.price_history import ONE_DAY_SIDE_S

    day = dt.date(2026, 5, 20)
    point = history.PricePoint(
        "Vast.ai", PricingModel.ON_DEMAND, day, 0.35, "USD", "1x-4090", "NO", "test"
    )
    one_day = [history.Series("Vast.ai", PricingModel.ON_DEMAND, "USD", (point,))]
    monkeypatch.setattr(history, "gpu_history", lambda *_a, **_k: one_day)
    chart = window.chart_panels["price_history"]
    assert list(chart.data_frame()["date"]) == ["2026-05-20"]
    box = chart.plot.getViewBox()
    box.updateAutoRange()  # offscreen, auto-range waits for a paint that never comes
    (low, high), _y = box.viewRange()
    assert high - low >= 2 * ONE_DAY_SIDE_S * 0.99  # days each side, not seconds
