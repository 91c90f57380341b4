"""The cost of one whole training job, on the build and on every offer.

A job that takes ``own_hours`` on the build takes ``own_hours × k`` on an
offer (k = own throughput ÷ offer throughput; the seed's K80s, ~6× slower
than a Titan X Pascal, turn a 168 h job into 1,008 h).  Interrupted spot work
adds its re-runs to the wall clock.  The cost is the useful hours × the
offer's price per useful hour (pricing.py).  Then: which options are worth
considering at all (the Pareto front of time vs cost), and which is the
cheapest that still finishes by a deadline.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class JobOnBuild:
    hours: float
    electricity_cost: float
    amortised_capital: float = 0.0

    @property
    def cost(self) -> float:
        """Electricity plus the job's share of the capital (0 unless amortised)."""
        return self.electricity_cost + self.amortised_capital


def job_on_build(
    own_hours: float, electricity_per_hour: float, capital_per_hour: float = 0.0
) -> JobOnBuild:
    if own_hours < 0:
        raise ValueError(f"job hours cannot be negative, got {own_hours}")
    return JobOnBuild(own_hours, own_hours * electricity_per_hour, own_hours * capital_per_hour)


def offer_useful_hours(own_hours: float, speed_ratio: np.ndarray | float) -> np.ndarray:
    """Hours of compute the job needs on each offer (k = own ÷ offer throughput)."""
    return own_hours * np.asarray(speed_ratio, dtype=float)


def offer_job(
    own_hours: float,
    speed_ratio: np.ndarray | float,
    price_per_useful_hour: np.ndarray | float,
    wall_clock_factor: np.ndarray | float = 1.0,
) -> tuple[np.ndarray, np.ndarray]:
    """(wall-clock hours, cost) of the job on each offer; NaN where unknown."""
    useful = offer_useful_hours(own_hours, speed_ratio)
    hours = useful * np.asarray(wall_clock_factor, dtype=float)
    cost = useful * np.asarray(price_per_useful_hour, dtype=float)
    return hours, cost


def pareto_front(hours: np.ndarray, cost: np.ndarray) -> np.ndarray:
    """Indices of options no other option beats on both time and cost, fastest first.

    Unknown (NaN) options are left out; of exact ties the first is kept.
    """
    hours = np.asarray(hours, dtype=float)
    cost = np.asarray(cost, dtype=float)
    known = np.flatnonzero(~(np.isnan(hours) | np.isnan(cost)))
    if known.size == 0:
        return known
    order = known[np.lexsort((cost[known], hours[known]))]
    sorted_cost = cost[order]
    # Keep an option only when it is strictly cheaper than every faster one.
    best_before = np.minimum.accumulate(np.concatenate(([np.inf], sorted_cost[:-1])))
    return order[sorted_cost < best_before]


def cheapest_by_deadline(hours: np.ndarray, cost: np.ndarray, deadline_h: float) -> int | None:
    """Index of the cheapest option finishing within ``deadline_h``, or None."""
    hours = np.asarray(hours, dtype=float)
    cost = np.asarray(cost, dtype=float)
    ok = np.flatnonzero((hours <= deadline_h) & ~np.isnan(cost))
    if ok.size == 0:
        return None
    # Ties on cost go to the faster option.
    best = ok[np.lexsort((hours[ok], cost[ok]))[0]]
    return int(best)
