"""Import the docyx/pc-part-dataset CSVs (a PCPartPicker scrape) into the user layer.

The scrape has a handful of columns per category, far fewer than a part needs
for the compatibility checks.  What this importer does, per category:

- **memory**, **storage**: mapped — the dataset has what the models need
  (DDR generation and speed, module count and size; capacity, interface, form
  factor, RPM).  What it lacks is marked in the part's notes; ECC, registered
  and SO-DIMM are read from the name, and server memory whose type the name does
  not give is skipped.
- **video-card**: a partner card is its chip plus a cooler.  When the shipped
  catalogue has the chip (same name and memory size) the card gets the chip's
  specs, its own name, length and price; board power and power connectors are
  the reference card's and the notes say so.  Other cards are skipped.
- **power-supply**: mapped — wattage, efficiency rating, form factor and
  modularity are in the data; connector counts, ATX version and length are not,
  and stay unknown (the power checks then say what they could not verify).
  Rows without an efficiency rating or with a form factor dlbox does not model
  are skipped.
- **cpu-cooler**: a row with a radiator size is a liquid (AIO) cooler with that
  radiator; its socket mounts, height and rating stay unknown.  A row without a
  radiator size does not say whether it is an air cooler, and is skipped.
- **cpu**: mapped — cores, clocks, TDP, microarchitecture and integrated graphics
  are in the data; threads, sustained power (PPT/PL2), PCIe lanes and generation,
  memory types and ECC are not, and stay unknown (the checks then note what they
  could not verify; the power checks count the TDP, the floor of the sustained
  draw).  The socket is not in the data either: it is taken only where the model
  number and microarchitecture settle it (a Zen 4 "Ryzen 5 7600X" is AM5; a Haswell
  "Core i7-4770K" is LGA1150, a Haswell "Core i7-5960X" LGA2011-3); other rows are
  skipped, since a CPU without a socket cannot be checked at all.
- **motherboard**: mapped — socket, form factor, memory slots and capacity are in
  the data.  The chipset is read from the name when it names exactly one known
  chipset; the memory type from the name ("DDR4", ASRock's "/D4") or from a socket
  whose platform has one memory generation (AM5: DDR5, AM4: DDR4); consumer
  sockets take unbuffered memory only.  PCIe slot layout, M.2 slots, SATA ports and
  ECC stay unknown.  Boards with the CPU soldered on, dual-socket boards and boards
  listing several sockets are skipped.
- **case**: mapped — its PCPartPicker type, colour and 3.5-inch bays; supported
  board and PSU sizes, GPU length limit, expansion slots, cooler clearance and
  radiator mounts stay unknown (noted by the checks, never failed).
- Rows naming a CPU, board, case, PSU or cooler the shipped catalogue already has
  are skipped and say so.

Prices are dated with the scrape date: 2025-07-23 for the docyx snapshot
(reference/SOURCES.md) unless the caller gives another.

Every imported part cites the dataset, its file and line.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlbox.core.catalogue import Catalogue, shipped_catalogue
from dlbox.core.csv_records import CsvRow
from dlbox.core.importers.csvfile import read_csv_rows
from dlbox.core.importers.summary import (
    ImportFileError,
    ImportSummary,
    ProgressCallback,
    SkippedRow,
)
from dlbox.core.importers.user_layer import save_user_parts, user_catalogue_dir
from dlbox.core.limits import error_text
from dlbox.core.parts import GPU, PART_MODELS, Category, PartBase

DATASET = "docyx/pc-part-dataset (PCPartPicker scrape)"
PRICE_SOURCE = "PCPartPicker via docyx/pc-part-dataset"
# The date of the docyx/pc-part-dataset snapshot (reference/SOURCES.md): the default
# price date of an import.
DOCYX_SNAPSHOT_DATE = dt.date(2025, 7, 23)

# File stem → (category, exact column list of the dataset).
PCPARTS_FILES: dict[str, tuple[Category, tuple[str, ...]]] = {
    "video-card": (
        Category.GPU,
        ("name", "price", "chipset", "memory", "core_clock", "boost_clock", "color", "length"),
    ),
    "cpu": (
        Category.CPU,
        (
            "name",
            "price",
            "core_count",
            "core_clock",
            "boost_clock",
            "microarchitecture",
            "tdp",
            "graphics",
        ),
    ),
    "motherboard": (
        Category.MOTHERBOARD,
        ("name", "price", "socket", "form_factor", "max_memory", "memory_slots", "color"),
    ),
    "memory": (
        Category.MEMORY,
        (
            "name",
            "price",
            "speed",
            "modules",
            "price_per_gb",
            "color",
            "first_word_latency",
            "cas_latency",
        ),
    ),
    "internal-hard-drive": (
        Category.STORAGE,
        (
            "name",
            "price",
            "capacity",
            "price_per_gb",
            "type",
            "cache",
            "form_factor",
            "interface",
        ),
    ),
    "power-supply": (
        Category.PSU,
        ("name", "price", "type", "efficiency", "wattage", "modular", "color"),
    ),
    "case": (
        Category.CASE,
        (
            "name",
            "price",
            "type",
            "color",
            "psu",
            "side_panel",
            "external_volume",
            "internal_35_bays",
        ),
    ),
    "cpu-cooler": (
        Category.COOLER,
        ("name", "price", "rpm", "noise_level", "color", "size"),
    ),
}


@dataclass(frozen=True)
class Skip:
    reason: str
    detail: str = ""


@dataclass(frozen=True)
class _Context:
    file: str
    stem: str
    catalogue_names: dict[Category, dict[str, list[PartBase]]]
    as_of: dt.date | None


def detect_pcparts_file(header: Sequence[str]) -> str | None:
    """The dataset file stem whose columns match ``header`` exactly, or None."""
    wanted = tuple(header)
    for stem, (_category, columns) in PCPARTS_FILES.items():
        if wanted == columns:
            return stem
    return None


# ----------------------------------------------------------------- helpers
_SIZE_TOKEN = re.compile(r"\b\d+\s*gb\b")
_VENDOR_WORDS = re.compile(r"\b(nvidia|amd|intel|geforce)\b")


def normalise_name(name: str) -> str:
    """Lowercase, vendor words and memory sizes dropped, punctuation squeezed."""
    text = _VENDOR_WORDS.sub(" ", name.lower())
    text = _SIZE_TOKEN.sub(" ", text)
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text).split())


def _index_catalogue(catalogue: Catalogue) -> dict[Category, dict[str, list[PartBase]]]:
    index: dict[Category, dict[str, list[PartBase]]] = {}
    for part in catalogue:
        index.setdefault(part.category, {}).setdefault(normalise_name(part.name), []).append(part)
    return index


def _slug(text: str) -> str:
    return "-".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())[:50].strip("-")


def part_id(stem: str, row: dict[str, str]) -> str:
    """Stable id: the same dataset row always gets the same id, whatever its price."""
    key = "\x1f".join([stem, *(f"{k}={v}" for k, v in sorted(row.items()) if k != "price")])
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:8]
    return f"pcp-{_slug(row.get('name', '')) or 'part'}-{digest}"


def _number(text: str | None) -> float | None:
    try:
        value = float((text or "").strip())
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _pair(text: str) -> tuple[int, int] | None:
    """'5,6000' → (5, 6000); the dataset packs two numbers into one cell."""
    bits = [b.strip() for b in (text or "").split(",")]
    if len(bits) != 2 or not all(b.isdigit() for b in bits):
        return None
    return int(bits[0]), int(bits[1])


def _common(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any]:
    name = " ".join(row.get("name", "").split())
    price = _number(row.get("price"))
    as_of = ctx.as_of or dt.date.today()
    fields: dict[str, Any] = {
        "id": part_id(ctx.stem, row),
        "name": name,
        "brand": name.split(" ")[0] if name else None,
        "currency": "USD",
        "source": f"{DATASET}, {ctx.file} line {line}",
        "as_of": as_of,
    }
    if price is not None and price > 0:
        fields["price"] = price
        fields["price_date"] = ctx.as_of  # the scrape date when known, else unknown
        fields["price_source"] = PRICE_SOURCE + ("" if ctx.as_of else " (scrape date unknown)")
        fields["price_condition"] = "new"  # retail listings
        fields["price_market"] = "US"
    return fields


def _already_shipped(category: Category, row: dict[str, str], ctx: _Context) -> Skip | None:
    found = ctx.catalogue_names.get(category, {}).get(normalise_name(row.get("name", "")))
    if found:
        return Skip("already in the shipped catalogue", found[0].id)
    return None


# ----------------------------------------------------------------- mappers
def _map_gpu(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    chipset = row.get("chipset", "").strip()
    vram = _number(row.get("memory"))
    candidates = ctx.catalogue_names.get(Category.GPU, {}).get(normalise_name(chipset), [])
    if not candidates:
        return Skip(
            "chipset not in the shipped catalogue, and the dataset lacks the bandwidth, "
            "TFLOPS, board power and PCIe generation a GPU needs",
            chipset,
        )
    chips = [c for c in candidates if isinstance(c, GPU) and vram is not None and c.vram_gb == vram]
    if not chips:
        have = ", ".join(f"{c.vram_gb:g} GB" for c in candidates if isinstance(c, GPU))
        return Skip(
            "chipset in the catalogue, but not with this memory size",
            f"{chipset} {row.get('memory', '?')} GB; catalogue has {have}",
        )
    chip = chips[0]
    # A card is its chip plus a cooler: the chip's own price and notes are not the card's.
    fields = {
        **chip.model_dump(),
        "price": None,
        "price_date": None,
        "price_source": None,
        "price_condition": None,
        "price_market": None,
    }
    fields.update(_common(row, ctx, line))
    if normalise_name(chipset) not in normalise_name(fields["name"]):
        # "NVIDIA Founders Edition" alone says little.
        fields["name"] = f"{fields['name']} ({chipset})"
    fields.update(
        length_mm=_number(row.get("length")),
        slot_width=None,
        cooler=None,
        launch_price_usd=None,
        notes=(
            f"Chip specs from catalogue part {chip.id} ({chip.source}). Board power, power "
            "connectors and PCIe are the reference card's; this card may differ. Slot width "
            "and cooler type are not in the dataset."
        ),
    )
    return fields


_DDR = {3: "DDR3", 4: "DDR4", 5: "DDR5"}
_ECC = re.compile(r"\becc\b|regecc", re.IGNORECASE)
_REGISTERED = re.compile(r"\breg(istered)?\b|regecc|\brdimm\b|\blr ?dimm\b", re.IGNORECASE)
_SODIMM = re.compile(r"\bso-?dimm\b", re.IGNORECASE)


def _map_memory(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    speed = _pair(row.get("speed", ""))
    modules = _pair(row.get("modules", ""))
    if speed is None or speed[0] not in _DDR:
        return Skip("speed is not DDR3/DDR4/DDR5 with MT/s", row.get("speed", ""))
    if modules is None:
        return Skip("modules is not 'count,GB per module'", row.get("modules", ""))
    name = row.get("name", "")
    ecc = bool(_ECC.search(name))
    registered = bool(_REGISTERED.search(name))
    if "server" in name.lower() and not (ecc or registered):
        return Skip("server memory whose ECC/registered type the dataset does not give", name)
    fields = _common(row, ctx, line)
    fields["name"] += f" ({modules[0]}x{modules[1]} GB {_DDR[speed[0]]}-{speed[1]})"
    fields.update(
        memory_type=_DDR[speed[0]],
        speed_mts=speed[1],
        modules=modules[0],
        module_gb=modules[1],
        cas_latency=int(c) if (c := _number(row.get("cas_latency"))) else None,
        ecc=ecc,
        registered=registered,
        form="sodimm" if _SODIMM.search(name) else "dimm",
        notes="ECC, registered and SO-DIMM are not in the dataset: read from the name "
        "(a plain desktop DIMM when the name says nothing). Height unknown.",
    )
    return fields


_STORAGE_FORMS = {
    "2.5": "2.5",
    "3.5": "3.5",
    "M.2-2280": "m2_2280",
    "M.2-2242": "m2_2242",
    "M.2-22110": "m2_22110",
}
_NVME = re.compile(r"^M\.2 PCIe (\d)\.0 X(\d)$")


def _map_storage(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    form = row.get("form_factor", "").strip()
    interface = row.get("interface", "").strip()
    kind_text = row.get("type", "").strip()
    if form not in _STORAGE_FORMS:
        return Skip("form factor is not one dlbox models (2.5, 3.5, M.2 2242/2280/22110)", form)
    capacity = _number(row.get("capacity"))
    fields = _common(row, ctx, line)
    if capacity is not None:
        fields["name"] += f" {capacity:g} GB"  # one product line comes in many sizes
    fields.update(interface=interface, capacity_gb=capacity, form_factor=_STORAGE_FORMS[form])
    nvme = _NVME.match(interface)
    if nvme:
        if kind_text != "SSD":
            return Skip("NVMe interface but not an SSD", kind_text)
        fields.update(kind="nvme", pcie_gen=int(nvme.group(1)))
    elif interface == "U.2":
        fields.update(kind="nvme", form_factor="u2")
    elif interface.startswith(("SATA", "M.2 SATA")):
        if kind_text == "SSD":
            fields["kind"] = "sata_ssd"
        elif kind_text.isdigit():
            fields.update(kind="hdd", rpm=int(kind_text))
        else:
            return Skip("type is neither SSD nor a spindle speed", kind_text or "empty")
    else:
        return Skip("interface is not NVMe, SATA or U.2", interface)
    fields["notes"] = "Sequential and random speeds are not in the dataset."
    return fields


_PSU_FORMS = {"ATX": "ATX", "SFX": "SFX", "SFX-L": "SFX-L", "TFX": "TFX", "Flex ATX": "Flex"}
# "plus" is plain 80 PLUS, which dlbox calls white.
_PSU_EFFICIENCY = {
    "plus": "white",
    "bronze": "bronze",
    "silver": "silver",
    "gold": "gold",
    "platinum": "platinum",
    "titanium": "titanium",
}
_PSU_MODULAR = {"full": "full", "full / side": "full", "semi": "semi", "false": "no"}


def _map_psu(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    form = row.get("type", "").strip()
    if form not in _PSU_FORMS:
        return Skip(
            "form factor is not one dlbox models (ATX, SFX, SFX-L, TFX, Flex ATX)", form or "empty"
        )
    efficiency = row.get("efficiency", "").strip().lower()
    if efficiency not in _PSU_EFFICIENCY:
        return Skip(
            "no 80 PLUS efficiency rating (electricity costs need it)", efficiency or "empty"
        )
    wattage = _number(row.get("wattage"))
    if wattage is None or wattage <= 0:
        return Skip("no wattage", row.get("wattage", "") or "empty")
    fields = _common(row, ctx, line)
    if f"{wattage:g}" not in fields["name"]:
        fields["name"] += f" {wattage:g} W"  # one product line comes in many wattages
    fields.update(
        form_factor=_PSU_FORMS[form],
        wattage_w=wattage,
        efficiency=_PSU_EFFICIENCY[efficiency],
        modular=_PSU_MODULAR.get(row.get("modular", "").strip().lower()),
        notes="Connector counts (PCIe 8-pin, 12V-2x6, EPS 8-pin, SATA), ATX version and "
        "length are not in the dataset: unknown.",
    )
    return fields


def _map_cooler(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    size = _number(row.get("size"))
    if size is None:
        # The scrape kept the radiator size but not "water cooled": an empty size is an
        # air cooler or a liquid cooler whose radiator was not listed.
        return Skip("air or liquid cooler is not stated (no radiator size)")
    if size <= 0 or not size.is_integer():
        return Skip("radiator size is not a size in mm", row.get("size", ""))
    fields = _common(row, ctx, line)
    fields.update(
        kind="aio",
        radiator_mm=int(size),
        sockets=[],
        notes="Liquid cooler (the dataset gives its radiator size). Socket mounts, pump "
        "height and rated watts are not in the dataset: unknown.",
    )
    return fields


# ---------------------------------------------------------------------- CPUs
# CPU socket from the model number and microarchitecture: only product lines that exist on
# exactly one socket (vendor platform tables).  Anything else (a K10 Phenom, a Core 2 on
# LGA775 or LGA771, a Xeon E5-2400 on LGA1356, a mobile part) is not settled by the row.
_DESKTOP_RYZEN = r"(X3D|XT|X|GT|GE|G|F|T|E)?( \(1[24]nm\))?$"
_CPU_SOCKETS: tuple[tuple[frozenset[str], re.Pattern[str], str], ...] = tuple(
    (frozenset(archs), re.compile(pattern), socket)
    for archs, pattern, socket in (
        # AMD: Ryzen 7000/8000/9000 desktop and EPYC 4004 on AM5; Ryzen 1000-5000 on AM4.
        (("Zen 4", "Zen 5"), r"^AMD Ryzen [3579] (PRO )?[789]\d{3}" + _DESKTOP_RYZEN, "AM5"),
        (("Zen 4", "Zen 5"), r"^AMD EPYC 4\d{3}PX?$", "AM5"),
        (
            ("Zen", "Zen+", "Zen 2", "Zen 3"),
            r"^AMD Ryzen [3579] (PRO )?[1-5]\d{3}" + _DESKTOP_RYZEN,
            "AM4",
        ),
        (("Zen", "Zen+"), r"^AMD Athlon (Gold |Silver |PRO )?\d{3,4}GE?( \(1[24]nm\))?$", "AM4"),
        (("Zen", "Zen+"), r"^AMD (Ryzen )?Threadripper \d{4}W?X$", "sTR4"),
        (("Zen 2",), r"^AMD (Ryzen )?Threadripper 3\d{3}X$", "sTRX4"),
        (("Zen 2", "Zen 3"), r"^AMD (Ryzen )?Threadripper PRO [35]\d{3}WX$", "sWRX8"),
        (("Zen 4", "Zen 5"), r"^AMD (Ryzen )?Threadripper (PRO )?[79]\d{3}W?X$", "sTR5"),
        (("Bulldozer", "Piledriver"), r"^AMD FX-\d{4}E?$", "AM3+"),
        # Intel desktop lines (K/F/T/S/P suffixes; X and XE are the HEDT parts below).
        (("Arrow Lake",), r"^Intel Core Ultra [3579] 2\d{2}(KF|K|F|T)?$", "LGA1851"),
        (
            ("Alder Lake", "Raptor Lake", "Raptor Lake Refresh"),
            r"^Intel (Core i[3579]-1[234]\d{3}(KS|KF|K|F|T)?|Celeron G69\d\dT?"
            r"|Pentium Gold G74\d\dT?)$",
            "LGA1700",
        ),
        (
            ("Comet Lake", "Rocket Lake"),
            r"^Intel (Core i[3579]-1[01]\d{3}(KF|KA|K|F|T)?|Celeron G59\d\dT?"
            r"|Pentium Gold G6[4-6]\d\dT?)( [A-Za-z' ]+ Edition)?$",
            "LGA1200",
        ),
        (
            ("Skylake", "Kaby Lake", "Coffee Lake", "Coffee Lake Refresh"),
            r"^Intel (Core i[3579]-[6789]\d{3}(KS|KF|K|F|TE|T|P)?|Celeron G[34]9\d\dT?"
            r"|Pentium( Gold)? G[45][4-6]\d\dT?)( \(.*\))?$",
            "LGA1151",
        ),
        (("Skylake", "Kaby Lake"), r"^Intel Xeon E3-12\d\dL? V[56]$", "LGA1151"),
        (("Coffee Lake", "Coffee Lake Refresh"), r"^Intel Xeon E-2[12]\d\dG?$", "LGA1151"),
        (
            ("Skylake", "Kaby Lake", "Cascade Lake"),
            r"^Intel Core i[579]-\d{4,5}XE?$",
            "LGA2066",
        ),
        (("Haswell",), r"^Intel Core i7-5[89]\d0[KX]$", "LGA2011-3"),
        (("Broadwell",), r"^Intel Core i7-6[89][05]0[KX]$", "LGA2011-3"),
        (("Haswell", "Broadwell"), r"^Intel Xeon E5-[12]6\d\d[LW]? ?V[34]$", "LGA2011-3"),
        (
            ("Haswell", "Haswell Refresh"),
            r"^Intel (Core i[357]-4\d{3}[KST]?|Pentium G3[2-4]\d\dT?|Celeron G18\d\dT?"
            r"|Xeon E3-12\d\dL? ?V3)$",
            "LGA1150",
        ),
        (("Broadwell",), r"^Intel Core i[57]-5[67]75C$", "LGA1150"),
        (
            ("Sandy Bridge",),
            r"^Intel (Core i[357]-2\d{3}[KSTP]?|Pentium G[68]\d\dT?|Celeron G[45]\d\dT?"
            r"|Xeon E3-12\d\d[LW]?)$",
            "LGA1155",
        ),
        (
            ("Ivy Bridge",),
            r"^Intel (Core i[357]-3\d{3}[KSTP]?|Pentium G2\d{3}T?|Celeron G16\d\dT?"
            r"|Xeon E3-12\d\d[LW]? ?V2)$",
            "LGA1155",
        ),
        (
            ("Sandy Bridge",),
            r"^Intel (Core i7-3[89]\d0[KX]?( Extreme Edition)?|Xeon E5-[12]6\d\d[LW]?)$",
            "LGA2011",
        ),
        (
            ("Ivy Bridge",),
            r"^Intel (Core i7-4[89]\d0[KX]( Extreme Edition)?|Xeon E5-[12]6\d\d[LW]? ?V2)$",
            "LGA2011",
        ),
    )
)


def cpu_socket(name: str, microarchitecture: str) -> str | None:
    """The socket a CPU's name and microarchitecture settle, or None when they do not."""
    found = {
        socket
        for archs, pattern, socket in _CPU_SOCKETS
        if microarchitecture in archs and pattern.match(name)
    }
    return found.pop() if len(found) == 1 else None


