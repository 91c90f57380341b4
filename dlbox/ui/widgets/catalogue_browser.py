"""Browse the catalogue: one tab per category, search as you type, details pane."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category, PartBase
from dlbox.ui.columns import columns_for
from dlbox.ui.models.frame_model import FrameModel

CATEGORY_TITLES = {
    Category.GPU: "GPUs",
    Category.CPU: "CPUs",
    Category.MOTHERBOARD: "Motherboards",
    Category.MEMORY: "Memory",
    Category.STORAGE: "Storage",
    Category.PSU: "Power supplies",
    Category.CASE: "Cases",
    Category.COOLER: "Coolers",
}


def search_text(table_frame) -> np.ndarray:  # type: ignore[no-untyped-def]
    """One lower-case haystack per row: name, id, brand and the key text fields."""
    text_columns = [c for c in table_frame.columns if table_frame[c].dtype == object]
    joined = table_frame[text_columns].astype(str).agg(" ".join, axis=1)
    return joined.str.casefold().to_numpy(dtype=str)


class CategoryPage(QWidget):
    part_activated = Signal(object)  # PartBase

    def __init__(self, catalogue: Catalogue, category: Category, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"catalogue_page_{category.value}")
        self.catalogue = catalogue
        self.category = category
        self.search = QLineEdit(placeholderText="Search name and specs…")
        self.search.setClearButtonEnabled(True)
        self.search.setObjectName("catalogue_search")
        self.model = FrameModel(columns_for(category), self)
        frame = catalogue.table(category)
        self.model.set_frame(frame)
        self._haystack = search_text(frame) if len(frame) else np.array([], dtype=str)
        self.view = QTableView()
        self.view.setObjectName("catalogue_table")
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.resizeColumnsToContents()
        self.view.setColumnWidth(0, min(max(self.view.columnWidth(0), 220), 320))
        self.details = QTextBrowser()
        self.details.setObjectName("catalogue_details")
        self.details.setOpenExternalLinks(True)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(splitter)
        self.search.textChanged.connect(self.apply_search)
        self.view.selectionModel().currentRowChanged.connect(self._show_current)
        self.view.doubleClicked.connect(self._activate)

    def apply_search(self, text: str) -> None:
        words = text.casefold().split()
        mask = np.ones(len(self._haystack), dtype=bool)
        for word in words:
            mask &= np.char.find(self._haystack, word) >= 0
        self.model.set_mask(mask)

    def current_part(self) -> PartBase | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return self.catalogue.get(self.category, self.model.row_id(index.row()))

    def _show_current(self) -> None:
        part = self.current_part()
        self.details.setHtml(part_details_html(part) if part else "")

    def _activate(self) -> None:
        part = self.current_part()
        if part is not None:
            self.part_activated.emit(part)


def part_details_html(part: PartBase) -> str:
    rows = []
    for name, value in part.model_dump().items():
        if name in ("source", "price_source", "notes"):
            continue
        shown = "unknown" if value is None else value
        if isinstance(value, list):
            shown = "; ".join(str(v) for v in value) or "none"
        rows.append(f"<tr><td><b>{name}</b></td><td>{_escape(str(shown))}</td></tr>")
    price = "unknown" if part.price is None else f"{part.price:,.2f} {part.currency}"
    provenance = (
        f"<p><b>Price</b> {price}"
        + (f" ({_escape(part.price_source or '')}, {part.price_date})" if part.price else "")
        + f"<br><b>Specs</b> {_escape(part.source)}, as of {part.as_of}</p>"
    )
    notes = f"<p><i>{_escape(part.notes)}</i></p>" if part.notes else ""
    return f"<h3>{_escape(part.name)}</h3>{provenance}{notes}<table>{''.join(rows)}</table>"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class CatalogueBrowser(QTabWidget):
    part_activated = Signal(object)

    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("catalogue_browser")
        self.pages: dict[Category, CategoryPage] = {}
        for category in Category:
            page = CategoryPage(catalogue, category, self)
            page.part_activated.connect(self.part_activated)
            self.pages[category] = page
            self.addTab(page, f"{CATEGORY_TITLES[category]} ({len(page.model.frame)})")
