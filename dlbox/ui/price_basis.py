"""What the build's money figures rest on, in one line: the prices' dates, the GPU's price
with its date and source, how many prices are older than the user's threshold, and how
many lines carry the user's own price.

The cost and own-vs-rent charts show it next to their totals, so a reader knows whether
"3,714 USD" is today's street price or last year's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale

from dlbox.core.parts import Category
from dlbox.core.price_marks import quote_of
from dlbox.core.price_source import source_short_name
from dlbox.core.street_prices import PriceBook, is_stale
from dlbox.ui.language import translate
from dlbox.ui.price_words import kind_tag, marked


def source_name(source: str | None) -> str:
    """A price source as a reader scans it: a price log's repository (owner/name), a web
    address's host, else the text's start (``price_source.source_short_name``)."""
    return source_short_name(source) or translate("PriceBasis", "source not given")


def _gpu_price(resolved: Any, converter: Any, book: PriceBook | None) -> str:
    pick = next(iter(resolved.of(Category.GPU)), None)
    if pick is None or pick.part.price is None:
        return ""
    part = pick.part
    amount = converter.format(float(part.price), part.currency)
    quote = None if book is None or pick.price_from_build else quote_of(part, book)
    if quote is not None:  # "≥ 1,800 USD", "25,000 USD (list)": not a street price
        amount = marked(amount, quote.at_least, quote.kind)
    if pick.price_from_build:
        return translate("PriceBasis", "GPU %1 (your price)").replace("%1", amount)
    date = str(part.price_date) if part.price_date else translate("PriceBasis", "no date")
    used = getattr(part, "price_condition", None) == "used"
    template = (
        translate("PriceBasis", "GPU %1 used, %2, %3")
        if used
        else translate("PriceBasis", "GPU %1, %2, %3")
    )
    return (
        template.replace("%1", amount)
        .replace("%2", date)
        .replace("%3", source_name(part.price_source))
    )


def price_basis(
    resolved: Any,
    converter: Any,
    max_age_days: int,
    *,
    short: bool = False,
    book: PriceBook | None = None,
) -> str:
    """ " · "-joined notes on the build's prices ("" for a build without prices).

    ``short`` leaves out the date range and the GPU's source (the own-vs-rent chart, whose
    message is long already). ``book`` (the catalogue's quotes) lets the notes say which
    prices are floors, list prices or reseller quotes rather than street prices."""
    picks = [p for p in resolved if p.part.price is not None]
    if not picks:
        return ""
    listed = [p for p in picks if not p.price_from_build]
    own = len(picks) - len(listed)
    dates = sorted(p.part.price_date for p in listed if p.part.price_date is not None)
    old = sum(is_stale(p.part.price_date, max_age_days=max_age_days) for p in listed)
    quotes = [quote_of(p.part, book) for p in listed] if book is not None else []
    kinds = [q.kind for q in quotes if q is not None and q.kind != "street"]
    not_street = sorted(set(kinds))
    if short:  # "prices: 7 older than 180 days, 1 your own"
        parts = []
        if old:
            parts.append(
                translate("PriceBasis", "%1 older than %2 days")
                .replace("%1", QLocale().toString(int(old)))
                .replace("%2", QLocale().toString(int(max_age_days)))
            )
        if own:
            parts.append(
                translate("PriceBasis", "%1 at your own price").replace(
                    "%1", QLocale().toString(int(own))
                )
            )
        if kinds:  # "1 not a street price (list)"
            parts.append(
                translate("PriceBasis", "%1 not street prices (%2)")
                .replace("%1", QLocale().toString(len(kinds)))
                .replace("%2", ", ".join(kind_tag(k) for k in not_street))
            )
        return (
            translate("PriceBasis", "prices: %1").replace("%1", ", ".join(parts)) if parts else ""
        )
    notes: list[str] = []
    if dates:
        span = str(dates[0]) if dates[0] == dates[-1] else f"{dates[0]} – {dates[-1]}"
        notes.append(
            translate("PriceBasis", "street prices of %1").replace("%1", span)
            if not not_street
            else translate("PriceBasis", "prices of %1 (%2 among them)")
            .replace("%1", span)
            .replace("%2", ", ".join(kind_tag(k) for k in not_street))
        )
    gpu = _gpu_price(resolved, converter, book)
    if gpu:
        notes.append(gpu)
    if old:
        notes.append(
            translate("PriceBasis", "%1 older than %2 days (orange in Build): check today's price")
            .replace("%1", QLocale().toString(int(old)))
            .replace("%2", QLocale().toString(int(max_age_days)))
        )
    if own:
        notes.append(
            translate("PriceBasis", "%1 at your own price (Edit ▸ Set Line Price…)").replace(
                "%1", QLocale().toString(int(own))
            )
        )
    return " · ".join(notes)


def price_dates(resolved: Any, max_age_days: int, book: PriceBook | None = None) -> str:
    """What a build's total rests on, short enough for a table cell: the catalogue
    prices' dates, how many are older than the limit or not street prices, and how many
    are the build's own ("2025-07-23 – 2026-05-01 · 8 older than 180 days"); "—" for a
    build without prices."""
    priced = [p for p in resolved if p.part.price is not None]
    listed = [p for p in priced if not p.price_from_build]
    own = len(priced) - len(listed)
    dates = sorted(p.part.price_date for p in listed if p.part.price_date is not None)
    notes = []
    if dates:
        notes.append(str(dates[0]) if dates[0] == dates[-1] else f"{dates[0]} – {dates[-1]}")
    old = sum(is_stale(p.part.price_date, max_age_days=max_age_days) for p in listed)
    if old:
        notes.append(
            translate("PriceBasis", "%1 older than %2 days")
            .replace("%1", QLocale().toString(int(old)))
            .replace("%2", QLocale().toString(int(max_age_days)))
        )
    quotes = [quote_of(p.part, book) for p in listed] if book is not None else []
    kinds = [q.kind for q in quotes if q is not None and q.kind != "street"]
    if kinds:
        notes.append(
            translate("PriceBasis", "%1 not street prices (%2)")
            .replace("%1", QLocale().toString(len(kinds)))
            .replace("%2", ", ".join(kind_tag(k) for k in sorted(set(kinds))))
        )
    if own:
        notes.append(
            translate("PriceBasis", "%1 at your own price").replace(
                "%1", QLocale().toString(int(own))
            )
        )
    return " · ".join(notes) or "—"


def has_floor(resolved: Any, book: PriceBook | None) -> bool:
    """True when a catalogue price of the build is only a floor, so its total is too."""
    return book is not None and any(
        (q := quote_of(p.part, book)) is not None and q.at_least
        for p in resolved
        if p.part.price is not None and not p.price_from_build
    )
