"""Part prices in the plan's currency, and the offers the planner may buy a part at.

A part the planner picks needs a known price (a budget cannot hold an unknown) in
a currency the rate table knows.  The catalogue shows each part's newest quote,
which may be a used one (a card bought used today — a 3090, an L4 on eBay); the
planner budgets new parts unless the user includes used ones, so a part whose
shown quote is used is offered at its newest *new* quote instead (dated, cited and
flagged stale like any other), and with used parts included its used figure is an
offer of its own.  Quotes are asked of the catalogue's street prices one way only,
``street_prices.default_street_price`` with a condition, so the planner's "new
price" is the figure the catalogue would show for that condition in its market.
One rate per currency for the whole plan (the user's, else the newest shipped one),
as every comparison in dlbox converts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dlbox.core.cost.money import CurrencyError, Money, RateTable
from dlbox.core.parts import PartBase
from dlbox.core.street_prices import (
    DEFAULT_MARKET,
    Condition,
    PriceBook,
    default_street_price,
    with_quote,
)


def is_used(part: PartBase) -> bool:
    """True for a part whose price is for a used one (catalogue column ``price_condition``)."""
    return getattr(part, "price_condition", None) == "used"


def condition_of(part: PartBase) -> Condition:
    """The condition a part's price is for; a price that does not say (a user's own row)
    counts as new, as it always has."""
    return "used" if is_used(part) else "new"


def offer_key(part: PartBase) -> tuple[str, str]:
    """An offer's key: one card may be offered new and used, one option each."""
    return (part.id, condition_of(part))


@dataclass
class PlanPrices:
    """The parts the planner may buy, each at a price it can budget.

    ``offers(part)``: the part as the planner may buy it — new first, then used when
    ``used_parts`` — each a copy carrying its own quote (price, date, source,
    condition, market); ``price(offer)``: that offer's unit price in ``currency``
    (None: the planner cannot budget it).
    """

    rates: RateTable
    currency: str
    used_parts: bool = False
    # The catalogue's street quotes and market: where a new price is found for a part
    # whose shown quote is used (and the other way round).  Empty: only shown prices.
    book: PriceBook = field(default_factory=PriceBook)
    market: str = DEFAULT_MARKET
    _cache: dict[tuple[str, str, str, float | None, str], float | None] = field(
        default_factory=dict
    )
    _offers: dict[tuple[str, str], list[PartBase]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rates = self.rates.pinned()

    def offers(self, part: PartBase) -> list[PartBase]:
        """The part at each price the planner may budget, new before used."""
        key = (part.category.value, part.id)
        if key not in self._offers:
            wanted: tuple[Condition, ...] = ("new", "used") if self.used_parts else ("new",)
            found = [self._at(part, condition) for condition in wanted]
            self._offers[key] = [o for o in found if o is not None and self.price(o) is not None]
        return self._offers[key]

    def cheapest(self, part: PartBase) -> PartBase | None:
        """The offer of ``part`` with the lowest price (a new one on a tie), or None."""
        offers = self.offers(part)
        return min(offers, key=lambda o: self.price(o) or 0.0) if offers else None

    def _at(self, part: PartBase, condition: Condition) -> PartBase | None:
        """``part`` priced in ``condition``: its shown price when that is the condition's,
        else the catalogue's quote of that condition for the market (None: no such quote)."""
        if part.price is not None and condition_of(part) == condition:
            return part
        found = default_street_price(self.book, part.id, self.market, condition=condition)
        return with_quote(part, found.quote) if found is not None else None

    def price(self, part: PartBase) -> float | None:
        key = (
            part.category.value,
            part.id,
            condition_of(part),
            part.price,
            part.currency,
        )
        if key not in self._cache:
            self._cache[key] = self._convert(part)
        return self._cache[key]

    def _convert(self, part: PartBase) -> float | None:
        if part.price is None or (is_used(part) and not self.used_parts):
            return None
        if part.currency == self.currency:
            return float(part.price)
        try:
            return self.rates.convert(Money(part.price, part.currency), self.currency).amount
        except CurrencyError:
            return None  # no rate for the part's currency: left out, never guessed

    def money(self, amount: float) -> Money:
        return Money(amount, self.currency)
