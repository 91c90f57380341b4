"""The catalogue's category tabs as a new user sees them: on a 1280×720 laptop every tab
is on screen and its words whole (no scroll arrows hiding "Coolers"), in English,
Traditional Chinese and Korean; a wide screen shows each tab's part count, and the count
stays on hover when the tabs drop it for room."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QToolButton

from dlbox.core.parts import Category

from .typing_helpers import in_language, settle


def _assert_every_tab_whole(browser) -> None:
    bar = browser.tabs.tabBar()
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    assert not arrows, "the tab bar scrolls: some tabs hide behind its arrows"
    metrics = bar.fontMetrics()
    for index in range(bar.count()):
        rect = bar.tabRect(index)
        text = bar.tabText(index)
        assert rect.left() >= 0 and rect.right() < bar.width(), f"{text!r} is off the bar"
        assert metrics.horizontalAdvance(text) <= rect.width(), f"{text!r} is cut"


@pytest.mark.parametrize("language", ["en", "zh_TW", "ko"])
def test_every_category_tab_reads_whole_at_1280(shown_tower, language):
    window = shown_tower
    with in_language(window, language):
        window.resize(1280, 720)
        window.reset_layout()
        settle()
        browser = window.browser
        assert browser.tabs.count() == len(Category)
        _assert_every_tab_whole(browser)


def test_a_wide_screen_shows_counts_a_narrow_one_keeps_them_on_hover(shown_tower):
    window = shown_tower
    window.resize(2560, 1440)
    window.reset_layout()
    settle()
    browser = window.browser
    coolers = browser.tabs.indexOf(browser.tabs.widget(list(Category).index(Category.COOLER)))
    count = len(window.catalogue.in_category(Category.COOLER))
    assert browser.tabs.tabText(coolers) == f"Coolers ({count})"
    _assert_every_tab_whole(browser)

    window.resize(1280, 720)
    window.reset_layout()
    settle()
    # Narrow: whatever the tabs show, every one is whole and its count is a hover away.
    _assert_every_tab_whole(browser)
    assert re.fullmatch(r"Coolers( \(\d+\))?", browser.tabs.tabText(coolers))
    assert browser.tabs.tabToolTip(coolers) == f"Coolers: {count} parts in the catalogue"
