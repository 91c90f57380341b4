"""Build editor ▸ right-click a motherboard line ▸ BIOS…: what the build states about the
board's firmware (the build file's ``bios`` and ``bios_dense_ddr5``), which the memory check
reads: 24/48 GB DDR5 modules boot on a launch-era board only with a BIOS that has support.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import MAX_BIOS_CHARS, Pick
from dlbox.ui.language import translate


class BoardBiosDialog(QDialog):
    """Edits one motherboard line's stated BIOS; ``values()`` gives the new fields."""

    def __init__(self, pick: Pick, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pick = pick  # the line as it was, to tell whether anything changed
        self.setObjectName("board_bios_dialog")
        self.setWindowTitle(translate("BoardBiosDialog", "BIOS: %1").replace("%1", name))
        form = QFormLayout()
        self.version = QLineEdit(pick.bios or "")
        self.version.setObjectName("bios_version")
        self.version.setMaxLength(MAX_BIOS_CHARS)
        self.version.setPlaceholderText(
            translate("BoardBiosDialog", "not stated (e.g. 1222, or AGESA 1.0.0.7b)")
        )
        self.version.setToolTip(
            translate(
                "BoardBiosDialog",
                "The BIOS version the board runs, as its setup screen or the seller states "
                "it. An AGESA version is compared with what 24/48 GB DDR5 modules need",
            )
        )
        form.addRow(translate("BoardBiosDialog", "BIOS version"), self.version)
        self.dense = QComboBox()
        self.dense.setObjectName("bios_dense_ddr5")
        self.dense.addItem(translate("BoardBiosDialog", "not stated"), None)
        self.dense.addItem(translate("BoardBiosDialog", "runs them"), True)
        self.dense.addItem(translate("BoardBiosDialog", "does not run them"), False)
        self.dense.setCurrentIndex(max(0, self.dense.findData(pick.bios_dense_ddr5)))
        form.addRow(translate("BoardBiosDialog", "24/48 GB DDR5 modules"), self.dense)
        hint = QLabel(
            translate(
                "BoardBiosDialog",
                "Boards launched before 2023 boot 24/48 GB DDR5 modules only after a BIOS "
                "update; say so here once you know.",
            )
        )
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        # Room for the placeholder and the hint as sentences; a dialog does not grow for a
        # word-wrapped label's height by itself, so take it from the layout at that width.
        metrics = self.version.fontMetrics()
        self.version.setMinimumWidth(metrics.horizontalAdvance(self.version.placeholderText()) + 24)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 56)
        width = max(self.minimumWidth(), layout.sizeHint().width())
        self.resize(width, layout.totalHeightForWidth(width))

    def values(self) -> tuple[str | None, bool | None]:
        """(bios, bios_dense_ddr5) as the build file stores them (None: not stated)."""
        return self.version.text().strip() or None, self.dense.currentData()
