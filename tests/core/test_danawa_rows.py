"""tools/danawa_rows.py: Korean price rows from a Danawa price log, by the rules of
data/README.md (the lowest domestic entry of the day, used only from Danawa's used entry,
placeholders refused, no row twice), on an excerpt of the real log."""

from __future__ import annotations

import csv
import datetime as dt
import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from dlbox.core.catalogue import Catalogue
from dlbox.core.street_prices import load_price_book

ROOT = Path(__file__).parents[2]
TOOL = ROOT / "tools" / "danawa_rows.py"
SAVED = ROOT / "tests" / "data" / "prices" / "danawa"
LOG = SAVED / "power_price_history.csv"
COMMIT = "0875d9927c799ccc51a67bdb09ad963ad17c7778"
PATH = "data/history/power_price_history.csv"
HEADER = "pcode,part_id,condition,note,flat_ok\n"


def _pad(mapping: str) -> str:
    """Mapping lines without a flat_ok cell get an empty one."""
    return "".join(
        f"{line},\n" if line.count(",") == 3 else f"{line}\n" for line in mapping.splitlines()
    )


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("danawa_rows", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["danawa_rows"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _rows(tool: ModuleType, tmp_path: Path, mapping: str, existing=(), log: Path = LOG):  # type: ignore[no-untyped-def]
    errors: list[str] = []
    path = tmp_path / "danawa_products.csv"
    path.write_text(HEADER + _pad(mapping), encoding="utf-8")
    known = {"aone-storm-1000w", "abb-ups-1kva", "oasis-600sb", "three-rsys-ak-1000w"}
    mappings = tool.read_mapping(path, known, errors)
    parsed = tool.read_log(log, PATH, errors)
    outcome = tool.build_rows(parsed, mappings, existing, commit=COMMIT)
    outcome.errors[:0] = errors
    return outcome


def test_a_part_takes_its_lowest_entry_of_the_newest_day_and_names_the_other(tool, tmp_path):
    outcome = _rows(
        tool,
        tmp_path,
        "18213719,aone-storm-1000w,new,the retail box\n"
        "17764373,aone-storm-1000w,new,the bulk (벌크) unit\n",
    )
    assert outcome.errors == []
    (row,) = outcome.rows
    assert (row["part_id"], row["market"], row["currency"], row["condition"]) == (
        "aone-storm-1000w",
        "KR",
        "KRW",
        "new",
    )
    # 2026-07-27: bulk 84,960 against the box's 84,990.
    assert (row["price"], row["price_date"], row["basis"]) == ("84960", "2026-07-27", "listing")
    assert (
        row["source"]
        == f"https://github.com/kwondohoon1/danawa-monitor-crawler/blob/{COMMIT}/{PATH}"
    )
    assert "pcode=17764373" in row["notes"] and "the bulk (벌크) unit" in row["notes"]
    assert "18213719 'AONE STORM 1000W 80PLUS브론즈' 84,990" in row["notes"]
    assert "2026-05-29 to 2026-07-27" in row["notes"]


def test_an_older_day_can_be_read(tool, tmp_path):
    path = tmp_path / "m.csv"
    path.write_text(HEADER + _pad("17764373,aone-storm-1000w,new,bulk"), encoding="utf-8")
    errors: list[str] = []
    mappings = tool.read_mapping(path, {"aone-storm-1000w"}, errors)
    log = tool.read_log(LOG, PATH, errors)
    outcome = tool.build_rows(log, mappings, (), commit=COMMIT, on_day=dt.date(2026, 6, 30))
    assert [(r["price"], r["price_date"]) for r in outcome.rows] == [("84500", "2026-06-30")]


def test_a_flat_entry_with_nothing_near_it_is_refused_as_a_placeholder(tool, tmp_path):
    outcome = _rows(tool, tmp_path, "10345683,abb-ups-1kva,new,the 1 kVA rack unit\n")
    assert outcome.rows == []
    assert any("flat 600,000 KRW on all 57 days" in s for s in outcome.skipped), outcome.skipped
    # A person who checked it can accept it.
    accepted = _rows(tool, tmp_path, "10345683,abb-ups-1kva,new,checked,true\n")
    assert [r["price"] for r in accepted.rows] == ["600000"]


def test_a_used_row_comes_only_from_danawas_used_entry(tool, tmp_path):
    used = _rows(tool, tmp_path, "122668109,aone-storm-1000w,used,Danawa's used entry,true\n")
    assert [(r["condition"], r["price"]) for r in used.rows] == [("used", "77780")]
    assert "not used" not in used.rows[0]["notes"].split("; ")[-1]
    # The used entry mapped as new, or a new entry mapped as used, is bad input.
    wrong = _rows(
        tool,
        tmp_path,
        "122668109,aone-storm-1000w,new,oops\n18213719,aone-storm-1000w,used,oops\n",
    )
    assert wrong.rows == []
    assert len(wrong.errors) == 2
    assert wrong.errors[0].startswith("danawa_products.csv, line 2, field 'condition'")
    assert "중고" in wrong.errors[0] and "line 3" in wrong.errors[1]


def test_a_spike_day_is_refused_and_the_other_entry_is_shown(tool, tmp_path):
    rows = list(csv.reader(LOG.open(encoding="utf-8")))
    for row in rows:
        if row[0] == "17764373":
            row[2] = str(int(row[2]) * 10)  # the bulk entry's newest day at ten times
    spiked = tmp_path / "power_price_history.csv"
    with spiked.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)
    outcome = _rows(
        tool,
        tmp_path,
        "18213719,aone-storm-1000w,new,box\n17764373,aone-storm-1000w,new,bulk\n",
        log=spiked,
    )
    assert [(r["price"], r["price_date"]) for r in outcome.rows] == [("84990", "2026-07-27")]
    assert any("849,600 KRW" in s and "placeholder" in s for s in outcome.skipped)


def test_a_dip_day_far_below_the_median_is_refused_too(tool, tmp_path):
    """Danawa logged a 4TB SSD at 10,000 KRW for one day (990 EVO Plus, 2026-09): a glitch."""
    rows = list(csv.reader(LOG.open(encoding="utf-8")))
    for row in rows:
        if row[0] == "17764373":
            row[2] = "8496"  # the bulk entry's newest day at a tenth
    dipped = tmp_path / "power_price_history.csv"
    with dipped.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)
    outcome = _rows(
        tool,
        tmp_path,
        "18213719,aone-storm-1000w,new,box\n17764373,aone-storm-1000w,new,bulk\n",
        log=dipped,
    )
    assert [r["price"] for r in outcome.rows] == ["84990"]
    assert any("8,496 KRW" in s and "under 1/2 of its median" in s for s in outcome.skipped)


