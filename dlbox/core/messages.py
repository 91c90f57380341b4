"""Translatable texts without Qt: an English template plus its parameters.

The rules' findings, the planner's words and the estimator's notes all use it, so it sits
below all three (the estimator imports no rule: pyproject.toml's import-linter contracts).

``QT_TRANSLATE_NOOP("Findings", "…")`` marks each template so that pyside6-lupdate
collects it into the .ts catalogues; here it is the identity.  The CLI and exports read
``str(message)`` (English); the UI renders the same template through its translator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

# lupdate context of every finding and fix template.
CONTEXT = "Findings"

Translator = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate's marker name
    """Identity; only marks ``text`` for pyside6-lupdate."""
    del context
    return text


def english(context: str, text: str) -> str:
    """The translator that leaves every template in English (the CLI's, the default)."""
    del context
    return text


@dataclass(frozen=True, slots=True)
class Message:
    """``template % params``; params are pre-formatted strings or nested messages."""

    template: str
    items: tuple[tuple[str, str | Message], ...] = ()
    # The lupdate context the template is marked in (the planner's texts: "Plan").
    context: str = CONTEXT

    @property
    def params(self) -> dict[str, str | Message]:
        return dict(self.items)

    def render(self, tr: Translator = english) -> str:
        """The text in the translator's language (nested messages translated too)."""
        values = {k: v.render(tr) if isinstance(v, Message) else v for k, v in self.items}
        return tr(self.context, self.template) % values

    def __str__(self) -> str:
        return self.render()


def msg(template: str, **params: str | Message) -> Message:
    """A message; ``template`` must be a ``QT_TRANSLATE_NOOP("Findings", …)`` literal."""
    return Message(template, tuple(params.items()))


def msg_in(context: str, template: str, **params: str | Message) -> Message:
    """A message whose template is a ``QT_TRANSLATE_NOOP(context, …)`` literal."""
    return Message(template, tuple(params.items()), context)


def render(text: str | Message, tr: Translator = english) -> str:
    return text.render(tr) if isinstance(text, Message) else text


def sentence(text: str) -> str:
    """Messages read as sentences; some templates start with a part of the sentence."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def fold(items: Sequence[str | Message], template: str, context: str = CONTEXT) -> str | Message:
    """``items`` nested left to right through ``template`` (``%(a)s`` … ``%(b)s``); "" if none."""
    if not items:
        return ""
    joined: str | Message = items[0]
    for item in items[1:]:
        joined = msg_in(context, template, a=joined, b=item)
    return joined


def join_and(items: Sequence[str | Message]) -> str | Message:
    """``a and b and c`` as nested messages, each "and" translatable."""
    return fold(items, QT_TRANSLATE_NOOP("Findings", "%(a)s and %(b)s"))


def join_comma(items: Sequence[str | Message]) -> str | Message:
    """``a, b, c`` as nested messages, each separator translatable."""
    return fold(items, QT_TRANSLATE_NOOP("Findings", "%(a)s, %(b)s"))


def join_plus(items: Sequence[str | Message]) -> str | Message:
    """``a + b + c`` as nested messages, each separator translatable."""
    return fold(items, QT_TRANSLATE_NOOP("Findings", "%(a)s + %(b)s"))


def join_semicolon(items: Sequence[str | Message]) -> str | Message:
    """``a; b; c`` as nested messages, each separator translatable."""
    return fold(items, QT_TRANSLATE_NOOP("Findings", "%(a)s; %(b)s"))


def placeholders(template: str) -> set[str]:
    """Names of the ``%(name)s`` placeholders in a template."""
    return set(re.findall(r"%\((\w+)\)s", template))


def count(n: int, one: str, many: str, **params: str | Message) -> Message:
    """``one`` or ``many`` (both ``%(n)s`` templates, with ``params``) by the count, English
    plural rules."""
    return msg(one if n == 1 else many, n=str(n), **params)
