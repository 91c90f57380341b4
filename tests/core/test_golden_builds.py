"""Golden builds on the shipped catalogue (tests/data/builds/*.dlbox.json)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core.build import ResolvedBuild, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.core.rules import check_build

BUILDS = Path(__file__).resolve().parents[1] / "data" / "builds"


def load(name: str, catalogue: Catalogue) -> ResolvedBuild:
    rb = resolve(read_build(BUILDS / f"{name}.dlbox.json"), catalogue)
    assert not rb.unresolved, [u.reason for u in rb.unresolved]
    return rb


@pytest.fixture(scope="module")
def shipped(catalogue):
    if not catalogue.in_category(Category.GPU):
        pytest.skip("data/parts not present")
    return catalogue


def test_2017_deskmini_checks_clean(shipped):
    result = check_build(load("deskmini-2017", shipped), shipped)
    assert not result.errors, [f.message for f in result.errors]
    assert not result.warnings, [f.message for f in result.warnings]
    # The bundled 220 W adapter carries the 120 W MXM GTX 1070 and the 51 W Pentium.
    assert result.power.load_w < 220
    assert "dl.pascal_fp16" in result.rules("note")


def test_four_4090s_on_1200w_in_a_mid_tower_fail_on_power_slots_and_case(shipped):
    result = check_build(load("four-4090-1200w-mid-tower", shipped), shipped)
    errors = result.rules("error")
    assert {"power.psu_capacity", "physical.gpu_slots", "physical.case_slots"} <= errors
    [capacity] = [f for f in result.errors if f.rule == "power.psu_capacity"]
    assert "1,200 W" in capacity.message


def test_ryzen_9000_on_lga1700_fails_on_socket(shipped):
    result = check_build(load("ryzen-9000-on-lga1700", shipped), shipped)
    assert result.rules("error") == {"platform.socket"}
    [finding] = result.errors
    assert "AM5" in finding.message and "LGA1700" in finding.message
    assert finding.fix is not None and finding.fix.part_ids
    for part_id in finding.fix.part_ids:
        assert shipped.get(Category.MOTHERBOARD, part_id).socket == "AM5"


def test_two_3090s_on_am5_x8_x8_give_at_most_a_lanes_note(shipped):
    result = check_build(load("two-3090-am5-x8x8", shipped), shipped)
    assert not result.errors, [f.message for f in result.errors]
    lanes = [f for f in result.findings if f.rule.startswith("pcie.")]
    assert {f.severity for f in lanes} <= {"note"}
    assert [(lk.lanes, lk.source) for lk in result.gpu_links] == [(8, "cpu"), (8, "cpu")]
    # Two-slot blower cards: nothing else to say but (at most) the lanes note.
    assert result.rules("warning") == set()


def test_two_open_air_3090s_in_the_same_slots_warn_that_they_touch(shipped):
    """The Founders Edition is three slots thick and open-air: in slots three positions
    apart the cards touch and the top one starves for air."""
    build = read_build(BUILDS / "two-3090-am5-x8x8.dlbox.json")
    build = build.without(Category.GPU, "gigabyte-rtx-3090-turbo-24g").with_part(
        shipped.get(Category.GPU, "rtx-3090"), 2
    )
    result = check_build(resolve(build, shipped), shipped)
    assert not result.errors
    assert result.rules("warning") == {"physical.gpu_adjacent"}
