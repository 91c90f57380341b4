"""Rules 7–9 and 11: board in case, GPU form/length/slots, stacked cards, PSU fit."""

from __future__ import annotations

from tests.core.rules_parts import (
    board,
    case,
    check,
    cooler,
    good_parts,
    gpu,
    of,
    psu,
    replaced,
    resolved,
    severities,
    with_rig,
)


def test_board_too_big_for_the_case_is_an_error():
    result = check(replaced(good_parts(), case(form_factors="Mini-ITX")))
    [finding] = of(result, "physical.form_factor")
    assert finding.severity == "error" and "ATX" in finding.message


def test_a_case_listing_atx_also_takes_micro_atx_and_itx():
    parts = replaced(good_parts(), board(form_factor="Micro-ATX"), case(form_factors="ATX"))
    assert not of(check(parts), "physical.form_factor")


def test_unknown_case_board_sizes_and_psu_bays_are_notes():
    unknown = case(form_factors="", psu_form_factors="")
    result = check(replaced(good_parts(), unknown))
    assert severities(result, "physical.form_factor") == {"note"}
    assert severities(result, "physical.psu_form") == {"note"}


def test_gpu_longer_than_the_case_allows_names_both_lengths():
    result = check(replaced(good_parts(), (gpu(length_mm=336), 1), case(max_gpu_length_mm=280)))
    [finding] = of(result, "physical.gpu_length")
    assert finding.severity == "error"
    assert "336 mm" in finding.message and "280 mm" in finding.message


def test_front_radiator_takes_27_mm_of_gpu_clearance():
    # 360 mm radiator fits only at the front of this case: 320 - 27 = 293 mm < 300 mm.
    tight = case(max_gpu_length_mm=320, radiator_mounts="front:360;top:240")
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    result = check(replaced(good_parts(), tight, aio))
    assert severities(result, "physical.gpu_length") == {"error"}
    assert "radiator" in of(result, "physical.gpu_length")[0].message
    top_mount = case(max_gpu_length_mm=320, radiator_mounts="front:360;top:360")
    assert not of(check(replaced(good_parts(), top_mount, aio)), "physical.gpu_length")


def test_gpu_of_unknown_length_is_a_note_not_an_error():
    result = check(replaced(good_parts(), gpu(length_mm=None)))
    assert severities(result, "physical.gpu_length") == {"note"}


def test_sxm_module_and_mxm_without_a_slot_are_errors():
    sxm = gpu("h100-sxm", form_factor="sxm", slot_width=None, length_mm=None)
    assert severities(check(replaced(good_parts(), (sxm, 1))), "physical.gpu_form") == {"error"}
    mxm = gpu("mxm", form_factor="mxm", slot_width=None, length_mm=None)
    assert severities(check(replaced(good_parts(), (mxm, 1))), "physical.gpu_form") == {"error"}
    stx = board(form_factor="Mini-STX", pcie_slots="none", mxm_slot=True)
    assert not of(check(resolved(stx, mxm)), "physical.gpu_form")


def test_pcie_card_on_a_board_without_x16_slot_is_an_error():
    result = check(replaced(good_parts(), board(pcie_slots="1:x1:x1:g3:chipset"), (gpu(), 1)))
    assert severities(result, "physical.gpu_form") == {"error"}


def test_three_slot_cards_that_the_board_cannot_seat():
    thick = gpu(slot_width=3.5, cooler="open_air")
    # x16 slots at 1, 4 and 7: a 4-slot-wide card at 1 covers 1-4, so only two fit.
    result = check(replaced(good_parts(), (thick, 3)))
    [finding] = of(result, "physical.gpu_slots")
    assert finding.severity == "error"
    assert "positions 1, 4, 7" in finding.message and "only 2 cards" in finding.message
    assert not of(check(replaced(good_parts(), (thick, 2))), "physical.gpu_slots")


def test_cards_that_overhang_the_case_expansion_slots_fail_on_the_case():
    # Two 2-slot cards at positions 1 and 4 end at position 5; a 4-slot case is too short.
    result = check(replaced(good_parts(), case(expansion_slots=4)))
    [finding] = of(result, "physical.case_slots")
    assert finding.severity == "error" and "need 5" in finding.message
    assert not of(check(replaced(good_parts(), case(expansion_slots=5))), "physical.case_slots")


def test_case_slot_count_is_checked_even_without_a_board():
    rb = resolved((gpu(slot_width=3), 3), case(expansion_slots=7))
    assert severities(check(rb), "physical.case_slots") == {"error"}
    assert not of(
        check(resolved((gpu(slot_width=3), 2), case(expansion_slots=7))), "physical.case_slots"
    )


def _unnamed(rb):  # type: ignore[no-untyped-def]
    """``rb`` whose GPU line says the card model is not named (only the chip is)."""
    gpu_id = next(p.id for p in rb.build.parts if p.category.value == "gpu")
    return with_rig(rb, {gpu_id: {"card_model_named": False}})


