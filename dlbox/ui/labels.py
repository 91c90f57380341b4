"""Words the user sees for each category, in one place.

The dicts hold the English words (lupdate finds them through QT_TRANSLATE_NOOP);
``category_title`` and ``category_singular`` return them in the user's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.core.parts import Category
from dlbox.ui.language import translate

if TYPE_CHECKING:  # the cost modules pull in pandas; the window's first paint must not wait
    from dlbox.core.cost.history import Series
    from dlbox.core.cost.offers import Offer, PricingModel

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


# Pricing models in the user's language; the core's PRICING_NAMES stay English for the
# CLI and exports, so the window builds offer labels from these pieces instead.
# Keyed by PricingModel's value (a StrEnum) so this module need not import the cost code.
PRICING_LABELS = {
    "on_demand": QT_TRANSLATE_NOOP("Pricing", "on-demand"),
    "spot": QT_TRANSLATE_NOOP("Pricing", "spot"),
    "preemptible": QT_TRANSLATE_NOOP("Pricing", "preemptible"),
    "reserved_1y": QT_TRANSLATE_NOOP("Pricing", "1-year reserved"),
    "reserved_3y": QT_TRANSLATE_NOOP("Pricing", "3-year reserved"),
    "committed_1y": QT_TRANSLATE_NOOP("Pricing", "1-year committed"),
    "committed_3y": QT_TRANSLATE_NOOP("Pricing", "3-year committed"),
    "sustained_use": QT_TRANSLATE_NOOP("Pricing", "sustained use"),
    "monthly": QT_TRANSLATE_NOOP("Pricing", "monthly"),
    "free": QT_TRANSLATE_NOOP("Pricing", "free"),
    "savings_plan_1y": QT_TRANSLATE_NOOP("Pricing", "1-year savings plan"),
    "savings_plan_3y": QT_TRANSLATE_NOOP("Pricing", "3-year savings plan"),
    "capacity_block": QT_TRANSLATE_NOOP("Pricing", "capacity block"),
}


def pricing_name(model: PricingModel) -> str:
    """ "on-demand", "1-year reserved", … in the user's language."""
    return translate("Pricing", PRICING_LABELS[model.value])


def offer_label(offer: Offer) -> str:
    """``Offer.label`` with the pricing model translated: "AWS p5.48xlarge (us-east-1), 隨需"."""
    where = f" ({offer.region})" if offer.region else ""
    return f"{offer.provider} {offer.instance_type}{where}, {pricing_name(offer.pricing_model)}"


def series_label(series: Series) -> str:
    """A price-history line's name (``Series.label``) with the pricing model translated."""
    where = f" {series.region}" if series.region else ""
    return f"{series.provider}{where}, {pricing_name(series.pricing_model)}"


# What limits a build's speed (the estimator's ``bottleneck`` codes), as words.
BOTTLENECKS = {
    "compute": QT_TRANSLATE_NOOP("Bottlenecks", "compute"),
    "memory_bandwidth": QT_TRANSLATE_NOOP("Bottlenecks", "memory bandwidth"),
    "interconnect": QT_TRANSLATE_NOOP("Bottlenecks", "GPU interconnect"),
    "cpu_input": QT_TRANSLATE_NOOP("Bottlenecks", "CPU data loading"),
    "storage": QT_TRANSLATE_NOOP("Bottlenecks", "storage reads"),
    "vram": QT_TRANSLATE_NOOP("Bottlenecks", "GPU memory"),
}


def bottleneck_name(code: str) -> str:
    """ "memory_bandwidth" → "memory bandwidth" in the user's language."""
    source = BOTTLENECKS.get(code)
    return translate("Bottlenecks", source) if source else code.replace("_", " ")
