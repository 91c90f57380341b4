"""Decoding on several GPUs follows how the engine really splits the model.

llama.cpp (its default LLAMA_SPLIT_MODE_LAYER), Hugging Face transformers' device_map and
AutoAWQ put whole layers on each GPU: a token passes the GPUs in turn, so they add memory
but not speed.  vLLM's tensor parallel splits every layer and adds the GPUs' bandwidth.
TinyChat loads the whole model onto one device."""

from __future__ import annotations

import json

import numpy as np
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.external import split_of_stack
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.settings import ENGINE_SPLITS, SERVING_ENGINES, engine_split
from dlbox.core.estimate.workloads import load_workloads

Q4 = {"weight_format": "Q4_K_M", "context_tokens": 4096}


def _tokens_s(card, count, engine, workload="llm-70b-decode", **settings):
    s = TrainSettings(serving_engine=engine, **{**Q4, **settings})
    return estimate_gpus(card, count, workload, s)


def test_llama_cpp_on_two_4090s_is_no_faster_than_one_card_of_their_bandwidth_holding_it():
    """A 70B Q4_K_M (about 40 GiB) does not fit one 24 GB RTX 4090; split by layers over two
    it runs, at the speed of one card with a 4090's bandwidth and room for the whole model."""
    table = shipped_catalogue().table("gpu")
    one = gpu_arrays(table.loc[["rtx-4090"]])
    roomy = gpu_arrays(table.loc[["rtx-4090"]].assign(vram_gb=96.0))
    workload = load_workloads()["llm-70b-decode"]
    s = TrainSettings(serving_engine="llama.cpp", **Q4)
    pair = estimate_arrays(one, 2, workload, s)
    alone = estimate_arrays(roomy, 1, workload, s)
    assert bool(pair["fits"][0]) and bool(alone["fits"][0])
    two_gpus = float(pair["throughput"][0])
    big_card = float(alone["throughput"][0])
    assert two_gpus <= big_card
    # Only the hand-over of the hidden state between the cards is added.
    assert two_gpus > 0.97 * big_card


def test_vllm_tensor_parallel_on_two_gpus_is_faster_than_on_one(catalogue):
    card = catalogue.get("gpu", "a100-sxm4-80gb")
    s = {"context_tokens": 2048, "precision": "bf16"}
    one = _tokens_s(card, 1, "vllm", "llm-8b-decode", weight_format=None, **s)
    two = _tokens_s(card, 2, "vllm", "llm-8b-decode", weight_format=None, **s)
    assert two.throughput > 1.3 * one.throughput
    assert two.explain["inference"]["multi_gpu_split"] == "tensor"


def test_hugging_face_device_map_on_two_gpus_is_not_faster_than_one_at_batch_1(catalogue):
    """Eager Hugging Face generate over device_map="auto": one GPU works at a time."""
    card = catalogue.get("gpu", "a100-sxm4-80gb")
    s = {"context_tokens": 2048, "precision": "bf16", "batch_per_gpu": 1, "weight_format": None}
    one = _tokens_s(card, 1, "generic", "llm-8b-decode", **s)
    two = _tokens_s(card, 2, "generic", "llm-8b-decode", **s)
    assert two.explain["inference"]["multi_gpu_split"] == "layers"
    assert two.throughput <= one.throughput


