"""Real builds from public build logs, vendor notes and failure reports
(tests/data/real-builds/cases.csv, one row per expectation, each with its source).

Targets (issue 14): no error on a build known to work; at least 80 % of the documented
problems caught as a warning or error of the right theme.  The ``caught`` column records
what dlbox catches today, misses included, so the table stays honest: a change that
catches a missed problem, or loses a caught one, fails here until the table says so.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.core.rules import check_build

ROOT = Path(__file__).resolve().parents[2]
CASES = list(csv.DictReader((ROOT / "tests/data/real-builds/cases.csv").open(encoding="utf-8")))
WORKS = [c for c in CASES if c["verdict"] == "works"]
PROBLEMS = [c for c in CASES if c["verdict"] == "problem"]


@pytest.fixture(scope="module")
def shipped(catalogue):
    if not catalogue.in_category(Category.GPU):
        pytest.skip("data/parts not present")
    return catalogue


def _check(case: dict[str, str], catalogue):  # type: ignore[no-untyped-def]
    resolved = resolve(read_build(ROOT / case["file"]), catalogue)
    assert not resolved.unresolved, [u.reason for u in resolved.unresolved]
    limit = case["power_limit"]
    settings = {"power_limit_frac": float(limit)} if limit else None
    # Where the box ran (e.g. a 200 V / 20 A outlet); empty columns: 120 V / 15 A.
    site = {k: float(case[k]) for k in ("mains_voltage_v", "circuit_amps") if case.get(k)}
    return check_build(resolved, catalogue, settings=settings, site=site or None)


def _caught(case: dict[str, str], catalogue) -> bool:  # type: ignore[no-untyped-def]
    result = _check(case, catalogue)
    theme = case["theme"]
    return any(f.rule == theme and f.severity in ("warning", "error") for f in result.findings)


def test_every_case_cites_a_public_source():
    assert len(WORKS) >= 5 and len(PROBLEMS) >= 5
    for case in CASES:
        assert case["source"].startswith(("http", "seed")), case
        assert case["what happened"], case


@pytest.mark.parametrize("case", WORKS, ids=lambda c: Path(c["file"]).name.split(".")[0])
def test_a_build_known_to_work_gets_no_error(shipped, case):
    result = _check(case, shipped)
    assert not result.errors, [f.message for f in result.errors]


@pytest.mark.parametrize(
    "case", PROBLEMS, ids=lambda c: f"{Path(c['file']).name.split('.')[0]}-{c['theme']}"
)
def test_a_documented_problem_is_caught_as_the_table_says(shipped, case):
    assert _caught(case, shipped) == (case["caught"] == "yes")


def test_at_least_80_percent_of_documented_problems_are_caught(shipped):
    hits = [(c["theme"], _caught(c, shipped)) for c in PROBLEMS]
    caught = sum(hit for _, hit in hits)
    rate = caught / len(PROBLEMS)
    print(f"\ndocumented problems caught: {caught}/{len(PROBLEMS)} = {rate:.0%}")
    for theme in sorted({t for t, _ in hits}):  # per theme, for the report (pytest -s)
        row = [hit for t, hit in hits if t == theme]
        print(f"  {theme}: {sum(row)}/{len(row)}")
    # 41 of 50 (82 %) since compat added Intel's Core Ultra 200S 2DPC figures (a 245K that
    # ran four DIMMs at 4400 MT/s) and case risers' generation (Fractal's Ridge note); 39 of
    # 48 (81 %) since rules8 (on the 46 cases before it, 37 = 80 %: club-3090 #178's
    # board line now describes the adjacent slots the issue states). Missed, each with its
    # reason in cases.csv: the P920/P900 per-rail limits (no public figure), the ziptie
    # Y-splitter, a household circuit tripped at 230 W caps, the G750M trip (unit's ATX
    # version unknown: a note), a 4090 plug burnt with no PSU named, a Titan X Pascal on
    # 650 W (45 %), and two four-DIMM failures with no citable two-DIMMs-per-channel figure
    # (Dasharo#1263: 12th/13th Gen LGA1700 DDR5; memtest86plus#577: AM4 DDR4).
    assert rate >= 0.8, f"{caught}/{len(PROBLEMS)} = {rate:.0%} caught; issue 14 wants 80 %"
