"""Every pricing model reduces to a price per useful training hour at the user's utilisation."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pytest

from dlbox.core.cost.offers import Offer, OfferCatalogue
from dlbox.core.cost.pricing import (
    HOURS_PER_MONTH,
    PricingSettings,
    effective_hourly,
    effective_hourly_all,
    sustained_use_multiplier,
    wall_clock_factor,
)


def offer(pricing_model: str, price: float | None, unit: str = "hour", **extra) -> Offer:
    return Offer.model_validate(
        {
            "provider": "Google Cloud",
            "instance_type": "K80 (GPU only)",
            "gpu_count": 1,
            "pricing_model": pricing_model,
            "unit": unit,
            "price": price,
            "currency": extra.pop("currency", "USD"),
            "date": dt.date(2019, 9, 6),
            "source": "seed 000",
            **extra,
        }
    )


FULL_TIME = PricingSettings(utilization=1.0)
HOBBY = PricingSettings(utilization=0.15, spot_rerun_fraction=0.10)


def test_on_demand_is_the_list_price_at_any_utilisation():
    assert effective_hourly(offer("on_demand", 0.49), HOBBY) == pytest.approx(0.49)
    assert effective_hourly(offer("on_demand", 0.49), FULL_TIME) == pytest.approx(0.49)


def test_spot_and_preemptible_pay_for_the_rerun_work():
    assert effective_hourly(offer("preemptible", 0.135), HOBBY) == pytest.approx(0.135 * 1.10)
    no_loss = PricingSettings(utilization=0.15, spot_rerun_fraction=0.0)
    assert effective_hourly(offer("spot", 0.2), no_loss) == pytest.approx(0.2)
    cat = OfferCatalogue.from_offers([offer("spot", 0.2), offer("on_demand", 1.0)])
    assert list(wall_clock_factor(cat.columns, HOBBY)) == pytest.approx([1.10, 1.0])


def test_reserved_rate_is_paid_around_the_clock_so_low_utilisation_makes_it_dear():
    # The seed's AWS P3 3-year reserved $1.676/h (60 % off $4.234 on demand).
    reserved = offer("reserved_3y", 1.676)
    assert effective_hourly(reserved, FULL_TIME) == pytest.approx(1.676)
    at_15 = effective_hourly(reserved, HOBBY)
    assert at_15 == pytest.approx(1.676 / 0.15)
    assert at_15 > 4.234  # a hobbyist pays more per hour than on demand


def test_whole_term_price_in_krw_spreads_over_the_term():
    # Azure: 4× V100 for 3 years = 171,651,472 KRW; the seed says 1 hour = 1,632 KRW (per GPU).
    azure = offer(
        "reserved_3y", 171651472, unit="term", term_months=36, currency="KRW", gpu_count=4
    )
    per_instance_hour = effective_hourly(azure, FULL_TIME)
    assert per_instance_hour / 4 == pytest.approx(1632, abs=1)
    assert effective_hourly(azure, HOBBY) == pytest.approx(per_instance_hour / 0.15)


def test_sustained_use_discount_is_30_percent_for_a_full_month():
    assert float(sustained_use_multiplier(1.0)) == pytest.approx(0.70)
    # Tiered: the first quarter of the month is at full price, then 80, 60, 40 %.
    assert float(sustained_use_multiplier(0.25)) == pytest.approx(1.0)
    assert float(sustained_use_multiplier(0.5)) == pytest.approx(0.9)
    assert float(sustained_use_multiplier(0.75)) == pytest.approx(0.8)
    assert effective_hourly(offer("sustained_use", 0.49), FULL_TIME) == pytest.approx(0.49 * 0.7)
    assert effective_hourly(offer("sustained_use", 0.49), HOBBY) == pytest.approx(0.49)


def test_seed_k80_monthly_sustained_use_figure_reproduces():
    # Seed 000: "K80 monthly cost $224.840" = $0.44/h × 730 h × 0.70.
    assert round(0.44 * HOURS_PER_MONTH * 0.70, 2) == 224.84
    k80_month = offer("sustained_use", 224.84, unit="month")
    assert effective_hourly(k80_month, FULL_TIME) == pytest.approx(0.44 * 0.70)
    assert effective_hourly(k80_month, HOBBY) == pytest.approx(0.44)


def test_monthly_subscription_spreads_the_month_over_the_hours_used():
    # Tencent Cloud 2× M40 at 5,856 CNY a month (seed 002).
    tencent = offer("monthly", 5856, unit="month", currency="CNY", gpu_count=2)
    assert effective_hourly(tencent, FULL_TIME) == pytest.approx(5856 / 730)
    assert effective_hourly(tencent, HOBBY) == pytest.approx(5856 / (0.15 * 730))


def test_monthly_quota_tops_up_at_the_quota_rate_once_used_up():
    # Colab Pro: ¥1,072 buys 100 compute units ≈ 51 T4 hours.
    colab = offer("monthly", 1072, unit="month", currency="JPY", hours_included=100 / 1.96)
    light = PricingSettings(utilization=0.02)  # 14.6 h a month, under the quota
    assert effective_hourly(colab, light) == pytest.approx(1072 / (0.02 * 730))
    assert effective_hourly(colab, HOBBY) == pytest.approx(1072 / (100 / 1.96))


def test_free_tier_costs_nothing_and_unknown_price_stays_unknown():
    assert effective_hourly(offer("free", 0), HOBBY) == 0.0
    assert effective_hourly(offer("monthly", None, unit="month"), HOBBY) is None


def test_vectorised_result_matches_one_by_one():
    offers = [
        offer("on_demand", 2.48),
        offer("preemptible", 0.74),
        offer("committed_1y", 1.562),
        offer("committed_3y", 1.116),
        offer("sustained_use", 2.48),
        offer("monthly", 12660, unit="month", currency="CNY"),
        offer("free", 0),
        offer("monthly", None, unit="month"),
    ]
    values = effective_hourly_all(OfferCatalogue.from_offers(offers), HOBBY)
    for value, one in zip(values, offers, strict=True):
        single = effective_hourly(one, HOBBY)
        assert (single is None and math.isnan(value)) or value == pytest.approx(single)
    assert np.isnan(values[-1])


def test_settings_reject_impossible_values():
    with pytest.raises(ValueError, match="utilization"):
        PricingSettings(utilization=0)
    with pytest.raises(ValueError, match="spot_rerun_fraction"):
        PricingSettings(spot_rerun_fraction=1.5)
