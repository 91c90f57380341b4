"""The one place the cost engine asks the estimator how fast things are.

Break-even and job cost take throughputs as plain numbers (compare.py); this
module gets them: the build's throughput, load power and time to train from
``estimate_build``, and each offer's throughput from ``estimate_gpus`` for
the offer's GPU × count.  Offers share few (GPU, count) pairs, so each pair
is estimated once per workload.  An offer whose GPU is not in the parts
catalogue (TPU, MI300X…) or whose estimate fails gets NaN: unknown, never a
guessed speed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from dlbox.core import estimate as estimator
from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.offers import OfferCatalogue
from dlbox.core.parts import GPU, Category


class SpeedUnavailableError(RuntimeError):
    """The estimator cannot answer (the build has no GPU, or the estimate failed)."""


# The first name this error had.
SpeedUnavailable = SpeedUnavailableError


def _estimator() -> Any:
    """The estimator module (a seam for tests)."""
    return estimator


@dataclass(frozen=True)
class BuildSpeed:
    """The build on one workload: throughput (the workload's unit), power, job time."""

    throughput: float
    load_power_w: float
    time_to_train_h: float | None
    low: float | None = None
    high: float | None = None


def _finite(value: Any) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) and number > 0 else None


def build_speed(resolved: ResolvedBuild, workload: Any, settings: Any = None) -> BuildSpeed:
    """Estimate the build; raises :class:`SpeedUnavailableError` with the reason when it cannot."""
    if not resolved.of(Category.GPU):
        raise SpeedUnavailableError(
            "the build has no GPU, so there is no training speed to compare"
        )
    estimate = _estimator()
    try:
        result = estimate.estimate_build(resolved, workload, settings)
    except Exception as exc:  # the estimator's own message says why (bad count, settings…)
        raise SpeedUnavailableError(f"the estimator cannot estimate this build: {exc}") from exc
    if getattr(result, "fits", True) is False:
        need = _finite(getattr(result, "memory_gb", None))
        needs = f" (needs about {need:,.0f} GB per GPU)" if need else ""
        name = getattr(workload, "id", workload)
        raise SpeedUnavailableError(
            f"workload {name} does not fit in the build's GPU memory{needs}"
        )
    throughput = _finite(getattr(result, "throughput", None))
    if throughput is None:
        raise SpeedUnavailableError("the estimator gave no throughput for this build and workload")
    return BuildSpeed(
        throughput=throughput,
        load_power_w=float(getattr(result, "load_power_w", 0.0) or 0.0),
        time_to_train_h=_finite(getattr(result, "time_to_train_h", None)),
        low=_finite(getattr(result, "low", None)),
        high=_finite(getattr(result, "high", None)),
    )


@dataclass(frozen=True)
class OfferSpeeds:
    """Per offer: throughput (NaN = unknown or does not fit) and whether the job fits."""

    throughput: np.ndarray
    fits: np.ndarray  # 1.0 fits, 0.0 does not fit in GPU memory, NaN unknown

    @property
    def not_fitting(self) -> int:
        return int(np.count_nonzero(self.fits == 0.0))


# Key of one estimate: GPU, count and the host's vCPUs and RAM (which cap input pipelines).
SpeedKey = tuple[str, int, float | None, float | None]


def _estimate_group(
    estimate: Any,
    gpus: dict[str, GPU],
    table: Any,
    ids: list[str],
    count: int,
    vcpus: float | None,
    ram_gb: float | None,
    workload: Any,
    settings: Any,
) -> dict[str, tuple[float, float]]:
    """(throughput, fits) for several GPUs on one host shape: one vectorised call.

    Falls back to one call per GPU when the vectorised call fails, so one GPU
    the estimator cannot model does not blank the others.
    """
    try:
        system = estimate.SystemSpec(
            cpu_cores=None if vcpus is None else vcpus / 2.0, ram_gb=ram_gb
        )
        frame = estimate.estimate_table(
            table.loc[ids], workload, settings, count=count, system=system
        )
        return {
            gpu_id: (float(frame.at[gpu_id, "throughput"]), float(bool(frame.at[gpu_id, "fits"])))
            for gpu_id in ids
        }
    except Exception:  # the vectorised path is an optimisation; retry one by one
        pass
    result: dict[str, tuple[float, float]] = {}
    for gpu_id in ids:
        try:
            value = estimate.estimate_gpus(
                gpus[gpu_id],
                count,
                workload,
                settings,
                cpu_threads=None if vcpus is None else int(vcpus),
                ram_gb=ram_gb,
            )
            result[gpu_id] = (float(value.throughput), float(bool(value.fits)))
        except Exception:  # one GPU the estimator cannot model stays unknown
            result[gpu_id] = (math.nan, math.nan)
    return result


def offer_speeds(
    offers: OfferCatalogue,
    workload: Any,
    catalogue: Catalogue,
    settings: Any = None,
    cache: dict[Any, Any] | None = None,
) -> OfferSpeeds:
    """Estimate ``workload`` on every offer's GPUs × count with its host's vCPUs and RAM."""
    estimate = _estimator()
    known: dict[Any, Any] = cache if cache is not None else {}
    gpus: dict[str, GPU] = {
        part.id: part for part in catalogue.in_category(Category.GPU) if isinstance(part, GPU)
    }
    keys: list[SpeedKey | None] = []
    missing: dict[tuple[int, float | None, float | None], set[str]] = {}
    for offer in offers:
        if offer.gpu_id is None or offer.gpu_count is None or offer.gpu_id not in gpus:
            keys.append(None)
            continue
        key: SpeedKey = (offer.gpu_id, offer.gpu_count, offer.vcpus, offer.ram_gb)
        keys.append(key)
        if key not in known:
            missing.setdefault(key[1:], set()).add(key[0])
    if missing:
        table = catalogue.table(Category.GPU)
        for (count, vcpus, ram_gb), ids in missing.items():
            found = _estimate_group(
                estimate, gpus, table, sorted(ids), count, vcpus, ram_gb, workload, settings
            )
            for gpu_id, value in found.items():
                known[(gpu_id, count, vcpus, ram_gb)] = value
    throughput = np.full(len(offers), np.nan)
    fits = np.full(len(offers), np.nan)
    for index, key in enumerate(keys):
        if key is None:
            continue
        value, fit = known[key]
        fits[index] = fit
        # A job that does not fit has no speed on that offer (0 from the estimator).
        throughput[index] = value if fit == 1.0 and _finite(value) else math.nan
    return OfferSpeeds(throughput, fits)


def offer_throughputs(
    offers: OfferCatalogue,
    workload: Any,
    catalogue: Catalogue,
    settings: Any = None,
    cache: dict[Any, Any] | None = None,
) -> np.ndarray:
    """Throughput of ``workload`` on every offer (NaN where unknown or not fitting)."""
    return offer_speeds(offers, workload, catalogue, settings, cache).throughput


def throughput_matrix(
    offers: OfferCatalogue, workloads: Iterable[Any], catalogue: Catalogue, settings: Any = None
) -> dict[str, np.ndarray]:
    """Offer throughputs per workload id, for comparing a build across the whole library."""
    return {
        getattr(workload, "id", str(workload)): offer_throughputs(
            offers, workload, catalogue, settings
        )
        for workload in workloads
    }
