"""A region filter combo box: "any region" first, then each region, its place first."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox

from dlbox.ui.labels import region_label


def fill_region_combo(combo: QComboBox, regions: Iterable[str]) -> None:
    """Show ``regions`` (deduplicated, in the order of their labels: "東京 (ap-northeast-1)")
    after the combo's first "any" item, keeping the selection when it is still there;
    nothing changes (no signal) when the list is the same."""
    labelled = sorted((region_label(r), r) for r in set(regions))
    wanted = [region for _label, region in labelled]
    have = [combo.itemData(i) for i in range(1, combo.count())]
    if have == wanted:
        return
    current = combo.currentData()
    combo.blockSignals(True)
    while combo.count() > 1:
        combo.removeItem(1)
    for label, region in labelled:
        combo.addItem(label, region)
    combo.setCurrentIndex(max(combo.findData(current), 0))
    combo.blockSignals(False)
