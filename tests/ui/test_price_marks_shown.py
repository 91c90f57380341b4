"""A price that is not an ordinary street price says so wherever it is shown: a floor the
source gives reads "≥", a seller's list price or a reseller's quote carries its tag, and
hovering explains it — in the parts table, the details pane, the build list and the
cost chart's note."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.price_marks import quote_of
from dlbox.core.street_prices import PriceBook, PriceQuote, apply_street_prices
from dlbox.ui.columns import PRICE_COLUMN
from dlbox.ui.models.build_model import COL_TOTAL, COL_UNIT

from .typing_helpers import open_window

FLOOR_PART = "samsung-990-pro-2tb"  # the Liberty Times: "over $175" in US retail (2025-10-06)


@pytest.fixture
def floor_catalogue(catalogue) -> Catalogue:
    """The shipped catalogue as of the end of 2025, when the "over $175" floor was the
    990 PRO 2TB's newest US quote (PCPartPicker listings of 2026 have replaced it since)."""
    end_2025 = dt.date(2025, 12, 31)
    book = PriceBook.of(
        [q for qs in catalogue.prices.quotes.values() for q in qs if q.price_date <= end_2025]
    )
    return Catalogue.from_parts(apply_street_prices(list(catalogue), book), prices=book)


def _window(qtbot, catalogue, currency: str = "USD"):
    return open_window(qtbot, catalogue, currency=currency)


def _page(win, category: Category):
    page = win.browser.show_category(category)
    page.compatible_only = False
    page.apply_filters()
    return page


def _cell(page, part_id: str, key: str = PRICE_COLUMN, role=Qt.ItemDataRole.DisplayRole):
    model = page.model
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    return model.data(model.index(model.row_of_id(part_id), column), role)


def test_the_shipped_floor_reads_at_least_in_the_parts_table(qtbot, answers, floor_catalogue):
    catalogue = floor_catalogue
    quote = quote_of(catalogue.get("storage", FLOOR_PART), catalogue.prices)
    assert quote is not None and quote.at_least and quote.market == "US"
    win = _window(qtbot, catalogue)
    page = _page(win, Category.STORAGE)
    assert _cell(page, FLOOR_PART) == "≥ 175"
    assert "lower bound" in _cell(page, FLOOR_PART, role=Qt.ItemDataRole.ToolTipRole)
    # A plain street price carries no mark.
    plain = next(
        p.id for p in catalogue.in_category("storage") if p.price is not None and p.id != FLOOR_PART
    )
    assert not _cell(page, plain).startswith("≥")
    page.select_part(FLOOR_PART)
    assert "≥ 175.00 USD" in page.details.toPlainText()


def test_the_floor_survives_a_currency_change(qtbot, answers, floor_catalogue):
    win = _window(qtbot, floor_catalogue)
    page = _page(win, Category.STORAGE)
    win.apply_preferences(win.analysis.preferences.with_changes(currency="EUR"))
    page = _page(win, Category.STORAGE)
    assert _cell(page, FLOOR_PART).startswith("≥ ")
    header = page.model.headerData(
        [c.key for c in page.model.columns].index(PRICE_COLUMN), Qt.Orientation.Horizontal
    )
    assert "EUR" in header


def _with_quote(catalogue: Catalogue, quote: PriceQuote) -> Catalogue:
    """The shipped catalogue with one more quote in its price book (as `dlbox prices
    refresh` or a new prices.csv row adds one)."""
    book = PriceBook.of([*(q for qs in catalogue.prices.quotes.values() for q in qs), quote])
    return Catalogue.from_parts(apply_street_prices(list(catalogue), book), prices=book)


def _quote(part_id: str, kind: str, price: float, at_least: bool = False) -> PriceQuote:
    return PriceQuote(
        part_id=part_id,
        market="US",
        currency="USD",
        condition="new",
        price=price,
        price_date=dt.date.today(),
        source="https://example.com/seller-price-list",
        kind=kind,
        at_least=at_least,
    )


@pytest.mark.parametrize(("kind", "tag"), [("list", "(list)"), ("reseller", "(reseller)")])
def test_a_list_price_is_labelled_so_in_table_details_and_build(
    qtbot, answers, catalogue, kind, tag
):
    shipped = catalogue.get("gpu", "rtx-4090")
    assert shipped.price is not None
    priced = _with_quote(catalogue, _quote("rtx-4090", kind, 2999))
    win = _window(qtbot, priced)
    page = _page(win, Category.GPU)
    assert _cell(page, "rtx-4090") == f"2,999 {tag}"
    tip = _cell(page, "rtx-4090", role=Qt.ItemDataRole.ToolTipRole)
    assert ("List price" if kind == "list" else "Reseller quote") in tip
    # Another card's street price has no tag.
    assert "(" not in _cell(page, "rtx-5090")
    page.select_part("rtx-4090")
    details = page.details.toPlainText()
    assert f"2,999.00 USD {tag} (new, US) on {dt.date.today()}" in details
    assert "example.com" in details  # the source next to it

    win.document.add_part(priced.get("gpu", "rtx-4090"))
    model = win.editor.model
    row = model.row_of(Category.GPU)
    for column in (COL_UNIT, COL_TOTAL):
        assert model.data(model.index(row, column)).endswith(tag)
    assert "not a street listing" in model.data(
        model.index(row, COL_UNIT), Qt.ItemDataRole.ToolTipRole
    )
    qtbot.waitUntil(lambda: win.analysis.is_ready)
    cost = win.chart_panels["cost"]
    cost.refresh()
    assert f"GPU 2,999 USD {tag}" in cost.message.text()


