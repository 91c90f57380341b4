"""Street prices (data/prices.csv): dated, cited, per market, never a launch MSRP as today's."""

from __future__ import annotations

import csv
import datetime as dt
import math

import pandas as pd
import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import DERIVED_COLUMNS, Catalogue, load_catalogue
from dlbox.core.cost.money import shipped_rates
from dlbox.core.cost.ownership import build_capital
from dlbox.core.parts import GPU, Category
from dlbox.core.price_searches import NotFound, load_not_found
from dlbox.core.street_prices import (
    MARKET_CURRENCY,
    PRICES_FILE,
    PriceBook,
    apply_street_prices,
    default_quote,
    is_stale,
    load_price_book,
    market_for_currency,
    stale_mask,
)
from tests.conftest import DATA_DIR
from tests.core.cost_parts import street_quote
from tests.core.rules_parts import CARD_SPECS

PRICES = DATA_DIR / PRICES_FILE
NOT_FOUND = DATA_DIR / "prices_not_found.csv"
TODAY = dt.date(2026, 11, 25)


# ------------------------------------------------------------------ the shipped file
def test_every_shipped_price_loads_with_date_source_currency_and_a_known_part(catalogue):
    book, issues = load_price_book(PRICES, (p.id for p in catalogue))
    assert issues == []
    with PRICES.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(book.every_row()) == len(rows) > 100
    for quote in book.every_row():
        assert quote.price_date <= TODAY, quote
        assert quote.currency == MARKET_CURRENCY[quote.market], quote
        assert quote.source.startswith(("http://", "https://", "seed")), quote
        assert quote.price_high is None or quote.price_high >= quote.price


def test_no_launch_msrp_is_shipped_as_a_street_price(catalogue):
    quotes = [q for qs in catalogue.prices.quotes.values() for q in qs]
    assert not [q for q in quotes if "msrp" in q.source.lower()]
    for part in catalogue:
        assert "launch MSRP" not in (part.price_source or ""), part.id


def test_every_priced_part_carries_its_date_source_and_condition(catalogue):
    priced = [p for p in catalogue if p.price is not None]
    assert len(priced) > 150
    for part in priced:
        assert part.price > 0 and part.price_date is not None and part.price_source, part.id
        assert part.price_condition in ("new", "used") and part.price_market, part.id


@pytest.mark.parametrize(
    "part_id",
    ["rtx-4090", "rtx-5090", "rtx-5080", "rtx-3090", "rtx-pro-6000-blackwell", "l40s"],
)
def test_cards_people_buy_for_deep_learning_have_a_price_seen_in_2026(catalogue, part_id):
    part = catalogue.get(Category.GPU, part_id)
    assert part.price is not None and part.price_date >= dt.date(2026, 1, 1)


def test_the_rtx_4090_is_priced_at_its_street_price_not_its_msrp(catalogue):
    card = catalogue.get(Category.GPU, "rtx-4090")
    assert isinstance(card, GPU)
    assert card.launch_price_usd == 1599  # kept as history
    assert card.price is not None and card.price > card.launch_price_usd
    assert card.price_source.startswith("https://")


# ------------------------------------------------------------------ unknown is not 0
def test_a_gpu_with_no_power_inputs_is_slot_powered_or_not_a_pcie_card(catalogue):
    """A card stating 0 for every input must really need none: 75 W from the slot, or a
    module (SXM/OAM/MXM) fed by its board. An unknown count is empty, never 0."""
    for gpu in catalogue.in_category(Category.GPU):
        assert isinstance(gpu, GPU)
        counts = (gpu.pcie_6pin, gpu.pcie_8pin, gpu.hpwr_16pin, gpu.eps_8pin)
        if counts == (0, 0, 0, 0) and gpu.form_factor == "pcie":
            assert gpu.board_power_w <= 75, gpu.id


