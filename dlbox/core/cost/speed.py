"""The one place the cost engine asks the estimator how fast things are.

Break-even and job cost take throughputs as plain numbers (compare.py); this
module gets them: the build's throughput, load power and time to train from
``estimate_build``, and each offer's throughput from ``estimate_arrays`` for
the offer's GPU × count.  Thousands of offers share about a hundred (GPU,
count) pairs, so a workload costs one vectorised estimator call covering
every pair (one row per pair, each with its own count); the host's vCPUs
then cap each offer's speed as the estimator would.  An offer whose GPU is
not in the parts catalogue (TPU, MI300X…) or whose estimate fails gets NaN:
unknown, never a guessed speed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from dlbox.core import estimate as estimator
from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.offers import OfferCatalogue
from dlbox.core.estimate.ceilings import cpu_ceiling
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.parts import GPU, Category


class SpeedUnavailableError(RuntimeError):
    """The estimator cannot answer (the build has no GPU, or the estimate failed)."""


# The first name this error had.
SpeedUnavailable = SpeedUnavailableError


def _estimator() -> Any:
    """The estimator module (a seam for tests)."""
    return estimator


def _build_estimator() -> Any:
    """The estimator's ``estimate_build`` (a seam for tests); it loads on first use."""
    from dlbox.core.build_estimate import estimate_build

    return estimate_build


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


def build_speed(
    resolved: ResolvedBuild, workload: Any, settings: Any = None, result: Any = None
) -> BuildSpeed:
    """Estimate the build; raises :class:`SpeedUnavailableError` with the reason when it cannot.

    ``result`` is the estimator's answer for this build, workload and settings
    when the caller already has it (it is not asked again).
    """
    if not resolved.of(Category.GPU):
        raise SpeedUnavailableError(
            "the build has no GPU, so there is no training speed to compare"
        )
    if result is None:
        try:
            result = _build_estimator()(resolved, workload, settings)
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


def _estimate_pairs(
    estimate: Any,
    gpus: dict[str, GPU],
    pairs: list[tuple[str, int]],
    workload: Any,
    settings: Any,
) -> dict[tuple[str, int], tuple[float, float]]:
    """(throughput, fits) of every (GPU id, count) in ``pairs``, on no particular host.

    One vectorised call, one row per pair (the GPU columns are cached per model
    objects by :func:`arrays_for`); should it fail, each pair is asked alone, so
    one GPU the estimator cannot model stays unknown without blanking the others.
    """
    try:
        hw = arrays_for([gpus[gpu_id] for gpu_id, _ in pairs])
        counts = np.array([count for _, count in pairs], dtype=np.int64)
        result = estimate.estimate_arrays(hw, counts, workload, settings)
        throughput = np.asarray(result["throughput"], dtype=float).tolist()
        fits = np.asarray(result["fits"], dtype=bool).astype(float).tolist()
        return dict(zip(pairs, zip(throughput, fits, strict=True), strict=True))
    except Exception:  # the single call is an optimisation; ask pair by pair
        pass
    found: dict[tuple[str, int], tuple[float, float]] = {}
    for gpu_id, count in pairs:
        try:
            value = estimate.estimate_gpus(gpus[gpu_id], count, workload, settings)
            found[(gpu_id, count)] = (float(value.throughput), float(bool(value.fits)))
        except Exception:  # one GPU the estimator cannot model stays unknown
            found[(gpu_id, count)] = (math.nan, math.nan)
    return found


def speed_settings(settings: Any) -> Any:
    """``settings`` without what does not change an offer's speed (epochs, dataset size):
    the key offer speeds are kept under, so editing the epochs estimates nothing again."""
    if isinstance(settings, TrainSettings):
        return settings.model_copy(update={"epochs": None, "dataset_samples": None})
    return settings


def _resolved_workload(workload: Any) -> Any:
    if isinstance(workload, str):
        return _estimator().resolve_workload(workload)
    return workload


