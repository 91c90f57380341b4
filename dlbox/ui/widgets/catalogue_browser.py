"""Browse the catalogue: a tab per category, search as you type, spec range filters,
"compatible with my build", a details pane; add a part by double-click, Enter or drag."""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np
import pandas as pd
from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from superqt import QLabeledDoubleRangeSlider

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category, PartBase
from dlbox.core.price_marks import price_marks, quote_behind
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, PriceQuote, is_stale, stale_mask
from dlbox.ui.analysis import Analysis
from dlbox.ui.columns import (
    PRICE_COLUMN,
    RANGE_FILTERS,
    column_for,
    columns_for,
    price_column,
    spec_text,
)
from dlbox.ui.labels import category_title
from dlbox.ui.language import translate
from dlbox.ui.models.frame_model import FrameModel
from dlbox.ui.price_words import cell_affixes, marked, price_note, search_cells, search_note

# Room a tab bar keeps beside its last tab (the tab overlap and frame of common styles).
_TAB_BAR_SLACK = 4

SEARCH_SKIP = frozenset({"source", "price_source", "notes", "category", "currency"})


def search_text(frame: pd.DataFrame) -> np.ndarray:
    """One lower-case haystack per row: name, id, brand and the other text fields.

    Plain Python over column lists: ~10× faster than pandas string ops here.
    """
    if not len(frame):
        return np.array([], dtype=str)
    columns = [
        frame[c].tolist()
        for c in frame.columns
        if c not in SEARCH_SKIP
        and (frame[c].dtype == object or pd.api.types.is_string_dtype(frame[c]))
    ]
    rows = (" ".join(_as_text(v) for v in row) for row in zip(*columns, strict=True))
    return np.array([_tokens(text) for text in rows], dtype=str)


def _tokens(text: str) -> str:
    """ " ryzen 9 7950x " — words split at spaces and punctuation, space-delimited, so a
    search can ask for whole words ("9" is not the start of "9600x")."""
    return " " + " ".join(TOKEN.findall(text.casefold())) + " "


def _as_text(value: object) -> str:
    if value is None or (isinstance(value, float) and value != value):
        return ""
    if isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    return str(value)


def search_mask(haystack: np.ndarray, text: str) -> np.ndarray:
    """Rows matching ``text`` word for word (case-insensitive): the words as a phrase
    where some row has it ("Ryzen 9" finds Ryzen 9 CPUs, not a Ryzen 5 9600X), else in
    any order ("4090 rtx").  Each word is a whole word, except the last, which may still
    be being typed ("rtx 40" finds the RTX 4090)."""
    words = TOKEN.findall(text.casefold())
    if not words or not len(haystack):
        return np.ones(len(haystack), dtype=bool)
    phrase = np.char.find(haystack, " " + " ".join(words)) >= 0
    if len(words) == 1 or phrase.any():
        return phrase
    mask = np.ones(len(haystack), dtype=bool)
    for i, word in enumerate(words):
        whole = f" {word}" if i == len(words) - 1 else f" {word} "
        mask &= np.char.find(haystack, whole) >= 0
    return mask


TOKEN = re.compile(r"[^\W_]+")
NAME_MIN_WIDTH = 220
NAME_SHARE = 0.4  # of the table's width, at most, for the name column


