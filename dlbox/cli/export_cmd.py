"""``dlbox export BUILD --format md|csv|json|html|pdf [-o OUT]``: a build for forums, sheets
or print, with the compatibility findings and the speed and break-even summary.

The summary uses the app's defaults: ``--workload`` (ResNet-50 unless told), the
cheapest comparable on-demand or spot rental of any provider (or of ``--provider``)
and 10% utilisation.  HTML and PDF reports also carry the app's charts, drawn
offscreen by Qt; a PDF is printed by Qt (offscreen when there is no display).

Exit codes: 0 exported; 1 exported, but the build has errors (an error-level
compatibility finding, as ``dlbox check`` reports); 2 bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from dlbox.core import limits as lim
from dlbox.core.atomic import atomic_write_bytes, atomic_write_text
from dlbox.core.build import resolve
from dlbox.core.catalogue import CatalogueError
from dlbox.core.export import FORMATS, SUFFIXES, build_report, engine_findings, render_report
from dlbox.core.export.summary import (
    DEFAULT_UTILISATION,
    DEFAULT_WORKLOAD,
    Summary,
    SummaryOptionError,
    SummaryOptions,
    summarise,
)
from dlbox.core.files import BuildFileError, read_build
from dlbox.core.importers import catalogue_with_user_layer

ALL_FORMATS = (*FORMATS, "pdf")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="export a build as Markdown, CSV, JSON, HTML or PDF",
        description="Export a build file for a forum post (md), a spreadsheet (csv), "
        "other programs (json) or printing (html, pdf), with its findings and a training "
        "speed and own-vs-rent summary.",
        epilog="Exit status: 0 exported; 1 exported, but the build has errors "
        "(error findings, as `dlbox check` reports them); 2 bad input.",
    )
    parser.add_argument("build", type=Path, help="a .dlbox.json build file")
    parser.add_argument(
        "--format",
        "-f",
        choices=ALL_FORMATS,
        help="output format (default: from the -o suffix, else md)",
    )
    parser.add_argument(
        "-o", "--output", type=Path, help="write here instead of stdout (its folder must exist)"
    )
    parser.add_argument(
        "--workload",
        metavar="ID",
        help="training workload of the speed and break-even summary (default: the build's "
        f"saved job, else {DEFAULT_WORKLOAD})",
    )
    parser.add_argument(
        "--provider",
        metavar="NAME",
        help="compare with this cloud provider's cheapest comparable offer "
        "(default: the cheapest of any provider)",
    )
    parser.add_argument(
        "--utilization",
        type=float,
        default=DEFAULT_UTILISATION,
        metavar="U",
        help=f"share of calendar time the build trains, 0-1 (default {DEFAULT_UTILISATION:g})",
    )
    parser.add_argument(
        "--currency",
        metavar="CUR",
        help="show every total and the own-vs-rent summary in this ISO currency "
        "(default: the build's); prices are converted at one rate per currency, as the app does",
    )
    parser.add_argument(
        "--rate",
        action="append",
        default=[],
        metavar="CUR=UNITS_PER_USD",
        help="your exchange rate (repeatable), e.g. --rate TWD=32.5; wins over the shipped rates",
    )
    parser.add_argument(
        "--no-charts", action="store_true", help="leave the charts out of HTML and PDF reports"
    )
    parser.set_defaults(handler=run)


def _format_for(args: argparse.Namespace) -> str | None:
    if args.format:
        return str(args.format)
    if args.output is None:
        return "md"
    suffix = args.output.suffix.lower()
    by_suffix = {v: k for k, v in SUFFIXES.items()} | {
        ".markdown": "md",
        ".htm": "html",
        ".pdf": "pdf",
    }
    return by_suffix.get(suffix)


def _output_problem(output: Path) -> str:
    """Why ``output`` cannot be written ("" when it can be tried)."""
    folder = output.parent
    if not folder.exists():
        return f"{output}: folder {folder} does not exist; create it first"
    if not folder.is_dir():
        return f"{output}: {folder} is not a folder"
    if output.is_dir():
        return f"{output}: is a folder; expected a file name"
    return ""


def _charts(build: Any, catalogue: Any, options: SummaryOptions, summary: Summary) -> list[Any]:
    """The app's charts drawn offscreen (from the summary's estimate and comparison), or
    none (with a warning) when Qt cannot run."""
    try:
        from dlbox.ui.exporting import offscreen_charts

        return offscreen_charts(build, catalogue, options, summary)
    except Exception as exc:  # no Qt libraries, no platform plugin: the report goes on
        print(f"dlbox: warning: the report has no charts ({exc})", file=sys.stderr)
        return []


def _pdf(html: str) -> bytes | str:
    """The report as PDF bytes, or why Qt could not print it."""
    try:
        from dlbox.ui.exporting import pdf_bytes, qt_application

        qt_application(widgets=False)
        return pdf_bytes(html)
    except Exception as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"a PDF needs Qt, which could not start ({first}); use --format html"


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail

    fmt = _format_for(args)
    if fmt is None:
        return fail(
            f"{args.output}: cannot tell the format from the suffix "
            f"{args.output.suffix!r}; expected --format {'|'.join(ALL_FORMATS)}"
        )
    if args.output is not None and (problem := _output_problem(args.output)):
        return fail(problem)
    if fmt == "pdf" and args.output is None and sys.stdout.isatty():
        return fail("a PDF is binary: give -o FILE.pdf (or redirect the output)")
    problem = lim.options_problem(args, {"utilization": lim.UTILISATION})
    if problem is not None:
        return fail(problem)
    from dlbox.core.cost.money import CurrencyError, currency_code, parse_rate_setting
    from dlbox.core.cost.money import shipped_rates as shipped_rate_table

    try:
        mine = dict(parse_rate_setting(text) for text in args.rate)
        rates = shipped_rate_table().with_user_rates(mine, "--rate")
    except CurrencyError as exc:
        return fail(f"--rate: {exc}")
    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return fail(str(exc))
    if args.currency is not None:
        try:
            currency = currency_code(args.currency)
        except CurrencyError as exc:
            return fail(f"--currency: {exc}")
        build = build.model_copy(update={"currency": currency})
    if not rates.knows(build.currency):
        return fail(
            f"no exchange rate for {build.currency} (rates known for: "
            f"{', '.join(rates.currencies)}; add one with --rate {build.currency}=UNITS_PER_USD)"
        )
    try:
        catalogue = catalogue_with_user_layer()
    except CatalogueError as exc:
        return fail(str(exc))
    resolved = resolve(build, catalogue)
    options = SummaryOptions(
        workload=args.workload or (build.job.workload if build.job else DEFAULT_WORKLOAD),
        provider=args.provider,
        utilisation=args.utilization,
        rates=rates,
    )
    try:
        summary = summarise(resolved, catalogue, options)
    except SummaryOptionError as exc:
        return fail(str(exc))
    findings = engine_findings(resolved, catalogue) or []
    charts = []
    if fmt in ("html", "pdf") and not args.no_charts:
        charts = _charts(build, catalogue, options, summary)
    report = build_report(
        resolved,
        findings=findings,
        speed=summary.speed,
        break_even=summary.break_even,
        charts=charts,
        rates=rates,
        searches=catalogue.searches,
        market=catalogue.market,
    )
    text = render_report(report, resolved, "html" if fmt == "pdf" else fmt)
    data: bytes | None = None
    if fmt == "pdf":
        rendered = _pdf(text)
        if isinstance(rendered, str):
            return fail(rendered)
        data = rendered
    if args.output is None:
        if data is not None:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            sys.stdout.write(text)
    else:
        try:
            if data is not None:
                atomic_write_bytes(args.output, data)
            else:
                atomic_write_text(args.output, text)
        except OSError as exc:
            return fail(f"{args.output}: cannot be written ({exc.strerror or exc})")
    for missing in resolved.unresolved:
        print(f"dlbox: warning: {missing.reason}", file=sys.stderr)
    errors = [f.message for f in report.findings if f.severity.lower() == "error"]
    for problem in errors:
        print(f"dlbox: build error: {problem}", file=sys.stderr)
    return EXIT_FINDINGS if errors else EXIT_OK
