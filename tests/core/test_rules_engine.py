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
    assert set(finding["fix"]) == {"text", "category", "parts"}


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


def test_empty_build_checks_clean():
    result = check(resolved())
    assert result.findings == () and result.power.load_w == 0


def test_sxm_gpu_board_check_mentions_the_board_size_not_a_crash():
    sxm = gpu("sxm", form_factor="sxm", slot_width=None, length_mm=None)
    result = check(replaced(good_parts(), (sxm, 8), board(form_factor="EEB")))
    assert result.errors
