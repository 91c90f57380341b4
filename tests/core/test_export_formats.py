"""Exports show every line, price and total, and the readable formats round-trip."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path
from typing import Any

import pytest

from dlbox.core.build import Build, Pick, QuotedPrice, price_totals, resolve, snapshot_build
from dlbox.core.catalogue import Catalogue
from dlbox.core.export import Chart, FindingLine, build_report, export_build, read_csv_export
from dlbox.core.files import build_to_json, parse_build, read_build
from dlbox.core.parts import GPU
from tests.core.rules_parts import plain_gpu

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "data" / "examples").glob("*.dlbox.json"))
EMPTY = Catalogue.from_parts([])


def _gpu(**overrides: Any) -> GPU:
    """The plain test GPU with a dated, sourced price that has cents."""
    priced = dict(price=1599.5, price_date="2025-01-02", price_source="unit test shop")
    return plain_gpu(**{**priced, **overrides})


def test_there_are_examples():
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_json_export_reopens_as_the_same_build_without_the_catalogue(path, catalogue):
    resolved = resolve(read_build(path), catalogue)
    exported = export_build(resolved, "json")
    reopened = parse_build(exported, "export")
    assert reopened == snapshot_build(resolved)
    # A colleague without our catalogue sees the same parts, prices and totals.
    theirs = resolve(reopened, EMPTY)
    assert [(p.part, p.quantity) for p in theirs] == [(p.part, p.quantity) for p in resolved]
    assert price_totals(theirs) == price_totals(resolved)
    # One total in the build's currency, each line converted from its quote's currency
    # (a part priced only in Taiwan is a TWD line in a USD build).
    report = build_report(resolved)
    expected = {report.currency: round(report.total, 2)} if report.totals else {}
    assert json.loads(exported)["exported"]["totals"] == pytest.approx(expected)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_csv_export_reads_back_line_for_line(path, catalogue):
    resolved = resolve(read_build(path), catalogue)
    report = build_report(resolved)
    lines, totals = read_csv_export(export_build(resolved, "csv"))
    assert [
        (x.category, x.id, x.name, x.quantity, x.unit_price, x.currency, x.price_date)
        for x in lines
    ] == [
        (x.category, x.id, x.name, x.quantity, x.unit_price, x.currency, x.price_date)
        for x in report.lines
    ]
    expected = {report.currency: report.total} if report.totals else {}
    assert totals == pytest.approx(expected, abs=0.01)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_build_file_round_trips_byte_for_byte(path):
    text = path.read_text(encoding="utf-8")
    assert build_to_json(parse_build(text, path.name)) == text


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_markdown_and_html_show_every_part_and_total(path, catalogue):
    resolved = resolve(read_build(path), catalogue)
    report = build_report(resolved)
    markdown = export_build(resolved, "md")
    html = export_build(resolved, "html")
    rows = [line for line in markdown.splitlines() if line.startswith("**")]
    assert len(rows) == len(report.lines)
    for line in report.lines:
        assert line.id in {p.id for p in resolved.build.parts}
        assert line.name.split(" ")[-1].strip("()") in markdown
    # The total is in the build's currency, every line converted at one rate per currency.
    if report.totals:
        amount = round(float(report.total), 2)
        total = f"{amount:,.0f}" if amount.is_integer() else f"{amount:,.2f}"
        assert f"**{total} {report.currency}**" in markdown
        assert f"{total} {report.currency}" in html
    assert html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")


def test_deskmini_keeps_its_2017_taiwan_prices(catalogue):
    """Seed 001 (2017-10-07): barebone 13,900, GTX 1070 22,500, G4600 2,150, 16 GB 4,400,
    SSD 3,450, HDD 3,450 TWD; the box quoted at ~46,400 TWD."""
    path = next(p for p in EXAMPLES if p.name.startswith("deskmini"))
    resolved = resolve(read_build(path), catalogue)
    assert price_totals(resolved) == {"TWD": 13900 + 22500 + 2150 + 4400 + 3450 + 3450}
    assert all(p.part.price_date == dt.date(2017, 10, 7) for p in resolved if p.part.price)
    markdown = export_build(resolved, "md")
    assert "Quoted total: **46,400 TWD**" in markdown
    assert "2 lines have no known price" in markdown


def test_a_line_price_wins_over_the_catalogue_and_is_not_written_into_the_snapshot():
    gpu = _gpu()
    quote = QuotedPrice(amount=1200, currency="EUR", date=dt.date(2024, 5, 1), source="a shop")
    build = Build().with_part(gpu, 2).with_line_price(gpu.category, gpu.id, quote)
    resolved = resolve(build, Catalogue.from_parts([gpu]))
    assert price_totals(resolved) == {"EUR": 2400}
    assert resolved.picks[0].price_from_build
    again = resolve(snapshot_build(resolved), Catalogue.from_parts([gpu]))
    assert not again.picks[0].catalogue_changed  # the snapshot keeps the catalogue's own price


def _hostile_resolved():
    gpu = _gpu(name="Evil | GPU <script>alert(1)</script> **bold** [link](http://x)")
    build = Build(name="# Heading | <b>", notes="line one\n- line two | x").with_part(gpu)
    return resolve(build, EMPTY)


def test_markdown_escapes_names_so_the_table_keeps_its_columns():
    markdown = export_build(_hostile_resolved(), "md")
    header = next(line for line in markdown.splitlines() if line.startswith("Type |"))
    row = next(line for line in markdown.splitlines() if line.startswith("**GPU**"))
    unescaped_pipes = lambda text: len(re.findall(r"(?<!\\)\|", text))  # noqa: E731
    assert unescaped_pipes(row) == unescaped_pipes(header)
    assert "<script>" not in markdown and "\\<script\\>" in markdown
    assert "\\[link\\]" in markdown and "\\*\\*bold\\*\\*" in markdown
    assert "## \\# Heading \\| \\<b\\>" in markdown
    assert "saved specs" in row  # from the snapshot: the reader is told


def test_html_escapes_everything_from_the_build():
    html = export_build(_hostile_resolved(), "html")
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<title># Heading | &lt;b&gt;</title>" in html


def test_optional_sections_appear_only_when_given():
    resolved = _hostile_resolved()
    plain = export_build(resolved, "md")
    assert "### Compatibility findings" not in plain and "### Training speed" not in plain
    findings = [
        FindingLine("error", "GPU 357 mm > case limit 322 mm", "case.gpu_length", "a longer case"),
        {"severity": "note", "message": "no cooler picked", "rule": "cooler.missing"},
    ]
    full = export_build(
        resolved,
        "md",
        findings=findings,
        speed={"ResNet-50, mixed precision": "1,234 images/s (estimate)"},
        break_even=[("Break-even vs 1× A100 on-demand", "2,361 h")],
    )
    assert (
        "- **error** `case.gpu_length`: GPU 357 mm \\> case limit 322 mm — fix: a longer case"
        in full
    )
    assert "- **note** `cooler.missing`: no cooler picked" in full
    assert "### Training speed" in full and "1,234 images/s (estimate)" in full
    assert "### Own vs rent" in full and "2,361 h" in full
    html = export_build(resolved, "html", findings=findings)
    assert '<b class="sev-error">error</b>' in html


def test_html_embeds_png_and_svg_charts_but_nothing_else():
    charts = [
        Chart("Cost over time", "image/png", b"\x89PNG fake"),
        Chart("Speed", "image/svg+xml", b"<svg/>"),
        Chart("Sneaky", "text/html", b"<script>alert(1)</script>"),
    ]
    html = export_build(_hostile_resolved(), "html", charts=charts)
    assert html.count("<figure>") == 2
    assert 'src="data:image/png;base64,iVBORyBmYWtl"' in html
    assert "Sneaky" not in html


def test_unresolved_parts_are_listed_not_dropped():
    build = Build(parts=(Pick(category="gpu", id="gone-gpu", quantity=3),))
    resolved = resolve(build, EMPTY)
    report = build_report(resolved)
    assert [(x.id, x.quantity, x.origin) for x in report.lines] == [("gone-gpu", 3, "missing")]
    assert "not in the catalogue" in export_build(resolved, "md")


def test_unknown_format_is_refused():
    with pytest.raises(ValueError, match="expected one of md, csv, json, html"):
        export_build(_hostile_resolved(), "docx")


def test_every_format_carries_how_each_card_is_cabled():
    gpu = _gpu()
    build = Build(
        parts=(Pick(category=gpu.category, id=gpu.id, quantity=2, power_cables=1, power_rails=1),)
    )
    resolved = resolve(build, Catalogue.from_parts([gpu]))
    said = "1 PSU cable per card, 1 12 V rail per card"
    for fmt in ("md", "csv", "html"):
        assert said in export_build(resolved, fmt), fmt
    reopened = parse_build(export_build(resolved, "json"), "export.json")
    assert (reopened.parts[0].power_cables, reopened.parts[0].power_rails) == (1, 1)
    plain = resolve(
        Build(parts=(Pick(category=gpu.category, id=gpu.id),)), Catalogue.from_parts([gpu])
    )
    assert "per card" not in export_build(plain, "md")


def test_every_format_says_when_the_card_model_is_not_named():
    gpu = _gpu()
    line = Pick(category=gpu.category, id=gpu.id, quantity=4, card_model_named=False)
    resolved = resolve(Build(parts=(line,)), Catalogue.from_parts([gpu]))
    for fmt in ("md", "csv", "html"):
        assert "card model not named" in export_build(resolved, fmt), fmt
    reopened = parse_build(export_build(resolved, "json"), "export.json")
    assert reopened.parts[0].card_model_named is False
