"""Which current prices are floors or not street prices: the table-wide answer the parts
table uses agrees with the per-part answer the details pane and the build list use."""

from __future__ import annotations

import datetime as dt

import pytest

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.price_marks import price_marks, quote_of
from dlbox.core.street_prices import PriceBook, PriceQuote, apply_street_prices


@pytest.mark.parametrize("market", ["US", "TW", "KR", "CN"])
def test_the_table_marks_match_each_parts_own_quote(catalogue, market):
    priced = catalogue.with_market(market)
    for category in Category:
        table = priced.table(category)
        marks = price_marks(table, priced.prices)
        assert list(marks.index) == list(table.index)
        for part in priced.in_category(category):
            quote = quote_of(part, priced.prices)
            kind = "" if quote is None or quote.kind == "street" else quote.kind
            assert marks.at[part.id, "kind"] == kind, part.id
            assert marks.at[part.id, "at_least"] == bool(quote and quote.at_least), part.id


def test_the_shipped_us_floor_is_found_until_a_newer_listing_replaces_it(catalogue):
    # "over $175" (Liberty Times 2025-10-06) was the 990 PRO 2TB's US price until the
    # PCPartPicker listings of 2026; the catalogue as of the end of 2025 marks it a floor.
    end_2025 = dt.date(2025, 12, 31)
    book = PriceBook.of(
        [q for qs in catalogue.prices.quotes.values() for q in qs if q.price_date <= end_2025]
    )
    then = Catalogue.from_parts(apply_street_prices(list(catalogue), book), prices=book)
    marks = price_marks(then.table("storage"), book)
    assert marks.at["samsung-990-pro-2tb", "at_least"]
    assert int(marks["at_least"].sum()) == 1
    now = price_marks(catalogue.table("storage"), catalogue.prices)
    assert not now.at["samsung-990-pro-2tb", "at_least"]  # $388, 2026-08-10


def test_a_list_price_is_told_from_an_older_street_price(catalogue):
    today = dt.date.today()
    listed = PriceQuote(
        part_id="rtx-4090",
        market="US",
        currency="USD",
        condition="new",
        price=2999,
        price_date=today,
        source="https://example.com/price-list",
        kind="list",
    )
    book = PriceBook.of([*(q for qs in catalogue.prices.quotes.values() for q in qs), listed])
    priced = Catalogue.from_parts(apply_street_prices(list(catalogue), book), prices=book)
    marks = price_marks(priced.table("gpu"), book)
    assert marks.at["rtx-4090", "kind"] == "list"
    # The same part priced from its street quote instead carries no tag.
    street = price_marks(catalogue.table("gpu"), catalogue.prices)
    assert street.at["rtx-4090", "kind"] == ""
    # Every other card keeps its own mark: the shipped B200 range is NVIDIA's indicated
    # price (list), the H200's China channel price a reseller quote.
    others = marks.drop(index="rtx-4090")["kind"]
    assert others.equals(street.drop(index="rtx-4090")["kind"])
    assert (street.at["b200", "kind"], street.at["h200-sxm", "kind"]) == ("list", "reseller")
