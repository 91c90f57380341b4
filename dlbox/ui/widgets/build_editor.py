"""The build editor: a slot per category, quantities, prices, totals and the power gauge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.parts import GPU, Category
from dlbox.core.street_prices import is_stale
from dlbox.ui.actions import ActionRegistry
from dlbox.ui.analysis import Analysis
from dlbox.ui.document import BuildDocument
from dlbox.ui.language import translate
from dlbox.ui.models.build_model import (
    COL_PART,
    COL_QTY,
    COL_TOTAL,
    COL_UNIT,
    MAX_QUANTITY,
    BuildModel,
)
from dlbox.ui.price_basis import has_floor
from dlbox.ui.price_words import floor_note, marked, unpriced_names, unpriced_suffix

if TYPE_CHECKING:
    from dlbox.ui.dialogs.board_bios_dialog import BoardBiosDialog
    from dlbox.ui.dialogs.gpu_rig_dialog import GpuRigDialog


class QuantityDelegate(QStyledItemDelegate):
    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(1, MAX_QUANTITY)
        editor.setFrame(False)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        return editor


class ActionButton(QToolButton):
    """A button that triggers an action but keeps its own short label
    (the Undo action's text names the edit and would make the button grow)."""

    def __init__(self, action: QAction, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._action = action
        self.setObjectName(f"button_{action.objectName().removeprefix('action_')}")
        self.setText(label)
        self.clicked.connect(action.trigger)
        action.changed.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        self.setEnabled(self._action.isEnabled())
        self.setToolTip(
            self._action.text().replace("&", "")
            + (
                f" ({self._action.shortcut().toString()})"
                if not self._action.shortcut().isEmpty()
                else ""
            )
        )


class BuildEditor(QWidget):
    """Receives its document and analysis (napari style); edits go through the document."""

    line_selected = Signal(object, str)  # Category, part id ("" for an empty slot)

    def __init__(
        self,
        document: BuildDocument,
        analysis: Analysis,
        actions: ActionRegistry,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("build_editor")
        self.document = document
        self.analysis = analysis
        self.model = BuildModel(document, analysis.converter, self)
        self.model.set_price_age(analysis.preferences.price_max_age_days)
        self._actions = actions

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("build_name")
        self.name_edit.setPlaceholderText(translate("BuildEditor", "Build name"))
        self.name_edit.setToolTip(translate("BuildEditor", "The build's name, saved in the file"))
        self.name_edit.editingFinished.connect(self._rename)

        self.view = QTableView()
        self.view.setObjectName("build_table")
        self.view.setModel(self.model)
        self.view.setItemDelegateForColumn(COL_QTY, QuantityDelegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.view.setAcceptDrops(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.view.setDropIndicatorShown(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 10)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_PART, QHeaderView.ResizeMode.Stretch)
        # A narrow dock wraps a long part name onto a second line instead of eliding it:
        # "NVIDI…4090" names no part.
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Lines under the table's edge are named, and a click scrolls to them: a thin scroll
        # bar alone hid two of eight parts on a 720-px screen in Chinese.
        self.more_lines = QToolButton()
        self.more_lines.setObjectName("build_more_lines")
        self.more_lines.setAutoRaise(True)
        self.more_lines.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.more_lines.hide()
        self.more_lines.clicked.connect(self._show_hidden_lines)
        # Counted once the layout has settled (a resize, a scroll, new lines, rows that
        # re-wrap), not in the middle of a layout pass.
        self._more_timer = QTimer(self)
        self._more_timer.setSingleShot(True)
        self._more_timer.setInterval(0)
        self._more_timer.timeout.connect(self._update_more_lines)
        self.view.viewport().installEventFilter(self)
        self.view.verticalScrollBar().valueChanged.connect(self._more_timer.start)
        self.view.verticalScrollBar().rangeChanged.connect(self._more_timer.start)
        self.model.modelReset.connect(self._more_timer.start)
        self.model.layoutChanged.connect(self._more_timer.start)
        self.view.verticalHeader().sectionResized.connect(self._more_timer.start)

        buttons = QHBoxLayout()
        labels = {
            "add_part": translate("BuildEditor", "Add"),
            "replace_part": translate("BuildEditor", "Replace"),
            "remove_part": translate("BuildEditor", "Remove"),
            "undo": translate("BuildEditor", "Undo"),
            "redo": translate("BuildEditor", "Redo"),
        }
        for action_id, label in labels.items():
            buttons.addWidget(ActionButton(actions[action_id], label))
            if action_id == "remove_part":
                buttons.addStretch(1)

        self.total_label = QLabel()
        self.total_label.setObjectName("build_total")
        font = self.total_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.total_label.setFont(font)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

        from dlbox.ui.widgets.power_gauge import PowerGauge

        self.gauge = PowerGauge()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.name_edit)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.more_lines, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(buttons)
        layout.addWidget(self.gauge)
        layout.addWidget(self.total_label)

        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.rig_action = QAction(translate("BuildEditor", "Power, Risers and Water…"), self)
        self.rig_action.setObjectName("action_gpu_rig")
        self.rig_action.setToolTip(
            translate(
                "BuildEditor",
                "Which PSU feeds this GPU line's cards, which sit on riser cables, and which "
                "carry water blocks in a custom loop",
            )
        )
        self.rig_action.triggered.connect(self.edit_gpu_rig)
        self.bios_action = QAction(translate("BuildEditor", "BIOS…"), self)
        self.bios_action.setObjectName("action_board_bios")
        self.bios_action.setToolTip(
            translate(
                "BuildEditor",
                "The BIOS version this board runs, and whether it runs 24/48 GB DDR5 modules",
            )
        )
        self.bios_action.triggered.connect(self.edit_board_bios)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.view.doubleClicked.connect(self._double_clicked)
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        document.build_changed.connect(self._sync_name)
        analysis.changed.connect(self.refresh_summary)
        analysis.preferences_changed.connect(self._currency_changed)
        self._remembered: tuple[Category, str] | None = None
        self._sync_name()
        self.refresh_summary()

    def wanted_height(self, spare_rows: int = 3) -> int:
        """The height that shows every line of the build, a few empty rows to drop parts
        on, the buttons, the power gauge and the total: more is empty space."""
        # One line a part: rows already sized to a narrower column would over-count
        # (a long name wrapping onto a second line takes one of the spare rows).
        line = self.view.verticalHeader().defaultSectionSize()
        rows = (self.model.rowCount() + spare_rows) * line
        table = rows + self.view.horizontalHeader().height() + 2 * self.view.frameWidth()
        # Everything but the table, as the layout would stack it.
        others = self.layout().sizeHint().height() - self.view.sizeHint().height()
        return others + table

    def needed_height(self) -> int:
        """The height that shows every line of the build as laid out now (a long name
        wrapped onto two or three lines, CJK text's taller lines), the buttons, the power
        gauge and the total: less hides a part under the table's edge."""
        # The rows at the table's width now, not as last laid out (a dock just resized
        # lays its table out a turn later; measured before, rows wrapped for a narrower
        # dock asked for a hundred pixels too many).
        self.layout().activate()
        self.view.doItemsLayout()
        rows = self.view.verticalHeader().length()
        table = rows + self.view.horizontalHeader().height() + 2 * self.view.frameWidth()
        others = self.layout().sizeHint().height() - self.view.sizeHint().height()
        if self.more_lines.isVisible():  # the hint goes once every line shows
            others -= self.more_lines.sizeHint().height() + self.layout().spacing()
        return others + table

    def hidden_lines(self, without_hint: bool = False) -> int:
        """How many of the build's lines the table does not show whole at its height (or
        at the height it would have without the hint under it)."""
        viewport = self.view.viewport().height()
        if without_hint and self.more_lines.isVisible():
            viewport += self.more_lines.sizeHint().height() + self.layout().spacing()
        header = self.view.verticalHeader()
        offset = header.offset()
        hidden = 0
        for row in range(self.model.rowCount()):
            top = header.sectionPosition(row) - offset
            if top < 0 or top + header.sectionSize(row) > viewport + 1:
                hidden += 1
        return hidden

    def _update_more_lines(self) -> None:
        # Shown while a line would be hidden without it; the count is what is hidden now
        # (the hint's own line included: a resize recounts once it shows).
        if self.hidden_lines(without_hint=True):
            hidden = max(1, self.hidden_lines())
            # Which way they are: under the edge, or scrolled off the top.
            arrow = "▼" if self._last_line_below() else "▲"
            words = (
                translate("BuildEditor", "%1 more lines: scroll the table").replace(
                    "%1", str(hidden)
                )
                if hidden > 1
                else translate("BuildEditor", "1 more line: scroll the table")
            )
            self.more_lines.setText(f"{arrow} {words}")
            self.more_lines.setToolTip(
                translate("BuildEditor", "Click to bring the build's hidden lines into view")
            )
            self.more_lines.show()
        else:
            self.more_lines.hide()

    def _last_line_below(self) -> bool:
        """Whether the build's last line is under the table's edge."""
        header = self.view.verticalHeader()
        last = self.model.rowCount() - 1
        if last < 0:
            return False
        bottom = header.sectionViewportPosition(last) + header.sectionSize(last)
        return bottom > self.view.viewport().height() + 1

    def _show_hidden_lines(self) -> None:
        """Scroll to the last line if it is hidden, else back to the first."""
        if self._last_line_below():
            self.view.scrollToBottom()
        else:
            self.view.scrollToTop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._more_timer.start()
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------- syncing
    def _sync_name(self) -> None:
        if self.name_edit.text() != self.document.build.name:
            self.name_edit.blockSignals(True)
            self.name_edit.setText(self.document.build.name)
            self.name_edit.blockSignals(False)

    def _rename(self) -> None:
        name = self.name_edit.text().strip()
        if name and name != self.document.build.name:
            self.document.rename(name)

    def _currency_changed(self) -> None:
        self.model.set_price_age(self.analysis.preferences.price_max_age_days)
        self.model.set_converter(self.analysis.converter)
        self.refresh_summary()

    def refresh_summary(self) -> None:
        total, missing = self.analysis.build_total()
        converter = self.model.converter
        floor = has_floor(self.document.resolved, self.document.catalogue.prices)
        text = translate("BuildEditor", "Total %1").replace(
            "%1",
            marked(converter.format(total), floor),  # a floor in it: "≥ 3,714 USD"
        )
        tip = translate(
            "BuildEditor",
            "Sum of every line at today's catalogue prices, converted at the rates in Settings.",
        )
        if floor:
            tip += "\n" + floor_note()
        if missing:
            text += translate("BuildEditor", " + parts in %1").replace("%1", ", ".join(missing))
            tip += "\n" + translate(
                "BuildEditor", "No exchange rate for %1: those lines are not in the total."
            ).replace("%1", ", ".join(missing))
        unknown = unpriced_names(self.document.resolved)
        text += unpriced_suffix(len(unknown))
        if unknown:
            tip += "\n" + translate("BuildEditor", "No price known for: %1").replace(
                "%1", ", ".join(unknown)
            )
        days = self.analysis.preferences.price_max_age_days
        old = [
            p.part.name
            for p in self.document.resolved
            if p.part.price is not None and is_stale(p.part.price_date, max_age_days=days)
        ]
        if old:
            tip += "\n" + translate(
                "BuildEditor", "Prices older than %1 days — check today's price: %2"
            ).replace("%1", str(days)).replace("%2", ", ".join(old))
        self.total_label.setText(text)
        self.total_label.setToolTip(tip)
        if not self.analysis.is_ready:  # the window just opened: the check runs next
            self.gauge.set_checking()
            return
        power = self.analysis.power()
        # Every PSU unit together (a dual-PSU rig's gauge is against both).
        psus = self.document.resolved.expanded(Category.PSU)
        psu_w = sum(getattr(p, "wattage_w", 0.0) for p in psus) if psus else None
        if power is None:
            self.gauge.set_power(None, None, psu_w, None)
        else:
            self.gauge.set_power(power.load_w, power.transient_w, psu_w, power.recommended_psu_w)

    # --------------------------------------------------------------- rig
    def _context_menu(self, pos: object) -> None:
        index = self.view.indexAt(pos)  # type: ignore[arg-type]
        if not index.isValid():
            return
        line = self.model.line(index.row())
        actions = {Category.GPU: self.rig_action, Category.MOTHERBOARD: self.bios_action}
        if line.category not in actions or line.is_slot:
            return
        self.view.selectRow(index.row())
        menu = QMenu(self)
        menu.addAction(actions[line.category])
        menu.exec(self.view.viewport().mapToGlobal(pos))  # type: ignore[arg-type]

    def make_gpu_rig_dialog(self) -> GpuRigDialog | None:
        """The power/riser dialog for the current GPU line (None when no GPU is selected)."""
        from dlbox.core.rig.load import cable_plugs
        from dlbox.ui.dialogs.gpu_rig_dialog import GpuRigDialog

        current = self.current_line()
        if current is None or current[0] != Category.GPU or not current[1]:
            return None
        build = self.document.build
        pick = next(
            (p for p in build.parts if p.category == Category.GPU and p.id == current[1]), None
        )
        if pick is None:
            return None
        part = next((p.part for p in self.document.resolved if p.part.id == pick.id), None)
        # PSU units in the build's order (PSU 1 feeds the board), named in the dialog.
        psu_names = [p.name for p in self.document.resolved.expanded(Category.PSU)]
        plugs = cable_plugs(part) if isinstance(part, GPU) else None
        return GpuRigDialog(
            build, pick, part.name if part else pick.id, self, psu_names, plugs=plugs
        )

    def edit_gpu_rig(self) -> bool:
        """Open the power/riser dialog for the current GPU line; True when it changed."""
        dialog = self.make_gpu_rig_dialog()
        if dialog is None:
            return False
        pick = dialog.pick
        self.rig_dialog = dialog  # tests drive the open dialog
        if dialog.exec() != dialog.DialogCode.Accepted:
            return False
        split, risers, open_frame = dialog.result_values()
        self.document.set_gpu_rig(
            pick.id, split, risers, open_frame, dialog.water_values(), dialog.cable_values()
        )
        return True

    def make_board_bios_dialog(self) -> BoardBiosDialog | None:
        """The BIOS dialog for the current motherboard line (None when no board is selected)."""
        from dlbox.ui.dialogs.board_bios_dialog import BoardBiosDialog

        current = self.current_line()
        if current is None or current[0] != Category.MOTHERBOARD or not current[1]:
            return None
        pick = next(
            (
                p
                for p in self.document.build.parts
                if p.category == Category.MOTHERBOARD and p.id == current[1]
            ),
            None,
        )
        if pick is None:
            return None
        part = next((p.part for p in self.document.resolved if p.part.id == pick.id), None)
        return BoardBiosDialog(pick, part.name if part else pick.id, self)

    def edit_board_bios(self) -> bool:
        """Open the BIOS dialog for the current motherboard line; True when it changed."""
        dialog = self.make_board_bios_dialog()
        if dialog is None:
            return False
        self.bios_dialog = dialog  # tests drive the open dialog
        if dialog.exec() != dialog.DialogCode.Accepted:
            return False
        pick = dialog.pick
        bios, dense = dialog.values()
        if (bios, dense) == (pick.bios, pick.bios_dense_ddr5):
            return False
        self.document.set_board_bios(pick.id, bios, dense)
        return True

    # -------------------------------------------------------- selection
    def current_line(self) -> tuple[Category, str] | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        line = self.model.line(index.row())
        return line.category, line.part_id

    def select(self, category: Category, part_id: str = "") -> None:
        row = self.model.row_of(category, part_id)
        if row >= 0:
            self.view.selectRow(row)

    def _current_changed(self, current: QModelIndex) -> None:
        if current.isValid():
            line = self.model.line(current.row())
            self.line_selected.emit(line.category, line.part_id)

    def _double_clicked(self, index: QModelIndex) -> None:
        # Quantity cells open their editor, price cells the line's price; elsewhere,
        # jump to the category in the catalogue.
        line = self.model.line(index.row())
        if index.column() in (COL_UNIT, COL_TOTAL) and line.part is not None:
            self._actions["set_price"].trigger()
        elif index.column() != COL_QTY:
            self.line_selected.emit(line.category, line.part_id)

    def _remember_selection(self) -> None:
        self._remembered = self.current_line()

    def _restore_selection(self) -> None:
        if self._remembered is not None:
            category, part_id = self._remembered
            row = self.model.row_of(category, part_id)
            if row < 0:
                row = self.model.row_of(category)
            if row >= 0:
                self.view.selectionModel().blockSignals(True)
                self.view.selectRow(row)
                self.view.selectionModel().blockSignals(False)
