"""Rules 13–16: load, transients, PSU rating and connectors, wall circuit, power limits."""

from __future__ import annotations

import pytest

from dlbox.core.rules import power_limit_speed
from tests.core.rules_parts import (
    board,
    case,
    check,
    cpu,
    good_parts,
    gpu,
    of,
    psu,
    replaced,
    resolved,
    severities,
)


def test_load_counts_gpu_board_power_cpu_sustained_power_and_the_rest():
    result = check(replaced(good_parts()))
    power = result.power
    # 2 × 250 W GPUs + 230 W CPU PPT (not its 170 W TDP) + board/RAM/drive allowance.
    assert power.gpu_w == 500 and power.cpu_w == 230
    assert 50 <= power.rest_w <= 100
    assert power.load_w == pytest.approx(power.gpu_w + power.cpu_w + power.rest_w)
    assert power.recommended_psu_w >= power.load_w / 0.8
    assert power.recommended_psu_w % 50 == 0


def test_load_above_the_rating_is_an_error_naming_both_figures():
    result = check(replaced(good_parts(), psu(wattage_w=650)))
    [finding] = of(result, "power.psu_capacity")
    assert finding.severity == "error"
    assert "650 W" in finding.message and f"{result.power.load_w:,.0f} W" in finding.message
    assert (
        finding.fix is not None and f"{result.power.recommended_psu_w:,.0f} W" in finding.fix.text
    )


def test_load_above_80_percent_warns_and_suggests_a_power_limit_with_its_speed_cost():
    # Load ≈ 783 W: 90 % of 870 W.
    result = check(replaced(good_parts(), psu(wattage_w=870)))
    [finding] = of(result, "power.psu_capacity")
    assert finding.severity == "warning"
    assert finding.fix is not None and "× training speed" in finding.fix.text


def test_load_within_80_percent_is_silent():
    assert not of(check(replaced(good_parts(), psu(wattage_w=1000))), "power.psu_capacity")


def test_bundled_adapter_near_its_rating_is_only_a_note():
    barebone = case(includes_psu_w=900, psu_form_factors="External")
    parts = [p for p in good_parts() if p[0].category.value not in ("psu", "case")]
    result = check(resolved(*parts, barebone))
    assert severities(result, "power.psu_capacity") == {"note"}
    small = case(includes_psu_w=500, psu_form_factors="External")
    assert severities(check(resolved(*parts, small)), "power.psu_capacity") == {"error"}


def test_no_psu_is_a_note_with_the_wattage_to_buy():
    result = check(resolved(cpu(), (gpu(), 2)))
    [finding] = of(result, "power.psu_missing")
    assert finding.severity == "note"
    assert f"{result.power.recommended_psu_w:,.0f} W" in finding.message
    assert not of(check(resolved(cpu(), (gpu(), 2), psu())), "power.psu_missing")


def test_rtx_5090_spikes_of_a_few_ms_need_an_atx3_psu_or_the_margin():
    # RTX 5090 FE: 738 W for up to 10 ms at 575 W (Igor's Lab, data/gpu_transients.csv).
    spiky = gpu(architecture="Blackwell", board_power_w=575, hpwr_16pin=1, pcie_8pin=0)
    old = psu(wattage_w=1300, atx_version="2.52", hpwr_16pin=0)
    result = check(replaced(good_parts(), (spiky, 2), old))
    [finding] = of(result, "power.transients")
    assert finding.severity == "warning"
    steady = result.power.cpu_w + result.power.rest_w
    assert f"{2 * 738 + steady:,.0f} W" in finding.message and "up to 10 ms" in finding.message
    assert "spikes coincide" in finding.message
    # ATX 3.1 of the same rating rides out 160 % for 10 ms and 180 % under 1 ms.
    assert not of(
        check(replaced(good_parts(), (spiky, 2), psu(wattage_w=1300, atx_version="3.1"))),
        "power.transients",
    )


def test_peaks_under_1_ms_past_an_atx2_rating_are_a_note():
    # RTX 4090 class: only a sub-millisecond figure (> 600 W at 450 W); an ATX 2.x unit has
    # no allowance for it, but units do ride such bursts out: a note, not a warning.
    spiky = gpu(board_power_w=450, hpwr_16pin=1, pcie_8pin=0, display_outputs=True)
    old = psu(wattage_w=1300, atx_version="2.52", hpwr_16pin=0)
    result = check(replaced(good_parts(), (spiky, 2), old))
    [finding] = of(result, "power.transients")
    assert finding.severity == "note" and "under 1 ms" in finding.message
    assert result.power.transient_w == pytest.approx(
        2 * 600 + result.power.cpu_w + result.power.rest_w
    )


