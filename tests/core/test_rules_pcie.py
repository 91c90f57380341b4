"""Rule 5: lanes per GPU, chipset-fed slots, x16 → x8/x8 splits, the CPU's lane budget."""

from __future__ import annotations

from dlbox.core.rules import gpu_links
from tests.core.rules_parts import (
    board,
    check,
    cpu,
    good_parts,
    gpu,
    of,
    replaced,
    resolved,
    severities,
    storage,
)


def test_two_gpus_split_x16_into_x8_x8_and_get_a_note():
    result = check(replaced(good_parts()))
    [finding] = of(result, "pcie.lanes")
    assert finding.severity == "note" and "x8" in finding.message
    assert [(lk.position, lk.lanes, lk.source) for lk in result.gpu_links] == [
        (1, 8, "cpu"),
        (4, 8, "cpu"),
    ]


def test_one_gpu_keeps_x16_and_no_lane_note():
    result = check(replaced(good_parts(), (gpu(), 1)))
    assert not of(result, "pcie.lanes")
    assert result.gpu_links[0].lanes == 16


def test_four_gpus_on_split_lanes_warn():
    slots = "1:x16:x16/x8:g5:cpu;3:x16:x8:g5:cpu;5:x16:x16/x8:g5:cpu;7:x16:x8:g5:cpu"
    result = check(replaced(good_parts(), board(pcie_slots=slots), (gpu(), 4)))
    assert severities(result, "pcie.lanes") == {"warning"}


def test_gpu_pushed_into_a_chipset_slot_warns_in_a_multi_gpu_build():
    # CPU slots at 1 and 2 are too close for two 2-slot cards: the second goes to slot 5.
    slots = "1:x16:x16/x8:g5:cpu;2:x16:x8:g5:cpu;5:x16:x4:g4:chipset"
    result = check(replaced(good_parts(), board(pcie_slots=slots)))
    [finding] = of(result, "pcie.chipset_slot")
    assert (
        finding.severity == "warning" and "chipset" in finding.message and "x4" in finding.message
    )
    assert not of(check(replaced(good_parts())), "pcie.chipset_slot")


def test_largest_gpu_goes_into_the_cpu_slot():
    slots = "1:x16:x16:g5:cpu;4:x16:x4:g4:chipset"
    small, big = gpu("small", board_power_w=150, vram_gb=12), gpu("big", board_power_w=450)
    parts = [p for p, _ in good_parts() if p.category.value not in ("gpu", "motherboard")]
    rb = resolved(*parts, board(pcie_slots=slots), small, big)
    links = {lk.gpu.id: lk for lk in gpu_links(rb)}
    assert links["big"].source == "cpu" and links["big"].lanes == 16
    assert links["small"].source == "chipset" and links["small"].lanes == 4


def test_lane_budget_note_when_gpus_and_cpu_m2_ask_more_than_the_cpu_has():
    # 20-lane CPU: x8 + x8 GPUs + 2 CPU-attached M.2 = 24 lanes.
    two_cpu_m2 = board(m2_slots="M2_1:g5:x4:cpu;M2_2:g5:x4:cpu")
    result = check(replaced(good_parts(), cpu(pcie_lanes=20), two_cpu_m2, (storage(), 2)))
    [finding] = of(result, "pcie.lane_budget")
    assert finding.severity == "note" and "24 lanes" in finding.message
    assert not of(
        check(replaced(good_parts(), cpu(pcie_lanes=24), two_cpu_m2, (storage(), 2))),
        "pcie.lane_budget",
    )


def test_lanes_note_with_three_cards_names_only_the_cpu_fed_slots_and_the_real_count():
    # Slots 1 and 4 share the CPU's x16; the third card goes to the chipset slot 7.
    result = check(replaced(good_parts(), (gpu(), 3)))
    [finding] = of(result, "pcie.lanes")
    assert finding.severity == "note"
    assert "2 cards (slot 1" in finding.message and "slot 4" in finding.message
    assert "slot 7" not in finding.message  # the chipset slot has its own finding
    assert "3 GPUs" in finding.message and "2-GPU" not in finding.message
    assert of(result, "pcie.chipset_slot")


def test_lanes_warning_with_four_cards_but_two_seated_says_so():
    # Three-slot cards: only 2 of the 4 fit the board (an error of its own).
    slots = "1:x16:x16/x8:g5:cpu;4:x16:x8:g5:cpu"
    thick = gpu(slot_width=3)
    result = check(replaced(good_parts(), board(pcie_slots=slots), (thick, 4)))
    [finding] = of(result, "pcie.lanes")
    assert finding.severity == "warning"
    assert "among 2 cards" in finding.message and "with 4 GPUs" in finding.message
    assert "With 4 cards" not in finding.message


def test_chipset_slot_says_an_x16_slot():
    slots = "1:x16:x16/x8:g5:cpu;2:x16:x8:g5:cpu;5:x16:x4:g4:chipset"
    [finding] = of(check(replaced(good_parts(), board(pcie_slots=slots))), "pcie.chipset_slot")
    assert " a x16" not in finding.message and "takes x16 cards" in finding.message


def test_lane_budget_counts_m2_drives_in_words():
    one_cpu_m2 = board(m2_slots="M2_1:g5:x4:cpu")
    result = check(replaced(good_parts(), cpu(pcie_lanes=16), one_cpu_m2, (storage(), 1)))
    [finding] = of(result, "pcie.lane_budget")
    assert "2 GPUs on CPU lanes take 16 and 1 CPU-attached M.2 drive takes 4" in finding.message
    assert "20 lanes wanted" in finding.message and "(s)" not in finding.message
