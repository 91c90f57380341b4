"""When street-price sources disagree: the logged listing is shown, the spread is kept.

The shipped data holds a real conflict: SiliconValueIndex's Newegg log saw the lowest
new RTX 4090 at $3,395 on 2026-03-06, while a May 2026 buying guide says "$1,800-2,000
new".  These tests read the shipped quotes and check what a user sees.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.cost.money import shipped_rates
from dlbox.core.cost.ownership import build_capital
from dlbox.core.parts import Category
from dlbox.core.street_prices import (
    MARKET_CURRENCY,
    WINDOW_DAYS,
    PriceBook,
    PriceQuote,
    default_street_price,
    is_stale,
    load_price_book,
    street_spreads,
)
from tests.core.cost_parts import street_quote

TODAY = dt.date(2026, 11, 26)


def _quote(**changes: Any) -> PriceQuote:
    """A buying guide's figure unless ``changes`` say otherwise."""
    return street_quote(**{"source": "https://example.com/guide", **changes})


def _us_new(catalogue, part_id: str) -> list[PriceQuote]:
    return [
        q for q in catalogue.prices.for_part(part_id) if (q.market, q.condition) == ("US", "new")
    ]


# ------------------------------------------------------------------ the RTX 4090 conflict
def test_the_rtx_4090_shows_the_retailer_log_with_the_guides_range_as_its_spread(catalogue):
    quotes = _us_new(catalogue, "rtx-4090")
    newest = max(q.price_date for q in quotes)
    window = [q for q in quotes if (newest - q.price_date).days <= WINDOW_DAYS]
    logged = max((q for q in window if q.basis == "listing"), key=lambda q: q.price_date)
    guides = [q for q in window if q.basis == "report"]
    # The conflict is real: a newer guide range that does not contain the logged price.
    assert guides and max(q.price_date for q in guides) > logged.price_date
    assert any((q.price_high or q.price) < logged.price for q in guides)

    card = catalogue.get(Category.GPU, "rtx-4090")
    assert (card.price, card.price_date, card.price_source) == (
        logged.price,
        logged.price_date,
        logged.source,
    )
    shown = default_street_price(catalogue.prices, "rtx-4090", "US")
    assert shown is not None and shown.quote == logged and shown.has_spread
    assert shown.low == min(q.price for q in window)
    assert shown.high == max(q.price_high or q.price for q in window)
    for guide in guides:  # every guide's range is inside the spread the UI can show
        assert shown.low <= guide.price and (guide.price_high or guide.price) <= shown.high


def test_buying_rtx_4090s_costs_the_logged_price_in_the_own_vs_rent_model(catalogue):
    card = catalogue.get(Category.GPU, "rtx-4090")
    shown = default_street_price(catalogue.prices, "rtx-4090", catalogue.market)
    assert shown is not None
    resolved = resolve(Build().with_part(card, 2), catalogue)
    capital = build_capital(resolved, shown.quote.currency, shipped_rates().pinned())
    assert capital.total.amount == pytest.approx(2 * shown.quote.price)


# ------------------------------------------------------------------ the rule itself
def test_a_newer_guide_gives_way_to_a_logged_listing_only_within_the_window():
    guide = _quote(price=1800, price_high=2000, price_date=dt.date(2026, 10, 1))
    near = _quote(
        price=3395,
        price_date=dt.date(2026, 10, 1) - dt.timedelta(days=WINDOW_DAYS),
        source="https://example.com/shop-log",
        basis="listing",
    )
    book = PriceBook.of([guide, near])
    shown = book.street("card", today=TODAY)
    assert shown is not None and shown.quote == near
    assert (shown.low, shown.high, len(shown.window)) == (1800, 3395, 2)

    # One day older than the window: the listing is old news, the guide is shown and
    # the listing no longer widens the spread.
    far = near.model_copy(update={"price_date": near.price_date - dt.timedelta(days=1)})
    shown = PriceBook.of([guide, far]).street("card", today=TODAY)
    assert shown is not None and shown.quote == guide
    assert (shown.low, shown.high, shown.sources) == (1800, 2000, 1)


def test_a_fresh_guide_is_never_swapped_for_a_listing_that_is_flagged_old():
    guide = _quote(price_date=TODAY - dt.timedelta(days=30))
    listing = _quote(
        price=1200,
        price_date=TODAY - dt.timedelta(days=100),
        source="https://example.com/shop-log",
        basis="listing",
    )
    shown = PriceBook.of([guide, listing]).street("card", today=TODAY, max_age_days=90)
    assert shown is not None and shown.quote == guide
    assert not is_stale(shown.quote.price_date, TODAY, 90)
    assert (shown.low, shown.high) == (1000, 1200)  # the disagreement is still shown


