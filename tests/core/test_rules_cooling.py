"""Rule 10: cooler socket, height, capacity and radiator mounts."""

from __future__ import annotations

from tests.core.rules_parts import (
    case,
    check,
    cooler,
    cpu,
    good_parts,
    of,
    replaced,
    resolved,
    severities,
    with_rig,
)


def test_cooler_without_the_cpu_socket_mount_is_an_error():
    result = check(replaced(good_parts(), cooler(sockets="LGA1700")))
    [finding] = of(result, "cooler.socket")
    assert finding.severity == "error" and "AM5" in finding.message


def test_cooler_with_unknown_mounts_is_a_note():
    assert severities(check(replaced(good_parts(), cooler(sockets=""))), "cooler.socket") == {
        "note"
    }


def test_cooler_with_the_mount_is_silent():
    assert not of(check(replaced(good_parts())), "cooler.socket")


def test_tower_cooler_taller_than_the_case_allows():
    result = check(replaced(good_parts(), cooler(height_mm=190)))
    [finding] = of(result, "cooler.height")
    assert finding.severity == "error"
    assert "190 mm" in finding.message and "180 mm" in finding.message


def test_unknown_height_is_a_note():
    assert severities(check(replaced(good_parts(), cooler(height_mm=None))), "cooler.height") == {
        "note"
    }


def test_cooler_rated_below_the_cpu_sustained_power_warns():
    result = check(replaced(good_parts(), cooler(rated_w=150)))
    [finding] = of(result, "cooler.capacity")
    assert finding.severity == "warning"
    assert "150 W" in finding.message and "230 W" in finding.message
    assert not of(check(replaced(good_parts(), cooler(rated_w=260))), "cooler.capacity")


def test_radiator_bigger_than_any_mount_is_an_error():
    aio = cooler(kind="aio", radiator_mm=420, height_mm=None)
    result = check(replaced(good_parts(), aio))
    [finding] = of(result, "cooler.radiator")
    assert finding.severity == "error" and "420 mm" in finding.message
    fits = cooler(kind="aio", radiator_mm=360, height_mm=None)
    assert not of(check(replaced(good_parts(), fits)), "cooler.radiator")


def test_unknown_radiator_mounts_are_a_note():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    result = check(replaced(good_parts(), aio, case(radiator_mounts="")))
    assert severities(result, "cooler.radiator") == {"note"}


def test_missing_cooler_on_a_cpu_that_ships_without_one_is_a_warning_with_a_fix():
    """A 170 W TDP CPU ships without a cooler: the box will not run as listed."""
    [finding] = of(check(resolved(cpu(tdp_w=170))), "cooler.missing")
    assert finding.severity == "warning"
    assert "230 W" in finding.message  # the sustained draw the cooler must carry
    assert finding.fix is not None and "AM5" in finding.fix.text
    assert not of(check(resolved(cpu(), cooler())), "cooler.missing")


def test_missing_cooler_on_a_cpu_that_may_ship_with_one_is_a_note():
    assert severities(check(resolved(cpu(tdp_w=65, sustained_power_w=88))), "cooler.missing") == {
        "note"
    }


def test_a_custom_loop_that_cools_the_cpu_is_its_cooler():
    looped = with_rig(resolved(cpu(tdp_w=170)), loop={"radiators_mm": [360], "cpu": True})
    assert not of(check(looped), "cooler.missing")


def test_low_profile_cooler_without_a_rating_on_a_230_w_cpu_warns():
    low = cooler(height_mm=37, rated_w=None)
    [finding] = of(check(replaced(good_parts(), low)), "cooler.capacity")
    assert finding.severity == "warning"
    assert "37 mm" in finding.message and "230 W" in finding.message and "120 W" in finding.message
    tall = cooler(height_mm=158, rated_w=None)
    assert not of(check(replaced(good_parts(), tall)), "cooler.capacity")
