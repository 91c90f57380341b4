"""The workload bar's diffusion "Options…" menu, as a user meets it on the RTX 4090 tower:
shown for a U-Net fine-tune only; each choice moves the speed and memory tabs exactly as
`dlbox estimate --prior-preservation/--ema/--text-encoder …` does for the same build, and the
build saves the choice and shows it again when reopened."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtWidgets import QApplication

from dlbox.cli import main as cli
from dlbox.core.files import read_build
from dlbox.ui.widgets.workload_bar import ID_ROLE

from .typing_helpers import TOWER_EXAMPLE, open_window


def _pick(bar, workload_id: str) -> None:
    bar.workload.setCurrentIndex(bar.workload.findData(workload_id, ID_ROLE))


def _tab_text(window, name: str) -> str:
    chart = window.chart_panels[name]
    window.charts.setCurrentWidget(chart)
    chart.ensure_fresh()
    QApplication.processEvents()
    return chart.message.text()


def _shown_images_s(window) -> float:
    """The images/s the speed tab's line says ("This build: 8 images/s …")."""
    text = _tab_text(window, "speed")
    found = re.search(r"This build: ([\d,.]+) images/s", text)
    assert found, text
    return float(found.group(1).replace(",", ""))


def _shown_peak_gib(window) -> float:
    """The peak the memory tab's line says ("Fits: 17.1 of 23.6 GiB per GPU …")."""
    text = _tab_text(window, "memory")
    found = re.search(r"([\d.]+) of [\d.]+ GiB per GPU", text)
    assert found, text
    return float(found.group(1))


def _cli(capsys, *flags: str) -> dict:
    capsys.readouterr()
    cli(["estimate", str(TOWER_EXAMPLE), "--workload", "sd15-finetune", *flags, "--json"])
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def sd15(tower_window, qtbot):
    qtbot.waitUntil(lambda: tower_window.analysis.is_ready)
    _pick(tower_window.workload_bar, "sd15-finetune")
    return tower_window


def test_the_menu_is_shown_for_a_unet_fine_tune_only(sd15):
    bar = sd15.workload_bar
    assert bar.shows("diffusion")
    assert bar.diffusion.text() == "Options…"
    _pick(bar, "bert-large-squad")
    assert not bar.shows("diffusion")
    assert bar.pick("llama-3.1-8b", "decode")
    assert not bar.shows("diffusion")


def test_prior_preservation_in_the_menu_is_the_clis_flag(sd15, capsys):
    """DreamBooth's class images double the U-Net's work per instance image: the speed tab
    shows what `dlbox estimate BUILD --prior-preservation` prints, and about half as many
    images/s as without it."""
    window, bar = sd15, sd15.workload_bar
    plain = _cli(capsys)
    assert window.analysis.estimate().throughput == pytest.approx(plain["throughput"], rel=1e-5)
    assert _shown_images_s(window) == pytest.approx(plain["throughput"], abs=0.5)
    bar.diffusion.pick("prior_preservation", True)
    assert bar.diffusion.text() == "Options… (1)"
    said = _cli(capsys, "--prior-preservation")
    assert window.analysis.estimate().throughput == pytest.approx(said["throughput"], rel=1e-5)
    assert _shown_images_s(window) == pytest.approx(said["throughput"], abs=0.5)
    assert said["throughput"] < 0.75 * plain["throughput"]
    assert _shown_peak_gib(window) == pytest.approx(said["memory"]["peak_gib"], abs=0.05)
    assert window.document.build.job.prior_preservation is True
    bar.diffusion.pick("prior_preservation", False)  # off again: the workload as it was
    assert window.analysis.estimate().throughput == pytest.approx(plain["throughput"], rel=1e-5)
    assert window.document.build.job.prior_preservation is None


def test_a_trained_text_encoder_and_an_ema_cost_memory_as_the_cli_says(sd15, capsys):
    window, bar = sd15, sd15.workload_bar
    before = _shown_peak_gib(window)
    bar.diffusion.pick("text_encoder", "trained")
    bar.diffusion.pick("ema", True)
    said = _cli(capsys, "--text-encoder", "trained", "--ema")
    shown = _shown_peak_gib(window)
    assert shown == pytest.approx(said["memory"]["peak_gib"], abs=0.05)
    assert shown > before + 1.0  # CLIP's weights, gradients, AdamW states and the FP32 shadow
    assert window.analysis.estimate().throughput == pytest.approx(said["throughput"], rel=1e-5)


def test_the_options_are_saved_and_shown_when_reopened(sd15, qtbot, tmp_path):
    window, bar = sd15, sd15.workload_bar
    for field, value in (
        ("latents", "cached"),
        ("text_encoder", "cached"),
        ("vae_fp32", False),
        ("diffusion_attention", "materialized"),
        ("ema", True),
    ):
        bar.diffusion.pick(field, value)
    speed = window.analysis.estimate().throughput
    path = tmp_path / "dreambooth.dlbox.json"
    window.document.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))["job"]
    assert saved["latents"] == "cached" and saved["text_encoder"] == "cached"
    assert saved["vae_fp32"] is False and saved["diffusion_attention"] == "materialized"
    assert saved["ema"] is True and saved.get("prior_preservation") is None
    again = open_window(qtbot, window.catalogue, read_build(path))
    qtbot.waitUntil(lambda: again.analysis.is_ready)
    QApplication.processEvents()
    shown = again.workload_bar
    assert shown.shows("diffusion")
    assert dict(shown.diffusion.options()) == {
        "latents": "cached",
        "text_encoder": "cached",
        "vae_fp32": False,
        "diffusion_attention": "materialized",
        "ema": True,
    }
    assert shown.diffusion.text() == "Options… (5)"
    assert again.analysis.estimate().throughput == pytest.approx(speed, rel=1e-9)


def test_each_choice_says_what_it_costs(sd15):
    menu = sd15.workload_bar.diffusion.menu()
    tips = {a.objectName(): a.toolTip() for a in menu.actions() if a.isCheckable()}
    assert "doubles the U-Net work" in tips["prior_preservation=True"]
    assert "FP32 shadow" in tips["ema=True"]
    assert "FP32/TF32 rate" in tips["vae_fp32=True"]
    assert "memory" in tips["diffusion_attention=materialized"]
    assert all(tips.values())


def test_undo_takes_the_option_back_in_the_menu_and_the_tabs(tower_window, qtbot):
    """A build saved as an SD 1.5 fine-tune: ticking cached latents and undoing it gives the
    saved job back, in the menu and in the figures (edits of the job merge into one step)."""
    from dlbox.core.job import Job

    window = tower_window
    window.document.load(read_build(TOWER_EXAMPLE).with_job(Job(workload="sd15-finetune")), None)
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    QApplication.processEvents()
    bar = window.workload_bar
    assert bar.shows("diffusion") and bar.diffusion.options() == ()
    plain = window.analysis.estimate().throughput
    bar.diffusion.pick("latents", "cached")
    cached = window.analysis.estimate().throughput
    assert cached > plain  # no VAE encoder in the step
    window.document.undo_stack.undo()
    QApplication.processEvents()
    assert bar.diffusion.options() == ()
    assert bar.diffusion.text() == "Options…"
    assert window.analysis.estimate().throughput == pytest.approx(plain, rel=1e-9)
    window.document.undo_stack.redo()
    QApplication.processEvents()
    assert dict(bar.diffusion.options()) == {"latents": "cached"}
    assert window.analysis.estimate().throughput == pytest.approx(cached, rel=1e-9)
