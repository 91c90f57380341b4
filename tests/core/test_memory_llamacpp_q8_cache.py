"""llama.cpp's 8-bit KV cache (-ctk/-ctv q8_0) stores 34 bytes per 32 values; vLLM's fp8
cache one byte per value."""

from __future__ import annotations

import pytest

from tests.core.memory_parts import one_gpu_plan, workload_of


def _kv_gib(engine: str, kv_bits: int) -> float:
    plan = one_gpu_plan(
        workload_of("qwen2.5-32b", 32768, task="decode"),
        vram_gb=1e6,
        inference_bits=4,
        kv_bits=kv_bits,
        engine=engine,
    )
    return float(plan.components(1.0)["kv_cache"][0])


def test_a_q8_0_cache_is_what_llama_cpp_logs():
    # ggml-org/llama.cpp issue #11200: 64 layers, 32,768 cells, q8_0:
    # 'KV self size = 4352.00 MiB, K (q8_0): 2176.00 MiB, V (q8_0): 2176.00 MiB'.
    assert _kv_gib("llama.cpp", 8) * 1024 == pytest.approx(4352.0)
    assert _kv_gib("vllm", 8) == pytest.approx(_kv_gib("llama.cpp", 8) * 32 / 34)
    assert _kv_gib("llama.cpp", 16) == pytest.approx(_kv_gib("vllm", 16))
