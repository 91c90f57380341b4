"""Edit ▸ Set Line Price…: the price this build pays for one line, with its date and why.

A shop quote, a used card from a friend or a local street price wins over the
catalogue's price for this build only; the catalogue is left alone.  The dialog
never guesses: the amount, currency, date and a source are the user's.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.build import QuotedPrice
from dlbox.core.limits import EARLIEST_DATE, PRICE
from dlbox.core.parts import PartBase, iso_currency
from dlbox.ui.language import translate

# A part costs more than nothing and less than a datacenter (in any currency we show,
# including KRW and JPY whose units are small).
MAX_AMOUNT = PRICE.hi  # the range every price takes (dlbox.core.limits)
MIN_SOURCE_CHARS = 3
MIN_WIDTH_CHARS = 70


class PriceDialog(QDialog):
    """Ask for a line's own price; ``result_price()`` is the answer after ``exec()``.

    ``cleared`` is True when the user chose to go back to the catalogue's price.
    """

    def __init__(
        self,
        part: PartBase,
        current: QuotedPrice | None,
        currencies: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("price_dialog")
        self.setWindowTitle(translate("PriceDialog", "Price of %1").replace("%1", part.name))
        self.cleared = False
        self._part = part

        self.amount = QDoubleSpinBox()
        self.amount.setObjectName("price_amount")
        self.amount.setRange(0.0, MAX_AMOUNT)
        self.amount.setDecimals(2)
        self.amount.setGroupSeparatorShown(True)
        self.currency = QComboBox()
        self.currency.setObjectName("price_currency")
        self.currency.setEditable(True)
        self.currency.addItems(sorted(set(currencies) | {part.currency}))
        self.date = QDateEdit()
        self.date.setObjectName("price_date")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setMinimumDate(_qdate(EARLIEST_DATE))
        self.date.setMaximumDate(QDate.currentDate())
        self.source = QLineEdit()
        self.source.setObjectName("price_source")
        self.source.setPlaceholderText(
            translate("PriceDialog", "Where it comes from: shop, quote number, used market…")
        )
        self.note = QLineEdit()
        self.note.setObjectName("price_note")
        self.note.setPlaceholderText(translate("PriceDialog", "Optional: used, incl. tax, …"))
        self.problem = QLabel()
        self.problem.setObjectName("price_problem")
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)

        start = current or _catalogue_quote(part)
        if start is not None:
            self.amount.setValue(start.amount)
            self.currency.setCurrentText(start.currency)
            self.date.setDate(_qdate(start.date or dt.date.today()))
            self.note.setText(start.note)
        else:
            self.currency.setCurrentText(part.currency)
            self.date.setDate(QDate.currentDate())
        if current is not None:
            self.source.setText(current.source)

        catalogue = QLabel(_catalogue_text(part))
        catalogue.setObjectName("price_catalogue")
        catalogue.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("PriceDialog", "Unit price"), self.amount)
        form.addRow(translate("PriceDialog", "Currency"), self.currency)
        form.addRow(translate("PriceDialog", "Date"), self.date)
        form.addRow(translate("PriceDialog", "Source"), self.source)
        form.addRow(translate("PriceDialog", "Note"), self.note)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.use_catalogue = buttons.addButton(
            translate("PriceDialog", "Use the Catalogue Price"),
            QDialogButtonBox.ButtonRole.ResetRole,
        )
        self.use_catalogue.setObjectName("price_use_catalogue")
        self.use_catalogue.setEnabled(current is not None)
        self.use_catalogue.clicked.connect(self._clear)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)

        # Room for the source's placeholder and a cited address on two lines, not five.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * MIN_WIDTH_CHARS)
        layout = QVBoxLayout(self)
        layout.addWidget(catalogue)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def result_price(self) -> QuotedPrice | None:
        """The price entered (None when the user went back to the catalogue's price)."""
        if self.cleared:
            return None
        return QuotedPrice(
            amount=self.amount.value(),
            currency=self.currency.currentText().strip().upper(),
            date=self.date.date().toPython(),
            source=self.source.text().strip(),
            note=self.note.text().strip(),
        )

    def _clear(self) -> None:
        self.cleared = True
        self.accept()

    def _accept(self) -> None:
        problem = self.validate()
        self.problem.setText(problem)
        if not problem:
            self.accept()

    def validate(self) -> str:
        """Why the entry cannot be used ("" when it can)."""
        try:
            iso_currency(self.currency.currentText().strip().upper())
        except ValueError:
            return translate("PriceDialog", "Currency: expected a 3-letter ISO code such as TWD.")
        if len(self.source.text().strip()) < MIN_SOURCE_CHARS:
            return translate(
                "PriceDialog", "Source: say where the price comes from (at least 3 characters)."
            )
        return ""


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _catalogue_quote(part: PartBase) -> QuotedPrice | None:
    if part.price is None:
        return None
    return QuotedPrice(
        amount=part.price,
        currency=part.currency,
        date=part.price_date,
        source=part.price_source or "catalogue",
    )


def _catalogue_text(part: PartBase) -> str:
    if part.price is None:
        return translate("PriceDialog", "The catalogue has no price for this part.")
    return (
        translate("PriceDialog", "Catalogue price: %1 %2 on %3 (%4)")
        .replace("%1", f"{part.price:,.2f}")
        .replace("%2", part.currency)
        .replace("%3", str(part.price_date or translate("PriceDialog", "unknown date")))
        .replace("%4", part.price_source or translate("PriceDialog", "source not given"))
    )
