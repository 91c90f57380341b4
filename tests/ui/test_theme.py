"""Light and dark themes, the system's colour scheme followed, and charts recoloured."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from dlbox.ui import theme


@pytest.fixture
def restore_theme():
    yield
    theme.apply_theme("system")


def _base():  # type: ignore[no-untyped-def]
    return QApplication.palette().color(QPalette.ColorRole.Base)


def test_dark_and_light_override_the_system(window, restore_theme):
    theme.apply_theme("dark")
    assert theme.is_dark()
    assert _base().lightness() < 60
    theme.apply_theme("light")
    assert not theme.is_dark()
    assert _base().lightness() > 200


def test_system_theme_follows_the_desktop_scheme(window, restore_theme, monkeypatch):
    from PySide6.QtCore import Qt

    monkeypatch.setattr(theme, "system_prefers_dark", lambda: True)
    theme.apply_theme("system")
    assert theme.is_dark()
    # The desktop switches back to light while dlbox runs.
    monkeypatch.setattr(theme, "system_prefers_dark", lambda: False)
    theme._scheme_changed(Qt.ColorScheme.Light)
    assert not theme.is_dark()


def test_an_explicit_choice_ignores_desktop_switches(window, restore_theme, monkeypatch):
    from PySide6.QtCore import Qt

    theme.apply_theme("light")
    monkeypatch.setattr(theme, "system_prefers_dark", lambda: True)
    theme._scheme_changed(Qt.ColorScheme.Dark)
    assert not theme.is_dark()


def test_charts_follow_a_theme_change_without_settings(window, restore_theme, qtbot):
    chart = window.chart_panels["cost"]
    theme.apply_theme("dark")
    qtbot.waitUntil(lambda: chart.plot_widget.backgroundBrush().color() == _base())
    axis_text = chart.plot.getAxis("left").textPen().color()
    assert axis_text.lightness() > 150  # light text on the dark plot
    theme.apply_theme("light")
    qtbot.waitUntil(lambda: chart.plot_widget.backgroundBrush().color() == _base())
    assert chart.plot.getAxis("left").textPen().color().lightness() < 100
