"""The workload bar's decode-kernel button: picking the quantised kernel or attention that
copies K/V to every head changes the tokens/s the speed tab shows exactly as `dlbox estimate
--decode-kernel/--expanded-kv-attention` does for the same build, and the build saves it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QToolButton

from dlbox.core.files import read_build

from .typing_helpers import cli_tokens_s, open_window, serving_window, shown_tokens_s

# Four TITAN X (Pascal): few integer lanes per byte of bandwidth, so a kernel that converts
# every weight costs tokens (on an RTX 4090 the conversions hide under the memory stream).
PASCAL = (
    Path(__file__).resolve().parents[2]
    / "data"
    / "examples"
    / ("titan-x-pascal-4x-server-2017.dlbox.json")
)
SERVED = ["--model", "llama-3.1-8b", "--task", "decode", "--weights", "int4-g128"]
SERVED += ["--concurrency", "1", "--context", "4096", "--engine", "llama.cpp"]


@pytest.fixture
def pascal(qtbot, catalogue, answers):
    return serving_window(qtbot, catalogue, PASCAL, "llama-3.1-8b", "int4-g128", "llama.cpp")


def _cli_tokens_s(capsys, *extra: str) -> int:
    return cli_tokens_s(capsys, PASCAL, SERVED, *extra)


def test_a_converting_kernel_is_estimated_as_the_cli_says(pascal, capsys):
    window, bar = pascal, pascal.workload_bar
    assert bar.kernel.isVisible() or not window.isVisible()
    assert bar.kernel.text() == "Kernel: auto"
    usual = shown_tokens_s(window)
    assert usual == _cli_tokens_s(capsys)
    bar.pick_kernel("exllama-v1")
    assert bar.kernel.text() == "exllama-v1"
    v1 = shown_tokens_s(window)
    assert v1 == _cli_tokens_s(capsys, "--decode-kernel", "exllama-v1")
    # ExLlama V1's blocks are one warp, and a Pascal SM holds at most 32 blocks: 32 warps
    # an SM load its weights, too few to keep the Titan X's memory busy (occupancy.py), so
    # it is slower than the format's own kernel though its conversions hide.
    assert v1 < 0.9 * usual
    # A kernel that unpacks with bit tricks is as fast as the format's own.
    bar.pick_kernel("marlin")
    assert shown_tokens_s(window) == pytest.approx(usual, rel=0.01)
    assert window.document.build.job.decode_kernel == "marlin"


def test_expanded_kv_attention_reads_the_cache_per_head(pascal, capsys):
    window, bar = pascal, pascal.workload_bar
    usual = shown_tokens_s(window)
    bar.expand_kv.trigger()  # as a user ticks it in the kernel menu
    assert bar.kernel.text() == "Kernel: auto +K/V"
    expanded = shown_tokens_s(window)
    assert expanded == _cli_tokens_s(capsys, "--expanded-kv-attention")
    assert expanded < usual
    assert window.document.build.job.expanded_kv_attention is True
    bar.expand_kv.trigger()
    assert shown_tokens_s(window) == usual
    assert window.document.build.job.expanded_kv_attention is None


def test_the_kernel_is_saved_with_the_build_and_shown_when_opened(pascal, tmp_path, qtbot):
    from dlbox.core.files import write_build

    window, bar = pascal, pascal.workload_bar
    bar.pick_kernel("gptq-for-llama")
    bar.expand_kv.trigger()
    path = tmp_path / "served.dlbox.json"
    write_build(path, window.document.build)
    saved = json.loads(path.read_text())["job"]
    assert saved["decode_kernel"] == "gptq-for-llama"
    assert saved["expanded_kv_attention"] is True
    again = open_window(qtbot, window.catalogue, read_build(path))
    qtbot.waitUntil(lambda: again.analysis.is_ready)
    QApplication.processEvents()
    shown = again.workload_bar
    assert shown.kernel_key() == "gptq-for-llama"
    assert shown.expand_kv.isChecked()
    assert shown.kernel.text() == "gptq-for-llama +K/V"


def test_16_bit_weights_grey_the_kernels_and_drop_a_picked_one(pascal):
    window, bar = pascal, pascal.workload_bar
    bar.pick_kernel("exllama-v1")
    bar.weights.setCurrentIndex(bar.weights.findData(""))  # 16-bit: no quantised kernel
    assert bar.kernel_key() == ""
    assert window.document.build.job.decode_kernel is None
    # The kernels, not the menu's experts and split sections (no weights in those).
    kernels = [a for a in bar._kernel_group.actions() if a.data()]
    assert kernels and not any(a.isEnabled() for a in kernels)
    assert bar.expand_kv.isEnabled()  # attention does not depend on the weights


def test_the_kernel_menu_says_what_each_kernel_costs(pascal):
    bar = pascal.workload_bar
    texts = {a.data(): a.text() for a in bar.kernel.menu().actions() if a.isCheckable()}
    assert "converts every weight" in texts["exllama-v1"]
    assert "no per-weight conversion" in texts["mmvq"]
    assert "tokens/s" in bar.kernel.toolTip()
    assert isinstance(bar.kernel, QToolButton)