class PartTable(QTableView):
    """A table where Enter adds the current part, like a double-click; the name column
    grows with the table (a 2560-px screen shows whole names), up to its longest name,
    and what room is left beyond every column's contents is shared by the other columns
    (the last one alone took it: a 400-px "Slots" column of one-digit numbers)."""

    part_chosen = Signal()
    name_width = 0  # the longest name's width (set after resizeColumnsToContents)
    content_widths: tuple[int, ...] = ()  # each column's contents' width, likewise
    _shared = 0  # the room each column other than the name was last given beyond its contents

    def fit_columns(self) -> None:
        room = max(NAME_MIN_WIDTH, int(self.viewport().width() * NAME_SHARE))
        name = max(NAME_MIN_WIDTH, min(self.name_width, room))
        self.setColumnWidth(0, name)
        others = [i for i in range(1, len(self.content_widths)) if not self.isColumnHidden(i)]
        if not others:
            return
        spare = self.viewport().width() - name - sum(self.content_widths[i] for i in others)
        share = max(0, spare) // len(others)
        if share == 0 and self._shared == 0:
            return  # a narrow table scrolls; widths the user dragged stay as they are
        for i in others:
            self.setColumnWidth(i, self.content_widths[i] + share)
        self._shared = share

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self.name_width:
            self.fit_columns()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.part_chosen.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def _localise_label(label: Any) -> None:
    """superqt writes a value too wide for its box as "3e+05"; this one writes it in the
    user's locale ("300,000") and sizes the box for it, and reads typed values back."""
    if getattr(label, "_localised", False):
        label.updateText()
        label._update_size()
        return

    def format_value(value: Any) -> str:
        return QLocale().toString(float(value), "f", max(int(label.decimals()), 0))

    def finished() -> None:
        text = label.text()
        value, ok = QLocale().toDouble(text)
        if not ok:
            try:
                value = float(text.replace(",", "").replace("\u00a0", ""))
            except ValueError:
                label.updateText()  # not a number: show the value it had
                return
        label.setValue(value)
        label.valueEdited.emit(label.value())

    label._format_value = format_value
    label.editingFinished.disconnect()
    label.editingFinished.connect(finished)
    label._localised = True
    label.updateText()
    label._update_size()


