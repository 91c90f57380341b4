"""The shipped street prices as a buyer sees them in the catalogue: a Taipei buyer gets
Taiwan's price in TWD with its date and market; a part whose only price is from 2025 is
marked old; a floor from the source reads "≥"."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from dlbox.core.parts import Category
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale
from dlbox.ui.columns import PRICE_COLUMN

from .typing_helpers import open_window

STALE_COLOUR = "#b35900"


def _window(qtbot, catalogue, currency: str):
    return open_window(qtbot, catalogue, currency=currency)


def _page(win, category: Category):
    page = win.browser.show_category(category)
    page.compatible_only = False
    page.search.setText("")
    page.apply_filters()
    return page


def _cell(page, part_id: str, key: str, role=Qt.ItemDataRole.DisplayRole):
    model = page.model
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    return model.data(model.index(model.row_of_id(part_id), column), role)


def test_a_taipei_buyer_sees_taiwans_price_in_twd_with_its_date(qtbot, answers, catalogue):
    win = _window(qtbot, catalogue, "TWD")
    page = _page(win, Category.GPU)
    assert "289" in _cell(page, "rtx-6000-ada", PRICE_COLUMN)  # 289,900 TWD, not converted
    assert _cell(page, "rtx-6000-ada", "price_date") == "2026-09-23"
    old = is_stale(dt.date(2026, 9, 23), max_age_days=DEFAULT_STALE_DAYS)
    flagged = _cell(page, "rtx-6000-ada", PRICE_COLUMN, Qt.ItemDataRole.ForegroundRole)
    assert (flagged is not None) == old  # marked only once it is older than the limit
    # A Taiwan-priced case is marked only once that date is past the limit.
    cases = _page(win, Category.CASE)
    mark = _cell(cases, "fractal-design-define-7", PRICE_COLUMN, Qt.ItemDataRole.ForegroundRole)
    assert (mark is not None) == old
    page = _page(win, Category.GPU)
    page.select_part("rtx-6000-ada")
    details = page.details.toPlainText()
    assert "TWD (new, TW) on 2026-09-23" in details
    assert "Coolpc-Price-Dashboard" in details  # the source sits next to the price


def test_a_part_priced_only_in_2025_is_marked_old(qtbot, answers, catalogue):
    win = _window(qtbot, catalogue, "USD")
    page = _page(win, Category.CASE)
    quotes = catalogue.prices.for_part("corsair-4000d-airflow")
    assert quotes and max(q.price_date for q in quotes).year == 2025
    for key in (PRICE_COLUMN, "price_date"):
        brush = _cell(page, "corsair-4000d-airflow", key, Qt.ItemDataRole.ForegroundRole)
        assert brush is not None and brush.color().name() == STALE_COLOUR
    page.select_part("corsair-4000d-airflow")
    assert "older than 180 days" in page.details.toPlainText()


@pytest.mark.parametrize("currency", ["KRW", "USD"])
def test_a_floor_is_marked_in_the_price_list(qtbot, answers, catalogue, currency):
    """Korea's 'more than 7 million won' (January 2026) is listed as a floor; the price the
    part carries today is September's plain US figure, which carries no floor mark."""
    win = _window(qtbot, catalogue, currency)
    page = _page(win, Category.GPU)
    page.select_part("rtx-5090")
    current, _, listed = page.details.toPlainText().partition("Street prices")
    assert "≥ 7,000,000 KRW" in listed
    assert "≥" not in current


def test_a_floor_as_the_current_price_is_marked_so(qapp):
    from dlbox.core.parts import GPU
    from dlbox.core.street_prices import PriceQuote, with_quote
    from dlbox.ui.widgets.catalogue_browser import part_details_html

    card = GPU(
        id="card",
        name="Card",
        vendor="NVIDIA",
        architecture="Hopper",
        year=2024,
        vram_gb=141,
        mem_bw_gbs=4800,
        fp32_tflops=67,
        board_power_w=700,
        pcie_gen=5,
        source="spec sheet",
        as_of=dt.date(2026, 1, 1),
    )
    quote = PriceQuote(
        part_id="card",
        market="US",
        currency="USD",
        condition="new",
        price=30000,
        price_date=dt.date.today(),
        source="https://example.com/reseller",
        kind="reseller",
        at_least=True,
    )
    text = part_details_html(with_quote(card, quote), quotes=[quote])
    assert "≥ 30" in text and quote.kind == "reseller"


def test_a_us_buyer_sees_the_l4s_gpu_poet_price_of_january_2026(qtbot, answers, catalogue):
    # GPU Poet's February 2026 report (January data) replaces a mid-2025 Amazon figure.
    win = _window(qtbot, catalogue, "USD")
    page = _page(win, Category.GPU)
    assert "2,162" in _cell(page, "l4", PRICE_COLUMN)
    assert _cell(page, "l4", "price_date") == "2026-01-01"
    page.select_part("l4")
    details = page.details.toPlainText()
    assert "2026-01-01" in details
    assert "gpupoet.com" in details  # the source sits next to the price
