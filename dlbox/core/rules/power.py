"""Rules 13–16: load and transient estimates, PSU rating and connectors, wall circuit.

Load = Σ GPU board power + CPU sustained power (AMD PPT / Intel PL2, not the base
TDP) + the rest of the system.  The rest is built up from typical active draws
(rounded up) so that a normal tower lands in the 50–100 W the rules call for and a
mini PC lands lower.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

from dlbox.core.parts import CPU, GPU, PSU, Category, Motherboard
from dlbox.core.rules.findings import Finding, Fix, error, fix, note, w, warning
from dlbox.core.rules.site import DEFAULT_CIRCUIT_A, DEFAULT_MAINS_V
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, Message, count, join_and, msg
from dlbox.core.rules.view import BuildView

# Board + chipset + fans + USB, by board size: our estimates of typical active draw,
# rounded up (no vendor publishes these); they put a normal tower at 50–100 W of "rest"
# with the drives and memory below, as COMPAT_RULES.md rule 13 asks.
BOARD_REST_W: dict[str, float] = {
    "Mini-STX": 15.0,
    "Mini-ITX": 30.0,
    "Micro-ATX": 35.0,
    "ATX": 40.0,
    "E-ATX": 50.0,
    "EEB": 50.0,
    "CEB": 50.0,
    "SSI-EEB": 50.0,
    "SSI-CEB": 50.0,
}
DEFAULT_BOARD_REST_W = 40.0
MODULE_W = 3.0  # one DDR4/DDR5 module under load
REGISTERED_MODULE_W = 5.0  # RDIMMs carry a register chip and usually more ranks
DRIVE_W: dict[str, float] = {"nvme": 7.0, "sata_ssd": 4.0, "u2": 14.0}
HDD_W: dict[str, float] = {"3.5": 9.0, "2.5": 3.0}

# RTX 3090/4090/5090-class cards spike to 1.5–2× board power for well under a
# millisecond (4090 > 600 W, 5090 ≈ 900 W); 1.6× reproduces both figures.
HIGH_TRANSIENT_FACTOR = 1.6
HIGH_TRANSIENT_ARCH = ("ampere", "ada", "blackwell")
HIGH_TRANSIENT_MIN_W = 300.0
HIGH_END_GPU_W = 250.0

LOAD_WARN_FRACTION = 0.80  # keep sustained load at or below 80 % of the rating
ATX3_EXCURSION = 2.0  # ATX 3.x units must ride out 200 % of rating for 100 µs

# 80 PLUS certification minimums (115 V internal, non-redundant; CLEAResult 80 PLUS
# programme table) at 50 % and 100 % load.
EFFICIENCY: dict[str, tuple[float, float]] = {
    "white": (0.80, 0.80),
    "bronze": (0.85, 0.82),
    "silver": (0.88, 0.85),
    "gold": (0.90, 0.87),
    "platinum": (0.92, 0.89),
    "titanium": (0.94, 0.90),
}
UNRATED_EFFICIENCY = 0.80  # no 80 PLUS badge: assume the lowest certified level

# Without site settings, a North American 120 V / 15 A branch circuit: 1,800 W, 80 % of
# it (1,440 W) for a continuous load (the NEC rule, applied to every site).
CONTINUOUS_FRACTION = 0.80
HIGH_MAINS_V = 200.0  # 220–240 V mains

# Power-limit → training speed (COMPAT_RULES.md rule 16: 4 × RTX 3090 capped
# 350 → 280 W kept > 95 % of speed); below 70 % we make no claim.
POWER_LIMIT_SPEED: tuple[tuple[float, float], ...] = ((0.70, 0.90), (0.80, 0.96), (1.00, 1.00))
MIN_POWER_LIMIT = 0.70

PCIE_8PIN_W = 150.0


def is_high_transient(gpu: GPU) -> bool:
    """A consumer/workstation Ampere, Ada or Blackwell card of 300 W and up."""
    arch = gpu.architecture.lower()
    return (
        gpu.vendor == "NVIDIA"
        and gpu.board_power_w >= HIGH_TRANSIENT_MIN_W
        and gpu.display_outputs
        and any(arch.startswith(a) for a in HIGH_TRANSIENT_ARCH)
    )


def gpu_transient_w(gpu: GPU) -> float:
    return gpu.board_power_w * (HIGH_TRANSIENT_FACTOR if is_high_transient(gpu) else 1.0)


def board_rest_w(board: Motherboard | None) -> float:
    if board is None:
        return DEFAULT_BOARD_REST_W
    return BOARD_REST_W.get(board.form_factor, DEFAULT_BOARD_REST_W)


def drive_w(kind: str, form_factor: str) -> float:
    if kind == "hdd":
        return HDD_W.get(form_factor, HDD_W["3.5"])
    return DRIVE_W.get(kind, DRIVE_W["nvme"])


def ceil_to(value: float, step: float = 50.0) -> float:
    return math.ceil(value / step - 1e-9) * step


def recommended_psu_w(load_w: float) -> float:
    return ceil_to(load_w / LOAD_WARN_FRACTION)


def efficiency(psu: PSU | None, load_fraction: float) -> float:
    if psu is None or psu.efficiency not in EFFICIENCY:
        return UNRATED_EFFICIENCY
    half, full = EFFICIENCY[psu.efficiency]
    t = min(max((load_fraction - 0.5) / 0.5, 0.0), 1.0)
    return half + (full - half) * t


def power_limit_speed(fraction: float) -> float | None:
    """Relative training speed at a GPU power limit (fraction of board power); None below 70 %."""
    if fraction >= 1.0:
        return 1.0
    if fraction < MIN_POWER_LIMIT:
        return None
    for (x0, y0), (x1, y1) in itertools.pairwise(POWER_LIMIT_SPEED):
        if x0 <= fraction <= x1:
            return y0 + (y1 - y0) * (fraction - x0) / (x1 - x0)
    return None


@dataclass(frozen=True, slots=True)
class PowerEstimate:
    gpu_w: float
    cpu_w: float
    rest_w: float
    transient_w: float
    supply_w: float | None
    wall_w: float  # AC draw at the wall: load_w / efficiency
    efficiency: float
    high_transient: tuple[GPU, ...]

    @property
    def load_w(self) -> float:
        return self.gpu_w + self.cpu_w + self.rest_w

    @property
    def recommended_psu_w(self) -> float:
        return recommended_psu_w(self.load_w)


def rest_w(view: BuildView) -> float:
    parts = (view.cpu, view.board, view.psu, view.case, view.cooler)
    if not (view.gpus or view.memory or view.drives or any(p is not None for p in parts)):
        return 0.0  # an empty build draws nothing
    memory = sum(
        kit.modules * (REGISTERED_MODULE_W if kit.registered else MODULE_W) for kit in view.memory
    )
    drives = sum(drive_w(d.kind, d.form_factor) for d in view.drives)
    return board_rest_w(view.board) + memory + drives


def power_limit(view: BuildView) -> float:
    """The GPU power limit the user trains at (TrainSettings.power_limit_frac), 1.0 = stock."""
    return float(view.setting("power_limit_frac", 1.0))


def cpu_power_w(cpu: CPU | None) -> float:
    """The CPU's sustained draw (PPT/PL2); where that is unknown, its TDP, which the sustained
    draw never falls below (so a load built on it is a floor: ``cpu_power`` says so)."""
    if cpu is None:
        return 0.0
    return cpu.sustained_power_w if cpu.sustained_power_w is not None else cpu.tdp_w


def estimate_power(view: BuildView) -> PowerEstimate:
    cap = power_limit(view)
    gpu = sum(g.board_power_w for g in view.gpus) * cap
    cpu = cpu_power_w(view.cpu)
    rest = rest_w(view)
    transient = sum(gpu_transient_w(g) for g in view.gpus) * cap + cpu + rest
    supply = view.supply_w
    load = gpu + cpu + rest
    eff = efficiency(view.psu, load / supply if supply else 0.5)
    return PowerEstimate(
        gpu,
        cpu,
        rest,
        transient,
        supply,
        load / eff,
        eff,
        tuple(g for g in view.gpus if is_high_transient(g)),
    )


def power_limit_text(view: BuildView, target_load_w: float) -> str | Message:
    """'cap the GPUs at 80 % (350 → 280 W): about 0.96× speed', or '' if that is not enough."""
    est = view.power
    stock = sum(g.board_power_w for g in view.gpus)
    if stock <= 0:
        return ""
    allowed_gpu = target_load_w - est.cpu_w - est.rest_w
    fraction = math.floor(allowed_gpu / stock * 20) / 20  # whole 5 % steps of board power
    speed = power_limit_speed(fraction)
    if speed is None or fraction >= 1.0:
        return ""
    gpu = max(view.gpus, key=lambda g: g.board_power_w)
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPUs at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, "
            "e.g. nvidia-smi -pl): about %(speed)s× training speed",
        )
        if len(view.gpus) > 1
        else QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPU at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, "
            "e.g. nvidia-smi -pl): about %(speed)s× training speed",
        ),
        fraction=f"{fraction:.0%}",
        gpu=gpu.name,
        stock=w(gpu.board_power_w),
        capped=w(gpu.board_power_w * fraction),
        speed=f"{speed:.2f}",
    )


def _parts(view: BuildView) -> list:  # type: ignore[type-arg]
    supply = view.psu if view.psu is not None else view.case
    return [p for p in (supply, view.cpu, *{g.id: g for g in view.gpus}.values()) if p is not None]


def psu_capacity(view: BuildView) -> Iterator[Finding]:
    est = view.power
    supply = est.supply_w
    if supply is None:
        if view.gpus or view.cpu is not None:
            yield note(
                "power.psu_missing",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "No PSU picked: this build draws about %(load)s; pick at least %(psu)s",
                    ),
                    load=w(est.load_w),
                    psu=w(est.recommended_psu_w),
                ),
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP("Findings", "Add a PSU of at least %(psu)s"),
                        psu=w(est.recommended_psu_w),
                    ),
                    Category.PSU,
                    _at_least(est.recommended_psu_w),
                    "wattage",
                ),
            )
        return
    load = est.load_w
    share = load / supply
    if share <= LOAD_WARN_FRACTION:
        return
    name: str | Message = (
        view.psu.name
        if view.psu is not None
        else msg(QT_TRANSLATE_NOOP("Findings", "%(case)s's adapter"), case=view.case.name)  # type: ignore[union-attr]
    )
    breakdown = msg(
        QT_TRANSLATE_NOOP("Findings", "%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest")
        if view.cpu is None or view.cpu.sustained_power_w is not None
        else QT_TRANSLATE_NOOP(
            "Findings", "%(gpu)s GPU + %(cpu)s CPU (TDP; sustained unknown) + %(rest)s rest"
        ),
        gpu=w(est.gpu_w),
        cpu=w(est.cpu_w),
        rest=w(est.rest_w),
    )
    loads = {"load": w(load), "breakdown": breakdown, "name": name, "supply": w(supply)}
    if share > 1.0:
        yield error(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s); %(name)s is rated %(supply)s "
                    "(%(share)s)",
                ),
                share=f"{share:.0%}",
                **loads,
            ),
            *_parts(view),
            fix=_bigger_psu(view, supply),
        )
    elif view.bundled_supply:
        yield note(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s's "
                    "%(supply)s: the vendor sized this adapter for the chassis; keep GPU "
                    "and CPU at stock power",
                ),
                share=f"{share:.0%}",
                **loads,
            ),
            *_parts(view),
        )
    else:
        yield warning(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s's "
                    "%(supply)s; above %(limit)s the PSU runs hot and loud with no headroom",
                ),
                share=f"{share:.0%}",
                limit=f"{LOAD_WARN_FRACTION:.0%}",
                **loads,
            ),
            *_parts(view),
            fix=_bigger_psu(view, supply),
        )


def _bigger_psu(view: BuildView, supply: float) -> Fix:
    """A PSU rated for the load, or the GPU power limit that keeps ``supply`` at 80 %."""
    recommended = view.power.recommended_psu_w
    limit = power_limit_text(view, supply * LOAD_WARN_FRACTION)
    alternatives = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a PSU of at least %(psu)s, or %(limit)s"),
            psu=w(recommended),
            limit=limit,
        )
        if limit
        else msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a PSU of at least %(psu)s"), psu=w(recommended)
        )
    )
    return fix(
        alternatives,
        Category.PSU,
        _at_least(recommended),
        "wattage",
        if_none=_no_psu_large_enough(view, recommended),
    )


def circuit(view: BuildView) -> tuple[float, float, float]:
    """Mains volts, circuit amps and the continuous load the circuit carries (W)."""
    volts = float(view.setting("mains_voltage_v", DEFAULT_MAINS_V))
    amps = float(view.setting("circuit_amps", DEFAULT_CIRCUIT_A))
    return volts, amps, volts * amps * CONTINUOUS_FRACTION


def _no_psu_large_enough(view: BuildView, recommended: float) -> Message:
    """The fix when no catalogue PSU is rated ``recommended``: what else can be done."""
    est = view.power
    stock = sum(g.board_power_w for g in view.gpus)
    facts: dict[str, str | Message] = {"psu": w(recommended)}
    capped: str | Message = ""
    speed = power_limit_speed(MIN_POWER_LIMIT)
    if stock > 0 and speed is not None:
        capped_load = stock * MIN_POWER_LIMIT + est.cpu_w + est.rest_w
        capped = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "; cap the GPUs at %(fraction)s of board power (about %(speed)s× training "
                "speed), which brings the load to about %(load)s, for a PSU of at least %(psu)s",
            ),
            fraction=f"{MIN_POWER_LIMIT:.0%}",
            speed=f"{speed:.2f}",
            load=w(capped_load),
            psu=w(recommended_psu_w(capped_load)),
        )
    volts, _amps, continuous = circuit(view)
    wall: str | Message = ""
    if est.wall_w > continuous:
        wall = (
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "; and at the wall a load this large needs a 20 A or 230–240 V circuit",
                )
            )
            if volts < HIGH_MAINS_V
            else msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "; and at the wall a load this large needs a circuit with a higher rating",
                )
            )
        )
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "No PSU in the catalogue is rated %(psu)s or more. Use fewer GPUs%(capped)s; or feed "
            "some GPUs' power cables from a second PSU (a dual-PSU adapter switches both on "
            "together)%(wall)s",
        ),
        capped=capped,
        wall=wall,
        **facts,
    )


def _at_least(watts: float):  # type: ignore[no-untyped-def]
    return lambda t: t.num("wattage_w") >= watts


def transients(view: BuildView) -> Iterator[Finding]:
    psu, est = view.psu, view.power
    if psu is None or view.bundled_supply:
        return
    high_end = [g for g in view.gpus if g.board_power_w >= HIGH_END_GPU_W]
    if not est.high_transient and len(high_end) < 2:
        return
    spiky = est.high_transient or tuple(high_end)
    who = ", ".join(sorted({g.name for g in spiky}))
    spike = est.transient_w
    if psu.is_atx3:
        if spike > ATX3_EXCURSION * psu.wattage_w:
            yield warning(
                "power.transients",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Short spikes of about %(spike)s (%(who)s); ATX 3.x %(psu)s is specified "
                        "for %(excursion)s (200 %% of %(rating)s)",
                    ),
                    spike=w(spike),
                    who=who,
                    psu=psu.name,
                    excursion=w(ATX3_EXCURSION * psu.wattage_w),
                    rating=w(psu.wattage_w),
                ),
                psu,
                *spiky,
                fix=fix(
                    msg(QT_TRANSLATE_NOOP("Findings", "Pick a larger ATX 3.x PSU")),
                    Category.PSU,
                    _atx3_at_least(spike / 2),
                ),
            )
        return
    if spike <= psu.wattage_w:
        return  # a non-ATX 3 unit with the spikes inside its rating has the margin it needs
    version = (
        f"ATX {psu.atx_version}"
        if psu.atx_version
        else msg(QT_TRANSLATE_NOOP("Findings", "ATX version unknown"))
    )
    message = msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "Spikes of about %(spike)s system-wide for under a millisecond (%(who)s); %(psu)s "
            "(%(version)s) is rated %(rating)s: older units may trip over-current protection "
            "and shut down",
        ),
        who=who,
        spike=w(spike),
        psu=psu.name,
        version=version,
        rating=w(psu.wattage_w),
    )
    remedy = fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Pick an ATX 3.x PSU (rides out 200 %% spikes) or one rated at least %(psu)s",
            ),
            psu=w(ceil_to(spike)),
        ),
        Category.PSU,
        _atx3_or_at_least(spike),
    )
    if psu.atx_version:
        yield warning("power.transients", message, psu, *spiky, fix=remedy)
    else:
        yield note("power.transients", message, psu, *spiky, fix=remedy)


def _atx3_at_least(watts: float):  # type: ignore[no-untyped-def]
    return lambda t: t.atx3() & (t.num("wattage_w") >= watts)


def _atx3_or_at_least(spike: float):  # type: ignore[no-untyped-def]
    return lambda t: (
        (t.atx3() & (t.num("wattage_w") * ATX3_EXCURSION >= spike)) | (t.num("wattage_w") >= spike)
    )


@dataclass(frozen=True, slots=True)
class ConnectorNeed:
    pcie_cables: int  # 6-pin and 8-pin inputs, one PSU 6+2 connector each
    hpwr_inputs: int
    adapter_8pins: list[int]  # 8-pins a bundled adapter needs per 16-pin input, largest first

    def eight_pins_needed(self, native_16pin: int) -> int:
        return self.pcie_cables + sum(self.adapter_8pins[native_16pin:])


def adapter_8pins(gpu: GPU) -> int:
    """8-pin plugs a GPU's bundled 16-pin adapter takes (2 for ≤ 300 W … 4 for 600 W)."""
    per_input = gpu.board_power_w / max(gpu.hpwr_16pin or 0, 1)
    return min(4, max(2, math.ceil(per_input / PCIE_8PIN_W - 1e-9)))


