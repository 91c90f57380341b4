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
    # Two-slot blower cards: nothing else to say but (at most) the lanes note, and that the
    # 2022 board boots the 48 GB modules only with AGESA 1.0.0.7+ (the build states no BIOS).
    assert result.rules("warning") == {"memory.population"}


def test_two_open_air_3090s_in_the_same_slots_warn_that_they_touch(shipped):
    """The Founders Edition is three slots thick and open-air: in slots three positions
    apart the cards touch and the top one starves for air."""
    build = read_build(BUILDS / "two-3090-am5-x8x8.dlbox.json")
    build = build.without(Category.GPU, "gigabyte-rtx-3090-turbo-24g").with_part(
        shipped.get(Category.GPU, "rtx-3090"), 2
    )
    result = check_build(resolve(build, shipped), shipped)
    assert not result.errors
    assert result.rules("warning") == {"physical.gpu_adjacent", "memory.population"}


def _findings_of(result, rule):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.rule == rule]


def test_three_3090s_on_the_proart_never_suggest_the_proart_itself(shipped):
    """The third card lands in the chipset slot (x2): the fix must not name the board the
    build already has, and every board it names must put all three cards on CPU lanes."""
    build = read_build(BUILDS / "two-3090-am5-x8x8.dlbox.json")
    turbo = shipped.get(Category.GPU, "gigabyte-rtx-3090-turbo-24g")
    build = build.without(Category.GPU, turbo.id).with_part(turbo, 3)
    [old_case] = [p for p in build.parts if p.category == Category.CASE]
    build = build.without(Category.CASE, old_case.id).with_part(
        shipped.get(Category.CASE, "fractal-design-meshify-2-xl")
    )
    result = check_build(resolve(build, shipped), shipped)
    [finding] = _findings_of(result, "pcie.chipset_slot")
    assert finding.severity == "warning" and finding.fix is not None
    assert "asus-proart-x670e-creator-wifi" not in finding.fix.part_ids
    for board_id in finding.fix.part_ids:
        other = build.without(Category.MOTHERBOARD, "asus-proart-x670e-creator-wifi")
        other = other.with_part(shipped.get(Category.MOTHERBOARD, board_id))
        assert not _findings_of(check_build(resolve(other, shipped), None), "pcie.chipset_slot")


def test_four_4090s_fixes_name_no_same_socket_board_and_no_impossible_psu(shipped):
    result = check_build(load("four-4090-1200w-mid-tower", shipped), shipped)
    [lanes] = _findings_of(result, "pcie.lanes")
    assert lanes.fix is not None
    for board_id in lanes.fix.part_ids:
        assert shipped.get(Category.MOTHERBOARD, board_id).socket != "AM5"
    assert "among 2 cards" in lanes.message and "with 4 GPUs" in lanes.message
    [capacity] = _findings_of(result, "power.psu_capacity")
    assert capacity.fix is not None and not capacity.fix.part_ids
    assert "No PSU in the catalogue is rated 2,650 W" in capacity.fix.text
    assert "fewer GPUs" in capacity.fix.text and "second PSU" in capacity.fix.text
    # Every suggestion anywhere is a part that is not already in the build.
    in_build = {p.id for p in read_build(BUILDS / "four-4090-1200w-mid-tower.dlbox.json").parts}
    for finding in result.findings:
        if finding.fix is not None:
            assert not set(finding.fix.part_ids) & in_build, finding.rule


def test_rtx_4090_tower_has_no_connector_note_its_native_16pin_covers(shipped):
    path = BUILDS.parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
    result = check_build(resolve(read_build(path), shipped), shipped)
    assert not _findings_of(result, "power.gpu_connectors")


def test_socket_fix_reads_without_a_before_a_vowel(shipped):
    result = check_build(load("ryzen-9000-on-lga1700", shipped), shipped)
    [finding] = result.errors
    assert "a AM5" not in finding.fix.text and "a LGA" not in finding.fix.text
    assert "socket AM5" in finding.fix.text
