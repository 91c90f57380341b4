"""Light, dark or the system's look: Fusion style with an explicit palette, so the
result is the same on every platform (and on a virtual screen).

"system" follows the desktop's colour scheme (``QStyleHints.colorScheme``) and switches
when it changes; charts redraw on the palette change (``ChartPanel.changeEvent``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

_system_palette: QPalette | None = None
_current = "system"


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


def system_prefers_dark() -> bool:
    """The desktop's colour scheme (GNOME/KDE/Windows/macOS); False when unknown."""
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the application's) is a dark one."""
    palette = palette or QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    return window.lightness() < palette.color(QPalette.ColorRole.WindowText).lightness()


def apply_theme(theme: str) -> None:
    """ "light", "dark", or "system": the desktop's scheme, followed when it changes."""
    global _system_palette, _current
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    _current = theme
    if _system_palette is None:
        app.setStyle("Fusion")
        _system_palette = QGuiApplication.palette()
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(_scheme_changed)
    if theme == "dark" or (theme not in ("light", "dark") and system_prefers_dark()):
        app.setPalette(_dark_palette())
    elif theme == "light" or is_dark(_system_palette):
        # The system palette may be dark while the scheme says light (or unknown).
        app.setPalette(app.style().standardPalette())
    else:
        app.setPalette(_system_palette)


def _scheme_changed(_scheme: Qt.ColorScheme) -> None:
    if _current == "system":
        apply_theme("system")
