"""File ▸ Export: the core's Markdown/CSV/JSON/HTML exports, plus a PDF rendered by Qt,
with the window's charts embedded in the HTML and PDF reports."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from dlbox.core.export import Chart
from dlbox.core.export import export_build as core_export
from dlbox.core.files import atomic_write_text

if TYPE_CHECKING:
    from dlbox.ui.main_window import MainWindow

EXPORT_FILTERS = (
    "Markdown for forums (*.md)",
    "CSV spreadsheet (*.csv)",
    "JSON (*.json)",
    "HTML report (*.html)",
    "PDF report (*.pdf)",
)
_BY_SUFFIX = {
    ".md": "md",
    ".csv": "csv",
    ".json": "json",
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
}
_BY_FILTER = {
    f: s for f, s in zip(EXPORT_FILTERS, ("md", "csv", "json", "html", "pdf"), strict=True)
}


def chart_images(window: MainWindow) -> list[Chart]:
    charts = []
    for panel in window.chart_panels.values():
        if panel.problem():  # an empty chart says nothing in a report
            continue
        image = ImageExporter(panel.plot).export(toBytes=True)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        charts.append(Chart(panel.title, "image/png", bytes(data.data())))
    return charts


def export_build(window: MainWindow, path: Path, chosen_filter: str = "") -> Path:
    """Write the open build to ``path`` in the format its suffix (or the filter) names."""
    fmt = _BY_SUFFIX.get(path.suffix.lower()) or _BY_FILTER.get(chosen_filter)
    if fmt is None:
        raise ValueError(f"{path.name}: unknown export format; use .md, .csv, .json, .html or .pdf")
    if not path.suffix:
        path = path.with_suffix("." + fmt)
    analysis = window.analysis
    check = analysis.check()
    findings = list(getattr(check, "findings", ()) or ())
    charts = chart_images(window) if fmt in ("html", "pdf") else []
    text = core_export(
        window.document.resolved,
        "html" if fmt == "pdf" else fmt,
        findings=findings,
        speed=analysis.speed_summary(),
        break_even=analysis.break_even_summary(),
        charts=charts,
    )
    if fmt == "pdf":
        write_pdf(text, path)
    else:
        atomic_write_text(path, text)
    return path


def write_pdf(html: str, path: Path) -> None:
    document = QTextDocument()
    document.setHtml(html)
    # Written beside the target, then renamed: a failed render leaves the old file intact.
    partial = path.with_name(f".{path.name}.tmp")
    writer = QPdfWriter(str(partial))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setTitle("dlbox build report")
    document.print_(writer)
    del writer  # closes the file
    partial.replace(path)