def test_unknown_power_inputs_load_as_unknown_and_are_named_in_not_checked(catalogue):
    from dlbox.core.rules.engine import check_build

    mi210 = catalogue.get(Category.GPU, "instinct-mi210")
    assert isinstance(mi210, GPU)
    assert mi210.pcie_8pin is None and mi210.eps_8pin is None and not mi210.power_inputs_known
    psu = catalogue.get(Category.PSU, "corsair-ax1600i")
    result = check_build(resolve(Build().with_part(mi210, 2).with_part(psu), catalogue), None)
    assert any("AMD Instinct MI210" in item for item in result.not_checked)
    assert not [f for f in result.findings if f.rule == "power.gpu_connectors"]
    assert not any(
        "MI210" in item
        for item in check_build(
            resolve(
                Build().with_part(catalogue.get(Category.GPU, "rtx-4090")).with_part(psu), catalogue
            ),
            None,
        ).not_checked
    )


def test_quadro_rtx_cards_store_board_power_not_graphics_power(catalogue):
    power = {i: catalogue.get(Category.GPU, i).board_power_w for i in ("quadro-rtx-5000",)}
    power |= {i: catalogue.get(Category.GPU, i).board_power_w for i in ("quadro-rtx-6000",)}
    power |= {i: catalogue.get(Category.GPU, i).board_power_w for i in ("quadro-rtx-8000",)}
    assert power == {"quadro-rtx-5000": 265, "quadro-rtx-6000": 295, "quadro-rtx-8000": 295}


# ------------------------------------------------------------------ estimator fields
ESTIMATOR_FIELDS = ("vram_gb", "mem_bw_gbs", "fp32_tflops", "board_power_w", "pcie_gen")


def test_every_gpu_since_2020_has_what_the_estimator_needs(catalogue):
    table = catalogue.table(Category.GPU)
    recent = table[table["year"] >= 2020]
    assert len(recent) > 40
    missing = recent[list(ESTIMATOR_FIELDS)].isna().any(axis=1)
    assert not missing.any(), list(recent.index[missing])
    # Training runs on the tensor/matrix units: every card since 2020 states that rate, or
    # its notes say why it was left empty (the estimator then falls back to FP32).
    no_rate = recent[recent["fp16_tflops"].isna()]
    unexplained = [
        part_id
        for part_id, notes in no_rate["notes"].items()
        if not ("tensor" in str(notes).lower() and "empty" in str(notes).lower())
    ]
    assert unexplained == []


def test_amd_cards_say_whether_rocm_supports_them(catalogue):
    for gpu in catalogue.in_category(Category.GPU):
        assert isinstance(gpu, GPU)
        if gpu.vendor == "AMD":
            assert gpu.rocm_support is not None, gpu.id
        else:
            assert gpu.rocm_support is None, gpu.id
    for part_id in ("radeon-rx-7900-xtx", "radeon-pro-w7900", "instinct-mi210", "instinct-mi300x"):
        assert catalogue.get(Category.GPU, part_id).rocm_support == "official"


def test_derived_columns_still_cover_the_table(catalogue):
    table = catalogue.table(Category.GPU)
    assert "rocm_support" in table and "price_condition" in table
    assert set(DERIVED_COLUMNS) <= set(Category)


# ------------------------------------------------------------------ choosing the price
def test_a_fresh_new_price_wins_and_a_stale_one_gives_way_to_a_newer_used_one():
    book = PriceBook.of(
        [
            street_quote(price=1500, price_date=dt.date(2025, 7, 23)),
            street_quote(condition="used", price=700, price_date=dt.date(2026, 5, 1)),
            street_quote(
                market="KR", currency="KRW", price=2_500_000, price_date=dt.date(2026, 6, 1)
            ),
        ]
    )
    chosen = book.street("card", today=TODAY).quote
    assert (chosen.condition, chosen.price) == ("used", 700)
    assert book.street("card", condition="new", today=TODAY).quote.price == 1500
    assert book.street("card", market="KR", today=TODAY).quote.currency == "KRW"
    assert book.street("card", market="TW", today=TODAY) is None
    fresh = PriceBook.of([*book.for_part("card"), street_quote(price=1800, price_date=TODAY)])
    assert fresh.street("card", today=TODAY).quote.price == 1800


