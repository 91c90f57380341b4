"""Build editor ▸ right-click a GPU line ▸ Power and Risers…: how a real rig is wired.

Per GPU line: how many of its units each PSU feeds (PSU 1, the one that feeds the
board, takes whatever is left), how many sit on riser cables and the cables' PCIe
generation and width, and whether the build is an open-frame rig.  The values are the
build file's v2 fields (``psu_split``, ``risers``, ``open_frame``).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import RISER_LANES, Build, Pick, Risers
from dlbox.ui.language import translate

RISER_GENS = (3, 4, 5)


class GpuRigDialog(QDialog):
    """Edits one GPU line's PSU split and risers; ``result_values()`` gives the new fields."""

    def __init__(self, build: Build, pick: Pick, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gpu_rig_dialog")
        self.setWindowTitle(translate("GpuRigDialog", "Power and risers: %1").replace("%1", name))
        self.quantity = pick.quantity
        units = max(1, build.psu_units())
        form = QFormLayout()
        split = list(pick.psu_split or ())
        # PSU 1's share is what the others leave: shown, not edited.
        self.psu1_label = QLabel()
        self.psu1_label.setObjectName("psu1_units")
        form.addRow(translate("GpuRigDialog", "Units on PSU 1 (feeds the board)"), self.psu1_label)
        self.psu_spins: list[QSpinBox] = []
        for unit in range(1, units):
            spin = QSpinBox()
            spin.setObjectName(f"psu{unit + 1}_units")
            spin.setRange(0, self.quantity)
            spin.setValue(split[unit] if unit < len(split) else 0)
            spin.valueChanged.connect(self._sync)
            self.psu_spins.append(spin)
            form.addRow(
                translate("GpuRigDialog", "Units on PSU %1").replace("%1", str(unit + 1)), spin
            )
        if units == 1:
            note = QLabel(
                translate(
                    "GpuRigDialog",
                    "One PSU in the build: raise the PSU line's quantity (or add a second PSU "
                    "line in the file) to split the GPUs between PSUs.",
                )
            )
            note.setWordWrap(True)
            form.addRow(note)
        self.risers = QSpinBox()
        self.risers.setObjectName("riser_units")
        self.risers.setRange(0, self.quantity)
        self.risers.setValue(pick.risers.count if pick.risers else 0)
        form.addRow(translate("GpuRigDialog", "Units on riser cables"), self.risers)
        self.riser_gen = QComboBox()
        self.riser_gen.setObjectName("riser_gen")
        self.riser_gen.addItem(translate("GpuRigDialog", "unknown"), None)
        for gen in RISER_GENS:
            self.riser_gen.addItem(f"PCIe {gen}.0", gen)
        self.riser_gen.setCurrentIndex(
            max(0, self.riser_gen.findData(pick.risers.gen if pick.risers else None))
        )
        form.addRow(translate("GpuRigDialog", "Riser generation"), self.riser_gen)
        self.riser_lanes = QComboBox()
        self.riser_lanes.setObjectName("riser_lanes")
        self.riser_lanes.addItem(translate("GpuRigDialog", "unknown"), None)
        for lanes in RISER_LANES:
            self.riser_lanes.addItem(f"x{lanes}", lanes)
        self.riser_lanes.setCurrentIndex(
            max(0, self.riser_lanes.findData(pick.risers.lanes if pick.risers else None))
        )
        form.addRow(translate("GpuRigDialog", "Riser width"), self.riser_lanes)
        self.riser_m2 = QCheckBox(
            translate("GpuRigDialog", "Risers start in M.2 slots (M.2-to-PCIe adapters)")
        )
        self.riser_m2.setObjectName("riser_m2")
        self.riser_m2.setChecked(bool(pick.risers and pick.risers.m2))
        form.addRow(self.riser_m2)
        self.open_frame = QCheckBox(
            translate("GpuRigDialog", "Open-frame rig (no case limits for cards on risers)")
        )
        self.open_frame.setObjectName("open_frame")
        self.open_frame.setChecked(build.open_frame)
        form.addRow(self.open_frame)
        self.problem = QLabel()
        self.problem.setObjectName("rig_problem")
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._sync()

    def _sync(self) -> None:
        others = sum(s.value() for s in self.psu_spins)
        left = self.quantity - others
        self.psu1_label.setText(str(max(left, 0)))
        too_many = left < 0
        self.problem.setText(
            translate("GpuRigDialog", "The other PSUs feed %1 units; this line has %2.")
            .replace("%1", str(others))
            .replace("%2", str(self.quantity))
            if too_many
            else ""
        )
        self.ok.setEnabled(not too_many)

    def result_values(self) -> tuple[tuple[int, ...] | None, Risers | None, bool]:
        """(psu_split, risers, open_frame) as the build file stores them."""
        others = [s.value() for s in self.psu_spins]
        split = (
            (self.quantity - sum(others), *others) if any(others) else None
        )  # all on PSU 1: leave the field out
        count = self.risers.value()
        risers = (
            Risers(
                count=count,
                gen=self.riser_gen.currentData(),
                lanes=self.riser_lanes.currentData(),
                m2=self.riser_m2.isChecked(),
            )
            if count
            else None
        )
        return split, risers, self.open_frame.isChecked()
