"""Typed part models for every catalogue category.

Units live in field names (``_mm``, ``_w``, ``_gb``, ``_gbs``, ``_tflops``) so a
reader never has to guess.  ``None`` always means *unknown* — the catalogue
never invents a figure to fill a gap.

List-valued fields are stored in the CSVs as ``;``-separated text; the compact
slot grammars for motherboards are documented on :class:`PcieSlot` and
:class:`M2Slot` and in ``data/README.md``.
"""

from __future__ import annotations

import datetime as dt
import re
from enum import StrEnum
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from dlbox.core import limits as lim


class Category(StrEnum):
    GPU = "gpu"
    CPU = "cpu"
    MOTHERBOARD = "motherboard"
    MEMORY = "memory"
    STORAGE = "storage"
    PSU = "psu"
    CASE = "case"
    COOLER = "cooler"


CURRENCY_RE = re.compile(r"^[A-Z]{3}$")


def currency_code(value: str) -> str:
    """Upper-case an ISO 4217 code, or raise; shared by parts, builds and offers."""
    value = value.upper()
    if not CURRENCY_RE.match(value):
        raise ValueError(f"expected a 3-letter ISO currency code, got {lim.shown(value)}")
    return value


# ISO 4217 codes of money people pay with (current ones, plus HRK for older price
# lists); funds, metals and test codes (XAU, XTS, XXX…) are not prices.
ISO_CURRENCIES = frozenset(
    """
    AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN
    BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR
    FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD
    JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK
    MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN
    PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL
    THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF
    XPF YER ZAR ZMW ZWG
    """.split()  # noqa: SIM905 - 160 codes read better as a block than one per line
)


def iso_currency(value: str) -> str:
    """A 3-letter code (upper-cased) that ISO 4217 knows, or a ValueError saying so;
    builds, quoted prices and the settings take only these."""
    code = currency_code(value)
    if code not in ISO_CURRENCIES:
        raise ValueError(
            f"expected an ISO 4217 currency code such as USD, EUR, JPY, KRW, CNY or TWD, "
            f"got {lim.shown(value)}"
        )
    return code


def _split_list(value: Any) -> Any:
    """Accept ``"a;b"`` from CSV as well as real lists from JSON."""
    if value is None:
        return []
    if isinstance(value, str):
        return [item.strip() for item in value.split(";") if item.strip()]
    return value


StrList = Annotated[list[str], BeforeValidator(_split_list)]


def _split_int_list(value: Any) -> Any:
    items = _split_list(value)
    if isinstance(items, list):
        return [int(float(x)) if isinstance(x, str) else x for x in items]
    return items


IntList = Annotated[list[int], BeforeValidator(_split_int_list)]


