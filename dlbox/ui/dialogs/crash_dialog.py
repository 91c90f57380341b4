"""The crash dialog (qutebrowser style): what happened, and a way to keep the build."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dlbox.ui.language import translate
from dlbox.ui.screen_fit import fit_to_screen

SaveCopy = Callable[[Path], None]


class CrashDialog(QDialog):
    def __init__(
        self,
        details: str,
        save_copy: SaveCopy | None,
        suggested_path: Path,
        log_path: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crash_dialog")
        self.setWindowTitle(translate("CrashDialog", "dlbox ran into a problem"))
        self._save_copy = save_copy
        self._suggested = suggested_path
        self.saved_to: Path | None = None
        intro = QLabel(
            translate(
                "CrashDialog",
                "Something went wrong inside dlbox. Your build is still in memory: save a copy "
                "now, then carry on or quit. The details below help fix the bug.",
            )
            + (
                "<br><small>"
                + translate("CrashDialog", "A crash log is kept in %1").replace("%1", str(log_path))
                + "</small>"
                if log_path
                else ""
            )
        )
        intro.setWordWrap(True)
        self.details = QPlainTextEdit(details)
        self.details.setObjectName("crash_details")
        self.details.setReadOnly(True)
        buttons = QDialogButtonBox()
        self.save_button = QPushButton(translate("CrashDialog", "Save a Copy of the Build…"))
        self.save_button.setObjectName("crash_save_copy")
        self.save_button.setEnabled(save_copy is not None)
        self.save_button.clicked.connect(self._save)
        copy_button = QPushButton(translate("CrashDialog", "Copy Details"))
        copy_button.clicked.connect(lambda: QApplication.clipboard().setText(details))
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(
            translate("CrashDialog", "Continue"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.addButton(
            translate("CrashDialog", "Quit dlbox"), QDialogButtonBox.ButtonRole.RejectRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(640, 420)
        fit_to_screen(self)  # a 720-px laptop screen shows its buttons

    def save_copy_to(self, path: Path) -> None:
        if self._save_copy is None:
            return
        try:
            self._save_copy(path)
        except Exception as exc:  # the app is already unwell: report, do not re-raise
            QMessageBox.warning(
                self,
                translate("CrashDialog", "Save failed"),
                translate("CrashDialog", "The copy could not be saved: %1").replace("%1", str(exc)),
            )
            return
        self.saved_to = path
        self.save_button.setText(translate("CrashDialog", "Saved to %1").replace("%1", path.name))

    def _save(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            translate("CrashDialog", "Save a copy of the build"),
            str(self._suggested),
            translate("CrashDialog", "dlbox build (*.dlbox.json *.json)"),
        )
        if path:
            self.save_copy_to(Path(path))


def format_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    stamp = datetime.now().isoformat(timespec="seconds")
    return f"{stamp}\n" + "".join(traceback.format_exception(exc_type, exc, tb))


class CrashHandler:
    """``sys.excepthook`` → append to the crash log, then show the crash dialog.

    ``document_saver`` returns a function that saves the open build to a path (None
    when there is nothing to save); ``on_crash`` runs first (the window autosaves).
    Re-entrant crashes (an error while the dialog is up) only go to the log.
    """

    def __init__(
        self,
        log_path: Path,
        document_saver: Callable[[], SaveCopy | None],
        suggested_dir: Path,
        interactive: bool = True,
        on_crash: Callable[[], object] | None = None,
    ) -> None:
        self.log_path = log_path
        self._on_crash = on_crash
        self._saver = document_saver
        self._suggested_dir = suggested_dir
        self._interactive = interactive
        self._showing = False
        self.last_details = ""

    def install(self) -> None:
        sys.excepthook = self

    def __call__(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        details = format_exception(exc_type, exc, tb)
        self.last_details = details
        self._log(details)
        if self._on_crash is not None:
            try:
                self._on_crash()  # e.g. autosave now: a hard crash may follow
            except Exception as inner:
                self._log(f"while saving after the crash: {inner!r}")
        print(details, file=sys.stderr)
        if self._showing or not self._interactive or QApplication.instance() is None:
            return
        self._showing = True
        try:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            dialog = CrashDialog(
                details,
                self._saver(),
                self._suggested_dir / f"recovered-{stamp}.dlbox.json",
                self.log_path,
            )
            if dialog.exec() == QDialog.DialogCode.Rejected:
                app = QApplication.instance()
                if app is not None:
                    app.exit(1)
        finally:
            self._showing = False

    def _log(self, details: str) -> None:
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            with self.log_path.open("a", encoding="utf-8") as handle:
                handle.write(details + "\n")
        except OSError:
            pass
