"""A memory remedy's settings as the workload choice they make (the memory chart's
buttons and the findings panel's one-click fixes apply them the same way)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from dlbox.ui.analysis import WorkloadChoice

# Serving remedies' TrainSettings fields that are the workload bar's own boxes.
SERVING_FIELDS = {
    "batch_per_gpu": "concurrency",
    "context_tokens": "context",
    "serving_engine": "engine",
    "weight_format": "weights",
}
# Training remedies' TrainSettings fields that are the workload bar's own boxes (a smaller
# micro-batch keeps the effective batch by accumulating more of them).
STEP_FIELDS = {
    "grad_accum": "grad_accum",
    "memory_format": "memory_format",
    "checkpointing": "checkpointing",
}


def applied_choice(choice: WorkloadChoice, change: Mapping[str, Any]) -> WorkloadChoice:
    """``choice`` with a remedy's TrainSettings fields: those the workload bar shows in its
    boxes become the choice's own (the build saves them), the rest ride as overrides."""
    settings = {**dict(choice.memory), **dict(change)}
    boxes: dict[str, Any] = {}
    if choice.decodes:
        for key, field in SERVING_FIELDS.items():
            if key in settings:
                value = settings.pop(key)
                if field == "weights":  # a remedy's bits replace the named format
                    boxes[field] = value or ""
                else:
                    boxes[field] = value if field == "engine" else int(value)
        if boxes.get("engine") == "generic":
            boxes["engine"] = ""
    else:
        for key, field in STEP_FIELDS.items():
            if key in settings:
                value = settings.pop(key)
                boxes[field] = int(value) if field == "grad_accum" else value
        if boxes.get("memory_format") == "auto":
            boxes["memory_format"] = ""
    return dataclasses.replace(choice, memory=tuple(sorted(settings.items())), **boxes)
