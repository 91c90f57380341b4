"""Decoding reads the cache the model really keeps, not K and V for every head.

DeepSeek-V2-Lite caches one 576-wide compressed latent per layer and token (multi-head
latent attention; its config.json: kv_lora_rank 512 + qk_rope_head_dim 64), not 16 heads'
K and V of width 192 and 128.  llama.cpp keeps that latent (PR #19057's DeepSeek-V2-Lite
Q4_0 on an RTX 3090 went from empty to 32,768 tokens of context for 1.6 ms more a token,
fresh validation 17).  Gemma 2's heads are 256 wide, not hidden / heads = 224.
"""

from __future__ import annotations

from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from tests.core.decode_time import token_ms


def ms_per_token(catalogue, model: str, context: int) -> float:
    return token_ms(
        catalogue,
        "rtx-3090",
        workload_from_spec(model_spec(model), task="decode"),
        software_tier="compiled",
        weight_format="Q4_0",
        serving_engine="llama.cpp",
        context_tokens=context,
        batch_per_gpu=1,
    )


def test_deepseek_v2_lite_reads_its_compressed_cache_at_32k_context(catalogue):
    grown = ms_per_token(catalogue, "deepseek-v2-lite", 32768) - ms_per_token(
        catalogue, "deepseek-v2-lite", 512
    )
    # 27 layers x 576 values x 2 bytes x 32k tokens = 1.0 GB a token at the 3090's 936 GB/s:
    # about a millisecond, where full K and V for 16 heads would be seven times that.
    assert 0.5 < grown < 3.0


def test_gemma_2_caches_heads_of_their_own_width():
    workload = workload_from_spec(model_spec("gemma-2-9b"), task="decode", seq_len=1000)
    # 42 layers x 8 KV heads x 256 x (K and V) x 2 bytes per token.
    assert workload.kv_cache_bytes_per_sample() == 42 * 8 * 256 * 2 * 2 * 1000
