"""The valid range of every number a user can give dlbox, in one place.

Build-file part specs, catalogue and import columns, command-line options and
settings all take their bounds from here, so one value is accepted or refused
the same way everywhere, with the same one-line message::

    --cpu-threads: expected a whole number from 1 to 1,536 (threads), got 0

The ranges come from physics and the market as of 2025, with headroom — not
from what the code happens to survive: no GPU has a million power inputs, no
part costs 1e308, a box draws more than 0 W.  Each bound says why in a comment.

A ``Limit`` is also pydantic metadata: ``Annotated[int, GPU_POWER_INPUTS]``
makes a model field check the range and fail with the same message.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from dataclasses import dataclass
from typing import Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic_core import core_schema

# Messages show at most this many characters of what the user typed.
SHOWN_CHARS = 40


def shorten(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis and the full length named,
    and control characters escaped, so a 200,000-character value stays one short line."""
    text = str(text)
    if any(ord(c) < 32 or c == "\x7f" for c in text[: limit + 1]):
        text = text.encode("unicode_escape").decode("ascii")
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}… ({len(text):,} characters)"


def shown(value: Any) -> str:
    """A value as a message shows it: numbers plainly, text quoted, everything ≤ ~40 chars."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        digits = len(str(abs(value))) if abs(value) < 10**40 else None
        if digits is None:
            return "a number with more than 40 digits"
        return str(value)
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else str(value)
    if isinstance(value, str):
        return repr(shorten(value))
    return shorten(repr(value))


def _number(value: float) -> str:
    """A bound as people write it: 1,536 / 0.5 / 1e+11 for the very large."""
    if value == int(value) and abs(value) < 1e9:
        return f"{int(value):,}"
    if abs(value) >= 1e9:
        mantissa, _, exponent = f"{value:.0e}".partition("e")
        return f"{mantissa}e{int(exponent)}"
    return f"{value:g}"


class LimitError(ValueError):
    """A value outside its range; the message is the one line to show."""


@dataclass(frozen=True)
class Limit:
    """A closed (or, with ``lo_open``, half-open) range with its unit."""

    lo: float
    hi: float
    unit: str = ""
    lo_open: bool = False  # True: the value must be above ``lo``
    hi_open: bool = False  # True: the value must be below ``hi``
    integer: bool = False

    def expected(self) -> str:
        """'a whole number from 1 to 64 (GPUs)' / 'a number above 0 and at most 1'."""
        kind = "a whole number" if self.integer else "a number"
        lo = f"above {_number(self.lo)}" if self.lo_open else f"from {_number(self.lo)}"
        hi_word = "below" if self.hi_open else ("and at most" if self.lo_open else "to")
        unit = f" ({self.unit})" if self.unit else ""
        return f"{kind} {lo} {hi_word} {_number(self.hi)}{unit}"

    def contains(self, value: Any) -> bool:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if isinstance(value, float) and not math.isfinite(value):
            return False
        if self.integer and value != int(value):
            return False
        above = value > self.lo if self.lo_open else value >= self.lo
        below = value < self.hi if self.hi_open else value <= self.hi
        return above and below

    def problem(self, value: Any) -> str | None:
        """'expected …, got …', or None when ``value`` is in range."""
        if self.contains(value):
            return None
        return f"expected {self.expected()}, got {shown(value)}"

    def check(self, name: str, value: Any) -> Any:
        """``value`` unchanged, or a :class:`LimitError` naming ``name``."""
        problem = self.problem(value)
        if problem is not None:
            raise LimitError(f"{name}: {problem}")
        return value

    def parse(self, name: str, text: str) -> float:
        """Text a user typed (a flag, a setting) as a number in range, or LimitError."""
        try:
            value: Any = float(str(text).strip().replace("_", ""))
        except ValueError:
            raise LimitError(f"{name}: expected {self.expected()}, got {shown(text)}") from None
        if self.integer and math.isfinite(value) and value == int(value):
            value = int(value)
        return self.check(name, value)

    # ------------------------------------------------------- pydantic hooks
    def _validate(self, value: Any) -> Any:
        problem = self.problem(value)
        if problem is not None:
            raise ValueError(problem)
        return value

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        return core_schema.no_info_after_validator_function(self._validate, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> dict[str, Any]:
        result = dict(handler(schema))
        result["exclusiveMinimum" if self.lo_open else "minimum"] = self.lo
        result["exclusiveMaximum" if self.hi_open else "maximum"] = self.hi
        return result


def _whole(lo: float, hi: float, unit: str = "") -> Limit:
    return Limit(lo, hi, unit, integer=True)


def _above(lo: float, hi: float, unit: str = "") -> Limit:
    return Limit(lo, hi, unit, lo_open=True)


# ------------------------------------------------------------------- money
# The priciest part (an 8-GPU server board) in the weakest currency people price
# hardware in (IRR, ~1,000,000 per USD in 2025) stays below 1e11.
PRICE = Limit(0, 1e11, "in its currency")
# What a whole box costs, in any currency: bounded like a price, with room for 10 of them.
CAPITAL = _above(0, 1e12, "in the report currency")
RESALE = Limit(0, 1e12, "in the report currency")
# The dearest cloud machines list ~100 USD an hour (data/cloud); ~1e8 in IRR.
CLOUD_PRICE_PER_HOUR = Limit(0, 1e9, "per hour, in its currency")
# Household electricity: 0.02–1 USD/kWh; in IRR or VND it is thousands per kWh.
KWH_PRICE = Limit(0, 1e6, "per kWh, in its currency")
# Units of a currency per US dollar: 0.3 (KWD) to ~1e6 (IRR) in 2025.
RATE_PER_USD = Limit(1e-4, 1e8, "units per US dollar", lo_open=True)

# ------------------------------------------------------------- power, share
# A box on one wall circuit: 63 A × 240 V ≈ 15 kW; DGX B200 is 14.3 kW.  20 kW with headroom.
# No box that trains draws under a watt (1e-308 W would price electricity at zero).
BOX_POWER_W = Limit(1, 20_000, "W")
IDLE_POWER_W = Limit(0, 20_000, "W")
# Above 0: an hour a year (0.0001) is the least that means anything; 1e-308 makes
# every per-useful-hour price infinite.
UTILISATION = Limit(0.0001, 1, "share of calendar time")
# Share of calendar time a personal desktop spends training (COST_MODEL.md: 5–15 %);
# the app, `dlbox compare` and `dlbox export` all start from it.
DEFAULT_UTILIZATION = 0.10
IDLE_SHARE = Limit(0, 1, "share of calendar time")
# 80 PLUS starts at 0.80; the worst no-name units measure ~0.6; nothing beats 1.
PSU_EFFICIENCY = _above(0.5, 1, "share of wall power")
POWER_LIMIT = Limit(0.5, 1.0, "share of the GPU's board power")
SPOT_RERUN = Limit(0, 1, "share of spot work re-run", hi_open=True)
# k = own throughput ÷ cloud throughput: 8×B200 against one K80 is ~300; the other way 1/1000.
SPEED_RATIO = Limit(0.001, 1000, "times the cloud's speed")
# From a few seconds (0.001 h) to ~114 years; the break-even of a box beyond that means nothing.
JOB_HOURS = Limit(0.001, 1e6, "hours")
DEADLINE_HOURS = Limit(0.001, 1e6, "hours")
MAINS_VOLTAGE = Limit(100, 240, "V")  # Japan 100 V to old UK/Australia 240 V
CIRCUIT_AMPS = Limit(5, 63, "A")  # smallest fused outlet to the largest home breaker

# ------------------------------------------------------------ training job
# LLM fine-tunes often stop part-way through one pass (0.1 of an epoch over a large
# instruction set); ImageNet schedules run 90, small-data runs 10,000 at most.
EPOCHS = Limit(0.01, 10_000, "epochs")
# Samples in a dataset: 15 T tokens (Llama 3) is 1.5e13; 1e15 leaves headroom.
DATASET_SAMPLES = Limit(1, 1e15, "samples in the workload's unit")
GPU_COUNT = _whole(1, 64, "GPUs")  # = the most of one part a build holds
BATCH_PER_GPU = _whole(1, 1_000_000, "samples")
# Micro-batches accumulated per optimizer step: NeMo and Megatron recipes run up to a few
# hundred (global batch 1,024 of micro-batch 1 on 4 data-parallel ranks is 256).
GRAD_ACCUM = _whole(1, 65_536, "micro-batches")
# Threads feeding the GPUs: twelve times the catalogue's 128-thread CPU, for two-socket boxes.
CPU_THREADS = _whole(1, 1_536, "threads")
# Custom models: a 1,000-weight toy to 10 T parameters (the largest MoE are ~2 T).
PARAMS = _whole(1_000, 1e13, "parameters")
# Context lengths: 1 token to 10 M (the longest 2025 models take 1–10 M).
TOKENS_PER_SAMPLE = _whole(1, 10_000_000, "tokens")
# Forward FLOPs per sample: a 405 B model over 128 k tokens is ~1e17.
FLOPS_PER_SAMPLE = Limit(1, 1e18, "FLOPs")
ACT_MB_PER_SAMPLE = Limit(1e-6, 10_000_000, "MB")  # from one byte to 10 TB
LAYERS = _whole(1, 1_000, "layers")
HIDDEN = _whole(1, 200_000, "width")
HEADS = _whole(1, 4_096, "heads")

# Data a job moves or keeps in the cloud: up to 10 PB; cloud egress and storage list
# 0.01–0.2 USD per GB (per GB-month), so 1e6 in any currency is far above any price.
DATA_GB = Limit(0, 1e7, "GB")
DATA_PRICE_PER_GB = Limit(0, 1e6, "per GB, in the report currency")

# ------------------------------------------------------------ CLI and app
TABLE_ROWS = _whole(1, 100_000, "rows")
# Autosave: every 5 s to once an hour; the quiet period after a burst of edits.
AUTOSAVE_INTERVAL_S = _whole(5, 3_600, "seconds")
AUTOSAVE_QUIET_S = _whole(1, 60, "seconds")

# -------------------------------------------------------------- part specs
# Power inputs of one kind on one graphics card: the shipped catalogue's most is 2 × 8-pin
# (Titan RTX) or one 16-pin; partner boards carry 3 × 8-pin; 4 leaves headroom.
GPU_POWER_INPUTS = _whole(0, 4, "power inputs")
# Connectors a PSU ships: the catalogue's most is 10 PCIe 8-pin and 16 SATA
# (Corsair AX1600i), 2 EPS and one 16-pin; the bounds leave over twice that.
PSU_PCIE_CABLES = _whole(0, 24, "connectors")
PSU_HPWR_CABLES = _whole(0, 8, "connectors")
EPS_CONNECTORS = _whole(0, 8, "connectors")
SATA_CONNECTORS = _whole(0, 64, "connectors")
# A multi-rail PSU's per-rail 12 V current limit (OCP): ATX12V guides set 18-20 A, current
# multi-rail units 30-60 A; 300 A is beyond any single-rail unit's whole 12 V output.
RAIL_12V_A = _above(0, 300, "A")
# Expansion-slot position on a board, counted from the CPU: E-ATX/EEB boards have 8, so 10
# leaves headroom; a position past the board's own size is a finding, not a load error.
SLOT_POSITION = _whole(1, 10, "slot position")
# Catalogue maxima (data/parts) with an order of magnitude of headroom: B200 180 GB,
# 7,700 GB/s, 1,000 W; the longest card 313 mm, the roomiest case 524 mm.
GPU_VRAM_GB = Limit(0.1, 2_048, "GB")
MEM_BANDWIDTH_GBS = Limit(1, 100_000, "GB/s")
TFLOPS = Limit(0, 100_000, "TFLOPS")
TFLOPS_POSITIVE = Limit(0.01, 100_000, "TFLOPS")  # 1e-308 made times to train infinite
CACHE_MB = Limit(0, 4_096, "MB")
BOARD_POWER_W = Limit(1, 5_000, "W")
CPU_POWER_W = Limit(1, 2_000, "W")  # catalogue: EPYC 9554, 360 W
LINK_BW_GBS = Limit(0, 100_000, "GB/s")
PART_LENGTH_MM = Limit(1, 1_000, "mm")
PART_HEIGHT_MM = Limit(1, 1_000, "mm")
LAUNCH_PRICE_USD = Limit(0, 1e7, "USD")
# Catalogue: 64 cores / 128 threads / 128 lanes (Threadripper PRO 7985WX), 6,144 GB (EPYC 9554).
CPU_CORES = _whole(1, 1_024, "cores")
CPU_THREADS_SPEC = _whole(1, 2_048, "threads")
CLOCK_GHZ = Limit(0.1, 10, "GHz")
PCIE_LANES_CPU = _whole(0, 512, "lanes")
MEMORY_CHANNELS = _whole(1, 32, "channels")
MAX_MEMORY_GB = _above(0, 1_000_000, "GB")
MEMORY_SPEED_MTS = _whole(1, 20_000, "MT/s")
MODULE_GB = _above(0, 4_096, "GB")
CAS_LATENCY = _whole(1, 200, "cycles")
# Ranks per module: 1R/2R on desktop DIMMs, 4R/8R on large server RDIMMs/LRDIMMs.
MODULE_RANKS = _whole(1, 8, "ranks")
STORAGE_GB = Limit(1, 1_000_000, "GB")  # one drive of a petabyte
STORAGE_MBS = Limit(1, 100_000, "MB/s")
STORAGE_IOPS = Limit(1, 1e8, "IOPS")
RPM = _whole(1, 20_000, "rpm")
PSU_WATTS = Limit(1, 20_000, "W")  # catalogue: 2,200 W; a wall circuit gives ~15 kW
NETWORK_GBE = Limit(0, 1_600, "Gbit/s")
EXPANSION_SLOTS = _whole(0, 32, "slots")  # catalogue: 9
DRIVE_BAYS = _whole(0, 128, "bays")
RADIATOR_MM = _whole(1, 1_000, "mm")
COOLER_WATTS = Limit(1, 2_000, "W")

# ----------------------------------------------------------------- dates
# Prices and specs are dated; the first dlbox-era GPUs (2010) less a margin, and
# never in the future beyond a day (a price list dated tomorrow in another time zone).
EARLIEST_DATE = dt.date(1990, 1, 1)
FUTURE_MARGIN = dt.timedelta(days=1)


def latest_date() -> dt.date:
    return dt.date.today() + FUTURE_MARGIN


def date_problem(value: dt.date) -> str | None:
    """'expected a date from 1990-01-01 to <tomorrow>, got …', or None."""
    if EARLIEST_DATE <= value <= latest_date():
        return None
    return (
        f"expected a date from {EARLIEST_DATE.isoformat()} to {latest_date().isoformat()} "
        f"(not in the future), got {value.isoformat()}"
    )


class _DateLimit:
    """Pydantic metadata for a dated price or spec: refuses 9999-12-31 and 1066-10-14."""

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        def validate(value: Any) -> Any:
            if isinstance(value, dt.date):
                problem = date_problem(value)
                if problem is not None:
                    raise ValueError(problem)
            return value

        return core_schema.no_info_after_validator_function(validate, handler(source))


PAST_DATE = _DateLimit()


# ---------------------------------------------------------- the register
def _registry() -> dict[str, Limit]:
    return {name: value for name, value in globals().items() if isinstance(value, Limit)}


LIMITS: dict[str, Limit] = _registry()


def error_text(error: Any) -> str:
    """A pydantic error's message without pydantic's 'Value error, ' prefix."""
    message = str(error.get("msg", "invalid value")) if isinstance(error, dict) else str(error)
    return message.removeprefix("Value error, ")


def options_problem(values: Any, table: dict[str, Limit]) -> str | None:
    """The first option of ``values`` (an argparse Namespace or a dict) outside its range,
    as one line naming the flag (``cpu_threads`` → ``--cpu-threads``); None when all fit.
    Options left out (None) are not checked."""
    for name, limit in table.items():
        value = values.get(name) if isinstance(values, dict) else getattr(values, name, None)
        if value is None:
            continue
        problem = limit.problem(value)
        if problem is not None:
            return f"--{name.replace('_', '-')}: {problem}"
    return None
