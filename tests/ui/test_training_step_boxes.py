"""Gradient accumulation and a CNN's memory layout in the workload bar, as a user meets them.

The shipped catalogue (the RTX 4090 tower example): what the bar's boxes do must be what
`dlbox estimate --grad-accum N --memory-format F` does for the same box.
"""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main as cli
from dlbox.core.files import read_build
from dlbox.ui.main_window import MainWindow

from .typing_helpers import TOWER_EXAMPLE, in_language, type_number


def _pick(bar, workload_id: str) -> None:
    from dlbox.ui.widgets.workload_bar import ID_ROLE

    bar.workload.setCurrentIndex(bar.workload.findData(workload_id, ID_ROLE))


def _cli(capsys, *flags: str) -> dict:
    capsys.readouterr()
    cli(["estimate", str(TOWER_EXAMPLE), *flags, "--json"])
    return json.loads(capsys.readouterr().out)


def test_grad_accum_4_in_the_bar_is_the_clis_grad_accum_4(tower_window, qtbot, capsys):
    """BERT-large on one 4090: summing 4 micro-batches per optimizer step shares the step,
    so it trains faster per sequence — by exactly what the command line says."""
    bar = tower_window.workload_bar
    _pick(bar, "bert-large-squad")
    assert bar.shows("train")  # the accumulation box rides with dataset and epochs
    before = tower_window.analysis.estimate().throughput
    type_number(qtbot, bar.grad_accum, 4)
    after = tower_window.analysis.estimate().throughput
    assert after > before
    said = _cli(capsys, "--workload", "bert-large-squad", "--grad-accum", "4")
    assert after == pytest.approx(said["throughput"], rel=1e-5)  # the JSON keeps 6 digits
    # The memory panel holds one micro-batch and says what the optimizer sees.
    chart = tower_window.chart_panels["memory"]
    chart.ensure_fresh()
    batch = tower_window.analysis.estimate().batch_per_gpu
    assert f"4 micro-batches per step: effective batch {4 * batch}" in chart.message.text()
    once = _cli(capsys, "--workload", "bert-large-squad")
    assert before == pytest.approx(once["throughput"], rel=1e-5)  # the JSON keeps 6 digits


def test_channels_last_reaches_the_estimator(tower_window, capsys):
    """ResNet-50 in AMP: channels-last skips the NCHW transposes around tensor-core
    convolutions; the bar's choice gives the command line's --memory-format nhwc figure."""
    bar = tower_window.workload_bar
    _pick(bar, "resnet50")
    layout = bar.memory_format
    assert bar.shows("cnn"), "a CNN offers a memory layout"
    speeds = {}
    for key in ("nchw", "nhwc"):
        layout.setCurrentIndex(layout.findData(key))
        speeds[key] = tower_window.analysis.estimate().throughput
        said = _cli(capsys, "--workload", "resnet50", "--memory-format", key)
        assert speeds[key] == pytest.approx(said["throughput"], rel=1e-5)  # the JSON keeps 6 digits
    assert speeds["nhwc"] > speeds["nchw"]
    # A transformer has no such layout: the box is not shown.
    _pick(bar, "bert-large-squad")
    assert not bar.shows("cnn")
    assert tower_window.analysis.workload.memory_format == ""


def test_reopening_a_saved_build_restores_both(tower_window, qtbot, catalogue, tmp_path, answers):
    bar = tower_window.workload_bar
    _pick(bar, "resnet50")
    type_number(qtbot, bar.grad_accum, 8)
    bar.memory_format.setCurrentIndex(bar.memory_format.findData("nhwc"))
    path = tmp_path / "accum.dlbox.json"
    tower_window.document.save(path)
    job = read_build(path).job
    assert (job.workload, job.grad_accum, job.memory_format) == ("resnet50", 8, "nhwc")

    again = MainWindow(catalogue)
    qtbot.addWidget(again)
    assert again.open_path(path)
    reopened = again.workload_bar
    assert reopened.grad_accum.value() == 8
    assert reopened.memory_format.currentData() == "nhwc"
    assert again.analysis.estimate().explain["settings"]["memory_format"] == "nhwc"
    assert again.analysis.estimate().explain["settings"]["grad_accum"] == 8


