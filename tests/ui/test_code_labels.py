"""Codes the engines use ("amp", "ap-northeast-1", "qlora") reach the user as words, in
their language, while the stored value stays the code."""

from __future__ import annotations

import re

from dlbox.core.estimate.settings import PRECISIONS
from dlbox.ui.labels import offer_label, region_label

CODE = re.compile(r"^(fp32|tf32|amp|fp16|bf16|fp8|none|lora|qlora)$")


def test_the_precision_box_shows_words_and_keeps_the_code(window):
    box = window.workload_bar.precision
    texts = [box.itemText(i) for i in range(box.count())]
    assert not [t for t in texts if CODE.match(t.strip())], texts
    amp = box.findData("amp")
    assert amp >= 0 and "AMP" in box.itemText(amp) and box.itemText(amp) != "amp"
    box.setCurrentIndex(amp)
    assert window.analysis.workload.precision == "amp"  # what the build file stores


def test_the_plan_dialog_names_precisions_and_adapters(window):
    dialog = window.make_plan_dialog()
    for box in (dialog.precision, dialog.adapter):
        texts = [box.itemText(i) for i in range(box.count())]
        assert not [t for t in texts if CODE.match(t.strip())], texts
    assert {dialog.precision.itemData(i) for i in range(1, dialog.precision.count())} == set(
        PRECISIONS
    )
    dialog.close()


def test_a_region_is_its_place_then_its_code():
    assert region_label("ap-northeast-1") == "Tokyo (ap-northeast-1)"
    assert region_label("asia-east1") == "Taiwan (asia-east1)"
    assert region_label("ca-central-1") == "Canada Central (ca-central-1)"  # not "Central"
    assert region_label("Norway, NO, EU") == "Norway, NO, EU"  # a marketplace's own words


def test_an_offer_names_its_region_by_place():
    from dlbox.core.cost.offers import Offer

    offer = Offer(
        provider="AWS",
        region="ap-northeast-1",
        instance_type="g6e.xlarge",
        pricing_model="spot",
        unit="hour",
        price=1.0,
        currency="USD",
        date="2026-01-01",
        source="test",
    )
    assert offer_label(offer) == "AWS g6e.xlarge (Tokyo ap-northeast-1), spot"


def test_the_planner_region_box_shows_places_and_searches_by_key(window):
    dialog = window.make_plan_dialog()
    try:
        keys = [dialog.region.itemData(i) for i in range(dialog.region.count())]
        texts = [dialog.region.itemText(i) for i in range(dialog.region.count())]
        assert "taiwan" in keys and "Taiwan" in texts  # a word, not the lower-case key
        assert not [t for t in texts if t in {"japan", "korea", "taiwan", "asia", "europe"}]
        dialog.region.setCurrentIndex(keys.index("taiwan"))
        assert dialog.request().region == "taiwan"
    finally:
        dialog.close()


def test_every_big_cloud_region_shipped_has_a_place_in_the_users_language():
    from pathlib import Path

    import pandas as pd

    from dlbox.core.cost.regions import CITIES
    from dlbox.ui.labels import REGION_PLACES, region_place

    shipped = Path(__file__).resolve().parents[2] / "data" / "cloud" / "offers.csv"
    offers = pd.read_csv(shipped, usecols=["provider", "region"])
    big = offers[offers["provider"].isin(["AWS", "Google Cloud", "Azure"])]
    codes = {r for r in big["region"].dropna() if not r.startswith("unstated")}
    assert len(codes) > 80
    assert sorted(c for c in codes if not region_place(c)) == []
    # Each place is a translatable word (not left in English for want of an entry).
    places = {region_place(c) for c in CITIES}
    assert places <= set(REGION_PLACES), places - set(REGION_PLACES)


def test_reports_name_precisions_with_the_windows_words():
    # Exports run without Qt, from core's copy of the words; the two must not drift.
    from dlbox.core.words import PRECISION_WORDS
    from dlbox.ui.labels import PRECISION_LABELS

    assert PRECISION_WORDS == PRECISION_LABELS
    assert set(PRECISION_WORDS) == set(PRECISIONS)


def test_reports_name_bounds_and_engines_as_the_window_does():
    """The CLI and the exports word a bound and a serving stack without Qt, from core's
    copy; the window's must say the same, and list every stack the estimator takes."""
    from dlbox.core.estimate.settings import SERVING_ENGINES
    from dlbox.core.job import DEFAULT_SERVING_ENGINE
    from dlbox.core.words import BOTTLENECK_WORDS, DECODE_BOTTLENECK_WORDS, SERVING_ENGINE_WORDS
    from dlbox.ui.labels import BOTTLENECKS, DECODE_BOTTLENECKS, ENGINES

    assert BOTTLENECK_WORDS == BOTTLENECKS
    assert DECODE_BOTTLENECK_WORDS == DECODE_BOTTLENECKS
    assert ENGINES[0][0] == DEFAULT_SERVING_ENGINE  # the default stack heads the list
    assert (
        sorted(k for k, _s, _f in ENGINES)
        == sorted(SERVING_ENGINES)
        == sorted(SERVING_ENGINE_WORDS)
    )
