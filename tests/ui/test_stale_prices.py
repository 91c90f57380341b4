"""A street price older than the Settings limit is flagged where prices are shown."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import GPU, Category
from dlbox.ui.columns import PRICE_COLUMN
from dlbox.ui.models.build_model import COL_UNIT
from tests.core.rules_parts import CARD_SPECS

STALE_COLOUR = "#b35900"
SPECS = dict(
    **CARD_SPECS,
    currency="USD",
    price_source="https://example.com/listing",
    price_condition="new",
    price_market="US",
)


@pytest.fixture
def window(qtbot, answers):
    from dlbox.ui.main_window import MainWindow
    from dlbox.ui.preferences import Preferences

    today = dt.date.today()
    catalogue = Catalogue.from_parts(
        [
            GPU(id="gpu-fresh", name="Fresh Card", price=1800, price_date=today, **SPECS),
            GPU(
                id="gpu-old",
                name="Old Card",
                price=1500,
                price_date=today - dt.timedelta(days=400),
                **SPECS,
            ),
        ]
    )
    win = MainWindow(catalogue, Preferences())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _cell(page, part_id: str, key: str, role: Qt.ItemDataRole):
    model = page.model
    row = model.row_of_id(part_id)
    column = next(i for i, c in enumerate(model.columns) if c.key == key)
    return model.data(model.index(row, column), role)


def test_catalogue_marks_the_old_price_and_its_date_not_the_fresh_one(window):
    page = window.browser.show_category(Category.GPU)
    page.compatible_only = False
    page.apply_filters()
    keys = [c.key for c in page.model.columns]
    assert keys[1:3] == [PRICE_COLUMN, "price_date"]  # the date sits next to the price
    for key in (PRICE_COLUMN, "price_date"):
        brush = _cell(page, "gpu-old", key, Qt.ItemDataRole.ForegroundRole)
        assert brush is not None and brush.color().name() == STALE_COLOUR
        tip = _cell(page, "gpu-old", key, Qt.ItemDataRole.ToolTipRole)
        assert "more than 180 days ago" in tip
        assert _cell(page, "gpu-fresh", key, Qt.ItemDataRole.ForegroundRole) is None
    page.select_part("gpu-old")
    html = page.details.toPlainText()
    assert "older than 180 days" in html and "new, US" in html
    page.select_part("gpu-fresh")
    assert "older than" not in page.details.toPlainText()


def test_a_longer_limit_in_settings_clears_the_mark(window):
    page = window.browser.show_category(Category.GPU)
    page.compatible_only = False
    page.apply_filters()
    window.apply_preferences(window.analysis.preferences.with_changes(price_max_age_days=500))
    assert _cell(page, "gpu-old", PRICE_COLUMN, Qt.ItemDataRole.ForegroundRole) is None


def test_build_editor_marks_an_old_price_and_says_what_to_do(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-old"))
    model = window.editor.model
    index = model.index(model.row_of(Category.GPU), COL_UNIT)
    brush = model.data(index, Qt.ItemDataRole.ForegroundRole)
    assert brush is not None and brush.color().name() == STALE_COLOUR
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert "2025" in tip or "2024" in tip  # the price's own date is shown
    assert "Older than 180 days" in tip and "its own price" in tip
    assert "Old Card" in window.editor.total_label.toolTip()
    window.document.remove_part(Category.GPU, "gpu-old")
    window.document.add_part(window.catalogue.get("gpu", "gpu-fresh"))
    index = model.index(model.row_of(Category.GPU), COL_UNIT)
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) is None
    assert "Older than" not in window.editor.total_label.toolTip()


def test_a_guessed_slot_layout_is_shown_as_unverified(window):
    from dlbox.core.parts import Motherboard
    from dlbox.ui.widgets.catalogue_browser import part_details_html

    board = dict(
        id="board-x",
        name="Board X",
        socket="AM5",
        form_factor="ATX",
        memory_slots=4,
        max_memory_gb=192,
        pcie_slots="1:x16:x16:g5:cpu",
        source="unit test fixture",
        as_of=dt.date(2025, 1, 1),
    )
    guessed = part_details_html(Motherboard(**board, slot_layout_verified=False))
    assert "Slot layout unverified" in guessed
    read = part_details_html(Motherboard(**board, slot_layout_verified=True))
    assert "Slot layout unverified" not in read
