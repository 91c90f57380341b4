"""A build against many offers, in one currency, speed-adjusted, with the job's cost."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pytest

from dlbox.core.cost.compare import CompareSettings, OwnBuild, compare
from dlbox.core.cost.money import Money, Rate, RateTable
from dlbox.core.cost.offers import Offer, OfferCatalogue
from tests.core.cost_parts import OFFER_RECORD_KEYS

D = dt.date
RATES = RateTable(
    (
        Rate("CNY", 6.7869, D(2019, 1, 23), "ECB"),
        Rate("CNY", 6.8028, D(2026, 5, 20), "ECB"),
        Rate("KRW", 1192.2735, D(2019, 9, 6), "ECB"),
        Rate("TWD", 30.232, D(2017, 10, 11), "Focus Taiwan"),
        Rate("TWD", 32.071, D(2024, 10, 25), "Focus Taiwan"),
    )
)


def offer(instance: str, model: str, price: float | None, **extra) -> Offer:
    data = {
        "provider": extra.pop("provider", "AWS"),
        "instance_type": instance,
        "gpu_count": extra.pop("gpu_count", 1),
        "pricing_model": model,
        "unit": extra.pop("unit", "hour"),
        "price": price,
        "currency": extra.pop("currency", "USD"),
        "date": extra.pop("date", D(2017, 10, 7)),
        "source": "test",
    }
    data.update(extra)
    return Offer.model_validate(data)


def tencent_m40() -> Offer:
    """Seed 002's Tencent Cloud 2× M40: 5,856 CNY a month (2019)."""
    return offer(
        "2× M40",
        "monthly",
        5856,
        unit="month",
        currency="CNY",
        date=D(2019, 1, 23),
        provider="Tencent Cloud",
        gpu_count=2,
    )


SEED_SERVER = OwnBuild(capital=Money(8500, "USD"), load_power_w=0, throughput=6.0, job_hours=168)
FREE_POWER = CompareSettings(kwh_price=Money(0, "USD"), utilization=1.0, spot_rerun_fraction=0.0)


def test_seed_server_against_four_k80s():
    offers = OfferCatalogue.from_offers([offer("4× p2.xlarge", "on_demand", 3.6, gpu_count=4)])
    result = compare(SEED_SERVER, offers, FREE_POWER, RATES, offer_throughput=np.array([1.0]))
    assert result.speed_ratio[0] == pytest.approx(6.0)
    assert result.job_hours[0] == pytest.approx(1008)
    assert result.job_cost[0] == pytest.approx(3628.8)
    # 2,361 cloud hours buy the server; at 6× speed that is 394 owned hours.
    assert result.breakeven_hours[0] == pytest.approx(8500 / 3.6 / 6)


def test_one_comparison_converts_each_currency_at_one_rate_the_newest():
    offers = OfferCatalogue.from_offers(
        [
            tencent_m40(),
            offer(
                "4× V100 3y",
                "reserved_3y",
                171651472,
                unit="term",
                term_months=36,
                currency="KRW",
                date=D(2019, 9, 6),
                provider="Azure",
                gpu_count=4,
            ),
        ]
    )
    result = compare(SEED_SERVER, offers, FREE_POWER, RATES, offer_throughput=np.array([2.0, 4.0]))
    assert result.currency == "USD"
    # The 2019 prices convert at the newest CNY rate (2026), not the 2019 one.
    assert result.effective_price_per_hour[0] == pytest.approx(5856 / 730 / 6.8028)
    assert result.effective_price_per_hour[1] == pytest.approx(171651472 / (36 * 730) / 1192.2735)
    assert {(r.currency, r.date) for r in result.rates} == {
        ("CNY", D(2026, 5, 20)),
        ("KRW", D(2019, 9, 6)),
    }

    in_twd = compare(
        SEED_SERVER,
        offers,
        CompareSettings(kwh_price=Money(0, "USD"), utilization=1.0, currency="TWD"),
        RATES,
        offer_throughput=np.array([2.0, 4.0]),
    )
    assert in_twd.capital == Money(8500 * 32.071, "TWD")
    assert in_twd.effective_price_per_hour[0] == pytest.approx(5856 / 730 / 6.8028 * 32.071)