def test_a_row_already_in_prices_csv_is_not_repeated(tool, tmp_path):
    existing = {("aone-storm-1000w", "KR", "new", "2026-07-27")}
    outcome = _rows(tool, tmp_path, "18213719,aone-storm-1000w,new,box\n", existing)
    assert outcome.rows == [] and "not repeated" in outcome.skipped[0]


def test_bad_mapping_rows_are_named_and_the_rest_is_used(tool, tmp_path):
    outcome = _rows(
        tool,
        tmp_path,
        "18213719,aone-storm-1000w,new,box\n"
        "abc,aone-storm-1000w,new,x\n"
        "33483494,no-such-part,new,x\n"
        "71161970,three-rsys-ak-1000w,mint,x\n"
        "33483494,oasis-600sb,new,\n",
    )
    assert [r["part_id"] for r in outcome.rows] == ["aone-storm-1000w"]
    assert [e.split(":")[0] for e in outcome.errors] == [
        "danawa_products.csv, line 3, field 'pcode'",
        "danawa_products.csv, line 4, field 'part_id'",
        "danawa_products.csv, line 5, field 'condition'",
        "danawa_products.csv, line 6, field 'note'",
    ]


# ------------------------------------------------------------------ the command
@pytest.fixture
def setup(tmp_path: Path) -> dict[str, Path]:
    parts = tmp_path / "parts"
    parts.mkdir()
    (parts / "psu.csv").write_text(
        "id,name\naone-storm-1000w,AONE\noasis-600sb,x\n", encoding="utf-8"
    )
    prices = tmp_path / "prices.csv"
    shipped = (ROOT / "data" / "prices.csv").read_text(encoding="utf-8").splitlines()[0]
    prices.write_text(shipped + "\n", encoding="utf-8")
    mapping = tmp_path / "danawa_products.csv"
    mapping.write_text(
        HEADER + _pad("18213719,aone-storm-1000w,new,box\n33483494,oasis-600sb,new,bulk"),
        encoding="utf-8",
    )
    log = tmp_path / "power_price_history.csv"
    shutil.copy(LOG, log)
    return {"parts": parts, "prices": prices, "mapping": mapping, "log": log}


