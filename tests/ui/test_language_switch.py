"""Switching the language in Settings re-labels the whole window at once: no menu, dock,
tab, button, label, table header or chart axis is left in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QToolBar,
    QWidget,
)

from .typing_helpers import in_language

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
WORD = re.compile(r"[A-Za-z][A-Za-z'’]{2,}")
# Proper names, units and codes that stay as they are in every language.
KEPT = {
    "dlbox",
    "USD",
    "EUR",
    "TWD",
    "KRW",
    "CNY",
    "JPY",
    "GPU",
    "GPUs",
    "CPU",
    "PSU",
    "RAM",
    "VRAM",
    "PCIe",
    "NVMe",
    "SATA",
    "TFLOPS",
    "FP16",
    "FP32",
    "FP64",
    "kWh",
    "PNG",
    "SVG",
    "CSV",
    "PDF",
    "JSON",
    "NVIDIA",
    "AMD",
    "Intel",
    "ResNet",
    "ImageNet",
    # The precision box shows the upper-case codes (its opened list and tooltips the words:
    # "Mixed precision (AMP)" did not fit the 1280-pixel bar).
    "TF32",
    "BF16",
    "FP8",
    "AMP",
    "GeForce",
    "RTX",
    "Ryzen",
    "MT/s",
    "TDP",
    "NVLink",
    "ECC",
    "DDR5",
    "DDR4",
    "ATX",
    "SFX",
    "MXM",
    "Spot",
    "AWS",
    # A file name (the workload bar's Hugging Face config.json button) reads the same everywhere.
    "config",
    "json",
}


def _english(text: str) -> bool:
    text = text.replace("&", "")
    if not text.strip() or CJK.search(text):
        return False
    return any(w not in KEPT for w in WORD.findall(text))


def _texts(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every piece of window chrome a user reads."""
    seen: list[tuple[str, str]] = []
    for action in window.menuBar().actions():
        seen.append(("menu", action.text()))
        menu = action.menu()
        for sub in menu.actions() if isinstance(menu, QMenu) else ():
            if not sub.isSeparator() and not sub.statusTip().endswith(".json"):
                seen.append((f"menu {action.text()}", sub.text()))
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        name = type(widget).__name__ + ":" + widget.objectName()
        if isinstance(widget, QLabel) or (isinstance(widget, QAbstractButton) and widget.text()):
            seen.append((name, widget.text()))
        elif isinstance(widget, QGroupBox):
            seen.append((name, widget.title()))
        elif isinstance(widget, QDockWidget | QToolBar):
            seen.append((name, widget.windowTitle()))
        elif isinstance(widget, QTabWidget):
            seen += [(name, widget.tabText(i)) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            seen.append((name, widget.placeholderText()))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            seen += [
                (name + " header", str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
                for c in range(model.columnCount())
            ]
        elif isinstance(widget, QComboBox) and widget.objectName() in ("precision",):
            seen += [(name, widget.itemText(i)) for i in range(widget.count())]
    for key, chart in getattr(window, "chart_panels", {}).items():
        for side in ("left", "bottom"):
            seen.append((f"chart {key} {side} axis", chart.plot.getAxis(side).labelText))
    return seen


@pytest.fixture
def built(window):
    for category, part_id in [("gpu", "gpu-big"), ("cpu", "cpu-a"), ("psu", "psu-a")]:
        window.document.add_part(window.catalogue.get(category, part_id))
    return window


@pytest.mark.parametrize("code", ["zh_TW", "zh_CN", "ko"])
def test_switching_language_leaves_nothing_in_english(built, qtbot, code):
    window = built
    before = [t for _w, t in _texts(window) if _english(t)]
    assert before, "the English window should read as English to this test"
    with in_language(window, code):
        for chart in window.chart_panels.values():
            chart.ensure_fresh()
        QApplication.processEvents()
        left = sorted({f"{where}: {text!r}" for where, text in _texts(window) if _english(text)})
        assert left == []


def test_switching_back_to_english_reads_english_again(built):
    window = built
    window.apply_preferences(window.analysis.preferences.with_changes(language="zh_TW"))
    window.apply_preferences(window.analysis.preferences.with_changes(language="en"))
    assert window.docks["build"].windowTitle() == "Build"
    assert any(a.text() == "&File" for a in window.menuBar().actions())
