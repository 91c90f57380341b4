"""The speed and own-vs-rent lines of an exported report, made without the app.

The app fills a report's speed and break-even sections from its own settings
(the workload bar, Settings ▸ Clouds).  ``dlbox export`` has no window, so this
module makes the same kind of lines from plain options with the app's defaults:
a workload (ResNet-50 unless told), the offers of every provider (or one) at the
app's default pricing models and utilisation, and electricity at the cost model's
example price.  Nothing is guessed: a line that cannot be made says why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.compare import DEFAULT_UTILIZATION
from dlbox.core.parts import Category

DEFAULT_WORKLOAD = "resnet50"
# The app's defaults (dlbox.ui.preferences.Preferences): a personal desktop trains
# about 10% of the time, compared with on-demand and spot rentals.
DEFAULT_UTILISATION = DEFAULT_UTILIZATION
DEFAULT_PRICING = "ondemand,spot"
# The cost model's worked example (Dettmers), as in `dlbox compare` and the app.
DEFAULT_KWH_USD = 0.12

SPEED_TITLE = "Training speed"
BREAK_EVEN_TITLE = "Own vs rent"


class SummaryOptionError(ValueError):
    """An option the summary cannot use (unknown workload or provider); one line."""


@dataclass(frozen=True)
class SummaryOptions:
    workload: str = DEFAULT_WORKLOAD
    provider: str | None = None  # None: the cheapest comparable offer of any provider
    utilisation: float = DEFAULT_UTILISATION
    pricing: str = DEFAULT_PRICING
    kwh_price: float | None = None  # per kWh in the build's currency; None: 0.12 USD


@dataclass(frozen=True)
class Summary:
    """(label, value) lines for :func:`dlbox.core.export.build_report`."""

    speed: list[tuple[str, str]] = field(default_factory=list)
    break_even: list[tuple[str, str]] = field(default_factory=list)
    workload: Any = None  # the estimator's Workload
    settings: Any = None  # the estimator's TrainSettings


def _num(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.3g}"


def _money(amount: float, currency: str) -> str:
    return f"{amount:,.2f} {currency}" if amount < 100 else f"{amount:,.0f} {currency}"


def workload_and_settings(workload_id: str) -> tuple[Any, Any]:
    """The estimator's workload and the settings the app's workload bar starts from."""
    from dlbox.core.estimate import TrainSettings, load_workloads

    workloads = load_workloads()
    workload = workloads.get(workload_id)
    if workload is None or workload.task != "train":
        known = ", ".join(sorted(k for k, w in workloads.items() if w.task == "train"))
        raise SummaryOptionError(f"unknown training workload {workload_id!r}; known: {known}")
    settings = TrainSettings(
        precision=workload.precision,
        dataset_samples=float(workload.dataset_size or 1_000_000),
        epochs=float(workload.epochs or 1),
    )
    return workload, settings


def check_provider(provider: str) -> str:
    """The provider's name as the offers file spells it, or a SummaryOptionError."""
    from dlbox.core.cost.offers import resolve_provider, shipped_offers

    offers = shipped_offers()
    name = resolve_provider(provider)
    if name not in offers.providers:
        raise SummaryOptionError(
            f"no cloud offers from {provider!r} (providers: {', '.join(offers.providers)})"
        )
    return name


def speed_lines(resolved: ResolvedBuild, workload: Any, settings: Any) -> list[tuple[str, str]]:
    """Throughput with its band and what bounds it; time to train when known."""
    from dlbox.core import estimate

    label = f"{workload.name}, {settings.precision or workload.precision}"
    if not resolved.of(Category.GPU):
        return [(label, "not estimated: the build has no GPU")]
    try:
        est = estimate.estimate_build(resolved, workload, settings)
    except Exception as exc:  # the estimator's own message says why
        return [(label, f"not estimated: {exc}")]
    if not est.fits:
        return [
            (
                label,
                f"does not fit in GPU memory (needs about {est.memory_gb:,.0f} GB per GPU)",
            )
        ]
    bound = est.bottleneck.replace("_", " ")
    lines = [
        (
            label,
            f"{_num(est.throughput)} {est.unit} (estimate, likely {_num(est.low)}–"
            f"{_num(est.high)}); bound by {bound}",
        )
    ]
    if est.time_to_train_h is not None:
        epochs = settings.epochs or workload.epochs or 1
        lines.append(
            (
                "Time to train",
                f"{est.time_to_train_h:,.1f} h for {epochs:g} epoch(s), "
                f"{est.load_power_w:,.0f} W under load",
            )
        )
    return lines


