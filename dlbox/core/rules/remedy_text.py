"""Memory remedies as translatable messages.

The estimator names each remedy in English (the CLI and JSON keep those words); findings
and the memory panel show them through this table, so a zh_TW user reads them in Chinese.
Fixed labels are listed for lupdate; labels with numbers are matched by pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, join_semicolon, msg_in

CONTEXT = "Remedies"
# How the estimator joins the parts of a combined remedy (remedies.JOIN; the core's rules
# do not import the estimator).
JOIN = " + "

FIXED: frozenset[str] = frozenset(
    (
        QT_TRANSLATE_NOOP("Remedies", "activation checkpointing"),
        QT_TRANSLATE_NOOP("Remedies", "selective activation checkpointing"),
        QT_TRANSLATE_NOOP("Remedies", "batch 1 per GPU"),
        QT_TRANSLATE_NOOP("Remedies", "8-bit optimizer"),
        QT_TRANSLATE_NOOP("Remedies", "paged 8-bit optimizer, stepped in backward"),
        QT_TRANSLATE_NOOP("Remedies", "LoRA adapters"),
        QT_TRANSLATE_NOOP("Remedies", "QLoRA (4-bit base)"),
        QT_TRANSLATE_NOOP("Remedies", "optimizer offload to CPU RAM"),
        QT_TRANSLATE_NOOP("Remedies", "weights and optimizer offload to CPU RAM"),
        QT_TRANSLATE_NOOP("Remedies", "a GPU with more memory"),
        QT_TRANSLATE_NOOP("Remedies", "fused AdamW"),
        QT_TRANSLATE_NOOP("Remedies", "8-bit KV cache"),
        QT_TRANSLATE_NOOP("Remedies", "8-bit KV cache and 8-bit weights"),
        QT_TRANSLATE_NOOP("Remedies", "1 concurrent stream"),
        QT_TRANSLATE_NOOP("Remedies", "1 concurrent stream with 8-bit KV cache"),
        QT_TRANSLATE_NOOP("Remedies", "FlashAttention (llama.cpp -fa on)"),
    )
)

# (the estimator's English label, its translatable template, the placeholder names)
PATTERNS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = (
    (
        re.compile(r"ZeRO-(\d+) across the (\d+) GPUs"),
        QT_TRANSLATE_NOOP("Remedies", "ZeRO-%(stage)s across the %(n)s GPUs"),
        ("stage", "n"),
    ),
    (
        re.compile(r"(\d+) GPUs with ZeRO-3"),
        QT_TRANSLATE_NOOP("Remedies", "%(n)s GPUs with ZeRO-3"),
        ("n",),
    ),
    (re.compile(r"(\d+) GPUs"), QT_TRANSLATE_NOOP("Remedies", "%(n)s GPUs"), ("n",)),
    (
        re.compile(r"batch (\d+) per GPU"),
        QT_TRANSLATE_NOOP("Remedies", "batch %(n)s per GPU"),
        ("n",),
    ),
    (
        re.compile(r"(\d+) concurrent streams"),
        QT_TRANSLATE_NOOP("Remedies", "%(n)s concurrent streams"),
        ("n",),
    ),
    (
        re.compile(r"(\d+) concurrent streams with 8-bit KV cache"),
        QT_TRANSLATE_NOOP("Remedies", "%(n)s concurrent streams with 8-bit KV cache"),
        ("n",),
    ),
    (
        re.compile(r"context ([\d,]+) tokens"),
        QT_TRANSLATE_NOOP("Remedies", "context %(tokens)s tokens"),
        ("tokens",),
    ),
    (
        re.compile(r"gpu_memory_utilization ([\d.]+)"),
        QT_TRANSLATE_NOOP("Remedies", "gpu_memory_utilization %(value)s"),
        ("value",),
    ),
    (
        re.compile(r"(\d+)-bit weights"),
        QT_TRANSLATE_NOOP("Remedies", "%(bits)s-bit weights"),
        ("bits",),
    ),
)


def remedy_message(label: str) -> Message | str:
    """``label`` as a message in the Remedies context; an unknown label stays as written."""
    if label in FIXED:
        return msg_in(CONTEXT, label)
    if JOIN in label:
        # A combined remedy: each part in the user's language, joined by a plus sign.
        first, _, rest = label.partition(JOIN)
        return msg_in(
            CONTEXT,
            QT_TRANSLATE_NOOP("Remedies", "%(first)s + %(second)s"),
            first=remedy_message(first),
            second=remedy_message(rest),
        )
    for pattern, template, names in PATTERNS:
        match = pattern.fullmatch(label)
        if match:
            return msg_in(CONTEXT, template, **dict(zip(names, match.groups(), strict=True)))
    return label


def remedy_with_speed(remedy: dict[str, Any]) -> Message | str:
    """One remedy with its speed cost: "LoRA adapters (×1.06 speed)"; with the batch both runs
    are compared at when it is not the run's as set: "optimizer offload to CPU RAM (×1.00
    speed at batch 4 per GPU)" (the remedy fits a larger batch than the run as set)."""
    label = remedy_message(str(remedy["label"]))
    speed = remedy.get("speed")
    if not isinstance(speed, int | float):
        return label
    if remedy.get("batch_differs") and remedy.get("compared_batch_per_gpu"):
        return msg_in(
            CONTEXT,
            QT_TRANSLATE_NOOP(
                "Remedies", "%(remedy)s (×%(speed)s speed at batch %(batch)s per GPU)"
            ),
            remedy=label,
            speed=f"{speed:.2f}",
            batch=str(int(remedy["compared_batch_per_gpu"])),
        )
    return msg_in(
        CONTEXT,
        QT_TRANSLATE_NOOP("Remedies", "%(remedy)s (×%(speed)s speed)"),
        remedy=label,
        speed=f"{speed:.2f}",
    )


def remedies_message(remedies: Sequence[dict[str, Any]]) -> Message | str:
    """The remedies, cheapest first, joined by translatable semicolons."""
    return join_semicolon([remedy_with_speed(r) for r in remedies])
