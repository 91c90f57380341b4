"""The user's own catalogue layer, kept apart from the shipped catalogue.

Imported and hand-entered parts live in ``<user data dir>/catalogue/parts/
<category>.csv`` — the same layout and columns as the shipped ``data/parts``,
so the same loader validates them — and price overrides in
``<user data dir>/catalogue/prices.csv``.  Nothing here ever writes to the
shipped catalogue; :func:`~dlbox.core.importers.merged.catalogue_with_user_layer` merges the two in memory.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from dlbox.core.atomic import atomic_write_many
from dlbox.core.autosave import user_data_dir
from dlbox.core.catalogue import Catalogue, read_category_csv
from dlbox.core.csv_records import MAX_CSV_BYTES, LoadIssue, read_csv_records
from dlbox.core.importers.summary import ImportFileError
from dlbox.core.parts import NO_SLOTS, PART_MODELS, Category, M2Slot, PartBase, PcieSlot

PRICE_COLUMNS = ("id", "price", "currency", "price_date", "price_source")


def user_catalogue_dir() -> Path:
    return user_data_dir() / "catalogue"


def user_parts_path(category: Category, root: Path | None = None) -> Path:
    return (root or user_catalogue_dir()) / "parts" / f"{category.value}.csv"


def price_overrides_path(root: Path | None = None) -> Path:
    return (root or user_catalogue_dir()) / "prices.csv"


def _slot_text(slot: BaseModel) -> str:
    """The CSV grammar of parts.py's slot models, so a saved board reads back."""
    if isinstance(slot, PcieSlot):
        shared = f"/x{slot.shared_lanes}" if slot.shared_lanes else ""
        return (
            f"{slot.position}:x{slot.physical_lanes}:x{slot.electrical_lanes}{shared}"
            f":g{slot.gen}:{slot.source}"
        )
    if isinstance(slot, M2Slot):
        text = f"{slot.name}:g{slot.gen}:x{slot.lanes}:{slot.source}"
        text += ":sata" if slot.sata else ""
        text += f":disables={','.join(slot.disables)}" if slot.disables else ""
        return text
    raise TypeError(f"no CSV form for {type(slot).__name__}")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, list | tuple):
        return ";".join(_slot_text(v) if isinstance(v, BaseModel) else str(v) for v in value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def part_cells(part: PartBase) -> dict[str, str]:
    """One part as catalogue CSV cells by column: one per model field, empty = unknown."""
    fields = type(part).model_fields
    # Slot lists where None is unknown: an empty list ("the board has none") is written
    # "none", since an empty cell reads back as unknown.
    explicit_none = {n for n, info in fields.items() if info.default is None}
    cells = {}
    for name in fields:
        value = getattr(part, name)
        empty_list = isinstance(value, list) and not value and name in explicit_none
        cells[name] = NO_SLOTS if empty_list else _cell(value)
    return cells


def parts_to_csv(category: Category, parts: Iterable[PartBase]) -> str:
    """Parts as a catalogue CSV: one column per model field, empty = unknown."""
    return rows_to_csv(list(PART_MODELS[category].model_fields), [part_cells(p) for p in parts])


def rows_to_csv(columns: list[str], rows: Iterable[dict[str, str]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([row.get(name, "") for name in columns])
    return buffer.getvalue()


def stored_rows(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    """The header and every row of a user-layer CSV as text, invalid rows included, so a
    rewrite keeps what it does not replace.  A file that cannot be read as CSV at all
    raises ImportFileError: nothing is written over it."""
    if not path.exists():
        return [], []
    records = read_csv_records(path, f"user {path.name}", max_bytes=MAX_CSV_BYTES)
    if records.stopped is not None:
        raise ImportFileError(
            f"{path}: {records.stopped.message}; your stored file was left unchanged "
            "(fix or move it, then try again)"
        )
    if "id" not in records.header:
        raise ImportFileError(
            f"{path}: line 1: no id column; your stored file was left unchanged "
            "(fix or move it, then try again)"
        )
    return records.header, [r.values for r in records.records]


def merged_csv(
    path: Path,
    columns: list[str],
    replace: dict[str, dict[str, str]],
    drop: set[str] | frozenset[str] = frozenset(),
) -> tuple[str, int]:
    """``path``'s rows with those whose id is in ``replace`` replaced in place, the others
    appended, and ids in ``drop`` removed; every other stored row kept as it was (hand
    edits, rows the loader skips).  Returns the CSV text and how many rows were dropped."""
    header, rows = stored_rows(path)
    header = [*header, *(c for c in columns if c not in header)]
    out: list[dict[str, str]] = []
    done: set[str] = set()
    dropped = 0
    for row in rows:
        part_id = row.get("id", "").strip()
        if part_id in drop:
            dropped += 1
            continue
        if part_id in replace and part_id not in done:
            out.append(replace[part_id])
            done.add(part_id)
            continue
        if part_id in replace:
            dropped += 1  # an earlier duplicate of this id was just replaced
            continue
        out.append(row)
    out += [row for part_id, row in replace.items() if part_id not in done]
    return rows_to_csv(header, out), dropped


def read_user_parts(
    category: Category, root: Path | None = None
) -> tuple[list[PartBase], list[LoadIssue]]:
    path = user_parts_path(category, root)
    if not path.exists():
        return [], []
    rows, issues = read_category_csv(path, category)
    return [part for _line, part in rows], [
        LoadIssue(f"user {i.file}", i.line, i.field, i.message) for i in issues
    ]


def save_user_parts(parts: Iterable[PartBase], root: Path | None = None) -> dict[Category, int]:
    """Add or replace (by id) parts in the user layer; returns how many per category."""
    by_category: dict[Category, dict[str, PartBase]] = {}
    for part in parts:
        by_category.setdefault(part.category, {})[part.id] = part
    written: dict[Category, int] = {}
    contents: dict[Path, bytes] = {}
    # Every file is merged before any is written: one unreadable file changes none.
    for category, new in by_category.items():
        path = user_parts_path(category, root)
        columns = list(PART_MODELS[category].model_fields)
        text, _ = merged_csv(path, columns, {i: part_cells(p) for i, p in new.items()})
        contents[path] = text.encode("utf-8")
        written[category] = len(new)
    atomic_write_many(contents)
    return written


def remove_user_parts(ids: Iterable[str], root: Path | None = None) -> int:
    """Delete parts from the user layer by id; returns how many were removed."""
    doomed = set(ids)
    removed = 0
    contents: dict[Path, bytes] = {}
    for category in Category:
        path = user_parts_path(category, root)
        if not path.exists():
            continue
        text, dropped = merged_csv(path, [], {}, doomed)
        if dropped:
            removed += dropped
            contents[path] = text.encode("utf-8")
    atomic_write_many(contents)
    return removed


def load_user_catalogue(root: Path | None = None) -> Catalogue:
    """Only the user's parts (empty when nothing was imported)."""
    parts: list[PartBase] = []
    issues: list[LoadIssue] = []
    for category in Category:
        found, problems = read_user_parts(category, root)
        parts += found
        issues += problems
    return Catalogue.from_parts(parts, issues)


def merge_catalogues(shipped: Catalogue, user: Catalogue) -> Catalogue:
    """Shipped parts first; a user part reusing a shipped id is reported and left out."""
    return Catalogue.from_parts(
        [*shipped, *user],
        [*shipped.issues, *user.issues],
        shipped.prices,
        shipped.market,
        shipped.searches,
    )
