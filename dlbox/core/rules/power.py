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

from dlbox.core.parts import GPU, PSU, Category, Motherboard
from dlbox.core.rules.findings import Finding, error, fix, note, w, warning
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

# A North American 120 V / 15 A branch circuit: 1,800 W, 80 % of it (1,440 W)
# for a continuous load.
DEFAULT_MAINS_V = 120.0
DEFAULT_CIRCUIT_A = 15.0
CONTINUOUS_FRACTION = 0.80

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
    wall_w: float | None
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


def estimate_power(view: BuildView) -> PowerEstimate:
    cap = power_limit(view)
    gpu = sum(g.board_power_w for g in view.gpus) * cap
    cpu = view.cpu.sustained_power_w if view.cpu is not None else 0.0
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
    name: str | Message = (
        view.psu.name
        if view.psu is not None
        else msg(QT_TRANSLATE_NOOP("Findings", "%(case)s's adapter"), case=view.case.name)  # type: ignore[union-attr]
    )
    breakdown = msg(
        QT_TRANSLATE_NOOP("Findings", "%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest"),
        gpu=w(est.gpu_w),
        cpu=w(est.cpu_w),
        rest=w(est.rest_w),
    )
    share = load / supply
    recommended = est.recommended_psu_w
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
            fix=fix(alternatives, Category.PSU, _at_least(recommended), "wattage"),
        )
    elif share > LOAD_WARN_FRACTION:
        if view.bundled_supply:
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
                fix=fix(alternatives, Category.PSU, _at_least(recommended), "wattage"),
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
            "%(who)s spike to about %(spike)s system-wide for under a millisecond; %(psu)s "
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
    per_input = gpu.board_power_w / max(gpu.hpwr_16pin, 1)
    return min(4, max(2, math.ceil(per_input / PCIE_8PIN_W - 1e-9)))


def connector_need(gpus: tuple[GPU, ...] | list[GPU]) -> ConnectorNeed:
    cables = sum(g.pcie_6pin + g.pcie_8pin for g in gpus)
    adapters = sorted((adapter_8pins(g) for g in gpus for _ in range(g.hpwr_16pin)), reverse=True)
    return ConnectorNeed(cables, len(adapters), adapters)


def gpu_connectors(view: BuildView) -> Iterator[Finding]:
    psu = view.psu
    if psu is None or view.bundled_supply or not view.gpus:
        return
    need = connector_need(view.gpus)
    if need.pcie_cables == 0 and need.hpwr_inputs == 0:
        return
    models = list({g.id: g for g in view.gpus}.values())
    asked: list[str | Message] = []
    if need.pcie_cables:
        asked.append(
            msg(QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin input"), n="1")
            if need.pcie_cables == 1
            else msg(
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin inputs"), n=str(need.pcie_cables)
            )
        )
    if need.hpwr_inputs:
        asked.append(
            msg(QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) input"), n="1")
            if need.hpwr_inputs == 1
            else msg(
                QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) inputs"),
                n=str(need.hpwr_inputs),
            )
        )
    wanted = join_and(asked)
    if psu.pcie_8pin is None:
        yield note(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "The GPUs need %(wanted)s; %(psu)s's PCIe connector count is unknown: "
                    "check its cable table",
                ),
                wanted=wanted,
                psu=psu.name,
            ),
            psu,
            *models,
        )
        return
    # An unknown native 16-pin count is taken at its most favourable (all inputs native),
    # so only a certain shortage becomes an error.
    native = psu.hpwr_16pin if psu.hpwr_16pin is not None else need.hpwr_inputs
    eight = need.eight_pins_needed(native)
    has = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "%(psu)s has %(eight)s and %(native)s native 16-pin"),
            psu=psu.name,
            eight=count(
                psu.pcie_8pin,
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pin"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pins"),
            ),
            native=str(psu.hpwr_16pin),
        )
        if psu.hpwr_16pin is not None
        else msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(psu)s has %(eight)s and an unknown number of native 16-pin"
            ),
            psu=psu.name,
            eight=count(
                psu.pcie_8pin,
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pin"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pins"),
            ),
        )
    )
    adapters = max(0, need.hpwr_inputs - native)
    via: str | Message = ""
    if adapters:
        via = msg(
            QT_TRANSLATE_NOOP(
                "Findings", "; %(inputs)s through the card's adapter take %(n)s 8-pins"
            ),
            inputs=(
                msg(QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin input"), n="1")
                if adapters == 1
                else msg(QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin inputs"), n=str(adapters))
            ),
            n=str(sum(need.adapter_8pins[native:])),
        )
    if eight > psu.pcie_8pin:
        yield error(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "The GPUs need %(wanted)s; %(has)s%(via)s: %(eight)s 8-pins needed"
                ),
                wanted=wanted,
                has=has,
                via=via,
                eight=str(eight),
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
                    "The GPUs need %(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): "
                    "use a separate cable per 8-pin plug",
                ),
                wanted=wanted,
                has=has,
                via=via,
                eight=str(eight),
                total=str(psu.pcie_8pin),
            ),
            psu,
            *models,
        )


def eps_connectors(view: BuildView) -> Iterator[Finding]:
    psu = view.psu
    if psu is None or view.bundled_supply:
        return
    # An unknown board count asks for nothing we can hold against the PSU.
    board_eps = (view.board.eps_8pin or 0) if view.board is not None else 0
    gpu_eps = sum(g.eps_8pin for g in view.gpus)
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
        gpus = msg(QT_TRANSLATE_NOOP("Findings", "the GPUs take %(n)s EPS 8-pin"), n=str(gpu_eps))
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
    volts = float(view.setting("mains_voltage_v", DEFAULT_MAINS_V))
    amps = float(view.setting("circuit_amps", DEFAULT_CIRCUIT_A))
    continuous = volts * amps * CONTINUOUS_FRACTION
    wall = est.load_w / est.efficiency
    if wall <= continuous:
        return
    limit = power_limit_text(view, continuous * est.efficiency)
    yield warning(
        "power.wall_circuit",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); a "
                "%(volts)s V / %(amps)s A circuit carries %(continuous)s continuously "
                "(%(fraction)s of %(rating)s)",
            ),
            wall=w(wall),
            load=w(est.load_w),
            efficiency=f"{est.efficiency:.0%}",
            volts=f"{volts:.0f}",
            amps=f"{amps:.0f}",
            continuous=w(continuous),
            fraction=f"{CONTINUOUS_FRACTION:.0%}",
            rating=w(volts * amps),
        ),
        *_parts(view),
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(limit)s, or use a dedicated 20 A or 230 V circuit, or split the GPUs "
                    "across two machines",
                ),
                limit=limit,
            )
            if limit
            else msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Use a dedicated 20 A or 230 V circuit, or split the GPUs across two machines",
                )
            )
        ),
    )


RULES = (psu_capacity, transients, gpu_connectors, eps_connectors, wall_circuit)
