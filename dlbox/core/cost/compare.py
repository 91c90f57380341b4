"""One build against every offer: price per hour, speed ratio, break-even and job cost.

Pure: the build's capital, load power and throughput, and each offer's
throughput, come in as values (speed.py gets them from the estimator).  All
money is converted into one currency here, with one rate per currency for the
whole comparison — the user's rate where one is set, else the newest shipped
one (:meth:`RateTable.pinned`).  Capital, offer prices and electricity thus
convert alike, so break-even days and the ranking of offers are the same in
USD, KRW or TWD; nothing else in the comparison ever mixes currencies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from dlbox.core.cost.breakeven import breakeven_arrays
from dlbox.core.cost.job import (
    JobOnBuild,
    cheapest_by_deadline,
    job_on_build,
    offer_job,
    pareto_front,
)
from dlbox.core.cost.money import Money, Rate, RateTable
from dlbox.core.cost.offers import Offer, OfferCatalogue
from dlbox.core.cost.ownership import Ownership
from dlbox.core.cost.pricing import (
    PricingSettings,
    effective_hourly_columns,
    list_hourly_columns,
    wall_clock_factor,
)

# Share of calendar time a personal desktop spends training (COST_MODEL.md: 5–15 %);
# the app, `dlbox compare` and `dlbox export` all start from it.
DEFAULT_UTILIZATION = 0.10


@dataclass(frozen=True)
class OwnBuild:
    """What the comparison needs to know about the build."""

    capital: Money
    load_power_w: float
    resale: Money | None = None
    psu_efficiency: float = 1.0
    idle_power_w: float = 0.0
    idle_share: float = 0.0
    # Throughput of the chosen workload on the build (any unit, same as the offers').
    throughput: float | None = None
    # Hours the chosen job takes on the build (None: no job asked for).
    job_hours: float | None = None


@dataclass(frozen=True)
class CompareSettings:
    kwh_price: Money
    currency: str = "USD"
    utilization: float = DEFAULT_UTILIZATION
    spot_rerun_fraction: float = 0.10
    include_suspect: bool = False
    deadline_h: float | None = None
    # One k for every offer when there is no estimate (the quick calculator's case).
    speed_ratio: float | None = None
    # Years over which the build's net capital is spread when costing one job on it
    # (COST_MODEL.md: a GPU keeps resale value for about 3 years).
    amortise_years: float = 3.0


def offer_id(offer: Offer) -> str:
    """A stable identifier of one offer: provider, region, instance, pricing and date."""
    return "|".join(str(part) for part in offer.key)


@dataclass(frozen=True)
class Comparison:
    """Columns aligned with ``offers``; NaN = unknown, ``inf`` break-even = never.

    ``list_price_per_hour`` is what the offer lists per hour (see
    :func:`~dlbox.core.cost.pricing.list_hourly_columns`);
    ``effective_price_per_hour`` what one useful training hour costs at the
    user's utilisation (reserved rates ÷ u, spot re-runs, subscriptions…), the
    figure break-even and job cost use.  Both in ``currency``.
    """

    currency: str
    capital: Money
    load_power_w: float
    offers: OfferCatalogue
    list_price_per_hour: np.ndarray
    effective_price_per_hour: np.ndarray
    speed_ratio: np.ndarray
    breakeven_days: np.ndarray
    breakeven_hours: np.ndarray
    job_hours: np.ndarray
    job_cost: np.ndarray
    own_job: JobOnBuild | None
    pareto: np.ndarray
    deadline_pick: int | None
    # The one rate per currency every amount was converted with.
    rates: tuple[Rate, ...] = ()
    notes: list[str] = field(default_factory=list)

    def record(self, index: int) -> dict[str, Any]:
        """One offer with the keys of ``dlbox compare --json``."""

        def number(value: float) -> float | None:
            return None if not np.isfinite(value) else round(float(value), 6)

        offer = self.offers[index]
        days = float(self.breakeven_days[index])
        return {
            "id": offer_id(offer),
            "provider": offer.provider,
            "region": offer.region,
            "instance": offer.instance_type,
            "gpu": offer.gpu_id or offer.gpu_name,
            "gpu_count": offer.gpu_count,
            "pricing": offer.pricing_model.value,
            # The offer's own price per hour, converted; not utilisation-adjusted.
            "price_per_hour": number(self.list_price_per_hour[index]),
            # What one useful training hour costs at the chosen utilisation.
            "effective_price_per_hour": number(self.effective_price_per_hour[index]),
            "currency": self.currency,
            "as_of": offer.date.isoformat(),
            "speed_ratio": number(self.speed_ratio[index]),
            "breakeven_days": number(days),
            "breakeven_hours": number(self.breakeven_hours[index]),
            # Spelled out, since JSON has no infinity: renting stays cheaper.
            "never": bool(np.isinf(days)),
            "job_hours": number(self.job_hours[index]),
            "job_cost": number(self.job_cost[index]),
            "pareto": bool(np.any(self.pareto == index)),
            "suspect": offer.suspect,
        }

    def records(self) -> list[dict[str, Any]]:
        """One dict per offer with the keys of ``dlbox compare --json``."""
        pareto = set(self.pareto.tolist())
        rows = []
        for index in range(len(self.offers)):
            row = self.record(index)
            row["pareto"] = index in pareto
            rows.append(row)
        return rows

    def deadline_record(self) -> dict[str, Any] | None:
        """The offer picked for the deadline, as a record (None: none finishes in time)."""
        return None if self.deadline_pick is None else self.record(self.deadline_pick)

    def rate_records(self) -> list[dict[str, Any]]:
        """The rates used, so a view can say "converted at the 2026-10-30 rate"."""
        return [
            {
                "currency": rate.currency,
                "per_usd": rate.per_usd,
                "date": rate.date.isoformat(),
                "source": rate.source,
                "user": rate.user,
            }
            for rate in self.rates
        ]


def compare(
    own: OwnBuild,
    offers: OfferCatalogue,
    settings: CompareSettings,
    rates: RateTable,
    offer_throughput: np.ndarray | None = None,
) -> Comparison:
    """Every offer priced per useful hour, speed-adjusted, with break-even and job cost."""
    notes: list[str] = []
    if offer_throughput is not None and len(offer_throughput) != len(offers):
        raise ValueError(f"{len(offer_throughput)} throughputs given for {len(offers)} offers")
    pricing = PricingSettings(settings.utilization, settings.spot_rerun_fraction)
    target = settings.currency
    # One rate per currency for everything below (the user's, else the newest).
    rates = rates.pinned()
    factors = offers.conversion_factors(target, rates)
    # Every offer's price per useful hour, and its list price per hour, in `target`.
    price = effective_hourly_columns(offers.columns, pricing) * factors
    listed = list_hourly_columns(offers.columns) * factors
    wall = wall_clock_factor(offers.columns, pricing)
    if offer_throughput is not None:
        offer_throughput = np.asarray(offer_throughput, dtype=float)
    if not settings.include_suspect:
        # Throughputs are aligned with the offers given: filter them together.
        keep = ~offers.columns.suspect
        offers = offers.subset(keep)
        price, listed, wall = price[keep], listed[keep], wall[keep]
        if offer_throughput is not None:
            offer_throughput = offer_throughput[keep]
    capital = rates.convert(own.capital, target)
    resale = rates.convert(own.resale, target) if own.resale is not None else Money.zero(target)
    kwh = rates.convert(settings.kwh_price, target)
    ownership = Ownership(
        capital=capital.amount,
        load_power_w=own.load_power_w,
        kwh_price=kwh.amount,
        utilization=settings.utilization,
        psu_efficiency=own.psu_efficiency,
        idle_power_w=own.idle_power_w,
        idle_share=own.idle_share,
        resale=resale.amount,
    )

    if settings.speed_ratio is not None:
        ratio = np.full(len(offers), float(settings.speed_ratio))
    elif own.throughput is not None and offer_throughput is not None:
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = own.throughput / np.asarray(offer_throughput, dtype=float)
        ratio[~np.isfinite(ratio) | (ratio <= 0)] = np.nan
    else:
        ratio = np.full(len(offers), np.nan)
        notes.append("no speed estimate: break-even needs a speed ratio (k) per offer")

    unknown_speed = int(np.count_nonzero(np.isnan(ratio) & ~np.isnan(price)))
    if unknown_speed and len(notes) == 0:
        notes.append(
            f"{unknown_speed} priced offers have no speed estimate (GPU not in the parts "
            "catalogue or not modelled, or the workload does not fit in its memory): "
            "their break-even is unknown"
        )
    days, hours, _ = breakeven_arrays(ownership, price, ratio)

    own_job = None
    job_hours = np.full(len(offers), np.nan)
    job_cost = np.full(len(offers), np.nan)
    if own.job_hours is not None:
        own_job = job_on_build(
            own.job_hours,
            ownership.electricity_per_training_hour,
            ownership.amortised_capital_per_training_hour(settings.amortise_years),
        )
        job_hours, job_cost = offer_job(own.job_hours, ratio, price, wall)
    front = pareto_front(job_hours, job_cost)
    pick = (
        cheapest_by_deadline(job_hours, job_cost, settings.deadline_h)
        if settings.deadline_h is not None
        else None
    )
    used = {target, own.capital.currency, settings.kwh_price.currency}
    used.update(offers.columns.currency.tolist())
    if own.resale is not None:
        used.add(own.resale.currency)
    return Comparison(
        currency=target,
        capital=capital,
        load_power_w=own.load_power_w,
        offers=offers,
        list_price_per_hour=listed,
        effective_price_per_hour=price,
        speed_ratio=ratio,
        breakeven_days=days,
        breakeven_hours=hours,
        job_hours=job_hours,
        job_cost=job_cost,
        own_job=own_job,
        pareto=front,
        deadline_pick=pick,
        rates=tuple(rates.rate(code) for code in sorted(used - {"USD"})),
        notes=notes,
    )
