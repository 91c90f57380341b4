"""Money over the horizon: the cloud's price for the same job, owning, and the mix.

The cloud side is computed once per plan: each current offer's speed on every
workload of the job comes from the cost engine (``offer_speeds``, the
estimator per GPU × count, capped by the host's vCPUs), its price per useful
hour from the pricing models (``effective_hourly_columns``) converted at the
plan's pinned rates.  A job on an offer costs Σ work ÷ speed × price; the best
alternative is the cheapest job.

Owning: capital up front, then electricity for the hours the box trains (load
power from the estimator ÷ PSU efficiency).  The mix: the box takes all the
work it can in a month and the rest is rented as bursts on the best offer —
with a utilisation the box never runs out of hours, with jobs per month a box
too slow for the demand is kept busy and the excess goes to the cloud.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.money import RateTable
from dlbox.core.cost.offers import PRICING_NAMES, Offer, OfferCatalogue, PricingModel
from dlbox.core.cost.pricing import (
    HOURS_PER_MONTH,
    PricingSettings,
    effective_hourly_columns,
    list_hourly_columns,
    wall_clock_factor,
)
from dlbox.core.cost.speed import offer_speeds
from dlbox.core.messages import Message
from dlbox.core.plan.jobs import JobPart, with_reference
from dlbox.core.plan.text import PRICING_TEXTS, plan_msg

# The box can train around the clock at most; maintenance and data preparation are the
# user's to subtract (say so with a lower utilisation).
MAX_BUSY_SHARE = 1.0


@dataclass(frozen=True)
class CloudOption:
    """The best offer for the job: what it is and what one job costs on it."""

    offer: Offer
    job_hours: float
    job_cost: float
    price_per_hour: float  # per useful hour at the plan's utilisation, plan currency
    currency: str

    def to_dict(self) -> dict[str, Any]:
        o = self.offer
        return {
            "provider": o.provider,
            "region": o.region,
            "instance": o.instance_type,
            "gpu": o.gpu_id or o.gpu_name,
            "gpu_count": o.gpu_count,
            "pricing": o.pricing_model.value,
            "pricing_name": PRICING_NAMES[o.pricing_model],
            "price_per_hour": round(self.price_per_hour, 4),
            "job_hours": round(self.job_hours, 4),
            "job_cost": round(self.job_cost, 2),
            "currency": self.currency,
            "as_of": o.date.isoformat(),
        }

    @property
    def label(self) -> str:
        o = self.offer
        where = f" {o.region}" if o.region else ""
        return (
            f"{o.machine}{where} ({o.gpu_count or '?'}× "
            f"{o.gpu_name or o.gpu_id}, {PRICING_NAMES[o.pricing_model]})"
        )

    @property
    def label_text(self) -> Message:
        """``label`` with its pricing name translatable (the rest are names and numbers)."""
        o = self.offer
        return plan_msg(
            "%(provider)s %(instance)s%(where)s (%(n)s× %(gpu)s, %(pricing)s)",
            provider=o.provider,
            instance=o.instance_type,
            where=f" {o.region}" if o.region else "",
            n=str(o.gpu_count or "?"),
            gpu=o.gpu_name or o.gpu_id,  # the provider's name ("RTX3060"), not our id
            pricing=plan_msg(PRICING_TEXTS[o.pricing_model]),
        )


def region_fits(region: str | None, wanted: str) -> bool:
    """``wanted`` is part of the region's code ("us-east", "asia") or of the place it is
    in ("tokyo", "taiwan": GCP's asia-east1 has no "taiwan" in its code)."""
    from dlbox.core.cost.regions import CITIES

    text = wanted.strip().lower()
    code = (region or "").lower()
    return text in code or (bool(region) and text in CITIES.get(region or "", "").lower())


def current_offers(
    offers: OfferCatalogue, region: str | None, providers: tuple[str, ...] | None
) -> OfferCatalogue:
    """Priced, unsuspected, non-free offers in the region, newest price per offer."""
    pricing = [m for m in PricingModel if m != PricingModel.FREE]
    chosen = offers.select(
        providers=providers, pricing=pricing, include_suspect=False, priced_only=True
    )
    newest: dict[tuple[str, ...], int] = {}
    for index, offer in enumerate(chosen):
        if region and not region_fits(offer.region, region):
            continue
        key = offer.identity  # provider, region, instance, pricing and payment option
        held = newest.get(key)
        if held is None or chosen[held].date < offer.date:
            newest[key] = index
    keep = np.zeros(len(chosen), dtype=bool)
    keep[list(newest.values())] = True
    return chosen.subset(keep)


@dataclass(frozen=True)
class CloudTable:
    """Per current offer: hours and cost of one job (NaN where the job cannot run there)."""

    offers: OfferCatalogue
    job_hours: np.ndarray
    job_cost: np.ndarray
    price: np.ndarray
    currency: str

    def best(self) -> CloudOption | None:
        """The cheapest job; the faster of equally cheap ones."""
        return self._first(self.job_cost, self.job_hours)

    def fastest(self) -> CloudOption | None:
        """The fastest job; the cheaper of equally fast ones."""
        return self._first(self.job_hours, self.job_cost)

    def _first(self, key: np.ndarray, tie: np.ndarray) -> CloudOption | None:
        ok = np.flatnonzero(np.isfinite(self.job_cost))
        if ok.size == 0:
            return None
        i = int(ok[np.lexsort((tie[ok], key[ok]))[0]])
        return CloudOption(
            self.offers[i],
            float(self.job_hours[i]),
            float(self.job_cost[i]),
            float(self.price[i]),
            self.currency,
        )


def cloud_table(
    parts: list[JobPart],
    offers: OfferCatalogue,
    catalogue: Catalogue,
    settings: Any,
    rates: RateTable,
    currency: str,
    utilization: float,
    cache: dict[Any, Any] | None = None,
) -> CloudTable:
    pricing = PricingSettings(utilization=min(max(utilization, 1e-4), 1.0))
    cols = offers.columns
    price = effective_hourly_columns(cols, pricing) * offers.conversion_factors(
        currency, rates.pinned()
    )
    hours = np.zeros(len(offers))
    for part in parts:
        speed = offer_speeds(offers, part.workload, catalogue, settings, cache).throughput
        with np.errstate(divide="ignore", invalid="ignore"):
            hours = hours + np.array([part.hours(s) if s > 0 else math.nan for s in speed])
    hours = np.where(np.isfinite(hours), hours, np.nan)
    wall = wall_clock_factor(cols, pricing)
    return CloudTable(offers, hours * wall, hours * price, price, currency)


def cloud_reference(
    parts: list[JobPart],
    offers: OfferCatalogue,
    catalogue: Catalogue,
    settings: Any,
    rates: RateTable,
    currency: str,
    cache: dict[Any, Any] | None = None,
) -> list[JobPart]:
    """Parts without a size measured as an hour on the cheapest-per-hour offer that runs them."""
    hourly = list_hourly_columns(offers.columns) * offers.conversion_factors(
        currency, rates.pinned()
    )
    out = []
    for part in parts:
        if part.units is not None:
            out.append(part)
            continue
        speed = offer_speeds(offers, part.workload, catalogue, settings, cache).throughput
        ok = np.flatnonzero(np.isfinite(speed) & (speed > 0) & np.isfinite(hourly))
        if ok.size == 0:
            out.append(part)
            continue
        i = int(ok[np.lexsort((-speed[ok], hourly[ok]))[0]])
        label = CloudOption(offers[i], 0.0, 0.0, 0.0, currency).label
        out.append(with_reference(part, float(speed[i]), label))
    return out


@dataclass(frozen=True)
class Mix:
    """Owning the build for the baseline and renting bursts, over the horizon."""

    months: float
    own_hours_per_month: float  # hours the box trains each month
    busy_share: float
    jobs_per_month: float
    cloud_hours_per_month: float  # hours rented on the best offer (bursts)
    capital: float
    electricity: float  # over the horizon
    cloud: float  # bursts over the horizon
    cloud_only: float | None  # the same work all rented, over the horizon
    currency: str

    @property
    def total(self) -> float:
        return self.capital + self.electricity + self.cloud

    @property
    def jobs(self) -> float:
        return self.jobs_per_month * self.months

    @property
    def per_job(self) -> float:
        return self.total / self.jobs if self.jobs > 0 else math.inf

    def to_dict(self) -> dict[str, Any]:
        def money(value: float | None) -> float | None:
            return None if value is None or not math.isfinite(value) else round(value, 2)

        return {
            "months": self.months,
            "own_hours_per_month": round(self.own_hours_per_month, 2),
            "busy_share": round(self.busy_share, 4),
            "jobs_per_month": round(self.jobs_per_month, 4),
            "cloud_hours_per_month": round(self.cloud_hours_per_month, 2),
            "capital": money(self.capital),
            "electricity": money(self.electricity),
            "cloud_bursts": money(self.cloud),
            "total": money(self.total),
            "per_job": money(self.per_job),
            "cloud_only_total": money(self.cloud_only),
            "currency": self.currency,
        }


def mix(
    *,
    capital: float,
    job_hours: float,
    electricity_per_hour: float,
    months: float,
    busy_share: float | None,
    jobs_per_month: float | None,
    cloud: CloudOption | None,
    currency: str,
) -> Mix:
    """The owned baseline plus cloud bursts for one build (see the module text)."""
    if jobs_per_month is None:
        share = float(busy_share if busy_share is not None else 0.0)
        own_hours = share * HOURS_PER_MONTH
        jobs = own_hours / job_hours if job_hours > 0 else 0.0
        burst_jobs = 0.0
    else:
        jobs = jobs_per_month
        wanted = jobs * job_hours
        own_hours = min(wanted, MAX_BUSY_SHARE * HOURS_PER_MONTH)
        burst_jobs = (wanted - own_hours) / job_hours if job_hours > 0 else jobs
        share = own_hours / HOURS_PER_MONTH
    burst_cost = burst_jobs * cloud.job_cost if cloud is not None else math.inf
    burst_hours = burst_jobs * cloud.job_hours if cloud is not None else math.inf
    if burst_jobs <= 0:
        burst_cost = burst_hours = 0.0
    cloud_only = jobs * months * cloud.job_cost if cloud is not None else None
    return Mix(
        months=months,
        own_hours_per_month=own_hours,
        busy_share=share,
        jobs_per_month=jobs,
        cloud_hours_per_month=burst_hours,
        capital=capital,
        electricity=own_hours * months * electricity_per_hour,
        cloud=burst_cost * months,
        cloud_only=cloud_only,
        currency=currency,
    )
