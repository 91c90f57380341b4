"""Catalogue ▸ Import Street Prices…: the app's ``dlbox prices refresh --from FILE``.

A chosen file (SpotWire's valuator JSON or a CSV in ``data/prices.csv``'s columns)
is read and its dated quotes stored in the user layer on a worker thread, so a large
file never freezes the window.  Every entry that cannot be used is named, one line
each, in the summary; the rest are stored.  A file that cannot be read, or holds no
usable quote, changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from dlbox.core.catalogue import Catalogue
from dlbox.ui.background import WorkerThread
from dlbox.ui.language import translate


@dataclass
class StreetPriceImport:
    """What one import did: quotes stored (added/replaced), parts priced, entries skipped."""

    source: str
    quotes: int = 0
    added: int = 0
    replaced: int = 0
    parts: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


class StreetPriceWorker(QObject):
    finished = Signal(object)  # StreetPriceImport
    failed = Signal(str)

    def __init__(self, path: Path, catalogue: Catalogue, root: Path | None = None) -> None:
        super().__init__()
        self.path, self.catalogue, self.root = path, catalogue, root

    @Slot()
    def run(self) -> None:
        from dlbox.core.catalogue import CatalogueError
        from dlbox.core.importers.street_quotes import read_quote_file, store_quotes
        from dlbox.core.importers.summary import ImportFileError
        from dlbox.core.importers.user_layer import user_catalogue_dir

        try:
            found = read_quote_file(self.path, self.catalogue)
            result = StreetPriceImport(
                source=found.source,
                quotes=len(found.quotes),
                parts=sorted({q.part_id for q in found.quotes}),
                skipped=list(found.skipped),
            )
            if found.quotes:  # nothing usable: nothing is written
                result.added, result.replaced = store_quotes(
                    self.root or user_catalogue_dir(),
                    found.quotes,
                    (p.id for p in self.catalogue),
                )
        except (ImportFileError, CatalogueError) as exc:
            self.failed.emit(_nothing_changed(str(exc)))
        except OSError as exc:
            self.failed.emit(
                _nothing_changed(
                    translate("ImportStreetPrices", "Cannot store the quotes: %1").replace(
                        "%1", str(exc)
                    )
                )
            )
        else:
            self.finished.emit(result)


def _nothing_changed(reason: str) -> str:
    return translate("ImportStreetPrices", "%1\nNothing was changed.").replace("%1", reason)


class ImportStreetPrices(QObject):
    """One import: file picker, worker thread, summary; ``done`` when quotes were stored."""

    done = Signal(object)  # StreetPriceImport

    def __init__(self, parent: QWidget, root: Path | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.root = root
        self.job: WorkerThread[StreetPriceWorker] = WorkerThread(self)
        self.message = ""
        self.summary: QMessageBox | None = None

    def ask_and_start(self, catalogue: Catalogue) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.parent_widget,
            translate("ImportStreetPrices", "Import street prices"),
            "",
            translate(
                "ImportStreetPrices",
                "Price files (*.json *.csv);;SpotWire valuator JSON (*.json);;"
                "CSV in prices.csv columns (*.csv)",
            ),
        )
        if path:
            self.start(Path(path), catalogue)

    def start(self, path: Path, catalogue: Catalogue) -> None:
        if self.job.running():
            return
        worker = StreetPriceWorker(path, catalogue, self.root)
        worker.finished.connect(self._finished)
        worker.failed.connect(self._failed)
        self.job.start(worker, worker.run)

    def running(self) -> bool:
        return self.job.running()

    def _failed(self, message: str) -> None:
        self.job.stop()
        self.message = message
        QMessageBox.warning(
            self.parent_widget, translate("ImportStreetPrices", "Import Street Prices"), message
        )

    def _finished(self, result: StreetPriceImport) -> None:
        self.job.stop()
        if result.quotes:
            self.message = (
                (
                    translate(
                        "ImportStreetPrices",
                        "Stored %1 dated quote (parts: %2; new: %3, replaced: %4); "
                        "entries skipped: %5.",
                    )
                    if result.quotes == 1
                    else translate(
                        "ImportStreetPrices",
                        "Stored %1 dated quotes (parts: %2; new: %3, replaced: %4); "
                        "entries skipped: %5.",
                    )
                )
                .replace("%1", str(result.quotes))
                .replace("%2", str(len(result.parts)))
                .replace("%3", str(result.added))
                .replace("%4", str(result.replaced))
                .replace("%5", str(len(result.skipped)))
            )
        else:
            self.message = _nothing_changed(
                translate("ImportStreetPrices", "No usable quote in %1; entries skipped: %2.")
                .replace("%1", result.source)
                .replace("%2", str(len(result.skipped)))
            )
        box = QMessageBox(
            QMessageBox.Icon.Information if result.quotes else QMessageBox.Icon.Warning,
            translate("ImportStreetPrices", "Import Street Prices"),
            self.message,
            QMessageBox.StandardButton.Ok,
            self.parent_widget,
        )
        box.setObjectName("street_prices_summary")
        if result.skipped:  # one line per entry that could not be used
            box.setDetailedText("\n".join(result.skipped))
        box.open()
        self.summary = box
        if result.quotes:
            self.done.emit(result)
