"""A tool button that opens its menu on a click, with its words clear of the menu arrow.

Fusion draws an instant-popup button's arrow in its bottom-right corner over the words
("Kernel: auto" read "Kernel: auto⌄" with the arrow on the "o"); this button is wider by
the arrow and centres its words in the room left of it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPalette
from PySide6.QtWidgets import QStyle, QStyleOptionToolButton, QStylePainter, QToolButton, QWidget


class MenuButton(QToolButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)

    def _arrow_width(self) -> int:
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        return self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, self)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self._arrow_width(), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def text_rect(self) -> QRect:
        """Where the words are drawn: the button less the arrow's strip on the right."""
        return self.rect().adjusted(0, 0, -self._arrow_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        text = option.text
        option.text = ""  # the frame and the arrow; the words are drawn clear of the arrow
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)
        painter.drawItemText(
            self.text_rect(),
            Qt.AlignmentFlag.AlignCenter,
            self.palette(),
            self.isEnabled(),
            text,
            QPalette.ColorRole.ButtonText,
        )
