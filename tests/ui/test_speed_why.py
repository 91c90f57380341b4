"""The speed panel's "Why?" button tells how the build's estimate was made (the estimator's
notes and where its band comes from) in the user's language, and the memory panel's remedy
tooltips say what a remedy runs in it too; in English both read as `dlbox estimate` does."""

from __future__ import annotations

import re
from typing import get_args

import pytest

from dlbox.core.estimate.notes import Note
from dlbox.core.estimate.result import Bottleneck
from dlbox.ui.estimate_text import estimate_text
from dlbox.ui.labels import BOTTLENECKS, bottleneck_name
from dlbox.ui.language import apply_language

# A Chinese or Korean character: a translated note has some, an English one none.
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@pytest.fixture
def traditional_chinese():
    assert apply_language("zh_TW") is True
    yield
    apply_language("en")


def _speed(window):  # type: ignore[no-untyped-def]
    chart = window.chart_panels["speed"]
    chart.invalidate()  # the language changed: redraw in it
    chart.ensure_fresh()
    return chart


def test_why_lists_every_note_of_an_eager_decode_in_traditional_chinese(
    tower_window, traditional_chinese
):
    assert tower_window.workload_bar.pick("llama-3.1-8b", "decode")
    chart = _speed(tower_window)
    explain = tower_window.analysis.estimate().explain
    notes = explain["notes"]
    # The tower's board link, Hugging Face generate's host calls and its Ryzen's speed.
    assert len(notes) >= 3
    assert not chart.why.isHidden() and chart.why.text() == "為什麼？"
    text = chart.why_text()
    assert text.startswith("此配置的估計是這樣得出的：")
    for note in notes:
        shown = estimate_text(note)
        assert shown in text
        assert shown != note and CJK.search(shown), f"still English: {shown}"
    assert "範圍：其他軟體堆疊在" in text  # the band's source
    assert "主機" in text and "µs" in text  # the host-bound notes, numbers kept
    assert "AMD Ryzen 9 7950X" in text  # names pass through as they are
    assert not re.search(r"\b(the|per|of|and)\b", text), text  # no English sentence left


def test_why_reads_as_the_cli_in_english(tower_window):
    assert tower_window.workload_bar.pick("llama-3.1-8b", "decode")
    chart = _speed(tower_window)
    explain = tower_window.analysis.estimate().explain
    lines = chart.why_text().split("\n")
    assert lines[0] == "How this build's estimate was made:"
    assert lines[1] == f"• Band: {explain['band']}"
    assert lines[2:] == [f"• {n}" for n in explain["notes"]]
    assert all(isinstance(n, Note) for n in explain["notes"])


def test_remedy_tooltips_say_what_each_remedy_runs_in_traditional_chinese(
    tower_window, traditional_chinese
):
    """An 8B full fine-tune does not fit a 4090: the remedies' notes (FSDP's CPU offload,
    bitsandbytes' paged optimizer or torchtitan's selective policy where they fit) read in
    Chinese, their flags as written."""
    assert tower_window.workload_bar.pick("llama-3.1-8b", "full")
    chart = tower_window.chart_panels["memory"]
    chart.invalidate()
    chart.ensure_fresh()
    remedies = tower_window.analysis.estimate().memory["remedies"]
    noted = [
        (remedy, button)
        for remedy, button in zip(remedies, chart.remedy_buttons(), strict=False)
        if remedy.get("note")
    ]
    assert noted
    for remedy, button in noted:
        tip = button.toolTip()
        assert estimate_text(remedy["note"]) in tip
        assert remedy["note"] not in tip, tip  # not the English the CLI prints
    # The tools' names and flags stay as written inside the Chinese.
    flags = ("bitsandbytes PagedAdamW8bit", "torchtitan --activation_checkpoint.mode", "FSDP CPU")
    assert any(flag in b.toolTip() for _, b in noted for flag in flags)


def test_every_bottleneck_the_estimator_names_reads_in_traditional_chinese(traditional_chinese):
    for code in get_args(Bottleneck):
        assert code in BOTTLENECKS, code
        assert CJK.search(bottleneck_name(code)), (code, bottleneck_name(code))
