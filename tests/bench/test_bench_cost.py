"""Own-vs-rent speed: a full comparison of one build against every offer × every workload.

Run: ``.venv/bin/python -m pytest tests/bench/test_bench_cost.py --benchmark-enable``.
The target (issue 5) is under 100 ms for all offers × all workloads.  The cost
engine alone (prices, conversion, break-even, job cost, Pareto) is timed on
stand-in throughputs; the estimator's share is timed separately, and the
end-to-end run (estimator for every offer and workload, then the engine) only
with --benchmark-enable.  These report numbers; they do not fail on time.
"""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import load_catalogue
from dlbox.core.cost.compare import CompareSettings, OwnBuild, compare
from dlbox.core.cost.money import Money, rates_path, read_rates
from dlbox.core.cost.offers import load_offers, read_offers
from dlbox.core.cost.speed import (
    SpeedUnavailableError,
    build_speed,
    offer_speeds,
    offer_throughputs,
)
from dlbox.core.estimate.workloads import load_workloads
from dlbox.core.parts import GPU, Category
from tests.conftest import DATA_DIR

pytestmark = pytest.mark.bench


@pytest.fixture(scope="module")
def setup():
    offers = load_offers(DATA_DIR)
    catalogue = load_catalogue(DATA_DIR)
    rates, _ = read_rates(rates_path(DATA_DIR))
    workloads = list(load_workloads(DATA_DIR).values())
    return offers, catalogue, rates, workloads


def stand_in_throughputs(offers, catalogue, n_workloads: int) -> list[np.ndarray]:
    """Timing stand-ins (FP32 TFLOPS × count, scaled per workload); never shown to a user.

    The cost engine's speed does not depend on the values, only on their count.
    """
    gpus = {p.id: p for p in catalogue.in_category(Category.GPU) if isinstance(p, GPU)}
    base = np.array(
        [
            gpus[o.gpu_id].fp32_tflops * o.gpu_count if o.gpu_id in gpus and o.gpu_count else np.nan
            for o in offers
        ]
    )
    return [base * (1 + i / 10) for i in range(n_workloads)]


def test_bench_compare_every_offer_for_every_workload(benchmark, setup):
    offers, catalogue, rates, workloads = setup
    throughputs = stand_in_throughputs(offers, catalogue, len(workloads))
    own = OwnBuild(
        capital=Money(2200, "USD"), load_power_w=450, psu_efficiency=0.9, throughput=71.0
    )
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), utilization=0.15, currency="KRW")

    def run_all():
        results = []
        for per_offer in throughputs:
            job_own = OwnBuild(**{**own.__dict__, "job_hours": 168.0})
            results.append(compare(job_own, offers, settings, rates, per_offer))
        return results

    results = benchmark(run_all)
    assert len(results) == len(workloads)
    cells = len(results[0].offers) * len(workloads)
    benchmark.extra_info["offers"] = len(offers)
    benchmark.extra_info["offers_compared"] = len(results[0].offers)
    benchmark.extra_info["workloads"] = len(workloads)
    benchmark.extra_info["offer_x_workload_cells"] = cells


def test_bench_offer_speeds_for_one_workload_cold(benchmark, setup):
    """The estimator's part: every offer's GPUs × count × host shape, no cache."""
    offers, catalogue, _, _ = setup
    speeds = benchmark(offer_speeds, offers, "resnet50", catalogue)
    benchmark.extra_info["offers"] = len(offers)
    benchmark.extra_info["offers_with_speed"] = int(np.isfinite(speeds.throughput).sum())


def test_bench_full_comparison_end_to_end_every_workload(benchmark, setup):
    """Estimator + cost engine for all offers × all workloads (seconds: run on demand)."""
    if benchmark.disabled:
        pytest.skip("end-to-end run only with --benchmark-enable")
    offers, catalogue, rates, workloads = setup
    titan = catalogue.get("gpu", "titan-x-pascal")
    resolved = resolve(Build().with_part(titan, quantity=4), catalogue)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), utilization=0.15)

    def run_all():
        results = []
        for workload in workloads:
            try:
                own = build_speed(resolved, workload)
            except SpeedUnavailableError:  # does not fit in 4 × 12 GB: nothing to compare
                continue
            throughputs = offer_throughputs(offers, workload, catalogue)
            results.append(
                compare(
                    OwnBuild(
                        capital=Money(4800, "USD"),
                        load_power_w=own.load_power_w,
                        throughput=own.throughput,
                        job_hours=own.time_to_train_h,
                    ),
                    offers,
                    settings,
                    rates,
                    throughputs,
                )
            )
        return results

    results = benchmark.pedantic(run_all, rounds=1, iterations=1)
    benchmark.extra_info["workloads"] = len(results)


def test_bench_load_offer_catalogue(benchmark):
    path = DATA_DIR / "cloud" / "offers.csv"
    catalogue = benchmark(read_offers, path)
    benchmark.extra_info["offers"] = len(catalogue)
