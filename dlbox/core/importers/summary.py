"""What an import did: rows taken, rows skipped with reasons, where the result went."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dlbox.core.limits import shorten

# Called with (rows done, rows in all); returning False cancels the import.
ProgressCallback = Callable[[int, int], bool | None]


class ImportFileError(Exception):
    """A file that cannot be imported at all; the message is one line naming it."""


@dataclass(frozen=True)
class SkippedRow:
    file: str
    line: int
    reason: str  # the same text for every row skipped for the same cause
    detail: str = ""  # what this row had, e.g. the chipset that was not found

    def __post_init__(self) -> None:
        # A cell of 200,000 characters is named, not echoed, in summaries and dialogs.
        object.__setattr__(self, "detail", shorten(self.detail))
        object.__setattr__(self, "reason", shorten(self.reason, 300))

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.file}, line {self.line}: {self.reason}{extra}"


@dataclass
class ImportSummary:
    kind: str
    files: list[str] = field(default_factory=list)
    taken: Counter[str] = field(default_factory=Counter)  # per category or "prices"
    skipped: list[SkippedRow] = field(default_factory=list)
    written_to: Path | None = None
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)  # e.g. files in a folder that were ignored

    @property
    def rows_taken(self) -> int:
        return sum(self.taken.values())

    @property
    def rows_skipped(self) -> int:
        return len(self.skipped)

    def reasons(self) -> list[tuple[str, int, SkippedRow]]:
        """(reason, how many rows, first example) — most frequent first."""
        counts = Counter((row.file, row.reason) for row in self.skipped)
        first: dict[tuple[str, str], SkippedRow] = {}
        for row in self.skipped:
            first.setdefault((row.file, row.reason), row)
        return [(f"{key[0]}: {key[1]}", n, first[key]) for key, n in counts.most_common()]

    def lines(self) -> list[str]:
        """A human summary, one line each."""
        taken = ", ".join(f"{k} {v:,}" for k, v in sorted(self.taken.items())) or "nothing"
        where = f" into {self.written_to}" if self.written_to else ""
        head = "Import cancelled; nothing was written." if self.cancelled else ""
        out = [head] if head else []
        out += self.notes
        out.append(f"Took {_rows(self.rows_taken)}{where}: {taken}.")
        if self.skipped:
            out.append(f"Skipped {_rows(self.rows_skipped)}:")
            out += [
                f"  {n:,} × {reason} (e.g. line {example.line}"
                + (f": {example.detail})" if example.detail else ")")
                for reason, n, example in self.reasons()
            ]
        return out

    def to_dict(self, examples: int = 5) -> dict[str, Any]:
        """JSON-friendly; skipped rows grouped by reason with a few example lines each."""
        groups = []
        for reason, n, _example in self.reasons():
            file, _, text = reason.partition(": ")
            rows = [r for r in self.skipped if r.file == file and r.reason == text][:examples]
            groups.append(
                {
                    "file": file,
                    "reason": text,
                    "rows": n,
                    "examples": [{"line": r.line, "detail": r.detail} for r in rows],
                }
            )
        return {
            "kind": self.kind,
            "files": self.files,
            "taken": dict(sorted(self.taken.items())),
            "rows_taken": self.rows_taken,
            "rows_skipped": self.rows_skipped,
            "skipped": groups,
            "written_to": str(self.written_to) if self.written_to else None,
            "cancelled": self.cancelled,
            "notes": self.notes,
        }


def _rows(n: int) -> str:
    """ "1 row", "1,234 rows": no "(s)" in what the importer reports."""
    return f"{n:,} row" if n == 1 else f"{n:,} rows"