def _argv(s: dict[str, Path], *extra: str) -> list[str]:
    return [
        str(s["log"]),
        "--commit",
        COMMIT,
        "--mapping",
        str(s["mapping"]),
        "--prices",
        str(s["prices"]),
        "--parts-dir",
        str(s["parts"]),
        *extra,
    ]


def test_the_command_appends_rows_that_load_and_adds_nothing_the_second_time(tool, setup, capsys):
    assert tool.main(_argv(setup, "--write")) == 0
    book, issues = load_price_book(setup["prices"], {"aone-storm-1000w", "oasis-600sb"})
    assert issues == []
    assert {q.part_id: q.price for qs in book.quotes.values() for q in qs} == {
        "aone-storm-1000w": 84990,
        "oasis-600sb": 15980,
    }
    before = setup["prices"].read_bytes()
    assert tool.main(_argv(setup, "--write")) == 0
    assert setup["prices"].read_bytes() == before
    assert "not repeated" in capsys.readouterr().err


def test_without_write_the_rows_are_printed_as_csv_and_the_file_is_left_alone(tool, setup, capsys):
    before = setup["prices"].read_bytes()
    assert tool.main(_argv(setup)) == 0
    assert setup["prices"].read_bytes() == before
    printed = list(csv.DictReader(capsys.readouterr().out.splitlines()))
    assert list(printed[0]) == list(tool.PRICE_COLUMNS)
    assert {r["part_id"]: r["price"] for r in printed} == {
        "aone-storm-1000w": "84990",
        "oasis-600sb": "15980",
    }


def test_a_bad_cell_in_the_log_is_one_line_and_exit_2_and_the_rest_is_written(tool, setup, capsys):
    text = setup["log"].read_text(encoding="utf-8").replace("84990,84990,", "84,990,84990,", 1)
    setup["log"].write_text(text, encoding="utf-8")
    assert tool.main(_argv(setup, "--write")) == 2
    err = capsys.readouterr().err
    assert "power_price_history.csv, line 5" in err
    assert "expected 62 cells like the header, got 63" in err
    assert "Traceback" not in err
    book, _ = load_price_book(setup["prices"])
    assert [q.part_id for qs in book.quotes.values() for q in qs] == ["oasis-600sb"]


def test_a_non_numeric_price_and_a_bad_commit_are_named(tool, setup, capsys):
    text = setup["log"].read_text(encoding="utf-8").replace(",15980,", ",n/a,", 1)
    setup["log"].write_text(text, encoding="utf-8")
    assert tool.main(_argv(setup)) == 2
    err = capsys.readouterr().err
    assert "line 2, field '2026-07-27': expected a price in whole won" in err
    args = _argv(setup)
    args[2] = "main"
    assert tool.main(args) == 2
    assert "--commit: expected a 40-hex-digit commit" in capsys.readouterr().err


