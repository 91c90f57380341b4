"""Edit ▸ Set Line Price…: a user gives a line the price they pay, saved with the build."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QDialog

from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.ui.dialogs.price_dialog import PriceDialog
from dlbox.ui.models.build_model import COL_UNIT


@pytest.fixture
def priced(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.editor.select(Category.GPU, "gpu-big")
    return window


def _answer(monkeypatch, fill):
    """Make the dialog's exec() fill in the fields like a user and press a button."""

    def fake_exec(dialog: PriceDialog) -> int:
        fill(dialog)
        return int(dialog.result()) if dialog.result() else int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(PriceDialog, "exec", fake_exec)


def _used_card(dialog: PriceDialog) -> None:
    dialog.amount.setValue(900)
    dialog.currency.setCurrentText("USD")
    dialog.date.setDate(QDate(2026, 11, 20))
    dialog.source.setText("PTT hardwaresale listing")
    dialog.note.setText("used, 1 year left of warranty")
    dialog._accept()


def test_the_line_price_wins_and_is_saved_with_its_date_and_note(
    priced, monkeypatch, tmp_path, qtbot
):
    before, _ = priced.analysis.build_total()
    _answer(monkeypatch, _used_card)
    assert priced.actions["set_price"].isEnabled()
    priced.actions["set_price"].trigger()
    quote = priced.document.build.parts[0].price
    assert (quote.amount, quote.date, quote.note) == (
        900,
        dt.date(2026, 11, 20),
        "used, 1 year left of warranty",
    )
    after, _ = priced.analysis.build_total()
    assert after == pytest.approx(before - 1600 + 900)
    model = priced.editor.model
    row = model.row_of(Category.GPU, "gpu-big")
    index = model.index(row, COL_UNIT)
    assert model.data(index, Qt.ItemDataRole.FontRole).italic()
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert "Your price: 900.00 USD on 2026-11-20 (PTT hardwaresale listing)" in tip
    assert "Catalogue price: 1,600.00 USD" in tip or "Catalogue price: 1600.00 USD" in tip
    path = tmp_path / "priced.dlbox.json"
    priced.document.save(path)
    assert read_build(path).parts[0].price == quote
    priced.document.undo_stack.undo()
    assert priced.document.build.parts[0].price is None


def test_going_back_to_the_catalogue_price(priced, monkeypatch):
    _answer(monkeypatch, _used_card)
    priced.actions["set_price"].trigger()
    _answer(monkeypatch, lambda dialog: dialog.use_catalogue.click())
    priced.actions["set_price"].trigger()
    assert priced.document.build.parts[0].price is None


def test_a_price_without_a_source_is_refused_and_the_dialog_stays(priced, monkeypatch):
    seen = {}

    def no_source(dialog: PriceDialog) -> None:
        dialog.amount.setValue(700)
        dialog.source.setText("")
        dialog._accept()
        seen["problem"] = dialog.problem.text()

    _answer(monkeypatch, no_source)
    priced.actions["set_price"].trigger()
    assert "Source" in seen["problem"]
    assert priced.document.build.parts[0].price is None


def test_double_clicking_a_price_opens_the_price_dialog(priced, monkeypatch):
    opened = []
    _answer(monkeypatch, lambda dialog: opened.append(dialog.windowTitle()))
    model = priced.editor.model
    index = model.index(model.row_of(Category.GPU, "gpu-big"), COL_UNIT)
    priced.editor._double_clicked(index)
    assert opened and "Test GPU Big" in opened[0]
