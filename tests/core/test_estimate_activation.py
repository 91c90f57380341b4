"""The activation function's and dropout's implementation in eager training (activation.py):
Hugging Face's GPT-2 runs `gelu_new` as eight elementwise kernels, Llama a gated SiLU;
the BERT proxies' fused GELU is already in the fit."""

from __future__ import annotations

import json

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus, load_calibration, load_workloads
from dlbox.core.estimate.activation import extra_bytes_per_sample
from dlbox.core.estimate.estimator import plan_fit
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.models import ModelConfigError, read_hf_config
from dlbox.core.estimate.workloads import WorkloadError, read_workloads, workload_from_spec

# Hugging Face GPT2LMHeadModel as built from its class (GPT2Config's defaults).
HF_GPT2 = {"ffn_activation": "gelu_new", "hidden_dropout": 0.1}
EAGER_B16 = TrainSettings(precision="bf16", batch_per_gpu=16, software_tier="eager")


def _gpt2(**update: object):
    return load_workloads()["gpt2-124m"].model_copy(update=update)


def test_gpt2_with_gelu_new_is_predicted_slower_than_with_the_fused_tanh_gelu(catalogue):
    """Measured on an H200 (dlbox team, 2026-11-25, GPT-2 small, batch 16, bf16 autocast):
    148k tokens/s with `gelu_new`, 212k with `gelu_pytorch_tanh` — 1.43× faster fused."""
    h200 = catalogue.get("gpu", "h200-sxm")
    python_gelu = estimate_gpus(h200, 1, _gpt2(**HF_GPT2), EAGER_B16)
    fused = estimate_gpus(h200, 1, _gpt2(ffn_activation="gelu_tanh", hidden_dropout=0.1), EAGER_B16)
    ratio = fused.per_gpu / python_gelu.per_gpu
    assert ratio == pytest.approx(212 / 148, rel=0.1)


def test_compiled_training_fuses_the_activation_so_its_implementation_does_not_matter(catalogue):
    h100 = catalogue.get("gpu", "h100-sxm")
    compiled = EAGER_B16.model_copy(update={"software_tier": "compiled"})
    python_gelu = estimate_gpus(h100, 1, _gpt2(**HF_GPT2), compiled)
    fused = estimate_gpus(h100, 1, _gpt2(ffn_activation="gelu_tanh"), compiled)
    assert python_gelu.per_gpu == pytest.approx(fused.per_gpu)


def test_stating_the_proxies_own_implementation_changes_nothing(catalogue):
    """BERT pre-training borrows BERT-large SQuAD's terms, whose fused GELU and dropout 0.1
    are already in the fit: saying so must not charge it again."""
    a100 = catalogue.get("gpu", "a100-sxm4-80gb")
    bert = load_workloads()["bert-large-pretrain-128"]
    stated = bert.model_copy(update={"ffn_activation": "gelu", "hidden_dropout": 0.1})
    assert estimate_gpus(a100, 1, stated).per_gpu == pytest.approx(
        estimate_gpus(a100, 1, bert).per_gpu
    )


def test_recomputing_the_forward_repeats_the_python_gelu(catalogue):
    gpt2 = _gpt2(**HF_GPT2)
    plain = extra_bytes_per_sample(gpt2, ("bert-base-squad",), "mixed", False)
    ckpt = extra_bytes_per_sample(gpt2, ("bert-base-squad",), "mixed", True)
    # The forward's 72 of the 184 extra bytes per value (against a fused GELU) run twice.
    assert ckpt / plain == pytest.approx(1.0 + 72 / 184, rel=0.05)


def test_a_llama_swiglu_ffn_moves_more_than_bert_s_gelu_per_token():
    """Llama's SiLU(gate) × up runs five kernels over a 3.5×-hidden FFN where BERT runs
    one GELU over 4× hidden, and has no dropout."""
    llama = load_workloads()["llama3-8b-full"]
    extra = extra_bytes_per_sample(llama, ("bert-large-squad",), "pure16", False)
    # Per token and layer (h = 4,096, FFN 14,336): SiLU and the product, 28 B per FFN
    # value, against BERT's GELU over 4·h (10 B) and its two dropouts (10 B per value).
    per_token_layer = 28 * 14336 - 10 * 4 * 4096 - 2 * 10 * 4096
    assert extra == pytest.approx(per_token_layer * 32 * 2048, rel=1e-6)