def test_unknown_atx_version_makes_the_transient_finding_a_note():
    spiky = gpu(architecture="Blackwell", board_power_w=575, hpwr_16pin=1, pcie_8pin=0)
    result = check(replaced(good_parts(), (spiky, 2), psu(wattage_w=1300, atx_version=None)))
    assert severities(result, "power.transients") == {"note"}
    [finding] = of(result, "power.transients")
    assert "assumed ATX 2.x" in finding.message
    assert any("ATX version is unknown" in item for item in result.not_checked)


def test_two_unmeasured_250w_cards_on_a_pre_atx3_psu_get_a_note_with_load_and_fixes():
    # Volta cards with display outputs (TITAN V): no spike figure at all, so the load
    # estimate alone would say nothing.
    volta = gpu(architecture="Volta", board_power_w=250)
    old = psu(wattage_w=1300, atx_version="2.4")
    result = check(replaced(good_parts(), (volta, 2), old))
    [finding] = of(result, "power.transients")
    assert finding.severity == "note"
    load = result.power.load_w
    assert f"{load:,.0f} W" in finding.message and "1,300 W" in finding.message
    assert f"{load / 1300:.0%}" in finding.message
    assert finding.fix is not None
    assert "0.96× training speed" in finding.fix.text and "100 W less draw" in finding.fix.text
    # An ATX 3.x unit, or a single such card, gets no such note.
    assert not of(
        check(replaced(good_parts(), (volta, 2), psu(atx_version="3.0"))), "power.transients"
    )
    assert not of(check(replaced(good_parts(), (volta, 1), old)), "power.transients")
    # ... and the unmeasured windows are listed as not checked.
    assert any("GPU power spikes under 1 ms" in item for item in result.not_checked)


def test_datacentre_cards_are_not_treated_as_spiky_consumer_cards():
    passive = gpu(board_power_w=450, display_outputs=False, cooler="passive")
    assert (
        check(resolved((passive, 1))).power.transient_w
        == check(resolved((passive, 1))).power.load_w
    )


def test_not_enough_pcie_connectors_is_an_error():
    result = check(replaced(good_parts(), psu(pcie_8pin=3)))
    [finding] = of(result, "power.gpu_connectors")
    assert finding.severity == "error" and "4 PCIe 8-pins needed" in finding.message
    assert not of(check(replaced(good_parts(), psu(pcie_8pin=4))), "power.gpu_connectors")


def test_16pin_cards_on_a_psu_without_native_16pin_use_three_8pins_each():
    card = gpu(board_power_w=450, pcie_8pin=0, hpwr_16pin=1)
    ok = check(replaced(good_parts(), (card, 2), psu(hpwr_16pin=0, pcie_8pin=6)))
    assert severities(ok, "power.gpu_connectors") == {"note"}
    short = check(replaced(good_parts(), (card, 2), psu(hpwr_16pin=0, pcie_8pin=5)))
    assert severities(short, "power.gpu_connectors") == {"error"}


def test_unknown_connector_counts_never_make_an_error():
    result = check(replaced(good_parts(), psu(pcie_8pin=None, eps_8pin=None)))
    assert severities(result, "power.gpu_connectors") == {"note"}
    assert severities(result, "power.eps_connectors") == {"note"}


def test_eps_connectors_for_the_board():
    assert severities(check(replaced(good_parts(), psu(eps_8pin=0))), "power.eps_connectors") == {
        "error"
    }
    # The second EPS socket of a board is optional at stock: a warning, not an error.
    assert severities(check(replaced(good_parts(), psu(eps_8pin=1))), "power.eps_connectors") == {
        "warning"
    }
    assert not of(check(replaced(good_parts(), psu(eps_8pin=2))), "power.eps_connectors")


def test_datacentre_gpu_on_eps_needs_its_own_cpu_8pin():
    a6000 = gpu(pcie_8pin=0, eps_8pin=1)
    result = check(replaced(good_parts(), (a6000, 2), board(eps_8pin=1), psu(eps_8pin=2)))
    assert severities(result, "power.eps_connectors") == {"error"}


def test_four_big_gpus_exceed_a_120v_15a_circuit():
    big = gpu(board_power_w=350)
    result = check(
        replaced(
            good_parts(),
            (big, 4),
            psu(wattage_w=2400),
            board(pcie_slots="1:x16:x16:g5:cpu;3:x16:x16:g5:cpu;5:x16:x16:g5:cpu;7:x16:x16:g5:cpu"),
        )
    )
    [finding] = of(result, "power.wall_circuit")
    assert finding.severity == "warning" and "1,440 W" in finding.message
    assert finding.fix is not None and "× training speed" in finding.fix.text


def test_the_circuit_is_checked_before_a_psu_is_picked():
    """Four RTX 3090 Ti-class cards (450 W) overrun a 120 V / 15 A line whatever PSU comes
    later (jbarrow.ai, 2026: a 4 x 3090 Ti box had to be power-capped for one outlet)."""
    result = check(resolved(cpu(), (gpu(board_power_w=450), 4)))
    [finding] = of(result, "power.wall_circuit")
    assert finding.severity == "warning" and "1,440 W" in finding.message
    assert f"{result.power.wall_w:,.0f} W" in finding.message
    assert not of(check(resolved(cpu(), gpu())), "power.wall_circuit")


