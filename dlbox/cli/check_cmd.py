"""``dlbox check BUILD.json [--json]``: run the compatibility engine on a build file.

Exit status: 0 no error-level finding; 1 the build has errors; 2 the input cannot
be read (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from dlbox.core.build import resolve
from dlbox.core.catalogue import CatalogueError
from dlbox.core.files import BuildFileError, read_build

MARK = {"error": "ERROR", "warning": "warn ", "note": "note "}


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check a build for compatibility, power and deep-learning fit",
        description="Check a build file: physical fit, power, PCIe lanes and deep-learning "
        "sanity. Every finding states both numbers and a fix.",
        epilog="Exit status: 0 no errors; 1 the build has errors; 2 the file cannot be read.",
    )
    parser.add_argument("build", type=Path, help="a .dlbox.json build file")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def _text(result: Any) -> str:
    lines: list[str] = []
    for finding in result.findings:
        lines.append(f"{MARK[finding.severity]} {finding.rule}: {finding.message}")
        if finding.fix is not None:
            lines.append(f"       fix: {finding.fix}")
    if not result.findings:
        lines.append("no findings")
    power = result.power
    lines.append(
        f"power: load ≈ {power.load_w:,.0f} W, spikes ≈ {power.transient_w:,.0f} W, "
        f"recommended PSU ≥ {power.recommended_psu_w:,.0f} W"
    )
    counts = {s: sum(1 for f in result.findings if f.severity == s) for s in MARK}
    lines.append(
        f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['note']} note(s); "
        f"not checked: {len(result.not_checked)} item(s) (see --json)"
    )
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail
    from dlbox.core.importers import catalogue_with_user_layer
    from dlbox.core.rules import check_build

    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return fail(str(exc))
    try:
        catalogue = catalogue_with_user_layer()
    except CatalogueError as exc:
        return fail(str(exc))
    result = check_build(resolve(build, catalogue), catalogue)
    if args.json:
        json.dump(result.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_text(result))
    return EXIT_FINDINGS if result.errors else EXIT_OK