def connector_need(gpus: tuple[GPU, ...] | list[GPU]) -> ConnectorNeed:
    # A count that is unknown asks for nothing here; gpu_inputs_not_checked says so.
    cables = sum((g.pcie_6pin or 0) + (g.pcie_8pin or 0) for g in gpus)
    adapters = sorted(
        (adapter_8pins(g) for g in gpus for _ in range(g.hpwr_16pin or 0)), reverse=True
    )
    return ConnectorNeed(cables, len(adapters), adapters)


def _eight_pins(n: int) -> Message:
    return count(
        n,
        QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pin"),
        QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pins"),
    )


def _wanted(need: ConnectorNeed, gpus: int) -> Message:
    """'the GPUs need 2 PCIe 6/8-pin inputs and 1 16-pin … input' (the GPU needs …)."""
    asked: list[str | Message] = []
    if need.pcie_cables:
        asked.append(
            count(
                need.pcie_cables,
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin input"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin inputs"),
            )
        )
    if need.hpwr_inputs:
        asked.append(
            count(
                need.hpwr_inputs,
                QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) input"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) inputs"),
            )
        )
    return msg(
        QT_TRANSLATE_NOOP("Findings", "the GPU needs %(wanted)s")
        if gpus == 1
        else QT_TRANSLATE_NOOP("Findings", "the GPUs need %(wanted)s"),
        wanted=join_and(asked),
    )


