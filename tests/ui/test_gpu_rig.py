"""Build editor: assign a GPU line's cards to PSUs and mark cards on risers."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dlbox.core.parts import Category
from dlbox.ui.models.build_model import COL_PART


def _answer(
    window, *, psu2: int, risers: int, gen: int | None, lanes: int | None, m2: bool = False
) -> None:
    """Fill the dialog once it is open, then press OK."""

    def fill() -> None:
        dialog = window.editor.rig_dialog
        dialog.psu_spins[0].setValue(psu2)
        dialog.risers.setValue(risers)
        dialog.riser_gen.setCurrentIndex(dialog.riser_gen.findData(gen))
        dialog.riser_lanes.setCurrentIndex(dialog.riser_lanes.findData(lanes))
        dialog.riser_m2.setChecked(m2)
        dialog.open_frame.setChecked(True)
        assert dialog.psu1_label.text() == str(4 - psu2)
        dialog.accept()

    QTimer.singleShot(0, fill)


def test_gpus_split_between_two_psus_and_on_risers_reach_the_file_and_the_check(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"), 4)
    document.add_part(window.catalogue.get("psu", "psu-a"), 2)
    window.editor.select(Category.GPU, "gpu-small")
    assert window.editor.current_line() == (Category.GPU, "gpu-small")
    check = window.analysis.check()
    assert "power.psu_assignment" in check.rules("warning")

    _answer(window, psu2=2, risers=2, gen=4, lanes=16)
    assert window.editor.edit_gpu_rig()

    [line] = [p for p in document.build.parts if p.category == Category.GPU]
    assert line.psu_split == (2, 2)
    assert line.risers is not None and (line.risers.count, line.risers.gen) == (2, 4)
    assert document.build.open_frame
    model = window.editor.model
    text = model.data(model.index(model.row_of(Category.GPU, "gpu-small"), COL_PART))
    assert "PSU 2: 2" in text and "2 on risers" in text
    assert "power.psu_assignment" not in window.analysis.check().rules()
    window.actions["undo"].trigger()
    [line] = [p for p in document.build.parts if p.category == Category.GPU]
    assert line.psu_split is None and line.risers is None


def test_cards_on_m2_adapters_are_saved_as_such(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"), 4)
    document.add_part(window.catalogue.get("psu", "psu-a"), 2)
    window.editor.select(Category.GPU, "gpu-small")
    _answer(window, psu2=0, risers=2, gen=4, lanes=4, m2=True)
    assert window.editor.edit_gpu_rig()
    [line] = [p for p in document.build.parts if p.category == Category.GPU]
    assert line.risers is not None and line.risers.m2 and line.risers.lanes == 4


def test_the_dialog_refuses_more_units_on_other_psus_than_the_line_has(qtbot, window):
    from dlbox.ui.dialogs.gpu_rig_dialog import GpuRigDialog

    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"), 2)
    document.add_part(window.catalogue.get("psu", "psu-a"), 3)
    [pick] = [p for p in document.build.parts if p.category == Category.GPU]
    dialog = GpuRigDialog(document.build, pick, "GPU")
    qtbot.addWidget(dialog)
    dialog.psu_spins[0].setValue(2)
    dialog.psu_spins[1].setValue(1)
    assert not dialog.ok.isEnabled() and "3 units" in dialog.problem.text()
    dialog.psu_spins[1].setValue(0)
    assert dialog.ok.isEnabled()
    assert dialog.result_values()[0] == (0, 2, 0)
    QApplication.processEvents()
