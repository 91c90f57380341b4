"""A part whose price was searched for and not found says so where the price would be:
the parts table's price cell and its tooltip, the details pane, the build list's price
cell (data/prices_not_found.csv, issue 14).  The shipped catalogue, as a user in Taiwan
(TWD) or the US sees it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dlbox.core.parts import Category
from dlbox.ui.main_window import MainWindow
from dlbox.ui.models.build_model import COL_UNIT
from dlbox.ui.preferences import Preferences

from .typing_helpers import TOWER_EXAMPLE

COOLPC = "Not listed at 原價屋 Coolpc on 2026-09-23"


@pytest.fixture
def taipei(qtbot, catalogue, answers):
    win = MainWindow(catalogue, Preferences(currency="TWD"))
    qtbot.addWidget(win)
    from dlbox.core.files import read_build

    win.document.load(read_build(TOWER_EXAMPLE), None)
    return win


def _price_cell(window, part_id: str) -> tuple[str, str]:
    page = window.browser.pages[Category.GPU]
    page.search.setText("")
    page.compatible_only = False
    page.apply_filters()
    row = page.model.row_of_id(part_id)
    assert row >= 0, part_id
    keys = [c.key for c in page.model.columns]
    index = page.model.index(row, keys.index("price_display"))
    return (
        page.model.data(index, Qt.ItemDataRole.DisplayRole),
        page.model.data(index, Qt.ItemDataRole.ToolTipRole) or "",
    )


def test_a_card_coolpc_does_not_list_says_so_in_its_price_cell(taipei):
    assert taipei.catalogue.market == "TW"
    text, tip = _price_cell(taipei, "tesla-k80")  # no price in any market
    assert text == "not listed"
    assert COOLPC in tip


def test_a_card_priced_from_another_market_says_on_hover_that_taiwan_was_searched(taipei):
    text, tip = _price_cell(taipei, "rtx-4090")  # Coolpc's list stops at the RTX 5080
    assert text not in ("—", "not listed")  # the US price, converted
    assert COOLPC in tip
    page = taipei.browser.pages[Category.GPU]
    page.select_part("rtx-4090")
    assert COOLPC in page.details.toPlainText()


def test_a_card_with_a_taiwan_price_says_nothing_of_searches(taipei):
    _text, tip = _price_cell(taipei, "rtx-5080")
    assert "Not listed" not in tip and "No price found" not in tip


def test_the_build_list_says_where_its_gpus_price_was_looked_for(taipei):
    model = taipei.editor.model
    rows = [
        r
        for r in range(model.rowCount())
        if model.index(r, 0).data(Qt.ItemDataRole.UserRole)[1] == "rtx-4090"
    ]
    assert rows
    tip = model.index(rows[0], COL_UNIT).data(Qt.ItemDataRole.ToolTipRole)
    assert COOLPC in tip


def test_an_unpriced_line_shows_the_search_instead_of_a_blank(taipei):
    taipei.document.add_part(taipei.catalogue.get(Category.GPU, "tesla-k80"))
    model = taipei.editor.model
    row = next(
        r
        for r in range(model.rowCount())
        if model.index(r, 0).data(Qt.ItemDataRole.UserRole)[1] == "tesla-k80"
    )
    assert model.index(row, COL_UNIT).data() == "not listed"
    assert COOLPC in model.index(row, COL_UNIT).data(Qt.ItemDataRole.ToolTipRole)


def test_in_the_us_a_many_source_search_says_when_it_was_made(qtbot, catalogue, answers):
    win = MainWindow(catalogue, Preferences(currency="USD"))
    qtbot.addWidget(win)
    text, tip = _price_cell(win, "tesla-k80")
    row = catalogue.searches.get("tesla-k80", "US")
    assert text == "none found"
    assert f"No price found in the US (searched {row.checked.isoformat()})" in tip


def test_the_report_names_the_search_where_the_price_would_be(taipei):
    from dlbox.core.export import export_build

    taipei.document.add_part(taipei.catalogue.get(Category.GPU, "tesla-k80"))
    text = export_build(
        taipei.document.resolved,
        "md",
        searches=taipei.document.catalogue.searches,
        market=taipei.document.catalogue.market,
    )
    line = next(x for x in text.splitlines() if "Tesla K80" in x)
    assert "not listed at 原價屋 Coolpc on 2026-09-23" in line


@pytest.mark.parametrize(
    ("market", "word", "note"),
    [("TW", "not listed", COOLPC), ("US", "none found", "No price found in the US (searched ")],
)
def test_a_search_is_worded_for_its_cell_and_its_tooltip_from_one_reading(
    catalogue, monkeypatch, market, word, note
):
    from dlbox.ui import price_words

    reads: list[str] = []
    real = price_words.listing_of

    def counted(reason: str):
        reads.append(reason)
        return real(reason)

    monkeypatch.setattr(price_words, "listing_of", counted)
    row = catalogue.searches.get("tesla-k80", market)
    shown, said = price_words.search_words(row)
    assert shown == word
    assert said.startswith(note)
    assert len(reads) == 1
