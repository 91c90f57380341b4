"""The Plan a build dialog: it plans from its inputs, lists builds that fit the budget,
draws the front, and opens the picked build in the editor with one click."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlbox.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, catalogue):
    win = MainWindow(catalogue)
    qtbot.addWidget(win)
    return win


def test_plan_lists_builds_and_opens_one_in_the_editor(qtbot, window):
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.budget.setValue(4000)
    dialog.objective.setCurrentIndex(dialog.objective.findData("time"))
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    result = dialog.result
    assert result is not None and result.builds
    assert dialog.table.rowCount() == len(result.builds)
    assert all(b.price <= 4000 for b in result.builds)
    assert "Next budget step" in dialog.why.toPlainText() or result.next_step is None
    assert len(dialog.front.data) == len(result.pareto)
    dialog.table.selectRow(1)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    opened = window.document.build
    assert opened == result.builds[1].build
    assert len(opened.parts) == 8
    # The build carries the job it was planned for: the workload bar shows it.
    assert opened.job is not None and opened.job.workload == dialog.checked_workloads()[0]
    assert window.analysis.workload.workload_id == opened.job.workload
    assert not [f for f in window.analysis.check().findings if f.severity == "error"]


def test_nothing_within_budget_says_what_would_work(qtbot, window):
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.budget.setValue(200)
    dialog.run_plan()
    assert "Nothing fits a budget of 200" in dialog.status.text()
    assert dialog.table.rowCount() == 1  # the cheapest build that works, to open anyway


def test_dialog_fits_a_1280_by_720_screen(qtbot, window, tmp_path):
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.resize(1240, 680)
    dialog.run_plan()
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    out = os.environ.get("DLBOX_PLAN_SCREENSHOT")
    if out:
        dialog.grab().save(str(Path(out)))


def test_the_dialogs_training_choices_reach_the_estimator(qtbot, window):
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.top.setValue(10)
    mixed = {b.label: b.job_hours for b in dialog.run_plan().builds}
    dialog.precision.setCurrentIndex(dialog.precision.findData("fp32"))
    dialog.zero.setValue(2)
    request = dialog.request()
    assert request.settings.precision == "fp32" and request.settings.zero_stage == 2
    fp32 = {b.label: b.job_hours for b in dialog.run_plan().builds}
    both = set(mixed) & set(fp32)
    assert both and all(fp32[label] > mixed[label] for label in both)


def test_the_windows_explanations_say_what_the_cli_says_in_english(qtbot, window):
    """The window words the plan's sentences itself (to translate them); in English they
    must read exactly as ``dlbox plan`` prints them."""
    from dlbox.ui import plan_text

    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.budget.setValue(4000)
    dialog.run_plan()
    result = dialog.result
    assert result is not None and len(result.builds) >= 2
    for build in result.builds:
        assert plan_text.build_why(build, result, dialog._request) == build.why


def test_zh_tw_plan_explanations_have_no_english_prose(qtbot, window):
    import re

    from dlbox.ui.language import apply_language

    assert apply_language("zh_TW")
    try:
        dialog = window.plan_dialog()
        qtbot.addWidget(dialog)
        dialog.budget.setValue(4000)
        dialog.run_plan()
        dialog.table.selectRow(0)
        text = dialog.why.toPlainText()
        sentences = text.split("\n\n")[0] + "\n" + text.split("\n\n")[-1]
        words = {"owning", "budget", "faster", "renting", "wall", "demand", "job", "month"}
        assert not words & set(re.findall(r"[a-z]+", sentences)), sentences
        assert "Parts" not in text and "零件" in text
        dialog.budget.setValue(200)
        dialog.run_plan()
        assert "Nothing fits" not in dialog.status.text()
        assert "預算 200 USD 內沒有可行配置" in dialog.status.text()
    finally:
        apply_language("en")
