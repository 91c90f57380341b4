"""Dated street prices per part, market and condition (``data/prices.csv``).

A part's launch MSRP says what the vendor hoped to sell it for; a buyer pays the
street price of the day, new or used, in their own market.  Each quote here is one
observation: amount, currency, market, new/used, the date it was seen and the page
that shows it.  The catalogue takes a part's *current* price from the newest quote
for the chosen market (``current``), so an old figure is never shown as today's
without its date, and ``is_stale`` lets the UI flag quotes older than a threshold.

When sources disagree (a retailer's logged listing at $3,395 against a buying
guide's "$1,800-2,000 new" a few weeks later), the figure shown is the newest
*logged listing* among the market's quotes of the last ``WINDOW_DAYS`` up to its
newest one — a price a buyer could have paid on a named day at a named shop — and
the low-high spread across all those quotes travels with it (``StreetPrice``), so
the conflict is shown rather than hidden.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np
import pandas as pd
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from dlbox.core.csv_records import MAX_CSV_BYTES, read_csv_records
from dlbox.core.parts import PartBase, iso_currency

Condition = Literal["new", "used"]
# What a figure is: a listing or sale seen on the street (the default), a seller's
# published list price, or a reseller's quote (how datacentre cards are sold).
PriceKind = Literal["street", "list", "reseller"]
# How a figure was obtained: ``listing`` — read from a retailer's or marketplace's
# own listings or sales and logged with its date (a price log kept in a repository,
# a shop's price list, sold-listing data); ``report`` — a figure or range quoted by
# an article, buying guide or market report.  A row that does not say is a report.
# ``placeholder`` — a logged figure that a later reading of the same log found to be a
# seller's placeholder (unchanged for weeks with nothing near it): the row stays in the
# file as the record of what was read, but it is never a price (``PriceBook`` sets it
# aside).
PriceBasis = Literal["listing", "report", "placeholder"]
# Quotes of one market and condition within this many days of its newest quote
# describe that market's current price together: the newest logged listing among
# them is the figure shown, and all of them give its low-high spread.
WINDOW_DAYS = 90
# Markets with sources in the shipped data, and the currency their quotes use.
MARKET_CURRENCY: dict[str, str] = {"US": "USD", "TW": "TWD", "KR": "KRW", "CN": "CNY"}
DEFAULT_MARKET = "US"
# A quote older than this is flagged as stale (a user setting in the app).
DEFAULT_STALE_DAYS = 180
PRICES_FILE = "prices.csv"


def market_for_currency(currency: str | None) -> str:
    """The market whose street prices a user pricing in ``currency`` sees first: a
    Taipei user in TWD gets Taiwan's quote where one exists, not a converted US one.
    A currency no shipped market uses falls back to the default market."""
    wanted = (currency or "").strip().upper()
    for market, market_currency in MARKET_CURRENCY.items():
        if market_currency == wanted:
            return market
    return DEFAULT_MARKET


class PriceQuote(BaseModel):
    """One observed price of one part."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    part_id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", max_length=80)
    market: str = Field(pattern=r"^[A-Z]{2}$")
    currency: str
    condition: Condition
    # The lowest figure the source gives (a buyer pays the cheapest listing);
    # ``price_high`` keeps the top of a range when the source quotes one.
    price: float = Field(gt=0, allow_inf_nan=False)
    price_high: float | None = Field(default=None, gt=0, allow_inf_nan=False)
    price_date: dt.date
    source: str = Field(min_length=8)
    notes: str | None = None
    # Optional columns, so files written before they existed load unchanged.
    kind: PriceKind = "street"
    # The source gives only a floor ("sold for more than 7 million won"): shown as
    # "at least", never as the price itself.
    at_least: bool = False
    basis: PriceBasis = "report"

    _currency = field_validator("currency")(iso_currency)

    @model_validator(mode="after")
    def _floor_has_no_top(self) -> PriceQuote:
        if self.at_least and self.price_high is not None:
            raise ValueError("a lower bound (at_least) cannot also give a top (price_high)")
        return self

    @field_validator("price_high")
    @classmethod
    def _high_not_below_low(cls, value: float | None, info: object) -> float | None:
        low = getattr(info, "data", {}).get("price")
        if value is not None and low is not None and value < low:
            raise ValueError(f"price_high ({value}) is below price ({low})")
        return value

    def age_days(self, today: dt.date | None = None) -> int:
        return ((today or dt.date.today()) - self.price_date).days


