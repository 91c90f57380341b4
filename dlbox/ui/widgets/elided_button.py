"""A push button that shortens its text to the room it gets, keeping both ends.

The memory panel's remedies ("paged 8-bit optimizer, stepped in backward + activation
checkpointing (×0.65 speed)") would otherwise force the charts wider than a 1280-pixel
screen; shortened in the middle, the remedy's start and its speed stay readable and the
tooltip holds the whole text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

# Widest a button asks to be, and narrowest it may become, in average characters.
MOST_CHARS = 48
FEWEST_CHARS = 12
PADDING = 18  # the button's frame and margins around its text, as the size hints reserve
TEXT_MARGIN = 14  # what the style really takes each side (less: no needless shortening)


class ElidedButton(QPushButton):
    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        fewest_chars: int = FEWEST_CHARS,
        most_chars: int = MOST_CHARS,
    ) -> None:
        super().__init__(parent)
        self._full = ""
        self._fewest = fewest_chars  # shorter texts are never shortened
        self._most = most_chars
        # No wider than its whole text (a wide screen leaves room to the right).
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()
        self.updateGeometry()

    def text(self) -> str:
        """The whole text, as set (what the button says when it has the room)."""
        return self._full

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        most = metrics.averageCharWidth() * self._most
        width = min(metrics.horizontalAdvance(self._full), most) + 2 * PADDING
        return QSize(width, super().sizeHint().height())

    def whole_width(self) -> int:
        """The width that shows the whole text, unshortened."""
        return self.fontMetrics().horizontalAdvance(self._full) + 2 * PADDING

    def minimumSizeHint(self) -> QSize:
        """The whole text up to ``fewest_chars`` average characters (CJK text, twice as
        wide a character, keeps its whole text up to the same pixels)."""
        width = self.fontMetrics().averageCharWidth() * self._fewest + 2 * PADDING
        return QSize(min(width, self.sizeHint().width()), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(0, self.width() - 2 * TEXT_MARGIN)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle, room)
        super().setText(shown)
