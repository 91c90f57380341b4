"""Compatibility engine speed: one validation, and the compatible-parts mask over 50,000 parts.

Run: ``.venv/bin/python -m pytest tests/bench/test_bench_rules.py --benchmark-enable``.
These report numbers; they do not fail on time.  Targets (issue 3): well under 1 ms per
validation, under 20 ms per mask.  The parts are synthetic (tests/core/rules_synthetic.py),
replicated with fresh ids from 1,000 distinct random parts per category.  Under ``make
test`` (benchmarks disabled) the same checks run on 5,000 parts a category: building the
50,000-part catalogue alone takes ~30 s on a loaded machine.
"""

from __future__ import annotations

import time

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rules import check_build, compatible_mask
from tests.core import rules_parts as rp
from tests.core.rules_synthetic import random_parts

pytestmark = pytest.mark.bench
ROWS = 50_000  # make bench
TEST_ROWS = 5_000  # make test: the same assertions, a tenth of the catalogue
DISTINCT = 1_000


def _typical():
    return rp.resolved(
        *[(p, 1) if p.category.value == "gpu" else (p, q) for p, q in rp.good_parts()]
    )


def _eight_gpu():
    server = rp.board(
        "server",
        socket="sTR5",
        chipset="WRX90",
        form_factor="EEB",
        memory_slots=8,
        max_memory_gb=2048,
        registered_only=True,
        pcie_slots=";".join(f"{i}:x16:x16:g5:cpu" for i in range(1, 9)),
    )
    return rp.resolved(
        rp.cpu(socket="sTR5", threads=128, cores=64, pcie_lanes=128, max_memory_gb=2048),
        server,
        (rp.memory(registered=True, ecc=True, modules=8, module_gb=32), 1),
        (rp.gpu(slot_width=1, board_power_w=130, hpwr_16pin=1, pcie_8pin=0), 8),
        rp.psu(wattage_w=2000, pcie_8pin=12, hpwr_16pin=4),
        rp.case(expansion_slots=10, form_factors="EEB"),
        rp.cooler(sockets="sTR5", rated_w=400),
        (rp.storage(), 2),
    )


@pytest.mark.parametrize("build", ["typical", "eight_gpu"])
def test_validation_time(benchmark, build):
    resolved = _typical() if build == "typical" else _eight_gpu()
    result = benchmark(check_build, resolved, None)
    assert len(result.gpu_links) == (1 if build == "typical" else 8)


@pytest.fixture(scope="module")
def rows(full_bench) -> int:
    return ROWS if full_bench else TEST_ROWS


@pytest.fixture(scope="module")
def big_catalogue(rows) -> Catalogue:
    parts = []
    for category in Category:
        seeds = random_parts(category, DISTINCT, seed=11)
        parts.extend(
            seeds[i % DISTINCT].model_copy(update={"id": f"{category.value}-{i:05d}"})
            for i in range(rows)
        )
    catalogue = Catalogue.from_parts(parts)
    for category in Category:
        catalogue.table(category)
    return catalogue


@pytest.fixture(scope="module")
def big_build(big_catalogue):
    build = Build()
    for part, quantity in rp.good_parts():
        build = build.with_part(part, quantity)
    return resolve(build, big_catalogue)


@pytest.mark.parametrize("category", list(Category), ids=lambda c: c.value)
def test_compatible_mask_over_50k_parts(benchmark, big_catalogue, big_build, category, rows):
    assert len(big_catalogue.table(category)) == rows
    start = time.perf_counter()
    compatible_mask(big_catalogue, category, big_build)  # first call builds the column cache
    benchmark.extra_info["first_call_ms"] = round((time.perf_counter() - start) * 1e3, 1)
    mask, _ = benchmark(compatible_mask, big_catalogue, category, big_build)
    assert mask.shape == (rows,)
    assert mask.any()


def test_validation_with_fixes_from_50k_parts(benchmark, big_catalogue, big_build):
    """A build with an error: the fix looks up the three cheapest PSUs that resolve it."""
    small = big_catalogue.in_category(Category.PSU)[0].model_copy(update={"wattage_w": 300})
    broken = big_build.build.with_part(small)
    resolved = resolve(broken, big_catalogue)
    result = benchmark(check_build, resolved, big_catalogue)
    assert result.errors


@pytest.fixture(scope="module")
def rig_build(big_catalogue):
    """A dual-PSU rig with two of its four GPUs on risers and a custom loop (build format v2):
    the riser and radiator checks run per distinct slot layout / mount list."""
    build = Build()
    for part, quantity in rp.good_parts():
        build = build.with_part(part, 4 if part.category == Category.GPU else quantity)
    build = build.with_part(rp.psu(), 1)  # a second unit of the same PSU
    data = build.model_dump(mode="json")
    for pick in data["parts"]:
        if pick["category"] == "gpu":
            pick["psu_split"] = [2, 2]
            pick["risers"] = {"count": 2, "gen": 4, "lanes": 16}
    data["loop"] = {"radiators_mm": [360], "cpu": False}
    return resolve(Build.model_validate(data), big_catalogue)


@pytest.mark.parametrize("category", list(Category), ids=lambda c: c.value)
def test_compatible_mask_over_50k_parts_for_a_rig(
    benchmark, big_catalogue, rig_build, category, rows
):
    start = time.perf_counter()
    compatible_mask(big_catalogue, category, rig_build)
    benchmark.extra_info["first_call_ms"] = round((time.perf_counter() - start) * 1e3, 1)
    mask, _ = benchmark(compatible_mask, big_catalogue, category, rig_build)
    assert mask.shape == (rows,)


def test_compatible_mask_over_50k_psus_adding_another_psu(
    benchmark, big_catalogue, big_build, rows
):
    """Edit ▸ Add as Another PSU: 50,000 PSUs judged by the share of the load each would carry
    beside an overloaded first PSU."""
    small = big_catalogue.in_category(Category.PSU)[0].model_copy(update={"wattage_w": 500})
    overloaded = resolve(big_build.build.with_part(small), big_catalogue)
    compatible_mask(big_catalogue, Category.PSU, overloaded, mode="add")
    mask, _ = benchmark(compatible_mask, big_catalogue, Category.PSU, overloaded, mode="add")
    assert mask.shape == (rows,)
    assert mask.any() and not mask.all()
