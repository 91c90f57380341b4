"""tools/svi_rows.py: US GPU price rows from SiliconValueIndex's price log (Newegg seed of
2026-03-06, weekly Best Buy runs from 2026-09), by the rules of data/README.md (a valid,
in-stock, new USD offer only; the day's lowest offer per part with the others named; no row
twice), on the whole log file the shipped US rows were read from."""

from __future__ import annotations

import csv
import datetime as dt
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dlbox.core.street_prices import default_street_price, load_price_book

ROOT = Path(__file__).parents[2]
TOOL = ROOT / "tools" / "svi_rows.py"
LOG = ROOT / "tests" / "data" / "prices" / "svi" / "prices_history.csv"
MAPPING = ROOT / "data" / "svi_products.csv"
PRICES = ROOT / "data" / "prices.csv"
COMMIT = "2bc8877a6be34759bf8f46a23179c71260d73e8e"
HEADER = LOG.read_text(encoding="utf-8").splitlines()[0] + "\n"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("svi_rows", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["svi_rows"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@pytest.fixture(scope="module")
def known(tool: ModuleType) -> set[str]:
    return tool.part_ids(ROOT / "data" / "parts")


def _outcome(tool, known, log: Path = LOG, mapping: Path = MAPPING, existing=(), since=None):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    mappings = tool.read_mapping(mapping, known, errors)
    offers = tool.read_log(log, errors)
    outcome = tool.build_rows(offers, mappings, existing, commit=COMMIT, since=since)
    outcome.errors[:0] = errors
    return outcome


def _log(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "prices_history.csv"
    path.write_text(HEADER + "".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _line(gpu_id: str, price: str, *, retailer: str = "bestbuy", url: str = "https://www.bestbuy.com/product/x", in_stock: str = "True", valid: str = "True", reason: str = "", condition: str = "new", currency: str = "USD", fetched: str = "2026-11-23T11:04:00Z", run: str = "gh-1") -> str:  # fmt: skip
    return (
        f"{gpu_id},{retailer},123,Card {gpu_id},{price},{currency},{url},{condition},"
        f"{in_stock},{valid},{reason},{fetched},{run}"
    )


def test_the_log_gives_back_every_shipped_us_row_price_for_price(tool, known):
    outcome = _outcome(tool, known, since=dt.date(2026, 3, 1))
    assert outcome.errors == []
    made = {(r["part_id"], r["price"], r["price_date"], r["source"]) for r in outcome.rows}
    with PRICES.open(encoding="utf-8", newline="") as fh:
        shipped = {
            (r["part_id"], r["price"], r["price_date"], r["source"])
            for r in csv.DictReader(fh)
            if r["market"] == "US" and "SiliconValueIndex" in r["source"]
        }
    assert len(shipped) == 25  # 24 chips of the March seed and the RTX 5070 of 2026-09-29
    assert made == shipped
    assert {r["basis"] for r in outcome.rows} == {"listing"}


def test_by_default_each_part_gives_its_newest_logged_day_only(tool, known):
    rows = _outcome(tool, known).rows
    days = {r["part_id"]: r["price_date"] for r in rows}
    assert len(rows) == len(days) == 24
    assert days["rtx-5070"] == "2026-09-29"  # Best Buy's run, not the March Newegg seed
    assert days["rtx-4090"] == "2026-03-06"
    five = next(r for r in rows if r["part_id"] == "rtx-5070")
    assert five["price"] == "849.99"
    assert (
        "a Best Buy listing (https://www.bestbuy.com/product/msi-nvidia-geforce-rtx-5070"
        in five["notes"]
    )


def test_a_marketplace_seller_is_told_apart_from_newegg_itself(tool, known):
    rows = {r["part_id"]: r for r in _outcome(tool, known).rows}
    assert "a Newegg Marketplace seller's listing" in rows["rtx-4090"]["notes"]  # Item=9SI...
    assert "a Newegg listing (" in rows["rtx-5090"]["notes"]  # Item=N82E...
    assert "12 GB card" in rows["rtx-3060-12gb"]["notes"]  # the mapping's own note


def test_the_days_lowest_valid_offer_wins_and_the_others_are_named(tool, known, tmp_path):
    log = _log(
        tmp_path,
        _line("nvidia-rtx-4090", "3199.99", url="https://www.bestbuy.com/product/a"),
        _line("nvidia-rtx-4090", "2999.99", url="https://www.bestbuy.com/product/b"),
        _line(
            "nvidia-rtx-4090", "2499.0", url="https://www.bestbuy.com/product/c", in_stock="False"
        ),
        _line("nvidia-rtx-4090", "2399.0", valid="False", reason="price_below_floor"),
        _line("nvidia-rtx-4090", "2299.0", condition="refurb"),
        _line("nvidia-rtx-4090", "1999.0", retailer="manual", run="override"),
        _line("amd-rx-9070-xt", "699.99"),  # a chip the catalogue does not have
    )
    outcome = _outcome(tool, known, log=log)
    assert outcome.errors == []
    (row,) = [r for r in outcome.rows if r["part_id"] == "rtx-4090"]
    assert (row["price"], row["price_date"]) == ("2999.99", "2026-11-23")
    assert (
        "other logged offers: 3199.99 USD, a Best Buy listing (https://www.bestbuy.com/product/a)"
        in row["notes"]
    )
    reasons = " | ".join(outcome.skipped)
    for why in (
        "not in stock",
        "marked not valid by the log (price_below_floor)",
        "condition refurb, not new",
        "a manual override, not a logged listing",
    ):
        assert why in reasons
    assert "rx-9070" not in reasons  # unmapped chips are not reported one by one
    assert "nvidia-rtx-5090 (rtx-5090): no valid new offer in the log" in reasons


def test_a_row_already_in_the_prices_file_is_not_repeated(tool, known):
    with PRICES.open(encoding="utf-8", newline="") as fh:
        keys = {
            (r["part_id"], r["market"], r["condition"], r["price_date"]) for r in csv.DictReader(fh)
        }
    assert _outcome(tool, known, existing=keys, since=dt.date(2026, 1, 1)).rows == []


def test_bad_lines_are_named_and_the_rest_is_read(tool, known, tmp_path):
    log = _log(
        tmp_path,
        _line("nvidia-rtx-4090", "abc"),
        _line("nvidia-rtx-4080", "1199.99", currency="EUR"),
        _line("nvidia-rtx-4070", "599.99", fetched="last monday"),
        _line("nvidia-rtx-5080", "1399.99", in_stock="maybe"),
        _line("nvidia-rtx-5090", "3999.99"),
    )
    mapping = tmp_path / "svi_products.csv"
    mapping.write_text(
        "gpu_id,part_id,note\nnvidia-rtx-5090,rtx-5090,\nnvidia-rtx-5090,rtx-5090,\n"
        "nvidia-rtx-4090,rtx-4090-ti,\nNVIDIA RTX 4080,rtx-4080,\n",
        encoding="utf-8",
    )
    outcome = _outcome(tool, known, log=log, mapping=mapping)
    assert outcome.errors == [
        "svi_products.csv, line 3, field 'gpu_id': nvidia-rtx-5090 is mapped twice",
        "svi_products.csv, line 4, field 'part_id': 'rtx-4090-ti' is not a catalogue part",
        "svi_products.csv, line 5, field 'gpu_id': expected the log's chip id, got 'NVIDIA RTX 4080'",
        "prices_history.csv, line 2, field 'price': expected a price above 0, got 'abc'",
        "prices_history.csv, line 3, field 'currency': expected USD, got 'EUR'",
        "prices_history.csv, line 4, field 'fetched_at': expected an ISO time (2026-09-29T00:00:00Z), got 'last monday'",
        "prices_history.csv, line 5, field 'in_stock': expected True or False, got 'maybe'",
    ]
    assert [(r["part_id"], r["price"]) for r in outcome.rows] == [("rtx-5090", "3999.99")]


def test_a_log_without_the_columns_is_named_and_gives_nothing(tool, known, tmp_path):
    log = tmp_path / "prices_history.csv"
    log.write_text("gpu_id,price\nnvidia-rtx-4090,3000\n", encoding="utf-8")
    outcome = _outcome(tool, known, log=log)
    assert outcome.rows == []
    assert outcome.errors[0].startswith(
        "prices_history.csv, line 1: header lacks the columns retailer"
    )


def test_the_command_line_writes_a_newer_row_the_catalogue_then_shows(tool, tmp_path, capsys):
    prices = tmp_path / "prices.csv"
    prices.write_text(PRICES.read_text(encoding="utf-8"), encoding="utf-8")
    before = prices.read_text(encoding="utf-8")
    assert tool.main([str(LOG), "--commit", COMMIT, "--prices", str(prices), "--write"]) == 0
    assert prices.read_text(encoding="utf-8") == before  # every row is already shipped
    log = _log(tmp_path, _line("nvidia-rtx-5080", "1349.99"), _line("nvidia-rtx-5080", "oops"))
    assert tool.main([str(log), "--commit", COMMIT, "--prices", str(prices), "--write"]) == 2
    err = capsys.readouterr().err
    assert "line 3, field 'price'" in err and "1 rows appended" in err
    book, issues = load_price_book(prices)
    assert issues == []
    found = default_street_price(book, "rtx-5080", "US", today=dt.date(2026, 11, 28))
    assert found is not None
    assert (found.quote.price, found.quote.price_date) == (1349.99, dt.date(2026, 11, 23))
    assert tool.main([str(LOG), "--commit", "2bc8877"]) == 2
    assert "40-hex-digit" in capsys.readouterr().err
