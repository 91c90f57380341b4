"""Planner speed over the full catalogue, and how it grows with the catalogue's size.

Run: ``.venv/bin/python -m pytest tests/bench/test_bench_plan.py -s --benchmark-enable``
(the catalogue growth runs to 16 copies only then; 4 under ``make test``).  Reports numbers;
does not fail on time.  Target (issue 17): a plan over the full catalogue ≤ 10 s on the
2-core build machine.  Larger catalogues are the shipped one with every part copied k
times under fresh ids, prices nudged up 1 % per copy (so copies are real alternatives,
not exact ties); each plan starts cold (fresh catalogue, no cached offer speeds).
"""

from __future__ import annotations

import time

import pytest

from dlbox.core.catalogue import Catalogue
from dlbox.core.plan import PlanRequest, SiteLimits, plan

pytestmark = pytest.mark.bench

REQUESTS = {
    "llama3-8b-qlora, time": PlanRequest(
        workloads=("llama3-8b-qlora",), budget=8000.0, objective="time"
    ),
    "resnet50 + bert-large, cost, 110 V": PlanRequest(
        workloads=("resnet50", "bert-large-squad"),
        budget=10000.0,
        objective="cost",
        site=SiteLimits(mains_voltage_v=110, circuit_amps=15),
    ),
}


SPEED_FIELDS = ("fp32_tflops", "tf32_tflops", "fp16_tflops", "bf16_tflops", "mem_bw_gbs")


def _scaled(catalogue: Catalogue, copies: int) -> Catalogue:
    """Every part k times; a GPU copy is 2 % faster and 3 % dearer per step, so copies are
    real alternatives on the price/speed front (not dominated), as new models would be."""
    parts = []
    for part in catalogue:
        parts.append(part)
        for k in range(1, copies):
            update: dict = {"id": f"{part.id}-copy{k}"[:80]}
            if part.price is not None:
                update["price"] = part.price * (1 + 0.03 * k)
            if part.category.value == "gpu":
                for name in SPEED_FIELDS:
                    value = getattr(part, name)
                    if value is not None:
                        update[name] = value * (1 + 0.02 * k)
            parts.append(part.model_copy(update=update))
    return Catalogue.from_parts(parts)


@pytest.mark.parametrize("name", list(REQUESTS))
def test_plan_time_full_catalogue(catalogue, name):
    request = REQUESTS[name]
    started = time.perf_counter()
    result = plan(request, _scaled(catalogue, 1), speed_cache={})
    seconds = time.perf_counter() - started
    print(f"\nplan [{name}] over {len(catalogue)} parts: {seconds:.2f} s; {result.stats}")
    assert result.builds


def test_plan_growth_with_catalogue_size(catalogue, full_bench):
    request = REQUESTS["llama3-8b-qlora, time"]
    rows = []
    # make test: the shipped size and four times it; make bench: up to sixteen times.
    for copies in (1, 2, 4, 8, 16) if full_bench else (1, 4):
        scaled = _scaled(catalogue, copies)
        started = time.perf_counter()
        result = plan(request, scaled, speed_cache={})
        seconds = time.perf_counter() - started
        stats = result.stats
        rows.append(
            (
                len(scaled),
                seconds,
                stats["options_after_fit_and_dominance"],
                stats["builds_assembled"],
            )
        )
        assert result.builds
    print("\nparts  seconds  GPU options kept  builds assembled")
    for size, seconds, kept, built in rows:
        print(f"{size:5d}  {seconds:7.2f}  {kept:16d}  {built}")
