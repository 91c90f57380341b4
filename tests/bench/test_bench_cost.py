"""Own-vs-rent speed: a full comparison of one build against every offer × every workload.

Run: ``make bench`` (or ``.venv/bin/python -m pytest tests/bench/test_bench_cost.py
--benchmark-enable``).  The target (issue 5) is under 100 ms for all offers ×
all workloads.  The headline is the real end-to-end run: for every workload
the estimator's speed of the build and of every offer's GPUs, then prices,
conversion, break-even, job cost and Pareto front for every offer.  "Cold"
starts with no speed cached (the first comparison); "warm" reuses the
estimates, as the app does when a cost setting (utilisation, currency,
pricing models, electricity) changes.  These report numbers; the time limit
a user would notice is asserted in tests/core/test_cost_speed.py.
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


@pytest.fixture(scope="module")
def seed_server(setup):
    """The seed's 4× TITAN X (Pascal) server: it runs 14 of the 23 workloads."""
    _, catalogue, _, _ = setup
    titan = catalogue.get("gpu", "titan-x-pascal")
    return resolve(Build().with_part(titan, quantity=4), catalogue)


def full_comparison(setup, resolved, cache, build_speeds=None):
    """Every offer × every workload, estimator included; returns the comparisons."""
    offers, catalogue, rates, workloads = setup
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), utilization=0.15, currency="KRW")
    results = []
    for workload in workloads:
        if build_speeds is not None:
            own = build_speeds.get(workload.id)
        else:
            try:
                own = build_speed(resolved, workload)
            except SpeedUnavailableError:  # does not fit in 4 × 12 GB: nothing to compare
                own = None
        if own is None:
            continue
        throughputs = offer_throughputs(offers, workload, catalogue, cache=cache)
        results.append(
            compare(
                OwnBuild(
                    capital=Money(8500, "USD"),
                    load_power_w=own.load_power_w,
                    psu_efficiency=0.9,
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


def _report(benchmark, results, offers, workloads):
    benchmark.extra_info["offers"] = len(offers)
    benchmark.extra_info["offers_compared"] = len(results[0].offers)
    benchmark.extra_info["workloads"] = len(workloads)
    benchmark.extra_info["workloads_the_build_runs"] = len(results)
    benchmark.extra_info["offer_x_workload_cells"] = len(results[0].offers) * len(results)


def test_bench_full_comparison_end_to_end_cold(benchmark, setup, seed_server):
    """The figure for issue 5: estimator + cost engine, nothing cached between rounds."""
    offers, _, _, workloads = setup
    results = benchmark.pedantic(
        full_comparison,
        setup=lambda: ((setup, seed_server, {}), {}),
        rounds=5,
        iterations=1,
    )
    assert len(results) >= 10
    assert np.isfinite(results[0].breakeven_days).sum() > 1000
    _report(benchmark, results, offers, workloads)


def test_bench_full_comparison_end_to_end_warm(benchmark, setup, seed_server):
    """The same comparison again with the estimates kept (a cost setting changed)."""
    offers, _, _, workloads = setup
    cache: dict = {}
    speeds = {}
    for workload in workloads:
        try:
            speeds[workload.id] = build_speed(seed_server, workload)
        except SpeedUnavailableError:
            continue
    full_comparison(setup, seed_server, cache, speeds)
    results = benchmark(full_comparison, setup, seed_server, cache, speeds)
    _report(benchmark, results, offers, workloads)


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


def test_bench_cost_engine_only_every_offer_for_every_workload(benchmark, setup):
    """The cost engine alone on stand-in throughputs (no estimator)."""
    offers, catalogue, rates, workloads = setup
    throughputs = stand_in_throughputs(offers, catalogue, len(workloads))
    own = OwnBuild(
        capital=Money(2200, "USD"),
        load_power_w=450,
        psu_efficiency=0.9,
        throughput=71.0,
        job_hours=168.0,
    )
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), utilization=0.15, currency="KRW")

    def run_all():
        return [compare(own, offers, settings, rates, per_offer) for per_offer in throughputs]

    results = benchmark(run_all)
    assert len(results) == len(workloads)
    benchmark.extra_info["offers"] = len(offers)
    benchmark.extra_info["offer_x_workload_cells"] = len(results[0].offers) * len(workloads)


def test_bench_offer_speeds_for_one_workload_cold(benchmark, setup):
    """The estimator's part for one workload: every offer's GPUs × count × host, no cache."""
    offers, catalogue, _, _ = setup
    speeds = benchmark(offer_speeds, offers, "resnet50", catalogue)
    benchmark.extra_info["offers"] = len(offers)
    benchmark.extra_info["offers_with_speed"] = int(np.isfinite(speeds.throughput).sum())


def test_bench_load_offer_catalogue(benchmark):
    path = DATA_DIR / "cloud" / "offers.csv"
    catalogue = benchmark(read_offers, path)
    benchmark.extra_info["offers"] = len(catalogue)
