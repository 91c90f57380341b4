"""Settings: currency and rates, electricity, utilisation, where the box runs (mains
voltage, circuit, FP64), clouds shown, theme, language."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dlbox.core.limits import AUTOSAVE_INTERVAL_S, KWH_PRICE, RATE_PER_USD
from dlbox.core.parts import iso_currency
from dlbox.core.rig.site import MAINS_VOLTAGES, MAX_CIRCUIT_A, MIN_CIRCUIT_A
from dlbox.ui.language import SYSTEM, resolve_language, translate
from dlbox.ui.preferences import (
    LANGUAGES,
    MAX_PRICE_AGE_DAYS,
    MIN_PRICE_AGE_DAYS,
    PRICING_MODELS,
    THEMES,
    Preferences,
)

COMMON_CURRENCIES = ("USD", "EUR", "GBP", "JPY", "KRW", "CNY", "TWD", "CAD", "AUD", "CHF", "INR")
PRICING_LABELS = {
    "ondemand": QT_TRANSLATE_NOOP("SettingsDialog", "On-demand"),
    "spot": QT_TRANSLATE_NOOP("SettingsDialog", "Spot / preemptible"),
    "reserved1y": QT_TRANSLATE_NOOP("SettingsDialog", "1-year reserved / committed"),
    "reserved3y": QT_TRANSLATE_NOOP("SettingsDialog", "3-year reserved / committed"),
    "sustained": QT_TRANSLATE_NOOP("SettingsDialog", "Sustained-use discount"),
    "monthly": QT_TRANSLATE_NOOP("SettingsDialog", "Monthly subscription"),
    "free": QT_TRANSLATE_NOOP("SettingsDialog", "Free tiers"),
}

THEME_LABELS = {
    "system": QT_TRANSLATE_NOOP("SettingsDialog", "System"),
    "light": QT_TRANSLATE_NOOP("SettingsDialog", "Light"),
    "dark": QT_TRANSLATE_NOOP("SettingsDialog", "Dark"),
}


# The cloud extras that are money (the other two are data sizes).
MONEY_EXTRAS = ("egress_price_per_gb", "storage_price_per_gb_month")


class SettingsDialog(QDialog):
    def __init__(
        self,
        preferences: Preferences,
        providers: Sequence[str] = (),
        shipped_rates: dict[str, tuple[float, str]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._original = preferences
        # currency → (units per USD, "date, source") as shipped with dlbox
        self._shipped_info = shipped_rates or {}
        self._shipped = {code: rate for code, (rate, _src) in self._shipped_info.items()}

        self.currency = QComboBox()
        self.currency.setObjectName("currency")
        self.currency.setEditable(True)
        codes = sorted(
            {*COMMON_CURRENCIES, *self._shipped, *preferences.rates, preferences.currency}
        )
        self.currency.addItems(codes)
        self.currency.setCurrentText(preferences.currency)
        self.currency.setToolTip(
            translate("SettingsDialog", "Every price and cost is shown in this currency")
        )

        self.rates = QTableWidget(0, 2)
        self.rates.setObjectName("rates")
        self.rates.setHorizontalHeaderLabels(
            [
                translate("SettingsDialog", "Currency"),
                translate("SettingsDialog", "Units per 1 USD"),
            ]
        )
        self.rates.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.rates.verticalHeader().hide()
        self.rates.setMinimumHeight(self.rates.verticalHeader().defaultSectionSize() * 6)
        self.rates.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rates.setToolTip(
            translate(
                "SettingsDialog",
                "Your own exchange rates; they override the rates shipped with dlbox.\n"
                "Shipped rates are shown in grey and carry their own date.",
            )
        )
        for code, rate in sorted({**self._shipped, **preferences.rates}.items()):
            self._add_rate_row(code, rate, user=code in preferences.rates)
        add_rate = QPushButton(translate("SettingsDialog", "Add rate"))
        add_rate.clicked.connect(lambda: self._add_rate_row("", 1.0, user=True))
        remove_rate = QPushButton(translate("SettingsDialog", "Remove"))
        remove_rate.clicked.connect(self._remove_rate_row)
        self.rates_date = QLineEdit(preferences.rates_date)
        self.rates_date.setObjectName("rates_date")
        self.rates_date.setPlaceholderText(
            translate("SettingsDialog", "date and source of your rates, e.g. 2025-06-01 ECB")
        )

        self.electricity_set = QCheckBox(translate("SettingsDialog", "My price"))
        self.electricity_set.setObjectName("electricity_set")
        self.electricity = QDoubleSpinBox()
        self.electricity.setObjectName("electricity_price")
        self.electricity.setDecimals(4)
        self.electricity.setRange(KWH_PRICE.lo, KWH_PRICE.hi)
        self.electricity.setSingleStep(0.01)
        self.electricity_set.setChecked(preferences.electricity_price is not None)
        # The price is shown in the display currency; it was stored in its own one.
        self._electricity_currency = preferences.currency.upper()
        stored = preferences.electricity_price
        if stored is not None:
            factor = self._factor(preferences.electricity_in(), self._electricity_currency)
            stored = stored * factor if factor is not None else stored
        self.electricity.setValue(stored or 0.0)
        self.electricity.setEnabled(self.electricity_set.isChecked())
        self.electricity_set.toggled.connect(self.electricity.setEnabled)
        self.electricity.setToolTip(
            translate(
                "SettingsDialog",
                "Your price per kWh, in the display currency. Unticked: 0.12 USD/kWh,\n"
                "the worked example of the cost model (Dettmers), converted.",
            )
        )
        self._update_electricity_suffix()
        self.currency.currentTextChanged.connect(self._currency_changed)

        self.utilisation = QDoubleSpinBox()
        self.utilisation.setObjectName("utilisation")
        self.utilisation.setRange(1, 100)
        self.utilisation.setSuffix(" %")
        self.utilisation.setDecimals(0)
        self.utilisation.setValue(round(preferences.utilisation * 100))
        self.utilisation.setToolTip(
            translate(
                "SettingsDialog",
                "Share of calendar time the box spends training: personal desktop 5–15 %,\n"
                "shared lab cluster above 35 %, company cluster above 60 %.",
            )
        )

        self.price_age = QSpinBox()
        self.price_age.setObjectName("price_max_age_days")
        self.price_age.setRange(MIN_PRICE_AGE_DAYS, MAX_PRICE_AGE_DAYS)
        self.price_age.setSuffix(translate("SettingsDialog", " days"))
        self.price_age.setValue(preferences.price_max_age_days)
        self.price_age.setToolTip(
            translate(
                "SettingsDialog",
                "Street prices older than this are marked as old in the catalogue and the\n"
                "build: check today's price before you buy.",
            )
        )

        self.mains_voltage = QComboBox()
        self.mains_voltage.setObjectName("mains_voltage")
        voltages = sorted({*MAINS_VOLTAGES, float(preferences.mains_voltage_v)})
        for volts in voltages:
            self.mains_voltage.addItem(f"{volts:g} V", volts)
        self.mains_voltage.setCurrentIndex(
            max(0, self.mains_voltage.findData(float(preferences.mains_voltage_v)))
        )
        self.mains_voltage.setToolTip(
            translate(
                "SettingsDialog",
                "Mains voltage where the box runs, for the wall-circuit check: e.g. 100 V Japan,\n"
                "110 V Taiwan, 120 V US and Canada, 220 V Korea and China, 230 V Europe.",
            )
        )
        self.circuit_amps = QSpinBox()
        self.circuit_amps.setObjectName("circuit_amps")
        self.circuit_amps.setRange(int(MIN_CIRCUIT_A), int(MAX_CIRCUIT_A))
        self.circuit_amps.setSuffix(" A")
        self.circuit_amps.setValue(round(preferences.circuit_amps))
        self.circuit_amps.setToolTip(
            translate(
                "SettingsDialog",
                "Rating of the breaker or fuse of the circuit the box plugs into; the check keeps\n"
                "a continuous load at 80 % of it.",
            )
        )
        self.needs_fp64 = QCheckBox(
            translate("SettingsDialog", "I need FP64 (double-precision scientific code)")
        )
        self.needs_fp64.setObjectName("needs_fp64")
        self.needs_fp64.setChecked(preferences.needs_fp64)
        self.autosave_interval = QSpinBox()
        self.autosave_interval.setObjectName("autosave_interval")
        self.autosave_interval.setRange(int(AUTOSAVE_INTERVAL_S.lo), int(AUTOSAVE_INTERVAL_S.hi))
        self.autosave_interval.setSuffix(" s")
        self.autosave_interval.setValue(preferences.autosave_interval_s)
        self.autosave_interval.setToolTip(
            translate(
                "SettingsDialog",
                "While you keep editing, an unsaved build is autosaved this often; it is also\n"
                "autosaved a few seconds after you stop. A crash loses at most this much work.",
            )
        )
        self.needs_fp64.setToolTip(
            translate(
                "SettingsDialog",
                "The check then notes GPUs that are slow at double precision (most GeForce cards).",
            )
        )

        self.providers = QListWidget()
        self.providers.setObjectName("providers")
        self.providers.setToolTip(
            translate(
                "SettingsDialog",
                "Cloud providers whose offers appear in the charts (none ticked: all)",
            )
        )
        for name in providers:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            shown = not preferences.providers or name in preferences.providers
            item.setCheckState(Qt.CheckState.Checked if shown else Qt.CheckState.Unchecked)
            self.providers.addItem(item)
        if not providers:
            self.providers.addItem(
                translate("SettingsDialog", "(cloud offers are not available in this version)")
            )
            self.providers.setEnabled(False)
        else:
            # Wide enough for every name ("Google Colab", "Tencent Cloud"): squeezed by the
            # other two groups, the list cut them to "Google C" behind a scroll bar.
            self.providers.setMinimumWidth(
                self.providers.sizeHintForColumn(0)
                + 2 * self.providers.frameWidth()
                + self.providers.verticalScrollBar().sizeHint().width()
            )

        self.pricing: dict[str, QCheckBox] = {}
        pricing_box = QGroupBox(translate("SettingsDialog", "Pricing models shown"))
        pricing_layout = QVBoxLayout(pricing_box)
        for model in PRICING_MODELS:
            box = QCheckBox(translate("SettingsDialog", PRICING_LABELS[model]))
            box.setObjectName(f"pricing_{model}")
            box.setChecked(model in preferences.pricing_models)
            self.pricing[model] = box
            pricing_layout.addWidget(box)

        # Optional job-cost lines: egress once, storage while the job runs (your rates).
        self.job_extras: dict[str, QDoubleSpinBox] = {}
        extras_box = QGroupBox(translate("SettingsDialog", "Job extras in the cloud"))
        extras_form = QFormLayout(extras_box)
        # The two prices are shown in the display currency, like the electricity price.
        extras_factor = self._factor(preferences.extras_in(), self._electricity_currency)
        for name, label, suffix, decimals in (
            ("egress_gb", QT_TRANSLATE_NOOP("SettingsDialog", "Data out per job"), " GB", 0),
            ("egress_price_per_gb", QT_TRANSLATE_NOOP("SettingsDialog", "Egress price"), "", 4),
            ("storage_gb", QT_TRANSLATE_NOOP("SettingsDialog", "Data stored"), " GB", 0),
            (
                "storage_price_per_gb_month",
                QT_TRANSLATE_NOOP("SettingsDialog", "Storage price"),
                "",
                4,
            ),
        ):
            spin = QDoubleSpinBox()
            spin.setObjectName(name)
            spin.setRange(0, 1e9)
            spin.setDecimals(decimals)
            spin.setSuffix(suffix)
            value = float(getattr(preferences, name))
            if name in MONEY_EXTRAS and extras_factor is not None:
                value *= extras_factor
            spin.setValue(value)
            self.job_extras[name] = spin
            extras_form.addRow(translate("SettingsDialog", label), spin)
        self._update_electricity_suffix()
        extras_box.setToolTip(
            translate(
                "SettingsDialog",
                "Added to every offer's job cost, in your currency; 0 leaves the line out",
            )
        )
        self._extras_box = extras_box

        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        for theme in THEMES:
            self.theme.addItem(translate("SettingsDialog", THEME_LABELS[theme]), theme)
        self.theme.setCurrentIndex(THEMES.index(preferences.theme))
        self.language = QComboBox()
        self.language.setObjectName("language")
        # The language "system" stands for, named in itself (e.g. "한국어 (대한민국)").
        system_name = QLocale(resolve_language(SYSTEM)).nativeLanguageName()
        for code, name in LANGUAGES.items():
            self.language.addItem(
                translate("SettingsDialog", "System (%1)").replace("%1", system_name)
                if code == SYSTEM
                else name,
                code,
            )
        self.language.setCurrentIndex(max(0, self.language.findData(preferences.language)))
        self.language.setToolTip(
            translate(
                "SettingsDialog",
                "Texts, numbers, dates and money follow this language, from the moment "
                "you press OK",
            )
        )

        money = QGroupBox(translate("SettingsDialog", "Money"))
        money_form = QFormLayout(money)
        money_form.addRow(translate("SettingsDialog", "Currency"), self.currency)
        rate_buttons = QHBoxLayout()
        rate_buttons.addWidget(add_rate)
        rate_buttons.addWidget(remove_rate)
        rate_buttons.addStretch(1)
        # The shipped rates' date in sight (it was on their hover only, beside an empty
        # "Rates as of" that is for the user's own).
        self.shipped_note = QLabel(self._shipped_note())
        self.shipped_note.setObjectName("shipped_rates_note")
        rate_buttons.addWidget(self.shipped_note)
        money_form.addRow(translate("SettingsDialog", "Exchange rates"), self.rates)
        money_form.addRow("", rate_buttons)
        money_form.addRow(translate("SettingsDialog", "Your rates as of"), self.rates_date)
        electricity_row = QHBoxLayout()
        electricity_row.addWidget(self.electricity_set)
        electricity_row.addWidget(self.electricity, 1)
        money_form.addRow(translate("SettingsDialog", "Electricity"), electricity_row)
        money_form.addRow(translate("SettingsDialog", "Utilisation"), self.utilisation)
        money_form.addRow(translate("SettingsDialog", "Flag prices older than"), self.price_age)

        site = QGroupBox(translate("SettingsDialog", "Where the box runs"))
        site_form = QFormLayout(site)
        site_form.addRow(translate("SettingsDialog", "Mains voltage"), self.mains_voltage)
        site_form.addRow(translate("SettingsDialog", "Circuit rating"), self.circuit_amps)
        site_form.addRow("", self.needs_fp64)

        clouds = QGroupBox(translate("SettingsDialog", "Cloud offers"))
        clouds_layout = QHBoxLayout(clouds)
        clouds_layout.addWidget(self.providers, 1)
        clouds_layout.addWidget(pricing_box)
        clouds_layout.addWidget(self._extras_box)

        look = QGroupBox(translate("SettingsDialog", "Appearance"))
        look_form = QFormLayout(look)
        look_form.addRow(translate("SettingsDialog", "Theme"), self.theme)
        look_form.addRow(translate("SettingsDialog", "Language"), self.language)
        look_form.addRow(translate("SettingsDialog", "Autosave every"), self.autosave_interval)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # One tab per group: stacked, the groups made the dialog 930 px tall, its OK
        # button below a 720-px laptop screen.
        self.sections = QTabWidget()
        self.sections.setObjectName("settings_sections")
        for group in (money, site, clouds, look):
            self.sections.addTab(group, group.title())
            group.setTitle("")
            group.setFlat(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sections, 1)
        layout.addWidget(buttons)

    def _update_electricity_suffix(self) -> None:
        code = self._electricity_currency
        self.electricity.setSuffix(f" {code}/kWh")
        if hasattr(self, "job_extras"):  # the money units of the cloud extras too
            self.job_extras["egress_price_per_gb"].setSuffix(f" {code}/GB")
            self.job_extras["storage_price_per_gb_month"].setSuffix(
                " " + translate("SettingsDialog", "%1/GB per month").replace("%1", code)
            )

    def _currency_changed(self, text: str) -> None:
        """Convert the electricity price into the new currency (a money value keeps its
        worth when the display currency changes); a code without a rate (still being
        typed, or unknown) leaves it in the last currency it could be converted to."""
        try:
            code = iso_currency(text.strip())
        except ValueError:
            return
        factor = self._factor(self._electricity_currency, code)
        if factor is None:
            return
        if self.electricity.maximum() < self.electricity.value() * factor:
            self.electricity.setMaximum(self.electricity.value() * factor * 10)
        self.electricity.setValue(self.electricity.value() * factor)
        for name in MONEY_EXTRAS:  # money keeps its worth in the new currency
            spin = self.job_extras[name]
            spin.setValue(spin.value() * factor)
        self._electricity_currency = code
        self._update_electricity_suffix()

    def _rates_now(self) -> dict[str, float]:
        """Units per USD of every currency in the table as it stands (shipped and typed)."""
        rates = {"USD": 1.0}
        for row in range(self.rates.rowCount()):
            code_item, rate_item = self.rates.item(row, 0), self.rates.item(row, 1)
            if code_item is None or rate_item is None:
                continue
            try:
                rate = float(rate_item.text().replace(",", ""))
            except ValueError:
                continue
            if math.isfinite(rate) and rate > 0:
                rates[code_item.text().strip().upper()] = rate
        return rates

    def _factor(self, from_code: str, to_code: str) -> float | None:
        if from_code.upper() == to_code.upper():
            return 1.0
        rates = self._rates_now()
        if from_code.upper() not in rates or to_code.upper() not in rates:
            return None
        return rates[to_code.upper()] / rates[from_code.upper()]

    def _shipped_note(self) -> str:
        """ "Grey: shipped with dlbox, as of 2026-10-30" ("" without shipped rates)."""
        dates = sorted({source.split(",")[0].strip() for _r, source in self._shipped_info.values()})
        dates = [d for d in dates if d]
        if not dates:
            return ""
        span = dates[0] if len(dates) == 1 else f"{dates[0]} – {dates[-1]}"
        return translate("SettingsDialog", "Grey: shipped with dlbox, as of %1").replace("%1", span)

    def _add_rate_row(self, code: str, rate: float, *, user: bool) -> None:
        row = self.rates.rowCount()
        self.rates.insertRow(row)
        code_item = QTableWidgetItem(code)
        rate_item = QTableWidgetItem(f"{rate:g}")
        if not user:
            source = self._shipped_info.get(code, (0.0, ""))[1]
            for item in (code_item, rate_item):
                item.setForeground(self.palette().placeholderText())
                item.setToolTip(
                    translate(
                        "SettingsDialog",
                        "Shipped with dlbox (%1); type a new value to use your own",
                    ).replace("%1", source)
                )
        self.rates.setItem(row, 0, code_item)
        self.rates.setItem(row, 1, rate_item)

    def _remove_rate_row(self) -> None:
        for index in sorted({i.row() for i in self.rates.selectedIndexes()}, reverse=True):
            self.rates.removeRow(index)

    def user_rates(self) -> dict[str, float]:
        """Rates typed here: rows that differ from the shipped value, or have none shipped."""
        rates: dict[str, float] = {}
        for row in range(self.rates.rowCount()):
            code_item, rate_item = self.rates.item(row, 0), self.rates.item(row, 1)
            if code_item is None or rate_item is None:
                continue
            try:
                code = iso_currency(code_item.text().strip())
                rate = float(rate_item.text().replace(",", ""))
            except ValueError:
                continue
            if not RATE_PER_USD.contains(rate) or code == "USD":
                continue
            if self._shipped.get(code) != rate:
                rates[code] = rate
        return rates

    def preferences(self) -> Preferences:
        try:
            currency = iso_currency(self.currency.currentText().strip())
        except ValueError:
            currency = self._original.currency
        checked = [
            self.providers.item(i).text()
            for i in range(self.providers.count())
            if self.providers.item(i).checkState() == Qt.CheckState.Checked
        ]
        every = self.providers.isEnabled() and len(checked) == self.providers.count()
        return self._original.with_changes(
            currency=currency,
            rates=self.user_rates(),
            rates_date=self.rates_date.text().strip(),
            electricity_price=self.electricity.value()
            if self.electricity_set.isChecked()
            else None,
            electricity_currency=self._electricity_currency,
            extras_currency=self._electricity_currency,
            utilisation=self.utilisation.value() / 100,
            providers=() if every or not self.providers.isEnabled() else tuple(checked),
            pricing_models=tuple(m for m, box in self.pricing.items() if box.isChecked()),
            theme=self.theme.currentData(),
            language=self.language.currentData(),
            mains_voltage_v=float(self.mains_voltage.currentData()),
            circuit_amps=float(self.circuit_amps.value()),
            needs_fp64=self.needs_fp64.isChecked(),
            autosave_interval_s=self.autosave_interval.value(),
            price_max_age_days=self.price_age.value(),
            **{name: spin.value() for name, spin in self.job_extras.items()},
        )