def is_stale(
    price_date: dt.date | None, today: dt.date | None = None, max_age_days: int = DEFAULT_STALE_DAYS
) -> bool:
    """True when a price is older than ``max_age_days`` or carries no date at all."""
    if price_date is None:
        return True
    return ((today or dt.date.today()) - price_date).days > max_age_days


@dataclass(frozen=True)
class PriceIssue:
    """A row of prices.csv that did not load: file, line, field and what was expected."""

    line: int
    field: str | None
    message: str

    def __str__(self) -> str:
        where = f"{PRICES_FILE}, line {self.line}"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class StreetPrice:
    """A market's current price of a part: the quote shown, and the spread of every
    quote of the same market and condition in the ``WINDOW_DAYS`` up to the newest.

    ``low``/``high`` span the window's figures (a range counts with both ends, a
    floor with its figure); they are equal when the window holds one plain figure.
    """

    quote: PriceQuote
    low: float
    high: float
    # The quotes the spread spans, newest first (``quote`` is one of them).
    window: tuple[PriceQuote, ...]

    @property
    def as_of(self) -> dt.date:
        """Date of the newest quote in the window: how recent this market's news is."""
        return self.window[0].price_date

    @property
    def has_spread(self) -> bool:
        """True when the sources of the window disagree (or one gives a range)."""
        return self.high > self.low

    @property
    def sources(self) -> int:
        return len({q.source for q in self.window})


def street_price(
    quotes: Sequence[PriceQuote],
    today: dt.date | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
) -> StreetPrice | None:
    """The street price from ``quotes`` of one market and condition (any order).

    The figure shown is the newest *logged listing* (``basis`` = listing) among the
    quotes within ``WINDOW_DAYS`` of the newest one, else the newest quote: a price a
    buyer could pay at a named shop on a named day outranks a guide's range that may
    repeat older news.  A listing never replaces a fresh report when it is itself
    stale, so preferring it never turns a fresh price into a flagged one, and a
    newer floor above it ("over $175" after a $150 listing) says the listing is
    out of date, so the floor is shown.  On the same day a listing wins.
    """
    if not quotes:
        return None
    ordered = sorted(quotes, key=lambda q: (q.price_date, q.basis == "listing"), reverse=True)
    newest = ordered[0].price_date
    window = tuple(q for q in ordered if (newest - q.price_date).days <= WINDOW_DAYS)
    shown = ordered[0]
    listing = next((q for q in window if q.basis == "listing"), None)
    # A floor reported after the listing and above it is a hard fact the listing
    # contradicts: prices moved past it.
    overtaken = listing is not None and any(
        q.at_least and q.price_date > listing.price_date and q.price > listing.price for q in window
    )
    if (
        listing is not None
        and not overtaken
        and (
            not is_stale(listing.price_date, today, max_age_days)
            or is_stale(newest, today, max_age_days)
        )
    ):
        shown = listing
    low = min(q.price for q in window)
    high = max(q.price_high or q.price for q in window)
    return StreetPrice(shown, low, high, window)


