"""Build editor: state a motherboard line's BIOS; the 24/48 GB DDR5 module check reads it."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from dlbox.core.parts import Category, Memory
from dlbox.ui.models.build_model import COL_PART

DENSE = Memory(
    id="ram-dense",
    name="Test DDR5 2x24GB",
    memory_type="DDR5",
    speed_mts=5600,
    modules=2,
    module_gb=24,
    price=180,
    source="unit test",
    as_of="2025-01-01",
)


def _answer(window, *, version: str, dense: bool | None) -> None:
    """Fill the dialog once it is open, then press OK."""

    def fill() -> None:
        dialog = window.editor.bios_dialog
        dialog.version.setText(version)
        dialog.dense.setCurrentIndex(dialog.dense.findData(dense))
        dialog.accept()

    QTimer.singleShot(0, fill)


def _bios_warnings(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        f.message
        for f in window.analysis.check().findings
        if f.rule == "memory.population" and f.severity == "warning"
    ]


def test_a_stated_agesa_silences_the_24_gb_module_warning_and_undo_restores_it(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("cpu", "cpu-a"), 1)
    document.add_part(window.catalogue.get("motherboard", "board-a"), 1)
    document.add_part(DENSE, 1)
    [before] = _bios_warnings(window)
    assert "does not state its BIOS version" in before

    window.editor.select(Category.MOTHERBOARD, "board-a")
    _answer(window, version="AGESA 1.0.0.7b", dense=None)
    assert window.editor.edit_board_bios()
    [board] = [p for p in document.build.parts if p.category == Category.MOTHERBOARD]
    assert (board.bios, board.bios_dense_ddr5) == ("AGESA 1.0.0.7b", None)
    assert not _bios_warnings(window)
    model = window.editor.model
    text = model.data(model.index(model.row_of(Category.MOTHERBOARD, "board-a"), COL_PART))
    assert "BIOS AGESA 1.0.0.7b" in text

    window.actions["undo"].trigger()
    [board] = [p for p in document.build.parts if p.category == Category.MOTHERBOARD]
    assert board.bios is None
    assert _bios_warnings(window)


def test_saying_the_bios_does_not_run_the_modules_keeps_the_warning(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("cpu", "cpu-a"), 1)
    document.add_part(window.catalogue.get("motherboard", "board-a"), 1)
    document.add_part(DENSE, 1)
    window.editor.select(Category.MOTHERBOARD, "board-a")
    _answer(window, version="1222", dense=False)
    assert window.editor.edit_board_bios()
    [warning] = _bios_warnings(window)
    assert "does not run them" in warning
    model = window.editor.model
    text = model.data(model.index(model.row_of(Category.MOTHERBOARD, "board-a"), COL_PART))
    assert "BIOS 1222" in text and "does not run 24/48 GB DDR5" in text


def test_the_bios_dialog_opens_with_its_hint_and_placeholder_in_full(qtbot, window):
    """At its opening size the hint reads as whole sentences and the example version
    in the empty field is not cut (it opened 228 px wide with both clipped)."""
    from PySide6.QtWidgets import QLabel

    window.document.add_part(window.catalogue.get("motherboard", "board-a"), 1)
    window.editor.select(Category.MOTHERBOARD, "board-a")
    dialog = window.editor.make_board_bios_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    [hint] = [w for w in dialog.findChildren(QLabel) if w.wordWrap()]
    assert hint.heightForWidth(hint.width()) <= hint.height(), hint.text()
    field = dialog.version
    needed = field.fontMetrics().horizontalAdvance(field.placeholderText())
    assert field.width() > needed
