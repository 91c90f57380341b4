"""Which catalogue parts leave a spec the compatibility rules read unknown.

A rule that lacks a spec says "not checked" for that build; this is the same gap seen
from the catalogue: per category, which parts lack which rule spec, and how many parts
state each one.  Unknown means an empty cell (``None`` or an empty list), never 0.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from dlbox.core.parts import Category, PartBase

# The specs each category's rules read (core/rules: power, physical, cooling).  A field
# that only means something for some parts names which (an AIO has no height limit to
# check against the case, an air cooler no radiator).
Applies = Callable[[PartBase], bool]


def _always(_: PartBase) -> bool:
    return True


def _air(part: PartBase) -> bool:
    return getattr(part, "kind", None) == "air"


def _liquid(part: PartBase) -> bool:
    return getattr(part, "kind", None) == "aio"


def _inside_a_case(part: PartBase) -> bool:
    # An external power brick has no length to compare with a PSU bay.
    return getattr(part, "form_factor", None) != "External"


def _pcie_card(part: PartBase) -> bool:
    # Only a PCIe card is held by the case: an SXM/OAM module sits on its baseboard and an
    # MXM module in its host, so the GPU length rule never reads their length.
    return getattr(part, "form_factor", None) == "pcie"


def _pcie_16pin(part: PartBase) -> bool:
    # The 16-pin bend-room check needs to know which edge a PCIe card's plug sits on.
    return _pcie_card(part) and bool(getattr(part, "hpwr_16pin", None))


def _top_plug(part: PartBase) -> bool:
    # A plug on the top edge faces the side panel: the card's height sets the room left.
    return _pcie_16pin(part) and getattr(part, "plug_edge", None) == "top"


def _small_case_with_slots(part: PartBase) -> bool:
    # Outside a tower the CPU cooler limit says nothing about the room beside a card, so
    # the 16-pin bend room (and a card's height) needs the tallest card the case takes;
    # a barebone with no expansion slot takes no card at all.
    tower = "tower" in (getattr(part, "case_type", None) or "").lower()
    return not tower and getattr(part, "expansion_slots", None) != 0


def _has_psu_bay(part: PartBase) -> bool:
    # A barebone powered only by an external brick has no bay to measure.
    return list(getattr(part, "psu_form_factors", None) or []) != ["External"]


def _has_slot_list(part: PartBase) -> bool:
    # A board whose slot list is unknown is bounded by its size and the CPU's lanes
    # instead; one with a list is placed on it, so the list's provenance matters.
    return getattr(part, "pcie_slots", None) is not None


def _verified(value: object) -> bool:
    return value is True


def _version_not_dated(part: PartBase) -> bool:
    # A unit dated before ATX 3.0 existed is known not to be ATX 3.x: the rule needs no more.
    return _inside_a_case(part) and getattr(part, "pre_atx3", None) is None


RULE_SPECS: dict[Category, tuple[tuple[str, Applies], ...]] = {
    Category.PSU: (
        ("pcie_8pin", _always),
        ("hpwr_16pin", _always),
        ("eps_8pin", _always),
        ("atx_version", _version_not_dated),
        ("length_mm", _inside_a_case),
    ),
    Category.CASE: (
        ("max_gpu_length_mm", _always),
        ("max_cooler_height_mm", _always),
        ("max_gpu_height_mm", _small_case_with_slots),
        ("max_psu_length_mm", _has_psu_bay),
        ("radiator_mounts", _always),
        ("expansion_slots", _always),
    ),
    Category.COOLER: (
        ("rated_w", _always),
        ("height_mm", _air),
        ("radiator_mm", _liquid),
    ),
    Category.GPU: (
        ("pcie_6pin", _always),
        ("pcie_8pin", _always),
        ("hpwr_16pin", _always),
        ("eps_8pin", _always),
        ("length_mm", _pcie_card),
        ("plug_edge", _pcie_16pin),
        ("height_mm", _top_plug),
    ),
    # The slot rules place GPUs on the board's slot list; a list read from the manual or
    # a review's slot table is known, a best guess (slot_layout_verified false) is not.
    Category.MOTHERBOARD: (("slot_layout_verified", _has_slot_list),),
}

# How a spec counts as known when an empty cell is not the test (default: stated).
KNOWN_WHEN: dict[tuple[Category, str], Callable[[object], bool]] = {
    (Category.MOTHERBOARD, "slot_layout_verified"): _verified,
}


def stated(value: object) -> bool:
    """A spec is stated when its cell is not empty (0 is a stated count)."""
    return value is not None and value != [] and value != ""


def known(category: Category, field: str, value: object) -> bool:
    """Whether the rules can rely on this spec: stated, or verified where that is the test."""
    return KNOWN_WHEN.get((category, field), stated)(value)


@dataclass(frozen=True)
class SpecGap:
    category: Category
    part_id: str
    name: str
    fields: tuple[str, ...]


@dataclass(frozen=True)
class Coverage:
    category: Category
    field: str
    known: int
    applicable: int


def spec_gaps(parts: Iterable[PartBase]) -> list[SpecGap]:
    """Every part that leaves at least one applicable rule spec unknown, in input order."""
    gaps = []
    for part in parts:
        specs = RULE_SPECS.get(part.category, ())
        missing = tuple(
            f
            for f, applies in specs
            if applies(part) and not known(part.category, f, getattr(part, f))
        )
        if missing:
            gaps.append(SpecGap(part.category, part.id, part.name, missing))
    return gaps


def coverage(parts: Iterable[PartBase]) -> list[Coverage]:
    """Per category and rule spec: how many parts state it, of those it applies to."""
    by_category: dict[Category, list[PartBase]] = {}
    for part in parts:
        if part.category in RULE_SPECS:
            by_category.setdefault(part.category, []).append(part)
    rows = []
    for category, specs in RULE_SPECS.items():
        members = by_category.get(category, [])
        if not members:
            continue
        for name, applies in specs:
            apply_to = [p for p in members if applies(p)]
            count = sum(1 for p in apply_to if known(category, name, getattr(p, name)))
            rows.append(Coverage(category, name, count, len(apply_to)))
    return rows
