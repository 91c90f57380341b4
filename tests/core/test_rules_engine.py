"""check_build as a whole: ordering, the result's shape, fixes with catalogue parts,
what is not checked, incomplete and unresolvable builds."""

from __future__ import annotations

import json

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rules import NOT_CHECKED, check_build
from tests.core.rules_parts import board, check, cpu, good_parts, gpu, of, psu, replaced, resolved


def test_findings_come_errors_first_then_warnings_then_notes():
    result = check(replaced(good_parts(), psu(wattage_w=650), cpu(threads=6, cores=6)))
    order = [f.severity for f in result.findings]
    assert order == sorted(order, key=["error", "warning", "note"].index)
    assert not result.ok and result.errors


def test_result_serialises_to_the_documented_json_shape():
    result = check(replaced(good_parts(), psu(wattage_w=650)))
    data = json.loads(json.dumps(result.to_dict()))
    assert set(data) == {"findings", "power", "not_checked"}
    assert set(data["power"]) == {"load_w", "transient_w", "recommended_psu_w"}
    finding = data["findings"][0]
    assert set(finding) == {"rule", "severity", "message", "parts", "fix"}
    assert finding["parts"][0]["category"] in {c.value for c in Category}
    assert set(finding["fix"]) == {"text", "category", "parts", "effects"}
    for effect in finding["fix"]["effects"]:
        assert set(effect) == {"id", "price_delta", "currency", "power_delta_w", "speed_change"}


def test_not_checked_lists_what_silence_does_not_cover():
    result = check(replaced(good_parts()))
    assert set(NOT_CHECKED) <= set(result.not_checked)
    text = " ".join(result.not_checked)
    for topic in ("RAM module height", "M.2 heatsink", "BIOS version", "workload"):
        assert topic in text


def test_fix_names_the_cheapest_catalogue_parts_that_resolve_it():
    parts = [p for p, _ in good_parts() if p.category != Category.PSU]
    too_small = psu("small", wattage_w=650)
    cheap_big = psu("cheap-big", wattage_w=1300, price=150)
    dear_big = psu("dear-big", wattage_w=1600, price=450)
    mid_big = psu("mid-big", wattage_w=1200, price=250)
    tiny_cheap = psu("tiny-cheap", wattage_w=500, price=40)
    catalogue = Catalogue.from_parts([*parts, cheap_big, dear_big, mid_big, tiny_cheap, too_small])
    build = Build()
    for part, quantity in [*good_parts()[:-1], (gpu(), 2)]:
        build = build.with_part(part if part.category != Category.PSU else too_small, quantity)
    result = check_build(resolve(build, catalogue), catalogue)
    [finding] = of(result, "power.psu_capacity")
    assert finding.fix is not None
    assert finding.fix.part_ids == ("cheap-big", "mid-big", "dear-big")


def test_without_a_catalogue_fixes_are_text_only():
    result = check(replaced(good_parts(), psu(wattage_w=650)))
    [finding] = of(result, "power.psu_capacity")
    assert finding.fix is not None and finding.fix.part_ids == ()


def test_an_incomplete_build_says_which_checks_were_skipped():
    result = check(resolved(gpu()))
    [finding] = of(result, "build.incomplete")
    assert "CPU" in finding.message and "case" in finding.message
    assert not of(check(replaced(good_parts())), "build.incomplete")


def test_a_part_that_cannot_be_resolved_is_a_warning_not_silence():
    build = Build.model_validate({"parts": [{"category": "gpu", "id": "no-such-gpu"}]})
    result = check_build(resolve(build, Catalogue.from_parts([])), None)
    [finding] = of(result, "build.unresolved")
    assert finding.severity == "warning" and "no-such-gpu" in finding.message
    assert not of(check(replaced(good_parts())), "build.unresolved")


def test_result_iterates_over_findings_and_exposes_gpu_links():
    result = check(replaced(good_parts()))
    assert list(result) == list(result.findings)
    assert len(result.gpu_links) == 2 and all(link.placed for link in result.gpu_links)


def test_an_empty_build_says_nothing_was_checked():
    result = check(resolved())
    [finding] = result.findings
    assert finding.rule == "build.empty" and finding.severity == "note"
    assert "no parts" in finding.message and "nothing was checked" in finding.message
    assert result.power.load_w == 0
    # A build with parts, or with parts the catalogue lacks, is not "empty".
    assert not of(check(resolved(gpu())), "build.empty")


def test_sxm_gpu_board_check_mentions_the_board_size_not_a_crash():
    sxm = gpu("sxm", form_factor="sxm", slot_width=None, length_mm=None)
    result = check(replaced(good_parts(), (sxm, 8), board(form_factor="EEB")))
    assert result.errors


def _check_with(parts, *catalogue_extra, **kw):  # type: ignore[no-untyped-def]
    catalogue = Catalogue.from_parts([*[p for p, _ in parts], *catalogue_extra])
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    return check_build(resolve(build, catalogue), catalogue, **kw), catalogue


def test_a_warning_fix_never_suggests_the_part_in_the_build_or_one_that_changes_nothing():
    # Slots 1 and 2 are too close for two 2-slot cards: the second sits in chipset slot 5.
    crowded = "1:x16:x16/x8:g5:cpu;2:x16:x8:g5:cpu;5:x16:x4:g4:chipset"
    current = board("current", pcie_slots=crowded, price=300)
    same_layout = board("same-layout", pcie_slots=crowded, price=100)
    spaced = board("spaced", price=250)  # CPU slots 1 and 4
    parts = [(p, q) for p, q in good_parts() if p.category != Category.MOTHERBOARD]
    result, _ = _check_with([*parts, (current, 1)], same_layout, spaced)
    [finding] = of(result, "pcie.chipset_slot")
    assert finding.severity == "warning"
    assert finding.fix is not None and finding.fix.part_ids == ("spaced",)


def test_psu_fix_when_no_catalogue_psu_is_large_enough_gives_the_alternatives():
    parts = [(p, q) for p, q in good_parts() if p.category != Category.PSU]
    small = psu("small", wattage_w=650)
    result, _ = _check_with([*parts, (small, 1)], psu("mid", wattage_w=850))
    [finding] = of(result, "power.psu_capacity")
    assert finding.fix is not None and finding.fix.part_ids == ()
    text = finding.fix.text
    assert "No PSU in the catalogue is rated" in text and "fewer GPUs" in text
    assert "× training speed" in text and "second PSU" in text
    # With a large enough unit in the catalogue, the fix names it instead.
    result, _ = _check_with([*parts, (small, 1)], psu("big", wattage_w=1300))
    [finding] = of(result, "power.psu_capacity")
    assert finding.fix.part_ids == ("big",) and "No PSU" not in finding.fix.text


def test_fix_parts_in_json_are_objects_like_finding_parts():
    parts = [(p, q) for p, q in good_parts() if p.category != Category.PSU]
    result, _ = _check_with(
        [*parts, (psu("small", wattage_w=650), 1)], psu("big", name="Big PSU", wattage_w=1300)
    )
    data = json.loads(json.dumps(result.to_dict()))
    [capacity] = [f for f in data["findings"] if f["rule"] == "power.psu_capacity"]
    assert capacity["fix"]["parts"] == [{"category": "psu", "id": "big", "name": "Big PSU"}]
    assert all(set(p) == {"category", "id", "name"} for p in capacity["parts"])
