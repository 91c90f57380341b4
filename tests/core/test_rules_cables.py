"""How the cards are cabled: a Y-split PCIe cable, and a multi-rail PSU's per-rail limit
(build lines' power_cables / power_rails; PSU rail_12v_a)."""

from __future__ import annotations

from dlbox.core.build import Build
from dlbox.core.parts import Category
from dlbox.core.rules.cables import cable_w
from tests.core.rules_parts import check, good_parts, gpu, psu, replaced, with_rig

# A 350 W card with two 8-pin plugs (an RTX 3090-class board), and the same with three.
TWO_PLUGS = {"board_power_w": 350, "pcie_6pin": 0, "pcie_8pin": 2, "hpwr_16pin": 0, "eps_8pin": 0}
THREE_PLUGS = {**TWO_PLUGS, "board_power_w": 370, "pcie_8pin": 3}


def _rig(gpu_kw=None, psu_kw=None, line=None, quantity=2):  # type: ignore[no-untyped-def]
    rb = replaced(
        good_parts(),
        (gpu(**(gpu_kw or TWO_PLUGS)), quantity),
        psu(**(psu_kw or {})),
    )
    return with_rig(rb, {"gpu-a": line or {}})


def _cable_findings(result):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.key.startswith("power.cable_load")]


def _rail_findings(result):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.key.startswith("power.gpu_rails")]


# ---------------------------------------------------------------- cables per card
def test_a_y_split_cable_on_a_350_w_card_warns_with_both_numbers_and_the_free_fix():
    rb = _rig(line={"power_cables": 1})
    [finding] = _cable_findings(check(rb))
    assert finding.severity == "warning" and finding.rule == "power.gpu_connectors"
    text = str(finding.message)
    # 350 W less the slot's 75 W through one cable; an 8-pin cable is rated 150 W.
    assert "275 W" in text and "150 W" in text and "1 PSU cable " in text
    assert "one PSU cable to each 8-pin plug" in str(finding.fix.text)
    assert "no speed or price cost" in str(finding.fix.text)


def test_one_cable_per_plug_is_quiet_and_leaves_nothing_unchecked_about_cables():
    rb = _rig(line={"power_cables": 2})
    result = check(rb)
    assert not _cable_findings(result)
    assert not [n for n in result.not_checked if n.startswith("PCIe cable runs")]


def test_unstated_cables_are_listed_as_not_checked_and_give_no_finding():
    rb = _rig()
    result = check(rb)
    assert not _cable_findings(result)
    [line] = [n for n in result.not_checked if n.startswith("PCIe cable runs")]
    assert "2 power plugs" in line and "GPU gpu-a" in line


def test_the_fullest_cable_counts_when_three_plugs_share_two_cables():
    # 370 − 75 = 295 W over three plugs; one cable carries two of them: about 197 W.
    rb = _rig(gpu_kw=THREE_PLUGS, line={"power_cables": 2})
    [finding] = _cable_findings(check(rb))
    assert "197 W" in str(finding.message) and "2 PSU cables" in str(finding.message)


def test_a_power_limit_that_brings_one_cable_under_150_w_silences_the_warning():
    rb = _rig(line={"power_cables": 1})
    # 60 % of 350 W = 210 W, 135 W through the cable.
    assert not _cable_findings(check(rb, settings={"power_limit_frac": 0.6}))
    assert _cable_findings(check(rb, settings={"power_limit_frac": 0.8}))


def test_a_card_light_enough_for_one_cable_is_not_flagged():
    rb = _rig(gpu_kw={**TWO_PLUGS, "board_power_w": 225}, line={"power_cables": 1})
    assert not _cable_findings(check(rb))


def test_more_cables_than_plugs_is_one_clear_line_naming_the_field_and_is_capped():
    rb = _rig(line={"power_cables": 5})
    result = check(rb)
    [problem] = [f for f in result.findings if f.rule == "build.rig"]
    assert "parts[" in str(problem.message) and ".power_cables is 5" in str(problem.message)
    assert "takes 2 PCIe power plugs" in str(problem.message)
    assert not _cable_findings(result)  # counted as 2: one per plug


