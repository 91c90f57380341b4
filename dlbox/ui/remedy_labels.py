"""Remedy labels from the core's memory remedies, in the user's language."""

from __future__ import annotations

from dlbox.core.messages import render
from dlbox.core.rules.remedy_text import remedy_message
from dlbox.ui.language import translate


def remedy_text(label: str) -> str:
    """The label in the current language; an unknown label is shown as the core wrote it."""
    return render(remedy_message(label), translate)
