"""``dlbox prices [--part ID]``: every dated street quote of a part, with market, new/used,
date and source; ``dlbox prices refresh --from FILE`` adds quotes from a public price
file (SpotWire's valuator JSON, or a CSV in data/prices.csv's columns) to the user layer.

Exit codes: 0 ok, 1 nothing usable in the file (or no quote for ID), 2 bad input.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from dlbox.core.street_prices import DEFAULT_STALE_DAYS, PriceQuote, is_stale


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "prices",
        help="list a part's dated street prices; 'prices refresh' adds quotes from a price file",
        description="List dated street-price quotes (market, new/used, date, source). "
        "Quotes older than --stale-days are marked 'old'.",
    )
    parser.add_argument("--part", dest="part_id", metavar="ID", help="only this catalogue part")
    parser.add_argument(
        "--stale-days",
        type=int,
        default=DEFAULT_STALE_DAYS,
        metavar="N",
        help=f"mark quotes seen more than N days ago as 'old' (default {DEFAULT_STALE_DAYS})",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)
    commands = parser.add_subparsers(dest="prices_command", metavar="{refresh}")
    refresh = commands.add_parser(
        "refresh",
        help="add dated quotes from a public price file to your catalogue layer",
        description="Read SpotWire's valuator dataset (valuator_data.json: eBay sold-listing "
        "prices per GPU SKU) or a CSV in data/prices.csv's columns, check every entry and "
        "store the quotes in your catalogue layer. An entry that names no catalogue part, "
        "or more than one, is skipped and listed. Nothing is written when nothing is usable.",
    )
    refresh.add_argument("--from", dest="source", type=Path, required=True, metavar="FILE")
    refresh.add_argument("--dry-run", action="store_true", help="check and report, store nothing")
    refresh.add_argument("--json", action="store_true", help="machine-readable summary")
    refresh.set_defaults(handler=run_refresh)


def quote_record(quote: PriceQuote, today: dt.date, stale_days: int) -> dict[str, Any]:
    record = quote.model_dump(mode="json")
    record["stale"] = is_stale(quote.price_date, today, stale_days)
    return record


def _amount(quote: PriceQuote) -> str:
    """``7,000,000 KRW`` — prefixed "at least" when the source gives only a floor, and
    followed by the kind of figure when it is a list price or a reseller's quote."""
    high = f"-{quote.price_high:,.0f}" if quote.price_high else ""
    text = f"{quote.price:,.0f}{high} {quote.currency}"
    if quote.at_least:
        text = f"at least {text}"
    if quote.kind != "street":
        text += f" ({'list price' if quote.kind == 'list' else 'reseller quote'})"
    return text


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail
    from dlbox.core.catalogue import CatalogueError
    from dlbox.core.importers import catalogue_with_user_layer

    if args.stale_days < 0:
        return fail(f"--stale-days must be 0 or more (got {args.stale_days})")
    try:
        catalogue = catalogue_with_user_layer()
    except CatalogueError as exc:
        return fail(str(exc))
    if args.part_id and catalogue.find(args.part_id) is None:
        return fail(f"no catalogue part with id {args.part_id!r}")
    today = dt.date.today()
    ids = [args.part_id] if args.part_id else sorted(catalogue.prices.quotes)
    quotes = [q for i in ids for q in catalogue.prices.for_part(i)]
    if args.json:
        json.dump([quote_record(q, today, args.stale_days) for q in quotes], sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        for q in quotes:
            old = " old" if is_stale(q.price_date, today, args.stale_days) else ""
            print(
                f"{q.part_id}  {_amount(q)}  {q.condition} {q.market}  {q.price_date}{old}  "
                f"{q.source}"
            )
    return 0 if quotes else 1


def run_refresh(args: argparse.Namespace) -> int:
    from dlbox.cli import fail
    from dlbox.core.catalogue import CatalogueError, shipped_catalogue
    from dlbox.core.importers.street_quotes import read_quote_file, store_quotes
    from dlbox.core.importers.summary import ImportFileError
    from dlbox.core.importers.user_layer import user_catalogue_dir

    try:
        catalogue = shipped_catalogue()
        found = read_quote_file(args.source, catalogue)
    except (ImportFileError, CatalogueError) as exc:
        return fail(str(exc))
    added = replaced = 0
    if found.quotes and not args.dry_run:
        try:
            added, replaced = store_quotes(
                user_catalogue_dir(), found.quotes, (p.id for p in catalogue)
            )
        except OSError as exc:
            return fail(f"cannot store the quotes: {exc}")
    summary = {
        "source": found.source,
        "quotes": len(found.quotes),
        "added": added,
        "replaced": replaced,
        "dry_run": args.dry_run,
        "skipped": found.skipped,
        "parts": sorted({q.part_id for q in found.quotes}),
    }
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        stored = "checked (dry run)" if args.dry_run else f"{added} added, {replaced} replaced"
        print(f"{len(found.quotes)} quotes from {found.source}: {stored}")
        for q in found.quotes:
            print(f"  {q.part_id}  {_amount(q)}  {q.condition} {q.market}  {q.price_date}")
        for line in found.skipped:
            print(f"  skipped: {line}")
    return 0 if found.quotes else 1