class RangeFilter(QWidget):
    """A labelled two-handle slider over one numeric column; unknown values pass only
    while the range is untouched."""

    changed = Signal()

    def __init__(self, field: str, title: str, values: np.ndarray, parent: QWidget | None = None):
        super().__init__(parent)
        self.field = field
        self.setObjectName(f"range_{field}")
        self.label = QLabel(title)
        self.slider = QLabeledDoubleRangeSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName(f"range_slider_{field}")
        # The edge boxes show (and accept typed) low and high values; no labels float over handles.
        self.slider.setEdgeLabelMode(QLabeledDoubleRangeSlider.EdgeLabelMode.LabelIsValue)
        self.slider.setHandleLabelPosition(QLabeledDoubleRangeSlider.LabelPosition.NoLabel)
        self.label.setMinimumWidth(self.label.fontMetrics().horizontalAdvance("Max cooler (mm)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.slider, 1)
        self.set_values(values)
        self.slider.valueChanged.connect(lambda _v: self.changed.emit())

    def set_values(self, values: np.ndarray) -> None:
        self._values = np.asarray(values, dtype=float)
        finite = self._values[np.isfinite(self._values)]
        low, high = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 0.0)
        if high <= low:
            high = low + 1
        whole = finite.size == 0 or bool(np.all(np.mod(finite, 1) == 0)) or high - low > 100
        if whole:  # round outward so the untouched range really spans every value
            low, high = float(np.floor(low)), float(np.ceil(high))
        self.slider.blockSignals(True)
        self.slider.setDecimals(0 if whole else 1)
        self.slider.setRange(low, high)
        self.slider.setValue((low, high))
        self.slider.blockSignals(False)
        self._full = (low, high)
        self.setEnabled(finite.size > 0)
        decimals = 0 if whole else 1
        self.setToolTip(
            translate(
                "CatalogueBrowser",
                "%1: %2 to %3; %4 parts do not state it and are hidden once you narrow the range.",
            )
            .replace("%1", self.label.text())
            .replace("%2", QLocale().toString(low, "f", decimals))  # 300,000, never 3e+05
            .replace("%3", QLocale().toString(high, "f", decimals))
            .replace("%4", QLocale().toString(int(np.sum(~np.isfinite(self._values)))))
        )
        for edge in self.edge_labels():
            _localise_label(edge)

    def edge_labels(self) -> list[Any]:
        """The slider's low/high value boxes (superqt's SliderLabel line edits)."""
        return [box for box in self.slider.findChildren(QLineEdit) if hasattr(box, "_format_value")]

    def is_active(self) -> bool:
        low, high = self.slider.value()
        slack = 0.5 * 10 ** -self.slider.decimals()
        return bool(low > self._full[0] + slack or high < self._full[1] - slack)

    def set_range(self, low: float, high: float) -> None:
        self.slider.setValue((low, high))

    def reset(self) -> None:
        self.slider.setValue(self._full)

    def mask(self) -> np.ndarray:
        if not self.is_active():
            return np.ones(len(self._values), dtype=bool)
        low, high = self.slider.value()
        # Labels round to the shown decimals; compare with a little slack.
        slack = 0.5 * 10 ** -self.slider.decimals()
        with np.errstate(invalid="ignore"):
            return (self._values >= low - slack) & (self._values <= high + slack)


class CategoryPage(QWidget):
    part_activated = Signal(object)  # PartBase
    selection_changed = Signal(object)  # PartBase | None

    def __init__(
        self,
        catalogue: Catalogue,
        category: Category,
        analysis: Analysis,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName(f"catalogue_page_{category.value}")
        self.catalogue = catalogue
        self.category = category
        self.analysis = analysis
        self.compatible_only = True
        self._compat_stale = True
        self._compat_mask: np.ndarray | None = None

        table = catalogue.table(category)
        self.frame = table.assign(**{PRICE_COLUMN: self._prices(table)})
        self._haystack = search_text(table)

        self.search = QLineEdit(
            placeholderText=translate("CatalogueBrowser", "Search name and specs…")
        )
        self.search.setClearButtonEnabled(True)
        self.search.setObjectName("catalogue_search")
        self.model = FrameModel(columns_for(category, analysis.converter.currency), self)
        self.model.set_frame(self.frame)
        self._mark_price_kinds(table)
        self._flag_stale_prices()

        # Range sliders are made when the page is first shown: 8 pages × 4 sliders
        # would otherwise double the window's start-up time; the first page's come right
        # after the window's first paint, with the compatibility check.
        self.filters: dict[str, RangeFilter] = {}
        self._filters_waiting = False
        filter_box = QWidget()
        self._filter_grid = QGridLayout(filter_box)
        self._filter_grid.setContentsMargins(0, 0, 0, 0)
        self._filter_grid.setHorizontalSpacing(16)
        self.reset_filters = QPushButton(translate("CatalogueBrowser", "Reset filters"))
        self.reset_filters.setObjectName("reset_filters")
        self.reset_filters.clicked.connect(self.clear_filters)
        self.count_label = QLabel()
        self.count_label.setObjectName("catalogue_count")

        self.view = PartTable()
        self.view.setObjectName("catalogue_table")
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        # By name at first (vendors and series group together), not in the CSV's order.
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.setToolTip("")
        self.view.resizeColumnsToContents()
        header = self.view.horizontalHeader()
        self.view.content_widths = tuple(header.sectionSize(i) for i in range(header.count()))
        self.view.name_width = self.view.content_widths[0] if header.count() else 0
        self.view.fit_columns()

        self.details = QTextBrowser()
        self.details.setObjectName("catalogue_details")
        self.details.setOpenExternalLinks(True)
        self.details.setPlaceholderText(
            translate("CatalogueBrowser", "Select a part to see every spec, its source and date.")
        )

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        self.another_psu: QCheckBox | None = None
        if category == Category.PSU:
            self.another_psu = QCheckBox(translate("CatalogueBrowser", "As another PSU"))
            self.another_psu.setObjectName("another_psu")
            self.another_psu.setToolTip(
                translate(
                    "CatalogueBrowser",
                    "Judge PSUs as one more PSU beside the one in your build (a dual-PSU rig: "
                    "Edit ▸ Add as Another PSU), by the GPU cable power it must carry so that "
                    "PSU 1 stays within its rating, not by the whole rig's load. Its "
                    "connectors are checked once you give it GPUs (Power, Risers and Water).",
                )
            )
            self.another_psu.toggled.connect(lambda _on: self.mark_compat_stale())
            top.addWidget(self.another_psu)
        top.addWidget(self.count_label)
        bottom = QHBoxLayout()
        bottom.addWidget(filter_box, 1)
        bottom.addWidget(self.reset_filters, 0, Qt.AlignmentFlag.AlignTop)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("catalogue_splitter")
        splitter.addWidget(self.view)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        # The table gets the room: on a 720-px laptop the details box took half of it.
        self.details.setMinimumHeight(self.details.fontMetrics().height() * 3)
        self._splitter = splitter
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_split_set", True))
        self._split_set = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(bottom)
        layout.addWidget(splitter, 1)

        self.search.textChanged.connect(self.apply_filters)
        self.view.selectionModel().currentRowChanged.connect(self._show_current)
        self.view.doubleClicked.connect(self._activate)
        self.view.part_chosen.connect(self._activate)
        self.apply_filters()

    # ----------------------------------------------------------- inputs
    def _prices(self, table: pd.DataFrame) -> pd.Series:
        if not len(table):
            return pd.Series(dtype=float)
        return self.analysis.converter.convert_column(table["price"], table["currency"])

    def _mark_price_kinds(self, table: pd.DataFrame) -> None:
        """ "≥" before a floor, "(list)"/"(reseller)" after a price that is not a street
        listing, with what that means on hover (issue 14)."""
        marks = price_marks(table, self.catalogue.prices)
        prefix, suffix, tips = cell_affixes(
            marks["at_least"].to_numpy(), marks["kind"].to_numpy(dtype=object)
        )
        # A price searched for in the user's market and not found: the unknown cell says so,
        # and a price from another market says on hover that this one was searched.
        words, notes = search_cells(
            self.catalogue.searches,
            table.index,
            self.catalogue.market,
            table["price_market"].tolist() if "price_market" in table else [None] * len(table),
        )
        tips = ["\n".join(t for t in pair if t) for pair in zip(tips, notes, strict=True)]
        self.model.set_affixes(PRICE_COLUMN, prefix, suffix, tips, words)

    def _flag_stale_prices(self) -> None:
        """Mark prices older than the user's limit (Settings) in the price and date columns."""
        days = self.analysis.preferences.price_max_age_days
        table = self.catalogue.table(self.category)
        stale = (
            stale_mask(table["price"], table["price_date"], max_age_days=days)
            if len(table)
            else None
        )
        tip = translate(
            "CatalogueBrowser",
            "Price seen more than %1 days ago (Settings): check today's price before you buy.",
        ).replace("%1", str(days))
        self.model.set_flags((PRICE_COLUMN, "price_date"), stale, tip)

    def refresh_prices(self) -> None:
        """Currency or rates changed: re-convert the price column and its filter."""
        self.frame[PRICE_COLUMN] = self._prices(self.catalogue.table(self.category))
        column = price_column(self.analysis.converter.currency)
        self.model.update_column(column, self.frame[PRICE_COLUMN])
        price_filter = self.filters.get(PRICE_COLUMN)
        if price_filter is not None:
            price_filter.label.setText(column.header)
            price_filter.set_values(self._values(PRICE_COLUMN))
        self._flag_stale_prices()
        self.apply_filters()

    def set_compatible_only(self, on: bool) -> None:
        self.compatible_only = on
        self.apply_filters()

    def mark_compat_stale(self) -> None:
        """The build changed; recompute the compatibility mask now if visible, else later."""
        self._compat_stale = True
        if self.isVisible():
            self.apply_filters()

    # ---------------------------------------------------------- filtering
    def judges_another_psu(self) -> bool:
        """PSUs judged as one more beside the build's: the box is ticked and the build has
        a PSU to stand beside (else the box is hidden and PSUs are judged alone)."""
        box = self.another_psu
        if box is None:
            return False
        has_psu = self.analysis.document.resolved.count(Category.PSU) > 0
        box.setVisible(has_psu)
        return has_psu and box.isChecked()

    def compat(self) -> Any:
        """The analysis's compatibility for this page (its PSU mode included)."""
        return self.analysis.compat(self.category, self.judges_another_psu())

    def compat_mask(self) -> np.ndarray | None:
        if not self.analysis.is_ready:  # the window just opened: the check runs next
            return None
        if self._compat_stale:
            compat = self.compat()
            self._compat_stale = False
            if compat is None or len(compat.mask) != len(self.frame):
                self._compat_mask = None
                self.model.set_row_hints(None, None)
            else:
                self._compat_mask = compat.mask
                ids = self.frame.index
                mask, explain = compat.mask, compat.explain
                only = compat.replace_only
                replace_hint = translate(
                    "CatalogueBrowser",
                    "Fits in place of the one in your build, not next to it: select that "
                    "line in the build and press Replace.",
                )

                def hint(row: int) -> str | None:
                    if not mask[row]:
                        return translate("CatalogueBrowser", "Does not fit: %1").replace(
                            "%1", explain(str(ids[row]))
                        )
                    return replace_hint if only[row] else None

                self.model.set_row_hints(~mask, hint)
        return self._compat_mask

    def apply_filters(self) -> None:
        mask = search_mask(self._haystack, self.search.text())
        for widget in self.filters.values():
            mask &= widget.mask()
        compat = self.compat_mask()
        hidden = 0
        if compat is not None and self.compatible_only:
            hidden = int(np.sum(mask & ~compat))
            mask &= compat
        self.model.set_mask(mask)
        total = len(self.frame)
        locale = QLocale()
        text = (
            translate("CatalogueBrowser", "%1 of %2")
            .replace("%1", locale.toString(int(mask.sum())))
            .replace("%2", locale.toString(total))
        )
        if hidden:
            text += translate("CatalogueBrowser", " · %1 hidden as incompatible").replace(
                "%1", locale.toString(hidden)
            )
        checking = not self.analysis.is_ready
        if checking:
            text += translate("CatalogueBrowser", " · checking compatibility…")
        self.count_label.setText(text)
        self.count_label.setToolTip(
            translate("CatalogueBrowser", "Checking which parts fit the build…")
            if checking
            else translate(
                "CatalogueBrowser",
                "Parts that do not fit the current build are hidden; untick "
                "“Compatible only” to see them greyed, with the reason on hover.",
            )
            if compat is not None
            else translate(
                "CatalogueBrowser",
                "The compatibility check is not available, so no part is hidden.",
            )
        )
        self.reset_filters.setEnabled(any(f.is_active() for f in self.filters.values()))

    def clear_filters(self) -> None:
        for widget in self.filters.values():
            widget.blockSignals(True)
            widget.reset()
            widget.blockSignals(False)
        self.apply_filters()

    def ensure_filters(self) -> dict[str, RangeFilter]:
        if not self.filters:
            for i, field in enumerate(RANGE_FILTERS[self.category]):
                column = (
                    price_column(self.analysis.converter.currency)
                    if field == PRICE_COLUMN
                    else column_for(field)
                )
                widget = RangeFilter(field, column.header, self._values(field))
                widget.changed.connect(self.apply_filters)
                self.filters[field] = widget
                self._filter_grid.addWidget(widget, i // 2, i % 2)
            self._order_tabs()
        return self.filters

    def _order_tabs(self) -> None:
        """Tab walks the page top to bottom: search, filters, table, details. The filters
        are made after the first paint, so Qt had put them after every other dock."""
        chain: list[QWidget] = [self.search]
        if self.another_psu is not None:
            chain.append(self.another_psu)
        for widget in self.filters.values():
            chain += [
                w for w in widget.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus
            ]
        chain += [self.reset_filters, self.view, self.details]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _filters_after_paint(self) -> None:
        # Left connected (ready fires once): a Python slot disconnected while it runs can crash.
        if self.isVisible():
            self.ensure_filters()

    def _values(self, field: str) -> np.ndarray:
        if field not in self.frame:
            return np.full(len(self.frame), np.nan)
        return pd.to_numeric(self.frame[field], errors="coerce").to_numpy(
            dtype=float, na_value=np.nan
        )

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        if self.analysis.is_ready:
            self.ensure_filters()
        elif not self._filters_waiting:
            self._filters_waiting = True
            self.analysis.ready.connect(self._filters_after_paint)
        if self._compat_stale:
            self.apply_filters()
        if not self._split_set:  # sizes take only once the splitter has its height
            self._split_set = True
            total = max(self._splitter.height(), 4)
            self._splitter.setSizes([total * 3 // 4, total - total * 3 // 4])

    # ---------------------------------------------------------- selection
    def current_part(self) -> PartBase | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return self.catalogue.get(self.category, self.model.row_id(index.row()))

    def select_part(self, part_id: str) -> bool:
        """Select a row; a part the filters hide still gets its details shown (False)."""
        row = self.model.row_of_id(part_id)
        if row < 0:
            self.view.clearSelection()
            try:
                part = self.catalogue.get(self.category, part_id)
            except KeyError:
                return False
            compat = self.compat()
            hidden = (
                compat is not None
                and part_id in self.frame.index
                and not compat.mask[self.frame.index.get_loc(part_id)]
            )
            self.details.setHtml(
                part_details_html(
                    part,
                    compat.explain(part_id) if hidden and compat else "",
                    quotes=self.catalogue.prices.for_part(part.id),
                    max_age_days=self.analysis.preferences.price_max_age_days,
                    searched=self._searched(part.id),
                )
            )
            return False
        self.view.selectRow(row)
        self.view.scrollTo(self.model.index(row, 0))
        return True

    def _show_current(self) -> None:
        part = self.current_part()
        reason = ""
        if part is not None and self._compat_mask is not None:
            position = self.model.frame_row(self.view.currentIndex().row())
            if not self._compat_mask[position]:
                compat = self.compat()
                reason = compat.explain(part.id) if compat is not None else ""
        self.details.setHtml(
            part_details_html(
                part,
                reason,
                quotes=self.catalogue.prices.for_part(part.id),
                max_age_days=self.analysis.preferences.price_max_age_days,
                searched=self._searched(part.id),
            )
            if part
            else ""
        )
        self.selection_changed.emit(part)

    def _searched(self, part_id: str) -> str:
        """What a search for the part's price in the user's market found ("" if none)."""
        searches = self.catalogue.searches
        market = self.catalogue.market
        row = searches.get(part_id, market) if searches is not None else None
        try:
            shown = self.catalogue.get(self.category, part_id).price_market
        except KeyError:
            shown = None
        return search_note(row) if row is not None and shown != market else ""

    def _activate(self) -> None:
        part = self.current_part()
        if part is not None:
            self.part_activated.emit(part)


def _at_least(quote: PriceQuote | None, amount: str) -> str:
    """A floor the source gives ("more than 7 million won") is never shown as the price,
    nor a list price or a reseller's quote as a street price."""
    if quote is None:
        return amount
    return marked(amount, quote.at_least, quote.kind)


# The quote behind a part's current price (kept under its old name for callers).
current_quote = quote_behind


def price_label_text(
    part: PartBase, max_age_days: int = DEFAULT_STALE_DAYS, quote: PriceQuote | None = None
) -> str:
    """The part's current price in words: amount ("≥" when the source gives only a floor),
    new/used, market, date, and "old" when it is older than ``max_age_days``; "unknown"
    when there is none."""
    if part.price is None:
        return translate("CatalogueBrowser", "unknown")
    text = _at_least(quote, f"{QLocale().toString(float(part.price), 'f', 2)} {part.currency}")
    kind = {
        "new": translate("CatalogueBrowser", "new"),
        "used": translate("CatalogueBrowser", "used"),
    }.get(part.price_condition or "")
    where = ", ".join(x for x in (kind, part.price_market) if x)
    if where:
        text += f" ({where})"
    text += " " + translate("CatalogueBrowser", "on %1").replace(
        "%1", str(part.price_date or translate("CatalogueBrowser", "an unknown date"))
    )
    note = price_note(quote.at_least, quote.kind) if quote is not None else ""
    if note:  # what "≥" and "(list)" mean, next to them
        text += " — " + note.replace("\n", "; ")
    if is_stale(part.price_date, max_age_days=max_age_days):
        text += " — " + translate(
            "CatalogueBrowser", "older than %1 days: check today's price"
        ).replace("%1", str(max_age_days))
    return text


def _quotes_html(quotes: list[PriceQuote], max_age_days: int) -> str:
    """Every street price the catalogue holds for a part, newest first, with sources."""
    if len(quotes) < 2:
        return ""
    items = []
    for q in quotes:
        amount = QLocale().toString(float(q.price), "f", 0)
        if q.price_high is not None:
            amount += "–" + QLocale().toString(float(q.price_high), "f", 0)
        amount = _at_least(q, f"{amount} {q.currency}")
        kind = translate("CatalogueBrowser", "used" if q.condition == "used" else "new")
        old = (
            " <i>" + translate("CatalogueBrowser", "(old)") + "</i>"
            if is_stale(q.price_date, max_age_days=max_age_days)
            else ""
        )
        items.append(
            f"<li>{html.escape(amount)} {html.escape(kind)}, "
            f"{html.escape(q.market)}, {q.price_date}{old} — {_linked(q.source)}</li>"
        )
    title = translate("CatalogueBrowser", "Street prices")
    return f"<p><b>{title}</b></p><ul>{''.join(items)}</ul>"


def part_details_html(
    part: PartBase,
    incompatible_reason: str = "",
    quotes: list[PriceQuote] | None = None,
    max_age_days: int = DEFAULT_STALE_DAYS,
    searched: str = "",
) -> str:
    """``searched``: what a search for a price in the user's market found, when it found
    none ("Not listed at 原價屋 Coolpc on 2026-09-23"), said beside the price."""
    rows = []
    for name, value in part.model_dump().items():
        if name in (
            "source",
            "price_source",
            "notes",
            "name",
            "price",
            "currency",
            "price_date",
            "price_condition",
            "price_market",
        ):
            continue
        shown = spec_text(part.category, name, value)
        header = column_for(name).header
        rows.append(
            f"<tr><td><b>{html.escape(header)}</b></td><td>{html.escape(str(shown))}</td></tr>"
        )
    price = html.escape(price_label_text(part, max_age_days, current_quote(part, quotes or [])))
    if part.price is not None and is_stale(part.price_date, max_age_days=max_age_days):
        price = f"<span style='color:#b35900'>{price}</span>"
    if searched and part.price is None:
        price = html.escape(searched)
    elif searched:
        price += " — " + html.escape(searched)
    source = _linked(part.price_source or translate("CatalogueBrowser", "source not given"))
    price_label = translate("CatalogueBrowser", "Price")
    specs_label = translate("CatalogueBrowser", "Specs")
    misfit_label = translate("CatalogueBrowser", "Does not fit the build:")
    provenance = (
        f"<p><b>{price_label}</b> {price}"
        + (f" — {source}" if part.price is not None else "")
        + f"<br><b>{specs_label}</b> "
        + translate("CatalogueBrowser", "%1, as of %2")
        .replace("%1", _linked(part.source))
        .replace("%2", str(part.as_of))
        + "</p>"
    )
    if getattr(part, "slot_layout_verified", None) is False:
        provenance += (
            "<p style='color:#b35900'>"
            + html.escape(
                translate(
                    "CatalogueBrowser",
                    "Slot layout unverified: the slot positions or lane widths are a best "
                    "guess, not read from the manual. Check the manual before you plan "
                    "several GPUs on this board.",
                )
            )
            + "</p>"
        )
    warning = (
        f"<p style='color:#b35900'><b>{misfit_label}</b> {html.escape(incompatible_reason)}</p>"
        if incompatible_reason
        else ""
    )
    notes = f"<p><i>{html.escape(part.notes)}</i></p>" if part.notes else ""
    return (
        f"<h3>{html.escape(part.name)}</h3>{warning}{provenance}"
        f"{_quotes_html(quotes or [], max_age_days)}{notes}"
        f"<table cellspacing='2'>{''.join(rows)}</table>"
    )


def _linked(source: str) -> str:
    """A source as HTML: a leading URL becomes a link, the words after it stay text."""
    if source.startswith(("http://", "https://")):
        url, _space, rest = source.partition(" ")
        link = f"<a href='{html.escape(url)}'>{html.escape(url)}</a>"
        return link + (f" {html.escape(rest)}" if rest else "")
    return html.escape(source)


class CatalogueBrowser(QWidget):
    """All category pages in tabs, with the "compatible only" toggle shared by every page."""

    part_activated = Signal(object)
    selection_changed = Signal(object)

    def __init__(self, catalogue: Catalogue, analysis: Analysis, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("catalogue_browser")
        self.analysis = analysis
        self.compatible_only = QCheckBox(
            translate("CatalogueBrowser", "Compatible with my build only")
        )
        self.compatible_only.setObjectName("compatible_only")
        self.compatible_only.setChecked(True)
        self.compatible_only.setToolTip(
            translate(
                "CatalogueBrowser",
                "Hide parts that would not fit the build. Untick to see them greyed out;\n"
                "hover a greyed part to read why it does not fit.",
            )
        )
        self.tabs = QTabWidget()
        self.tabs.setObjectName("catalogue_tabs")
        # Arrows are the last resort: the counts go first when the names do not fit.
        self.tabs.setUsesScrollButtons(True)
        self._catalogue = catalogue
        self._categories = list(Category)
        # A page (its table, model and column widths) is made when first shown: the
        # window paints without building eight tables it does not show yet.
        self._pages: dict[Category, CategoryPage] = {}
        self.pages = _PageMap(self)
        # Each tab's name with its part count ("Coolers (17)") and without it ("Coolers"):
        # a narrow window drops the counts (kept on hover) before any tab hides behind arrows.
        self._tab_names: list[tuple[str, str]] = []
        for index, category in enumerate(self._categories):
            holder = QWidget()
            holder.setObjectName(f"catalogue_tab_{category.value}")
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            title = category_title(category)
            count = QLocale().toString(len(catalogue.in_category(category)))
            self._tab_names.append((f"{title} ({count})", title))
            self.tabs.addTab(holder, self._tab_names[-1][0])
            self.tabs.setTabToolTip(
                index,
                translate("CatalogueBrowser", "%1: %2 parts in the catalogue")
                .replace("%1", title)
                .replace("%2", count),
            )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.compatible_only)
        layout.addWidget(self.tabs)
        self.tabs.currentChanged.connect(lambda index: self.page(self._categories[index]))
        self.page(self._categories[self.tabs.currentIndex()])
        self.compatible_only.toggled.connect(self._set_compatible_only)
        analysis.changed.connect(self._build_changed)
        analysis.preferences_changed.connect(self._prices_changed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_tab_names()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_tab_names()

    def _fit_tab_names(self) -> None:
        """Names with counts when every tab fits the browser's width, names alone when not."""
        bar = self.tabs.tabBar()
        metrics = bar.fontMetrics()
        # What a tab adds around its text (padding, frame), from the tabs as they are now.
        padding = sum(
            bar.tabSizeHint(i).width() - metrics.horizontalAdvance(bar.tabText(i))
            for i in range(bar.count())
        )
        full = padding + sum(metrics.horizontalAdvance(long) for long, _short in self._tab_names)
        fits = full <= self.tabs.contentsRect().width() - _TAB_BAR_SLACK
        for index, (long, short) in enumerate(self._tab_names):
            text = long if fits else short
            if bar.tabText(index) != text:
                self.tabs.setTabText(index, text)

    def tab_names_with_counts(self) -> bool:
        """Whether the tabs show their part counts now (they have the room)."""
        return all(self.tabs.tabText(i) == long for i, (long, _s) in enumerate(self._tab_names))

    def page(self, category: Category) -> CategoryPage:
        """The page of ``category``, made on first use."""
        page = self._pages.get(category)
        if page is None:
            holder = self.tabs.widget(self._categories.index(category))
            page = CategoryPage(self._catalogue, category, self.analysis, holder)
            page.part_activated.connect(self.part_activated)
            page.selection_changed.connect(self.selection_changed)
            if not self.compatible_only.isChecked():
                page.set_compatible_only(False)
            self._pages[category] = page
            holder.layout().addWidget(page)
        return page

    def _set_compatible_only(self, on: bool) -> None:
        for page in self._pages.values():
            page.set_compatible_only(on)

    def _build_changed(self) -> None:
        for page in self._pages.values():
            page.mark_compat_stale()

    def _prices_changed(self) -> None:
        for page in self._pages.values():
            page.refresh_prices()

    def current_page(self) -> CategoryPage:
        return self.page(self._categories[self.tabs.currentIndex()])

    def show_category(self, category: Category) -> CategoryPage:
        page = self.page(category)
        self.tabs.setCurrentIndex(self._categories.index(category))
        return page

    def current_part(self) -> PartBase | None:
        return self.current_page().current_part()


class _PageMap(Mapping[Category, "CategoryPage"]):
    """``browser.pages[category]``: every category, its page made on first access."""

    def __init__(self, browser: CatalogueBrowser) -> None:
        self._browser = browser

    def __getitem__(self, category: Category) -> CategoryPage:
        return self._browser.page(Category(category))

    def __iter__(self) -> Iterator[Category]:
        return iter(self._browser._categories)

    def __len__(self) -> int:
        return len(self._browser._categories)
