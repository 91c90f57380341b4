"""Complete a build around N × one GPU: board, CPU, cooler, memory, storage, case, PSU.

Every step asks the real compatibility filter (``compatible_mask``, the rules
vectorised over the catalogue) which parts add no error, then takes the
cheapest that also meets the planner's own needs: enough CPU threads and input
pipeline for the GPUs, system RAM of at least the total VRAM (rule 3), a 1 TB
NVMe drive, a cooler rated for the CPU's sustained power, a case of a class the
site allows, and a PSU at the rules' recommended rating that rides out the
cards' transients.  A few of the cheapest platforms are tried per GPU option;
the first complete build the full rules engine passes with no error and no
wall-circuit warning is the option's build.  (Whether the job fits is the
estimator's answer on the whole build, asked once in search.py; the builds a
plan shows are checked again with each workload, the rules' own fit rule.)  Nothing here depends on the
budget, so a larger budget sees the same builds plus more.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from dlbox.core.build import PRICE_FIELDS, Build, QuotedPrice, ResolvedBuild, ResolvedPick
from dlbox.core.catalogue import Catalogue
from dlbox.core.estimate import TrainSettings, Workload
from dlbox.core.estimate.ceilings import cpu_ceiling
from dlbox.core.estimate.estimator import SystemSpec
from dlbox.core.job import Job
from dlbox.core.parts import CPU, GPU, PSU, Case, Category, Cooler, Memory, Motherboard, Storage
from dlbox.core.plan.prices import PlanPrices, condition_of, is_used, offer_key
from dlbox.core.plan.request import SiteLimits
from dlbox.core.rig.load import HIGH_END_GPU_W
from dlbox.core.rig.spikes import ride_through
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import check_build, compatible_mask, physical
from dlbox.core.rules import power as power_rules
from dlbox.core.rules.arrays import catalogue_arrays
from dlbox.core.rules.findings import CheckResult

PLATFORMS_TRIED = 3  # cheapest platforms tried per GPU option before giving up
MIN_THREADS_PER_GPU = 4  # COMPAT_RULES.md rule 4
MIN_RAM_GB = 16.0
STORAGE_GB = 1000.0  # a 1 TB NVMe drive for the OS, the environment and a working dataset
# Rejected at the wall: the build would trip or overload the site's circuit.
BLOCKING_WARNINGS = frozenset({"power.wall_circuit"})


def case_class(case: Case) -> str:
    """'sff', 'mid', 'full', 'rack' or 'open' from the case's type text."""
    text = case.case_type.lower()
    if "open" in text or "frame" in text or "bench" in text:
        return "open"
    if "rack" in text or "server" in text or text.startswith(("1u", "2u", "4u")):
        return "rack"
    if "full" in text or "super tower" in text:
        return "full"
    if "mid" in text or "atx tower" in text:
        return "mid"
    return "sff"


@dataclass(frozen=True)
class Platform:
    board: Motherboard
    cpu: CPU
    cooler: Cooler
    memory: Memory
    memory_kits: int
    storage: Storage
    price: float


@dataclass(frozen=True)
class Assembled:
    """A complete build that passed the rules, with what the checks said."""

    build: Build
    resolved: ResolvedBuild
    price: float
    check: CheckResult
    platforms_tried: int


