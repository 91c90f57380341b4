"""File ▸ Import Parts…: docyx/PCPartPicker CSVs or a price-override CSV into the user layer.

The import runs on a worker thread (the core reports progress through a
callback that can cancel it) behind a cancellable progress dialog; the result
is a summary page: rows taken per category and rows skipped, grouped by reason.
Catalogue ▸ Remove Imported Parts… takes parts out of the user layer again.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate, QObject, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.atomic import atomic_write_text
from dlbox.core.catalogue import Catalogue
from dlbox.core.importers import (
    DOCYX_SNAPSHOT_DATE,
    ImportFileError,
    ImportSummary,
    detect_kind,
    import_pcparts,
    import_price_overrides,
    load_price_overrides,
    load_user_catalogue,
    remove_user_parts,
)
from dlbox.core.importers.prices import overrides_to_csv
from dlbox.core.importers.user_layer import price_overrides_path
from dlbox.core.limits import EARLIEST_DATE, shorten
from dlbox.core.parts import Category
from dlbox.ui import file_dialogs
from dlbox.ui.background import WorkerThread, progress_dialog
from dlbox.ui.labels import category_title, menu_path
from dlbox.ui.language import translate
from dlbox.ui.screen_fit import fit_to_screen

log = logging.getLogger(__name__)

KIND_LABELS = {
    "pcparts": QT_TRANSLATE_NOOP("ImportDialog", "Parts: docyx / PCPartPicker CSV files"),
    "prices": QT_TRANSLATE_NOOP(
        "ImportDialog", "Price overrides: id,price,currency,price_date[,price_source]"
    ),
}
# A reason with thousands of rows (every CPU of the dataset) lists this many lines, then a count.
MAX_LINES_PER_REASON = 200
ERROR_STYLE = "color: #c0392b;"


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def category_label(key: str) -> str:
    try:
        return category_title(Category(key))
    except ValueError:  # "prices" and anything else the core counts by
        return key


class ImportWorker(QObject):
    """Runs one import off the GUI thread; every outcome is a signal, never an exception."""

    progressed = Signal(int, int)
    finished = Signal(object)  # ImportSummary
    failed = Signal(str)

    def __init__(
        self,
        path: Path,
        kind: str,
        as_of: dt.date | None,
        shipped: Catalogue,
        current: Catalogue,
    ) -> None:
        super().__init__()
        self.path, self.kind, self.as_of = path, kind, as_of
        self.shipped, self.current = shipped, current
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def _progress(self, done: int, total: int) -> bool:
        self.progressed.emit(done, total)
        return not self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        try:
            if self.kind == "prices":
                # Overrides may name the user's own parts too, so check against the merged view.
                summary = import_price_overrides(self.path, self.current, progress=self._progress)
            else:
                # GPU cards match chips of the shipped catalogue only (cited specs).
                summary = import_pcparts(
                    self.path, catalogue=self.shipped, as_of=self.as_of, progress=self._progress
                )
        except ImportFileError as exc:
            self.failed.emit(str(exc))
        except OSError as exc:
            self.failed.emit(
                translate("ImportDialog", "%1: cannot write the user catalogue (%2)")
                .replace("%2", str(exc.strerror or exc))
                .replace("%1", str(self.path))
            )
        except Exception as exc:  # a bug must end in a message, not a dead thread
            log.exception("import of %s failed", self.path)
            self.failed.emit(
                translate("ImportDialog", "%1: the import failed (%2)")
                .replace("%2", f"{type(exc).__name__}: {exc}")
                .replace("%1", str(self.path))
            )
        else:
            self.finished.emit(summary)


class SummaryView(QWidget):
    """Rows taken per category, notes, and skipped rows grouped by reason (expandable)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel()
        self.headline.setObjectName("import_headline")
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.taken = QLabel()
        self.taken.setObjectName("import_taken")
        self.taken.setWordWrap(True)
        self.skipped_label = QLabel()
        self.skipped = QTreeWidget()
        self.skipped.setObjectName("import_skipped")
        self.skipped.setHeaderLabels(
            [translate("ImportDialog", "Rows"), translate("ImportDialog", "Why they were skipped")]
        )
        self.skipped.setUniformRowHeights(True)
        self.skipped.setWordWrap(False)
        self.skipped.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.copy_button = QPushButton(translate("ImportDialog", "Copy Summary"))
        self.copy_button.clicked.connect(self.copy)
        self._lines: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.taken)
        layout.addWidget(self.skipped_label)
        layout.addWidget(self.skipped, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.copy_button)
        layout.addLayout(row)

    def show_summary(self, summary: ImportSummary) -> None:
        self._lines = summary.lines()
        if summary.cancelled:
            head = translate("ImportDialog", "Import cancelled; nothing was written.")
        elif summary.rows_taken:
            head = (
                translate("ImportDialog", "Imported %1 row into your catalogue (%2).")
                if summary.rows_taken == 1
                else translate("ImportDialog", "Imported %1 rows into your catalogue (%2).")
            ).replace("%1", f"{summary.rows_taken:,}")
            head = head.replace("%2", str(summary.written_to or ""))
        else:
            head = translate("ImportDialog", "No row could be imported; nothing was added.")
        notes = "".join(f"<br>{n}" for n in summary.notes)
        self.headline.setText(f"<b>{head}</b>{notes}")
        self.taken.setText(
            translate("ImportDialog", "Rows taken: %1").replace(
                "%1",
                ", ".join(f"{category_label(k)} {v:,}" for k, v in sorted(summary.taken.items()))
                or translate("ImportDialog", "none"),
            )
        )
        self.skipped.clear()
        self.skipped_label.setText(
            translate("ImportDialog", "Rows skipped: %1").replace("%1", f"{summary.rows_skipped:,}")
            if summary.skipped
            else translate("ImportDialog", "No row was skipped.")
        )
        self.skipped.setVisible(bool(summary.skipped))
        for reason, count, _example in summary.reasons():
            file, _, text = reason.partition(": ")
            group = QTreeWidgetItem([f"{count:,}", f"{file}: {text}"])
            group.setToolTip(1, f"{file}: {text}")
            rows = [r for r in summary.skipped if r.file == file and r.reason == text]
            for row in rows[:MAX_LINES_PER_REASON]:
                detail = f": {row.detail}" if row.detail else ""
                child = QTreeWidgetItem(
                    ["", translate("ImportDialog", "line %1").replace("%1", str(row.line)) + detail]
                )
                child.setToolTip(1, str(row))
                group.addChild(child)
            if len(rows) > MAX_LINES_PER_REASON:
                more = len(rows) - MAX_LINES_PER_REASON
                group.addChild(
                    QTreeWidgetItem(
                        ["", translate("ImportDialog", "… and %1 more").replace("%1", f"{more:,}")]
                    )
                )
            self.skipped.addTopLevelItem(group)
        self.skipped.resizeColumnToContents(0)

    def reason_texts(self) -> list[str]:
        """The reasons as shown (one per group), for tests and accessibility."""
        return [
            self.skipped.topLevelItem(i).text(1) for i in range(self.skipped.topLevelItemCount())
        ]

    def copy(self) -> None:
        QGuiApplication.clipboard().setText("\n".join(self._lines))


