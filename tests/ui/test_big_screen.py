"""A 2560×1440 monitor: the planner opens roomy (it kept a laptop's 1240×680: five jobs in
its list over an empty column, and a cramped chart) and still fits a 1280×720 laptop; the
GPU table's columns share the width."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dlbox.ui.screen_fit import FRAME_MARGIN, fit_to_screen

from .typing_helpers import settle


def test_the_planner_uses_a_big_screen_and_fits_a_laptop(window, qtbot):
    dialog = window.make_plan_dialog()
    fit_to_screen(dialog, (2560, 1440))
    assert dialog.width() >= 1500 and dialog.height() >= 940
    dialog.show()
    qtbot.waitExposed(dialog)
    # The job list takes the column's height (it stayed 130 px over an empty column).
    assert dialog.workloads.height() > 300
    fit_to_screen(dialog, (1280, 720))
    assert dialog.width() <= 1280 - FRAME_MARGIN.width()
    assert dialog.height() <= 720 - FRAME_MARGIN.height()
    dialog.close()


def test_the_gpu_tables_columns_share_a_big_screen(window):
    """On a 2560×1440 monitor the GPU table fills its width without one column taking the
    rest: "Slots" (one-digit numbers, the last column) was wider than the other columns
    together; on a laptop the columns keep their contents' widths and the table scrolls."""
    from dlbox.core.parts import Category

    view = window.browser.page(Category.GPU).view
    header = view.horizontalHeader()
    columns = [i for i in range(header.count()) if not view.isColumnHidden(i)]
    assert view.model().headerData(columns[-1], Qt.Orientation.Horizontal) == "Slots"
    window.resize(2560, 1440)
    window.reset_layout()
    settle()
    widths = [view.columnWidth(i) for i in columns]
    assert sum(widths) >= view.viewport().width() - len(columns)  # no blank strip
    assert widths[-1] <= max(widths[1:-1]), widths  # the last column no wider than the rest
    window.resize(1280, 720)
    window.reset_layout()
    settle()
    widths = [view.columnWidth(i) for i in columns[1:]]
    assert widths == [view.content_widths[i] for i in columns[1:]]
