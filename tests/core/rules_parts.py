"""Parts built in the tests (not catalogue data): for the compatibility rules, round figures
chosen to sit on either side of each rule's threshold; for builds, files and exports, a
plain GPU and PSU with only the specs those read."""

from __future__ import annotations

from typing import Any

from dlbox.core.build import Build, ResolvedBuild, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import CPU, GPU, PSU, Case, Cooler, Memory, Motherboard, PartBase, Storage
from dlbox.core.rules import CheckResult, check_build

COMMON = {"source": "unit test", "as_of": "2025-01-01"}


def gpu(id: str = "gpu-a", **kw: Any) -> GPU:
    row = dict(
        id=id,
        name=kw.pop("name", f"GPU {id}"),
        vendor="NVIDIA",
        architecture="Ada Lovelace",
        year=2022,
        vram_gb=24,
        mem_bw_gbs=1000,
        fp32_tflops=80,
        fp16_tflops=160,
        board_power_w=250,
        pcie_8pin=2,
        pcie_gen=4,
        slot_width=2,
        length_mm=300,
        cooler="blower",
        price=1000,
    )
    return GPU(**{**COMMON, **row, **kw})


def cpu(id: str = "cpu-a", **kw: Any) -> CPU:
    row = dict(
        id=id,
        name=kw.pop("name", f"CPU {id}"),
        vendor="AMD",
        socket="AM5",
        architecture="Zen 4",
        year=2022,
        cores=16,
        threads=32,
        tdp_w=170,
        sustained_power_w=230,
        pcie_lanes=24,
        pcie_gen=5,
        memory_types="DDR5",
        max_memory_gb=192,
        max_memory_speed_mts=5200,
        ecc=True,
        integrated_graphics=True,
        price=500,
    )
    return CPU(**{**COMMON, **row, **kw})


def board(id: str = "board-a", **kw: Any) -> Motherboard:
    row = dict(
        id=id,
        name=kw.pop("name", f"Board {id}"),
        socket="AM5",
        chipset="X670E",
        form_factor="ATX",
        memory_type="DDR5",
        memory_slots=4,
        max_memory_gb=192,
        pcie_slots="1:x16:x16/x8:g5:cpu;4:x16:x8:g5:cpu;7:x16:x4:g4:chipset",
        m2_slots="M2_1:g5:x4:cpu;M2_2:g4:x4:chipset:sata:disables=SATA3,SATA4",
        sata_ports=4,
        eps_8pin=2,
        ecc=False,
        registered_only=False,
        bios_flashback=True,
        price=300,
    )
    return Motherboard(**{**COMMON, **row, **kw})


def memory(id: str = "mem-a", **kw: Any) -> Memory:
    row = dict(
        id=id,
        name=kw.pop("name", f"Memory {id}"),
        memory_type="DDR5",
        speed_mts=5200,
        modules=2,
        module_gb=32,
        price=200,
    )
    return Memory(**{**COMMON, **row, **kw})


def storage(id: str = "ssd-a", **kw: Any) -> Storage:
    row = dict(
        id=id,
        name=kw.pop("name", f"Drive {id}"),
        kind="nvme",
        interface="PCIe 4.0 x4 NVMe",
        form_factor="m2_2280",
        capacity_gb=2000,
        price=150,
    )
    return Storage(**{**COMMON, **row, **kw})


def hdd(id: str = "hdd-a", **kw: Any) -> Storage:
    row = {"kind": "hdd", "interface": "SATA 6Gb/s", "form_factor": "3.5", "rpm": 7200}
    return storage(id, **{**row, **kw})


def psu(id: str = "psu-a", **kw: Any) -> PSU:
    row = dict(
        id=id,
        name=kw.pop("name", f"PSU {id}"),
        wattage_w=1600,
        efficiency="platinum",
        atx_version="3.1",
        pcie_8pin=8,
        hpwr_16pin=2,
        eps_8pin=2,
        sata_connectors=8,
        length_mm=180,
        price=400,
    )
    return PSU(**{**COMMON, **row, **kw})