def test_a_bad_activation_in_a_workload_file_names_the_field(tmp_path):
    path = tmp_path / "workloads.csv"
    path.write_text(
        "id,name,family,unit,params_total,params_matmul,layers,hidden,heads,seq_len,"
        "ffn_activation,source,as_of\n"
        "tiny,Tiny,transformer,tokens/s,1e8,8e7,12,768,12,1024,gelu_python,test,2026-11-26\n",
        encoding="utf-8",
    )
    with pytest.raises(WorkloadError, match="ffn_activation"):
        read_workloads(path)


def _gpt2_config(tmp_path, **changes: object):
    """openai-community/gpt2's config.json, as published on the Hugging Face hub."""
    config = {
        "activation_function": "gelu_new",
        "model_type": "gpt2",
        "n_ctx": 1024,
        "n_embd": 768,
        "n_head": 12,
        "n_layer": 12,
        "n_positions": 1024,
        "resid_pdrop": 0.1,
        "embd_pdrop": 0.1,
        "attn_pdrop": 0.1,
        "vocab_size": 50257,
        **changes,
    }
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    return path


def test_gpt2_loaded_from_its_config_json_trains_at_the_python_gelu_speed(catalogue, tmp_path):
    h100 = catalogue.get("gpu", "h100-sxm")
    as_published = workload_from_spec(read_hf_config(_gpt2_config(tmp_path)), seq_len=1024)
    assert (as_published.ffn_activation, as_published.hidden_dropout) == ("gelu_new", 0.1)
    tanh = workload_from_spec(
        read_hf_config(_gpt2_config(tmp_path, activation_function="gelu_pytorch_tanh")),
        seq_len=1024,
    )
    slow = estimate_gpus(h100, 1, as_published, EAGER_B16).per_gpu
    fast = estimate_gpus(h100, 1, tanh, EAGER_B16).per_gpu
    assert fast > 1.3 * slow


def test_a_config_json_with_an_impossible_dropout_names_the_field(tmp_path):
    with pytest.raises(ModelConfigError, match="resid_pdrop"):
        read_hf_config(_gpt2_config(tmp_path, resid_pdrop=1.5))


@pytest.mark.parametrize(
    ("shape", "batch", "reported_gib"),
    [
        # data/benchmarks/measured/h100-sxm-2026-11-25.jsonl (gpt2_124m_b16) and -set4.jsonl
        # (gpt2_medium_b8): torch.cuda.max_memory_allocated at the step's peak.
        ({}, 16, 23.65),
        (
            {"params_total": 354823168, "params_matmul": 301989888, "layers": 24,
             "hidden": 1024, "heads": 16},
            8,
            26.23,
        ),
    ],
)  # fmt: skip
def test_gpt2_s_python_gelu_keeps_its_fp32_intermediates_for_the_backward(
    catalogue, shape, batch, reported_gib
):
    """Hugging Face GPT-2 (gelu_new, bf16 autocast over FP32 weights) on an H100: the FP32
    copies the eight GELU operations keep were a third of the measured peak."""
    hw = gpu_arrays(catalogue.table("gpu").loc[["h100-sxm"]])
    # The runs kept FP32 weights under bf16 autocast: torch.amp, not pure bf16 (which
    # would keep 16-bit weights and a 16-bit GELU input).
    settings = EAGER_B16.model_copy(update={"batch_per_gpu": batch, "precision": "amp"})
    fit = plan_fit(hw, 1, _gpt2(**HF_GPT2, **shape), settings, load_calibration())
    assert float(fit.memory.tensors(fit.batch)[0]) == pytest.approx(reported_gib, rel=0.10)