def shipped_rate_table() -> RateTable:
    from dlbox.core.cost.money import rates_path, read_rates
    from tests.conftest import DATA_DIR

    table, issues = read_rates(rates_path(DATA_DIR))
    assert issues == []
    return table


@pytest.mark.parametrize("capital_currency", ["USD", "TWD"])
def test_break_even_days_do_not_depend_on_the_display_currency(capital_currency):
    """The Azure NC12s_v3 snapshot price (USD, 2026-05-20) against a box: the same days
    in USD, KRW and TWD (KRW used to come out about 15 % sooner: the capital, the offer
    and the electricity were converted at three different KRW rates)."""
    rates = shipped_rate_table()
    capital = rates.convert(Money(3096.24, "USD"), capital_currency)
    own = OwnBuild(capital=capital, load_power_w=755, throughput=1.0, job_hours=28)
    offers = OfferCatalogue.from_offers(
        [
            offer("Standard_NC12s_v3", "on_demand", 6.12, date=D(2026, 5, 20), gpu_count=2),
            tencent_m40(),
        ]
    )
    days = {}
    for currency in ("USD", "KRW", "TWD"):
        settings = CompareSettings(kwh_price=Money(0.12, "USD"), currency=currency)
        result = compare(own, offers, settings, rates, np.array([0.5, 0.4]))
        days[currency] = result.breakeven_days
        assert np.isfinite(result.breakeven_days).all()
    assert days["KRW"] == pytest.approx(days["USD"], rel=1e-9)
    assert days["TWD"] == pytest.approx(days["USD"], rel=1e-9)


def test_a_user_rate_wins_in_the_comparison():
    offers = OfferCatalogue.from_offers(
        [offer("Standard_NC12s_v3", "on_demand", 6.12, date=D(2026, 5, 20))]
    )
    rates = shipped_rate_table().with_rate("KRW", 2000, D(2026, 11, 24))
    own = OwnBuild(capital=Money(2200, "USD"), load_power_w=450, throughput=1.0)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), currency="KRW")
    result = compare(own, offers, settings, rates, np.array([1.0]))
    assert result.capital == Money(2200 * 2000, "KRW")
    assert result.list_price_per_hour[0] == pytest.approx(6.12 * 2000)
    [krw] = result.rates
    assert krw.user and krw.per_usd == 2000


def test_json_price_per_hour_is_the_list_price_and_the_useful_hour_is_separate():
    """GCP T4 1-year committed at $0.65/h, used 15 % of the time: it lists 0.65 an hour,
    and each useful training hour costs 0.65 / 0.15 = 4.33."""
    offers = OfferCatalogue.from_offers(
        [
            offer("T4 (GPU only)", "committed_1y", 0.65, provider="Google Cloud"),
            offer("Colab Pro T4", "monthly", 10.0, unit="month", hours_included=50),
            offer("Azure 3y", "reserved_3y", 36 * 730.0, unit="term", term_months=36),
        ]
    )
    own = OwnBuild(capital=Money(2200, "USD"), load_power_w=450, throughput=1.0)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), utilization=0.15)
    rows = compare(own, offers, settings, RATES, np.array([1.0, 1.0, 1.0])).records()
    assert rows[0]["price_per_hour"] == pytest.approx(0.65)
    assert rows[0]["effective_price_per_hour"] == pytest.approx(0.65 / 0.15, abs=1e-6)
    assert rows[1]["price_per_hour"] == pytest.approx(10.0 / 50)  # the quota's hours
    assert rows[2]["price_per_hour"] == pytest.approx(1.0)  # a term spread over its hours


def test_suspect_and_unknown_offers():
    offers = OfferCatalogue.from_offers(
        [
            offer("ok", "on_demand", 3.0),
            offer("odd", "spot", 3.0, suspect=True),
            offer("unpriced", "monthly", None, unit="month"),
        ]
    )
    # Throughputs align with the offers given; the suspect one drops out with its own.
    result = compare(
        SEED_SERVER, offers, FREE_POWER, RATES, offer_throughput=np.array([1.0, 99.0, 2.0])
    )
    assert [o.instance_type for o in result.offers] == ["ok", "unpriced"]
    assert list(result.speed_ratio) == [6.0, 3.0]
    assert math.isnan(result.breakeven_days[1]) and math.isnan(result.job_cost[1])
    shown = compare(
        SEED_SERVER,
        offers,
        CompareSettings(kwh_price=Money(0, "USD"), include_suspect=True),
        RATES,
        offer_throughput=np.array([1.0, 1.0, 1.0]),
    )
    assert len(shown.offers) == 3


