"""Keyboard and hover for a first-time user: Tab walks the catalogue page from the search
box through its range filters to the table (the filters, made after the first paint, came
after every other dock), and the workload bar's first boxes say what they are for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dlbox.core.parts import Category

from .typing_helpers import settle


def test_tab_goes_from_the_search_through_the_filters_to_the_table(window, qtbot):
    page = window.browser.show_category(Category.GPU)
    page.ensure_filters()
    settle()
    window.activateWindow()
    page.search.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.search)
    walked = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        walked.append(focused)
        if focused is page.view:
            break
    assert walked[-1] is page.view, [w.objectName() for w in walked]
    sliders = [f.slider for f in page.filters.values() if f.isEnabled()]
    assert sliders and all(
        any(w is s or s.isAncestorOf(w) for w in walked) for s in sliders
    )  # every filter on the way, nothing from another dock
    assert all(page.isAncestorOf(w) for w in walked)


def test_the_workload_and_precision_boxes_say_what_they_are_for(window):
    bar = window.workload_bar
    assert "speed, memory and cost" in bar.workload.toolTip()
    assert "number format" in bar.precision.toolTip()