def test_a_mapping_whose_name_is_not_the_logged_entry_is_refused(tool, tmp_path):
    """A mistyped product code maps some other product: the stated name catches it."""
    path = tmp_path / "m.csv"
    path.write_text(
        "pcode,name,part_id,condition,note,flat_ok\n"
        "18213719,AONE STORM 1000W 80PLUS브론즈 벌크,aone-storm-1000w,new,bulk,\n"
        "17764373,AONE STORM 1000W 80PLUS브론즈 벌크,aone-storm-1000w,new,bulk,\n",
        encoding="utf-8",
    )
    errors: list[str] = []
    mappings = tool.read_mapping(path, {"aone-storm-1000w"}, errors)
    outcome = tool.build_rows(tool.read_log(LOG, PATH, errors), mappings, (), commit=COMMIT)
    assert [r["price"] for r in outcome.rows] == ["84960"]
    (error,) = outcome.errors
    assert error.startswith("danawa_products.csv, line 2, field 'name'")
    assert "'AONE STORM 1000W 80PLUS브론즈', not" in error


def test_the_shipped_mapping_names_catalogue_parts_with_a_note_each(tool, catalogue):
    errors: list[str] = []
    path = ROOT / "data" / "danawa_products.csv"
    mappings = tool.read_mapping(path, {p.id for p in catalogue}, errors)
    assert errors == []
    assert len(mappings) == len(path.read_text(encoding="utf-8").splitlines()) - 1 > 50


def _fixes(folder: Path, *codes: str) -> Path:
    """A crawler price_fixes.csv naming ``codes`` as rewritten, in its day's folder."""
    folder.mkdir(parents=True)
    path = folder / "price_fixes.csv"
    lines = ["hour,category,product_code,product_name,crawled_price,fixed_price,baseline,removed"]
    lines += [f"07,power,{code},x,1000,2000,2000,MALL:1000" for code in codes]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_price_the_crawler_rewrote_is_not_used_and_the_day_before_is(tool, tmp_path):
    errors: list[str] = []
    rewritten = tool.read_fixes(_fixes(tmp_path / "hourly" / "2026-07-27", "17764373"), errors)
    assert errors == []
    mapping = tmp_path / "danawa_products.csv"
    mapping.write_text(HEADER + "17764373,aone-storm-1000w,new,the bulk unit,\n", encoding="utf-8")
    mappings = tool.read_mapping(mapping, {"aone-storm-1000w"}, errors)
    log = tool.read_log(LOG, PATH, errors)
    plain = tool.build_rows(log, mappings, (), commit=COMMIT)
    fixed = tool.build_rows(log, mappings, (), commit=COMMIT, rewritten=frozenset(rewritten))
    assert plain.rows[0]["price_date"] == "2026-07-27"
    (row,) = fixed.rows
    assert row["price_date"] == "2026-07-26"
    assert row["price"] == str(log.entries["17764373"].prices[dt.date(2026, 7, 26)])
    assert any("rewrote that day's price" in line for line in fixed.skipped)


def test_a_fixes_file_outside_a_day_folder_is_named_as_bad_input(tool, tmp_path):
    errors: list[str] = []
    assert tool.read_fixes(_fixes(tmp_path / "latest", "17764373"), errors) == set()
    (error,) = errors
    assert error.startswith("latest/price_fixes.csv: expected the file in a folder named by")


def _saved_rows(
    tool: ModuleType,
    catalogue: Catalogue,
    excerpt: str,
    log_path: str,
    commit: str,
    fix_days: tuple[str, ...] = (),
) -> Any:
    """The rows the tool makes, with the shipped mapping, of a saved excerpt of the crawler's
    log (``log_path`` at ``commit``) and of those days' fixes logs; none of it is bad input."""
    errors: list[str] = []
    rewritten: set[tuple[str, dt.date]] = set()
    for day in fix_days:
        rewritten |= tool.read_fixes(SAVED / "hourly" / day / "price_fixes.csv", errors)
    mappings = tool.read_mapping(
        ROOT / "data" / "danawa_products.csv", {p.id for p in catalogue}, errors
    )
    log = tool.read_log(SAVED / excerpt, log_path, errors)
    outcome = tool.build_rows(log, mappings, (), commit=commit, rewritten=frozenset(rewritten))
    assert errors == [] and outcome.errors == []
    return outcome


