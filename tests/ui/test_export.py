"""File ▸ Export writes every format the core offers, plus a PDF with the charts."""

from __future__ import annotations

import json

import pytest

from dlbox.ui.exporting import export_build


@pytest.fixture
def box(window):
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    window.document.rename("=cmd|' /C calc'!A0")  # a hostile name must stay text
    return window


def test_markdown_lists_parts_and_total(box, tmp_path):
    text = export_build(box, tmp_path / "box.md").read_text()
    assert "Test GPU Big 24GB" in text and "1,600 USD" in text


def test_csv_is_safe_for_spreadsheets(box, tmp_path):
    text = export_build(box, tmp_path / "box.csv").read_text()
    assert "Test CPU 16C" in text
    assert "\n=" not in text and ",=" not in text


def test_json_reads_back(box, tmp_path):
    data = json.loads(export_build(box, tmp_path / "box.json").read_text())
    assert "=cmd" in json.dumps(data)


def test_html_and_pdf_reports_embed_the_charts(box, tmp_path):
    html = export_build(box, tmp_path / "box.html").read_text()
    drawn = [p for p in box.chart_panels.values() if not p.problem()]
    assert drawn and html.count("<img") == len(drawn)
    pdf = export_build(box, tmp_path / "box.pdf")
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert not list(tmp_path.glob(".*.tmp"))


def test_unknown_format_is_refused(box, tmp_path):
    with pytest.raises(ValueError, match="unknown export format"):
        export_build(box, tmp_path / "box.docx")
    assert export_build(box, tmp_path / "noext", "Markdown for forums (*.md)").suffix == ".md"
