"""``dlbox compare BUILD.json``: the build against every cloud offer.

For each offer: its list price per hour and the price of one useful training
hour in ``--currency``, the speed ratio k (build ÷ offer throughput for
``--workload``, from the estimator), the calendar days and training hours
until owning is cheaper ("never" when renting stays cheaper), and the hours
and cost of the whole job on the offer.  Suspect prices are left out unless
``--include-suspect``.  Every amount converts at one rate per currency: the
user's (``--rate KRW=1400``), else the newest shipped one.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from typing import Any

import numpy as np

from dlbox.cli.shared import chosen_providers, money_options_problem
from dlbox.core import limits as lim
from dlbox.core.cost.comparable import Comparable
from dlbox.core.cost.compare import (
    DEFAULT_KWH_USD,
    DEFAULT_UTILIZATION,
    Comparison,
    default_comparators,
)
from dlbox.core.cost.money import (
    CurrencyError,
    Money,
    currency_code,
    parse_rate_setting,
    shipped_rates,
)
from dlbox.core.cost.offers import PRICING_FAMILIES, parse_pricing_families
from dlbox.core.estimate.settings import PRECISIONS, SOFTWARE_TIERS
from dlbox.core.job import DEFAULT_WORKLOAD

DEFAULT_PRICING = "ondemand,spot,reserved1y,reserved3y,sustained,monthly"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "compare",
        help="compare a build with every cloud offer: break-even and job cost",
        description=(
            "Price a build against every cloud offer: speed-adjusted break-even in days and "
            "training hours, and the time and cost of one training job."
        ),
    )
    parser.add_argument("build", metavar="BUILD.json", help="a saved build file")
    parser.add_argument("--workload", metavar="ID", help="workload id for the speed ratio")
    parser.add_argument("--epochs", type=float, metavar="E", help="epochs of the training job")
    parser.add_argument(
        "--providers",
        metavar="LIST",
        help="comma-separated providers (aws, gcp, azure, lambda, vast, colab, tencent, "
        "alibaba, baidu, huawei)",
    )
    parser.add_argument(
        "--pricing",
        metavar="LIST",
        help=f"comma-separated pricing models ({', '.join(PRICING_FAMILIES)}); "
        "default: all but free",
    )
    parser.add_argument(
        "--utilization",
        type=float,
        default=DEFAULT_UTILIZATION,
        metavar="U",
        help=f"share of calendar time the build trains, 0-1 (default {DEFAULT_UTILIZATION:g})",
    )
    parser.add_argument(
        "--kwh",
        type=float,
        metavar="P",
        help=f"electricity price per kWh in --currency (default {DEFAULT_KWH_USD} USD, converted)",
    )
    parser.add_argument("--currency", default="USD", metavar="CUR", help="report currency")
    parser.add_argument(
        "--rate",
        action="append",
        default=[],
        metavar="CUR=UNITS",
        help="your exchange rate, units of CUR per US dollar (e.g. KRW=1400); repeatable. "
        "It wins over the shipped rates; otherwise the newest shipped rate is used",
    )
    parser.add_argument(
        "--capital",
        type=float,
        metavar="AMOUNT",
        help="what the build cost, in --currency, instead of its parts' prices",
    )
    parser.add_argument("--resale", type=float, default=0.0, help="resale value, in --currency")
    parser.add_argument(
        "--speed-ratio",
        type=float,
        metavar="K",
        help="use this k for every offer instead of the estimator",
    )
    parser.add_argument(
        "--power-w", type=float, help="the build's load power in W instead of the estimator's"
    )
    parser.add_argument(
        "--precision",
        choices=PRECISIONS,
        help="training precision for the estimator (default: the workload's usual one)",
    )
    parser.add_argument(
        "--tier",
        choices=SOFTWARE_TIERS,
        help="software stack for the estimator: eager (default), compiled or vendor",
    )
    parser.add_argument(
        "--spot-rerun",
        type=float,
        default=0.10,
        help="share of spot work lost to interruptions and re-run (default 0.10)",
    )
    parser.add_argument(
        "--job-hours",
        type=float,
        metavar="H",
        help="hours the job takes on the build, instead of the estimator's time to train",
    )
    parser.add_argument("--deadline", type=float, metavar="H", help="job deadline in hours")
    parser.add_argument(
        "--region", metavar="R", help="only offers in this region: a code or a city (seoul)"
    )
    for flag, meta, text in (
        ("--egress-gb", "GB", "data moved out of the cloud once per job (adds a job-cost line)"),
        ("--egress-price", "P", "price per GB moved out, in --currency"),
        ("--storage-gb", "GB", "data kept in cloud storage while the job runs"),
        ("--storage-price", "P", "price per GB-month of that storage, in --currency"),
    ):
        parser.add_argument(flag, type=float, default=0.0, metavar=meta, help=text)
    parser.add_argument(
        "--include-suspect", action="store_true", help="also compare prices flagged as suspect"
    )
    parser.add_argument("--limit", type=int, default=25, help="rows in the table (default 25)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def _fmt(value: float, places: int = 0) -> str:
    if math.isnan(value):
        return "?"
    if math.isinf(value):
        return "never"
    return f"{value:,.{places}f}"


def _comparator_text(result: Comparison, pick: Comparable, gpu_count: int) -> str:
    """One default comparator: its price and speed ratio, and why it is not like for like
    where it is not (no offer of that provider has the build's GPU count, or none of that
    count is as fast as the build)."""
    i = pick.index
    offer = result.offers[i]
    price = Money(float(result.effective_price_per_hour[i]), result.currency)
    text = f"{offer.label} at {price}/useful h, k {result.speed_ratio[i]:.2f}"
    if gpu_count and not pick.same_gpu_count:
        rents = f"{offer.gpu_count} GPUs" if offer.gpu_count else "an unstated GPU count"
        text += f" ({rents}: {offer.provider} rents no {gpu_count}-GPU offer here)"
    elif not pick.as_fast:
        text += " (none as fast as the build: the fastest)"
    return text


def _print_table(result: Comparison, limit: int) -> None:
    has_job = result.own_job is not None
    price = result.effective_price_per_hour
    # Most competitive rentals first: the cheapest job, or the cheapest hour of the
    # build's work (price × k) — which also puts "never" at the top.
    key = result.job_cost if has_job else price * result.speed_ratio
    order = np.lexsort((price, np.nan_to_num(key, nan=np.inf)))
    front = set(result.pareto.tolist())
    header = ["provider", "instance", "region", "gpu", "pricing", "list/h", "useful h", "k"]
    header += ["days", "hours"]
    if has_job:
        header += ["job h", "job cost", ""]
    rows = []
    for index in order[: max(limit, 0)]:
        offer = result.offers[index]
        row = [
            offer.provider,
            offer.instance_type,
            offer.region or "-",
            f"{offer.gpu_count or '?'}× {offer.gpu_id or offer.gpu_name or '?'}",
            # A price seen more than a year ago is marked, as everywhere offers show.
            offer.pricing_model.value + (f" (old: {offer.date:%Y-%m})" if offer.is_stale() else ""),
            _fmt(result.list_price_per_hour[index], 2),
            _fmt(price[index], 2),
            _fmt(result.speed_ratio[index], 2),
            _fmt(result.breakeven_days[index]),
            _fmt(result.breakeven_hours[index]),
        ]
        if has_job:
            row += [
                _fmt(result.job_hours[index], 1),
                _fmt(result.job_cost[index], 2),
                "*" if index in front else "",
            ]
        rows.append(row)
    widths = [max([len(h), *(len(r[i]) for r in rows)]) for i, h in enumerate(header)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip())
    for row in rows:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())


# Each numeric flag's range (dlbox.core.limits states them for every command and dialog).
RANGES = {
    "utilization": lim.UTILISATION,
    "resale": lim.RESALE,
    "spot_rerun": lim.SPOT_RERUN,
    "kwh": lim.KWH_PRICE,
    "capital": lim.CAPITAL,
    "speed_ratio": lim.SPEED_RATIO,
    "power_w": lim.BOX_POWER_W,
    "epochs": lim.EPOCHS,
    "deadline": lim.DEADLINE_HOURS,
    "job_hours": lim.JOB_HOURS,
    "limit": lim.TABLE_ROWS,
    "egress_gb": lim.DATA_GB,
    "egress_price": lim.DATA_PRICE_PER_GB,
    "storage_gb": lim.DATA_GB,
    "storage_price": lim.DATA_PRICE_PER_GB,
}


def _warn_unpriced(unpriced: Sequence[str]) -> None:
    if unpriced:
        print(
            f"dlbox: warning: no price for {', '.join(unpriced)}; capital counts the rest",
            file=sys.stderr,
        )


def _parts_load_power(resolved: Any, catalogue: Any) -> float | None:
    """The build's load power at the wall side of the PSU, as the rules add it up."""
    from dlbox.core.rules import check_build

    power = getattr(check_build(resolved, catalogue), "power", None)
    load = getattr(power, "load_w", None) if power is not None else None
    return float(load) if load else None


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail
    from dlbox.core.build import resolve
    from dlbox.core.catalogue import CatalogueError, shipped_catalogue
    from dlbox.core.cost.compare import UnpricedBuildError, compare_build
    from dlbox.core.cost.layers import current_offers
    from dlbox.core.files import BuildFileError, read_build

    problem = money_options_problem(args, RANGES)
    if problem:
        return fail(problem)
    try:
        currency = currency_code(args.currency)
    except CurrencyError as exc:
        return fail(str(exc))
    try:
        # Your rates win over the shipped ones; the comparison pins one rate per currency.
        mine = dict(parse_rate_setting(text) for text in args.rate)
        rates = shipped_rates().with_user_rates(mine, "--rate")
    except CurrencyError as exc:
        return fail(f"--rate: {exc}")
    if not rates.knows(currency):
        return fail(
            f"no conversion rate for {currency} (rates known for: {', '.join(rates.currencies)}; "
            f"add one with --rate {currency}=UNITS_PER_USD)"
        )

    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return fail(str(exc))
    try:
        catalogue = shipped_catalogue()
    except CatalogueError as exc:
        return fail(str(exc))
    resolved = resolve(build, catalogue)
    for missing in resolved.unresolved:
        print(f"dlbox: warning: {missing.reason}", file=sys.stderr)

    offers = current_offers()
    for issue in offers.issues:
        print(f"dlbox: warning: {issue}", file=sys.stderr)
    try:
        providers = chosen_providers(args.providers, offers)
    except ValueError as exc:
        return fail(str(exc))
    try:
        # Free tiers (session limits, no guaranteed GPU) only when asked for.
        pricing = parse_pricing_families(args.pricing or DEFAULT_PRICING)
    except ValueError as exc:
        return fail(str(exc))
    selected = offers.select(
        providers=providers, pricing=pricing, priced_only=True, region=args.region
    )
    if args.region and not len(selected):
        return fail(f"no priced offers in region {args.region!r} with these filters")
    extras = (args.egress_gb, args.egress_price, args.storage_gb, args.storage_price)
    if any(value < 0 for value in extras):
        return fail(
            "--egress-gb, --egress-price, --storage-gb and --storage-price must be 0 or more"
        )

    workload = None
    settings = None
    needs_estimate = (
        args.speed_ratio is None
        or args.power_w is None
        or args.epochs is not None
        or args.precision is not None
        or args.tier is not None
    )
    if needs_estimate and args.speed_ratio is not None and args.workload is None:
        # A given speed ratio needs no workload: the load power comes from the parts,
        # as `dlbox check` adds it up.
        needs_estimate = args.epochs is not None or args.precision or args.tier
        if args.power_w is None and not needs_estimate:
            args.power_w = _parts_load_power(resolved, catalogue)
            if args.power_w is None:
                return fail("cannot add up the build's load power: give --power-w W")
            print(
                f"dlbox: note: load power {args.power_w:,.0f} W from the parts "
                "(as `dlbox check` adds it up; --power-w W to override)",
                file=sys.stderr,
            )
    if needs_estimate:
        if args.workload is None:
            args.workload = build.job.workload if build.job else DEFAULT_WORKLOAD
            origin = "the build's saved job" if build.job else "the default"
            print(
                f"dlbox: note: workload {args.workload} ({origin}; --workload ID to choose)",
                file=sys.stderr,
            )
        from dlbox.core.estimate.models import ModelConfigError
        from dlbox.core.estimate.settings import TrainSettings
        from dlbox.core.estimate.workloads import WorkloadError, resolve_workload
        from dlbox.core.export.summary import serving_choices

        saved = build.job if build.job and build.job.workload == args.workload else None
        try:
            if saved is not None and saved.config_json:  # the user's model, from its file
                workload = saved.model_workload()
            else:
                workload = resolve_workload(args.workload)
        except (WorkloadError, ModelConfigError) as exc:
            return fail(str(exc))
        job = build.job if build.job and build.job.workload == workload.id else None
        chosen = {
            "epochs": args.epochs if args.epochs is not None else job and job.epochs,
            "precision": args.precision or (job and job.precision),
            "dataset_samples": job and job.dataset_samples,
            "adapter": job and job.adapter,
            "checkpointing": job and not job.decodes and job.checkpointing,
            "software_tier": args.tier,
        }
        # A saved serving job's streams, context and stack (the app's Inference task); a
        # serving workload without a job runs on the default stack unless --tier picks one.
        serving = {} if args.tier and job is None else serving_choices(workload, job)
        settings = TrainSettings(**{k: v for k, v in chosen.items() if v}, **serving)

    from dlbox.core.cost.speed import SpeedUnavailableError

    try:
        found = compare_build(
            resolved,
            catalogue,
            selected,
            rates,
            currency=currency,
            workload=workload,
            train_settings=settings,
            utilization=args.utilization,
            kwh_price=args.kwh,
            capital=args.capital,
            resale=args.resale,
            load_power_w=args.power_w,
            job_hours=args.job_hours,
            speed_ratio=args.speed_ratio,
            spot_rerun_fraction=args.spot_rerun,
            include_suspect=args.include_suspect,
            deadline_h=args.deadline,
            egress_gb=args.egress_gb,
            egress_price_per_gb=args.egress_price,
            storage_gb=args.storage_gb,
            storage_price_per_gb_month=args.storage_price,
        )
    except UnpricedBuildError as exc:
        if exc.capital is None:
            return fail(f"cannot price the build: {exc} (or give --capital AMOUNT)")
        _warn_unpriced(exc.capital.unpriced)
        return fail(
            f"{args.build}: no part of the build has a price, so there is no capital to "
            "compare (give --capital AMOUNT)"
        )
    except SpeedUnavailableError as exc:
        return fail(str(exc))
    except (ValueError, CurrencyError) as exc:
        return fail(str(exc))
    unpriced = list(found.capital.unpriced) if found.capital is not None else []
    _warn_unpriced(unpriced)
    if found.offer_speeds is not None and found.offer_speeds.not_fitting:
        print(
            f"dlbox: note: {found.workload_id} does not fit in the GPU memory of "
            f"{found.offer_speeds.not_fitting} offers; they have no speed",
            file=sys.stderr,
        )
    result = found.comparison
    load_w = found.own.load_power_w
    comparable = found.comparable()
    throughput = found.own.throughput
    job_hours = found.own.job_hours
    workload_id = found.workload_id
    kwh = found.kwh_price

    if args.json:
        payload = {
            "build": {
                "name": build.name,
                "capital": round(result.capital.amount, 2),
                "capital_given": args.capital is not None,
                "currency": currency,
                "load_w": round(load_w, 1),
                "throughput": throughput,
                "job_hours": job_hours,
                "job_electricity": (
                    round(result.own_job.electricity_cost, 4) if result.own_job else None
                ),
                "job_cost_with_capital": round(result.own_job.cost, 4) if result.own_job else None,
                "unpriced_parts": unpriced,
            },
            "settings": {
                "workload": workload_id,
                "epochs": args.epochs,
                "precision": args.precision,
                "tier": args.tier,
                "utilization": args.utilization,
                "kwh": round(kwh.amount, 6),
                "spot_rerun": args.spot_rerun,
                "speed_ratio": args.speed_ratio,
            },
            # The one rate per currency every amount was converted with.
            "rates": result.rate_records(),
            "offers": result.records(),
            # The cheapest offer that finishes by --deadline (null: none does).
            "deadline_pick": result.deadline_record(),
            # The cheapest same-or-faster AWS and Google Cloud offers with the build's GPU
            # count (the provider's nearest count where it rents none with as many): what
            # the app's compare view starts from.
            "comparators": [
                {
                    **result.record(pick.index),
                    "same_gpu_count": pick.same_gpu_count,
                    "as_fast": pick.as_fast,
                }
                for pick in default_comparators(result, gpu_count=found.gpu_count)
            ],
            # The cheapest comparable rental (as many GPUs, at least as fast): the offer the
            # app's own-vs-rent headline, compare view and exported report measure
            # break-even against (null: none has a speed estimate).
            "comparable": None if comparable is None else result.record(comparable.index),
        }
        json.dump(payload, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0

    print(
        f"{build.name}: capital {result.capital}, load {load_w:,.0f} W, "
        f"electricity {kwh}/kWh, utilisation {args.utilization:.0%}"
        + (f", workload {workload_id}" if workload_id else "")
    )
    if result.own_job is not None:
        job = result.own_job
        print(
            f"The job takes {job.hours:,.1f} h on the build: electricity "
            f"{Money(job.electricity_cost, currency)}, or "
            f"{Money(job.cost, currency)} with its share of the capital over 3 years."
        )
    for note in result.notes:
        print(f"note: {note}")
    _print_table(result, args.limit)
    shown = min(args.limit, len(result.offers))
    print(
        f"{shown} of {len(result.offers)} offers in {currency}; list/h = the offer's price per "
        "hour, useful h = per useful training hour at this utilisation; days/hours = "
        "break-even; '*' = on the time-vs-cost Pareto front."
    )
    picks = default_comparators(result, gpu_count=found.gpu_count)
    if picks and not math.isnan(float(result.speed_ratio[picks[0].index])):
        named = "; ".join(_comparator_text(result, pick, found.gpu_count) for pick in picks)
        count = f" with {found.gpu_count} GPU{'s' if found.gpu_count != 1 else ''}"
        print(
            "Comparators (cheapest same-or-faster AWS and Google Cloud offers"
            f"{count if found.gpu_count else ''}): {named}."
        )
    if comparable is not None:
        from dlbox.core.export.summary import break_even_lines

        # The break-even the app and `dlbox export` give, in their words.
        for label, text in break_even_lines(found):
            print(f"{label}: {text}.")
    if result.rates:
        used = ", ".join(
            f"{r.currency} {r.per_usd:,.4g} ({'yours' if r.user else r.date.isoformat()})"
            for r in result.rates
        )
        print(f"Per US dollar: {used}.")
    if args.deadline is not None:
        if result.own_job is not None and result.own_job.hours <= args.deadline:
            print(f"The build itself finishes within {args.deadline:g} h.")
        if result.deadline_pick is None:
            print(f"No offer finishes the job within {args.deadline:g} h.")
        else:
            pick = result.offers[result.deadline_pick]
            print(
                f"Cheapest within {args.deadline:g} h: {pick.label} — "
                f"{result.job_hours[result.deadline_pick]:,.1f} h, "
                f"{Money(float(result.job_cost[result.deadline_pick]), currency)}."
            )
    return 0