def test_a_newer_floor_above_a_listing_says_the_listing_is_out_of_date(catalogue):
    # The shipped case: Samsung's 990 PRO 2TB was listed at $149.99 (July 2025) and a
    # newspaper reported it "over $175" in October 2025, when SSD prices climbed.
    quotes = _us_new(catalogue, "samsung-990-pro-2tb")
    floor = next(q for q in quotes if q.at_least)
    listing = next(q for q in quotes if q.basis == "listing" and q.price_date < floor.price_date)
    assert floor.price_date > listing.price_date and floor.price > listing.price
    shown = PriceBook.of([listing, floor]).street("samsung-990-pro-2tb", today=TODAY)
    assert shown is not None and shown.quote == floor
    assert shown.low == listing.price  # the older listing still shows in the spread

    # The 2026 PCPartPicker listings (up to $388 in August 2026) are newer than the
    # floor, so the newest of them is what the part shows; the floor is history.
    shown = PriceBook.of(quotes).street("samsung-990-pro-2tb", today=TODAY)
    newest = max((q for q in quotes if q.basis == "listing"), key=lambda q: q.price_date)
    assert shown is not None and shown.quote == newest and newest.price > floor.price

    # A floor below the listing does not contradict it: the listing stays.
    low_floor = floor.model_copy(update={"price": listing.price - 10})
    shown = PriceBook.of([listing, low_floor]).street("samsung-990-pro-2tb", today=TODAY)
    assert shown is not None and shown.quote == listing


def test_a_used_price_never_widens_a_new_price_spread():
    book = PriceBook.of(
        [
            _quote(price=1800),
            _quote(condition="used", price=900, source="https://example.com/ebay"),
        ]
    )
    shown = book.street("card", today=TODAY)
    assert shown is not None and (shown.quote.condition, shown.low, shown.high) == (
        "new",
        1800,
        1800,
    )
    assert not shown.has_spread


def test_the_spread_table_matches_each_parts_details(catalogue):
    ids = [p.id for p in catalogue]
    for market in MARKET_CURRENCY:
        table = street_spreads(catalogue.prices, ids, market)
        assert list(table.index) == ids
        for part_id in ids:
            found = default_street_price(catalogue.prices, part_id, market)
            row = table.loc[part_id]
            if found is None:
                assert row["quotes"] == 0 and row.isna()["price_low"], part_id
                continue
            assert (row["price_low"], row["price_high"], row["quotes"]) == (
                found.low,
                found.high,
                len(found.window),
            )
            assert found.low <= found.quote.price <= found.high, part_id


# ------------------------------------------------------------------ the shipped file
def test_a_logged_listing_is_one_dated_figure_from_a_named_page(catalogue):
    listings = [q for qs in catalogue.prices.quotes.values() for q in qs if q.basis == "listing"]
    assert len(listings) > 100
    for quote in listings:
        # A listing is what one shop asked or one sale fetched: never a range or a floor.
        assert quote.price_high is None and not quote.at_least, quote
        assert quote.source.startswith(("https://", "seed")), quote


def test_a_taiwanese_user_sees_twd_prices_first(catalogue):
    taiwan = catalogue.with_market("TW")
    fresh_tw = {
        part_id
        for part_id, quotes in catalogue.prices.quotes.items()
        if any(q.market == "TW" and not is_stale(q.price_date) for q in quotes)
    }
    assert len(fresh_tw) > 50
    for part_id in fresh_tw:
        part = next(p for p in taiwan if p.id == part_id)
        assert (part.currency, part.price_market) == ("TWD", "TW"), part_id
    # Without a Taiwan quote the part keeps a price from another market, marked as such.
    others = [p for p in taiwan if p.price is not None and p.id not in fresh_tw]
    assert others and all(p.price_market != "TW" or p.currency == "TWD" for p in others)


def test_an_unknown_basis_is_named_with_its_line_and_field(tmp_path):
    path = tmp_path / "prices.csv"
    path.write_text(
        "part_id,market,currency,condition,price,price_date,source,basis\n"
        "card,US,USD,new,1000,2026-10-01,https://example.com/a,listing\n"
        "card,US,USD,new,1100,2026-10-02,https://example.com/b,rumour\n",
        encoding="utf-8",
    )
    book, issues = load_price_book(path, ["card"])
    assert len(book) == 1 and book.for_part("card")[0].basis == "listing"
    assert [(i.line, i.field) for i in issues] == [(3, "basis")]
    assert "listing" in issues[0].message and "report" in issues[0].message


def test_a_2026_price_read_from_a_repositorys_price_log_cites_the_commit(catalogue):
    """A price log kept in a repository changes every day: the row must point at the
    snapshot it was read from, so anyone can open the same figure again.  A purchase
    plan kept in a repository is pinned the same way, but it quotes a shop's page
    second-hand, so it is a report, not a listing."""
    logged = [
        q
        for qs in catalogue.prices.quotes.values()
        for q in qs
        if q.source.startswith("https://github.com/") and q.price_date >= dt.date(2026, 1, 1)
    ]
    plans = [q for q in logged if "recorded as a report" in q.notes]
    assert len(logged) - len(plans) > 50 and len(plans) >= 10
    for quote in logged:
        assert re.search(r"/blob/[0-9a-f]{40}/", quote.source), quote.source
        assert quote.basis == ("report" if quote in plans else "listing"), quote
