"""Rule 17: does the chosen workload fit in the GPUs' memory (the estimator's memory model).

The estimator (dlbox.core.estimate) answers through
``estimate_build(resolved, workload, settings) -> Estimate`` with ``.fits``,
``.max_batch_per_gpu`` and ``.memory_gb``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from dlbox.core import estimate as estimator
from dlbox.core.parts import Category
from dlbox.core.rules.findings import Finding, error, fix, gb, note, warning
from dlbox.core.rules.view import BuildView

REMEDIES = "gradient checkpointing, LoRA/QLoRA, ZeRO across the GPUs, or GPUs with more memory"


def _estimator() -> Callable[..., Any]:
    """The estimator's ``estimate_build`` (a seam for tests)."""
    return estimator.estimate_build


def _smallest(value: Any) -> float | None:
    """The binding figure when the estimator reports one per GPU."""
    if value is None:
        return None
    array = np.asarray(value, dtype=float).reshape(-1)
    return float(array.min()) if array.size else None


def _largest(value: Any) -> float | None:
    if value is None:
        return None
    array = np.asarray(value, dtype=float).reshape(-1)
    return float(array.max()) if array.size else None


def workload_fits(view: BuildView) -> Iterator[Finding]:
    workload, resolved = view.workload, view.resolved
    if workload is None or resolved is None or not view.gpus:
        return
    estimate_build = _estimator()
    name = getattr(workload, "name", None) or getattr(workload, "id", "the workload")
    try:
        estimate = estimate_build(resolved, workload, view.settings)
    except Exception as exc:  # a workload the estimator cannot model must not stop the check
        yield note("dl.workload_fit", f"could not estimate memory for {name}: {exc}")
        return
    if estimate is None or getattr(estimate, "fits", None) is None:
        return
    max_batch = _smallest(getattr(estimate, "max_batch_per_gpu", None))
    memory = _largest(getattr(estimate, "memory_gb", None))
    smallest = min(view.gpus, key=lambda g: g.vram_gb)
    models = list({g.id: g for g in view.gpus}.values())
    wanted = (
        getattr(estimate, "batch_per_gpu", None)
        or view.setting("batch_per_gpu", None)
        or getattr(workload, "usual_batch", None)
    )
    need = f"≈ {gb(memory)} per GPU" if memory is not None else "more memory"
    at = f" at batch {wanted}" if wanted else ""
    if max_batch is not None and max_batch < 1:
        vram = smallest.vram_gb
        yield error(
            "dl.workload_fit",
            (
                f"{name} needs {need} even at batch 1"
                if wanted in (None, 1)
                else f"{name} needs {need}{at} and does not fit even at batch 1"
            )
            + f": {smallest.name} has {gb(vram)}",
            *models,
            fix=fix(
                f"Use {REMEDIES}",
                Category.GPU,
                (lambda t, need_gb=memory: t.num("vram_gb") >= need_gb) if memory else None,
                "vram_gb",
            ),
        )
    elif not estimate.fits:
        yield warning(
            "dl.workload_fit",
            f"{name} needs {need}{at}; {smallest.name} has {gb(smallest.vram_gb)}: the "
            f"largest batch that fits is {int(max_batch) if max_batch is not None else '?'} "
            "per GPU",
            *models,
            fix=fix(f"Lower the batch (with gradient accumulation), or use {REMEDIES}"),
        )


def not_checked(view: BuildView) -> tuple[str, ...]:
    if view.workload is None:
        return ("whether a training workload fits in VRAM (no workload chosen)",)
    return ()


RULES = (workload_fits,)
