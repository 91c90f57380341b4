"""Datacentre cards a buyer prices today: each shown price carries its date, source,
market and kind, an old one is flagged, and a build of the card gets a capital and an
own-vs-rent answer instead of "no price"."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.compare import compare_build
from dlbox.core.cost.money import shipped_rates
from dlbox.core.cost.offers import shipped_offers
from dlbox.core.parts import Category
from dlbox.core.price_searches import load_not_found
from dlbox.core.price_source import source_short_name
from dlbox.core.street_prices import default_street_price, is_stale
from tests.conftest import DATA_DIR

TODAY = dt.date(2026, 11, 26)


def _not_found() -> set[str]:
    rows, _issues = load_not_found(DATA_DIR / "prices_not_found.csv")
    return {row.part_id for row in rows}


def _compare(catalogue: Catalogue, gpu_id: str, currency: str = "USD"):
    card = catalogue.get(Category.GPU, gpu_id)
    resolved = resolve(Build(currency=currency).with_part(card, 1), catalogue)
    offers = shipped_offers().select(providers=["aws", "lambda"], priced_only=True)
    return compare_build(
        resolved, catalogue, offers, shipped_rates(), currency=currency, workload="resnet50"
    )


def test_an_h100_pcie_build_has_a_dated_cost_and_an_own_vs_rent_answer(catalogue):
    card = catalogue.get(Category.GPU, "h100-pcie")
    assert card.price is not None and card.price_date is not None
    assert not is_stale(card.price_date, today=TODAY)  # a 2026 resale figure, in date
    assert source_short_name(card.price_source) == "gpupoet.com"
    result = _compare(catalogue, "h100-pcie")
    assert result.capital is not None
    assert result.capital.total.amount == pytest.approx(card.price)
    assert np.isfinite(result.comparison.breakeven_days).any()


def test_the_h200_is_priced_from_chinas_newest_channel_quote_in_cny(catalogue):
    """Tencent Technology (2025-12-24): RMB 1.4 million per 8-GPU module; a news item of
    2026-01-10: about RMB 190,000 per chip.  The newer quote is shown, the older one
    bounds the spread."""
    shanghai = catalogue.with_market("CN")
    card = shanghai.get(Category.GPU, "h200-sxm")
    assert (card.price, card.currency, card.price_market) == (190000, "CNY", "CN")
    assert card.price_date == dt.date(2026, 1, 10)
    assert is_stale(card.price_date, today=TODAY)  # shown with its age flag
    quote = default_street_price(catalogue.prices, "h200-sxm", "CN", today=TODAY)
    assert quote is not None and quote.quote.kind == "reseller"
    assert (quote.low, quote.high) == (175000, 190000)
    # A US buyer has no US figure: China's is shown, converted and marked as CN.
    us = catalogue.get(Category.GPU, "h200-sxm")
    assert (us.price_market, us.currency) == ("CN", "CNY")
    result = _compare(catalogue, "h200-sxm")
    assert result.capital is not None and result.capital.total.currency == "USD"
    assert result.capital.total.amount > 15_000  # 190,000 CNY at the pinned rate
    # China's row left the list of searches that found nothing; the US and Taiwan
    # rows keep the record of where no price was found.
    markets = {
        r.market
        for r in load_not_found(DATA_DIR / "prices_not_found.csv")[0]
        if r.part_id == "h200-sxm"
    }
    assert markets == {"US", "TW"}


def test_the_b200_shows_nvidias_indicated_range_as_an_old_list_price(catalogue):
    found = default_street_price(catalogue.prices, "b200", "US", today=TODAY)
    assert found is not None
    assert (found.quote.kind, found.quote.basis) == ("list", "report")
    assert (found.low, found.high) == (30000, 40000)
    assert found.quote.price_date == dt.date(2024, 10, 3)
    assert is_stale(found.quote.price_date, today=TODAY)
    assert "b200" in _not_found()
