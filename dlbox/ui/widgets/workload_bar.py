"""Pick the workload, precision, dataset size and epochs the charts talk about.

The choice is the build's job: a user's change is recorded in the build (and
saved with it), and opening a build that names a job shows that job.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QToolBar,
    QToolButton,
    QWidget,
)

from dlbox.core.job import Job
from dlbox.core.limits import EPOCHS
from dlbox.ui.analysis import Analysis, WorkloadChoice
from dlbox.ui.labels import epoch_unit, precision_label
from dlbox.ui.language import translate

log = logging.getLogger(__name__)


class WorkloadBar(QToolBar):
    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(translate("WorkloadBar", "Workload"), parent)
        self.setObjectName("workload_bar")
        self.analysis = analysis
        self.workload = QComboBox()
        self.workload.setObjectName("workload")
        self.workload.setMinimumContentsLength(22)
        self.workload.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.precision = QComboBox()
        self.precision.setObjectName("precision")
        self.dataset = QDoubleSpinBox()
        self.dataset.setObjectName("dataset_size")
        self.dataset.setDecimals(0)
        self.dataset.setRange(1, 1e12)
        self.dataset.setGroupSeparatorShown(True)
        self.dataset.setToolTip(
            translate("WorkloadBar", "Training samples per epoch (images, sequences, …)")
        )
        self.epochs = QDoubleSpinBox()
        self.epochs.setObjectName("epochs")
        self.epochs.setDecimals(1)
        self.epochs.setRange(EPOCHS.lo, EPOCHS.hi)  # the range every entry point takes
        self.epochs.setToolTip(translate("WorkloadBar", "Passes over the dataset"))
        self.unit = QLabel()
        self.unit.setObjectName("dataset_unit")
        for label, widget in (
            (translate("WorkloadBar", "Workload") + " ", self.workload),
            ("  " + translate("WorkloadBar", "Precision") + " ", self.precision),
            ("  " + translate("WorkloadBar", "Dataset") + " ", self.dataset),
            ("", self.unit),
            ("  " + translate("WorkloadBar", "Epochs") + " ", self.epochs),
        ):
            if label:
                text = QLabel(label)
                text.setAlignment(Qt.AlignmentFlag.AlignVCenter)
                self.addWidget(text)
            self.addWidget(widget)
        self.load_config = QToolButton()
        self.load_config.setObjectName("load_model_config")
        self.load_config.setText(translate("WorkloadBar", "config.json…"))
        self.load_config.setToolTip(
            translate(
                "WorkloadBar",
                "Estimate a model of your own: load its Hugging Face config.json (layers, width, "
                "heads, KV heads, FFN, vocabulary, experts)",
            )
        )
        self.load_config.clicked.connect(self._ask_config)
        self.addWidget(self.load_config)
        if analysis.is_ready:
            self._populate()
        else:  # the estimator's workloads are read once the window has painted
            self._wait_for_engines()
        self.workload.currentIndexChanged.connect(self._user_picked_workload)
        self.precision.currentIndexChanged.connect(self._user_edited)
        self.dataset.editingFinished.connect(self._user_edited)
        self.epochs.editingFinished.connect(self._user_edited)
        document = analysis.document
        document.current_job = lambda: self.analysis.workload.job()
        document.build_changed.connect(self._follow_build)
        self._follow_build()

    def _wait_for_engines(self) -> None:
        for widget in (self.workload, self.precision, self.dataset, self.epochs):
            widget.setEnabled(False)
        for spin in (self.dataset, self.epochs):  # blank, not a made-up "1" or "0.0"
            spin.setSpecialValueText(" ")
            spin.setValue(spin.minimum())
        self.workload.addItem(translate("WorkloadBar", "loading workloads…"))
        # Stays connected (ready fires once): disconnecting a Python slot while it runs
        # deletes PySide's receiver under it, which can crash.
        self.analysis.ready.connect(self._engines_ready)

    def _engines_ready(self) -> None:
        for widget in (self.workload, self.precision, self.dataset, self.epochs):
            widget.setEnabled(True)
        for spin in (self.dataset, self.epochs):
            spin.setSpecialValueText("")
        self.workload.blockSignals(True)  # filling the list is not the user picking
        self.workload.clear()
        self._populate()
        self.workload.blockSignals(False)
        self._follow_build()

    def _populate(self) -> None:
        from dlbox.ui import engines  # loads the estimator: after the first paint

        options = engines.workload_options()
        if not options:
            for widget in (self.workload, self.precision, self.dataset, self.epochs):
                widget.setEnabled(False)
            self.workload.addItem(translate("WorkloadBar", "(speed estimates not available)"))
            self.setToolTip(
                translate(
                    "WorkloadBar", "The training-speed estimator is not available in this version."
                )
            )
            return
        for option in options:
            self.workload.addItem(option.label, option)
            row = self.workload.count() - 1
            self.workload.setItemData(row, option.description, Qt.ItemDataRole.ToolTipRole)
            # The id, so a build's job finds its workload.
            self.workload.setItemData(row, option.id, Qt.ItemDataRole.UserRole + 1)
        self._workload_picked()

    def _ask_config(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("WorkloadBar", "Load a model's config.json"),
            "",
            translate("WorkloadBar", "Hugging Face config (*.json)"),
        )
        if path:
            self.add_config(path)

    def add_config(self, path: str) -> bool:
        """Add the model of ``path`` (a config.json) as a workload and pick it."""
        from dlbox.ui import engines

        try:
            option = engines.workload_from_config(path)
        except ValueError as exc:
            QMessageBox.warning(self, translate("WorkloadBar", "Cannot use this config"), str(exc))
            return False
        self.workload.addItem(option.label, option)
        row = self.workload.count() - 1
        self.workload.setItemData(row, option.description, Qt.ItemDataRole.ToolTipRole)
        self.workload.setItemData(row, option.id, Qt.ItemDataRole.UserRole + 1)
        self.workload.setCurrentIndex(row)
        return True

    def _workload_picked(self, job: Job | None = None) -> None:
        """Show the picked workload's settings: the job's where it names them, else
        the workload's usual ones."""
        option = self.workload.currentData()
        if option is None:
            return
        for widget in (self.precision, self.dataset, self.epochs):
            widget.blockSignals(True)
        self.precision.clear()
        for precision in option.precisions:
            self.precision.addItem(precision_label(precision), precision)
        wanted = (job.precision if job else None) or option.default_precision
        self.precision.setCurrentIndex(max(self.precision.findData(wanted), 0))
        self.dataset.setValue((job.dataset_samples if job else None) or option.dataset_size)
        self.epochs.setValue((job.epochs if job else None) or option.epochs)
        self.unit.setText(f" {epoch_unit(option.unit)}")  # worded now: the language may change
        for widget in (self.precision, self.dataset, self.epochs):
            widget.blockSignals(False)
        self._emit(job.adapter or "" if job else "")

    def _choice(self, adapter: str) -> WorkloadChoice | None:
        option = self.workload.currentData()
        if option is None:
            return None
        return WorkloadChoice(
            option.id,
            str(self.precision.currentData() or ""),
            self.dataset.value(),
            self.epochs.value(),
            adapter,
        )

    def _emit(self, adapter: str = "") -> None:
        choice = self._choice(adapter)
        if choice is not None:
            self.analysis.set_workload(choice)

    def _user_picked_workload(self) -> None:
        self._workload_picked()
        self._record()

    def _user_edited(self) -> None:
        self._emit(self.analysis.workload.adapter)
        self._record()

    def _record(self) -> None:
        """A user's choice becomes the build's job (undoable, saved with the file)."""
        self.analysis.document.set_job(self.analysis.workload.job())

    def _follow_build(self) -> None:
        """Show the job a build names (opened, undone); keep the choice when it has none."""
        job = self.analysis.document.build.job
        if not self.analysis.is_ready:  # the list is not filled yet: _engines_ready follows
            return
        if job is None or job == self.analysis.workload.job():
            return
        index = self.workload.findData(job.workload, Qt.ItemDataRole.UserRole + 1)
        if index < 0:
            log.warning("the build's workload %r is not available here", job.workload)
            return
        self.workload.blockSignals(True)
        self.workload.setCurrentIndex(index)
        self.workload.blockSignals(False)
        self._workload_picked(job)