def test_more_rails_than_cables_is_reported_and_counted_as_the_cables():
    rb = _rig(psu_kw={"rail_12v_a": 20}, line={"power_cables": 1, "power_rails": 2}, quantity=1)
    result = check(rb)
    [problem] = [f for f in result.findings if f.rule == "build.rig"]
    assert ".power_rails is 2" in str(problem.message)
    # One rail then: 275 W on a 240 W rail.
    [rail] = _rail_findings(result)
    assert "275 W" in str(rail.message) and "240 W" in str(rail.message)


def test_cable_power_is_board_power_less_the_slot_and_modules_have_no_cables():
    assert cable_w(gpu(**TWO_PLUGS), 1.0) == 275.0
    assert cable_w(gpu(**TWO_PLUGS), 0.5) == 100.0
    assert cable_w(gpu(form_factor="sxm", **TWO_PLUGS), 1.0) == 0.0


# ---------------------------------------------------------------- 12 V rails
def test_a_card_on_one_rail_over_its_limit_warns_with_the_numbers_and_three_fixes():
    # An OEM unit whose graphics rail gives 20 A = 240 W; 295 W through one rail.
    rb = _rig(gpu_kw=THREE_PLUGS, psu_kw={"rail_12v_a": 20}, line={"power_rails": 1}, quantity=1)
    [finding] = _rail_findings(check(rb))
    assert finding.severity == "warning" and finding.rule == "power.gpu_connectors"
    text, fix_text = str(finding.message), str(finding.fix.text)
    assert "295 W" in text and "240 W" in text and "20 A" in text and "1 12 V rail " in text
    assert "another 12 V rail" in fix_text and "2 rails carry it" in fix_text
    # Capped so that 240 W + the slot's 75 W suffice: 315 / 370 → 85 %.
    assert "85%" in fix_text and "nvidia-smi -pl" in fix_text
    assert "single-rail PSU" in fix_text


def test_two_rails_carry_the_same_card_quietly():
    rb = _rig(gpu_kw=THREE_PLUGS, psu_kw={"rail_12v_a": 20}, line={"power_rails": 2}, quantity=1)
    result = check(rb)
    assert not _rail_findings(result)
    assert not [n for n in result.not_checked if n.startswith("12 V rails")]


def test_unstated_rails_on_a_multi_rail_psu_give_a_note_and_a_not_checked_line():
    rb = _rig(gpu_kw=THREE_PLUGS, psu_kw={"rail_12v_a": 20}, quantity=1)
    result = check(rb)
    [finding] = _rail_findings(result)
    assert finding.severity == "note" and "at least 2 rails" in str(finding.message)
    assert [n for n in result.not_checked if n.startswith("12 V rails")]


def test_a_psu_without_a_stated_rail_limit_is_never_weighed_per_rail():
    rb = _rig(gpu_kw=THREE_PLUGS, line={"power_rails": 1}, quantity=1)
    result = check(rb)
    assert not _rail_findings(result)
    assert not [n for n in result.not_checked if n.startswith("12 V rails")]


# ---------------------------------------------------------------- the file
def test_cabling_round_trips_and_old_lines_write_no_cabling_keys():
    rb = _rig(line={"power_cables": 1, "power_rails": 1})
    data = rb.build.to_dict()
    [line] = [p for p in data["parts"] if p["category"] == "gpu"]
    assert (line["power_cables"], line["power_rails"]) == (1, 1)
    assert Build.model_validate(data) == rb.build
    plain = replaced(good_parts()).build.to_dict()
    assert not any("power_cables" in p or "power_rails" in p for p in plain["parts"])


def test_with_gpu_cables_sets_and_clears_one_line():
    rb = _rig()
    build = rb.build.with_gpu_cables("gpu-a", 2, 1)
    [line] = build.picks_in(Category.GPU)
    assert (line.power_cables, line.power_rails) == (2, 1)
    cleared = build.with_gpu_cables("gpu-a", None, None)
    assert cleared.picks_in(Category.GPU)[0].power_cables is None
    assert cleared.parts == rb.build.parts  # nothing else on the build moved
