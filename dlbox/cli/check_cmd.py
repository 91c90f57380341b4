"""``dlbox check BUILD.json [--json] [--mains-voltage V] [--circuit-amps A] [--fp64]``:
run the compatibility engine on a build file.

Exit status: 0 no error-level finding; 1 the build has errors; 2 the input cannot
be read or an option is out of range (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

from dlbox.core.build import resolve
from dlbox.core.catalogue import CatalogueError
from dlbox.core.files import BuildFileError, read_build
from dlbox.core.limits import shown

MARK = {"error": "ERROR", "warning": "warn ", "note": "note "}

JSON_SHAPE = (
    "--json prints {findings, power, not_checked}: each finding is {rule, severity, "
    "message, parts, fix}, its parts and its fix's parts are {category, id, name} objects, "
    "fix is {text, category, parts, effects} or null (effects: per suggested part, "
    "{id, price_delta, currency, power_delta_w, speed_change}); power is {load_w, transient_w, "
    "recommended_psu_w}; not_checked lists what the check does not cover."
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "check",
        help="check a build for compatibility, power and deep-learning fit",
        description="Check a build file: physical fit, power, PCIe lanes and deep-learning "
        "sanity. Every finding states both numbers and a fix.",
        epilog=JSON_SHAPE
        + " Exit status: 0 no errors; 1 the build has errors; 2 the file cannot be read "
        "or an option is out of range.",
    )
    parser.add_argument("build", type=Path, help="a .dlbox.json build file")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument(
        "--mains-voltage",
        metavar="V",
        help="mains voltage where the box runs, 100–240 (default 120; e.g. 100 Japan, "
        "110 Taiwan, 120 US/Canada, 220 Korea/China, 230 Europe)",
    )
    parser.add_argument(
        "--circuit-amps",
        metavar="A",
        help="rating of the circuit's breaker or fuse, 5–63 (default 15)",
    )
    parser.add_argument(
        "--fp64",
        action="store_true",
        help="you run double-precision (FP64) scientific code: note GPUs that are slow at it",
    )
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
    if power.load_w > 0:
        lines.append(
            f"power: load ≈ {power.load_w:,.0f} W, spikes ≈ {power.transient_w:,.0f} W, "
            f"recommended PSU ≥ {power.recommended_psu_w:,.0f} W"
        )
    else:
        lines.append("power: no estimate (no part in the build draws power)")
    counts = {s: sum(1 for f in result.findings if f.severity == s) for s in MARK}
    unchecked = len(result.not_checked)
    # The app chooses a workload, the command does not: say why its count is one higher.
    why = (
        ", one of them the VRAM fit of a workload (none given here)"
        if any("no workload chosen" in item for item in result.not_checked)
        else ""
    )
    lines.append(
        f"{_plural(counts['error'], 'error')}, {_plural(counts['warning'], 'warning')}, "
        f"{_plural(counts['note'], 'note')}; not checked: {_plural(unchecked, 'item')}{why} "
        "(see --json)"
    )
    return "\n".join(lines) + "\n"


def _plural(n: int, word: str) -> str:
    """ "1 warning", "2 warnings"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def _number(flag: str, text: str | None, problem: Any) -> tuple[float | None, str | None]:
    """``text`` as a number for ``flag``, or the one-line reason it is not usable."""
    if text is None:
        return None, None
    if not isinstance(text, str):  # argparse hands "--mains-voltage=--" over as a list
        text = " ".join(map(str, text))
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    reason = problem(value)
    if reason is not None:
        # The range says what is expected; the text is shown as typed, shortened.
        return None, f"{flag}: {reason.rpartition(', got ')[0]}, got {shown(text)}"
    return value, None


def site_from(args: argparse.Namespace) -> tuple[dict[str, Any], str | None]:
    """The site settings the options give (only those given), or why they are invalid."""
    from dlbox.core.rig.site import circuit_amps_problem, mains_voltage_problem

    site: dict[str, Any] = {"needs_fp64": bool(args.fp64)}
    volts, bad = _number("--mains-voltage", args.mains_voltage, mains_voltage_problem)
    if bad:
        return site, bad
    amps, bad = _number("--circuit-amps", args.circuit_amps, circuit_amps_problem)
    if bad:
        return site, bad
    if volts is not None:
        site["mains_voltage_v"] = volts
    if amps is not None:
        site["circuit_amps"] = amps
    return site, None


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail
    from dlbox.core.importers import catalogue_with_user_layer
    from dlbox.core.rules import check_build

    site, bad = site_from(args)
    if bad:
        return fail(bad)
    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return fail(str(exc))
    try:
        catalogue = catalogue_with_user_layer()
    except CatalogueError as exc:
        return fail(str(exc))
    result = check_build(resolve(build, catalogue), catalogue, site=site)
    if args.json:
        json.dump(result.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_text(result))
    return EXIT_FINDINGS if result.errors else EXIT_OK
