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
