"""The main window: catalogue browser, and (as engines land) the build editor."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from dlbox import __version__
from dlbox.core.catalogue import Catalogue
from dlbox.ui.widgets.catalogue_browser import CatalogueBrowser


class MainWindow(QMainWindow):
    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowTitle(f"dlbox {__version__}")
        self.catalogue = catalogue
        self.browser = CatalogueBrowser(catalogue, self)
        self.setCentralWidget(self.browser)
        status = f"{len(catalogue)} parts in the catalogue"
        if catalogue.issues:
            status += (
                f" — {len(catalogue.issues)} rows could not be loaded (see Help ▸ Data issues)"
            )
        self.status_label = QLabel(status)
        self.statusBar().addPermanentWidget(self.status_label)
        self.resize(1200, 800)
        self._restore_state()

    def _restore_state(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event: QCloseEvent) -> None:
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
