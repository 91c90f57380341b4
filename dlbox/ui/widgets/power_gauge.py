"""Load and transient power against the PSU rating, as one horizontal bar."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dlbox.ui.language import translate

OK = QColor("#3a9d5d")
WARN = QColor("#d08c00")
BAD = QColor("#c8322f")


def _w(value: float | None) -> str:
    """Watts (or a percentage) as a whole number in the user's locale."""
    return QLocale().toString(round(value or 0))


def _peak_pen() -> QPen:
    """The transient peaks' line: short dashes, so even a 10-px tick reads as dashed."""
    pen = QPen(BAD, 2)
    pen.setDashPattern([1.5, 1.0])
    return pen


class PowerGauge(QWidget):
    """Bar = sustained load; dashed tick = transient peak; solid tick = PSU rating (all in
    watts); the lines under it name each figure beside the mark that shows it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("power_gauge")
        self.load_w: float | None = None
        self.transient_w: float | None = None
        self.psu_w: float | None = None
        self.recommended_w: float | None = None
        self.checking = False  # the check has not run yet (the window just opened)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_power(None, None, None, None)

    def sizeHint(self) -> QSize:
        # A thin bar and two caption lines: about as tall as the old thick bar and one line,
        # so a laptop's build panel still shows every part.
        line = self.fontMetrics().height() + 2
        return QSize(240, self.bar_height() + 2 * line + 6)

    def bar_height(self) -> int:
        return self.fontMetrics().height() // 2 + 4

    def set_power(
        self,
        load_w: float | None,
        transient_w: float | None,
        psu_w: float | None,
        recommended_w: float | None,
    ) -> None:
        self.load_w, self.transient_w = load_w, transient_w
        self.psu_w, self.recommended_w = psu_w, recommended_w
        self.checking = False
        self.setToolTip(self.describe())
        self.update()

    def set_checking(self) -> None:
        """No load yet because the check has not run (not because it failed)."""
        self.set_power(None, None, None, None)
        self.checking = True
        self.setToolTip(self.describe())

    def describe(self) -> str:
        if self.checking:
            return translate("PowerGauge", "Power: checking…")
        if self.load_w is None:
            return translate("PowerGauge", "Power: the compatibility check is not available yet.")
        lines = [
            translate(
                "PowerGauge", "Sustained load ≈ %1 W (GPUs at board power + CPU PL2/PPT + rest)"
            ).replace("%1", _w(self.load_w))
        ]
        if self.transient_w is not None:
            lines.append(
                translate(
                    "PowerGauge", "Transient peaks ≈ %1 W (sub-millisecond GPU spikes)"
                ).replace("%1", _w(self.transient_w))
            )
        if self.psu_w:
            lines.append(
                translate("PowerGauge", "PSU rating %1 W — load is %2% of it")
                .replace("%1", _w(self.psu_w))
                .replace("%2", _w(100 * self.load_w / self.psu_w))
            )
        else:
            lines.append(translate("PowerGauge", "No power supply in the build yet."))
        if self.recommended_w:
            lines.append(
                translate("PowerGauge", "Recommended PSU ≥ %1 W").replace(
                    "%1", _w(self.recommended_w)
                )
            )
        return "\n".join(lines)

    def level(self) -> QColor:
        if self.load_w is None or not self.psu_w:
            return OK
        share = self.load_w / self.psu_w
        peak = (self.transient_w or 0) / self.psu_w
        if share > 1.0:
            return BAD
        if share > 0.8 or peak > 1.5:
            return WARN
        return OK

    def caption(self) -> list[list[tuple[str, str]]]:
        """The lines under the bar, each a list of (legend mark, text) pieces: the mark
        ("load", "peak", "psu" or "") is drawn before its text, so each figure names what
        it is and which part of the bar shows it."""
        if self.load_w is None:
            text = (
                translate("PowerGauge", "Power: checking…")
                if self.checking
                else translate("PowerGauge", "Power: not checked")
            )
            return [[("", text)]]
        first = [
            ("load", translate("PowerGauge", "Sustained load %1 W").replace("%1", _w(self.load_w)))
        ]
        if self.psu_w:
            first.append(("psu", translate("PowerGauge", "PSU %1 W").replace("%1", _w(self.psu_w))))
        else:
            first.append(("", translate("PowerGauge", "no PSU")))
        if self.recommended_w:
            first.append(
                (
                    "",
                    translate("PowerGauge", "recommended PSU ≥ %1 W").replace(
                        "%1", _w(self.recommended_w)
                    ),
                )
            )
        lines = [first]
        if self.transient_w:
            lines.append(
                [
                    (
                        "peak",
                        translate(
                            "PowerGauge", "Transient peaks %1 W (millisecond spikes, not sustained)"
                        ).replace("%1", _w(self.transient_w)),
                    )
                ]
            )
        return lines

    def _mark(self, painter: QPainter, kind: str, x: float, row: QRectF) -> float:
        """Draws the legend mark ``kind`` at ``x`` in ``row``; returns the x after it."""
        size = row.height() * 0.6
        top, bottom = row.center().y() - size / 2, row.center().y() + size / 2
        if kind == "load":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.level())
            painter.drawRect(QRectF(x, top, size, size))
            return x + size + 4
        pen = _peak_pen() if kind == "peak" else QPen(self.palette().text().color(), 2)
        painter.setPen(pen)
        painter.drawLine(int(x + 3), int(top) - 1, int(x + 3), int(bottom) + 1)
        return x + 10

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        lines = self.caption()
        line_h = metrics.height() + 2
        bar = QRectF(1, 1, self.width() - 2, self.bar_height())
        palette = self.palette()
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(bar, 3, 3)
        if self.load_w is not None:
            scale = max(self.psu_w or 0, self.transient_w or 0, self.load_w, 1) * 1.05
            filled = QRectF(bar.left(), bar.top(), bar.width() * self.load_w / scale, bar.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.level())
            painter.drawRoundedRect(filled, 3, 3)
            if self.transient_w:
                x = bar.left() + bar.width() * self.transient_w / scale
                painter.setPen(_peak_pen())
                painter.drawLine(int(x), int(bar.top()), int(x), int(bar.bottom()))
            if self.psu_w:
                x = bar.left() + bar.width() * self.psu_w / scale
                painter.setPen(QPen(palette.text().color(), 2))
                painter.drawLine(int(x), int(bar.top()) - 1, int(x), int(bar.bottom()) + 1)
        separator = " · "  # the same in every language dlbox speaks
        for n, pieces in enumerate(lines):
            row = QRectF(0, bar.bottom() + 3 + n * line_h, self.width(), line_h)
            x = 0.0
            for i, (kind, text) in enumerate(pieces):
                if i:
                    text = separator + text
                if kind and i:  # the separator before the mark, not between mark and text
                    painter.setPen(palette.text().color())
                    painter.drawText(
                        QRectF(x, row.top(), self.width() - x, row.height()),
                        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                        separator,
                    )
                    x += metrics.horizontalAdvance(separator)
                    text = text[len(separator) :]
                if kind:
                    x = self._mark(painter, kind, x, row)
                room = self.width() - x
                if room <= 0:
                    break
                shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(room))
                painter.setPen(palette.text().color())
                painter.drawText(
                    QRectF(x, row.top(), room, row.height()),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    shown,
                )
                x += metrics.horizontalAdvance(shown)
        painter.end()
