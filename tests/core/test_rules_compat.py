"""The "compatible with my build" filter: vectorised, and in agreement with the rules."""

from __future__ import annotations

import random

import numpy as np
import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rules import compatibility, compatible_ids, compatible_mask
from tests.core.rules_parts import board, case, cpu, good_parts, gpu, memory, psu, resolved
from tests.core.rules_synthetic import random_parts


def _catalogue_and_build(*extra):
    parts = [p for p, _ in good_parts()]
    catalogue = Catalogue.from_parts([*parts, *extra])
    build = Build()
    for part, quantity in good_parts():
        build = build.with_part(part, quantity)
    return catalogue, resolve(build, catalogue)


def test_mask_is_aligned_with_the_catalogue_table():
    catalogue, rb = _catalogue_and_build(cpu("lga", socket="LGA1700"), cpu("am5-b", price=300))
    mask, _ = compatible_mask(catalogue, Category.CPU, rb)
    table = catalogue.table(Category.CPU)
    assert mask.dtype == np.bool_ and mask.shape == (len(table),)
    assert dict(zip(table.index, mask, strict=True)) == {"cpu-a": True, "lga": False, "am5-b": True}


def test_reasons_name_the_numbers_of_the_new_error():
    catalogue, rb = _catalogue_and_build(case("short", max_gpu_length_mm=250))
    mask, reasons = compatible_mask(catalogue, Category.CASE, rb)
    assert not mask[list(catalogue.table(Category.CASE).index).index("short")]
    [message] = reasons("short")
    assert "300 mm" in message and "250 mm" in message
    assert reasons.failed_checks("short") == ["physical.gpu_length:gpu-a"]
    assert reasons("case-a") == []


def test_an_error_already_in_the_build_does_not_empty_other_lists():
    wrong = cpu("lga", socket="LGA1700", memory_types="DDR5")
    catalogue = Catalogue.from_parts([wrong, board(), gpu(), gpu("gpu-b"), psu(), case()])
    build = Build().with_part(wrong).with_part(board()).with_part(psu()).with_part(case())
    rb = resolve(build, catalogue)
    assert compatible_ids(catalogue, Category.GPU, rb) == ["gpu-a", "gpu-b"]
    assert compatible_ids(catalogue, Category.MOTHERBOARD, rb) == []


def test_psu_list_of_a_broken_build_without_a_psu_names_only_the_new_error():
    """The PSU filter (the planner asks it for every build it closes) skips the rules on a
    build with no supply; the list and its reasons must still be what the rules say."""
    short = case("short", max_gpu_length_mm=250)  # the 300 mm cards do not fit: an error
    parts = [p for p, _ in good_parts() if p.category not in (Category.PSU, Category.CASE)]
    small, long = psu("small", wattage_w=300), psu("long", length_mm=260)
    catalogue = Catalogue.from_parts([*parts, short, psu(), small, long])
    build = Build().with_part(short)
    for part, quantity in good_parts():
        if part.category not in (Category.PSU, Category.CASE):
            build = build.with_part(part, quantity)
    rb = resolve(build, catalogue)
    mask, reasons = compatible_mask(catalogue, Category.PSU, rb)
    kept = dict(zip(catalogue.table(Category.PSU).index, mask, strict=True))
    assert kept == {"psu-a": True, "small": False, "long": False}
    assert reasons.failed_checks("small") == ["power.psu_capacity"]
    [message] = reasons("small")
    assert "300 W" in message and "250 mm" not in message
    assert reasons.failed_checks("long") == ["physical.psu_length"]
    assert reasons("psu-a") == []


def _two_cards_in_both_x16_slots():
    """Two 2-slot cards filling a board's two x16 slots; a 3-slot card in the catalogue."""
    two_slots = board(pcie_slots="1:x16:x16/x8:g5:cpu;4:x16:x8:g5:cpu")
    parts = [p for p, _ in good_parts() if p.category != Category.MOTHERBOARD]
    catalogue = Catalogue.from_parts([*parts, two_slots, gpu("thick", slot_width=3, price=500)])
    build = Build()
    for part, quantity in good_parts():
        build = build.with_part(
            two_slots if part.category == Category.MOTHERBOARD else part, quantity
        )
    return catalogue, resolve(build, catalogue)


