"""Autosave on a timer, recovery at start-up, first run on an example (issue 7, GUI side)."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from dlbox.core import autosave as core_autosave
from dlbox.core.build import Build
from dlbox.core.files import write_build
from dlbox.ui.app import open_start_build
from dlbox.ui.autosave import INTERVAL_MS, QUIET_MS, offer_recovery
from dlbox.ui.dialogs.settings_dialog import SettingsDialog
from dlbox.ui.preferences import load_preferences


def _autosaves() -> list:
    folder = core_autosave.autosave_dir()
    return sorted(folder.glob("*.autosave.json")) if folder.is_dir() else []


def test_timer_interval_is_at_most_30_seconds(window):
    assert window.autosave.timer.isActive()
    assert window.autosave.timer.interval() == INTERVAL_MS <= 30_000


def test_unsaved_edits_are_autosaved_and_dropped_after_save(window, tmp_path):
    assert window.autosave.tick() is None  # nothing to save yet
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    written = window.autosave.tick()
    assert written is not None and written.is_file()
    saved = json.loads(written.read_text())
    assert saved["build"]["parts"][0]["id"] == "gpu-big"
    assert window.autosave.tick() is None  # unchanged since the last autosave
    window.document.save(tmp_path / "box.json")
    assert not written.exists()
    assert _autosaves() == []


def test_undo_back_to_saved_state_writes_nothing(window, tmp_path):
    window.document.add_part(window.catalogue.get("cpu", "cpu-a"))
    window.document.save(tmp_path / "cpu.json")
    window.document.add_part(window.catalogue.get("gpu", "gpu-small"))
    window.document.undo_stack.undo()
    assert window.autosave.tick() is None


def test_crash_handler_flushes_an_autosave(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-small"))
    assert window.autosave.flush() is not None
    assert len(_autosaves()) == 1


def test_recovery_offer_restores_the_build(qtbot, window, answers, parts_catalogue):
    queue, asked = answers
    lost = Build(name="Lost work").with_part(parts_catalogue.get("gpu", "gpu-big"))
    path = core_autosave.write_autosave(lost, None, "crashed-session")
    # Pretend the writer died: the autosave names a process that is not running.
    data = json.loads(path.read_text())
    data["pid"] = 999_999_999
    path.write_text(json.dumps(data))
    queue.append(QMessageBox.StandardButton.Yes)
    open_start_build(window, True, offer_recovery, lambda: None)
    assert "Recover the unsaved build" in asked[-1]
    assert window.document.build == lost
    assert window.isWindowModified()  # recovered work has no file yet
    assert path.exists()  # kept until this session has its own autosave
    window.autosave.tick()
    assert not path.exists()


def test_declining_recovery_with_discard_deletes_it(window, answers, parts_catalogue):
    queue, _asked = answers
    path = core_autosave.write_autosave(Build(name="Old"), None, "old-session")
    data = json.loads(path.read_text())
    data["pid"] = 999_999_999
    path.write_text(json.dumps(data))
    queue.append(QMessageBox.StandardButton.Discard)
    assert offer_recovery(window) is None
    assert not path.exists()


def test_first_run_opens_an_example_then_remembers(window, tmp_path, parts_catalogue):
    example = tmp_path / "single-rtx-4090.json"
    write_build(example, Build(name="Example box").with_part(parts_catalogue.get("gpu", "gpu-big")))
    open_start_build(window, False, offer_recovery, lambda: example)
    assert window.document.build.name == "Example box"
    assert window.document.path is None  # Save asks for a new name, never overwrites the example
    window.document.load(Build(), None)
    open_start_build(window, False, offer_recovery, lambda: example)
    assert window.document.build.name == "Untitled build"  # not on the second run


def test_a_burst_of_edits_is_autosaved_once_it_goes_quiet(qtbot, window):
    # The 30 s timer is far off: only the quiet period can write this autosave.
    assert window.autosave.timer.remainingTime() > 10_000
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    window.document.add_part(window.catalogue.get("cpu", "cpu-a"))
    assert _autosaves() == []  # the burst is not over yet
    qtbot.waitUntil(lambda: len(_autosaves()) == 1, timeout=QUIET_MS + 3_000)
    saved = json.loads(_autosaves()[0].read_text())
    assert {p["id"] for p in saved["build"]["parts"]} == {"gpu-big", "cpu-a"}


def test_the_autosave_interval_is_a_setting(qtbot, window):
    dialog = SettingsDialog(window.analysis.preferences, shipped_rates={})
    qtbot.addWidget(dialog)
    dialog.autosave_interval.setValue(10)
    window.apply_preferences(dialog.preferences())
    assert window.autosave.timer.interval() == 10_000
    assert load_preferences().autosave_interval_s == 10  # kept in QSettings
    # Out of range (limits.AUTOSAVE_INTERVAL_S): the spin box refuses, a damaged store falls back.
    dialog.autosave_interval.setValue(0)
    assert dialog.autosave_interval.value() == 5
    QSettings().setValue("prefs/autosave_interval_s", "1e9")
    assert load_preferences().autosave_interval_s == 30
