"""Rule 1: socket, LGA1151's two generations, BIOS for CPUs newer than the chipset."""

from __future__ import annotations

from tests.core.rules_parts import board, check, cpu, good_parts, of, replaced, severities


def test_a_clean_build_has_no_errors_or_warnings():
    result = check(replaced(good_parts()))
    assert result.ok
    assert not result.warnings


def test_socket_mismatch_is_an_error_with_both_sockets_named():
    result = check(replaced(good_parts(), cpu(socket="LGA1700", memory_types="DDR4;DDR5")))
    [finding] = of(result, "platform.socket")
    assert finding.severity == "error"
    assert "LGA1700" in finding.message and "AM5" in finding.message
    assert {p.category.value for p in finding.parts} == {"cpu", "motherboard"}


def test_matching_socket_is_silent():
    assert not of(check(replaced(good_parts())), "platform.socket")


def test_lga1151_coffee_lake_on_a_200_series_board_is_an_error():
    lga = dict(socket="LGA1151", memory_types="DDR4", year=2017)
    old_board = board(socket="LGA1151", chipset="Z270", memory_type="DDR4")
    coffee = cpu(architecture="Coffee Lake", **lga)
    result = check(replaced(good_parts(), old_board, coffee))
    assert severities(result, "platform.socket") == {"error"}
    assert "300-series" in of(result, "platform.socket")[0].message
    kaby = cpu(architecture="Kaby Lake", **lga)
    assert not of(check(replaced(good_parts(), old_board, kaby)), "platform.socket")


def test_cpu_newer_than_chipset_without_flashback_warns_about_bios():
    result = check(replaced(good_parts(), board(bios_flashback=False), cpu(year=2024)))
    [finding] = of(result, "platform.bios")
    assert finding.severity == "warning"
    assert "2024" in finding.message and "2022" in finding.message


def test_bios_flashback_turns_the_bios_warning_into_a_note():
    result = check(replaced(good_parts(), board(bios_flashback=True), cpu(year=2024)))
    assert severities(result, "platform.bios") == {"note"}


def test_cpu_from_the_chipset_generation_needs_no_bios_note():
    assert not of(check(replaced(good_parts(), cpu(year=2022))), "platform.bios")
