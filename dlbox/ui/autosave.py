"""Autosave on a timer, and soon after a burst of edits goes quiet; the recovery
offer at start-up (the Qt side of issue 7).

The files worker's ``dlbox.core.autosave`` decides where and how an autosave is
written; this module only drives it from two QTimers and asks the user.  The
interval timer bounds what a kill can lose during long editing; the quiet timer
(restarted by every edit) writes a few seconds after the user stops, so a kill
right after a burst of edits loses nothing that had settled.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from dlbox.core import autosave as core_autosave
from dlbox.core.build import Build
from dlbox.core.limits import AUTOSAVE_INTERVAL_S
from dlbox.ui.document import BuildDocument
from dlbox.ui.language import translate

log = logging.getLogger(__name__)
INTERVAL_MS = 30_000  # the default ceiling: no more than 30 s of edits at risk
QUIET_MS = 3_000  # autosave this long after the last edit of a burst


class AutosaveController(QObject):
    """Writes the document's build to the autosave folder while it has unsaved edits."""

    def __init__(
        self,
        document: BuildDocument,
        interval_ms: int = INTERVAL_MS,
        parent: QObject | None = None,
        *,
        quiet_ms: int = QUIET_MS,
    ) -> None:
        super().__init__(parent)
        self.document = document
        # The timer already paces the writes; the core's own interval would skip every other tick.
        self.saver = core_autosave.Autosaver(document.path, interval_s=0)
        self._saved_build: Build | None = None if document.modified else document.build
        # An autosave recovered at start-up is kept until this session has its own copy.
        self.inherited: Path | None = None
        self.timer = QTimer(self)
        self.timer.setObjectName("autosave_timer")
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        # Single shot, restarted by each edit: fires once the edits stop for quiet_ms.
        self.quiet_timer = QTimer(self)
        self.quiet_timer.setObjectName("autosave_quiet_timer")
        self.quiet_timer.setSingleShot(True)
        self.quiet_timer.setInterval(quiet_ms)
        self.quiet_timer.timeout.connect(self.tick)
        document.build_changed.connect(self._edited)
        document.path_changed.connect(self._path_changed)
        document.modified_changed.connect(self._modified_changed)

    def set_interval_s(self, seconds: int) -> None:
        """The longest stretch of edits a kill may lose (Settings ▸ Autosave)."""
        AUTOSAVE_INTERVAL_S.check("autosave interval", seconds)
        self.timer.setInterval(int(seconds) * 1000)

    def _edited(self) -> None:
        if self.document.modified:
            self.quiet_timer.start()  # (re)start: the burst is not over yet

    def tick(self) -> Path | None:
        if not self.document.modified:
            return None
        try:
            written = self.saver.update(self.document.build, saved=self._saved_build)
        except OSError as exc:  # a full disk must not interrupt editing; say it once in the log
            log.warning("autosave failed: %s", exc)
            return None
        if written is not None:
            self._drop_inherited()
        return written

    def _drop_inherited(self) -> None:
        if self.inherited is not None and self.inherited != self.saver.path:
            core_autosave.discard_autosave(self.inherited)
        self.inherited = None

    def flush(self) -> Path | None:
        """Autosave now, whatever the timer says (the crash handler calls this)."""
        if not self.document.modified:
            return None
        try:
            return self.saver.flush(self.document.build)
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            return None

    def discard(self) -> None:
        """Clean exit: nothing to recover."""
        self.saver.discard()
        self._drop_inherited()

    def _path_changed(self) -> None:
        path = self.document.path
        if path is not None:
            self.saver.saved_as(path)
        else:
            self.saver.discard()
            self.saver.source = None

    def _modified_changed(self, modified: bool) -> None:
        if not modified:
            self._saved_build = self.document.build
            self.saver.discard()
            self._drop_inherited()


def offer_recovery(parent: QWidget | None) -> core_autosave.Recoverable | None:
    """Ask whether to restore an autosave left by a crash; None when there is none or no."""
    try:
        found = [r for r in core_autosave.list_recoverable() if r.build is not None]
    except OSError as exc:
        log.warning("listing autosaves failed: %s", exc)
        return None
    if not found:
        return None
    if len(found) == 1:
        choice = found[0]
        answer = QMessageBox.question(
            parent,
            translate("Autosave", "Recover unsaved build?"),
            translate(
                "Autosave",
                "dlbox did not close cleanly last time. Recover the unsaved build\n\n%1?",
            ).replace("%1", choice.title),
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Discard,
            QMessageBox.StandardButton.Yes,
        )
    else:
        titles = [r.title for r in found]
        title, ok = QInputDialog.getItem(
            parent,
            translate("Autosave", "Recover unsaved builds?"),
            translate(
                "Autosave", "dlbox did not close cleanly. Recover one of these unsaved builds?"
            ),
            titles,
            0,
            False,
        )
        choice = found[titles.index(title)] if ok else found[0]
        answer = QMessageBox.StandardButton.Yes if ok else QMessageBox.StandardButton.No
    if answer == QMessageBox.StandardButton.Discard:
        for item in found:
            core_autosave.discard_autosave(item.path)
        return None
    return choice if answer == QMessageBox.StandardButton.Yes else None
