"""A serving remedy applied with one click shows in the workload bar: the context and
concurrency boxes hold the applied values, the build saves them, a later edit of a box is
used, and "Undo remedies" brings the boxes back."""

from __future__ import annotations

import re

from .typing_helpers import fresh_chart, type_number


def _button(chart, pattern: str):
    for button in chart.remedy_buttons():
        if re.match(pattern, button.text()):
            return button
    raise AssertionError([b.text() for b in chart.remedy_buttons()])


def _serving(window) -> dict:
    return window.analysis.estimate().explain["inference"]


def test_a_shorter_context_remedy_shows_in_the_context_box(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 131072)
    chart = fresh_chart(tower_window, "memory")
    assert chart.message.text().startswith("Does not fit")
    button = _button(chart, r"context ([\d,]+) tokens")
    tokens = int(re.match(r"context ([\d,]+) tokens", button.text()).group(1).replace(",", ""))
    assert 1024 <= tokens < 131072
    button.click()
    chart = fresh_chart(tower_window, "memory")
    assert bar.context.value() == tokens  # the box follows the remedy
    assert _serving(tower_window)["context_tokens"] == tokens
    assert tower_window.analysis.estimate().fits
    assert tower_window.document.build.job.context_tokens == tokens  # saved with the build
    # The user's next entry is used, not the remedy's.
    type_number(qtbot, bar.context, 16384)
    assert _serving(tower_window)["context_tokens"] == 16384
    assert bar.context.value() == 16384


def test_fewer_streams_with_an_8bit_cache_show_in_the_concurrency_box_and_undo(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 8192)
    type_number(qtbot, bar.concurrency, 64)
    chart = fresh_chart(tower_window, "memory")
    assert chart.message.text().startswith("Does not fit")
    button = _button(chart, r"\d+ concurrent streams with 8-bit KV cache")
    streams = int(button.text().split()[0])
    assert 1 < streams < 64
    button.click()
    chart = fresh_chart(tower_window, "memory")
    assert bar.concurrency.value() == streams
    assert bar.context.value() == 8192
    assert _serving(tower_window)["concurrency"] == streams
    assert _serving(tower_window)["kv_cache_bits"] == 8
    assert tower_window.analysis.estimate().fits
    assert not chart.reset.isHidden()
    chart.reset.click()
    chart = fresh_chart(tower_window, "memory")
    assert (bar.context.value(), bar.concurrency.value()) == (8192, 64)
    assert _serving(tower_window)["kv_cache_bits"] == 16
    assert tower_window.document.build.job.concurrency == 64
    assert chart.message.text().startswith("Does not fit")


def test_fewer_streams_show_in_the_concurrency_box(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 8192)
    type_number(qtbot, bar.concurrency, 64)
    button = _button(fresh_chart(tower_window, "memory"), r"\d+ concurrent streams \(")
    streams = int(button.text().split()[0])
    button.click()
    fresh_chart(tower_window, "memory")
    assert bar.concurrency.value() == streams
    assert tower_window.document.build.job.concurrency == streams
    assert tower_window.analysis.estimate().fits


def _pick_engine(bar, key: str) -> None:
    bar.engine.setCurrentIndex(bar.engine.findData(key))  # as a user picks it in the box


def test_the_vllm_engine_says_how_many_sequences_its_pool_holds(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 8192)
    assert bar.shows("serve")
    _pick_engine(bar, "vllm")
    chart = fresh_chart(tower_window, "memory")
    pool = tower_window.analysis.estimate().memory["serving"]
    text = chart.message.text()
    assert "vLLM pool" in text and "(0.90 of the card)" in text
    assert f"{pool['max_sequences']} sequences of 8,192 tokens fit" in text
    assert _serving(tower_window)["engine"] == "vllm"
    assert tower_window.document.build.job.engine == "vllm"  # saved with the build
    _pick_engine(bar, "generic")
    assert "vLLM pool" not in fresh_chart(tower_window, "memory").message.text()
    assert tower_window.document.build.job.engine == "generic"  # named, not the default


def test_flash_attention_remedy_switches_the_engine_box(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 24576)
    _pick_engine(bar, "llama.cpp-no-fa")
    chart = fresh_chart(tower_window, "memory")
    # 15 GiB of weights and 3 GiB of cache fit a 24 GB card; 1.5 GiB of scores make it tight.
    assert chart.message.text().startswith("Tight")
    assert "1.5 GiB of attention scores" in chart.message.text()
    button = chart.remedy_buttons()[0]
    assert button.text().startswith("FlashAttention (llama.cpp -fa on)")
    button.click()
    chart = fresh_chart(tower_window, "memory")
    assert bar.engine.currentData() == "llama.cpp"
    assert _serving(tower_window)["engine"] == "llama.cpp"
    assert chart.message.text().startswith("Fits")
    assert tower_window.document.build.job.engine == "llama.cpp"
