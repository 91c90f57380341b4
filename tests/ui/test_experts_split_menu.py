"""The serving menu's mixture-of-experts and multi-GPU sections: choosing the eager experts
loop for Qwen3 30B-A3B under Hugging Face generate lowers the tokens/s the speed tab shows,
exactly as `dlbox estimate --experts eager` does; the split over GPUs is offered only on two
or more GPUs with an engine that splits more than one way, and `--split row` reads the same
in the app and the CLI.  Both are saved with the build and shown again when it opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from dlbox.core.files import read_build, write_build

from .typing_helpers import cli_tokens_s, open_window, serving_window, shown_tokens_s

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
ONE_GPU = EXAMPLES / "rtx-4090-tower.dlbox.json"
TWO_GPUS = EXAMPLES / "rtx-5090-2x-workstation.dlbox.json"
MOE = ["--model", "qwen3-30b-a3b", "--task", "decode", "--weights", "int4-g128"]
MOE += ["--concurrency", "1", "--context", "4096", "--engine", "generic"]
DENSE = ["--model", "llama-3.1-8b", "--task", "decode", "--weights", "Q4_K_M"]
DENSE += ["--concurrency", "1", "--context", "4096", "--engine", "llama.cpp"]


def _offered(group) -> list[str]:
    return [str(a.data()) for a in group.actions() if a.isVisible()]


@pytest.fixture
def moe(qtbot, catalogue, answers):
    return serving_window(qtbot, catalogue, ONE_GPU, "qwen3-30b-a3b", "int4-g128", "generic")


def test_eager_experts_lower_the_decode_speed_as_the_cli_says(moe, capsys):
    window, bar = moe, moe.workload_bar
    assert bar._experts_section.isVisible()
    assert _offered(bar._experts_group) == ["", "batched_mm", "eager"]
    default = shown_tokens_s(window)
    assert default == cli_tokens_s(capsys, ONE_GPU, MOE)
    bar.pick_experts("eager")
    assert bar.kernel.text() == "auto +eager"
    eager = shown_tokens_s(window)
    assert eager == cli_tokens_s(capsys, ONE_GPU, MOE, "--experts", "eager")
    # Two host waits per hit expert: the per-expert loop decodes clearly slower.
    assert eager < 0.8 * default
    assert window.document.build.job.experts == "eager"
    bar.pick_experts("")
    assert shown_tokens_s(window) == default
    assert window.document.build.job.experts is None


def test_the_experts_section_only_for_a_moe_model_under_generate(moe):
    bar = moe.workload_bar
    bar.pick_experts("eager")
    # llama.cpp fuses its experts: the choice is not offered and not applied.
    bar.engine.setCurrentIndex(bar.engine.findData("llama.cpp"))
    assert not bar._experts_section.isVisible()
    assert _offered(bar._experts_group) == []
    assert moe.analysis.workload.experts == ""
    assert bar.kernel.text() == "Kernel: auto"
    bar.engine.setCurrentIndex(bar.engine.findData("generic"))
    assert moe.analysis.workload.experts == "eager"
    # A dense model has no experts to choose.
    assert bar.pick("llama-3.1-8b", "decode")
    assert _offered(bar._experts_group) == []
    with pytest.raises(ValueError, match="experts"):
        bar.pick_experts("eager")


def test_the_experts_choice_is_saved_and_shown_when_opened(moe, tmp_path, qtbot):
    bar = moe.workload_bar
    bar.pick_experts("batched_mm")
    path = tmp_path / "moe.dlbox.json"
    write_build(path, moe.document.build)
    assert json.loads(path.read_text())["job"]["experts"] == "batched_mm"
    again = open_window(qtbot, moe.catalogue, read_build(path))
    qtbot.waitUntil(lambda: again.analysis.is_ready)
    QApplication.processEvents()
    assert again.workload_bar.experts_key() == "batched_mm"
    assert again.analysis.workload.experts == "batched_mm"


def test_the_split_is_offered_only_on_two_gpus(qtbot, catalogue, answers):
    one = serving_window(qtbot, catalogue, ONE_GPU, "llama-3.1-8b", "Q4_K_M", "llama.cpp")
    assert _offered(one.workload_bar._split_group) == []
    assert not one.workload_bar._split_section.isVisible()
    two = serving_window(qtbot, catalogue, TWO_GPUS, "llama-3.1-8b", "Q4_K_M", "llama.cpp")
    bar = two.workload_bar
    assert bar._split_section.isVisible()
    assert _offered(bar._split_group) == ["", "layers", "row", "single"]
    # vLLM splits every layer, its only way: nothing to choose.
    bar.engine.setCurrentIndex(bar.engine.findData("vllm"))
    assert _offered(bar._split_group) == []


def test_llama_cpp_row_split_reads_as_the_cli(qtbot, catalogue, answers, capsys):
    window = serving_window(qtbot, catalogue, TWO_GPUS, "llama-3.1-8b", "Q4_K_M", "llama.cpp")
    bar = window.workload_bar
    layers = shown_tokens_s(window)
    assert layers == cli_tokens_s(capsys, TWO_GPUS, DENSE)
    bar.pick_split("row")
    assert bar.kernel.text() == "auto +row"
    row = shown_tokens_s(window)
    assert row == cli_tokens_s(capsys, TWO_GPUS, DENSE, "--split", "row")
    assert row != layers
    assert window.document.build.job.split == "row"
