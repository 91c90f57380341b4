"""Room for a combo box's text, measured the way the style draws it.

A combo in a toolbar sized by "minimum contents length" guesses in average characters;
the text is then cut ("HF Train…") whenever the guess is short. These two helpers ask the
style for the text field itself, so a box can be made just wide enough for the words it
must show whole.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

MOST_CHARS = 60  # a box never grows past this many characters for one label


def text_room(combo: QComboBox, width: int | None = None) -> int:
    """Pixels the style leaves for the current text at ``width`` (default: as it is now)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    if width is not None:
        option.rect = QRect(0, 0, width, max(combo.height(), combo.sizeHint().height()))
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width()


def fit_text(combo: QComboBox, text: str) -> None:
    """Raise the box's minimum contents length until ``text`` shows whole in it (a box
    using ``AdjustToMinimumContentsLengthWithIcon``); never shrinks it."""
    need = combo.fontMetrics().horizontalAdvance(text)
    length = combo.minimumContentsLength()
    while length < MOST_CHARS and text_room(combo, combo.sizeHint().width()) < need:
        length += 1
        combo.setMinimumContentsLength(length)
