"""The build as a table: one row per pick, plus an empty slot row per missing category."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from dlbox.core.build import SINGLE_CATEGORIES
from dlbox.core.parts import Category, PartBase
from dlbox.core.price_marks import quote_of
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale
from dlbox.ui.document import BuildDocument
from dlbox.ui.labels import category_in_sentence, category_singular
from dlbox.ui.language import translate
from dlbox.ui.models.frame_model import PART_MIME_TYPE
from dlbox.ui.money import Converter
from dlbox.ui.price_words import marked, price_note, search_words

Index = QModelIndex | QPersistentModelIndex

COLUMNS = (
    QT_TRANSLATE_NOOP("BuildModel", "Category"),
    QT_TRANSLATE_NOOP("BuildModel", "Part"),
    QT_TRANSLATE_NOOP("BuildModel", "Qty"),
    QT_TRANSLATE_NOOP("BuildModel", "Unit price"),
    QT_TRANSLATE_NOOP("BuildModel", "Line total"),
)
COL_CATEGORY, COL_PART, COL_QTY, COL_UNIT, COL_TOTAL = range(5)
MAX_QUANTITY = 64  # the build file's own limit


@dataclass(frozen=True)
class Line:
    category: Category
    part: PartBase | None  # None: an empty slot, or a pick that could not be resolved
    part_id: str = ""
    quantity: int = 0
    unit_price: float | None = None  # in the display currency; None = unknown or no rate
    line_total: float | None = None
    note: str = ""  # why the line looks odd (saved specs used, no exchange rate, …)
    own_price: str = ""  # the build's own price for the line, said in words ("" = catalogue's)
    rig: str = ""  # a GPU line's power split and risers, e.g. "PSU 2: 2 · 2 on risers"
    # The catalogue price is a floor ("≥"), or a list price / reseller quote, not a street one.
    at_least: bool = False
    price_kind: str = ""
    # A search for the part's price in the user's market that found none: the price cell's
    # word and what the search found ("Not listed at 原價屋 Coolpc on 2026-09-23").
    searched_word: str = ""
    searched: str = ""

    @property
    def is_slot(self) -> bool:
        return not self.part_id


class BuildModel(QAbstractTableModel):
    def __init__(self, document: BuildDocument, converter: Converter, parent: Any = None) -> None:
        super().__init__(parent)
        self._document = document
        self._converter = converter
        self._lines: list[Line] = []
        palette = QApplication.palette()
        self._dim = palette.brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        self._warn = QBrush(Qt.GlobalColor.darkYellow)
        self._stale_brush = QBrush(QColor("#b35900"))
        self._max_age_days = DEFAULT_STALE_DAYS
        document.build_changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------ state
    def set_converter(self, converter: Converter) -> None:
        self._converter = converter
        self.refresh()

    @property
    def converter(self) -> Converter:
        return self._converter

    def set_price_age(self, days: int) -> None:
        """Prices older than ``days`` are marked as old (the Settings limit)."""
        if days != self._max_age_days:
            self._max_age_days = days
            self.refresh()

    def stale_price(self, line: Line) -> bool:
        """True when the line's price (the catalogue's, or the line's own) is older than
        the limit or has no date."""
        part = line.part
        return (
            part is not None
            and part.price is not None
            and is_stale(part.price_date, max_age_days=self._max_age_days)
        )

    def refresh(self) -> None:
        self.beginResetModel()
        self._lines = self._make_lines()
        self.endResetModel()

    def _make_lines(self) -> list[Line]:
        resolved = self._document.resolved
        lines: list[Line] = []
        for category in Category:
            picks = resolved.of(category)
            for pick in picks:
                part = pick.part
                unit = self._converter.convert(part.price, part.currency)
                note = ""
                if pick.origin == "snapshot":
                    note = translate("BuildModel", "Not in the catalogue — using the saved specs.")
                elif pick.catalogue_changed:
                    note = translate(
                        "BuildModel", "The catalogue's entry changed since this build was saved."
                    )
                quote = (
                    None
                    if pick.price_from_build or part.price is None
                    else quote_of(part, self._document.catalogue.prices)
                )
                if part.price is not None and unit is None:
                    note += " " + translate(
                        "BuildModel", "No exchange rate for %1: add one in Settings."
                    ).replace("%1", part.currency)
                search = self._search_of(part.id, part.price_market)
                words = search_words(search) if search is not None else ("", "")
                lines.append(
                    Line(
                        category,
                        part,
                        part.id,
                        pick.quantity,
                        unit,
                        None if unit is None else unit * pick.quantity,
                        note.strip(),
                        own_price=self._own_price_text(pick),
                        rig=self._rig_text(category, part.id),
                        at_least=quote is not None and quote.at_least,
                        price_kind="" if quote is None or quote.kind == "street" else quote.kind,
                        searched_word=words[0],
                        searched=words[1],
                    )
                )
            for missing in resolved.unresolved:
                if missing.pick.category == category:
                    lines.append(
                        Line(
                            category,
                            None,
                            missing.pick.id,
                            missing.pick.quantity,
                            note=missing.reason,
                        )
                    )
            if not picks and not any(m.pick.category == category for m in resolved.unresolved):
                lines.append(Line(category, None))
        return lines

    def _rig_text(self, category: Category, part_id: str) -> str:
        if category == Category.PSU:
            return self._psu_numbers(part_id)
        if category == Category.MOTHERBOARD:
            return self._bios_text(part_id)
        if category != Category.GPU:
            return ""
        pick = next(
            (p for p in self._document.build.parts if p.category == category and p.id == part_id),
            None,
        )
        if pick is None:
            return ""
        bits = [
            translate("BuildModel", "PSU %1: %2").replace("%1", str(unit + 1)).replace("%2", str(n))
            for unit, n in enumerate(pick.psu_split or ())
            if unit > 0 and n
        ]
        if pick.risers is not None:
            bits.append(
                translate("BuildModel", "%1 on risers").replace("%1", str(pick.risers.count))
            )
        if pick.water_blocks:
            bits.append(
                translate("BuildModel", "%1 in the custom loop").replace(
                    "%1", str(pick.water_blocks)
                )
            )
        if pick.power_cables is not None:
            bits.append(
                translate("BuildModel", "1 PSU cable per card")
                if pick.power_cables == 1
                else translate("BuildModel", "%1 PSU cables per card").replace(
                    "%1", str(pick.power_cables)
                )
            )
        if pick.power_rails is not None:
            bits.append(
                translate("BuildModel", "1 12 V rail per card")
                if pick.power_rails == 1
                else translate("BuildModel", "%1 12 V rails per card").replace(
                    "%1", str(pick.power_rails)
                )
            )
        if pick.card_model_named is False:
            bits.append(translate("BuildModel", "card model not named: dimensions assumed"))
        return " · ".join(bits)

    def _bios_text(self, part_id: str) -> str:
        """ "BIOS 1222 · runs 24/48 GB DDR5" on a board line whose build states its BIOS."""
        pick = next(
            (
                p
                for p in self._document.build.parts
                if p.category == Category.MOTHERBOARD and p.id == part_id
            ),
            None,
        )
        if pick is None:
            return ""
        bits = []
        if pick.bios:
            bits.append(translate("BuildModel", "BIOS %1").replace("%1", pick.bios))
        if pick.bios_dense_ddr5 is not None:
            bits.append(
                translate("BuildModel", "runs 24/48 GB DDR5")
                if pick.bios_dense_ddr5
                else translate("BuildModel", "does not run 24/48 GB DDR5")
            )
        return " · ".join(bits)

    def _psu_numbers(self, part_id: str) -> str:
        """ "PSU 1" / "PSU 2–3" on a PSU line of a rig with several supplies: the numbers the
        GPU lines' power split refers to (PSU 1 feeds the board)."""
        build = self._document.build
        if build.psu_units() < 2:
            return ""
        first = 1
        for pick in build.picks_in(Category.PSU):
            if pick.id == part_id:
                last = first + pick.quantity - 1
                numbers = str(first) if last == first else f"{first}–{last}"
                return translate("BuildModel", "PSU %1").replace("%1", numbers)
            first += pick.quantity
        return ""

    # ---------------------------------------------------------- queries
    def line(self, row: int) -> Line:
        return self._lines[row]

    def lines(self) -> list[Line]:
        return list(self._lines)

    def row_of(self, category: Category, part_id: str = "") -> int:
        for row, line in enumerate(self._lines):
            if line.category == category and (not part_id or line.part_id == part_id):
                return row
        return -1

    # --------------------------------------------------------- Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            title = translate("BuildModel", COLUMNS[section])
            # The currency on a line of its own: "Unit price (USD)" on one line made the
            # two price columns take the width the part names need on a 1280-px screen.
            return f"{title}\n({self._converter.currency})" if section >= COL_UNIT else title
        if role == Qt.ItemDataRole.ToolTipRole and section >= COL_UNIT:
            return translate(
                "BuildModel",
                "Catalogue prices converted at the rates in Settings; each price's date is in the catalogue's details.",
            )
        return None

    def _search_of(self, part_id: str, shown_market: str | None) -> Any:
        """The search for the part's price in the catalogue's market that found none (None
        when the price shown is that market's own)."""
        catalogue = self._document.catalogue
        searches = getattr(catalogue, "searches", None)
        if searches is None or shown_market == catalogue.market:
            return None
        return searches.get(part_id, catalogue.market)

    def _own_price_text(self, pick: Any) -> str:
        """The build's own price for a line, with its date, source and note."""
        if not pick.price_from_build:
            return ""
        build_pick = next(
            (
                p
                for p in self._document.build.parts
                if p.category == pick.part.category and p.id == pick.part.id
            ),
            None,
        )
        quote = build_pick.price if build_pick is not None else None
        if quote is None:
            return ""
        text = (
            translate("BuildModel", "Your price: %1 %2 on %3 (%4)")
            .replace("%1", QLocale().toString(float(quote.amount), "f", 2))
            .replace("%2", quote.currency)
            .replace("%3", str(quote.date or translate("BuildModel", "unknown date")))
            .replace("%4", quote.source)
        )
        if quote.note:
            text += " — " + quote.note
        listed = pick.listed_part
        if listed is not None and listed.price is not None:
            text += "\n" + translate("BuildModel", "Catalogue price: %1 %2 on %3").replace(
                "%1", QLocale().toString(float(listed.price), "f", 2)
            ).replace("%2", listed.currency).replace(
                "%3", str(listed.price_date or translate("BuildModel", "unknown date"))
            )
        return text

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(line, column, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(line, column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if line.is_slot:
                return self._dim
            if column in (COL_UNIT, COL_TOTAL) and self.stale_price(line):
                return self._stale_brush
            if line.note and column == COL_PART:
                return self._warn
            return None
        if role == Qt.ItemDataRole.FontRole and line.own_price and column in (COL_UNIT, COL_TOTAL):
            font = QFont()
            font.setItalic(True)  # the build's own price, not the catalogue's
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= COL_QTY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return (line.category.value, line.part_id)
        return None

    def _text(self, line: Line, column: int, edit: bool) -> Any:
        if column == COL_CATEGORY:
            return category_singular(line.category)
        if line.is_slot:
            return (
                translate("BuildModel", "Choose a %1…").replace(
                    "%1", category_in_sentence(line.category)
                )
                if column == COL_PART
                else ""
            )
        if column == COL_PART:
            if line.part is None:
                return translate("BuildModel", "%1 (unavailable)").replace("%1", line.part_id)
            return f"{line.part.name} ({line.rig})" if line.rig else line.part.name
        if column == COL_QTY:
            return line.quantity if edit else str(line.quantity)
        if line.part is None:
            return ""
        if column == COL_UNIT:
            if line.unit_price is None and line.part.price is not None:
                text = self._converter.format(line.part.price, line.part.currency)
            else:
                text = self._converter.format(line.unit_price)
            return self._marked(line, text)
        if column == COL_TOTAL:
            if line.line_total is None and line.part.price is not None:
                text = self._converter.format(line.part.price * line.quantity, line.part.currency)
            else:
                text = self._converter.format(line.line_total)
            return self._marked(line, text)
        return None

    @staticmethod
    def _marked(line: Line, text: str) -> str:
        """ "≥ 175 USD", "25,000 USD (list)": a known amount with its marks; "not listed"
        for an unknown one that was searched for."""
        if line.part is not None and line.part.price is None and line.searched_word:
            return line.searched_word
        if line.part is None or line.part.price is None or text == "—":
            return text
        return marked(text, line.at_least, line.price_kind)

    def _tooltip(self, line: Line, column: int) -> str | None:
        if line.is_slot:
            return translate(
                "BuildModel", "Double-click a %1 in the catalogue, or drag it here."
            ).replace("%1", category_in_sentence(line.category))
        if line.note:
            return line.note
        if column in (COL_UNIT, COL_TOTAL) and line.own_price:
            return (
                line.own_price
                + "\n"
                + translate(
                    "BuildModel",
                    "Edit ▸ Set Line Price… changes it or goes back to the catalogue's.",
                )
            )
        if column in (COL_UNIT, COL_TOTAL) and line.part is not None:
            part = line.part
            if part.price is None:
                return line.searched or translate(
                    "BuildModel", "No price in the catalogue for this part."
                )
            text = (
                translate("BuildModel", "%1 %2 on %3 (%4)")
                .replace("%1", QLocale().toString(float(part.price), "f", 2))
                .replace("%2", part.currency)
                .replace("%3", str(part.price_date or translate("BuildModel", "unknown date")))
                .replace("%4", part.price_source or translate("BuildModel", "source not given"))
            )
            if part.price_condition == "used":
                text += "\n" + translate("BuildModel", "Street price of a used part.")
            note = price_note(line.at_least, line.price_kind)
            if note:
                text += "\n" + note
            if self.stale_price(line):
                text += "\n" + translate(
                    "BuildModel",
                    "Older than %1 days (Settings): check today's price, or give this line "
                    "its own price.",
                ).replace("%1", str(self._max_age_days))
            if part.currency.upper() != self._converter.currency:
                text += "\n" + translate("BuildModel", "Converted at the newest rate — %1").replace(
                    "%1", self._converter.rate_note(part.currency)
                )
            if line.searched:  # a price of another market: this one was searched too
                text += "\n" + line.searched
            return text
        if column == COL_QTY:
            if line.category in SINGLE_CATEGORIES:
                return translate(
                    "BuildModel", "A build holds one of these; the quantity counts identical units."
                )
            return translate("BuildModel", "Double-click to change the quantity.")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDropEnabled
        )
        line = self._lines[index.row()]
        if index.column() == COL_QTY and not line.is_slot:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != COL_QTY or not index.isValid():
            return False
        line = self._lines[index.row()]
        try:
            quantity = int(value)
        except (TypeError, ValueError):
            return False
        if line.is_slot or not 1 <= quantity <= MAX_QUANTITY:
            return False
        # The document's build_changed resets this model, which repaints the row.
        self._document.set_quantity(line.category, line.part_id, quantity)
        return True

    # ------------------------------------------------------ drag & drop
    def mimeTypes(self) -> list[str]:
        return [PART_MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return data.hasFormat(PART_MIME_TYPE)

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """Parts dragged from the catalogue join the build, one undo step each."""
        if not data.hasFormat(PART_MIME_TYPE):
            return False
        added = False
        for entry in bytes(data.data(PART_MIME_TYPE).data()).decode().splitlines():
            category, _, part_id = entry.partition("\t")
            try:
                part = self._document.catalogue.get(category, part_id)
            except (KeyError, ValueError):
                continue
            self._document.add_part(part)
            added = True
        return added
