"""The engine box picks the decode runner: AutoAWQ's own loop over its fused blocks gives
eager 4-bit decoding far more tokens/s than Hugging Face generate with the same kernel,
and the build saves the choice."""

from __future__ import annotations

import pytest


def _pick(combo, key: str) -> None:
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)  # as a user picks it in the box


def _speed(window) -> float:
    return window.analysis.estimate().throughput


def test_picking_autoawq_in_the_engine_box_speeds_up_eager_int4_decoding(tower_window):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    _pick(bar.weights, "int4-g128")
    generate = _speed(tower_window)
    _pick(bar.engine, "autoawq")
    assert bar.engine.currentText() == "AutoAWQ"
    autoawq = _speed(tower_window)
    assert autoawq > 3.0 * generate
    notes = tower_window.analysis.estimate().explain["notes"]
    assert any("AutoAWQ's own loop" in n for n in notes)
    assert tower_window.document.build.job.engine == "autoawq"  # saved with the build
    _pick(bar.engine, "generic")
    assert _speed(tower_window) == pytest.approx(generate)


def test_picking_tinychat_in_the_engine_box_charges_its_own_loop(tower_window):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    _pick(bar.weights, "int4-g128")
    generate = _speed(tower_window)
    _pick(bar.engine, "tinychat")
    assert bar.engine.currentText() == "TinyChat"
    assert _speed(tower_window) > 3.0 * generate
    notes = tower_window.analysis.estimate().explain["notes"]
    assert any("TinyChat's own loop" in n for n in notes)
    assert tower_window.document.build.job.engine == "tinychat"  # saved with the build
