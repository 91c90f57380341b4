"""``dlbox catalogue [CATEGORY] [--json]``: list parts with their key specs and sources."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dlbox.core.catalogue import CatalogueError, load_catalogue
from dlbox.core.parts import Category, PartBase


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


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail

    try:
        catalogue = load_catalogue()
    except CatalogueError as exc:
        return fail(str(exc))
    for issue in catalogue.issues:
        print(f"dlbox: warning: {issue}", file=sys.stderr)
    categories = [Category(args.category)] if args.category else list(Category)
    parts = [p for c in categories for p in catalogue.in_category(c)]
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
        rows = [[_cell(getattr(p, c)) for c in columns] for p in in_category]
        widths = [max(len(c), *(len(r[i]) for r in rows)) for i, c in enumerate(columns)]
        print(f"== {category.value} ({len(in_category)} parts)")
        print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
        for row in rows:
            print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)))
        print()
    return 0