def _shipped_kr() -> dict[tuple[str, str, str], dict[str, str]]:
    """The Korean rows of data/prices.csv by part, condition and price date."""
    with (ROOT / "data" / "prices.csv").open(encoding="utf-8", newline="") as fh:
        return {
            (r["part_id"], r["condition"], r["price_date"]): r
            for r in csv.DictReader(fh)
            if r["market"] == "KR"
        }


def test_the_shipped_gpu_rows_come_back_from_the_saved_excerpt(tool, catalogue):
    """The 2026-10-07 Korean GPU rows are what the tool reads from the saved excerpt of the
    crawler's GPU log, with that day's price_fixes.csv applied."""
    outcome = _saved_rows(
        tool,
        catalogue,
        "gpu_price_history.csv",
        "data/history/gpu_price_history.csv",
        "002068e6c349871f6150847ef0f1d42787bcd54c",
        ("2026-10-07",),
    )
    shipped = _shipped_kr()
    assert len(outcome.rows) == 29
    for row in outcome.rows:
        assert row["price_date"] == "2026-10-07"
        kept = dict(shipped[(row["part_id"], row["condition"], "2026-10-07")])
        if row["part_id"] == "l4":
            # Set aside later: the newer window shows the figure flat since 2026-08-13.
            assert kept.pop("basis") == "placeholder" and row.pop("basis") == "listing"
            assert kept.pop("notes").startswith(row.pop("notes") + "; set aside 2026-11-27")
        assert kept == row


def test_the_newer_gpu_log_adds_dated_rows_and_keeps_the_older_ones(tool, catalogue):
    """The crawler's GPU log of 2026-10-11 (a later commit than the 2026-10-07 one) gives
    the rows shipped for that day; the 2026-10-07 rows of the same parts stay in prices.csv
    as history, and the street price shows the newer one with the older in its window."""
    commit = "a7a940cb0ed1f93c5a408fd6857a451e9e8b7731"
    outcome = _saved_rows(
        tool,
        catalogue,
        "gpu_price_history_2026-10-11.csv",
        "data/history/gpu_price_history.csv",
        commit,
        ("2026-10-11",),
    )
    shipped = _shipped_kr()
    assert len(outcome.rows) == 25
    for row in outcome.rows:
        assert row["price_date"] == "2026-10-11" and commit in row["source"]
        assert shipped[(row["part_id"], row["condition"], "2026-10-11")] == row
    # The day before the crawler's older snapshot is kept, not overwritten.
    assert shipped[("h100-pcie", "new", "2026-10-07")]["price"] == "45314600"
    assert shipped[("rtx-a6000", "new", "2026-10-07")]["price"] == "11096000"
    assert shipped[("rtx-a6000", "new", "2026-10-11")]["price"] == "11730980"
    # The Quadro RTX 6000, mapped from this file, gains its first Korean quote.
    assert shipped[("quadro-rtx-6000", "new", "2026-10-11")]["price"] == "2475000"
    assert not any(k[0] == "quadro-rtx-6000" and k[2] < "2026-10-11" for k in shipped)
    # The L4 entry read 6,636,000 KRW on every day of the newer window: refused.
    assert ("l4", "new", "2026-10-11") not in shipped
    assert any(s.startswith("l4: product 55045148") and "flat" in s for s in outcome.skipped)
    book, issues = load_price_book(ROOT / "data" / "prices.csv")
    street = book.street("rtx-a6000", "KR", "new", today=dt.date(2026, 11, 27))
    assert street is not None and issues == []
    assert street.quote.price_date == dt.date(2026, 10, 11) and street.quote.price == 11730980
    assert dt.date(2026, 10, 7) in {q.price_date for q in street.window}


