"""The planner on a 2560×1440 monitor opens roomy (it kept a laptop's 1240×680: five jobs
in its list over an empty column, and a cramped chart), and still fits a 1280×720 laptop."""

from __future__ import annotations

from dlbox.ui.screen_fit import FRAME_MARGIN, fit_to_screen


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
