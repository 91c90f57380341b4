"""`dlbox breakeven` and `dlbox offers` as a user or a script would run them."""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main

DETTMERS = [
    "breakeven",
    "--capital",
    "2200",
    "--power-w",
    "450",
    "--kwh",
    "0.12",
    "--utilization",
    "0.15",
    "--cloud-price",
    "2.14",
]


def test_breakeven_prints_days_and_hours_for_dettmers_example(capsys):
    assert main(DETTMERS) == 0
    out = capsys.readouterr().out
    assert "293 days" in out and "1,055 training hours" in out


def test_breakeven_json(capsys):
    assert main([*DETTMERS, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["never"] is False
    assert data["days"] == pytest.approx(292.96, abs=0.01)
    assert data["training_hours"] == pytest.approx(data["days"] * 24 * 0.15, rel=1e-4)


def test_breakeven_speed_ratio_and_resale(capsys):
    assert main([*DETTMERS, "--speed-ratio", "2", "--resale", "700", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["days"] == pytest.approx(1500 / (24 * 0.15 * (2.14 * 2 - 0.45 * 0.12)), abs=0.01)


def test_breakeven_says_never_when_renting_stays_cheaper(capsys):
    cheap = [*DETTMERS[:-1], "0.03"]
    assert main(cheap) == 0
    assert "never" in capsys.readouterr().out
    assert main([*cheap, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["never"] is True and data["days"] is None


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--utilization", "1.5"], "--utilization must be above 0 and at most 1, got 1.5"),
        (["--speed-ratio", "0"], "--speed-ratio must be above 0"),
        (["--resale", "5000"], "--resale (5000) cannot exceed --capital (2200)"),
        (["--cloud-price", "nan"], "--cloud-price must be a finite number"),
        (["--currency", "dollars"], "3-letter"),
    ],
)
def test_breakeven_bad_input_is_one_line_and_exit_2(capsys, extra, message):
    assert main([*DETTMERS, *extra]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_offers_filters_by_gpu_and_provider(capsys):
    assert main(["offers", "--gpu", "tesla-k80", "--provider", "gcp", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["pricing_model"] for r in rows} == {
        "on_demand",
        "preemptible",
        "committed_1y",
        "sustained_use",
    }
    assert all(r["gpu_id"] == "tesla-k80" and r["provider"] == "Google Cloud" for r in rows)


def test_offers_table_shows_unknown_and_hides_suspect_unless_asked(capsys):
    assert main(["offers", "--provider", "huawei"]) == 0
    out = capsys.readouterr().out
    assert "Huawei Cloud" in out and "?" in out
    assert main(["offers", "--provider", "azure", "--gpu", "h200-sxm"]) == 0
    out = capsys.readouterr().out
    assert "suspect prices hidden" in out
    assert main(["offers", "--provider", "azure", "--gpu", "h200-sxm", "--include-suspect"]) == 0
    assert "!" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--gpu", "made-up"], "no offer has GPU id 'made-up'"),
        (["--provider", "ibm"], "no offers from ibm"),
        (["--pricing", "cheap"], "unknown pricing 'cheap'"),
    ],
)
def test_offers_bad_filters_exit_2(capsys, args, message):
    assert main(["offers", *args]) == 2
    assert message in capsys.readouterr().err


# ------------------------------------------------------------------ compare
@pytest.fixture
def server_file(tmp_path):
    """The seed's on-premise server: 4× TITAN X (Pascal) from the parts catalogue."""
    path = tmp_path / "server.json"
    build = {
        "schema_version": 1,
        "name": "4x Titan X server",
        "currency": "USD",
        "parts": [{"category": "gpu", "id": "titan-x-pascal", "quantity": 4}],
    }
    path.write_text(json.dumps(build), encoding="utf-8")
    return path


QUICK = ["--speed-ratio", "6", "--power-w", "1000", "--job-hours", "168"]


def test_compare_json_has_the_promised_keys_and_one_currency(capsys, server_file, catalogue):
    args = ["compare", str(server_file), *QUICK, "--providers", "tencent,alibaba,baidu"]
    assert main([*args, "--currency", "KRW", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    titan = catalogue.get("gpu", "titan-x-pascal")
    assert data["build"]["currency"] == "KRW" and data["build"]["load_w"] == 1000
    assert data["build"]["capital"] > 4 * titan.price * 1000  # USD → KRW
    offers = data["offers"]
    assert offers and {o["currency"] for o in offers} == {"KRW"}
    assert {o["provider"] for o in offers} <= {"Tencent Cloud", "Alibaba Cloud", "Baidu Cloud"}
    for row in offers:
        for key in (
            "provider",
            "instance",
            "gpu",
            "gpu_count",
            "pricing",
            "price_per_hour",
            "currency",
            "as_of",
            "speed_ratio",
            "breakeven_days",
            "breakeven_hours",
            "job_hours",
            "job_cost",
        ):
            assert key in row, key
        assert row["job_hours"] == pytest.approx(168 * 6)
        assert row["speed_ratio"] == 6
    # Unpriced offers (Huawei, Alibaba GN5…) are not compared at all.
    assert all(o["price_per_hour"] is not None for o in offers)


def test_compare_table_names_never_and_the_deadline_pick(capsys, server_file):
    args = ["compare", str(server_file), *QUICK, "--providers", "gcp", "--pricing", "spot"]
    assert main([*args, "--deadline", "2000", "--limit", "5"]) == 0
    out = capsys.readouterr().out
    assert "The job takes 168.0 h on the build" in out
    assert "Cheapest within 2000 h:" in out
    free = ["compare", str(server_file), *QUICK, "--pricing", "free", "--json"]
    assert main(free) == 0
    rows = json.loads(capsys.readouterr().out)["offers"]
    assert rows and all(r["never"] and r["breakeven_days"] is None for r in rows)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--currency", "GBP"], "no conversion rate for GBP"),
        (["--providers", "ibm"], "no offers from ibm"),
        (["--pricing", "lease"], "unknown pricing 'lease'"),
        (["--utilization", "0"], "--utilization must be above 0"),
        (["--speed-ratio", "-1"], "--speed-ratio must be above 0"),
    ],
)
def test_compare_bad_options_exit_2_with_one_line(capsys, server_file, extra, message):
    assert main(["compare", str(server_file), *QUICK, *extra]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_compare_needs_a_workload_or_explicit_speed(capsys, server_file):
    assert main(["compare", str(server_file)]) == 2
    assert "--workload ID is needed" in capsys.readouterr().err


def test_compare_bad_build_file_is_named(capsys, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main(["compare", str(broken), *QUICK]) == 2
    assert "broken.json" in capsys.readouterr().err
