"""The grey zone around the usable-memory line says what it is: the legend names it
with its width, and hovering it explains that a peak inside may or may not fit."""

from __future__ import annotations

import pytest

from dlbox.ui.analysis import WorkloadChoice


def test_the_grey_zone_is_named_in_the_legend_and_on_hover(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))  # 24 GB
    window.analysis.set_workload(WorkloadChoice("llama3-8b-full", "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    memory = window.analysis.estimate().memory
    usable, band = float(memory["usable_gib"]), float(memory["band"])
    low, high = chart.band.getRegion()
    assert (low, high) == pytest.approx((usable * (1 - band), usable * (1 + band)))
    assert f"tight zone ±{band * 100:.0f} %" in chart.legend_words()
    assert chart.band.toolTip().startswith(f"Tight: a peak within ±{band * 100:.0f} %")


def test_every_component_in_the_legend_carries_its_unit(window):
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))  # 24 GB
    window.analysis.set_workload(WorkloadChoice("llama3-8b-full", "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    weights = window.analysis.estimate().memory["components_gib"]["weights"]
    assert f"weights {weights:.2f} GiB" in chart.legend_words()
