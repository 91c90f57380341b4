"""Taiwan street-price rows from a Coolpc price-list snapshot (Andy8r0X/Coolpc-Price-Dashboard).

The dashboard's scheduled job saves 原價屋 Coolpc's public price list (coolpc.com.tw 估價單)
as JSON: ``docs/data/latest.json`` holds the newest snapshot, ``{"snapshotTime":
"YYYY-MM-DD HH:MM:SS" (Taipei time), "categories": [{"name": group, "items": [{"name":
listing, "price": TWD, ...}]}]}``, and ``docs/data/prices/<YYYY-MM>.json`` a month's
snapshots as a list of such objects.  ``data/coolpc_products.csv`` maps listings to
catalogue parts (``match``, ``listing``, ``category``, ``part_id``, ``note``):

- ``exact``: the listing whose text is ``listing`` (in ``category`` when one is given) is
  the part — a CPU, board, kit, drive, cooler, case or PSU is the listing of its exact model;
  the ｛｝ Coolpc puts around a model since September 2026 and runs of spaces do not count;
- ``pattern``: ``listing`` is a regular expression, and every listing of ``category`` it
  finds is a card of the part's chip — a GPU takes the lowest-priced card of its chip.
  Cards marked 限搭機 (sold only with a whole system) or 限組裝 (sold only inside a build the
  shop assembles) are not used and are named in the note.

Per part the row is the lowest of its listings, naming the others; a (part, market,
condition, day) already in prices.csv is not repeated; a mapped part with no listing on the
snapshot is reported, since a renamed or delisted listing needs a person's look.

Bad input (a file that is not such JSON, a listing without a name or a whole-TWD price, a
bad mapping row) is named on one line with the file and field; the rest is still used and
the exit status is 2.

    .venv/bin/python tools/coolpc_rows.py SNAPSHOT --commit SHA [--path docs/data/latest.json]
        [--snapshot 'YYYY-MM-DD HH:MM:SS'] [--mapping data/coolpc_products.csv]
        [--prices data/prices.csv] [--write]

Without ``--write`` the rows are printed as CSV; with it they are appended to the
prices file (atomically: the old file or the new one, never half).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dlbox.core.catalogue import read_csv_records
from dlbox.core.importers.price_file import existing_keys, finish_run, part_ids
from dlbox.core.importers.street_quotes import QUOTE_COLUMNS

DATA = ROOT / "data"
REPO = "Andy8r0X/Coolpc-Price-Dashboard"
PRICE_COLUMNS = QUOTE_COLUMNS
MAPPING_COLUMNS = ("match", "listing", "category", "part_id", "note")
SYSTEM_ONLY = "限搭機"  # sold only with a whole system build
# Marks of a card that is not sold on its own, and what each means in a note.
RESTRICTED = {
    SYSTEM_ONLY: "sold only with a whole system",
    "限組裝": "sold only inside a build the shop assembles",
}
TIME_RE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}")
MAX_BYTES = 64 * 1024 * 1024  # a month file is a few MB
NAMED_AT_MOST = 4  # other listings named in a note


@dataclass(frozen=True)
class Listing:
    category: str
    name: str
    price: int


@dataclass(frozen=True)
class Snapshot:
    path: str  # path inside the dashboard's repository
    time: str  # "YYYY-MM-DD HH:MM:SS", Taipei time
    listings: tuple[Listing, ...]

    @property
    def day(self) -> dt.date:
        return dt.date.fromisoformat(self.time[:10])


@dataclass(frozen=True)
class Mapping:
    line: int
    match: str  # exact | pattern
    listing: str
    category: str
    part_id: str
    note: str
    pattern: re.Pattern[str] | None

    def finds(self, listing: Listing) -> bool:
        if self.category and listing.category != self.category:
            return False
        if self.pattern is not None:
            return self.pattern.search(listing.name) is not None
        return plain(listing.name) == plain(self.listing)


def plain(name: str) -> str:
    """A listing's text without Coolpc's ｛｝ around the model and with single spaces: the
    list wrote 'AMD R9 9950X代理盒裝…' in August 2026 and '｛AMD R9 9950X｝代理盒裝…' from
    September, the same listing."""
    return " ".join(name.replace("｛", "").replace("｝", "").split())


@dataclass
class Outcome:
    rows: list[dict[str, str]]
    skipped: list[str]  # parts without a row, and why (not errors)
    errors: list[str]  # bad input: file, field, what was expected


def _load_json(path: Path, errors: list[str]) -> Any:
    try:
        if path.stat().st_size > MAX_BYTES:
            errors.append(f"{path.name}: larger than {MAX_BYTES // 2**20} MiB; not read")
            return None
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        errors.append(f"{path.name}: cannot be read ({exc.strerror or exc})")
    except UnicodeDecodeError:
        errors.append(f"{path.name}: expected UTF-8 JSON text")
    except json.JSONDecodeError as exc:
        errors.append(f"{path.name}, line {exc.lineno}: expected JSON ({exc.msg})")
    return None


def _pick(data: Any, label: str, when: str | None, errors: list[str]) -> dict[str, Any] | None:
    """The snapshot object to read: the one taken at ``when``, else the newest."""
    candidates = data if isinstance(data, list) else [data]
    timed: list[tuple[str, dict[str, Any]]] = []
    for index, snap in enumerate(candidates, 1):
        time = snap.get("snapshotTime") if isinstance(snap, dict) else None
        if not isinstance(time, str) or not TIME_RE.fullmatch(time):
            where = f"{label}, snapshot {index}" if isinstance(data, list) else label
            errors.append(
                f"{where}, field 'snapshotTime': expected 'YYYY-MM-DD HH:MM:SS', got {time!r}"
            )
            continue
        timed.append((time, snap))
    if when is not None:
        timed = [t for t in timed if t[0] == when]
        if not timed:
            errors.append(f"{label}: no snapshot taken at {when}")
    return max(timed, key=lambda t: t[0])[1] if timed else None


def read_snapshot(
    path: Path, repo_path: str, errors: list[str], when: str | None = None
) -> Snapshot | None:
    """One snapshot of ``path`` (a latest.json object or a month file's list); None when
    the file holds none that can be read."""
    label = path.name
    data = _load_json(path, errors)
    if data is None:
        return None
    snap = _pick(data, label, when, errors)
    if snap is None:
        return None
    time = str(snap["snapshotTime"])
    where = f"{label}, snapshot {time}"
    groups = snap.get("categories")
    if not isinstance(groups, list):
        errors.append(f"{where}, field 'categories': expected a list of groups")
        return None
    listings: list[Listing] = []
    for g_index, group in enumerate(groups, 1):
        name = group.get("name") if isinstance(group, dict) else None
        items = group.get("items") if isinstance(group, dict) else None
        if not isinstance(name, str) or not isinstance(items, list):
            errors.append(f"{where}, category {g_index}: expected a 'name' and a list of 'items'")
            continue
        for i_index, item in enumerate(items, 1):
            problem = _item_problem(item)
            if problem:
                errors.append(f"{where}, category '{name}', item {i_index}, {problem}")
                continue
            listings.append(Listing(name, item["name"].strip(), item["price"]))
    return Snapshot(repo_path, time, tuple(listings))


def _item_problem(item: Any) -> str | None:
    if not isinstance(item, dict):
        return "expected an object with a name and a price"
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        return f"field 'name': expected the listing's text, got {name!r}"
    price = item.get("price")
    if isinstance(price, bool) or not isinstance(price, int) or price <= 0:
        return f"field 'price': expected a price in whole TWD, got {price!r}"
    return None


def read_mapping(path: Path, known_ids: set[str], errors: list[str]) -> list[Mapping]:
    label = path.name
    records = read_csv_records(path, label)
    errors.extend(str(i) for i in records.issues)
    missing = [c for c in MAPPING_COLUMNS if records.header and c not in records.header]
    if missing:
        errors.append(f"{label}, line 1: header lacks the columns {', '.join(missing)}")
        return []
    out: list[Mapping] = []
    seen: set[str] = set()
    for record in records.well_formed:
        cells = {k: (v or "").strip() for k, v in record.values.items()}
        problem, pattern = _mapping_problem(cells, known_ids, seen)
        if problem:
            errors.append(f"{label}, line {record.line}, field '{problem[0]}': {problem[1]}")
            continue
        if cells["match"] == "exact":
            seen.add(cells["listing"])
        out.append(
            Mapping(
                record.line,
                cells["match"],
                cells["listing"],
                cells["category"],
                cells["part_id"],
                cells["note"],
                pattern,
            )
        )
    return out


def _mapping_problem(
    cells: dict[str, str], known_ids: set[str], seen: set[str]
) -> tuple[tuple[str, str] | None, re.Pattern[str] | None]:
    pattern = None
    if cells["match"] not in ("exact", "pattern"):
        return ("match", f"expected exact or pattern, got {cells['match']!r}"), None
    if not cells["listing"]:
        return ("listing", "expected the listing's text or a pattern"), None
    if cells["match"] == "pattern":
        try:
            pattern = re.compile(cells["listing"])
        except re.error as exc:
            return ("listing", f"expected a regular expression ({exc})"), None
        if not cells["category"]:
            return ("category", "a pattern needs the Coolpc group it searches"), None
    elif cells["listing"] in seen:
        return ("listing", "this listing is mapped twice"), None
    if cells["part_id"] not in known_ids:
        return ("part_id", f"expected a catalogue part id, got {cells['part_id']!r}"), None
    if not cells["note"]:
        return ("note", "expected why this listing is the part (model, colour, ...)"), None
    return None, pattern


def _twd(amount: int) -> str:
    return f"{amount:,}"


def _named(listings: Sequence[Listing]) -> str:
    text = ", ".join(f"'{x.name}' {_twd(x.price)}" for x in listings[:NAMED_AT_MOST])
    if len(listings) > NAMED_AT_MOST:
        text += f" and {len(listings) - NAMED_AT_MOST} more"
    return text


def build_rows(
    snapshot: Snapshot,
    mappings: Sequence[Mapping],
    existing: Iterable[tuple[str, str, str, str]],
    *,
    commit: str,
) -> Outcome:
    """Rows for every mapped part on ``snapshot``; ``existing`` holds the (part, market,
    condition, day) keys already in prices.csv."""
    outcome = Outcome([], [], [])
    have = set(existing)
    by_part: dict[str, list[Mapping]] = {}
    for mapping in mappings:
        by_part.setdefault(mapping.part_id, []).append(mapping)
    for part_id, members in by_part.items():
        row = _part_row(snapshot, part_id, members, commit, outcome.skipped)
        if row is None:
            continue
        key = (part_id, "TW", "new", row["price_date"])
        if key in have:
            outcome.skipped.append(
                f"{part_id}: prices.csv already has a TW new row of {row['price_date']}; "
                "not repeated"
            )
            continue
        have.add(key)
        outcome.rows.append(row)
    return outcome


def _part_row(
    snapshot: Snapshot,
    part_id: str,
    members: list[Mapping],
    commit: str,
    skipped: list[str],
) -> dict[str, str] | None:
    found: list[tuple[Listing, Mapping]] = []
    for listing in snapshot.listings:
        for mapping in members:
            if mapping.finds(listing):
                found.append((listing, mapping))
                break
    # A card sold only with a whole system or an assembled build is not a card's street price.
    system_only = [x for x, m in found if m.match == "pattern" and _restriction(x.name)]
    usable = [(x, m) for x, m in found if not (m.match == "pattern" and _restriction(x.name))]
    if not usable:
        marks = "/".join(sorted({_restriction(x.name) or "" for x in system_only}))
        why = f"; {len(system_only)} listed only with a system ({marks})" if system_only else ""
        skipped.append(
            f"{part_id}: none of its mapped listings is on the list of {snapshot.time}{why}"
        )
        return None
    usable.sort(key=lambda t: (t[0].price, t[0].name))
    listing, mapping = usable[0]
    return {
        "part_id": part_id,
        "market": "TW",
        "currency": "TWD",
        "condition": "new",
        "price": str(listing.price),
        "price_high": "",
        "price_date": snapshot.day.isoformat(),
        "source": f"https://github.com/{REPO}/blob/{commit}/{snapshot.path}",
        "notes": _note(snapshot, listing, mapping, [x for x, _m in usable[1:]], system_only),
        "kind": "",
        "at_least": "",
        "basis": "listing",
    }


def _restriction(name: str) -> str | None:
    """The mark of a listing not sold on its own (限搭機, 限組裝), if it has one."""
    return next((mark for mark in RESTRICTED if mark in name), None)


def _note(
    snapshot: Snapshot,
    listing: Listing,
    mapping: Mapping,
    others: list[Listing],
    system_only: list[Listing],
) -> str:
    what = (
        f"the lowest-priced listing of this GPU in the group {listing.category}"
        if mapping.match == "pattern"
        else "the listing"
    )
    text = (
        f"原價屋 Coolpc (coolpc.com.tw) price list, snapshot {snapshot.time} Taipei time as "
        f"logged by {REPO} ({snapshot.path}): {what} '{listing.name}' at "
        f"{_twd(listing.price)} TWD; {mapping.note}"
    )
    if SYSTEM_ONLY in listing.name:
        text += f"; the listing is marked {SYSTEM_ONLY}: sold only with a system build"
    if others:
        text += f"; the part's other listings that day: {_named(others)}"
    for mark, why in RESTRICTED.items():
        marked = [x for x in system_only if _restriction(x.name) == mark]
        if marked:
            text += f"; not used, {why} ({mark}): {_named(marked)}"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("snapshot", type=Path, help="the dashboard's latest.json or a month file")
    parser.add_argument("--commit", required=True, help="the dashboard commit the file was read at")
    parser.add_argument("--path", help="its path in the repo (default docs/data/latest.json)")
    parser.add_argument("--snapshot-time", dest="when", help="read this snapshot of a month file")
    parser.add_argument("--mapping", type=Path, default=DATA / "coolpc_products.csv")
    parser.add_argument("--prices", type=Path, default=DATA / "prices.csv")
    parser.add_argument("--parts-dir", type=Path, default=DATA / "parts")
    parser.add_argument("--write", action="store_true", help="append the rows to --prices")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[0-9a-f]{40}", args.commit):
        print(f"--commit: expected a 40-hex-digit commit, got {args.commit!r}", file=sys.stderr)
        return 2
    errors: list[str] = []
    snapshot = read_snapshot(args.snapshot, args.path or "docs/data/latest.json", errors, args.when)
    mappings = read_mapping(args.mapping, part_ids(args.parts_dir), errors)
    header, keys = existing_keys(args.prices, errors)
    if header and list(header) != list(PRICE_COLUMNS):
        errors.append(f"{args.prices.name}, line 1: expected the columns {','.join(PRICE_COLUMNS)}")
    outcome = (
        build_rows(snapshot, mappings, keys, commit=args.commit)
        if snapshot is not None
        else Outcome([], [], [])
    )
    return finish_run(
        args.prices,
        header,
        outcome.rows,
        outcome.skipped,
        errors,
        write=args.write,
        columns=PRICE_COLUMNS,
    )


if __name__ == "__main__":
    raise SystemExit(main())
