"""Catalogue codes as words: "sata_ssd" is shown as "SATA SSD", "open_air" as "open-air".

The catalogue keeps its codes (files, filters and rules use them); only what the
user reads is translated, through this one table.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.ui.language import translate

VALUE_LABELS = {
    "nvme": QT_TRANSLATE_NOOP("Values", "NVMe SSD"),
    "sata_ssd": QT_TRANSLATE_NOOP("Values", "SATA SSD"),
    "hdd": QT_TRANSLATE_NOOP("Values", "hard disk"),
    "m2_2280": QT_TRANSLATE_NOOP("Values", "M.2 2280"),
    "m2_2242": QT_TRANSLATE_NOOP("Values", "M.2 2242"),
    "m2_22110": QT_TRANSLATE_NOOP("Values", "M.2 22110"),
    "u2": QT_TRANSLATE_NOOP("Values", "U.2"),
    "2.5": QT_TRANSLATE_NOOP("Values", "2.5-inch"),
    "3.5": QT_TRANSLATE_NOOP("Values", "3.5-inch"),
    "open_air": QT_TRANSLATE_NOOP("Values", "open-air"),
    "blower": QT_TRANSLATE_NOOP("Values", "blower"),
    "passive": QT_TRANSLATE_NOOP("Values", "passive"),
    "liquid": QT_TRANSLATE_NOOP("Values", "liquid"),
    "air": QT_TRANSLATE_NOOP("Values", "air"),
    "aio": QT_TRANSLATE_NOOP("Values", "AIO liquid"),
    "pcie": QT_TRANSLATE_NOOP("Values", "PCIe card"),
    "sxm": QT_TRANSLATE_NOOP("Values", "SXM module"),
    "mxm": QT_TRANSLATE_NOOP("Values", "MXM module"),
    "oam": QT_TRANSLATE_NOOP("Values", "OAM module"),
    "dimm": QT_TRANSLATE_NOOP("Values", "DIMM"),
    "sodimm": QT_TRANSLATE_NOOP("Values", "SO-DIMM"),
    "cpu": QT_TRANSLATE_NOOP("Values", "CPU"),
    "chipset": QT_TRANSLATE_NOOP("Values", "chipset"),
    "full": QT_TRANSLATE_NOOP("Values", "fully modular"),
    "semi": QT_TRANSLATE_NOOP("Values", "semi-modular"),
    "switch": QT_TRANSLATE_NOOP("Values", "PCIe switch"),
    "new": QT_TRANSLATE_NOOP("Values", "new"),
    "used": QT_TRANSLATE_NOOP("Values", "used"),
    "official": QT_TRANSLATE_NOOP("Values", "official"),
    "unofficial": QT_TRANSLATE_NOOP("Values", "unofficial"),
    "none": QT_TRANSLATE_NOOP("Values", "none"),
    "white": QT_TRANSLATE_NOOP("Values", "80 PLUS White"),
    "bronze": QT_TRANSLATE_NOOP("Values", "80 PLUS Bronze"),
    "silver": QT_TRANSLATE_NOOP("Values", "80 PLUS Silver"),
    "gold": QT_TRANSLATE_NOOP("Values", "80 PLUS Gold"),
    "platinum": QT_TRANSLATE_NOOP("Values", "80 PLUS Platinum"),
    "titanium": QT_TRANSLATE_NOOP("Values", "80 PLUS Titanium"),
    "no": QT_TRANSLATE_NOOP("Values", "no"),
    "yes": QT_TRANSLATE_NOOP("Values", "yes"),
}


def value_label(value: str) -> str:
    """The words for a catalogue code, in the user's language (other text unchanged)."""
    source = VALUE_LABELS.get(value)
    return translate("Values", source) if source is not None else value


def slot_text(slot: dict) -> str:  # type: ignore[type-arg]
    """A PCIe slot as a builder reads it: "slot 2: x16 (x8 electrical), PCIe 4.0, CPU"."""
    physical, electrical = slot.get("physical_lanes"), slot.get("electrical_lanes")
    lanes = f"x{physical}" if physical == electrical else f"x{physical} (x{electrical})"
    shared = slot.get("shared_lanes")
    text = (
        translate("Values", "slot %1: %2, PCIe %3.0, %4")
        .replace("%1", str(slot.get("position", "?")))
        .replace("%2", lanes)
        .replace("%3", str(slot.get("gen", "?")))
        .replace("%4", value_label(str(slot.get("source", ""))))
    )
    if shared:
        text += translate("Values", " (x%1 when shared)").replace("%1", str(shared))
    return text


def m2_text(slot: dict) -> str:  # type: ignore[type-arg]
    """An M.2 slot: "M2_1: PCIe 5.0 x4, CPU, SATA too; disables SATA 5"."""
    text = (
        translate("Values", "%1: PCIe %2.0 x%3, %4")
        .replace("%1", str(slot.get("name", "M.2")))
        .replace("%2", str(slot.get("gen", "?")))
        .replace("%3", str(slot.get("lanes", "?")))
        .replace("%4", value_label(str(slot.get("source", ""))))
    )
    if slot.get("sata"):
        text += translate("Values", ", SATA too")
    disables = slot.get("disables") or []
    if disables:
        text += translate("Values", "; disables %1").replace("%1", ", ".join(map(str, disables)))
    return text
