"""Rule 2: memory type, module form, slots, capacity, ECC/RDIMM, speed, mixed kits."""

from __future__ import annotations

from tests.core.rules_parts import (
    board,
    check,
    cpu,
    good_parts,
    memory,
    of,
    replaced,
    resolved,
    severities,
)


def test_ddr4_kit_on_a_ddr5_board_is_an_error():
    result = check(replaced(good_parts(), memory(memory_type="DDR4", speed_mts=3200)))
    [finding] = of(result, "memory.type")
    assert finding.severity == "error"
    assert "DDR4" in finding.message and "DDR5" in finding.message


def test_kit_the_cpu_cannot_run_is_an_error_even_without_a_board():
    rb = resolved(cpu(memory_types="DDR4"), memory())
    assert severities(check(rb), "memory.type") == {"error"}


def test_matching_type_is_silent():
    assert not of(check(replaced(good_parts())), "memory.type")


def test_sodimm_in_an_atx_board_is_an_error_and_in_mini_stx_it_fits():
    result = check(replaced(good_parts(), memory(form="sodimm")))
    assert severities(result, "memory.form") == {"error"}
    stx = board(form_factor="Mini-STX", pcie_slots="none", mxm_slot=True)
    assert not of(check(resolved(stx, memory(form="sodimm"))), "memory.form")
    assert severities(check(resolved(stx, memory())), "memory.form") == {"error"}


def test_sodimm_on_mini_itx_is_only_a_note_because_itx_boards_come_both_ways():
    itx = board(form_factor="Mini-ITX")
    assert severities(check(resolved(itx, memory(form="sodimm"))), "memory.form") == {"note"}


def test_more_modules_than_slots_is_an_error():
    result = check(replaced(good_parts(), (memory(modules=4), 2)))
    [finding] = of(result, "memory.slots")
    assert finding.severity == "error" and "8 memory modules" in finding.message
    assert not of(check(replaced(good_parts(), (memory(modules=2), 2))), "memory.slots")


def test_more_memory_than_board_or_cpu_supports_is_an_error():
    result = check(replaced(good_parts(), memory(modules=4, module_gb=64)))
    [finding] = of(result, "memory.capacity")
    assert "256 GB" in finding.message and "192 GB" in finding.message
    assert not of(check(replaced(good_parts(), memory(modules=4, module_gb=48))), "memory.capacity")


def test_rdimm_on_a_consumer_board_and_udimm_on_an_rdimm_board_are_errors():
    rdimm = memory(ecc=True, registered=True)
    assert severities(check(replaced(good_parts(), rdimm)), "memory.registered") == {"error"}
    server = board(registered_only=True, ecc=True)
    assert severities(check(replaced(good_parts(), server)), "memory.registered") == {"error"}
    assert not of(check(replaced(good_parts(), server, rdimm)), "memory.registered")


def test_ecc_udimm_on_a_non_ecc_board_warns_that_ecc_will_be_off():
    result = check(replaced(good_parts(), board(ecc=False), memory(ecc=True)))
    [finding] = of(result, "memory.ecc")
    assert finding.severity == "warning" and "ECC" in finding.message
    assert not of(check(replaced(good_parts(), board(ecc=True), memory(ecc=True))), "memory.ecc")


def test_kit_faster_than_the_platform_runs_downclocked_note():
    result = check(replaced(good_parts(), memory(speed_mts=6400)))
    [finding] = of(result, "memory.speed")
    assert finding.severity == "note"
    assert "6,400" in finding.message and "5,200" in finding.message
    assert not of(check(replaced(good_parts())), "memory.speed")


def test_two_different_kits_get_a_mixing_note():
    parts = [p for p in good_parts() if p[0].category.value != "memory"]
    result = check(resolved(*parts, memory("kit-1"), memory("kit-2", speed_mts=4800)))
    assert severities(result, "memory.mixed") == {"note"}
    assert not of(check(replaced(good_parts())), "memory.mixed")