def test_throughputs_must_match_the_offers():
    offers = OfferCatalogue.from_offers([offer("ok", "on_demand", 3.0)])
    with pytest.raises(ValueError, match="2 throughputs given for 1 offers"):
        compare(SEED_SERVER, offers, FREE_POWER, RATES, offer_throughput=np.array([1.0, 2.0]))


def test_without_speed_estimates_break_even_is_unknown_unless_a_ratio_is_given():
    offers = OfferCatalogue.from_offers([offer("x", "on_demand", 2.14)])
    own = OwnBuild(capital=Money(2200, "USD"), load_power_w=450)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"))
    unknown = compare(own, offers, settings, RATES)
    assert math.isnan(unknown.breakeven_days[0]) and unknown.notes
    dettmers = CompareSettings(kwh_price=Money(0.12, "USD"), speed_ratio=1, utilization=0.15)
    quick = compare(own, offers, dettmers, RATES)
    assert quick.breakeven_days[0] == pytest.approx(292.96, abs=0.01)


def test_records_carry_the_json_keys_and_spell_out_never():
    offers = OfferCatalogue.from_offers(
        [offer("cheap", "on_demand", 0.01), offer("dear", "on_demand", 9.0)]
    )
    own = OwnBuild(capital=Money(2200, "USD"), load_power_w=450, throughput=1.0, job_hours=10)
    result = compare(
        own, offers, CompareSettings(kwh_price=Money(0.12, "USD")), RATES, np.array([1.0, 1.0])
    )
    cheap, dear = result.records()
    assert set(cheap) >= set(OFFER_RECORD_KEYS)
    assert cheap["never"] is True and cheap["breakeven_days"] is None
    assert dear["never"] is False and dear["breakeven_days"] > 0
    assert cheap["pareto"] and not dear["pareto"]  # same hours, cheaper wins
    assert result.own_job is not None and result.own_job.hours == 10


def test_deadline_pick_is_the_cheapest_that_finishes_in_time():
    offers = OfferCatalogue.from_offers(
        [offer("slow-cheap", "on_demand", 0.5), offer("fast-dear", "on_demand", 4.0)]
    )
    own = OwnBuild(capital=Money(2200, "USD"), load_power_w=450, throughput=2.0, job_hours=10)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"), deadline_h=15)
    result = compare(own, offers, settings, RATES, offer_throughput=np.array([0.5, 4.0]))
    assert list(result.job_hours) == pytest.approx([40, 5])
    assert result.deadline_pick == 1
    # Scripts get the offer itself, not an index into a list they may have re-sorted.
    pick = result.deadline_record()
    assert pick["instance"] == "fast-dear" and pick["job_hours"] == pytest.approx(5)
    assert pick["id"] == "AWS||fast-dear|on_demand|2017-10-07"


def test_job_on_the_build_shows_electricity_and_its_capital_share():
    offers = OfferCatalogue.from_offers([offer("x", "on_demand", 2.0)])
    own = OwnBuild(capital=Money(1500, "USD"), load_power_w=500, throughput=1.0, job_hours=40)
    settings = CompareSettings(kwh_price=Money(0.2, "USD"), utilization=0.25, amortise_years=2)
    result = compare(own, offers, settings, RATES, np.array([1.0]))
    job = result.own_job
    assert job.electricity_cost == pytest.approx(40 * 0.5 * 0.2)
    assert job.amortised_capital == pytest.approx(40 * 1500 / (2 * 365 * 24 * 0.25))


# ------------------------------------------------------------- compare_build
def _tower(currency: str = "USD"):
    from dlbox.core.build import resolve
    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.files import read_build
    from tests.conftest import DATA_DIR

    build = read_build(DATA_DIR / "examples" / "rtx-4090-tower.dlbox.json")
    catalogue = shipped_catalogue()
    return resolve(build.model_copy(update={"currency": currency}), catalogue), catalogue


