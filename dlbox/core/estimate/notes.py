"""The estimator's words for people (notes, remedy notes, the band's source) as translatable
notes, the mechanism the rules' findings use (dlbox.core.messages), without Qt.

A :class:`Note` *is* its English text — the CLI prints it, ``--json`` writes it, tests
read it — and carries its :class:`~dlbox.core.messages.Message` (an English template in
the lupdate context "Estimate" and its named parameters), which the app renders through
its translator (dlbox.ui.labels.estimate_text).

Writing a note (and converting an f-string note at a merge)::

    f"power limit {limit:.0%}: ×{speed:.2f} speed"
    →  note(QT_TRANSLATE_NOOP("Estimate", "power limit %(limit)s: ×%(speed)s speed"),
            limit=f"{limit:.0%}", speed=f"{speed:.2f}")

The template is one literal (adjacent literals are fine; no f-string, no ``+``: lupdate
reads the literal); a literal ``%`` in it is written ``%%``. Numbers are formatted here as
the English text shows them (zh_TW, zh_CN and ko write them the same way); names (GPUs,
CPUs, boards) pass as they are; words are nested notes, never English pasted into a
parameter. Joining notes: :func:`join` keeps each part translatable.
"""

from __future__ import annotations

from collections.abc import Sequence

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, msg_in

CONTEXT = "Estimate"

__all__ = ["CONTEXT", "QT_TRANSLATE_NOOP", "Note", "join", "note"]


class Note(str):
    """English text that carries its translatable message."""

    message: Message

    def __new__(cls, message: Message) -> Note:
        text = super().__new__(cls, message.render())
        text.message = message
        return text

    def __reduce__(self) -> tuple[type[Note], tuple[Message]]:  # copy and pickle keep it
        return (Note, (self.message,))


def _param(value: str) -> str | Message:
    return value.message if isinstance(value, Note) else value


def note(template: str, **params: str) -> Note:
    """``template`` (a ``QT_TRANSLATE_NOOP("Estimate", …)`` literal) with its parameters:
    pre-formatted numbers and names as str, words as notes."""
    return Note(msg_in(CONTEXT, template, **{k: _param(v) for k, v in params.items()}))


def join(parts: Sequence[str], template: str) -> Note | str:
    """``parts`` nested left to right through ``template`` (``%(a)s`` … ``%(b)s``, e.g.
    ``"%(a)s; %(b)s"``); "" when there are none, the part itself when there is one."""
    if not parts:
        return ""
    joined = parts[0]
    for part in parts[1:]:
        joined = note(template, a=joined, b=part)
    return joined