def fewest_native(need: ConnectorNeed, eight_pins: int) -> int | None:
    """Fewest native 16-pin sockets with which ``eight_pins`` 8-pins are enough (None: never)."""
    for native in range(need.hpwr_inputs + 1):
        if need.eight_pins_needed(native) <= eight_pins:
            return native
    return None


def gpu_connectors(view: BuildView) -> Iterator[Finding]:
    """PCIe 6/8-pin and 16-pin inputs against the PSU's cables.

    An unknown count is only mentioned when the GPUs depend on it, and never makes an
    error: an unknown native 16-pin count is taken at its most favourable (every input
    native) for the error, at its least favourable (none) for "certainly enough"."""
    psu = view.psu
    if psu is None or view.bundled_supply or not view.gpus:
        return
    need = connector_need(view.gpus)
    if need.pcie_cables == 0 and need.hpwr_inputs == 0:
        return
    models = list({g.id: g for g in view.gpus}.values())
    wanted = _wanted(need, len(view.gpus))
    native_known = psu.hpwr_16pin is not None
    best = psu.hpwr_16pin if psu.hpwr_16pin is not None else need.hpwr_inputs
    worst = psu.hpwr_16pin if psu.hpwr_16pin is not None else 0
    eight_best, eight_worst = need.eight_pins_needed(best), need.eight_pins_needed(worst)
    if eight_worst == 0:
        return  # the PSU's native 16-pin sockets feed every GPU: its 8-pin count is moot
    if psu.pcie_8pin is None:
        if native_known or not need.hpwr_inputs:
            after: str | Message = (
                msg(
                    QT_TRANSLATE_NOOP("Findings", " after its %(native)s native 16-pin"),
                    native=str(worst),
                )
                if worst
                else ""
            )
            message = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s: %(eight)s from %(psu)s%(after)s, whose PCIe "
                    "8-pin count is unknown: check its cable table",
                ),
                wanted=wanted,
                eight=_eight_pins(eight_worst),
                psu=psu.name,
                after=after,
            )
        else:
            message = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(psu)s's PCIe 8-pin and native 16-pin counts "
                    "are unknown: check its cable table",
                ),
                wanted=wanted,
                psu=psu.name,
            )
        yield note("power.gpu_connectors", message, psu, *models)
        return
    if eight_best <= psu.pcie_8pin < eight_worst:
        # Enough only if the PSU has some native 16-pin sockets, and that count is unknown.
        yield note(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(psu)s has %(eight)s, enough only with at least "
                    "%(native)s native 16-pin, and its native 16-pin count is unknown: check its "
                    "cable table",
                ),
                wanted=wanted,
                psu=psu.name,
                eight=_eight_pins(psu.pcie_8pin),
                native=str(fewest_native(need, psu.pcie_8pin)),
            ),
            psu,
            *models,
        )
        return
    has = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "%(psu)s has %(eight)s and %(native)s native 16-pin"),
            psu=psu.name,
            eight=_eight_pins(psu.pcie_8pin),
            native=str(psu.hpwr_16pin),
        )
        if native_known
        else msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(psu)s has %(eight)s and an unknown number of native 16-pin"
            ),
            psu=psu.name,
            eight=_eight_pins(psu.pcie_8pin),
        )
    )
    adapters = max(0, need.hpwr_inputs - best)
    via: str | Message = ""
    if adapters:
        via = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "; %(n_inputs)s 16-pin input through the card's adapter takes %(n)s 8-pins",
            )
            if adapters == 1
            else QT_TRANSLATE_NOOP(
                "Findings",
                "; %(n_inputs)s 16-pin inputs through the cards' adapters take %(n)s 8-pins",
            ),
            n_inputs=str(adapters),
            n=str(sum(need.adapter_8pins[best:])),
        )
    if eight_best > psu.pcie_8pin:
        yield error(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(wanted)s; %(has)s%(via)s: %(eight)s needed"),
                wanted=wanted,
                has=has,
                via=via,
                eight=_eight_pins(eight_best),
            ),
            psu,
            *models,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a PSU with enough PCIe/16-pin connectors (one cable per socket, no "
                        "daisy-chained pigtails)",
                    )
                ),
                Category.PSU,
            ),
        )
    elif adapters:
        yield note(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): "
                    "use a separate cable per 8-pin plug",
                ),
                wanted=wanted,
                has=has,
                via=via,
                eight=str(eight_best),
                total=str(psu.pcie_8pin),
            ),
            psu,
            *models,
        )


