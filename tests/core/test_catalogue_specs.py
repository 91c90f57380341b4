"""Specs the rules need: stated where known, marked where guessed, never 0 for unknown."""

from __future__ import annotations

import csv
import datetime as dt
import re
from pathlib import Path

from dlbox.core.parts import Category, Motherboard


def test_a_board_whose_notes_call_its_slot_positions_a_guess_is_marked_unverified(catalogue):
    boards = [b for b in catalogue.in_category(Category.MOTHERBOARD)]
    assert boards and all(isinstance(b, Motherboard) for b in boards)
    for board in boards:
        assert board.slot_layout_verified is not None, board.id
        notes = (board.notes or "").lower()
        if "(guess)" in notes or "are a guess" in notes or "is a guess" in notes:
            assert board.slot_layout_verified is False, board.id
    verified = {b.id for b in boards if b.slot_layout_verified}
    assert "msi-meg-b550-unify" in verified  # "Slot table verified" from the manual
    assert "asus-pro-ws-wrx90e-sage-se" not in verified  # sources disagree on the wiring


def test_no_shipped_size_or_power_is_written_as_zero(catalogue):
    """0 mm, 0 W or 0 GB means a gap was filled with a number: unknown must stay empty."""
    for part in catalogue:
        for name, value in part.model_dump().items():
            if name.endswith(("_mm", "_w", "_gb", "_gbs", "_mts")) and value is not None:
                assert not (isinstance(value, int | float) and value == 0), (part.id, name)


# ------------------------------------------------- the PSU/case/cooler specs the rules read
# The fewest shipped rows that state each spec (all cited, checked 2026-11-25). A later edit
# that empties a cited cell fails here; raise the floor when you cite more.
SPEC_FLOORS: dict[tuple[Category, str], int] = {
    (Category.PSU, "pcie_8pin"): 4,
    (Category.PSU, "hpwr_16pin"): 7,
    (Category.PSU, "eps_8pin"): 4,
    (Category.PSU, "sata_connectors"): 2,
    (Category.PSU, "length_mm"): 7,
    (Category.PSU, "atx_version"): 18,
    (Category.CASE, "max_psu_length_mm"): 2,
    (Category.CASE, "radiator_mounts"): 8,
    (Category.CASE, "max_gpu_length_mm"): 18,
    (Category.CASE, "max_cooler_height_mm"): 18,
    (Category.COOLER, "rated_w"): 2,
}

# What a row's source/notes must say next to a count it states: the connector's name.
CONNECTOR_WORDS = {
    "pcie_8pin": r"PCIe|6\+2",
    "hpwr_16pin": r"12VHPWR|12V-2x6|16-pin",
    "eps_8pin": r"EPS|CPU",
    "sata_connectors": r"SATA",
}
NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"]


def _stated(value: object) -> bool:
    return value is not None and value != []


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _cites_count(text: str, field: str, count: int) -> bool:
    """'10 PCIe 6+2', 'one 12V-2x6 cable', 'pcie_8pin=6' or, for 0, 'no PCIe ... outputs'."""
    words = CONNECTOR_WORDS[field] + ("|PCIe" if field == "hpwr_16pin" else "")
    if f"{field}={count}" in text:
        return True
    if count == 0:
        return re.search(rf"\b[Nn]o\b[^.]{{0,40}}(?:{words})", text) is not None
    spelled = [str(count)] + ([NUMBER_WORDS[count]] if count < len(NUMBER_WORDS) else [])
    numbers = "|".join(spelled)
    return re.search(rf"(?<![\d.])(?:{numbers})\b[^.\d]{{0,25}}(?:{words})", text) is not None


def test_spec_coverage_never_falls_below_the_cited_rows(catalogue):
    short = {}
    for (category, field), floor in SPEC_FLOORS.items():
        stated = sum(1 for p in catalogue.in_category(category) if _stated(getattr(p, field)))
        if stated < floor:
            short[f"{category.value}.{field}"] = (stated, floor)
    assert short == {}


