"""Words the user sees for each category, in one place.

The dicts hold the English words (lupdate finds them through QT_TRANSLATE_NOOP);
``category_title`` and ``category_singular`` return them in the user's language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.core.parts import Category
from dlbox.ui.language import translate

CATEGORY_TITLES = {
    Category.GPU: QT_TRANSLATE_NOOP("Categories", "GPUs"),
    Category.CPU: QT_TRANSLATE_NOOP("Categories", "CPUs"),
    Category.MOTHERBOARD: QT_TRANSLATE_NOOP("Categories", "Motherboards"),
    Category.MEMORY: QT_TRANSLATE_NOOP("Categories", "Memory"),
    Category.STORAGE: QT_TRANSLATE_NOOP("Categories", "Storage"),
    Category.PSU: QT_TRANSLATE_NOOP("Categories", "Power supplies"),
    Category.CASE: QT_TRANSLATE_NOOP("Categories", "Cases"),
    Category.COOLER: QT_TRANSLATE_NOOP("Categories", "Coolers"),
}

CATEGORY_SINGULAR = {
    Category.GPU: QT_TRANSLATE_NOOP("Categories", "GPU"),
    Category.CPU: QT_TRANSLATE_NOOP("Categories", "CPU"),
    Category.MOTHERBOARD: QT_TRANSLATE_NOOP("Categories", "Motherboard"),
    Category.MEMORY: QT_TRANSLATE_NOOP("Categories", "Memory"),
    Category.STORAGE: QT_TRANSLATE_NOOP("Categories", "Storage"),
    Category.PSU: QT_TRANSLATE_NOOP("Categories", "Power supply"),
    Category.CASE: QT_TRANSLATE_NOOP("Categories", "Case"),
    Category.COOLER: QT_TRANSLATE_NOOP("Categories", "CPU cooler"),
}


def category_title(category: Category) -> str:
    """The catalogue tab's name ("GPUs"), translated."""
    return translate("Categories", CATEGORY_TITLES[category])


def category_singular(category: Category) -> str:
    """One part of the category ("GPU"), translated."""
    return translate("Categories", CATEGORY_SINGULAR[category])


# A workload's throughput unit (workloads.csv ``unit``) and what one epoch counts.
THROUGHPUT_UNITS = {
    "images/s": QT_TRANSLATE_NOOP("Units", "images/s"),
    "sequences/s": QT_TRANSLATE_NOOP("Units", "sequences/s"),
    "tokens/s": QT_TRANSLATE_NOOP("Units", "tokens/s"),
    "samples/s": QT_TRANSLATE_NOOP("Units", "samples/s"),
}
EPOCH_UNITS = {
    "images/s": QT_TRANSLATE_NOOP("Units", "images per epoch"),
    "sequences/s": QT_TRANSLATE_NOOP("Units", "sequences per epoch"),
    "tokens/s": QT_TRANSLATE_NOOP("Units", "tokens per epoch"),
    "samples/s": QT_TRANSLATE_NOOP("Units", "samples per epoch"),
}


def throughput_unit(unit: str) -> str:
    """ "images/s" in the user's language (a unit not listed stays as written)."""
    return translate("Units", THROUGHPUT_UNITS[unit]) if unit in THROUGHPUT_UNITS else unit


def epoch_unit(unit: str) -> str:
    """What the dataset size counts for a throughput unit: "images per epoch"."""
    if unit in EPOCH_UNITS:
        return translate("Units", EPOCH_UNITS[unit])
    return unit.removesuffix("/s") + " per epoch"
