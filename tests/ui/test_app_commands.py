"""`dlbox --self-test`, `--screenshot DIR`, `--quit-after-show`, and the theme switch."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication


def _run(*args: str, tmp_path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    return subprocess.run(
        [sys.executable, "-m", "dlbox", *args], env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("flag", ["--quit-after-show"])
def test_quit_after_show_exits_after_first_paint(flag, tmp_path):
    result = _run(flag, tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("first paint after ")


@pytest.fixture
def in_process(monkeypatch, qapp, answers):
    """Run the commands inside this test process (much faster than a new interpreter);
    they point XDG folders at temp dirs, which monkeypatch puts back afterwards."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, os.environ.get(name, ""))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    name = (qapp.organizationName(), qapp.applicationName())
    yield
    qapp.setOrganizationName(name[0])
    qapp.setApplicationName(name[1])


def test_screenshot_writes_window_charts_and_compare(tmp_path, in_process, capsys):
    from dlbox.ui.selftest import write_screenshots

    out = tmp_path / "shots"
    assert write_screenshots(out) == 0
    names = sorted(p.name for p in out.glob("*.png"))
    shown = {"main-window.png", "compare.png", "chart-cost.png", "settings.png", "plan.png"}
    assert shown | {"dialog-gpu-rig.png"} <= set(names)
    assert all((out / n).read_bytes()[:4] == b"\x89PNG" for n in names)


def test_the_settings_screenshot_shows_the_chinese_it_picks(window):
    from dlbox.ui.selftest import settings_for_screenshot

    dialog = settings_for_screenshot(window)
    assert dialog.language.currentData() == "zh_TW"
    assert dialog.sections.currentWidget().isAncestorOf(dialog.language)
    dialog.close()


def test_self_test_reports_each_step(in_process, capsys):
    from dlbox.ui.selftest import run_self_test

    status = run_self_test()
    lines = capsys.readouterr().out.splitlines()
    assert "ok   catalogue and main window on an example build" in lines
    assert "ok   chart Cost breakdown" in lines
    failed = [line for line in lines if line.startswith("FAIL")]
    assert status == (1 if failed else 0)
    assert lines[-1] == ("self-test passed" if not failed else f"self-test: {len(failed)} failed")


def test_dark_theme_switches_the_palette(window):
    before = QApplication.palette().color(QPalette.ColorRole.Base)
    window.apply_preferences(window.analysis.preferences.with_changes(theme="dark"))
    dark = QApplication.palette().color(QPalette.ColorRole.Base)
    assert dark.lightness() < 60 < before.lightness()
    chart = window.chart_panels["cost"]
    assert chart.plot_widget.backgroundBrush().color() == dark
    window.apply_preferences(window.analysis.preferences.with_changes(theme="system"))
    assert QApplication.palette().color(QPalette.ColorRole.Base) == before


def test_language_formats_numbers_and_translates_qt(window):
    from PySide6.QtCore import QCoreApplication, QLocale

    window.apply_preferences(window.analysis.preferences.with_changes(language="zh_TW"))
    assert QLocale().name() == "zh_TW"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    window.apply_preferences(window.analysis.preferences.with_changes(language="en"))
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
