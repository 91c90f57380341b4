"""The user's price layer: every refreshed snapshot, kept in one SQLite file.

Why SQLite (stdlib ``sqlite3``): a refresh of AWS, Azure and GCP in every
region and pricing model is tens of thousands of rows, and each refresh is
kept as a dated snapshot for the price history, so the file grows by that
much each time.  A transaction makes a refresh all-or-nothing (a failed or
cancelled one leaves the file as it was), indexes keep the newest snapshot
per provider and one GPU's history quick to read, and nothing needs
installing.  The shipped catalogue stays a CSV in ``data/cloud``.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from dlbox.core.autosave import user_data_dir
from dlbox.core.cost.offers import Offer

SCHEMA_VERSION = 1
OFFER_FIELDS = tuple(Offer.model_fields)
_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS snapshots(
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    provider TEXT NOT NULL,
    taken TEXT NOT NULL,
    origin TEXT NOT NULL,
    rows INTEGER NOT NULL,
    skipped INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS prices(
    snapshot INTEGER NOT NULL REFERENCES snapshots(id),
    {", ".join(f"{name} TEXT" for name in OFFER_FIELDS)}
);
CREATE INDEX IF NOT EXISTS prices_snapshot ON prices(snapshot);
CREATE INDEX IF NOT EXISTS prices_gpu ON prices(gpu_id, date);
"""


def default_store_path() -> Path:
    return user_data_dir() / "cloud" / "prices.sqlite"


@contextmanager
def _connect(path: Path) -> Iterator[sqlite3.Connection]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path)) as db:
        db.executescript(_SCHEMA)
        db.execute(
            "INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),)
        )
        yield db


def _cell(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.date):
        return value.isoformat()
    if hasattr(value, "value"):
        return str(value.value)
    return str(value)


class PriceStore:
    """Snapshots of refreshed prices; :meth:`current` gives the newest one per provider."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_store_path()

    def exists(self) -> bool:
        return self.path.is_file()

    def add_snapshots(
        self, by_provider: dict[str, list[Offer]], origin: str, skipped: dict[str, int]
    ) -> None:
        """Store one snapshot per provider in a single transaction (all or nothing)."""
        taken = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        with _connect(self.path) as db, db:  # `with db` commits, or rolls back on error
            for provider, offers in by_provider.items():
                cursor = db.execute(
                    "INSERT INTO snapshots(provider, taken, origin, rows, skipped) VALUES (?,?,?,?,?)",
                    (provider, taken, origin, len(offers), skipped.get(provider, 0)),
                )
                snapshot = cursor.lastrowid
                placeholders = ",".join("?" * (len(OFFER_FIELDS) + 1))
                db.executemany(
                    f"INSERT INTO prices VALUES ({placeholders})",
                    (
                        (snapshot, *(_cell(getattr(o, name)) for name in OFFER_FIELDS))
                        for o in offers
                    ),
                )

    def snapshots(self) -> list[dict[str, Any]]:
        if not self.exists():
            return []
        with _connect(self.path) as db:
            cursor = db.execute(
                "SELECT id, provider, taken, origin, rows, skipped FROM snapshots ORDER BY id"
            )
            names = [c[0] for c in cursor.description]
            return [dict(zip(names, row, strict=True)) for row in cursor]

    def _rows(self, where: str, args: Iterable[Any] = ()) -> list[dict[str, str]]:
        if not self.exists():
            return []
        with _connect(self.path) as db:
            cursor = db.execute(
                f"SELECT {', '.join(OFFER_FIELDS)} FROM prices {where}", tuple(args)
            )
            return [
                {k: v for k, v in zip(OFFER_FIELDS, row, strict=True) if v is not None}
                for row in cursor
            ]

    def current(self) -> list[dict[str, str]]:
        """The rows of the newest snapshot of each provider (raw cells, validated by the loader)."""
        return self._rows("WHERE snapshot IN (SELECT MAX(id) FROM snapshots GROUP BY provider)")

    def history(self, gpu_id: str) -> list[dict[str, str]]:
        """Every stored price of one GPU, from every snapshot."""
        return self._rows("WHERE gpu_id = ?", (gpu_id,))
