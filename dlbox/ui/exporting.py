"""File ▸ Export: the core's Markdown/CSV/JSON/HTML exports, plus a PDF rendered by Qt,
with the window's charts embedded in the HTML and PDF reports.

``dlbox export`` uses the same pieces without a window: :func:`qt_application`
starts Qt offscreen when there is no display, :func:`offscreen_charts` draws the
app's charts for a build, and :func:`pdf_bytes` prints the HTML report.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QMessageLogContext,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QApplication

from dlbox.core.atomic import atomic_write_bytes, atomic_write_text
from dlbox.ui.app import make_application
from dlbox.ui.language import text_language, translate
from dlbox.ui.print_layout import fit_to_page
from dlbox.ui.selftest import choose_platform

if TYPE_CHECKING:
    from dlbox.core.build import Build
    from dlbox.core.catalogue import Catalogue
    from dlbox.core.estimate.settings import TrainSettings
    from dlbox.core.export import Chart
    from dlbox.core.export.summary import Summary, SummaryOptions
    from dlbox.ui.analysis import Analysis
    from dlbox.ui.charts.base import ChartPanel
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


def make_chart_panels(analysis: Analysis) -> dict[str, ChartPanel]:
    """The app's charts (the main window's tabs, in order) for ``analysis``."""
    from dlbox.ui.chart_tabs import CHARTS, make_chart

    return {key: make_chart(key, analysis) for key in CHARTS}


def chart_images(window: MainWindow) -> list[Chart]:
    """The report's charts at a page's size, not at the window's: in a 1280×720 window
    the chart dock is ~120 px tall, so a speed chart drawn there shows a few bars."""
    return offscreen_images(window.analysis, window.chart_panels)


def _copy_choices(source: ChartPanel, target: ChartPanel) -> None:
    """What the user picked in a chart's boxes (the GPU of the price history, …)."""
    from PySide6.QtWidgets import QComboBox

    for box in source.findChildren(QComboBox):
        twin = target.findChild(QComboBox, box.objectName()) if box.objectName() else None
        if twin is not None:
            twin.setCurrentIndex(max(0, twin.findText(box.currentText())))
    if hasattr(source, "_picked_by_user"):
        target._picked_by_user = source._picked_by_user  # type: ignore[attr-defined]


def offscreen_images(analysis: Analysis, shown: dict[str, ChartPanel] | None = None) -> list[Chart]:
    """Each chart drawn for ``analysis`` at 960×540, laid out but never on screen, with
    the choices made in the ``shown`` charts."""
    panels = make_chart_panels(analysis)
    try:
        for key, panel in panels.items():
            if shown and key in shown:
                panel.ensure_fresh()  # its boxes filled, then set as the user set them
                _copy_choices(shown[key], panel)
        for panel in panels.values():
            panel.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
            panel.resize(960, 540)
            panel.show()  # laid out and drawn, never mapped on a screen
        QApplication.processEvents()
        return panel_images(panels.values())
    finally:
        for panel in panels.values():
            panel.close()
            panel.deleteLater()


def panel_images(panels: Iterable[ChartPanel]) -> list[Chart]:
    from dlbox.core.export import Chart  # the exporters load on first use, not at start-up

    charts = []
    for panel in panels:
        if panel.problem():  # an empty chart says nothing in a report
            continue
        # At the plot's own size: scaling the export up leaves the legend (drawn
        # unscaled by pyqtgraph) tiny; the PDF scales the whole image to the page.
        image = ImageExporter(panel.plot).export(toBytes=True)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        # The caption carries what the window shows beside the plot: the key to its
        # colours and the build's own figure.
        caption = panel.display_title()
        if panel.caption_for_report():
            caption += " — " + panel.caption_for_report()
        charts.append(Chart(caption, "image/png", bytes(data.data())))
    return charts


def export_build(window: MainWindow, path: Path, chosen_filter: str = "") -> Path:
    """Write the open build to ``path`` in the format its suffix (or the filter) names."""
    from dlbox.core.export import export_build as core_export
    from dlbox.ui import engines

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
        # The total the window shows: the display currency at the user's rates.
        currency=analysis.converter.currency,
        rates=engines.rate_table(analysis.preferences),
        searches=window.document.catalogue.searches,
        market=window.document.catalogue.market,
        tr=translate,  # Markdown and the report in the window's language; CSV, JSON English
        lang=text_language(),
    )
    if fmt == "pdf":
        write_pdf(text, path)
    else:
        atomic_write_text(path, text)
    return path


def a4_writer(device: QIODevice) -> QPdfWriter:
    """A PDF writer on ``device``: A4 pages with the report's 15 mm margins."""
    writer = QPdfWriter(device)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    return writer


def page_document(html: str, writer: QPdfWriter) -> QTextDocument:
    """``html`` as a document whose tables and charts fit ``writer``'s page width."""
    document = QTextDocument()
    document.setHtml(html)
    fit_to_page(document, writer)
    return document


