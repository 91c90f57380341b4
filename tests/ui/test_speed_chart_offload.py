"""CPU offload in the speed panel: a job with optimizer offload says what offload adds to
each micro-batch (PCIe copies and the CPU's Adam step), the same milliseconds `dlbox estimate
--offload optimizer --json` gives for the same build file, and offload names the bound."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import QLocale

from dlbox.ui.analysis import WorkloadChoice
from dlbox.ui.labels import bottleneck_name

from .typing_helpers import TOWER_EXAMPLE, settle


def _cli_offload() -> dict:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "dlbox",
            "estimate",
            str(TOWER_EXAMPLE),
            "--workload",
            "llm-1b-pretrain",
            "--precision",
            "bf16",
            "--offload",
            "optimizer",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_the_speed_panel_shows_what_offload_adds_to_a_step(tower_window):
    tower_window.analysis.set_workload(
        WorkloadChoice("llm-1b-pretrain", "bf16", 1e9, 1.0, memory=(("offload", "optimizer"),))
    )
    chart = tower_window.chart_panels["speed"]
    chart.ensure_fresh()
    text = chart.caption_for_report()  # the offload line is on the caption's hover
    cli = _cli_offload()
    off = cli["explain"]["offload"]
    locale = QLocale()
    assert (
        f"CPU offload: +{locale.toString(round(off['exposed_ms']))} ms of each "
        f"{locale.toString(round(off['step_ms']))} ms micro-batch" in text
    ), text
    # The figure is per micro-batch (what the offload note's hover says), not per optimizer
    # step: "of each step" read as the whole accumulated step's cost.
    assert off["grad_accum"] >= 1 and "ms step" not in text
    # The tower's Ryzen reads two DDR5 channels: the CPU step is counted, so no caveat.
    assert off["cpu_step_ms"] is not None and "not counted" not in text
    # Offload dominates the step on a two-channel desktop: it is the named bound.
    assert cli["bottleneck"] == "host_offload"
    assert tower_window.analysis.estimate().throughput == pytest.approx(cli["throughput"])
    assert bottleneck_name("host_offload") in text


def test_without_offload_the_panel_says_nothing_of_it(tower_window):
    tower_window.analysis.set_workload(WorkloadChoice("llm-1b-pretrain", "bf16", 1e9, 1.0))
    chart = tower_window.chart_panels["speed"]
    chart.ensure_fresh()
    assert "offload" not in chart.message.text()


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_offload_line_is_whole_on_a_1280_by_720_screen(shown_tower, language):
    """The bound above the bars at 1280×720 and the offload line on its hover: every line of
    the text shows (none cut at the bottom), the bars keep room, and the bound and the
    offload figure do not both spell out "PCIe and the CPU optimizer step"."""
    from dlbox.ui.language import apply_language

    assert apply_language(language) is (language != "en")  # English needs no catalogue
    try:
        window = shown_tower
        window.resize(1280, 720)
        window.analysis.set_workload(
            WorkloadChoice("llm-1b-pretrain", "bf16", 1e9, 1.0, memory=(("offload", "optimizer"),))
        )
        window.docks["charts"].raise_()
        window.charts.show_chart("speed")
        settle()
        chart = window.chart_panels["speed"]
        message = chart.message
        said = chart.caption_for_report()
        assert " ms " in said and " ms " in message.toolTip()  # the offload line, on hover
        assert message.heightForWidth(message.width()) <= message.height(), message.text()
        line = message.fontMetrics().lineSpacing()
        assert chart.plot_widget.height() >= 5 * line  # room for the bars under the text
        if language == "en":
            assert said.count("optimizer step") == 1, said
    finally:
        apply_language("en")


# What "micro-batch" is in each language, as the offload remedies' hover says it.
MICRO_BATCH = {
    "zh_TW": ("微批次", "步驟"),
    "zh_CN": ("微批次", "步骤"),
    "ko": ("마이크로 배치", "단계마다"),
}


@pytest.mark.parametrize("language", sorted(MICRO_BATCH))
def test_the_offload_figure_is_per_micro_batch_in_every_language(tower_window, language):
    """The speed panel's offload line said "of each step" (步驟, 단계) beside a figure that
    is per micro-batch; each language now names the micro-batch, as the remedies do."""
    from .typing_helpers import in_language

    word, wrong = MICRO_BATCH[language]
    with in_language(tower_window, language):
        tower_window.analysis.set_workload(
            WorkloadChoice("llm-1b-pretrain", "bf16", 1e9, 1.0, memory=(("offload", "optimizer"),))
        )
        chart = tower_window.chart_panels["speed"]
        chart.ensure_fresh()
        [line] = [p for p in chart.caption_for_report().split(" · ") if "ms" in p and "CPU" in p]
        assert word in line and wrong not in line, line
