"""When does owning become cheaper than renting — in calendar days and training hours.

Each day the box trains for 24·u hours.  Those hours would take k times as
long on the offer (k = own throughput ÷ offer throughput), so renting them
costs 24·u·k·p_cloud while owning costs 24·u·P_kW·p_elec plus idle power.
Owning has paid for itself after

    D* = (C_hw − resale) / (24·u·(p_cloud·k − P_kW·p_elec) − idle cost per day)

days (COST_MODEL.md).  When the daily saving is not positive, renting stays
cheaper for ever: the result is ``inf`` and :attr:`BreakEven.never` is true.
Everything here takes plain numbers in one currency and works on numpy
arrays, so one call covers every offer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from dlbox.core.cost.ownership import HOURS_PER_DAY, Ownership


@dataclass(frozen=True)
class BreakEven:
    """One offer's answer; ``days`` and ``training_hours`` are ``inf`` when never."""

    days: float
    training_hours: float
    daily_saving: float
    speed_ratio: float = 1.0

    @property
    def never(self) -> bool:
        return math.isinf(self.days)

    @property
    def cloud_hours(self) -> float:
        """Hours of the offer that the owned box's training hours replace."""
        return self.training_hours * self.speed_ratio


def breakeven_arrays(
    own: Ownership, cloud_hourly: np.ndarray | float, speed_ratio: np.ndarray | float = 1.0
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(days, own training hours, daily saving) for every offer; ``inf`` = never.

    ``cloud_hourly`` is each offer's price per useful hour (see pricing.py) in
    the same currency as ``own``; NaN prices give NaN (unknown, not "never").
    """
    price = np.asarray(cloud_hourly, dtype=float)
    k = np.asarray(speed_ratio, dtype=float)
    price, k = np.broadcast_arrays(price, k)
    per_training_hour = price * k - own.electricity_per_training_hour
    saving = HOURS_PER_DAY * own.utilization * per_training_hour - own.idle_cost_per_day
    with np.errstate(divide="ignore", invalid="ignore"):
        days = np.where(saving > 0, np.maximum(own.net_capital, 0.0) / saving, np.inf)
    unknown = np.isnan(price) | np.isnan(k)
    days = np.where(unknown, np.nan, days)
    hours = days * HOURS_PER_DAY * own.utilization
    return days, hours, np.where(unknown, np.nan, saving)


def breakeven(own: Ownership, cloud_hourly: float, speed_ratio: float = 1.0) -> BreakEven:
    """The scalar case, e.g. the quick calculator."""
    if not (cloud_hourly >= 0 and speed_ratio > 0):
        raise ValueError(
            f"cloud price must be >= 0 and speed ratio > 0 (got {cloud_hourly}, {speed_ratio})"
        )
    days, hours, saving = breakeven_arrays(own, cloud_hourly, speed_ratio)
    return BreakEven(float(days), float(hours), float(saving), speed_ratio)
