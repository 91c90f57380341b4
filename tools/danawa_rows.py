"""Korean street-price rows from a Danawa price log (kwondohoon1/danawa-monitor-crawler).

The crawler keeps ``data/history/<category>_price_history.csv``: one row per Danawa
product entry (``product_code``, ``product_name``) and one column per day (newest
first) holding that day's lowest price in KRW, empty when the entry was not logged.
``data/danawa_products.csv`` maps the product codes that are a catalogue part to its
id (``pcode``, ``part_id``, ``condition``, ``note``; optional ``name``, Danawa's name of
the entry, checked against the log so a mistyped code is caught, ``flat_ok`` and
``placeholder``).  For each
part the tool takes the newest day on which one of its entries has a price, and the
lowest entry that day (a board is listed once per importer; the others are named in
the note), following data/README.md's rules:

- a ``new`` mapping never points at a used (중고), refurbished (리퍼), overseas-purchase
  (해외구매) or parallel-import (병행) entry, and a ``used`` one only at Danawa's own used
  entry — a mapping that breaks this is bad input;
- placeholders are refused: a price unchanged on every logged day of the window that
  no other entry of the part comes near (a seller out of stock parks a flat figure;
  ``flat_ok`` = true overrides this after a person has checked), and a day's price more
  than twice or less than half the entry's median (the 10,000,000 KRW week of a CPU, the
  10,000 KRW day of a 4TB SSD); an entry a person found to carry a seller's placeholder
  that moves (``placeholder`` = true: the same figures, day for day, as other chips'
  entries of a discontinued card) is never the part's price, only named beside it;
- a row already in prices.csv (same part, market, condition and day) is not repeated;
- a day's price the crawler rewrote is refused: from 2026-10 it replaces a product's lowest
  price that sits far below the other shops (a suspected fake offer) by the next shop's price,
  or blanks it, in the history file and logs each change in
  ``data/hourly/<day>/price_fixes.csv``; the figure left is the crawler's pick, not the
  lowest price Danawa showed, so ``--fixes`` names those logs and their cells are not used.

Bad input (a malformed log, mapping or prices row) is named on one line with the file,
line and field; the rest is still used and the exit status is 2.

    .venv/bin/python tools/danawa_rows.py LOG --commit SHA [--path data/history/X.csv]
        [--mapping data/danawa_products.csv] [--prices data/prices.csv] [--date DAY]
        [--fixes hourly/<day>/price_fixes.csv ...] [--write]

Without ``--write`` the rows are printed as CSV; with it they are appended to the
prices file (atomically: the old file or the new one, never half).
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import statistics
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dlbox.core.catalogue import read_csv_records
from dlbox.core.importers.price_file import existing_keys, finish_run, part_ids
from dlbox.core.importers.street_quotes import QUOTE_COLUMNS

DATA = ROOT / "data"
REPO = "kwondohoon1/danawa-monitor-crawler"
# data/street_prices.csv has the columns a user's quote file has.
PRICE_COLUMNS = QUOTE_COLUMNS
MAPPING_COLUMNS = ("pcode", "part_id", "condition", "note")
# Words in a Danawa entry's name that mark it as not a domestic new unit.
NOT_NEW = ("중고", "리퍼", "해외구매", "병행")
USED = "중고"
# 리퍼 (refurbished) counts only where it starts a word: it is also the end of 스레드리퍼
# (Threadripper), a chip's name, not a condition. The other marks count anywhere.
_MARK = {w: re.compile(rf"(?<![가-힣]){w}" if w == "리퍼" else w) for w in NOT_NEW}
# A flat entry is a placeholder unless another entry of the part comes within this.
FLAT_MARGIN = 1.25
FLAT_MIN_DAYS = 14  # fewer logged days say nothing about a flat price
SPIKE = 2.0  # a day this many times above (or below) the entry's median is a placeholder


@dataclass(frozen=True)
class Entry:
    """One product row of the log: its prices by day (only the days it was logged)."""

    line: int
    code: str
    name: str
    prices: dict[dt.date, int]


@dataclass(frozen=True)
class Log:
    path: str  # path inside the crawler's repository
    days: tuple[dt.date, ...]  # oldest first
    entries: dict[str, Entry]


@dataclass(frozen=True)
class Mapping:
    line: int
    code: str
    part_id: str
    condition: str
    note: str
    flat_ok: bool
    name: str  # Danawa's entry name as logged; empty when not given
    # A person checked that the entry's figures are a seller's placeholder: named, never used.
    placeholder: bool = False


@dataclass
class Outcome:
    rows: list[dict[str, str]]
    skipped: list[str]  # entries not used, and why (not errors)
    errors: list[str]  # bad input: file, line, field, what was expected


def read_log(path: Path, repo_path: str, errors: list[str]) -> Log:
    label = path.name
    records = read_csv_records(path, label)
    errors.extend(str(i) for i in records.issues)
    header = records.header
    days: list[tuple[str, dt.date]] = []
    if header and header[:2] != ["product_code", "product_name"]:
        errors.append(
            f"{label}, line 1: expected the header to start with product_code,product_name"
        )
        return Log(repo_path, (), {})
    for column in header[2:]:
        try:
            days.append((column, dt.date.fromisoformat(column)))
        except ValueError:
            errors.append(f"{label}, line 1, field '{column}': expected a day (YYYY-MM-DD)")
    entries: dict[str, Entry] = {}
    for record in records.well_formed:
        cells = record.values
        code = cells.get("product_code", "").strip()
        if not code.isdigit():
            errors.append(
                f"{label}, line {record.line}, field 'product_code': expected Danawa's "
                f"numeric product code, got {code!r}"
            )
            continue
        prices: dict[dt.date, int] = {}
        for column, day in days:
            raw = cells.get(column, "").strip()
            if not raw:
                continue
            if not raw.isdigit() or int(raw) <= 0:
                errors.append(
                    f"{label}, line {record.line}, field '{column}': expected a price in "
                    f"whole won or an empty cell, got {raw!r}"
                )
                continue
            prices[day] = int(raw)
        entries[code] = Entry(record.line, code, cells.get("product_name", "").strip(), prices)
    return Log(repo_path, tuple(sorted(d for _c, d in days)), entries)


def read_fixes(path: Path, errors: list[str]) -> set[tuple[str, dt.date]]:
    """(product code, day) of every price the crawler rewrote, from one day's
    ``price_fixes.csv``; the day is the name of the folder the file is in."""
    label = f"{path.parent.name}/{path.name}"
    try:
        day = dt.date.fromisoformat(path.parent.name)
    except ValueError:
        errors.append(
            f"{label}: expected the file in a folder named by its day (hourly/YYYY-MM-DD/)"
        )
        return set()
    records = read_csv_records(path, label)
    errors.extend(str(i) for i in records.issues)
    if records.header and "product_code" not in records.header:
        errors.append(f"{label}, line 1: header lacks the column product_code")
        return set()
    fixed: set[tuple[str, dt.date]] = set()
    for record in records.well_formed:
        code = record.values.get("product_code", "").strip()
        if not code.isdigit():
            errors.append(
                f"{label}, line {record.line}, field 'product_code': expected Danawa's "
                f"numeric product code, got {code!r}"
            )
            continue
        fixed.add((code, day))
    return fixed


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
        where = f"{label}, line {record.line}"
        problem = None
        if not cells["pcode"].isdigit():
            problem = ("pcode", f"expected Danawa's numeric product code, got {cells['pcode']!r}")
        elif cells["pcode"] in seen:
            problem = ("pcode", f"product {cells['pcode']} is mapped twice")
        elif cells["part_id"] not in known_ids:
            problem = ("part_id", f"expected a catalogue part id, got {cells['part_id']!r}")
        elif cells["condition"] not in ("new", "used"):
            problem = ("condition", f"expected new or used, got {cells['condition']!r}")
        elif not cells["note"]:
            problem = ("note", "expected why this entry is the part (colour, revision, ...)")
        elif cells.get("flat_ok", "") not in ("", "true", "false"):
            problem = ("flat_ok", f"expected true, false or empty, got {cells['flat_ok']!r}")
        elif cells.get("placeholder", "") not in ("", "true", "false"):
            problem = (
                "placeholder",
                f"expected true, false or empty, got {cells['placeholder']!r}",
            )
        elif cells.get("placeholder") == "true" and cells.get("flat_ok") == "true":
            problem = ("placeholder", "an entry cannot be both checked (flat_ok) and a placeholder")
        if problem:
            errors.append(f"{where}, field '{problem[0]}': {problem[1]}")
            continue
        seen.add(cells["pcode"])
        out.append(
            Mapping(
                record.line,
                cells["pcode"],
                cells["part_id"],
                cells["condition"],
                cells["note"],
                cells.get("flat_ok") == "true",
                cells.get("name", ""),
                cells.get("placeholder") == "true",
            )
        )
    return out


def _won(amount: int) -> str:
    return f"{amount:,}"


def _is_flat(entry: Entry) -> bool:
    return len(set(entry.prices.values())) == 1 and len(entry.prices) >= FLAT_MIN_DAYS


def _name_fits(mapping: Mapping, name: str) -> str | None:
    """Why an entry's name does not fit the mapping's condition, or None."""
    if mapping.condition == "new":
        marks = [w for w in NOT_NEW if _MARK[w].search(name)]
        if marks:
            return f"expected a domestic new entry, but the name says {marks[0]}"
    elif USED not in name:
        return f"expected Danawa's used ({USED}) entry for a used mapping"
    return None


def _source(log: Log, commit: str) -> str:
    return f"https://github.com/{REPO}/blob/{commit}/{log.path}"


def build_rows(
    log: Log,
    mappings: Sequence[Mapping],
    existing: Iterable[tuple[str, str, str, str]],
    *,
    commit: str,
    mapping_label: str = "danawa_products.csv",
    on_day: dt.date | None = None,
    rewritten: frozenset[tuple[str, dt.date]] = frozenset(),
) -> Outcome:
    """Rows for every mapped part found in ``log``; ``existing`` holds the (part, market,
    condition, day) keys already in prices.csv, ``rewritten`` the (product, day) cells the
    crawler changed (see read_fixes)."""
    outcome = Outcome([], [], [])
    have = set(existing)
    groups: dict[tuple[str, str], list[tuple[Mapping, Entry]]] = {}
    for mapping in mappings:
        entry = log.entries.get(mapping.code)
        if entry is None:
            continue  # mapped from another category's log
        why = _name_fits(mapping, entry.name)
        if mapping.name and mapping.name != entry.name:
            why = f"the log names product {mapping.code} '{entry.name}', not '{mapping.name}'"
            field = "name"
        else:
            field = "condition"
        if why:
            outcome.errors.append(
                f"{mapping_label}, line {mapping.line}, field '{field}': product "
                f"{mapping.code} '{entry.name}': {why}"
            )
            continue
        groups.setdefault((mapping.part_id, mapping.condition), []).append((mapping, entry))
    for (part_id, condition), members in groups.items():
        row = _part_row(
            log, part_id, condition, members, commit, on_day, outcome.skipped, rewritten
        )
        if row is None:
            continue
        key = (part_id, "KR", condition, row["price_date"])
        if key in have:
            outcome.skipped.append(
                f"{part_id} ({condition}): prices.csv already has a KR {condition} row of "
                f"{row['price_date']}; not repeated"
            )
            continue
        have.add(key)
        outcome.rows.append(row)
    return outcome


def _usable(
    mapping: Mapping,
    entry: Entry,
    day: dt.date,
    others: list[int],
    skipped: list[str],
    rewritten: frozenset[tuple[str, dt.date]] = frozenset(),
) -> int | None:
    """The entry's price that day, or None (with the reason) when it is a placeholder
    or the crawler's rewrite."""
    price = entry.prices.get(day)
    if price is None:
        return None
    if mapping.placeholder:
        skipped.append(  # one line for every day: the mark is the entry's, not a day's
            f"{mapping.part_id}: product {entry.code} '{entry.name}' is marked as a seller's "
            "placeholder in the mapping (placeholder = true): named, never the part's price"
        )
        return None
    if (entry.code, day) in rewritten:
        skipped.append(
            f"{mapping.part_id}: product {entry.code} '{entry.name}' on {day}: the crawler "
            "rewrote that day's price (price_fixes.csv), so it is not the listing as shown"
        )
        return None
    median = statistics.median(entry.prices.values())
    if price > SPIKE * median or price * SPIKE < median:
        side = f"over {SPIKE:g} times" if price > median else f"under 1/{SPIKE:g} of"
        skipped.append(
            f"{mapping.part_id}: product {entry.code} '{entry.name}' reads {_won(price)} KRW "
            f"on {day}, {side} its median {_won(int(median))}: a placeholder"
        )
        return None
    near = [o for o in others if o * FLAT_MARGIN >= price]
    if _is_flat(entry) and not near and not mapping.flat_ok:
        skipped.append(
            f"{mapping.part_id}: product {entry.code} '{entry.name}' reads a flat "
            f"{_won(price)} KRW on all {len(entry.prices)} days logged and no other entry of "
            "the part comes near it: a placeholder (set flat_ok after checking it)"
        )
        return None
    return price


