"""Build editor ▸ right-click a GPU line ▸ Power, Risers and Water…: how a real rig is wired.

Per GPU line: how many of its units each PSU feeds (PSU 1, the one that feeds the
board, takes whatever is left), how many sit on riser cables and the cables' PCIe
generation and width, whether the build is an open-frame rig, and how many units carry
full-cover water blocks in the build's custom loop (its radiators, and whether it cools the
CPU too).  The values are the build file's v2 fields (``psu_split``, ``risers``,
``open_frame``, ``water_blocks``, ``loop``).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import (
    MAX_POWER_CABLES,
    MAX_RADIATOR_MM,
    MIN_RADIATOR_MM,
    RISER_LANES,
    Build,
    CustomLoop,
    Pick,
    Risers,
)
from dlbox.ui.language import translate

RISER_GENS = (3, 4, 5)


class GpuRigDialog(QDialog):
    """Edits one GPU line's PSU split and risers; ``result_values()`` gives the new fields."""

    def __init__(
        self,
        build: Build,
        pick: Pick,
        name: str,
        parent: QWidget | None = None,
        psu_names: list[str] | None = None,
        plugs: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gpu_rig_dialog")
        self.setWindowTitle(translate("GpuRigDialog", "Power and risers: %1").replace("%1", name))
        self.pick = pick
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
            label = translate("GpuRigDialog", "Units on PSU %1").replace("%1", str(unit + 1))
            if psu_names and unit < len(psu_names):
                label += f" ({psu_names[unit]})"
            form.addRow(label, spin)
        if units == 1:
            note = QLabel(
                translate(
                    "GpuRigDialog",
                    "One PSU in the build: raise the PSU line's quantity, or select another "
                    "PSU in the catalogue and use Edit ▸ Add as Another PSU, to split the GPUs "
                    "between PSUs.",
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
        # How each card is cabled: "not stated" is the default (unknown is never 0).  With the
        # card's PCIe plug count known, more cables than plugs cannot be picked.
        self.power_cables = QComboBox()
        self.power_cables.setObjectName("power_cables")
        self.power_cables.addItem(translate("GpuRigDialog", "not stated"), None)
        for n in range(1, (plugs or MAX_POWER_CABLES) + 1):
            self.power_cables.addItem(str(n), n)
        self.power_cables.setCurrentIndex(max(0, self.power_cables.findData(pick.power_cables)))
        self.power_cables.setToolTip(
            translate(
                "GpuRigDialog",
                "Separate PSU cables that end in each card's PCIe 6/8-pin plugs; a Y-split or "
                "daisy-chained cable feeding two plugs counts once",
            )
        )
        self.power_cables.currentIndexChanged.connect(self._sync)
        form.addRow(translate("GpuRigDialog", "PSU cables per card"), self.power_cables)
        self.power_rails = QComboBox()
        self.power_rails.setObjectName("power_rails")
        self.power_rails.addItem(translate("GpuRigDialog", "not stated"), None)
        for n in range(1, MAX_POWER_CABLES + 1):
            self.power_rails.addItem(str(n), n)
        self.power_rails.setCurrentIndex(max(0, self.power_rails.findData(pick.power_rails)))
        self.power_rails.setToolTip(
            translate(
                "GpuRigDialog",
                "Separate 12 V rails of a multi-rail or workstation PSU that feed each card's "
                "cables",
            )
        )
        self.power_rails.currentIndexChanged.connect(self._sync)
        form.addRow(translate("GpuRigDialog", "12 V rails per card"), self.power_rails)
        self.open_frame = QCheckBox(
            translate("GpuRigDialog", "Open-frame rig (no case limits for cards on risers)")
        )
        self.open_frame.setObjectName("open_frame")
        self.open_frame.setChecked(build.open_frame)
        form.addRow(self.open_frame)
        # A custom loop: full-cover blocks make a card single-slot; the loop's radiators need
        # mounts in the case like an AIO's.
        self.water_blocks = QSpinBox()
        self.water_blocks.setObjectName("water_block_units")
        self.water_blocks.setRange(0, self.quantity)
        self.water_blocks.setValue(pick.water_blocks or 0)
        self.water_blocks.valueChanged.connect(self._sync)
        form.addRow(
            translate("GpuRigDialog", "Units with water blocks (custom loop)"), self.water_blocks
        )
        self.loop_radiators = QLineEdit(
            ", ".join(str(mm) for mm in build.loop.radiators_mm) if build.loop else ""
        )
        self.loop_radiators.setObjectName("loop_radiators")
        self.loop_radiators.setPlaceholderText(translate("GpuRigDialog", "e.g. 360, 240"))
        self.loop_radiators.setToolTip(
            translate(
                "GpuRigDialog",
                "The custom loop's radiator sizes in mm, comma-separated; empty: no custom loop",
            )
        )
        self.loop_radiators.textChanged.connect(self._sync)
        form.addRow(translate("GpuRigDialog", "Loop radiators (mm)"), self.loop_radiators)
        self.loop_cpu = QCheckBox(translate("GpuRigDialog", "The loop also cools the CPU"))
        self.loop_cpu.setObjectName("loop_cpu")
        self.loop_cpu.setChecked(build.loop.cpu if build.loop else False)
        form.addRow(self.loop_cpu)
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
        # Wide enough that the wrapped notes read as sentences; a dialog does not grow for a
        # word-wrapped label's height by itself, so take it from the layout at that width.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self._sync()
        self.resize(self.minimumWidth(), layout.totalHeightForWidth(self.minimumWidth()))

    def _sync(self) -> None:
        others = sum(s.value() for s in self.psu_spins)
        left = self.quantity - others
        self.psu1_label.setText(str(max(left, 0)))
        too_many = left < 0
        problems: list[str] = []
        if too_many:
            problems.append(
                translate("GpuRigDialog", "The other PSUs feed %1 units; this line has %2.")
                .replace("%1", str(others))
                .replace("%2", str(self.quantity))
            )
        radiators, bad = self._radiators()
        if bad:
            problems.append(
                translate("GpuRigDialog", "Loop radiators: %1 is not a size from %2 to %3 mm.")
                .replace("%1", bad)
                .replace("%2", str(MIN_RADIATOR_MM))
                .replace("%3", str(MAX_RADIATOR_MM))
            )
        elif self.water_blocks.value() and not radiators:
            problems.append(
                translate(
                    "GpuRigDialog",
                    "Water-blocked units need the loop's radiators (e.g. 360, 240).",
                )
            )
        cables, rails = self.cable_values()
        if cables is not None and rails is not None and rails > cables:
            problems.append(
                translate(
                    "GpuRigDialog",
                    "More 12 V rails (%1) than PSU cables (%2): each cable comes from one rail.",
                )
                .replace("%1", str(rails))
                .replace("%2", str(cables))
            )
        self.problem.setText(" ".join(problems))
        self.ok.setEnabled(not problems)

    def _radiators(self) -> tuple[tuple[int, ...], str]:
        """The loop's radiator sizes, and the first entry that is not one ("" when fine)."""
        sizes: list[int] = []
        for word in self.loop_radiators.text().replace(";", ",").split(","):
            word = word.strip().lower().removesuffix("mm").strip()
            if not word:
                continue
            if not word.isdigit() or not MIN_RADIATOR_MM <= int(word) <= MAX_RADIATOR_MM:
                return (), word
            sizes.append(int(word))
        return tuple(sizes[:8]), ""

    def water_values(self) -> tuple[int | None, CustomLoop | None]:
        """(water_blocks, loop) as the build file stores them; no radiators: no loop."""
        radiators, _ = self._radiators()
        loop = (
            CustomLoop(radiators_mm=radiators, cpu=self.loop_cpu.isChecked()) if radiators else None
        )
        blocks = self.water_blocks.value() if loop is not None else 0
        return (blocks or None), loop

    def cable_values(self) -> tuple[int | None, int | None]:
        """(power_cables, power_rails) per card as the build file stores them (None: not
        stated)."""
        return self.power_cables.currentData(), self.power_rails.currentData()

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
