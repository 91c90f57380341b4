"""Benchmarks report their numbers under ``make test`` too, at a smaller size: ``make
bench`` (``--benchmark-enable``) runs the full grids."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def full_bench(request) -> bool:
    """True under ``make bench``; False under ``make test`` (benchmarks disabled)."""
    return bool(request.config.getoption("benchmark_enable"))
