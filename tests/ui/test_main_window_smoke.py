from __future__ import annotations

from PySide6.QtCore import Qt

from dlbox.core.parts import Category
from dlbox.ui.main_window import MainWindow

from .typing_helpers import open_window


def test_window_lists_every_category(qtbot, catalogue):
    window = MainWindow(catalogue)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    browser = window.browser
    assert browser.tabs.count() == len(Category)
    browser.compatible_only.setChecked(False)
    for category, page in browser.pages.items():
        assert page.model.rowCount() == len(catalogue.in_category(category)) > 0


def test_search_filters_and_selection_shows_source(qtbot, catalogue):
    window = MainWindow(catalogue)
    qtbot.addWidget(window)
    window.browser.compatible_only.setChecked(False)
    page = window.browser.pages[Category.GPU]
    qtbot.keyClicks(page.search, "4090")
    assert 1 <= page.model.rowCount() < len(catalogue.in_category(Category.GPU))
    assert all(
        "4090" in page.model.row_id(r) + page.model.index(r, 0).data()
        for r in range(page.model.rowCount())
    )
    page.view.setCurrentIndex(page.model.index(0, 0))
    html = page.details.toHtml()
    assert "as of" in html


def test_sorting_by_vram_puts_largest_first(qtbot, catalogue):
    window = MainWindow(catalogue)
    qtbot.addWidget(window)
    window.browser.compatible_only.setChecked(False)
    page = window.browser.pages[Category.GPU]
    column = [c.key for c in page.model.columns].index("vram_gb")
    page.view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    top = catalogue.get(Category.GPU, page.model.row_id(0))
    assert top.vram_gb == max(g.vram_gb for g in catalogue.in_category(Category.GPU))


def test_frame_model_passes_qtmodeltester(qtmodeltester, catalogue):
    from dlbox.ui.columns import columns_for
    from dlbox.ui.models.frame_model import FrameModel

    model = FrameModel(columns_for(Category.GPU))
    model.set_frame(catalogue.table(Category.GPU))
    qtmodeltester.check(model)


def test_gpu_list_of_the_single_4090_tower_offers_cards_that_can_replace_it(qtbot, catalogue):
    """No second 3.5-slot card fits that board, yet a user browsing GPUs must still see the
    cards that can take the 4090's place, each saying so on hover."""
    from dlbox.core.files import read_build
    from tests.conftest import DATA_DIR

    window = open_window(
        qtbot, catalogue, read_build(DATA_DIR / "examples" / "rtx-4090-tower.dlbox.json")
    )
    window.show()
    qtbot.waitExposed(window)
    page = window.browser.show_category(Category.GPU)
    assert page.compatible_only
    shown = [page.model.row_id(r) for r in range(page.model.rowCount())]
    assert "rtx-4080-super" in shown and "rtx-5090" in shown
    tip = page.model.index(shown.index("rtx-5090"), 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Fits in place of the one in your build")
    hidden = len(catalogue.in_category(Category.GPU)) - len(shown)
    assert hidden > 0 and f"{hidden} hidden as incompatible" in page.count_label.text()
