"""CSV exports never hand a spreadsheet a formula (OWASP CSV injection)."""

from __future__ import annotations

import csv
import io

import pytest

from dlbox.core.build import Build, QuotedPrice, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.export import export_build, read_csv_export
from dlbox.core.export.csv import FORMULA_PREFIXES, neutralise, restore
from tests.core.rules_parts import plain_psu

ATTACKS = [
    '=HYPERLINK("http://evil","click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    "\t=1+1",
    "\r=1+1",
]


def _resolved(name: str, source: str, quoted_source: str | None = None):
    psu = plain_psu(name=name, price_date="2025-01-01", price_source=source)
    build = Build().with_part(psu)
    if quoted_source is not None:  # a line price's source is kept verbatim, tabs and all
        quote = QuotedPrice(amount=5, currency="USD", date=None, source=quoted_source)
        build = build.with_line_price(psu.category, psu.id, quote)
    return resolve(build, Catalogue.from_parts([]))


def _cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


@pytest.mark.parametrize("attack", ATTACKS)
def test_every_cell_that_could_be_a_formula_is_neutralised(attack):
    resolved = _resolved(attack, "shop", quoted_source=attack)
    cells = _cells(export_build(resolved, "csv"))
    assert not any(cell.startswith(FORMULA_PREFIXES) for cell in cells)
    name = resolved.picks[0].part.name  # part names lose surrounding whitespace
    assert "'" + name in cells
    assert "'" + attack in cells  # the line price source, verbatim


@pytest.mark.parametrize("attack", ATTACKS)
def test_reading_our_own_csv_gives_the_original_text_back(attack):
    resolved = _resolved(attack, "shop", quoted_source=attack)
    lines, _totals = read_csv_export(export_build(resolved, "csv"))
    assert (lines[0].name, lines[0].price_source) == (resolved.picks[0].part.name, attack)


@pytest.mark.parametrize("prefix", FORMULA_PREFIXES)
def test_each_dangerous_first_character_is_covered(prefix):
    assert neutralise(prefix + "1+1") == "'" + prefix + "1+1"
    assert restore(neutralise(prefix + "1+1")) == prefix + "1+1"


@pytest.mark.parametrize("safe", ["Corsair RM1000x", "'quoted", "a=b", "1,000 W", "", "SUM(A1)"])
def test_ordinary_text_is_left_alone(safe):
    assert neutralise(safe) == safe
    assert restore(safe) == safe


def test_numbers_in_number_columns_stay_numbers():
    text = export_build(_resolved("PSU", "shop"), "csv")
    row = next(csv.DictReader(io.StringIO(text)))
    assert (row["unit_price"], row["line_total"], row["quantity"]) == ("180", "180", "1")
