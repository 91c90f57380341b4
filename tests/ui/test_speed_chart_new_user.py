"""The speed chart as a new user meets it on a 1280×720 laptop: a caption of two lines at
most (the rest on its hover), so the plot keeps room for the bars; offers of one GPU at the
same speed as one bar with their GPU counts; a cloud bar's hover says what it covers and
the host its estimate assumes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from dlbox.ui.analysis import WorkloadChoice
from dlbox.ui.engines import SpeedRow, tied_offers_merged

from .typing_helpers import settle

RTX_4090 = "NVIDIA GeForce RTX 4090 (cloud)"


def _on_a_laptop(window, choice=None, model=""):  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    if choice is not None:
        window.analysis.set_workload(choice)
    if model:
        assert window.workload_bar.pick(model, "decode")
    window.docks["charts"].raise_()
    window.charts.show_chart("speed")
    settle()
    chart = window.chart_panels["speed"]
    chart.ensure_fresh()
    settle()
    return chart


@pytest.mark.parametrize(
    ("choice", "model"),
    [
        (None, "llama-3.1-8b"),  # serving on llama.cpp: per-stream speed, hidden bars
        (WorkloadChoice("resnet50", "amp", 1_281_167, 90.0), ""),
        (
            WorkloadChoice("llm-1b-pretrain", "bf16", 1e9, 1.0, memory=(("offload", "optimizer"),)),
            "",
        ),
    ],
    ids=["serving", "training", "offload"],
)
def test_the_caption_takes_two_lines_and_the_bars_keep_the_room(shown_tower, choice, model):
    chart = _on_a_laptop(shown_tower, choice, model)
    assert chart.message.text().startswith("This build: ")
    assert chart.caption_lines() <= 2, chart.message.text()
    # Five-line captions left three or four bars; now the dock holds five or more.
    assert len(chart.shown_rows()) >= 5, [r.label for r in chart.shown_rows()]
    # What the caption leaves out is one hover away, and in a report's caption.
    assert "orange: this build" in chart.message.toolTip()
    assert "orange: this build" in chart.caption_for_report()


def test_offers_that_tie_are_one_bar_with_their_gpu_counts(shown_tower):
    """llama.cpp splits a model by layers: 1, 2, 4 or 8 rented 4090s serve one stream at
    the same speed. One bar says so, instead of a column of equal bars."""
    chart = _on_a_laptop(shown_tower, model="llama-3.1-8b")
    frame = chart.data_frame()
    cloud = frame[frame.kind == "cloud"]
    rtx = cloud[cloud.label.str.endswith("× " + RTX_4090)]
    assert len(rtx) == 1, list(cloud.label)
    label, counts = rtx.label.item(), rtx.gpu_counts.item().split()
    assert len(counts) >= 2 and label == f"{counts[0]}–{counts[-1]}× {RTX_4090}"
    # No two cloud bars of one GPU left at one speed.
    speeds = cloud.assign(gpu=cloud.label.str.split("× ").str[-1], speed=cloud.throughput.round())
    assert not speeds.duplicated(["gpu", "speed"]).any(), speeds[["label", "throughput"]]

    index = next(i for i, r in enumerate(chart.shown_rows()) if r.label == label)
    value = chart.values[index].toPlainText()
    assert " · from " in value and value.endswith(" USD/h"), value
    tip = chart.bar_tooltip(index)
    assert f"Offers with {', '.join(counts)} GPUs all run at this speed" in tip
    assert f"{counts[0]}×: " in tip and f"{counts[-1]}×: " in tip  # each count's price
    assert "reference host" in tip


def test_hovering_a_bar_shows_its_tooltip(shown_tower, qtbot):
    chart = _on_a_laptop(shown_tower, model="llama-3.1-8b")
    index = next(i for i, r in enumerate(chart.shown_rows()) if r.kind == "cloud")
    row = chart.shown_rows()[index]
    scene = chart.plot.vb.mapViewToScene(QPointF(row.throughput / 2, index))
    at = chart.plot_widget.mapFromScene(scene)
    viewport = chart.plot_widget.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at))
    QApplication.sendEvent(viewport, event)
    assert QToolTip.isVisible() and "reference host" in QToolTip.text()
    # Below the last bar: the tooltip goes.
    below = chart.plot_widget.mapFromScene(chart.plot.vb.mapViewToScene(QPointF(1, 50)))
    assert chart.bar_tooltip(50) == ""
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, below, QPoint(0, 0)))
    qtbot.waitUntil(lambda: not QToolTip.isVisible())


def test_only_one_gpus_equal_speeds_merge():
    def cloud(count: int, gpu: str, speed: float) -> SpeedRow:
        name = f"{count}× {gpu} (cloud)"
        return SpeedRow(name, "cloud", speed, speed * 0.8, speed * 1.2, gpu_id=gpu, counts=(count,))

    rows = [cloud(2, "a", 325.0), cloud(1, "a", 325.4), cloud(4, "a", 325.0)]
    rows += [cloud(8, "a", 290.0), cloud(1, "b", 325.0)]
    merged = {r.label: r for r in tied_offers_merged(rows)}
    assert set(merged) == {"1–4× a (cloud)", "8× a (cloud)", "1× b (cloud)"}
    assert merged["1–4× a (cloud)"].counts == (1, 2, 4)
    # The fewest GPUs stand for the group (the cheapest way to that speed).
    assert merged["1–4× a (cloud)"].throughput == 325.4
