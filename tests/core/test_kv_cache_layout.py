"""Hugging Face generate's concatenated KV cache is read and rewritten every token.

transformers' DynamicLayer.update grows each layer's K and V with torch.cat, so a token
moves the whole cache three times (read it, write the grown copy, attention reads it)
where a preallocated cache is read once (kv_cache_layout.py).  It shows where the GPU sets
the pace: a 7B model at a long context on a 600 GB/s card.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.workloads import resolve_workload

# LLaMA 7B's shape (32 layers, hidden 4,096, 32 KV heads) at 8,192 tokens: 4.3 GB of
# 16-bit cache beside 13.5 GB of weights, more than the host's calls take on an A10.
LLAMA7B = {
    "params_total": 6738415616,
    "params_matmul": 6476005376,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "kv_heads": 32,
    "vocab": 32000,
    "seq_len": 8192,
}


def _token_ms(catalogue, **settings) -> float:
    w = resolve_workload("llm-8b-decode").model_copy(update=LLAMA7B)
    s = TrainSettings(batch_per_gpu=1, software_tier="eager", **settings)
    return 1e3 / estimate_gpus(catalogue.get("gpu", "a10"), 1, w, s).throughput


def test_generate_rewrites_its_cache_every_token_and_a_preallocated_one_does_not(catalogue):
    default = _token_ms(catalogue)
    dynamic = _token_ms(catalogue, kv_cache_layout="dynamic")
    static = _token_ms(catalogue, kv_cache_layout="static")
    assert default == pytest.approx(dynamic)
    # Two more passes over 4.3 GB at the card's 600 GB/s (at the decode share of it).
    cache_gb = 2 * 32 * 4096 * 2 * 8192 / 1e9
    assert dynamic - static == pytest.approx(2 * cache_gb / 600 * 1e3, rel=0.35)


def test_a_runner_with_its_own_preallocated_cache_pays_one_read(catalogue):
    autoawq = _token_ms(catalogue, serving_engine="autoawq")
    assert autoawq == pytest.approx(
        _token_ms(catalogue, serving_engine="autoawq", kv_cache_layout="static")
    )
    assert autoawq < _token_ms(catalogue, serving_engine="autoawq", kv_cache_layout="dynamic")