def case(id: str = "case-a", **kw: Any) -> Case:
    row = dict(
        id=id,
        name=kw.pop("name", f"Case {id}"),
        case_type="ATX full tower",
        form_factors="Mini-ITX;Micro-ATX;ATX;E-ATX",
        max_gpu_length_mm=400,
        expansion_slots=8,
        max_cooler_height_mm=180,
        psu_form_factors="ATX",
        max_psu_length_mm=220,
        radiator_mounts="front:360;top:360;rear:120",
        bays_35=4,
        bays_25=4,
        price=200,
    )
    return Case(**{**COMMON, **row, **kw})


def cooler(id: str = "cooler-a", **kw: Any) -> Cooler:
    row = dict(
        id=id,
        name=kw.pop("name", f"Cooler {id}"),
        kind="air",
        sockets="AM4;AM5;LGA1700",
        height_mm=160,
        rated_w=250,
        price=100,
    )
    return Cooler(**{**COMMON, **row, **kw})


# What a build, a saved file, a price or an export reads of a part; no cables, cooler or size.
CARD_SPECS = dict(
    vendor="NVIDIA",
    architecture="Ada Lovelace",
    year=2022,
    vram_gb=24,
    mem_bw_gbs=1008,
    fp32_tflops=82.6,
    board_power_w=450,
    pcie_gen=4,
    **COMMON,
)
PLAIN_GPU = dict(id="test-gpu", name="Test GPU 24GB", price=1599, **CARD_SPECS)
PLAIN_PSU = dict(
    id="test-psu",
    name="Test PSU 1000 W",
    wattage_w=1000,
    efficiency="gold",
    pcie_8pin=4,
    eps_8pin=2,
    price=180,
    **COMMON,
)


def plain_gpu(**kw: Any) -> GPU:
    return GPU(**{**PLAIN_GPU, **kw})


def plain_psu(**kw: Any) -> PSU:
    return PSU(**{**PLAIN_PSU, **kw})


def good_parts() -> list[tuple[PartBase, int]]:
    """A balanced 2-GPU workstation that checks clean."""
    return [
        (cpu(), 1),
        (board(), 1),
        (memory(module_gb=32), 1),
        (storage(), 1),
        (psu(), 1),
        (case(), 1),
        (cooler(), 1),
        (gpu(), 2),
    ]


def resolved(*items: PartBase | tuple[PartBase, int]) -> ResolvedBuild:
    pairs = [i if isinstance(i, tuple) else (i, 1) for i in items]
    catalogue = Catalogue.from_parts([p for p, _ in pairs])
    build = Build()
    for part, quantity in pairs:
        build = build.with_part(part, quantity)
    return resolve(build, catalogue)


def replaced(
    parts: list[tuple[PartBase, int]], *new: PartBase | tuple[PartBase, int]
) -> ResolvedBuild:
    """``parts`` with each new part taking the place of the same category (quantity kept
    unless given)."""
    items = list(parts)
    for entry in new:
        part, quantity = entry if isinstance(entry, tuple) else (entry, None)
        old = [q for p, q in items if p.category == part.category]
        items = [(p, q) for p, q in items if p.category != part.category]
        items.append((part, quantity if quantity is not None else (old[0] if old else 1)))
    return resolved(*items)


def check(rb: ResolvedBuild, **kw: Any) -> CheckResult:
    return check_build(rb, None, **kw)


def of(result: CheckResult, rule: str) -> list[Any]:
    return [f for f in result.findings if f.rule == rule]


def severities(result: CheckResult, rule: str) -> set[str]:
    return {f.severity for f in of(result, rule)}


def with_rig(rb: ResolvedBuild, picks: dict[str, dict[str, Any]] | None = None, **build: Any):  # type: ignore[no-untyped-def]
    """``rb`` with schema-v2 rig fields: per line by part id (psu_split, risers, water_blocks)
    and for the build (open_frame, loop); validated like a file."""
    data = rb.build.model_dump(mode="json")
    for pick in data["parts"]:
        pick.update((picks or {}).get(pick["id"], {}))
    data.update(build)
    catalogue = Catalogue.from_parts([p.part for p in rb.picks])
    return resolve(Build.model_validate(data), catalogue)
