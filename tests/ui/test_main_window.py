"""Drive the real window as a user would: pick parts, edit, undo, save, reopen."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.ui.models.build_model import COL_PART, COL_QTY, COL_TOTAL, COL_UNIT


def _editor_text(window, category: Category, column: int = COL_PART) -> str:
    model = window.editor.model
    row = model.row_of(category)
    return model.data(model.index(row, column))


def _double_click_part(qtbot, window, category: Category, part_id: str) -> None:
    page = window.browser.show_category(category)
    page.compatible_only = False
    page.apply_filters()
    assert page.select_part(part_id)
    index = page.view.currentIndex()
    rect = page.view.visualRect(index)
    # Qt 6 item views only accept a double-click on the index that was pressed first.
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_double_click_adds_the_part_to_its_slot(qtbot, window):
    assert _editor_text(window, Category.GPU).startswith("Choose a GPU")
    _double_click_part(qtbot, window, Category.GPU, "gpu-big")
    assert _editor_text(window, Category.GPU) == "Test GPU Big 24GB"
    assert window.document.build.parts[0].id == "gpu-big"
    assert window.isWindowModified()


def test_enter_key_adds_the_current_part(qtbot, window):
    page = window.browser.show_category(Category.PSU)
    page.select_part("psu-a")
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert _editor_text(window, Category.PSU) == "Test PSU 1000W"


def test_dropping_a_dragged_part_adds_it(window):
    page = window.browser.show_category(Category.CASE)
    page.select_part("case-a")
    mime = page.model.mimeData([page.view.currentIndex()])
    model = window.editor.model
    assert model.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, model.index(0, 0))
    assert model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, model.index(0, 0))
    assert _editor_text(window, Category.CASE) == "Test Tower"


def test_assembled_box_shows_lines_and_total(qtbot, window):
    for category, part_id in [
        (Category.GPU, "gpu-big"),
        (Category.CPU, "cpu-a"),
        (Category.MOTHERBOARD, "board-a"),
        (Category.MEMORY, "ram-a"),
        (Category.PSU, "psu-a"),
    ]:
        _double_click_part(qtbot, window, category, part_id)
    assert _editor_text(window, Category.CPU, COL_UNIT) == "550 USD"
    # 1600 + 550 + 300 + 200 + 180
    assert window.editor.total_label.text() == "Total 2,830 USD"
    assert "5 parts" in window.total_label.text()


def test_quantity_edit_undo_and_redo(qtbot, window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-small"))
    model = window.editor.model
    row = model.row_of(Category.GPU, "gpu-small")
    assert model.setData(model.index(row, COL_QTY), 3)
    assert _editor_text(window, Category.GPU, COL_QTY) == "3"
    assert _editor_text(window, Category.GPU, COL_TOTAL) == "1,200 USD"
    window.editor.view.setFocus()
    window.actions["undo"].trigger()
    assert _editor_text(window, Category.GPU, COL_QTY) == "1"
    window.actions["undo"].trigger()
    assert _editor_text(window, Category.GPU).startswith("Choose a GPU")
    assert not window.isWindowModified()
    window.actions["redo"].trigger()
    window.actions["redo"].trigger()
    assert _editor_text(window, Category.GPU, COL_QTY) == "3"


def test_ctrl_z_undoes_an_add(qtbot, window):
    _double_click_part(qtbot, window, Category.COOLER, "cooler-a")
    assert _editor_text(window, Category.COOLER) == "Test Tower Cooler"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _editor_text(window, Category.COOLER).startswith("Choose")


def test_remove_and_replace_lines(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"))
    document.set_quantity(Category.GPU, "gpu-small", 2)
    window.editor.select(Category.GPU, "gpu-small")
    page = window.browser.show_category(Category.GPU)
    page.compatible_only = False
    page.apply_filters()
    page.select_part("gpu-big")
    assert window.actions["replace_part"].isEnabled()
    window.actions["replace_part"].trigger()
    assert [(p.id, p.quantity) for p in document.build.parts] == [("gpu-big", 2)]
    window.editor.select(Category.GPU, "gpu-big")
    window.actions["remove_part"].trigger()
    assert document.build.parts == ()
    window.actions["undo"].trigger()
    assert [p.id for p in document.build.parts] == ["gpu-big"]


def test_save_reopen_gives_the_same_build(qtbot, window, tmp_path, monkeypatch):
    document = window.document
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("memory", "ram-a")]:
        document.add_part(window.catalogue.get(category, part_id))
    document.set_quantity(Category.GPU, "gpu-big", 2)
    window.editor.name_edit.setText("Two big GPUs")
    window.editor.name_edit.editingFinished.emit()
    target = tmp_path / "two-gpus.json"
    monkeypatch.setattr(
        "dlbox.ui.main_window.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), "")
    )
    window.actions["save"].trigger()
    assert target.is_file()
    assert window.windowTitle() == "two-gpus.json[*] — dlbox"
    assert not window.isWindowModified()
    saved = document.build
    window.actions["new"].trigger()
    assert document.build.parts == ()
    assert window.open_path(target)
    assert document.build == saved
    assert read_build(target).name == "Two big GPUs"
    assert json.loads(target.read_text())["schema_version"] == 2
    # The job on screen is saved with the build.
    assert json.loads(target.read_text())["job"]["workload"] == window.analysis.workload.workload_id
    assert window.recent_files()[0] == target.resolve()
    assert window.recent_menu.actions()[0].text() == "&1 two-gpus.json"


def test_close_with_unsaved_changes_asks(qtbot, window, answers):
    queue, asked = answers
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    queue.append(QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert "Save the changes" in asked[-1]
    assert window.isVisible()
    queue.append(QMessageBox.StandardButton.Discard)
    assert window.close()


def test_opening_a_bad_file_says_why_in_one_line(window, tmp_path, answers):
    _queue, asked = answers
    bad = tmp_path / "bad.json"
    bad.write_text('{"parts": [{"category": "gpu", "id": "x", "quantity": -3}]}')
    assert not window.open_path(bad)
    assert "bad.json" in asked[-1] and "quantity" in asked[-1]
    assert "\n" not in asked[-1]


def test_currency_change_converts_every_price(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.document.add_part(window.catalogue.get("psu", "psu-twd"))
    # 2,000 TWD at the fixture's 20 TWD per USD
    assert _editor_text(window, Category.PSU, COL_UNIT) == "100 USD"
    model = window.editor.model
    tip = model.data(model.index(model.row_of(Category.PSU), COL_UNIT), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("2,000.00 TWD on 2025-01-01 (test)")
    assert "TWD: your rate" in tip  # the fixture's own rate, not a shipped one
    prefs = window.analysis.preferences.with_changes(currency="EUR")
    window.apply_preferences(prefs)
    assert _editor_text(window, Category.GPU, COL_UNIT) == "800 EUR"
    assert _editor_text(window, Category.PSU, COL_UNIT) == "50.00 EUR"
    assert window.editor.total_label.text() == "Total 850 EUR"
    header = window.editor.model.headerData(COL_UNIT, Qt.Orientation.Horizontal)
    assert header == "Unit price\n(EUR)"
    page = window.browser.pages[Category.GPU]
    assert page.model.columns[1].header == "Price (EUR)"  # next to the name
    # Saved apart from window state, and read back next time.
    assert QSettings().value("prefs/currency") == '"EUR"'


def test_price_without_a_rate_is_kept_in_its_own_currency(window):
    prefs = window.analysis.preferences.with_changes(rates={})
    window.apply_preferences(prefs)
    window.document.add_part(window.catalogue.get("psu", "psu-twd"))
    if window.analysis.converter.knows("TWD"):
        return  # shipped rates know TWD; nothing to show here
    assert _editor_text(window, Category.PSU, COL_UNIT) == "2,000 TWD"
    assert "TWD" in window.editor.total_label.text()


def test_search_and_range_filter_narrow_the_catalogue(qtbot, window):
    page = window.browser.show_category(Category.GPU)
    page.compatible_only = False
    qtbot.keyClicks(page.search, "small")
    assert page.model.rowCount() == 1
    assert page.model.row_id(0) == "gpu-small"
    page.search.clear()
    page.filters["vram_gb"].set_range(12, 24)
    assert {page.model.row_id(r) for r in range(page.model.rowCount())} == {
        "gpu-big",
        "gpu-unpriced",
    }
    assert page.reset_filters.isEnabled()
    page.clear_filters()
    assert page.model.rowCount() == 3


def test_non_ascii_search_by_input_method(qtbot, window):
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    page = window.browser.show_category(Category.GPU)
    page.search.setFocus()
    event = QInputMethodEvent()
    event.setCommitString("顯示卡")
    QApplication.sendEvent(page.search, event)
    assert page.search.text() == "顯示卡"
    assert page.model.rowCount() == 0
    assert page.count_label.text().startswith("0 of 3")


def test_details_pane_shows_specs_and_sources(window):
    page = window.browser.show_category(Category.GPU)
    page.compatible_only = False
    page.apply_filters()
    page.select_part("gpu-big")
    html = page.details.toHtml()
    assert "Test GPU Big 24GB" in html
    assert "unit test fixture" in html
    assert "VRAM (GB)" in html


def test_window_layout_is_restored(qtbot, parts_catalogue, answers):
    from dlbox.ui.main_window import MainWindow
    from dlbox.ui.preferences import Preferences

    first = MainWindow(parts_catalogue, Preferences())
    qtbot.addWidget(first)
    first.show()
    first.docks["findings"].hide()
    first.close()
    second = MainWindow(parts_catalogue, Preferences())
    qtbot.addWidget(second)
    second.show()
    assert not second.docks["findings"].isVisible()
    assert second.docks["build"].isVisible()
    second.actions["reset_layout"].trigger()
    assert second.docks["findings"].isVisible()


def test_every_action_has_a_unique_shortcut(window):
    seen: dict[str, str] = {}
    for action_id, action in window.actions.all().items():
        for key in action.shortcuts():
            text = key.toString()
            assert text not in seen, f"{action_id} and {seen.get(text)} share {text}"
            seen[text] = action_id
    assert window.actions["undo"].shortcut().toString() == "Ctrl+Z"
    assert window.actions["save"].shortcut().toString() == "Ctrl+S"


def test_export_action_writes_the_chosen_format(window, tmp_path, monkeypatch):
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    target = tmp_path / "forum-post.md"
    monkeypatch.setattr(
        "dlbox.ui.main_window.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), "")
    )
    window.actions["export"].trigger()
    assert "Test GPU Big 24GB" in target.read_text()


def test_open_recent_reopens_and_can_be_cleared(window, tmp_path):
    from dlbox.core.build import Build
    from dlbox.core.files import write_build

    path = tmp_path / "recent.dlbox.json"
    write_build(path, Build(name="Recent box").with_part(window.catalogue.get("cpu", "cpu-a")))
    assert window.open_path(path)
    window.new_build()
    window.recent_menu.actions()[0].trigger()
    assert window.document.build.name == "Recent box"
    window.actions["clear_recent"].trigger()
    assert window.recent_files() == []
    assert not window.actions["clear_recent"].isEnabled()


def _file_with_older_specs(window, tmp_path):
    """A build saved when the catalogue priced gpu-big at 1,450 USD and had no notes."""
    from dlbox.core.build import Build
    from dlbox.core.files import write_build

    current = window.catalogue.get("gpu", "gpu-big")
    older = current.model_copy(update={"price": 1450.0, "notes": "as saved"})
    build = (
        Build(name="Older specs")
        .with_part(older, 2)
        .with_part(window.catalogue.get("psu", "psu-a"))
    )
    path = tmp_path / "older.dlbox.json"
    write_build(path, build)
    return path


def test_opening_a_build_with_changed_catalogue_rows_keeps_the_saved_specs(qtbot, window, tmp_path):
    assert window.open_path(_file_with_older_specs(window, tmp_path))
    # The saved specs are what the build shows, but at today's street price (issue 14):
    # 2 × the catalogue's 1,600, not the 1,450 of the day the file was saved.
    assert window.document.resolved.picks[0].part.notes == "as saved"
    assert _editor_text(window, Category.GPU, COL_UNIT).startswith("1,600 USD")
    assert _editor_text(window, Category.GPU, COL_TOTAL) == "3,200 USD"
    box = window.catalogue_versions_box
    assert box is not None and box.isVisible()
    assert "Test GPU Big 24GB" in box.text() and "Test PSU 1000W" not in box.text()
    assert "notes" in box.detailedText() and "price" not in box.detailedText()
    assert "Test GPU Big 24GB" in window.statusBar().currentMessage()

    update = box.findChild(QPushButton, "update_to_catalogue")
    qtbot.mouseClick(update, Qt.MouseButton.LeftButton)
    assert _editor_text(window, Category.GPU, COL_UNIT).startswith("1,600 USD")
    assert window.document.build.parts[0].quantity == 2  # only the specs changed
    assert window.document.resolved.picks[0].origin == "catalogue"
    assert window.document.resolved.picks[0].part.notes is None
    assert window.isWindowModified()

    # One undoable step back to the saved specs (still at today's price).
    window.document.undo_stack.undo()
    assert window.document.resolved.picks[0].part.notes == "as saved"
    assert _editor_text(window, Category.GPU, COL_UNIT).startswith("1,600 USD")
    assert not window.isWindowModified()


def test_keeping_the_saved_specs_changes_nothing(qtbot, window, tmp_path):
    assert window.open_path(_file_with_older_specs(window, tmp_path))
    box = window.catalogue_versions_box
    qtbot.mouseClick(box.findChild(QPushButton, "keep_saved_specs"), Qt.MouseButton.LeftButton)
    assert window.document.resolved.picks[0].part.notes == "as saved"
    assert window.document.undo_stack.count() == 0 and not window.isWindowModified()


def test_a_build_whose_specs_match_the_catalogue_asks_nothing(window, tmp_path):
    from dlbox.core.build import Build
    from dlbox.core.files import write_build

    path = tmp_path / "same.dlbox.json"
    write_build(path, Build().with_part(window.catalogue.get("gpu", "gpu-big")))
    assert window.open_path(path)
    assert window.catalogue_versions_box is None


def test_the_job_is_saved_with_the_build_and_comes_back(qtbot, window, tmp_path, monkeypatch):
    bar = window.workload_bar
    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-big"))
    ids = [bar.workload.itemData(i).id for i in range(bar.workload.count())]
    other = next(i for i, workload_id in enumerate(ids) if workload_id != ids[0])
    bar.workload.setCurrentIndex(other)
    bar.epochs.setValue(7)
    bar.epochs.editingFinished.emit()
    bar.precision.setCurrentIndex(bar.precision.findData("fp32"))
    assert document.build.job.workload == ids[other]
    assert (document.build.job.epochs, document.build.job.precision) == (7, "fp32")
    target = tmp_path / "job.dlbox.json"
    monkeypatch.setattr(
        "dlbox.ui.main_window.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), "")
    )
    window.actions["save"].trigger()
    window.actions["new"].trigger()
    bar.workload.setCurrentIndex(0)
    assert window.open_path(target)
    assert bar.workload.currentData().id == ids[other]
    assert bar.epochs.value() == 7
    assert bar.precision.currentData() == "fp32"
    assert window.analysis.workload.epochs == 7
    # Undo walks back through the job edits like any other edit.
    assert not window.isWindowModified()


def test_changing_the_job_marks_the_build_modified_and_undoes(qtbot, window):
    bar = window.workload_bar
    before = window.analysis.workload
    bar.epochs.setValue(before.epochs + 5)
    bar.epochs.editingFinished.emit()
    assert window.isWindowModified()
    assert window.document.build.job.epochs == before.epochs + 5
    window.document.undo_stack.undo()
    assert window.document.build.job is None