def test_load_catalogue_applies_the_market_the_user_prices_in(tmp_path):
    parts = tmp_path / "parts"
    parts.mkdir()
    for category in Category:
        (parts / f"{category.value}.csv").write_text("id,name,source,as_of\n", encoding="utf-8")
    (parts / "gpu.csv").write_text(
        "id,name,source,as_of,vendor,architecture,year,vram_gb,mem_bw_gbs,fp32_tflops,"
        "board_power_w,pcie_gen\ncard,Card,spec sheet,2026-01-01,NVIDIA,Ada,2022,24,1000,80,450,4\n",
        encoding="utf-8",
    )
    (tmp_path / PRICES_FILE).write_text(
        "part_id,market,currency,condition,price,price_high,price_date,source,notes\n"
        "card,US,USD,new,1800,2000,2026-10-01,https://example.com/us,\n"
        "card,TW,TWD,new,62000,,2026-09-01,https://example.com/tw,\n"
        "card,US,USD,new,-5,,2026-10-01,https://example.com/bad,\n"
        "ghost,US,USD,new,10,,2026-10-01,https://example.com/ghost,\n",
        encoding="utf-8",
    )
    us = load_catalogue(tmp_path)
    card = us.get(Category.GPU, "card")
    assert (card.price, card.currency, card.price_market) == (1800, "USD", "US")
    problems = [str(i) for i in us.issues]
    assert any("prices.csv, line 4, field 'price'" in p for p in problems)
    assert any("line 5, field 'part_id'" in p and "ghost" in p for p in problems)
    tw = load_catalogue(tmp_path, market="TW").get(Category.GPU, "card")
    assert (tw.price, tw.currency, tw.price_date) == (62000, "TWD", dt.date(2026, 9, 1))


def test_stale_prices_are_found_over_a_whole_table():
    prices = pd.Series([100.0, 100.0, None, 100.0])
    dates = pd.Series([dt.date(2026, 11, 1), dt.date(2025, 7, 23), dt.date(2020, 1, 1), None])
    assert stale_mask(prices, dates, TODAY, 180).tolist() == [False, True, False, True]
    assert stale_mask(prices, dates, TODAY, 3650).tolist() == [False, False, False, True]
    assert is_stale(dt.date(2026, 5, 28), TODAY, 180) and not is_stale(TODAY, TODAY, 180)


# ------------------------------------------------------------------ the cost model
def test_the_cost_model_takes_the_street_price(catalogue):
    card = catalogue.get(Category.GPU, "rtx-4090")
    resolved = resolve(Build().with_part(card, 2), catalogue)
    rates = shipped_rates().pinned()
    # Counted in the quote's own currency (the newest quote may be another market's).
    capital = build_capital(resolved, card.currency, rates).total.amount
    assert capital == pytest.approx(2 * card.price)
    in_usd = build_capital(resolved, "USD", rates).total.amount
    assert not math.isclose(in_usd, 2 * card.launch_price_usd, rel_tol=0.05)


# ------------------------------------------------------------------ per market
def test_a_currency_picks_the_market_whose_quotes_it_sees():
    assert market_for_currency("TWD") == "TW"
    assert market_for_currency(" krw ") == "KR"
    assert market_for_currency("CNY") == "CN"
    # No shipped market prices in euros: the US quote (converted for display) is shown.
    assert market_for_currency("EUR") == "US"
    assert market_for_currency(None) == "US"


def test_a_catalogue_repriced_for_taiwan_shows_the_twd_quote_where_there_is_one():
    card = GPU(id="card", name="Card", **CARD_SPECS)
    other = card.model_copy(update={"id": "other", "name": "Other"})
    book = PriceBook.of(
        [
            street_quote(),
            street_quote(market="TW", currency="TWD", price=62000, price_date=dt.date(2026, 9, 1)),
            street_quote(part_id="other", price=700),
        ]
    )
    us = Catalogue.from_parts(apply_street_prices([card, other], book), prices=book)
    tw = us.with_market("TW")
    assert tw.market == "TW"
    taipei = tw.get(Category.GPU, "card")
    assert (taipei.price, taipei.currency, taipei.price_market) == (62000, "TWD", "TW")
    # No Taiwan quote for the other card: its US quote stays, in dollars, marked US.
    assert (tw.get(Category.GPU, "other").currency, tw.get(Category.GPU, "other").price) == (
        "USD",
        700,
    )
    back = tw.with_market("US").get(Category.GPU, "card")
    assert (back.price, back.currency) == (1000, "USD")
    assert us.with_market("US") is us