def test_compare_build_is_the_whole_pipeline_at_one_rate_per_currency():
    """Capital from the parts, speeds from the estimator and electricity, all at the
    pinned rates: the answer does not depend on the currency it is shown in."""
    from dlbox.core.cost.compare import DEFAULT_KWH_USD, compare_build
    from dlbox.core.cost.money import shipped_rates
    from dlbox.core.cost.offers import shipped_offers
    from dlbox.core.cost.ownership import build_capital

    resolved, catalogue = _tower()
    offers = shipped_offers().select(providers=["aws", "lambda"], priced_only=True)
    rates = shipped_rates()
    found = {
        currency: compare_build(
            resolved, catalogue, offers, rates, currency=currency, workload="resnet50"
        )
        for currency in ("USD", "KRW", "EUR")
    }
    usd = found["USD"]
    # The capital is the tower's parts at their current street prices, each converted
    # from its quote's own currency (a fresher Taiwan or Korea quote may price a part).
    pinned = rates.pinned()
    parts_usd = sum(
        pinned.convert(Money(p.part.price, p.part.currency), "USD").amount * p.quantity
        for p in resolved
    )
    assert all(p.part.price is not None for p in resolved)
    assert usd.capital is not None and usd.capital.total.amount == pytest.approx(parts_usd)
    assert usd.kwh_default and usd.kwh_price == Money(DEFAULT_KWH_USD, "USD")
    assert usd.speed is not None and usd.own.throughput == usd.speed.throughput
    assert np.isfinite(usd.comparison.breakeven_days).sum() > 10
    for currency, result in found.items():
        # The capital is the parts priced at the pinned rates, whatever their price dates.
        capital = build_capital(resolved, currency, pinned).total
        assert result.own.capital == capital
        assert result.kwh_price == pinned.convert(Money(DEFAULT_KWH_USD, "USD"), currency)
        np.testing.assert_allclose(
            result.comparison.breakeven_days, usd.comparison.breakeven_days, rtol=1e-9
        )


def test_compare_build_takes_the_users_rates_and_overrides():
    from dlbox.core.cost.compare import UnpricedBuildError, compare_build
    from dlbox.core.cost.money import shipped_rates
    from dlbox.core.cost.offers import shipped_offers

    resolved, catalogue = _tower("KRW")
    offers = shipped_offers().select(providers=["lambda"], priced_only=True)
    mine = shipped_rates().with_user_rates({"KRW": 1000.0})
    found = compare_build(resolved, catalogue, offers, mine, currency="KRW", workload="resnet50")
    # Each part converted from its quote's currency at the user's rates (1000 won a dollar).
    pinned = mine.pinned()
    parts_krw = sum(
        pinned.convert(Money(p.part.price, p.part.currency), "KRW").amount * p.quantity
        for p in resolved
    )
    usd_parts = sum(p.part.price * p.quantity for p in resolved if p.part.currency == "USD")
    assert usd_parts > 0 and found.own.capital.amount == pytest.approx(parts_krw)
    assert pinned.convert(Money(usd_parts, "USD"), "KRW").amount == pytest.approx(usd_parts * 1000)
    assert found.kwh_price == Money(120.0, "KRW")  # 0.12 USD at the user's rate
    assert [r.per_usd for r in found.comparison.rates if r.currency == "KRW"] == [1000.0]
    # Given capital, power and one speed ratio: no estimate at all.
    given = compare_build(
        resolved,
        catalogue,
        offers,
        mine,
        currency="KRW",
        capital=5e6,
        load_power_w=400,
        speed_ratio=1.5,
        kwh_price=200.0,
    )
    assert given.capital is None and given.speed is None and given.offer_speeds is None
    assert given.own.capital == Money(5e6, "KRW") and given.own.load_power_w == 400
    assert not given.kwh_default and given.kwh_price == Money(200.0, "KRW")
    assert (given.comparison.speed_ratio == 1.5).all()
    # A currency without a rate cannot price the parts.
    with pytest.raises(UnpricedBuildError, match="no conversion rate for XYZ") as caught:
        compare_build(resolved, catalogue, offers, mine, currency="XYZ", workload="resnet50")
    assert caught.value.capital is None
