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
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.catalogue import Catalogue, LoadIssue
from dlbox.core.files import atomic_write_text
from dlbox.core.importers.csvfile import read_csv_rows
from dlbox.core.importers.summary import (
    ImportFileError,
    ImportSummary,
    ProgressCallback,
    SkippedRow,
)
from dlbox.core.importers.user_layer import PRICE_COLUMNS, price_overrides_path
from dlbox.core.parts import CURRENCY_RE

REQUIRED = ("id", "price", "currency", "price_date")
OPTIONAL = ("category", "price_source")
# Above any workstation part even in small currency units (a 4-GPU server in KRW ~ 1e8).
MAX_PRICE = 1e10


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
    try:
        price = float(row.get("price", "").strip())
    except ValueError:
        return "price is not a number"
    if not math.isfinite(price) or price < 0 or price > MAX_PRICE:
        return f"price must be a number from 0 to {MAX_PRICE:,.0f}"
    currency = row.get("currency", "").strip().upper()
    if not CURRENCY_RE.match(currency):
        return "currency must be a 3-letter ISO code"
    try:
        date = dt.date.fromisoformat(row.get("price_date", "").strip())
    except ValueError:
        return "price_date must be a date like 2025-01-31"
    if date > dt.date.today() + dt.timedelta(days=1):
        return "price_date is in the future"
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
        raise ImportFileError(f"{path}: line 1: missing column(s) {', '.join(missing)}")
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
    stored, _issues = load_price_overrides(root)
    stored.update(taken)
    target = price_overrides_path(root)
    atomic_write_text(target, overrides_to_csv(stored.values()))
    summary.written_to = target
    return summary


def overrides_to_csv(overrides: Iterable[PriceOverride]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(PRICE_COLUMNS)
    for o in overrides:
        price = str(int(o.price)) if float(o.price).is_integer() else str(o.price)
        writer.writerow([o.id, price, o.currency, o.price_date.isoformat(), o.price_source])
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
                }
            )
        parts.append(part)
    return Catalogue.from_parts(parts, catalogue.issues, catalogue.prices)