def test_a_floor_reseller_quote_reads_at_least_with_its_tag(qtbot, answers, catalogue):
    priced = _with_quote(catalogue, _quote("rtx-4090", "reseller", 3200, at_least=True))
    page = _page(_window(qtbot, priced), Category.GPU)
    assert _cell(page, "rtx-4090") == "≥ 3,200 (reseller)"
    tip = _cell(page, "rtx-4090", role=Qt.ItemDataRole.ToolTipRole)
    assert "lower bound" in tip and "Reseller quote" in tip


def test_compare_says_what_dates_each_total_rests_on(tower_window, qtbot):
    from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale

    window = tower_window
    window.compare.refresh()
    rows = {row.label: row for row in window.compare.rows}
    labels = [row.label for row in window.compare.rows]
    assert labels.index("Price dates") < labels.index("GPU")  # before the parts
    listed = [p.part for p in window.document.resolved if p.part.price is not None]
    dates = sorted(p.price_date for p in listed)
    text = rows["Price dates"].values[0]
    assert text.startswith(f"{dates[0]} – {dates[-1]}")
    old = sum(is_stale(p.price_date, max_age_days=DEFAULT_STALE_DAYS) for p in listed)
    assert (f"{old} older than 180 days" in text) == bool(old)
    assert "street prices of" in rows["Price dates"].tips[0]  # the longer wording on hover


@pytest.fixture
def floor_tower_window(qtbot, floor_catalogue, answers):
    """The single-RTX-4090 tower example, priced from the end-2025 catalogue."""
    from dlbox.core.files import read_build

    from .typing_helpers import TOWER_EXAMPLE

    return open_window(qtbot, floor_catalogue, read_build(TOWER_EXAMPLE))


def test_a_build_with_a_floor_price_has_a_floor_total(floor_tower_window, qtbot):
    """The tower example's Samsung 990 PRO 2TB priced "over $175" (its end-2025 quote): its
    line, the build's total, its cost bar, the cost chart's total and the comparison's total
    all read "≥"."""
    window = floor_tower_window
    qtbot.waitUntil(lambda: window.analysis.is_ready, timeout=20_000)
    model = window.editor.model
    row = model.row_of(Category.STORAGE, FLOOR_PART)
    assert model.data(model.index(row, COL_UNIT)) == "≥ 175 USD"
    total = window.editor.total_label
    assert total.text().startswith("Total ≥ ") and "lower bound" in total.toolTip()
    cost = window.chart_panels["cost"]
    cost.refresh()
    assert "Total ≥ " in cost.message.text()
    # The storage bar's amount says it is a floor; the GPU's bar does not.
    bar = {c: label.toPlainText() for c, label in zip(list(Category), cost.labels, strict=True)}
    assert bar[Category.STORAGE].startswith("≥ 175")
    assert not bar[Category.GPU].startswith("≥")
    window.compare.refresh()
    totals = next(r for r in window.compare.rows if r.label.startswith("Total ("))
    assert totals.values[0].startswith("≥ ")
    assert "≥ " in window.total_label.text()  # the status bar's total too
    # Without the floor part, no total is a floor.
    window.document.remove_part(Category.STORAGE, FLOOR_PART)
    assert "≥" not in window.editor.total_label.text()


def test_the_cost_chart_marks_old_prices_in_the_same_orange(tower_window, qtbot):
    from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale
    from dlbox.ui.charts.cost_breakdown import CATEGORIES

    window = tower_window
    qtbot.waitUntil(lambda: window.analysis.is_ready, timeout=20_000)
    cost = window.chart_panels["cost"]
    cost.refresh()
    for category, label in zip(CATEGORIES, cost.labels, strict=True):
        picks = [p for p in window.document.resolved.of(category) if p.part.price is not None]
        if not picks:
            continue
        old = any(is_stale(p.part.price_date, max_age_days=DEFAULT_STALE_DAYS) for p in picks)
        orange = label.textItem.defaultTextColor().name() == "#b35900"
        assert orange == old, category
    # A limit longer than any price's age (Settings) clears every mark.
    window.apply_preferences(window.analysis.preferences.with_changes(price_max_age_days=20_000))
    cost.refresh()
    assert all(label.textItem.defaultTextColor().name() != "#b35900" for label in cost.labels)


def test_the_plan_marks_each_builds_price_as_the_build_list_does(qtbot, answers, catalogue):
    from dlbox.core.build import resolve
    from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale

    win = _window(qtbot, catalogue)
    dialog = win.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.budget.setValue(4000)
    result = dialog.run_plan()
    assert result is not None and result.builds
    for row, planned in enumerate(result.builds):
        item = dialog.table.item(row, 2)
        prices = [p.part for p in resolve(planned.build, catalogue) if p.part.price is not None]
        dates = sorted(p.price_date for p in prices)
        assert item.toolTip().startswith(str(dates[0]))  # the dates the price rests on
        old = any(is_stale(p.price_date, max_age_days=DEFAULT_STALE_DAYS) for p in prices)
        assert (item.foreground().color().name() == "#b35900") == old
        floor = any((q := quote_of(p, catalogue.prices)) is not None and q.at_least for p in prices)
        assert item.text().startswith("≥ ") == floor
