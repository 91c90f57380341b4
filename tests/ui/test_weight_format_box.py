"""The workload bar's weights tower_window: a GGUF or GPTQ format picked for serving sets the memory
the weights take and the decode speed, and the build saves it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt


def _pick_weights(bar, name: str) -> None:
    bar.weights.setCurrentIndex(bar.weights.findData(name))  # as a user picks it in the box


def test_picking_q6_k_sizes_the_weights_and_is_saved(tower_window):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    assert bar.shows("serve")
    names = [bar.weights.itemText(i) for i in range(bar.weights.count())]
    assert "Q6_K" in names and "int4-g128" in names  # as `dlbox estimate --weights` takes them
    tips = [bar.weights.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(len(names))]
    assert "GPTQ/AWQ 4-bit, group 128" in tips
    sixteen = tower_window.analysis.estimate()
    _pick_weights(bar, "Q6_K")
    q6 = tower_window.analysis.estimate()
    # llama-bench: "llama 8B Q6_K | 6.14 GiB" (ikawrakow/ik_llama.cpp PR #411).
    assert q6.memory_breakdown_gb["weights"] == pytest.approx(6.14, rel=0.03)
    # The weights leave room for more streams than 16-bit weights do.
    assert q6.max_batch_per_gpu > sixteen.max_batch_per_gpu
    assert tower_window.document.build.job.weights == "Q6_K"
    _pick_weights(bar, "")
    assert tower_window.document.build.job.weights is None
    assert tower_window.analysis.estimate().memory_breakdown_gb["weights"] == pytest.approx(
        sixteen.memory_breakdown_gb["weights"]
    )
