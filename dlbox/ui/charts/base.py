"""A chart panel: one pyqtgraph plot whose items are made once and updated with setData,
plus export to PNG, SVG and the plotted data as CSV."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

import pandas as pd
import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.atomic import atomic_write_text
from dlbox.ui import file_dialogs
from dlbox.ui.charts.axes import NumberAxis
from dlbox.ui.charts.svg_export import export_svg
from dlbox.ui.csv_safe import frame_to_safe_csv
from dlbox.ui.labels import keep_whole, plain_text
from dlbox.ui.language import translate
from dlbox.ui.visibility import on_screen

# Colour-blind-safe palette (Okabe–Ito), in a fixed order so a series keeps its colour.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#7F7F7F")
# A caption above a plot holds two lines at most: a 1280×720 screen gives a chart about
# 180 px, and a third or fourth line took the plot's room. What does not fit is on the
# caption's hover and in a report's caption.
CAPTION_LINES = 2
CAPTION_SEPARATOR = " · "


def tooltip_lines(lines: Sequence[str]) -> str:
    """Lines as a rich-text tooltip, which wraps (a plain one runs past a 1280-px screen)."""
    if not lines:
        return ""
    return "<p>" + "<br>".join(html.escape(line, quote=False) for line in lines) + "</p>"


def series_color(i: int) -> QColor:
    return QColor(PALETTE[i % len(PALETTE)])


def paint_axes(plot: pg.PlotItem) -> None:
    """Axes, their names and the title in the palette's text colour (pyqtgraph's own is a
    pale grey that a first-time user could barely read on a white plot)."""
    text = QApplication.palette().color(QPalette.ColorRole.Text)
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
    plot.titleLabel.setAttr("color", text)
    plot.titleLabel.setText(plot.titleLabel.text)


class ChartPanel(QWidget):
    """Subclasses create their plot items in ``__init__`` and implement ``refresh``,
    which updates the items and sets ``self._frame`` (the data CSV export writes)."""

    title = "Chart"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._frame = pd.DataFrame()
        self._stale = True
        # Axes in the user's number format and without pyqtgraph's SI rescaling.
        self.plot_widget = pg.PlotWidget(
            axisItems={"left": NumberAxis("left"), "bottom": NumberAxis("bottom")}
        )
        self.plot_widget.setObjectName("plot")
        self.plot = self.plot_widget.getPlotItem()
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMenuEnabled(False)
        self.apply_palette()
        self.message = QLabel()
        self.message.setObjectName("chart_message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._caption_parts: list[str] = []  # set_caption's parts, most needed first
        # Words the caption on screen never breaks at a hyphen (cloud instance ids).
        self.unbroken_words: tuple[str, ...] = ()
        self.controls = QHBoxLayout()
        self.controls.setContentsMargins(0, 0, 0, 0)
        self.controls.addWidget(self.message, 1)
        for label, suffix in (("PNG", "png"), ("SVG", "svg"), ("CSV", "csv")):
            button = QToolButton()
            button.setText(label)
            button.setObjectName(f"export_{suffix}")
            button.setToolTip(translate("Charts", "Export this chart as %1").replace("%1", label))
            button.clicked.connect(lambda _checked=False, s=suffix: self._export_dialog(s))
            self.controls.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(self.controls)
        layout.addWidget(self.plot_widget, 1)

    def apply_palette(self) -> None:
        """Follow the application's light/dark palette (pyqtgraph defaults to black)."""
        self.plot_widget.setBackground(QApplication.palette().color(QPalette.ColorRole.Base))
        paint_axes(self.plot)

    def display_title(self) -> str:
        """The title in the user's language (``title`` stays English for file names)."""
        return translate("Charts", self.title)

    def changeEvent(self, event: QEvent) -> None:
        # The theme changed (Settings, or the desktop switched light/dark): recolour.
        themed = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
        if event.type() in themed and hasattr(self, "message"):  # not while still being built
            self.apply_palette()
            self.invalidate()  # labels drawn in the text colour are redrawn
        super().changeEvent(event)

    def set_message(self, text: str) -> None:
        self._caption_parts = []
        self.message.setText(text)
        self.message.setToolTip("")

    def set_caption(self, parts: Sequence[str]) -> None:
        """The caption from ``parts``, most needed first: as many as fit in CAPTION_LINES
        lines at the caption's width (at least the first), the rest on its hover."""
        self._caption_parts = [p for p in parts if p]
        self._fit_caption_parts()

    def _fit_caption_parts(self) -> None:
        words = self.unbroken_words
        parts = [keep_whole(p, words) for p in self._caption_parts]
        left: list[str] = []
        if self.message.width() > 0:
            while len(parts) > 1 and self.text_lines(CAPTION_SEPARATOR.join(parts)) > CAPTION_LINES:
                left.insert(0, parts.pop())
        self.message.setText(CAPTION_SEPARATOR.join(parts))
        self.message.setToolTip(tooltip_lines(left))

    def shown_caption(self) -> str:
        """The caption as the screen shows it, in plain text (the report's words)."""
        return plain_text(self.message.text())

    def text_lines(self, text: str) -> int:
        """How many lines ``text`` takes at the caption's width."""
        metrics = QFontMetrics(self.message.font())
        width = max(1, self.message.width())
        box = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
        return round(box.height() / metrics.lineSpacing())

    def caption_lines(self) -> int:
        """How many lines the caption takes at its width (the plot gets the rest)."""
        return self.text_lines(self.message.text())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._caption_parts:  # the caption's width changed: it may hold more or less now
            self._fit_caption_parts()

    def caption_for_report(self) -> str:
        """What the chart says beside the plot, for a report's caption: the whole of it
        (a printed chart has no hover)."""
        self.ensure_fresh()
        if self._caption_parts:
            return CAPTION_SEPARATOR.join(self._caption_parts)
        return self.message.text()

    # -------------------------------------------------------- refreshing
    def invalidate(self) -> None:
        """Inputs changed: redraw now if on screen, otherwise when next shown."""
        self._stale = True
        if on_screen(self):
            self._refresh_now()

    def _refresh_now(self) -> None:
        self._stale = False
        self.refresh()

    def ensure_fresh(self) -> None:
        if self._stale:
            self._refresh_now()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self.ensure_fresh()

    # ----------------------------------------------------------- override
    def refresh(self) -> None:
        raise NotImplementedError

    def data_frame(self) -> pd.DataFrame:
        """The plotted numbers, one row per point or bar (what CSV export writes)."""
        self.ensure_fresh()
        return self._frame.copy()

    def problem(self) -> str:
        """Why the chart shows nothing useful ("" when it does); the self-test prints it."""
        self.ensure_fresh()
        return "" if len(self._frame) else "no data plotted"

    # ------------------------------------------------------------ export
    def export(self, path: Path | str) -> Path:
        """Write PNG, SVG or CSV by the suffix of ``path``."""
        self.ensure_fresh()
        target = Path(path)
        suffix = target.suffix.lower()
        if suffix == ".csv":
            atomic_write_text(target, frame_to_safe_csv(self.data_frame()))
        elif suffix == ".svg":
            export_svg(self.plot, str(target))
        elif suffix == ".png":
            exporter = ImageExporter(self.plot)
            exporter.parameters()["width"] = max(800, int(self.plot.sceneBoundingRect().width()))
            exporter.export(str(target))
        else:
            raise ValueError(f"cannot export a chart as {suffix or 'a file without suffix'}")
        return target

    def _export_dialog(self, suffix: str) -> None:
        name = self.title.lower().replace(" ", "-") + "." + suffix
        path, _filter = QFileDialog.getSaveFileName(
            self,
            translate("Charts", "Export %1").replace("%1", self.display_title()),
            file_dialogs.start_path(name),
            f"{suffix.upper()} (*.{suffix})",
        )
        if path:
            file_dialogs.remember(path)
            self.export(Path(path).with_suffix("." + suffix))
