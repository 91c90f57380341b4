"""What every export shows: the part lines with prices, totals and the optional extras.

The exporters only format a :class:`Report`; they never look at the catalogue
or the engines.  Findings, the speed summary and the break-even summary come in
as plain data so a report can be made with or without those engines.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from dlbox import __version__
from dlbox.core.build import QuotedPrice, ResolvedBuild, price_totals
from dlbox.core.parts import Category

CATEGORY_LABELS: dict[Category, str] = {
    Category.GPU: "GPU",
    Category.CPU: "CPU",
    Category.MOTHERBOARD: "Motherboard",
    Category.MEMORY: "Memory",
    Category.STORAGE: "Storage",
    Category.PSU: "Power supply",
    Category.CASE: "Case",
    Category.COOLER: "CPU cooler",
}


@dataclass(frozen=True)
class PartLine:
    """One table row: a pick with its unit and line price."""

    category: Category
    id: str
    name: str
    quantity: int
    unit_price: float | None
    currency: str
    price_date: dt.date | None
    price_source: str | None
    origin: Literal["catalogue", "snapshot", "saved", "missing"]
    note: str = ""

    @property
    def line_total(self) -> float | None:
        return None if self.unit_price is None else self.unit_price * self.quantity


@dataclass(frozen=True)
class FindingLine:
    """A compatibility finding as the rules engine reports it (error / warning / note)."""

    severity: str
    message: str
    rule: str = ""
    fix: str = ""


@dataclass(frozen=True)
class Chart:
    """A chart image rendered by the GUI: ``mime`` is image/png or image/svg+xml."""

    title: str
    mime: str
    data: bytes


@dataclass(frozen=True)
class Report:
    name: str
    currency: str
    notes: str
    lines: tuple[PartLine, ...]
    totals: dict[str, float]
    quoted_total: QuotedPrice | None = None
    findings: tuple[FindingLine, ...] = ()
    # (label, value with its unit), e.g. ("ResNet-50, FP16", "1,234 images/s (estimate)").
    speed: tuple[tuple[str, str], ...] = ()
    break_even: tuple[tuple[str, str], ...] = ()
    charts: tuple[Chart, ...] = ()
    generated_on: dt.date = field(default_factory=dt.date.today)
    generator: str = f"dlbox {__version__}"

    @property
    def unpriced(self) -> int:
        return sum(1 for line in self.lines if line.unit_price is None)


def _as_finding(item: Any) -> FindingLine:
    """Accept the rules engine's objects or plain dicts with the same names."""
    if isinstance(item, FindingLine):
        return item

    def get(*names: str) -> str:
        for name in names:
            value = item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)
            if value is not None:
                return str(getattr(value, "value", value))
        return ""

    return FindingLine(
        severity=get("severity") or "note",
        message=get("message", "text"),
        rule=get("rule_id", "rule", "id"),
        fix=get("fix", "suggestion"),
    )


def _pairs(
    items: Mapping[str, Any] | Iterable[tuple[str, Any]] | None,
) -> tuple[tuple[str, str], ...]:
    if items is None:
        return ()
    pairs = items.items() if isinstance(items, Mapping) else items
    return tuple((str(k), str(v)) for k, v in pairs)


def build_report(
    resolved: ResolvedBuild,
    *,
    findings: Iterable[Any] = (),
    speed: Mapping[str, Any] | Sequence[tuple[str, Any]] | None = None,
    break_even: Mapping[str, Any] | Sequence[tuple[str, Any]] | None = None,
    charts: Sequence[Chart] = (),
    generated_on: dt.date | None = None,
) -> Report:
    """Collect the lines and totals of ``resolved`` plus whatever extras are given."""
    lines: list[PartLine] = []
    for pick in resolved.picks:
        part = pick.part
        note = ""
        if pick.origin == "snapshot":
            note = "not in catalogue — using the saved specs"
        elif pick.catalogue_changed:
            note = "saved specs; the catalogue entry changed since this build was saved"
        lines.append(
            PartLine(
                category=part.category,
                id=part.id,
                name=part.name,
                quantity=pick.quantity,
                unit_price=part.price,
                currency=part.currency,
                price_date=part.price_date,
                price_source=part.price_source,
                origin=pick.origin,
                note=note,
            )
        )
    for missing in resolved.unresolved:
        lines.append(
            PartLine(
                category=missing.pick.category,
                id=missing.pick.id,
                name=missing.pick.id,
                quantity=missing.pick.quantity,
                unit_price=None,
                currency=resolved.build.currency,
                price_date=None,
                price_source=None,
                origin="missing",
                note=missing.reason,
            )
        )
    order = {c: i for i, c in enumerate(Category)}
    lines.sort(key=lambda line: order[line.category])
    build = resolved.build
    return Report(
        name=build.name,
        currency=build.currency,
        notes=build.notes,
        lines=tuple(lines),
        totals=price_totals(resolved),
        quoted_total=build.quoted_total,
        findings=tuple(_as_finding(f) for f in findings),
        speed=_pairs(speed),
        break_even=_pairs(break_even),
        charts=tuple(charts),
        generated_on=generated_on or dt.date.today(),
    )


def money(amount: float, currency: str) -> str:
    """``1,599.99 USD``; whole amounts without decimals (``46,400 TWD``)."""
    text = f"{amount:,.0f}" if float(amount).is_integer() else f"{amount:,.2f}"
    return f"{text} {currency}"


def date_text(date: dt.date | None, unknown: str = "date not given") -> str:
    return date.isoformat() if date else unknown
