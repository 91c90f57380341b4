"""GPUs on M.2-to-PCIe adapters (risers.m2): they take M.2 slots, not PCIe slots, and their
link is the M.2 slot's (issue 14: a running rig, Workhorse 1.2.0, hung two RTX 3060s from
M2_3/M2_4 once its PCIe slots were full)."""

from __future__ import annotations

from tests.core.rules_parts import (
    board,
    check,
    good_parts,
    gpu,
    of,
    replaced,
    resolved,
    storage,
    with_rig,
)

# Two CPU x16 slots (x8/x8 with both), one CPU M.2 slot and one chipset M.2 slot.
BOARD = dict(
    pcie_slots="1:x16:x16/x8:g5:cpu;4:x16:x8:g5:cpu",
    m2_slots="M2_1:g5:x4:cpu;M2_2:g4:x4:chipset",
)


def _rig(adapters: int, drives: int = 0, m2: bool = True):  # type: ignore[no-untyped-def]
    big = gpu("big", slot_width=3)
    small = gpu("small", slot_width=2, board_power_w=170)
    parts = replaced(good_parts(), board(**BOARD), (big, 2))
    # No drive unless asked: the adapters get every M.2 slot.
    parts_list = [(p.part, p.quantity) for p in parts.picks if p.part.id != "ssd-a"]
    parts_list.append((small, adapters))
    if drives:
        parts_list.append((storage(), drives))
    rb = resolved(*parts_list)
    return with_rig(rb, {"small": {"risers": {"count": adapters, "gen": 4, "lanes": 4, "m2": m2}}})


def test_cards_on_m2_adapters_need_no_pcie_slot_and_run_at_the_m2_slots_width():
    result = check(_rig(2))
    assert not of(result, "physical.riser_slots")
    links = [lk for lk in result.gpu_links if lk.gpu.id == "small"]
    assert sorted(lk.m2.name for lk in links) == ["M2_1", "M2_2"]
    assert all(lk.lanes == 4 for lk in links)
    [chipset] = of(result, "pcie.chipset_slot")
    assert "M.2 slot M2_2" in chipset.message and chipset.severity == "warning"


def test_the_same_cards_on_pcie_risers_find_no_free_slot():
    assert of(check(_rig(2, m2=False)), "physical.riser_slots")


def test_drives_and_adapters_share_the_m2_slots():
    [finding] = of(check(_rig(1, drives=2)), "storage.m2_count")
    assert finding.severity == "error"
    assert "2 M.2 drives and 1 GPU on an M.2 adapter" in finding.message
    assert "2 M.2 slots" in finding.message
    assert not of(check(_rig(1, drives=1)), "storage.m2_count")
