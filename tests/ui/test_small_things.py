"""The small things a new user notices: numbers, plurals, codes and raw dictionaries shown
as words, whole-word search, no stray .bak files, file dialogs in a sensible folder."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dlbox.core.parts import Category
from dlbox.ui import file_dialogs
from dlbox.ui.columns import spec_text
from dlbox.ui.models.frame_model import format_column
from dlbox.ui.widgets.catalogue_browser import RangeFilter, search_mask, search_text

ROOT = Path(__file__).resolve().parents[2]


def test_ryzen_9_search_finds_ryzen_9_cpus_only():
    names = ["AMD Ryzen 9 7950X", "AMD Ryzen 5 9600X", "AMD Ryzen 9 9950X", "Intel Core i9"]
    haystack = search_text(pd.DataFrame({"name": names}))
    found = [n for n, keep in zip(names, search_mask(haystack, "Ryzen 9"), strict=True) if keep]
    assert found == ["AMD Ryzen 9 7950X", "AMD Ryzen 9 9950X"]
    # Out of order still works, and the word being typed may be a prefix.
    assert search_mask(haystack, "9600x ryzen").tolist() == [False, True, False, False]
    assert search_mask(haystack, "ryzen 9 79").tolist() == [True, False, False, False]


def test_filter_labels_read_300_000_not_3e05(qtbot):
    box = RangeFilter("capacity_gb", "Capacity (GB)", np.array([250.0, 300_000.0]))
    qtbot.addWidget(box)
    box.show()
    texts = [label.text() for label in box.edge_labels()]
    assert "300,000" in texts and not any("e+" in t for t in texts)
    assert "300,000" in box.toolTip()


def test_slot_layouts_and_codes_read_as_words(parts_catalogue):
    board = parts_catalogue.get(Category.MOTHERBOARD, "board-a")
    slots = spec_text(Category.MOTHERBOARD, "pcie_slots", board.model_dump()["pcie_slots"])
    assert "{" not in slots and "slot 1: x16, PCIe 5.0, CPU" in slots
    m2 = spec_text(Category.MOTHERBOARD, "m2_slots", board.model_dump()["m2_slots"])
    assert m2 == "M2_1: PCIe 5.0 x4, CPU"
    assert spec_text(Category.STORAGE, "kind", "sata_ssd") == "SATA SSD"
    assert format_column(pd.Series(["sata_ssd", "nvme"]), None) == ["SATA SSD", "NVMe SSD"]


def test_saving_leaves_no_bak_file_beside_the_build(window, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    target = tmp_path / "box.dlbox.json"
    window.document.add_part(window.catalogue.get(Category.GPU, "gpu-big"))
    window.document.save(target)
    window.document.add_part(window.catalogue.get(Category.CPU, "cpu-a"))
    window.document.save(target)
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["box.dlbox.json"]
    backups = list((tmp_path / "data").rglob("box.dlbox.json.*.bak"))
    assert len(backups) == 1 and "cpu-a" not in backups[0].read_text(encoding="utf-8")


def test_file_dialogs_open_in_documents_or_the_last_folder(window, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the working directory is never where a dialog opens
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda _parent, _title, start, _filter: asked.append(start) or ("", "")),
    )
    window.open_dialog()
    assert asked and Path(asked[0]) != tmp_path
    assert Path(asked[0]) in (file_dialogs.start_folder(), Path.home())
    chosen = tmp_path / "builds"
    chosen.mkdir()
    file_dialogs.remember(chosen / "box.dlbox.json")
    window.open_dialog()
    assert Path(asked[-1]) == chosen


def test_no_data_issues_is_not_an_issue(window, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: said.append(a[2])))
    window.catalogue.issues.clear()
    window.show_data_issues()
    assert said == ["Every catalogue row loaded."]


def test_one_warning_is_not_one_warnings():
    from dlbox.ui.widgets.findings_panel import count_text

    QLocale.setDefault(QLocale("en_US"))
    assert count_text("warning", 1) == "1 warning"
    assert count_text("error", 2) == "2 errors"


def test_estimate_states_why_its_power_differs_from_check(capsys):
    from dlbox.cli import main

    tower = ROOT / "data" / "examples" / "rtx-4090-tower.dlbox.json"
    assert main(["estimate", str(tower), "--workload", "resnet50"]) == 0
    out = capsys.readouterr().out
    assert "dlbox check" in out and "rated draw" in out
