"""Start the application: QApplication, crash handling, theme, recovery, first run."""

from __future__ import annotations

import faulthandler
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from dlbox import __version__
from dlbox.core import autosave as core_autosave
from dlbox.core.catalogue import Catalogue, CatalogueError, load_catalogue
from dlbox.core.files import BuildFileError, write_build
from dlbox.ui.app_icon import app_icon
from dlbox.ui.labels import menu_path
from dlbox.ui.language import translate

ORGANIZATION = "dlbox"
APPLICATION = "dlbox"
DESKTOP_ID = "org.dlbox.dlbox"
log = logging.getLogger(__name__)
_fault_log: IO[str] | None = None  # kept open for the life of the process


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName("dlbox")
    # Wayland matches the window to packaging/org.dlbox.dlbox.desktop by this name.
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())
    return app


def enable_fault_log(path: Path | None = None) -> Path | None:
    """faulthandler writes a native-crash traceback (segfault, abort) to the crash log."""
    global _fault_log
    target = path or core_autosave.crash_log_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _fault_log = target.open("a", encoding="utf-8")
    except OSError as exc:
        log.warning("no crash log: %s", exc)
        return None
    faulthandler.enable(_fault_log, all_threads=True)
    return target


def create_window(catalogue: Catalogue, *, interactive: bool = True):  # type: ignore[no-untyped-def]
    """The main window with crash handler and autosave wired, on the right build."""
    from dlbox.ui.autosave import offer_recovery
    from dlbox.ui.dialogs.crash_dialog import CrashHandler
    from dlbox.ui.language import apply_language
    from dlbox.ui.main_window import MainWindow, first_run_example
    from dlbox.ui.preferences import load_preferences
    from dlbox.ui.theme import apply_theme

    preferences = load_preferences()
    apply_language(preferences.language)
    apply_theme(preferences.theme)
    window = MainWindow(catalogue, preferences)

    def saver():  # type: ignore[no-untyped-def]
        document = window.document
        if not document.build.parts:
            return None
        return lambda path: write_build(path, document.build, backup=False)

    window.crash_handler = CrashHandler(
        core_autosave.crash_log_path(),
        saver,
        core_autosave.user_data_dir() / "recovered",
        interactive=interactive,
        on_crash=window.autosave.flush,
    )
    if interactive:
        window.crash_handler.install()

    def start_build() -> None:
        # Unless something was opened meanwhile (the self-test opens an example), or the
        # window is already closed (nothing must load, nor autosave, behind it).
        if window.isVisible() and window.document.path is None and not window.document.build.parts:
            open_start_build(window, interactive, offer_recovery, first_run_example)

    # The window paints first (catalogue and an empty build), then reads the build and
    # runs the engines on it; a recovery question also comes over a drawn window.
    AfterFirstPaint(window, start_build)
    return window


class AfterFirstPaint(QObject):
    """Calls ``then`` once, as soon as ``widget`` has painted for the first time."""

    FALLBACK_MS = 2000  # a platform that never sends the window a paint event

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            QTimer.singleShot(self.FALLBACK_MS, self, self._run)
        elif event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is None:  # already ran (painted, then the fallback fired)
            return
        self._widget.removeEventFilter(self)
        then()
        self.deleteLater()


def open_start_build(window, interactive, offer_recovery, first_run_example) -> None:  # type: ignore[no-untyped-def]
    """Recovered autosave, else the file open last time, else (first run) an example."""
    settings = QSettings()
    recovered = offer_recovery(window) if interactive else None
    if recovered is not None and recovered.build is not None:
        window.document.load(recovered.build, recovered.source, unsaved=True)
        window.autosave.inherited = recovered.path
        window.statusBar().showMessage(
            translate("App", "Recovered the unsaved build from the last session"), 8000
        )
        return
    last = settings.value("state/last_file")
    if isinstance(last, str) and last and Path(last).is_file():
        try:
            window.document.open(Path(last))
            return
        except BuildFileError as exc:
            window.statusBar().showMessage(str(exc), 10000)
    if not settings.value("state/first_run_done", False, type=bool):
        example = first_run_example()
        if example is not None and window.load_example(example):
            # Say what the first screen is: a new user took the example for their own build.
            new = menu_path(translate("MainWindow", "&File"), translate("Actions", "&New"))
            hint = (
                translate(
                    "App",
                    "An example build to start from: select a line and a catalogue part, then "
                    "%1; %2 starts an empty build",
                )
                .replace("%1", translate("BuildEditor", "Replace"))
                .replace("%2", new)
            )
            bar = window.statusBar()
            bar.showMessage(hint, 30000)

            def drop_hint() -> None:
                # Another build on screen (File ▸ New, Open) or the example saved as the
                # user's own: "an example build" no longer describes it.
                if bar.currentMessage() == hint:
                    bar.clearMessage()

            window.document.path_changed.connect(drop_hint, Qt.ConnectionType.SingleShotConnection)
        settings.setValue("state/first_run_done", True)


def remember_last_file(window) -> None:  # type: ignore[no-untyped-def]
    path = window.document.path
    QSettings().setValue("state/last_file", str(path) if path else "")


def run_gui(argv: list[str] | None = None) -> int:
    app = make_application(argv)
    enable_fault_log()
    try:
        catalogue = load_catalogue()
    except CatalogueError as exc:
        QMessageBox.critical(
            None, "dlbox", translate("App", "The parts catalogue cannot be loaded:") + f"\n{exc}"
        )
        return 2
    window = create_window(catalogue)
    window.show()
    status = app.exec()
    remember_last_file(window)
    if status == 0:  # a clean quit: the user saved or chose to discard
        window.autosave.discard()
    return status
