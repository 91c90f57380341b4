"""What a new user saw on a 1280×720 screen and could not read, and now can: the own-vs-rent
lines without a legend, workload names cut in the planner's list, a context column
without its unit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _laptop(window, qtbot):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.analysis.start()
    qtbot.waitUntil(lambda: window.analysis.is_ready)


def test_own_vs_rent_says_how_to_tell_the_lines_apart_without_a_legend(tower_window, qtbot):
    window = tower_window
    _laptop(window, qtbot)
    window.charts.show_chart("own_vs_rent")
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    # A 720-px laptop's charts dock: no room for the six offers' names above the curves.
    window.resizeDocks([window.docks["charts"]], [240], Qt.Orientation.Vertical)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.waitUntil(lambda: not chart.legend.isVisible())
    # Beside the break-even it explains, in the two lines the caption keeps.
    assert "point at a line for its offer and cost" in chart.message.text()
    assert chart.caption_lines() <= 2
    # Given the height, the legend comes back and the hint goes.
    window.resize(1280, 1400)
    window.resizeDocks([window.docks["charts"]], [900], Qt.Orientation.Vertical)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.waitUntil(lambda: chart.legend.isVisible())
    assert "point at a line" not in chart.message.text()


def test_the_planners_workload_list_shows_whole_names(tower_window, qtbot):
    window = tower_window
    _laptop(window, qtbot)
    dialog = window.make_plan_dialog()
    dialog.resize(1240, 680)
    dialog.show()
    qtbot.waitExposed(dialog)
    listed = dialog.workloads
    assert listed.wordWrap()
    assert listed.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    room = listed.viewport().width()
    for row in range(listed.count()):
        item = listed.item(row)
        assert item.text() in item.toolTip()  # the whole name on hover too
        # Wrapped, no line of the name is wider than the list.
        rect = listed.visualItemRect(item)
        assert rect.width() <= room
    dialog.close()


def test_the_model_librarys_context_column_says_tokens(qtbot):
    from dlbox.ui import engines
    from dlbox.ui.dialogs.model_picker import ModelPicker

    dialog = ModelPicker(engines.model_options())
    qtbot.addWidget(dialog)
    assert dialog.tree.headerItem().text(3) == "Context (tokens)"
