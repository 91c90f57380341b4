"""Catalogue ▸ Refresh Cloud Prices…: read saved price files from a folder, off the GUI thread.

The core's :func:`dlbox.core.cost.refresh.refresh` does the work on a QThread
and reports progress per file; Cancel sets a flag it checks between files, and
a cancelled or failed refresh stores nothing.  The folder layout is the one
``dlbox offers refresh --from DIR`` reads (DIR/aws, DIR/azure, DIR/gcp, …).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from dlbox.ui.background import WorkerThread, progress_dialog
from dlbox.ui.language import translate


class RefreshWorker(QObject):
    progressed = Signal(int, int, str)
    finished = Signal(object)  # RefreshReport
    failed = Signal(str)

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    @Slot()
    def run(self) -> None:
        from dlbox.core.cost.refresh import RefreshCancelledError, refresh
        from dlbox.core.cost.refresh.rows import FeedError

        try:
            report = refresh(
                self.folder,
                progress=lambda done, total, what: self.progressed.emit(done, total, what),
                cancelled=self._cancel.is_set,
            )
        except RefreshCancelledError:
            self.failed.emit(translate("RefreshPrices", "Cancelled; nothing was changed."))
        except (FeedError, OSError) as exc:
            self.failed.emit(
                translate("RefreshPrices", "%1\nThe refresh stopped; nothing was changed.").replace(
                    "%1", str(exc)
                )
            )
        else:
            self.finished.emit(report)


class RefreshPrices(QObject):
    """One refresh: folder picker, progress dialog with Cancel, summary; ``done`` on success."""

    done = Signal(object)  # RefreshReport

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.job: WorkerThread[RefreshWorker] = WorkerThread(self)
        self.progress: QProgressDialog | None = None
        self.message = ""

    def ask_and_start(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self.parent_widget,
            translate("RefreshPrices", "Folder with saved price files (aws/, azure/, gcp/, …)"),
        )
        if folder:
            self.start(Path(folder))

    def start(self, folder: Path) -> None:
        if self.job.running():
            return
        worker = RefreshWorker(folder)
        worker.progressed.connect(self._progressed)
        worker.finished.connect(self._finished)
        worker.failed.connect(self._failed)
        self.progress = progress_dialog(
            self.parent_widget,
            translate("RefreshPrices", "Reading price files…"),
            translate("RefreshPrices", "Cancel"),
            translate("RefreshPrices", "Refresh Cloud Prices"),
            "refresh_prices_progress",
            self.cancel,
        )
        self.job.start(worker, worker.run)

    def cancel(self) -> None:
        if self.job.worker is not None:
            self.job.worker.cancel()

    def running(self) -> bool:
        return self.job.running()

    def _progressed(self, done: int, total: int, what: str) -> None:
        # A modal QProgressDialog processes events in setValue, where the worker's
        # "finished" may arrive and drop self.progress: keep our own reference.
        dialog = self.progress
        if dialog is None:
            return
        dialog.setMaximum(max(total, 1))
        dialog.setLabelText(
            translate("RefreshPrices", "File %1 of %2: %3")
            .replace("%1", str(min(done + 1, total)))
            .replace("%2", str(total))
            .replace("%3", what)
        )
        dialog.setValue(done)

    def _stop(self) -> None:
        self.job.stop()
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None

    def _failed(self, message: str) -> None:
        self._stop()
        self.message = message
        QMessageBox.warning(
            self.parent_widget, translate("RefreshPrices", "Refresh Cloud Prices"), message
        )

    def _finished(self, report: object) -> None:
        self._stop()
        from dlbox.core.cost.layers import current_offers

        current_offers.cache_clear()
        counts = getattr(report, "counts", dict)()
        stored = ", ".join(f"{p}: {n:,}" for p, n in sorted(counts.items()))
        self.message = (
            translate("RefreshPrices", "Stored %1 prices (%2); %3 rows skipped.")
            .replace("%1", f"{sum(counts.values()):,}")
            .replace("%2", stored or "—")
            .replace("%3", f"{getattr(report, 'skipped', 0):,}")
        )
        issues = [str(i) for i in getattr(report, "issues", [])[:10]]
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("RefreshPrices", "Refresh Cloud Prices"),
            self.message,
            QMessageBox.StandardButton.Ok,
            self.parent_widget,
        )
        if issues:
            box.setDetailedText("\n".join(issues))
        box.setObjectName("refresh_prices_summary")
        box.open()
        self.done.emit(report)
