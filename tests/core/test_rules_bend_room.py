"""16-pin cable bend room: 35 mm of straight cable between the card's plug and the panel it
faces, from the card's height (plug on the top edge) or length (plug on the end) and the
case's matching limit; every missing spec is named under "not checked"."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlbox.core.catalogue import Catalogue, load_catalogue
from dlbox.core.parts import GPU
from dlbox.core.rules import check_build
from tests.core import rules_parts as rp

RULE = "physical.hpwr_bend_room"


def _card(**kw):  # type: ignore[no-untyped-def]
    row = dict(
        board_power_w=450, pcie_8pin=0, hpwr_16pin=1, height_mm=137, plug_edge="top", slot_width=3
    )
    return rp.gpu("card-16", **{**row, **kw})


def _build(gpu, case, quantity=1):  # type: ignore[no-untyped-def]
    return rp.replaced(rp.good_parts(), (gpu, quantity), case)


def _bend_items(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [i for i in result.not_checked if i.startswith("16-pin cable bend room")]


def test_a_tall_card_in_a_tower_with_little_room_to_the_side_panel_is_warned_with_both_figures():
    result = rp.check(_build(_card(), rp.case(max_cooler_height_mm=170)))
    [finding] = rp.of(result, RULE)
    assert finding.severity == "warning"
    text = finding.message
    assert "137 mm" in text and "170 mm" in text and "33 mm" in text and "35 mm" in text
    assert "only the case's price changes" in finding.fix.text
    assert not _bend_items(result)


def test_a_tower_with_room_for_the_straight_cable_passes_and_lists_nothing():
    result = rp.check(_build(_card(), rp.case(max_cooler_height_mm=185)))
    assert rp.of(result, RULE) == []
    assert not _bend_items(result)


def test_the_fix_offers_only_towers_with_enough_cooler_clearance():
    tight = rp.case("tight", max_cooler_height_mm=170)
    roomy = rp.case("roomy", max_cooler_height_mm=190)
    small = rp.case("itx", case_type="Mini-ITX SFF", max_cooler_height_mm=200)
    rb = _build(_card(), tight)
    catalogue = Catalogue.from_parts([*(p.part for p in rb.picks), roomy, small])
    [finding] = rp.of(check_build(rb, catalogue), RULE)
    assert finding.fix is not None
    assert "roomy" in finding.fix.part_ids and "itx" not in finding.fix.part_ids


def test_a_card_whose_plug_faces_the_front_is_measured_against_the_case_length():
    card = _card(plug_edge="end", height_mm=None, length_mm=380)
    result = rp.check(_build(card, rp.case(max_gpu_length_mm=400)))
    [finding] = rp.of(result, RULE)
    assert "380 mm" in finding.message and "20 mm" in finding.message
    assert rp.of(rp.check(_build(card, rp.case(max_gpu_length_mm=430))), RULE) == []


@pytest.mark.parametrize(
    ("card", "case", "reason"),
    [
        (_card(plug_edge=None), rp.case(), "which edge of the card"),
        (_card(height_mm=None), rp.case(), "the card's height is unknown"),
        (_card(), rp.case(max_cooler_height_mm=None), "CPU cooler limit"),
        (_card(), rp.case(case_type="Mini-ITX SFF", max_cooler_height_mm=60), "is not a tower"),
    ],
)
def test_each_missing_spec_is_named_under_not_checked_and_nothing_is_guessed(card, case, reason):
    result = rp.check(_build(card, case))
    assert rp.of(result, RULE) == []
    [item] = _bend_items(result)
    assert reason in item and card.name in item


def test_a_card_whose_model_is_not_named_is_not_judged_by_the_reference_cards_height():
    card = _card()
    rb = rp.with_rig(
        _build(card, rp.case(max_cooler_height_mm=150)), {card.id: {"card_model_named": False}}
    )
    result = rp.check(rb)
    assert rp.of(result, RULE) == []
    [item] = _bend_items(result)
    assert "not named" in item


def test_an_open_frame_has_no_panel_to_press_the_cable_so_nothing_is_listed():
    frame = rp.case(case_type="Open frame", max_cooler_height_mm=60)
    result = rp.check(_build(_card(), frame))
    assert rp.of(result, RULE) == [] and _bend_items(result) == []


def test_a_plug_edge_outside_the_grammar_is_refused_naming_the_field():
    with pytest.raises(ValidationError, match="plug_edge"):
        _card(plug_edge="side")
    with pytest.raises(ValidationError, match="height_mm"):
        _card(height_mm=-1)


def test_the_shipped_rtx_4090_and_5090_state_a_cited_height_and_the_example_towers_have_room():
    catalogue = load_catalogue()
    for gpu_id in ("rtx-4090", "rtx-5090"):
        gpu = catalogue.get("gpu", gpu_id)
        assert isinstance(gpu, GPU)
        assert gpu.height_mm == 137 and gpu.plug_edge == "top"
        assert "137" in (gpu.notes or "")
