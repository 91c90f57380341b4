"""One build against every offer: price per hour, speed ratio, break-even and job cost.

:func:`compare` is pure: the build's capital, load power and throughput, and
each offer's throughput, come in as values.  All money is converted into one
currency there, with one rate per currency for the whole comparison — the
user's rate where one is set, else the newest shipped one
(:meth:`RateTable.pinned`).  Capital, offer prices and electricity thus
convert alike, so break-even days and the ranking of offers are the same in
USD, KRW or TWD; nothing else in the comparison ever mixes currencies.

:func:`compare_build` is the whole "this build against the cloud" pipeline the
app, ``dlbox compare`` and ``dlbox export`` share: it pins the rates, prices
the build's parts at them, gets the speeds from the estimator (speed.py) and
the electricity price, and calls :func:`compare`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.breakeven import breakeven_arrays
from dlbox.core.cost.comparable import AS_FAST_TOLERANCE, Comparable, comparable_offers
from dlbox.core.cost.job import (
    JobOnBuild,
    cheapest_by_deadline,
    job_on_build,
    offer_job,
    pareto_front,
)
from dlbox.core.cost.money import CurrencyError, Money, Rate, RateTable
from dlbox.core.cost.offers import Offer, OfferCatalogue
from dlbox.core.cost.ownership import Capital, Ownership, build_capital, build_psu_efficiency
from dlbox.core.cost.pricing import (
    DEFAULT_UTILIZATION,
    HOURS_PER_MONTH,
    PricingSettings,
    effective_hourly_columns,
    list_hourly_columns,
    wall_clock_factor,
)
from dlbox.core.cost.speed import BuildSpeed, OfferSpeeds, build_speed, offer_speeds
from dlbox.core.parts import Category

# The electricity price per kWh until the user sets one: the cost model's worked
# example (COST_MODEL.md, Dettmers).  The app, `dlbox compare` and `dlbox export` all
# start from it and from DEFAULT_UTILIZATION (defined in pricing.py, whose
# PricingSettings starts from it too).
DEFAULT_KWH_USD = 0.12


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
    # Optional lines of a job's cloud cost, in ``currency`` (offer prices exclude
    # both): results or datasets moved out once, and data kept in cloud storage
    # for the job's wall-clock time.  The user's figures: providers' rates vary.
    egress_gb: float = 0.0
    egress_price_per_gb: float = 0.0
    storage_gb: float = 0.0
    storage_price_per_gb_month: float = 0.0

    def __post_init__(self) -> None:
        for name in (
            "egress_gb",
            "egress_price_per_gb",
            "storage_gb",
            "storage_price_per_gb_month",
        ):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be 0 or more, got {getattr(self, name)}")


def offer_id(offer: Offer) -> str:
    """A stable identifier of one offer: provider, region, instance, pricing and date.

    A reservation's payment option joins the pricing (``reserved_1y:all_upfront``);
    offers without one keep the identifiers scripts already use.
    """
    pricing = offer.pricing_model.value + (f":{offer.payment}" if offer.payment else "")
    parts = (offer.provider, offer.region or "", offer.instance_type, pricing, offer.date)
    return "|".join(str(part) for part in parts)


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
    # Owning the build, in ``currency`` (the own-vs-rent chart draws its costs).
    ownership: Ownership | None = None
    # The optional job-cost lines (already in ``job_cost``): egress once, storage per offer.
    job_egress_cost: float = 0.0
    job_storage_cost: np.ndarray | None = None

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
            # Seen more than STALE_AFTER_DAYS ago: the price may have moved since.
            "stale": offer.is_stale(),
            "speed_ratio": number(self.speed_ratio[index]),
            "breakeven_days": number(days),
            "breakeven_hours": number(self.breakeven_hours[index]),
            # Spelled out, since JSON has no infinity: renting stays cheaper.
            "never": bool(np.isinf(days)),
            "job_hours": number(self.job_hours[index]),
            "job_cost": number(self.job_cost[index]),
            "job_egress_cost": number(self.job_egress_cost) if self.job_egress_cost else None,
            "job_storage_cost": (
                number(self.job_storage_cost[index]) if self.job_storage_cost is not None else None
            ),
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
    if resale.amount > capital.amount:
        # Selling the box for more than it cost would make every job cost negative.
        raise ValueError(f"--resale ({resale}) cannot exceed the build's capital ({capital})")
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
    egress = settings.egress_gb * settings.egress_price_per_gb
    storage = None
    if settings.storage_gb and settings.storage_price_per_gb_month:
        # Kept for the wall-clock hours the job runs on the offer.
        storage = (
            settings.storage_gb * settings.storage_price_per_gb_month * job_hours / HOURS_PER_MONTH
        )
        job_cost = job_cost + storage
    if egress:
        job_cost = job_cost + egress
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
        ownership=ownership,
        job_egress_cost=egress,
        job_storage_cost=storage,
    )


# The clouds a user has in mind when renting (issue 13): the compare view and
# `dlbox compare` start from their offers, not from a marketplace host.
DEFAULT_COMPARATOR_PROVIDERS = ("AWS", "Google Cloud")


def default_comparators(
    result: Comparison,
    providers: tuple[str, ...] = DEFAULT_COMPARATOR_PROVIDERS,
    keep: np.ndarray | None = None,
    *,
    gpu_count: int | None = None,
) -> list[Comparable]:
    """Per provider, the cheapest offer with the build's GPU count that is at least as fast
    as the build, like for like: a 4-GPU box against 4-GPU instances.  "As fast" allows
    the comparable rental's 2 % (:data:`~dlbox.core.cost.comparable.AS_FAST_TOLERANCE`),
    so both name the same offers.

    "Cheapest" is the cost of one hour of the build's work on the offer (effective price
    per useful hour × speed ratio).  Where the provider rents no offer with as many GPUs,
    its nearest count on a log scale (a tie goes to the larger count) stands in and the
    pick says so (``same_gpu_count`` False); where none of that count is as fast, the
    fastest of them (``as_fast`` False), so the view still starts from what that cloud
    would charge (between equally fast ones, the cheapest).  A provider with no priced
    offer gives none.  Offers of unknown GPU
    count are left out where the provider states a count for any; a provider that states
    none is compared by speed alone, and its pick says it is not like for like.
    ``gpu_count`` None or 0 (no count to match) compares every offer by speed alone.
    ``keep`` (a boolean mask over the offers) narrows the choice, e.g. to one region.
    """
    work_cost = result.effective_price_per_hour * result.speed_ratio
    names = np.array([o.provider for o in result.offers], dtype=object)
    counts = np.array([o.gpu_count or np.nan for o in result.offers], dtype=float)
    picks: list[Comparable] = []
    for provider in providers:
        mine = (names == provider) & np.isfinite(work_cost)
        if keep is not None:
            mine &= keep
        if not mine.any():
            continue
        same = True
        if gpu_count and np.isfinite(counts[mine]).any():
            known = mine & np.isfinite(counts)
            rented = np.unique(counts[known])
            distance = np.abs(np.log(rented / gpu_count))
            nearest = rented[distance == distance.min()].max()
            mine = known & (counts == nearest)
            same = bool(nearest == gpu_count)
        elif gpu_count:
            same = False  # the provider states no GPU count: nothing to match
        fast = mine & (result.speed_ratio <= 1.0 / (1.0 - AS_FAST_TOLERANCE) + 1e-9)
        if fast.any():
            candidates = np.flatnonzero(fast)
            index = int(candidates[np.argmin(work_cost[candidates])])
        else:
            # The fastest; between equally fast offers (one instance priced on demand,
            # spot, reserved …) the cheapest for the build's work.
            candidates = np.flatnonzero(mine)
            order = np.lexsort((work_cost[candidates], result.speed_ratio[candidates]))
            index = int(candidates[order[0]])
        picks.append(Comparable(index, same, bool(fast.any())))
    return picks


def default_kwh_price(currency: str, rates: RateTable) -> Money:
    """:data:`DEFAULT_KWH_USD` in ``currency``, at the rate a comparison uses (the user's
    rate where one is set, else the newest); raises CurrencyError without one."""
    return rates.pinned().convert(Money(DEFAULT_KWH_USD, "USD"), currency)


class UnpricedBuildError(ValueError):
    """The build's parts cannot give its capital: a part's currency has no rate
    (``capital`` is None), or no part has a price (``capital`` is the zero total)."""

    def __init__(self, message: str, capital: Capital | None = None) -> None:
        super().__init__(message)
        self.capital = capital


@dataclass(frozen=True)
class BuildComparison:
    """:func:`compare_build`'s answer: the comparison and what went into it."""

    comparison: Comparison
    own: OwnBuild
    # The parts priced at the comparison's rates (None: the capital was given).
    capital: Capital | None
    # The estimator's answer for the build (None: no workload was given).
    speed: BuildSpeed | None
    # Per offer (None: no workload, or one speed ratio for every offer).
    offer_speeds: OfferSpeeds | None
    kwh_price: Money
    # True when the price is DEFAULT_KWH_USD converted, not the user's.
    kwh_default: bool
    utilization: float
    workload_id: str | None
    # The one rate per currency everything was converted with (RateTable.pinned).
    rates: RateTable
    # The catalogue's name of each offer's GPU by id, so a report names it as the window does.
    gpu_names: Mapping[str, str] = field(default_factory=dict)
    # The build's GPUs: a comparable rental has as many (comparable_rental).
    gpu_count: int = 0

    def comparable(self, keep: np.ndarray | None = None) -> Comparable | None:
        """The cheapest comparable rental for this build (:func:`comparable_rental`)."""
        return comparable_rental(self.comparison, self.gpu_count, keep)


