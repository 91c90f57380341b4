"""Load the shipped parts catalogue into validated models and pandas tables.

Each CSV row is validated on its own: a bad row becomes a :class:`LoadIssue`
naming the file, line and field, and every other row still loads.  The tables
are built once, so the UI and the compatibility filter can work on whole
columns (numpy) instead of looping over parts.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, get_origin

import pandas as pd
from pydantic import ValidationError

from dlbox.core.csv_records import LoadIssue, read_csv_records
from dlbox.core.limits import error_text, shown
from dlbox.core.parts import (
    BOARD_SLOT_POSITIONS,
    PART_MODELS,
    Category,
    Motherboard,
    Part,
    PartBase,
)
from dlbox.core.price_searches import PriceSearches, load_searches
from dlbox.core.street_prices import (
    DEFAULT_MARKET,
    PRICES_FILE,
    PriceBook,
    apply_street_prices,
    load_price_book,
)

# Searches that found no price (price_searches.py).
NOT_FOUND_FILE = "prices_not_found.csv"

DATA_ENV_VAR = "DLBOX_DATA_DIR"

# Properties that are not fields but that users sort and filter by.
DERIVED_COLUMNS: dict[Category, tuple[str, ...]] = {
    Category.MEMORY: ("capacity_gb",),
    Category.MOTHERBOARD: ("x16_slots",),
}


def default_data_dir() -> Path:
    """The catalogue folder: $DLBOX_DATA_DIR, the source tree's data/, or the wheel's copy.

    Every reader of a shipped table asks this on each call (a test or a user may point
    DLBOX_DATA_DIR elsewhere at any time), so the shipped folder is looked up once."""
    override = os.environ.get(DATA_ENV_VAR)
    return Path(override) if override else _shipped_data_dir()


@cache
def _shipped_data_dir() -> Path:
    package_dir = Path(__file__).resolve().parent.parent
    for candidate in (package_dir.parent / "data", package_dir / "_data"):
        if (candidate / "parts").is_dir():
            return candidate
    return package_dir.parent / "data"


class CatalogueError(Exception):
    """Raised when a catalogue file cannot be used at all."""


def _friendly_pydantic_message(error: dict[str, Any]) -> str:
    message = error_text(error)
    value = error.get("input")
    if error.get("type") == "missing":
        return "is required but empty"
    if error.get("type") == "extra_forbidden":
        return "is not a known column for this category"
    if error.get("type") == "value_error" and ", got " in message:
        return message  # a dlbox range message already shows the value, shortened
    if isinstance(value, str | int | float):
        return f"{message} (got {shown(value)})"
    return message


@cache
def _required_lists(model: type[PartBase]) -> frozenset[str]:
    """Required list fields (a cooler's sockets, a case's form factors): an empty cell
    there is an empty list, which the checks read as "unknown", not a missing value."""
    return frozenset(
        name
        for name, info in model.model_fields.items()
        if info.is_required() and get_origin(info.annotation) is list
    )


def validate_rows(
    model: type[PartBase],
    rows: Iterable[dict[str, str]],
    file_label: str,
    first_line: int = 2,
    lines: Sequence[int] | None = None,
) -> tuple[list[tuple[int, PartBase]], list[LoadIssue]]:
    """Validate raw CSV rows; empty cells mean unknown and fall back to defaults.

    ``lines`` gives the physical line each row starts on (a quoted cell may span
    several lines); without it rows are taken to be one line each from
    ``first_line``.  Returns ``(line, part)`` pairs for the rows that validated,
    and the issues.
    """
    parts: list[tuple[int, PartBase]] = []
    issues: list[LoadIssue] = []
    lists = _required_lists(model)
    for offset, raw in enumerate(rows):
        line = lines[offset] if lines is not None else first_line + offset
        cleaned = {k: v for k, v in raw.items() if k and v is not None and str(v).strip() != ""}
        for name in lists:
            if name in raw and name not in cleaned:
                cleaned[name] = []
        try:
            part = model.model_validate(cleaned)
        except ValidationError as exc:
            for error in exc.errors():
                loc = ".".join(str(p) for p in error.get("loc", ())) or None
                issues.append(LoadIssue(file_label, line, loc, _friendly_pydantic_message(error)))
            continue
        parts.append((line, part))
        if isinstance(part, Motherboard) and (outside := part.slots_outside_board()):
            # Kept (the checks show it as suspect); the loader still names it.
            most = BOARD_SLOT_POSITIONS[part.form_factor][1]
            issues.append(
                LoadIssue(
                    file_label,
                    line,
                    "pcie_slots",
                    f"slot position {', '.join(map(str, outside))} lies past position {most}, "
                    f"the last one a {part.form_factor} board has (expected 1 to {most}); "
                    "the row is loaded, its slot list is suspect",
                )
            )
    return parts, issues


def read_category_csv(
    path: Path, category: Category
) -> tuple[list[tuple[int, PartBase]], list[LoadIssue]]:
    model = PART_MODELS[category]
    label = path.name
    records = read_csv_records(path, label)
    if not records.header:
        return [], records.issues
    missing = [c for c in ("id", "name", "source", "as_of") if c not in records.header]
    if missing:
        return [], [
            LoadIssue(label, 1, None, f"header lacks required columns: {', '.join(missing)}")
        ]
    parts, issues = validate_rows(model, records.rows, label, lines=records.lines)
    merged = sorted([*records.issues, *issues], key=lambda i: i.line or 0)
    return parts, merged


@dataclass
class Catalogue:
    """Validated parts by category, with a pandas table per category."""

    parts: dict[Category, dict[str, PartBase]] = field(default_factory=dict)
    issues: list[LoadIssue] = field(default_factory=list)
    # Every dated street-price quote (data/prices.csv), by part id.
    prices: PriceBook = field(default_factory=PriceBook)
    # The market whose quotes give each part its current price (US, TW, KR, CN).
    market: str = DEFAULT_MARKET
    # Searches for a price that found none (data/prices_not_found.csv), by part and market:
    # where the app would show a price, it says where it was looked for.
    searches: PriceSearches | None = None
    _tables: dict[Category, pd.DataFrame] = field(default_factory=dict, repr=False)

    @classmethod
    def from_parts(
        cls,
        parts: Iterable[PartBase],
        issues: Iterable[LoadIssue] = (),
        prices: PriceBook | None = None,
        market: str = DEFAULT_MARKET,
        searches: PriceSearches | None = None,
    ) -> Catalogue:
        catalogue = cls(
            parts={c: {} for c in Category},
            issues=list(issues),
            prices=prices or PriceBook(),
            market=market,
            searches=searches,
        )
        for part in parts:
            catalogue._add(part, file_label=f"{part.category.value}.csv", line=None)
        return catalogue

    def _add(self, part: PartBase, file_label: str, line: int | None) -> None:
        existing = self.find(part.id)
        if existing is not None:
            self.issues.append(
                LoadIssue(
                    file_label,
                    line,
                    "id",
                    f"duplicate id {part.id!r} (already used by {existing.category.value} "
                    f"{existing.name!r}); this row was skipped",
                )
            )
            return
        self.parts.setdefault(part.category, {})[part.id] = part
        self._tables.pop(part.category, None)

    def with_market(self, market: str) -> Catalogue:
        """The same parts priced from ``market``'s street quotes (new before used, else
        any market's newest); a part without a quote keeps its own row's price."""
        if market == self.market:
            return self
        priced = apply_street_prices(list(self), self.prices, market)
        return Catalogue.from_parts(priced, self.issues, self.prices, market, self.searches)

    # ---------------------------------------------------------- queries
    def find(self, part_id: str) -> PartBase | None:
        for by_id in self.parts.values():
            if part_id in by_id:
                return by_id[part_id]
        return None

    def get(self, category: Category | str, part_id: str) -> PartBase:
        by_id = self.parts.get(Category(category), {})
        if part_id not in by_id:
            raise KeyError(f"no {Category(category).value} with id {part_id!r} in the catalogue")
        return by_id[part_id]

    def in_category(self, category: Category | str) -> list[PartBase]:
        return list(self.parts.get(Category(category), {}).values())

    def __iter__(self) -> Iterator[PartBase]:
        for by_id in self.parts.values():
            yield from by_id.values()

    def __len__(self) -> int:
        return sum(len(v) for v in self.parts.values())

    def table(self, category: Category | str) -> pd.DataFrame:
        """One row per part (index = id), one column per field, plus derived columns."""
        category = Category(category)
        if category not in self._tables:
            self._tables[category] = parts_table(self.in_category(category), category)
        return self._tables[category]


def parts_table(parts: list[PartBase], category: Category) -> pd.DataFrame:
    model = PART_MODELS[category]
    columns = list(model.model_fields) + list(DERIVED_COLUMNS.get(category, ()))
    records = []
    for part in parts:
        record = part.model_dump()
        for name in DERIVED_COLUMNS.get(category, ()):
            record[name] = getattr(part, name)
        records.append(record)
    frame = pd.DataFrame.from_records(records, columns=columns)
    frame.insert(0, "category", category.value)
    return frame.set_index("id", drop=False)


def load_catalogue(data_dir: Path | str | None = None, market: str = DEFAULT_MARKET) -> Catalogue:
    """Read every ``data/parts/<category>.csv`` and the street prices in
    ``data/prices.csv``; problems land in ``catalogue.issues``.

    Each part's ``price`` is its newest street quote for ``market`` (new before used,
    else the newest quote of any market); a part without a quote keeps its row's
    price, which shipped rows leave empty: unknown.
    """
    root = Path(data_dir) if data_dir is not None else default_data_dir()
    parts_dir = root / "parts"
    if not parts_dir.is_dir():
        raise CatalogueError(f"catalogue folder {parts_dir} does not exist")
    catalogue = Catalogue(parts={c: {} for c in Category})
    for category in Category:
        path = parts_dir / f"{category.value}.csv"
        if not path.exists():
            catalogue.issues.append(LoadIssue(path.name, None, None, "file not found"))
            continue
        rows, issues = read_category_csv(path, category)
        catalogue.issues.extend(issues)
        for line, part in rows:
            catalogue._add(part, path.name, line)
    prices_path = root / PRICES_FILE
    if prices_path.exists():
        book, price_issues = load_price_book(prices_path, (p.id for p in catalogue))
        catalogue.issues.extend(
            LoadIssue(PRICES_FILE, i.line, i.field, i.message) for i in price_issues
        )
        catalogue.prices = book
        catalogue.market = market
        for category, by_id in catalogue.parts.items():
            priced = apply_street_prices(list(by_id.values()), book, market)
            catalogue.parts[category] = {p.id: p for p in priced}
        catalogue._tables.clear()
    searches_path = root / NOT_FOUND_FILE
    if searches_path.exists():
        searches, search_issues = load_searches(searches_path, {p.id for p in catalogue})
        catalogue.issues.extend(search_issues)
        catalogue.searches = searches
    return catalogue


@cache
def shipped_catalogue() -> Catalogue:
    """The default catalogue, loaded once per process."""
    return load_catalogue()


def part_model(category: Category | str) -> type[PartBase]:
    return PART_MODELS[Category(category)]


def as_part(category: Category | str, data: dict[str, Any]) -> Part:
    """Validate a dict (e.g. a saved snapshot) as a part of ``category``."""
    return part_model(category).model_validate(data)  # type: ignore[return-value]
