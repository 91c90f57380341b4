"""Offer catalogue speed (issue 13): a filtered `dlbox offers` query at 100k rows, and a
refresh of every provider from the fixture folders.

Targets (reported, not gated): a filtered query ≤ 50 ms at 100,000 offers; a refresh
of every provider from fixtures ≤ 30 s.  Run with ``make bench``.
"""

from __future__ import annotations

import time

import pytest

from dlbox.core.cost.offers import OfferCatalogue, PricingModel, shipped_offers
from dlbox.core.cost.refresh import refresh
from dlbox.core.cost.refresh.store import PriceStore
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.bench
ROWS = 100_000


@pytest.fixture(scope="module")
def big() -> OfferCatalogue:
    """The shipped offers repeated to 100k rows, each copy a distinct date (a long history)."""
    shipped = [o for o in shipped_offers() if o.has_price]
    offers = []
    copy = 0
    while len(offers) < ROWS:
        offers += [
            o.model_copy(update={"date": o.date.replace(day=1 + copy % 28)}) for o in shipped
        ]
        copy += 1
    catalogue = OfferCatalogue.from_offers(offers[:ROWS])
    catalogue.columns  # built once, as the loaded catalogue keeps them  # noqa: B018
    catalogue.labels  # noqa: B018
    return catalogue


def test_bench_filtered_offers_query_at_100k_rows(benchmark, big):
    def query() -> OfferCatalogue:
        big._selections.clear()  # measure the filter, not the memo
        return big.select(
            providers=["aws", "gcp"],
            pricing={PricingModel.ON_DEMAND, PricingModel.SPOT},
            gpu_id="h100-sxm",
            region="seoul",
            include_suspect=False,
        )

    found = benchmark(query)
    assert 0 < len(found) < len(big)
    assert {o.region for o in found} <= {"ap-northeast-2", "asia-northeast3"}
    benchmark.extra_info["rows"] = len(big)
    benchmark.extra_info["matches"] = len(found)


def test_bench_refresh_every_provider_from_fixtures(benchmark, tmp_path):
    folder = REPO_ROOT / "tests" / "data" / "refresh"
    runs = iter(range(1000))

    def run():
        return refresh(folder, None, PriceStore(tmp_path / f"p{next(runs)}.sqlite"))

    start = time.perf_counter()
    report = benchmark(run)
    benchmark.extra_info["seconds_first_run_incl_setup"] = round(time.perf_counter() - start, 3)
    benchmark.extra_info["stored"] = sum(report.counts().values())
    assert set(report.counts()) == {"AWS", "Azure", "Google Cloud", "Lambda"}


def _full_size_feeds(root) -> int:
    """AWS offer files and Azure pages in their published formats, one product per
    shipped AWS/Azure on-demand offer, with six reservation terms each (the shape of a
    real refresh of every region); returns the number of price rows written."""
    import json

    rows = 0
    by_region: dict[str, dict] = {}
    for o in shipped_offers():
        if o.provider != "AWS" or o.pricing_model is not PricingModel.ON_DEMAND or not o.region:
            continue
        data = by_region.setdefault(
            o.region,
            {"version": "bench", "products": {}, "terms": {"OnDemand": {}, "Reserved": {}}},
        )
        sku = f"{o.instance_type}-{o.region}"
        data["products"][sku] = {
            "sku": sku,
            "attributes": {
                "instanceType": o.instance_type,
                "regionCode": o.region,
                "operatingSystem": "Linux",
                "tenancy": "Shared",
                "preInstalledSw": "NA",
                "capacitystatus": "Used",
                "gpu": str(o.gpu_count),
                "vcpu": str(o.vcpus),
                "memory": f"{o.ram_gb} GiB",
            },
        }
        dim = {"unit": "Hrs", "pricePerUnit": {"USD": str(o.price)}}
        data["terms"]["OnDemand"][sku] = {f"{sku}.OD": {"priceDimensions": {"d": dim}}}
        reserved = {}
        for length in ("1yr", "3yr"):
            for option in ("No Upfront", "Partial Upfront", "All Upfront"):
                reserved[f"{sku}.{length}.{option}"] = {
                    "termAttributes": {
                        "LeaseContractLength": length,
                        "OfferingClass": "standard",
                        "PurchaseOption": option,
                    },
                    "priceDimensions": {
                        "u": {"unit": "Quantity", "pricePerUnit": {"USD": "1000"}},
                        "h": {"unit": "Hrs", "pricePerUnit": {"USD": str(round(o.price * 0.6, 4))}},
                    },
                }
        data["terms"]["Reserved"][sku] = reserved
        rows += 7
    (root / "aws").mkdir(parents=True)
    for region, data in by_region.items():
        (root / "aws" / f"{region}.json").write_text(json.dumps(data))
    items = []
    for o in shipped_offers():
        if o.provider == "Azure" and o.pricing_model is PricingModel.ON_DEMAND and o.region:
            base = {
                "armSkuName": o.instance_type,
                "armRegionName": o.region,
                "currencyCode": "USD",
                "skuName": "x",
                "productName": "y",
            }
            items.append(
                base
                | {
                    "type": "Consumption",
                    "retailPrice": o.price,
                    "savingsPlan": [
                        {"retailPrice": o.price * 0.7, "term": "1 Year"},
                        {"retailPrice": o.price * 0.5, "term": "3 Years"},
                    ],
                }
            )
            items.append(
                base
                | {
                    "type": "Reservation",
                    "retailPrice": o.price * 8760 * 0.6,
                    "reservationTerm": "1 Year",
                }
            )
            items.append(
                base
                | {
                    "type": "Reservation",
                    "retailPrice": o.price * 26280 * 0.4,
                    "reservationTerm": "3 Years",
                }
            )
            rows += 5
    (root / "azure").mkdir()
    for page in range(0, len(items), 100):
        (root / "azure" / f"page-{page // 100:04d}.json").write_text(
            json.dumps({"Items": items[page : page + 100]})
        )
    return rows


def test_bench_refresh_full_size_aws_and_azure(benchmark, tmp_path):
    written = _full_size_feeds(tmp_path / "feeds")
    runs = iter(range(1000))

    def run():
        return refresh(tmp_path / "feeds", None, PriceStore(tmp_path / f"p{next(runs)}.sqlite"))

    report = benchmark.pedantic(run, rounds=3, iterations=1)
    benchmark.extra_info["price_rows_in_feeds"] = written
    benchmark.extra_info["stored"] = sum(report.counts().values())
    assert sum(report.counts().values()) > 0.9 * written
