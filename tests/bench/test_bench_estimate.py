"""Benchmarks: one estimate (issue 18 target ≤ 5 ms) and every catalogue GPU × every
workload (≤ 200 ms).

Run with ``make bench`` or ``pytest tests/bench --benchmark-enable``; it reports
numbers and does not gate on wall-clock time.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_table, load_workloads


@pytest.mark.bench
def test_bench_every_gpu_times_every_workload(benchmark, catalogue):
    gpus = catalogue.table("gpu")
    workloads = list(load_workloads())
    settings = TrainSettings()

    def run() -> int:
        rows = 0
        for workload in workloads:
            rows += len(estimate_table(gpus, workload, settings))
        return rows

    rows = benchmark(run)
    assert rows == len(gpus) * len(workloads)
    benchmark.extra_info["estimates"] = rows


@pytest.mark.bench
def test_bench_eight_gpu_systems(benchmark, catalogue):
    gpus = catalogue.table("gpu")
    rows = benchmark(lambda: sum(len(estimate_table(gpus, w, count=8)) for w in load_workloads()))
    assert rows == len(gpus) * len(load_workloads())


@pytest.mark.bench
def test_bench_every_gpu_at_every_count_one_call_per_workload(benchmark, catalogue):
    """Every GPU × counts 1, 2, 4 and 8 × every workload: one estimator call per workload
    (a count per row), as the cloud comparison asks for all its (GPU, count) pairs."""
    import numpy as np

    gpus = catalogue.table("gpu")
    counts = (1, 2, 4, 8)
    rows = gpus.iloc[np.tile(np.arange(len(gpus)), len(counts))]
    per_row = np.repeat(counts, len(gpus))
    workloads = list(load_workloads())

    def run() -> int:
        return sum(len(estimate_table(rows, w, count=per_row)) for w in workloads)

    estimates = benchmark(run)
    assert estimates == len(gpus) * len(counts) * len(workloads)
    benchmark.extra_info["estimates"] = estimates


@pytest.mark.bench
def test_bench_one_estimate(benchmark, catalogue):
    """Issue 18 target: one estimate (with its explanation) in ≤ 5 ms."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "rtx-4090")
    settings = TrainSettings()
    est = benchmark(lambda: estimate_gpus(card, 2, "bert-large-squad", settings))
    assert est.throughput > 0


@pytest.mark.bench
def test_bench_one_llm_serving_estimate(benchmark, catalogue):
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "h100-sxm")
    settings = TrainSettings(batch_per_gpu=16, context_tokens=8192, software_tier="vendor")
    est = benchmark(lambda: estimate_gpus(card, 4, "llm-70b-decode", settings))
    assert est.explain["inference"]["time_to_first_token_ms"] > 0


@pytest.mark.bench
def test_bench_one_estimate_that_does_not_fit(benchmark, catalogue):
    """The slow case: a job that does not fit also searches its remedies (each re-estimated)."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "rtx-4090")
    est = benchmark(lambda: estimate_gpus(card, 1, "llama3-8b-full", TrainSettings()))
    assert est.memory["verdict"] == "does not fit" and est.memory["remedies"]


@pytest.mark.bench
def test_bench_one_serving_estimate_that_does_not_fit(benchmark, catalogue):
    """A decode job past the card's memory: its remedies and its memory report both name the
    longest context that fits (worked out once per estimate)."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "rtx-4090")
    settings = TrainSettings(context_tokens=131_072, batch_per_gpu=8)
    est = benchmark(lambda: estimate_gpus(card, 1, "llm-8b-decode", settings))
    longest = est.memory["longest_context"]
    assert est.memory["verdict"] == "does not fit" and 1024 <= longest < 131_072
    assert f"context {longest:,} tokens" in [x["label"] for x in est.memory["remedies"]]


@pytest.mark.bench
def test_bench_one_estimate_that_is_tight(benchmark, catalogue):
    """A job inside the memory model's error band also searches remedies that fit outright."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "rtx-4090")
    est = benchmark(lambda: estimate_gpus(card, 1, "llm-1b-pretrain", TrainSettings()))
    assert est.memory["verdict"] == "tight" and est.memory["remedies"]


@pytest.mark.bench
def test_bench_one_llm_fine_tune_estimate(benchmark, catalogue):
    """The common LLM case: LoRA on one 24 GB card, which fits; it also counts the eager
    stack's kernel launches for the host floor (estimate/decoder_host.py)."""
    from dlbox.core.estimate import estimate_gpus

    card = catalogue.get("gpu", "rtx-4090")
    est = benchmark(lambda: estimate_gpus(card, 1, "llama3-8b-lora", TrainSettings()))
    assert est.memory["verdict"] == "fits" and est.throughput > 0
