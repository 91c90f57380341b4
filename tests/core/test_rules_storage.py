"""Rules 6 and 12: M.2 slots, SATA ports lost to M.2 drives, drive bays, SATA power."""

from __future__ import annotations

from tests.core.rules_parts import (
    board,
    case,
    check,
    good_parts,
    hdd,
    of,
    psu,
    replaced,
    resolved,
    severities,
    storage,
)


def _with_drives(*drives):
    parts = [p for p in good_parts() if p[0].category.value != "storage"]
    return resolved(*parts, *drives)


def test_more_m2_drives_than_slots_is_an_error():
    result = check(_with_drives((storage(), 3)))
    [finding] = of(result, "storage.m2_count")
    assert finding.severity == "error"
    assert "3 M.2 drives" in finding.message and "2 M.2 slots" in finding.message
    assert not of(check(_with_drives((storage(), 2))), "storage.m2_count")


def test_m2_sata_drive_needs_a_slot_that_takes_sata():
    m2_sata = storage("m2-sata", kind="sata_ssd", interface="SATA 6Gb/s")
    no_sata = board(m2_slots="M2_1:g5:x4:cpu;M2_2:g4:x4:chipset")
    result = check(replaced(good_parts(), no_sata, m2_sata))
    assert severities(result, "storage.m2_sata") == {"error"}
    assert not of(check(replaced(good_parts(), m2_sata)), "storage.m2_sata")


def test_sata_ports_lost_to_an_m2_drive_are_counted():
    # 4 SATA ports; the second M.2 drive lands in M2_2, which disables SATA3 and SATA4.
    drives = [(storage(), 2), (hdd(), 3)]
    result = check(_with_drives(*drives))
    [finding] = of(result, "storage.sata_ports")
    assert finding.severity == "error"
    assert "SATA3, SATA4" in finding.message and "M2_2" in finding.message
    assert not of(check(_with_drives((storage(), 1), (hdd(), 3))), "storage.sata_ports")


def test_unused_disabled_sata_ports_are_only_a_note():
    result = check(_with_drives((storage(), 2), (hdd(), 1)))
    assert severities(result, "storage.lane_sharing") == {"note"}
    assert not of(check(_with_drives((storage(), 1))), "storage.lane_sharing")


def test_m2_slot_that_shares_lanes_with_a_pcie_slot_warns():
    shared = board(m2_slots="M2_1:g5:x4:cpu;M2_2:g5:x4:cpu:disables=PCIEX16_3")
    parts = [p for p in good_parts() if p[0].category.value not in ("storage", "motherboard")]
    result = check(resolved(*parts, shared, (storage(), 2)))
    assert severities(result, "storage.lane_sharing") == {"warning"}


def test_more_35_inch_drives_than_bays_is_an_error():
    rest = [p for p in good_parts() if p[0].category.value not in ("storage", "case")]
    result = check(resolved(*rest, case(bays_35=2), (hdd(), 3)))
    [finding] = of(result, "storage.bays_35")
    assert finding.severity == "error" and "3 3.5-inch drives" in finding.message
    assert not of(check(resolved(*rest, case(bays_35=2), (hdd(), 2))), "storage.bays_35")


def test_25_inch_drives_may_use_free_35_inch_bays():
    ssd = storage("sata-ssd", kind="sata_ssd", interface="SATA 6Gb/s", form_factor="2.5")
    small = case(bays_25=1, bays_35=1)
    rest = [p for p in good_parts() if p[0].category.value not in ("storage", "case")]
    assert severities(check(resolved(*rest, small, (ssd, 2))), "storage.bays_25") == {"note"}
    assert severities(check(resolved(*rest, small, (ssd, 3))), "storage.bays_25") == {"error"}


def test_unknown_bay_counts_never_make_an_error():
    rest = [p for p in good_parts() if p[0].category.value not in ("storage", "case")]
    result = check(resolved(*rest, case(bays_35=None, bays_25=None), (hdd(), 2)))
    assert severities(result, "storage.bays_35") == {"note"}


def test_u2_drive_gets_a_note_about_its_port():
    u2 = storage("u2", form_factor="u2", interface="U.2 NVMe")
    assert severities(check(_with_drives(u2)), "storage.u2") == {"note"}
    assert not of(check(_with_drives(storage())), "storage.u2")


def test_too_few_sata_power_connectors_warns():
    assert not of(check(_with_drives(storage(), (hdd(), 2))), "power.sata_connectors")
    rest = [p for p in good_parts() if p[0].category.value not in ("storage", "psu")]
    result = check(resolved(*rest, psu(sata_connectors=1), (hdd(), 2)))
    assert severities(result, "power.sata_connectors") == {"warning"}
