"""Issue 14's bad input, as a user meets it in the app: a part file with a connector count
of -1, a saved part with one, a board whose slot list runs past the board, two PSUs with
no GPU assigned.  Each is named (file, line or field) and everything else still loads."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from dlbox.core.catalogue import load_catalogue
from dlbox.core.parts import Category

PSU_ROWS = (
    "id,name,source,as_of,wattage_w,efficiency,pcie_8pin\n"
    "good-psu,Good PSU,test page,2025-01-01,1000,gold,6\n"
    "bad-psu,Bad PSU,test page,2025-01-01,1000,gold,-1\n"
)


def test_a_part_file_with_a_connector_count_of_minus_one_is_a_data_issue_and_the_rest_loads(
    qtbot, tmp_path, monkeypatch
):
    from dlbox.ui.main_window import MainWindow

    (tmp_path / "parts").mkdir()
    (tmp_path / "parts" / "psu.csv").write_text(PSU_ROWS, encoding="utf-8")
    catalogue = load_catalogue(tmp_path)
    window = MainWindow(catalogue)
    qtbot.addWidget(window)
    page = window.browser.show_category(Category.PSU)
    assert page.frame.index.tolist() == ["good-psu"]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.detailedText()) or 0)
    window.show_data_issues()
    [text] = shown
    [line] = [x for x in text.splitlines() if x.startswith("psu.csv")]
    assert "line 3" in line and "pcie_8pin" in line and "-1" in line


def _open(window, tmp_path, parts: list[dict]) -> None:
    path = tmp_path / "rig.dlbox.json"
    path.write_text(json.dumps({"schema_version": 2, "parts": parts}), encoding="utf-8")
    assert window.open_path(path)


def test_a_build_whose_saved_psu_has_a_connector_count_of_minus_one_opens_with_the_rest(
    qtbot, window, tmp_path, answers
):
    _, asked = answers
    bad = {
        "id": "bad",
        "name": "Bad PSU",
        "source": "test page",
        "as_of": "2025-01-01",
        "wattage_w": 1000,
        "efficiency": "gold",
        "pcie_8pin": -1,
    }
    _open(
        window,
        tmp_path,
        [
            {"category": "gpu", "id": "gpu-small", "quantity": 2},
            {"category": "psu", "id": "bad", "snapshot": bad},
        ],
    )
    [said] = asked
    assert "pcie_8pin" in said and "'bad'" in said
    assert [p.id for p in window.document.build.parts] == ["gpu-small", "bad"]  # nothing lost
    assert window.document.resolved.count(Category.GPU) == 2
    qtbot.waitUntil(lambda: "build.unresolved" in {v.rule for v in window.findings.views})
    assert "pcie_8pin" in window.findings.text.toPlainText()


def test_a_board_whose_slot_list_runs_past_the_board_is_a_finding_naming_the_field(
    qtbot, window, tmp_path
):
    board = window.catalogue.get(Category.MOTHERBOARD, "board-a").model_dump(mode="json")
    board.update(
        id="odd-board",
        form_factor="Micro-ATX",
        pcie_slots="1:x16:x16:g4:cpu;6:x16:x4:g4:chipset",
    )
    _open(
        window,
        tmp_path,
        [
            {"category": "gpu", "id": "gpu-small"},
            {"category": "motherboard", "id": "odd-board", "snapshot": board},
        ],
    )
    qtbot.waitUntil(lambda: "physical.slot_layout" in {v.rule for v in window.findings.views})
    text = window.findings.text.toPlainText()
    assert "pcie_slots" in text and "Micro-ATX" in text


def test_two_psus_with_no_gpu_assigned_say_so_and_count_the_cards_on_psu_1(qtbot, window):
    document = window.document
    document.add_part(window.catalogue.get("gpu", "gpu-small"), 2)
    document.add_part(window.catalogue.get("psu", "psu-a"), 2)
    qtbot.waitUntil(lambda: "power.psu_assignment" in {v.rule for v in window.findings.views})
    text = window.findings.text.toPlainText()
    assert "PSU 2" in text and "psu_split" in text