@dataclass
class Assembler:
    catalogue: Catalogue
    prices: PlanPrices
    site: SiteLimits
    workloads: list[Workload]
    settings: TrainSettings | None
    job: Job | None = None  # saved with each build, so it opens showing its job
    name_prefix: str = "Plan"
    checks_run: int = 0
    _parts: dict[Category, list[Any]] = field(default_factory=dict)
    _boards: dict[tuple[int, int], list[Motherboard]] = field(default_factory=dict)
    _platforms: dict[Any, list[Platform]] = field(default_factory=dict)
    _case_masks: dict[Any, set[str]] = field(default_factory=dict)
    _fed: dict[str, float] = field(default_factory=dict)

    # ------------------------------------------------------------ what may be picked
    def usable(self, category: Category) -> list[Any]:
        """Priced parts of ``category`` with the specs the planner relies on stated, each
        carrying the price the planner budgets: every offer of a GPU (new, and used when
        allowed: each its own option), the cheapest offer of any other part."""
        if category not in self._parts:
            keep = []
            for part in self.catalogue.in_category(category):
                if not _known_enough(part, self.site):
                    continue
                if category == Category.GPU:
                    keep.extend(self.prices.offers(part))
                elif (offer := self.prices.cheapest(part)) is not None:
                    keep.append(offer)
            keep.sort(key=lambda p: (self.prices.price(p), p.id))
            self._parts[category] = keep
        return self._parts[category]

    def max_case_slots(self) -> int:
        return max((c.expansion_slots or 0 for c in self.usable(Category.CASE)), default=0)

    def _mask_ids(self, category: Category, resolved: ResolvedBuild) -> set[str]:
        return self._mask_and_view(category, resolved)[0]

    def _mask_and_view(
        self, category: Category, resolved: ResolvedBuild
    ) -> tuple[set[str], BuildView]:
        """The ids the filter keeps, and its view of the build without ``category``."""
        mask, reasons = compatible_mask(
            self.catalogue, category, resolved, mode="replace", settings=self.settings
        )
        ids = catalogue_arrays(self.catalogue, category).ids
        assert reasons.base_view is not None
        return {str(i) for i in ids[mask]}, reasons.base_view

    # ------------------------------------------------------------ platforms
    def _boards_for(self, gpu: GPU, count: int, span: int) -> list[Motherboard]:
        key = (count, span)
        if key not in self._boards:
            resolved = _resolved(((gpu, count),))
            ok = self._mask_ids(Category.MOTHERBOARD, resolved)
            cases = self.allowed_cases()
            self._boards[key] = [
                b
                for b in self.usable(Category.MOTHERBOARD)
                if b.id in ok and any(physical.case_accepts(c, b.form_factor) for c in cases)
            ]
        return self._boards[key]

    def _cpu_for(self, board: Motherboard, count: int, need: float) -> CPU | None:
        """The cheapest CPU for the board's socket with threads for ``count`` GPUs and an
        input pipeline of ``need`` samples/s (else the one that feeds the most)."""
        fitting = [
            c
            for c in self.usable(Category.CPU)
            if c.socket == board.socket
            and (board.memory_type is None or board.memory_type in c.memory_types)
        ]
        if not fitting:
            return None
        enough = [c for c in fitting if (c.threads or 0) >= MIN_THREADS_PER_GPU * count]
        pool = enough or fitting
        fed = [c for c in pool if self._feeds(c) >= need]
        if fed:
            return fed[0]
        return max(pool, key=lambda c: (self._feeds(c), -(self.prices.price(c) or 0.0)))

    def _feeds(self, cpu: CPU) -> float:
        """Samples/s the CPU's input pipeline feeds the slowest-fed workload (inf: no limit)."""
        if cpu.id not in self._fed:
            self._fed[cpu.id] = self._feeds_uncached(cpu)
        return self._fed[cpu.id]

    def _feeds_uncached(self, cpu: CPU) -> float:
        threads = cpu.threads or cpu.cores
        cores = SystemSpec(cpu_cores=float(cpu.cores) + 0.25 * float(threads - cpu.cores))
        tier = self.settings.software_tier if self.settings is not None else "eager"
        fed = math.inf
        for workload in self.workloads:
            ceiling = cpu_ceiling(workload, cores.usable_cores, tier)
            if ceiling is not None:
                fed = min(fed, ceiling)
        return fed

    def allowed_cases(self) -> list[Case]:
        """Cases of a class the site allows (open frames only when it says so)."""
        allowed = self.site.case_classes
        return [
            c
            for c in self.usable(Category.CASE)
            if c.includes_psu_w is None
            and (allowed is None or case_class(c) in allowed)
            and (case_class(c) != "open" or self.site.open_frame)
        ]

    def _cooler_for(self, cpu: CPU) -> Cooler | None:
        # An air cooler must fit under the side panel of at least one allowed case.
        tallest = max(
            (c.max_cooler_height_mm or math.inf for c in self.allowed_cases()), default=0.0
        )
        fitting = [
            c
            for c in self.usable(Category.COOLER)
            if cpu.socket in c.sockets
            and not (c.kind == "air" and c.height_mm is not None and c.height_mm > tallest)
        ]
        need = power_rules.cpu_power_w(cpu)
        rated = [c for c in fitting if c.rated_w is not None and c.rated_w >= need]
        if rated:
            return rated[0]
        # None rated for the CPU's full draw: the strongest known one (the rules warn).
        known = [c for c in fitting if c.rated_w is not None]
        if known:
            return max(known, key=lambda c: (c.rated_w, -(self.prices.price(c) or 0.0)))
        return fitting[0] if fitting else None

    def _memory_for(
        self, board: Motherboard, cpu: CPU, target_gb: float
    ) -> tuple[Memory, int] | None:
        limit = min(board.max_memory_gb, cpu.max_memory_gb or math.inf)
        best: tuple[float, str, Memory, int] | None = None
        largest: tuple[float, float, str, Memory, int] | None = None
        for kit in self.usable(Category.MEMORY):
            if board.memory_type is not None and kit.memory_type != board.memory_type:
                continue
            if board.registered_only is not None and kit.registered != board.registered_only:
                continue
            if kit.ecc and board.ecc is False:
                continue
            for kits in (1, 2, 4):
                size = kit.capacity_gb * kits
                if kit.modules * kits > board.memory_slots or size > limit:
                    break
                price = (self.prices.price(kit) or 0.0) * kits
                if size >= target_gb:
                    if best is None or (price, kit.id) < best[:2]:
                        best = (price, kit.id, kit, kits)
                    break
                if largest is None or (-size, price, kit.id) < largest[:3]:
                    largest = (-size, price, kit.id, kit, kits)
        if best is not None:
            return best[2], best[3]
        return (largest[3], largest[4]) if largest is not None else None

    def _storage_for(self) -> Storage | None:
        drives = [d for d in self.usable(Category.STORAGE) if d.kind == "nvme"]
        big = [d for d in drives if d.capacity_gb >= STORAGE_GB]
        return (big or drives or [None])[0]

    def platforms(self, gpu: GPU, count: int, need: float) -> list[Platform]:
        """The cheapest board + CPU + cooler + memory + drive combinations for ``count`` cards
        of ``gpu``'s thickness, cheapest first."""
        span = _span(gpu)
        target = max(MIN_RAM_GB, gpu.vram_gb * count)
        need_key = round(math.log2(need), 1) if math.isfinite(need) and need > 0 else need
        key = (count, span, target, need_key)
        if key in self._platforms:
            return self._platforms[key]
        found: list[Platform] = []
        storage = self._storage_for()
        for board in self._boards_for(gpu, count, span):
            cpu = self._cpu_for(board, count, need)
            if cpu is None or storage is None:
                continue
            cooler = self._cooler_for(cpu)
            memory = self._memory_for(board, cpu, target)
            if cooler is None or memory is None:
                continue
            kit, kits = memory
            price = sum(
                self.prices.price(p) or 0.0 for p in (board, cpu, cooler, storage)
            ) + kits * (self.prices.price(kit) or 0.0)
            found.append(Platform(board, cpu, cooler, kit, kits, storage, price))
        found.sort(key=lambda p: (p.price, p.board.id, p.cpu.id))
        self._platforms[key] = found
        return found

    # ------------------------------------------------------------ the whole build
    def complete(self, gpu: GPU, count: int, need: float) -> Assembled | None:
        for tried, platform in enumerate(self.platforms(gpu, count, need)[:PLATFORMS_TRIED], 1):
            built = self._close(gpu, count, platform)
            if built is not None:
                return Assembled(*built, platforms_tried=tried)
        return None

    def _close(
        self, gpu: GPU, count: int, p: Platform
    ) -> tuple[Build, ResolvedBuild, float, CheckResult] | None:
        inside = (
            (gpu, count),
            (p.cpu, 1),
            (p.board, 1),
            (p.memory, p.memory_kits),
            (p.storage, 1),
            (p.cooler, 1),
        )
        # Cases depend on the cards' count, thickness and length, the board and the cooler.
        key = (count, _span(gpu), gpu.length_mm, p.board.id, p.cooler.id, p.storage.id)
        ok_case = self._case_masks.get(key)
        if ok_case is None:
            ok_case = self._case_masks[key] = self._mask_ids(Category.CASE, _resolved(inside))
        cases = [c for c in self.allowed_cases() if c.id in ok_case]
        for case in cases[:2]:
            with_case = (*inside, (case, 1))
            psu = self._psu_for(_resolved(with_case))
            if psu is None:
                continue
            parts = (*with_case, (psu, 1))
            resolved = _resolved(parts)
            self.checks_run += 1
            result = check_build(resolved, None, site=self.site.as_site(), settings=self.settings)
            if result.errors or any(f.rule in BLOCKING_WARNINGS for f in result.findings):
                continue
            price = sum((self.prices.price(part) or 0.0) * qty for part, qty in parts)
            build = _build(
                f"{self.name_prefix}: {count}× {gpu.name}{' (used)' if is_used(gpu) else ''}",
                self.prices.currency,
                parts,
                self.catalogue,
            )
            if self.job is not None:
                build = build.with_job(self.job)
            return build, resolved, price, result
        return None

    def _psu_for(self, resolved: ResolvedBuild) -> PSU | None:
        # ``resolved`` has no PSU: the filter's view of it is the build's (its power
        # estimate, the costly part, is worked out once for both).
        ok, view = self._mask_and_view(Category.PSU, resolved)
        est = view.power
        need = est.recommended_psu_w
        spiky = (
            bool(est.high_transient)
            or sum(1 for g in view.gpus if g.board_power_w >= HIGH_END_GPU_W) >= 2
        )
        candidates = []
        for psu in self.usable(Category.PSU):
            if psu.id not in ok or psu.wattage_w < need:
                continue
            if spiky:
                # Each window's peaks within what the unit rides out (rig/spikes.py).
                safe = all(
                    psu.wattage_w * ride_through(psu, p.window) >= p.watts for p in est.peaks
                )
                if not safe:
                    continue
            known = psu.pcie_8pin is not None and psu.hpwr_16pin is not None
            candidates.append((not known, self.prices.price(psu) or 0.0, psu.id, psu))
        if not candidates:
            return None
        return min(candidates, key=lambda c: c[:3])[3]