@dataclass
class PriceBook:
    """Every quote, by part id, newest first; rows found to be a seller's placeholder
    (``basis`` = placeholder) are kept apart in ``set_aside``: no price, list or count
    reads them, but a file written back from the book keeps them."""

    quotes: dict[str, list[PriceQuote]] = field(default_factory=dict)
    set_aside: list[PriceQuote] = field(default_factory=list)

    @classmethod
    def of(cls, quotes: Iterable[PriceQuote]) -> PriceBook:
        book = cls()
        for quote in quotes:
            if quote.basis == "placeholder":
                book.set_aside.append(quote)
            else:
                book.quotes.setdefault(quote.part_id, []).append(quote)
        for found in book.quotes.values():
            found.sort(key=lambda q: q.price_date, reverse=True)
        return book

    def every_row(self) -> list[PriceQuote]:
        """The quotes and the set-aside placeholder rows: what a file written back holds."""
        return [q for qs in self.quotes.values() for q in qs] + list(self.set_aside)

    def __len__(self) -> int:
        return sum(len(q) for q in self.quotes.values())

    def for_part(self, part_id: str) -> list[PriceQuote]:
        """Every quote of a part, newest first."""
        return list(self.quotes.get(part_id, ()))

    def street(
        self,
        part_id: str,
        market: str | None = DEFAULT_MARKET,
        condition: Condition | None = None,
        currency: str | None = None,
        today: dt.date | None = None,
        max_age_days: int = DEFAULT_STALE_DAYS,
    ) -> StreetPrice | None:
        """The street price for the market/condition/currency given (None = any); its
        ``quote`` is the headline figure shown.

        Which quotes: with no condition, the *new* quotes while the newest of them is
        fresh, else those of the newest quote's condition (a card that is bought used
        today — a 3090 — gets its used price rather than a year-old new listing; on the
        same day new wins).  Which figure: see ``street_price``.
        """
        found = [
            q
            for q in self.quotes.get(part_id, ())
            if (market is None or q.market == market)
            and (currency is None or q.currency == currency)
            and (condition is None or q.condition == condition)
        ]
        if not found:
            return None
        newest = found[0]
        if condition is None:
            new = [q for q in found if q.condition == "new"]
            if new and not is_stale(new[0].price_date, today, max_age_days):
                newest = new[0]
            else:
                same_day = [q for q in found if q.price_date == found[0].price_date]
                newest = next((q for q in same_day if q.condition == "new"), same_day[0])
        group = [
            q
            for q in found
            if (q.market, q.currency, q.condition)
            == (newest.market, newest.currency, newest.condition)
        ]
        return street_price(group, today, max_age_days)

    def markets(self) -> list[str]:
        return sorted({q.market for qs in self.quotes.values() for q in qs})


def default_street_price(
    book: PriceBook,
    part_id: str,
    market: str = DEFAULT_MARKET,
    today: dt.date | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
    condition: Condition | None = None,
) -> StreetPrice | None:
    """The street price a part shows by default, with its spread: ``market``'s (new
    before used) while fresh; else whichever of that and the reference (US) market's
    has the newer news (a 2022 used price in Korea must not hide this year's US street
    price); a third market's (Taiwan's, for a US or Korean buyer) only when neither has
    any, so a part priced only in Taiwan still has a price.  With a ``condition``, the
    same choice among that condition's quotes only (the planner's new price of a card
    the catalogue shows used)."""
    local = book.street(part_id, market, condition, today=today, max_age_days=max_age_days)
    if local is not None and not is_stale(local.quote.price_date, today, max_age_days):
        return local
    reference = (
        book.street(part_id, DEFAULT_MARKET, condition, today=today, max_age_days=max_age_days)
        if market != DEFAULT_MARKET
        else None
    )
    # On the same date the buyer's own market wins (max keeps the first of equals).
    known = [p for p in (local, reference) if p is not None]
    if known:
        return max(known, key=lambda p: p.as_of)
    return book.street(part_id, None, condition, today=today, max_age_days=max_age_days)


def default_quote(
    book: PriceBook,
    part_id: str,
    market: str = DEFAULT_MARKET,
    today: dt.date | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
) -> PriceQuote | None:
    """The quote a part shows by default (``default_street_price``'s headline)."""
    found = default_street_price(book, part_id, market, today, max_age_days)
    return found.quote if found is not None else None


