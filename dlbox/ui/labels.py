"""Words the user sees for each category, in one place."""

from __future__ import annotations

from dlbox.core.parts import Category

CATEGORY_TITLES = {
    Category.GPU: "GPUs",
    Category.CPU: "CPUs",
    Category.MOTHERBOARD: "Motherboards",
    Category.MEMORY: "Memory",
    Category.STORAGE: "Storage",
    Category.PSU: "Power supplies",
    Category.CASE: "Cases",
    Category.COOLER: "Coolers",
}

CATEGORY_SINGULAR = {
    Category.GPU: "GPU",
    Category.CPU: "CPU",
    Category.MOTHERBOARD: "Motherboard",
    Category.MEMORY: "Memory",
    Category.STORAGE: "Storage",
    Category.PSU: "Power supply",
    Category.CASE: "Case",
    Category.COOLER: "CPU cooler",
}
