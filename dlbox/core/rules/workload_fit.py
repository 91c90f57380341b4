"""Rule 17: does the chosen workload fit in the GPUs' memory (the estimator's memory model).

The estimator (dlbox.core.build_estimate for a build) answers through
``estimate_build(resolved, workload, settings) -> Estimate`` with ``.fits``,
``.max_batch_per_gpu`` and ``.memory_gb``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, msg
from dlbox.core.parts import Category
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import (
    Finding,
    distinct,
    error,
    fix,
    gb,
    gib_number,
    note,
    warning,
)
from dlbox.core.rules.remedy_text import remedies_message

REMEDIES = QT_TRANSLATE_NOOP(
    "Findings",
    "gradient checkpointing, LoRA/QLoRA, ZeRO across the GPUs, or GPUs with more memory",
)


def _estimator() -> Callable[..., Any]:
    """The estimator's ``estimate_build`` (a seam for tests); the estimator loads on first use."""
    from dlbox.core.build_estimate import estimate_build

    return estimate_build


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


def _gib(value: float) -> str:
    return f"{gib_number(value)} GiB"


def _remedy_text(memory: dict[str, Any] | None) -> str | Message:
    """The memory model's remedies for this build (cheapest first), else the generic list."""
    remedies = (memory or {}).get("remedies") or []
    if not remedies:
        return msg(REMEDIES)
    return remedies_message(remedies)


# A library model's workload names (estimate/models.py): the model's name stays as it is,
# the words around it follow the user's language.
_DECODING = re.compile(r"(?P<model>.+) decoding")
_TRAINING = re.compile(r"(?P<model>.+) training \(seq (?P<seq>\d+)\)")


def workload_name(name: str) -> str | Message:
    """A workload's name as findings show it: "Llama 3.1 8B decoding" translatable."""
    found = _DECODING.fullmatch(name)
    if found:
        return msg(QT_TRANSLATE_NOOP("Findings", "%(model)s decoding"), model=found["model"])
    found = _TRAINING.fullmatch(name)
    if found:
        return msg(
            QT_TRANSLATE_NOOP("Findings", "%(model)s training (seq %(seq)s)"),
            model=found["model"],
            seq=found["seq"],
        )
    return name


