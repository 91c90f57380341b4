"""Decode attention kernels that give each (sequence, head) one thread block over the whole
context read the KV cache at those blocks' SMs' share of the bandwidth.

AutoAWQ's fused blocks and TinyChat call FasterTransformer's masked attention
(``dim3 grid(num_heads, batch_size)``): at batch 1 a Llama 8B launches 32 blocks on an
RTX 4090's 128 SMs.  casper-hansen/AutoAWQ PR #656 (2024-11-26) measured that path on an
RTX 4090 with Llama 3.1 8B AWQ: 96.23 tokens/s at 64 + 64 tokens and 59.79 at 4,096 +
4,096 (16.7 ms a token), where examples/benchmark.py sizes the fused cache to the decode
length (max_seq_len = n_generate), so the long run attends over at most 4,096 tokens.
Those rows were read when this term was chosen (fresh validation 11, in source for it).
"""

from __future__ import annotations

import math

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.attention_decode import SmCountError, sm_counts
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.decode_time import token_ms as decode_token_ms

PR656_LONG_MS = 1e3 / 59.79  # AutoAWQ PR #656, RTX 4090, 4,096 + 4,096 tokens


def token_ms(catalogue, engine: str, context: int, gpu: str = "rtx-4090", **shape) -> float:
    w = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": context, **shape})
    tier = "eager" if engine == "autoawq" else "compiled"
    return decode_token_ms(
        catalogue, gpu, w, weight_format="int4-g128", serving_engine=engine, software_tier=tier
    )


def test_autoawq_long_context_token_meets_the_published_time(catalogue):
    # The 4,096-token cache the benchmark kept (a GPU-bound token: no host figure enters).
    assert token_ms(catalogue, "autoawq", 4096) == pytest.approx(PR656_LONG_MS, rel=0.25)


def test_autoawq_slows_with_context_where_a_split_context_stack_barely_does(catalogue):
    awq = token_ms(catalogue, "autoawq", 8192) - token_ms(catalogue, "autoawq", 128)
    vllm = token_ms(catalogue, "vllm", 8192) - token_ms(catalogue, "vllm", 128)
    # 32 blocks on 128 SMs read at a quarter of the card, each query head its own copy of
    # its KV head's cache (4 per KV head): about 16 times the split stack's cache time.
    assert awq > 8.0 * vllm
    assert awq > 10.0  # ms a token more at 8k than at 128 tokens on an RTX 4090


def test_grouped_query_attention_saves_the_split_stack_not_the_unsplit_kernel(catalogue):
    def growth(engine: str, kv_heads: int) -> float:
        return token_ms(catalogue, engine, 4096, kv_heads=kv_heads) - token_ms(
            catalogue, engine, 128, kv_heads=kv_heads
        )

    # One block per query head reads its KV head's cache whatever the sharing.
    assert growth("autoawq", 8) == pytest.approx(growth("autoawq", 32), rel=0.05)
    assert growth("vllm", 8) == pytest.approx(growth("vllm", 32) / 4.0, rel=0.15)


def test_enough_sequences_fill_the_sms_and_read_at_the_cards_bandwidth(catalogue):
    def kv_ms(engine: str, batch: int) -> float:
        w = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": 4096})
        tier = "eager" if engine == "autoawq" else "compiled"
        s = TrainSettings(
            weight_format="int4-g128",
            serving_engine=engine,
            software_tier=tier,
            batch_per_gpu=batch,
        )
        est = estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, w, s)
        return est.explain["inference"]["kv_cache_ms_per_token"]

    # Batch 1: 32 blocks on a quarter of the 4090's SMs; batch 4: 128 blocks, one per SM,
    # read four sequences' caches in the time one took.
    assert kv_ms("autoawq", 1) > 10.0 * kv_ms("vllm", 1)
    assert kv_ms("autoawq", 4) == pytest.approx(kv_ms("autoawq", 1), rel=0.05)


def test_the_note_names_the_kernel_only_where_it_costs(catalogue):
    def notes(context: int) -> list[str]:
        w = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": context})
        s = TrainSettings(weight_format="int4-g128", serving_engine="autoawq")
        est = estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, w, s)
        return [n for n in est.explain["notes"] if n.startswith("attention:")]

    assert notes(128) == []
    (note,) = notes(8192)
    assert "32 blocks on this GPU's 128 SMs" in note


def test_a_gpu_without_an_sm_count_reads_at_its_bandwidth(catalogue):
    known = catalogue.get("gpu", "rtx-4090")
    unknown = known.model_copy(update={"id": "my-unlisted-4090"})
    assert math.isnan(sm_counts([unknown.id])[0])
    w = resolve_workload("llm-8b-decode").model_copy(update={"seq_len": 8192})
    s = TrainSettings(weight_format="int4-g128", serving_engine="autoawq")
    guessless = estimate_gpus(unknown, 1, w, s).throughput
    assert math.isfinite(guessless)
    assert guessless > estimate_gpus(known, 1, w, s).throughput


def test_a_bad_sm_count_row_is_one_clear_line(tmp_path, monkeypatch):
    (tmp_path / "gpu_sm_counts.csv").write_text(
        "id,sms,source,as_of,notes\nrtx-4090,many,TechPowerUp,2025-12,\n", encoding="utf-8"
    )
    monkeypatch.setenv("DLBOX_DATA_DIR", str(tmp_path))
    with pytest.raises(SmCountError, match=r"gpu_sm_counts\.csv, line 2 \(rtx-4090\): sms"):
        sm_counts(["rtx-4090"])
