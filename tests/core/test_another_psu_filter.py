"""Compatible only, adding another PSU (Edit ▸ Add as Another PSU): a candidate is judged by
the share of the load it would carry beside the build's PSU, not as the only PSU — and the
verdict agrees with the rules once the GPUs are split between the two supplies."""

from __future__ import annotations

import itertools

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rig.load import second_psu_need_w
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import check_build, compatibility, compatible_mask
from tests.core.rules_parts import good_parts, gpu, psu

# Two 600 W cards and a 1000 W PSU: ~1,480 W in all, so PSU 1 is ~480 W over. Moving one
# card's cables to a second PSU moves 525 W (its other 75 W still come through the slot).
CARD = gpu(board_power_w=600, pcie_8pin=0, hpwr_16pin=1)
FIRST = psu("psu-1000", wattage_w=1000)
CANDIDATES = {
    "psu-1600": 1600,  # carries the whole rig alone
    "psu-550": 550,  # too small for the rig, enough for one card's cables
    "psu-450": 450,  # too small even for one card's cables
}


def _parts():
    rest = [(p, q) for p, q in good_parts() if p.category not in (Category.GPU, Category.PSU)]
    return [*rest, (CARD, 2), (FIRST, 1)]


@pytest.fixture
def rig():
    extra = [psu(key, wattage_w=watts) for key, watts in CANDIDATES.items()]
    catalogue = Catalogue.from_parts([p for p, _ in _parts()] + extra)
    build = Build()
    for part, quantity in _parts():
        build = build.with_part(part, quantity)
    return catalogue, resolve(build, catalogue)


def _shown(catalogue, mask) -> set[str]:
    ids = catalogue.table(Category.PSU).index
    return {str(i) for i, keep in zip(ids, mask, strict=True) if keep and i in CANDIDATES}


def test_the_share_is_one_cards_cables(rig):
    _catalogue, rb = rig
    assert second_psu_need_w(BuildView.of(rb)) == pytest.approx(525.0)


def test_a_psu_too_small_for_the_rig_is_shown_as_another_psu(rig):
    catalogue, rb = rig
    alone, _ = compatible_mask(catalogue, Category.PSU, rb)  # in place of the 1000 W one
    assert _shown(catalogue, alone) == {"psu-1600"}
    beside, reasons = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    assert _shown(catalogue, beside) == {"psu-1600", "psu-550"}
    [why] = reasons("psu-450")
    assert "450 W" in why and "525 W" in why and "PSU 1" in why
    assert reasons("psu-550") == []
    # The browser's switch: the same mask through compatibility().
    found = compatibility(catalogue, Category.PSU, rb, another_psu=True)
    assert _shown(catalogue, found.mask) == {"psu-1600", "psu-550"}
    assert not found.replace_only.any()


def test_the_verdict_agrees_with_the_rules_over_every_split(rig):
    """A candidate the filter keeps has a GPU split with no capacity error; one it hides
    has none."""
    catalogue, rb = rig
    beside, _ = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    kept = _shown(catalogue, beside)
    for key in CANDIDATES:
        second = catalogue.get(Category.PSU, key)
        build = rb.build.with_another_psu(second)
        clean = []
        for on_first in range(3):
            data = build.model_dump(mode="json")
            for pick in data["parts"]:
                if pick["category"] == "gpu":
                    pick["psu_split"] = [on_first, 2 - on_first]
            result = check_build(resolve(Build.model_validate(data), catalogue), None)
            clean.append(not any(f.rule == "power.psu_capacity" for f in result.errors))
        assert any(clean) == (key in kept), key


def test_a_psu_within_its_rating_needs_no_share():
    """With PSU 1 already within its rating, any PSU may join it (it adds no error)."""
    parts = [(p, q) for p, q in good_parts()]
    catalogue = Catalogue.from_parts([p for p, _ in parts] + [psu("tiny", wattage_w=300)])
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    rb = resolve(build, catalogue)
    assert second_psu_need_w(BuildView.of(rb)) == 0.0
    beside, _ = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    alone, _ = compatible_mask(catalogue, Category.PSU, rb)
    ids = list(catalogue.table(Category.PSU).index)
    assert beside[ids.index("tiny")] and not alone[ids.index("tiny")]


def test_no_split_helps_when_psu_1_carries_too_much_without_any_card():
    """Even with every card moved, PSU 1 is over: another PSU cannot fix that, so no
    candidate is hidden for it (the error is the build's already)."""
    rest = [(p, q) for p, q in good_parts() if p.category not in (Category.GPU, Category.PSU)]
    parts = [*rest, (CARD, 2), (psu("psu-100", wattage_w=100), 1)]
    catalogue = Catalogue.from_parts([p for p, _ in parts] + [psu("psu-450", wattage_w=450)])
    build = Build()
    for part, quantity in parts:
        build = build.with_part(part, quantity)
    rb = resolve(build, catalogue)
    assert second_psu_need_w(BuildView.of(rb)) is None
    beside, _ = compatible_mask(catalogue, Category.PSU, rb, mode="add")
    assert beside.all()


def test_a_mixed_rig_moves_the_fewest_watts():
    """Cards of 600 W and 300 W: a 300 W card's 225 W of cables is enough when PSU 1 is
    only ~200 W over, so the share is 225 W, not a big card's 525 W."""
    small = gpu("gpu-300", board_power_w=300, pcie_8pin=2)
    rest = [(p, q) for p, q in good_parts() if p.category not in (Category.GPU, Category.PSU)]
    for first_w in (1300, 1250):
        parts = [*rest, (CARD, 1), (small, 2), (psu("first", wattage_w=first_w), 1)]
        catalogue = Catalogue.from_parts([p for p, _ in parts])
        build = Build()
        for part, quantity in parts:
            build = build.with_part(part, quantity)
        view = BuildView.of(resolve(build, catalogue))
        excess = view.power.load_w - first_w
        need = second_psu_need_w(view)
        assert need is not None and need >= excess
        # The least sum of movable cable draws (525, 225, 225) that covers the excess.
        sums = {sum(c) for r in range(4) for c in itertools.combinations((525, 225, 225), r)}
        assert need == min(s for s in sums if s >= excess)
