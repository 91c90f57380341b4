"""Load and transient estimates per PSU, and what each GPU asks of its PSU's cables.

Load = Σ GPU board power + CPU sustained power (AMD PPT / Intel PL2, not the base
TDP) + the rest of the system.  The rest is built up from typical active draws
(rounded up) so that a normal tower lands in the 50–100 W the rules call for and a
mini PC lands lower.  With several PSUs each unit carries the GPUs assigned to it;
PSU 1 also carries the board, the CPU, the rest and the slot power of cards in slots.

Pure: derived once per build view (``BuildView.power``); imports no rule module.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Protocol

from dlbox.core.parts import CPU, GPU, PSU, Memory, Motherboard, Storage
from dlbox.core.rig.placement import Mount
from dlbox.core.rig.spikes import ATX2_LOAD_FRACTION, WINDOWS, figures_for

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

# Consumer/workstation Ampere, Ada and Blackwell cards of 300 W and up: one such card's
# spikes alone can matter, so the transient rule looks at it even on its own.
HIGH_TRANSIENT_ARCH = ("ampere", "ada", "blackwell")
HIGH_TRANSIENT_MIN_W = 300.0
HIGH_END_GPU_W = 250.0

LOAD_WARN_FRACTION = 0.80  # keep sustained load at or below 80 % of the rating

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


def transient_factor(gpu: GPU) -> tuple[float, bool]:
    """(largest cited peak ÷ board power for the card's class, whether any figure is cited).
    A class with no figure in data/gpu_transients.csv counts its steady draw: (1.0, False)."""
    found = figures_for(gpu)
    if not found:
        return 1.0, False
    return max(f.factor for f in found.values()), True


def gpu_transient_w(gpu: GPU) -> float:
    return gpu.board_power_w * transient_factor(gpu)[0]


def window_factor(gpu: GPU, window: str) -> tuple[float, bool]:
    """(peak ÷ board power for peaks of ``window``, whether that window is measured).  With no
    figure for the window, a longer window's figure is a floor (a peak over 10 ms also stands
    under 1 ms), else the steady draw (1.0): unmeasured either way."""
    found = figures_for(gpu)
    if window in found:
        return found[window].factor, True
    longer = [found[w].factor for w in WINDOWS[WINDOWS.index(window) + 1 :] if w in found]
    return max([1.0, *longer]), False


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


# A PCIe x16 slot delivers at most 75 W (PCI Express CEM specification); the rest of a
# card's board power comes through its own cables.
SLOT_W = 75.0

MAIN = 0  # PSU unit 0 feeds the board, the CPU and every GPU not assigned elsewhere


@dataclass(frozen=True, slots=True)
class WindowPeak:
    """A PSU unit's peak for spikes of one window (data/gpu_transients.csv): every GPU it
    feeds at its cited peak, the CPU and the rest at their steady draw.  ``unmeasured`` GPUs
    have no figure for the window and stand at a floor (their steady draw, or a longer
    window's peak), so the watts are then a floor too."""

    window: str
    watts: float
    unmeasured: tuple[GPU, ...]


@dataclass(frozen=True, slots=True)
class PsuFeed:
    """What one PSU unit carries: its GPUs' cable power (and, for PSU 1, the board, CPU,
    rest and the slot power of every GPU in a board slot)."""

    index: int  # 0-based PSU unit; shown as PSU index + 1
    psu: PSU | None  # None: a barebone's bundled adapter
    rating_w: float
    gpus: tuple[GPU, ...]  # GPUs whose power cables this unit feeds
    gpu_w: float
    cpu_w: float
    rest_w: float
    transient_w: float
    high_transient: tuple[GPU, ...]
    peaks: tuple[WindowPeak, ...] = ()

    @property
    def load_w(self) -> float:
        return self.gpu_w + self.cpu_w + self.rest_w

    @property
    def main(self) -> bool:
        return self.index == MAIN

    @property
    def short_of_atx2_margin(self) -> bool:
        """Two or more GPUs of 250 W+ on a unit not rated ATX 3.x whose sustained load is past
        Intel's ATX 2.x sizing (68 %) but within the 80 % every unit gets: the band where
        ``power.psu_capacity`` asks for the extra margin of COMPAT_RULES rule 14."""
        if self.psu is None or self.psu.is_atx3 or self.rating_w <= 0:
            return False
        high_end = sum(1 for g in self.gpus if g.board_power_w >= HIGH_END_GPU_W)
        share = self.load_w / self.rating_w
        return high_end >= 2 and ATX2_LOAD_FRACTION < share <= LOAD_WARN_FRACTION


@dataclass(frozen=True, slots=True)
class PowerEstimate:
    gpu_w: float
    cpu_w: float
    rest_w: float
    transient_w: float
    supply_w: float | None  # every PSU's rating together
    wall_w: float  # AC draw at the wall: Σ each PSU's load / its efficiency
    efficiency: float
    high_transient: tuple[GPU, ...]
    feeds: tuple[PsuFeed, ...] = ()
    peaks: tuple[WindowPeak, ...] = ()  # the whole build's, as if on one PSU

    @property
    def load_w(self) -> float:
        return self.gpu_w + self.cpu_w + self.rest_w

    @property
    def recommended_psu_w(self) -> float:
        return recommended_psu_w(self.load_w)

    @property
    def main_load_w(self) -> float:
        """The load on PSU 1 (the whole load with one PSU)."""
        return self.feeds[MAIN].load_w if len(self.feeds) > 1 else self.load_w

    @property
    def main_supply_w(self) -> float | None:
        return self.feeds[MAIN].rating_w if len(self.feeds) > 1 else self.supply_w


class PowerInputs(Protocol):
    """What the estimate reads (a BuildView); typed here so this module imports no rule."""

    cpu: CPU | None
    board: Motherboard | None
    gpus: tuple[GPU, ...]
    memory: tuple[Memory, ...]
    drives: tuple[Storage, ...]

    @property
    def psus(self) -> tuple[PSU, ...]: ...
    @property
    def gpu_psu(self) -> tuple[int, ...]: ...
    @property
    def gpu_mounts(self) -> tuple[Mount, ...]: ...
    @property
    def supply_w(self) -> float | None: ...
    @property
    def has_parts(self) -> bool: ...
    def setting(self, name: str, default: Any) -> Any: ...


def rest_w(view: PowerInputs) -> float:
    if not view.has_parts:
        return 0.0  # an empty build draws nothing
    memory = sum(
        kit.modules * (REGISTERED_MODULE_W if kit.registered else MODULE_W) for kit in view.memory
    )
    drives = sum(drive_w(d.kind, d.form_factor) for d in view.drives)
    return board_rest_w(view.board) + memory + drives


def power_limit(view: PowerInputs) -> float:
    """The GPU power limit the user trains at (TrainSettings.power_limit_frac), 1.0 = stock."""
    return float(view.setting("power_limit_frac", 1.0))


def cpu_power_w(cpu: CPU | None) -> float:
    """The CPU's sustained draw (PPT/PL2); where that is unknown, its TDP, which the sustained
    draw never falls below (so a load built on it is a floor: ``cpu_power`` says so)."""
    if cpu is None:
        return 0.0
    return cpu.sustained_power_w if cpu.sustained_power_w is not None else cpu.tdp_w


def estimate_power(view: PowerInputs) -> PowerEstimate:
    cap = power_limit(view)
    cpu = cpu_power_w(view.cpu)
    rest = rest_w(view)
    psus = view.psus
    units = max(1, len(psus))
    gpu_w = [0.0] * units
    peak_w = {window: [0.0] * units for window in WINDOWS}
    unmeasured: dict[str, list[list[GPU]]] = {w: [[] for _ in range(units)] for w in WINDOWS}
    fed: list[list[GPU]] = [[] for _ in range(units)]
    for gpu, unit, mount in zip(view.gpus, view.gpu_psu, view.gpu_mounts, strict=True):
        unit = unit if unit < units else MAIN
        draw = gpu.board_power_w * cap
        # A card in a board slot takes up to 75 W through the board, i.e. from PSU 1;
        # a card on a riser takes it through the riser's own cable.
        through_board = 0.0 if mount.riser or unit == MAIN else min(SLOT_W, draw)
        gpu_w[MAIN] += through_board
        gpu_w[unit] += draw - through_board
        for window in WINDOWS:
            factor, measured = window_factor(gpu, window)
            peak_w[window][MAIN] += through_board
            peak_w[window][unit] += draw * factor - through_board
            if not measured:
                unmeasured[window][unit].append(gpu)
        fed[unit].append(gpu)

    def peaks(unit: int, steady: float) -> tuple[WindowPeak, ...]:
        return tuple(
            WindowPeak(w, peak_w[w][unit] + steady, tuple(unmeasured[w][unit])) for w in WINDOWS
        )

    feeds = []
    if psus:
        for i, psu in enumerate(psus):
            main = i == MAIN
            steady = cpu + rest if main else 0.0
            feeds.append(
                PsuFeed(
                    i,
                    psu,
                    psu.wattage_w,
                    tuple(fed[i]),
                    gpu_w[i],
                    cpu if main else 0.0,
                    rest if main else 0.0,
                    max(p.watts for p in peaks(i, steady)),
                    tuple(g for g in fed[i] if is_high_transient(g)),
                    peaks(i, steady),
                )
            )
    elif view.supply_w is not None:  # a barebone's bundled adapter
        feeds.append(
            PsuFeed(
                MAIN,
                None,
                view.supply_w,
                tuple(fed[MAIN]),
                gpu_w[MAIN],
                cpu,
                rest,
                max(p.watts for p in peaks(MAIN, cpu + rest)),
                tuple(g for g in fed[MAIN] if is_high_transient(g)),
                peaks(MAIN, cpu + rest),
            )
        )
    gpu_total = sum(gpu_w)
    load = gpu_total + cpu + rest
    supply = view.supply_w
    if feeds:
        wall = sum(
            f.load_w / efficiency(f.psu, f.load_w / f.rating_w if f.rating_w else 0.5)
            for f in feeds
        )
    else:
        wall = load / efficiency(None, 0.5)
    eff = load / wall if wall else efficiency(None, 0.5)
    return PowerEstimate(
        gpu_total,
        cpu,
        rest,
        max(sum(peak_w[w]) for w in WINDOWS) + cpu + rest,
        supply,
        wall,
        eff,
        tuple(g for g in view.gpus if is_high_transient(g)),
        tuple(feeds),
        tuple(
            WindowPeak(
                w, sum(peak_w[w]) + cpu + rest, tuple(itertools.chain.from_iterable(unmeasured[w]))
            )
            for w in WINDOWS
        ),
    )


def second_psu_need_w(view: PowerInputs) -> float | None:
    """The least GPU cable power one more PSU must carry so that PSU 1 stays within its
    rating (0 when PSU 1 already does), or None when even moving every GPU it feeds leaves
    it over (another PSU cannot help: that error is the build's, not the new unit's).

    A GPU unit moved to the new PSU takes its cable power there; a card in a board slot
    still draws up to 75 W through the board from PSU 1 (as ``estimate_power`` splits it).
    The cards moved are the fewest watts that suffice: a subset sum over whole watts."""
    estimate = estimate_power(view)
    if not estimate.feeds:
        return None
    main = estimate.feeds[MAIN]
    excess = main.load_w - main.rating_w
    if excess <= 0:
        return 0.0
    cap = power_limit(view)
    movable = [
        math.ceil(
            gpu.board_power_w * cap - (0.0 if mount.riser else min(SLOT_W, gpu.board_power_w * cap))
        )
        for gpu, unit, mount in zip(view.gpus, view.gpu_psu, view.gpu_mounts, strict=True)
        if unit == MAIN or unit >= len(estimate.feeds)
    ]
    reachable = 1  # bit s set: some set of the cards draws s W through their cables
    for watts in movable:
        reachable |= reachable << max(0, watts)
    least = math.ceil(excess)
    sums = reachable >> least
    if not sums:
        return None
    return float(least + ((sums & -sums).bit_length() - 1))


# Past this many distinct card sets, the another-PSU filter leaves connectors unchecked.
MAX_SECOND_PSU_SETS = 4096


def second_psu_options(view: PowerInputs) -> list[tuple[float, tuple[GPU, ...]]] | None:
    """Every least set of GPU units that one more PSU could take over so that PSU 1 stays
    within its rating, as (cable watts, GPUs): least meaning no unit of it can stay on PSU 1.
    ``[(0.0, ())]`` when PSU 1 is already within its rating; ``[]`` when no set helps;
    None when the rig has too many distinct sets to list (the caller then checks less).

    A set that holds another is never better: more watts and more cables for the new PSU."""
    estimate = estimate_power(view)
    if not estimate.feeds:
        return []
    main = estimate.feeds[MAIN]
    excess = main.load_w - main.rating_w
    if excess <= 0:
        return [(0.0, ())]
    cap = power_limit(view)
    groups: dict[tuple[str, bool], tuple[GPU, float, int]] = {}
    for gpu, unit, mount in zip(view.gpus, view.gpu_psu, view.gpu_mounts, strict=True):
        if unit != MAIN and unit < len(estimate.feeds):
            continue
        draw = gpu.board_power_w * cap
        watts = draw - (0.0 if mount.riser else min(SLOT_W, draw))
        key = (gpu.id, mount.riser)
        _, _, n = groups.get(key, (gpu, watts, 0))
        groups[key] = (gpu, watts, n + 1)
    kinds = list(groups.values())
    if math.prod(n + 1 for _, _, n in kinds) > MAX_SECOND_PSU_SETS:
        return None
    options: list[tuple[float, tuple[GPU, ...]]] = []
    for counts in itertools.product(*(range(n + 1) for _, _, n in kinds)):
        watts = sum(c * kw for c, (_, kw, _) in zip(counts, kinds, strict=True))
        if watts < excess:
            continue
        # Least: dropping any one unit of it leaves PSU 1 over its rating.
        if any(c and watts - kw >= excess for c, (_, kw, _) in zip(counts, kinds, strict=True)):
            continue
        gpus = tuple(g for c, (g, _, _) in zip(counts, kinds, strict=True) for _ in range(c))
        options.append((watts, gpus))
    return options


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


def cable_plugs(gpu: GPU) -> int | None:
    """PCIe 6/8-pin plugs one card takes from the PSU: its own sockets, or the 8-pin legs of
    its bundled 16-pin adapter (None: an input count is unknown)."""
    if None in (gpu.pcie_6pin, gpu.pcie_8pin, gpu.hpwr_16pin):
        return None
    legs = adapter_8pins(gpu) * (gpu.hpwr_16pin or 0)
    return (gpu.pcie_6pin or 0) + (gpu.pcie_8pin or 0) + legs


def connector_need(gpus: tuple[GPU, ...] | list[GPU]) -> ConnectorNeed:
    # An unknown input count asks for nothing here; unchecked.unknown_specs names the card.
    cables = sum((g.pcie_6pin or 0) + (g.pcie_8pin or 0) for g in gpus)
    adapters = sorted(
        (adapter_8pins(g) for g in gpus for _ in range(g.hpwr_16pin or 0)), reverse=True
    )
    return ConnectorNeed(cables, len(adapters), adapters)
