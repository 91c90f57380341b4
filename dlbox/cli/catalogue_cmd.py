"""``dlbox catalogue [CATEGORY] [--json]``: list parts with their key specs and sources."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dlbox.core.catalogue import CatalogueError, load_catalogue
from dlbox.core.parts import Category, PartBase
from dlbox.core.spec_gaps import RULE_SPECS, coverage, spec_gaps
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, MARKET_CURRENCY, is_stale


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "catalogue",
        help="list catalogue parts",
        description="List catalogue parts with their key specs, price and source.",
    )
    parser.add_argument(
        "category",
        nargs="?",
        choices=[c.value for c in Category],
        help="only this category (default: all)",
    )
    parser.add_argument(
        "--market",
        choices=sorted(MARKET_CURRENCY),
        default="US",
        help="whose street prices to show (a part with no quote there shows another "
        "market's, marked with its market; default: US)",
    )
    parser.add_argument(
        "--stale-days",
        type=int,
        default=DEFAULT_STALE_DAYS,
        metavar="N",
        help=f"mark prices seen more than N days ago as 'old' (default {DEFAULT_STALE_DAYS})",
    )
    parser.add_argument(
        "--missing",
        action="store_true",
        help="instead of the parts, list which parts leave a spec the compatibility rules "
        "read unknown (PSU connectors and length, case clearances and radiator mounts, "
        "cooler rating, GPU power inputs and card length, board slot lists that are a "
        "best guess), with per-spec counts",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def part_record(part: PartBase) -> dict[str, Any]:
    """Every field of the part plus its category and derived key fields."""
    record: dict[str, Any] = {"category": part.category.value}
    record.update(part.model_dump(mode="json"))
    for name in part.key_fields:
        if name not in record:
            record[name] = getattr(part, name)
    return record


def _cell(value: Any) -> str:
    if value is None:
        return "?"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list):
        return ";".join(str(v) for v in value)
    return str(value)


def price_seen(part: PartBase, stale_days: int) -> str:
    """When and where the price was seen, e.g. ``2026-06-25 new US`` (``old`` appended
    past the age limit); ``?`` for a part with no price."""
    if part.price is None:
        return "?"
    words = [str(part.price_date or "undated"), part.price_condition or "", part.price_market or ""]
    if is_stale(part.price_date, max_age_days=stale_days):
        words.append("old")
    return " ".join(w for w in words if w)


def _print_missing(parts: list[PartBase], *, as_json: bool) -> int:
    """Per category: how many parts state each rule spec, then each part's gaps."""
    counts = coverage(parts)
    gaps = spec_gaps(parts)
    if as_json:
        json.dump(
            {
                "coverage": [
                    {
                        "category": c.category.value,
                        "field": c.field,
                        "known": c.known,
                        "applicable": c.applicable,
                    }
                    for c in counts
                ],
                "missing": [
                    {"category": g.category.value, "id": g.part_id, "fields": list(g.fields)}
                    for g in gaps
                ],
            },
            sys.stdout,
            indent=2,
        )
        sys.stdout.write("\n")
        return 0
    if not counts:
        tracked = ", ".join(c.value for c in RULE_SPECS)
        print(f"no rule specs are tracked for this category (tracked: {tracked})")
        return 0
    for category in dict.fromkeys(c.category for c in counts):
        rows = [c for c in counts if c.category is category]
        missing = [g for g in gaps if g.category is category]
        print(f"== {category.value}: {len(missing)} of {rows[0].applicable} parts lack a rule spec")
        width = max(len(c.field) for c in rows)
        for c in rows:
            print(f"  {c.field.ljust(width)}  known {c.known}/{c.applicable}")
        id_width = max((len(g.part_id) for g in missing), default=0)
        for g in missing:
            print(f"  {g.part_id.ljust(id_width)}  missing: {', '.join(g.fields)}")
        print()
    return 0


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail

    if args.stale_days < 0:
        return fail(f"--stale-days must be 0 or more (got {args.stale_days})")
    try:
        catalogue = load_catalogue(market=args.market)
    except CatalogueError as exc:
        return fail(str(exc))
    for issue in catalogue.issues:
        print(f"dlbox: warning: {issue}", file=sys.stderr)
    categories = [Category(args.category)] if args.category else list(Category)
    parts = [p for c in categories for p in catalogue.in_category(c)]
    if args.missing:
        return _print_missing(parts, as_json=args.json)
    if args.json:
        json.dump([part_record(p) for p in parts], sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    for category in categories:
        in_category = catalogue.in_category(category)
        if not in_category:
            continue
        model = type(in_category[0])
        columns = ["id", "name", *model.key_fields, "price", "currency"]
        rows = [
            [*(_cell(getattr(p, c)) for c in columns), price_seen(p, args.stale_days)]
            for p in in_category
        ]
        columns.append("price_seen")
        widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(columns)]
        print(f"== {category.value} ({len(in_category)} parts)")
        print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
        for row in rows:
            print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)))
        print()
    return 0
