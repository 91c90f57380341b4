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