class PartBase(BaseModel):
    """Fields every catalogue row has: identity, price and provenance."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    category: ClassVar[Category]
    # The columns a compact table (CLI, catalogue browser) shows first.
    key_fields: ClassVar[tuple[str, ...]] = ()

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", max_length=80)
    name: str = Field(min_length=1)
    brand: str | None = None
    price: Annotated[float, lim.PRICE] | None = None
    currency: str = "USD"
    price_date: Annotated[dt.date, lim.PAST_DATE] | None = None
    price_source: str | None = None
    # Whether ``price`` is for a new or a used part, and the market it was seen in
    # (US, TW, KR, CN …); None for a price whose row does not say.
    price_condition: Literal["new", "used"] | None = None
    price_market: str | None = Field(default=None, pattern=r"^[A-Z]{2}$")
    source: str = Field(min_length=3)
    as_of: Annotated[dt.date, lim.PAST_DATE]
    notes: str | None = None

    _currency = field_validator("currency")(currency_code)

    @field_validator("price_source")
    @classmethod
    def _price_needs_source(cls, value: str | None) -> str | None:
        return value or None


# --------------------------------------------------------------------- GPU
class GPU(PartBase):
    category: ClassVar[Category] = Category.GPU
    key_fields: ClassVar[tuple[str, ...]] = (
        "vram_gb",
        "mem_bw_gbs",
        "fp16_tflops",
        "board_power_w",
        "length_mm",
        "slot_width",
    )

    vendor: Literal["NVIDIA", "AMD", "Intel"]
    architecture: str
    year: int = Field(ge=2010, le=2030)
    form_factor: Literal["pcie", "sxm", "mxm", "oam"] = "pcie"
    vram_gb: Annotated[float, lim.GPU_VRAM_GB]
    mem_type: str | None = None
    mem_bw_gbs: Annotated[float, lim.MEM_BANDWIDTH_GBS]
    l2_mb: Annotated[float, lim.CACHE_MB] | None = None
    fp32_tflops: Annotated[float, lim.TFLOPS_POSITIVE]
    fp64_tflops: Annotated[float, lim.TFLOPS] | None = None
    tf32_tflops: Annotated[float, lim.TFLOPS] | None = None
    # Dense tensor rates with FP32 accumulate, the rate training uses.
    fp16_tflops: Annotated[float, lim.TFLOPS] | None = None
    fp16_fp16acc_tflops: Annotated[float, lim.TFLOPS] | None = None
    bf16_tflops: Annotated[float, lim.TFLOPS] | None = None
    fp8_tflops: Annotated[float, lim.TFLOPS] | None = None
    int8_tops: Annotated[float, lim.TFLOPS] | None = None
    board_power_w: Annotated[float, lim.BOARD_POWER_W]
    # Clouds sell K80/M60 per chip; the board carries two and draws board_power_w.
    chips_per_board: int = Field(default=1, ge=1, le=4)
    # Power inputs on the card; None (an empty cell) when the vendor's figure is not
    # known — never read as "no inputs".  A slot-powered card states 0 for each.
    pcie_6pin: Annotated[int, lim.GPU_POWER_INPUTS] | None = None
    pcie_8pin: Annotated[int, lim.GPU_POWER_INPUTS] | None = None
    hpwr_16pin: Annotated[int, lim.GPU_POWER_INPUTS] | None = Field(
        default=None, description="12VHPWR / 12V-2x6 inputs"
    )
    eps_8pin: Annotated[int, lim.GPU_POWER_INPUTS] | None = Field(
        default=None, description="datacentre cards fed by CPU 8-pin"
    )
    pcie_gen: int = Field(ge=1, le=6)
    pcie_lanes: int = Field(default=16, ge=1, le=16)
    nvlink: bool = False
    nvlink_bw_gbs: Annotated[float, lim.LINK_BW_GBS] | None = None
    p2p: bool | None = None
    slot_width: float | None = Field(default=None, gt=0, le=5)
    length_mm: Annotated[float, lim.PART_LENGTH_MM] | None = None
    # The card's height above the slot as makers state it (bracket and power plugs not
    # included), and which edge its power plugs sit on: "top" faces the side panel in a
    # tower, "end" faces the case front.  The 16-pin bend-room check reads both.
    height_mm: Annotated[float, lim.PART_HEIGHT_MM] | None = None
    plug_edge: Literal["top", "end"] | None = None
    cooler: Literal["blower", "open_air", "passive", "liquid"] | None = None
    # A hybrid/AIO card's own radiator (mm, e.g. 240): it needs a case mount of its own.
    # None for air-cooled cards, and for a liquid card whose radiator is unknown.
    radiator_mm: Annotated[int, lim.RADIATOR_MM] | None = None
    display_outputs: bool = True
    launch_price_usd: Annotated[float, lim.LAUNCH_PRICE_USD] | None = None
    # AMD cards: whether AMD's ROCm lists the card as supported on Linux ("official"),
    # it runs only with overrides ("unofficial") or not at all ("none"); None for
    # other vendors or when not known.  The estimator can warn on anything but official.
    rocm_support: Literal["official", "unofficial", "none"] | None = None

    @property
    def power_inputs_known(self) -> bool:
        """True when every power-input count of the card is stated."""
        return None not in (self.pcie_6pin, self.pcie_8pin, self.hpwr_16pin, self.eps_8pin)

    @property
    def has_tensor_cores(self) -> bool:
        return self.fp16_tflops is not None and self.fp16_tflops > 0


# --------------------------------------------------------------------- CPU
class CPU(PartBase):
    category: ClassVar[Category] = Category.CPU
    key_fields: ClassVar[tuple[str, ...]] = (
        "socket",
        "cores",
        "threads",
        "boost_clock_ghz",
        "sustained_power_w",
        "pcie_lanes",
    )

    vendor: Literal["AMD", "Intel"]
    socket: str
    architecture: str | None = None
    year: int | None = Field(default=None, ge=2010, le=2030)
    cores: Annotated[int, lim.CPU_CORES]
    threads: Annotated[int, lim.CPU_THREADS_SPEC] | None = None
    base_clock_ghz: Annotated[float, lim.CLOCK_GHZ] | None = None
    boost_clock_ghz: Annotated[float, lim.CLOCK_GHZ] | None = None
    tdp_w: Annotated[float, lim.CPU_POWER_W]
    # PPT (AMD) or PL2 (Intel): what the PSU actually has to feed.  Never below tdp_w,
    # so where it is unknown the power checks count the TDP and say so.
    sustained_power_w: Annotated[float, lim.CPU_POWER_W] | None = None
    # Lanes usable for slots/M.2, excluding the chipset link.
    pcie_lanes: Annotated[int, lim.PCIE_LANES_CPU] | None = None
    pcie_gen: int | None = Field(default=None, ge=2, le=6)
    memory_types: StrList
    memory_channels: Annotated[int, lim.MEMORY_CHANNELS] | None = None
    max_memory_gb: Annotated[float, lim.MAX_MEMORY_GB] | None = None
    max_memory_speed_mts: Annotated[int, lim.MEMORY_SPEED_MTS] | None = None
    ecc: bool | None = None
    integrated_graphics: bool | None = None
    # Whether the retail box includes a cooler (AMD "Thermal Solution (PIB)", Intel boxed
    # thermal solution); None: not known, and the cooler check falls back on the TDP.
    boxed_cooler: bool | None = None

    @field_validator("threads")
    @classmethod
    def _threads_at_least_cores(cls, value: int | None, info: Any) -> int | None:
        cores = info.data.get("cores")
        if value is not None and cores is not None and value < cores:
            raise ValueError(f"threads ({value}) cannot be fewer than cores ({cores})")
        return value


# ------------------------------------------------------------- motherboard
_PCIE_SLOT_RE = re.compile(
    r"^(?P<pos>\d+):x(?P<phys>\d+):x(?P<elec>\d+)(?:/x(?P<shared>\d+))?:g(?P<gen>\d):(?P<src>cpu|chipset|switch)$"
)
_M2_SLOT_RE = re.compile(
    r"^(?P<name>[A-Za-z0-9_]+):g(?P<gen>\d):x(?P<lanes>\d)(?::(?P<src>cpu|chipset))?"
    r"(?::sata)?(?::disables=(?P<disables>[A-Za-z0-9_,]+))?$"
)


class PcieSlot(BaseModel):
    """One expansion slot.

    CSV grammar: ``POS:xPHYS:xELEC[/xSHARED]:gGEN:SOURCE`` — e.g.
    ``1:x16:x16/x8:g5:cpu`` is slot position 1 (counted from the CPU), a
    physical x16 wired x16, dropping to x8 when a sibling slot is populated,
    PCIe 5.0, fed by the CPU.  SOURCE ``switch``: the slot hangs off a PCIe switch
    (PLX/Broadcom) on CPU lanes, so its lanes are counted at the switch, not the CPU.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    position: Annotated[int, lim.SLOT_POSITION]
    physical_lanes: int = Field(ge=1, le=16)
    electrical_lanes: int = Field(ge=1, le=16)
    shared_lanes: int | None = Field(default=None, ge=1, le=16)
    gen: int = Field(ge=1, le=6)
    source: Literal["cpu", "chipset", "switch"]

    @classmethod
    def parse(cls, text: str) -> PcieSlot:
        match = _PCIE_SLOT_RE.match(text.strip())
        if not match:
            raise ValueError(
                f"PCIe slot {text!r} does not match POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset|switch"
            )
        shared = match["shared"]
        return cls(
            position=int(match["pos"]),
            physical_lanes=int(match["phys"]),
            electrical_lanes=int(match["elec"]),
            shared_lanes=int(shared) if shared else None,
            gen=int(match["gen"]),
            source=match["src"],  # type: ignore[arg-type]
        )


