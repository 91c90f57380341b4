"""A combo box that shows a short name in the bar and the full wording in its list.

A toolbar that must fit a 1280-pixel screen cannot show "Mixed precision (AMP)" in its
box; "AMP" in the box with the full label in the opened list (and as the item's tooltip)
keeps both the room and the explanation.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

FULL_ROLE = Qt.ItemDataRole.UserRole + 40  # the list's wording of an item


class _FullText(QStyledItemDelegate):
    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        full = index.data(FULL_ROLE)
        if full:
            option.text = str(full)  # type: ignore[attr-defined]


class ShortCombo(QComboBox):
    """``add(short, full, data)``: the box shows ``short``, the list ``full``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(_FullText(self))

    def add(self, short: str, full: str, data: object) -> None:
        self.addItem(short, data)
        row = self.count() - 1
        self.setItemData(row, full, FULL_ROLE)
        self.setItemData(row, full, Qt.ItemDataRole.ToolTipRole)
        # The opened list is as wide as its longest full wording (and a scroll bar).
        width = max(self.fontMetrics().horizontalAdvance(full) + 40, self.view().minimumWidth())
        self.view().setMinimumWidth(width)

    def minimumSizeHint(self) -> QSize:
        # QComboBox keeps the minimum it first worked out, from the items it had then; the
        # bar lays a refilled box out by the words it has now.
        return self.sizeHint()

    def full_text(self) -> str:
        """The current item's full wording."""
        return str(self.currentData(FULL_ROLE) or self.currentText())
