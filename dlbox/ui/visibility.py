"""Whether a widget can be seen, so hidden panels skip work until shown.

A dock tabbed behind another reports ``isVisible()`` true; only its empty
visible region tells that nothing of it is on screen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def on_screen(widget: QWidget) -> bool:
    return widget.isVisible() and not widget.visibleRegion().isEmpty()
