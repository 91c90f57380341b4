"""``dlbox export BUILD --format md|csv|json|html [-o OUT]``: a build for forums, sheets or print.

Exit codes: 0 exported; 1 exported, but the build has errors (a part that
cannot be resolved, or an error-level compatibility finding); 2 bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from dlbox.core.build import resolve
from dlbox.core.catalogue import CatalogueError
from dlbox.core.export import FORMATS, SUFFIXES, build_report, engine_findings, render_report
from dlbox.core.files import BuildFileError, atomic_write_text, read_build
from dlbox.core.importers import catalogue_with_user_layer

PDF_HINT = (
    "PDF is made by the app (File → Export → PDF, through Qt); "
    "here use --format html and print that page"
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="export a build as Markdown, CSV, JSON or HTML",
        description="Export a build file for a forum post (md), a spreadsheet (csv), "
        "other programs (json) or printing (html).",
        epilog="Exit status: 0 exported; 1 exported, but the build has errors "
        "(unknown parts or error findings); 2 bad input.",
    )
    parser.add_argument("build", type=Path, help="a .dlbox.json build file")
    parser.add_argument(
        "--format",
        "-f",
        choices=[*FORMATS, "pdf"],
        help="output format (default: from the -o suffix, else md); pdf comes from the app",
    )
    parser.add_argument("-o", "--output", type=Path, help="write here instead of stdout")
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


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail

    fmt = _format_for(args)
    if fmt is None:
        return fail(
            f"{args.output}: cannot tell the format from the suffix "
            f"{args.output.suffix!r}; expected --format {'|'.join(FORMATS)}"
        )
    if fmt == "pdf":
        return fail(PDF_HINT)
    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return fail(str(exc))
    try:
        catalogue = catalogue_with_user_layer()
    except CatalogueError as exc:
        return fail(str(exc))
    resolved = resolve(build, catalogue)
    report = build_report(resolved, findings=engine_findings(resolved, catalogue) or [])
    text = render_report(report, resolved, fmt)
    if args.output is None:
        sys.stdout.write(text)
    else:
        try:
            atomic_write_text(args.output, text)
        except OSError as exc:
            return fail(f"{args.output}: cannot be written ({exc.strerror or exc})")
    problems = [f"{u.pick.category.value} {u.pick.id}: {u.reason}" for u in resolved.unresolved]
    problems += [f.message for f in report.findings if f.severity.lower() == "error"]
    for problem in problems:
        print(f"dlbox: build error: {problem}", file=sys.stderr)
    return EXIT_FINDINGS if problems else EXIT_OK
