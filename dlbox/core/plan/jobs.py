"""The job the plan is for: workloads, their settings and how much work one job is.

A training workload with a dataset (the user's ``--dataset``/``--epochs``, else
the workload's own) is one pass of that many samples × epochs; its hours are
the estimator's time to train.  A workload with no dataset size (an inference
server, a fine-tune whose data the user did not give) is measured against a
reference: one job is an hour of its work on the cheapest GPU option that fits
it, so a box twice as fast takes half an hour.  The plan states which.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dlbox.core.estimate import TrainSettings, Workload
from dlbox.core.estimate.estimator import EVAL_ALLOWANCE, resolve_choices
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message
from dlbox.core.plan.text import plan_msg


@dataclass(frozen=True)
class JobPart:
    """One workload of the job: the work it is (in the workload's unit) and where from."""

    workload: Workload
    units: float | None  # dataset × epochs; None until a reference fixes it
    # "dataset" (dataset × epochs) or "reference" (an hour on the reference option).
    basis: str = "dataset"
    reference: str = ""

    def hours(self, throughput: float) -> float:
        """Wall-clock hours of this part at ``throughput`` units/s (inf when it cannot run)."""
        if self.units is None or not throughput > 0:
            return float("inf")
        if self.basis == "dataset":
            return self.units / throughput / EVAL_ALLOWANCE / 3600.0
        return self.units / throughput / 3600.0


def job_parts(workloads: list[Workload], settings: TrainSettings | None) -> list[JobPart]:
    """Each workload's work, where a dataset gives it (the rest wait for a reference)."""
    parts = []
    for workload in workloads:
        choices = resolve_choices(workload, settings)
        if workload.task == "train" and choices.dataset is not None:
            epochs = choices.epochs if choices.epochs is not None else 1.0
            parts.append(JobPart(workload, choices.dataset * epochs))
        else:
            parts.append(JobPart(workload, None, "reference"))
    return parts


def with_reference(part: JobPart, throughput: float, label: str) -> JobPart:
    """``part`` measured as one hour of its work at ``throughput`` (on ``label``)."""
    return JobPart(part.workload, throughput * 3600.0, "reference", label)


def describe(part: JobPart) -> str:
    return str(describe_msg(part))


def describe_msg(part: JobPart) -> Message:
    """What one job is, as a translatable message (``describe`` is its English)."""
    w = part.workload
    if part.basis == "dataset":
        return plan_msg(
            QT_TRANSLATE_NOOP("Plan", "%(id)s: %(units)s %(unit)s (dataset × epochs)"),
            id=getattr(w, "name", None) or w.id,
            units=f"{part.units:,.0f}",
            unit=unit_msg(w),
        )
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "%(id)s: no dataset size given, so one job = 1 h of its work on %(reference)s "
            "(%(units)s %(unit)s); give --dataset/--epochs for a real job",
        ),
        id=getattr(w, "name", None) or w.id,
        reference=part.reference,
        units=f"{part.units or 0:,.0f}",
        unit=unit_msg(w),
    )


# What a job counts, translatable where the planner's texts are shown in the window.
UNIT_TEXTS = {
    "images": QT_TRANSLATE_NOOP("Plan", "images"),
    "sequences": QT_TRANSLATE_NOOP("Plan", "sequences"),
    "tokens": QT_TRANSLATE_NOOP("Plan", "tokens"),
    "samples": QT_TRANSLATE_NOOP("Plan", "samples"),
}


def unit_msg(workload: Any) -> str | Message:
    """``unit_word`` as a message the dialog shows in the user's language."""
    word = unit_word(workload)
    return plan_msg(UNIT_TEXTS[word]) if word in UNIT_TEXTS else word


def unit_word(workload: Any) -> str:
    unit = str(getattr(workload, "unit", "samples/s"))
    return unit.split("/")[0]
