"""A Taipei user in zh_TW reads cloud offers and the dataset unit in Chinese: no
"on-demand"/"spot"/"reserved" left in the compare view, no "images per epoch"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from dlbox.core.cost.offers import PRICING_NAMES, OfferCatalogue
from dlbox.ui.language import apply_language
from dlbox.ui.widgets.workload_bar import WorkloadBar
from tests.ui.test_charts import fake_engines, hourly_offer  # noqa: F401  (fake_engines: a fixture)

from .typing_helpers import in_language

# Every English pricing word a label could carry ("1-year reserved" → "reserved").
PRICING_WORDS = re.compile(
    r"\b(on-demand|spot|preemptible|reserved|committed|sustained|monthly|free|savings|"
    r"capacity|per epoch|images|sequences|tokens|samples)\b",
    re.IGNORECASE,
)


@pytest.fixture
def three_pricing_models(request, monkeypatch):
    """The stand-in estimator of test_charts, with one offer per common pricing model."""
    from dlbox.ui import engines

    request.getfixturevalue("fake_engines")
    offers = OfferCatalogue.from_offers(
        [
            hourly_offer("CloudA", "a.big", "gpu-big", 1, price, model)
            for model, price in (("on_demand", 2.0), ("spot", 0.8), ("reserved_1y", 1.3))
        ]
    )
    monkeypatch.setattr(engines, "_offers", lambda: offers)
    return offers


@pytest.fixture
def zh_tw_window(window, three_pricing_models):
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    window.apply_preferences(
        window.analysis.preferences.with_changes(
            language="zh_TW", currency="TWD", pricing_models=("ondemand", "spot", "reserved1y")
        )
    )
    yield window
    apply_language("en")


def test_the_english_pricing_words_are_what_this_test_looks_for():
    # So the test below fails if the core's names change and the pattern no longer matches.
    assert all(PRICING_WORDS.search(name) for name in PRICING_NAMES.values())


def test_zh_tw_offer_labels_and_dataset_unit_have_no_english_pricing_words(zh_tw_window):
    window = zh_tw_window
    bar = window.workload_bar  # the bar made again in zh_TW
    assert isinstance(bar, WorkloadBar)
    label = bar.findChild(QLabel, "dataset_unit")
    unit, per_epoch = label.text(), label.toolTip()  # short in the bar, whole on hover
    assert unit and not PRICING_WORDS.search(unit + per_epoch), unit
    assert "epoch" in per_epoch  # the term itself stays, as ML users write it

    window.docks["compare"].raise_()
    window.compare.refresh()
    QApplication.processEvents()
    combo = window.compare.offer_combo
    offers = [combo.itemText(i) for i in range(combo.count())]
    assert offers, "the compare view should list cloud offers to compare against"
    assert [t for t in offers if PRICING_WORDS.search(t)] == []
    assert any("隨需" in t or "競價型" in t or "預留" in t for t in offers), offers[:3]
    rows = [row.label for row in window.compare.rows]
    assert [r for r in rows if PRICING_WORDS.search(r)] == []


def test_zh_tw_speed_chart_names_its_bars_and_bottleneck_in_chinese(zh_tw_window):
    chart = zh_tw_window.chart_panels["speed"]
    chart.ensure_fresh()
    ticks = [text for _pos, text in chart.plot.getAxis("left")._tickLevels[0]]
    assert "此配置" in ticks
    assert any(t.endswith("（雲端）") for t in ticks), ticks
    assert not [t for t in ticks if "This build" in t or "(cloud)" in t]
    assert "瓶頸：運算" in chart.message.text()  # the stand-in estimator is compute-bound


def test_zh_tw_says_why_a_chart_is_empty_in_chinese(window, three_pricing_models):
    """A new user's empty build: the own-vs-rent chart says why it has nothing to draw."""
    with in_language(window, "zh_TW"):
        chart = window.chart_panels["own_vs_rent"]
        chart.ensure_fresh()
        text = chart.message.text()
        assert "配置中的零件都還沒有價格" in text, text
        assert "no part" not in text
