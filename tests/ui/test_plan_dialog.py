"""The Plan a build dialog: it plans from its inputs, lists builds that fit the budget,
draws the front, and opens the picked build in the editor with one click."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dlbox.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, catalogue, answers):
    # ``answers``: a test that changed the window's job leaves the build modified, and
    # pytest-qt's closing of the window would wait on a real "Save the changes?" box.
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


def test_job_column_reads_in_hours_alone(qtbot, window):
    # A screenshot showed "16.7 h" above "53 h (2.2 days)": one column, one format; the
    # days stay in the cell's tooltip.
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    dialog.top.setValue(10)
    builds = dialog.run_plan().builds
    assert any(b.job_hours >= 48 for b in builds)  # a row the old format gave in days
    cells = [dialog.table.item(row, 3) for row in range(dialog.table.rowCount())]
    for build, cell in zip(builds, cells, strict=True):
        assert re.fullmatch(r"[\d,]+\.\d h", cell.text()), cell.text()
        assert cell.text() == f"{build.job_hours:,.1f} h"
    slow = next(c for b, c in zip(builds, cells, strict=True) if b.job_hours >= 48)
    assert "days" in slow.toolTip()


def test_one_slow_build_does_not_squash_the_price_time_chart(qtbot, window):
    # ResNet-50 within 5,000 USD: job times from ~17 h to ~960 h. On a linear axis the
    # 960-h build pressed the others into the bottom tenth; the time axis turns logarithmic,
    # labelled with plain hours, and the same plot items are reused for a new plan.
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    chart = dialog.chart
    items = list(chart.getPlotItem().items)
    result = dialog.run_plan()
    hours = sorted(b.job_hours for b in result.candidates if b.within_budget)
    assert hours[-1] > 10 * hours[0]
    assert chart.log and "log scale" in chart.getPlotItem().getAxis("left").labelText
    low, high = chart.getPlotItem().viewRange()[1]

    def height_share(h: float) -> float:
        return float((chart.y([h])[0] - low) / (high - low))

    assert height_share(hours[0]) >= 0 and height_share(hours[-1]) <= 1  # every point shown
    median = hours[len(hours) // 2]
    # The bulk spreads out: the median build sits well clear of the bottom tenth a linear
    # axis pressed it into (here about 3 % of the height on a linear axis).
    linear = (median - hours[0]) / (hours[-1] - hours[0])
    spread = height_share(median) - height_share(hours[0])
    assert spread > 0.15 and spread > 4 * linear, (spread, linear)
    axis = chart.hours_axis
    [(_, ticks)] = axis.tickValues(low, high, axis.size().height())
    assert {"20", "100"} <= set(axis.tickStrings(ticks, 1.0, 1.0))
    dialog.budget.setValue(3000)
    dialog.run_plan()
    assert list(chart.getPlotItem().items) == items


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


# Words that may stay in Latin letters in a translated plan: units of work and the
# parameter names of the workloads (part, offer and workload names are removed first).
_LATIN_OK = {"tokens", "images", "samples", "sequences", "steps"}


def _english_left(text: str, names: list[str]) -> list[str]:
    """Lower-case English words left in ``text`` once names, flags and numbers are gone."""
    import re

    for name in sorted({n for n in names if n}, key=len, reverse=True):
        text = text.replace(name, " ")
    text = re.sub(r"--[\w/-]+", " ", text)  # command-line flags stay as they are typed
    words = re.findall(r"\b[A-Za-z][a-z]{2,}\b", text)
    return [w for w in words if w.lower() not in _LATIN_OK]


@pytest.fixture
def zh_tw_planner(qtbot, catalogue):
    """The planner of a main window, in Traditional Chinese (English again afterwards)."""
    from dlbox.ui.language import apply_language

    assert apply_language("zh_TW") is True
    try:
        win = MainWindow(catalogue)
        qtbot.addWidget(win)
        dialog = win.plan_dialog()
        qtbot.addWidget(dialog)
        yield dialog
    finally:
        apply_language("en")


@pytest.mark.parametrize("budget", [4000.0, 200.0])
def test_plan_texts_read_in_traditional_chinese(zh_tw_planner, budget):
    """Issue 16: a zh_TW user sees the planner's status, why and notes in zh_TW."""
    from dlbox.core.price_source import source_short_name

    dialog = zh_tw_planner
    dialog.budget.setValue(budget)
    result = dialog.run_plan()
    assert result is not None
    rows = result.builds or [result.cheapest]
    # The next budget step's build is named in the "why" text too.
    rows = [*rows, *([result.next_step] if result.next_step is not None else [])]
    names = [*result.workloads, result.currency]
    for build in rows:
        names += [build.label, build.gpu.name, build.build.name]
        names += [(p.snapshot or {}).get("name", p.id) for p in build.build.parts]
        # The GPU price line names its source as the source names itself.
        names.append(source_short_name(build.gpu.price_source) or "")
    for offer in (result.cloud, result.cloud_fastest):
        if offer is not None:
            o = offer.offer
            names += [o.provider, o.instance_type, o.region, o.gpu_id, o.gpu_name]
    status = dialog.status.text()
    assert not _english_left(status, names), status
    assert re.search(r"[\u4e00-\u9fff]", status)
    for row in range(dialog.table.rowCount()):
        dialog.table.selectRow(row)
        why = dialog.why.toPlainText()
        assert not _english_left(why, names), why
        assert "預算" in why or "組裝" in why
        job = dialog.table.item(row, 3).text()
        assert not _english_left(job, names), job
    # The CLI and JSON keep English whatever the app's language.
    assert "a job in" in rows[0].why and "budget" in (rows[0].why + result.message)


