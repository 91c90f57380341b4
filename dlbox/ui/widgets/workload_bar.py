"""Pick the workload, precision, dataset size and epochs the charts talk about."""

from __future__ import annotations

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

from dlbox.ui import engines
from dlbox.ui.analysis import Analysis, WorkloadChoice
from dlbox.ui.language import translate


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
        self.epochs.setRange(0.1, 10_000)
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
        self._populate()
        self.workload.currentIndexChanged.connect(self._workload_picked)
        self.precision.currentIndexChanged.connect(self._emit)
        self.dataset.editingFinished.connect(self._emit)
        self.epochs.editingFinished.connect(self._emit)

    def _populate(self) -> None:
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
            self.workload.setItemData(
                self.workload.count() - 1, option.description, Qt.ItemDataRole.ToolTipRole
            )
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
        try:
            option = engines.workload_from_config(path)
        except ValueError as exc:
            QMessageBox.warning(self, translate("WorkloadBar", "Cannot use this config"), str(exc))
            return False
        self.workload.addItem(option.label, option)
        self.workload.setItemData(
            self.workload.count() - 1, option.description, Qt.ItemDataRole.ToolTipRole
        )
        self.workload.setCurrentIndex(self.workload.count() - 1)
        return True

    def _workload_picked(self) -> None:
        option = self.workload.currentData()
        if option is None:
            return
        for widget in (self.precision, self.dataset, self.epochs):
            widget.blockSignals(True)
        self.precision.clear()
        for precision in option.precisions:
            self.precision.addItem(precision, precision)
        index = self.precision.findData(option.default_precision)
        self.precision.setCurrentIndex(max(index, 0))
        self.dataset.setValue(option.dataset_size)
        self.epochs.setValue(option.epochs)
        self.unit.setText(f" {option.sample_unit}")
        for widget in (self.precision, self.dataset, self.epochs):
            widget.blockSignals(False)
        self._emit()

    def _emit(self) -> None:
        option = self.workload.currentData()
        if option is None:
            return
        self.analysis.set_workload(
            WorkloadChoice(
                option.id,
                str(self.precision.currentData() or ""),
                self.dataset.value(),
                self.epochs.value(),
            )
        )
