"""Pick a model of the library and what it is for; serve it with a context and streams.

The shipped catalogue (a real RTX 4090) and the shipped model library, as a user sees them.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from dlbox.cli import main as cli
from dlbox.core.files import read_build
from dlbox.ui.main_window import MainWindow

from .typing_helpers import TOWER_EXAMPLE, fresh_chart, type_number


def test_llama_8b_inference_on_a_4090_runs_out_of_memory_at_128k_context(tower_window, qtbot):
    bar = tower_window.workload_bar
    assert bar.pick("llama-3.1-8b", "decode")
    assert bar.shows("serve") and not bar.shows("train")
    type_number(qtbot, bar.context, 8192)
    chart = fresh_chart(tower_window, "memory")
    short = chart.components()["kv_cache"]
    assert short > 0
    assert chart.message.text().startswith("Fits")
    type_number(qtbot, bar.context, 131072)
    chart = fresh_chart(tower_window, "memory")
    assert chart.components()["kv_cache"] == pytest.approx(16 * short, rel=0.01)  # 16× tokens
    assert chart.message.text().startswith("Does not fit")
    assert "131,072 tokens" in chart.message.text()
    assert chart.remedy_buttons(), "more GPUs or fewer bits are offered"


def test_eight_streams_raise_the_aggregate_tokens_per_second(tower_window, qtbot):
    bar = tower_window.workload_bar
    bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 4096)
    one = tower_window.analysis.estimate()
    type_number(qtbot, bar.concurrency, 8)
    eight = tower_window.analysis.estimate()
    # Streams share each token's weight reads and (eager) the host's calls that issue them.
    assert eight.throughput > 4 * one.throughput
    serving = eight.explain["inference"]
    assert serving["concurrency"] == 8
    assert serving["tokens_per_s_per_stream"] <= one.explain["inference"]["tokens_per_s_per_stream"]
    speed = tower_window.chart_panels["speed"]
    speed.ensure_fresh()
    text = speed.caption_for_report()
    assert "serving 8 streams" in text and "first token after" in text


@pytest.mark.parametrize(
    ("model", "task", "flags"),
    [
        ("llama-3.1-8b", "decode", ["--task", "decode", "--context", "8192", "--concurrency", "8"]),
        ("qwen2.5-14b", "qlora", ["--adapter", "qlora"]),
        ("mistral-7b", "lora", ["--adapter", "lora"]),
    ],
)
def test_the_app_shows_what_dlbox_estimate_says_for_the_same_box(
    tower_window, qtbot, capsys, model, task, flags
):
    bar = tower_window.workload_bar
    bar.pick(model, task)
    if task == "decode":
        type_number(qtbot, bar.context, 8192)
        type_number(qtbot, bar.concurrency, 8)
    app = tower_window.analysis.estimate().to_dict()
    capsys.readouterr()
    cli(["estimate", str(TOWER_EXAMPLE), "--model", model, *flags, "--json"])
    said = json.loads(capsys.readouterr().out)
    assert app["throughput"] == said["throughput"]
    assert app["memory"]["peak_gib"] == said["memory"]["peak_gib"]
    assert app["memory"]["verdict"] == said["memory"]["verdict"]
    assert app["explain"].get("inference") == said["explain"].get("inference")


def test_the_model_context_and_streams_are_saved_and_shown_on_reopening(
    tower_window, qtbot, catalogue, tmp_path, answers
):
    bar = tower_window.workload_bar
    bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 32768)
    type_number(qtbot, bar.concurrency, 4)
    path = tmp_path / "server.dlbox.json"
    tower_window.document.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))["job"]
    assert saved["model"] == "llama-3.1-8b" and saved["task"] == "decode"

    again = MainWindow(catalogue)
    qtbot.addWidget(again)
    assert again.open_path(path)
    reopened = again.workload_bar
    assert reopened.workload.currentText() == "Llama 3.1 8B"
    assert reopened.task.currentData() == "decode"
    assert (reopened.context.value(), reopened.concurrency.value()) == (32768, 4)
    assert again.analysis.estimate().explain["inference"]["context_tokens"] == 32768


def test_a_fine_tune_task_is_saved_with_its_adapter(
    tower_window, tmp_path, catalogue, qtbot, answers
):
    tower_window.workload_bar.pick("qwen2.5-14b", "qlora")
    path = tmp_path / "qlora.dlbox.json"
    tower_window.document.save(path)
    assert read_build(path).job.adapter == "qlora"
    again = MainWindow(catalogue)
    qtbot.addWidget(again)
    again.open_path(path)
    assert again.workload_bar.workload.currentText() == "Qwen2.5 14B"
    assert again.workload_bar.task.currentData() == "qlora"
    assert again.workload_bar.shows("train") and not again.workload_bar.shows("serve")


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("context", 0, "Context: expected a whole number from 1 to 131,072"),
        ("context", 200000, "Context: expected a whole number from 1 to 131,072 (tokens, the "),
        ("concurrency", 0, "Concurrency: expected a whole number from 1 to 1,000,000"),
        ("concurrency", 2000000, "Concurrency: expected a whole number from 1 to 1,000,000"),
    ],
)
def test_a_bad_context_or_stream_count_is_named_and_nothing_is_lost(
    tower_window, qtbot, field, value, words
):
    bar = tower_window.workload_bar
    bar.pick("llama-3.1-8b", "decode")
    type_number(qtbot, bar.context, 4096)
    type_number(qtbot, bar.concurrency, 2)
    before = tower_window.analysis.workload
    type_number(qtbot, getattr(bar, field), value)
    assert bar.last_problem.startswith(words)
    assert bar.last_problem.endswith(f"got {value}")
    assert tower_window.statusBar().currentMessage() == bar.last_problem
    assert tower_window.analysis.workload == before
    assert (bar.context.value(), bar.concurrency.value()) == (4096, 2)


def test_encoders_are_fine_tuned_not_served(tower_window):
    bar = tower_window.workload_bar
    bar.pick("bert-large", "full")
    decode = bar.task.model().item(bar.task.findData("decode"))
    assert not decode.isEnabled()
    bar.pick("llama-3.2-1b")
    assert bar.task.model().item(bar.task.findData("decode")).isEnabled()


def test_the_picker_lists_models_by_family_and_finds_them_by_name(qtbot):
    from dlbox.ui import engines
    from dlbox.ui.dialogs.model_picker import ModelPicker

    dialog = ModelPicker(engines.model_options())
    qtbot.addWidget(dialog)
    families = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert {"Llama", "Qwen", "Mistral", "Gemma", "Phi", "DeepSeek"} <= set(families)
    assert "resnet-50" not in dialog.visible_ids()  # not a transformer: use its workload
    # "qwen 14" also finds Qwen1.5 MoE A2.7B by its size (14.3 B); a version narrows it.
    qtbot.keyClicks(dialog.search, "qwen 14")
    assert {"qwen2.5-14b", "qwen1.5-moe-a2.7b"} <= set(dialog.visible_ids())
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "qwen2.5 14")
    assert dialog.visible_ids() == ["qwen2.5-14b"]
    assert dialog.picked() == "qwen2.5-14b"
    dialog.search.clear()
    qtbot.keyClicks(dialog.search, "mixtral")
    row = dialog.tree.currentItem()
    assert row.text(0) == "Mixtral 8x7B"
    assert row.text(1) == "46.7 B" and row.text(2) == "12.9 B"  # MoE: total and active


def test_picking_in_the_dialog_shows_the_model_in_the_bar(tower_window, qtbot, monkeypatch):
    from dlbox.ui.dialogs.model_picker import ModelPicker

    def choose(dialog):
        dialog.search.setText("qwen2.5 14b")
        return ModelPicker.DialogCode.Accepted

    monkeypatch.setattr(ModelPicker, "exec", choose)
    bar = tower_window.workload_bar
    qtbot.mouseClick(bar.pick_model, Qt.MouseButton.LeftButton)
    assert bar.workload.currentText() == "Qwen2.5 14B"
    assert tower_window.analysis.workload.model == "qwen2.5-14b"
    assert tower_window.document.build.job.model == "qwen2.5-14b"  # recorded as the build's job


QWEN_LIKE = {
    "model_type": "qwen2",
    "hidden_act": "silu",
    "hidden_size": 3584,
    "intermediate_size": 18944,
    "num_attention_heads": 28,
    "num_hidden_layers": 28,
    "num_key_value_heads": 4,
    "vocab_size": 152064,
    "max_position_embeddings": 32768,
}


def test_a_config_json_model_is_served_saved_and_found_again(
    tower_window, qtbot, catalogue, tmp_path
):
    config = tmp_path / "my-model" / "config.json"
    config.parent.mkdir()
    config.write_text(json.dumps(QWEN_LIKE), encoding="utf-8")
    bar = tower_window.workload_bar
    assert bar.add_config(str(config))
    bar.task.setCurrentIndex(bar.task.findData("decode"))
    type_number(qtbot, bar.context, 16384)
    assert tower_window.analysis.estimate().explain["inference"]["context_tokens"] == 16384
    path = tmp_path / "mine.dlbox.json"
    tower_window.document.save(path)
    job = read_build(path).job
    assert (job.config_json, job.model, job.workload) == (str(config), None, "custom-decode")

    again = MainWindow(catalogue)
    qtbot.addWidget(again)
    assert again.open_path(path)
    assert again.workload_bar.task.currentData() == "decode"
    assert again.workload_bar.context.value() == 16384
    assert again.analysis.estimate().explain["inference"]["context_tokens"] == 16384

    config.unlink()  # moved away: the file is named, the rest of the build opens
    third = MainWindow(catalogue)
    qtbot.addWidget(third)
    assert third.open_path(path)
    assert "config.json" in third.workload_bar.last_problem
    assert "not found" in third.workload_bar.last_problem
    assert len(third.document.build.parts) == len(read_build(TOWER_EXAMPLE).parts)


@pytest.mark.parametrize("task", ["lora", "decode"])
def test_the_bar_fits_a_1280_pixel_laptop_screen_for_a_model(tower_window, task):
    """Every control in view, none behind the toolbar's » overflow menu."""
    bar = tower_window.workload_bar
    bar.pick("qwen2.5-14b", task)
    tower_window.resize(1280, 720)
    assert bar.sizeHint().width() <= 1280 - 20  # the window's frame and the bar's handle
