"""Rows of the small cited CSV files the rules read, each with where it came from."""

from __future__ import annotations

import csv
from pathlib import Path


def numbered_rows(path: Path) -> tuple[list[tuple[str, dict[str, str]]], tuple[str, ...]]:
    """Each row of ``path`` with its place ("file line N", as a user finds it in an editor),
    or no rows and one line saying why the file could not be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return [], (f"{path.name}: cannot be read ({exc.strerror or exc})",)
    rows = csv.DictReader(text.splitlines())
    return [(f"{path.name} line {n}", row) for n, row in enumerate(rows, start=2)], ()