class M2Slot(BaseModel):
    """One M.2 socket.

    CSV grammar: ``NAME:gGEN:xLANES[:cpu|chipset][:sata][:disables=a,b]`` —
    e.g. ``M2_2:g4:x4:chipset:sata:disables=SATA5,SATA6`` accepts NVMe and
    SATA drives and disables two SATA ports when used.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    gen: int = Field(ge=2, le=6)
    lanes: int = Field(ge=1, le=4)
    source: Literal["cpu", "chipset"] = "chipset"
    sata: bool = False
    disables: list[str] = Field(default_factory=list)

    @classmethod
    def parse(cls, text: str) -> M2Slot:
        text = text.strip()
        match = _M2_SLOT_RE.match(text)
        if not match:
            raise ValueError(
                f"M.2 slot {text!r} does not match NAME:gGEN:xLANES[:cpu|chipset][:sata][:disables=A,B]"
            )
        return cls(
            name=match["name"],
            gen=int(match["gen"]),
            lanes=int(match["lanes"]),
            source=(match["src"] or "chipset"),  # type: ignore[arg-type]
            sata=":sata" in text,
            disables=match["disables"].split(",") if match["disables"] else [],
        )


# A slot list cell that says "this board has none" (an empty cell means unknown).
NO_SLOTS = "none"

# Expansion-slot positions by board size (COMPAT_RULES.md "When a spec is unknown"):
# (usual, most).  ATX 7, E-ATX/EEB 7–8, micro-ATX 4, mini-ITX 1.
BOARD_SLOT_POSITIONS: dict[str, tuple[int, int]] = {
    "ATX": (7, 7),
    "E-ATX": (7, 8),
    "EEB": (7, 8),
    "SSI-EEB": (7, 8),
    "CEB": (7, 7),
    "SSI-CEB": (7, 7),
    "Micro-ATX": (4, 4),
    "Mini-ITX": (1, 1),
}


def _spelling_key(text: str) -> str:
    return re.sub(r"[\s_-]", "", text).lower()


# Every board size by the key its spellings share ("Micro ATX", "micro-atx" -> "Micro-ATX"),
# plus the short names builders write.
_BOARD_FORMS: dict[str, str] = {
    _spelling_key(name): name for name in (*BOARD_SLOT_POSITIONS, "XL-ATX", "HPTX", "Mini-DTX")
} | {"matx": "Micro-ATX", "uatx": "Micro-ATX", "itx": "Mini-ITX"}


def board_form(value: str) -> str:
    """One spelling per board size: a board or case saved as "Micro ATX" would otherwise
    miss the size tables and skip the checks that read them.  Unknown sizes stay as written."""
    return _BOARD_FORMS.get(_spelling_key(value), value.strip())


def _parse_slots(parser: Any) -> Any:
    """``"a;b"`` → slots; ``"none"`` or ``";"`` → no slots; ``""`` → None (unknown)."""

    def convert(value: Any) -> Any:
        if isinstance(value, str):
            text = value.strip()
            if not text:
                return None
            if text.lower() == NO_SLOTS:
                return []
            return [parser(item) for item in text.split(";") if item.strip()]
        return value

    return convert


class Motherboard(PartBase):
    category: ClassVar[Category] = Category.MOTHERBOARD
    key_fields: ClassVar[tuple[str, ...]] = (
        "socket",
        "chipset",
        "form_factor",
        "memory_type",
        "memory_slots",
        "x16_slots",
    )

    socket: str
    chipset: str | None = None
    form_factor: str
    memory_type: str | None = None
    memory_slots: int = Field(ge=1, le=16)
    max_memory_gb: Annotated[float, lim.MAX_MEMORY_GB]
    max_memory_speed_mts: Annotated[int, lim.MEMORY_SPEED_MTS] | None = None
    ecc: bool | None = None
    # True: registered (RDIMM) only; False: unbuffered only; None: unknown.
    registered_only: bool | None = None
    # None: the slot layout is unknown; [] (CSV "none"): the board has no such slot.
    pcie_slots: Annotated[list[PcieSlot] | None, BeforeValidator(_parse_slots(PcieSlot.parse))] = (
        None
    )
    # True: slot positions and wiring read from the manual or a review's slot table;
    # False: the layout is a best guess (positions or widths not confirmed) — the UI
    # shows it as unverified, never as fact; None: not stated (user parts).
    slot_layout_verified: bool | None = None
    m2_slots: Annotated[list[M2Slot] | None, BeforeValidator(_parse_slots(M2Slot.parse))] = None
    sata_ports: Annotated[int, lim.SATA_CONNECTORS] | None = None
    eps_8pin: Annotated[int, lim.EPS_CONNECTORS] | None = None
    mxm_slot: bool = False
    bios_flashback: bool | None = None
    onboard_lan_gbe: Annotated[float, lim.NETWORK_GBE] | None = None

    _form = field_validator("form_factor")(board_form)

    def slots_outside_board(self) -> list[int]:
        """Slot positions past the last one this board size has (data that cannot be
        right: the loader and the checks name it; the rest of the row still loads)."""
        most = BOARD_SLOT_POSITIONS.get(self.form_factor, (0, None))[1]
        if most is None or not self.pcie_slots:
            return []
        return sorted({s.position for s in self.pcie_slots if s.position > most})

    @property
    def x16_slots(self) -> int | None:
        if self.pcie_slots is None:
            return None
        return sum(1 for slot in self.pcie_slots if slot.physical_lanes == 16)


# ------------------------------------------------------------------ memory
class Memory(PartBase):
    category: ClassVar[Category] = Category.MEMORY
    key_fields: ClassVar[tuple[str, ...]] = (
        "memory_type",
        "capacity_gb",
        "modules",
        "speed_mts",
        "ecc",
    )

    memory_type: Literal["DDR3", "DDR4", "DDR5"]
    form: Literal["dimm", "sodimm"] = "dimm"
    speed_mts: Annotated[int, lim.MEMORY_SPEED_MTS]
    modules: int = Field(ge=1, le=16)
    module_gb: Annotated[float, lim.MODULE_GB]
    ecc: bool = False
    registered: bool = False
    cas_latency: Annotated[int, lim.CAS_LATENCY] | None = None
    height_mm: Annotated[float, lim.PART_HEIGHT_MM] | None = None
    # Ranks per module (1 = single rank "1R", 2 = dual rank "2R"); None: unknown.  The
    # memory population check reads the speed a platform gives by DIMMs per channel and rank.
    ranks: Annotated[int, lim.MODULE_RANKS] | None = None

    @property
    def capacity_gb(self) -> float:
        return self.modules * self.module_gb


# ----------------------------------------------------------------- storage
class Storage(PartBase):
    category: ClassVar[Category] = Category.STORAGE
    key_fields: ClassVar[tuple[str, ...]] = (
        "kind",
        "capacity_gb",
        "interface",
        "seq_read_mbs",
        "random_read_iops",
    )

    kind: Literal["nvme", "sata_ssd", "hdd"]
    interface: str
    form_factor: Literal["m2_2280", "m2_2242", "m2_22110", "2.5", "3.5", "u2"]
    pcie_gen: int | None = Field(default=None, ge=2, le=6)
    capacity_gb: Annotated[float, lim.STORAGE_GB]
    seq_read_mbs: Annotated[float, lim.STORAGE_MBS] | None = None
    seq_write_mbs: Annotated[float, lim.STORAGE_MBS] | None = None
    random_read_iops: Annotated[float, lim.STORAGE_IOPS] | None = None
    rpm: Annotated[int, lim.RPM] | None = None


# A case's radiator_mounts cell saying it has no mount at all (empty means unknown).
NO_RADIATOR_MOUNTS = "none"


# --------------------------------------------------------------------- PSU
# Intel's ATX 3.0 PSU spec (200 % excursions, 12VHPWR) became final on this day.
ATX3_FINAL = dt.date(2022, 2, 1)


class PSU(PartBase):
    category: ClassVar[Category] = Category.PSU
    key_fields: ClassVar[tuple[str, ...]] = (
        "wattage_w",
        "efficiency",
        "atx_version",
        "pcie_8pin",
        "hpwr_16pin",
    )

    # "External": a barebone's power brick (e.g. ASRock DeskMini's 19 V adapter).
    form_factor: Literal["ATX", "SFX", "SFX-L", "TFX", "Flex", "Server", "External"] = "ATX"
    wattage_w: Annotated[float, lim.PSU_WATTS]
    efficiency: Literal["none", "white", "bronze", "silver", "gold", "platinum", "titanium"]
    atx_version: str | None = None
    modular: Literal["full", "semi", "no"] | None = None
    # Connector counts: None when the vendor's cable table could not be confirmed.
    pcie_8pin: Annotated[int, lim.PSU_PCIE_CABLES] | None = None
    hpwr_16pin: Annotated[int, lim.PSU_HPWR_CABLES] | None = None
    eps_8pin: Annotated[int, lim.EPS_CONNECTORS] | None = None
    sata_connectors: Annotated[int, lim.SATA_CONNECTORS] | None = None
    # Multi-rail and OEM workstation units: the 12 V current limit (OCP) of each rail that
    # feeds the graphics cables, in A (None: single-rail, or no source states it).
    rail_12v_a: Annotated[float, lim.RAIL_12V_A] | None = None
    length_mm: Annotated[float, lim.PART_LENGTH_MM] | None = None
    # The year this model (revision) came out; None: not stated by a source.
    year: int | None = Field(default=None, ge=1990, le=2035)

    @model_validator(mode="after")
    def _atx3_after_its_spec(self) -> PSU:
        if self.is_atx3 and self.pre_atx3 is not None:
            raise ValueError(
                f"atx_version {lim.shown(self.atx_version)}: a PSU {self.pre_atx3} cannot "
                "be ATX 3.x (the ATX 3.0 spec became final on 2022-02-01)"
            )
        return self

    @property
    def is_atx3(self) -> bool:
        return bool(self.atx_version) and str(self.atx_version).startswith("3")

    @property
    def pre_atx3(self) -> str | None:
        """Why this unit cannot be ATX 3.x, from its dates ('a 2018 model', 'documented on
        2018-03-06'), or None when its dates allow it.  Intel's ATX 3.0 spec became final
        on 2022-02-01 (Tom's Hardware, https://www.tomshardware.com/news/intel-atx-v3-psu-standard;
        announced 2022-03-22, https://www.theregister.com/2022/03/24/intel_updates_atx_psu_specs/):
        a model out before 2022, or a row recorded before that date, predates it."""
        if self.year is not None and self.year < ATX3_FINAL.year:
            return f"a {self.year} model"
        if self.as_of < ATX3_FINAL:
            return f"documented on {self.as_of.isoformat()}"
        return None

    @property
    def rail_12v_w(self) -> float | None:
        """The per-rail limit in W at the nominal 12 V."""
        return None if self.rail_12v_a is None else self.rail_12v_a * 12.0


# -------------------------------------------------------------------- case
class Case(PartBase):
    category: ClassVar[Category] = Category.CASE
    key_fields: ClassVar[tuple[str, ...]] = (
        "case_type",
        "max_gpu_length_mm",
        "expansion_slots",
        "max_cooler_height_mm",
    )

    case_type: str
    form_factors: StrList
    max_gpu_length_mm: Annotated[float, lim.PART_LENGTH_MM] | None = None
    expansion_slots: Annotated[int, lim.EXPANSION_SLOTS] | None = None
    max_cooler_height_mm: Annotated[float, lim.PART_HEIGHT_MM] | None = None
    # The tallest card the maker says the case takes (its height above the slot, as card
    # makers state it): small-form-factor makers give it (Fractal's Terra and Node 202);
    # the 16-pin bend-room check reads it for a plug on the card's top edge.
    max_gpu_height_mm: Annotated[float, lim.PART_HEIGHT_MM] | None = None
    psu_form_factors: StrList
    max_psu_length_mm: Annotated[float, lim.PART_LENGTH_MM] | None = None
    # Largest radiator per position, e.g. "front:360;top:360;rear:120"; "none" for a case
    # with no radiator mount at all (ASRock DeskMini, Fractal Node 202); empty: unknown.
    radiator_mounts: StrList = Field(default_factory=list)
    bays_35: Annotated[int, lim.DRIVE_BAYS] | None = None
    bays_25: Annotated[int, lim.DRIVE_BAYS] | None = None
    includes_psu_w: Annotated[float, lim.PSU_WATTS] | None = None
    # The case carries its graphics card on a riser cable of its own (sandwich and slim
    # small-form-factor cases: Fractal Terra, Ridge, Node 202): True; the card sits in the
    # board's slot: False; None: not stated.  ``gpu_riser_gen`` is that cable's PCIe
    # generation as its maker rates it (None: not stated; the link is then not checked).
    gpu_riser: bool | None = None
    gpu_riser_gen: int | None = Field(default=None, ge=2, le=6)

    @model_validator(mode="after")
    def _riser_gen_needs_riser(self) -> Case:
        if self.gpu_riser_gen is not None and self.gpu_riser is False:
            raise ValueError(
                f"gpu_riser_gen {self.gpu_riser_gen} is the generation of the case's own GPU "
                "riser, but gpu_riser is false (the card sits in the board's slot)"
            )
        return self

    @field_validator("form_factors")
    @classmethod
    def _board_forms(cls, value: list[str]) -> list[str]:
        return [board_form(v) for v in value]

    @field_validator("radiator_mounts")
    @classmethod
    def _mounts_grammar(cls, value: list[str]) -> list[str]:
        if any(m.strip().lower() == NO_RADIATOR_MOUNTS for m in value):
            if len(value) > 1:
                raise ValueError(
                    f"'none' means the case has no radiator mount; it cannot be listed with "
                    f"mounts ({lim.shown(';'.join(value))})"
                )
            return [NO_RADIATOR_MOUNTS]
        for mount in value:
            where, _, size = mount.partition(":")
            if not where.strip() or not size.strip().isdigit():
                raise ValueError(
                    f"radiator mount {lim.shown(mount)} does not match POSITION:MM "
                    "(e.g. front:360), or 'none'"
                )
        return value

    @property
    def has_no_radiator_mount(self) -> bool:
        return self.radiator_mounts == [NO_RADIATOR_MOUNTS]

    @property
    def max_radiator_mm(self) -> int:
        sizes = [int(m.split(":")[-1]) for m in self.radiator_mounts if m.split(":")[-1].isdigit()]
        return max(sizes, default=0)


# ------------------------------------------------------------------ cooler
class Cooler(PartBase):
    category: ClassVar[Category] = Category.COOLER
    key_fields: ClassVar[tuple[str, ...]] = ("kind", "height_mm", "radiator_mm", "rated_w")

    kind: Literal["air", "aio"]
    sockets: StrList
    height_mm: Annotated[float, lim.PART_HEIGHT_MM] | None = None
    radiator_mm: Annotated[int, lim.RADIATOR_MM] | None = None
    rated_w: Annotated[float, lim.COOLER_WATTS] | None = None


# Fields the shipped catalogue (data/parts) must state.  The models let them be unknown
# (None, or an empty list) because the user's own layer holds parts imported from sources
# that lack them (the PCPartPicker scrape); every rule treats them as unknown, never as 0.
SHIPPED_REQUIRED: dict[Category, tuple[str, ...]] = {
    Category.CPU: (
        "threads",
        "sustained_power_w",
        "pcie_lanes",
        "pcie_gen",
        "memory_types",
        "ecc",
        "integrated_graphics",
    ),
    Category.MOTHERBOARD: (
        "chipset",
        "memory_type",
        "ecc",
        "registered_only",
        "pcie_slots",
        "slot_layout_verified",
        "m2_slots",
        "sata_ports",
    ),
    Category.CASE: ("max_gpu_length_mm", "expansion_slots"),
}

PART_MODELS: dict[Category, type[PartBase]] = {
    Category.GPU: GPU,
    Category.CPU: CPU,
    Category.MOTHERBOARD: Motherboard,
    Category.MEMORY: Memory,
    Category.STORAGE: Storage,
    Category.PSU: PSU,
    Category.CASE: Case,
    Category.COOLER: Cooler,
}

Part = GPU | CPU | Motherboard | Memory | Storage | PSU | Case | Cooler