def compare_build(
    resolved: ResolvedBuild,
    catalogue: Catalogue,
    offers: OfferCatalogue,
    rates: RateTable,
    *,
    currency: str,
    workload: Any = None,
    train_settings: Any = None,
    utilization: float = DEFAULT_UTILIZATION,
    kwh_price: float | None = None,
    capital: float | None = None,
    resale: float | None = None,
    load_power_w: float | None = None,
    job_hours: float | None = None,
    speed_ratio: float | None = None,
    spot_rerun_fraction: float = 0.10,
    include_suspect: bool = False,
    deadline_h: float | None = None,
    estimate: Any = None,
    speed_cache: dict[Any, Any] | None = None,
    egress_gb: float = 0.0,
    egress_price_per_gb: float = 0.0,
    storage_gb: float = 0.0,
    storage_price_per_gb_month: float = 0.0,
) -> BuildComparison:
    """``resolved`` against every offer in ``offers``, all money in ``currency``.

    One rate per currency for everything (``rates`` pinned: the user's rates,
    set with :meth:`RateTable.with_user_rates`, win): the build's capital from
    its parts' prices (unless ``capital`` is given, in ``currency``), the offers'
    prices and the electricity price (``kwh_price`` per kWh in ``currency``, else
    :data:`DEFAULT_KWH_USD` converted).  With a ``workload``, the estimator gives
    the build's throughput, load power and job time (``load_power_w`` and
    ``job_hours`` win when given; ``estimate`` is its answer when the caller has
    it already) and, unless one ``speed_ratio`` is given, each offer's
    throughput (kept in ``speed_cache``).  Without one, ``load_power_w`` is needed.

    Raises :class:`UnpricedBuildError` when the capital cannot be priced,
    :class:`~dlbox.core.cost.speed.SpeedUnavailableError` when the estimator
    cannot answer for the build, CurrencyError (an offer or ``currency``
    without a rate) or ValueError (a setting out of range).
    """
    pinned = rates.pinned()
    priced: Capital | None = None
    if capital is None:
        try:
            priced = build_capital(resolved, currency, pinned)
        except CurrencyError as exc:
            raise UnpricedBuildError(str(exc)) from exc
        if priced.total.amount <= 0:
            raise UnpricedBuildError("no part of the build has a price", priced)
        capital_total = priced.total
    else:
        capital_total = Money(capital, currency)
    speed = None
    speeds = None
    throughput = None
    if workload is not None:
        speed = build_speed(resolved, workload, train_settings, estimate)
        throughput = speed.throughput
        if job_hours is None:
            job_hours = speed.time_to_train_h
        if load_power_w is None:
            load_power_w = speed.load_power_w
        if speed_ratio is None:
            speeds = offer_speeds(offers, workload, catalogue, train_settings, speed_cache)
    if load_power_w is None:
        raise ValueError("the build's load power is needed: give a workload or load_power_w")
    kwh = (
        Money(kwh_price, currency) if kwh_price is not None else default_kwh_price(currency, pinned)
    )
    own = OwnBuild(
        capital=capital_total,
        load_power_w=load_power_w,
        resale=Money(resale, currency) if resale is not None else None,
        psu_efficiency=build_psu_efficiency(resolved) or 1.0,
        throughput=throughput,
        job_hours=job_hours,
    )
    result = compare(
        own,
        offers,
        CompareSettings(
            kwh_price=kwh,
            currency=currency,
            utilization=utilization,
            spot_rerun_fraction=spot_rerun_fraction,
            include_suspect=include_suspect,
            deadline_h=deadline_h,
            speed_ratio=speed_ratio,
            egress_gb=egress_gb,
            egress_price_per_gb=egress_price_per_gb,
            storage_gb=storage_gb,
            storage_price_per_gb_month=storage_price_per_gb_month,
        ),
        pinned,
        None if speeds is None else speeds.throughput,
    )
    return BuildComparison(
        comparison=result,
        own=own,
        capital=priced,
        speed=speed,
        offer_speeds=speeds,
        kwh_price=kwh,
        kwh_default=kwh_price is None,
        utilization=utilization,
        workload_id=None if workload is None else getattr(workload, "id", str(workload)),
        rates=pinned,
        gpu_names=_gpu_names(offers, catalogue),
        gpu_count=len(resolved.expanded(Category.GPU)),
    )


