"""`dlbox offers refresh`: each source's own format in, validated dated prices out, all or nothing.

The fixtures in tests/data/refresh are written in the documented formats: an
AWS Price List offer file with Reserved terms, a Savings Plans rate file, an
Azure Retail Prices API page with reservations and savings plans, a GCP price
table and a SkyPilot-format catalogue.  Their prices are test values.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.cost.layers import current_offers, merge, user_offers
from dlbox.core.cost.offers import PricingModel, shipped_offers
from dlbox.core.cost.refresh import RefreshCancelledError, refresh
from dlbox.core.cost.refresh.rows import FeedError
from dlbox.core.cost.refresh.store import PriceStore
from tests.conftest import REPO_ROOT

FIXTURES = REPO_ROOT / "tests" / "data" / "refresh"


@pytest.fixture
def store(tmp_path: Path) -> PriceStore:
    return PriceStore(tmp_path / "prices.sqlite")


@pytest.fixture
def feeds(tmp_path: Path) -> Path:
    """A writable copy of the fixture folder, for tests that break a file."""
    return Path(shutil.copytree(FIXTURES, tmp_path / "feeds"))


def _find(offers, **wanted):
    return [o for o in offers if all(getattr(o, k) == v for k, v in wanted.items())]


def test_aws_reserved_terms_become_effective_hourly_with_the_upfront_kept(store):
    report = refresh(FIXTURES, ["aws"], store)
    p5 = {
        (o.pricing_model, o.payment): o
        for o in report.offers["AWS"]
        if o.instance_type == "p5.48xlarge"
    }
    all_upfront = p5[(PricingModel.RESERVED_1Y, "all_upfront")]
    assert all_upfront.price == pytest.approx(315360 / 8760) and all_upfront.upfront == 315360
    partial = p5[(PricingModel.RESERVED_3Y, "partial_upfront")]
    assert partial.price == pytest.approx(262800 / (3 * 8760) + 10.0)
    assert partial.upfront == 262800 and partial.term == 36
    assert p5[(PricingModel.RESERVED_1Y, "no_upfront")].upfront == 0
    # Savings Plans from their own rate file; Windows rates are not Linux prices.
    assert p5[(PricingModel.SAVINGS_PLAN_1Y, "no_upfront")].price == pytest.approx(38.528)
    assert p5[(PricingModel.SAVINGS_PLAN_3Y, "all_upfront")].price == pytest.approx(24.768)
    assert p5[(PricingModel.ON_DEMAND, None)].region == "ap-northeast-2"
    # Convertible reservations, Windows and non-GPU instances are not offers.
    assert {o.instance_type for o in report.offers["AWS"]} == {
        "p5.48xlarge",
        "g5.xlarge",
        "p2.xlarge",
    }
    assert all(o.date.isoformat() == "2026-11-01" for o in report.offers["AWS"])


def test_azure_reservations_are_spread_over_the_term_and_savings_plans_read(store):
    report = refresh(FIXTURES, ["azure"], store)
    nd = {
        o.pricing_model: o
        for o in report.offers["Azure"]
        if o.instance_type == "Standard_ND96isr_H100_v5"
    }
    assert nd[PricingModel.RESERVED_1Y].price == pytest.approx(602895 / 8760)
    assert nd[PricingModel.RESERVED_1Y].upfront == 602895
    assert nd[PricingModel.RESERVED_3Y].price == pytest.approx(1162939 / 26280)
    assert nd[PricingModel.SAVINGS_PLAN_3Y].price == pytest.approx(44.244)
    assert nd[PricingModel.SPOT].price == pytest.approx(29.496)
    # The Windows and Low Priority meters are not the Linux pay-as-you-go price.
    assert nd[PricingModel.ON_DEMAND].price == pytest.approx(98.32)
    assert nd[PricingModel.ON_DEMAND].region == "koreacentral"


def test_malformed_rows_are_named_by_source_row_and_field_and_counted(store):
    report = refresh(FIXTURES, None, store)
    named = {(i.source, i.row, i.field) for i in report.issues}
    assert ("aws/ap-northeast-2.json", "P5SEOUL.7NE97W5U4E", "pricePerUnit") in named
    assert ("azure/retail-prices-koreacentral.json", "8", "reservationTerm") in named
    assert ("azure/retail-prices-koreacentral.json", "9", "armSkuName") in named
    assert ("gcp/gpu_vm_prices.csv", "6", "price") in named
    assert ("lambda/vms.csv", "4", "AcceleratorName") in named
    assert report.skipped == len(report.issues) == 5
    # The rest of each file was stored, one dated snapshot per provider.
    assert report.counts() == {"AWS": 9, "Azure": 7, "Google Cloud": 4, "Lambda": 2}
    assert [s["provider"] for s in store.snapshots()] == ["AWS", "Azure", "Google Cloud", "Lambda"]
    assert sum(s["skipped"] for s in store.snapshots()) == 5


def test_unknown_currency_stops_the_refresh_and_keeps_what_was_stored(feeds, store):
    refresh(feeds, None, store)
    before = store.current()
    page = feeds / "azure" / "retail-prices-koreacentral.json"
    data = json.loads(page.read_text())
    data["Items"][0]["currencyCode"] = "XYZ"
    data["Items"][0]["retailPrice"] = 1.0
    page.write_text(json.dumps(data))
    with pytest.raises(
        FeedError, match=r"retail-prices-koreacentral.json, row 1, field 'currency'"
    ):
        refresh(feeds, None, store)
    assert store.current() == before and len(store.snapshots()) == 4


def test_a_region_that_cannot_be_named_is_an_error_not_a_guess(feeds, store):
    path = feeds / "aws" / "ap-northeast-2.json"
    data = json.loads(path.read_text())
    attrs = data["products"]["P5SEOUL"]["attributes"]
    del attrs["regionCode"]
    attrs["location"] = "Moon (Tranquility Base)"
    path.write_text(json.dumps(data))
    with pytest.raises(FeedError, match="unknown AWS region 'Moon"):
        refresh(feeds, ["aws"], store)
    assert not store.snapshots()
    # With only the display name of a real region, the code is looked up.
    attrs["location"] = "Asia Pacific (Seoul)"
    path.write_text(json.dumps(data))
    report = refresh(feeds, ["aws"], store)
    assert {o.region for o in report.offers["AWS"]} == {"ap-northeast-2"}


def test_cancel_stores_nothing(store):
    calls: list[str] = []

    def progress(done: int, total: int, what: str) -> None:
        calls.append(what)

    with pytest.raises(RefreshCancelledError):
        refresh(FIXTURES, None, store, progress=progress, cancelled=lambda: len(calls) >= 2)
    assert not store.snapshots() and len(calls) == 2


def test_refreshed_prices_replace_shipped_ones_and_the_rest_stays(store):
    shipped = shipped_offers()
    [old] = _find(
        shipped,
        provider="AWS",
        region="ap-northeast-2",
        instance_type="g5.xlarge",
        pricing_model=PricingModel.ON_DEMAND,
    )
    refresh(FIXTURES, None, store)
    merged = merge(shipped, user_offers(store))
    [now] = _find(
        merged,
        provider="AWS",
        region="ap-northeast-2",
        instance_type="g5.xlarge",
        pricing_model=PricingModel.ON_DEMAND,
    )
    assert now.price == 1.207 and now.date > old.date
    # New pricing models join; everything the refresh did not cover is still there.
    assert _find(merged, instance_type="g5.xlarge", pricing_model=PricingModel.RESERVED_1Y)
    fresh = {o.identity for o in user_offers(store)}
    replaced = [o for o in shipped if o.identity in fresh]
    assert len(replaced) == 9  # Seoul, Korea Central and Taiwan prices the fixtures cover
    assert len(merged) == len(shipped) + 22 - len(replaced)
    assert _find(merged, provider="Google Colab")


def test_cli_refresh_from_folder_then_offers_shows_the_new_prices(capsys):
    current_offers.cache_clear()
    assert main(["offers", "refresh", "--from", str(FIXTURES)]) == 0
    captured = capsys.readouterr()
    assert "stored 22 prices" in captured.out and "5 rows skipped" in captured.out
    assert "lambda/vms.csv, row 4, field 'AcceleratorName'" in captured.err
    assert main(["offers", "--region", "seoul", "--pricing", "reserved1y", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {r["region"] for r in rows} <= {
        "ap-northeast-2",
        "asia-northeast3",
        "koreacentral",
    }
    p5 = [r for r in rows if r["instance"] == "p5.48xlarge" and r["payment"] == "all_upfront"]
    assert p5[0]["upfront"] == 315360 and p5[0]["term"] == "1y" and p5[0]["stale"] is False
    current_offers.cache_clear()


def test_cli_refresh_bad_folder_and_bad_feed_exit_2(capsys, feeds):
    assert main(["offers", "refresh", "--from", str(feeds / "nowhere")]) == 2
    assert "not a folder" in capsys.readouterr().err
    (feeds / "gcp" / "gpu_vm_prices.csv").write_text("provider,region\ngcp,x\n")
    assert main(["offers", "refresh", "--from", str(feeds), "--provider", "gcp"]) == 2
    err = capsys.readouterr().err
    assert "gcp/gpu_vm_prices.csv, row 1" in err and "nothing changed" in err
    assert main(["offers", "refresh", "--provider", "ibm", "--from", str(feeds)]) == 2


def test_catalogue_zones_of_one_region_collapse_to_its_lowest_price(store):
    report = refresh(FIXTURES, ["lambda"], store)
    [pcie] = [o for o in report.offers["Lambda"] if o.instance_type == "gpu_1x_h100_pcie"]
    # Two zone rows of us-east-1 (2.49 and 2.29): one offer, the lowest; no issue raised.
    assert pcie.price == 2.29 and pcie.gpu_id == "h100-pcie"
    assert [i.row for i in report.issues] == ["4"]


def test_a_pipe_in_the_folder_is_refused_and_an_absurd_price_skipped(feeds, store):
    import os

    (feeds / "lambda" / "vms.csv").write_text(
        "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\n"
        "gpu_8x_h100_sxm5,H100,8,1e12,us-east-1\n"
    )
    report = refresh(feeds, ["lambda"], store)
    [issue] = report.issues
    assert (issue.row, issue.field) == ("2", "price") and "1e9" in issue.message
    if hasattr(os, "mkfifo"):
        (feeds / "lambda" / "vms.csv").unlink()
        os.mkfifo(feeds / "lambda" / "vms.csv")
        with pytest.raises(FeedError, match="not a regular file"):
            refresh(feeds, ["lambda"], store)


def test_download_fills_the_folder_layout_refresh_reads(tmp_path, monkeypatch, store):
    """The network path, with urllib replaced by the fixture files (no network in tests)."""
    from dlbox.core.cost.refresh import download as dl

    aws = (FIXTURES / "aws" / "ap-northeast-2.json").read_bytes()
    plans = (FIXTURES / "aws" / "savingsplans-ap-northeast-2.json").read_bytes()
    page = json.loads((FIXTURES / "azure" / "retail-prices-koreacentral.json").read_text())
    first = dict(page, Items=page["Items"][:5], NextPageLink="https://prices.example/next")
    second = dict(page, Items=page["Items"][5:], NextPageLink=None)
    index = {"regions": [{"regionCode": "ap-northeast-2", "versionUrl": "/sp/apn2.json"}]}
    fetched: list[str] = []

    def fake_get(url: str) -> bytes:
        fetched.append(url)
        if url == dl.AWS_OFFER.format(region="ap-northeast-2"):
            return aws
        if url.startswith(dl.AWS_OFFER.split("{")[0]):
            return json.dumps({"products": {}, "terms": {}}).encode()
        if url == dl.AWS_SP_INDEX:
            return json.dumps(index).encode()
        if url.endswith("/sp/apn2.json"):
            return plans
        if url == dl.AZURE_API:
            return json.dumps(first).encode()
        if url == "https://prices.example/next":
            return json.dumps(second).encode()
        raise AssertionError(url)

    monkeypatch.setattr(dl, "_get", fake_get)
    steps: list[tuple[int, int]] = []
    dl.download(tmp_path / "dl", ["aws", "azure"], lambda d, t, _w: steps.append((d, t)))
    assert sorted(p.name for p in (tmp_path / "dl" / "azure").iterdir()) == [
        "page-0000.json",
        "page-0001.json",
    ]
    report = refresh(tmp_path / "dl", None, store)
    assert report.counts() == {"AWS": 9, "Azure": 7}
    assert len(fetched) == len(dl.AWS_REGIONS) + 2 + 2 and steps


def test_offers_table_marks_old_prices(capsys):
    from dlbox.cli import main

    assert main(["offers", "--provider", "tencent"]) == 0
    out = capsys.readouterr().out
    assert all(line.rstrip().endswith("old") for line in out.splitlines()[1:-1])
    assert main(["offers", "--provider", "tencent", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["stale"] and r["age_days"] > 365 for r in rows)
    assert main(["offers", "--provider", "tencent", "--json", "--stale-days", "100000"]) == 0
    assert not any(r["stale"] for r in json.loads(capsys.readouterr().out))
