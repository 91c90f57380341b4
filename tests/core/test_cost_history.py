"""Price history: one GPU's hourly price by provider and pricing model, from the shipped
histories, the current offers and the user's refreshed snapshots."""

from __future__ import annotations

import datetime as dt
import json

from dlbox.cli import main
from dlbox.core.cost.history import gpu_history, read_history
from dlbox.core.cost.offers import PricingModel, shipped_offers
from dlbox.core.cost.refresh import refresh
from dlbox.core.cost.refresh.store import PriceStore
from tests.conftest import REPO_ROOT


def test_shipped_history_has_the_aws_price_cut_and_gcp_monthly_samples():
    points, issues = read_history()
    assert issues == []
    p5 = sorted(
        (p for g, p in points if g == "h100-sxm" and p.instance_type == "p5.48xlarge"),
        key=lambda p: p.date,
    )
    # AWS cut the p5 price by 44 % in June 2025: 98.32 → 55.04 per instance-hour.
    assert [round(p.price_per_gpu_hour * 8, 2) for p in p5[:2]] == [98.32, 55.04]
    gcp = [p for g, p in points if g == "a100-sxm4-40gb" and p.provider == "Google Cloud"]
    assert len({p.date for p in gcp}) >= 40
    assert {p.pricing_model for p in gcp} >= {PricingModel.ON_DEMAND, PricingModel.COMMITTED_3Y}


def test_series_per_provider_and_pricing_model_include_refreshed_snapshots(tmp_path):
    store = PriceStore(tmp_path / "p.sqlite")
    refresh(REPO_ROOT / "tests" / "data" / "refresh", ["aws"], store)
    series = gpu_history("h100-sxm", shipped_offers(), store=store)
    labels = {(s.provider, s.pricing_model) for s in series}
    assert ("Google Cloud", PricingModel.COMMITTED_1Y) in labels
    # One region per provider, where its history is longest: no jumps that are
    # only a change of region.
    [aws] = [s for s in series if (s.provider, s.pricing_model) == ("AWS", PricingModel.ON_DEMAND)]
    assert aws.region == "us-east-1" and aws.label == "AWS us-east-1, on-demand"
    assert {s.region for s in series if s.provider == "Google Cloud"} == {"us-central1"}
    dates = [p.date for p in aws.points]
    assert dates == sorted(dates) and dates[0] < dt.date(2025, 6, 5) <= dates[-1]
    # In Seoul: the refreshed Seoul prices (reserved included) and the shipped Seoul ones.
    seoul = gpu_history("h100-sxm", shipped_offers(), store=store, region="seoul")
    assert ("AWS", PricingModel.RESERVED_3Y) in {(s.provider, s.pricing_model) for s in seoul}
    assert all(
        p.region in ("ap-northeast-2", "asia-northeast3", "koreacentral")
        for s in seoul
        for p in s.points
    )


def test_cli_history_text_and_json(capsys):
    assert main(["offers", "history", "--gpu", "h100-sxm", "--json"]) == 0
    series = json.loads(capsys.readouterr().out)
    aws = [s for s in series if s["provider"] == "AWS" and s["pricing"] == "on_demand"]
    assert (
        aws
        and aws[0]["points"][0]["price_per_gpu_hour"] > aws[0]["points"][-1]["price_per_gpu_hour"]
    )
    assert main(["offers", "history", "--gpu", "h100-sxm"]) == 0
    assert "AWS us-east-1, on-demand (USD)" in capsys.readouterr().out
    assert main(["offers", "history", "--gpu", "no-such-gpu"]) == 2
