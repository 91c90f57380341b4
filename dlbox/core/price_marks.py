"""What kind of figure each part's current price is: a floor ("at least"), and whether it
is a street price, a seller's list price or a reseller's quote.

A part carries only its current price's amount, date, source, market and condition
(``street_prices.with_quote``); the quote it came from also says whether the source gave
just a lower bound and what kind of figure it is.  This module finds that quote again —
for one part (details pane, build list) or vectorised over a catalogue table — so a list
price or a floor is never shown as if it were an ordinary street price.  It reads the
price book only and leaves the selection rule (``street_prices.default_quote``) alone.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pandas as pd

from dlbox.core.parts import PartBase
from dlbox.core.street_prices import PriceBook, PriceQuote

# The part fields ``with_quote`` copies from its quote: together they identify it.
_KEYS = ("price", "currency", "price_date", "price_market", "price_condition")
_QUOTE_FIELDS = ("price", "currency", "price_date", "market", "condition")


def quote_behind(part: PartBase, quotes: Iterable[PriceQuote]) -> PriceQuote | None:
    """The quote the part's current price was taken from, if it is among ``quotes``
    (None for a part priced by its own row or by the user)."""
    if part.price is None:
        return None
    return next(
        (
            q
            for q in quotes
            if q.price == part.price
            and q.currency == part.currency
            and q.price_date == part.price_date
            and q.market == part.price_market
            and q.condition == part.price_condition
        ),
        None,
    )


def quote_of(part: PartBase, book: PriceBook) -> PriceQuote | None:
    """``quote_behind`` over the part's own quotes in ``book``."""
    return quote_behind(part, book.for_part(part.id))


def price_marks(table: pd.DataFrame, book: PriceBook) -> pd.DataFrame:
    """Per row of a catalogue table (``Catalogue.table``): ``at_least`` (the current price
    is a floor) and ``kind`` ("list" or "reseller"; "" for a street price or a price with
    no quote behind it). One merge over the table, no per-row Python on the parts; only
    the quotes that are floors or not street prices take part (usually a handful)."""
    out = pd.DataFrame(
        {"at_least": np.zeros(len(table), dtype=bool), "kind": np.full(len(table), "", object)},
        index=table.index,
    )
    if not len(table) or not len(book) or "id" not in table:
        return out
    ids = set(table["id"].tolist())
    rows = [
        (q.part_id, *(getattr(q, f) for f in _QUOTE_FIELDS), q.kind, q.at_least)
        for part_id, quotes in book.quotes.items()
        if part_id in ids
        for q in quotes
        if q.at_least or q.kind != "street"
    ]
    if not rows:
        return out
    quotes = pd.DataFrame(rows, columns=["id", *_KEYS, "kind", "at_least"])
    # Two quotes alike in every shown field: the first (newest) one speaks for both.
    quotes = quotes.drop_duplicates(subset=["id", *_KEYS])
    left = table.loc[:, ["id", *_KEYS]].reset_index(drop=True)
    left["price"] = pd.to_numeric(left["price"], errors="coerce")
    merged = left.merge(quotes, on=["id", *_KEYS], how="left", sort=False)
    out["kind"] = merged["kind"].fillna("").replace("street", "").to_numpy(dtype=object)
    out["at_least"] = merged["at_least"].fillna(False).to_numpy(dtype=bool)
    return out
