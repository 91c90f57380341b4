"""Each build's own cloud comparator: the offer that does the same job.

One reference offer for several builds compares a one-GPU tower with an 8-GPU
instance; a buyer weighs each box against renting what it replaces.  So per
build: offers with as many GPUs (the nearest count where none has exactly as
many), of those the cheapest per hour at least as fast as the build, or the
fastest where none is.  Vectorised over the offers; Qt-free.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

# An offer within 2 % of the build's speed counts as "as fast": the estimates carry
# a band far wider than that, and an identical GPU should match itself.
AS_FAST_TOLERANCE = 0.02


@dataclass(frozen=True)
class Comparable:
    """The offer chosen for one build and how well it matches."""

    index: int  # into the offers the arrays describe
    same_gpu_count: bool  # False: no offer has as many GPUs; the nearest count was used
    as_fast: bool  # False: no offer with that count is as fast; the fastest was used


def comparable_offers(
    offer_throughput: np.ndarray,
    offer_gpus: np.ndarray,
    price_per_hour: np.ndarray,
    builds: Sequence[tuple[float | None, int]],
    keep: np.ndarray | None = None,
) -> list[Comparable | None]:
    """Per build ``(throughput, GPU count)``, its comparable offer (None: the build has no
    speed or no GPU, or no offer can be compared).

    The arrays run over the same offers: each one's throughput on the workload, GPU
    count (NaN unknown) and effective price per rented hour (NaN or inf: unpriced).
    ``keep`` (a boolean mask) narrows the offers, e.g. to one region.
    """
    tp = np.asarray(offer_throughput, dtype=float)
    gpus = np.asarray(offer_gpus, dtype=float)
    price = np.asarray(price_per_hour, dtype=float)
    usable = np.isfinite(tp) & (tp > 0) & np.isfinite(gpus) & (gpus >= 1) & np.isfinite(price)
    if keep is not None:
        usable &= np.asarray(keep, dtype=bool)
    counts = np.unique(gpus[usable])
    picks: list[Comparable | None] = []
    for throughput, count in builds:
        if not throughput or throughput <= 0 or count < 1 or not len(counts):
            picks.append(None)
            continue
        # The nearest count on a log scale (2 is as near to 1 as to 4); a tie goes to
        # the larger count, which can be as fast as the build.
        distance = np.abs(np.log(counts / count))
        nearest = counts[distance == distance.min()].max()
        same = usable & (gpus == nearest)
        fast = same & (tp >= throughput * (1 - AS_FAST_TOLERANCE))
        if fast.any():
            candidates = np.flatnonzero(fast)
            # Cheapest per hour; between equal prices the faster offer.
            order = np.lexsort((-tp[candidates], price[candidates]))
            index = int(candidates[order[0]])
        else:
            candidates = np.flatnonzero(same)
            index = int(candidates[np.argmax(tp[candidates])])
        picks.append(Comparable(index, bool(nearest == count), bool(fast.any())))
    return picks
