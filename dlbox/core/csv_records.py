"""Reading a CSV file row by row without ever raising: every problem is a
:class:`LoadIssue` naming the file, the line and what was expected.

The catalogue, the street-price and price-search tables and the importers all read
through here, so none of them imports another to read a CSV (no import circle).
"""

from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.safe_read import UnreadableFileError, read_regular

# No catalogue or import CSV comes near this; it keeps a 5 GB file or /dev/zero out of memory.
MAX_CSV_BYTES = 200 * 1024 * 1024


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


def number_cell(text: str) -> float:
    """A cell read as a number; NaN when it is not one (the caller names what it expected,
    e.g. a positive count, in its own error)."""
    try:
        return float(text)
    except ValueError:
        return math.nan
