"""The offer catalogue: bad rows named by file, line and field; the shipped file covers every provider."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from dlbox.core.cost.offers import (
    PRICING_FAMILIES,
    PricingModel,
    load_offers,
    parse_pricing_families,
    read_offers,
    resolve_provider,
)
from tests.conftest import DATA_DIR

HEADER = "provider,region,instance_type,gpu_id,gpu_count,pricing_model,unit,term_months,price,currency,date,source\n"
GOOD = "AWS,us-east-1,p3.2xlarge,v100-sxm2-16gb,1,on_demand,hour,,3.06,USD,2026-05-20,skypilot\n"


def write(tmp_path: Path, body: str, header: str = HEADER) -> Path:
    path = tmp_path / "offers.csv"
    path.write_text(header + body, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("row", "field", "words"),
    [
        (GOOD.replace("3.06", "cheap"), "price", "'cheap'"),
        (GOOD.replace("on_demand", "lease"), "pricing_model", "'lease'"),
        (GOOD.replace(",hour,", ",month,"), "unit", "per 'hour'"),
        (GOOD.replace("on_demand,hour,", "reserved_3y,term,"), "term_months", "required"),
        (GOOD.replace("USD", "dollars"), "currency", "3-letter"),
        (GOOD.replace("2026-05-20", "May 2026"), "date", "May 2026"),
        (GOOD.replace("skypilot", ""), "source", "required"),
        (GOOD.replace(",1,on_demand", ",0,on_demand"), "gpu_count", "greater than or equal to 1"),
        (GOOD.replace("on_demand,hour,,3.06", "free,hour,,3.06"), "price", "free tier costs 0"),
    ],
)
def test_a_bad_row_is_named_by_file_line_and_field_and_the_rest_still_load(
    tmp_path, row, field, words
):
    catalogue = read_offers(write(tmp_path, GOOD.replace("us-east-1", "us-west-2") + row + GOOD))
    assert len(catalogue) == 2
    [issue] = catalogue.issues
    assert (issue.file, issue.line, issue.field) == ("offers.csv", 3, field)
    assert f"offers.csv, line 3, field '{field}'" in str(issue)
    assert words in str(issue)


def test_duplicate_offer_is_skipped_and_points_at_the_first(tmp_path):
    catalogue = read_offers(write(tmp_path, GOOD + GOOD))
    assert len(catalogue) == 1
    [issue] = catalogue.issues
    assert issue.line == 3 and "line 2" in issue.message


def test_unknown_column_and_missing_header_are_reported(tmp_path):
    extra = read_offers(
        write(tmp_path, GOOD.replace("\n", ",blue\n"), HEADER.replace("\n", ",colour\n"))
    )
    assert extra.issues[0].field == "colour"
    missing = read_offers(write(tmp_path, "AWS,x\n", "provider,instance_type\n"))
    assert missing.issues[0].line == 1 and "pricing_model" in missing.issues[0].message
    absent = read_offers(tmp_path / "nowhere.csv")
    assert "file not found" in str(absent.issues[0])


def test_empty_price_means_unknown_not_zero(tmp_path):
    catalogue = read_offers(write(tmp_path, GOOD.replace("3.06", "")))
    assert catalogue.issues == [] and catalogue[0].price is None
    assert not catalogue[0].has_price


def test_pricing_families_and_provider_aliases():
    assert parse_pricing_families("spot,reserved3y") == {
        PricingModel.SPOT,
        PricingModel.PREEMPTIBLE,
        PricingModel.RESERVED_3Y,
        PricingModel.COMMITTED_3Y,
        PricingModel.SAVINGS_PLAN_3Y,
    }
    with pytest.raises(ValueError, match="unknown pricing 'cheap'"):
        parse_pricing_families("ondemand,cheap")
    assert resolve_provider("gcp") == "Google Cloud"
    assert resolve_provider("Vast.ai") == "Vast.ai"


# ---------------------------------------------------------------- shipped file
@pytest.fixture(scope="module")
def shipped():
    return load_offers(DATA_DIR)


def test_shipped_offers_load_cleanly_and_are_plenty(shipped):
    assert shipped.issues == []
    assert len(shipped) >= 300
    for offer in shipped:
        assert offer.source and offer.date


def test_every_provider_from_the_reference_and_the_seeds_is_there(shipped):
    assert set(shipped.providers) >= {
        "AWS",
        "Google Cloud",
        "Azure",
        "Lambda",
        "Vast.ai",
        "Google Colab",
        "Tencent Cloud",
        "Alibaba Cloud",
        "Baidu Cloud",
        "Huawei Cloud",
    }
    # Every pricing family of `dlbox compare --pricing` has offers to compare.
    models = {o.pricing_model for o in shipped}
    for family, members in PRICING_FAMILIES.items():
        if family == "savingsplan":
            continue  # no offline source: Savings Plans come with `dlbox offers refresh`
        assert models & members, family
    assert {o.currency for o in shipped} >= {"USD", "CNY", "KRW", "JPY"}


def _find(shipped, **wanted):
    return [o for o in shipped if all(getattr(o, k) == v for k, v in wanted.items())]


def test_seed_prices_keep_their_dates_next_to_todays(shipped):
    [p3_reserved] = _find(
        shipped, provider="AWS", pricing_model=PricingModel.RESERVED_3Y, gpu_name="V100"
    )
    assert p3_reserved.price == 1.676 and p3_reserved.date.year == 2019
    [azure_krw] = _find(shipped, provider="Azure", currency="KRW")
    assert azure_krw.price == 171651472 and azure_krw.unit == "term" and azure_krw.term_months == 36
    k80 = {
        o.pricing_model: o.price for o in _find(shipped, provider="Google Cloud", gpu_name="K80")
    }
    assert k80 == {
        PricingModel.ON_DEMAND: 0.49,
        PricingModel.PREEMPTIBLE: 0.135,
        PricingModel.COMMITTED_1Y: 0.308,
        PricingModel.SUSTAINED_USE: 224.84,
    }
    [p2] = _find(shipped, instance_type="p2.xlarge", date=dt.date(2017, 10, 7))
    assert p2.price == 0.9
    today = _find(shipped, provider="AWS", instance_type="p3.2xlarge", region="us-east-1")
    assert {o.date for o in today} == {dt.date(2026, 1, 1)}
    assert {o.pricing_model for o in today} == {PricingModel.ON_DEMAND, PricingModel.SPOT}


def test_the_seeds_four_k80s_at_3_6_usd_an_hour_are_an_offer(shipped):
    """Seed 001's cloud side: 4× Tesla K80 at 4 × $0.9/h, set against its $8.5K server."""
    [four] = _find(shipped, provider="AWS", gpu_id="tesla-k80", gpu_count=4)
    assert (four.price, four.currency, four.unit) == (3.6, "USD", "hour")
    assert four.pricing_model is PricingModel.ON_DEMAND
    assert four.date == dt.date(2017, 10, 7) and four.source.startswith("seed notes 001")
    assert "p2.xlarge" in four.instance_type


