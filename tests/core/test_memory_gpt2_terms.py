"""What Hugging Face's GPT-2 keeps for its backward pass under torch.amp (memory.py), against
our own H100 runs (data/models/memory_points.csv, raw lines in data/benchmarks/measured)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dlbox.core.estimate.memory import GIB, MemoryPlan
from dlbox.core.estimate.memory_check import evaluate_point, load_points
from dlbox.core.estimate.models import model_spec, spec_from_config
from dlbox.core.estimate.workloads import Workload, workload_from_spec
from tests.core.memory_parts import one_gpu_plan, workload_of

MEASURED = Path(__file__).resolve().parents[2] / "data" / "benchmarks" / "measured"
GPT2_POINTS = (
    "dlbox-h100-gpt2-124m-b16",
    "dlbox-h100-gpt2-124m-tanh-b16",
    "dlbox-h100-gpt2-medium-b8",
    "dlbox-h100-gpt2-medium-tanh-b8",
    "dlbox-h100-gpt2-medium-b4",
    "dlbox-h100-gpt2-xl-b4",
)


def _point(point_id: str) -> dict[str, str]:
    return dict(load_points().set_index("id").loc[point_id].to_dict(), id=point_id)


def _raw_peak(point_id: str) -> float:
    """The run's max_memory_allocated as tools/measure_gpu.py wrote it (GiB)."""
    name = point_id.removeprefix("dlbox-h100-").replace("-", "_")
    for path in sorted(MEASURED.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("name") == name and "result" in record:
                return float(record["result"]["peak_allocated_gib"])
    raise AssertionError(f"{name} not found in {MEASURED}")


def _gpt2(model: str = "gpt2", **update: object) -> Workload:
    return workload_of(model, 1024, **update)


def _plan(workload: Workload, autocast: bool = True, **kw: Any) -> MemoryPlan:
    return one_gpu_plan(workload, autocast=autocast, **kw)


def _per_token_hidden_layer(delta_gib: float, model: str = "gpt2") -> float:
    spec = model_spec(model)
    assert spec is not None and spec.hidden and spec.layers
    return delta_gib * GIB / (1024 * spec.hidden * spec.layers)


@pytest.mark.parametrize("point_id", GPT2_POINTS)
def test_a_gpt2_run_is_predicted_within_two_percent(point_id):
    # e.g. GPT-2 124M at batch 16 × 1024 under bf16 autocast: 23.65 GiB measured on an H100.
    point = _point(point_id)
    reported = float(point["reported_gib"])
    assert reported == pytest.approx(_raw_peak(point_id), abs=0.006)  # the file's own figure
    got = evaluate_point(point)
    assert got["predicted"] / reported - 1.0 == pytest.approx(0.0, abs=0.02)
    assert got["verdict"] == "fits"


def test_gelu_new_costs_what_the_runs_measured_over_gelu_pytorch_tanh():
    # The same GPT-2 small and medium runs with transformers' gelu_new (eight eager operations,
    # pow autocast to FP32) and with gelu_pytorch_tanh (one kernel).
    for new, tanh in (
        ("dlbox-h100-gpt2-124m-b16", "dlbox-h100-gpt2-124m-tanh-b16"),
        ("dlbox-h100-gpt2-medium-b8", "dlbox-h100-gpt2-medium-tanh-b8"),
    ):
        measured = _raw_peak(new) - _raw_peak(tanh)
        predicted = (
            evaluate_point(_point(new))["predicted"] - evaluate_point(_point(tanh))["predicted"]
        )
        assert predicted == pytest.approx(measured, rel=0.01)


def test_the_peak_grows_with_the_batch_as_measured():
    # GPT-2 medium at batch 4 and 8: the activations' growth per sample, not the constant.
    b4, b8 = "dlbox-h100-gpt2-medium-b4", "dlbox-h100-gpt2-medium-b8"
    measured = _raw_peak(b8) - _raw_peak(b4)
    predicted = evaluate_point(_point(b8))["predicted"] - evaluate_point(_point(b4))["predicted"]
    assert predicted == pytest.approx(measured, rel=0.03)


def test_gelu_new_keeps_more_under_autocast_than_in_16_bits():
    # Per FFN value (4 × hidden): 14 bytes against a fused GELU's 2 under torch.amp (pow's
    # FP32 copy, tanh, 0.5·x, 1 + tanh), 8 against 2 in pure 16-bit weights.
    def extra(autocast: bool) -> float:
        new = float(_plan(_gpt2(), autocast).act_per_sample[0])
        tanh = float(_plan(_gpt2(ffn_activation="gelu_tanh"), autocast).act_per_sample[0])
        return _per_token_hidden_layer(new - tanh) / 4.0

    assert extra(True) == pytest.approx(12.0)
    assert extra(False) == pytest.approx(6.0)


def test_a_gpt2_layer_under_autocast_keeps_42_bytes_and_its_kv_cache_goes_with_checkpointing():
    # Bytes per token per hidden value per layer (gelu_pytorch_tanh, SDPA, dropout 0.1): two
    # FP32 LayerNorm inputs 8, c_attn's cast 2, q/k/v 6, SDPA's output 2, c_fc's cast 2, the
    # GELU's input and c_proj's 8 + 8, two dropout masks 2 — 38 — and the training KV
    # cache's K and V copies 4.  Outside the layers: the embedding dropout's mask, the final
    # LayerNorm's FP32 input and the head's 16-bit input (1 + 4 + 2), and the loss's 12
    # bytes per logit.
    spec = model_spec("gpt2")
    assert spec is not None and spec.hidden and spec.vocab
    h, vocab, layers, s = spec.hidden, spec.vocab, 12, 1024
    workload = _gpt2(ffn_activation="gelu_tanh")
    plain = float(_plan(workload).act_per_sample[0]) * GIB
    outside = s * (7.0 * h + 12.0 * vocab)
    assert (plain - outside) / (s * h * layers) == pytest.approx(42.0)
    # One block in two checkpointed (every-2): HF turns the cache off, the wrapped blocks keep
    # their FP32 input, the others their 38 bytes; the logits outweigh one recomputed block.
    half = float(_plan(workload, checkpointing="every-2").act_per_sample[0]) * GIB
    assert (half - outside) / (s * h) == pytest.approx(6 * 4.0 + 6 * 38.0)


def test_layernorm_keeps_its_16_bit_input_in_pure_16_bit_training():
    # Without autocast a LayerNorm keeps its 16-bit input (2 bytes per norm), where an eager
    # RMSNorm keeps an FP32 copy and its 16-bit output (6).
    spec = model_spec("gpt2")
    assert spec is not None
    rms_spec = spec.model_copy(update={"id": "gpt2-as-rmsnorm", "norm": "rms"})
    rms_workload = workload_from_spec(rms_spec, task="train", seq_len=1024)
    layer = float(_plan(_gpt2(), autocast=False).act_per_sample[0])
    rms = float(_plan(rms_workload, autocast=False).act_per_sample[0])
    # Two norms per layer (6 − 2 each); the LayerNorm decoder's outside-the-layers bytes
    # (embedding mask, final norm and head inputs: 1 + 2 + 2 per hidden value) are its own.
    outside = 5.0 * 1024 * 768 / GIB
    assert _per_token_hidden_layer(rms - layer + outside) == pytest.approx(8.0)


def test_eager_attention_under_autocast_keeps_an_fp32_softmax():
    # Hugging Face's eager attention: autocast's FP32 softmax output (4), the dropout mask
    # (1) and the dropped-out 16-bit probabilities (2) per score; SDPA keeps none.
    sdpa = float(_plan(_gpt2()).act_per_sample[0])
    eager = float(_plan(_gpt2(flash_attention=False)).act_per_sample[0])
    scores_per_token_hidden = 12 * 1024 / 768  # heads × keys ÷ hidden
    assert _per_token_hidden_layer(eager - sdpa) == pytest.approx(7.0 * scores_per_token_hidden)
    no_dropout = _gpt2(flash_attention=False, hidden_dropout=0.0)
    sdpa0 = float(_plan(_gpt2(hidden_dropout=0.0)).act_per_sample[0])
    eager0 = float(_plan(no_dropout).act_per_sample[0])
    assert _per_token_hidden_layer(eager0 - sdpa0) == pytest.approx(6.0 * scores_per_token_hidden)


def test_a_gpt2_config_json_reads_as_gpt2():
    config = {
        "model_type": "gpt2",
        "n_embd": 768,
        "n_layer": 12,
        "n_head": 12,
        "n_positions": 1024,
        "vocab_size": 50257,
        "activation_function": "gelu_new",
        "resid_pdrop": 0.1,
    }
    spec = spec_from_config(config, name="gpt2")
    library = model_spec("gpt2")
    assert library is not None
    assert spec.layer_norm and spec.fused_qkv and spec.tied_embeddings
    assert spec.ffn_activation == "gelu_new" and spec.hidden_dropout == 0.1
    assert spec.computed_params() == pytest.approx(library.computed_params())
    # Llama configs stay RMSNorm decoders with separate projections.
    llama = spec_from_config({**config, "model_type": "llama"}, name="llama")
    assert not llama.layer_norm and not llama.fused_qkv


def test_a_point_naming_an_unknown_activation_is_refused_with_its_field():
    point = {**_point("dlbox-h100-gpt2-124m-b16"), "ffn_activation": "swishy"}
    with pytest.raises(ValueError, match=r"dlbox-h100-gpt2-124m-b16: ffn_activation 'swishy'"):
        evaluate_point(point)


def _measure_tool():
    import importlib.util
    import sys

    path = Path(__file__).resolve().parents[2] / "tools" / "measure_gpu.py"
    loader = importlib.util.spec_from_file_location("measure_gpu_for_gpt2_points", path)
    assert loader is not None and loader.loader is not None
    module = importlib.util.module_from_spec(loader)
    sys.modules[loader.name] = module  # dataclasses look their module up while defining
    loader.loader.exec_module(module)
    return module


@pytest.mark.parametrize("point_id", GPT2_POINTS)
def test_each_gpt2_point_describes_the_run_the_tool_makes(point_id):
    # The library shape, batch, length and activation a point names are what
    # tools/measure_gpu.py built (GPT2Config defaults unless the experiment overrides them).
    experiments = {e.name: e for e in _measure_tool().EXPERIMENTS}
    exp = experiments[point_id.removeprefix("dlbox-h100-").replace("-", "_")]
    point = _point(point_id)
    spec = model_spec(point["model"])
    assert spec is not None and exp.kind == "gpt2" and not exp.compiled
    assert spec.layers == exp.extra.get("n_layer", 12)
    assert spec.hidden == exp.extra.get("n_embd", 768)
    assert spec.heads == exp.extra.get("n_head", 12)
    assert spec.vocab == exp.extra.get("vocab_size", 50257)
    assert (int(point["batch"]), int(point["seq"])) == (exp.batch, exp.seq)
    tanh = exp.extra.get("activation_function") == "gelu_pytorch_tanh"
    assert (point["ffn_activation"] or spec.ffn_activation) == ("gelu_tanh" if tanh else "gelu_new")
    assert point["precision"] == "amp" and point["checkpointing"] == "false"