def test_threadripper_is_a_chip_name_not_a_refurbished_mark(tool):
    """스레드리퍼 (Threadripper) ends in 리퍼 (refurbished): a Threadripper multipack entry
    is a domestic new entry, while an entry marked (리퍼) is still refused as new."""
    new = tool.Mapping(1, "1", "threadripper-9970x", "new", "note", False, "")
    assert tool._name_fits(new, "AMD 라이젠 스레드리퍼 9970X (시마다 픽) (멀티팩 정품)") is None
    refurbished = tool._name_fits(new, "AMD 라이젠 스레드리퍼 9970X (시마다 픽) (리퍼)")
    assert refurbished is not None and "리퍼" in refurbished
    assert tool._name_fits(new, "WD BLACK SN850X 리퍼 (2TB)") is not None


def test_the_shipped_cpu_rows_of_the_added_chips_come_back_from_the_saved_excerpt(tool, catalogue):
    """The Korean rows added 2026-11-27 for nine more CPUs (new) and two used chips are what
    the tool reads from the saved lines of the crawler's CPU log of 2026-07-27."""
    outcome = _saved_rows(
        tool,
        catalogue,
        "cpu_price_history_more_chips.csv",
        "data/history/cpu_price_history.csv",
        "0875d9927c799ccc51a67bdb09ad963ad17c7778",
    )
    shipped = _shipped_kr()
    got = {(r["part_id"], r["condition"]): r["price"] for r in outcome.rows}
    assert got[("threadripper-9970x", "new")] == "3855820"
    assert got[("ryzen-9-5900x", "used")] == "441750"
    assert len(outcome.rows) == 11
    for row in outcome.rows:
        assert shipped[(row["part_id"], row["condition"], "2026-07-27")] == row


def test_the_newer_ram_log_adds_the_crucial_kits_beside_their_older_rows(tool, catalogue):
    outcome = _saved_rows(
        tool,
        catalogue,
        "ram_price_history_2026-10-11.csv",
        "data/history/ram_price_history.csv",
        "a7a940cb0ed1f93c5a408fd6857a451e9e8b7731",
    )
    book, issues = load_price_book(ROOT / "data" / "prices.csv")
    assert issues == []
    for row in outcome.rows:
        dates = {
            q.price_date
            for q in book.for_part(row["part_id"])
            if q.market == "KR" and q.condition == "new"
        }
        assert {dt.date(2026, 10, 7), dt.date(2026, 10, 11)} <= dates
    assert {r["part_id"]: r["price"] for r in outcome.rows} == {
        "crucial-pro-64gb-2x32-ddr5-5600-cl46": "1694400",
        "crucial-ct2k64g56c46u5": "4370000",
    }


