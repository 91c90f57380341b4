"""tools/maishou_rows.py: China price rows from a dated JD/Taobao price batch
(subaru-ye/pc-builder-agent's offers.jsonl, listings read through the maishou88 aggregator),
by the rules of data/README.md (the exact model only, a new listing only, the lowest of a
part's mapped listings, no row twice), on the excerpt the shipped CN rows were read from."""

from __future__ import annotations

import csv
import datetime as dt
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dlbox.core.parts import Category
from dlbox.core.street_prices import default_street_price, load_price_book

ROOT = Path(__file__).parents[2]
TOOL = ROOT / "tools" / "maishou_rows.py"
EXCERPT = ROOT / "tests" / "data" / "prices" / "maishou" / "offers_excerpt.jsonl"
MAPPING = ROOT / "data" / "maishou_products.csv"
PRICES = ROOT / "data" / "prices.csv"
COMMIT = "d619a31b9720cc37fc26cb3f984739a75ca47113"
HEADER = "row_id,listing_title,part_id,note\n"
TODAY = dt.date(2026, 11, 27)


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("maishou_rows", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["maishou_rows"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


@pytest.fixture(scope="module")
def known(tool: ModuleType) -> set[str]:
    return tool.part_ids(ROOT / "data" / "parts")


def _outcome(tool, known, mapping: Path = MAPPING, offers: Path = EXCERPT, existing=()):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    mappings = tool.read_mapping(mapping, known, errors)
    book = tool.read_offers(offers, errors)
    outcome = tool.build_rows(book, mappings, existing, commit=COMMIT, label=mapping.name)
    outcome.errors[:0] = errors
    return outcome


def _by_part(outcome) -> dict[str, dict[str, str]]:  # type: ignore[no-untyped-def]
    return {r["part_id"]: r for r in outcome.rows}


def _excerpt_line(row_id: str) -> dict:
    for line in EXCERPT.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        if data["row_id"] == row_id:
            return data
    raise AssertionError(row_id)


def test_the_shipped_mapping_reproduces_every_shipped_china_listing_row(tool, known):
    outcome = _outcome(tool, known)
    assert outcome.errors == []
    made = {(r["part_id"], r["price"], r["price_date"], r["notes"]) for r in outcome.rows}
    with PRICES.open(encoding="utf-8", newline="") as fh:
        shipped = {
            (r["part_id"], r["price"], r["price_date"], r["notes"])
            for r in csv.DictReader(fh)
            if r["market"] == "CN" and COMMIT in r["source"]
        }
    assert len(shipped) == 31
    assert made == shipped


def test_a_part_takes_its_lowest_mapped_listing_and_names_the_others(tool, known):
    rows = _by_part(_outcome(tool, known))
    card = rows["rtx-5080"]
    assert (card["price"], card["currency"], card["market"]) == ("14449", "CNY", "CN")
    assert "瑞达中腾官方旗舰店" in card["notes"]
    assert "15099 CNY (row lp2-335)" in card["notes"] and "15199 CNY (row lp2-336)" in card["notes"]
    assert card["basis"] == "listing" and card["price_date"] == "2026-09-08"
    assert card["source"].endswith("/scripts/data/price-batches/2026-09-08/offers.jsonl")
    # A decimal price is kept as the aggregator gave it, and a coupon is stated beside it.
    assert rows["ryzen-5-7600"]["price"] == "1492.7"
    assert "listed at 2499, coupon 200" in rows["ryzen-7-7800x3d"]["notes"]


def test_a_used_or_inquiry_listing_is_refused_as_bad_input(tool, known, tmp_path):
    mapping = tmp_path / "m.csv"
    used = _excerpt_line("lp2-352")["listing_title"]
    display = _excerpt_line("lp2-344")["listing_title"]
    inquiry = _excerpt_line("lp2-435")["listing_title"]
    mapping.write_text(
        HEADER
        + f'lp2-352,"{used}",rtx-3060-12gb,a used card\n'
        + f'lp2-344,"{display}",rtx-3060-12gb,an ex-display card\n'
        + f'lp2-435,"{inquiry}",msi-mag-b650-tomahawk-wifi,an inquiry offer\n',
        encoding="utf-8",
    )
    outcome = _outcome(tool, known, mapping)
    assert outcome.rows == []
    assert len(outcome.errors) == 3
    assert "line 2, field 'row_id': lp2-352" in outcome.errors[0] and "'used'" in outcome.errors[0]
    assert "展机" in outcome.errors[1]
    assert "inquiry-only" in outcome.errors[2]


def test_a_mistyped_row_id_is_caught_by_its_title(tool, known, tmp_path):
    mapping = tmp_path / "m.csv"
    title = _excerpt_line("lp2-056")["listing_title"]
    mapping.write_text(HEADER + f'lp2-063,"{title}",fractal-design-terra,Terra\n', encoding="utf-8")
    outcome = _outcome(tool, known, mapping)
    assert outcome.rows == []
    assert outcome.errors and "field 'listing_title': row lp2-063" in outcome.errors[0]


def test_bad_lines_are_named_and_the_rest_is_read(tool, known, tmp_path):
    offers = tmp_path / "offers.jsonl"
    good = _excerpt_line("lp2-071")
    no_zone = dict(_excerpt_line("lp2-056"), observed_at="2026-09-08T21:00:00")
    no_price = dict(_excerpt_line("lp2-063"), price_cny="ask")
    offers.write_text(
        "\n".join(
            [
                json.dumps(no_zone, ensure_ascii=False),
                "{not json",
                json.dumps(no_price, ensure_ascii=False),
                json.dumps(good, ensure_ascii=False),
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    outcome = _outcome(tool, known, offers=offers)
    assert "offers.jsonl, line 1, field 'observed_at'" in outcome.errors[0]
    assert "offers.jsonl, line 2: not JSON" in outcome.errors[1]
    assert "offers.jsonl, line 3, field 'price_cny'" in outcome.errors[2]
    assert [r["part_id"] for r in outcome.rows] == ["lian-li-lancool-216"]
    # Mapped rows the file lacks are named, not made up.
    assert any(
        "fractal-design-terra: row lp2-056 is not in the batch file" in s for s in outcome.skipped
    )


def test_a_row_already_in_the_prices_file_is_not_repeated(tool, known):
    outcome = _outcome(tool, known, existing={("rtx-4070", "CN", "new", "2026-09-08")})
    assert "rtx-4070" not in _by_part(outcome)
    assert any(s.startswith("rtx-4070: prices.csv already has") for s in outcome.skipped)


def test_the_command_line_exits_2_on_bad_input_and_writes_nothing_twice(tool, tmp_path, capsys):
    prices = tmp_path / "prices.csv"
    prices.write_text(PRICES.read_text(encoding="utf-8"), encoding="utf-8")
    before = prices.read_text(encoding="utf-8")
    code = tool.main([str(EXCERPT), "--commit", COMMIT, "--prices", str(prices), "--write"])
    assert code == 0
    assert prices.read_text(encoding="utf-8") == before  # every row is already shipped
    assert tool.main([str(EXCERPT), "--commit", "d619a31b"]) == 2
    assert "40-hex-digit" in capsys.readouterr().err


def test_a_cny_buyer_now_sees_a_china_listing_for_a_priced_part(catalogue):
    shanghai = catalogue.with_market("CN")
    cpu = shanghai.get(Category.CPU, "ryzen-7-9800x3d")
    # The newest listing (the 2026-09-14 refresh) is shown; the older days stay as history.
    assert (cpu.price, cpu.currency, cpu.price_market) == (3399, "CNY", "CN")
    assert cpu.price_date == dt.date(2026, 9, 14)
    days = {(q.price_date, q.price) for q in shanghai.prices.for_part("ryzen-7-9800x3d")}
    assert {(dt.date(2026, 9, 8), 2969), (dt.date(2026, 9, 13), 2984)} <= days
    book, issues = load_price_book(PRICES)
    assert issues == []
    found = default_street_price(book, "samsung-990-pro-2tb", "CN", today=TODAY)
    assert found is not None and found.quote.price_date == dt.date(2026, 9, 8)
    assert found.quote.basis == "listing"


DISCOVERY = ROOT / "tests" / "data" / "prices" / "maishou" / "discovery_excerpt.jsonl"
DISCOVERY_PATH = "scripts/data/catalog-candidates/2026-09-13/offers.jsonl"
DISCOVERY_COMMIT = "4de051f13f620358d102e617c5336c3ab7ba78e0"


def _discovery(tool, known, day=dt.date(2026, 9, 13)):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    mappings = tool.read_mapping(MAPPING, known, errors)
    book = tool.read_offers(DISCOVERY, errors, day)
    outcome = tool.build_rows(
        book, mappings, (), commit=DISCOVERY_COMMIT, path=DISCOVERY_PATH, label=MAPPING.name
    )
    outcome.errors[:0] = errors
    return outcome


def test_the_discovery_batch_gives_back_its_shipped_rows_dated_by_the_batch(tool, known):
    outcome = _discovery(tool, known)
    assert outcome.errors == []  # a listing repeated under two models is read once
    made = {(r["part_id"], r["price"], r["price_date"], r["notes"]) for r in outcome.rows}
    with PRICES.open(encoding="utf-8", newline="") as fh:
        shipped = {
            (r["part_id"], r["price"], r["price_date"], r["notes"])
            for r in csv.DictReader(fh)
            if r["market"] == "CN" and f"{DISCOVERY_COMMIT}/{DISCOVERY_PATH}" in r["source"]
        }
    assert made == shipped and len(made) == 5
    rows = _by_part(outcome)
    # A boxed chip is used where one is listed; the cheaper tray chip is not mapped.
    assert rows["ryzen-9-9950x3d"]["price"] == "4818"
    assert "the batch's date; its rows carry no time" in rows["rtx-5070-ti"]["notes"]
    # The 2026-09-08 batch's mapping rows are not read for this file.
    assert "fractal-design-terra" not in rows and not outcome.skipped


def test_a_discovery_batch_without_a_date_is_refused_row_by_row(tool, known):
    outcome = _discovery(tool, known, day=None)
    assert outcome.rows == []
    assert outcome.errors and all("give the batch's date with --date" in e for e in outcome.errors)


def test_a_cny_buyer_sees_the_newer_card_of_a_chip(catalogue):
    card = catalogue.with_market("CN").get(Category.GPU, "rtx-5070-ti")
    assert (card.price, card.currency, card.price_market) == (7499, "CNY", "CN")
    assert card.price_date == dt.date(2026, 9, 13)


HITS_0913 = ROOT / "tests" / "data" / "prices" / "maishou" / "legacy_hits_0913_excerpt.jsonl"
HITS_0914 = ROOT / "tests" / "data" / "prices" / "maishou" / "legacy_hits_0914_excerpt.jsonl"
REFRESH_R2 = ROOT / "tests" / "data" / "prices" / "maishou" / "legacy_refresh_r2_excerpt.jsonl"
LATER = [  # (excerpt, path in the repository, commit read, the batch's date, rows shipped)
    (
        HITS_0913,
        "scripts/data/catalog-candidates/2026-09-13/legacy-price-hits.jsonl",
        "4de051f13f620358d102e617c5336c3ab7ba78e0",
        dt.date(2026, 9, 13),
        9,
    ),
    (
        HITS_0914,
        "scripts/data/catalog-candidates/2026-09-14/legacy-hits.jsonl",
        "24c289ad4df68b8ddd7ad3fe8ff3d93dcb186b2a",
        dt.date(2026, 9, 14),
        4,
    ),
    (
        REFRESH_R2,
        "scripts/data/catalog-candidates/2026-09-14/legacy-refresh-r2.jsonl",
        "5f7a5047db25c990a99b6a269a2ffc0aa6aedfad",
        dt.date(2026, 9, 14),
        3,
    ),
]


def _later(tool, known, excerpt, path, commit, day, mapping=MAPPING, existing=()):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    mappings = tool.read_mapping(mapping, known, errors)
    book = tool.read_offers(excerpt, errors, day)
    outcome = tool.build_rows(
        book, mappings, existing, commit=commit, path=path, label=mapping.name
    )
    outcome.errors[:0] = errors
    return outcome


@pytest.mark.parametrize(("excerpt", "path", "commit", "day", "count"), LATER)
def test_the_later_batches_give_back_their_shipped_rows(
    tool, known, excerpt, path, commit, day, count
):
    outcome = _later(tool, known, excerpt, path, commit, day)
    assert outcome.errors == [] and not outcome.skipped
    made = {(r["part_id"], r["price"], r["price_date"], r["notes"]) for r in outcome.rows}
    with PRICES.open(encoding="utf-8", newline="") as fh:
        shipped = {
            (r["part_id"], r["price"], r["price_date"], r["notes"])
            for r in csv.DictReader(fh)
            if r["market"] == "CN" and f"{commit}/{path}" in r["source"]
        }
    assert made == shipped and len(made) == count
    assert {r["price_date"] for r in outcome.rows} == {day.isoformat()}


def test_a_legacy_hit_keeps_its_listed_price_and_coupon_and_the_batchs_tie(tool, known):
    rows = _by_part(_later(tool, known, *LATER[0][:4]))
    cpu = rows["ryzen-7-7800x3d"]
    assert cpu["price"] == "2253" and "listed at 2288, coupon 20" in cpu["notes"]
    # The batch filed the 9900X3D under its 9900X and the 14600K under its 14600KF: the
    # mapping names the exact chip, and the note says which SKU the batch tied it to.
    assert rows["ryzen-9-9900x3d"]["price"] == "3456"
    assert "tied to its SKU cpu-r9-9900x" in rows["ryzen-9-9900x3d"]["notes"]
    assert "14600K 全新盒装" in rows["core-i5-14600k"]["notes"]
    # A part with two mapped listings takes the lower and names the other.
    card = rows["radeon-rx-7900-xtx"]
    assert card["price"] == "6899" and "8099 CNY (row 5af1c89daddb732a)" in card["notes"]
    # A listing that is not the part is not mapped: the 12600KF the batch filed as a 12600K.
    assert "core-i5-12600k" not in rows


def test_a_refresh_decision_gives_its_evidence_offers_with_the_decision(tool, known):
    rows = _by_part(_later(tool, known, *LATER[2][:4]))
    card = rows["rtx-5060-ti-16gb"]
    assert (card["price"], card["price_date"]) == ("5229", "2026-09-14")
    assert "技嘉电脑旗舰店" in card["notes"]
    assert "SKU gpu-gb-5060ti-windforce-16g, decision accept (tier_A)" in card["notes"]
    # The batch accepted an RTX 3060 listing too; it is not mapped (see prices_not_found).
    assert "rtx-3060-12gb" not in rows


def test_a_pulled_card_in_a_legacy_hit_is_refused_as_bad_input(tool, known, tmp_path):
    mapping = tmp_path / "m.csv"
    line = next(
        json.loads(x)
        for x in HITS_0913.read_text(encoding="utf-8").splitlines()
        if json.loads(x)["row_key"] == "9c3b9a379010b78d"
    )
    path = LATER[0][1]
    mapping.write_text(
        HEADER.replace("note\n", "note,batch\n")
        + f'9c3b9a379010b78d,"{line["title"]}",rtx-4060-ti-16gb,a pulled card,{path}\n',
        encoding="utf-8",
    )
    outcome = _later(tool, known, *LATER[0][:4], mapping=mapping)
    assert outcome.rows == []
    assert len(outcome.errors) == 1 and "拆机" in outcome.errors[0]
    assert "m.csv, line 2, field 'row_id'" in outcome.errors[0]


def test_bad_legacy_and_decision_lines_name_the_file_line_and_field(tool, known, tmp_path):
    hits = tmp_path / "hits.jsonl"
    good = json.loads(HITS_0914.read_text(encoding="utf-8").splitlines()[4])
    no_platform = {k: v for k, v in good.items() if k != "platform_src"}
    hits.write_text(
        json.dumps(no_platform, ensure_ascii=False)
        + "\n"
        + json.dumps(good, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    errors: list[str] = []
    book = tool.read_offers(hits, errors, dt.date(2026, 9, 14))
    assert errors == ["hits.jsonl, line 1, field 'platform_src': expected text, got None"]
    assert list(book) == [good["row_key"]]

    decisions = tmp_path / "refresh.jsonl"
    lines = REFRESH_R2.read_text(encoding="utf-8").splitlines()
    bad = json.loads(lines[1])
    bad["evidence"][0]["price"] = "ask"
    decisions.write_text(
        "\n".join([lines[0], json.dumps(bad, ensure_ascii=False), lines[2]]) + "\n",
        encoding="utf-8",
    )
    errors = []
    book = tool.read_offers(decisions, errors, dt.date(2026, 9, 14))
    assert errors == [
        "refresh.jsonl, line 2, field 'evidence[0].price': expected a price in CNY, got 'ask'"
    ]
    assert list(book) == ["a486636639df8716"]  # a carry line without offers reads as none
    # Undated, a decision with offers is refused; one without offers needs no date.
    errors = []
    assert tool.read_offers(REFRESH_R2, errors, None) == {}
    assert len(errors) == 4 and all("give the batch's date with --date" in e for e in errors)
