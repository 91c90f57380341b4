"""The compare view starts from the AWS and GCP offers a user would rent, and commitments
are priced for their whole term (issue 13)."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from dlbox.core.cost.comparable import AS_FAST_TOLERANCE
from dlbox.core.cost.compare import (
    CompareSettings,
    Comparison,
    OwnBuild,
    compare,
    default_comparators,
)
from dlbox.core.cost.money import Money, RateTable
from dlbox.core.cost.offers import Offer, OfferCatalogue, PricingModel

D = dt.date(2026, 11, 1)


def offer(provider: str, instance: str, model: str, price: float, gpus: int = 1) -> Offer:
    return Offer.model_validate(
        {
            "provider": provider,
            "instance_type": instance,
            "region": "r",
            "gpu_count": gpus,
            "pricing_model": model,
            "unit": "hour",
            "price": price,
            "currency": "USD",
            "date": D,
            "source": "test",
        }
    )


def _against_a_box(offers: OfferCatalogue, throughput: np.ndarray) -> Comparison:
    """A $3,000 box doing 10 units/s at 450 W and $0.12/kWh against offers this fast."""
    own = OwnBuild(capital=Money(3000, "USD"), load_power_w=450, throughput=10.0)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"))
    return compare(own, offers, settings, RateTable(()), throughput)


def test_defaults_are_the_cheapest_same_or_faster_aws_and_gcp_offers_not_a_marketplace():
    offers = OfferCatalogue.from_offers(
        [
            offer("Vast.ai", "4x RTX 3060", "on_demand", 0.30),  # cheapest, but slower
            offer("AWS", "slow", "on_demand", 0.50),
            offer("AWS", "fast", "on_demand", 3.00),
            offer("AWS", "faster", "on_demand", 4.00),
            offer("Google Cloud", "g2", "on_demand", 2.00),
            offer("Google Cloud", "a3", "on_demand", 9.00),
        ]
    )
    # Build throughput 10; offers' throughputs: below 10 is slower than the build.
    throughput = np.array([4.0, 5.0, 10.0, 20.0, 12.0, 40.0])
    result = _against_a_box(offers, throughput)
    picks = [result.offers[c.index].instance_type for c in default_comparators(result)]
    # AWS: "fast" costs 3.00 per build-hour, "faster" 4.00 × 0.5 = 2.00: the faster one wins.
    assert picks == ["faster", "g2"]


def test_a_provider_without_a_faster_offer_gives_its_fastest():
    offers = OfferCatalogue.from_offers(
        [offer("AWS", "t4", "on_demand", 0.5), offer("AWS", "l4", "on_demand", 0.8)]
    )
    result = _against_a_box(offers, np.array([2.0, 6.0]))
    assert [result.offers[c.index].instance_type for c in default_comparators(result)] == ["l4"]


def test_a_four_gpu_build_is_compared_with_four_gpu_offers_not_a_faster_single_card():
    """Like for like: a 4-GPU box against 4-GPU instances.  A one-GPU offer that happens to
    be as fast and cheaper per hour of work was the pick before, as if the counts were equal."""
    offers = OfferCatalogue.from_offers(
        [
            offer("AWS", "1x-big", "on_demand", 3.00, gpus=1),  # 12 units/s: 2.50 a build-hour
            offer("AWS", "4x", "on_demand", 8.00, gpus=4),  # 11 units/s: 7.27 a build-hour
            offer("AWS", "8x", "on_demand", 16.00, gpus=8),  # 20 units/s: 8.00 a build-hour
            offer("Google Cloud", "1x", "on_demand", 2.00, gpus=1),
            offer("Google Cloud", "8x-spot", "spot", 9.00, gpus=8),
            offer("Google Cloud", "8x", "on_demand", 30.00, gpus=8),
        ]
    )
    result = _against_a_box(offers, np.array([12.0, 11.0, 20.0, 12.0, 24.0, 24.0]))
    unmatched = default_comparators(result)  # no count asked: speed and price alone
    assert [result.offers[c.index].instance_type for c in unmatched] == ["1x-big", "1x"]
    picks = default_comparators(result, gpu_count=4)
    assert [result.offers[c.index].instance_type for c in picks] == ["4x", "8x-spot"]
    aws, gcp = picks
    assert aws.same_gpu_count and aws.as_fast
    # Google Cloud rents 1 and 8 GPUs here: 8 is as near to 4 as 2 would be, and the tie
    # goes to the larger count; the pick says it is not like for like.
    assert not gcp.same_gpu_count and gcp.as_fast


def test_among_equally_fast_offers_of_the_count_the_cheapest_is_the_reference():
    """No 4-GPU offer as fast as the build: the fastest, and of one instance priced on
    demand and as spot, the spot price (was the first listed)."""
    offers = OfferCatalogue.from_offers(
        [
            offer("AWS", "4x", "on_demand", 8.00, gpus=4),
            offer("AWS", "4x", "spot", 3.00, gpus=4),
            offer("AWS", "1x-fast", "on_demand", 1.00, gpus=1),
        ]
    )
    result = _against_a_box(offers, np.array([9.0, 9.0, 30.0]))
    (pick,) = default_comparators(result, gpu_count=4)
    assert result.offers[pick.index].pricing_model == PricingModel.SPOT
    assert pick.same_gpu_count and not pick.as_fast


@pytest.mark.parametrize(
    "model", ["reserved_1y", "committed_3y", "savings_plan_1y", "savings_plan_3y"]
)
def test_a_commitment_costs_its_rate_for_every_hour_of_the_term_used_or_not(model):
    """At 10 % utilisation each useful hour carries nine idle ones: 1.00/h → 10.00/h."""
    offers = OfferCatalogue.from_offers(
        [offer("AWS", "x", model, 1.0), offer("AWS", "x", "on_demand", 2.0)]
    )
    own = OwnBuild(capital=Money(3000, "USD"), load_power_w=0, throughput=1.0)
    result = compare(
        own,
        offers,
        CompareSettings(kwh_price=Money(0, "USD"), utilization=0.10),
        RateTable(()),
        np.array([1.0, 1.0]),
    )
    assert result.effective_price_per_hour[0] == pytest.approx(10.0)
    assert result.effective_price_per_hour[1] == pytest.approx(2.0)
    # Break-even against the commitment comes sooner than against on-demand.
    assert result.breakeven_days[0] < result.breakeven_days[1]
    assert PricingModel(model) in {o.pricing_model for o in offers}


def test_defaults_follow_the_chosen_region():
    offers = OfferCatalogue.from_offers(
        [
            offer("AWS", "seoul", "on_demand", 3.0).model_copy(update={"region": "ap-northeast-2"}),
            offer("AWS", "virginia", "on_demand", 2.0).model_copy(update={"region": "us-east-1"}),
        ]
    )
    result = _against_a_box(offers, np.array([10.0, 10.0]))
    assert [result.offers[c.index].instance_type for c in default_comparators(result)] == [
        "virginia"
    ]
    seoul = np.array([o.region == "ap-northeast-2" for o in result.offers])
    picks = default_comparators(result, keep=seoul)
    assert [result.offers[c.index].instance_type for c in picks] == ["seoul"]


def test_egress_and_storage_are_optional_lines_of_the_job_cost():
    offers = OfferCatalogue.from_offers([offer("AWS", "x", "on_demand", 2.0)])
    own = OwnBuild(capital=Money(3000, "USD"), load_power_w=0, throughput=10.0, job_hours=73.0)
    plain = compare(
        own, offers, CompareSettings(kwh_price=Money(0, "USD")), RateTable(()), np.array([10.0])
    )
    extra = compare(
        own,
        offers,
        CompareSettings(
            kwh_price=Money(0, "USD"),
            egress_gb=100,
            egress_price_per_gb=0.09,
            storage_gb=500,
            storage_price_per_gb_month=0.08,
        ),
        RateTable(()),
        np.array([10.0]),
    )
    # 100 GB × 0.09 once, and 500 GB × 0.08 a month for 73 h (a tenth of a month).
    assert extra.job_egress_cost == pytest.approx(9.0)
    assert extra.job_storage_cost[0] == pytest.approx(4.0)
    assert extra.job_cost[0] == pytest.approx(plain.job_cost[0] + 13.0)
    record = extra.record(0)
    assert record["job_egress_cost"] == 9.0 and record["job_storage_cost"] == pytest.approx(4.0)
    with pytest.raises(ValueError, match="egress_gb"):
        CompareSettings(kwh_price=Money(0, "USD"), egress_gb=-1)


def test_cli_compare_filters_by_region_and_adds_egress(capsys):
    import json

    from dlbox.cli import main
    from tests.conftest import DATA_DIR

    tower = str(DATA_DIR / "examples" / "rtx-4090-tower.dlbox.json")
    args = ["compare", tower, "--workload", "resnet50", "--providers", "aws,gcp", "--json"]
    assert main([*args, "--region", "seoul", "--egress-gb", "100", "--egress-price", "0.09"]) == 0
    payload = json.loads(capsys.readouterr().out)
    offers = payload["offers"]
    assert offers and {o["region"] for o in offers} == {"ap-northeast-2", "asia-northeast3"}
    picks = payload["comparators"]
    assert [p["provider"] for p in picks] == ["AWS", "Google Cloud"]
    # One GPU each, as the tower has; each says whether it is as fast as the build (within
    # the comparable rental's 2 %): AWS rents no single card in Seoul as fast as the 4090.
    assert all(p["same_gpu_count"] and p["gpu_count"] == 1 for p in picks)
    assert all(p["as_fast"] == (p["speed_ratio"] <= 1 / (1 - AS_FAST_TOLERANCE)) for p in picks)
    assert all(o["job_egress_cost"] == 9.0 for o in offers if o["job_cost"] is not None)
    assert main([*args, "--region", "atlantis"]) == 2
    assert "no priced offers in region 'atlantis'" in capsys.readouterr().err


def test_cli_comparators_of_a_four_gpu_build_rent_four_gpus(capsys):
    import json

    from dlbox.cli import main
    from tests.conftest import DATA_DIR

    box = str(DATA_DIR / "examples" / "rtx-6000-ada-4x-threadripper-pro.dlbox.json")
    assert main(["compare", box, "--workload", "resnet50", "--json"]) == 0
    picks = json.loads(capsys.readouterr().out)["comparators"]
    # Was AWS g6e.48xlarge and Google Cloud a2-highgpu-8g, eight GPUs each.
    assert [p["provider"] for p in picks] == ["AWS", "Google Cloud"]
    assert [p["gpu_count"] for p in picks] == [4, 4]
    assert all(p["same_gpu_count"] for p in picks)


def test_old_prices_are_flagged_in_comparison_records():
    fresh = offer("AWS", "new", "on_demand", 2.0).model_copy(update={"date": dt.date.today()})
    old = offer("AWS", "old", "on_demand", 2.0).model_copy(update={"date": dt.date(2017, 10, 7)})
    own = OwnBuild(capital=Money(3000, "USD"), load_power_w=0, throughput=1.0)
    result = compare(
        own,
        OfferCatalogue.from_offers([fresh, old]),
        CompareSettings(kwh_price=Money(0, "USD")),
        RateTable(()),
        np.array([1.0, 1.0]),
    )
    assert [r["stale"] for r in result.records()] == [False, True]


def test_cli_compare_and_export_name_the_same_rental_and_break_even(capsys, tmp_path):
    # `dlbox compare` printed no break-even of its own to set beside the report's; now it
    # gives the report's two lines, against the same one-GPU rental, word for word.
    import json
    import re

    from dlbox.cli import main
    from tests.conftest import DATA_DIR

    tower = str(DATA_DIR / "examples" / "rtx-4090-tower.dlbox.json")
    assert main(["compare", tower, "--workload", "resnet50"]) == 0
    printed = capsys.readouterr().out
    rental = re.search(r"^Cheapest comparable rental: (.+?), 1× ", printed, re.M)
    days = re.search(
        r"^Break-even against the cheapest comparable rental: owning is cheaper after "
        r"([\d,]+) days",
        printed,
        re.M,
    )
    assert rental and days, printed
    report = tmp_path / "tower.md"
    assert main(["export", tower, "-o", str(report)]) == 0
    text = report.read_text(encoding="utf-8")
    assert f"Cheapest comparable rental: {rental.group(1)}, 1× " in text.replace("\\", "")
    assert f"owning is cheaper after {days.group(1)} days" in text
    assert main(["compare", tower, "--workload", "resnet50", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["comparable"]["gpu_count"] == 1
    assert f"{payload['comparable']['breakeven_days']:,.0f}" == days.group(1)
