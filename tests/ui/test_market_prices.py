"""A user pricing in TWD sees Taiwan's street price where one exists, not a converted
US one; switching the currency in Settings re-prices the catalogue and the build."""

from __future__ import annotations

import datetime as dt

import pytest

from dlbox.core.build import Build
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import GPU, Category
from dlbox.core.street_prices import PriceBook, PriceQuote, apply_street_prices
from tests.core.rules_parts import CARD_SPECS

from .typing_helpers import open_window


def _quote(part_id: str, market: str, currency: str, price: float) -> PriceQuote:
    return PriceQuote(
        part_id=part_id,
        market=market,
        currency=currency,
        condition="new",
        price=price,
        price_date=dt.date.today(),
        source=f"https://example.com/{market.lower()}",
    )


@pytest.fixture
def catalogue() -> Catalogue:
    book = PriceBook.of(
        [
            _quote("card", "US", "USD", 1800),
            _quote("card", "TW", "TWD", 62000),
            _quote("us-only", "US", "USD", 700),
        ]
    )
    parts = [
        GPU(id="card", name="Card", **CARD_SPECS),
        GPU(id="us-only", name="US only", **CARD_SPECS),
    ]
    return Catalogue.from_parts(apply_street_prices(parts, book), prices=book)


def _window(qtbot, catalogue, currency: str):
    return open_window(qtbot, catalogue, currency=currency, rates={"TWD": 32.0})


def test_a_twd_user_sees_the_taiwan_price_not_a_converted_us_one(qtbot, answers, catalogue):
    win = _window(qtbot, catalogue, "TWD")
    card = win.catalogue.get(Category.GPU, "card")
    assert (card.price, card.currency, card.price_market) == (62000, "TWD", "TW")
    # A card with no Taiwan quote keeps its US quote, marked as US (converted when shown).
    assert win.catalogue.get(Category.GPU, "us-only").price_market == "US"
    win.document.load(Build(currency="TWD").with_part(card, 1), None)
    line = win.document.resolved.picks[0].part
    assert (line.price, line.currency) == (62000, "TWD")


def test_changing_the_currency_reprices_the_catalogue(qtbot, answers, catalogue):
    win = _window(qtbot, catalogue, "USD")
    card = win.catalogue.get(Category.GPU, "card")
    assert card.currency == "USD"
    win.document.load(Build().with_part(card, 2), None)
    win.apply_preferences(win.analysis.preferences.with_changes(currency="TWD"))
    card = win.catalogue.get(Category.GPU, "card")
    assert (card.price, card.currency) == (62000, "TWD")
    # The open build's catalogue line (what the own-vs-rent chart costs) follows.
    line = win.document.resolved.picks[0].part
    assert (line.price, line.currency) == (62000, "TWD")
    win.apply_preferences(win.analysis.preferences.with_changes(currency="USD"))
    assert win.catalogue.get(Category.GPU, "card").price == 1800


def test_quotes_stored_by_prices_refresh_reach_the_window(qtbot, answers, catalogue):
    from dlbox.core.importers.user_layer import user_catalogue_dir

    folder = user_catalogue_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "street_prices.csv").write_text(
        "part_id,market,currency,condition,price,price_high,price_date,source,notes\n"
        f"us-only,US,USD,used,550,,{dt.date.today()},https://example.com/sold/1,\n",
        encoding="utf-8",
    )
    win = _window(qtbot, catalogue, "USD")
    part = win.catalogue.get(Category.GPU, "us-only")
    # Same day as the shipped new quote: new wins, and the user's used quote is listed.
    assert (part.price, part.price_condition) == (700, "new")
    quotes = win.catalogue.prices.for_part("us-only")
    assert sorted((q.price, q.condition) for q in quotes) == [(550, "used"), (700, "new")]


def test_a_cny_user_picks_cny_and_sees_chinas_quote_where_one_exists(qtbot, answers):
    """The shipped data: the H200 has China's channel quote in CNY; the RTX 4090 has none
    there, so a CNY user sees its US quote, marked as US (converted when shown)."""
    from dlbox.core.catalogue import load_catalogue
    from dlbox.ui import engines
    from dlbox.ui.dialogs.settings_dialog import SettingsDialog
    from tests.conftest import DATA_DIR

    win = _window(qtbot, load_catalogue(DATA_DIR), "USD")
    dialog = SettingsDialog(win.analysis.preferences, shipped_rates=engines.shipped_rates())
    qtbot.addWidget(dialog)
    codes = [dialog.currency.itemText(i) for i in range(dialog.currency.count())]
    assert "CNY" in codes
    dialog.currency.setCurrentText("CNY")
    win.apply_preferences(dialog.preferences())

    h200 = win.catalogue.get(Category.GPU, "h200-sxm")
    assert (h200.price, h200.currency, h200.price_market) == (190000, "CNY", "CN")
    rtx_4090 = win.catalogue.get(Category.GPU, "rtx-4090")
    assert (rtx_4090.price_market, rtx_4090.currency) == ("US", "USD")


def test_a_cny_user_browsing_sees_the_china_listing_with_its_date_and_source(qtbot, answers):
    """The shipped data: the RTX 5060 Ti 16GB's only China price is a JD listing of
    2026-09-14; the catalogue shows it in CNY with that date, and the details pane names
    the price log it came from and lists it among the card's quotes."""
    from PySide6.QtCore import Qt

    from dlbox.core.catalogue import load_catalogue
    from dlbox.ui.columns import PRICE_COLUMN
    from tests.conftest import DATA_DIR

    win = _window(qtbot, load_catalogue(DATA_DIR), "USD")
    win.apply_preferences(win.analysis.preferences.with_changes(currency="CNY"))
    page = win.browser.show_category(Category.GPU)
    page.compatible_only = False
    page.apply_filters()
    model = page.model
    row = model.row_of_id("rtx-5060-ti-16gb")
    cells = {
        c.key: model.data(model.index(row, i), Qt.ItemDataRole.DisplayRole)
        for i, c in enumerate(model.columns)
    }
    assert (cells[PRICE_COLUMN], cells["price_date"]) == ("5,229", "2026-09-14")
    page.select_part("rtx-5060-ti-16gb")
    text = page.details.toPlainText()
    assert "CNY (new, CN) on 2026-09-14" in text  # the price line: amount, market, date
    assert "github.com/subaru-ye/pc-builder-agent/blob/" in text  # and its source
    assert "CN, 2026-09-14" in text  # listed among the card's street prices