def gpu_inputs_not_checked(view: BuildView) -> tuple[str, ...]:
    """GPUs whose power-input counts are unknown: their cables were not counted."""
    unknown = sorted({g.name for g in view.gpus if not g.power_inputs_known})
    if not unknown:
        return ()
    return (
        "PCIe/12V-2x6/EPS power inputs of "
        + ", ".join(unknown)
        + " (the part does not state them): the PSU's cables were not counted for it",
    )


def eps_connectors(view: BuildView) -> Iterator[Finding]:
    psu = view.psu
    if psu is None or view.bundled_supply:
        return
    # An unknown board count asks for nothing we can hold against the PSU.
    board_eps = (view.board.eps_8pin or 0) if view.board is not None else 0
    gpu_eps = sum(g.eps_8pin or 0 for g in view.gpus)
    minimum = min(board_eps, 1) + gpu_eps
    full = board_eps + gpu_eps
    if full == 0:
        return
    parts = [p for p in (psu, view.board) if p is not None]
    parts += [g for g in {g.id: g for g in view.gpus}.values() if g.eps_8pin]
    wants: str | Message = ""
    if view.board is not None:
        wants = msg(
            QT_TRANSLATE_NOOP("Findings", "%(board)s has %(n)s EPS 8-pin socket")
            if board_eps == 1
            else QT_TRANSLATE_NOOP("Findings", "%(board)s has %(n)s EPS 8-pin sockets"),
            board=view.board.name,
            n=str(board_eps),
        )
    if gpu_eps:
        gpus = msg(
            QT_TRANSLATE_NOOP("Findings", "the GPUs take %(n)s EPS 8-pin")
            if len(view.gpus) > 1
            else QT_TRANSLATE_NOOP("Findings", "the GPU takes %(n)s EPS 8-pin"),
            n=str(gpu_eps),
        )
        wants = (
            msg(QT_TRANSLATE_NOOP("Findings", "%(board)s, and %(gpus)s"), board=wants, gpus=gpus)
            if wants
            else gpus
        )
    if psu.eps_8pin is None:
        yield note(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wants)s; %(psu)s's EPS connector count is unknown: check its cable table",
                ),
                wants=wants,
                psu=psu.name,
            ),
            *parts,
        )
    elif minimum > psu.eps_8pin:
        yield error(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(wants)s: at least %(n)s needed; %(psu)s has %(has)s"
                ),
                wants=wants,
                n=str(minimum),
                psu=psu.name,
                has=str(psu.eps_8pin),
            ),
            *parts,
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU with more EPS 8-pin CPU connectors")),
                Category.PSU,
            ),
        )
    elif full > psu.eps_8pin:
        yield warning(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wants)s; %(psu)s has %(has)s: the board's extra EPS socket stays empty, "
                    "fine at stock, limiting under heavy all-core CPU load",
                ),
                wants=wants,
                psu=psu.name,
                has=str(psu.eps_8pin),
            ),
            *parts,
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU with more EPS 8-pin CPU connectors")),
                Category.PSU,
                lambda t: t.num("eps_8pin") >= full,
                "eps_8pin",
            ),
        )


