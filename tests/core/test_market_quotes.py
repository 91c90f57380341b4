"""Street prices per market as a buyer meets them: a Taipei buyer gets Taiwan's list in
TWD with its date, a figure the source gives only as a floor is never shown as the price,
and a repository price log is cited at the commit that holds the row."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.cost.money import SUPPORTED_CURRENCIES, shipped_rates
from dlbox.core.cost.ownership import build_capital
from dlbox.core.parts import Category
from dlbox.core.street_prices import MARKET_CURRENCY, PRICES_FILE, load_price_book

FIXED_COMMIT = re.compile(r"^https://github\.com/[^/]+/[^/]+/blob/[0-9a-f]{40}/")
HEADER = "part_id,market,currency,condition,price,price_high,price_date,source,notes"


def test_every_quote_is_in_its_markets_own_currency(catalogue):
    for quotes in catalogue.prices.quotes.values():
        for q in quotes:
            assert q.currency == MARKET_CURRENCY[q.market], (q.part_id, q.market, q.currency)


def test_a_price_log_kept_in_a_repository_is_cited_at_a_fixed_commit(catalogue):
    """A 2026 quote read from a GitHub file names the commit, so the row can be checked
    even after the log moves on."""
    cited = [
        q
        for quotes in catalogue.prices.quotes.values()
        for q in quotes
        if q.price_date >= dt.date(2026, 1, 1) and q.source.startswith("https://github.com/")
    ]
    assert len(cited) >= 60
    for q in cited:
        assert FIXED_COMMIT.match(q.source), (q.part_id, q.source)


def test_a_taipei_buyer_prices_a_workstation_from_taiwans_list_in_twd(catalogue):
    """原價屋's list of 2026-09-23: the RTX 6000 Ada and a Threadripper box are priced in
    TWD, new, with the listing quoted; the own-vs-rent capital is that street price."""
    taipei = catalogue.with_market("TW")
    card = taipei.get(Category.GPU, "rtx-6000-ada")
    assert (card.price, card.currency, card.price_market) == (289900, "TWD", "TW")
    assert (card.price_condition, card.price_date) == ("new", dt.date(2026, 9, 23))
    assert "Coolpc-Price-Dashboard/blob/" in (card.price_source or "")
    quote = next(q for q in catalogue.prices.for_part("rtx-6000-ada") if q.market == "TW")
    assert "麗臺 NVIDIA RTX 6000 Ada" in (quote.notes or "")
    cpu = taipei.get(Category.CPU, "threadripper-9970x")
    assert (cpu.price, cpu.currency) == (86550, "TWD")
    resolved = resolve(Build(currency="TWD").with_part(card, 2).with_part(cpu, 1), taipei)
    capital = build_capital(resolved, "TWD", shipped_rates().pinned()).total
    assert capital.currency == "TWD" and capital.amount == pytest.approx(2 * 289900 + 86550)
    # A US buyer keeps the US quote (2025 history, flagged old where shown): a third
    # market's figure does not displace the buyer's own market.
    us = catalogue.get(Category.GPU, "rtx-6000-ada")
    assert (us.price_market, us.currency) == ("US", "USD")
    assert us.price_date is not None and us.price_date.year == 2025


def test_a_third_markets_quote_prices_a_part_only_when_nothing_nearer_exists():
    """Korea's buyer: a fresh KR quote first; a stale one gives way to a newer US quote;
    Taiwan's figure is used only for a part with neither."""
    import datetime as _dt

    from dlbox.core.street_prices import PriceBook, PriceQuote, default_quote

    today = _dt.date(2026, 11, 26)

    def q(part, market, currency, price, day):
        return PriceQuote(
            part_id=part,
            market=market,
            currency=currency,
            condition="new",
            price=price,
            price_date=day,
            source=f"https://example.com/{market}",
        )

    book = PriceBook.of(
        [
            q("a", "KR", "KRW", 1_000_000, _dt.date(2025, 1, 1)),
            q("a", "US", "USD", 800, _dt.date(2026, 3, 1)),
            q("a", "TW", "TWD", 30_000, _dt.date(2026, 10, 1)),
            q("b", "TW", "TWD", 9_000, _dt.date(2026, 10, 1)),
            q("c", "KR", "KRW", 500_000, _dt.date(2026, 10, 1)),
            q("c", "TW", "TWD", 12_000, _dt.date(2026, 11, 1)),
        ]
    )
    assert default_quote(book, "a", "KR", today=today).market == "US"
    assert default_quote(book, "a", "US", today=today).market == "US"
    assert default_quote(book, "b", "KR", today=today).market == "TW"
    assert default_quote(book, "c", "KR", today=today).market == "KR"


def test_taiwan_covers_every_category_a_workstation_needs(catalogue):
    taiwan = {
        part_id
        for part_id, quotes in catalogue.prices.quotes.items()
        if any(q.market == "TW" and q.price_date >= dt.date(2026, 1, 1) for q in quotes)
    }
    for category in Category:
        ids = {p.id for p in catalogue.in_category(category)}
        assert ids & taiwan, f"no 2026 Taiwan price for any {category.value}"


def test_a_floor_from_the_source_is_kept_as_at_least(catalogue):
    """'Sold for more than 7 million won' is a lower bound, stored and shown as such."""
    floor = next(
        q
        for q in catalogue.prices.for_part("rtx-5090")
        if q.market == "KR" and q.price_date == dt.date(2026, 1, 1)
    )
    assert floor.at_least and floor.price == 7_000_000 and floor.kind == "street"
    plain = [q for q in catalogue.prices.for_part("rtx-5090") if q.market == "US"]
    assert plain and not any(q.at_least for q in plain)


def test_files_without_the_kind_columns_load_and_a_floor_with_a_top_is_refused(tmp_path):
    old = tmp_path / PRICES_FILE
    old.write_text(
        HEADER + "\ncard,US,USD,new,900,,2026-10-01,https://example.com/listing,\n",
        encoding="utf-8",
    )
    book, issues = load_price_book(old)
    assert issues == []
    (quote,) = book.for_part("card")
    assert (quote.kind, quote.at_least) == ("street", False)

    bad = tmp_path / "bad.csv"
    bad.write_text(
        HEADER
        + ",kind,at_least\n"
        + "card,US,USD,new,900,1200,2026-10-01,https://example.com/a,,,true\n"
        + "card,US,USD,new,900,,2026-10-01,https://example.com/b,,rumour,\n"
        + "card,KR,KRW,new,7000000,,2026-01-01,https://example.com/c,,reseller,true\n",
        encoding="utf-8",
    )
    book, issues = load_price_book(bad)
    assert [(i.line, i.field) for i in issues] == [(2, None), (3, "kind")]
    assert "lower bound" in issues[0].message and "price_high" in issues[0].message
    (kept,) = book.for_part("card")
    assert (kept.kind, kept.at_least, kept.market) == ("reseller", True, "KR")


def test_every_currency_converts_at_a_rate_seen_this_year():
    """Taiwan dollars included: the ECB does not publish TWD, so its 2026 rates come from
    the Taipei forex close as reported, dated and cited."""
    table = shipped_rates()
    for code in SUPPORTED_CURRENCIES:
        rate = table.rate(code) if code != "USD" else None
        if rate is not None:
            assert rate.date >= dt.date(2026, 1, 1), (code, rate.date)
            assert rate.source
    assert 30 < table.rate("TWD").per_usd < 34
