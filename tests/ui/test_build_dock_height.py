"""On a 2560×1440 monitor the build panel is as tall as the build (its lines, a few empty
rows to drop parts on, the gauge and the total) and the findings get the rest, instead of
half the screen's height of empty table under the last part; on a laptop the build keeps
every line on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .typing_helpers import desktop_font, in_language, settle


def _empty_rows(window) -> float:
    view = window.editor.view
    header = view.verticalHeader()
    return (view.viewport().height() - header.length()) / header.defaultSectionSize()


def test_a_tall_screen_gives_the_build_what_it_needs_and_findings_the_rest(shown_tower):
    window = shown_tower
    window.resize(2560, 1440)
    settle()  # View ▸ Reset Layout on a window that has its size
    window.reset_layout()
    settle()
    assert window.editor.model.rowCount() == 8
    assert 0 <= _empty_rows(window) <= 5  # was 24 empty rows under the cooler
    assert window.docks["findings"].height() > window.docks["build"].height()
    assert window.editor.total_label.isVisible()


def test_a_laptop_still_shows_every_build_line(shown_tower):
    window = shown_tower
    window.resize(1280, 720)
    settle()
    window.reset_layout()
    settle()
    view = window.editor.view
    last = view.visualRect(window.editor.model.index(window.editor.model.rowCount() - 1, 0))
    assert last.bottom() <= view.viewport().height() + 2


def _hidden_rows(window) -> list[int]:  # type: ignore[no-untyped-def]
    view = window.editor.view
    rows = range(window.editor.model.rowCount())
    return [
        r
        for r in rows
        if view.visualRect(window.editor.model.index(r, 0)).bottom() > view.viewport().height() + 2
        or view.visualRect(window.editor.model.index(r, 0)).top() < 0
    ]


@pytest.mark.parametrize("language", ["en", "zh_TW", "ko"])
def test_a_laptop_shows_every_build_line_in_each_language(shown_tower, language):
    """In Traditional Chinese the taller CJK lines and a part name wrapped to three lines
    left the last two of the tower's eight parts under the table's edge, with only a
    thin scroll bar to say so; every line shows now, and the findings keep their room."""
    window = shown_tower
    with desktop_font(language), in_language(window, language):
        window.resize(1280, 720)
        settle()
        window.reset_layout()
        settle(10)
        assert window.editor.model.rowCount() == 8
        assert _hidden_rows(window) == [], language
        assert not window.editor.more_lines.isVisible()
        assert window.layout_is_cramped() == ""
        line = window.fontMetrics().height()
        assert window.docks["findings"].height() >= 8 * line


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_lines_under_the_edge_are_named_and_a_click_shows_them(shown_tower, qtbot, language):
    """A build panel too short for its lines (a dock the user dragged smaller) says how
    many lines are hidden under the table, and a click on that brings them into view."""
    window = shown_tower
    with desktop_font(language), in_language(window, language):
        window.resize(1280, 720)
        settle()
        window.reset_layout()
        qtbot.wait(400)  # the build's second fit, before the user drags the dock
        settle(10)
        build, findings = window.docks["build"], window.docks["findings"]
        total = build.height() + findings.height()
        window.resizeDocks([build, findings], [300, total - 300], Qt.Orientation.Vertical)
        settle(10)
        hidden = _hidden_rows(window)
        assert hidden, "the short panel still shows every line"
        hint = window.editor.more_lines
        qtbot.waitUntil(hint.isVisible)
        assert str(len(hidden)) in hint.text()
        if language == "zh_TW":
            assert "more line" not in hint.text()  # translated
        qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
        settle(10)
        last = window.editor.model.rowCount() - 1
        assert last not in _hidden_rows(window)


def test_lines_that_fit_leave_the_findings_their_share(shown_tower, qtbot):
    """At 1280×720 in English every line fits in the build's share, so the findings keep
    theirs — even when the build is fitted right after its dock widened, before the table
    has laid its rows out again: measured then, rows still wrapped for the narrow dock
    (names on three lines) made the build grow over the findings, leaving one in view."""
    from PySide6.QtCore import Qt as QtNames

    window = shown_tower
    window.resize(1280, 720)
    settle()
    window.reset_layout()
    qtbot.wait(400)
    settle(10)
    build, findings = window.docks["build"], window.docks["findings"]
    share = build.height()
    window.resizeDocks([build], [280], QtNames.Orientation.Horizontal)
    settle(10)  # the narrow table's rows wrap
    window.resizeDocks([build], [int(1280 * 0.36)], QtNames.Orientation.Horizontal)
    window._fit_build_dock()  # at once, as the first paint's fit runs
    settle(10)
    assert _hidden_rows(window) == []
    assert build.height() <= share + 2
    assert findings.height() >= int(720 * 0.3)
