"""US street-price rows for GPUs from SiliconValueIndex's price log (SiliconValueIndex/siliconvalueindex).

The project logs retailers' prices of about 60 desktop GPU chips in
``data/processed/prices_history.csv``: one line per observed offer (``gpu_id``, ``retailer``,
``sku``, ``title_raw``, ``price``, ``currency``, ``url``, ``condition``, ``in_stock``,
``is_valid``, ``invalid_reason``, ``fetched_at``, ``run_id``).  Its first run (``seed-2026-03``)
was a hand-checked Newegg pull; from September 2026 a scheduled job (Mondays) adds every
new Best Buy offer whose title resolves to the chip, and marks an offer out of stock, not new,
or far from the chip's 90-day median as not valid.  ``data/svi_products.csv`` maps the log's
``gpu_id`` to the catalogue's part (``gpu_id``, ``part_id``, ``note``); a chip the catalogue
does not have is not mapped.  Following data/README.md's rules:

- only a valid, in-stock, new offer in USD is a price; the others are named as skipped with
  the log's reason, and a project's manual override (``run_id`` override, retailer manual) is
  not a logged listing;
- per part and day (the UTC day of ``fetched_at``) the row is the lowest such offer, and the
  note names the day's other offers; a Newegg offer whose item number starts with 9SI is a
  Marketplace seller's, not Newegg's own;
- by default only each part's newest logged day gives a row; ``--since DAY`` also writes every
  logged day from DAY on (the history);
- a row already in prices.csv (same part, market, condition and day) is not repeated.

Bad input (a log or mapping line that cannot be read) is named on one line with the file,
line and field; the rest is still used and the exit status is 2.

    .venv/bin/python tools/svi_rows.py prices_history.csv --commit SHA [--since DAY]
        [--path data/processed/prices_history.csv] [--mapping data/svi_products.csv]
        [--prices data/prices.csv] [--write]

Without ``--write`` the rows are printed as CSV; with it they are appended to the prices
file (atomically: the old file or the new one, never half).
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from.
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dlbox.core.catalogue import read_csv_records
from dlbox.core.importers.price_file import existing_keys, finish_run, part_ids
from dlbox.core.importers.street_quotes import QUOTE_COLUMNS

DATA = ROOT / "data"
REPO = "SiliconValueIndex/siliconvalueindex"
DEFAULT_PATH = "data/processed/prices_history.csv"
PRICE_COLUMNS = QUOTE_COLUMNS
LOG_COLUMNS = (
    "gpu_id",
    "retailer",
    "title_raw",
    "price",
    "currency",
    "url",
    "condition",
    "in_stock",
    "is_valid",
    "invalid_reason",
    "fetched_at",
    "run_id",
)
MAPPING_COLUMNS = ("gpu_id", "part_id", "note")
RETAILERS = {"newegg": "Newegg", "bestbuy": "Best Buy", "amazon": "Amazon", "bh": "B&H"}
# The seed run's method, as the project's site states it for that pull.
SEED_METHOD = (
    "method: lowest available new non-OC card from a reputable board partner, pulled monthly"
)
_GPU_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_TRUE = {"true": True, "1": True, "yes": True, "false": False, "0": False, "no": False}


@dataclass(frozen=True)
class Offer:
    """One line of the log."""

    line: int
    gpu_id: str
    retailer: str
    title: str
    price: Decimal
    url: str
    condition: str
    in_stock: bool
    valid: bool
    reason: str
    day: dt.date
    run_id: str


@dataclass(frozen=True)
class Mapping:
    line: int
    gpu_id: str
    part_id: str
    note: str


@dataclass
class Outcome:
    rows: list[dict[str, str]]
    skipped: list[str]
    errors: list[str]


def _flag(value: str) -> bool | None:
    return _TRUE.get(value.strip().lower())


def read_log(path: Path, errors: list[str]) -> list[Offer]:
    """Every line of the price log that can be read; the others are named in ``errors``."""
    label = path.name
    records = read_csv_records(path, label)
    errors.extend(str(i) for i in records.issues)
    missing = [c for c in LOG_COLUMNS if records.header and c not in records.header]
    if missing:
        errors.append(f"{label}, line 1: header lacks the columns {', '.join(missing)}")
        return []
    offers: list[Offer] = []
    for record in records.well_formed:
        cells = {k: (v or "").strip() for k, v in record.values.items()}
        where = f"{label}, line {record.line}"
        problem = None
        gpu_id = cells.get("gpu_id", "")
        try:
            price = Decimal(cells.get("price", ""))
        except InvalidOperation:
            price = Decimal(0)
        stamp = cells.get("fetched_at", "")
        try:
            day = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).date()
        except ValueError:
            day = None
        in_stock, valid = _flag(cells.get("in_stock", "")), _flag(cells.get("is_valid", ""))
        if not _GPU_ID.fullmatch(gpu_id):
            problem = f"field 'gpu_id': expected the log's chip id, got {gpu_id!r}"
        elif not price.is_finite() or price <= 0:
            problem = f"field 'price': expected a price above 0, got {cells.get('price', '')!r}"
        elif cells.get("currency", "") != "USD":
            problem = f"field 'currency': expected USD, got {cells.get('currency', '')!r}"
        elif day is None:
            problem = (
                f"field 'fetched_at': expected an ISO time (2026-09-29T00:00:00Z), got {stamp!r}"
            )
        elif in_stock is None:
            problem = f"field 'in_stock': expected True or False, got {cells.get('in_stock')!r}"
        elif valid is None:
            problem = f"field 'is_valid': expected True or False, got {cells.get('is_valid')!r}"
        if problem:
            errors.append(f"{where}, {problem}")
            continue
        assert day is not None and in_stock is not None and valid is not None
        offers.append(
            Offer(
                line=record.line,
                gpu_id=gpu_id,
                retailer=cells.get("retailer", ""),
                title=cells.get("title_raw", ""),
                price=price,
                url=cells.get("url", ""),
                condition=cells.get("condition", ""),
                in_stock=in_stock,
                valid=valid,
                reason=cells.get("invalid_reason", ""),
                day=day,
                run_id=cells.get("run_id", ""),
            )
        )
    return offers


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
        gpu_id, part_id = cells.get("gpu_id", ""), cells.get("part_id", "")
        if not _GPU_ID.fullmatch(gpu_id):
            errors.append(f"{where}, field 'gpu_id': expected the log's chip id, got {gpu_id!r}")
        elif gpu_id in seen:
            errors.append(f"{where}, field 'gpu_id': {gpu_id} is mapped twice")
        elif part_id not in known_ids:
            errors.append(f"{where}, field 'part_id': {part_id!r} is not a catalogue part")
        else:
            seen.add(gpu_id)
            out.append(Mapping(record.line, gpu_id, part_id, cells.get("note", "")))
    return out


def _refusal(offer: Offer) -> str | None:
    """Why a logged offer is not a price, or None."""
    if offer.run_id == "override" or offer.retailer == "manual":
        return "a manual override, not a logged listing"
    if not offer.valid:
        return f"marked not valid by the log ({offer.reason or 'no reason given'})"
    if not offer.in_stock:
        return "not in stock"
    if offer.condition != "new":
        return f"condition {offer.condition or '(empty)'}, not new"
    return None


def build_rows(
    offers: Iterable[Offer],
    mappings: Sequence[Mapping],
    existing: Iterable[tuple[str, str, str, str]],
    *,
    commit: str,
    path: str = DEFAULT_PATH,
    since: dt.date | None = None,
) -> Outcome:
    out = Outcome([], [], [])
    by_gpu = {m.gpu_id: m for m in mappings}
    usable: dict[str, dict[dt.date, list[Offer]]] = defaultdict(lambda: defaultdict(list))
    for offer in offers:
        if offer.gpu_id not in by_gpu:
            continue  # a chip the catalogue does not have
        refusal = _refusal(offer)
        if refusal:
            out.skipped.append(f"line {offer.line} ({offer.gpu_id}, {offer.day}): {refusal}")
            continue
        usable[offer.gpu_id][offer.day].append(offer)
    keys = set(existing)
    source = f"https://github.com/{REPO}/blob/{commit}/{path}"
    for mapping in mappings:
        days = usable.get(mapping.gpu_id)
        if not days:
            out.skipped.append(
                f"{mapping.gpu_id} ({mapping.part_id}): no valid new offer in the log"
            )
            continue
        newest = max(days)
        wanted = sorted(d for d in days if d == newest or (since is not None and d >= since))
        for day in wanted:
            key = (mapping.part_id, "US", "new", day.isoformat())
            if key in keys:
                continue
            keys.add(key)
            ranked = sorted(days[day], key=lambda o: (o.price, o.line))
            best, others = ranked[0], ranked[1:]
            out.rows.append(
                {
                    "part_id": mapping.part_id,
                    "market": "US",
                    "currency": "USD",
                    "condition": "new",
                    "price": _usd(best.price),
                    "price_high": "",
                    "price_date": day.isoformat(),
                    "source": source,
                    "notes": _note(best, others, mapping),
                    "kind": "",
                    "at_least": "",
                    "basis": "listing",
                }
            )
    return out


def _usd(amount: Decimal) -> str:
    """The amount as the prices file writes it: 399, 1510.2, 849.99."""
    return format(amount.normalize(), "f")


def _what(offer: Offer) -> str:
    """Whose listing an offer is, in words."""
    if offer.retailer == "newegg" and re.search(r"[?&]Item=9SI", offer.url):
        return "a Newegg Marketplace seller's listing"
    return f"a {RETAILERS.get(offer.retailer, offer.retailer)} listing"


def _note(best: Offer, others: Sequence[Offer], mapping: Mapping) -> str:
    how = SEED_METHOD if best.run_id.startswith("seed-") else f"run {best.run_id}"
    text = (
        f"SiliconValueIndex price log (row '{best.gpu_id}', line {best.line}, retailer "
        f"{best.retailer}, condition new, fetched_at {best.day}; {how}): {_usd(best.price)} USD, "
        f"{_what(best)} ({best.url})"
    )
    if best.title and best.title.lower() not in best.gpu_id.replace("-", " "):
        text += f", titled '{best.title}'"
    if others:
        named = "; ".join(f"{_usd(o.price)} USD, {_what(o)} ({o.url})" for o in others)
        text += f"; the day's other logged offers: {named}"
    else:
        text += "; the only valid offer logged that day"
    if mapping.note:
        text += f"; {mapping.note}"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=Path, help="the project's prices_history.csv")
    parser.add_argument("--commit", required=True, help="the commit the file was read at")
    parser.add_argument("--path", default=DEFAULT_PATH, help="its path in the repository")
    parser.add_argument(
        "--since",
        type=dt.date.fromisoformat,
        help="also write every logged day from this day on (default: each part's newest day)",
    )
    parser.add_argument("--mapping", type=Path, default=DATA / "svi_products.csv")
    parser.add_argument("--prices", type=Path, default=DATA / "prices.csv")
    parser.add_argument("--parts-dir", type=Path, default=DATA / "parts")
    parser.add_argument("--write", action="store_true", help="append the rows to --prices")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[0-9a-f]{40}", args.commit):
        print(f"--commit: expected a 40-hex-digit commit, got {args.commit!r}", file=sys.stderr)
        return 2
    errors: list[str] = []
    offers = read_log(args.log, errors)
    mappings = read_mapping(args.mapping, part_ids(args.parts_dir), errors)
    header, keys = existing_keys(args.prices, errors)
    if header and list(header) != list(PRICE_COLUMNS):
        errors.append(f"{args.prices.name}, line 1: expected the columns {','.join(PRICE_COLUMNS)}")
    outcome = build_rows(
        offers, mappings, keys, commit=args.commit, path=args.path, since=args.since
    )
    errors.extend(outcome.errors)
    return finish_run(
        args.prices,
        list(header or []),
        outcome.rows,
        outcome.skipped,
        errors,
        write=args.write,
        columns=PRICE_COLUMNS,
    )


if __name__ == "__main__":
    raise SystemExit(main())
