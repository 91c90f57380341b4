"""GPU model × count options: what fits, how fast (the estimator), and which are dominated.

Every (GPU, count) pair goes to the estimator in one vectorised call per
workload (one row per pair, each with its own count), on no particular host:
the speed the GPUs alone allow, an upper bound for any complete build around
them.  Pairs the workload does not fit in are dropped, then pairs another pair
of the same count beats on every axis — not dearer, not slower, at least the
VRAM, and no harder to house or feed (power, thickness, length, connectors) —
so a dearer, slower card is never assembled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from dlbox.core.estimate import TrainSettings, Workload
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.parts import GPU
from dlbox.core.plan.jobs import JobPart, with_reference
from dlbox.core.plan.prices import is_used, offer_key
from dlbox.core.rules.slots import card_span


@dataclass(frozen=True)
class GpuOption:
    gpu: GPU
    count: int
    price: float  # the GPUs alone, in the plan's currency
    throughput: tuple[float, ...]  # per workload, the GPUs' own ceiling
    hours: float  # job hours at that speed (a lower bound for a complete build)

    @property
    def label(self) -> str:
        return f"{self.count}× {self.gpu.name}"


def _estimate(
    gpus: list[GPU], counts: np.ndarray, workload: Workload, settings: TrainSettings | None
) -> tuple[np.ndarray, np.ndarray]:
    hw = arrays_for(gpus)
    result = estimate_arrays(hw, counts, workload, settings)
    return (
        np.asarray(result["throughput"], dtype=float),
        np.asarray(result["fits"], dtype=bool),
    )


def gpu_options(
    gpus: list[GPU],
    unit_price: dict[tuple[str, str], float],
    parts: list[JobPart],
    settings: TrainSettings | None,
    max_gpus: int,
    max_slots: int,
) -> tuple[list[GpuOption], list[JobPart], int]:
    """(options that fit, the job parts with their references fixed, pairs considered).

    ``max_slots`` is the most expansion slots any allowed case has: more cards than
    that cannot be housed, whatever the board.  ``unit_price`` is keyed by
    ``offer_key``: a card offered new and used is two options, and a used one that is
    no cheaper than the same card new is dominated by it.
    """
    rows: list[GPU] = []
    counts: list[int] = []
    for gpu in gpus:
        span = card_span(gpu)
        # Several cards need their thickness and length known: an unknown one would
        # pass the slot and case checks unverified ("check it"), not be shown to fit.
        most = max_gpus if gpu.slot_width is not None and gpu.length_mm is not None else 1
        for count in range(1, most + 1):
            if count * span > max_slots:
                break
            rows.append(gpu)
            counts.append(count)
    if not rows:
        return [], parts, 0
    count_arr = np.array(counts, dtype=np.int64)
    speeds = []
    fits = np.ones(len(rows), dtype=bool)
    for part in parts:
        speed, fit = _estimate(rows, count_arr, part.workload, settings)
        speeds.append(speed)
        fits &= fit & (speed > 0)
    price = np.array([unit_price[offer_key(g)] * c for g, c in zip(rows, counts, strict=True)])
    fixed = []
    for index, part in enumerate(parts):
        if part.units is None:
            # Reference: the cheapest pair that fits, fewest GPUs first (deterministic), a
            # new card before a used one, so including used cards does not change what
            # "one job" is.
            ok = np.flatnonzero(fits)
            if ok.size == 0:
                fixed.append(part)
                continue
            ids = np.array([rows[i].id for i in ok])
            used = np.array([is_used(rows[i]) for i in ok])
            ref = ok[np.lexsort((ids, price[ok], count_arr[ok], used))[0]]
            label = f"{counts[ref]}× {rows[ref].name}"
            fixed.append(with_reference(part, float(speeds[index][ref]), label))
        else:
            fixed.append(part)
    options = []
    for row in np.flatnonzero(fits):
        through = tuple(float(s[row]) for s in speeds)
        hours = sum(p.hours(t) for p, t in zip(fixed, through, strict=True))
        if math.isfinite(hours):
            options.append(GpuOption(rows[row], counts[row], float(price[row]), through, hours))
    return undominated(options), fixed, len(rows)


def _housing(option: GpuOption) -> tuple[float, ...]:
    """What makes a card harder to house or feed: lower is easier (unknown = worst)."""
    g = option.gpu
    return (
        g.board_power_w,
        float(card_span(g)),
        g.length_mm if g.length_mm is not None else math.inf,
        float(g.pcie_8pin + g.pcie_6pin),
        float(g.hpwr_16pin),
        float(g.eps_8pin),
        -g.vram_gb,
    )


def undominated(options: list[GpuOption]) -> list[GpuOption]:
    """Drop an option when another with the same count is no dearer, no slower, has at least
    its VRAM and is no harder to house, and is strictly better in price or speed."""
    kept: list[GpuOption] = []
    by_count: dict[int, list[GpuOption]] = {}
    for option in options:
        by_count.setdefault(option.count, []).append(option)
    for group in by_count.values():
        price = np.array([o.price for o in group])
        hours = np.array([o.hours for o in group])
        house = np.array([_housing(o) for o in group])
        for i, option in enumerate(group):
            better = (
                (price <= price[i])
                & (hours <= hours[i])
                & np.all(house <= house[i], axis=1)
                & ((price < price[i]) | (hours < hours[i]))
            )
            if not better.any():
                kept.append(option)
    return kept
