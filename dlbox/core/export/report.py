"""What every export shows: the part lines with prices, totals and the optional extras.

The exporters only format a :class:`Report`; they never look at the catalogue
or the engines.  Findings, the speed summary and the break-even summary come in
as plain data so a report can be made with or without those engines.

The reports people read (Markdown for forums, HTML/PDF) speak the window's language: the
app passes its translator (``tr``) and the words here are ``QT_TRANSLATE_NOOP("Export",
…)`` templates.  CSV and JSON are data, read back by dlbox and scripts: always English.
The speed and own-vs-rent lines come as messages too (export/summary_words.py).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from dlbox import __version__
from dlbox.core.build import Pick, QuotedPrice, ResolvedBuild, price_totals
from dlbox.core.export.words import EXPORT
from dlbox.core.messages import (
    QT_TRANSLATE_NOOP,
    Message,
    Translator,
    english,
    join_comma,
    join_semicolon,
    msg_in,
)
from dlbox.core.parts import Category
from dlbox.core.street_prices import DEFAULT_MARKET

if TYPE_CHECKING:
    from dlbox.core.cost.money import RateTable
    from dlbox.core.price_searches import PriceSearches


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
    note: str | Message = ""  # str(note) is its English text
    # The line total in the report's currency (None: unpriced, or no rate for its currency).
    converted_total: float | None = None
    # An unpriced part whose price was searched for in the report's market and not found:
    # what the search found ("not listed at 原價屋 Coolpc on 2026-09-23"), "" otherwise.
    price_searched: str = ""

    @property
    def line_total(self) -> float | None:
        return None if self.unit_price is None else self.unit_price * self.quantity


def _cabling(pick: Pick | None) -> list[Message]:
    """'2 PSU cables per card', '1 12 V rail per card' as the GPU line states them."""
    if pick is None:
        return []
    bits = []
    for n, one, many in (
        (
            pick.power_cables,
            QT_TRANSLATE_NOOP("Export", "%(n)s PSU cable per card"),
            QT_TRANSLATE_NOOP("Export", "%(n)s PSU cables per card"),
        ),
        (
            pick.power_rails,
            QT_TRANSLATE_NOOP("Export", "%(n)s 12 V rail per card"),
            QT_TRANSLATE_NOOP("Export", "%(n)s 12 V rails per card"),
        ),
    ):
        if n is not None:
            bits.append(msg_in(EXPORT, one if n == 1 else many, n=str(n)))
    if pick.card_model_named is False:
        bits.append(
            msg_in(
                EXPORT,
                QT_TRANSLATE_NOOP("Export", "card model not named (catalogue dimensions assumed)"),
            )
        )
    return bits


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
    currency: str  # what every total is shown in (the build's, or the export's choice)
    notes: str
    lines: tuple[PartLine, ...]
    totals: dict[str, float]  # Σ per currency the prices are quoted in
    # Σ of every priced line in ``currency`` (what the app shows as the build's price),
    # the currencies without a rate (their lines are left out), and the rates used.
    total: float = 0.0
    unconverted: tuple[str, ...] = ()
    rate_notes: tuple[str, ...] = ()
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


def _as_finding(item: Any, tr: Translator = english) -> FindingLine:
    """Accept the rules engine's objects (their texts in ``tr``'s language) or plain dicts
    with the same names."""
    if isinstance(item, FindingLine):
        return item

    def get(*names: str) -> str:
        for name in names:
            value = item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)
            if value is not None:
                return str(getattr(value, "value", value))
        return ""

    message, fix = get("message", "text"), get("fix", "suggestion")
    if tr is not english and hasattr(item, "render"):
        message = item.render(tr)
        remedy = getattr(item, "fix", None)
        if hasattr(remedy, "render") and fix.startswith(remedy.text):
            # The fix's sentence translated; the parts it names and their effects as given.
            fix = remedy.render(tr) + fix[len(remedy.text) :]
    return FindingLine(
        severity=get("severity") or "note",
        message=message,
        rule=get("rule_id", "rule", "id"),
        fix=fix,
    )


def _pairs(
    items: Mapping[str, Any] | Iterable[tuple[Any, Any]] | None, tr: Translator = english
) -> tuple[tuple[str, str], ...]:
    """(label, value) lines as text; a translatable message in ``tr``'s language."""
    if items is None:
        return ()
    pairs = items.items() if isinstance(items, Mapping) else items
    return tuple((_text(k, tr), _text(v, tr)) for k, v in pairs)


