"""Price-override CSVs: dated prices of your own, checked row by row, applied on load."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from dlbox.core.importers import (
    ImportFileError,
    catalogue_with_user_layer,
    import_price_overrides,
    load_price_overrides,
)
from dlbox.core.parts import Category

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "prices.csv"


def test_valid_rows_are_taken_and_bad_ones_named(catalogue):
    summary = import_price_overrides(FIXTURE, catalogue)
    assert summary.rows_taken == 2
    skipped = {row.line: row.reason for row in summary.skipped}
    assert skipped == {
        4: "no part with this id",
        5: "price: expected a number from 0 to 1e11 (in its currency)",
        6: "currency must be a 3-letter ISO code",
        7: "price_date must be a date like 2025-01-31",
        8: "price_date: expected a date from 1990-01-01 to "
        f"{dt.date.today() + dt.timedelta(days=1)} (not in the future)",
    }


def test_overrides_apply_to_the_merged_catalogue_with_their_date_and_source(catalogue):
    import_price_overrides(FIXTURE, catalogue)
    merged = catalogue_with_user_layer(catalogue)
    gpu = merged.get(Category.GPU, "rtx-4090")
    assert (gpu.price, gpu.currency, gpu.price_date, gpu.price_source) == (
        1899.0,
        "USD",
        dt.date(2025, 3, 1),
        "a local shop quote",
    )
    cpu = merged.get(Category.CPU, "ryzen-9-7950x")
    assert (cpu.price, cpu.currency) == (15900, "TWD")
    assert cpu.price_source == "price override file prices.csv"  # no source given: the file
    # The shipped catalogue itself is untouched.
    assert catalogue.get(Category.GPU, "rtx-4090").price != 1899.0


def test_a_later_import_replaces_the_same_id(tmp_path, catalogue):
    import_price_overrides(FIXTURE, catalogue)
    newer = tmp_path / "newer.csv"
    newer.write_text(
        "category,id,price,currency,price_date\ngpu,rtx-4090,1750,USD,2025-04-01\n",
        encoding="utf-8",
    )
    import_price_overrides(newer, catalogue)
    overrides, issues = load_price_overrides()
    assert not issues
    assert overrides["rtx-4090"].price == 1750
    assert set(overrides) == {"rtx-4090", "ryzen-9-7950x"}


def test_category_column_must_match_the_part(tmp_path, catalogue):
    path = tmp_path / "p.csv"
    path.write_text("category,id,price,currency,price_date\ncpu,rtx-4090,1,USD,2025-01-01\n")
    summary = import_price_overrides(path, catalogue)
    assert summary.rows_taken == 0
    assert summary.skipped[0].detail == "rtx-4090 is gpu"


def test_missing_columns_are_bad_input(tmp_path, catalogue):
    path = tmp_path / "p.csv"
    path.write_text("id,price\nrtx-4090,1\n", encoding="utf-8")
    with pytest.raises(ImportFileError, match="line 1: missing columns currency, price_date"):
        import_price_overrides(path, catalogue)