class ImportDialog(QDialog):
    """Pick a file or folder, confirm its kind and date, import, read the summary."""

    imported = Signal(object)  # ImportSummary, when something was written

    def __init__(
        self, shipped: Catalogue, current: Catalogue, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("import_dialog")
        self.setWindowTitle(translate("ImportDialog", "Import Parts"))
        self.shipped, self.current = shipped, current
        self.summary: ImportSummary | None = None
        self.last_progress: tuple[int, int] | None = None  # (rows done, rows in all)
        self.progress: QProgressDialog | None = None
        self._job: WorkerThread[ImportWorker] = WorkerThread(self)

        intro = QLabel(
            translate(
                "ImportDialog",
                "Imported parts go into your own catalogue layer, kept apart from the shipped "
                "catalogue and marked [user]. From the docyx / PCPartPicker files, graphics "
                "cards whose chip the catalogue knows, memory and drives can be taken; CPUs, "
                "boards, power supplies, cases and coolers lack the specs the checks need and "
                "are listed as skipped with the reason.",
            )
        )
        intro.setWordWrap(True)
        self.path_edit = QLineEdit()
        self.path_edit.setObjectName("import_path")
        self.path_edit.setPlaceholderText(
            translate("ImportDialog", "A CSV file, or a folder of the 8 category files")
        )
        self.path_edit.textChanged.connect(self._path_changed)
        file_button = QPushButton(translate("ImportDialog", "File…"))
        file_button.clicked.connect(self._choose_file)
        folder_button = QPushButton(translate("ImportDialog", "Folder…"))
        folder_button.clicked.connect(self._choose_folder)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(file_button)
        path_row.addWidget(folder_button)

        self.kind = QComboBox()
        self.kind.setObjectName("import_kind")
        for key, label in KIND_LABELS.items():
            self.kind.addItem(translate("ImportDialog", label), key)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.detected = QLabel()
        self.detected.setObjectName("import_detected")
        self.detected.setWordWrap(True)
        self.as_of = QDateEdit()
        self.as_of.setObjectName("import_as_of")
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat("yyyy-MM-dd")
        # The dates every price may carry (dlbox.core.limits): not before 1990, not in the future.
        self.as_of.setMinimumDate(_qdate(EARLIEST_DATE))
        self.as_of.setMaximumDate(QDate.currentDate())
        # The docyx/PCPartPicker files are the 2025-07-23 snapshot: the CLI's default too.
        self.as_of.setDate(_qdate(DOCYX_SNAPSHOT_DATE))
        self.as_of.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.as_of_hint = QLabel(
            translate(
                "ImportDialog",
                "The date the prices were scraped; it becomes every imported price's date.",
            )
        )
        self.as_of_hint.setWordWrap(True)
        self.as_of_hint.setEnabled(False)  # greyed: a hint, not a value
        self.error = QLabel()
        self.error.setObjectName("import_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()

        form = QFormLayout()
        form.addRow(translate("ImportDialog", "Import from:"), path_row)
        form.addRow(translate("ImportDialog", "Kind:"), self.kind)
        form.addRow("", self.detected)
        form.addRow(translate("ImportDialog", "Prices as of:"), self.as_of)
        form.addRow("", self.as_of_hint)
        form_page = QWidget()
        form_layout = QVBoxLayout(form_page)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addWidget(intro)
        form_layout.addLayout(form)
        form_layout.addWidget(self.error)
        form_layout.addStretch(1)

        self.summary_view = SummaryView()
        self.pages = QStackedWidget()
        self.pages.addWidget(form_page)
        self.pages.addWidget(self.summary_view)

        self.buttons = QDialogButtonBox()
        self.import_button = self.buttons.addButton(
            translate("ImportDialog", "Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.import_button.setObjectName("import_start")
        self.again_button = self.buttons.addButton(
            translate("ImportDialog", "Import Another…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.import_button.clicked.connect(self.start_import)
        self.again_button.clicked.connect(self._back_to_form)
        self.close_button.clicked.connect(self.reject)
        self.again_button.hide()

        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self.resize(720, 460)
        fit_to_screen(self)  # a 720-px laptop screen shows its buttons
        self._path_changed("")

    # ------------------------------------------------------------ the form
    def path(self) -> Path | None:
        text = self.path_edit.text().strip()
        return Path(text).expanduser() if text else None

    def set_path(self, path: Path) -> None:
        self.path_edit.setText(str(path))

    def kind_key(self) -> str:
        return str(self.kind.currentData())

    def as_of_date(self) -> dt.date:
        return dt.date.fromisoformat(self.as_of.date().toString("yyyy-MM-dd"))

    def _choose_file(self) -> None:
        start = str(self.path() or file_dialogs.start_folder())
        chosen, _filter = QFileDialog.getOpenFileName(
            self,
            translate("ImportDialog", "Import a CSV file"),
            start,
            translate("ImportDialog", "CSV files (*.csv);;All files (*)"),
        )
        if chosen:
            self.set_path(Path(chosen))

    def _choose_folder(self) -> None:
        start = str(self.path() or file_dialogs.start_folder())
        chosen = QFileDialog.getExistingDirectory(
            self, translate("ImportDialog", "Import a folder of PCPartPicker CSV files"), start
        )
        if chosen:
            self.set_path(Path(chosen))

    def _path_changed(self, _text: str) -> None:
        self._show_error("")
        path = self.path()
        exists = path is not None and path.exists()
        self.import_button.setEnabled(exists)
        if path is None:
            self.detected.setText("")
            return
        if not exists:
            self.detected.setText(translate("ImportDialog", "No such file or folder."))
            return
        try:
            kind = detect_kind(path)
        except ImportFileError as exc:
            self.detected.setText(
                translate("ImportDialog", "Kind not recognised: %1").replace("%1", str(exc))
            )
        else:
            self.kind.setCurrentIndex(self.kind.findData(kind))
            self.detected.setText(
                translate("ImportDialog", "Detected from the columns; change it if it is wrong.")
            )
            if kind == "pcparts":  # the docyx dataset: its snapshot's date, not today's
                self.as_of.setDate(_qdate(DOCYX_SNAPSHOT_DATE))
        self._kind_changed()

    def _kind_changed(self, *_args: object) -> None:
        # A price-override file carries a date on every row.
        pcparts = self.kind_key() == "pcparts"
        self.as_of.setEnabled(pcparts)
        self.as_of_hint.setText(
            translate(
                "ImportDialog",
                "The date the prices were scraped; it becomes every imported price's date.",
            )
            if pcparts
            else translate(
                "ImportDialog", "Each row of a price-override file carries its own price_date."
            )
        )

    def _show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))

    def _back_to_form(self) -> None:
        self.pages.setCurrentIndex(0)
        self.import_button.show()
        self.again_button.hide()
        self._path_changed(self.path_edit.text())

    # ----------------------------------------------------------- importing
    def running(self) -> bool:
        return self._job.running()

    def start_import(self) -> None:
        path = self.path()
        if path is None or self.running():
            return
        self._show_error("")
        kind = self.kind_key()
        worker = ImportWorker(path, kind, self.as_of_date(), self.shipped, self.current)
        worker.progressed.connect(self._progressed)
        worker.finished.connect(self._finished)
        worker.failed.connect(self._failed)
        # Not worker.cancel directly: a queued call would wait for the busy worker thread.
        self.progress = progress_dialog(
            self,
            translate("ImportDialog", "Importing %1…").replace("%1", path.name),
            translate("ImportDialog", "Cancel"),
            translate("ImportDialog", "Import Parts"),
            "import_progress",
            self._cancel_requested,
        )
        self.progress.setMinimumWidth(440)  # room for "row 20,000 of 45,951" and a long name
        self.import_button.setEnabled(False)
        self._job.start(worker, worker.run)

    def _cancel_requested(self) -> None:
        if self._job.worker is not None:
            self._job.worker.cancel()

    def _progressed(self, done: int, total: int) -> None:
        self.last_progress = (done, total)
        if self.progress is None:
            return
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)
        self.progress.setLabelText(
            translate("ImportDialog", "Importing %1: row %2 of %3…")
            .replace("%1", self._job.worker.path.name if self._job.worker else "")
            .replace("%2", f"{done:,}")
            .replace("%3", f"{total:,}")
        )

    def _stop_thread(self) -> None:
        self._job.stop()
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self.import_button.setEnabled(True)

    def _failed(self, message: str) -> None:
        self._stop_thread()
        self._show_error(message)

    def _finished(self, summary: ImportSummary) -> None:
        self._stop_thread()
        self.summary = summary
        self.summary_view.show_summary(summary)
        self.pages.setCurrentIndex(1)
        self.import_button.hide()
        self.again_button.show()
        if not summary.cancelled and summary.rows_taken:
            self.imported.emit(summary)

    def reject(self) -> None:
        if self.running() and self._job.worker is not None:
            self._job.worker.cancel()  # the core stops at its next progress call; nothing is written
            self._stop_thread()
        super().reject()


class RemoveUserPartsDialog(QDialog):
    """Lists the user's parts; removes the ticked ones (and, if asked, the price overrides)."""

    removed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("remove_user_parts_dialog")
        self.setWindowTitle(translate("ImportDialog", "Remove Imported Parts"))
        self.parts = QTreeWidget()
        self.parts.setObjectName("user_parts")
        self.parts.setHeaderLabels(
            [
                translate("ImportDialog", "Part"),
                translate("ImportDialog", "Category"),
                translate("ImportDialog", "Source"),
            ]
        )
        self.parts.setRootIsDecorated(False)
        self.parts.setUniformRowHeights(True)
        user = load_user_catalogue()
        for part in sorted(user, key=lambda p: (p.category.value, p.name.casefold())):
            item = QTreeWidgetItem([part.name, category_label(part.category.value), part.source])
            item.setData(0, Qt.ItemDataRole.UserRole, part.id)
            item.setCheckState(0, Qt.CheckState.Unchecked)
            item.setToolTip(0, part.id)
            self.parts.addTopLevelItem(item)
        self.parts.resizeColumnToContents(0)
        self.parts.setColumnWidth(0, min(self.parts.columnWidth(0), 360))
        overrides, _issues = load_price_overrides()
        self.forget_prices = QCheckBox(
            (
                translate("ImportDialog", "Also forget my %1 price override")
                if len(overrides) == 1
                else translate("ImportDialog", "Also forget my %1 price overrides")
            ).replace("%1", str(len(overrides)))
        )
        self.forget_prices.setObjectName("forget_prices")
        self.forget_prices.setVisible(bool(overrides))
        # Empty, say where parts come from (the box was blank with every button live).
        catalogue = translate("MainWindow", "&Catalogue")
        empty = QLabel(
            translate("ImportDialog", "Your catalogue layer has no parts: %1 and %2 add them.")
            .replace("%1", menu_path(catalogue, translate("Actions", "&Import Parts…")))
            .replace("%2", menu_path(catalogue, translate("Actions", "Add &Custom Part…")))
        )
        empty.setObjectName("no_user_parts")
        empty.setWordWrap(True)
        empty.setVisible(not len(user))
        select_all = QPushButton(translate("ImportDialog", "Tick All"))
        select_all.clicked.connect(lambda: self._tick_all(Qt.CheckState.Checked))
        select_all.setEnabled(bool(len(user)))
        buttons = QDialogButtonBox()
        self.remove_button = buttons.addButton(
            translate("ImportDialog", "Remove"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.remove_button.setObjectName("remove_user_parts")
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        self.remove_button.clicked.connect(self.remove)
        # Live once there is something to remove: a ticked part or the overrides.
        self.parts.itemChanged.connect(lambda *_a: self._update_remove())
        self.forget_prices.toggled.connect(lambda _on: self._update_remove())
        self._update_remove()
        layout = QVBoxLayout(self)
        layout.addWidget(empty)
        layout.addWidget(self.parts, 1)
        row = QHBoxLayout()
        row.addWidget(select_all)
        row.addWidget(self.forget_prices)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(760, 420)
        fit_to_screen(self)  # a 720-px laptop screen shows its buttons

    def _update_remove(self) -> None:
        forget = self.forget_prices.isVisibleTo(self) and self.forget_prices.isChecked()
        self.remove_button.setEnabled(bool(self.ticked_ids()) or forget)

    def _tick_all(self, state: Qt.CheckState) -> None:
        for i in range(self.parts.topLevelItemCount()):
            self.parts.topLevelItem(i).setCheckState(0, state)

    def ticked_ids(self) -> list[str]:
        items = (self.parts.topLevelItem(i) for i in range(self.parts.topLevelItemCount()))
        return [
            str(item.data(0, Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState(0) == Qt.CheckState.Checked
        ]

    def remove(self) -> None:
        ids = self.ticked_ids()
        forget = self.forget_prices.isVisible() and self.forget_prices.isChecked()
        if not ids and not forget:
            return
        answer = QMessageBox.question(
            self,
            translate("ImportDialog", "Remove Imported Parts"),
            (
                translate(
                    "ImportDialog",
                    "Remove %1 part from your catalogue? Builds keep their saved copies.",
                )
                if len(ids) == 1
                else translate(
                    "ImportDialog",
                    "Remove %1 parts from your catalogue? Builds keep their saved copies.",
                )
            ).replace("%1", str(len(ids))),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            count = remove_user_parts(ids)
            if forget:
                atomic_write_text(price_overrides_path(), overrides_to_csv([]))
        except (OSError, ImportFileError) as exc:
            detail = (
                f"{exc.filename}: {exc.strerror or exc}" if isinstance(exc, OSError) else str(exc)
            )
            QMessageBox.warning(
                self, translate("ImportDialog", "Remove Imported Parts"), shorten(detail, 300)
            )
            return
        self.removed.emit(count)
        self.accept()
