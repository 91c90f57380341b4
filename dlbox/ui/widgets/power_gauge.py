"""Load and transient power against the PSU rating, as one horizontal bar."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

OK = QColor("#3a9d5d")
WARN = QColor("#d08c00")
BAD = QColor("#c8322f")


class PowerGauge(QWidget):
    """Bar = sustained load; tick = transient peak; frame = PSU rating (all in watts)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("power_gauge")
        self.load_w: float | None = None
        self.transient_w: float | None = None
        self.psu_w: float | None = None
        self.recommended_w: float | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_power(None, None, None, None)

    def sizeHint(self) -> QSize:
        return QSize(240, self.fontMetrics().height() * 2 + 10)

    def set_power(
        self,
        load_w: float | None,
        transient_w: float | None,
        psu_w: float | None,
        recommended_w: float | None,
    ) -> None:
        self.load_w, self.transient_w = load_w, transient_w
        self.psu_w, self.recommended_w = psu_w, recommended_w
        self.setToolTip(self.describe())
        self.update()

    def describe(self) -> str:
        if self.load_w is None:
            return "Power: the compatibility check is not available yet."
        lines = [
            f"Sustained load ≈ {self.load_w:,.0f} W (GPUs at board power + CPU PL2/PPT + rest)"
        ]
        if self.transient_w is not None:
            lines.append(
                f"Transient peaks ≈ {self.transient_w:,.0f} W (sub-millisecond GPU spikes)"
            )
        if self.psu_w:
            lines.append(
                f"PSU rating {self.psu_w:,.0f} W — load is {self.load_w / self.psu_w:.0%} of it"
            )
        else:
            lines.append("No power supply in the build yet.")
        if self.recommended_w:
            lines.append(f"Recommended PSU ≥ {self.recommended_w:,.0f} W")
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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        bar = QRectF(1, 1, self.width() - 2, self.height() - metrics.height() - 6)
        palette = self.palette()
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(bar, 3, 3)
        text = "Power: not checked"
        if self.load_w is not None:
            scale = max(self.psu_w or 0, self.transient_w or 0, self.load_w, 1) * 1.05
            filled = QRectF(bar.left(), bar.top(), bar.width() * self.load_w / scale, bar.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.level())
            painter.drawRoundedRect(filled, 3, 3)
            if self.transient_w:
                x = bar.left() + bar.width() * self.transient_w / scale
                painter.setPen(QPen(BAD, 2, Qt.PenStyle.DashLine))
                painter.drawLine(int(x), int(bar.top()), int(x), int(bar.bottom()))
            if self.psu_w:
                x = bar.left() + bar.width() * self.psu_w / scale
                painter.setPen(QPen(palette.text().color(), 2))
                painter.drawLine(int(x), int(bar.top()) - 1, int(x), int(bar.bottom()) + 1)
            text = f"Load {self.load_w:,.0f} W"
            if self.transient_w:
                text += f" · peaks {self.transient_w:,.0f} W"
            text += f" · PSU {self.psu_w:,.0f} W" if self.psu_w else " · no PSU"
            if self.recommended_w:
                text += f" · recommended ≥ {self.recommended_w:,.0f} W"
        painter.setPen(palette.text().color())
        painter.drawText(
            QRectF(0, bar.bottom() + 3, self.width(), metrics.height() + 2),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            text,
        )
        painter.end()
