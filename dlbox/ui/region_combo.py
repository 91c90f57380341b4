"""A region filter combo box: "any region" first, then each region code with its city."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox


def fill_region_combo(combo: QComboBox, regions: Iterable[str]) -> None:
    """Show ``regions`` (sorted, deduplicated) after the combo's first "any" item, keeping
    the selection when it is still there; nothing changes (no signal) when the list is
    the same."""
    from dlbox.core.cost.regions import CITIES

    wanted = sorted(set(regions))
    have = [combo.itemData(i) for i in range(1, combo.count())]
    if have == wanted:
        return
    current = combo.currentData()
    combo.blockSignals(True)
    while combo.count() > 1:
        combo.removeItem(1)
    for region in wanted:
        city = CITIES.get(region)
        combo.addItem(f"{region} ({city})" if city else region, region)
    combo.setCurrentIndex(max(combo.findData(current), 0))
    combo.blockSignals(False)
