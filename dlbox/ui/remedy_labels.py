"""Remedy labels from the core's memory remedies, in the user's language.

The core names each remedy in English (CLI and JSON keep those words); the window shows
them translated. Fixed labels are listed for lupdate; labels with numbers are matched by
pattern so "ZeRO-2 across the 4 GPUs" reads whole in every language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

FIXED: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Remedies", "activation checkpointing"),
    QT_TRANSLATE_NOOP("Remedies", "batch 1 per GPU"),
    QT_TRANSLATE_NOOP("Remedies", "8-bit optimizer"),
    QT_TRANSLATE_NOOP("Remedies", "paged 8-bit optimizer, stepped in backward"),
    QT_TRANSLATE_NOOP("Remedies", "LoRA adapters"),
    QT_TRANSLATE_NOOP("Remedies", "QLoRA (4-bit base)"),
    QT_TRANSLATE_NOOP("Remedies", "optimizer offload to CPU RAM"),
    QT_TRANSLATE_NOOP("Remedies", "weights and optimizer offload to CPU RAM"),
    QT_TRANSLATE_NOOP("Remedies", "a GPU with more memory"),
)

# (pattern of the core's English label, translatable template with %1, %2)
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"ZeRO-(\d+) across the (\d+) GPUs"),
        QT_TRANSLATE_NOOP("Remedies", "ZeRO-%1 across the %2 GPUs"),
    ),
    (re.compile(r"(\d+) GPUs with ZeRO-3"), QT_TRANSLATE_NOOP("Remedies", "%1 GPUs with ZeRO-3")),
    (re.compile(r"(\d+) GPUs"), QT_TRANSLATE_NOOP("Remedies", "%1 GPUs")),
    (re.compile(r"(\d+)-bit weights"), QT_TRANSLATE_NOOP("Remedies", "%1-bit weights")),
)


def remedy_text(label: str) -> str:
    """The label in the current language; an unknown label is shown as the core wrote it."""
    if label in FIXED:
        return QCoreApplication.translate("Remedies", label)
    for pattern, template in PATTERNS:
        match = pattern.fullmatch(label)
        if match:
            text = QCoreApplication.translate("Remedies", template)
            for i, value in enumerate(match.groups(), start=1):
                text = text.replace(f"%{i}", value)
            return text
    return label
