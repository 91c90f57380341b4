"""The workload bar's "PyTorch: newest" button: asked only where the release moves the
estimate (a transformer trained on an H100, whose SDPA picked FlashAttention's kernel in some
releases and cuDNN's in others), and each release reads as `dlbox estimate --pytorch` does."""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main as cli
from dlbox.core.files import read_build, write_build
from dlbox.core.parts import Category
from dlbox.ui.widgets.workload_bar import ID_ROLE

from .typing_helpers import TOWER_EXAMPLE, open_window


@pytest.fixture
def h100(catalogue, tmp_path):
    """The RTX 4090 tower with an H100 SXM in place of its card, as a file the CLI reads."""
    build = read_build(TOWER_EXAMPLE).with_replaced(
        Category.GPU, "rtx-4090", catalogue.get("gpu", "h100-sxm")
    )
    path = tmp_path / "h100.dlbox.json"
    write_build(path, build)
    return path


def _window(qtbot, catalogue, path, workload: str):
    window = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    bar = window.workload_bar
    bar.workload.setCurrentIndex(bar.workload.findData(workload, ID_ROLE))
    return window


def _cli(capsys, path, *flags: str) -> float:
    capsys.readouterr()
    assert cli(["estimate", str(path), "--workload", "gpt2-1.5b", *flags, "--json"]) == 0
    return json.loads(capsys.readouterr().out)["throughput"]


def test_an_older_release_on_an_h100_trains_as_the_cli_says(
    qtbot, catalogue, h100, capsys, answers
):
    window = _window(qtbot, catalogue, h100, "gpt2-1.5b")
    bar = window.workload_bar
    assert bar.shows("pytorch")
    assert bar.pytorch.text() == "PyTorch: newest"
    newest = window.analysis.estimate().throughput
    assert newest == pytest.approx(_cli(capsys, h100), rel=1e-5)
    # 2.10 ran FlashAttention's SM80 kernel on Hopper: half its tensor peak for attention.
    bar.pytorch.pick("2.10")
    assert bar.pytorch.text() == "PyTorch 2.10"
    flash = window.analysis.estimate().throughput
    assert flash == pytest.approx(_cli(capsys, h100, "--pytorch", "2.10"), rel=1e-5)
    assert flash < newest
    assert window.document.build.job.pytorch == "2.10"
    # 2.9 picked cuDNN, as the newest does.
    bar.pytorch.pick("2.9")
    assert window.analysis.estimate().throughput == pytest.approx(newest, rel=1e-9)


def test_the_release_is_asked_only_where_it_matters(qtbot, catalogue, h100, answers):
    on_h100 = _window(qtbot, catalogue, h100, "resnet50")
    assert not on_h100.workload_bar.shows("pytorch")  # a CNN has no fused attention
    on_4090 = _window(qtbot, catalogue, TOWER_EXAMPLE, "gpt2-1.5b")
    assert not on_4090.workload_bar.shows("pytorch")  # every release picks flash there
    assert on_4090.analysis.workload.pytorch == ""


def test_the_release_is_saved_and_shown_when_opened(qtbot, catalogue, h100, tmp_path, answers):
    window = _window(qtbot, catalogue, h100, "gpt2-1.5b")
    window.workload_bar.pytorch.pick("2.5.0")
    path = tmp_path / "saved.dlbox.json"
    write_build(path, window.document.build)
    assert json.loads(path.read_text())["job"]["pytorch"] == "2.5.0"
    again = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: again.analysis.is_ready)
    assert again.workload_bar.pytorch.text() == "PyTorch 2.5.0"
    assert again.analysis.workload.pytorch == "2.5.0"
