"""Price overrides: the user's own dated prices for catalogue parts.

Input CSV columns: ``id,price,currency,price_date[,price_source]`` (a
``category`` column is allowed and checked).  Every price keeps its date; a
row without one is skipped, because an undated price cannot be compared.
Overrides are stored in the user layer and applied in memory on load.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.atomic import atomic_write_many
from dlbox.core.catalogue import Catalogue, LoadIssue
from dlbox.core.importers.csvfile import read_csv_rows
from dlbox.core.importers.summary import (
    ImportFileError,
    ImportSummary,
    ProgressCallback,
    SkippedRow,
)
from dlbox.core.importers.user_layer import PRICE_COLUMNS, merged_csv, price_overrides_path
from dlbox.core.limits import PRICE, date_problem
from dlbox.core.parts import CURRENCY_RE

REQUIRED = ("id", "price", "currency", "price_date")
OPTIONAL = ("category", "price_source")
MAX_PRICE = PRICE.hi  # kept for callers; the range lives in dlbox.core.limits
# Digits grouped by thousands with commas, as spreadsheets save prices: 1,299.00
_GROUPED = re.compile(r"^\d{1,3}(,\d{3})+(\.\d+)?$")


@dataclass(frozen=True)
class PriceOverride:
    id: str
    price: float
    currency: str
    price_date: dt.date
    price_source: str


def looks_like_prices(header: list[str]) -> bool:
    return set(REQUIRED) <= set(header)


def _parse_row(row: dict[str, str], label: str) -> PriceOverride | str:
    """A valid override, or the reason the row is skipped."""
    part_id = row.get("id", "").strip()
    if not part_id:
        return "no id"
    text = row.get("price", "").strip()
    if _GROUPED.match(text):  # "1,299.00" as a spreadsheet writes it
        text = text.replace(",", "")
    try:
        price = float(text)
    except ValueError:
        # The same words for every such row, so the summary groups them.
        return f"price is not a number; expected {PRICE.expected()}"
    problem = PRICE.problem(price)
    if problem is not None:
        return f"price: {problem.rpartition(', got ')[0]}"
    currency = row.get("currency", "").strip().upper()
    if not CURRENCY_RE.match(currency):
        return "currency must be a 3-letter ISO code"
    try:
        date = dt.date.fromisoformat(row.get("price_date", "").strip())
    except ValueError:
        return "price_date must be a date like 2025-01-31"
    problem = date_problem(date)
    if problem is not None:
        return f"price_date: {problem.rpartition(', got ')[0]}"
    source = row.get("price_source", "").strip() or f"price override file {label}"
    return PriceOverride(part_id, price, currency, date, source)


def import_price_overrides(
    path: Path,
    catalogue: Catalogue,
    *,
    root: Path | None = None,
    progress: ProgressCallback | None = None,
) -> ImportSummary:
    """Check each row against ``catalogue`` and store the valid ones in the user layer."""
    label = path.name
    header, rows = read_csv_rows(path)
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        word = "column" if len(missing) == 1 else "columns"
        raise ImportFileError(f"{path}: line 1: missing {word} {', '.join(missing)}")
    summary = ImportSummary(kind="prices", files=[str(path)])
    taken: dict[str, PriceOverride] = {}
    for index, csv_row in enumerate(rows):
        line, row = csv_row.line, csv_row.values
        if progress is not None and index % 500 == 0 and progress(index, len(rows)) is False:
            summary.cancelled = True
            return summary
        result = _parse_row(row, label)
        if isinstance(result, str):
            summary.skipped.append(SkippedRow(label, line, result))
            continue
        part = catalogue.find(result.id)
        if part is None:
            summary.skipped.append(SkippedRow(label, line, "no part with this id", result.id))
            continue
        wanted = row.get("category", "").strip()
        if wanted and wanted != part.category.value:
            summary.skipped.append(
                SkippedRow(
                    label,
                    line,
                    "category does not match the part",
                    f"{result.id} is {part.category.value}",
                )
            )
            continue
        taken[result.id] = result
        summary.taken[part.category.value] += 1
    if progress is not None:
        progress(len(rows), len(rows))
    if not taken:
        return summary  # nothing to store: the stored list stays byte for byte as it was
    target = price_overrides_path(root)
    # Rows are merged as text: a stored row this import does not replace is kept as
    # it was, even one the loader cannot read (the user's to fix, not ours to drop).
    text, _ = merged_csv(target, list(PRICE_COLUMNS), {i: _cells(o) for i, o in taken.items()})
    atomic_write_many({target: text.encode("utf-8")})
    summary.written_to = target
    return summary


def _cells(o: PriceOverride) -> dict[str, str]:
    price = str(int(o.price)) if float(o.price).is_integer() else str(o.price)
    return {
        "id": o.id,
        "price": price,
        "currency": o.currency,
        "price_date": o.price_date.isoformat(),
        "price_source": o.price_source,
    }


def overrides_to_csv(overrides: Iterable[PriceOverride]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(PRICE_COLUMNS)
    for o in overrides:
        writer.writerow(list(_cells(o).values()))
    return buffer.getvalue()


def load_price_overrides(
    root: Path | None = None,
) -> tuple[dict[str, PriceOverride], list[LoadIssue]]:
    path = price_overrides_path(root)
    if not path.exists():
        return {}, []
    label = f"user {path.name}"
    overrides: dict[str, PriceOverride] = {}
    issues: list[LoadIssue] = []
    try:
        _header, rows = read_csv_rows(path)
    except ImportFileError as exc:  # a broken user file must not stop the app
        return {}, [LoadIssue(label, None, None, str(exc))]
    for csv_row in rows:
        result = _parse_row(csv_row.values, label)
        if isinstance(result, str):
            issues.append(LoadIssue(label, csv_row.line, None, result))
        else:
            overrides[result.id] = result
    return overrides, issues


def apply_price_overrides(catalogue: Catalogue, overrides: dict[str, PriceOverride]) -> Catalogue:
    """A catalogue whose parts carry the override prices (ids not found are ignored)."""
    if not overrides:
        return catalogue
    parts = []
    for part in catalogue:
        o = overrides.get(part.id)
        if o is not None:
            part = part.model_copy(
                update={
                    "price": o.price,
                    "currency": o.currency,
                    "price_date": o.price_date,
                    "price_source": o.price_source,
                    # The user's price says nothing of new/used or market.
                    "price_condition": None,
                    "price_market": None,
                }
            )
        parts.append(part)
    return Catalogue.from_parts(
        parts, catalogue.issues, catalogue.prices, catalogue.market, catalogue.searches
    )
