"""Rule 14's extra margin: two or more 250 W+ GPUs on a PSU not rated ATX 3.x, between
Intel's ATX 2.x sizing (750 W of load on 1,100 W: 68 %) and the 80 % every unit gets."""

from __future__ import annotations

from tests.core.rules_parts import case, check, good_parts, gpu, of, psu, replaced

# good_parts(): 2 × 250 W GPUs + a 230 W CPU + the rest, about 783 W sustained.
VOLTA = gpu(architecture="Volta", board_power_w=250)  # no spike figure at all


def _margin(result):  # type: ignore[no-untyped-def]
    return of(result, "power.psu_capacity")


def test_a_pre_atx3_unit_past_intels_sizing_warns_with_both_shares_and_the_fixes():
    result = check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version="2.4")))
    load = result.power.load_w
    assert 0.68 < load / 1100 <= 0.80
    [finding] = _margin(result)
    assert finding.severity == "warning"
    assert f"{load:,.0f} W is {load / 1100:.0%}" in finding.message
    assert "ATX 2.4" in finding.message and "2 GPUs of 250 W or more" in finding.message
    assert "at 1,100 W for a 750 W box (load at most 68%)" in finding.message
    assert finding.fix is not None
    # An ATX 3.x unit sized the usual way (load within 80 %) or any unit with the margin.
    assert "ATX 3.x PSU of at least 1,000 W" in finding.fix.text
    assert "any PSU of at least 1,150 W" in finding.fix.text
    # Or a cap that brings the load within 68 % of 1,100 W (750 W): the GPUs keep 750 W less
    # the CPU and the rest, in whole 5 % steps of their 500 W.
    steady = result.power.cpu_w + result.power.rest_w
    fraction = int((750 - steady) / 500 * 20) / 20
    assert f"{fraction:.0%} of board power" in finding.fix.text
    assert f"{500 * (1 - fraction):,.0f} W less draw" in finding.fix.text
    assert "× training speed" in finding.fix.text
    assert "not measured" in finding.fix.text
    # The transient note that would say the same for these unmeasured cards gives way.
    assert not of(result, "power.transients")


def test_an_atx3_unit_a_lighter_load_or_one_card_gets_no_margin_finding():
    for parts in (
        replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version="3.0")),
        replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1300, atx_version="2.4")),  # 60 %
        replaced(good_parts(), (VOLTA, 1), psu(wattage_w=700, atx_version="2.4")),
        replaced(good_parts(), (gpu(board_power_w=200), 2), psu(wattage_w=900, atx_version="2.4")),
    ):
        assert not _margin(check(parts)), parts
    # Past 80 % the ordinary capacity warning speaks, not this one.
    [finding] = _margin(
        check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=950, atx_version="2.4")))
    )
    assert "runs hot and loud" in finding.message


def test_a_unit_of_unknown_version_gets_a_note():
    result = check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version=None)))
    [finding] = _margin(result)
    assert finding.severity == "note"
    assert "ATX version unknown" in finding.message


def test_the_16pin_bend_room_is_listed_as_not_checked():
    ada = gpu(board_power_w=450, hpwr_16pin=1, pcie_8pin=0, name="Card 16")
    result = check(replaced(good_parts(), (ada, 1), case()))
    [item] = [x for x in result.not_checked if "16-pin cable bend room" in x]
    assert "35 mm" in item and "Card 16" in item and "Case case-a" in item
    eight_pin = check(replaced(good_parts(), case()))
    assert not [x for x in eight_pin.not_checked if "16-pin cable bend room" in x]
