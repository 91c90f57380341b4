"""Street-price coverage of the shipped catalogue, per category and market.

For each market (US, TW, KR, CN) and category: how many parts have a quote of that
market no older than the stale threshold ("fresh"), only older quotes ("stale"), or
none ("unpriced"); ``--list`` names the parts with no quote in any market.

    .venv/bin/python tools/price_coverage.py [--today 2026-11-26] [--days 180] [--list]
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
from pathlib import Path

from dlbox.core.street_prices import DEFAULT_STALE_DAYS, MARKET_CURRENCY, load_price_book

DATA = Path(__file__).resolve().parent.parent / "data"


def _part_ids() -> dict[str, list[str]]:
    """Catalogue part ids per category file (gpu, cpu, ...)."""
    out: dict[str, list[str]] = {}
    for path in sorted((DATA / "parts").glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as fh:
            out[path.stem] = [row["id"] for row in csv.DictReader(fh) if row.get("id")]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--today", type=dt.date.fromisoformat, default=dt.date.today())
    parser.add_argument("--days", type=int, default=DEFAULT_STALE_DAYS)
    parser.add_argument("--list", action="store_true", help="name the unpriced parts")
    args = parser.parse_args()
    parts = _part_ids()
    book, issues = load_price_book(DATA / "prices.csv")
    for issue in issues:
        print(issue)
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
