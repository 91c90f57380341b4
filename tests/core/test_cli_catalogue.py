"""`dlbox catalogue` as a script would use it."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from dlbox.cli import main

from .test_catalogue_integrity import SEED_GPUS


def test_gpu_json_lists_every_seed_gpu_with_specs_and_sources(capsys):
    assert main(["catalogue", "gpu", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {r["category"] for r in rows} == {"gpu"}
    for row in rows:
        for key in ("id", "name", "price", "currency", "vram_gb", "mem_bw_gbs", "source", "as_of"):
            assert key in row, key
    for label, pattern in SEED_GPUS.items():
        assert any(re.search(pattern, r["name"], re.IGNORECASE) for r in rows), label


def test_all_categories_by_default(capsys):
    assert main(["catalogue", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["category"] for r in rows} == {
        "gpu",
        "cpu",
        "motherboard",
        "memory",
        "storage",
        "psu",
        "case",
        "cooler",
    }


def test_text_table_shows_units_and_unknowns(capsys):
    assert main(["catalogue", "psu"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("== psu (")
    assert "wattage_w" in out


@pytest.mark.parametrize("argv", [["catalogue", "toaster"], ["catalogue", "--bogus"], ["nope"]])
def test_bad_arguments_exit_2_without_traceback(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "error" in err


def test_version_and_module_entry_point():
    result = subprocess.run(
        [sys.executable, "-m", "dlbox", "--version"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert re.fullmatch(r"dlbox \d+\.\d+\.\d+\n", result.stdout)


def test_text_table_shows_when_and_where_each_price_was_seen(capsys):
    assert main(["catalogue", "gpu", "--stale-days", "100000"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("rtx-5090 "))
    assert re.search(r"2026-\d\d-\d\d new US\s*$", line), line
    assert main(["catalogue", "gpu", "--stale-days", "0"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("rtx-5090 "))
    assert line.rstrip().endswith("old"), line


def test_market_option_prices_from_that_market_and_marks_the_fallback(capsys):
    assert main(["catalogue", "gpu", "--market", "KR", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    # A card with this year's Korean quote (a Danawa listing) is priced from it; a card
    # with no Korean quote shows this year's US street price, marked US. (A Korean quote
    # that is too old to use falls back the same way: test_street_prices covers it.)
    for part_id in ("rtx-5090", "l40s"):
        assert rows[part_id]["price_market"] == "KR", part_id
        assert rows[part_id]["price_date"] >= "2026-01-01", part_id
    for part_id in ("rtx-4080", "tesla-t4", "a40"):
        assert rows[part_id]["price_market"] == "US", part_id
        assert rows[part_id]["price_date"] >= "2026-01-01", part_id


def test_negative_stale_days_is_a_clear_error(capsys):
    assert main(["catalogue", "--stale-days", "-1"]) == 2
    assert "--stale-days" in capsys.readouterr().err