def test_form_mistakes_are_said_in_traditional_chinese(zh_tw_planner):
    dialog = zh_tw_planner
    dialog.region.setEditText("atlantis")
    assert dialog.run_plan() is None
    assert "atlantis" in dialog.status.text() and "--region" not in dialog.status.text()
    assert re.search(r"[\u4e00-\u9fff]", dialog.status.text())
    for i in range(dialog.workloads.count()):
        dialog.workloads.item(i).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.run_plan() is None
    assert not _english_left(dialog.status.text(), [])


def test_used_cards_are_a_visible_choice_off_by_default(qtbot, window):
    # Off, as a buyer expects: new prices only (a card the catalogue shows used is planned
    # at its newest new price). On, used prices are options of their own, and each row
    # and the build's details say which quote the cards were budgeted at.
    dialog = window.plan_dialog()
    qtbot.addWidget(dialog)
    assert dialog.used.isVisible() and not dialog.used.isChecked()
    new_only = dialog.run_plan()
    assert all(b.gpu.price_condition != "used" for b in new_only.candidates)
    dialog.used.setChecked(True)
    result = dialog.run_plan()
    assert any(b.gpu.price_condition == "used" for b in result.candidates)
    for row, build in enumerate(result.builds):
        used = build.gpu.price_condition == "used"
        assert dialog.table.item(row, 1).text().startswith(build.label + (", used" if used else ""))
        dialog.table.selectRow(row)
        condition = "used" if used else "new"
        assert f"GPU price: {condition}, " in dialog.why.toPlainText()
        assert f"GPU price: {condition}, " in dialog.table.item(row, 2).toolTip()


def test_the_planner_starts_with_the_job_the_window_shows(qtbot, window):
    # A user who set BERT-large fine-tuning in the workload bar was planned ResNet-50's box.
    from dlbox.ui.widgets.workload_bar import ID_ROLE

    window.analysis.start()
    bar = window.workload_bar
    bar.workload.setCurrentIndex(bar.workload.findData("bert-large-squad", ID_ROLE))
    assert window.analysis.workload.workload_id == "bert-large-squad"
    dialog = window.make_plan_dialog()
    qtbot.addWidget(dialog)
    assert dialog.checked_workloads() == ["bert-large-squad"]
    # A model of the library is no job of the planner's list: its first job, as before.
    assert bar.pick("llama-3.1-8b", "train")
    other = window.make_plan_dialog()
    qtbot.addWidget(other)
    assert other.checked_workloads() == ["resnet50"]


def test_the_chart_says_what_it_will_show_before_the_first_plan(qtbot, window):
    # An empty price-vs-time chart numbered 0.2 … 0.8 on both axes looked broken.
    dialog = window.make_plan_dialog()
    qtbot.addWidget(dialog)
    chart = dialog.chart
    axes = [chart.getPlotItem().getAxis(name) for name in ("bottom", "left")]
    assert chart.placeholder.isVisible()
    assert "Press Plan" in chart.placeholder.textItem.toPlainText()
    assert not any(axis.style["showValues"] for axis in axes)
    dialog.run_plan()
    assert not chart.placeholder.isVisible()
    assert all(axis.style["showValues"] for axis in axes)
