"""Street-price coverage of the shipped catalogue, per category and market.

For each market (US, TW, KR, CN) and category: how many parts have a quote of that
market no older than the stale threshold ("fresh"), only older quotes ("stale"), or
none ("unpriced"); ``--list`` names the parts with no quote in any market.
``--examples`` counts the same per market over the parts of the shipped example builds
(``data/examples/*.dlbox.json``, each part once), and with ``--list`` names, per market,
the example parts without a fresh quote.  An example file that cannot be read is named
on one line and the others are still counted.

    .venv/bin/python tools/price_coverage.py [--today 2026-11-26] [--days 180] [--list]
        [--examples]
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import sys
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.street_prices import (
    DEFAULT_STALE_DAYS,
    MARKET_CURRENCY,
    PriceBook,
    load_price_book,
)

DATA = REPO / "data"
MAX_EXAMPLE_BYTES = 4 * 1024 * 1024  # a build file is a few kB


def _part_ids() -> dict[str, list[str]]:
    """Catalogue part ids per category file (gpu, cpu, ...)."""
    out: dict[str, list[str]] = {}
    for path in sorted((DATA / "parts").glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as fh:
            out[path.stem] = [row["id"] for row in csv.DictReader(fh) if row.get("id")]
    return out


def example_part_ids(folder: Path, errors: list[str]) -> list[tuple[str, str]]:
    """(category, part id) of every part of the example builds in ``folder``, each once,
    in file and line order; an unreadable file or part line is named in ``errors``."""
    seen: list[tuple[str, str]] = []
    for path in sorted(folder.glob("*.dlbox.json")):
        try:
            if path.stat().st_size > MAX_EXAMPLE_BYTES:
                errors.append(f"{path.name}: larger than {MAX_EXAMPLE_BYTES} bytes; skipped")
                continue
            build = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            errors.append(f"{path.name}: not a readable build file ({exc}); skipped")
            continue
        parts = build.get("parts") if isinstance(build, dict) else None
        if not isinstance(parts, list):
            errors.append(f"{path.name}: field 'parts': expected a list of parts; skipped")
            continue
        for n, part in enumerate(parts, start=1):
            category = part.get("category") if isinstance(part, dict) else None
            part_id = part.get("id") if isinstance(part, dict) else None
            if not isinstance(category, str) or not isinstance(part_id, str) or not part_id:
                errors.append(f"{path.name}: part {n}: expected a 'category' and an 'id'")
                continue
            if (category, part_id) not in seen:
                seen.append((category, part_id))
    return seen


def market_coverage(
    book: PriceBook, part_ids: list[str], today: dt.date, days: int
) -> dict[str, dict[str, list[str]]]:
    """Per market: the parts with a quote no older than ``days`` ("fresh"), with only
    older quotes ("stale") and with none ("unpriced")."""
    out: dict[str, dict[str, list[str]]] = {}
    for market in MARKET_CURRENCY:
        kinds: dict[str, list[str]] = {"fresh": [], "stale": [], "unpriced": []}
        for part_id in part_ids:
            dates = [q.price_date for q in book.for_part(part_id) if q.market == market]
            if not dates:
                kinds["unpriced"].append(part_id)
            elif (today - max(dates)).days <= days:
                kinds["fresh"].append(part_id)
            else:
                kinds["stale"].append(part_id)
        out[market] = kinds
    return out


def _print_examples(book: PriceBook, today: dt.date, days: int, listing: bool) -> int:
    errors: list[str] = []
    parts = example_part_ids(DATA / "examples", errors)
    for line in errors:
        print(line)
    ids = [part_id for _, part_id in parts]
    print(f"example builds: {len(ids)} parts; fresh / stale / unpriced per market")
    coverage = market_coverage(book, ids, today, days)
    for market, kinds in coverage.items():
        counts = " / ".join(f"{len(kinds[k])}" for k in ("fresh", "stale", "unpriced"))
        print(f"{market:<4}{counts:>16}   fresh {len(kinds['fresh'])} of {len(ids)}")
    if listing:
        for market, kinds in coverage.items():
            lacking = kinds["stale"] + kinds["unpriced"]
            if lacking:
                print(f"\n{market} without a fresh quote ({len(lacking)}): " + ", ".join(lacking))
    return 2 if errors else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--today", type=dt.date.fromisoformat, default=dt.date.today())
    parser.add_argument("--days", type=int, default=DEFAULT_STALE_DAYS)
    parser.add_argument("--list", action="store_true", help="name the unpriced parts")
    parser.add_argument(
        "--examples", action="store_true", help="count the example builds' parts per market"
    )
    args = parser.parse_args()
    parts = _part_ids()
    book, issues = load_price_book(DATA / "prices.csv")
    for issue in issues:
        print(issue)
    if args.examples:
        return _print_examples(book, args.today, args.days, args.list)
    print(f"as of {args.today}, stale after {args.days} days: fresh / stale / unpriced")
    header = f"{'category':<12}" + "".join(f"{m:>16}" for m in MARKET_CURRENCY) + f"{'any':>16}"
    print(header)
    for category, ids in parts.items():
        cells = []
        for market in [*MARKET_CURRENCY, None]:
            fresh = stale = none = 0
            for part_id in ids:
                dates = [
                    q.price_date
                    for q in book.for_part(part_id)
                    if market is None or q.market == market
                ]
                if not dates:
                    none += 1
                elif (args.today - max(dates)).days <= args.days:
                    fresh += 1
                else:
                    stale += 1
            cells.append(f"{fresh:>5}/{stale:>4}/{none:>4}")
        print(f"{category:<12}" + "".join(f"{c:>16}" for c in cells) + f"   of {len(ids)}")
    if args.list:
        for category, ids in parts.items():
            missing = [i for i in ids if not book.for_part(i)]
            if missing:
                print(f"\n{category} ({len(missing)} unpriced): " + ", ".join(missing))
            old = [
                i
                for i in ids
                if book.for_part(i)
                and (args.today - book.for_part(i)[0].price_date).days > args.days
            ]
            if old:
                print(f"{category} ({len(old)} only stale): " + ", ".join(old))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
