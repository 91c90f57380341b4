"""Hugging Face generate's concatenated KV cache is read and rewritten every token.

transformers' DynamicLayer.update grows each layer's K and V with torch.cat, so a token
moves the whole cache three times (read it, write the grown copy, attention reads it)
where a preallocated cache is read once (kv_cache_layout.py).  It shows where the GPU sets
the pace: a 7B model at a long context on a 600 GB/s card.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate.workloads import resolve_workload
from tests.core.decode_time import token_ms
from tests.core.model_shapes import LLAMA2_7B

# LLaMA 7B's shape (32 layers, hidden 4,096, 32 KV heads) at 8,192 tokens: 4.3 GB of
# 16-bit cache beside 13.5 GB of weights, more than the host's calls take on an A10.
LLAMA7B = {**LLAMA2_7B, "seq_len": 8192}


def _token_ms(catalogue, **settings) -> float:
    w = resolve_workload("llm-8b-decode").model_copy(update=LLAMA7B)
    return token_ms(catalogue, "a10", w, batch_per_gpu=1, software_tier="eager", **settings)


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
