"""Our own held-out H100 sets: what tools/measure_gpu.py runs is what was predicted.

The predictions in data/benchmarks/measured/set6-predicted.json and set7-predicted.json were
written before a GPU ran them; these tests keep each predicted row's settings (batch,
layout, tier, activation, micro-batches, model, sequence length, adapter) the same as the
experiment the tool runs under that name, and the tool's ``--list`` usable on a machine
without PyTorch.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "measure_gpu.py"
PREDICT = REPO / "tools" / "predict_own_set.py"
MEASURED = REPO / "data" / "benchmarks" / "measured"
SETS = (6, 7, 8, 9)


def _tool(path: Path = TOOL) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def _predicted(number: int) -> dict[str, dict]:
    path = MEASURED / f"set{number}-predicted.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


def test_list_names_every_predicted_run_without_pytorch_installed():
    # torch set to None in sys.modules: any import of it fails, as on a machine without it.
    code = (
        "import sys, runpy; sys.modules['torch'] = None; "
        f"sys.argv = ['measure_gpu.py', '--list']; runpy.run_path({str(TOOL)!r}, "
        "run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    listed = set(done.stdout.split())
    for number in SETS:
        assert set(_predicted(number)) <= listed, number


@pytest.mark.parametrize("number", SETS)
def test_each_prediction_describes_the_run_the_tool_makes(number: int):
    experiments = {e.name: e for e in _tool().EXPERIMENTS}
    predicted = _predicted(number)
    assert 5 <= len(predicted) <= 14
    for name, entry in predicted.items():
        exp, row = experiments[name], entry["row"]
        assert row["batch_per_gpu"] == str(exp.batch), name
        overrides = row["overrides"]
        if exp.kind == "resnet50":
            assert row["workload"] == exp.extra.get("arch", "resnet50"), name
            assert row["tier"] == ("compiled" if exp.compiled else "eager"), name
            nchw = exp.extra.get("memory_format") == "nchw"
            assert ("NCHW" in row["stack"]) == nchw, name
            assert ("channels-last" in row["stack"]) == (not nchw), name
            # The batch-norm term reads BF16 off the stack: an FP16 run must not say it.
            fp16 = exp.extra.get("autocast") == "fp16"
            assert ("bf16" in row["stack"]) == (not fp16), name
        elif exp.kind == "gpt2":
            tanh = exp.extra.get("activation_function") == "gelu_pytorch_tanh"
            assert ("ffn_activation=gelu_tanh" in overrides) == tanh, name
            assert ("ffn_activation=gelu_new" in overrides) == (not tanh), name
            layers = exp.extra.get("n_layer", 12)
            assert layers == 12 or f"layers={layers}" in overrides, name
        elif exp.kind == "decode":
            assert row["kind"] == "decode" and f"model={exp.model}" in overrides, name
            assert f"seq_len={exp.seq}" in overrides, name
        elif exp.kind == "llm":
            accum = exp.extra.get("grad_accum", 1)
            assert (f"grad_accum={accum}" in overrides) == (accum != 1), name
            assert f"model={exp.model}" in overrides and f"seq_len={exp.seq}" in overrides
            assert (row["adapter"] == "lora") == (exp.mode == "lora"), name
            assert (row["checkpointing"] == "true") == exp.checkpointing, name
            assert row["tier"] == ("compiled" if exp.compiled else "eager"), name
            if exp.mode == "lora":
                assert f"lora_dropout={exp.lora_dropout}" in overrides, name
            bf16_states = "optimizer=adamw-bf16" in overrides
            assert bf16_states == (exp.mode == "full_bf16"), name
        elif exp.kind == "bert_mlm":
            assert row["workload"].startswith("bert-") and f"model={exp.model}" in overrides
            assert f"seq_len={exp.seq}" in overrides, name
        else:
            pytest.fail(f"{name}: set {number} has no {exp.kind} runs")
        low, high = entry["band"]
        assert low < entry["predicted"] < high, name


def test_a_misspelt_layout_or_accumulation_is_refused_with_the_experiment_named():
    tool = _tool()
    typo = tool.Experiment("cnn_typo", "resnet50", extra={"memory_format": "nhwc"})
    with pytest.raises(ValueError, match="cnn_typo: memory_format must be"):
        tool._channels_last(typo)
    zero = tool.Experiment("llm_zero", "llm", extra={"grad_accum": 0})
    with pytest.raises(ValueError, match="llm_zero: grad_accum must be"):
        tool._grad_accum(zero)
    assert tool._channels_last(tool.Experiment("cnn", "resnet50")) is True
    half = tool.Experiment("cnn_half", "resnet50", extra={"autocast": "float16"})
    with pytest.raises(ValueError, match="cnn_half: autocast must be bf16 or fp16"):
        tool._autocast_fp16(half)
    assert tool._autocast_fp16(tool.Experiment("cnn", "resnet50")) is False
    assert tool._grad_accum(tool.Experiment("llm", "llm")) == 1


def test_a_written_record_is_never_rewritten(capsys):
    # The record predates the runs: predicting again after them would judge by hindsight.
    tool = _tool(PREDICT)
    before = (MEASURED / "set6-predicted.json").read_bytes()
    assert tool.main(["--set", "6"]) == 2
    assert "exists" in capsys.readouterr().err
    assert (MEASURED / "set6-predicted.json").read_bytes() == before