def test_every_stated_psu_connector_count_and_length_is_in_its_rows_citation(catalogue):
    uncited = []
    for psu in catalogue.in_category(Category.PSU):
        text = f"{psu.source} {psu.notes or ''}"
        for field in CONNECTOR_WORDS:
            count = getattr(psu, field)
            if count is not None and not _cites_count(text, field, int(count)):
                uncited.append((psu.id, field, count))
        if psu.length_mm is not None and not re.search(rf"\b{_number(psu.length_mm)} ?mm", text):
            uncited.append((psu.id, "length_mm", psu.length_mm))
        # A per-rail limit is the label's or the maker's figure: '40 A per 12 V rail'.
        amps = psu.rail_12v_a
        if amps is not None and not (
            re.search(rf"\b{_number(amps)} ?A\b", text) and re.search(r"\brails?\b", text)
        ):
            uncited.append((psu.id, "rail_12v_a", amps))
    assert uncited == []


def test_every_stated_case_clearance_and_radiator_mount_is_in_its_rows_citation(catalogue):
    uncited = []
    for case in catalogue.in_category(Category.CASE):
        text = f"{case.source} {case.notes or ''}"
        limit = case.max_psu_length_mm
        if limit is not None and not re.search(rf"\b{_number(limit)} ?mm", text):
            uncited.append((case.id, "max_psu_length_mm", limit))
        if case.has_no_radiator_mount:
            if "radiator_mounts=none" not in text:
                uncited.append((case.id, "radiator_mounts", "none"))
            continue
        for mount in case.radiator_mounts:
            place, size = mount.split(":")
            if not (re.search(rf"\b{size}\b", text) and re.search(place, text, re.I)):
                uncited.append((case.id, "radiator_mounts", mount))
    assert uncited == []


def test_every_stated_cooler_rating_is_the_makers_figure_in_its_notes(catalogue):
    uncited = []
    for cooler in catalogue.in_category(Category.COOLER):
        text = f"{cooler.source} {cooler.notes or ''}"
        if cooler.rated_w is not None and not re.search(rf"\b{_number(cooler.rated_w)} ?W\b", text):
            uncited.append((cooler.id, cooler.rated_w))
        if cooler.brand == "Noctua":  # Noctua rates coolers on its NSPR scale, never in watts
            assert cooler.rated_w is None, cooler.id
    assert uncited == []


# Every spec above that a shipped row leaves unknown is listed, with why and when it was
# looked for, in data/specs_not_found.csv; a cell filled since is no longer listed there.
NOT_FOUND = Path(__file__).resolve().parents[2] / "data" / "specs_not_found.csv"
RULE_SPECS = {
    Category.PSU: ("pcie_8pin", "hpwr_16pin", "eps_8pin", "length_mm", "atx_version"),
    Category.CASE: ("max_psu_length_mm", "radiator_mounts"),
    Category.COOLER: ("rated_w",),
}


def test_every_unknown_rule_spec_is_listed_with_why_and_when_it_was_looked_for(catalogue):
    with NOT_FOUND.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    ids = [row["part_id"] for row in rows]
    assert len(ids) == len(set(ids)), "a part is listed twice"
    listed = set()
    for row in rows:
        assert row["reason"].strip(), row
        assert dt.date.fromisoformat(row["checked"]) <= dt.date.today(), row
        listed |= {(row["part_id"], field) for field in row["fields"].split(";")}
    unknown = {
        (part.id, field)
        for category, fields in RULE_SPECS.items()
        for part in catalogue.in_category(category)
        for field in fields
        if not _stated(getattr(part, field))
    }
    assert sorted(unknown - listed) == [], "unknown specs with no reason listed"
    parts = {part.id: part for category in Category for part in catalogue.in_category(category)}
    stated = {(pid, f) for pid, f in listed if pid in parts and _stated(getattr(parts[pid], f))}
    assert sorted(stated) == [], "listed as not found but the row now states it"
    assert all(pid in parts for pid, _ in listed), "listed part not in the catalogue"