def _gpu_names(offers: OfferCatalogue, catalogue: Catalogue) -> dict[str, str]:
    names = {}
    for gpu_id in {o.gpu_id for o in offers.offers if o.gpu_id}:
        part = catalogue.find(gpu_id)
        if part is not None:
            names[gpu_id] = part.name
    return names


def comparable_rental(
    result: Comparison, gpu_count: int, keep: np.ndarray | None = None
) -> Comparable | None:
    """The one offer every break-even headline is measured against, and names: the
    cheapest rental that does the build's work — as many GPUs (the nearest count where
    no offer has as many), at least as fast on the workload (the fastest where none is),
    cheapest per useful hour (:func:`~dlbox.core.cost.comparable.comparable_offers`).

    The own-vs-rent chart, the compare view, the exported report and ``dlbox compare``
    all use it, so one build shows one break-even.  Not the earliest break-even of the
    offers drawn: that is against the dearest of them (an 8-GPU instance for a one-GPU
    box).  None: no speed estimate, no GPU, or no priced offer.
    """
    if gpu_count < 1:
        return None
    with np.errstate(divide="ignore", invalid="ignore"):
        # Each offer's throughput in units of the build's (k = build ÷ offer).
        relative = 1.0 / result.speed_ratio
    gpus = np.array([o.gpu_count if o.gpu_count else np.nan for o in result.offers], dtype=float)
    return comparable_offers(
        relative, gpus, result.effective_price_per_hour, [(1.0, gpu_count)], keep=keep
    )[0]


# The own-vs-rent chart draws this many providers' cheapest offers (and the comparable
# rental its headline names, where it is not one of them).
CHART_PROVIDERS = 6


def cheapest_per_provider(result: Comparison, count: int | None = None) -> np.ndarray:
    """Indexes of the cheapest offer of each provider for the build's work per hour (price
    × speed ratio), cheapest providers first; at most ``count`` of them."""
    effective = result.effective_price_per_hour * result.speed_ratio
    known = np.flatnonzero(np.isfinite(effective))
    ranked = known[np.argsort(effective[known], kind="stable")]
    providers = np.array([result.offers[int(i)].provider for i in ranked], dtype=object)
    _, first = np.unique(providers, return_index=True)
    return ranked[np.sort(first)][:count]