def test_an_entry_marked_as_a_placeholder_is_named_but_never_the_price(tool, tmp_path):
    """A seller's figure that moves (so the flat rule cannot see it) is marked by a person:
    the part takes its other entry, and the marked one is still named beside it."""
    path = tmp_path / "danawa_products.csv"
    path.write_text(
        "pcode,part_id,condition,note,flat_ok,placeholder\n"
        "18213719,aone-storm-1000w,new,the retail box,,\n"
        "17764373,aone-storm-1000w,new,the bulk unit,,true\n",
        encoding="utf-8",
    )
    errors: list[str] = []
    mappings = tool.read_mapping(path, {"aone-storm-1000w"}, errors)
    outcome = tool.build_rows(tool.read_log(LOG, PATH, errors), mappings, (), commit=COMMIT)
    assert errors == [] and outcome.errors == []
    (row,) = outcome.rows
    # The bulk unit's 84,960 is the cheaper figure of the day, but it is the marked one.
    assert (row["price"], row["price_date"]) == ("84990", "2026-07-27")
    assert "17764373 'AONE STORM 1000W 80PLUS브론즈 벌크' 84,960" in row["notes"]
    assert [s for s in outcome.skipped if "placeholder = true" in s] == [
        "aone-storm-1000w: product 17764373 'AONE STORM 1000W 80PLUS브론즈 벌크' is marked as "
        "a seller's placeholder in the mapping (placeholder = true): named, never the part's price"
    ]
    # Marked alone, the part has no row rather than the marked figure.
    path.write_text(
        "pcode,part_id,condition,note,flat_ok,placeholder\n"
        "17764373,aone-storm-1000w,new,the bulk unit,,true\n",
        encoding="utf-8",
    )
    alone = tool.build_rows(
        tool.read_log(LOG, PATH, errors),
        tool.read_mapping(path, {"aone-storm-1000w"}, errors),
        (),
        commit=COMMIT,
    )
    assert alone.rows == [] and errors == []


def test_a_bad_placeholder_cell_is_named(tool, tmp_path):
    path = tmp_path / "danawa_products.csv"
    path.write_text(
        "pcode,part_id,condition,note,flat_ok,placeholder\n"
        "18213719,aone-storm-1000w,new,box,,yes\n"
        "17764373,aone-storm-1000w,new,bulk,true,true\n",
        encoding="utf-8",
    )
    errors: list[str] = []
    assert tool.read_mapping(path, {"aone-storm-1000w"}, errors) == []
    assert [e.split(":")[0] for e in errors] == [
        "danawa_products.csv, line 2, field 'placeholder'",
        "danawa_products.csv, line 3, field 'placeholder'",
    ]
    assert "got 'yes'" in errors[0] and "flat_ok" in errors[1]


def test_the_consumer_cards_of_2026_10_11_come_back_from_the_saved_excerpt(tool, catalogue):
    """The consumer cards' Korean rows of 2026-10-11 are what the tool reads from the saved
    lines of the crawler's GPU log at a7a940cb (each chip's cheapest card entries, found by
    reading the whole file), beside their older rows; the RTX 4070 SUPER's only new entry
    left is a seller's placeholder, so the card keeps its 2026-10-07 new row."""
    commit = "a7a940cb0ed1f93c5a408fd6857a451e9e8b7731"
    outcome = _saved_rows(
        tool,
        catalogue,
        "gpu_price_history_2026-10-11_consumer.csv",
        "data/history/gpu_price_history.csv",
        commit,
        ("2026-10-11",),
    )
    got = {(r["part_id"], r["condition"]): r["price"] for r in outcome.rows}
    assert got == {
        ("rtx-5090", "new"): "8989410",
        ("rtx-5080", "new"): "2310000",
        ("rtx-5070-ti", "new"): "1792090",
        ("rtx-5070", "new"): "1160000",
        ("rtx-5060-ti-16gb", "new"): "1027750",
        ("rtx-4080-super", "new"): "2048200",
        ("radeon-rx-7900-xtx", "new"): "1876510",
        ("rtx-4070-super", "used"): "880000",
    }
    shipped = _shipped_kr()
    for row in outcome.rows:
        assert row["price_date"] == "2026-10-11" and commit in row["source"]
        assert shipped[(row["part_id"], row["condition"], "2026-10-11")] == row
    # The RTX 5090's 2026-10-07 card (9,310,000 on 2026-10-11) is named, not chosen.
    assert "93385409" in shipped[("rtx-5090", "new", "2026-10-11")]["notes"]
    assert shipped[("rtx-5090", "new", "2026-10-07")]["price"] == "8835000"
    # The MSI entry of 2,697,030 KRW is a placeholder: no new 4070 SUPER row of 10-11.
    assert ("rtx-4070-super", "new", "2026-10-11") not in shipped
    assert ("rtx-4070-super", "new", "2026-10-07") in shipped
    assert any("32861312" in s and "placeholder = true" in s for s in outcome.skipped)
    book, issues = load_price_book(ROOT / "data" / "prices.csv")
    assert issues == []
    street = book.street("rtx-5070", "KR", "new", today=dt.date(2026, 11, 27))
    assert street is not None and street.quote.price == 1160000
    # gpu-advisor's 2026-07-12 quote (one tracked card) stays as history.
    older = [q for q in book.for_part("rtx-5070") if q.market == "KR"]
    assert {q.price_date for q in older} == {dt.date(2026, 7, 12), dt.date(2026, 10, 11)}


