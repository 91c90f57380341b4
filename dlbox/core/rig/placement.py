"""Where each GPU sits: slot placement, lanes and PCIe generation per card.

Positions count expansion-slot positions from the CPU (see ``PcieSlot``).  A card
``span`` positions thick seated at position ``p`` covers ``p … p + span - 1``;
cards may not overlap and the last covered position must be one of the case's
expansion slots.  For a fixed order of cards, seating each as high as possible is
optimal, so trying every distinct order of the card thicknesses gives the exact
answer — and the same greedy step vectorises over thousands of boards (compat.py).

Cards on riser cables do not sit in the slot they use: each takes one free slot that
no seated card covers, and its link is the slot's, capped by the riser's width and
generation.  Slots fed by a PCIe switch (PLX) keep their width; their lanes are
counted at the switch, not against the CPU.

Pure: takes parts, imports no rule module (the view derives its placement from here).
Which seated cards touch is a fact here; what that costs is judged by the rules
(physical.gpu_adjacent) and counted by the estimator (stacked_throttle).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from dlbox.core.parts import CPU, GPU, Case, M2Slot, Motherboard, PcieSlot

# Sources of a slot's lanes that come from the CPU itself or through a switch on them.
CPU_SIDE = ("cpu", "switch")


@dataclass(frozen=True, slots=True)
class Mount:
    """How one GPU unit connects: directly in a board slot, or on a riser cable (with the
    cable's PCIe generation and width, None when unknown); a water block makes it thin."""

    riser: bool = False
    riser_gen: int | None = None
    riser_lanes: int | None = None
    water_block: bool = False
    # The riser starts in an M.2 slot (an M.2-to-PCIe adapter), not in a PCIe slot.
    riser_m2: bool = False


IN_SLOT = Mount()

# Above this many distinct card orders the exact search below takes over.
MAX_ORDERS = 720
NO_LIMIT = 10_000

# Open-air cards stacked with no gap lose about 30 % to heat (COMPAT_RULES.md rule 9).
STACKED_LOSS = 0.30


def card_span(gpu: GPU, mount: Mount = IN_SLOT) -> int:
    """Slot positions a card covers; an unknown thickness counts as 1 so it never fails a check.
    A full-cover water block with a single-slot bracket makes any card one slot thick."""
    if gpu.slot_width is None or mount.water_block:
        return 1
    return max(1, math.ceil(gpu.slot_width - 1e-9))


def x16_slots(board: Motherboard) -> list[PcieSlot]:
    """Slots that take a full-size GPU (physical x16), top to bottom; none while the board's
    layout is unknown (``pcie_slots`` None: the rules then say so instead of failing)."""
    return sorted(
        (s for s in board.pcie_slots or () if s.physical_lanes >= 16), key=lambda s: s.position
    )


def distinct_orders(spans: Sequence[int], limit: int = MAX_ORDERS) -> list[tuple[int, ...]] | None:
    """Every distinct ordering of a multiset of card spans, or None when there are too many."""
    counts = Counter(spans)
    total = math.factorial(len(spans))
    for c in counts.values():
        total //= math.factorial(c)
    if total > limit:
        return None

    def walk(remaining: Counter[int], prefix: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if not +remaining:
            yield prefix
            return
        for span in sorted(remaining):
            if remaining[span] > 0:
                remaining[span] -= 1
                yield from walk(remaining, (*prefix, span))
                remaining[span] += 1

    return list(walk(counts, ()))


def greedy_end(positions: Sequence[int], order: Sequence[int]) -> int | None:
    """Seat cards in ``order`` as high as possible; the last position covered, or None."""
    next_free, end = 1, 0
    for span in order:
        seat = next((p for p in positions if p >= next_free), None)
        if seat is None:
            return None
        end = seat + span - 1
        next_free = seat + span
    return end


def min_case_slots(positions: Sequence[int], spans: Sequence[int]) -> int | None:
    """Fewest case expansion slots that let every card sit in ``positions``; None: impossible."""
    if not spans:
        return 0
    orders = distinct_orders(spans)
    if orders is None:
        return _exact_min_end(sorted(positions), Counter(spans))
    ends = [e for e in (greedy_end(positions, o) for o in orders) if e is not None]
    return min(ends, default=None)


def _exact_min_end(positions: list[int], counts: Counter[int]) -> int | None:
    """Depth-first search used only for very mixed card sets (> MAX_ORDERS orders)."""
    best: list[int | None] = [None]

    def walk(i: int, next_free: int, end: int, remaining: Counter[int]) -> None:
        if not +remaining:
            if best[0] is None or end < best[0]:
                best[0] = end
            return
        if i >= len(positions):
            return
        pos = positions[i]
        if pos >= next_free:
            for span in sorted(remaining):
                if remaining[span]:
                    remaining[span] -= 1
                    walk(i + 1, pos + span, pos + span - 1, remaining)
                    remaining[span] += 1
        walk(i + 1, next_free, end, remaining)

    walk(0, 1, 0, Counter(counts))
    return best[0]


@dataclass(frozen=True, slots=True)
class GpuLink:
    """One GPU's seat: its slot (None for MXM or when it does not fit), lanes and generation."""

    index: int  # position in the build's expanded GPU list
    gpu: GPU
    slot: PcieSlot | None
    span: int
    lanes: int | None
    gen: int | None
    source: Literal["cpu", "chipset", "switch", "mxm"] | None
    mount: Mount = IN_SLOT
    m2: M2Slot | None = None  # the M.2 slot an adapter-fed card hangs from

    @property
    def where(self) -> str:
        """The slot's name in messages: its position, or the M.2 slot of an adapter."""
        if self.m2 is not None:
            return self.m2.name
        return str(self.slot.position) if self.slot else "?"

    @property
    def placed(self) -> bool:
        return self.source is not None

    @property
    def position(self) -> int | None:
        return self.slot.position if self.slot else None

    @property
    def riser(self) -> bool:
        return self.mount.riser


@dataclass(frozen=True, slots=True)
class Placement:
    links: tuple[GpuLink, ...]
    # Case slots needed to seat every in-slot PCIe GPU on this board (None: the board cannot).
    case_slots_needed: int | None
    board_checked: bool
    # The board's slot list is known (False: nothing could be seated or checked).
    layout_known: bool = True

    @property
    def unplaced(self) -> list[GpuLink]:
        return [link for link in self.links if not link.placed]

    @property
    def seated(self) -> list[GpuLink]:
        """PCIe cards directly in slots (not on risers), top to bottom."""
        return sorted(
            (lk for lk in self.links if lk.slot is not None and not lk.riser),
            key=lambda lk: lk.slot.position,  # type: ignore[union-attr]
        )

    @property
    def touching(self) -> list[tuple[GpuLink, GpuLink]]:
        """Neighbouring seated cards with no free slot between them (upper, lower)."""
        seated = self.seated
        return [
            (upper, lower)
            for upper, lower in itertools.pairwise(seated)
            if lower.position == upper.position + upper.span  # type: ignore[operator]
        ]

    @property
    def stacked_open_air(self) -> list[tuple[GpuLink, GpuLink]]:
        """Touching pairs whose upper card is open-air and breathes the lower card's exhaust
        (a water-blocked card has no fan to starve): the rules warn, the estimator slows."""
        return [
            (upper, lower)
            for upper, lower in self.touching
            if upper.gpu.cooler == "open_air" and not upper.mount.water_block
        ]


def slot_lanes(slot: PcieSlot, used: Sequence[PcieSlot]) -> int:
    """A slot drops to its shared width once another slot on the same source is populated."""
    if slot.shared_lanes is not None and any(
        other is not slot and other.source == slot.source for other in used
    ):
        return slot.shared_lanes
    return slot.electrical_lanes


def _size_key(item: tuple[int, GPU]) -> tuple[float, float, float, int]:
    index, gpu = item
    return (-gpu.board_power_w, -gpu.vram_gb, -gpu.fp32_tflops, index)


def _best_layout(
    slots: list[PcieSlot], counts: Counter[int], case_slots: int
) -> list[tuple[PcieSlot, int]]:
    """Most cards seated, then most in CPU slots, most lanes, fewest touching pairs."""
    best: list[tuple[tuple[int, ...], list[tuple[PcieSlot, int]]]] = []
    total = sum(counts.values())

    def score(layout: list[tuple[PcieSlot, int]]) -> tuple[int, ...]:
        used = [s for s, _ in layout]
        touching = sum(
            1 for (a, sa), (b, _) in itertools.pairwise(layout) if b.position == a.position + sa
        )
        return (
            len(layout),
            sum(1 for s in used if s.source in CPU_SIDE),
            sum(slot_lanes(s, used) for s in used),
            -touching,
            -sum(s.position for s in used),
        )

    def walk(i: int, next_free: int, layout: list[tuple[PcieSlot, int]], left: int) -> None:
        if best and len(layout) + min(left, len(slots) - i) < best[0][0][0]:
            return
        if i >= len(slots) or left == 0:
            key = score(layout)
            if not best or key > best[0][0]:
                best[:] = [(key, list(layout))]
            return
        slot = slots[i]
        if slot.position >= next_free:
            for span in sorted(counts):
                if counts[span] and slot.position + span - 1 <= case_slots:
                    counts[span] -= 1
                    layout.append((slot, span))
                    walk(i + 1, slot.position + span, layout, left - 1)
                    layout.pop()
                    counts[span] += 1
        walk(i + 1, next_free, layout, left)

    walk(0, 1, [], total)
    return best[0][1] if best else []


def place_gpus(
    board: Motherboard | None,
    cpu: CPU | None,
    case: Case | None,
    gpus: Sequence[GPU],
    mounts: Sequence[Mount] = (),
    *,
    open_frame: bool = False,
    m2_free: Sequence[M2Slot] = (),
) -> Placement:
    """Seat the build's GPUs deterministically: the largest cards first into CPU-fed slots,
    then cards on risers into the free slots left (CPU-side and widest first); cards on
    M.2 adapters into the M.2 slots the drives leave (``m2_free``, in preference order)."""
    mounts = tuple(mounts) + (IN_SLOT,) * (len(gpus) - len(mounts))
    # An unknown CPU generation caps nothing (pcie.cpu_generation says so).
    cpu_gen = cpu.pcie_gen if cpu is not None and cpu.pcie_gen is not None else 6
    links: dict[int, GpuLink] = {}
    pcie: list[tuple[int, GPU]] = []
    risers: list[tuple[int, GPU]] = []
    on_m2: list[tuple[int, GPU]] = []
    mxm_taken = False
    for index, gpu in enumerate(gpus):
        if gpu.form_factor == "pcie":
            mount = mounts[index]
            (on_m2 if mount.riser_m2 else risers if mount.riser else pcie).append((index, gpu))
            continue
        if gpu.form_factor == "mxm" and board is not None and board.mxm_slot and not mxm_taken:
            mxm_taken = True
            links[index] = GpuLink(
                index, gpu, None, 0, gpu.pcie_lanes, min(gpu.pcie_gen, cpu_gen), "mxm"
            )
        else:
            links[index] = GpuLink(index, gpu, None, 0, None, None, None)

    spans = [card_span(g, mounts[i]) for i, g in pcie]
    case_slots = (
        case.expansion_slots
        if case is not None and case.expansion_slots is not None and not open_frame
        else NO_LIMIT
    )
    _place_on_m2(on_m2, mounts, m2_free if board is not None else (), cpu_gen, links)
    if board is None or board.pcie_slots is None:
        for index, gpu in (*pcie, *risers):
            mount = mounts[index]
            links[index] = GpuLink(index, gpu, None, card_span(gpu, mount), None, None, None, mount)
        return Placement(
            tuple(links[i] for i in sorted(links)), None, board is not None, board is None
        )

    slots = x16_slots(board)
    needed = min_case_slots([s.position for s in slots], spans)
    layout = _best_layout(slots, Counter(spans), case_slots) if pcie else []
    used = [s for s, _ in layout]
    by_span: dict[int, list[PcieSlot]] = {}
    for slot, span in layout:
        by_span.setdefault(span, []).append(slot)
    for span_slots in by_span.values():
        span_slots.sort(key=lambda s: (s.source not in CPU_SIDE, -slot_lanes(s, used), s.position))
    for span in sorted(set(spans)):
        cards = sorted(((i, g) for i, g in pcie if card_span(g, mounts[i]) == span), key=_size_key)
        seats = by_span.get(span, [])
        for n, (index, gpu) in enumerate(cards):
            mount = mounts[index]
            if n < len(seats):
                slot = seats[n]
                lanes = min(gpu.pcie_lanes, slot_lanes(slot, used))
                gen = min(gpu.pcie_gen, slot.gen, cpu_gen if slot.source in CPU_SIDE else slot.gen)
                links[index] = GpuLink(index, gpu, slot, span, lanes, gen, slot.source, mount)
            else:
                links[index] = GpuLink(index, gpu, None, span, None, None, None, mount)
    taken = _place_risers(board, risers, mounts, layout, used, cpu_gen, links)
    if len(taken) > len(used):  # a riser in a sibling slot narrows a shared slot too
        for i, lk in list(links.items()):
            if lk.slot is not None and not lk.riser:
                links[i] = replace(lk, lanes=min(lk.gpu.pcie_lanes, slot_lanes(lk.slot, taken)))
    _cap_by_case_riser(case, links)
    return Placement(tuple(links[i] for i in sorted(links)), needed, True)


def case_riser_link(case: Case | None, links: Sequence[GpuLink]) -> GpuLink | None:
    """The card a case's own GPU riser carries (Fractal Terra, Ridge, Node 202): the seated
    PCIe card in the board's topmost slot; None where the case has no such riser."""
    if case is None or not case.gpu_riser:
        return None
    seated = [lk for lk in links if lk.slot is not None and not lk.riser]
    return min(seated, key=lambda lk: lk.slot.position) if seated else None  # type: ignore[union-attr]


def _cap_by_case_riser(case: Case | None, links: dict[int, GpuLink]) -> None:
    """That card's link runs at most at the riser's generation (the slot set to it in the
    BIOS, as the pcie.riser_gen finding says); an unrated riser caps nothing."""
    link = case_riser_link(case, list(links.values()))
    if link is None or case is None or case.gpu_riser_gen is None or link.gen is None:
        return
    links[link.index] = replace(link, gen=min(link.gen, case.gpu_riser_gen))


def _place_on_m2(
    cards: list[tuple[int, GPU]],
    mounts: Sequence[Mount],
    free: Sequence[M2Slot],
    cpu_gen: int,
    links: dict[int, GpuLink],
) -> None:
    """Cards on M.2 adapters take the free M.2 slots in order; the link is the slot's
    (x4 at most) capped by the cable.  No slot left: the card is not placed."""
    left = list(free)
    for index, gpu in sorted(cards, key=_size_key):
        mount = mounts[index]
        span = card_span(gpu, mount)
        if not left:
            links[index] = GpuLink(index, gpu, None, span, None, None, None, mount)
            continue
        m2 = left.pop(0)
        lanes = min(gpu.pcie_lanes, m2.lanes, mount.riser_lanes or 16)
        gen = min(
            gpu.pcie_gen,
            m2.gen,
            mount.riser_gen or 6,
            cpu_gen if m2.source == "cpu" else m2.gen,
        )
        links[index] = GpuLink(index, gpu, None, span, lanes, gen, m2.source, mount, m2)


def _place_risers(
    board: Motherboard,
    risers: list[tuple[int, GPU]],
    mounts: Sequence[Mount],
    layout: list[tuple[PcieSlot, int]],
    used: list[PcieSlot],
    cpu_gen: int,
    links: dict[int, GpuLink],
) -> list[PcieSlot]:
    """Each riser takes a slot no seated card covers and whose physical width takes the
    cable (an unknown width: any slot); the link is capped by the cable."""
    covered = {p for slot, span in layout for p in range(slot.position, slot.position + span)}
    free = [s for s in board.pcie_slots or () if s.position not in covered]
    free.sort(key=lambda s: (s.source not in CPU_SIDE, -s.electrical_lanes, s.position))
    taken: list[PcieSlot] = list(used)
    on_risers: list[tuple[int, GPU, PcieSlot, Mount]] = []
    for index, gpu in sorted(risers, key=_size_key):
        mount = mounts[index]
        need = mount.riser_lanes or 1
        slot = next((s for s in free if s.physical_lanes >= need), None)
        if slot is None:
            links[index] = GpuLink(index, gpu, None, card_span(gpu, mount), None, None, None, mount)
            continue
        free.remove(slot)
        taken.append(slot)
        on_risers.append((index, gpu, slot, mount))
    # Widths once every riser is in: a shared slot drops when its sibling is taken too.
    for index, gpu, slot, mount in on_risers:
        lanes = min(gpu.pcie_lanes, slot_lanes(slot, taken), mount.riser_lanes or 16)
        gen = min(
            gpu.pcie_gen,
            slot.gen,
            mount.riser_gen or 6,
            cpu_gen if slot.source in CPU_SIDE else slot.gen,
        )
        links[index] = GpuLink(
            index, gpu, slot, card_span(gpu, mount), lanes, gen, slot.source, mount
        )
    return taken
