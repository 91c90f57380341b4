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


def test_a_second_psu_of_another_model_goes_beside_the_first_and_feeds_the_cards_given_it(
    qtbot, window, tmp_path
):
    # A homelab rig: a big PSU feeds the board and two cards, a smaller one the other two.
    from dlbox.core.files import read_build

    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"), 4)
    document.add_part(window.catalogue.get("psu", "psu-a"))
    # The 650 W unit cannot carry the whole rig alone, so "compatible only" hides it.
    assert not window.browser.show_category(Category.PSU).select_part("psu-twd")
    window.actions["compatible_only"].setChecked(False)
    assert window.browser.show_category(Category.PSU).select_part("psu-twd")
    assert window.actions["add_psu"].isEnabled()
    window.actions["add_psu"].trigger()
    assert [(p.id, p.quantity) for p in document.build.picks_in(Category.PSU)] == [
        ("psu-a", 1),
        ("psu-twd", 1),
    ]
    model = window.editor.model
    psu2 = model.data(model.index(model.row_of(Category.PSU, "psu-twd"), COL_PART))
    assert "PSU 2" in psu2
    assert "power.psu_assignment" in window.analysis.check().rules("warning")

    window.editor.select(Category.GPU, "gpu-small")

    def fill() -> None:
        dialog = window.editor.rig_dialog
        [(label, spin)] = [
            (dialog.layout().itemAt(0).layout().labelForField(s).text(), s)
            for s in dialog.psu_spins
        ]
        assert "Test PSU 650W (TWD)" in label
        spin.setValue(2)
        dialog.accept()

    QTimer.singleShot(0, fill)
    assert window.editor.edit_gpu_rig()
    check = window.analysis.check()
    assert "power.psu_assignment" not in check.rules()
    path = tmp_path / "rig.dlbox.json"
    document.save(path)
    saved = read_build(path)
    assert [p.id for p in saved.picks_in(Category.PSU)] == ["psu-a", "psu-twd"]
    [gpu] = saved.picks_in(Category.GPU)
    assert gpu.psu_split == (2, 2)
    # Add to Build still replaces the PSU (the usual single-PSU build).
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()
    assert [p.id for p in document.build.picks_in(Category.PSU)] == ["psu-a"]
    window.browser.show_category(Category.PSU).select_part("psu-twd")
    window.actions["add_part"].trigger()
    assert [p.id for p in document.build.picks_in(Category.PSU)] == ["psu-twd"]


def test_the_add_another_psu_action_waits_for_a_psu_in_the_build(qtbot, window):
    window.browser.show_category(Category.PSU).select_part("psu-a")
    assert not window.actions["add_psu"].isEnabled()
    window.actions["add_part"].trigger()
    window.browser.show_category(Category.PSU).select_part("psu-twd")
    assert window.actions["add_psu"].isEnabled()


def test_cards_in_a_custom_loop_are_saved_with_the_loop_and_it_cools_the_cpu(qtbot, window):
    document = window.document
    for kind, part_id, n in (("gpu", "gpu-big", 2), ("cpu", "cpu-a", 1), ("case", "case-a", 1)):
        document.add_part(window.catalogue.get(kind, part_id), n)
    assert "cooler.missing" in window.analysis.check().rules("warning")
    window.editor.select(Category.GPU, "gpu-big")

    def fill() -> None:
        dialog = window.editor.rig_dialog
        dialog.water_blocks.setValue(2)
        assert not dialog.ok.isEnabled() and "radiators" in dialog.problem.text()
        dialog.loop_radiators.setText("36")
        assert not dialog.ok.isEnabled() and "36" in dialog.problem.text()
        dialog.loop_radiators.setText("360, 240 mm")
        dialog.loop_cpu.setChecked(True)
        assert dialog.ok.isEnabled()
        dialog.accept()

    QTimer.singleShot(0, fill)
    assert window.editor.edit_gpu_rig()
    build = document.build
    assert build.loop is not None and build.loop.radiators_mm == (360, 240) and build.loop.cpu
    [gpu] = build.picks_in(Category.GPU)
    assert gpu.water_blocks == 2
    model = window.editor.model
    text = model.data(model.index(model.row_of(Category.GPU, "gpu-big"), COL_PART))
    assert "2 in the custom loop" in text
    check = window.analysis.check()
    assert "cooler.missing" not in check.rules()
    # Three-slot cards with full-cover blocks are single-slot: no stacking warning.
    assert "physical.gpu_adjacent" not in check.rules()
    # The case lists no radiator mounts: the loop's two radiators are "not checked".
    window.actions["undo"].trigger()
    assert document.build.loop is None
    assert document.build.picks_in(Category.GPU)[0].water_blocks is None


