"""The PSU tab's "As another PSU" box: with a second RTX 4090 the tower's 1000 W PSU is over,
and a 650 W unit — too small for the whole rig — is shown when judged as the PSU that takes
one card's cables; a 220 W adapter stays hidden with the watts it would have to carry."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dlbox.core.parts import Category

SMALL = "corsair-rm650e-2025"  # 650 W
TINY = "asrock-deskmini-gtx-220w-adapter"  # 220 W


def _psu_page(window):
    window.resize(1280, 720)
    window.show()
    page = window.browser.show_category(Category.PSU)
    QApplication.processEvents()
    return page


def _shown(page, part_id: str) -> bool:
    return page.model.row_of_id(part_id) >= 0


def test_a_psu_too_small_for_the_rig_is_offered_as_another_psu(tower_window, qtbot):
    window = tower_window
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    gpu = window.document.resolved.first(Category.GPU)
    window.document.set_quantity(Category.GPU, gpu.id, 2)  # ~1,180 W on a 1000 W PSU
    page = _psu_page(window)
    box = page.another_psu
    assert box is not None and box.isVisible() and not box.isChecked()
    assert not _shown(page, SMALL)  # in place of the 1000 W unit it is far too small
    box.setChecked(True)
    assert _shown(page, SMALL)
    assert not _shown(page, TINY)
    assert "hidden as incompatible" in page.count_label.text()
    # Untick "Compatible only" and hover the adapter: why it cannot be the second PSU.
    window.browser.compatible_only.setChecked(False)
    page.set_compatible_only(False)
    row = page.model.row_of_id(TINY)
    hint = page.model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "220 W" in hint and "375 W" in hint and "PSU 1" in hint
    # Double-clicking (or Edit ▸ Add) now adds it beside the first PSU, not in its place.
    first = window.document.resolved.first(Category.PSU).id
    window.add_part(window.catalogue.get(Category.PSU, SMALL))
    psus = [p.part.id for p in window.document.resolved.of(Category.PSU)]
    assert psus == [first, SMALL]


def test_the_box_is_hidden_without_a_psu_to_stand_beside(tower_window, qtbot):
    window = tower_window
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    psu = window.document.resolved.first(Category.PSU)
    window.document.remove_part(Category.PSU, psu.id)
    page = _psu_page(window)
    page.another_psu.setChecked(True)
    assert not page.judges_another_psu()
    assert not page.another_psu.isVisible()
