"""`dlbox prices refresh --from FILE`: dated quotes from a public price file join the
catalogue through the user layer; nothing is guessed, a bad entry is named and skipped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.importers import catalogue_with_user_layer
from dlbox.core.importers.street_quotes import (
    SPOTWIRE_URL,
    match_gpu,
    read_quote_file,
    spotwire_quotes,
)
from dlbox.core.importers.user_layer import user_catalogue_dir
from dlbox.core.parts import GPU, Category

SAMPLE = Path(__file__).parent.parent / "data" / "prices" / "spotwire_valuator_sample.json"


def test_spotwire_skus_become_dated_used_quotes_for_the_matching_card(catalogue):
    found = read_quote_file(SAMPLE, catalogue)
    assert [q.part_id for q in found.quotes] == ["h100-pcie"]
    quote = found.quotes[0]
    assert (quote.price, quote.currency, quote.condition, quote.market) == (
        20000,
        "USD",
        "used",
        "US",
    )
    assert str(quote.price_date) == "2026-05-28" and quote.source == SPOTWIRE_URL
    assert "25 eBay sold listings" in quote.notes and "CC-BY-4.0" in quote.notes
    skipped = "\n".join(found.skipped)
    assert "A100_80GB_PCIe: secondary_price_current.value is not a price" in skipped
    assert "X999_12GB_PCIe: no catalogue GPU is a X999 12 GB PCIe" in skipped
    assert "H100_80GB_SXM: secondary_price_current.as_of is not a date" in skipped
    assert "L4_24GB_PCIe: no secondary_price_current" in skipped


def test_a_sku_is_matched_on_model_memory_and_form_factor_never_guessed(catalogue):
    gpus = [g for g in catalogue.in_category(Category.GPU) if isinstance(g, GPU)]
    assert match_gpu(gpus, "H100", 80, "SXM5").id == "h100-sxm"
    assert match_gpu(gpus, "A100", 80, "PCIe").id == "a100-pcie-80gb"
    assert match_gpu(gpus, "A100", 40, "SXM4").id == "a100-sxm4-40gb"
    # "H10" must not match the H100 and an unknown form factor is refused.
    assert isinstance(match_gpu(gpus, "H10", 80, "PCIe"), str)
    assert "form factor" in match_gpu(gpus, "H100", 80, "NVL")


def test_a_file_that_is_not_the_dataset_is_a_clear_error(catalogue, tmp_path):
    from dlbox.core.importers.summary import ImportFileError

    with pytest.raises(ImportFileError, match="no 'skus' list"):
        spotwire_quotes({"items": []}, catalogue)
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(ImportFileError, match="not valid JSON"):
        read_quote_file(bad, catalogue)


def test_refresh_stores_the_quotes_and_the_catalogue_uses_them(capsys, tmp_path):
    assert main(["prices", "refresh", "--from", str(SAMPLE), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert (summary["quotes"], summary["added"], summary["replaced"]) == (1, 1, 0)
    assert len(summary["skipped"]) == 4
    stored = (user_catalogue_dir() / "street_prices.csv").read_text(encoding="utf-8")
    assert stored.startswith("part_id,market,currency,condition,price")
    assert "h100-pcie,US,USD,used,20000,,2026-05-28" in stored
    # Seen again: the same quote replaces its row instead of doubling it.
    assert main(["prices", "refresh", "--from", str(SAMPLE), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["replaced"] == 1
    assert stored == (user_catalogue_dir() / "street_prices.csv").read_text(encoding="utf-8")
    quotes = catalogue_with_user_layer().prices.for_part("h100-pcie")
    assert sum(q.source == SPOTWIRE_URL for q in quotes) == 1


def test_a_user_csv_quote_becomes_the_current_price(capsys, tmp_path):
    mine = tmp_path / "my_quotes.csv"
    mine.write_text(
        "part_id,market,currency,condition,price,price_high,price_date,source,notes\n"
        "rtx-a6000,US,USD,used,2500,,2026-11-20,https://example.com/listing/123,my find\n"
        "rtx-a6000,US,USD,used,abc,,2026-11-20,https://example.com/listing/124,\n"
        "ghost-card,US,USD,used,10,,2026-11-20,https://example.com/listing/125,\n",
        encoding="utf-8",
    )
    assert main(["prices", "refresh", "--from", str(mine)]) == 0
    out = capsys.readouterr().out
    assert "1 quotes from" in out and "1 added" in out
    assert "my_quotes.csv, line 3, field 'price'" in out
    assert "line 4, field 'part_id'" in out and "ghost-card" in out
    card = catalogue_with_user_layer().get(Category.GPU, "rtx-a6000")
    assert (card.price, card.price_condition, str(card.price_date)) == (2500, "used", "2026-11-20")
    assert main(["prices", "--part", "rtx-a6000"]) == 0
    assert "2,500 USD  used US  2026-11-20" in capsys.readouterr().out


def test_dry_run_stores_nothing_and_an_empty_result_exits_1(capsys, tmp_path):
    assert main(["prices", "refresh", "--from", str(SAMPLE), "--dry-run"]) == 0
    assert "checked (dry run)" in capsys.readouterr().out
    assert not (user_catalogue_dir() / "street_prices.csv").exists()
    empty = tmp_path / "none.json"
    empty.write_text('{"skus": []}', encoding="utf-8")
    assert main(["prices", "refresh", "--from", str(empty)]) == 1
    assert not (user_catalogue_dir() / "street_prices.csv").exists()


def test_missing_file_and_unknown_part_are_one_line_errors(capsys, tmp_path):
    assert main(["prices", "refresh", "--from", str(tmp_path / "nope.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dlbox: error:") and "Traceback" not in err
    assert main(["prices", "--part", "no-such-part"]) == 2
    assert "no catalogue part" in capsys.readouterr().err


def test_prices_lists_each_quote_with_date_market_and_old_flag(capsys):
    assert main(["prices", "--part", "rtx-4090", "--json", "--stale-days", "100000"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and all(r["part_id"] == "rtx-4090" and r["price_date"] for r in rows)
    assert not any(r["stale"] for r in rows)
    assert main(["prices", "--part", "rtx-4090", "--stale-days", "0"]) == 0
    assert all(
        line.split("  ")[3].endswith(" old") for line in capsys.readouterr().out.splitlines()
    )