def _part_row(
    log: Log,
    part_id: str,
    condition: str,
    members: list[tuple[Mapping, Entry]],
    commit: str,
    on_day: dt.date | None,
    skipped: list[str],
    rewritten: frozenset[tuple[str, dt.date]] = frozenset(),
) -> dict[str, str] | None:
    days = [d for d in reversed(log.days) if on_day is None or d == on_day]
    for day in days:
        priced: list[tuple[int, Mapping, Entry]] = []
        named: list[tuple[int, Mapping, Entry]] = []  # placeholders: shown, never chosen
        for mapping, entry in members:
            others = [
                e.prices[day]
                for m, e in members
                if m is not mapping
                and not m.placeholder
                and day in e.prices
                and (e.code, day) not in rewritten
            ]
            price = _usable(mapping, entry, day, others, skipped, rewritten)
            if price is not None:
                priced.append((price, mapping, entry))
            elif mapping.placeholder and day in entry.prices:
                named.append((entry.prices[day], mapping, entry))
        if not priced:
            continue
        priced.sort(key=lambda t: (t[0], t[2].code))
        price, mapping, entry = priced[0]
        rest = sorted(priced[1:] + named, key=lambda t: (t[0], t[2].code))
        return {
            "part_id": part_id,
            "market": "KR",
            "currency": "KRW",
            "condition": condition,
            "price": str(price),
            "price_high": "",
            "price_date": day.isoformat(),
            "source": _source(log, commit),
            "notes": _note(log, day, price, condition, mapping, entry, rest),
            "kind": "",
            "at_least": "",
            "basis": "listing",
        }
    where = f"on {on_day}" if on_day else "on any day of the log"
    skipped.append(f"{part_id} ({condition}): no usable entry {where}")
    return None