def wall_circuit(view: BuildView) -> Iterator[Finding]:
    est = view.power
    if est.supply_w is None or not view.gpus:
        return
    volts, amps, continuous = circuit(view)
    wall = est.wall_w
    if wall <= continuous:
        return
    limit = power_limit_text(view, continuous * est.efficiency)
    other = (
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "use a dedicated 20 A or 230–240 V circuit, or split the GPUs across two machines",
            )
        )
        if volts < HIGH_MAINS_V
        else msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "use a dedicated circuit rated above %(amps)s A, or split the GPUs across two "
                "machines",
            ),
            amps=f"{amps:g}",
        )
    )
    yield warning(
        "power.wall_circuit",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); the "
                "%(volts)s V / %(amps)s A circuit%(assumed)s carries %(continuous)s continuously "
                "(%(fraction)s of %(rating)s)",
            ),
            assumed=(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        " (assumed: set yours in Settings or with --mains-voltage/--circuit-amps)",
                    )
                )
                if view.setting("mains_voltage_v", None) is None
                and view.setting("circuit_amps", None) is None
                else ""
            ),
            wall=w(wall),
            load=w(est.load_w),
            efficiency=f"{est.efficiency:.0%}",
            volts=f"{volts:g}",
            amps=f"{amps:g}",
            continuous=w(continuous),
            fraction=f"{CONTINUOUS_FRACTION:.0%}",
            rating=w(volts * amps),
        ),
        *_parts(view),
        fix=fix(
            msg(QT_TRANSLATE_NOOP("Findings", "%(limit)s, or %(other)s"), limit=limit, other=other)
            if limit
            else other
        ),
    )


def cpu_power(view: BuildView) -> Iterator[Finding]:
    """An unknown sustained draw: the load counts the TDP, a floor; say so."""
    cpu = view.cpu
    if cpu is None or cpu.sustained_power_w is not None:
        return
    yield note(
        "power.cpu_power",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s's sustained power (PPT/PL2) is unknown: the load counts its %(tdp)s "
                "TDP, and it may draw more; check it",
            ),
            cpu=cpu.name,
            tdp=w(cpu.tdp_w),
        ),
        cpu,
    )


RULES = (psu_capacity, transients, gpu_connectors, eps_connectors, wall_circuit, cpu_power)
