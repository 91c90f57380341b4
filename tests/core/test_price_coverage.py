"""tools/price_coverage.py --examples: how many of the example builds' parts have a
fresh quote per market (each part counted once, however many builds use it), and a
build file that cannot be read is named while the others are still counted."""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dlbox.core.importers.street_quotes import QUOTE_COLUMNS
from dlbox.core.street_prices import load_price_book

ROOT = Path(__file__).parents[2]
TOOL = ROOT / "tools" / "price_coverage.py"
TODAY = dt.date(2026, 11, 27)


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("price_coverage", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["price_coverage"] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _build(path: Path, parts: list[tuple[str, str]]) -> None:
    body = {"schema_version": 2, "name": path.stem, "currency": "USD"}
    body["parts"] = [{"category": c, "id": i, "quantity": 1} for c, i in parts]
    path.write_text(json.dumps(body), encoding="utf-8")


def _prices(path: Path, rows: list[tuple[str, str, str, str, str]]) -> None:
    lines = [",".join(QUOTE_COLUMNS)]
    for part_id, market, currency, price, day in rows:
        cells = {c: "" for c in QUOTE_COLUMNS}
        cells.update(
            part_id=part_id,
            market=market,
            currency=currency,
            condition="new",
            price=price,
            price_date=day,
            source="https://example.org/listing",
        )
        lines.append(",".join(cells[c] for c in QUOTE_COLUMNS))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_each_example_part_counts_once_per_market(tool, tmp_path):
    examples = tmp_path / "examples"
    examples.mkdir()
    _build(examples / "a.dlbox.json", [("gpu", "rtx-4090"), ("cpu", "ryzen-9-7950x")])
    _build(examples / "b.dlbox.json", [("gpu", "rtx-4090"), ("psu", "corsair-rm1000x-2024")])
    _prices(
        tmp_path / "prices.csv",
        [
            ("rtx-4090", "US", "USD", "1800", "2026-10-01"),  # fresh
            ("ryzen-9-7950x", "US", "USD", "500", "2025-07-23"),  # stale
            ("rtx-4090", "KR", "KRW", "3000000", "2026-07-12"),  # fresh
        ],
    )
    book, issues = load_price_book(tmp_path / "prices.csv")
    assert issues == []
    errors: list[str] = []
    parts = tool.example_part_ids(examples, errors)
    assert errors == []
    assert parts == [
        ("gpu", "rtx-4090"),
        ("cpu", "ryzen-9-7950x"),
        ("psu", "corsair-rm1000x-2024"),
    ]
    ids = [part_id for _, part_id in parts]
    coverage = tool.market_coverage(book, ids, TODAY, 180)
    assert coverage["US"] == {
        "fresh": ["rtx-4090"],
        "stale": ["ryzen-9-7950x"],
        "unpriced": ["corsair-rm1000x-2024"],
    }
    assert coverage["KR"]["fresh"] == ["rtx-4090"]
    assert coverage["CN"]["unpriced"] == ids


def test_a_quote_one_day_past_the_limit_is_stale(tool, tmp_path):
    _prices(tmp_path / "prices.csv", [("rtx-5090", "TW", "TWD", "94888", "2026-05-31")])
    book, _ = load_price_book(tmp_path / "prices.csv")
    assert tool.market_coverage(book, ["rtx-5090"], TODAY, 180)["TW"]["fresh"] == ["rtx-5090"]
    assert tool.market_coverage(book, ["rtx-5090"], TODAY, 179)["TW"]["stale"] == ["rtx-5090"]


def test_an_unreadable_build_is_named_and_the_others_still_count(tool, tmp_path):
    examples = tmp_path / "examples"
    examples.mkdir()
    (examples / "broken.dlbox.json").write_text("{not json", encoding="utf-8")
    (examples / "partless.dlbox.json").write_text('{"parts": "none"}', encoding="utf-8")
    _build(examples / "ok.dlbox.json", [("gpu", "rtx-5090"), ("gpu", "")])
    errors: list[str] = []
    parts = tool.example_part_ids(examples, errors)
    assert parts == [("gpu", "rtx-5090")]
    assert len(errors) == 3
    assert errors[0].startswith("broken.dlbox.json: not a readable build file")
    assert errors[1] == "ok.dlbox.json: part 2: expected a 'category' and an 'id'"
    assert errors[2].startswith("partless.dlbox.json: field 'parts'")


def test_the_shipped_example_builds_are_all_read(tool):
    errors: list[str] = []
    parts = tool.example_part_ids(ROOT / "data" / "examples", errors)
    assert errors == []
    ids = [part_id for _, part_id in parts]
    assert len(ids) == len(set(ids))
    assert {"rtx-4090", "rtx-5090", "rtx-6000-ada", "titan-x-pascal"} <= set(ids)
