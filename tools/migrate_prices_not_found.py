"""Rewrite data/prices_not_found.csv from one row per part to one row per part and market.

Run once on a file of the first version (no ``market`` column); a file already per
market is left as it is.  See ``dlbox.core.price_searches.split_by_market`` for how
each old reason is divided.

    .venv/bin/python tools/migrate_prices_not_found.py [PATH]
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.atomic import atomic_write_text
from dlbox.core.catalogue import read_csv_records
from dlbox.core.price_searches import COLUMNS, load_not_found

DEFAULT = REPO / "data" / "prices_not_found.csv"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else DEFAULT
    header = read_csv_records(path).header
    if "market" in header:
        print(f"{path}: already one row per part and market; nothing to do")
        return 0
    rows, issues = load_not_found(path)
    for issue in issues:
        print(issue, file=sys.stderr)
    if issues:
        return 2
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in rows:
        writer.writerow([row.part_id, row.market, row.checked, row.reason, row.seen])
    atomic_write_text(path, buffer.getvalue())
    print(f"{path}: {len(rows)} rows (part, market)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