def _two_plug_card():  # type: ignore[no-untyped-def]
    """A 350 W card with two 8-pin plugs (every input count stated)."""
    from dlbox.core.parts import GPU

    return GPU(
        id="gpu-two-plugs",
        name="Test GPU Two Plugs",
        vendor="NVIDIA",
        architecture="Ampere",
        year=2020,
        vram_gb=24,
        mem_bw_gbs=936,
        fp32_tflops=35,
        board_power_w=350,
        pcie_gen=4,
        length_mm=300,
        slot_width=2,
        pcie_6pin=0,
        pcie_8pin=2,
        hpwr_16pin=0,
        eps_8pin=0,
        source="unit test fixture",
        as_of="2025-01-01",
    )


def test_a_y_split_cable_set_in_the_dialog_reaches_the_file_the_line_and_the_check(qtbot, window):
    document = window.document
    document.add_part(_two_plug_card(), 1)
    document.add_part(window.catalogue.get("psu", "psu-a"), 1)
    window.editor.select(Category.GPU, "gpu-two-plugs")
    assert not [
        k
        for k in [f.key for f in window.analysis.check().findings]
        if k.startswith("power.cable_load")
    ]

    def fill() -> None:
        dialog = window.editor.rig_dialog
        # "not stated" by default; the card's two plugs bound the cable count.
        assert dialog.cable_values() == (None, None)
        assert dialog.power_cables.count() == 3  # not stated, 1, 2
        dialog.power_cables.setCurrentIndex(dialog.power_cables.findData(1))
        dialog.accept()

    QTimer.singleShot(0, fill)
    assert window.editor.edit_gpu_rig()

    [line] = [p for p in document.build.parts if p.category == Category.GPU]
    assert (line.power_cables, line.power_rails) == (1, None)
    assert document.build.to_dict()["parts"][0]["power_cables"] == 1
    model = window.editor.model
    text = model.data(model.index(model.row_of(Category.GPU, "gpu-two-plugs"), COL_PART))
    assert "1 PSU cable per card" in text
    assert [
        k
        for k in [f.key for f in window.analysis.check().findings]
        if k.startswith("power.cable_load")
    ]
    window.actions["undo"].trigger()
    [line] = [p for p in document.build.parts if p.category == Category.GPU]
    assert line.power_cables is None


def test_the_dialog_refuses_more_rails_than_cables(qtbot, window):
    from dlbox.ui.dialogs.gpu_rig_dialog import GpuRigDialog

    document = window.document
    document.add_part(_two_plug_card(), 1)
    [pick] = [p for p in document.build.parts if p.category == Category.GPU]
    dialog = GpuRigDialog(document.build, pick, "GPU", plugs=2)
    qtbot.addWidget(dialog)
    dialog.power_cables.setCurrentIndex(dialog.power_cables.findData(1))
    dialog.power_rails.setCurrentIndex(dialog.power_rails.findData(2))
    assert (
        not dialog.ok.isEnabled()
        and "More 12 V rails (2) than PSU cables (1)" in dialog.problem.text()
    )
    dialog.power_rails.setCurrentIndex(dialog.power_rails.findData(1))
    assert dialog.ok.isEnabled() and dialog.cable_values() == (1, 1)
