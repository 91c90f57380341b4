"""The memory panel's offload remedies say what each figure in their tooltip is per: the
wait offload adds to each micro-batch (only what the GPU's compute does not hide), the PCIe
copies per micro-batch that run under the compute, and what comes once per optimizer step.
The tooltip read "adds 68 ms" beside "weights up 1,024 ms per micro-batch" — a
contradiction to a newcomer, since it did not say the copy runs under the compute."""

from __future__ import annotations

import re

from tests.ui.test_memory_chart import _show


def _offload_tip(chart, label: str) -> str:
    button = next(b for b in chart.remedy_buttons() if b.text().startswith(label))
    return button.toolTip()


def test_the_weights_offload_tooltip_says_what_each_figure_is_per(window):
    chart = _show(window, "gpt2-1.5b")
    tip = _offload_tip(chart, "weights and optimizer offload to CPU RAM")
    remedy = next(
        r
        for r in window.analysis.estimate().memory["remedies"]
        if r["label"] == "weights and optimizer offload to CPU RAM"
    )
    waited = re.search(r"each ([\d,]+) ms micro-batch waits ([\d,]+) ms on it", tip)
    assert waited, tip
    step, wait = (int(g.replace(",", "")) for g in waited.groups())
    assert wait < step
    # The copies are said to run under the compute, each figure with what it is per.
    assert "run under the GPU's compute" in tip
    assert re.search(r"weights up [\d,]+ ms per micro-batch \(prefetched during forward", tip)
    assert re.search(r"CPU optimizer step ≥ [\d,]+ ms per optimizer step", tip)
    assert remedy["speed"] < 1.0  # offloading the weights costs speed: the tip says why


def test_the_optimizer_offload_tooltip_puts_the_weights_copy_per_optimizer_step(window):
    chart = _show(window, "gpt2-1.5b")
    tip = _offload_tip(chart, "optimizer offload to CPU RAM")
    assert re.search(r"each [\d,]+ ms micro-batch waits [\d,]+ ms on it", tip), tip
    assert re.search(
        r"updated weights up [\d,]+ ms per optimizer step \(beside the CPU step\)", tip
    )
    assert re.search(r"gradients down [\d,]+ ms per micro-batch \(streamed during backward", tip)
