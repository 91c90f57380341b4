"""Read a user's CSV file with one-line errors instead of tracebacks."""

from __future__ import annotations

from pathlib import Path

from dlbox.core.csv_records import CsvRow, read_csv_records
from dlbox.core.importers.summary import ImportFileError

MAX_IMPORT_BYTES = 200 * 1024 * 1024


def read_csv_rows(path: Path) -> tuple[list[str], list[CsvRow]]:
    """Header (stripped) and the non-blank rows, those with the wrong number of cells
    included (``CsvRow.cells`` says); raises ``ImportFileError`` on a file-level problem."""
    records = read_csv_records(path, str(path), max_bytes=MAX_IMPORT_BYTES)
    problem = records.stopped
    if problem is not None:
        where = f"line {problem.line}: " if problem.line is not None else ""
        raise ImportFileError(f"{path}: {where}{problem.message}")
    return records.header, records.records
