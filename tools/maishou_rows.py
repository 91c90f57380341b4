"""China street-price rows from a dated JD/Taobao price batch (subaru-ye/pc-builder-agent).

That project priced its parts on JD and Taobao/Tmall through the maishou88 price aggregator
(买手, which relays each platform's listing: title, shop, price, coupon) and commits every
listing it reviewed, one JSON object per line, in
``scripts/data/price-batches/<day>/offers.jsonl`` (``row_id``, ``listing_title``, ``platform``,
``seller``, ``price_cny``, ``original_cny``, ``coupon_cny``, ``condition``, ``offer_type``,
``observed_at`` with its time zone, the batch's own ``decision`` and, for the rows it chose, a
``listing_url``).  Its model-discovery batch of 2026-09-13
(``scripts/data/catalog-candidates/2026-09-13/offers.jsonl``) lists offers for models outside
its own catalogue in another shape (``row_key``, ``title``, ``shop``, ``platform`` 1 Taobao/Tmall,
2 JD, 3 Pinduoduo, ``price_cny``, ``buy_url``; no time per row, so ``--date`` gives the batch's
date, which its manifest states).  The same folder's legacy price hits of 2026-09-13 and
2026-09-14 (``legacy-price-hits.jsonl``, ``legacy-hits.jsonl``: ``row_key``, ``title``,
``shop``, ``platform_src``, ``price_cny``, ``original_cny``, ``coupon_cny`` and the SKU the
batch tied the offer to, ``legacy_of``) have the same shape, and its refresh decisions
(``legacy-refresh*.jsonl``: one line per SKU, ``sku``, ``decision``, ``reason`` and the offers
it weighed in ``evidence``, each with ``row_key``, ``title``, ``price``, ``shop``,
``platform``) give every evidence offer as a row; neither carries a time, so both take
``--date``.  ``data/maishou_products.csv`` maps the rows that are a
catalogue part (``row_id`` — the row id or row key —, ``listing_title`` — checked against the
log, so a mistyped id is caught —, ``part_id``, ``note``, and ``batch``, the file's path in the
repository, empty for the 2026-09-08 batch; a run reads the mapping rows of its ``--path``),
following data/README.md's rules:

- only the exact model the catalogue names: a newer revision (NR200P V3, Liquid Freezer III
  Pro), another colour or panel, or another memory speed is not the part; a GPU is one card of
  its chip, named in the note, not the chip's cheapest card;
- a new listing only: a row whose condition is not ``new``, that is an inquiry-only
  (议价/询价) offer, or whose title marks it used, ex-display, repaired or refurbished (二手,
  拆机, 展机, 成新, 检修, 翻新) is refused as bad input;
- per part the lowest of its mapped listings, the others named in the note; the price is the
  aggregator's ``price_cny`` (the note gives the listed price and coupon beside it);
- a row already in prices.csv (same part, market, condition and day) is not repeated.

Bad input (a line that is not such an object, a bad mapping row) is named on one line with
the file, line and field; the rest is still used and the exit status is 2.

    .venv/bin/python tools/maishou_rows.py OFFERS --commit SHA
        [--path scripts/data/price-batches/2026-09-08/offers.jsonl] [--date DAY]
        [--mapping data/maishou_products.csv] [--prices data/prices.csv] [--write]

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
from decimal import Decimal, InvalidOperation
from pathlib import Path

from dlbox.core.catalogue import read_csv_records
from dlbox.core.importers.price_file import existing_keys, finish_run, part_ids
from dlbox.core.importers.street_quotes import QUOTE_COLUMNS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
REPO = "subaru-ye/pc-builder-agent"
DEFAULT_PATH = "scripts/data/price-batches/2026-09-08/offers.jsonl"
PRICE_COLUMNS = QUOTE_COLUMNS
MAPPING_COLUMNS = ("row_id", "listing_title", "part_id", "note")  # and optional "batch"
PLATFORMS = {"1": "淘宝/天猫", "2": "京东", "3": "拼多多"}  # the discovery batch's codes
# Title marks of a listing that is not a new part sold as such.
NOT_NEW_MARKS = ("二手", "拆机", "展机", "成新", "检修", "翻新", "议价", "询价")
MAX_BYTES = 64 * 1024 * 1024  # the batch file is about 0.5 MB
NAMED_AT_MOST = 4  # other listings named in a note


@dataclass(frozen=True)
class Offer:
    line: int
    row_id: str
    title: str
    platform: str
    seller: str
    price: Decimal
    original: Decimal | None
    coupon: Decimal | None
    condition: str
    offer_type: str
    day: dt.date
    when: str  # the time the row was seen, or the batch's date, as the note gives it
    decision: str
    url: str


@dataclass(frozen=True)
class Mapping:
    line: int
    row_id: str
    title: str
    part_id: str
    note: str
    batch: str = ""


@dataclass
class Outcome:
    rows: list[dict[str, str]]
    skipped: list[str]
    errors: list[str]


def plain(text: str) -> str:
    """A title with runs of white space collapsed, for comparing a mapping with the log."""
    return " ".join(text.split())


def _amount(value: object) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        amount = Decimal(str(value))
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def _offers(line: int, data: object, day: dt.date | None = None) -> tuple[list[Offer], str | None]:
    """The offers of one JSON line (a refresh decision holds several), or the field that is
    wrong and what was expected."""
    if isinstance(data, dict) and "row_id" not in data and "sku" in data and "evidence" in data:
        return _decision_offers(line, data, day)
    offer, problem = _offer(line, data, day)
    return ([offer] if offer else []), problem


def _offer(line: int, data: object, day: dt.date | None = None) -> tuple[Offer | None, str | None]:
    """The offer of one JSON line, or the field that is wrong and what was expected."""
    if not isinstance(data, dict):
        return None, "expected a JSON object per line"
    if "row_id" not in data and "row_key" in data:
        return _discovery_offer(line, data, day)
    text: dict[str, str] = {}
    for field in ("row_id", "listing_title", "platform", "condition", "observed_at"):
        value = data.get(field)
        if not isinstance(value, str) or not value.strip():
            return None, f"field '{field}': expected text, got {value!r}"
        text[field] = value.strip()
    price = _amount(data.get("price_cny"))
    if price is None or price <= 0:
        return None, f"field 'price_cny': expected a price in CNY, got {data.get('price_cny')!r}"
    try:
        when = dt.datetime.fromisoformat(text["observed_at"])
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        return None, (
            "field 'observed_at': expected a date and time with its time zone, "
            f"got {text['observed_at']!r}"
        )
    return (
        Offer(
            line,
            text["row_id"],
            text["listing_title"],
            text["platform"],
            str(data.get("seller") or "").strip(),
            price,
            _amount(data.get("original_cny")),
            _amount(data.get("coupon_cny")),
            text["condition"],
            str(data.get("offer_type") or "").strip(),
            when.date(),
            when.isoformat(),
            f"the batch's decision {str(data.get('decision') or '').strip() or 'not given'}",
            str(data.get("listing_url") or "").strip(),
        ),
        None,
    )


UNDATED = "field 'observed_at': this batch's rows carry no time; give the batch's date with --date"


def _discovery_offer(line: int, data: dict, day: dt.date | None) -> tuple[Offer | None, str | None]:
    """An offer of the 2026-09-13 discovery batch (row_key, title, shop, platform code) or of
    a legacy price-hits file (the same, with platform_src, original_cny, coupon_cny and the
    SKU the batch tied it to in legacy_of)."""
    platform_field = "platform" if "platform" in data else "platform_src"
    text: dict[str, str] = {}
    for field in ("row_key", "title", platform_field):
        value = data.get(field)
        if not isinstance(value, str) or not value.strip():
            return None, f"field '{field}': expected text, got {value!r}"
        text[field] = value.strip()
    if text[platform_field] not in PLATFORMS:
        return None, (f"field '{platform_field}': expected 1, 2 or 3, got {text[platform_field]!r}")
    price = _amount(data.get("price_cny"))
    if price is None or price <= 0:
        return None, f"field 'price_cny': expected a price in CNY, got {data.get('price_cny')!r}"
    if day is None:
        return None, UNDATED
    if "legacy_of" in data:
        flags = data.get("flags") if isinstance(data.get("flags"), list) else []
        decision = f"an offer the batch tied to its SKU {data.get('legacy_of') or '?'}"
        if flags:
            decision += f", flagged {', '.join(str(f) for f in flags)}"
    elif data.get("is_primary") is True:
        decision = "the batch's primary offer of the model"
    else:
        decision = "another offer of the model"
    return (
        Offer(
            line,
            text["row_key"],
            text["title"],
            PLATFORMS[text[platform_field]],
            str(data.get("shop") or "").strip(),
            price,
            _amount(data.get("original_cny")),
            _amount(data.get("coupon_cny")),
            "new",
            "",
            day,
            f"{day.isoformat()} (the batch's date; its rows carry no time)",
            decision,
            str(data.get("buy_url") or "").strip(),
        ),
        None,
    )


def _decision_offers(line: int, data: dict, day: dt.date | None) -> tuple[list[Offer], str | None]:
    """The evidence offers of one refresh decision (sku, decision, reason, evidence)."""
    sku = data.get("sku")
    if not isinstance(sku, str) or not sku.strip():
        return [], f"field 'sku': expected text, got {sku!r}"
    evidence = data.get("evidence")
    if not isinstance(evidence, list):
        return [], f"field 'evidence': expected a list of offers, got {evidence!r}"
    if evidence and day is None:
        return [], UNDATED
    decision = (
        f"weighed by the batch for its SKU {sku.strip()}, decision "
        f"{str(data.get('decision') or '').strip() or 'not given'}"
    )
    if str(data.get("reason") or "").strip():
        decision += f" ({str(data.get('reason')).strip()})"
    out: list[Offer] = []
    for i, item in enumerate(evidence):
        where = f"evidence[{i}]"
        if not isinstance(item, dict):
            return [], f"field '{where}': expected an offer object, got {item!r}"
        text: dict[str, str] = {}
        for field in ("row_key", "title", "platform"):
            value = item.get(field)
            if not isinstance(value, str) or not value.strip():
                return [], f"field '{where}.{field}': expected text, got {value!r}"
            text[field] = value.strip()
        if text["platform"] not in PLATFORMS:
            return [], f"field '{where}.platform': expected 1, 2 or 3, got {text['platform']!r}"
        price = _amount(item.get("price"))
        if price is None or price <= 0:
            return [], f"field '{where}.price': expected a price in CNY, got {item.get('price')!r}"
        assert day is not None
        tray = ", a tray chip (散片) by the batch's reading" if item.get("tray") is True else ""
        out.append(
            Offer(
                line,
                text["row_key"],
                text["title"],
                PLATFORMS[text["platform"]],
                str(item.get("shop") or "").strip(),
                price,
                None,
                None,
                "new",
                "",
                day,
                f"{day.isoformat()} (the batch's date; its rows carry no time)",
                decision + tray,
                "",
            )
        )
    return out, None


def read_offers(path: Path, errors: list[str], day: dt.date | None = None) -> dict[str, Offer]:
    """The batch's offers by row id; a line that is not an offer is named in ``errors``."""
    label = path.name
    try:
        if path.stat().st_size > MAX_BYTES:
            errors.append(f"{label}: larger than {MAX_BYTES} bytes; not read")
            return {}
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        errors.append(f"{label}: not a readable UTF-8 text file ({exc})")
        return {}
    offers: dict[str, Offer] = {}
    for n, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            errors.append(f"{label}, line {n}: not JSON ({exc.msg})")
            continue
        found, problem = _offers(n, data, day)
        if problem:
            errors.append(f"{label}, line {n}, {problem}")
            continue
        for offer in found:
            if offer.row_id in offers:
                first = offers[offer.row_id]
                # The discovery batch repeats a listing under each model it could be.
                if (first.title, first.price) != (offer.title, offer.price):
                    errors.append(
                        f"{label}, line {n}, field 'row_id': {offer.row_id} is used twice"
                    )
                continue
            offers[offer.row_id] = offer
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
    seen: set[tuple[str, str]] = set()
    for record in records.well_formed:
        cells = {k: (v or "").strip() for k, v in record.values.items()}
        key = (cells.get("batch", ""), cells["row_id"])
        problem = None
        if not cells["row_id"]:
            problem = ("row_id", "expected the batch's row id (lp2-...)")
        elif key in seen:
            problem = ("row_id", f"{cells['row_id']} is mapped twice for the same batch file")
        elif not cells["listing_title"]:
            problem = ("listing_title", "expected the listing's title as the batch gives it")
        elif cells["part_id"] not in known_ids:
            problem = ("part_id", f"expected a catalogue part id, got {cells['part_id']!r}")
        elif not cells["note"]:
            problem = ("note", "expected why this listing is the part (model, variant, ...)")
        if problem:
            errors.append(f"{label}, line {record.line}, field '{problem[0]}': {problem[1]}")
            continue
        seen.add(key)
        out.append(
            Mapping(
                record.line,
                cells["row_id"],
                cells["listing_title"],
                cells["part_id"],
                cells["note"],
                cells.get("batch", ""),
            )
        )
    return out


