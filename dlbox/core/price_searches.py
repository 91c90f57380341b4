"""Searches for a street price that found none (``data/prices_not_found.csv``).

One row per part and market (``part_id``, ``market``, ``checked``, ``reason``, ``seen``):
where a search for that market's price was made, when, and what was seen but not used.
Per market, so that a price found in one market removes only that market's row and
keeps the record of the dead ends searched in the others.

The first version of the file had no ``market`` column: one row per part, its reason
a ``;``-separated story of searches in every market.  Such a file still loads: each row
is split by market (``split_by_market``), which is also how the shipped file was
migrated once (``tools/migrate_prices_not_found.py``).

The app shows each row where the part's price would be (parts table, build list, report):
a reason that says "not in the <shop> price list of <YYYY-MM-DD>" (or "… log of …") reads
"not listed at <shop> on <date>"; any other reads "no price found in <market> (searched
<checked>)" (``search_text``; the app's own words: ui/price_words.py).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dlbox.core.csv_records import LoadIssue, read_csv_records
from dlbox.core.street_prices import MARKET_CURRENCY

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
    line: int | None = field(default=None, compare=False)  # in the file, for messages


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
                out.append(NotFound(cells["part_id"], market, checked, reason, seen, record.line))
        else:
            out.append(
                NotFound(
                    cells["part_id"],
                    cells["market"],
                    checked,
                    cells["reason"],
                    cells.get("seen", ""),
                    record.line,
                )
            )
    return out, issues


# "not in the 原價屋 Coolpc price list of 2026-09-23", "not in …'s Danawa CPU log of
# 2026-07-27": the list a search read in full, and its date.
_LISTING = re.compile(
    r"not in (?:the )?(?P<source>[^;()]+?) (?:price list|log) of (?P<date>\d{4}-\d{2}-\d{2})"
)
# The markets as a sentence names them (English; the app words them in its language).
MARKET_NAMES = {"US": "the US", "TW": "Taiwan", "KR": "Korea", "CN": "China"}


def listing_of(reason: str) -> tuple[str, dt.date] | None:
    """(the list's name, its date) when a search read one shop's or log's list and the part
    was not on it; None for a search of many sources.  A log named as a repository's keeps
    what follows the owner ("kwondohoon1/danawa-monitor-crawler's Danawa CPU" → "Danawa
    CPU")."""
    found = _LISTING.search(reason)
    if found is None:
        return None
    source = found["source"].rsplit("'s ", 1)[-1].strip()
    try:
        return source, dt.date.fromisoformat(found["date"])
    except ValueError:
        return None


def search_text(row: NotFound) -> str:
    """What a report shows where the price would be (English): "not listed at 原價屋 Coolpc
    on 2026-09-23", or "no price found in Korea (searched 2026-11-26)"."""
    listing = listing_of(row.reason)
    if listing is not None:
        return f"not listed at {listing[0]} on {listing[1].isoformat()}"
    market = MARKET_NAMES.get(row.market, row.market)
    return f"no price found in {market} (searched {row.checked.isoformat()})"


@dataclass(frozen=True)
class PriceSearches:
    """The searches that found no price, by (part id, market)."""

    rows: dict[tuple[str, str], NotFound] = field(default_factory=dict)

    @classmethod
    def of(cls, rows: list[NotFound]) -> PriceSearches:
        return cls({(r.part_id, r.market): r for r in rows})

    def __len__(self) -> int:
        return len(self.rows)

    def get(self, part_id: str, market: str) -> NotFound | None:
        return self.rows.get((part_id, market))

    def for_parts(self, part_ids: Sequence[str], market: str) -> list[NotFound | None]:
        """Each part's search in ``market`` (None: none recorded), once per table, so a
        table model looks its cells up in a list."""
        return [self.rows.get((str(p), market)) for p in part_ids]


def load_searches(
    path: Path, known_ids: set[str] | None = None
) -> tuple[PriceSearches, list[LoadIssue]]:
    """``load_not_found`` as the catalogue keeps it; a row naming no catalogue part is named
    and skipped, the rest load."""
    rows, issues = load_not_found(path)
    if known_ids is not None:
        for row in [r for r in rows if r.part_id not in known_ids]:
            issues.append(
                LoadIssue(
                    path.name,
                    row.line,
                    "part_id",
                    f"expected a catalogue part id, got {row.part_id!r}; row skipped",
                )
            )
        rows = [r for r in rows if r.part_id in known_ids]
    return PriceSearches.of(rows), issues
