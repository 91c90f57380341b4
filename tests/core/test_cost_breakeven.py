"""Break-even in days and training hours, speed-adjusted, with "never" when renting stays cheaper."""

from __future__ import annotations

import math

import numpy as np
import pytest

from dlbox.core.cost.breakeven import breakeven, breakeven_arrays
from dlbox.core.cost.ownership import Ownership

# Dettmers' worked example (COST_MODEL.md): one RTX 3090 box.
DETTMERS = Ownership(capital=2200, load_power_w=450, kwh_price=0.12, utilization=0.15)


def test_dettmers_example_breaks_even_after_about_300_days():
    result = breakeven(DETTMERS, cloud_hourly=2.14, speed_ratio=1.0)
    # 2200 / (24 × 0.15 × (2.14 − 0.45 × 0.12)) = 292.96 days
    assert result.days == pytest.approx(292.96, abs=0.01)
    assert 280 < result.days < 320
    assert result.training_hours == pytest.approx(result.days * 24 * 0.15)
    assert not result.never


def test_seed_server_pays_for_itself_in_under_100_days_of_full_time_training():
    # 4× Titan X Pascal server $8.5K vs 4× K80 at 4 × $0.9/h: "2361 computing hours,
    # approximately 100 days" before the cloud bill reaches the server's price.
    server = Ownership(capital=8500, load_power_w=0, kwh_price=0, utilization=1.0)
    result = breakeven(server, cloud_hourly=4 * 0.9)
    assert result.training_hours == pytest.approx(8500 / 3.6)
    assert result.days < 100
    # The K80s being ~6× slower makes each owned hour worth 6 cloud hours.
    adjusted = breakeven(server, cloud_hourly=3.6, speed_ratio=6)
    assert adjusted.days == pytest.approx(result.days / 6)
    assert adjusted.cloud_hours == pytest.approx(8500 / 3.6)


def test_renting_stays_cheaper_when_the_cloud_hour_costs_less_than_the_electricity():
    result = breakeven(DETTMERS, cloud_hourly=0.05)  # below 0.45 kW × $0.12
    assert result.never
    assert math.isinf(result.days) and math.isinf(result.training_hours)
    assert result.daily_saving < 0


def test_a_much_faster_cloud_gpu_can_make_owning_never_pay():
    # Own box 10× slower than the offer: each owned hour replaces a tenth of a cloud hour.
    assert breakeven(DETTMERS, cloud_hourly=0.5, speed_ratio=0.1).never
    assert not breakeven(DETTMERS, cloud_hourly=0.5, speed_ratio=1.0).never


def test_resale_value_shortens_break_even_and_idle_power_lengthens_it():
    base = breakeven(DETTMERS, 2.14).days
    resold = Ownership(capital=2200, load_power_w=450, kwh_price=0.12, utilization=0.15, resale=700)
    assert breakeven(resold, 2.14).days == pytest.approx(base * 1500 / 2200)
    idling = Ownership(
        capital=2200,
        load_power_w=450,
        kwh_price=0.12,
        utilization=0.15,
        idle_power_w=80,
        idle_share=0.5,
    )
    assert breakeven(idling, 2.14).days > base
    efficient = Ownership(
        capital=2200, load_power_w=450, kwh_price=0.12, utilization=0.15, psu_efficiency=0.9
    )
    assert breakeven(efficient, 2.14).days > base  # losses in the PSU cost electricity too


def test_higher_utilisation_reaches_break_even_sooner():
    lab = Ownership(capital=2200, load_power_w=450, kwh_price=0.12, utilization=0.6)
    assert breakeven(lab, 2.14).days == pytest.approx(breakeven(DETTMERS, 2.14).days / 4)


def test_vectorised_over_offers_matches_scalar_and_keeps_unknown_apart_from_never():
    prices = np.array([2.14, 0.9, 0.01, np.nan])
    ratios = np.array([1.0, 6.0, 1.0, 1.0])
    days, hours, _ = breakeven_arrays(DETTMERS, prices, ratios)
    for i in range(3):
        assert days[i] == pytest.approx(breakeven(DETTMERS, prices[i], ratios[i]).days)
    assert math.isinf(days[2])
    assert math.isnan(days[3]) and math.isnan(hours[3])


def test_ownership_rejects_impossible_inputs():
    with pytest.raises(ValueError, match="utilization"):
        Ownership(capital=1, load_power_w=1, kwh_price=0.1, utilization=0)
    with pytest.raises(ValueError, match="whole day"):
        Ownership(capital=1, load_power_w=1, kwh_price=0.1, utilization=0.8, idle_share=0.5)
    with pytest.raises(ValueError, match="speed ratio"):
        breakeven(DETTMERS, 2.14, speed_ratio=0)
