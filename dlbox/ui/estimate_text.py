"""The estimator's notes in the user's language (dlbox.core.estimate.notes): the core keeps
a note's English text for the CLI and JSON and its template for this translator."""

from __future__ import annotations

from dlbox.core.estimate.notes import Note
from dlbox.ui.language import translate


def estimate_text(text: str) -> str:
    """A note through the translator; a plain str (no template to translate) as written."""
    return text.message.render(translate) if isinstance(text, Note) else text
