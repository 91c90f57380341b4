"""Changing the display currency converts money settings instead of relabelling them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dlbox.ui import engines
from dlbox.ui.dialogs.settings_dialog import SettingsDialog
from dlbox.ui.preferences import Preferences, load_preferences

TWD_PER_USD = engines.shipped_rates()["TWD"][0]


def test_changing_currency_converts_the_electricity_price(qtbot):
    prefs = Preferences(currency="TWD", electricity_price=4.2)
    dialog = SettingsDialog(prefs, shipped_rates=engines.shipped_rates())
    qtbot.addWidget(dialog)
    assert dialog.electricity.value() == pytest.approx(4.2)
    assert dialog.electricity.suffix().strip() == "TWD/kWh"

    dialog.currency.setCurrentText("USD")

    # 4.2 TWD/kWh at the shipped rate (~33 TWD per USD) is about 0.13 USD/kWh
    assert dialog.electricity.value() == pytest.approx(4.2 / TWD_PER_USD, abs=1e-3)
    assert 0.11 < dialog.electricity.value() < 0.15
    assert dialog.electricity.suffix().strip() == "USD/kWh"
    saved = dialog.preferences()
    assert saved.currency == "USD"
    assert engines.kwh_price(saved, "TWD") == pytest.approx(4.2, abs=0.01)


def test_a_currency_change_elsewhere_keeps_the_price_worth(qtbot):
    prefs = Preferences(currency="TWD", electricity_price=4.2).with_changes(currency="USD")
    assert engines.kwh_price(prefs, "USD") == pytest.approx(4.2 / TWD_PER_USD)
    # and reopening Settings shows it in the new display currency
    dialog = SettingsDialog(prefs, shipped_rates=engines.shipped_rates())
    qtbot.addWidget(dialog)
    assert dialog.electricity.value() == pytest.approx(4.2 / TWD_PER_USD, abs=1e-3)


def test_window_settings_currency_change_reads_converted_electricity(qtbot, window):
    window.apply_preferences(
        window.analysis.preferences.with_changes(currency="TWD", electricity_price=4.2)
    )
    seen: list[float] = []

    def change_currency() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.currency.setCurrentText("USD")
        seen.append(dialog.electricity.value())
        dialog.accept()

    QTimer.singleShot(0, change_currency)
    window.open_settings()

    twd = window.analysis.preferences.rates.get("TWD", TWD_PER_USD)  # the window's own rates
    assert seen == [pytest.approx(4.2 / twd, abs=1e-3)]
    stored = load_preferences()
    assert stored.currency == "USD"
    assert engines.kwh_price(stored, "USD") == pytest.approx(4.2 / twd, abs=1e-3)


def test_changing_currency_converts_the_egress_and_storage_prices(qtbot):
    prefs = Preferences(
        currency="TWD", egress_gb=100, egress_price_per_gb=3.0, storage_price_per_gb_month=0.8
    )
    dialog = SettingsDialog(prefs, shipped_rates=engines.shipped_rates())
    qtbot.addWidget(dialog)
    egress = dialog.job_extras["egress_price_per_gb"]
    storage = dialog.job_extras["storage_price_per_gb_month"]
    assert egress.suffix().strip() == "TWD/GB" and "TWD" in storage.suffix()

    dialog.currency.setCurrentText("USD")

    assert egress.value() == pytest.approx(3.0 / TWD_PER_USD, abs=1e-4)
    assert egress.suffix().strip() == "USD/GB" and "USD" in storage.suffix()
    assert dialog.job_extras["egress_gb"].value() == 100  # a data size, not money
    saved = dialog.preferences()
    assert engines.extras_price(saved, "egress_price_per_gb", "TWD") == pytest.approx(3.0, 0.01)


def test_a_currency_change_elsewhere_keeps_the_egress_price_worth():
    prefs = Preferences(currency="TWD", egress_price_per_gb=3.0).with_changes(currency="USD")
    assert prefs.egress_price_per_gb == 3.0 and prefs.extras_in() == "TWD"
    assert engines.extras_price(prefs, "egress_price_per_gb", "USD") == pytest.approx(
        3.0 / TWD_PER_USD
    )
    assert engines.extras_price(prefs, "egress_price_per_gb", "TWD") == pytest.approx(3.0)


def test_every_cloud_provider_name_shows_whole_in_settings(qtbot):
    dialog = SettingsDialog(
        Preferences(), engines.providers(), shipped_rates=engines.shipped_rates()
    )
    qtbot.addWidget(dialog)
    dialog.sections.setCurrentIndex(2)  # the cloud offers tab
    dialog.resize(620, 460)  # as it opens on a 1280×720 screen
    dialog.show()
    QApplication.processEvents()
    names = dialog.providers
    assert names.count() >= 5
    viewport = names.viewport().width()
    for i in range(names.count()):
        assert names.visualItemRect(names.item(i)).width() <= viewport, names.item(i).text()
        needed = names.sizeHintForIndex(names.model().index(i, 0)).width()
        assert needed <= viewport, names.item(i).text()
    assert names.horizontalScrollBar().maximum() == 0


def test_the_shipped_rates_date_is_in_sight(qtbot):
    # The grey shipped rates carried their date on hover only, beside an empty "Rates as
    # of" field that is for the user's own rates.
    shipped = {
        "EUR": (0.9, "2026-10-30, ECB reference rates"),
        "TWD": (31.5, "2026-10-28, ECB reference rates"),
    }
    dialog = SettingsDialog(Preferences(), shipped_rates=shipped)
    qtbot.addWidget(dialog)
    assert dialog.shipped_note.text() == "Grey: shipped with dlbox, as of 2026-10-28 – 2026-10-30"
    form = dialog.rates_date.parentWidget().layout()
    assert form.labelForField(dialog.rates_date).text() == "Your rates as of"
    bare = SettingsDialog(Preferences(), shipped_rates={})
    qtbot.addWidget(bare)
    assert bare.shipped_note.text() == ""
