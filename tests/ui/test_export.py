"""File ▸ Export writes every format the core offers, plus a PDF with the charts."""

from __future__ import annotations

import json
import re
from pathlib import Path

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


# ------------------------------------------------------------- dlbox export
TOWER = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
CHART_TITLES = (
    "Cost breakdown",
    "Own vs rent",
    "Speed",
    "Job: time vs cost",
    "GPU memory",
    "Cloud price history",
)


def _without_images(html: str) -> str:
    return re.sub(r'src="data:image/png;base64,[^"]*"', 'src=""', html)


def test_cli_pdf_is_the_html_report_printed_with_its_charts(qapp, tmp_path, monkeypatch, capsys):
    from dlbox.cli import main
    from dlbox.ui import exporting

    printed: list[str] = []
    real = exporting.pdf_bytes
    monkeypatch.setattr(exporting, "pdf_bytes", lambda html: printed.append(html) or real(html))
    pdf = tmp_path / "tower.pdf"
    assert main(["export", str(TOWER), "--format", "pdf", "-o", str(pdf)]) == 0
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-")
    pages = re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data)
    assert len(pages) >= 1
    # The charts are in the PDF as images, one per chart the report embeds.
    [html] = printed
    assert len(re.findall(rb"/Subtype\s*/Image", data)) == html.count("<img") >= 3
    # Same content as the HTML report.
    out = tmp_path / "tower.html"
    assert main(["export", str(TOWER), "-o", str(out)]) == 0
    assert _without_images(out.read_text(encoding="utf-8")) == _without_images(html)
    assert capsys.readouterr().err == ""  # no Qt chatter on the command line


def test_cli_html_report_has_the_summary_and_the_app_charts(qapp, tmp_path):
    from dlbox.cli import main

    out = tmp_path / "tower.html"
    assert main(["export", str(TOWER), "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "<h2>Training speed</h2>" in html and "images/s (estimate, likely" in html
    assert "<h2>Own vs rent</h2>" in html and "Cheapest comparable rental" in html
    captions = re.findall(r"<figcaption>([^<]*)</figcaption>", html)
    # Each caption is the chart's title, then the key the window shows beside it.
    titles = [c.split(" — ")[0] for c in captions]
    assert set(titles) <= set(CHART_TITLES) and len(captions) >= 3
    assert any("orange: this build" in c for c in captions)
    assert main(["export", str(TOWER), "-o", str(out), "--no-charts"]) == 0
    assert "<img" not in out.read_text(encoding="utf-8")


def test_exported_total_is_the_one_the_window_shows(box, tmp_path):
    """Issue 16 item 8: a TWD user exports one total, in TWD, equal to the app's."""
    from dataclasses import replace

    analysis = box.analysis
    analysis.set_preferences(replace(analysis.preferences, currency="TWD", rates={"TWD": 31.5}))
    shown, missing = analysis.build_total()
    assert not missing
    text = export_build(box, tmp_path / "box.md").read_text()
    totals = [line for line in text.splitlines() if "| **Total** |" in line]
    assert len(totals) == 1
    amount = float(re.search(r"\*\*([\d,.]+) TWD\*\*", totals[0]).group(1).replace(",", ""))
    assert amount == pytest.approx(shown, abs=1)
    assert "Converted at 1 USD = 31.5 TWD" in text


@pytest.fixture
def in_english():
    """Whatever a test switches the window to, the next test starts in English."""
    from dlbox.ui.language import apply_language

    yield apply_language
    apply_language("en")


@pytest.mark.parametrize(
    ("code", "words"),
    [("zh_TW", ("單價", "小計", "總計")), ("ko", ("단가", "소계", "합계"))],
)
def test_the_forum_post_follows_the_window_language_and_the_csv_stays_english(
    box, tmp_path, in_english, code, words
):
    assert in_english(code) is True
    markdown = export_build(box, tmp_path / "box.md").read_text(encoding="utf-8")
    assert all(word in markdown for word in words), markdown[:400]
    assert "Unit price" not in markdown
    csv_text = export_build(box, tmp_path / "box.csv").read_text(encoding="utf-8")
    assert csv_text.splitlines()[0].startswith("category,id,name,quantity,unit_price")


def _section(markdown: str, heading: str) -> str:
    """The lines under a Markdown ``### heading``, up to the next heading."""
    found = re.search(rf"### {re.escape(heading)}\n(.*?)(?=\n### |\Z)", markdown, re.S)
    assert found, markdown[:600]
    return found.group(1)


def test_the_speed_and_own_vs_rent_lines_follow_the_window_language(
    tower_window, tmp_path, in_english
):
    """A zh_TW user posting the tower gets its speed and break-even in Chinese too, and the
    HTML report says which language it is in (a browser picks CJK fonts by it)."""
    assert in_english("zh_TW") is True
    markdown = export_build(tower_window, tmp_path / "t.md").read_text(encoding="utf-8")
    speed = _section(markdown, "訓練速度")
    assert "張/秒" in speed and "瓶頸：記憶體頻寬" in speed, speed
    rent = _section(markdown, "自購 vs 租用")
    for english in ("estimate, likely", "bound by", "Time to train", "utilisation", "listed"):
        assert english not in speed + rent, english
    # The rental's pricing model as the window words it (on-demand or spot).
    assert "使用率" in rent and ("隨需" in rent or "競價" in rent), rent
    html = export_build(tower_window, tmp_path / "t.html").read_text(encoding="utf-8")
    assert '<html lang="zh-TW">' in html
    in_english("en")
    html = export_build(tower_window, tmp_path / "t.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in html and "bound by memory bandwidth" in html