def test_add_mode_counts_one_more_unit_and_replace_mode_swaps_the_model():
    catalogue, rb = _two_cards_in_both_x16_slots()
    # Both x16 slots hold a card already: a third card of any kind has nowhere to go …
    assert compatible_ids(catalogue, Category.GPU, rb, mode="add") == []
    # … while two 3-slot cards in place of the two 2-slot ones still fit (1-3 and 4-6).
    assert compatible_ids(catalogue, Category.GPU, rb, mode="replace") == ["gpu-a", "thick"]


def test_browser_view_shows_gpus_that_fit_added_or_in_place_of_the_current_ones():
    catalogue, rb = _two_cards_in_both_x16_slots()
    found = compatibility(catalogue, Category.GPU, rb)
    ids = list(catalogue.table(Category.GPU).index)
    # No third card fits, but both models can take the place of the two in the build.
    assert not found.add.any()
    assert [i for i, keep in zip(ids, found.mask, strict=True) if keep] == ["gpu-a", "thick"]
    assert found.replace_only.tolist() == found.mask.tolist()


def test_browser_view_of_a_single_part_category_is_the_replace_mask():
    catalogue, rb = _catalogue_and_build(cpu("lga", socket="LGA1700"), cpu("am5-b", price=300))
    found = compatibility(catalogue, Category.CPU, rb)
    replace, _ = compatible_mask(catalogue, Category.CPU, rb, mode="replace")
    assert found.mask.tolist() == replace.tolist() and not found.replace_only.any()
    assert found.reasons("lga") and not found.reasons("am5-b")


def test_memory_add_mode_respects_free_slots():
    catalogue, rb = _catalogue_and_build(memory("four", modules=4, module_gb=16), memory("two"))
    assert compatible_ids(catalogue, Category.MEMORY, rb) == ["mem-a", "two"]
    assert compatible_ids(catalogue, Category.MEMORY, rb, mode="replace") == [
        "mem-a",
        "four",
        "two",
    ]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_mask_agrees_with_the_scalar_rules_part_by_part(seed):
    """Random catalogues with unknown values, barebones, MXM and SXM cards, and random builds:
    the vectorised mask must say exactly what the rules say."""
    catalogue = Catalogue.from_parts([p for c in Category for p in random_parts(c, 24, seed)])
    r = random.Random(seed)
    for _ in range(6):
        build = Build()
        for category in Category:
            if r.random() < 0.8:
                quantity = r.choice([1, 2, 4]) if category in (Category.GPU, Category.MEMORY) else 1
                build = build.with_part(r.choice(catalogue.in_category(category)), quantity)
        rb = resolve(build, catalogue)
        for category in Category:
            for mode in ("replace", "add"):
                mask, reasons = compatible_mask(catalogue, category, rb, mode=mode)
                for keep, part_id in zip(mask, catalogue.table(category).index, strict=True):
                    assert keep == (not reasons(part_id)), (category, mode, part_id)


def test_mask_agrees_with_the_rules_on_the_shipped_catalogue(catalogue):
    if not catalogue.in_category(Category.GPU):
        pytest.skip("data/parts not present")
    for path in ("two-3090-am5-x8x8", "deskmini-2017", "four-4090-1200w-mid-tower"):
        from tests.core.test_golden_builds import load

        rb = load(path, catalogue)
        for category in Category:
            mask, reasons = compatible_mask(catalogue, category, rb)
            for keep, part_id in zip(mask, catalogue.table(category).index, strict=True):
                assert keep == (not reasons(part_id)), (path, category, part_id)


def test_empty_category_gives_an_empty_mask():
    rb = resolved(*good_parts())
    mask, _ = compatible_mask(Catalogue.from_parts([]), Category.GPU, rb)
    assert mask.shape == (0,)