def _text(value: Any, tr: Translator) -> str:
    return value.render(tr) if isinstance(value, Message) else str(value)


def build_report(
    resolved: ResolvedBuild,
    *,
    findings: Iterable[Any] = (),
    speed: Mapping[str, Any] | Sequence[tuple[Any, Any]] | None = None,
    break_even: Mapping[str, Any] | Sequence[tuple[Any, Any]] | None = None,
    charts: Sequence[Chart] = (),
    generated_on: dt.date | None = None,
    currency: str | None = None,
    rates: RateTable | None = None,
    searches: PriceSearches | None = None,
    market: str = DEFAULT_MARKET,
    tr: Translator = english,
) -> Report:
    """Collect the lines and totals of ``resolved`` plus whatever extras are given.

    Totals are in ``currency`` (the build's when None), converted at one rate per
    currency (``rates``, the shipped ones when None), as the app converts them.
    ``searches`` (the catalogue's, with its ``market``) say where an unpriced part's price
    was looked for.  The findings' texts are in ``tr``'s language (English by default).
    """
    target = currency or resolved.build.currency
    convert = _converter(target, rates)
    lines: list[PartLine] = []
    saved = {(p.category, p.id): p for p in resolved.build.parts}
    for pick in resolved.picks:
        part = pick.part
        notes: list[str | Message] = []
        if pick.origin == "snapshot":
            notes.append(
                msg_in(
                    EXPORT, QT_TRANSLATE_NOOP("Export", "not in catalogue — using the saved specs")
                )
            )
        elif pick.catalogue_changed:
            notes.append(
                msg_in(
                    EXPORT,
                    QT_TRANSLATE_NOOP(
                        "Export",
                        "saved specs; the catalogue entry changed since this build was saved",
                    ),
                )
            )
        cabling = _cabling(saved.get((part.category, part.id)))
        if cabling:
            notes.append(join_comma(cabling))
        note = join_semicolon(notes)
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
                converted_total=convert(part.price, part.currency, pick.quantity),
                price_searched=_searched(searches, part.id, market) if part.price is None else "",
            )
        )
    for missing in resolved.unresolved:
        lines.append(_missing_line(missing.pick, missing.reason, resolved.build.currency))
    order = {c: i for i, c in enumerate(Category)}
    lines.sort(key=lambda line: order[line.category])
    build = resolved.build
    unconverted = sorted(
        {line.currency for line in lines if line.unit_price is not None}
        - {line.currency for line in lines if line.converted_total is not None}
    )
    return Report(
        name=build.name,
        currency=target,
        total=sum(line.converted_total or 0.0 for line in lines),
        unconverted=tuple(unconverted),
        rate_notes=convert.notes(),
        notes=build.notes,
        lines=tuple(lines),
        totals=price_totals(resolved),
        quoted_total=build.quoted_total,
        findings=tuple(_as_finding(f, tr) for f in findings),
        speed=_pairs(speed, tr),
        break_even=_pairs(break_even, tr),
        charts=tuple(charts),
        generated_on=generated_on or dt.date.today(),
    )


def _searched(searches: PriceSearches | None, part_id: str, market: str) -> str:
    from dlbox.core.price_searches import search_text

    row = searches.get(part_id, market) if searches is not None else None
    return search_text(row) if row is not None else ""


