"""The GPU-memory panel: parts against usable VRAM, the verdict, one-click remedies."""

from __future__ import annotations

import pytest

from dlbox.ui.analysis import WorkloadChoice


def _show(window, workload: str) -> object:
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))  # 24 GB
    window.analysis.set_workload(WorkloadChoice(workload, "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    return chart


def test_panel_shows_the_parts_against_usable_memory(window):
    chart = _show(window, "llama3-8b-full")
    parts = chart.components()
    estimate = window.analysis.estimate()
    assert sum(parts.values()) == pytest.approx(estimate.memory["peak_gib"])
    assert parts["optimizer"] > parts["weights"] > 0  # AdamW's FP32 m and v dominate
    assert chart.message.text().startswith("Does not fit")
    assert chart.usable.value() == pytest.approx(estimate.memory["usable_gib"])


def test_a_remedy_is_applied_with_one_click(window):
    chart = _show(window, "llama3-8b-full")
    items = list(chart.plot.items)
    buttons = chart.remedy_buttons()
    assert buttons, "a job that does not fit offers remedies"
    assert buttons[0].text().startswith("LoRA adapters")
    buttons[0].click()
    chart.ensure_fresh()
    assert dict(window.analysis.workload.memory)["adapter"] == "lora"
    assert window.analysis.estimate().fits
    assert chart.message.text().startswith(("Fits", "Tight"))
    assert list(chart.plot.items) == items  # the same items, updated in place
    chart.reset.click()
    chart.ensure_fresh()
    assert window.analysis.workload.memory == ()
    assert chart.message.text().startswith("Does not fit")


def test_panel_without_a_workload_says_what_to_do(window):
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    assert "workload" in chart.message.text().lower() or "GPU" in chart.message.text()
    assert not chart.remedy_buttons()


def test_panel_fits_a_1280_by_720_window(window):
    chart = _show(window, "llama3-8b-full")
    window.resize(1280, 720)
    assert chart.minimumSizeHint().width() <= 1280
    assert chart.minimumSizeHint().height() <= 720 // 2
