"""Appending dated price rows to ``data/prices.csv`` from the price-log tools
(tools/danawa_rows.py, tools/coolpc_rows.py): the rows already there, the catalogue's part
ids, and an atomic append that keeps the file's own columns."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from dlbox.core.atomic import atomic_write_text
from dlbox.core.catalogue import read_csv_records

RowKey = tuple[str, str, str, str]
KEY_COLUMNS = ("part_id", "market", "condition", "price_date")


def existing_keys(path: Path, errors: list[str]) -> tuple[list[str], set[RowKey]]:
    """The prices file's header and the (part, market, condition, day) of every row; rows
    the file cannot give are named in ``errors``."""
    records = read_csv_records(path, path.name)
    errors.extend(str(i) for i in records.issues)
    keys = {
        (r["part_id"], r["market"], r["condition"], r["price_date"])
        for r in records.rows
        if set(KEY_COLUMNS) <= r.keys()
    }
    return records.header, keys


def append_rows(path: Path, header: list[str], rows: list[dict[str, str]]) -> None:
    """``rows`` after the file's last line, in its columns, written atomically."""
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        text += "\n"
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=header, lineterminator="\n")
    for row in rows:
        writer.writerow({c: row.get(c, "") for c in header})
    atomic_write_text(path, text + buffer.getvalue())


def part_ids(parts_dir: Path) -> set[str]:
    """Every part id of the catalogue's part files."""
    ids: set[str] = set()
    for path in sorted(parts_dir.glob("*.csv")):
        ids.update(r.get("id", "") for r in read_csv_records(path).rows)
    return ids - {""}


def finish_run(
    prices: Path,
    header: list[str],
    rows: list[dict[str, str]],
    skipped: Iterable[str],
    errors: list[str],
    *,
    write: bool,
    columns: Sequence[str],
) -> int:
    """How a price-log tool ends: each skipped listing and each error on stderr, then the
    rows appended to ``prices`` (with ``write``) or printed as CSV in ``columns``; the exit
    status, 2 where any input was bad (the good rows are still used)."""
    for line in skipped:
        print(f"skipped: {line}", file=sys.stderr)
    for line in errors:
        print(line, file=sys.stderr)
    if write and rows and header:
        append_rows(prices, header, rows)
        print(f"{len(rows)} rows appended to {prices}", file=sys.stderr)
    elif not write:
        writer = csv.DictWriter(sys.stdout, fieldnames=list(columns), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    return 2 if errors else 0
