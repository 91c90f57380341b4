"""A horizontal table header that wraps a long label onto more lines instead of eliding it.

Qt's header draws one line and cuts what does not fit; a build name such as
"ASRock DeskMini 250 GTX with GTX 1070 MXM (Taiwan, 110 V)" lost both ends in a
quarter of a 1280-px screen.  The header grows as tall as its longest label needs.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

PAD = 6  # pixels left, right, above and below a label


class WrappingHeader(QHeaderView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # A column's width decides how many lines its label takes, so the height follows.
        self.sectionResized.connect(self._follow_widths)

    def label(self, logical: int) -> str:
        model = self.model()
        if model is None:
            return ""
        value = model.headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole)
        return "" if value is None else str(value)

    def lines(self, logical: int) -> list[str]:
        """The label of column ``logical`` as painted: broken at spaces (inside a word only
        when the word alone is wider than the column)."""
        text = self.label(logical)
        width = max(1, self.sectionSize(logical) - 2 * PAD)
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        lines: list[str] = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
        layout.endLayout()
        return [line for line in lines if line] or [""]

    def _label_height(self, logical: int) -> int:
        return len(self.lines(logical)) * self.fontMetrics().lineSpacing() + 2 * PAD

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:  # noqa: N803 (Qt's names)
        size = super().sectionSizeFromContents(logicalIndex)
        return QSize(size.width(), max(size.height(), self._label_height(logicalIndex)))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        tallest = max((self._label_height(i) for i in range(self.count())), default=0)
        return QSize(hint.width(), max(hint.height(), tallest))

    def _follow_widths(self, *_args: int) -> None:
        self.updateGeometry()
        table = self.parentWidget()
        if table is not None and hasattr(table, "updateGeometries"):
            table.updateGeometries()  # the view places its viewport below the header

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:  # noqa: N803
        if not rect.isValid():
            return
        # The style's frame and background, without its one-line text; then the lines.
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logicalIndex
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
        painter.setFont(self.font())
        lines = self.lines(logicalIndex)
        spacing = self.fontMetrics().lineSpacing()
        top = rect.top() + max(0, (rect.height() - len(lines) * spacing) // 2)
        for i, line in enumerate(lines):
            box = QRect(rect.left() + PAD, top + i * spacing, rect.width() - 2 * PAD, spacing)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), line)
        painter.restore()
