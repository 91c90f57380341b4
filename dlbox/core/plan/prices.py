"""Part prices in the plan's currency, and which parts the planner may pick at all.

A part the planner picks needs a known price (a budget cannot hold an unknown)
in a currency the rate table knows, and must be new unless the site allows used
parts.  One rate per currency for the whole plan (the user's, else the newest
shipped one), as every comparison in dlbox converts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dlbox.core.cost.money import CurrencyError, Money, RateTable
from dlbox.core.parts import Category, PartBase


def is_used(part: PartBase) -> bool:
    """True for a part whose price is for a used one (catalogue column ``price_condition``)."""
    return getattr(part, "price_condition", None) == "used"


@dataclass
class PriceBook:
    """``price(part)``: its unit price in ``currency`` (None: the planner cannot budget it)."""

    rates: RateTable
    currency: str
    used_parts: bool = False
    _cache: dict[tuple[Category, str], float | None] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rates = self.rates.pinned()

    def price(self, part: PartBase) -> float | None:
        key = (part.category, part.id)
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