def _host_ceilings(vcpus: np.ndarray, workload: Any, settings: Any) -> np.ndarray:
    """Per offer: the most its host's CPUs can feed, in the workload's unit (inf: no limit).

    The estimator caps a machine's throughput at its input pipeline's rate
    (JPEG decoding on the CPU cores); that cap depends on the host, not on the
    GPUs, so it is applied here per offer on top of the per-(GPU, count)
    estimate — the same answer as estimating every host shape (tested), at a
    fraction of the calls.  Cloud vCPUs are SMT threads, two per core.
    """
    out = np.full(vcpus.shape, np.inf)
    units = getattr(workload, "units_per_sample", None)
    if units is None or getattr(workload, "input_kind", None) is None:
        return out
    tier = getattr(settings, "software_tier", None) or "eager"
    if cpu_ceiling(workload, 1.0, tier) is None:
        return out  # no CPU input pipeline to cap it (tokens, GPU decoding): the same everywhere
    known = np.isfinite(vcpus)
    shapes, which = np.unique(vcpus[known], return_inverse=True)
    per_shape = np.full(len(shapes), np.inf)
    for index, threads in enumerate(shapes):
        cores = estimator.SystemSpec(cpu_cores=float(threads) / 2.0).usable_cores
        ceiling = cpu_ceiling(workload, cores, tier)
        if ceiling is not None:
            per_shape[index] = ceiling * units
    out[known] = per_shape[which]
    return out


def offer_speeds(
    offers: OfferCatalogue,
    workload: Any,
    catalogue: Catalogue,
    settings: Any = None,
    cache: dict[Any, Any] | None = None,
) -> OfferSpeeds:
    """Estimate ``workload`` on every offer's GPUs × count, capped by its host's vCPUs.

    Each distinct (GPU, count) among the offers is estimated once, and all
    of those pairs go to the estimator together in one vectorised
    call: one call per workload for thousands of offers.  ``cache`` (any
    dict, shared across workloads and calls) keeps those estimates per
    workload and settings (less the epochs and dataset size, which change no
    speed), so a second comparison asks the estimator nothing.
    """
    estimate = _estimator()
    workload = _resolved_workload(workload)
    shared: dict[Any, Any] = cache if cache is not None else {}
    # One entry per workload and settings, holding {(GPU id, count): (throughput, fits)}.
    scope = ("offer_speeds", getattr(workload, "id", str(workload)), speed_settings(settings))
    known: dict[tuple[str, int], tuple[float, float]] = shared.setdefault(scope, {})
    gpus: dict[str, GPU] = {
        part.id: part for part in catalogue.in_category(Category.GPU) if isinstance(part, GPU)
    }
    pairs, pair_of = offers.gpu_pairs
    missing = [pair for pair in pairs if pair[0] in gpus and pair not in known]
    if missing:
        known.update(_estimate_pairs(estimate, gpus, missing, workload, settings))
    pair_speed = np.full(len(pairs) + 1, np.nan)  # the last entry answers index -1
    pair_fits = np.full(len(pairs) + 1, np.nan)
    for index, pair in enumerate(pairs):
        value = known.get(pair)
        if value is not None:
            pair_speed[index], pair_fits[index] = value
    throughput = pair_speed[pair_of]
    fits = pair_fits[pair_of]
    # A job that does not fit has no speed on that offer (0 from the estimator).
    throughput[~(fits == 1.0) | ~(throughput > 0)] = np.nan
    # The hosts' CPU caps, kept for the last offer selection (its vCPU column object).
    vcpus = offers.columns.vcpus
    tier = getattr(settings, "software_tier", None) or "eager"
    host_key = ("host_ceilings", scope[1], tier)
    held = shared.get(host_key)
    if held is None or held[0] is not vcpus:
        held = shared[host_key] = (vcpus, _host_ceilings(vcpus, workload, settings))
    throughput = np.minimum(throughput, held[1])
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