def _map_cpu(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    fields = _common(row, ctx, line)
    name = fields["name"]
    vendor = name.split(" ")[0]
    if vendor not in ("AMD", "Intel"):
        return Skip("vendor is neither AMD nor Intel", vendor)
    arch = row.get("microarchitecture", "").strip()
    socket = cpu_socket(name, arch)
    if socket is None:
        return Skip(
            "no socket: the dataset does not give it, and the model number and "
            "microarchitecture do not settle it",
            arch or "no microarchitecture",
        )
    graphics = row.get("graphics", "").strip()
    fields.update(
        vendor=vendor,
        socket=socket,
        architecture=arch or None,
        cores=_number(row.get("core_count")),
        base_clock_ghz=_number(row.get("core_clock")),
        boost_clock_ghz=_number(row.get("boost_clock")),
        tdp_w=_number(row.get("tdp")),
        memory_types=[],
        ecc=None,
        # A named iGPU is a fact; an empty cell is not proof of none.
        integrated_graphics=True if graphics else None,
        notes=f"Socket {socket} from the model number and microarchitecture ({arch}). "
        + (f"Integrated graphics: {graphics}. " if graphics else "")
        + "Threads, sustained power (PPT/PL2), PCIe lanes and generation, memory types "
        "and ECC are not in the dataset: unknown.",
    )
    return fields


# -------------------------------------------------------------- motherboards
_BOARD_FORMS = {
    "ATX": "ATX",
    "Micro ATX": "Micro-ATX",
    "Mini ITX": "Mini-ITX",
    "Thin Mini ITX": "Mini-ITX",  # the Mini-ITX footprint, thinner
    "EATX": "E-ATX",
    "XL ATX": "XL-ATX",
    "SSI EEB": "EEB",
    "SSI CEB": "CEB",
    "HPTX": "HPTX",
    "Mini DTX": "Mini-DTX",
    "Flex ATX": "Flex-ATX",
}
_BOARD_SOCKETS = {"LGA2011-3 Narrow": "LGA2011-3"}  # narrow ILM: the cooler mount differs
_DDR3_SOCKETS = "LGA1150 LGA1155 LGA1156 LGA1366 LGA2011 AM3 AM3+ FM1 FM2 FM2+ AM1"
# Memory generations each socket's platform supports (vendor platform specifications).
_SOCKET_MEMORY: dict[str, frozenset[str]] = {
    **dict.fromkeys(("AM5", "LGA1851", "sTR5", "SP5", "LGA4677"), frozenset({"DDR5"})),
    **dict.fromkeys(("AM4", "LGA1200", "LGA2066", "sTR4", "sTRX4", "sWRX8"), frozenset({"DDR4"})),
    "LGA1700": frozenset({"DDR4", "DDR5"}),
    "LGA1151": frozenset({"DDR3", "DDR4"}),
    "LGA2011-3": frozenset({"DDR3", "DDR4"}),
    **dict.fromkeys(_DDR3_SOCKETS.split(), frozenset({"DDR3"})),
    "LGA775": frozenset({"DDR2", "DDR3"}),
}
# Sockets of desktop platforms that take unbuffered memory only (no RDIMM support).
_UNBUFFERED_SOCKETS = frozenset(
    {"AM5", "AM4", "LGA1851", "LGA1700", "LGA1200", "LGA1151", "LGA1150", "LGA1155",
     "LGA1156", "AM3", "AM3+", "FM1", "FM2", "FM2+", "AM1"}
)  # fmt: skip
_DDR_IN_NAME = re.compile(r"\bDDR([345])\b", re.IGNORECASE)
# "D4"/"D5" marks the memory only where a platform comes both ways (Gigabyte's "D3" is a
# model tier, not DDR3).
_D_IN_NAME = re.compile(r"(?:\b|/)D([45])\b")
# Chipsets by the socket their boards carry (Intel and AMD platform tables): a chipset read
# from a board's name counts only on its own platform (Foxconn's "A78AX" is an AM3 board,
# not AMD's FM2+ A78 chipset).
_SOCKET_CHIPSETS: dict[str, frozenset[str]] = {
    socket: frozenset(chips.split())
    for socket, chips in {
        "AM4": "A320 B350 X370 B450 X470 X570 B550 A520",
        "AM5": "A620 B650 B650E X670 X670E B840 B850 X870 X870E",
        "sTR4": "X399",
        "sTRX4": "TRX40",
        "sWRX8": "WRX80",
        "sTR5": "TRX50 WRX90",
        "LGA1151": "H110 B150 H170 Z170 Q150 Q170 C232 C236 B250 H270 Z270 Q250 Q270 Z370 "
        "H310 H310C B360 H370 Q370 Z390 B365 C242 C246",
        "LGA1200": "H410 B460 H470 Z490 Q470 W480 H510 B560 H570 Z590 Q570 W580",
        "LGA1700": "H610 B660 H670 Z690 Q670 W680 B760 H770 Z790",
        "LGA1851": "H810 B860 Z890",
        "LGA2066": "X299 C422",
        "LGA4677": "W790 C741",
        "LGA2011-3": "X99 C612",
        "LGA2011": "X79 C602",
        "LGA1150": "H81 B85 Q85 Q87 H87 Z87 H97 Z97",
        "LGA1155": "H61 B65 H67 Q67 P67 Z68 B75 Q75 Q77 H77 Z75 Z77",
        "LGA1156": "H55 H57 Q57 P55",
        "LGA1366": "X58",
        "FM1": "A55 A75",
        "FM2": "A55 A75 A85X",
        "FM2+": "A55 A58 A68H A78 A88X",
    }.items()
}
# AMD's boards are often named "AB350"/"AX370" (A for AMD).
_CHIPSET_TOKEN = re.compile(r"(?<![A-Z0-9])A?((?:TRX|WRX)\d{2}|[ABCHPQWXZ]\d{2,3})(E|C|X|H)?(?!\d)")


def board_chipset(name: str, socket: str) -> str | None:
    """The one chipset of the socket's platform that the board's name names, or None
    ('MSI B650 TOMAHAWK WIFI' on AM5 → 'B650'; 'Z97X' → 'Z97')."""
    chips = _SOCKET_CHIPSETS.get(socket, frozenset())
    found = set()
    for base, suffix in _CHIPSET_TOKEN.findall(name.upper()):
        if base + suffix in chips:
            found.add(base + suffix)
        elif base in chips:
            found.add(base)
    return found.pop() if len(found) == 1 else None


def board_memory_type(name: str, socket: str) -> str | None:
    """DDR generation from the name or from a single-generation socket; None if unsettled."""
    possible = _SOCKET_MEMORY.get(socket)
    named = {f"DDR{d}" for d in _DDR_IN_NAME.findall(name)}
    if possible is not None and len(possible) > 1:
        named |= {f"DDR{d}" for d in _D_IN_NAME.findall(name)}
    if possible is not None:
        named = named & possible if named else set(possible)
    return named.pop() if len(named) == 1 else None


def _map_board(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    socket = " ".join(row.get("socket", "").split())
    if not socket:
        return Skip("no socket")
    if socket.startswith("Integrated"):
        return Skip("CPU soldered to the board: no socket to check a CPU against", socket)
    if socket.startswith("2 x"):
        return Skip("dual-socket board: dlbox models one CPU per board", socket)
    if "/" in socket:
        return Skip("lists several CPU sockets: dlbox models one socket per board", socket)
    form = row.get("form_factor", "").strip()
    if form not in _BOARD_FORMS:
        return Skip("form factor is not one dlbox models", form or "empty")
    socket = _BOARD_SOCKETS.get(socket, socket)
    fields = _common(row, ctx, line)
    name = fields["name"]
    memory_type = board_memory_type(name, socket)
    chipset = board_chipset(name, socket)
    notes = []
    if form == "Thin Mini ITX":
        notes.append("Thin Mini-ITX.")
    if row.get("socket", "").strip() != socket:
        notes.append(f"Socket {row['socket'].strip()} (narrow cooler mount).")
    notes.append(
        ("Chipset read from the name. " if chipset else "")
        + (
            "Memory type from the name or the socket's platform. "
            if memory_type
            else "Memory type unknown. "
        )
        + "PCIe slot layout, M.2 slots, SATA ports and ECC are not in the dataset: unknown."
    )
    fields.update(
        socket=socket,
        chipset=chipset,
        form_factor=_BOARD_FORMS[form],
        memory_type=memory_type,
        memory_slots=_number(row.get("memory_slots")),
        max_memory_gb=_number(row.get("max_memory")),
        ecc=None,
        registered_only=False if socket in _UNBUFFERED_SOCKETS else None,
        notes=" ".join(notes),
    )
    return fields


# --------------------------------------------------------------------- cases
def _map_case(row: dict[str, str], ctx: _Context, line: int) -> dict[str, Any] | Skip:
    case_type = " ".join(row.get("type", "").split())
    if not case_type:
        return Skip("no case type")
    fields = _common(row, ctx, line)
    # Colour and side-panel variants are separate listings of one model.
    variant = ", ".join(
        text for text in (" ".join(row.get(k, "").split()) for k in ("color", "side_panel")) if text
    )
    if variant:
        fields["name"] += f" ({variant})"
    bays = _number(row.get("internal_35_bays"))
    included = _number(row.get("psu"))
    fields.update(
        case_type=case_type,
        form_factors=[],
        psu_form_factors=[],
        bays_35=int(bays) if bays is not None and bays.is_integer() else None,
        notes=(f"Comes with a {included:g} W power supply. " if included else "")
        + "Supported board and PSU sizes, GPU length limit, expansion slots, cooler "
        "clearance and radiator mounts are not in the dataset: unknown.",
    )
    return fields


# Categories whose rows are matched by chip or spec, never skipped by their name alone.
_BY_CHIP = frozenset({Category.GPU, Category.MEMORY, Category.STORAGE})

MAPPERS: dict[Category, Callable[[dict[str, str], _Context, int], dict[str, Any] | Skip]] = {
    Category.GPU: _map_gpu,
    Category.CPU: _map_cpu,
    Category.MOTHERBOARD: _map_board,
    Category.CASE: _map_case,
    Category.MEMORY: _map_memory,
    Category.STORAGE: _map_storage,
    Category.PSU: _map_psu,
    Category.COOLER: _map_cooler,
}


def _validation_skip(exc: ValidationError) -> Skip:
    first = exc.errors()[0]
    where = ".".join(str(x) for x in first.get("loc", ())) or "row"
    value = first.get("input")
    detail = "" if isinstance(value, dict) else repr(value)[:40]
    message = error_text(first)
    if first.get("type") == "value_error" and ", got " in message:
        # A range message names the value; the reason stays the same for every such row.
        message, _, detail = message.rpartition(", got ")
    return Skip(f"field {where}: {message}", detail)


def map_row(category: Category, row: dict[str, str], ctx: _Context, line: int) -> PartBase | Skip:
    """One dataset row → a validated part, or the reason it cannot be one."""
    if not row.get("name", "").strip():
        return Skip("no name")
    if category not in _BY_CHIP:  # partner GPUs, memory kits, drives: names differ
        shipped = _already_shipped(category, row, ctx)
        if shipped is not None:
            return shipped
    mapped = MAPPERS[category](row, ctx, line)
    if isinstance(mapped, Skip):
        return mapped
    try:
        return PART_MODELS[category].model_validate(mapped)
    except ValidationError as exc:
        return _validation_skip(exc)


# ------------------------------------------------------------------- entry
def _files_to_read(path: Path, summary: ImportSummary) -> list[tuple[Path, str, list[CsvRow]]]:
    if path.is_dir():
        candidates = sorted(path.glob("*.csv"))
        if not candidates:
            raise ImportFileError(f"{path}: no .csv files in this folder")
    else:
        candidates = [path]
    found: list[tuple[Path, str, list[CsvRow]]] = []
    for candidate in candidates:
        header, rows = read_csv_rows(candidate)
        stem = detect_pcparts_file(header)
        if stem is None:
            if path.is_dir():
                summary.notes.append(f"{candidate.name}: not a part category dlbox models; ignored")
                continue
            raise ImportFileError(
                f"{candidate}: line 1: columns {','.join(header)[:80]} are not one of the "
                "docyx/PCPartPicker files dlbox reads (" + ", ".join(PCPARTS_FILES) + ")"
            )
        found.append((candidate, stem, rows))
    return found


def import_pcparts(
    path: Path,
    *,
    catalogue: Catalogue | None = None,
    as_of: dt.date | None = DOCYX_SNAPSHOT_DATE,
    root: Path | None = None,
    progress: ProgressCallback | None = None,
    write: bool = True,
) -> ImportSummary:
    """Import one dataset file or a folder of them into the user catalogue layer.

    ``as_of`` is the scrape date, by default the docyx snapshot's 2025-07-23
    (reference/SOURCES.md); it becomes the price date.  ``as_of=None`` leaves
    prices undated (the price source then says the scrape date is unknown).  ``write=False`` only
    reports what would be taken.  Raises ``ImportFileError`` for an unusable file.
    """
    catalogue = catalogue if catalogue is not None else shipped_catalogue()
    summary = ImportSummary(kind="pcparts")
    files = _files_to_read(Path(path), summary)
    total = sum(len(rows) for _p, _s, rows in files)
    names = _index_catalogue(catalogue)
    parts: list[PartBase] = []
    seen: dict[str, tuple[str, int]] = {}
    done = 0
    for file_path, stem, rows in files:
        category = PCPARTS_FILES[stem][0]
        summary.files.append(str(file_path))
        ctx = _Context(file_path.name, stem, names, as_of)
        width = len(PCPARTS_FILES[stem][1])
        for csv_row in rows:
            if progress is not None and done % 500 == 0 and progress(done, total) is False:
                summary.cancelled = True
                return summary
            done += 1
            if csv_row.cells != width:
                summary.skipped.append(
                    SkippedRow(
                        ctx.file,
                        csv_row.line,
                        f"expected {width} cells like the header",
                        f"{csv_row.cells} cells",
                    )
                )
                continue
            result = map_row(category, csv_row.values, ctx, csv_row.line)
            if isinstance(result, Skip):
                summary.skipped.append(
                    SkippedRow(ctx.file, csv_row.line, result.reason, result.detail)
                )
                continue
            if result.id in seen:
                first_file, first_line = seen[result.id]
                summary.skipped.append(
                    SkippedRow(
                        ctx.file,
                        csv_row.line,
                        "same part as an earlier row",
                        f"{first_file} line {first_line}",
                    )
                )
                continue
            seen[result.id] = (ctx.file, csv_row.line)
            parts.append(result)
            summary.taken[category.value] += 1
    if progress is not None:
        progress(total, total)
    if write and parts:
        save_user_parts(parts, root)
        summary.written_to = root or user_catalogue_dir()
    return summary
