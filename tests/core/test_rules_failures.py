"""Checks added for failures real builds hit (issue 14): PCIe 4.0 over riser cables, and
16-pin GPU plugs loaded near their 600 W rating."""

from __future__ import annotations

from tests.core.rules_parts import check, good_parts, gpu, of, psu, replaced, resolved, with_rig
from tests.core.test_rules_rig import _quad


def _risers(gen: int):  # type: ignore[no-untyped-def]
    return with_rig(
        resolved(*_quad()),
        {"gpu-a": {"risers": {"count": 4, "gen": gen, "lanes": 16}, "psu_split": [2, 2]}},
        open_frame=True,
    )


def test_pcie_4_over_risers_rated_for_it_warns_with_the_gen3_fallback_and_its_cost():
    [finding] = of(check(_risers(4)), "pcie.riser_gen")
    assert finding.severity == "warning"
    assert "4 GPUs" in finding.message and "PCIe 4.0" in finding.message
    assert "x16 ≈ 32 GB/s" in finding.message
    assert finding.fix is not None
    assert "Gen 3" in finding.fix.text and "16 GB/s instead of 32 GB/s" in finding.fix.text
    assert "no change in price or power" in finding.fix.text


def test_pcie_3_over_risers_is_not_marginal():
    rb = with_rig(
        resolved(*_quad(pcie_gen=3)),
        {"gpu-a": {"risers": {"count": 4, "gen": 3, "lanes": 16}, "psu_split": [2, 2]}},
        open_frame=True,
    )
    assert not of(check(rb), "pcie.riser_gen")


def _hpwr_card(power: float):  # type: ignore[no-untyped-def]
    return gpu("big", board_power_w=power, pcie_8pin=0, hpwr_16pin=1, slot_width=2)


def test_a_450_w_card_on_its_8_pin_adapter_warns_and_suggests_a_native_cable():
    rb = replaced(good_parts(), (_hpwr_card(450), 1), psu(hpwr_16pin=0, pcie_8pin=8))
    [finding] = of(check(rb), "power.hpwr_connector")
    assert finding.severity == "warning"
    assert (
        "450 W" in finding.message and "600 W" in finding.message and "adapter" in finding.message
    )
    assert "360 W" in finding.fix.text and "35 mm" in finding.fix.text


def test_the_same_card_on_a_native_cable_is_a_note_and_a_300_w_card_says_nothing():
    native = replaced(good_parts(), (_hpwr_card(450), 1), psu(hpwr_16pin=1))
    assert [f.severity for f in of(check(native), "power.hpwr_connector")] == ["note"]
    light = replaced(good_parts(), (_hpwr_card(300), 1), psu(hpwr_16pin=0, pcie_8pin=8))
    assert not of(check(light), "power.hpwr_connector")


def test_a_575_w_card_warns_even_on_a_native_cable_and_the_fix_states_the_cap():
    rb = replaced(good_parts(), (_hpwr_card(575), 1), psu(hpwr_16pin=1))
    [finding] = of(check(rb), "power.hpwr_connector")
    assert finding.severity == "warning"
    assert "575 W" in finding.message and "4%" in finding.message
    assert "460 W" in finding.fix.text and "23%" in finding.fix.text and "115 W" in finding.fix.text


def test_a_575_w_plug_warns_before_a_psu_is_picked_and_a_450_w_plug_waits_for_one():
    # No PSU named: cable or adapter is unknown, but 4 % headroom is too little on either.
    [finding] = of(check(resolved((_hpwr_card(575), 1))), "power.hpwr_connector")
    assert finding.severity == "warning"
    assert "575 W" in finding.message and "460 W" in finding.fix.text
    assert not of(check(resolved((_hpwr_card(450), 1))), "power.hpwr_connector")