class _Converter:
    """Amounts → the report's currency at one rate per currency; remembers the rates used."""

    def __init__(self, target: str, rates: RateTable | None) -> None:
        self.target = target
        self.rates = rates
        self.used: dict[str, str] = {}

    def __call__(self, price: float | None, currency: str, quantity: int) -> float | None:
        if price is None:
            return None
        if currency == self.target:
            return price * quantity
        if self.rates is None or not (self.rates.knows(currency) and self.rates.knows(self.target)):
            return None
        source, dest = self.rates.rate(currency), self.rates.rate(self.target)
        factor = dest.per_usd / source.per_usd
        if currency not in self.used:
            origin = "; ".join(_rate_origin(r) for r in (source, dest) if r.currency != "USD")
            self.used[currency] = f"1 {currency} = {factor:,.4g} {self.target} ({origin})"
        return price * quantity * factor

    def notes(self) -> tuple[str, ...]:
        return tuple(self.used[c] for c in sorted(self.used))


def _rate_origin(rate: Any) -> str:
    return f"{rate.source}, {rate.date.isoformat()}"


def _converter(target: str, rates: RateTable | None) -> _Converter:
    if rates is None:
        try:
            from dlbox.core.cost.money import shipped_rates

            rates = shipped_rates().pinned()
        except Exception:  # no rates file: lines in other currencies stay unconverted
            rates = None
    else:
        rates = rates.pinned()
    return _Converter(target, rates)


def _missing_line(pick: Any, reason: str, currency: str) -> PartLine:
    """A line whose part could not be rebuilt: its saved name and price where the
    snapshot still has them, so the export loses no line and no figure."""
    snapshot = pick.snapshot if isinstance(pick.snapshot, dict) else {}
    name = snapshot.get("name")
    return PartLine(
        category=pick.category,
        id=pick.id,
        name=name if isinstance(name, str) and name.strip() else pick.id,
        quantity=pick.quantity,
        unit_price=None,
        currency=currency,
        price_date=None,
        price_source=None,
        origin="missing",
        note=reason,
    )


def total_notes(report: Report, tr: Translator = english) -> list[str]:
    """What a reader needs to trust the total: unpriced lines, lines without a rate,
    and the exchange rates used."""
    notes = []
    if report.unpriced:
        template = (
            QT_TRANSLATE_NOOP("Export", "%(n)s line has no known price and is not in the total.")
            if report.unpriced == 1
            else QT_TRANSLATE_NOOP(
                "Export", "%(n)s lines have no known price and are not in the total."
            )
        )
        notes.append(msg_in(EXPORT, template, n=str(report.unpriced)))
    if report.unconverted:
        notes.append(
            msg_in(
                EXPORT,
                QT_TRANSLATE_NOOP(
                    "Export",
                    "Lines priced in %(currencies)s are not in the total: no exchange rate "
                    "to %(currency)s.",
                ),
                currencies=", ".join(report.unconverted),
                currency=report.currency,
            )
        )
    if report.rate_notes:
        notes.append(
            msg_in(
                EXPORT,
                QT_TRANSLATE_NOOP("Export", "Converted at %(rates)s."),
                rates="; ".join(report.rate_notes),
            )
        )
    return [note.render(tr) for note in notes]


def line_total_text(line: PartLine, currency: str) -> str:
    """A line's total in the report's currency, or in its own when no rate converts it
    (then it is not in the total either); "—" when unpriced."""
    if line.converted_total is not None:
        return money(line.converted_total, currency)
    return "—" if line.line_total is None else money(line.line_total, line.currency)


def money(amount: float, currency: str) -> str:
    """``1,599.99 USD``; whole amounts without decimals (``46,400 TWD``)."""
    # Whole amounts and currencies without everyday cents (TWD, KRW, JPY) without decimals.
    whole = float(amount).is_integer() or currency in ("JPY", "KRW", "TWD")
    text = f"{amount:,.0f}" if whole else f"{amount:,.2f}"
    return f"{text} {currency}"


def date_text(date: dt.date | None, unknown: str = "date not given") -> str:
    return date.isoformat() if date else unknown
