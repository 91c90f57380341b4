"""tools/coolpc_rows.py: Taiwan price rows from a Coolpc price-list snapshot (the
Andy8r0X/Coolpc-Price-Dashboard JSON), by the rules of data/README.md (a part's exact
listing; a GPU's lowest-priced card of its chip, cards sold only with a system left out; no
row twice), on an excerpt of the 2026-09-23 snapshot the shipped TW rows were read from."""

from __future__ import annotations

import csv
import importlib.util
import json
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from dlbox.core.street_prices import load_price_book

ROOT = Path(__file__).parents[2]
TOOL = ROOT / "tools" / "coolpc_rows.py"
EXCERPT = ROOT / "tests" / "data" / "prices" / "coolpc" / "latest_excerpt.json"
MAPPING = ROOT / "data" / "coolpc_products.csv"
PRICES = ROOT / "data" / "prices.csv"
COMMIT = "017443197873d0e9183169f0b84de1651194ba4a"
HEADER = "match,listing,category,part_id,note\n"
VGA = "顯示卡VGA"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("coolpc_rows", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["coolpc_rows"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@pytest.fixture(scope="module")
def known(tool: ModuleType) -> set[str]:
    return tool.part_ids(ROOT / "data" / "parts")


def _outcome(tool, known, mapping: Path = MAPPING, snapshot: Path = EXCERPT, existing=()):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    mappings = tool.read_mapping(mapping, known, errors)
    snap = tool.read_snapshot(snapshot, "docs/data/latest.json", errors)
    outcome = tool.build_rows(snap, mappings, existing, commit=COMMIT)
    outcome.errors[:0] = errors
    return outcome


def _by_part(outcome) -> dict[str, dict[str, str]]:  # type: ignore[no-untyped-def]
    return {r["part_id"]: r for r in outcome.rows}


def test_the_shipped_mapping_reproduces_every_shipped_coolpc_row(tool, known):
    """The 62 TW rows read by hand from the 2026-09-23 list come back, price for price."""
    outcome = _outcome(tool, known)
    assert outcome.errors == []
    shipped = {
        (r["part_id"], r["price"], r["price_date"], r["source"])
        for r in csv.DictReader(PRICES.open(encoding="utf-8"))
        if "Coolpc-Price-Dashboard" in r["source"]
    }
    made = {(r["part_id"], r["price"], r["price_date"], r["source"]) for r in outcome.rows}
    assert len(shipped) == 62
    assert made == shipped
    row = _by_part(outcome)["samsung-990-pro-2tb"]
    assert (row["market"], row["currency"], row["condition"], row["basis"]) == (
        "TW",
        "TWD",
        "new",
        "listing",
    )
    assert "snapshot 2026-09-23 06:52:19 Taipei time" in row["notes"]
    assert "'三星 Samsung｛990 PRO 2TB｝" in row["notes"]


def test_a_gpu_takes_its_cheapest_card_and_leaves_out_cards_sold_only_with_a_system(tool, known):
    rows = _by_part(_outcome(tool, known))
    ti = rows["rtx-5070-ti"]
    # Two 限搭機 cards list at 44,990; the cheapest card sold on its own is 46,490.
    assert ti["price"] == "46490"
    assert "ZOTAC RTX5070Ti 16GB 天啟 OC" in ti["notes"]
    assert "not used, sold only with a whole system (限搭機)" in ti["notes"]
    assert "44,990" in ti["notes"]
    # The 16 GB 5060 Ti: neither the 8 GB cards (18,488) nor the AI BOX enclosure.
    assert rows["rtx-5060-ti-16gb"]["price"] == "24488"
    assert "AI BOX｝" not in rows["rtx-5060-ti-16gb"]["notes"]
    assert "and 1 more" in rows["rtx-5060-ti-16gb"]["notes"]  # five other 16 GB cards
    # The RTX 5070 is not confused with the 5070 Ti, nor the PRO 6000 with its Max-Q.
    assert rows["rtx-5070"]["price"] == "28888"
    assert rows["rtx-pro-6000-blackwell"]["price"] == "585000"
    assert "other listings" not in rows["rtx-pro-6000-blackwell"]["notes"]  # not the Max-Q


def test_a_card_inside_a_complete_system_does_not_price_the_card(tool, known):
    """The list's only RTX 5090 is a whole AI TOP 100 system (319,000 TWD) outside the VGA group."""
    outcome = _outcome(tool, known)
    assert "rtx-5090" not in _by_part(outcome)
    assert any(s.startswith("rtx-5090: none of its mapped listings") for s in outcome.skipped)


def _with_cards(tmp_path: Path, cards: list[tuple[str, int]]) -> Path:
    data = json.loads(EXCERPT.read_text(encoding="utf-8"))
    vga = next(g for g in data["categories"] if g["name"] == VGA)
    vga["items"] += [
        {"name": n, "price": p, "note": "", "isHot": False, "isPriceChanged": False}
        for n, p in cards
    ]
    path = tmp_path / "latest.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_card_sold_only_inside_an_assembled_build_is_left_out_too(tool, known, tmp_path):
    """Coolpc's 2026 RTX 5090 cards were marked 限組裝 (only inside a build the shop
    assembles) before 限搭機; neither is the price of the card alone."""
    snapshot = _with_cards(
        tmp_path,
        [
            ("[限組裝] INNO3D RTX5090 X3(2400MHz/33cm/三風扇/註冊四年)", 85888),
            ("技嘉 RTX5090 GAMING OC 32G(2550MHz/35cm/三風扇/註五年)", 97990),
        ],
    )
    row = _by_part(_outcome(tool, known, snapshot=snapshot))["rtx-5090"]
    assert row["price"] == "97990"
    assert "not used, sold only inside a build the shop assembles (限組裝)" in row["notes"]
    assert "85,888" in row["notes"]


def test_a_chip_with_only_restricted_cards_is_reported_not_priced(tool, known, tmp_path):
    snapshot = _with_cards(
        tmp_path,
        [
            ("[限組裝] INNO3D RTX5090 X3(2400MHz/33cm/三風扇/註冊四年)", 118888),
            ("限搭機｛技嘉 RTX5090 GAMING OC 32G｝2550MHz/35cm/三風扇/註五年", 165990),
        ],
    )
    outcome = _outcome(tool, known, snapshot=snapshot)
    assert "rtx-5090" not in _by_part(outcome)
    assert any(
        s.startswith("rtx-5090: none of its mapped listings")
        and s.endswith("2 listed only with a system (限搭機/限組裝)")
        for s in outcome.skipped
    ), outcome.skipped


def test_a_row_already_in_prices_csv_is_not_repeated(tool, known):
    outcome = _outcome(tool, known, existing={("rtx-5080", "TW", "new", "2026-09-23")})
    assert "rtx-5080" not in _by_part(outcome)
    assert "rtx-5080: prices.csv already has a TW new row of 2026-09-23; not repeated" in (
        outcome.skipped
    )


def _snapshot(time: str, rtx_5080_price: int) -> dict[str, Any]:
    data = json.loads(EXCERPT.read_text(encoding="utf-8"))
    data["snapshotTime"] = time
    for group in data["categories"]:
        for item in group["items"]:
            if item["name"].startswith("｛INNO3D RTX5080 X3｝"):
                item["price"] = rtx_5080_price
    return data


def test_a_month_file_gives_its_newest_snapshot_or_the_one_asked_for(tool, known, tmp_path):
    month = tmp_path / "2026-10.json"
    month.write_text(
        json.dumps(
            [_snapshot("2026-10-01 06:50:00", 51888), _snapshot("2026-10-20 06:50:00", 49990)],
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    errors: list[str] = []
    newest = tool.read_snapshot(month, "docs/data/prices/2026-10.json", errors)
    older = tool.read_snapshot(month, "p", errors, when="2026-10-01 06:50:00")
    assert errors == []
    mappings = tool.read_mapping(MAPPING, known, errors)
    row = _by_part(tool.build_rows(newest, mappings, (), commit=COMMIT))["rtx-5080"]
    assert (row["price"], row["price_date"]) == ("49990", "2026-10-20")
    assert row["source"].endswith(f"/blob/{COMMIT}/docs/data/prices/2026-10.json")
    assert older.time == "2026-10-01 06:50:00"
    tool.read_snapshot(month, "p", errors, when="2026-10-02 00:00:00")
    assert errors == ["2026-10.json: no snapshot taken at 2026-10-02 00:00:00"]


def test_a_renamed_listing_is_reported_rather_than_guessed(tool, known, tmp_path):
    data = json.loads(EXCERPT.read_text(encoding="utf-8"))
    for group in data["categories"]:
        for item in group["items"]:
            if "｛貓頭鷹 NH-D15｝" in item["name"]:
                item["name"] = item["name"].replace("六年保", "6年保")
    renamed = tmp_path / "latest.json"
    renamed.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    outcome = _outcome(tool, known, snapshot=renamed)
    assert "noctua-nh-d15" not in _by_part(outcome)
    assert any(s.startswith("noctua-nh-d15: none of its mapped listings") for s in outcome.skipped)


def test_an_exact_listing_is_found_with_or_without_the_braces_coolpc_added(tool, known, tmp_path):
    """Coolpc's August 2026 list wrote the 9950X's listing without ｛｝ (the text as in the
    dashboard's docs/data/prices/2026-08.json); the snapshot time here is the test's own."""
    august = tmp_path / "2026-08.json"
    august.write_text(
        json.dumps(
            [
                {
                    "snapshotTime": "2026-08-01 00:00:00",
                    "categories": [
                        {
                            "name": "處理器 CPU",
                            "items": [
                                {
                                    "name": "AMD R9 9950X代理盒裝【16核/32緒】4.3G(↑5.7G)170W /具內顯",
                                    "price": 19500,
                                },
                                {
                                    "name": "AMD R9 9950X3D2 雙3D-V-Cache技術【16核/32緒】",
                                    "price": 31000,
                                },
                            ],
                        }
                    ],
                }
            ],
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    rows = _by_part(_outcome(tool, known, snapshot=august))
    assert [(k, r["price"], r["price_date"]) for k, r in rows.items()] == [
        ("ryzen-9-9950x", "19500", "2026-08-01")
    ]
    assert tool.plain("｛AMD R9 9950X｝代理盒裝  x") == "AMD R9 9950X代理盒裝 x"


def test_bad_listings_are_named_and_the_rest_is_used(tool, known, tmp_path):
    data = json.loads(EXCERPT.read_text(encoding="utf-8"))
    vga = next(g for g in data["categories"] if g["name"] == VGA)
    vga["items"][0]["price"] = "洽詢"
    vga["items"][1]["name"] = ""
    data["categories"].append({"name": "broken"})
    bad = tmp_path / "latest.json"
    bad.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    outcome = _outcome(tool, known, snapshot=bad)
    assert outcome.errors == [
        f"latest.json, snapshot 2026-09-23 06:52:19, category '{VGA}', item 1, field 'price': "
        "expected a price in whole TWD, got '洽詢'",
        f"latest.json, snapshot 2026-09-23 06:52:19, category '{VGA}', item 2, field 'name': "
        "expected the listing's text, got ''",
        f"latest.json, snapshot 2026-09-23 06:52:19, category {len(data['categories'])}: "
        "expected a 'name' and a list of 'items'",
    ]
    assert len(outcome.rows) == 62


def test_bad_mapping_rows_are_named_and_the_rest_is_used(tool, known, tmp_path):
    mapping = tmp_path / "coolpc_products.csv"
    mapping.write_text(
        HEADER + f"pattern,RTX-?5080,{VGA},rtx-5080,an RTX 5080 card\n"
        "fuzzy,RTX 5090,,rtx-5090,x\n"
        f"pattern,RTX(5090,{VGA},rtx-5090,x\n"
        "pattern,RTX-?5090,,rtx-5090,x\n"
        f"pattern,RTX-?4090,{VGA},no-such-card,x\n"
        f"pattern,RTX-?4090,{VGA},rtx-4090,\n",
        encoding="utf-8",
    )
    outcome = _outcome(tool, known, mapping=mapping)
    assert [r["part_id"] for r in outcome.rows] == ["rtx-5080"]
    assert [e.split(":")[0] for e in outcome.errors] == [
        "coolpc_products.csv, line 3, field 'match'",
        "coolpc_products.csv, line 4, field 'listing'",
        "coolpc_products.csv, line 5, field 'category'",
        "coolpc_products.csv, line 6, field 'part_id'",
        "coolpc_products.csv, line 7, field 'note'",
    ]


# ------------------------------------------------------------------ the command
@pytest.fixture
def setup(tmp_path: Path) -> dict[str, Path]:
    prices = tmp_path / "prices.csv"
    prices.write_text(PRICES.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    snapshot = tmp_path / "latest.json"
    shutil.copy(EXCERPT, snapshot)
    return {"prices": prices, "snapshot": snapshot}


def _argv(s: dict[str, Path], *extra: str) -> list[str]:
    return [str(s["snapshot"]), "--commit", COMMIT, "--prices", str(s["prices"]), *extra]


def test_the_command_appends_rows_that_load_and_adds_nothing_the_second_time(
    tool, known, setup, capsys
):
    assert tool.main(_argv(setup, "--write")) == 0
    book, issues = load_price_book(setup["prices"], known)
    assert issues == []
    assert book.for_part("rtx-6000-ada")[0].price == 289900
    assert book.for_part("rtx-6000-ada")[0].currency == "TWD"
    before = setup["prices"].read_bytes()
    assert tool.main(_argv(setup, "--write")) == 0
    assert setup["prices"].read_bytes() == before
    assert "not repeated" in capsys.readouterr().err


def test_a_file_that_is_not_json_is_one_line_and_exit_2(tool, setup, capsys):
    setup["snapshot"].write_text('{"snapshotTime": "2026-09-23 06:52:19", ', encoding="utf-8")
    before = setup["prices"].read_bytes()
    assert tool.main(_argv(setup, "--write")) == 2
    err = capsys.readouterr().err
    assert "latest.json, line 1: expected JSON" in err
    assert "Traceback" not in err
    assert setup["prices"].read_bytes() == before
    args = _argv(setup)
    args[2] = "main"
    assert tool.main(args) == 2
    assert "--commit: expected a 40-hex-digit commit" in capsys.readouterr().err


def test_a_snapshot_without_its_time_is_named(tool, setup, capsys):
    data = json.loads(setup["snapshot"].read_text(encoding="utf-8"))
    data["snapshotTime"] = "23/09/2026"
    setup["snapshot"].write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert tool.main(_argv(setup)) == 2
    assert (
        "latest.json, field 'snapshotTime': expected 'YYYY-MM-DD HH:MM:SS', got '23/09/2026'"
        in capsys.readouterr().err
    )