def test_an_old_build_without_them_opens_at_one_step_per_batch(tower_window):
    bar = tower_window.workload_bar
    assert tower_window.document.build.job is None or (
        tower_window.document.build.job.grad_accum is None
    )
    assert bar.grad_accum.value() == 1
    assert bar.memory_format.currentData() == ""  # automatic: follows the software tier


def test_the_micro_batch_remedy_sets_the_accumulation_box(tower_window):
    """LoRA of Llama-3-8B at micro-batch 4 does not fit a 16 GB card; 'batch 1 per GPU'
    (with QLoRA) keeps the effective batch by accumulating 4 micro-batches: one click and the
    bar's box says ×4, and the build saves it."""
    from dlbox.core.parts import Category
    from dlbox.ui.analysis import WorkloadChoice

    document = tower_window.document
    old = next(iter(document.resolved.of(Category.GPU)))
    document.remove_part(Category.GPU, old.part.id)
    # A 16 GB card: QLoRA with batch 1 fits it outright (a 12 GB one is inside the band).
    document.add_part(tower_window.catalogue.get("gpu", "rtx-4060-ti-16gb"))
    bar = tower_window.workload_bar
    _pick(bar, "llama3-8b-lora")
    choice = tower_window.analysis.workload
    tower_window.analysis.set_workload(
        WorkloadChoice(
            choice.workload_id,
            choice.precision,
            choice.dataset_size,
            choice.epochs,
            memory=(("batch_per_gpu", 4),),
        )
    )
    chart = tower_window.chart_panels["memory"]
    chart.ensure_fresh()
    assert chart.message.text().startswith("Does not fit")
    button = next(b for b in chart.remedy_buttons() if "batch 1 per GPU" in b.text())
    assert "accumulate 4 micro-batches" in button.toolTip()
    button.click()
    assert bar.grad_accum.value() == 4
    assert tower_window.analysis.workload.grad_accum == 4
    assert document.build.job.grad_accum == 4
    assert tower_window.analysis.estimate().fits


def test_undo_remedies_puts_the_accumulation_back(tower_window):
    test_the_micro_batch_remedy_sets_the_accumulation_box(tower_window)
    chart = tower_window.chart_panels["memory"]
    chart.reset.click()
    assert tower_window.workload_bar.grad_accum.value() == 1
    assert tower_window.analysis.workload.grad_accum == 1


def test_switching_language_keeps_both(tower_window, qtbot):
    bar = tower_window.workload_bar
    _pick(bar, "resnet50")
    type_number(qtbot, bar.grad_accum, 4)
    bar.memory_format.setCurrentIndex(bar.memory_format.findData("nhwc"))
    with in_language(tower_window, "zh_TW"):
        bar = tower_window.workload_bar  # rebuilt in the new language
        assert (bar.grad_accum.value(), bar.memory_format.currentData()) == (4, "nhwc")
        assert tower_window.analysis.workload.grad_accum == 4


def test_the_apps_report_names_both_next_to_the_precision(tower_window, qtbot):
    bar = tower_window.workload_bar
    _pick(bar, "resnet50")
    type_number(qtbot, bar.grad_accum, 4)
    bar.memory_format.setCurrentIndex(bar.memory_format.findData("nhwc"))
    label, value = map(str, tower_window.analysis.speed_summary()[0])
    assert label.endswith("Mixed precision (AMP), 4 micro-batches per step, channels-last (NHWC)")
    assert "images/s" in value


def test_leaving_the_box_unchanged_is_no_edit(tower_window):
    """Focus passing through the accumulation box (the window opening, a Tab) must not mark
    the build as changed — closing would then ask to save edits nobody made."""
    tower_window.analysis.start()
    tower_window.document.undo_stack.setClean()
    tower_window.workload_bar.grad_accum.editingFinished.emit()
    assert not tower_window.document.modified
