"""On a 2560×1440 monitor the build panel is as tall as the build (its lines, a few empty
rows to drop parts on, the gauge and the total) and the findings get the rest, instead of
half the screen's height of empty table under the last part; on a laptop the build keeps
every line on screen."""

from __future__ import annotations

from .typing_helpers import settle


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