def pdf_bytes(html: str) -> bytes:
    """The HTML report printed on A4 pages (needs a QGuiApplication)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = a4_writer(buffer)
    document = page_document(html, writer)
    writer.setTitle("dlbox build report")
    writer.setCreator("dlbox")
    document.print_(writer)
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data())


def write_pdf(html: str, path: Path) -> None:
    # Rendered in memory, then written atomically: a failed render leaves the old file intact.
    atomic_write_bytes(path, pdf_bytes(html))


# --------------------------------------------------------- without a window
_APPLICATION: QGuiApplication | None = None  # kept alive for the command's lifetime


def _quiet_offscreen(mode: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """The offscreen platform warns about window hints it ignores; a command line
    should not pass that on.  Everything else still reaches stderr."""
    if "propagateSizeHints" in message or mode == QtMsgType.QtDebugMsg:
        return
    print(f"Qt: {message}", file=sys.stderr)


def qt_application(widgets: bool) -> QGuiApplication:
    """The running Qt application, or a new one; offscreen on Linux without a display.

    ``widgets`` asks for the app's QApplication (charts are widgets); a PDF alone
    needs only a QGuiApplication.
    """
    global _APPLICATION
    app = QGuiApplication.instance()
    if app is None:
        if sys.platform.startswith("linux") and choose_platform(headless=False):
            qInstallMessageHandler(_quiet_offscreen)
        argv = [sys.argv[0] if sys.argv else "dlbox"]
        app = make_application(argv) if widgets else QGuiApplication(argv)
        _APPLICATION = app
    assert isinstance(app, QGuiApplication)
    return app


def offscreen_charts(
    build: Build, catalogue: Catalogue, options: SummaryOptions, summary: Summary | None = None
) -> list[Chart]:
    """The app's charts for ``build``, drawn without showing a window.

    The settings are the app's defaults, with the workload, provider, utilisation
    and electricity price of ``options``; ``summary`` is what ``dlbox export``
    already worked out with them (the estimate and the comparison), used instead
    of computing it again.  Charts with nothing to show are left out.
    """
    from dlbox.core.build import ISO_CURRENCIES
    from dlbox.core.cost.compare import BuildComparison
    from dlbox.core.export.summary import workload_and_settings
    from dlbox.ui import engines
    from dlbox.ui.analysis import Analysis, WorkloadChoice
    from dlbox.ui.document import BuildDocument
    from dlbox.ui.preferences import Preferences

    app = qt_application(widgets=True)
    if not isinstance(app, QApplication):
        return []  # a QGuiApplication cannot hold widgets
    if summary is not None:
        workload, settings = summary.workload, summary.settings
    else:
        workload, settings = workload_and_settings(options.workload)
    preferences = Preferences(
        currency=build.currency if build.currency in ISO_CURRENCIES else "USD",
        utilisation=options.utilisation,
        providers=(options.provider,) if options.provider else (),
        pricing_models=tuple(p for p in options.pricing.split(",") if p),
        electricity_price=options.kwh_price,
    )
    document = BuildDocument(catalogue)
    document.load(build, None)
    analysis = Analysis(document, preferences)
    # A library model's job ("<model>-<task>") is drawn as the workload bar shows it.
    from_model = workload.id == f"{workload.model}-{workload.task}"
    analysis.set_workload(
        WorkloadChoice(
            workload.id,
            settings.precision or "",
            settings.dataset_samples,
            settings.epochs,
            (settings.adapter or "") if from_model else "",
            model=workload.model if from_model else "",
            task=workload.task if from_model else "",
            context=settings.context_tokens,
            concurrency=settings.batch_per_gpu,
            stack="" if settings.training_stack == "generic" else settings.training_stack,
            diffusion=_diffusion_of(settings)
            if getattr(workload, "family", "") == "diffusion"
            else (),
        )
    )
    if summary is not None:
        compared = summary.compared
        same = (
            isinstance(compared, BuildComparison)
            and compared.comparison.currency == preferences.currency
        )
        analysis.use_results(
            summary.estimate, engines.cloud_view_of(compared, workload) if same else None
        )
    return offscreen_images(analysis)


def _diffusion_of(settings: TrainSettings) -> tuple[tuple[str, object], ...]:
    """The diffusion options of ``settings`` as the workload bar's choice holds them (the
    workload's own left out, a toggle only when on)."""
    chosen = {
        "latents": settings.latents,
        "text_encoder": settings.text_encoder,
        "vae_fp32": settings.vae_fp32,
        "diffusion_attention": settings.diffusion_attention,
        "prior_preservation": settings.prior_preservation or None,
        "ema": settings.ema or None,
    }
    return tuple(sorted((k, v) for k, v in chosen.items() if v is not None))