def _refusal(offer: Offer) -> str | None:
    """Why a listing cannot be a part's new price, if it cannot."""
    if offer.condition != "new":
        return f"its condition is {offer.condition!r}, not new"
    if offer.offer_type == "inquiry_only":
        return "it is an inquiry-only offer (议价/询价), not a price"
    mark = next((m for m in NOT_NEW_MARKS if m in offer.title), None)
    if mark:
        return f"its title is marked {mark} (not a new part sold as such)"
    return None


def build_rows(
    offers: dict[str, Offer],
    mappings: Sequence[Mapping],
    existing: Iterable[tuple[str, str, str, str]],
    *,
    commit: str,
    path: str = DEFAULT_PATH,
    label: str = "maishou_products.csv",
) -> Outcome:
    """Rows for every mapped part; ``existing`` holds the (part, market, condition, day)
    keys already in prices.csv."""
    outcome = Outcome([], [], [])
    have = set(existing)
    by_part: dict[str, list[tuple[Offer, Mapping]]] = {}
    for mapping in mappings:
        if (mapping.batch or DEFAULT_PATH) != path:
            continue
        offer = offers.get(mapping.row_id)
        if offer is None:
            outcome.skipped.append(
                f"{mapping.part_id}: row {mapping.row_id} is not in the batch file"
            )
            continue
        if plain(offer.title) != plain(mapping.title):
            outcome.errors.append(
                f"{label}, line {mapping.line}, field 'listing_title': row {mapping.row_id} "
                f"of the batch is titled {offer.title!r}"
            )
            continue
        why = _refusal(offer)
        if why:
            outcome.errors.append(
                f"{label}, line {mapping.line}, field 'row_id': {mapping.row_id} cannot be "
                f"{mapping.part_id}'s new price: {why}"
            )
            continue
        by_part.setdefault(mapping.part_id, []).append((offer, mapping))
    for part_id, found in by_part.items():
        found.sort(key=lambda t: (t[0].price, t[0].row_id))
        offer, mapping = found[0]
        row = {
            "part_id": part_id,
            "market": "CN",
            "currency": "CNY",
            "condition": "new",
            "price": _cny(offer.price),
            "price_high": "",
            "price_date": offer.day.isoformat(),
            "source": f"https://github.com/{REPO}/blob/{commit}/{path}",
            "notes": _note(offer, mapping, [o for o, _m in found[1:]], path),
            "kind": "",
            "at_least": "",
            "basis": "listing",
        }
        key = (part_id, "CN", "new", row["price_date"])
        if key in have:
            outcome.skipped.append(
                f"{part_id}: prices.csv already has a CN new row of {row['price_date']}; "
                "not repeated"
            )
            continue
        have.add(key)
        outcome.rows.append(row)
    return outcome


