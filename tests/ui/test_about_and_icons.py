"""Help ▸ About (version, data dates, licences) and the application/window icon."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from dlbox import __version__
from dlbox.ui.app_icon import ICON_SIZES, app_icon, icons_dir
from dlbox.ui.dialogs.about_dialog import ATTRIBUTIONS, AboutDialog, about_html, data_dates


def test_app_icon_comes_from_the_source_tree_with_every_size(qapp):
    folder = icons_dir()
    assert folder is not None and (folder / "dlbox.svg").is_file()
    icon = app_icon()
    assert not icon.isNull()
    sizes = set(icon.availableSizes())
    assert {QSize(s, s) for s in ICON_SIZES} <= sizes
    # A title-bar sized pixmap is drawn, not empty.
    image = icon.pixmap(32, 32).toImage()
    assert image.width() == 32
    assert image.pixelColor(16, 16).alpha() == 255


def test_make_application_sets_the_window_icon(qapp):
    from dlbox.ui.app import DESKTOP_ID, make_application

    app = make_application()
    assert app is QApplication.instance()
    assert not app.windowIcon().isNull()
    assert QSize(512, 512) in app.windowIcon().availableSizes()
    assert app.desktopFileName() == DESKTOP_ID


def test_about_lists_version_dates_and_licences(qtbot, parts_catalogue):
    dialog = AboutDialog(parts_catalogue)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert f"dlbox {__version__}" in text
    newest_spec = max(p.as_of for p in parts_catalogue).isoformat()
    specs = f"as of {newest_spec} ({len(parts_catalogue):,} parts)"
    assert ("Part specifications", specs) in data_dates(parts_catalogue)
    assert specs in text
    for needle in ("docyx/pc-part-dataset", "MIT", "2025-07-23", "Epoch AI", "CC BY 4.0"):
        assert needle in text
    for needle in ("TechPowerUp", "Lambda", "SkyPilot", "European Central Bank"):
        assert needle in text
    assert dialog.text.openExternalLinks()
    assert not dialog.windowIcon().isNull()


def test_about_links_every_source(parts_catalogue):
    html = about_html(parts_catalogue)
    for attribution in ATTRIBUTIONS:
        assert attribution.url.startswith("https://")
        assert f'href="{attribution.url}"' in html


def test_data_dates_are_the_newest_of_the_shipped_data(catalogue):
    rows = dict(data_dates(catalogue))
    newest_spec = max(p.as_of for p in catalogue).isoformat()
    priced = [p.price_date for p in catalogue if p.price is not None and p.price_date]
    assert rows["Part specifications"].startswith(f"as of {newest_spec}")
    assert f"({len(catalogue):,} parts)" in rows["Part specifications"]
    assert rows["Part prices"].startswith(f"as of {max(priced).isoformat()}")
    # Cloud prices and exchange rates come from their own shipped files.
    assert rows["Cloud prices"].startswith("as of ")
    assert rows["Exchange rates"].startswith("as of ")


def test_help_about_opens_the_about_dialog(window, monkeypatch):
    shown: list[AboutDialog] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: shown.append(self) or 0)
    about = window.actions["about"]
    assert about in window.menuBar().actions()[-1].menu().actions()
    about.trigger()
    assert len(shown) == 1
    assert f"dlbox {__version__}" in shown[0].text.toPlainText()