def test_the_same_build_on_a_230v_circuit_is_fine():
    big = gpu(board_power_w=350)
    parts = replaced(good_parts(), (big, 4), psu(wattage_w=2400))
    site = {"mains_voltage_v": 230, "circuit_amps": 16}
    assert not of(check(parts, site=site), "power.wall_circuit")


def test_a_power_limit_lowers_the_load_estimate():
    stock = check(replaced(good_parts())).power.gpu_w
    capped = check(replaced(good_parts()), settings={"power_limit_frac": 0.8}).power.gpu_w
    assert capped == pytest.approx(0.8 * stock)


@pytest.mark.parametrize(
    ("fraction", "speed"), [(1.0, 1.0), (0.8, 0.96), (0.7, 0.90), (0.75, 0.93)]
)
def test_power_limit_speed_follows_the_measured_points(fraction, speed):
    assert power_limit_speed(fraction) == pytest.approx(speed)


def test_power_limit_below_70_percent_makes_no_claim():
    assert power_limit_speed(0.6) is None


def test_known_native_16pin_sockets_covering_every_gpu_need_no_8pin_count():
    """The RTX 4090 tower: one 16-pin card on a PSU with one native 16-pin cable and an
    unknown 8-pin count has nothing unknown that it needs."""
    card = gpu(board_power_w=450, pcie_8pin=0, hpwr_16pin=1)
    one = check(replaced(good_parts(), (card, 1), psu(pcie_8pin=None, hpwr_16pin=1)))
    assert not of(one, "power.gpu_connectors")
    # A second card needs the 8-pins for its adapter: now the unknown count matters.
    two = check(replaced(good_parts(), (card, 2), psu(pcie_8pin=None, hpwr_16pin=1)))
    [finding] = of(two, "power.gpu_connectors")
    assert finding.severity == "note"
    assert "3 PCIe 8-pins" in finding.message and "8-pin count is unknown" in finding.message
    assert "16-pin counts are unknown" not in finding.message


def test_unknown_native_16pin_count_is_mentioned_only_when_the_8pins_fall_short():
    card = gpu(board_power_w=450, pcie_8pin=0, hpwr_16pin=1)
    # Six 8-pins feed both cards' adapters even without a native socket.
    enough = check(replaced(good_parts(), (card, 2), psu(pcie_8pin=6, hpwr_16pin=None)))
    assert not of(enough, "power.gpu_connectors")
    short = check(replaced(good_parts(), (card, 2), psu(pcie_8pin=4, hpwr_16pin=None)))
    [finding] = of(short, "power.gpu_connectors")
    assert finding.severity == "note"
    assert "at least 1 native 16-pin" in finding.message
    assert "native 16-pin count is unknown" in finding.message


def _four_big_gpus(**psu_kw):  # type: ignore[no-untyped-def]
    return replaced(
        good_parts(),
        (gpu(board_power_w=350), 4),
        psu(wattage_w=2400, **psu_kw),
        board(pcie_slots="1:x16:x16:g5:cpu;3:x16:x16:g5:cpu;5:x16:x16:g5:cpu;7:x16:x16:g5:cpu"),
    )


def test_wall_circuit_uses_the_site_voltage_and_says_when_it_is_assumed():
    [assumed] = of(check(_four_big_gpus()), "power.wall_circuit")
    assert "120 V / 15 A circuit (assumed" in assumed.message
    taiwan = {"mains_voltage_v": 110, "circuit_amps": 15}
    [finding] = of(check(_four_big_gpus(), site=taiwan), "power.wall_circuit")
    assert "110 V / 15 A circuit carries 1,320 W" in finding.message
    assert "assumed" not in finding.message
    # On a 220 V / 10 A outlet the advice is a larger circuit, not "a 230 V circuit".
    korea = {"mains_voltage_v": 220, "circuit_amps": 10}
    [small] = of(check(_four_big_gpus(), site=korea), "power.wall_circuit")
    assert "220 V / 10 A" in small.message
    assert "230" not in small.fix.text and "rated above 10 A" in small.fix.text


def test_not_checked_states_the_circuit_the_check_used():
    default = " ".join(check(_four_big_gpus()).not_checked)
    assert "120 V / 15 A circuit" in default and "unless" not in default
    korea = " ".join(
        check(_four_big_gpus(), site={"mains_voltage_v": 220, "circuit_amps": 16}).not_checked
    )
    assert "220 V / 16 A circuit" in korea
    assert "FP64" not in " ".join(check(_four_big_gpus(), site={"needs_fp64": True}).not_checked)
