"""The application icon, found in a checkout, an installed wheel or the PyInstaller bundle."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # packaging/make_icons.py writes these


def icons_dir() -> Path | None:
    """resources/icons beside the package (checkout, and the bundle keeps that layout),
    else the wheel's dlbox/_resources/icons; None when neither has the icon."""
    package = Path(__file__).resolve().parents[1]
    for candidate in (package.parent / "resources" / "icons", package / "_resources" / "icons"):
        if (candidate / "dlbox.svg").is_file():
            return candidate
    return None


def app_icon() -> QIcon:
    """Every PNG size (sharp in title bars and task switchers) plus the SVG for the rest."""
    icon = QIcon()
    folder = icons_dir()
    if folder is None:
        return icon
    for size in ICON_SIZES:
        png = folder / f"dlbox-{size}.png"
        if png.is_file():
            icon.addFile(str(png))
    icon.addFile(str(folder / "dlbox.svg"))
    return icon
