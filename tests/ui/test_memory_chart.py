"""The GPU-memory panel: parts against usable VRAM, the verdict, one-click remedies."""

from __future__ import annotations

import re

import pytest

from dlbox.ui.analysis import WorkloadChoice
from tests.core.model_shapes import LLAMA31_8B_CONFIG


def _show(window, workload: str) -> object:
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))  # 24 GB
    window.analysis.set_workload(WorkloadChoice(workload, "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    return chart


def test_panel_shows_the_parts_against_usable_memory(window):
    chart = _show(window, "llama3-8b-full")
    parts = chart.components()
    estimate = window.analysis.estimate()
    assert sum(parts.values()) == pytest.approx(estimate.memory["peak_gib"])
    assert parts["optimizer"] > parts["weights"] > 0  # AdamW's FP32 m and v dominate
    assert chart.message.text().startswith("Does not fit")
    assert chart.usable.value() == pytest.approx(estimate.memory["usable_gib"])


def test_a_remedy_is_applied_with_one_click(window):
    chart = _show(window, "llama3-8b-full")
    items = list(chart.plot.items)
    buttons = chart.remedy_buttons()
    assert buttons, "a job that does not fit offers remedies"
    lora = next(b for b in buttons if b.text().startswith("LoRA adapters"))
    lora.click()
    chart.ensure_fresh()
    assert dict(window.analysis.workload.memory)["adapter"] == "lora"
    assert window.analysis.estimate().fits
    assert chart.message.text().startswith(("Fits", "Tight"))
    assert list(chart.plot.items) == items  # the same items, updated in place
    chart.reset.click()
    chart.ensure_fresh()
    assert window.analysis.workload.memory == ()
    assert chart.message.text().startswith("Does not fit")


def test_panel_without_a_workload_says_what_to_do(window):
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    assert "workload" in chart.message.text().lower() or "GPU" in chart.message.text()
    assert not chart.remedy_buttons()


def test_panel_fits_a_1280_by_720_window(window):
    chart = _show(window, "llama3-8b-full")
    window.resize(1280, 720)
    assert chart.minimumSizeHint().width() <= 1280
    assert chart.minimumSizeHint().height() <= 720 // 2


LLAMA_8B = LLAMA31_8B_CONFIG


def test_a_config_json_becomes_the_workload(window, tmp_path):
    import json

    path = tmp_path / "config.json"
    path.write_text(json.dumps(LLAMA_8B))
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    assert window.workload_bar.add_config(str(path))
    assert window.analysis.workload.workload_id.startswith("config-")
    estimate = window.analysis.estimate()
    # The test card has no BF16, so the LLM's BF16 runs as FP16 AMP — torch.amp: the 8.03 B
    # parameters are the FP32 weights (4 bytes each) and there is no second FP32 copy.
    assert estimate.explain["precision_used"] == "fp16"
    parts = estimate.memory["components_gib"]
    assert parts["weights"] == pytest.approx(8.03e9 * 4 / 2**30, 0.01)
    assert parts["master"] == 0.0
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    assert chart.message.text().startswith("Does not fit")  # full fine-tune of 8 B on 24 GB


def test_a_bad_config_json_is_one_clear_message(window, tmp_path, monkeypatch):
    import json

    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    path = tmp_path / "config.json"
    path.write_text(json.dumps({**LLAMA_8B, "num_hidden_layers": 0}))
    before = window.workload_bar.workload.count()
    assert not window.workload_bar.add_config(str(path))
    assert window.workload_bar.workload.count() == before
    assert "num_hidden_layers" in shown[0] and "expected" in shown[0]


def test_remedy_buttons_read_in_the_users_language(window):
    """A zh_TW user sees every remedy named in Chinese, numbers kept (no English label)."""
    from dlbox.ui.language import apply_language

    try:
        assert apply_language("zh_TW")
        from dlbox.ui.language import translate

        selective = "selective activation checkpointing"
        if translate("Remedies", selective) == selective:
            # New in this release: its translations (helpers' tr-sac.json) reach the .qm files
            # in the translation pass; until then the label reads in English.
            pytest.skip("remedy label not translated yet")
        chart = _show(window, "llama3-8b-full")
        texts = [b.text() for b in chart.remedy_buttons()]
        assert texts
        english = ("LoRA adapters", "optimizer offload", "activation checkpointing", "GPUs")
        assert not [t for t in texts if any(word in t for word in english)], texts
        assert any("LoRA" in t and "轉接層" in t for t in texts)
    finally:
        apply_language("en")


def test_a_combined_remedy_is_applied_with_one_click(window):
    """Full fine-tune of 8B on 24 GB: no single change fits, the pair 'paged 8-bit optimizer
    + activation checkpointing' (the lightest mode that fits outright) does — one button
    sets both, and the job then fits."""
    chart = _show(window, "llama3-8b-full")
    # (Optimizer offload with checkpointing fits too: another pair, not this one.)
    pair = next(
        (
            b
            for b in chart.remedy_buttons()
            if " + " in b.text() and b.text().startswith("paged 8-bit optimizer")
        ),
        None,
    )
    assert pair is not None, [b.text() for b in chart.remedy_buttons()]
    remedy = next(
        r
        for r in window.analysis.estimate().memory["remedies"]
        if r["settings"].get("optimizer") == "paged-adamw8bit" and " + " in r["label"]
    )
    mode = remedy["settings"]["checkpointing"]
    assert mode in ("selective", "full")
    assert pair.text().startswith(
        f"paged 8-bit optimizer, stepped in backward + {remedy['label'].split(' + ')[1]}"
    )
    assert "(×" in pair.text()  # its speed cost, re-estimated
    pair.click()
    chart.ensure_fresh()
    applied = dict(window.analysis.workload.memory)
    assert applied["optimizer"] == "paged-adamw8bit"
    # The checkpointing part becomes the job's own (the memory panel's box shows it).
    assert window.analysis.workload.checkpointing == mode
    assert chart.checkpointing.currentData() == mode
    assert window.analysis.estimate().memory["verdict"] == "fits"
    assert chart.message.text().startswith("Fits")


def test_panel_says_when_the_optimizer_step_sets_the_peak(window):
    # An 8B full fine-tune with FP32 AdamW on 24 GB: its gradients and AdamW's temporary at the
    # step, not its activations, decide the peak, so a smaller batch would not help.
    chart = _show(window, "llama3-8b-full")
    assert window.analysis.estimate().memory["peak_at"] == "optimizer step"
    assert "optimizer step" in chart.message.text()
    lora = _show(window, "llama3-8b-lora")
    assert window.analysis.estimate().memory["peak_at"] == "backward"
    assert "optimizer step" not in lora.message.text()


def test_panel_shows_what_pytorch_can_allocate_on_a_4090(window, catalogue):
    # The usable line is the total PyTorch prints in its OOM message, not nvidia-smi's 23.99.
    window.document.add_part(catalogue.get("gpu", "rtx-4090"))
    window.analysis.set_workload(WorkloadChoice("llama3-8b-lora", "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    assert chart.usable.value() == pytest.approx(23.64)
    assert chart.usable_label.textItem.toPlainText() == "usable 23.6 GiB"
    assert "of 23.6 GiB per GPU" in chart.message.text()


def test_chart_and_findings_print_the_same_gib_figures(window, catalogue):
    # A screenshot showed "23.64 GiB" above the bar and "23.6 GiB" in the findings for the
    # same usable memory: the chart, its verdict and the findings now agree digit for digit.
    window.document.add_part(catalogue.get("gpu", "rtx-4090"))
    window.analysis.set_workload(WorkloadChoice("llama3-8b-full", "bf16", 1e6, 1.0))
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    window.findings.refresh()
    memory = window.analysis.estimate().memory
    usable, peak = f"{memory['usable_gib']:.1f} GiB", f"{memory['peak_gib']:.1f} GiB"
    finding = next(v for v in window.findings.views if v.rule == "dl.workload_fit").message
    assert usable in finding and peak in finding
    assert chart.usable_label.textItem.toPlainText() == f"usable {usable}"
    assert f"{memory['peak_gib']:.1f} of {usable} per GPU" in chart.message.text()
    # No figure in GiB anywhere in the chart's headline or verdict carries two decimals.
    shown = chart.usable_label.textItem.toPlainText() + chart.message.text()
    assert not re.search(r"\d\.\d\d GiB", shown)


def test_checkpointing_is_picked_in_the_panel_and_saved_with_the_job(window):
    """Full fine-tune of Llama 3 8B: picking a checkpointing mode in the memory panel changes
    the activations (full keeps least, selective more, none most), and the build's job saves
    the mode (`dlbox estimate --checkpointing`); one undo takes back the run of picks."""
    chart = _show(window, "llama3-8b-full")
    box = chart.checkpointing
    assert not box.isHidden()
    activations = {}
    for key in ("none", "selective", "full"):
        box.setCurrentIndex(box.findData(key))
        chart.ensure_fresh()
        activations[key] = chart.components()["activations"]
        assert window.analysis.workload.checkpointing == key
        assert window.document.build.job is not None
        assert window.document.build.job.checkpointing == key
    assert activations["full"] < activations["selective"] < activations["none"]
    window.document.undo_stack.undo()
    chart.ensure_fresh()
    assert window.document.build.job is None


def test_a_serving_job_has_no_checkpointing_box(window):
    bar = window.workload_bar
    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    assert bar.pick("llama-3.1-8b", "decode")
    chart = window.chart_panels["memory"]
    chart.ensure_fresh()
    assert chart.checkpointing.isHidden()


def test_a_remedy_priced_at_a_larger_batch_says_so_and_the_click_trains_it(window):
    """GPT-2 XL on 24 GB, batch left to dlbox: nothing fits at one sample, offloading the
    optimizer fits several.  Its button names the batch both runs are compared at (so its
    ×1.00 is not read against the one-sample run's speed), and the click trains that batch."""
    chart = _show(window, "gpt2-1.5b")
    remedy = next(
        r
        for r in window.analysis.estimate().memory["remedies"]
        if r["label"] == "optimizer offload to CPU RAM"
    )
    assert remedy["batch_differs"] and remedy["speed"] <= 1.0 + 1e-6
    at = remedy["compared_batch_per_gpu"]
    button = next(
        b for b in chart.remedy_buttons() if b.text().startswith("optimizer offload to CPU RAM")
    )
    assert f"speed at batch {at} per GPU)" in button.text()
    assert f"both at batch {at} per GPU" in button.toolTip()
    button.click()
    chart.ensure_fresh()
    estimate = window.analysis.estimate()
    assert estimate.fits and estimate.batch_per_gpu == at


def test_three_long_remedies_share_two_rows_where_least_is_shortened(window, qtbot):
    # 1280×720, a 2× RTX 3090 box and an 8B full fine-tune: three remedies that need three
    # rows whole share two; the first two side by side read "LoRA adapters + ZeRO…2 GPUs"
    # and "LoRA adapters + weights and …oad to CPU RAM" while the third sat alone below.
    # The first alone and the other two together lose the fewest letters.
    from PySide6.QtWidgets import QApplication, QPushButton

    from dlbox.ui.charts.memory import MemoryChart

    chart = MemoryChart(window.analysis)
    qtbot.addWidget(chart)
    chart.show()
    qtbot.waitExposed(chart)
    chart.ensure_fresh()  # no workload: no remedies of its own
    texts = [
        "LoRA adapters + ZeRO-3 across the 2 GPUs (×1.57 speed)",
        "LoRA adapters + weights and optimizer offload to CPU RAM (×1.54 speed)",
        "QLoRA (4-bit base) (×1.26 speed)",
    ]
    chart._remedies = [{} for _ in texts]
    for button, text in zip(chart.buttons, texts, strict=False):
        button.setText(text)
        button.setVisible(True)
    gap = chart._rows[0].spacing()
    first, second, third = (b.whole_width() + gap for b in chart.buttons[:3])
    room = second + third - 30  # the last two a little too wide together
    assert first + second > room + 100 and first < room
    chart.resize(room + chart.remedy_title.sizeHint().width() + 40, 400)
    chart._arrange_remedies()
    QApplication.processEvents()
    assert chart.remedy_rows() == [1, 2]
    shown = [QPushButton.text(b) for b in chart.buttons[:3]]
    assert shown[0] == texts[0]  # whole, alone in its row
    # The other two give up a few letters between them, not a dozen each.
    lost = sum(len(t) - len(s.replace("…", "")) for t, s in zip(texts, shown, strict=True))
    assert lost <= 8, shown
