"""The printed report: charts whole on the page, no word split across lines, bars labelled."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QTextDocument

from dlbox.ui.exporting import a4_writer, page_document
from dlbox.ui.print_layout import _tables

TOWER = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"


def _laid_out(html: str) -> tuple[QTextDocument, float]:
    buffer = QBuffer(QByteArray())
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = a4_writer(buffer)  # the report's own pages, as pdf_bytes prints them
    document = page_document(html, writer)
    document.documentLayout()  # lays the pages out
    return document, document.pageSize().width()


def _report_html(tmp_path: Path) -> str:
    from dlbox.cli import main

    out = tmp_path / "tower.html"
    assert main(["export", str(TOWER), "-o", str(out)]) == 0
    return out.read_text(encoding="utf-8")


def test_every_chart_fits_the_page_width(qapp, tmp_path):
    document, width = _laid_out(_report_html(tmp_path))
    images = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                images.append(fmt.toImageFormat())
            it += 1
        block = block.next()
    assert len(images) >= 3
    for image in images:
        assert 0 < image.width() <= width + 0.5
        assert image.height() > image.width() / 3  # scaled with its aspect, not squashed


def test_parts_table_never_breaks_a_word(qapp, tmp_path):
    document, _width = _laid_out(_report_html(tmp_path))
    parts = _tables(document.rootFrame())[0]
    broken: list[str] = []
    for row in range(parts.rows()):
        for column in range(parts.columns()):
            cell = parts.cellAt(row, column)
            block = document.findBlock(cell.firstPosition())
            while block.isValid() and block.position() <= cell.lastPosition():
                layout, text = block.layout(), block.text()
                for i in range(layout.lineCount() - 1):
                    line = layout.lineAt(i)
                    end = line.textStart() + line.textLength()
                    # a line may end after a space, a slash or a hyphen, never mid-word
                    if text[end - 1] not in " /-" and text[end : end + 1] not in ("", " "):
                        broken.append(f"{text[:end]}|{text[end:]}")
                block = block.next()
    assert broken == []
    assert "Motherboard" in document.toPlainText()


def test_speed_bars_carry_their_values(window):
    from dlbox.ui.charts.speed import SpeedChart

    window.document.add_part(window.catalogue.get("gpu", "gpu-big"))
    chart = next(p for p in window.chart_panels.values() if isinstance(p, SpeedChart))
    chart.ensure_fresh()
    frame = chart.data_frame()
    frame = frame[frame["shown"]]  # the bars drawn (a short plot draws fewer; the CSV has all)
    labels = [item.textItem.toPlainText() for item in chart.values[: len(frame)]]
    assert len(frame) and all(labels)
    assert [float(t.replace(",", "")) for t in labels] == [round(v) for v in frame["throughput"]]
