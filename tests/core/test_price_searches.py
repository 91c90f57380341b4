"""data/prices_not_found.csv is per part and market: finding a price in one market
removes that market's row only, and the record of where the others were searched stays.
The first version of the file (one row per part) still loads, split by market."""

from __future__ import annotations

import datetime as dt
import importlib.util
from pathlib import Path

from dlbox.core.catalogue import read_csv_records
from dlbox.core.price_searches import listing_of, load_not_found, search_text, split_by_market
from tests.conftest import DATA_DIR

TOOL = Path(__file__).parents[2] / "tools" / "migrate_prices_not_found.py"
OLD_ROW = (
    "legacy card, not sold new in 2026; searched again 2026-11-26: not in the 原價屋 Coolpc "
    "price list of 2026-09-23 (github.com/x); Korea: not in the Danawa GPU log; its "
    "workstation block has no such card; searched again 2026-11-26: GPU Poet has no figure; "
    "the Amazon history stops in 2025"
)


def test_an_old_row_is_split_by_the_market_each_search_names():
    split = split_by_market(OLD_ROW, "Coolpc 2026-09-23 lists only a newer model")
    assert list(split) == ["US", "TW", "KR"]
    for reason, _seen in split.values():
        assert reason.startswith("legacy card, not sold new in 2026; ")
    assert "Coolpc" in split["TW"][0] and "Coolpc" not in split["US"][0] + split["KR"][0]
    # A sentence goes on with the market of the one before it.
    assert split["KR"][0].endswith("Danawa GPU log; its workstation block has no such card")
    assert split["US"][0].endswith("GPU Poet has no figure; the Amazon history stops in 2025")
    assert [m for m, (_r, seen) in split.items() if seen] == ["TW"]
    # A stray date in 'seen' is not a figure seen.
    assert all(seen == "" for _r, seen in split_by_market(OLD_ROW, "2026-11-26").values())


def _old_file(tmp_path: Path) -> Path:
    path = tmp_path / "prices_not_found.csv"
    path.write_text(
        "part_id,checked,reason,seen\n"
        f'card,2026-11-26,"{OLD_ROW}",\n'
        "other,2026-11-26,,\n"
        'board,someday,"searched again: nothing",\n',
        encoding="utf-8",
    )
    return path


def test_the_old_file_still_loads_and_bad_rows_are_named(tmp_path):
    rows, issues = load_not_found(_old_file(tmp_path))
    assert [(r.part_id, r.market) for r in rows] == [("card", "US"), ("card", "TW"), ("card", "KR")]
    assert all(r.checked == dt.date(2026, 11, 26) for r in rows)
    assert [str(i) for i in issues] == [
        "prices_not_found.csv, line 3, field 'reason': expected what was searched and why "
        "nothing was used",
        "prices_not_found.csv, line 4, field 'checked': expected the day of the search "
        "(YYYY-MM-DD)",
    ]


def test_migrating_once_keeps_the_other_markets_when_one_is_priced(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("migrate_prices_not_found", TOOL)
    tool = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(tool)  # type: ignore[union-attr]
    path = _old_file(tmp_path)
    assert tool.main([str(path)]) == 2  # bad rows: nothing is rewritten
    assert "line 3, field 'reason'" in capsys.readouterr().err
    path.write_text("\n".join(path.read_text(encoding="utf-8").splitlines()[:2]) + "\n")
    assert tool.main([str(path)]) == 0
    assert read_csv_records(path).header == ["part_id", "market", "checked", "reason", "seen"]
    assert tool.main([str(path)]) == 0 and "nothing to do" in capsys.readouterr().out
    # A Korean price is found: its row goes, and Taiwan's and the US's dead ends stay.
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(x for x in lines if not x.startswith("card,KR,")) + "\n")
    rows, issues = load_not_found(path)
    assert issues == [] and [r.market for r in rows] == ["US", "TW"]
    assert "Coolpc" in rows[1].reason


def test_a_row_of_an_unknown_market_is_named(tmp_path):
    path = tmp_path / "prices_not_found.csv"
    path.write_text(
        "part_id,market,checked,reason,seen\ncard,JP,2026-11-26,searched,\n"
        "card,CN,2026-11-26,searched JD,\n",
        encoding="utf-8",
    )
    rows, issues = load_not_found(path)
    assert [r.market for r in rows] == ["CN"]
    assert [str(i) for i in issues] == [
        "prices_not_found.csv, line 2, field 'market': expected one of US, TW, KR, CN"
    ]


def test_the_shipped_file_is_per_market():
    assert "market" in read_csv_records(DATA_DIR / "prices_not_found.csv").header
    rows, issues = load_not_found(DATA_DIR / "prices_not_found.csv")
    assert issues == [] and {r.market for r in rows} == {"US", "TW", "KR", "CN"}


def test_the_catalogue_keeps_the_searches_and_names_a_bad_row(tmp_path):
    import shutil

    from dlbox.core.catalogue import load_catalogue

    data = tmp_path / "data"
    shutil.copytree(DATA_DIR / "parts", data / "parts")
    (data / "prices_not_found.csv").write_text(
        "part_id,market,checked,reason,seen\n"
        'rtx-4090,TW,2026-11-27,"not in the 原價屋 Coolpc price list of 2026-09-23 (x)",\n'
        "rtx-4090,KR,yesterday,searched Danawa,\n"
        "no-such-card,US,2026-11-27,searched everywhere,\n"
        "rtx-5090,CN,2026-11-26,searched JD,\n",
        encoding="utf-8",
    )
    catalogue = load_catalogue(data)
    issues = [str(i) for i in catalogue.issues if i.file == "prices_not_found.csv"]
    assert issues == [
        "prices_not_found.csv, line 3, field 'checked': expected the day of the search "
        "(YYYY-MM-DD)",
        "prices_not_found.csv, line 4, field 'part_id': expected a catalogue part id, got "
        "'no-such-card'; row skipped",
    ]
    searches = catalogue.searches
    assert len(searches) == 2  # the rest loaded
    assert search_text(searches.get("rtx-4090", "TW")) == (
        "not listed at 原價屋 Coolpc on 2026-09-23"
    )
    assert search_text(searches.get("rtx-5090", "CN")) == (
        "no price found in China (searched 2026-11-26)"
    )
    # Repriced for another market, the catalogue keeps them.
    assert catalogue.with_market("TW").searches is searches


def test_every_shipped_taiwan_row_names_the_list_and_its_date():
    rows, issues = load_not_found(DATA_DIR / "prices_not_found.csv")
    assert not issues
    taiwan = [r for r in rows if r.market == "TW" and "Coolpc price list of" in r.reason]
    assert taiwan
    for row in taiwan:
        assert listing_of(row.reason) == ("原價屋 Coolpc", dt.date(2026, 9, 23)), row.part_id
    danawa = [r for r in rows if r.market == "KR" and listing_of(r.reason) is not None]
    assert all(listing_of(r.reason)[0].startswith("Danawa ") for r in danawa)