def test_layer_split_70b_q4_fits_two_24_gb_cards_where_one_does_not(catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    for engine in ("llama.cpp", "generic", "autoawq"):
        settings = {} if engine == "llama.cpp" else {"weight_format": None, "inference_bits": 4}
        one = _tokens_s(card, 1, engine, **settings)
        two = _tokens_s(card, 2, engine, **settings)
        assert not one.fits, engine
        assert two.fits, engine
        assert two.explain["inference"]["multi_gpu_split"] == "layers", engine
        # Each card holds half of the weights and of the cache.
        assert two.memory_gb < 0.6 * one.memory_gb, engine


def test_tinychat_keeps_the_whole_model_on_one_gpu(catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    one = _tokens_s(card, 1, "tinychat", weight_format=None, inference_bits=4)
    two = _tokens_s(card, 2, "tinychat", weight_format=None, inference_bits=4)
    assert not two.fits
    assert two.memory_gb == pytest.approx(one.memory_gb)


def test_the_explanation_names_the_split(catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    layered = _tokens_s(card, 2, "llama.cpp")
    text = " ".join(layered.explain["notes"])
    assert "llama.cpp splits the model over the 2 GPUs by layers" in text
    assert "tensor parallel" not in text
    vllm = _tokens_s(card, 2, "vllm", weight_format=None, inference_bits=4)
    text = " ".join(vllm.explain["notes"])
    assert "every layer is split over the 2 GPUs (tensor parallel, as vLLM runs it)" in text
    hf = _tokens_s(card, 2, "generic", weight_format=None, inference_bits=4)
    text = " ".join(hf.explain["notes"])
    assert 'Hugging Face transformers (device_map="auto") splits the model' in text


def test_a_layer_split_draws_one_gpu_at_a_time(catalogue):
    """GPUs that take turns are each busy half the token: two draw less than twice one."""
    card = catalogue.get("gpu", "rtx-4090")
    llama = _tokens_s(card, 2, "llama.cpp")
    vllm = _tokens_s(card, 2, "vllm", weight_format=None, inference_bits=4)
    assert llama.load_power_w < vllm.load_power_w


def test_engine_defaults_and_stack_words():
    assert engine_split("llama.cpp", "compiled") == "layers"
    assert engine_split("vllm", "compiled") == "tensor"
    assert engine_split("autoawq", "eager") == "layers"
    assert engine_split("tinychat", "eager") == "single"
    # A plain server: Hugging Face generate when eager, gpt-fast-like when compiled.
    assert engine_split("generic", "eager") == "layers"
    assert engine_split("generic", "compiled") == "tensor"
    assert split_of_stack("MLC LLM (TVM Unity), tensor parallel over 2 GPUs") == "tensor"
    assert split_of_stack("transformers generate, device_map='auto'") == "layers"
    assert split_of_stack("llama.cpp b4000") is None
    # Every named engine says how it splits (only "generic" follows its tier): an engine
    # added later must not fall to the tier's default by accident.
    assert set(SERVING_ENGINES) - set(ENGINE_SPLITS) == {"generic"}
    assert engine_split("autoawq-0.1", "eager") == "layers"


def test_cli_split_flag_and_line(capsys):
    from dlbox.cli import main

    args = ["estimate", "--gpu", "rtx-4090", "--count", "2", "--workload", "llm-70b-decode"]
    args += ["--weights", "Q4_K_M"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "split        by layers" in out
    assert "hand-over" in out
    assert main([*args, "--json"]) == 0
    layered = json.loads(capsys.readouterr().out)
    assert main([*args, "--split", "tensor", "--json"]) == 0
    tensor = json.loads(capsys.readouterr().out)
    assert layered["explain"]["inference"]["multi_gpu_split"] == "layers"
    assert tensor["explain"]["inference"]["multi_gpu_split"] == "tensor"
    assert tensor["explain"]["inference"]["tensor_parallel_ms_per_token"] > 0.0
    assert layered["explain"]["inference"]["handoff_ms_per_token"] > 0.0
    assert not np.isclose(tensor["throughput"], layered["throughput"])


def test_llama_cpp_row_split_streams_the_weights_on_every_gpu_but_gathers_every_product(
    catalogue,
):
    """-sm row: a 70B Q4_K_M over four RTX 4090s reads a quarter of the weights on each
    card, but every product's result comes back to the main GPU over PCIe (two peer copies
    per product, 561 products a token) and CUDA graphs are off: slower than the layer split
    on cards without P2P, and no link cost at all on one card."""
    card = catalogue.get("gpu", "rtx-4090")
    layers = _tokens_s(card, 4, "llama.cpp")
    rows = _tokens_s(card, 4, "llama.cpp", multi_gpu_split="row")
    info = rows.explain["inference"]
    assert info["multi_gpu_split"] == "row"
    assert info["tensor_parallel_ms_per_token"] == 0.0  # no all-reduce
    # 561 products × two copies at the PCIe-through-host latency (50 µs): ≥ 56 ms a token.
    assert info["handoff_ms_per_token"] > 56.0
    assert rows.throughput < layers.throughput
    text = " ".join(rows.explain["notes"])
    assert "splits every weight matrix by rows over the 4 GPUs (-sm row)" in text


def test_a_row_split_keeps_the_kv_cache_on_the_main_gpu(catalogue):
    """Attention runs where the cache is: a long context costs a row split more memory on
    one GPU than a layer split, which spreads the cache with the layers."""
    card = catalogue.get("gpu", "rtx-4090")
    long = {"context_tokens": 32768}
    layers = _tokens_s(card, 4, "llama.cpp", **long)
    rows = _tokens_s(card, 4, "llama.cpp", multi_gpu_split="row", **long)
    assert rows.memory_breakdown_gb["kv_cache"] == pytest.approx(
        4 * layers.memory_breakdown_gb["kv_cache"], rel=1e-6
    )


def test_a_run_that_says_split_mode_row_is_priced_as_a_row_split():
    assert split_of_stack("llama.cpp, llama-bench, 4 GPUs, split mode row, Q4_K_M") == "row"
    assert split_of_stack("llama.cpp, 4 GPUs, split mode layer (default)") is None
    assert split_of_stack("llama-cli -sm row -ngl 99") == "row"
