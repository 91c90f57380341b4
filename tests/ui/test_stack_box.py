"""The workload bar's training-stack tower_window: the software a fine-tune uses changes the memory it
holds, is saved with the build's job, and a serving job has none."""

from __future__ import annotations

import pytest

from dlbox.core.estimate.settings import TRAINING_STACKS
from dlbox.ui.widgets.stack_box import STACKS


def _pick_stack(bar, key: str) -> None:
    bar.stack.setCurrentIndex(bar.stack.findData(key))  # as a user picks it in the box


def test_the_box_lists_every_stack_the_estimator_knows():
    assert tuple(key for key, _short, _full in STACKS) == TRAINING_STACKS


def test_picking_litgpt_changes_the_memory_and_is_saved(tower_window):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "lora")
    assert bar.shows("train")
    assert bar.stack.currentData() == "generic"
    before = tower_window.analysis.estimate().memory_breakdown_gb["activations"]
    _pick_stack(bar, "litgpt")
    assert tower_window.document.build.job.stack == "litgpt"
    # LitGPT's chunked loss: no FP32 copies of Llama 3's 128k-wide logits.
    assert tower_window.analysis.estimate().memory_breakdown_gb["activations"] != pytest.approx(
        before
    )
    _pick_stack(bar, "generic")
    assert tower_window.document.build.job.stack is None  # the default is not written
    assert tower_window.analysis.estimate().memory_breakdown_gb["activations"] == pytest.approx(
        before
    )


def test_serving_hides_the_stack_and_saves_none(tower_window):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "lora")
    _pick_stack(bar, "deepspeed")
    assert bar.pick("llama-3.1-8b", "decode")
    assert not bar.shows("train")
    assert tower_window.document.build.job.stack is None


def test_the_box_shows_in_a_1280_by_720_window(tower_window, qtbot):
    tower_window.resize(1280, 720)
    tower_window.show()
    qtbot.waitExposed(tower_window)
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "qlora")
    assert bar.stack.isVisible() and bar.stack.width() >= 40
    assert bar.stack.geometry().right() <= bar.width()
