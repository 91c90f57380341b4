"""How a price that is not an ordinary street price reads, wherever a price is shown.

A seller's list price or a reseller's quote (how datacentre cards are sold) must not look
like a street listing, and a floor the source gives ("sold for more than 7 million won")
must not look like the price itself: the amount gets "≥" in front and a short tag after
it ("list", "reseller"), and hovering says what that means.  One place for these words,
so the parts table, the details pane, the build list and the charts say the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale

from dlbox.core.price_searches import listing_of
from dlbox.ui.language import translate

FLOOR_MARK = "≥ "
# An old price's colour, the same in the parts table, build list, charts and plan.
STALE_COLOUR = "#b35900"
# The tag after the amount, short enough for a table cell.
KIND_TAGS = {
    "list": QT_TRANSLATE_NOOP("PriceWords", "list"),
    "reseller": QT_TRANSLATE_NOOP("PriceWords", "reseller"),
}
# What the tag means, on hover and in the details pane.
KIND_NOTES = {
    "list": QT_TRANSLATE_NOOP(
        "PriceWords",
        "List price: what the seller publishes, not a street listing; buyers often pay less",
    ),
    "reseller": QT_TRANSLATE_NOOP(
        "PriceWords",
        "Reseller quote: what a reseller asks for the card (datacentre cards are sold so), "
        "not a street listing",
    ),
}
FLOOR_NOTE = QT_TRANSLATE_NOOP(
    "PriceWords", "At least this much: the source gives only a lower bound, not the price"
)


def kind_tag(kind: str | None) -> str:
    """ "list" / "reseller" in the user's language; "" for a street price or none."""
    source = KIND_TAGS.get(kind or "")
    return translate("PriceWords", source) if source else ""


def kind_note(kind: str | None) -> str:
    source = KIND_NOTES.get(kind or "")
    return translate("PriceWords", source) if source else ""


def floor_note() -> str:
    return translate("PriceWords", FLOOR_NOTE)


def marked(amount: str, at_least: bool = False, kind: str | None = None) -> str:
    """ "≥ 7,000,000 KRW", "25,000 USD (list)": an amount with its floor mark and tag."""
    tag = kind_tag(kind)
    return (FLOOR_MARK if at_least else "") + amount + (f" ({tag})" if tag else "")


def price_note(at_least: bool = False, kind: str | None = None) -> str:
    """What the marks on a price mean, one line each ("" for a plain street price)."""
    return "\n".join(n for n in (floor_note() if at_least else "", kind_note(kind)) if n)


def cell_affixes(
    at_least: np.ndarray, kinds: np.ndarray
) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Per row: the text before a price cell, after it, and the cell's tooltip — the
    marks of ``marked`` and ``price_note``, vectorised over a table (a few distinct
    combinations, each worded once)."""
    floors = np.asarray(at_least, dtype=bool)
    kinds = np.asarray(kinds, dtype=object)
    prefix = np.where(floors, FLOOR_MARK, "")
    suffix = np.full(len(kinds), "", dtype=object)
    tips = np.full(len(kinds), "", dtype=object)
    for kind in set(kinds.tolist()) | {""}:
        rows = kinds == kind
        tag = kind_tag(kind)
        suffix[rows] = f" ({tag})" if tag else ""
        for floor in (False, True):
            tips[rows & (floors == floor)] = price_note(floor, kind)
    return prefix, suffix.astype(str), tips.tolist()


# Where a price would be but none was found: the cell's short word, by kind of search.
NOT_LISTED = QT_TRANSLATE_NOOP("PriceWords", "not listed")
NONE_FOUND = QT_TRANSLATE_NOOP("PriceWords", "none found")


# A search that found no price, said where the price would be.
NOT_LISTED_AT = QT_TRANSLATE_NOOP("PriceWords", "Not listed at %1 on %2")
NONE_FOUND_IN = QT_TRANSLATE_NOOP("PriceWords", "No price found in %1 (searched %2)")
MARKET_NAMES = {
    "US": QT_TRANSLATE_NOOP("PriceWords", "the US"),
    "TW": QT_TRANSLATE_NOOP("PriceWords", "Taiwan"),
    "KR": QT_TRANSLATE_NOOP("PriceWords", "Korea"),
    "CN": QT_TRANSLATE_NOOP("PriceWords", "China"),
}


def search_words(row: Any) -> tuple[str, str]:
    """A search that found no price (price_searches.NotFound), in the user's language: the
    short word a price cell shows ("not listed", "none found") and what the search found
    ("Not listed at 原價屋 Coolpc on 2026-09-23", "No price found in Korea (searched …)");
    its reason is read once for both."""
    listing = listing_of(row.reason)
    if listing is not None:
        note = (
            translate("PriceWords", NOT_LISTED_AT)
            .replace("%1", listing[0])
            .replace("%2", listing[1].isoformat())
        )
        return translate("PriceWords", NOT_LISTED), note
    market = MARKET_NAMES.get(row.market)
    note = (
        translate("PriceWords", NONE_FOUND_IN)
        .replace("%1", translate("PriceWords", market) if market else row.market)
        .replace("%2", row.checked.isoformat())
    )
    return translate("PriceWords", NONE_FOUND), note


def search_note(row: Any) -> str:
    """What a search that found no price found, for a tooltip or the details pane."""
    return search_words(row)[1]


def search_cells(
    searches: Any, part_ids: Sequence[str], market: str, price_markets: Sequence[Any]
) -> tuple[np.ndarray, list[str]]:
    """Per row of a table: the word an unknown price cell shows instead of "—" ("not
    listed", "none found"; "" without a search) and what the search found, for the tooltip
    (none where the price shown is that market's own, e.g. a quote the user added since);
    each distinct search worded once."""
    rows = searches.for_parts(part_ids, market) if searches is not None else [None] * len(part_ids)
    rows = [None if m == market else r for r, m in zip(rows, price_markets, strict=True)]
    words = np.full(len(rows), "", dtype=object)
    notes = [""] * len(rows)
    worded: dict[int, tuple[str, str]] = {}
    for i, row in enumerate(rows):
        if row is None:
            continue
        key = id(row)
        if key not in worded:
            worded[key] = search_words(row)
        words[i], notes[i] = worded[key]
    return words.astype(str), notes


def unpriced_names(resolved: Any) -> list[str]:
    """The build's parts with no known price (neither the catalogue's nor the user's own):
    a total without them is only part of what the build costs."""
    return [p.part.name for p in resolved if p.part.price is None]


def unpriced_suffix(count: int) -> str:
    """ " + 1 part without a price" after a total that leaves ``count`` parts out ("" for
    none), so the total is not read as the whole build's price."""
    if not count:
        return ""
    template = (
        translate("PriceWords", " + %1 part without a price")
        if count == 1
        else translate("PriceWords", " + %1 parts without a price")
    )
    return template.replace("%1", QLocale().toString(int(count)))


def unpriced_capital_note(names: Sequence[str]) -> str:
    """The cost charts' note: these parts' prices are missing from the capital, so owning
    looks cheaper than it is ("" for none)."""
    if not names:
        return ""
    return translate(
        "PriceWords", "no price for %1: left out of the capital, so owning looks cheaper"
    ).replace("%1", ", ".join(names))
