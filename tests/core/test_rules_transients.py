"""Rule 14 with measured excursion factors: GPU peaks + the rest's steady load against what
each PSU tolerates (ATX 3.x: 200 % of its rating; otherwise, or unknown, its rating)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.core.rules import check_build
from dlbox.core.rules.load import transient_factor

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT / "tests/data/real-builds"


@pytest.fixture(scope="module")
def shipped(catalogue):  # type: ignore[no-untyped-def]
    if not catalogue.in_category(Category.GPU):
        pytest.skip("data/parts not present")
    return catalogue


def _transients(result):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.rule == "power.transients"]


def _with_psu(path: Path, catalogue, psu):  # type: ignore[no-untyped-def]
    """The real build at ``path`` with its PSU swapped for ``psu``."""
    build = read_build(path)
    for pick in build.parts:
        if pick.category == Category.PSU:
            build = build.without(Category.PSU, pick.id)
    resolved = resolve(build.with_part(psu), catalogue)
    assert not resolved.unresolved
    return check_build(resolved, catalogue)


def test_each_gpu_class_gets_its_cited_factor(shipped):
    assert transient_factor(shipped.get(Category.GPU, "gtx-1080-ti")) == (1.2, True)  # measured
    assert transient_factor(shipped.get(Category.GPU, "rtx-3090")) == (1.6, True)
    assert transient_factor(shipped.get(Category.GPU, "rtx-2080-ti")) == (1.2, False)  # generic
    assert transient_factor(shipped.get(Category.GPU, "h100-sxm"))[0] == 1.0  # server PSUs


def test_four_1080_ti_on_a_1300w_unit_of_unknown_atx_version(shipped):
    # pytorch/pytorch#1637: 4 × GTX 1080 Ti and a Threadripper on 1300 W rebooted.
    result = check_build(
        resolve(read_build(REAL / "pytorch1637-tr-4x1080ti-1300w-2018.dlbox.json"), shipped),
        shipped,
    )
    [finding] = _transients(result)
    # 4 × 250 W × 1.2 + 180 W CPU + 40 W rest = 1,420 W of peaks on a 1,300 W unit.
    assert finding.severity == "note"  # version unknown: assumed ATX 2.x, and said so
    assert "1,420 W" in finding.message and "1,300 W" in finding.message
    assert "assumed ATX 2.x" in finding.message
    assert "GTX 1080 Ti 250 W × 1.2 (measured" in finding.message
    assert finding.fix is not None
    # The cap that keeps the peaks within 1,300 W: 90 % of board power, 0.98× speed.
    assert "90% of board power" in finding.fix.text
    assert "0.98× training speed" in finding.fix.text
    assert "ATX 3.x" in finding.fix.text


def test_the_same_box_on_an_atx3_or_a_known_atx2_unit(shipped):
    path = REAL / "pytorch1637-tr-4x1080ti-1300w-2018.dlbox.json"
    atx31 = shipped.get(Category.PSU, "seasonic-prime-tx-1300-atx31")
    # ATX 3.1 rides out 200 % of 1,300 W: the 1,420 W peaks are no finding of this kind.
    assert not _transients(_with_psu(path, shipped, atx31))
    # The same Seasonic rating as an ATX 2.4 unit (no excursion rating): a warning.
    atx24 = atx31.model_copy(update={"id": "prime-1300-atx24", "atx_version": "2.4"})
    [finding] = _transients(_with_psu(path, shipped, atx24))
    assert finding.severity == "warning"
    assert "1,420 W" in finding.message and "ATX 2.4" in finding.message


def test_a_second_psu_names_the_cards_it_feeds(shipped):
    # Two RTX 3090s on risers fed by a GameMax 850 W as PSU 2 (samsyeung's EPYC rig).
    path = REAL / "samsyeung-4x3090-epyc-romed8-two-psus-2025.dlbox.json"
    result = check_build(resolve(read_build(path), shipped), shipped)
    [second] = [f for f in _transients(result) if f.key == "power.transients:psu2"]
    assert "on the cables of 2 × NVIDIA GeForce RTX 3090 350 W × 1.6" in second.message
    assert "1,120 W" in second.message and "850 W" in second.message


def test_no_known_good_real_build_gets_a_transient_warning(shipped):
    rows = csv.DictReader((REAL / "cases.csv").open(encoding="utf-8"))
    warned = []
    for case in rows:
        if case["verdict"] != "works":
            continue
        limit = case["power_limit"]
        settings = {"power_limit_frac": float(limit)} if limit else None
        site = {k: float(case[k]) for k in ("mains_voltage_v", "circuit_amps") if case.get(k)}
        result = check_build(
            resolve(read_build(ROOT / case["file"]), shipped),
            shipped,
            settings=settings,
            site=site or None,
        )
        if any(f.severity != "note" for f in _transients(result)):
            warned.append(case["file"])
    assert warned == []
