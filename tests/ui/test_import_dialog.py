"""File ▸ Import Parts… driven through the real dialog on the small docyx fixture."""

from __future__ import annotations

import datetime as dt
import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton

from dlbox.core.importers import load_user_catalogue, user_catalogue_dir
from dlbox.core.parts import Category
from dlbox.ui.dialogs import import_dialog as import_module
from dlbox.ui.dialogs.import_dialog import ImportDialog, RemoveUserPartsDialog
from dlbox.ui.user_catalogue import USER_MARK

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "pcparts"


def fixture_rows() -> int:
    """Data rows in the fixture (every file minus its header line)."""
    return sum(len(p.read_text().splitlines()) - 1 for p in FIXTURE.glob("*.csv"))


def open_import_dialog(window, qtbot) -> ImportDialog:
    window.actions["import_parts"].trigger()
    dialog = window.findChild(ImportDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def run_import(dialog: ImportDialog, qtbot) -> None:
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.summary is not None, timeout=10000)


def names(window, category: Category) -> list[str]:
    return window.browser.pages[category].frame["name"].tolist()


def test_user_layer_is_in_the_test_home():
    # Guard for every test below: imports never touch the user's real catalogue.
    assert str(user_catalogue_dir()).startswith(os.environ["XDG_DATA_HOME"])


def test_folder_import_shows_progress_and_summary_and_parts_appear(window, qtbot):
    memory_before = len(names(window, Category.MEMORY))
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE)
    assert dialog.kind_key() == "pcparts"  # detected: a folder is the dataset
    # The price date defaults to the docyx snapshot's date, as in `dlbox import`.
    assert dialog.as_of_date() == dt.date(2025, 7, 23)

    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    progress = dialog.findChild(QProgressDialog)
    assert progress is not None and "pcparts" in progress.labelText()
    qtbot.waitUntil(lambda: dialog.summary is not None, timeout=10000)

    total = fixture_rows()
    assert dialog.last_progress == (total, total)
    summary = dialog.summary
    assert summary.taken["memory"] == 5 and summary.taken["storage"] == 6
    assert summary.rows_taken + summary.rows_skipped == total
    # The summary page: rows taken per category and the skipped reasons, one group each.
    assert dialog.pages.currentWidget() is dialog.summary_view
    assert "Memory 5" in dialog.summary_view.taken.text()
    reasons = dialog.summary_view.reason_texts()
    assert any(
        "memory.csv: server memory whose ECC/registered type the dataset does not give" in r
        for r in reasons
    )
    assert any("motherboard.csv: dual-socket board" in r for r in reasons)
    group = dialog.summary_view.skipped.topLevelItem(0)
    assert group.childCount() == int(group.text(0))  # each skipped row listed with its line
    assert group.child(0).text(1).startswith("line ")

    # The main window reloaded: imported memory is in the browser, marked as the user's.
    memory = names(window, Category.MEMORY)
    assert len(memory) == memory_before + 5
    mine = [n for n in memory if n.endswith(USER_MARK)]
    assert len(mine) == 5
    part = window.catalogue.find(load_user_catalogue().in_category(Category.MEMORY)[0].id)
    assert part is not None and part.price_date == dt.date(2025, 7, 23)
    assert str(len(window.catalogue)) in window.catalogue_label.text()


def test_cancel_writes_nothing(window, qtbot, monkeypatch):
    gate = threading.Event()
    real = import_module.import_pcparts

    def held(path, **kwargs):  # hold the worker until the user has pressed Cancel
        gate.wait(5)
        return real(path, **kwargs)

    monkeypatch.setattr(import_module, "import_pcparts", held)
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE)
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    dialog.findChild(QProgressDialog).findChild(QPushButton).click()  # its Cancel button
    gate.set()
    qtbot.waitUntil(lambda: dialog.summary is not None, timeout=10000)
    assert dialog.summary.cancelled
    assert "cancelled" in dialog.summary_view.headline.text()
    assert len(load_user_catalogue()) == 0
    assert not any(n.endswith(USER_MARK) for n in names(window, Category.MEMORY))


def test_unusable_file_gets_one_line_error(window, qtbot, tmp_path):
    bad = tmp_path / "parts.csv"
    bad.write_text("model,cost\nfoo,12\n")
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(bad)
    assert "not recognised" in dialog.detected.text()
    run = dialog.import_button
    qtbot.mouseClick(run, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.error.isVisible, timeout=10000)
    message = dialog.error.text()
    assert str(bad) in message and "line 1" in message
    assert "\n" not in message and "Traceback" not in message
    assert dialog.pages.currentIndex() == 0  # still on the form, to pick another file
    assert dialog.summary is None


def test_price_override_import(window, qtbot, tmp_path):
    prices = tmp_path / "my-prices.csv"
    prices.write_text(
        "id,price,currency,price_date\n"
        "gpu-big,1450,USD,2025-03-01\n"
        "no-such-part,99,USD,2025-03-01\n"
        "ssd-a,,USD,2025-03-01\n"
    )
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(prices)
    assert dialog.kind_key() == "prices"
    assert not dialog.as_of.isEnabled()  # each row carries its own date
    run_import(dialog, qtbot)
    reasons = dialog.summary_view.reason_texts()
    assert any("no part with this id" in r for r in reasons)
    assert any("price is not a number" in r for r in reasons)
    part = window.catalogue.get(Category.GPU, "gpu-big")
    assert (part.price, part.price_date) == (1450, dt.date(2025, 3, 1))
    page = window.browser.pages[Category.GPU]
    assert page.frame.loc["gpu-big", "price"] == 1450


