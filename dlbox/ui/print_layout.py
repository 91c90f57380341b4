"""Lay the HTML report out for a printed page: charts scaled to the page width (Qt's
rich text ignores ``max-width``), and table columns never narrower than their longest
word, so the PDF neither crops a chart nor splits "Motherboard" into "Motherb/oard"."""

from __future__ import annotations

import re

from PySide6.QtCore import QSizeF
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QTextCursor,
    QTextDocument,
    QTextFrame,
    QTextLength,
    QTextTable,
    QTextTableCell,
)

SCREEN_DPI = 96.0  # QTextDocument's own unit: a CSS pixel
WORD_SLACK = 1.15
MAX_COLUMN_SHARE = 0.4  # no one unbreakable word may take more of the page than this
# Pieces between break opportunities: after a slash, or after a hyphen not followed by a
# digit (Unicode line breaking keeps "2025-07-23" and "-5" whole).
BREAKABLE = re.compile(r"(?:[^\s/-]|-(?=\d))+(?:/|-(?!\d))?")


def fit_to_page(document: QTextDocument, device: QPagedPaintDevice) -> None:
    """Give ``document`` the printable size of ``device`` and fit its content to it."""
    rect = device.pageLayout().paintRect(QPageLayout.Unit.Inch)
    document.setDocumentMargin(0)  # the device's page margins are the margins
    document.setPageSize(QSizeF(rect.width() * SCREEN_DPI, rect.height() * SCREEN_DPI))
    width = rect.width() * SCREEN_DPI
    _fit_images(document, width)
    for table in _tables(document.rootFrame()):
        _fit_columns(document, table, width)


def _fit_images(document: QTextDocument, width: float) -> None:
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image = fmt.toImageFormat()
                natural = document.resource(QTextDocument.ResourceType.ImageResource, image.name())
                w = image.width() or getattr(natural, "width", lambda: 0)()
                h = image.height() or getattr(natural, "height", lambda: 0)()
                if w > width and h > 0:
                    image.setWidth(width)
                    image.setHeight(h * width / w)
                    cursor = QTextCursor(document)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(
                        fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                    )
                    cursor.setCharFormat(image)
            it += 1
        block = block.next()


def _tables(frame: QTextFrame) -> list[QTextTable]:
    found: list[QTextTable] = []
    for child in frame.childFrames():
        if isinstance(child, QTextTable):
            found.append(child)
        found += _tables(child)
    return found


def _fit_columns(document: QTextDocument, table: QTextTable, width: float) -> None:
    """Each column at least as wide as its longest word; the rest of the width shared
    in proportion to how much text a column holds."""
    fmt = table.format()
    base = 2 * (fmt.cellPadding() + fmt.border()) + fmt.cellSpacing() + 2
    padding = [base] * table.columns()
    longest_word = [0.0] * table.columns()
    text_width = [0.0] * table.columns()
    for row in range(table.rows()):
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            cell_format = cell.format().toTableCellFormat()
            padding[column] = max(
                padding[column],
                base + cell_format.leftPadding() + cell_format.rightPadding(),
            )
            for text, font in _cell_runs(document, cell):
                metrics = QFontMetricsF(font)
                for line in text.split("\u2029"):
                    # Qt may break after a hyphen or a slash (long URLs in the source
                    # column), so the unbreakable pieces are what must fit.
                    words = BREAKABLE.findall(line)
                    if words:
                        longest_word[column] = max(
                            longest_word[column], max(metrics.horizontalAdvance(w) for w in words)
                        )
                        text_width[column] = max(
                            text_width[column], metrics.horizontalAdvance(line)
                        )
    # Printer metrics run a little wider than the screen's the words were measured with.
    minimum = [
        min(w * WORD_SLACK + p, width * MAX_COLUMN_SHARE)
        for w, p in zip(longest_word, padding, strict=True)
    ]
    spare = width - sum(minimum)
    if spare <= 0:  # words cannot all fit: share by need, the page wins
        shares = [m / sum(minimum) * width for m in minimum] if sum(minimum) else []
    else:
        extra = [max(t - lw, 0.0) for t, lw in zip(text_width, longest_word, strict=True)]
        total_extra = sum(extra) or 1.0
        shares = [m + spare * e / total_extra for m, e in zip(minimum, extra, strict=True)]
    fmt.setColumnWidthConstraints(
        [QTextLength(QTextLength.Type.PercentageLength, 100 * s / width) for s in shares]
    )
    table.setFormat(fmt)


def _cell_runs(document: QTextDocument, cell: QTextTableCell) -> list[tuple[str, QFont]]:
    """The cell's text in runs of one font (a bold header measures wider)."""
    runs: list[tuple[str, QFont]] = []
    start, end = cell.firstPosition(), cell.lastPosition()
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            font = fragment.charFormat().font().resolve(document.defaultFont())
            runs.append((fragment.text(), font))
            it += 1
        block = block.next()
    return runs