def test_an_assumed_card_width_fails_the_board_as_a_warning_with_both_numbers():
    thick = gpu(slot_width=3.5, cooler="open_air")
    named = check(replaced(good_parts(), (thick, 3)))
    assert severities(named, "physical.gpu_slots") == {"error"}
    [finding] = of(check(_unnamed(replaced(good_parts(), (thick, 3)))), "physical.gpu_slots")
    assert finding.severity == "warning"
    assert "only 2 cards" in finding.message and "positions 1, 4, 7" in finding.message
    assert "assumed" in finding.message and "3.5-slot" in finding.message
    assert finding.fix is not None and "how thick" in finding.fix.text


def test_an_assumed_card_width_on_an_unknown_layout_is_a_warning():
    # Four 3-slot cards need 10 positions; an ATX board has at most 7.
    atx = board(pcie_slots=None, form_factor="ATX")
    rb = replaced(good_parts(), atx, (gpu(slot_width=3), 4), case(expansion_slots=None))
    assert severities(check(rb), "physical.gpu_slots") == {"error", "note"}
    [warned] = [f for f in of(check(_unnamed(rb)), "physical.gpu_slots") if f.severity != "note"]
    assert warned.severity == "warning"
    assert "at least 10" in warned.message and "at most 7" in warned.message
    assert "assumed" in warned.message


def test_an_assumed_card_width_fails_the_case_as_a_warning():
    rb = resolved((gpu(slot_width=3), 3), case(expansion_slots=7))
    assert severities(check(rb), "physical.case_slots") == {"error"}
    [finding] = of(check(_unnamed(rb)), "physical.case_slots")
    assert finding.severity == "warning" and "need 9" in finding.message
    assert "assumed" in finding.message


def test_an_unnamed_card_too_long_for_the_case_is_a_warning_saying_the_length_is_assumed():
    rb = replaced(good_parts(), (gpu(length_mm=336), 1), case(max_gpu_length_mm=330))
    assert severities(check(rb), "physical.gpu_length") == {"error"}
    [finding] = of(check(_unnamed(rb)), "physical.gpu_length")
    assert finding.severity == "warning"
    assert "336 mm" in finding.message and "330 mm" in finding.message
    assert "assumed" in finding.message


def test_an_unnamed_card_that_fits_is_listed_as_not_checked_not_passed():
    # The catalogue card fits, but a partner card of the same chip may be longer.
    rb = replaced(good_parts(), (gpu(length_mm=304), 1), case(max_gpu_length_mm=330))
    assert not of(check(_unnamed(rb)), "physical.gpu_length")
    [gap] = [u for u in check(_unnamed(rb)).not_checked if u.startswith("GPU length vs case at")]
    assert "304 mm" in gap and "330 mm" in gap and "not named" in gap
    assert not [u for u in check(rb).not_checked if u.startswith("GPU length vs case at")]


def test_stacked_open_air_cards_warn_about_heat():
    touching = board(pcie_slots="1:x16:x16/x8:g5:cpu;3:x16:x8:g5:cpu")
    hot = gpu(cooler="open_air")
    result = check(replaced(good_parts(), touching, (hot, 2)))
    [finding] = of(result, "physical.gpu_adjacent")
    assert finding.severity == "warning" and "30%" in finding.message
    assert finding.fix is not None and "blower" in finding.fix.text
    # Blower cards exhaust out of the back: stacking them is what they are for.
    assert not of(
        check(replaced(good_parts(), touching, (gpu(cooler="blower"), 2))), "physical.gpu_adjacent"
    )


def test_spaced_open_air_cards_are_fine():
    spaced = board(pcie_slots="1:x16:x16/x8:g5:cpu;5:x16:x8:g5:cpu")
    result = check(replaced(good_parts(), spaced, (gpu(cooler="open_air"), 2)))
    assert not of(result, "physical.gpu_adjacent")


def test_sfx_psu_in_atx_case_needs_a_bracket_and_atx_psu_in_sfx_case_does_not_fit():
    sfx = psu(form_factor="SFX", length_mm=100)
    assert severities(check(replaced(good_parts(), sfx)), "physical.psu_form") == {"warning"}
    itx_case = case(psu_form_factors="SFX", form_factors="ATX")
    assert severities(check(replaced(good_parts(), itx_case)), "physical.psu_form") == {"error"}
    assert not of(check(replaced(good_parts())), "physical.psu_form")


def test_psu_longer_than_the_case_allows_is_an_error():
    result = check(replaced(good_parts(), psu(length_mm=240)))
    [finding] = of(result, "physical.psu_length")
    assert "240 mm" in finding.message and "220 mm" in finding.message
    assert not of(check(replaced(good_parts(), psu(length_mm=200))), "physical.psu_length")
