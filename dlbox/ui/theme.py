"""Light, dark or the system's look: Fusion style with an explicit palette, so the
result is the same on every platform (and on a virtual screen)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

_system_palette: QPalette | None = None


def _dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colors = {
        role.Window: "#2b2d30",
        role.WindowText: "#e6e6e6",
        role.Base: "#1e1f22",
        role.AlternateBase: "#26282b",
        role.ToolTipBase: "#3c3f41",
        role.ToolTipText: "#e6e6e6",
        role.PlaceholderText: "#8c8c8c",
        role.Text: "#e6e6e6",
        role.Button: "#3c3f41",
        role.ButtonText: "#e6e6e6",
        role.BrightText: "#ff6b6b",
        role.Highlight: "#2f65ca",
        role.HighlightedText: "#ffffff",
        role.Link: "#6ea8fe",
        role.Mid: "#4a4d50",
    }
    for r, c in colors.items():
        palette.setColor(r, QColor(c))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.Text, role.WindowText, role.ButtonText):
        palette.setColor(disabled, r, QColor("#7a7a7a"))
    return palette


def apply_theme(theme: str) -> None:
    global _system_palette
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _system_palette is None:
        app.setStyle("Fusion")
        _system_palette = QGuiApplication.palette()
    if theme == "dark":
        app.setPalette(_dark_palette())
    elif theme == "light":
        app.setPalette(app.style().standardPalette())
    else:
        app.setPalette(_system_palette)
