"""Loads a PSU model is documented to have carried (data/psu_load_records.csv).

Rule 14 asks a unit not rated ATX 3.x for "extra margin" because nothing says it rides out
the GPUs' spikes.  A cited run of the same unit model feeding the same cards at a higher
sustained load without a shutdown is that evidence for this one model: its protection held
under those cards' spikes at more load than the build puts on it.  Each row: the PSU and
GPU part ids, how many of those cards, the DC load (W), and its source.

Pure: no rule module is imported.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dlbox.core.catalogue import default_data_dir
from dlbox.core.parts import GPU, PSU
from dlbox.core.rig.data_rows import numbered_rows

RECORDS_FILE = "psu_load_records.csv"


@dataclass(frozen=True, slots=True)
class LoadRecord:
    """``psu_id`` fed ``gpus`` × ``gpu_id`` at ``load_w`` (DC) and did not shut down."""

    psu_id: str
    gpu_id: str
    gpus: int
    load_w: float
    source: str

    def covers(self, psu: PSU, cards: Sequence[GPU], load_w: float) -> bool:
        """Whether this run put at least as much on the same unit, with at least as many of
        the same cards (and no other card), as ``cards`` at ``load_w``."""
        return (
            psu.id == self.psu_id
            and bool(cards)
            and all(g.id == self.gpu_id for g in cards)
            and len(cards) <= self.gpus
            and load_w <= self.load_w
        )


def read_records(path: Path) -> tuple[tuple[LoadRecord, ...], tuple[str, ...]]:
    """The rows of ``path`` and one line per row that could not be used (file, line, field)."""
    records: list[LoadRecord] = []
    problems: list[str] = []
    rows, unreadable = numbered_rows(path)
    if unreadable:
        return (), unreadable
    for where, row in rows:
        psu_id, gpu_id = (row.get("psu_id") or "").strip(), (row.get("gpu_id") or "").strip()
        if not psu_id or not gpu_id:
            problems.append(f"{where}: psu_id and gpu_id must name parts")
            continue
        try:
            gpus, load = int(row["gpus"]), float(row["load_w"])
        except (TypeError, ValueError, KeyError):
            problems.append(f"{where}: gpus must be a whole number and load_w a number")
            continue
        if gpus < 1 or not load > 0:
            problems.append(f"{where}: gpus must be at least 1 and load_w above 0")
            continue
        if (row.get("outcome") or "").strip() != "no shutdown":
            problems.append(f"{where}: outcome must be 'no shutdown'")
            continue
        source = (row.get("source") or "").strip()
        if not source:
            problems.append(f"{where}: source is empty")
            continue
        try:
            dt.date.fromisoformat((row.get("as_of") or "").strip())
        except ValueError:
            problems.append(f"{where}: as_of must be an ISO date")
            continue
        records.append(LoadRecord(psu_id, gpu_id, gpus, load, source))
    return tuple(records), tuple(problems)


@cache
def _records(root: Path) -> tuple[LoadRecord, ...]:
    """Read once per data folder."""
    return read_records(root / RECORDS_FILE)[0]


def record_for(psu: PSU, cards: Sequence[GPU], load_w: float) -> LoadRecord | None:
    """The documented run of this unit that covers ``cards`` at ``load_w``, if any."""
    for record in _records(default_data_dir()):
        if record.covers(psu, cards, load_w):
            return record
    return None
