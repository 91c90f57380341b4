"""Keep windows and dialogs on the screen they open on (a 1280×720 laptop included)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room a window manager keeps for title bars and panels around a window.
FRAME_MARGIN = QSize(16, 48)


def available(widget: QWidget | None = None) -> QRect:
    """The usable area of the screen ``widget`` is on (else the primary screen)."""
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def fit_to_screen(widget: QWidget, screen: tuple[int, int] | None = None) -> None:
    """Shrink ``widget`` (never below its minimum size) so it fits the screen's usable
    area, or a ``screen`` of that width and height, frame included."""
    area = available(widget).size() if screen is None else QSize(*screen)
    limit = area - FRAME_MARGIN
    size = widget.size().boundedTo(limit).expandedTo(widget.minimumSizeHint().boundedTo(limit))
    if size != widget.size():
        widget.resize(size)