# ------------------------------------------------------------------ honest coverage
def _not_found() -> list[NotFound]:
    rows, issues = load_not_found(NOT_FOUND)
    assert issues == []
    return rows


def test_every_gpu_has_a_2026_price_or_is_listed_as_no_public_price_found(catalogue):
    """Each GPU a buyer prices today either carries a quote seen in 2026 (any market) or
    is named in data/prices_not_found.csv with why and when it was looked for — never
    silently left on a stale or launch price.  The file is per part and market: a
    market's row says what was searched there, so a price found in one market leaves
    the other markets' dead ends on record."""
    year = dt.date(2026, 1, 1)
    dated = {
        (part_id, q.market)
        for part_id, quotes in catalogue.prices.quotes.items()
        for q in quotes
        if q.price_date >= year
    }
    rows = _not_found()
    pairs = [(r.part_id, r.market) for r in rows]
    assert len(pairs) == len(set(pairs)), "a part is listed twice for one market"
    listed = {r.part_id for r in rows}
    gpus = {p.id for p in catalogue.in_category(Category.GPU)}
    assert not listed - {p.id for p in catalogue}, "listed ids must be catalogue parts"
    # A market's row goes once that market has a 2026 price of the part.
    assert not set(pairs) & dated, sorted(set(pairs) & dated)
    assert gpus <= {p for p, _m in dated} | listed, sorted(gpus - {p for p, _m in dated} - listed)
    # Every other part has a quote of some date (flagged old when it is) or is listed.
    unpriced = {p.id for p in catalogue if not catalogue.prices.for_part(p.id)}
    assert unpriced <= listed, sorted(unpriced - listed)
    for row in rows:
        # a search is dated the day it was made, never in the future
        assert row.checked <= dt.date.today(), row
    # Datacentre cards a DL buyer prices first are priced, not merely listed.
    for part_id in ("h100-pcie", "h100-sxm", "a100-pcie-80gb", "instinct-mi300x", "l40s"):
        assert part_id in {p for p, _m in dated}, part_id


def test_an_old_local_quote_gives_way_to_a_fresh_one_from_another_market():
    old_kr = street_quote(
        market="KR", currency="KRW", price=1_000_000, price_date=dt.date(2022, 11, 14)
    )
    book = PriceBook.of([old_kr, street_quote(price=800, price_date=dt.date(2026, 10, 1))])
    assert default_quote(book, "card", "KR", today=TODAY).market == "US"
    # When the other market's quote is no newer, the user's own market is kept (flagged
    # old wherever it is shown).
    only_old = PriceBook.of([old_kr, street_quote(price=900, price_date=dt.date(2021, 1, 1))])
    assert default_quote(only_old, "card", "KR", today=TODAY).market == "KR"
    fresh_kr = PriceBook.of(
        [*book.for_part("card"), old_kr.model_copy(update={"price_date": TODAY})]
    )
    assert default_quote(fresh_kr, "card", "KR", today=TODAY).currency == "KRW"


def test_a_row_set_aside_as_a_placeholder_is_never_the_price_but_is_kept():
    """A logged figure later found to be a seller's placeholder (basis = placeholder)
    stays in the file, yet the part shows its last real figure, as the L4 does in Korea."""
    real = street_quote(
        market="KR", currency="KRW", price=4_976_000, price_date=dt.date(2026, 6, 13)
    )
    parked = real.model_copy(
        update={"price": 6_636_000, "price_date": dt.date(2026, 10, 7), "basis": "placeholder"}
    )
    book = PriceBook.of([real, parked])
    assert book.street("card", market="KR", today=TODAY).quote.price == 4_976_000
    assert book.for_part("card") == [real] and len(book) == 1
    assert parked in book.every_row()


def test_the_shipped_l4_korean_placeholder_is_set_aside(catalogue):
    kr = catalogue.prices.street("l4", "KR", "new", today=TODAY)
    assert kr is not None and kr.quote.price == 4_976_000
    assert all(q.price != 6_636_000 for q in catalogue.prices.for_part("l4"))
    (parked,) = [q for q in catalogue.prices.set_aside if q.part_id == "l4"]
    assert parked.price_date == dt.date(2026, 10, 7)
    assert "set aside 2026-11-27" in (parked.notes or "")