def test_the_corsair_and_gskill_kits_of_2026_10_11_come_back_from_the_saved_excerpt(
    tool, catalogue
):
    """The CORSAIR and G.SKILL blocks of the RAM log at a7a940cb give the mapped kits rows of
    2026-10-11 beside their 2026-10-07 ones, and the Trident Z5 RGB DDR5-6400 kit its first
    Korean quote; the day's fixes log (now saved whole) names none of them."""
    fixes = tool.read_fixes(SAVED / "hourly" / "2026-10-11" / "price_fixes.csv", [])
    assert ("13190573", dt.date(2026, 10, 11)) in fixes  # an SSD line of the whole file
    outcome = _saved_rows(
        tool,
        catalogue,
        "ram_price_history_2026-10-11_corsair_gskill.csv",
        "data/history/ram_price_history.csv",
        "a7a940cb0ed1f93c5a408fd6857a451e9e8b7731",
        ("2026-10-11",),
    )
    assert {r["part_id"]: r["price"] for r in outcome.rows} == {
        "corsair-vengeance-64gb-2x32-ddr5-6400-cl32": "1288000",
        "gskill-trident-z5-neo-rgb-32gb-2x16-ddr5-6000-cl30": "1058390",
        "gskill-trident-z5-neo-rgb-64gb-2x32-ddr5-6000-cl30": "2065000",
        "gskill-trident-z5-rgb-32gb-2x16-ddr5-6400-cl32": "954000",
    }
    shipped = _shipped_kr()
    for row in outcome.rows:
        assert shipped[(row["part_id"], "new", "2026-10-11")] == row
    assert ("corsair-vengeance-64gb-2x32-ddr5-6400-cl32", "new", "2026-10-07") in shipped
    assert not any(
        k[0] == "gskill-trident-z5-rgb-32gb-2x16-ddr5-6400-cl32" and k[2] < "2026-10-11"
        for k in shipped
    )


def test_the_ssds_of_2026_10_11_come_back_and_a_rewritten_day_falls_back(tool, catalogue):
    """The SSD log at a7a940cb gives the thirteen mapped drives newer rows; the Samsung 870
    EVO 1TB's 2026-10-11 and 2026-10-10 cells are the crawler's rewrites (both days' fixes
    logs name it), so its row is of 2026-10-09, the newest day not rewritten."""
    outcome = _saved_rows(
        tool,
        catalogue,
        "ssd_price_history_2026-10-11.csv",
        "data/history/ssd_price_history.csv",
        "a7a940cb0ed1f93c5a408fd6857a451e9e8b7731",
        ("2026-10-11", "2026-10-10"),
    )
    assert len(outcome.rows) == 13
    got = {r["part_id"]: (r["price"], r["price_date"]) for r in outcome.rows}
    assert got["samsung-870-evo-1tb"] == ("404990", "2026-10-09")
    assert got["wd-black-sn850x-2tb"] == ("695990", "2026-10-11")
    assert sum(1 for s in outcome.skipped if "13190573" in s and "rewrote" in s) == 2
    shipped = _shipped_kr()
    for row in outcome.rows:
        assert shipped[(row["part_id"], "new", row["price_date"])] == row
        assert (row["part_id"], "new", "2026-10-07") in shipped  # kept as history
