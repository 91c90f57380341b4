"""The serving menu's llama.cpp build section: a user whose Ollama or LM Studio bundles an
older llama.cpp picks its build, and the decode speed the speed tab shows drops to what
`dlbox estimate --llamacpp-build` gives; the section is there only for llama.cpp, the build
is saved with the job and shown again when the file opens, and a file saved without one
reads as a current build."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from dlbox.core.files import read_build, write_build

from .typing_helpers import cli_tokens_s, open_window, serving_window, shown_tokens_s

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
ONE_GPU = EXAMPLES / "rtx-4090-tower.dlbox.json"
# A small model, whose token is mostly its layers' small kernels: the build shows most.
SMALL = ["--model", "llama-3.2-1b", "--task", "decode", "--weights", "Q4_0"]
SMALL += ["--concurrency", "1", "--context", "4096", "--engine", "llama.cpp"]


def _small(qtbot, catalogue):  # type: ignore[no-untyped-def]
    return serving_window(qtbot, catalogue, ONE_GPU, "llama-3.2-1b", "Q4_0", "llama.cpp")


def test_an_older_llamacpp_build_decodes_slower_as_the_cli_says(qtbot, catalogue, answers, capsys):
    window = _small(qtbot, catalogue)
    bar = window.workload_bar
    assert bar._build_section.isVisible()
    current = shown_tokens_s(window)
    assert current == cli_tokens_s(capsys, ONE_GPU, SMALL)
    assert current == cli_tokens_s(capsys, ONE_GPU, SMALL, "--llamacpp-build", "current")
    # A build from before June 2025's fusions: 27 kernels a layer instead of 18.
    bar.pick_llamacpp_build("2025-06-12")
    assert bar.kernel.text() == "auto +2025-06-12"
    old = shown_tokens_s(window)
    assert old == cli_tokens_s(capsys, ONE_GPU, SMALL, "--llamacpp-build", "2025-06-12")
    assert old < 0.95 * current
    assert window.document.build.job.llamacpp_build == "2025-06-12"
    # The speed tab names the build it assumed.
    assert "llama.cpp (build of 2025-06-12)" in window.chart_panels["speed"].caption_for_report()
    bar.pick_llamacpp_build("")
    assert shown_tokens_s(window) == current
    assert window.document.build.job.llamacpp_build is None
    assert "llama.cpp (current build)" in window.chart_panels["speed"].caption_for_report()


def test_the_menu_lists_each_fusion_period_with_its_kernels(qtbot, catalogue, answers):
    bar = _small(qtbot, catalogue).workload_bar
    texts = [a.text() for a in bar._build_group.actions()]
    assert texts[0] == "Current build: 18 kernels a layer"
    assert texts[-1] == "Built before 2025-06-13: 27 kernels a layer"
    assert "Built 2025-08-28 to 2025-10-21: 22 kernels a layer" in texts
    # 16-bit weights run no quantise kernel before each product.
    bar.weights.setCurrentIndex(bar.weights.findData(""))
    assert bar._build_group.actions()[0].text() == "Current build: 12 kernels a layer"


def test_a_typed_build_date_is_used_and_a_bad_one_refused(qtbot, catalogue, answers, capsys):
    window = _small(qtbot, catalogue)
    bar = window.workload_bar
    assert bar.set_build_text("2024-06")
    assert window.analysis.workload.llamacpp_build == "2024-06"
    assert shown_tokens_s(window) == cli_tokens_s(
        capsys, ONE_GPU, SMALL, "--llamacpp-build", "2024-06"
    )
    assert not bar.set_build_text("2024-13")
    assert "llama.cpp build" in bar.last_problem and "YYYY-MM" in bar.last_problem
    assert window.analysis.workload.llamacpp_build == "2024-06"  # the last good one stays


def test_the_build_section_is_only_for_llamacpp(qtbot, catalogue, answers):
    window = _small(qtbot, catalogue)
    bar = window.workload_bar
    bar.pick_llamacpp_build("2025-07-21")
    bar.engine.setCurrentIndex(bar.engine.findData("vllm"))
    assert not bar._build_section.isVisible()
    assert not any(a.isVisible() for a in bar._build_group.actions())
    assert window.analysis.workload.llamacpp_build == ""
    assert window.document.build.job.llamacpp_build is None
    # Back on llama.cpp the picked build applies again.
    bar.engine.setCurrentIndex(bar.engine.findData("llama.cpp-no-fa"))
    assert window.analysis.workload.llamacpp_build == "2025-07-21"


def test_the_build_is_saved_and_shown_when_opened(qtbot, catalogue, answers, tmp_path):
    window = _small(qtbot, catalogue)
    window.workload_bar.set_build_text("2024-06")
    path = tmp_path / "old-ollama.dlbox.json"
    write_build(path, window.document.build)
    saved = json.loads(path.read_text(encoding="utf-8"))["job"]
    assert saved["llamacpp_build"] == "2024-06"
    again = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: again.analysis.is_ready)
    QApplication.processEvents()
    assert again.workload_bar.llamacpp_build_key() == "2024-06"
    assert again.analysis.workload.llamacpp_build == "2024-06"
    assert again.workload_bar.kernel.text().endswith("+2024-06")
    # A file saved before the build could be chosen reads as a current build.
    del saved["llamacpp_build"]
    older = json.loads(path.read_text(encoding="utf-8"))
    older["job"] = saved
    path.write_text(json.dumps(older), encoding="utf-8")
    opened = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: opened.analysis.is_ready)
    QApplication.processEvents()
    assert opened.workload_bar.llamacpp_build_key() == ""
    assert opened.analysis.workload.llamacpp_build == ""
