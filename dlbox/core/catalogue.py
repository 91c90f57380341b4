"""Load the shipped parts catalogue into validated models and pandas tables.

Each CSV row is validated on its own: a bad row becomes a :class:`LoadIssue`
naming the file, line and field, and every other row still loads.  The tables
are built once, so the UI and the compatibility filter can work on whole
columns (numpy) instead of looping over parts.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_origin

import pandas as pd
from pydantic import ValidationError

from dlbox.core.limits import error_text, shown
from dlbox.core.parts import (
    BOARD_SLOT_POSITIONS,
    PART_MODELS,
    Category,
    Motherboard,
    Part,
    PartBase,
)
from dlbox.core.safe_read import UnreadableFileError, read_regular
from dlbox.core.street_prices import (
    DEFAULT_MARKET,
    PRICES_FILE,
    PriceBook,
    apply_street_prices,
    load_price_book,
)

if TYPE_CHECKING:  # price_searches reads its CSV through this module
    from dlbox.core.price_searches import PriceSearches

# Searches that found no price (price_searches.py).
NOT_FOUND_FILE = "prices_not_found.csv"

DATA_ENV_VAR = "DLBOX_DATA_DIR"
# No catalogue or import CSV comes near this; it keeps a 5 GB file or /dev/zero out of memory.
MAX_CSV_BYTES = 200 * 1024 * 1024

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


@dataclass(frozen=True)
class LoadIssue:
    """One problem found while loading; ``line`` is the 1-based line in the file."""

    file: str
    line: int | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f", line {self.line}"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"


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


@dataclass(frozen=True)
class CsvRow:
    """One non-blank record: the line it starts on, its cells by column, and how many
    cells it had (the header's count when well formed)."""

    line: int
    values: dict[str, str]
    cells: int


@dataclass(frozen=True)
class CsvRecords:
    """A CSV table read row by row: the header, every non-blank row with the line it
    starts on, and the problems in file order (a repeated column, rows whose cell count
    differs from the header's, and ``stopped``)."""

    header: list[str]
    records: list[CsvRow]
    issues: list[LoadIssue]
    # The file-level problem that ended reading (unreadable, not UTF-8, not CSV from
    # some line on): the rows before it are kept.  Also in ``issues``.
    stopped: LoadIssue | None = None

    @property
    def well_formed(self) -> list[CsvRow]:
        """The rows with as many cells as the header."""
        width = len(self.header)
        return [r for r in self.records if r.cells == width]

    @property
    def rows(self) -> list[dict[str, str]]:
        return [r.values for r in self.well_formed]

    @property
    def lines(self) -> list[int]:
        return [r.line for r in self.well_formed]


def _stopped(label: str, line: int | None, message: str) -> CsvRecords:
    issue = LoadIssue(label, line, None, message)
    return CsvRecords([], [], [issue], issue)


def read_csv_records(
    path: Path, label: str | None = None, *, max_bytes: int | None = None
) -> CsvRecords:
    """Read ``path`` with the csv module, one row at a time; never raises.

    A row with more or fewer cells than the header is reported with its line (and
    left out of ``rows``); every other row still loads.  Line numbers are the
    physical line where a row starts, so a quoted cell spanning lines does not
    shift them.  A file over ``max_bytes`` is not read.
    """
    label = label or path.name
    limit = max_bytes if max_bytes is not None else MAX_CSV_BYTES
    try:
        raw = read_regular(path, limit)
    except UnreadableFileError as exc:
        message = {
            "folder": "is a folder; expected a CSV file",
            "special": "is not a regular file (a pipe or a device); expected a CSV file",
            "too_big": f"is larger than {limit // 2**20} MB; expected a CSV file under that",
        }.get(exc.problem, str(exc))
        return _stopped(label, None, message)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return _stopped(label, None, f"byte {exc.start} is not UTF-8; expected a UTF-8 CSV file")
    if "\x00" in text:
        return _stopped(label, None, "contains NUL bytes; expected a text CSV file")
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        return _stopped(label, None, "is empty; expected a header line")
    except csv.Error as exc:
        return _stopped(label, 1, f"is not readable CSV ({exc})")
    issues: list[LoadIssue] = []
    repeated = sorted({h for h in header if h and header.count(h) > 1})
    if repeated:
        word = "column" if len(repeated) == 1 else "columns"
        issues.append(LoadIssue(label, 1, None, f"header repeats {word} {', '.join(repeated)}"))
    records: list[CsvRow] = []
    stopped: LoadIssue | None = None
    width = len(header)
    start = reader.line_num + 1
    try:
        for record in reader:
            if any(cell.strip() for cell in record):
                records.append(CsvRow(start, dict(zip(header, record, strict=False)), len(record)))
                if len(record) != width:
                    issues.append(
                        LoadIssue(
                            label,
                            start,
                            None,
                            f"expected {width} cells like the header, got {len(record)}; "
                            "this row was skipped",
                        )
                    )
            start = reader.line_num + 1
    except csv.Error as exc:
        stopped = LoadIssue(label, start, None, f"is not readable CSV from here on ({exc})")
        issues.append(stopped)
    return CsvRecords(header, records, issues, stopped)


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
        from dlbox.core.price_searches import load_searches  # it reads CSVs through this module

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
