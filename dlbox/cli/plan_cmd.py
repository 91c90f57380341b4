"""``dlbox plan``: from a job, a budget and a site to ranked builds that work.

    dlbox plan --workload llama3-8b-qlora --budget 5000 --objective time
    dlbox plan --workload resnet50 --workload bert-large-squad --budget 180000 --currency TWD \\
        --mains-voltage 110 --circuit-amps 15 --jobs-per-month 4 --json

Every build is complete (CPU, board, RAM, storage, PSU, case, cooler), passes the
compatibility rules with no error, fits the job in GPU memory, stays within the
budget and the wall circuit.  The estimator's own flags (``--precision``,
``--adapter``, ``--zero``, ``--bits``, ``--dataset``, ``--epochs`` …) are taken
from ``dlbox estimate`` itself, so a new estimator flag works here too.

Exit status: 0 builds found; 1 nothing fits the budget (the message names the
cheapest build that works and the cloud's price); 2 bad input (one line).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

from dlbox.core.plan.request import CASE_CLASSES, DEFAULT_HORIZON_MONTHS, MAX_GPUS, OBJECTIVES

# `dlbox estimate` options that make no sense for a plan (the plan picks the GPUs).
NOT_PASSED = frozenset({"help", "build", "gpu", "count", "workload", "json", "cpu_threads"})


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "plan",
        help="plan complete builds for a job, a budget and a wall socket",
        description=(
            "Search GPU model × count × platform for complete builds that check clean, fit "
            "the job, the budget and the wall circuit; rank them by the objective against "
            "renting, with the price/time front and what the next budget step buys."
        ),
        epilog=(
            "Demand: --utilization U (share of calendar time the box trains, default 0.10) or "
            "--gpu-hours-per-month H (the same in hours), or --jobs-per-month J (a fixed amount "
            "of work: a box too slow for it is kept busy and the rest is rented). "
            "--json prints {builds: [{build, price, throughput, job_hours, job_cost, cloud, mix, "
            "why, …}], pareto, cloud, cheapest_that_works, next_step, message, notes, stats}; "
            "each build is a complete build file that `dlbox check` reads. Exit status: 0 builds "
            "found; 1 nothing fits the budget; 2 bad input."
        ),
    )
    parser.add_argument(
        "--workload",
        action="append",
        required=True,
        metavar="ID",
        help="estimator workload id (repeatable: the job runs each once), or 'custom'",
    )
    parser.add_argument("--budget", required=True, metavar="AMOUNT", help="most the parts may cost")
    parser.add_argument("--currency", default="USD", metavar="CUR", help="budget currency")
    parser.add_argument(
        "--horizon-months",
        default=str(DEFAULT_HORIZON_MONTHS),
        metavar="M",
        help=f"months the total cost covers (default {DEFAULT_HORIZON_MONTHS:g})",
    )
    # Not an argparse exclusive group: giving two is reported in one line by the planner.
    demand = parser.add_argument_group("demand (give one)")
    demand.add_argument("--utilization", metavar="U", help="share of time the box trains, 0–1")
    demand.add_argument("--gpu-hours-per-month", metavar="H", help="hours a month the box trains")
    demand.add_argument("--jobs-per-month", metavar="J", help="jobs a month (a fixed workload)")
    parser.add_argument("--kwh", metavar="P", help="electricity price per kWh in --currency")
    parser.add_argument(
        "--mains-voltage", metavar="V", help="mains voltage, 100–240 (default 120; 110 Taiwan)"
    )
    parser.add_argument(
        "--circuit-amps", metavar="A", help="circuit breaker or fuse rating, 5–63 (default 15)"
    )
    parser.add_argument(
        "--case",
        metavar="LIST",
        help=f"case classes allowed, comma-separated ({', '.join(CASE_CLASSES)}); default: "
        "any enclosed case",
    )
    parser.add_argument("--open-frame", action="store_true", help="open frames are allowed")
    parser.add_argument(
        "--used",
        "--include-used",
        dest="used",
        action="store_true",
        help="include used cards and parts: a used price is planned as an option of its own "
        "beside the new one (default: new only; a card the catalogue shows used is planned "
        "at its newest new price)",
    )
    parser.add_argument(
        "--region", metavar="TEXT", help="cloud region to compare with (substring, e.g. us-east)"
    )
    parser.add_argument("--providers", metavar="LIST", help="cloud providers (aws, gcp, azure, …)")
    parser.add_argument(
        "--rate",
        action="append",
        default=[],
        metavar="CUR=UNITS",
        help="your exchange rate, units of CUR per US dollar (repeatable)",
    )
    parser.add_argument(
        "--objective",
        choices=OBJECTIVES,
        default="per-job",
        help="per-job (default): lowest cost a job; time: fastest job within the budget; "
        "cost: lowest total over the horizon",
    )
    parser.add_argument("--top", default="5", metavar="N", help="builds to list (default 5)")
    parser.add_argument(
        "--max-gpus", default=str(MAX_GPUS), metavar="N", help=f"most GPUs (default {MAX_GPUS})"
    )
    parser.add_argument(
        "--save", metavar="DIR", type=Path, help="also write each listed build to DIR/*.dlbox.json"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    _pass_estimator_flags(parser)
    parser.set_defaults(handler=run)


def _pass_estimator_flags(parser: argparse.ArgumentParser) -> None:
    """Copy every option of ``dlbox estimate`` that describes the run (not the hardware)."""
    from dlbox.cli import estimate_cmd

    scratch = argparse.ArgumentParser(add_help=False)
    estimate_cmd.register(scratch.add_subparsers())
    sub = next(a for a in scratch._actions if isinstance(a, argparse._SubParsersAction)).choices[
        "estimate"
    ]
    group = parser.add_argument_group(
        "estimator options (as in dlbox estimate; --dataset and --epochs size the job)"
    )
    taken = {s for a in parser._actions for s in a.option_strings}
    for action in sub._actions:
        if action.dest in NOT_PASSED or not action.option_strings:
            continue
        if any(s in taken for s in action.option_strings):
            continue
        group._group_actions.append(action)
        parser._add_action(action)


def _number(flag: str, text: str | None, *, integer: bool = False) -> float | None:
    if text is None:
        return None
    try:
        value = float(text.replace(",", "").replace("_", ""))
    except ValueError:
        raise ValueError(f"{flag} must be a number, got {text!r}") from None
    if not math.isfinite(value):
        raise ValueError(f"{flag} must be a finite number, got {text!r}")
    if integer and value != int(value):
        raise ValueError(f"{flag} must be a whole number, got {text!r}")
    return value


def _settings(args: argparse.Namespace) -> Any:
    """The estimator's TrainSettings from the passed-through flags (as dlbox estimate builds
    them: each field from the flag FLAGS names)."""
    from dlbox.cli import estimate_cmd
    from dlbox.core.estimate import TrainSettings

    values = {}
    for field_name, flag in estimate_cmd.FLAGS.items():
        dest = flag.lstrip("-").replace("-", "_")
        if field_name in TrainSettings.model_fields and hasattr(args, dest):
            value = getattr(args, dest)
            if value is not None:
                values[field_name] = value
    return TrainSettings(**values)


def _request(args: argparse.Namespace) -> Any:
    """The PlanRequest the options describe (ValueError/PlanInputError: one line)."""
    from pydantic import ValidationError

    from dlbox.cli import estimate_cmd
    from dlbox.core.plan import PlanRequest, SiteLimits

    budget = _number("--budget", args.budget)
    volts = _number("--mains-voltage", args.mains_voltage)
    amps = _number("--circuit-amps", args.circuit_amps)
    site = SiteLimits(
        mains_voltage_v=120.0 if volts is None else volts,
        circuit_amps=15.0 if amps is None else amps,
        case_classes=(
            frozenset(c.strip().lower() for c in args.case.split(",") if c.strip())
            if args.case
            else None
        ),
        open_frame=bool(args.open_frame),
        used_parts=bool(args.used),
    )
    workloads: list[Any] = []
    for item in args.workload:
        if item == estimate_cmd.CUSTOM:
            custom = estimate_cmd._custom(args)
            if isinstance(custom, str):
                raise ValueError(custom)
            workloads.append(custom)
        else:
            workloads.append(item)
    if estimate_cmd.CUSTOM not in args.workload:
        given = [f for f in estimate_cmd.CUSTOM_FLAGS if getattr(args, f, None) is not None]
        if given:
            flag = "--" + given[0].replace("_", "-")
            raise ValueError(f"{flag} describes a custom workload: use it with --workload custom")
    try:
        settings = _settings(args)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first.get("loc") else "settings"
        raise ValueError(f"{estimate_cmd.FLAGS.get(field, field)}: {first['msg']}") from None
    providers = (
        tuple(p.strip() for p in args.providers.split(",") if p.strip()) if args.providers else None
    )
    return PlanRequest(
        workloads=tuple(workloads),
        budget=budget if budget is not None else 0.0,
        currency=args.currency.strip().upper(),
        settings=settings,
        horizon_months=_number("--horizon-months", args.horizon_months) or 0.0,  # 0: rejected
        utilization=_number("--utilization", args.utilization),
        gpu_hours_per_month=_number("--gpu-hours-per-month", args.gpu_hours_per_month),
        jobs_per_month=_number("--jobs-per-month", args.jobs_per_month),
        kwh_price=_number("--kwh", args.kwh),
        site=site,
        region=args.region,
        providers=providers,
        objective=args.objective,
        top=int(_number("--top", args.top, integer=True) or 0),
        max_gpus=int(_number("--max-gpus", args.max_gpus, integer=True) or 0),
    )


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import EXIT_FINDINGS, EXIT_OK, fail
    from dlbox.core.catalogue import CatalogueError
    from dlbox.core.cost.money import CurrencyError, parse_rate_setting, shipped_rates
    from dlbox.core.estimate import WorkloadError
    from dlbox.core.importers import catalogue_with_user_layer
    from dlbox.core.plan import PlanInputError, plan

    try:
        request = _request(args)
        rates = shipped_rates()
        if args.rate:
            mine = dict(parse_rate_setting(text) for text in args.rate)
            rates = rates.with_user_rates(mine, "--rate")
        catalogue = catalogue_with_user_layer()
        result = plan(request, catalogue, rates=rates)
    except (PlanInputError, CurrencyError, WorkloadError, ValueError) as exc:
        return fail(str(exc).splitlines()[0])
    except CatalogueError as exc:
        return fail(str(exc))
    if args.save is not None:
        problem = _save(args.save, result)
        if problem:
            return fail(problem)
    if args.json:
        json.dump(result.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render(result))
    return EXIT_OK if result.fits_budget else EXIT_FINDINGS


def _save(folder: Path, result: Any) -> str | None:
    import re

    from dlbox.core.files import write_build

    try:
        folder.mkdir(parents=True, exist_ok=True)
        for build in result.builds or ([result.cheapest] if result.cheapest else []):
            slug = re.sub(r"[^a-z0-9]+", "-", str(build.label_text).lower()).strip("-")
            write_build(folder / f"{build.rank or 0:02d}-{slug}.dlbox.json", build.build)
    except OSError as exc:
        return f"--save {folder}: cannot write ({exc.strerror or exc})"
    return None


def render(result: Any) -> str:
    """The table and the sentences a person reads."""
    from dlbox.core.plan.result import hours_text, money
    from dlbox.core.plan.why import summary_lines

    lines: list[str] = []
    if not result.builds:
        lines.append(result.message)
        lines.extend(summary_lines(result))
        return "\n".join(lines) + "\n"
    cur = result.currency
    header = ["#", "build", "price", "job", "wall W", "total", "per job", "front"]
    rows = [
        [
            str(b.rank),
            str(b.label_text),
            money(b.price, cur),
            hours_text(b.job_hours),
            f"{b.wall_w:,.0f}",
            money(b.mix.total, cur),
            money(b.mix.per_job, cur),
            "*" if b.pareto else "",
        ]
        for b in result.builds
    ]
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(header)]
    lines.append("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip())
    for row in rows:
        lines.append("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())
    lines.append("")
    for build in result.builds:
        lines.append(build.why)
        parts = ", ".join(
            f"{p.quantity}× {p.snapshot.get('name', p.id) if p.snapshot else p.id}"
            for p in build.build.parts
        )
        lines.append(f"   parts: {parts}")
        lines.append(f"   {build.gpu_price_text()}")
    lines.append("")
    lines.append(
        "front (price vs job time): "
        + "; ".join(f"{money(b.price, cur)} → {hours_text(b.job_hours)}" for b in result.pareto)
    )
    lines.extend(summary_lines(result))
    return "\n".join(lines) + "\n"
