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
        (
            _card(),
            rp.case(case_type="Mini-ITX SFF", max_gpu_height_mm=None),
            "tallest card it takes is unknown",
        ),
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


def _sff(id: str = "sff", tallest: float | None = 145, **kw):  # type: ignore[no-untyped-def]
    row = dict(case_type="Mini-ITX SFF", max_cooler_height_mm=60, max_gpu_height_mm=tallest)
    return rp.case(id, **{**row, **kw})


def test_a_small_case_that_states_its_tallest_card_is_checked_with_both_figures():
    # Fractal's Terra takes cards up to 145 mm tall: a 137 mm card leaves 8 mm for the plug.
    result = rp.check(_build(_card(), _sff()))
    [finding] = rp.of(result, RULE)
    assert finding.severity == "warning"
    text = finding.message
    assert "137 mm" in text and "145 mm" in text and "8 mm" in text and "35 mm" in text
    assert "angled" in finding.fix.text and "172 mm" in finding.fix.text
    assert not _bend_items(result)
    # A 100 mm card leaves 45 mm: nothing to say, nothing left unchecked.
    roomy = rp.check(_build(_card(height_mm=100), _sff()))
    assert rp.of(roomy, RULE) == [] and not _bend_items(roomy)


def test_the_small_case_fix_offers_only_cases_that_take_a_tall_enough_card():
    # (cooler limits of 200 mm so that the build's tower cooler fits the candidates)
    rb = _build(_card(), _sff("tight", max_cooler_height_mm=200))
    catalogue = Catalogue.from_parts(
        [
            *(p.part for p in rb.picks),
            _sff("tall", 180, max_cooler_height_mm=200),
            _sff("unknown", None, max_cooler_height_mm=200),
        ]
    )
    [finding] = rp.of(check_build(rb, catalogue), RULE)
    assert "tall" in finding.fix.part_ids
    assert "tight" not in finding.fix.part_ids and "unknown" not in finding.fix.part_ids


def test_a_card_taller_than_the_small_case_takes_is_an_error_and_a_warning_when_assumed():
    rule = "physical.gpu_height"
    rb = _build(_card(height_mm=150), _sff())
    [finding] = rp.of(rp.check(rb), rule)
    assert finding.severity == "error"
    assert "150 mm" in finding.message and "145 mm" in finding.message
    unnamed = rp.with_rig(rb, {"card-16": {"card_model_named": False}})
    [assumed] = rp.of(rp.check(unnamed), rule)
    assert assumed.severity == "warning" and "assumed" in assumed.message
    assert rp.of(rp.check(_build(_card(height_mm=140), _sff())), rule) == []
    # A tower states no tallest card: the card's height is never judged against it.
    assert rp.of(rp.check(_build(_card(height_mm=150), rp.case())), rule) == []


def test_the_shipped_terra_and_node_202_state_a_cited_tallest_card():
    catalogue = load_catalogue()
    for case_id in ("fractal-design-terra", "fractal-design-node-202"):
        case = catalogue.get("case", case_id)
        assert case.max_gpu_height_mm == 145
        assert "145" in case.source
    # The RTX 4090 Founders Edition (137 mm) fits the Terra, with 8 mm above it.
    gpu = catalogue.get("gpu", "rtx-4090")
    terra = catalogue.get("case", "fractal-design-terra")
    result = rp.check(_build(gpu, terra))
    assert rp.of(result, "physical.gpu_height") == []
    [finding] = rp.of(result, RULE)
    assert "8 mm" in finding.message


def test_a_card_of_unknown_height_in_a_small_case_that_states_its_tallest_card_is_not_checked():
    result = rp.check(_build(_card(height_mm=None), _sff()))
    assert rp.of(result, "physical.gpu_height") == []
    [item] = [i for i in result.not_checked if i.startswith("GPU height vs case")]
    assert "height is unknown" in item and "145 mm" in item
