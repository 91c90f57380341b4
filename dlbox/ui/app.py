"""Start the application: QApplication, identity for QSettings, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMessageBox

from dlbox import __version__
from dlbox.core.catalogue import CatalogueError, load_catalogue

ORGANIZATION = "dlbox"
APPLICATION = "dlbox"


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    return app


def run_gui() -> int:
    app = make_application()
    from dlbox.ui.main_window import MainWindow

    try:
        catalogue = load_catalogue()
    except CatalogueError as exc:
        QMessageBox.critical(None, "dlbox", f"The parts catalogue cannot be loaded:\n{exc}")
        return 2
    window = MainWindow(catalogue)
    window.show()
    return app.exec()
