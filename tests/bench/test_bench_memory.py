"""Benchmark: one estimate with its memory account, and one that needs remedies.

Run with ``make bench``; it reports numbers and does not gate on wall-clock time
(issue 18: one estimate ≤ 5 ms).
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import estimate_gpus


@pytest.mark.bench
def test_bench_one_estimate_that_fits(benchmark, catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    est = benchmark(lambda: estimate_gpus(card, 1, "llama3-8b-lora"))
    assert est.memory["verdict"] == "fits"


@pytest.mark.bench
def test_bench_one_estimate_with_remedies(benchmark, catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    est = benchmark(lambda: estimate_gpus(card, 1, "llama3-8b-full"))
    assert est.memory["remedies"]
