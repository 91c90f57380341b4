"""What the compatibility engine reports: findings, fixes and the power summary."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

import numpy as np

from dlbox.core.messages import Message, Translator, render, sentence
from dlbox.core.parts import Category, PartBase
from dlbox.core.rules.effects import FixEffect

Severity = Literal["error", "warning", "note"]
SEVERITY_ORDER: dict[str, int] = {"error": 0, "warning": 1, "note": 2}

P = TypeVar("P", bound=PartBase)


def distinct(parts: Iterable[P]) -> list[P]:
    """Each part once (a finding names a model once however many units the build has)."""
    return list({p.id: p for p in parts}.values())


@dataclass(frozen=True, slots=True)
class PartRef:
    """A part named by a finding."""

    category: Category
    id: str
    name: str

    @classmethod
    def of(cls, part: PartBase) -> PartRef:
        return cls(part.category, part.id, part.name)

    def to_dict(self) -> dict[str, str]:
        return {"category": self.category.value, "id": self.id, "name": self.name}


# Given the catalogue's cached column arrays for a category, narrow the compatible parts
# further (e.g. "PSU rated at least 1,050 W").  Vectorised, like the compatibility mask.
ExtraFilter = Callable[[Any], np.ndarray]


@dataclass(frozen=True, slots=True)
class SuggestSpec:
    """Which catalogue category can fix a finding, and any extra condition on the part.

    ``mode``: the part replaces the category's current parts ("replace") or comes in
    addition ("add").  ``if_none``: the fix text to give instead when no catalogue part
    at all meets ``extra`` (e.g. no PSU is large enough: say what else to do)."""

    category: Category
    extra: ExtraFilter | None = None
    # Why the extra condition: shown nowhere, kept for debugging and tests.
    label: str = ""
    mode: Literal["replace", "add"] = "replace"
    if_none: Message | None = None


class _Templated:
    """The translatable template behind a finding's or a fix's English text."""

    __slots__ = ()
    source: Message | None

    @property
    def template(self) -> str:
        """The untranslated template ("" for a plain-text message)."""
        return self.source.template if self.source is not None else ""

    @property
    def params(self) -> dict[str, str | Message]:
        return self.source.params if self.source is not None else {}


@dataclass(frozen=True, slots=True)
class Fix(_Templated):
    # English text; pass a Message (dlbox.core.messages.msg) to make it translatable.
    text: str
    part_ids: tuple[str, ...] = ()
    category: Category | None = None
    suggest: SuggestSpec | None = None
    source: Message | None = field(default=None, compare=False, repr=False)
    # The suggested parts with their names (same order as ``part_ids``).
    parts: tuple[PartRef, ...] = ()
    # What each suggested part does to speed, price and power (same order; may be empty).
    effects: tuple[FixEffect, ...] = ()
    # A change of the job's settings that resolves it (TrainSettings fields, e.g. a
    # shorter serving context): the app applies it with one click.
    settings: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.text, Message):
            object.__setattr__(self, "source", self.text)
            object.__setattr__(self, "text", sentence(str(self.text)))

    def render(self, tr: Translator) -> str:
        """The text in the translator's language (English when it is plain text)."""
        return sentence(render(self.source, tr)) if self.source is not None else self.text

    def effect_of(self, part_id: str) -> FixEffect | None:
        return next((e for e in self.effects if e.part_id == part_id), None)

    def __str__(self) -> str:
        if not self.part_ids:
            return self.text
        names = {p.id: p.name for p in self.parts}  # a reader knows parts by name, not id
        named = []
        for part_id in self.part_ids:
            effect = self.effect_of(part_id)
            name = names.get(part_id, part_id)
            named.append(f"{name}: {effect}" if effect is not None else name)
        return self.text + f" (e.g. {'; '.join(named)})"

    def to_dict(self) -> dict[str, Any]:
        """``parts`` are ``{category, id, name}`` objects, like a finding's parts."""
        named = {p.id: p for p in self.parts}
        category = self.category.value if self.category else None
        return {
            "text": self.text,
            "category": category,
            "parts": [
                named[i].to_dict() if i in named else {"category": category, "id": i, "name": i}
                for i in self.part_ids
            ],
            "effects": [e.to_dict() for e in self.effects],
            **({"settings": dict(self.settings)} if self.settings else {}),
        }


