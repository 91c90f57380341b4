"""Work that must not freeze the window: a worker on its own QThread, and its progress dialog."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, Qt, QThread
from PySide6.QtWidgets import QProgressDialog, QWidget

W = TypeVar("W", bound=QObject)


class WorkerThread(Generic[W]):
    """One worker at a time: ``start`` runs it on a new thread; ``stop`` waits, frees both.

    The caller connects the worker's own signals (finished, failed…) before ``start``."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        self.thread: QThread | None = None
        self.worker: W | None = None

    def running(self) -> bool:
        return self.thread is not None

    def start(self, worker: W, run: Callable[[], None]) -> None:
        """``run`` (the worker's slot) is called on the new thread once it starts."""
        self.worker = worker
        self.thread = QThread(self._parent)
        worker.moveToThread(self.thread)
        self.thread.started.connect(run)
        self.thread.start()

    def stop(self) -> None:
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
            self.thread.deleteLater()
        if self.worker is not None:
            self.worker.deleteLater()
        self.thread, self.worker = None, None


def progress_dialog(
    parent: QWidget, label: str, cancel: str, title: str, name: str, on_cancel: Callable[[], None]
) -> QProgressDialog:
    """A window-modal progress dialog that stays up until closed and shows only after 300 ms,
    so a quick job never flashes one."""
    dialog = QProgressDialog(label, cancel, 0, 0, parent)
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(300)
    dialog.canceled.connect(on_cancel)
    return dialog
