"""A 1280×720 laptop: dialogs fit with their buttons on screen, the catalogue shows
rows, and a cramped saved layout does not come back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QWidget

from dlbox.ui.dialogs import open_dialogs
from dlbox.ui.main_window import MainWindow
from dlbox.ui.preferences import Preferences
from dlbox.ui.screen_fit import FRAME_MARGIN, fit_to_screen

from .typing_helpers import settle

LAPTOP = (1280, 720)
USABLE = (LAPTOP[0] - FRAME_MARGIN.width(), LAPTOP[1] - FRAME_MARGIN.height())


def test_every_dialog_fits_a_laptop_screen_with_its_buttons(qtbot, window):
    for name, dialog in open_dialogs(window).items():
        qtbot.addWidget(dialog)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= USABLE[0] and hint.height() <= USABLE[1], name
        fit_to_screen(dialog, LAPTOP)
        dialog.show()
        settle(2)
        assert dialog.width() <= USABLE[0] and dialog.height() <= USABLE[1], name
        # Buttons a scroll area holds may scroll; the rest must be on the dialog.
        buttons = [
            b
            for b in dialog.findChildren(QAbstractButton)
            if b.isVisible() and not _scrolls(b, dialog)
        ]
        assert buttons, name
        for button in buttons:
            corner = button.mapTo(dialog, button.rect().bottomRight())
            assert dialog.rect().contains(corner), f"{name}: {button.text()} off the dialog"
        dialog.close()


def _scrolls(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def test_settings_dialog_is_no_taller_than_a_laptop_screen(qtbot, window):
    dialog = open_dialogs(window)["settings"]
    qtbot.addWidget(dialog)
    assert dialog.sizeHint().height() <= USABLE[1]  # it was 930 px with the groups stacked


def _catalogue_rows(win: MainWindow) -> float:
    view = win.browser.current_page().view
    return view.viewport().height() / view.verticalHeader().defaultSectionSize()


def test_catalogue_shows_rows_on_a_laptop(qtbot, window):
    window.resize(*LAPTOP)
    window.reset_layout()
    settle()
    assert _catalogue_rows(window) >= 6


@pytest.fixture
def cramped_saved(qtbot, parts_catalogue, answers):
    """A layout saved with the charts dock taking nearly all the height."""
    first = MainWindow(parts_catalogue, Preferences())
    qtbot.addWidget(first)
    first.resize(*LAPTOP)
    first.show()
    settle()
    first.resizeDocks([first.docks["charts"]], [640], Qt.Orientation.Vertical)
    settle()
    assert first.layout_is_cramped()
    first.save_window_state()
    first.close()


def test_a_cramped_saved_layout_is_reset_at_start(qtbot, parts_catalogue, answers, cramped_saved):
    again = MainWindow(parts_catalogue, Preferences())
    qtbot.addWidget(again)
    again.resize(*LAPTOP)
    again.show()
    settle(6)
    assert again.layout_is_cramped() == ""
    assert "default layout" in again.statusBar().currentMessage()


def test_reset_layout_is_in_the_view_menu(window):
    view_menu = next(
        m.menu() for m in window.menuBar().actions() if m.menu() and "View" in m.text()
    )
    assert window.actions["reset_layout"] in view_menu.actions()


def test_the_window_paints_before_it_opens_the_start_build(qtbot, parts_catalogue, answers):
    from dlbox.ui.app import create_window

    window = create_window(parts_catalogue, interactive=False)
    qtbot.addWidget(window)
    assert not window.document.build.parts  # nothing read or checked before the paint
    window.show()
    qtbot.waitUntil(lambda: bool(window.document.build.parts), timeout=5000)