def test_chinese_clouds_are_monthly_cny_and_huawei_price_is_unknown(shipped):
    tencent = _find(shipped, provider="Tencent Cloud", gpu_name="M40")
    assert [(o.price, o.currency, o.unit) for o in tencent] == [(5856, "CNY", "month")]
    [huawei] = _find(shipped, provider="Huawei Cloud")
    assert huawei.price is None and "unknown" in (huawei.notes or "")


def test_colab_tiers_cover_t4_l4_a100_and_tpu(shipped):
    colab = _find(shipped, provider="Google Colab")
    names = {o.gpu_name for o in colab}
    assert names >= {"T4", "L4", "A100", "TPU v2-8"}
    tiers = {o.instance_type.split()[1] for o in colab if o.instance_type.startswith("Colab ")}
    assert tiers >= {"Pro", "Pro+", "pay-as-you-go"}
    free = _find(shipped, provider="Google Colab", pricing_model=PricingModel.FREE)
    assert {o.gpu_name for o in free} >= {"T4", "TPU v2-8"}
    [tpu] = [o for o in free if o.gpu_name == "TPU v2-8"]
    assert tpu.gpu_id is None  # not a GPU in the parts catalogue
    assert tpu.accelerator_kind == "tpu"


def test_an_offer_names_its_provider_once(shipped):
    # The chart legend read "Google Colab Colab pay-as-you-go V100".
    [payg] = [
        o
        for o in _find(shipped, provider="Google Colab")
        if o.instance_type == "Colab pay-as-you-go V100"
    ]
    assert payg.machine == "Google Colab pay-as-you-go V100"
    assert payg.label.startswith("Google Colab pay-as-you-go V100, ")
    aws = next(o for o in shipped if o.provider == "AWS" and o.instance_type == "p5.48xlarge")
    assert aws.machine == "AWS p5.48xlarge"


