"""Searches for a street price that found none (``data/prices_not_found.csv``).

One row per part and market (``part_id``, ``market``, ``checked``, ``reason``, ``seen``):
where a search for that market's price was made, when, and what was seen but not used.
Per market, so that a price found in one market removes only that market's row and
keeps the record of the dead ends searched in the others.

The first version of the file had no ``market`` column: one row per part, its reason
a ``;``-separated story of searches in every market.  Such a file still loads: each row
is split by market (``split_by_market``), which is also how the shipped file was
migrated once (``tools/migrate_prices_not_found.py``).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.catalogue import LoadIssue, read_csv_records
from dlbox.core.street_prices import MARKET_CURRENCY

NOT_FOUND_FILE = "prices_not_found.csv"
COLUMNS = ("part_id", "market", "checked", "reason", "seen")
# Words that tie a search (a segment of an old reason) to a market.
_TAIWAN = ("Coolpc", "原價屋", "coolpc-evaluate-dump")
_CHINA_AND_US = ("JD/Taobao/Xianyu",)  # a code search for China's and eBay's loggers
_PREFIX = {"Korea:": "KR", "China:": "CN", "Taiwan:": "TW"}
_NEW_SEARCH = ("searched again", "pages/docs search", "no quote in the PCPartPicker")


@dataclass(frozen=True)
class NotFound:
    """No usable price of ``part_id`` in ``market`` was found by the searches named."""

    part_id: str
    market: str
    checked: dt.date
    reason: str
    seen: str = ""


def _segments(text: str) -> list[str]:
    """``text`` split at top-level ``;`` (not inside brackets)."""
    out: list[str] = []
    depth, current = 0, ""
    for char in text:
        depth += (char in "([" and 1) or 0
        depth -= (char in ")]" and 1) or 0
        if char == ";" and depth == 0:
            out.append(current.strip())
            current = ""
        else:
            current += char
    out.append(current.strip())
    return [s for s in out if s]


def _markets_of(segment: str, current: str | None) -> tuple[str, ...] | None:
    """The market(s) a segment reports on; None for a part-wide descriptor."""
    for prefix, market in _PREFIX.items():
        if segment.startswith(prefix):
            return (market,)
    if any(word in segment for word in _TAIWAN):
        return ("TW",)
    if any(word in segment for word in _CHINA_AND_US):
        return ("CN", "US")
    if segment.startswith(_NEW_SEARCH):
        return ("US",)
    if current is not None:
        return (current,)  # goes on with the market of the segment before it
    return None


def split_by_market(reason: str, seen: str) -> dict[str, tuple[str, str]]:
    """An old, all-markets row as {market: (reason, seen)}.

    Part-wide descriptors before the first search ("legacy card, not sold new in
    2026") go into every market's reason; a search goes to the market it names (Coolpc
    is Taiwan, a "Korea:" sentence Korea, ...) and any other search to the US, whose
    retailers and English-language pages the first passes searched.  ``seen`` goes to
    Taiwan when it quotes Coolpc, else to the US; a bare date there (a stray cell) is
    dropped.
    """
    general: list[str] = []
    by_market: dict[str, list[str]] = {}
    current: str | None = None
    for segment in _segments(reason):
        markets = _markets_of(segment, current)
        if markets is None and by_market:
            markets = ("US",)  # after the first search, an unnamed one is a US search
        if markets is None:
            general.append(segment)
            continue
        for market in markets:
            by_market.setdefault(market, []).append(segment)
        current = markets[0] if len(markets) == 1 and markets[0] != "US" else None
    if not by_market:
        by_market["US"] = []
    seen = "" if re.fullmatch(r"\d{4}-\d{2}-\d{2}", seen.strip()) else seen.strip()
    seen_market = "TW" if any(w in seen for w in _TAIWAN) else "US"
    if seen and seen_market not in by_market:
        seen_market = next(iter(by_market))
    return {
        market: ("; ".join([*general, *segments]), seen if market == seen_market else "")
        for market, segments in sorted(by_market.items(), key=lambda kv: _order(kv[0]))
    }


def _order(market: str) -> int:
    markets = list(MARKET_CURRENCY)
    return markets.index(market) if market in markets else len(markets)


def load_not_found(path: Path) -> tuple[list[NotFound], list[LoadIssue]]:
    """Read the file (either version); a bad row is named by line and field, the rest load."""
    label = path.name
    records = read_csv_records(path, label)
    issues = list(records.issues)
    old = bool(records.header) and "market" not in records.header
    out: list[NotFound] = []
    for record in records.well_formed:
        cells = {k: (v or "").strip() for k, v in record.values.items()}
        problem = None
        try:
            checked = dt.date.fromisoformat(cells.get("checked", ""))
        except ValueError:
            problem = ("checked", "expected the day of the search (YYYY-MM-DD)")
        if not cells.get("part_id"):
            problem = ("part_id", "expected a catalogue part id")
        elif not cells.get("reason"):
            problem = ("reason", "expected what was searched and why nothing was used")
        elif not old and cells.get("market") not in MARKET_CURRENCY:
            problem = ("market", f"expected one of {', '.join(MARKET_CURRENCY)}")
        if problem:
            issues.append(LoadIssue(label, record.line, problem[0], problem[1]))
            continue
        if old:
            for market, (reason, seen) in split_by_market(
                cells["reason"], cells.get("seen", "")
            ).items():
                out.append(NotFound(cells["part_id"], market, checked, reason, seen))
        else:
            out.append(
                NotFound(
                    cells["part_id"],
                    cells["market"],
                    checked,
                    cells["reason"],
                    cells.get("seen", ""),
                )
            )
    return out, issues