def street_spreads(
    book: PriceBook,
    part_ids: Iterable[str],
    market: str = DEFAULT_MARKET,
    today: dt.date | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
) -> pd.DataFrame:
    """The spread behind each part's default price, one row per part id (for a
    catalogue table, computed once per market rather than per cell): ``price_low``,
    ``price_high`` (in the shown quote's currency), ``quotes`` (how many quotes the
    window holds) and ``sources``; empty cells for a part without a quote."""
    rows: dict[str, dict[str, float | int | None]] = {}
    for part_id in part_ids:
        found = default_street_price(book, part_id, market, today, max_age_days)
        rows[part_id] = (
            {
                "price_low": found.low,
                "price_high": found.high,
                "quotes": len(found.window),
                "sources": found.sources,
            }
            if found is not None
            else {"price_low": None, "price_high": None, "quotes": 0, "sources": 0}
        )
    frame = pd.DataFrame.from_dict(
        rows, orient="index", columns=["price_low", "price_high", "quotes", "sources"]
    )
    return frame.astype({"price_low": float, "price_high": float})


def with_quote(part: PartBase, quote: PriceQuote) -> PartBase:
    """``part`` carrying ``quote`` as its current price."""
    return part.model_copy(
        update={
            "price": quote.price,
            "currency": quote.currency,
            "price_date": quote.price_date,
            "price_source": quote.source,
            "price_condition": quote.condition,
            "price_market": quote.market,
        }
    )


def apply_street_prices(
    parts: Sequence[PartBase], book: PriceBook, market: str = DEFAULT_MARKET
) -> list[PartBase]:
    """Parts with their current street price from ``book``; a part with no quote keeps
    what its own row says (a user part), and shipped rows say nothing: unknown."""
    out: list[PartBase] = []
    for part in parts:
        quote = default_quote(book, part.id, market)
        out.append(with_quote(part, quote) if quote is not None else part)
    return out


def load_price_book(
    path: Path, known_ids: Iterable[str] | None = None
) -> tuple[PriceBook, list[PriceIssue]]:
    """Read ``prices.csv``; a bad row becomes an issue naming its line and field."""
    records = read_csv_records(path, PRICES_FILE, max_bytes=MAX_CSV_BYTES)
    issues = [PriceIssue(i.line or 1, i.field, i.message) for i in records.issues]
    ids = set(known_ids) if known_ids is not None else None
    quotes: list[PriceQuote] = []
    for row in records.well_formed:
        cleaned = {k: v for k, v in row.values.items() if k and str(v).strip() != ""}
        try:
            quote = PriceQuote.model_validate(cleaned)
        except ValidationError as exc:
            for error in exc.errors():
                loc = ".".join(str(p) for p in error.get("loc", ())) or None
                got = error.get("input")
                message = str(error.get("msg", "invalid value"))
                if error.get("type") == "missing":
                    message = "is required but empty"
                elif error.get("type") == "extra_forbidden":
                    message = "is not a known column of prices.csv"
                elif isinstance(got, str | int | float):
                    message += f" (got {got!r})"
                issues.append(PriceIssue(row.line, loc, message))
            continue
        if ids is not None and quote.part_id not in ids:
            issues.append(
                PriceIssue(row.line, "part_id", f"no part with id {quote.part_id!r}; row skipped")
            )
            continue
        quotes.append(quote)
    return PriceBook.of(quotes), issues


def stale_mask(
    prices: pd.Series,
    dates: pd.Series,
    today: dt.date | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
) -> np.ndarray:
    """Vectorised ``is_stale`` over a catalogue table: True where a part has a price
    whose date is missing or older than ``max_age_days`` (no price: nothing to flag)."""
    when = pd.to_datetime(dates, errors="coerce")
    age = (pd.Timestamp(today or dt.date.today()) - when).dt.days
    priced = pd.to_numeric(prices, errors="coerce").notna()
    return (priced & (age.isna() | (age > max_age_days))).to_numpy(dtype=bool)