def _note(
    log: Log,
    day: dt.date,
    price: int,
    condition: str,
    mapping: Mapping,
    entry: Entry,
    rest: list[tuple[int, Mapping, Entry]],
) -> str:
    first, last = log.days[0], log.days[-1]
    text = (
        f"Danawa (다나와) daily lowest price logged by {REPO} ({log.path}, the file of "
        f"{first} to {last}, column {day}): product {entry.code} '{entry.name}' "
        f"(https://prod.danawa.com/info/?pcode={entry.code}) {_won(price)} KRW, {condition}; "
        f"{mapping.note}"
    )
    if rest:
        named = ", ".join(f"{e.code} '{e.name}' {_won(p)}" for p, _m, e in rest)
        text += f"; the part's other entries that day: {named}"
    if condition == "new":
        text += "; used (중고) and overseas-purchase (해외구매) entries are not used"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path, help="a crawler price-history CSV as stored in its repo")
    parser.add_argument("--commit", required=True, help="the crawler commit the file was read at")
    parser.add_argument("--path", help="its path in the repo (default data/history/<file name>)")
    parser.add_argument("--mapping", type=Path, default=DATA / "danawa_products.csv")
    parser.add_argument("--prices", type=Path, default=DATA / "prices.csv")
    parser.add_argument("--parts-dir", type=Path, default=DATA / "parts")
    parser.add_argument(
        "--date", type=dt.date.fromisoformat, help="the day to read (default newest)"
    )
    parser.add_argument(
        "--fixes",
        type=Path,
        nargs="*",
        default=[],
        help="the crawler's hourly/<day>/price_fixes.csv logs: cells it rewrote are not used",
    )
    parser.add_argument("--write", action="store_true", help="append the rows to --prices")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[0-9a-f]{40}", args.commit):
        print(f"--commit: expected a 40-hex-digit commit, got {args.commit!r}", file=sys.stderr)
        return 2
    errors: list[str] = []
    log = read_log(args.log, args.path or f"data/history/{args.log.name}", errors)
    mappings = read_mapping(args.mapping, part_ids(args.parts_dir), errors)
    header, keys = existing_keys(args.prices, errors)
    rewritten: set[tuple[str, dt.date]] = set()
    for fixes in args.fixes:
        rewritten |= read_fixes(fixes, errors)
    if header and list(header) != list(PRICE_COLUMNS):
        errors.append(f"{args.prices.name}, line 1: expected the columns {','.join(PRICE_COLUMNS)}")
    outcome = build_rows(
        log,
        mappings,
        keys,
        commit=args.commit,
        mapping_label=args.mapping.name,
        on_day=args.date,
        rewritten=frozenset(rewritten),
    )
    errors.extend(outcome.errors)
    # a flat entry is refused on every day: named once
    return finish_run(
        args.prices,
        header,
        outcome.rows,
        dict.fromkeys(outcome.skipped),
        errors,
        write=args.write,
        columns=PRICE_COLUMNS,
    )


if __name__ == "__main__":
    raise SystemExit(main())