def _span(gpu: GPU) -> int:
    from dlbox.core.rules.slots import card_span

    return card_span(gpu)


def _known_enough(part: Any, site: SiteLimits) -> bool:
    """Specs a planned build must not leave to chance (unknown would pass the checks)."""
    if isinstance(part, Motherboard):
        return part.pcie_slots is not None and part.memory_type is not None
    if isinstance(part, Case):
        return part.max_gpu_length_mm is not None and part.expansion_slots is not None
    if isinstance(part, CPU):
        return part.threads is not None
    if isinstance(part, GPU):
        return part.form_factor == "pcie"
    return True


def _resolved(parts: tuple[tuple[Any, int], ...]) -> ResolvedBuild:
    picks = tuple(ResolvedPick(part, qty, "catalogue") for part, qty in parts)
    return ResolvedBuild(Build(), picks)


def _build(
    name: str, currency: str, parts: tuple[tuple[Any, int], ...], catalogue: Catalogue
) -> Build:
    build = Build(name=name[:200], currency=currency)
    for part, qty in parts:
        build = build.with_part(part, qty)
        line = line_price(part, catalogue.parts.get(part.category, {}).get(part.id))
        if line is not None:
            build = build.with_line_price(part.category, part.id, line)
    return build


def line_price(part: Any, shown: Any) -> QuotedPrice | None:
    """The price a planned line pays when it is not the catalogue's shown one (a new
    quote of a card shown used, a used one of a card shown new): saved with the build,
    so opening it in the editor shows what the plan budgeted, not today's other figure."""
    if (
        shown is None
        or part.price is None
        or all(getattr(part, name) == getattr(shown, name) for name in PRICE_FIELDS)
    ):
        return None
    condition = condition_of(part)
    return QuotedPrice(
        amount=part.price,
        currency=part.currency,
        date=part.price_date,
        source=(part.price_source or "dlbox plan")[:500],
        note=f"planned at the {condition} price"
        + (f" ({part.price_market} market)" if part.price_market else ""),
        condition=condition,
    )


def unit_prices(prices: PlanPrices, gpus: list[GPU]) -> dict[tuple[str, str], float]:
    """Each GPU offer's unit price in the plan's currency, by ``offer_key``."""
    return {offer_key(g): p for g in gpus if (p := prices.price(g)) is not None}


__all__ = [
    "Assembled",
    "Assembler",
    "Platform",
    "case_class",
    "line_price",
    "unit_prices",
]