def test_suspect_reference_prices_are_dropped_not_shipped(shipped):
    assert not [o for o in shipped if o.suspect]
    # Azure H200 spot was listed at its on-demand price: no such offer ships.
    assert not _find(shipped, provider="Azure", gpu_name="H200", pricing_model=PricingModel.SPOT)
    # GCP a3-highgpu-8g: the half-price row of the 2026-05-20 snapshot is gone; the
    # 2026-07-30 list price stands, with spot and commitments cheaper than on-demand.
    a3 = {
        o.pricing_model: o
        for o in _find(shipped, provider="Google Cloud", instance_type="a3-highgpu-8g")
        if o.region == "us-central1"
    }
    assert {o.date for o in a3.values()} == {dt.date(2026, 7, 30)}
    on_demand = a3[PricingModel.ON_DEMAND].price
    assert on_demand > 80
    for model in (PricingModel.SPOT, PricingModel.COMMITTED_1Y, PricingModel.COMMITTED_3Y):
        assert a3[model].price < on_demand


def test_retired_azure_ncv3_is_history_not_an_offer(shipped):
    assert not [o for o in shipped if o.instance_type.endswith("s_v3") and "NC" in o.instance_type]


def test_catalogue_covers_aws_families_regions_and_gcp_commitments(shipped):
    priced = [o for o in shipped if o.has_price]
    assert len(priced) >= 3000
    aws = [o for o in priced if o.provider == "AWS" and o.date.year >= 2026]
    families = {o.instance_type.split(".")[0] for o in aws if o.accelerator_kind == "gpu"}
    assert len(families) >= 12 and {"p5", "p5en", "p6-b200", "g6e", "gr6"} <= families
    regions = {o.region for o in aws}
    assert len(regions) >= 15
    # Tokyo, Seoul, Singapore, Mumbai, Sydney, Frankfurt.
    assert {
        "ap-northeast-1",
        "ap-northeast-2",
        "ap-southeast-1",
        "ap-south-1",
        "ap-southeast-2",
        "eu-central-1",
    } <= regions
    assert {o.accelerator_kind for o in aws} == {"gpu", "neuron"}
    trainium = [o for o in aws if o.gpu_name == "Trainium"]
    assert trainium and all(o.gpu_id is None for o in trainium)
    gcp = [o for o in priced if o.provider == "Google Cloud" and o.date.year >= 2026]
    series = {o.instance_type.split("-")[0] for o in gcp}
    assert {"a2", "a3", "g2", "n1"} <= series
    seoul_cud = [
        o
        for o in gcp
        if o.region == "asia-northeast3" and o.pricing_model is PricingModel.COMMITTED_3Y
    ]
    assert seoul_cud and all(o.term == 36 and o.upfront == 0 for o in seoul_cud)


def test_gpu_ids_exist_in_the_parts_catalogue(shipped, catalogue):
    assert shipped.check_gpu_ids(catalogue) == []
    priced_gpus = [o for o in shipped if o.has_price and o.gpu_id]
    assert len(priced_gpus) >= 300


def test_unknown_gpu_id_is_reported_with_its_line(tmp_path, catalogue):
    offers = read_offers(write(tmp_path, GOOD.replace("v100-sxm2-16gb", "v100-made-up")))
    [issue] = offers.check_gpu_ids(catalogue)
    assert (issue.line, issue.field) == (2, "gpu_id")
