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
    return Column(field, title, unit, decimals)


def columns_for(category: Category) -> list[Column]:
    model = PART_MODELS[category]
    fields = ["name", *model.key_fields]
    return [*map(column_for, fields), Column("price", "Price", decimals=0), Column("currency", "")]
