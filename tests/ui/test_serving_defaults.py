"""A new serving job opens on a context the build's card holds, and a context that does not
fit says the longest one that does, with a one-click change to it (issues 14 and 18).

The shipped catalogue's RTX 4090 tower and Llama 3.1 8B (a 131,072-token window), as a new
user picks them."""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl

from .typing_helpers import type_number

LONGEST = re.compile(
    r"the longest context that fits (?:one stream|(\d+) streams) is ([\d,]+) tokens"
)


def _serve_llama(window):
    bar = window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    return bar


def _workload_findings(window):
    window.findings.refresh()
    return [v for v in window.findings.views if v.rule == "dl.workload_fit"]


def _memory_verdict(window) -> str:
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    return chart.message.text()


def test_serving_opens_on_a_context_that_fits_the_4090(tower_window):
    bar = _serve_llama(tower_window)
    context = bar.context.value()
    # Ollama's default for a 24 GB card is 32,768 tokens; the 4090 holds a little less of
    # Llama 3.1 8B's cache beside its 16-bit weights, so the box shows what fits.
    assert 16_384 <= context <= 32_768
    assert tower_window.analysis.estimate().fits
    assert _memory_verdict(tower_window).startswith("Fits")
    assert not _workload_findings(tower_window)
    assert tower_window.document.build.job.context_tokens == context  # saved as shown


def test_more_streams_shorten_the_default_context_and_it_still_fits(tower_window, qtbot):
    bar = _serve_llama(tower_window)
    one_stream = bar.context.value()
    type_number(qtbot, bar.concurrency, 8)
    eight = bar.context.value()
    assert 1024 <= eight < one_stream
    assert tower_window.analysis.estimate().fits
    assert not _workload_findings(tower_window)
    # One more KiB of context at 8 streams is past what the memory model calls a clear fit.
    type_number(qtbot, bar.context, eight + 1024)
    assert not _memory_verdict(tower_window).startswith("Fits")


def test_a_context_the_user_types_stays_when_the_streams_change(tower_window, qtbot):
    bar = _serve_llama(tower_window)
    type_number(qtbot, bar.context, 4096)
    type_number(qtbot, bar.concurrency, 2)
    assert bar.context.value() == 4096
    assert tower_window.analysis.workload.context == 4096


def test_the_full_context_names_the_longest_that_fits_and_one_click_uses_it(tower_window, qtbot):
    bar = _serve_llama(tower_window)
    type_number(qtbot, bar.concurrency, 8)
    type_number(qtbot, bar.context, 131_072)
    assert not tower_window.analysis.estimate().fits
    (view,) = _workload_findings(tower_window)
    assert view.severity == "error"
    assert "131,072 tokens of context × 8 concurrent streams" in view.message
    found = LONGEST.search(view.message)
    assert found is not None, view.message
    assert found.group(1) == "8"
    longest = int(found.group(2).replace(",", ""))
    # The memory model's own answer, as the memory chart's shorter-context remedy gives it.
    assert tower_window.analysis.estimate().memory["longest_context"] == longest
    assert view.fix_text == f"Use a context of {longest:,} tokens"
    panel = tower_window.findings
    html = panel.text.toHtml()
    assert "finding:settings:" in html
    index = tower_window.findings.views.index(view)
    panel._link(QUrl(f"finding:settings:{index}"))  # the user clicks the fix
    assert bar.context.value() == longest
    assert bar.concurrency.value() == 8
    assert tower_window.analysis.estimate().fits
    assert tower_window.document.build.job.context_tokens == longest
    assert not _workload_findings(tower_window)


def test_a_model_too_big_for_the_card_keeps_the_weights_message(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-70b", "decode")
    views = _workload_findings(tower_window)
    assert views and all(LONGEST.search(v.message) is None for v in views)