@dataclass(frozen=True, slots=True)
class Finding(_Templated):
    rule: str
    severity: Severity
    message: str
    parts: tuple[PartRef, ...] = ()
    fix: Fix | None = None
    # Identity used to tell a NEW problem from one already in the build: the rule id for
    # build-wide checks, "rule:part-id" for checks about one part.
    key: str = ""
    source: Message | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", self.rule)
        if isinstance(self.message, Message):
            object.__setattr__(self, "source", self.message)
        # Messages read as sentences; some rules start with "the GPUs need …".
        object.__setattr__(self, "message", sentence(str(self.message)))

    def render(self, tr: Translator) -> str:
        """The message in the translator's language (English when it is plain text)."""
        return sentence(self.source.render(tr)) if self.source is not None else self.message

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "parts": [p.to_dict() for p in self.parts],
            "fix": self.fix.to_dict() if self.fix else None,
        }


@dataclass(frozen=True, slots=True)
class PowerSummary:
    """DC load and spike estimates; ``recommended_psu_w`` keeps the load at ≤ 80 % of rating."""

    load_w: float
    transient_w: float
    recommended_psu_w: float
    gpu_w: float = 0.0
    cpu_w: float = 0.0
    rest_w: float = 0.0
    psu_w: float | None = None
    wall_w: float | None = None

    def to_dict(self) -> dict[str, float]:
        return {
            "load_w": round(self.load_w),
            "transient_w": round(self.transient_w),
            "recommended_psu_w": round(self.recommended_psu_w),
        }


@dataclass(frozen=True)
class CheckResult:
    findings: tuple[Finding, ...]
    power: PowerSummary
    # What the check does not cover, in English (the CLI's and the JSON's list).
    not_checked: tuple[str, ...]
    gpu_links: tuple[Any, ...] = field(default=())
    # The same list as messages (``str`` of each is its ``not_checked`` line), for the window
    # to show in the user's language.
    unchecked: tuple[str | Message, ...] = field(default=())

    def __iter__(self) -> Iterator[Finding]:
        return iter(self.findings)

    def __len__(self) -> int:
        return len(self.findings)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "warning"]

    @property
    def notes(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "note"]

    @property
    def ok(self) -> bool:
        return not self.errors

    def rules(self, severity: Severity | None = None) -> set[str]:
        return {f.rule for f in self.findings if severity is None or f.severity == severity}

    def to_dict(self) -> dict[str, Any]:
        return {
            "findings": [f.to_dict() for f in self.findings],
            "power": self.power.to_dict(),
            "not_checked": list(self.not_checked),
        }


def error(
    rule: str, message: str | Message, *parts: PartBase, fix: Fix | None = None, key: str = ""
) -> Finding:
    return Finding(rule, "error", message, tuple(PartRef.of(p) for p in parts), fix, key)


def warning(
    rule: str, message: str | Message, *parts: PartBase, fix: Fix | None = None, key: str = ""
) -> Finding:
    return Finding(rule, "warning", message, tuple(PartRef.of(p) for p in parts), fix, key)


def note(
    rule: str, message: str | Message, *parts: PartBase, fix: Fix | None = None, key: str = ""
) -> Finding:
    return Finding(rule, "note", message, tuple(PartRef.of(p) for p in parts), fix, key)


def fix(
    text: str | Message,
    category: Category | None = None,
    extra: ExtraFilter | None = None,
    label: str = "",
    *,
    mode: Literal["replace", "add"] = "replace",
    if_none: Message | None = None,
    settings: dict[str, Any] | None = None,
) -> Fix:
    """A fix; with ``category`` the engine fills in up to three catalogue parts that resolve it
    (checked: each one, put into the build, makes the finding go away); with ``settings``
    the change of the job's settings that resolves it."""
    spec = SuggestSpec(category, extra, label, mode, if_none) if category is not None else None
    changes = tuple(sorted((settings or {}).items()))
    return Fix(text, (), category, spec, settings=changes)  # type: ignore[arg-type]


# ---------------------------------------------------------------- number formatting
def w(value: float) -> str:
    return f"{value:,.0f} W"


def mm(value: float) -> str:
    return f"{value:,.0f} mm"


def gib_number(value: float) -> str:
    """A memory estimate in GiB as every panel prints it: one decimal, so the memory chart,
    the speed panel and the findings show the same figure the same way (23.6, not 23.64)."""
    return f"{value:,.1f}"


def gb(value: float) -> str:
    return f"{value:,.0f} GB" if float(value).is_integer() else f"{value:,.1f} GB"