def _cny(amount: Decimal) -> str:
    return format(amount.normalize(), "f")


def _named(offers: Sequence[Offer]) -> str:
    text = ", ".join(
        f"{o.platform} {o.seller} '{o.title}' {_cny(o.price)} CNY (row {o.row_id})"
        for o in offers[:NAMED_AT_MOST]
    )
    if len(offers) > NAMED_AT_MOST:
        text += f" and {len(offers) - NAMED_AT_MOST} more"
    return text


def _note(offer: Offer, mapping: Mapping, others: list[Offer], path: str) -> str:
    listed = ""
    if offer.original is not None and offer.original != offer.price:
        listed = f", listed at {_cny(offer.original)}"
    if offer.coupon:
        listed += f", coupon {_cny(offer.coupon)}"
    link = f"; buy link {offer.url}" if offer.url else ""
    text = (
        f"{offer.platform} listing by {offer.seller or 'an unnamed shop'}: "
        f"'{offer.title}' at {_cny(offer.price)} CNY{listed} on "
        f"{offer.when}, read through the maishou88 price aggregator and "
        f"logged by {REPO} ({path}, row {offer.row_id}, source_type aggregator_secondary, "
        f"{offer.decision}){link}; {mapping.note}"
    )
    if others:
        text += f"; the part's other mapped listings that day: {_named(others)}"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("offers", type=Path, help="the batch's offers.jsonl (or an excerpt)")
    parser.add_argument("--commit", required=True, help="the commit the file was read at")
    parser.add_argument("--path", default=DEFAULT_PATH, help="its path in the repository")
    parser.add_argument(
        "--date", type=dt.date.fromisoformat, help="the batch's date, for rows without a time"
    )
    parser.add_argument("--mapping", type=Path, default=DATA / "maishou_products.csv")
    parser.add_argument("--prices", type=Path, default=DATA / "prices.csv")
    parser.add_argument("--parts-dir", type=Path, default=DATA / "parts")
    parser.add_argument("--write", action="store_true", help="append the rows to --prices")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"[0-9a-f]{40}", args.commit):
        print(f"--commit: expected a 40-hex-digit commit, got {args.commit!r}", file=sys.stderr)
        return 2
    errors: list[str] = []
    offers = read_offers(args.offers, errors, args.date)
    mappings = read_mapping(args.mapping, part_ids(args.parts_dir), errors)
    header, keys = existing_keys(args.prices, errors)
    if header and list(header) != list(PRICE_COLUMNS):
        errors.append(f"{args.prices.name}, line 1: expected the columns {','.join(PRICE_COLUMNS)}")
    outcome = build_rows(
        offers, mappings, keys, commit=args.commit, path=args.path, label=args.mapping.name
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
