"""What owning the build costs: capital up front, electricity while it runs, resale at the end.

Capital is Σ price × quantity (+ tax and shipping as a share), converted into
the user's currency with dated rates.  Running cost is electricity: the load
power (from the estimator) ÷ PSU efficiency × hours × price per kWh, plus idle
power for the hours the box is on but not training.  Amounts inside
:class:`Ownership` are plain numbers in one currency so break-even can run
vectorised; :func:`build_capital` is where currencies meet and are converted.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from dlbox.core.build import ResolvedBuild
from dlbox.core.cost.money import Conversion, Money, RateTable
from dlbox.core.parts import PSU, Category

HOURS_PER_DAY = 24.0

# 80 PLUS minimum efficiency at 50 % load (115 V internal, the usual desktop
# case), by certification level. "none" has no promise: unknown.
PSU_EFFICIENCY_AT_HALF_LOAD: dict[str, float] = {
    "white": 0.80,
    "bronze": 0.85,
    "silver": 0.88,
    "gold": 0.90,
    "platinum": 0.92,
    "titanium": 0.94,
}


@dataclass(frozen=True)
class Ownership:
    """Owning one build, all amounts in one currency.

    ``utilization`` is the share of calendar time spent training;
    ``idle_share`` the share powered on but idle (0 when switched off).
    """

    capital: float
    load_power_w: float
    kwh_price: float
    utilization: float
    psu_efficiency: float = 1.0
    idle_power_w: float = 0.0
    idle_share: float = 0.0
    resale: float = 0.0

    def __post_init__(self) -> None:
        checks = {
            "capital": (self.capital >= 0, ">= 0"),
            "load_power_w": (self.load_power_w >= 0, ">= 0"),
            "kwh_price": (self.kwh_price >= 0, ">= 0"),
            "utilization": (0 < self.utilization <= 1, "above 0 and at most 1"),
            "psu_efficiency": (0 < self.psu_efficiency <= 1, "above 0 and at most 1"),
            "idle_power_w": (self.idle_power_w >= 0, ">= 0"),
            "idle_share": (0 <= self.idle_share <= 1, "between 0 and 1"),
            "resale": (self.resale >= 0, ">= 0"),
        }
        for name, (ok, expected) in checks.items():
            if not ok:
                raise ValueError(f"{name} must be {expected}, got {getattr(self, name)!r}")
        if self.utilization + self.idle_share > 1 + 1e-9:
            raise ValueError(
                f"utilization ({self.utilization}) + idle_share ({self.idle_share}) exceed "
                "the whole day"
            )

    @property
    def net_capital(self) -> float:
        """Capital less what the box sells for at the end of its life."""
        return self.capital - self.resale

    @property
    def electricity_per_training_hour(self) -> float:
        return self.load_power_w / self.psu_efficiency / 1000.0 * self.kwh_price

    @property
    def idle_cost_per_day(self) -> float:
        idle_kw = self.idle_power_w / self.psu_efficiency / 1000.0
        return HOURS_PER_DAY * self.idle_share * idle_kw * self.kwh_price

    @property
    def running_cost_per_day(self) -> float:
        training = HOURS_PER_DAY * self.utilization * self.electricity_per_training_hour
        return training + self.idle_cost_per_day

    def total_cost(self, days: float) -> float:
        """Net capital plus running cost over ``days`` calendar days."""
        return self.net_capital + days * self.running_cost_per_day

    def amortised_capital_per_training_hour(self, years: float) -> float:
        """Net capital spread over the training hours of ``years`` at this utilisation."""
        if years <= 0:
            raise ValueError(f"years must be positive, got {years}")
        return self.net_capital / (years * 365.0 * HOURS_PER_DAY * self.utilization)


def psu_efficiency(rating: str | None) -> float | None:
    """Efficiency at half load for an 80 PLUS level, or None when unknown."""
    if rating is None:
        return None
    return PSU_EFFICIENCY_AT_HALF_LOAD.get(rating.strip().lower())


@dataclass(frozen=True)
class CapitalLine:
    name: str
    unit_price: Money | None
    quantity: int
    price_date: dt.date | None = None


@dataclass(frozen=True)
class Capital:
    """Σ price × quantity in one currency, with what could not be priced."""

    total: Money
    parts_total: Money
    tax_pct: float
    shipping_pct: float
    unpriced: tuple[str, ...]
    conversions: tuple[Conversion, ...]

    @property
    def complete(self) -> bool:
        return not self.unpriced


def capital_cost(
    lines: Iterable[CapitalLine],
    currency: str,
    rates: RateTable,
    tax_pct: float = 0.0,
    shipping_pct: float = 0.0,
    rate_date: dt.date | None = None,
) -> Capital:
    """Convert each line at its own price date (or ``rate_date``) and add them up.

    Unpriced lines are named in ``unpriced``, never silently counted as zero.
    """
    if tax_pct < 0 or shipping_pct < 0:
        raise ValueError("tax and shipping percentages cannot be negative")
    subtotal = Money.zero(currency)
    unpriced: list[str] = []
    conversions: list[Conversion] = []
    for line in lines:
        if line.unit_price is None:
            unpriced.append(line.name)
            continue
        amount = line.unit_price * line.quantity
        if amount.currency != subtotal.currency:
            conversion = rates.conversion(amount, currency, rate_date or line.price_date)
            conversions.append(conversion)
            amount = conversion.result
        subtotal = subtotal + amount
    total = subtotal * (1.0 + (tax_pct + shipping_pct) / 100.0)
    return Capital(total, subtotal, tax_pct, shipping_pct, tuple(unpriced), tuple(conversions))


def build_lines(resolved: ResolvedBuild) -> list[CapitalLine]:
    lines: list[CapitalLine] = []
    for pick in resolved:
        part = pick.part
        price = Money(part.price, part.currency) if part.price is not None else None
        lines.append(CapitalLine(part.name, price, pick.quantity, part.price_date))
    return lines


def build_capital(
    resolved: ResolvedBuild,
    currency: str,
    rates: RateTable,
    tax_pct: float = 0.0,
    shipping_pct: float = 0.0,
    rate_date: dt.date | None = None,
) -> Capital:
    return capital_cost(build_lines(resolved), currency, rates, tax_pct, shipping_pct, rate_date)


def build_psu_efficiency(resolved: ResolvedBuild) -> float | None:
    psu = resolved.first(Category.PSU)
    return psu_efficiency(psu.efficiency) if isinstance(psu, PSU) else None


def resale_value(capital: Money, share_kept: float) -> Money:
    """What the box sells for at the end, as a share of what it cost."""
    if not 0 <= share_kept <= 1:
        raise ValueError(f"share_kept must be between 0 and 1, got {share_kept}")
    return capital * share_kept
