"""Pick a model of the library by family, with its size, searchable by name.

The same models `dlbox estimate --model ID` takes; the workload bar then asks what
the model is for (full fine-tune, LoRA, QLoRA or inference).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dlbox.ui.engines import ModelOption
from dlbox.ui.language import translate

ID_ROLE = Qt.ItemDataRole.UserRole


def parameters_text(count: float | None) -> str:
    """7.6 B / 110 M in the user's locale ("" for unknown)."""
    if not count:
        return ""
    locale = QLocale()
    if count >= 1e9:
        return translate("ModelPicker", "%1 B").replace("%1", locale.toString(count / 1e9, "f", 1))
    return translate("ModelPicker", "%1 M").replace("%1", locale.toString(round(count / 1e6)))


class ModelPicker(QDialog):
    """A tree of the library's models under their families, filtered as the user types."""

    def __init__(
        self, models: list[ModelOption], current: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("model_picker")
        self.setWindowTitle(translate("ModelPicker", "Model library"))
        self.search = QLineEdit()
        self.search.setObjectName("model_search")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(translate("ModelPicker", "Search models (name or size)…"))
        self.tree = QTreeWidget()
        self.tree.setObjectName("model_tree")
        self.tree.setHeaderLabels(
            [
                translate("ModelPicker", "Model"),
                translate("ModelPicker", "Parameters"),
                translate("ModelPicker", "Active"),
                translate("ModelPicker", "Context (tokens)"),
            ]
        )
        self.tree.headerItem().setToolTip(
            2, translate("ModelPicker", "Mixture of experts: the weights one token runs through")
        )
        self.tree.headerItem().setToolTip(
            3, translate("ModelPicker", "The model's context window, in tokens")
        )
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setStretchLastSection(False)  # the names get the room, not the context
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        families: dict[str, QTreeWidgetItem] = {}
        locale = QLocale()
        for model in models:
            family = families.get(model.family)
            if family is None:
                family = QTreeWidgetItem(self.tree, [model.family])
                family.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading, not a choice
                font = family.font(0)
                font.setBold(True)
                family.setFont(0, font)
                families[model.family] = family
            item = QTreeWidgetItem(
                family,
                [
                    model.name,
                    parameters_text(model.params),
                    parameters_text(model.active_params),
                    locale.toString(model.context) if model.context else "",
                ],
            )
            for column in (1, 2, 3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            item.setData(0, ID_ROLE, model.id)
            item.setToolTip(0, model.description)
            if model.id == current:
                self.tree.setCurrentItem(item)
        self.tree.expandAll()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept_if_picked)
        self.buttons.rejected.connect(self.reject)
        self.tree.itemDoubleClicked.connect(self._accept_if_picked)
        self.tree.currentItemChanged.connect(self._update_ok)
        self.search.textChanged.connect(self.filter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.tree)
        layout.addWidget(self.buttons)
        self.resize(560, 520)
        self._update_ok()

    def visible_ids(self) -> list[str]:
        """The models the filter leaves, in the order shown."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            family = self.tree.topLevelItem(i)
            if family.isHidden():
                continue
            for j in range(family.childCount()):
                child = family.child(j)
                if not child.isHidden():
                    out.append(str(child.data(0, ID_ROLE)))
        return out

    def filter(self, text: str) -> None:
        """Keep the models whose family, name or size holds every typed word."""
        words = text.casefold().split()
        for i in range(self.tree.topLevelItemCount()):
            family = self.tree.topLevelItem(i)
            shown = 0
            for j in range(family.childCount()):
                child = family.child(j)
                haystack = " ".join(
                    [family.text(0), child.text(0), child.text(1), str(child.data(0, ID_ROLE))]
                ).casefold()
                hidden = not all(w in haystack for w in words)
                child.setHidden(hidden)
                shown += not hidden
            family.setHidden(shown == 0)
        visible = self.visible_ids()
        if len(visible) == 1 or (visible and self.picked() not in visible):
            self.select(visible[0])
        self._update_ok()

    def select(self, model_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            family = self.tree.topLevelItem(i)
            for j in range(family.childCount()):
                if family.child(j).data(0, ID_ROLE) == model_id:
                    self.tree.setCurrentItem(family.child(j))
                    return

    def picked(self) -> str:
        """The chosen model's id ("" when a family heading or nothing is selected)."""
        item = self.tree.currentItem()
        if item is None or item.isHidden():
            return ""
        return str(item.data(0, ID_ROLE) or "")

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.picked()))

    def _accept_if_picked(self) -> None:
        if self.picked():
            self.accept()