def break_even_lines(
    resolved: ResolvedBuild,
    catalogue: Catalogue,
    workload: Any,
    settings: Any,
    options: SummaryOptions,
) -> list[tuple[str, str]]:
    """The cheapest comparable rental for this build's work, and when owning pays off."""
    from dlbox.core.cost.compare import CompareSettings, OwnBuild, compare
    from dlbox.core.cost.money import CurrencyError, Money, shipped_rates
    from dlbox.core.cost.offers import parse_pricing_families, shipped_offers
    from dlbox.core.cost.ownership import build_capital, build_psu_efficiency
    from dlbox.core.cost.speed import SpeedUnavailableError, build_speed, offer_throughputs

    title = "Break-even"
    currency = resolved.build.currency
    rates = shipped_rates()
    if not rates.knows(currency):
        return [(title, f"not compared: no exchange rate for {currency}")]
    try:
        capital = build_capital(resolved, currency, rates)
    except CurrencyError as exc:
        return [(title, f"not compared: {exc}")]
    if capital.total.amount <= 0:
        return [(title, "not compared: no part of the build has a price")]
    try:
        speed = build_speed(resolved, workload, settings)
    except SpeedUnavailableError as exc:
        return [(title, f"not compared: {exc}")]
    providers = [options.provider] if options.provider else None
    offers = shipped_offers().select(
        providers=providers, pricing=parse_pricing_families(options.pricing), priced_only=True
    )
    if not len(offers):
        return [(title, "not compared: no priced cloud offers match")]
    kwh = (
        Money(options.kwh_price, currency)
        if options.kwh_price is not None
        else rates.convert(Money(DEFAULT_KWH_USD, "USD"), currency)
    )
    result = compare(
        OwnBuild(
            capital=capital.total,
            load_power_w=speed.load_power_w,
            psu_efficiency=build_psu_efficiency(resolved) or 1.0,
            throughput=speed.throughput,
            job_hours=speed.time_to_train_h,
        ),
        offers,
        CompareSettings(kwh_price=kwh, currency=currency, utilization=options.utilisation),
        rates,
        offer_throughputs(offers, workload, catalogue, settings),
    )
    # What an hour of this build's work costs on each offer: its price × k.
    effective = result.effective_price_per_hour * result.speed_ratio
    known = np.flatnonzero(np.isfinite(effective))
    if not len(known):
        return [(title, f"not compared: no offer has a speed estimate for {workload.id}")]
    best = int(known[np.argmin(effective[known])])
    offer = result.offers[best]
    gpus = f"{offer.gpu_count or '?'}× {offer.gpu_id or offer.gpu_name or '?'}"
    listed = float(result.list_price_per_hour[best])
    price = float(result.effective_price_per_hour[best])
    ratio = float(result.speed_ratio[best])
    days = float(result.breakeven_days[best])
    share = f"{options.utilisation:.0%} utilisation"
    if math.isinf(days):
        when = f"renting stays cheaper at {share}"
    elif math.isfinite(days):
        years = f" ({days / 365:,.1f} years)" if days >= 365 else ""
        when = f"owning is cheaper after {days:,.0f} days{years} at {share}"
    else:
        when = f"unknown at {share}"
    which = "Cheapest comparable rental" + (f" from {offer.provider}" if options.provider else "")
    electricity = f"{kwh.amount:.3g} {currency}/kWh" + (
        "" if options.kwh_price is not None else " (cost-model example)"
    )
    return [
        (
            which,
            f"{offer.label}, {gpus}, {_money(listed, currency)}/h listed; this build runs at "
            f"{ratio:.2f}× its speed, so an hour of the build's work costs "
            f"{_money(price * ratio, currency)} there",
        ),
        (
            title,
            f"{when} (capital {_money(capital.total.amount, currency)}, "
            f"{speed.load_power_w:,.0f} W, electricity {electricity})",
        ),
    ]


def summarise(
    resolved: ResolvedBuild, catalogue: Catalogue, options: SummaryOptions | None = None
) -> Summary:
    """Speed and break-even lines for ``resolved``; raises SummaryOptionError for a bad
    workload or provider, otherwise a line says why a figure is missing."""
    options = options or SummaryOptions()
    workload, settings = workload_and_settings(options.workload)
    if options.provider:
        options = SummaryOptions(
            options.workload,
            check_provider(options.provider),
            options.utilisation,
            options.pricing,
            options.kwh_price,
        )
    return Summary(
        speed=speed_lines(resolved, workload, settings),
        break_even=break_even_lines(resolved, catalogue, workload, settings, options),
        workload=workload,
        settings=settings,
    )
