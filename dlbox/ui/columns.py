"""Table columns per category, with units read from the field-name suffixes."""

from __future__ import annotations

from dlbox.core.parts import PART_MODELS, Category
from dlbox.ui.models.frame_model import Column

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
}

TITLES = {
    "vram_gb": "VRAM",
    "mem_bw_gbs": "Bandwidth",
    "fp16_tflops": "FP16 tensor",
    "board_power_w": "Power",
    "length_mm": "Length",
    "slot_width": "Slots",
    "boost_clock_ghz": "Boost",
    "sustained_power_w": "Sustained power",
    "pcie_lanes": "PCIe lanes",
    "memory_slots": "RAM slots",
    "x16_slots": "x16 slots",
    "capacity_gb": "Capacity",
    "speed_mts": "Speed",
    "seq_read_mbs": "Seq. read",
    "random_read_iops": "Random read",
    "wattage_w": "Wattage",
    "atx_version": "ATX",
    "pcie_8pin": "8-pin",
    "hpwr_16pin": "12V-2x6",
    "case_type": "Type",
    "max_gpu_length_mm": "Max GPU",
    "expansion_slots": "Exp. slots",
    "max_cooler_height_mm": "Max cooler",
    "height_mm": "Height",
    "radiator_mm": "Radiator",
    "rated_w": "Rated",
    "ecc": "ECC",
}


# What a column's number means, on its header (every figure has its source in the details pane).
TIPS = {
    "vram_gb": "GPU memory: bounds the model and batch size that fit",
    "mem_bw_gbs": "Memory bandwidth: within a GPU family, speed tracks this best",
    "fp16_tflops": "Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)",
    "board_power_w": "Board power: what the PSU must feed per card (spikes go higher)",
    "length_mm": "Card length: must fit the case's GPU clearance",
    "slot_width": "Expansion slots the card covers",
    "sustained_power_w": "PL2 / PPT: what the CPU really draws under load, not base TDP",
    "pcie_lanes": "CPU PCIe lanes usable for GPUs and M.2 drives",
    "x16_slots": "Physical x16 slots (their electrical width is in the details)",
    "wattage_w": "PSU rating; keep the sustained load at or below 80 % of it",
    "max_gpu_length_mm": "Longest GPU the case takes",
    "max_cooler_height_mm": "Tallest tower cooler the case takes",
    "capacity_gb": "Total capacity of the kit or drive",
}


def column_for(field: str) -> Column:
    unit = next((u for s, u in UNIT_SUFFIXES.items() if field.endswith(s)), "")
    title = TITLES.get(field)
    if title is None:
        stem = field
        for suffix in UNIT_SUFFIXES:
            if stem.endswith(suffix):
                stem = stem[: -len(suffix)]
                break
        title = stem.replace("_", " ").capitalize()
    decimals = 0 if field in ("price",) else None
    return Column(field, title, unit, decimals, TIPS.get(field, ""))


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
        "Price",
        currency,
        decimals=0,
        tip=f"Catalogue price converted to {currency} at the newest rate; the original price, "
        "its date and source are in the details pane",
    )


def columns_for(category: Category, currency: str = "USD") -> list[Column]:
    model = PART_MODELS[category]
    fields = ["name", *model.key_fields]
    return [*map(column_for, fields), price_column(currency)]
