"""The mixture-of-experts training runs tools/measure_gpu.py offers for a next own set: each
builds the model its name says from the library's published shape (checked here without
PyTorch or transformers: a stand-in records what the tool asks transformers for)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from dlbox.core.estimate.models import model_spec

TOOL = Path(__file__).resolve().parents[2] / "tools" / "measure_gpu.py"
MOE_RUNS = {
    "q3moe_lora_qv_b1_ckpt": ("qwen3-30b-a3b", 1, True),
    "q3moe_lora_qv_b4_ckpt": ("qwen3-30b-a3b", 4, True),
    "q3moe_lora_qv_b2": ("qwen3-30b-a3b", 2, False),
    "mixtral_lora_qv_b1_ckpt": ("mixtral-8x7b", 1, True),
    "olmoe_lora_qv_b4_ckpt": ("olmoe-1b-7b", 4, True),
    "q15moe_lora_qv_b2_ckpt": ("qwen1.5-moe-a2.7b", 2, True),
}


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("measure_gpu_moe", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class _Recorder:
    """Stands for a transformers config class: keeps the keyword arguments it was given."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, **kwargs):
        return SimpleNamespace(cls=self.name, **kwargs)


@pytest.fixture
def fake_transformers(monkeypatch):
    names = ("LlamaConfig", "Qwen2Config", "Qwen3Config", "Qwen3MoeConfig", "MixtralConfig")
    module = ModuleType("transformers")
    for name in (*names, "OlmoeConfig", "Qwen2MoeConfig"):
        setattr(module, name, _Recorder(name))
    monkeypatch.setitem(sys.modules, "transformers", module)
    return module


@pytest.mark.parametrize("name", sorted(MOE_RUNS))
def test_each_moe_run_is_lora_on_q_and_v_of_its_model(name):
    exp = next(e for e in _tool().EXPERIMENTS if e.name == name)
    model, batch, checkpointing = MOE_RUNS[name]
    assert (exp.model, exp.batch, exp.checkpointing, exp.seq) == (model, batch, checkpointing, 2048)
    assert exp.mode == "lora" and exp.lora_targets == ("q_proj", "v_proj")
    assert model_spec(model).is_moe


def test_olmoe_is_built_with_its_expert_width_not_the_active_width(fake_transformers):
    config = _tool()._hf_config("olmoe-1b-7b")
    # OLMoE's config.json calls the 1,024-wide expert FFN intermediate_size; the library's
    # ffn column holds the 8,192 values a token passes through.
    assert config.cls == "OlmoeConfig"
    assert config.intermediate_size == 1024
    assert (config.num_experts, config.num_experts_per_tok) == (64, 8)
    assert config.norm_topk_prob is False


def test_qwen15_moe_gets_its_shared_expert(fake_transformers):
    config = _tool()._hf_config("qwen1.5-moe-a2.7b")
    assert config.cls == "Qwen2MoeConfig"
    assert (config.moe_intermediate_size, config.shared_expert_intermediate_size) == (1408, 5632)
    assert (config.num_experts, config.num_experts_per_tok) == (60, 4)


def test_the_phase_profiles_of_other_moe_shapes_are_offered():
    names = {e.name: e for e in _tool().EXPERIMENTS}
    for name in ("phases_q3moe_lora_qv_b1_ckpt", "phases_mixtral_lora_qv_b1_ckpt"):
        assert names[name].kind == "phases" and model_spec(names[name].model).is_moe
