"""CSV of the part lines, safe to open in a spreadsheet, and readable back.

Spreadsheets run a cell that starts with ``=``, ``+``, ``-``, ``@``, tab or
carriage return as a formula (OWASP "CSV injection"); such cells get a leading
``'`` so they show as text.  :func:`read_csv_export` undoes exactly that.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from dataclasses import dataclass

from dlbox.core.export.report import Report, total_notes
from dlbox.core.parts import Category

COLUMNS = (
    "category",
    "id",
    "name",
    "quantity",
    "unit_price",
    "currency",
    "line_total",
    "price_date",
    "price_source",
    "origin",
    "note",
    "converted_total",
    "report_currency",
)
TOTAL_ROW = "total"
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


def neutralise(cell: str) -> str:
    """Prefix a would-be formula with ``'`` so a spreadsheet shows it as text."""
    return "'" + cell if cell.startswith(FORMULA_PREFIXES) else cell


def restore(cell: str) -> str:
    """Undo :func:`neutralise` (only on the cells it changed)."""
    if cell.startswith("'") and cell[1:].startswith(FORMULA_PREFIXES):
        return cell[1:]
    return cell


def _number(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.2f}"


def to_csv(report: Report) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for line in report.lines:
        row = [
            line.category.value,
            line.id,
            line.name,
            str(line.quantity),
            _number(line.unit_price),
            line.currency,
            _number(line.line_total),
            line.price_date.isoformat() if line.price_date else "",
            line.price_source or "",
            line.origin,
            str(line.note),
            _number(line.converted_total),
            report.currency,
        ]
        writer.writerow([neutralise(cell) for cell in row])
    # One total, in the report's currency; the notes say what it leaves out and the rates.
    note = " ".join(total_notes(report))
    total = _number(report.total) if report.totals else ""
    row = [TOTAL_ROW, "", "Total", "", "", report.currency, total, "", "", "", note, total]
    writer.writerow([neutralise(cell) for cell in [*row, report.currency]])
    return buffer.getvalue()


@dataclass(frozen=True)
class CsvLine:
    category: Category
    id: str
    name: str
    quantity: int
    unit_price: float | None
    currency: str
    line_total: float | None
    price_date: dt.date | None
    price_source: str


class CsvExportError(ValueError):
    """A CSV that is not a dlbox export; the message names the line and column."""


def read_csv_export(text: str) -> tuple[list[CsvLine], dict[str, float]]:
    """Parse :func:`to_csv` output back into lines and totals per currency."""
    reader = csv.DictReader(io.StringIO(text))
    if reader.fieldnames is None or tuple(reader.fieldnames) != COLUMNS:
        raise CsvExportError(f"line 1: expected the columns {', '.join(COLUMNS)}")
    lines: list[CsvLine] = []
    totals: dict[str, float] = {}
    for number, raw in enumerate(reader, start=2):
        row = {k: restore(v or "") for k, v in raw.items()}
        try:
            if row["category"] == TOTAL_ROW:
                if row["line_total"]:
                    totals[row["currency"]] = float(row["line_total"])
                continue
            lines.append(
                CsvLine(
                    category=Category(row["category"]),
                    id=row["id"],
                    name=row["name"],
                    quantity=int(row["quantity"]),
                    unit_price=float(row["unit_price"]) if row["unit_price"] else None,
                    currency=row["currency"],
                    line_total=float(row["line_total"]) if row["line_total"] else None,
                    price_date=dt.date.fromisoformat(row["price_date"])
                    if row["price_date"]
                    else None,
                    price_source=row["price_source"],
                )
            )
        except ValueError as exc:
            raise CsvExportError(f"line {number}: {exc}") from None
    return lines, totals
