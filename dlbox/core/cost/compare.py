"""One build against every offer: price per hour, speed ratio, break-even and job cost.

Pure: the build's capital, load power and throughput, and each offer's
throughput, come in as values (speed.py gets them from the estimator).  All
money is converted into one currency here — offers at the rate of their own
price date, the build's electricity at the newest rate — and nothing else in
the comparison ever mixes currencies.
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
from dlbox.core.cost.money import Money, RateTable
from dlbox.core.cost.offers import OfferCatalogue
from dlbox.core.cost.ownership import Ownership
from dlbox.core.cost.pricing import PricingSettings, effective_hourly_columns, wall_clock_factor


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
    utilization: float = 0.15
    spot_rerun_fraction: float = 0.10
    include_suspect: bool = False
    deadline_h: float | None = None
    # One k for every offer when there is no estimate (the quick calculator's case).
    speed_ratio: float | None = None
    # Years over which the build's net capital is spread when costing one job on it
    # (COST_MODEL.md: a GPU keeps resale value for about 3 years).
    amortise_years: float = 3.0


@dataclass(frozen=True)
class Comparison:
    """Columns aligned with ``offers``; NaN = unknown, ``inf`` break-even = never."""

    currency: str
    capital: Money
    load_power_w: float
    offers: OfferCatalogue
    price_per_hour: np.ndarray
    speed_ratio: np.ndarray
    breakeven_days: np.ndarray
    breakeven_hours: np.ndarray
    job_hours: np.ndarray
    job_cost: np.ndarray
    own_job: JobOnBuild | None
    pareto: np.ndarray
    deadline_pick: int | None
    notes: list[str] = field(default_factory=list)

    def records(self) -> list[dict[str, Any]]:
        """One dict per offer with the keys of ``dlbox compare --json``."""

        def number(value: float) -> float | None:
            return None if not np.isfinite(value) else round(float(value), 6)

        pareto = set(self.pareto.tolist())
        rows = []
        for index, offer in enumerate(self.offers):
            days = float(self.breakeven_days[index])
            rows.append(
                {
                    "provider": offer.provider,
                    "region": offer.region,
                    "instance": offer.instance_type,
                    "gpu": offer.gpu_id or offer.gpu_name,
                    "gpu_count": offer.gpu_count,
                    "pricing": offer.pricing_model.value,
                    "price_per_hour": number(self.price_per_hour[index]),
                    "currency": self.currency,
                    "as_of": offer.date.isoformat(),
                    "speed_ratio": number(self.speed_ratio[index]),
                    "breakeven_days": number(days),
                    "breakeven_hours": number(self.breakeven_hours[index]),
                    # Spelled out, since JSON has no infinity: renting stays cheaper.
                    "never": bool(np.isinf(days)),
                    "job_hours": number(self.job_hours[index]),
                    "job_cost": number(self.job_cost[index]),
                    "pareto": index in pareto,
                    "suspect": offer.suspect,
                }
            )
        return rows


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
    # Every offer's price per useful hour, converted at the rate of its own date.
    price = effective_hourly_columns(offers.columns, pricing) * offers.conversion_factors(
        target, rates
    )
    wall = wall_clock_factor(offers.columns, pricing)
    if offer_throughput is not None:
        offer_throughput = np.asarray(offer_throughput, dtype=float)
    if not settings.include_suspect:
        # Throughputs are aligned with the offers given: filter them together.
        keep = ~offers.columns.suspect
        offers = offers.subset(keep)
        price, wall = price[keep], wall[keep]
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
    return Comparison(
        currency=target,
        capital=capital,
        load_power_w=own.load_power_w,
        offers=offers,
        price_per_hour=price,
        speed_ratio=ratio,
        breakeven_days=days,
        breakeven_hours=hours,
        job_hours=job_hours,
        job_cost=job_cost,
        own_job=own_job,
        pareto=front,
        deadline_pick=pick,
        notes=notes,
    )
