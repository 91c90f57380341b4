"""Exports of a build: Markdown for forums, CSV, JSON and a printable HTML report.

``export_build(resolved, "md")`` is the one call most users need; pass
``findings``/``speed``/``break_even`` (or let :func:`engine_findings` fill the
findings) to add those sections.  A PDF is the HTML report printed by Qt
(dlbox.ui.exporting.pdf_bytes), from the app or `dlbox export --format pdf`.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.export.csv import read_csv_export, to_csv
from dlbox.core.export.html import to_html
from dlbox.core.export.json import to_json
from dlbox.core.export.markdown import to_markdown
from dlbox.core.export.report import Chart, FindingLine, Report, build_report
from dlbox.core.messages import Translator, english
from dlbox.core.street_prices import DEFAULT_MARKET

FORMATS = ("md", "csv", "json", "html")
# The reports people read, in the window's language when the app passes its translator;
# CSV and JSON are data (read back by dlbox and by scripts) and stay English.
READ_BY_PEOPLE = ("md", "html")
SUFFIXES = {"md": ".md", "csv": ".csv", "json": ".json", "html": ".html"}

__all__ = [
    "FORMATS",
    "SUFFIXES",
    "Chart",
    "FindingLine",
    "Report",
    "build_report",
    "engine_findings",
    "export_build",
    "read_csv_export",
    "render_report",
]


def export_build(
    resolved: ResolvedBuild,
    fmt: str,
    *,
    findings: Iterable[Any] = (),
    speed: Mapping[str, Any] | Sequence[tuple[Any, Any]] | None = None,
    break_even: Mapping[str, Any] | Sequence[tuple[Any, Any]] | None = None,
    charts: Sequence[Chart] = (),
    currency: str | None = None,
    rates: Any = None,
    searches: Any = None,
    market: str = DEFAULT_MARKET,
    tr: Translator = english,
    lang: str = "en",
) -> str:
    """The build in ``fmt`` (one of :data:`FORMATS`) as text, totals in ``currency``
    (the build's when None) at ``rates`` (a cost.money.RateTable; shipped when None).
    Markdown and HTML speak ``tr``'s language, named ``lang`` (English by default); CSV
    and JSON English."""
    tr = tr if fmt in READ_BY_PEOPLE else english
    report = build_report(
        resolved,
        findings=findings,
        speed=speed,
        break_even=break_even,
        charts=charts,
        currency=currency,
        rates=rates,
        searches=searches,
        market=market,
        tr=tr,
    )
    return render_report(report, resolved, fmt, tr, lang)


def render_report(
    report: Report, resolved: ResolvedBuild, fmt: str, tr: Translator = english, lang: str = "en"
) -> str:
    """Format an already collected report (the CLI also reads its findings)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if fmt == "md":
        return to_markdown(report, tr)
    if fmt == "csv":
        return to_csv(report)
    if fmt == "json":
        return to_json(resolved, report)
    return to_html(report, tr, lang if tr is not english else "en")


def engine_findings(resolved: ResolvedBuild, catalogue: Catalogue) -> list[Any] | None:
    """Findings from ``dlbox.core.rules.check_build`` — None while that engine is absent."""
    try:
        rules = importlib.import_module("dlbox.core.rules")
    except ModuleNotFoundError as exc:
        if exc.name in {"dlbox.core.rules", "dlbox.core"}:
            return None  # not written yet; a broken engine should still fail loudly
        raise
    check = getattr(rules, "check_build", None)
    if check is None:
        return None
    return list(check(resolved, catalogue))
