"""Table columns per category, with units read from the field-name suffixes."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, get_origin

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.core.parts import PART_MODELS, Category
from dlbox.ui.language import translate
from dlbox.ui.models.frame_model import UNKNOWN, Column, local_separators
from dlbox.ui.value_labels import m2_text, slot_text, value_label

UNIT_SUFFIXES = {
    "_tflops": "TFLOPS",
    "_tops": "TOPS",
    "_gbs": "GB/s",
    "_mbs": "MB/s",
    "_gb": "GB",
    "_mm": "mm",
    "_w": "W",
    "_ghz": "GHz",
    "_mts": "MT/s",
    "_iops": "IOPS",
    "_mb": "MB",
}

TITLES = {
    "vram_gb": QT_TRANSLATE_NOOP("Columns", "VRAM"),
    "mem_bw_gbs": QT_TRANSLATE_NOOP("Columns", "Bandwidth"),
    "fp16_tflops": QT_TRANSLATE_NOOP("Columns", "FP16 tensor"),
    "board_power_w": QT_TRANSLATE_NOOP("Columns", "Power"),
    "length_mm": QT_TRANSLATE_NOOP("Columns", "Length"),
    "slot_width": QT_TRANSLATE_NOOP("Columns", "Slots"),
    "boost_clock_ghz": QT_TRANSLATE_NOOP("Columns", "Boost"),
    "sustained_power_w": QT_TRANSLATE_NOOP("Columns", "Sustained power"),
    "pcie_lanes": QT_TRANSLATE_NOOP("Columns", "PCIe lanes"),
    "memory_slots": QT_TRANSLATE_NOOP("Columns", "RAM slots"),
    "x16_slots": QT_TRANSLATE_NOOP("Columns", "x16 slots"),
    "capacity_gb": QT_TRANSLATE_NOOP("Columns", "Capacity"),
    "speed_mts": QT_TRANSLATE_NOOP("Columns", "Speed"),
    "seq_read_mbs": QT_TRANSLATE_NOOP("Columns", "Seq. read"),
    "random_read_iops": QT_TRANSLATE_NOOP("Columns", "Random read"),
    "wattage_w": QT_TRANSLATE_NOOP("Columns", "Wattage"),
    "atx_version": QT_TRANSLATE_NOOP("Columns", "ATX"),
    "pcie_8pin": QT_TRANSLATE_NOOP("Columns", "8-pin"),
    "hpwr_16pin": QT_TRANSLATE_NOOP("Columns", "12V-2x6"),
    "case_type": QT_TRANSLATE_NOOP("Columns", "Type"),
    "max_gpu_length_mm": QT_TRANSLATE_NOOP("Columns", "Max GPU"),
    "expansion_slots": QT_TRANSLATE_NOOP("Columns", "Exp. slots"),
    "max_cooler_height_mm": QT_TRANSLATE_NOOP("Columns", "Max cooler"),
    "max_gpu_height_mm": QT_TRANSLATE_NOOP("Columns", "Max GPU height"),
    "height_mm": QT_TRANSLATE_NOOP("Columns", "Height"),
    "radiator_mm": QT_TRANSLATE_NOOP("Columns", "Radiator"),
    "rated_w": QT_TRANSLATE_NOOP("Columns", "Rated"),
    "ecc": QT_TRANSLATE_NOOP("Columns", "ECC"),
}


# What a column's number means, on its header (every figure has its source in the details pane).
TIPS = {
    "vram_gb": QT_TRANSLATE_NOOP("Columns", "GPU memory: bounds the model and batch size that fit"),
    "mem_bw_gbs": QT_TRANSLATE_NOOP(
        "Columns", "Memory bandwidth: within a GPU family, speed tracks this best"
    ),
    "fp16_tflops": QT_TRANSLATE_NOOP(
        "Columns",
        "Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)",
    ),
    "board_power_w": QT_TRANSLATE_NOOP(
        "Columns", "Board power: what the PSU must feed per card (spikes go higher)"
    ),
    "length_mm": QT_TRANSLATE_NOOP("Columns", "Card length: must fit the case's GPU clearance"),
    "slot_width": QT_TRANSLATE_NOOP("Columns", "Expansion slots the card covers"),
    "sustained_power_w": QT_TRANSLATE_NOOP(
        "Columns", "PL2 / PPT: what the CPU really draws under load, not base TDP"
    ),
    "pcie_lanes": QT_TRANSLATE_NOOP("Columns", "CPU PCIe lanes usable for GPUs and M.2 drives"),
    "x16_slots": QT_TRANSLATE_NOOP(
        "Columns", "Physical x16 slots (their electrical width is in the details)"
    ),
    "wattage_w": QT_TRANSLATE_NOOP(
        "Columns", "PSU rating; keep the sustained load at or below 80 % of it"
    ),
    "max_gpu_length_mm": QT_TRANSLATE_NOOP("Columns", "Longest GPU the case takes"),
    "max_cooler_height_mm": QT_TRANSLATE_NOOP("Columns", "Tallest tower cooler the case takes"),
    "max_gpu_height_mm": QT_TRANSLATE_NOOP(
        "Columns", "Tallest graphics card the case takes (small cases state it)"
    ),
    "capacity_gb": QT_TRANSLATE_NOOP("Columns", "Total capacity of the kit or drive"),
}


# Titles made from field names ("cores" → "Cores") of the columns the catalogue shows,
# listed so lupdate offers them for translation.
DERIVED_TITLES = (
    QT_TRANSLATE_NOOP("Columns", "Name"),
    QT_TRANSLATE_NOOP("Columns", "Chipset"),
    QT_TRANSLATE_NOOP("Columns", "Cores"),
    QT_TRANSLATE_NOOP("Columns", "Threads"),
    QT_TRANSLATE_NOOP("Columns", "Efficiency"),
    QT_TRANSLATE_NOOP("Columns", "Form factor"),
    QT_TRANSLATE_NOOP("Columns", "Interface"),
    QT_TRANSLATE_NOOP("Columns", "Kind"),
    QT_TRANSLATE_NOOP("Columns", "Memory type"),
    QT_TRANSLATE_NOOP("Columns", "Modules"),
    QT_TRANSLATE_NOOP("Columns", "Socket"),
    QT_TRANSLATE_NOOP("Columns", "Brand"),
    QT_TRANSLATE_NOOP("Columns", "Vendor"),
    QT_TRANSLATE_NOOP("Columns", "Architecture"),
    QT_TRANSLATE_NOOP("Columns", "Year"),
    QT_TRANSLATE_NOOP("Columns", "Price date"),
    QT_TRANSLATE_NOOP("Columns", "As of"),
    QT_TRANSLATE_NOOP("Columns", "Max memory"),
    QT_TRANSLATE_NOOP("Columns", "Memory channels"),
    QT_TRANSLATE_NOOP("Columns", "Currency"),
    # The rest of the fields (the details pane and the custom-part form show every one).
    QT_TRANSLATE_NOOP("Columns", "BF16"),
    QT_TRANSLATE_NOOP("Columns", "BIOS flashback"),
    QT_TRANSLATE_NOOP("Columns", "Base clock"),
    QT_TRANSLATE_NOOP("Columns", 'Bays 2.5"'),
    QT_TRANSLATE_NOOP("Columns", 'Bays 3.5"'),
    QT_TRANSLATE_NOOP("Columns", "Boxed cooler"),
    QT_TRANSLATE_NOOP("Columns", "CAS latency"),
    QT_TRANSLATE_NOOP("Columns", "Chips per board"),
    QT_TRANSLATE_NOOP("Columns", "Cooler"),
    QT_TRANSLATE_NOOP("Columns", "Display outputs"),
    QT_TRANSLATE_NOOP("Columns", "EPS 8-pin"),
    QT_TRANSLATE_NOOP("Columns", "FP16 FP16-acc"),
    QT_TRANSLATE_NOOP("Columns", "FP32"),
    QT_TRANSLATE_NOOP("Columns", "FP64"),
    QT_TRANSLATE_NOOP("Columns", "FP8"),
    QT_TRANSLATE_NOOP("Columns", "Form"),
    QT_TRANSLATE_NOOP("Columns", "Form factors"),
    QT_TRANSLATE_NOOP("Columns", "GPU riser"),
    QT_TRANSLATE_NOOP("Columns", "GPU riser gen"),
    QT_TRANSLATE_NOOP("Columns", "ID"),
    QT_TRANSLATE_NOOP("Columns", "INT8"),
    QT_TRANSLATE_NOOP("Columns", "Includes PSU"),
    QT_TRANSLATE_NOOP("Columns", "Integrated graphics"),
    QT_TRANSLATE_NOOP("Columns", "L2"),
    QT_TRANSLATE_NOOP("Columns", "Launch price USD"),
    QT_TRANSLATE_NOOP("Columns", "M.2 slots"),
    QT_TRANSLATE_NOOP("Columns", "MXM slot"),
    QT_TRANSLATE_NOOP("Columns", "Max PSU length"),
    QT_TRANSLATE_NOOP("Columns", "Max memory speed"),
    QT_TRANSLATE_NOOP("Columns", "Mem type"),
    QT_TRANSLATE_NOOP("Columns", "Memory types"),
    QT_TRANSLATE_NOOP("Columns", "Modular"),
    QT_TRANSLATE_NOOP("Columns", "Module"),
    QT_TRANSLATE_NOOP("Columns", "NVLink"),
    QT_TRANSLATE_NOOP("Columns", "NVLink bandwidth"),
    QT_TRANSLATE_NOOP("Columns", "Notes"),
    QT_TRANSLATE_NOOP("Columns", "Onboard LAN GbE"),
    QT_TRANSLATE_NOOP("Columns", "P2P"),
    QT_TRANSLATE_NOOP("Columns", "PCIe 6-pin"),
    QT_TRANSLATE_NOOP("Columns", "PCIe gen"),
    QT_TRANSLATE_NOOP("Columns", "PCIe slots"),
    QT_TRANSLATE_NOOP("Columns", "PSU form factors"),
    QT_TRANSLATE_NOOP("Columns", "Plug edge"),
    QT_TRANSLATE_NOOP("Columns", "Price source"),
    QT_TRANSLATE_NOOP("Columns", "RPM"),
    QT_TRANSLATE_NOOP("Columns", "Radiator mounts"),
    QT_TRANSLATE_NOOP("Columns", "Ranks"),
    QT_TRANSLATE_NOOP("Columns", "Registered"),
    QT_TRANSLATE_NOOP("Columns", "Registered only"),
    QT_TRANSLATE_NOOP("Columns", "SATA connectors"),
    QT_TRANSLATE_NOOP("Columns", "SATA ports"),
    QT_TRANSLATE_NOOP("Columns", "Seq write"),
    QT_TRANSLATE_NOOP("Columns", "Sockets"),
    QT_TRANSLATE_NOOP("Columns", "Source"),
    QT_TRANSLATE_NOOP("Columns", "TDP"),
    QT_TRANSLATE_NOOP("Columns", "TF32"),
)


# How words inside field names are spelt ("fp16_tflops" → "FP16").
SPELLINGS = {
    "id": "ID",
    "pcie": "PCIe",
    "nvlink": "NVLink",
    "m2": "M.2",
    "gbe": "GbE",
    "fp16acc": "FP16-acc",
    "cas": "CAS",
    "35": '3.5"',
    "25": '2.5"',
    "6pin": "6-pin",
    "8pin": "8-pin",
    "16pin": "16-pin",
    "mxm": "MXM",
    "tdp": "TDP",
    "usd": "USD",
    "bw": "bandwidth",
    **{
        w: w.upper()
        for w in [
            "fp32",
            "fp64",
            "tf32",
            "fp16",
            "bf16",
            "fp8",
            "int8",
            "l2",
            "eps",
            "hpwr",
            "p2p",
            "atx",
            "psu",
            "gpu",
            "sata",
            "ecc",
            "bios",
            "lan",
            "rpm",
            "usd",
        ]
    },
}


def field_title(field: str, units: Mapping[str, str] = UNIT_SUFFIXES) -> str:
    """ "eps_8pin" → "EPS 8-pin", "nvlink_bw_gbs" → "NVLink bandwidth": the English title
    of a field without one in TITLES (DERIVED_TITLES lists them for translation)."""
    stem = field
    for suffix in units:
        if stem.endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    title = " ".join(SPELLINGS.get(w, w) for w in stem.split("_"))
    return title[:1].upper() + title[1:]


def column_for(field: str) -> Column:
    unit = next((u for s, u in UNIT_SUFFIXES.items() if field.endswith(s)), "")
    title = TITLES.get(field)
    if title is None:
        title = field_title(field)
    decimals = 0 if field in ("price",) else None
    tip = TIPS.get(field, "")
    return Column(
        field, translate("Columns", title), unit, decimals, translate("Columns", tip) if tip else ""
    )


# The catalogue shows prices converted to the user's currency in this derived column.
PRICE_COLUMN = "price_display"

# Numeric specs a user narrows a category by (range sliders in the browser).
RANGE_FILTERS: dict[Category, tuple[str, ...]] = {
    Category.GPU: ("vram_gb", PRICE_COLUMN, "board_power_w", "length_mm"),
    Category.CPU: ("cores", PRICE_COLUMN, "sustained_power_w", "pcie_lanes"),
    Category.MOTHERBOARD: ("memory_slots", PRICE_COLUMN, "x16_slots", "max_memory_gb"),
    Category.MEMORY: ("capacity_gb", PRICE_COLUMN, "speed_mts"),
    Category.STORAGE: ("capacity_gb", PRICE_COLUMN, "seq_read_mbs"),
    Category.PSU: ("wattage_w", PRICE_COLUMN, "length_mm"),
    Category.CASE: ("max_gpu_length_mm", PRICE_COLUMN, "expansion_slots"),
    Category.COOLER: ("height_mm", PRICE_COLUMN, "rated_w"),
}


def price_column(currency: str) -> Column:
    return Column(
        PRICE_COLUMN,
        translate("Columns", "Price"),
        currency,
        decimals=0,
        tip=translate(
            "Columns",
            "Catalogue price converted to %1 at the newest rate; the original price, "
            "its date and source are in the details pane",
        ).replace("%1", currency),
    )


@cache
def unknown_when_empty(category: Category) -> frozenset[str]:
    """List fields where an empty list means unknown, not none (a cooler's sockets, a CPU's
    memory types, a case's board sizes): the required list fields of the model."""
    return frozenset(
        name
        for name, info in PART_MODELS[category].model_fields.items()
        if info.is_required() and get_origin(info.annotation) is list
    )


def spec_text(category: Category, field: str, value: Any) -> str:
    """One spec as the details pane shows it: unknown (None, or an empty list that means
    unknown) is the table's "—"; an empty list that means none (no M.2 slot) is "none"."""
    if value is None:
        return UNKNOWN
    if isinstance(value, list):
        if value:
            return "; ".join(_item_text(field, v) for v in value)
        if field in unknown_when_empty(category):
            return UNKNOWN
        return translate("CatalogueBrowser", "none")
    if isinstance(value, bool):
        return value_label("yes" if value else "no")
    if isinstance(value, int | float) and not field.endswith("year"):
        # Grouped as the table writes it ("1,638.0 GB/s"); a year stays "2022".
        return local_separators(f"{value:,}")
    return value_label(str(value))


def _item_text(field: str, item: Any) -> str:
    """One slot or list entry in words, never a raw dictionary."""
    if isinstance(item, dict):
        if field == "pcie_slots":
            return slot_text(item)
        if field == "m2_slots":
            return m2_text(item)
        return ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in item.items() if v is not None)
    return value_label(str(item))


def columns_for(category: Category, currency: str = "USD") -> list[Column]:
    model = PART_MODELS[category]
    # Price right after the name: it is what a builder compares first, and it stays
    # visible without scrolling past the specs.
    # The price's date sits next to it: an old street price is not today's (issue 14).
    return [
        column_for("name"),
        price_column(currency),
        column_for("price_date"),
        *map(column_for, model.key_fields),
    ]
