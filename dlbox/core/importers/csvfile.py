"""Read a user's CSV file with one-line errors instead of tracebacks."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.importers.summary import ImportFileError

MAX_IMPORT_BYTES = 200 * 1024 * 1024


@dataclass(frozen=True)
class CsvRow:
    line: int  # 1-based line where the record starts
    values: dict[str, str]
    cells: int  # how many cells the record had (the header's count when well formed)


def read_csv_rows(path: Path) -> tuple[list[str], list[CsvRow]]:
    """Header (stripped) and the non-blank rows; raises ``ImportFileError``."""
    try:
        size = path.stat().st_size
        if size > MAX_IMPORT_BYTES:
            raise ImportFileError(
                f"{path}: {size:,} bytes; expected a CSV file under {MAX_IMPORT_BYTES // 2**20} MB"
            )
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ImportFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ImportFileError(f"{path}: is a folder; expected a CSV file") from None
    except OSError as exc:
        raise ImportFileError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportFileError(
            f"{path}: byte {exc.start} is not UTF-8; expected a UTF-8 CSV file"
        ) from None
    if "\x00" in text:
        raise ImportFileError(f"{path}: contains NUL bytes; expected a text CSV file")
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        raise ImportFileError(f"{path}: is empty; expected a header line") from None
    except csv.Error as exc:
        raise ImportFileError(f"{path}: line 1: {exc}") from None
    rows: list[CsvRow] = []
    start = reader.line_num + 1
    try:
        for record in reader:
            if any(cell.strip() for cell in record):
                rows.append(CsvRow(start, dict(zip(header, record, strict=False)), len(record)))
            start = reader.line_num + 1
    except csv.Error as exc:
        raise ImportFileError(f"{path}: line {start}: {exc}") from None
    return header, rows