def workload_fits(view: BuildView) -> Iterator[Finding]:
    workload, resolved = view.workload, view.resolved
    if workload is None or resolved is None or not view.gpus:
        return
    estimate_build = _estimator()
    name = workload_name(getattr(workload, "name", None) or getattr(workload, "id", "the workload"))
    try:
        estimate = estimate_build(resolved, workload, view.settings)
    except Exception as exc:  # a workload the estimator cannot model must not stop the check
        yield note(
            "dl.workload_fit",
            msg(
                QT_TRANSLATE_NOOP("Findings", "could not estimate memory for %(name)s: %(error)s"),
                name=name,
                error=str(exc),
            ),
        )
        return
    if estimate is None or getattr(estimate, "fits", None) is None:
        return
    max_batch = _smallest(getattr(estimate, "max_batch_per_gpu", None))
    memory = _largest(getattr(estimate, "memory_gb", None))
    # The memory model's account (GiB, usable VRAM as the card reports it, remedies).
    account = getattr(estimate, "memory", None) or None
    if account and account.get("host_fits") is False:
        yield warning(
            "dl.workload_fit",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "CPU offload puts %(host)s of %(name)s's training state in system RAM; the "
                    "build has %(ram)s",
                ),
                host=_gib(float(account["host_gib"])),
                name=name,
                ram=gb(float(account["host_ram_gb"])),
            ),
            *view.memory,
            fix=fix(msg(QT_TRANSLATE_NOOP("Findings", "Add memory, or offload less"))),
        )
    if account and account.get("verdict") == "tight" and estimate.fits:
        yield note(
            "dl.workload_fit",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(name)s needs ≈ %(need)s per GPU of the %(usable)s usable: within the "
                    "memory model's ±%(band)s error, so it may not fit",
                ),
                name=name,
                need=_gib(float(account["peak_gib"])),
                usable=_gib(float(account["usable_gib"])),
                band=f"{float(account['band']):.0%}",
            ),
            *list({g.id: g for g in view.gpus}.values()),
        )
        return
    smallest = min(view.gpus, key=lambda g: g.vram_gb)
    models = list({g.id: g for g in view.gpus}.values())
    wanted = (
        getattr(estimate, "batch_per_gpu", None)
        or view.setting("batch_per_gpu", None)
        or getattr(workload, "usual_batch", None)
    )
    shown = _gib(memory) if account and memory is not None else gb(memory)
    need = (
        msg(QT_TRANSLATE_NOOP("Findings", "≈ %(memory)s per GPU"), memory=shown)
        if memory is not None
        else msg(QT_TRANSLATE_NOOP("Findings", "more memory"))
    )
    vram_text: str | Message = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "%(vram)s usable"),
            vram=_gib(float(account["usable_gib"])),
        )
        if account
        else gb(smallest.vram_gb)
    )
    at: str | Message = (
        msg(QT_TRANSLATE_NOOP("Findings", " at batch %(batch)s"), batch=str(wanted))
        if wanted
        else ""
    )
    shorter = _shorter_context(view, estimate, account, name, need, smallest.name, vram_text)
    if shorter is not None:
        yield shorter
        return
    if max_batch is not None and max_batch < 1:
        vram = smallest.vram_gb
        yield error(
            "dl.workload_fit",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(name)s needs %(need)s even at batch 1: %(gpu)s has %(vram)s"
                )
                if wanted in (None, 1)
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(name)s needs %(need)s%(at)s and does not fit even at batch 1: %(gpu)s has "
                    "%(vram)s",
                ),
                name=name,
                need=need,
                gpu=smallest.name,
                vram=vram_text if account else gb(vram),
                **({} if wanted in (None, 1) else {"at": at}),
            ),
            *models,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "Use %(remedies)s"),
                    remedies=_remedy_text(account),
                ),
                Category.GPU,
                (lambda t, need_gb=memory: t.num("vram_gb") >= need_gb) if memory else None,
                "vram_gb",
            ),
        )
    elif not estimate.fits:
        yield warning(
            "dl.workload_fit",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(name)s needs %(need)s%(at)s; %(gpu)s has %(vram)s: the largest batch that "
                    "fits is %(batch)s per GPU",
                ),
                name=name,
                need=need,
                at=at,
                gpu=smallest.name,
                vram=vram_text,
                batch=str(int(max_batch)) if max_batch is not None else "?",
            ),
            *models,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Lower the batch (with gradient accumulation), or use %(remedies)s",
                    ),
                    remedies=_remedy_text(account),
                )
            ),
        )


def _shorter_context(
    view: BuildView,
    estimate: Any,
    account: dict[str, Any] | None,
    name: str | Message,
    need: Message,
    gpu: str,
    vram: str | Message,
) -> Finding | None:
    """Serving whose context does not fit at its streams while a shorter one would: say the
    longest that fits (the memory model's, as vLLM names the max_model_len it could take),
    with the one-click change to it.  None when the context is not what is too big."""
    account = account or {}
    longest = int(account.get("longest_context") or 0)
    context = int(account.get("context_tokens") or 0)
    if not longest or longest >= context:
        return None
    streams = int(account.get("batch_per_gpu") or getattr(estimate, "batch_per_gpu", 1) or 1)
    models = distinct(view.gpus)
    template = (
        QT_TRANSLATE_NOOP(
            "Findings",
            "%(name)s with %(context)s tokens of context needs %(need)s; %(gpu)s has %(vram)s: "
            "the longest context that fits one stream is %(longest)s tokens",
        )
        if streams == 1
        else QT_TRANSLATE_NOOP(
            "Findings",
            "%(name)s with %(context)s tokens of context × %(streams)s concurrent streams needs "
            "%(need)s; %(gpu)s has %(vram)s: the longest context that fits %(streams)s "
            "streams is %(longest)s tokens",
        )
    )
    message = msg(
        template,
        name=name,
        context=f"{context:,}",
        streams=str(streams),
        need=need,
        gpu=gpu,
        vram=vram,
        longest=f"{longest:,}",
    )
    remedy = fix(
        msg(
            QT_TRANSLATE_NOOP("Findings", "Use a context of %(tokens)s tokens"),
            tokens=f"{longest:,}",
        ),
        settings={"context_tokens": longest},
    )
    max_batch = _smallest(getattr(estimate, "max_batch_per_gpu", None))
    severe = max_batch is not None and max_batch < 1
    return (error if severe else warning)("dl.workload_fit", message, *models, fix=remedy)


def not_checked(view: BuildView) -> tuple[Message, ...]:
    if view.workload is None:
        return (
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "whether a training workload fits in VRAM (no workload chosen)"
                )
            ),
        )
    return ()


RULES = (workload_fits,)
