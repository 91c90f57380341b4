"""``dlbox import PATH [--kind pcparts|prices] [--json]``: parts or prices into the user layer.

Exit codes: 0 rows imported (some may be skipped; the summary says why);
1 the file was read but no row could be imported; 2 bad input.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from dlbox.core.catalogue import CatalogueError, shipped_catalogue
from dlbox.core.importers import (
    DOCYX_SNAPSHOT_DATE,
    KINDS,
    ImportFileError,
    catalogue_with_user_layer,
    detect_kind,
    import_pcparts,
    import_price_overrides,
)
from dlbox.core.limits import date_problem, shown


def _date(text: str) -> dt.date:
    try:
        value = dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a date like 2025-07-23, got {shown(text)}"
        ) from None
    problem = date_problem(value)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "import",
        help="import PCPartPicker-scrape parts or a price list into your catalogue",
        description="Import the docyx/pc-part-dataset CSVs (a file or their folder) or a "
        "price-override CSV (id,price,currency,price_date[,price_source]) into your own "
        "catalogue layer; the shipped catalogue is never changed.",
        epilog="Exit status: 0 imported (skipped rows are listed with reasons); 1 nothing "
        "could be imported; 2 bad input.",
    )
    parser.add_argument("path", type=Path, help="a CSV file, or the dataset's folder")
    parser.add_argument("--kind", choices=KINDS, help="what PATH holds (default: detected)")
    parser.add_argument(
        "--as-of",
        type=_date,
        default=DOCYX_SNAPSHOT_DATE,
        help="date the dataset was scraped; becomes the price date (default "
        f"{DOCYX_SNAPSHOT_DATE.isoformat()}, the docyx snapshot's date)",
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="report what would be taken, write nothing"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable summary")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail

    try:
        kind = args.kind or detect_kind(args.path)
        if kind == "pcparts":
            summary = import_pcparts(
                args.path, catalogue=shipped_catalogue(), as_of=args.as_of, write=not args.dry_run
            )
        else:
            if args.dry_run:
                return fail("--dry-run is only for --kind pcparts")
            summary = import_price_overrides(args.path, catalogue_with_user_layer())
    except (ImportFileError, CatalogueError) as exc:
        return fail(str(exc))
    if args.json:
        json.dump(summary.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print("\n".join(summary.lines()))
    return EXIT_OK if summary.rows_taken else EXIT_FINDINGS
