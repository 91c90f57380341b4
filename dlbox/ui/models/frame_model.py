"""A fast read-only table model over a pandas DataFrame.

Qt calls ``data()`` for every visible cell on every repaint, so all pandas work
happens once in ``set_frame``: display strings are formatted per column, sort
keys are kept as numpy arrays, and the visible rows are an index permutation.
``data()`` is two list look-ups.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd
from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication

from dlbox.ui.value_labels import value_label

UNKNOWN = "—"
# Drag payload: one "category<TAB>id" line per dragged part.
PART_MIME_TYPE = "application/x-dlbox-part"
Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    unit: str = ""
    decimals: int | None = None
    tip: str = ""  # what the number means, shown on the header

    @property
    def header(self) -> str:
        return f"{self.title} ({self.unit})" if self.unit else self.title


def local_separators(text: str) -> str:
    """One of Python's "1,234.5" in the locale's own separators."""
    return str(_local_separators(np.array([text], dtype=object))[0])


def _local_separators(text: np.ndarray) -> np.ndarray:
    """Python's "1,234.5" in the locale's own separators ("1.234,5" in German)."""
    locale = QLocale()
    group, point = locale.groupSeparator(), locale.decimalPoint()
    if (group, point) == (",", "."):
        return text
    return np.array(
        [t.replace(",", "\0").replace(".", point).replace("\0", group) for t in text],
        dtype=object,
    )


def format_column(values: pd.Series, decimals: int | None) -> list[str]:
    """Vectorised formatting of one column; None/NaN become the unknown mark."""
    if pd.api.types.is_bool_dtype(values):
        yes, no = value_label("yes"), value_label("no")
        return [yes if v else no for v in values.tolist()]
    if pd.api.types.is_numeric_dtype(values):
        array = values.to_numpy(dtype=float, na_value=np.nan)
        if decimals is None:
            finite = array[np.isfinite(array)]
            whole = finite.size == 0 or bool(np.all(np.mod(finite, 1) == 0))
            decimals = 0 if whole else 1
        if np.nanmax(np.abs(array), initial=0) >= 1_000:
            # Grouped digits from four on ("1,638 GB/s" like "3,640 USD", not "1638") in
            # the user's separators: one column, one way of writing its numbers.
            text = np.array([f"{v:,.{decimals}f}" for v in np.nan_to_num(array)], dtype=object)
            text = _local_separators(text)
        else:
            text = np.char.mod(f"%.{decimals}f", np.nan_to_num(array))
        return np.where(np.isnan(array), UNKNOWN, text).tolist()
    out: list[str] = []
    for value in values.tolist():
        if value is None or (isinstance(value, float) and np.isnan(value)):
            out.append(UNKNOWN)
        elif isinstance(value, list | tuple):
            out.append(", ".join(value_label(str(v)) for v in value))
        elif isinstance(value, bool):
            out.append(value_label("yes" if value else "no"))
        else:
            out.append(value_label(str(value)))
    return out


def sort_keys(values: pd.Series) -> np.ndarray:
    """Numbers sort numerically with unknowns last; everything else case-insensitively."""
    if pd.api.types.is_numeric_dtype(values) or pd.api.types.is_bool_dtype(values):
        return values.to_numpy(dtype=float, na_value=np.inf)
    return np.array([str(v).casefold() if v is not None else "\uffff" for v in values.tolist()])


class FrameModel(QAbstractTableModel):
    """Rows of a DataFrame, filtered by a boolean mask and sorted with numpy."""

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._frame = pd.DataFrame()
        self._display: list[list[str]] = [[] for _ in self._columns]
        self._keys: list[np.ndarray] = []
        self._tooltips: list[str] | None = None
        self._tooltip_of: Callable[[int], str | None] | None = None
        self._dimmed: np.ndarray | None = None
        self._dim_brush: QBrush | None = None
        # Cells to mark (e.g. stale prices): the columns, a row flag aligned with the
        # frame, and what the mark means on hover.
        self._flag_keys: frozenset[str] = frozenset()
        self._flags: np.ndarray | None = None
        self._flag_tip = ""
        self._flag_brush = QBrush(QColor("#b35900"))
        # Words around one column's numbers ("≥ " before a floor, " (list)" after a list
        # price) and what they mean on hover, aligned with the frame; kept so a re-format
        # (a currency change) keeps them.
        self._affixes: dict[str, tuple[np.ndarray, np.ndarray, list[str]]] = {}
        # What an unknown cell of a column says instead of the unknown mark, by frame row.
        self._blanks: dict[str, np.ndarray] = {}
        self._mask: np.ndarray = np.zeros(0, dtype=bool)
        self._order: np.ndarray = np.zeros(0, dtype=np.int64)
        self._visible: np.ndarray = np.zeros(0, dtype=np.int64)
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder

    # ------------------------------------------------------------ setup
    def set_frame(self, frame: pd.DataFrame, tooltips: Sequence[str] | None = None) -> None:
        self.beginResetModel()
        self._frame = frame
        self._display = [
            format_column(frame[c.key], c.decimals) if c.key in frame else [UNKNOWN] * len(frame)
            for c in self._columns
        ]
        self._keys = [
            sort_keys(frame[c.key]) if c.key in frame else np.zeros(len(frame))
            for c in self._columns
        ]
        self._affixes = {}
        self._blanks = {}
        self._tooltips = list(tooltips) if tooltips is not None else None
        self._tooltip_of = None
        self._dimmed = None
        self._mask = np.ones(len(frame), dtype=bool)
        self._order = np.arange(len(frame))
        if self._sort_column >= 0:
            self._order = self._sorted_order(self._sort_column, self._sort_order)
        self._visible = self._order
        self.endResetModel()

    def set_mask(self, mask: np.ndarray) -> None:
        """Show only rows where ``mask`` (aligned with the frame) is true."""
        self.beginResetModel()
        self._mask = np.asarray(mask, dtype=bool)
        self._visible = self._order[self._mask[self._order]]
        self.endResetModel()

    def set_tooltips(self, tooltips: Sequence[str] | None) -> None:
        self._tooltips = list(tooltips) if tooltips is not None else None
        self._emit_all_changed()

    def set_row_hints(
        self, dimmed: np.ndarray | None, tooltip_of: Callable[[int], str | None] | None
    ) -> None:
        """Grey out rows (aligned with the frame) and explain why on hover;
        ``tooltip_of(frame_row)`` is asked only for a row the user hovers."""
        self._dimmed = None if dimmed is None else np.asarray(dimmed, dtype=bool)
        self._tooltip_of = tooltip_of
        if self._dim_brush is None:
            palette = QApplication.palette() if QApplication.instance() else QPalette()
            self._dim_brush = palette.brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        self._emit_all_changed()

    def set_flags(self, keys: Iterable[str], flags: np.ndarray | None, tooltip: str = "") -> None:
        """Mark the cells of columns ``keys`` in rows where ``flags`` (aligned with the
        frame) is true: drawn in a warning colour, explained by ``tooltip`` on hover."""
        self._flag_keys = frozenset(keys)
        self._flags = None if flags is None else np.asarray(flags, dtype=bool)
        self._flag_tip = tooltip
        self._emit_all_changed()

    def flagged(self, row: int, key: str) -> bool:
        """True when the visible ``row``'s cell in column ``key`` is marked."""
        return (
            self._flags is not None
            and key in self._flag_keys
            and bool(self._flags[self.frame_row(row)])
        )

    def _is_flagged(self, frame_row: int, column: int) -> bool:
        return (
            self._flags is not None
            and self._columns[column].key in self._flag_keys
            and bool(self._flags[frame_row])
        )

    def set_affixes(
        self,
        key: str,
        prefix: np.ndarray,
        suffix: np.ndarray,
        tips: Sequence[str],
        blanks: np.ndarray | None = None,
    ) -> None:
        """Put ``prefix[row]`` before and ``suffix[row]`` after column ``key``'s known values
        (never around the unknown mark), with ``tips[row]`` on hover; where ``blanks[row]``
        is set, it replaces the unknown mark (a price searched for and not found).  All
        aligned with the frame; one vectorised pass now, so ``data()`` stays a list look-up."""
        self._affixes[key] = (
            np.asarray(prefix, dtype=str),
            np.asarray(suffix, dtype=str),
            list(tips),
        )
        if blanks is not None:
            self._blanks[key] = np.asarray(blanks, dtype=str)
        else:
            self._blanks.pop(key, None)
        for i, c in enumerate(self._columns):
            if c.key == key:
                self._display[i] = self._affixed(key, self._display[i])
        self._emit_all_changed()

    def _affixed(self, key: str, display: list[str]) -> list[str]:
        if key not in self._affixes or not display:
            return display
        prefix, suffix, _tips = self._affixes[key]
        text = np.asarray(display, dtype=str)
        marked = np.char.add(np.char.add(prefix, text), suffix)
        unknown = text
        if key in self._blanks:
            blanks = self._blanks[key]
            unknown = np.where(blanks != "", blanks, text)
        return np.where(text == UNKNOWN, unknown, marked).tolist()

    def _cell_tip(self, frame_row: int, column: int) -> str:
        affix = self._affixes.get(self._columns[column].key)
        return affix[2][frame_row] if affix is not None else ""

    def update_column(self, column: Column, values: pd.Series) -> None:
        """Re-format one column (e.g. prices after a currency change) without a reset."""
        positions = [i for i, c in enumerate(self._columns) if c.key == column.key]
        if not positions:
            return
        for i in positions:
            self._columns[i] = column
            self._display[i] = self._affixed(
                column.key, format_column(values, self._columns[i].decimals)
            )
            self._keys[i] = sort_keys(values)
        if self._sort_column in positions:
            self.sort(self._sort_column, self._sort_order)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, positions[0], positions[-1])
        self._emit_all_changed()

    def _emit_all_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    # ---------------------------------------------------------- queries
    @property
    def frame(self) -> pd.DataFrame:
        return self._frame

    @property
    def columns(self) -> list[Column]:
        return list(self._columns)

    def frame_row(self, row: int) -> int:
        """The DataFrame position behind a visible row."""
        return int(self._visible[row])

    def row_id(self, row: int) -> str:
        return str(self._frame.index[self.frame_row(row)])

    def visible_count(self) -> int:
        return len(self._visible)

    def row_of_id(self, part_id: str) -> int:
        if part_id not in self._frame.index:
            return -1
        position = int(self._frame.index.get_loc(part_id))  # type: ignore[arg-type]
        hits = np.flatnonzero(self._visible == position)
        return int(hits[0]) if hits.size else -1

    # --------------------------------------------------------- Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._visible[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display[index.column()][row]
        if role == Qt.ItemDataRole.ToolTipRole:
            notes = [
                tip
                for tip in (
                    self._flag_tip if self._is_flagged(int(row), index.column()) else "",
                    self._cell_tip(int(row), index.column()),
                )
                if tip
            ]
            if notes:
                return "\n".join(notes)
            if self._tooltip_of is not None:
                return self._tooltip_of(int(row))
            if self._tooltips is not None:
                return self._tooltips[row] or None
            return None
        if (
            role == Qt.ItemDataRole.TextAlignmentRole
            and self._keys[index.column()].dtype.kind == "f"
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._is_flagged(int(row), index.column()):
                return self._flag_brush
            if self._dimmed is not None:
                return self._dim_brush if self._dimmed[row] else None
        if role == Qt.ItemDataRole.UserRole:
            return str(self._frame.index[row])
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self._columns)
        ):
            return self._columns[section].tip or None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return self._columns[section].header
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )

    def mimeTypes(self) -> list[str]:
        return [PART_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        lines = []
        for row in rows:
            position = self.frame_row(row)
            category = (
                str(self._frame["category"].iat[position]) if "category" in self._frame else ""
            )
            lines.append(f"{category}\t{self._frame.index[position]}")
        mime = QMimeData()
        mime.setData(PART_MIME_TYPE, "\n".join(lines).encode())
        return mime

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self.layoutAboutToBeChanged.emit()
        self._sort_column, self._sort_order = column, order
        self._order = self._sorted_order(column, order)
        self._visible = self._order[self._mask[self._order]]
        self.layoutChanged.emit()

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> np.ndarray:
        keys = self._keys[column]
        ranking = np.argsort(keys, kind="stable")
        if order == Qt.SortOrder.DescendingOrder:
            # Reverse but keep unknowns (inf) last.
            known = ranking[np.isfinite(keys[ranking])] if keys.dtype.kind == "f" else ranking
            unknown = (
                ranking[~np.isfinite(keys[ranking])] if keys.dtype.kind == "f" else ranking[:0]
            )
            ranking = np.concatenate([known[::-1], unknown])
        return ranking