@pytest.mark.parametrize(("rows", "said"), [(1, "1 row"), (2, "2 rows")])
def test_import_counts_read_as_english(window, qtbot, tmp_path, rows, said):
    """ "Imported 1 row", "Imported 2 rows": no "(s)" where the user reads the result."""
    prices = tmp_path / "my-prices.csv"
    lines = ["gpu-big,1450,USD,2025-03-01", "ssd-a,80,USD,2025-03-01"][:rows]
    prices.write_text("id,price,currency,price_date\n" + "\n".join(lines) + "\n")
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(prices)
    run_import(dialog, qtbot)
    assert f"Imported {said} into your catalogue" in dialog.summary_view.headline.text()
    assert window.statusBar().currentMessage() == f"Imported {said} into your catalogue"
    assert all("(s)" not in line for line in dialog.summary.lines())
    dialog.close()

    window.actions["remove_user_parts"].trigger()
    remover = window.findChild(RemoveUserPartsDialog)
    override = "override" if rows == 1 else "overrides"
    assert remover.forget_prices.text() == f"Also forget my {rows} price {override}"


def test_remove_imported_parts(window, qtbot, answers):
    queue, _asked = answers
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE / "memory.csv")
    run_import(dialog, qtbot)
    dialog.close()
    assert sum(n.endswith(USER_MARK) for n in names(window, Category.MEMORY)) == 5

    window.actions["remove_user_parts"].trigger()
    remover = window.findChild(RemoveUserPartsDialog)
    assert remover.parts.topLevelItemCount() == 5
    for i in range(2):
        remover.parts.topLevelItem(i).setCheckState(0, Qt.CheckState.Checked)
    queue.append(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(remover.remove_button, Qt.MouseButton.LeftButton)
    assert sum(n.endswith(USER_MARK) for n in names(window, Category.MEMORY)) == 3
    assert len(load_user_catalogue()) == 3


@pytest.mark.parametrize("kind", ["pcparts", "prices"])
def test_kind_can_be_overridden(window, qtbot, kind):
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE / "cpu.csv")
    dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
    run_import_or_error = dialog.import_button
    qtbot.mouseClick(run_import_or_error, Qt.MouseButton.LeftButton)
    if kind == "pcparts":
        qtbot.waitUntil(lambda: dialog.summary is not None, timeout=10000)
    else:  # a parts file read as prices: the missing columns are named
        qtbot.waitUntil(dialog.error.isVisible, timeout=10000)
        assert "missing columns id" in dialog.error.text()


def test_imported_parts_are_there_after_a_restart(window, qtbot, parts_catalogue):
    from dlbox.ui.main_window import MainWindow

    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE / "internal-hard-drive.csv")
    run_import(dialog, qtbot)
    dialog.close()
    # The app hands a new window the shipped catalogue only; the user layer joins it there.
    again = MainWindow(parts_catalogue)
    qtbot.addWidget(again)
    storage = names(again, Category.STORAGE)
    assert sum(n.endswith(USER_MARK) for n in storage) == dialog.summary.taken["storage"] == 6
    assert len(again.catalogue) == len(parts_catalogue) + 6


def test_imported_cpu_board_and_case_show_unknown_specs_as_a_dash(window, qtbot):
    """What a user sees after importing the dataset: CPUs, boards and cases are in the
    browser, and a figure the dataset lacks reads "—" in the table and the details pane."""
    dialog = open_import_dialog(window, qtbot)
    dialog.set_path(FIXTURE)
    run_import(dialog, qtbot)
    dialog.close()
    assert dialog.summary.taken["cpu"] and dialog.summary.taken["case"] == 4
    user = load_user_catalogue()
    ryzen = next(p for p in user.in_category(Category.CPU) if "7500F" in p.name)
    page = window.browser.show_category(Category.CPU)
    model = page.model
    keys = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert page.select_part(ryzen.id)
    row = page.view.currentIndex().row()
    shown = {k: model.data(model.index(row, c)) for c, k in enumerate(keys)}
    assert shown["Socket"] == "AM5" and shown["Cores"] == "6"
    assert shown["Threads"] == "—" and shown["Sustained power (W)"] == "—"
    assert shown["PCIe lanes"] == "—"
    details = page.details.toHtml()
    assert "Threads" in details and "—" in details
    # Board: its x16 slot count is unknown, not zero.
    board = next(p for p in user.in_category(Category.MOTHERBOARD) if "B760 Pro RS" in p.name)
    page = window.browser.show_category(Category.MOTHERBOARD)
    assert page.select_part(board.id)
    keys = [
        page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(page.model.columnCount())
    ]
    row = page.view.currentIndex().row()
    assert page.model.data(page.model.index(row, keys.index("x16 slots"))) == "—"
    assert page.model.data(page.model.index(row, keys.index("Memory type"))) == "DDR4"


def test_details_tell_unknown_from_none():
    from dlbox.ui.widgets.catalogue_browser import part_details_html
    from tests.core.rules_parts import board, cooler

    unknown = part_details_html(board(pcie_slots="", sata_ports=None))
    assert "<td><b>SATA ports</b></td><td>—</td>" in unknown
    assert "<td><b>PCIe slots</b></td><td>—</td>" in unknown
    assert "<td><b>PCIe slots</b></td><td>none</td>" in part_details_html(board(pcie_slots="none"))
    # A cooler's empty socket list means its mounts are unknown.
    assert "<td><b>Sockets</b></td><td>—</td>" in part_details_html(cooler(sockets=""))
