"""What one hour of training really costs under each pricing model.

Every model is reduced to a price per *useful training hour* at the user's
utilisation u (share of calendar time spent training), in the offer's own
currency:

- on-demand: the list price.
- spot / preemptible: the list price × (1 + re-run share) — interrupted work
  is done again, so each useful hour buys a little more than an hour.
- capacity block (AWS): the booked block's rate, like on-demand.
- reserved / committed / savings plan (1 or 3 years): the rate is paid around the clock for
  the term whether the GPU trains or not, so per useful hour it is rate ÷ u.
  A whole-term price (Azure's 3-year KRW quote) is first spread over the term.
- sustained use (Google Cloud): the on-demand rate with GCP's tiered
  discount for the share of the month the VM runs (30 % off a full month).
- monthly subscription: the month's price over the hours used in it; quotas
  (Colab compute units) top up at the same rate once used up.
- free: zero.

All functions here are pure and vectorised over numpy columns.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dlbox.core.cost.offers import (
    COMMITTED_MODELS,
    PRICING_CODES,
    Offer,
    OfferCatalogue,
    OfferColumns,
    PricingModel,
)
from dlbox.core.limits import DEFAULT_UTILIZATION as _DEFAULT_UTILIZATION

HOURS_PER_MONTH = 730.0  # 8,760 h / 12, the figure cloud price lists use
HOURS_PER_YEAR = 8760.0

# Share of calendar time a personal desktop spends training: defined beside its limits
# (the app's settings read it before the cost model is loaded).
DEFAULT_UTILIZATION = _DEFAULT_UTILIZATION

# Google Cloud sustained-use tiers for N1 VMs and their GPUs: each quarter of
# the month is billed at this share of the base rate (cloud.google.com/compute/
# docs/sustained-use-discounts). A full month averages 0.70 — the seed's 30 %.
SUD_TIER_MULTIPLIERS = (1.0, 0.8, 0.6, 0.4)
SUD_FULL_MONTH_MULTIPLIER = sum(SUD_TIER_MULTIPLIERS) / len(SUD_TIER_MULTIPLIERS)


@dataclass(frozen=True)
class PricingSettings:
    """The user's assumptions; ``utilization`` is the share of calendar time training."""

    utilization: float = DEFAULT_UTILIZATION
    # Share of spot/preemptible work lost to interruptions and run again: an
    # assumption the user sets (it depends on checkpoint interval and market).
    spot_rerun_fraction: float = 0.10

    def __post_init__(self) -> None:
        if not 0 < self.utilization <= 1:
            raise ValueError(f"utilization must be in (0, 1], got {self.utilization}")
        if not 0 <= self.spot_rerun_fraction < 1:
            raise ValueError(
                f"spot_rerun_fraction must be in [0, 1), got {self.spot_rerun_fraction}"
            )


def sustained_use_multiplier(usage_share: float | np.ndarray) -> np.ndarray:
    """Average share of the base rate paid when the VM runs ``usage_share`` of a month."""
    share = np.clip(np.asarray(usage_share, dtype=float), 0.0, 1.0)
    quarter = 1.0 / len(SUD_TIER_MULTIPLIERS)
    paid = np.zeros_like(share)
    for index, multiplier in enumerate(SUD_TIER_MULTIPLIERS):
        start = index * quarter
        paid += np.clip(share - start, 0.0, quarter) * multiplier
    with np.errstate(invalid="ignore", divide="ignore"):
        result = np.where(share > 0, paid / np.where(share > 0, share, 1.0), 1.0)
    return result


def _code(model: PricingModel) -> int:
    return PRICING_CODES[model]


def list_hourly_columns(cols: OfferColumns) -> np.ndarray:
    """The offer's list price per hour, in each offer's currency (NaN = unknown).

    An hourly price as listed (a reserved or committed rate is the around-the-
    clock rate); a whole-term price over the term's hours; a monthly price over
    the hours it buys (a quota's GPU hours, else the month's 730 hours).  No
    utilisation, spot re-runs or sustained-use discount: see
    :func:`effective_hourly_columns` for what a useful training hour costs.
    """
    price = cols.price
    per_month_hours = np.where(np.isnan(cols.hours_included), HOURS_PER_MONTH, cols.hours_included)
    result = np.where(
        cols.unit == 0,
        price,
        np.where(
            cols.unit == 1,
            price / per_month_hours,
            price / (cols.term_months * HOURS_PER_MONTH),
        ),
    )
    result[cols.model == _code(PricingModel.FREE)] = 0.0
    return result


def effective_hourly_columns(cols: OfferColumns, settings: PricingSettings) -> np.ndarray:
    """Price per useful training hour for every offer, in each offer's currency (NaN = unknown)."""
    u = settings.utilization
    price = cols.price
    model = cols.model
    per_month = cols.unit == 1
    result = np.full(price.shape, np.nan)
    # The list rate (see list_hourly_columns): an hourly price as is, a whole-term
    # price spread over the term's hours, a monthly one over the hours it buys.
    listed = list_hourly_columns(cols)
    base_rate = np.where(per_month, np.nan, listed)

    def is_(*models: PricingModel) -> np.ndarray:
        return np.isin(model, [_code(m) for m in models])

    # A capacity block is booked for the hours it is used, at its listed rate.
    on_demand = is_(PricingModel.ON_DEMAND, PricingModel.CAPACITY_BLOCK)
    result[on_demand] = price[on_demand]

    spot = is_(PricingModel.SPOT, PricingModel.PREEMPTIBLE)
    result[spot] = price[spot] * (1.0 + settings.spot_rerun_fraction)

    # Savings plans commit to a spend per hour for the whole term, like a reservation.
    committed = is_(*COMMITTED_MODELS)
    reserved_monthly = committed & per_month
    base_rate = np.where(reserved_monthly, price / HOURS_PER_MONTH, base_rate)
    result[committed] = base_rate[committed] / u

    sustained = is_(PricingModel.SUSTAINED_USE)
    # A monthly sustained-use figure is the full-month price: recover the base rate.
    sud_base = np.where(per_month, price / (HOURS_PER_MONTH * SUD_FULL_MONTH_MULTIPLIER), base_rate)
    result[sustained] = sud_base[sustained] * float(sustained_use_multiplier(u))

    monthly = is_(PricingModel.MONTHLY)
    used = u * HOURS_PER_MONTH
    # Under the quota the whole month's price is spread over the hours used;
    # beyond it the user tops up at the quota's own rate, its list rate.
    sub_rate = np.maximum(price / used, listed)
    result[monthly] = sub_rate[monthly]

    free = is_(PricingModel.FREE)
    result[free] = 0.0
    return result


def effective_hourly_all(catalogue: OfferCatalogue, settings: PricingSettings) -> np.ndarray:
    return effective_hourly_columns(catalogue.columns, settings)


def effective_hourly(offer: Offer, settings: PricingSettings) -> float | None:
    """One offer's price per useful training hour, or None when its price is unknown."""
    value = float(
        effective_hourly_columns(OfferCatalogue.from_offers([offer]).columns, settings)[0]
    )
    return None if np.isnan(value) else value


def wall_clock_factor(cols: OfferColumns, settings: PricingSettings) -> np.ndarray:
    """Hours of renting per useful hour: interrupted spot work adds its re-runs."""
    spot = np.isin(cols.model, [_code(PricingModel.SPOT), _code(PricingModel.PREEMPTIBLE)])
    return np.where(spot, 1.0 + settings.spot_rerun_fraction, 1.0)
