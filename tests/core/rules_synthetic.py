"""Random but well-formed parts for agreement tests and the mask benchmark.

Values are drawn from small realistic menus (sockets, slot layouts, connector
counts …) including unknowns (None), so every branch of every rule is hit.
They are test inputs, not catalogue data.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from dlbox.core.parts import Category, PartBase
from tests.core import rules_parts as rp

SOCKETS = ["AM4", "AM5", "LGA1700", "LGA1151", "sTR5"]
MEMORY_TYPES = ["DDR4", "DDR5"]
SLOT_LAYOUTS = [
    "1:x16:x16:g5:cpu",
    "2:x16:x16/x8:g5:cpu;5:x16:x8:g5:cpu;7:x16:x4:g4:chipset",
    "1:x16:x16/x8:g4:cpu;3:x16:x8:g4:cpu",
    "1:x16:x16:g5:cpu;2:x16:x16:g5:cpu;3:x16:x16:g5:cpu;4:x16:x16:g5:cpu;5:x16:x16:g5:cpu;"
    "6:x16:x16:g5:cpu;7:x16:x16:g5:cpu",
    "1:x16:x16:g5:cpu;3:x16:x16:g5:cpu;5:x16:x16:g5:cpu",
    "2:x16:x16:g4:cpu;6:x16:x4:g3:chipset",
    "1:x1:x1:g3:chipset",
    "none",  # no slots at all (a Mini-STX board with an MXM slot)
    "",  # layout unknown (a user-imported board)
]
M2_LAYOUTS = [
    "M2_1:g5:x4:cpu",
    "M2_1:g4:x4:cpu:sata;M2_2:g3:x4:chipset:sata:disables=SATA5,SATA6",
    "M2_1:g5:x4:cpu;M2_2:g5:x4:cpu;M2_3:g4:x4:chipset:disables=SATA1",
    "none",
    "",  # unknown
]
BOARD_SIZES = ["ATX", "Micro-ATX", "Mini-ITX", "E-ATX", "EEB", "Mini-STX"]


def _maybe(r: random.Random, value: Any, unknown: float = 0.15) -> Any:
    return None if r.random() < unknown else value


def _gpu(r: random.Random, i: int) -> PartBase:
    form = r.choices(["pcie", "mxm", "sxm"], [0.85, 0.08, 0.07])[0]
    power = r.choice([75, 150, 250, 300, 350, 450, 575])
    hp = r.choice([0, 0, 1]) if form == "pcie" else 0
    return rp.gpu(
        f"g{i}",
        form_factor=form,
        architecture=r.choice(["Ampere", "Ada Lovelace", "Pascal", "Hopper"]),
        board_power_w=power,
        vram_gb=r.choice([8, 12, 16, 24, 48, 80]),
        pcie_6pin=r.choice([0, 1]) if not hp else 0,
        pcie_8pin=r.choice([0, 1, 2, 3]) if not hp else 0,
        hpwr_16pin=hp,
        eps_8pin=r.choice([0, 0, 0, 1]),
        slot_width=_maybe(r, r.choice([1, 2, 2.5, 3, 3.5, 4])) if form == "pcie" else None,
        length_mm=_maybe(r, r.choice([170, 240, 267, 304, 336, 360])) if form == "pcie" else None,
        height_mm=_maybe(r, r.choice([112, 137, 150])) if form == "pcie" else None,
        cooler=_maybe(r, r.choice(["blower", "open_air", "passive"])),
        display_outputs=r.random() < 0.7,
        nvlink=r.random() < 0.3,
        price=_maybe(r, r.choice([300, 800, 1600, 4000])),
    )


def _cpu(r: random.Random, i: int) -> PartBase:
    socket = r.choice(SOCKETS)
    cores = r.choice([2, 6, 8, 16, 32])
    return rp.cpu(
        f"c{i}",
        socket=socket,
        architecture=r.choice(["Zen 4", "Kaby Lake", "Coffee Lake", "Raptor Lake"]),
        year=_maybe(r, r.choice([2017, 2020, 2022, 2024])),
        cores=cores,
        # Unknown threads, sustained power, lanes and generation: user-imported CPUs.
        threads=_maybe(r, cores * r.choice([1, 2])),
        tdp_w=r.choice([35, 65, 125, 170, 350]),
        sustained_power_w=_maybe(r, r.choice([51, 88, 142, 230, 253, 350])),
        pcie_lanes=_maybe(r, r.choice([16, 20, 24, 48, 128])),
        pcie_gen=_maybe(r, r.choice([3, 4, 5])),
        memory_types=";".join(r.sample(MEMORY_TYPES, r.choice([0, 1, 2]))),
        max_memory_gb=_maybe(r, r.choice([64, 128, 192, 1024])),
        ecc=_maybe(r, r.random() < 0.5),
        integrated_graphics=_maybe(r, r.random() < 0.5),
        price=_maybe(r, r.choice([150, 300, 600])),
    )


def _board(r: random.Random, i: int) -> PartBase:
    return rp.board(
        f"b{i}",
        socket=r.choice(SOCKETS),
        chipset=_maybe(r, r.choice(["X670E", "B650", "Z790", "Z270", "H310", "WRX90", "Q999"])),
        form_factor=r.choice(BOARD_SIZES),
        memory_type=_maybe(r, r.choice(MEMORY_TYPES)),
        memory_slots=r.choice([2, 4, 8]),
        max_memory_gb=r.choice([64, 128, 192, 2048]),
        ecc=_maybe(r, r.random() < 0.5),
        registered_only=_maybe(r, r.random() < 0.15),
        pcie_slots=r.choice(SLOT_LAYOUTS),
        m2_slots=r.choice(M2_LAYOUTS),
        sata_ports=_maybe(r, r.choice([0, 2, 4, 6])),
        eps_8pin=_maybe(r, r.choice([0, 1, 2])),
        mxm_slot=r.random() < 0.1,
        bios_flashback=_maybe(r, r.random() < 0.5),
        price=_maybe(r, r.choice([100, 300, 900])),
    )


def _memory(r: random.Random, i: int) -> PartBase:
    return rp.memory(
        f"m{i}",
        memory_type=r.choice(MEMORY_TYPES),
        form=r.choice(["dimm", "dimm", "sodimm"]),
        modules=r.choice([1, 2, 4, 8]),
        module_gb=r.choice([8, 16, 32, 64]),
        ecc=r.random() < 0.3,
        registered=r.random() < 0.2,
        price=_maybe(r, r.choice([40, 120, 400])),
    )


def _storage(r: random.Random, i: int) -> PartBase:
    kind, form = r.choice(
        [("nvme", "m2_2280"), ("sata_ssd", "2.5"), ("sata_ssd", "m2_2280"), ("hdd", "3.5"),
         ("hdd", "2.5"), ("nvme", "u2")]
    )  # fmt: skip
    return rp.storage(
        f"s{i}",
        kind=kind,
        form_factor=form,
        interface="SATA 6Gb/s" if kind != "nvme" else "NVMe",
        rpm=r.choice([5400, 7200]) if kind == "hdd" else None,
        capacity_gb=r.choice([256, 1000, 4000, 20000]),
        price=_maybe(r, r.choice([50, 150, 400])),
    )


def _psu(r: random.Random, i: int) -> PartBase:
    return rp.psu(
        f"p{i}",
        form_factor=r.choice(["ATX", "ATX", "SFX", "External"]),
        wattage_w=r.choice([220, 650, 850, 1000, 1200, 1600, 2200]),
        efficiency=r.choice(["none", "bronze", "gold", "platinum", "titanium"]),
        atx_version=_maybe(r, r.choice(["2.52", "3.0", "3.1"])),
        pcie_8pin=_maybe(r, r.choice([0, 2, 4, 6, 10])),
        hpwr_16pin=_maybe(r, r.choice([0, 1, 2])),
        eps_8pin=_maybe(r, r.choice([0, 1, 2])),
        sata_connectors=_maybe(r, r.choice([0, 4, 12])),
        length_mm=_maybe(r, r.choice([100, 160, 200, 240])),
        price=_maybe(r, r.choice([60, 150, 400])),
    )


def _case(r: random.Random, i: int) -> PartBase:
    bundled = r.random() < 0.1
    return rp.case(
        f"k{i}",
        form_factors=";".join(r.sample(BOARD_SIZES, r.choice([0, 1, 2, 3]))),
        max_gpu_length_mm=_maybe(r, r.choice([105, 280, 320, 360, 460])),
        expansion_slots=_maybe(r, r.choice([0, 2, 3, 7, 8, 10])),
        max_cooler_height_mm=_maybe(r, r.choice([46, 155, 170, 190])),
        max_gpu_height_mm=r.choice([None, None, 131, 145]),
        psu_form_factors="External" if bundled else r.choice(["ATX", "SFX", "SFX;SFX-L", ""]),
        max_psu_length_mm=_maybe(r, r.choice([130, 180, 220])),
        radiator_mounts=r.choice(["", "front:360;top:240", "front:420;top:420", "rear:120"]),
        bays_35=_maybe(r, r.choice([0, 2, 6])),
        bays_25=_maybe(r, r.choice([0, 2, 4])),
        includes_psu_w=r.choice([220, 500]) if bundled else None,
        price=_maybe(r, r.choice([80, 150, 300])),
    )


def _cooler(r: random.Random, i: int) -> PartBase:
    aio = r.random() < 0.4
    return rp.cooler(
        f"q{i}",
        kind="aio" if aio else "air",
        sockets=";".join(r.sample(SOCKETS, r.choice([0, 1, 3, 5]))),
        height_mm=None if aio else _maybe(r, r.choice([37, 155, 165, 185])),
        radiator_mm=r.choice([240, 280, 360, 420]) if aio else None,
        rated_w=_maybe(r, r.choice([65, 150, 250])),
        price=_maybe(r, r.choice([30, 90, 200])),
    )


MAKERS: dict[Category, Callable[[random.Random, int], PartBase]] = {
    Category.GPU: _gpu,
    Category.CPU: _cpu,
    Category.MOTHERBOARD: _board,
    Category.MEMORY: _memory,
    Category.STORAGE: _storage,
    Category.PSU: _psu,
    Category.CASE: _case,
    Category.COOLER: _cooler,
}


def random_parts(category: Category, count: int, seed: int = 0) -> list[PartBase]:
    r = random.Random(f"{category.value}-{seed}")
    return [MAKERS[category](r, i) for i in range(count)]
