"""``dlbox breakeven``: the quick own-vs-rent calculator.

    dlbox breakeven --capital 2200 --power-w 450 --kwh 0.12 --utilization 0.15 \\
        --cloud-price 2.14 [--speed-ratio 1] [--resale 0] [--json]

prints the calendar days and training hours after which owning is cheaper
(Dettmers' example: about 300 days), or says that renting stays cheaper.
All amounts are in one currency (``--currency`` only labels them).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from dlbox.cli.shared import money_options_problem
from dlbox.core import limits as lim
from dlbox.core.cost.breakeven import breakeven
from dlbox.core.cost.money import CurrencyError, Money
from dlbox.core.cost.ownership import Ownership
from dlbox.core.parts import iso_currency


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "breakeven",
        help="days and training hours until owning beats renting",
        description=(
            "Days until a box that costs CAPITAL beats renting at CLOUD_PRICE an hour. "
            "D = (capital - resale) / (24 u (cloud_price k - kW x kWh price) - idle cost per day)."
        ),
    )
    parser.add_argument("--capital", type=float, required=True, help="what the box costs")
    parser.add_argument(
        "--power-w",
        type=float,
        required=True,
        help="power drawn while training, in watts (at the wall unless --psu-efficiency is given)",
    )
    parser.add_argument("--kwh", type=float, required=True, help="electricity price per kWh")
    parser.add_argument(
        "--utilization",
        type=float,
        required=True,
        help="share of calendar time spent training, 0-1 (desktop 0.05-0.15, lab > 0.35)",
    )
    parser.add_argument(
        "--cloud-price", type=float, required=True, help="the cloud's price per hour"
    )
    parser.add_argument(
        "--speed-ratio",
        type=float,
        default=1.0,
        help="k = own throughput / cloud throughput (6 when the cloud GPU is 6x slower)",
    )
    parser.add_argument(
        "--resale", type=float, default=0.0, help="what the box sells for at the end"
    )
    parser.add_argument(
        "--psu-efficiency",
        type=float,
        default=1.0,
        help="PSU efficiency 0-1 when --power-w is the components' load (default 1: wall power)",
    )
    parser.add_argument("--idle-w", type=float, default=0.0, help="power while on but idle")
    parser.add_argument(
        "--idle-share", type=float, default=0.0, help="share of calendar time on but idle, 0-1"
    )
    parser.add_argument("--currency", default="USD", help="label for the amounts (default USD)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


# Each numeric flag's range (dlbox.core.limits states them for every command and dialog).
RANGES = {
    "capital": lim.CAPITAL,
    "power_w": lim.BOX_POWER_W,
    "kwh": lim.KWH_PRICE,
    "utilization": lim.UTILISATION,
    "cloud_price": lim.CLOUD_PRICE_PER_HOUR,
    "speed_ratio": lim.SPEED_RATIO,
    "resale": lim.RESALE,
    "psu_efficiency": lim.PSU_EFFICIENCY,
    "idle_w": lim.IDLE_POWER_W,
    "idle_share": lim.IDLE_SHARE,
}


# Ownership's field names → this command's flags, so errors name what to retype.
_FLAGS = {
    "capital": "--capital",
    "load_power_w": "--power-w",
    "kwh_price": "--kwh",
    "utilization": "--utilization",
    "psu_efficiency": "--psu-efficiency",
    "idle_power_w": "--idle-w",
    "idle_share": "--idle-share",
    "resale": "--resale",
}


def _as_flags(message: str) -> str:
    for name, flag in _FLAGS.items():
        message = re.sub(rf"\b{name}\b", flag, message)
    return message


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail

    problem = money_options_problem(args, RANGES)
    if problem:
        return fail(problem)
    try:
        # Only codes ISO 4217 knows, as builds and settings take: "INF" is no currency.
        currency = iso_currency(args.currency.strip())
    except ValueError as exc:
        return fail(f"--currency: {exc}")
    try:
        own = Ownership(
            capital=args.capital,
            load_power_w=args.power_w,
            kwh_price=args.kwh,
            utilization=args.utilization,
            psu_efficiency=args.psu_efficiency,
            idle_power_w=args.idle_w,
            idle_share=args.idle_share,
            resale=args.resale,
        )
    except (ValueError, CurrencyError) as exc:
        return fail(_as_flags(str(exc)))
    result = breakeven(own, args.cloud_price, args.speed_ratio)
    if args.json:
        payload = {
            "never": result.never,
            "days": None if result.never else round(result.days, 3),
            "training_hours": None if result.never else round(result.training_hours, 3),
            "cloud_hours": None if result.never else round(result.cloud_hours, 3),
            "daily_saving": round(result.daily_saving, 6),
            "currency": currency,
            "inputs": {
                "capital": args.capital,
                "resale": args.resale,
                "power_w": args.power_w,
                "psu_efficiency": args.psu_efficiency,
                "kwh": args.kwh,
                "utilization": args.utilization,
                "idle_w": args.idle_w,
                "idle_share": args.idle_share,
                "cloud_price": args.cloud_price,
                "speed_ratio": args.speed_ratio,
            },
        }
        json.dump(payload, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    per_hour = own.electricity_per_training_hour
    if result.never:
        print(
            "Renting stays cheaper: never breaks even.\n"
            f"  Each training hour saves {Money(args.cloud_price * args.speed_ratio - per_hour, currency)}"
            f" of cloud time less electricity, which does not cover the idle cost "
            f"({Money(own.idle_cost_per_day, currency)} a day)."
            if result.daily_saving <= 0 and args.cloud_price * args.speed_ratio > per_hour
            else "Renting stays cheaper: never breaks even.\n"
            f"  An hour of cloud time ({Money(args.cloud_price, currency)} x k {args.speed_ratio:g})"
            f" costs no more than the box's electricity ({Money(per_hour, currency)} an hour)."
        )
        return 0
    years = result.days / 365.0
    print(
        f"Owning breaks even after {result.days:,.0f} days ({years:.1f} years), "
        f"{result.training_hours:,.0f} training hours at {args.utilization:.0%} utilisation."
    )
    print(
        f"  That replaces {result.cloud_hours:,.0f} cloud hours (k = {args.speed_ratio:g}); "
        f"owning saves {Money(result.daily_saving, currency)} a day against "
        f"{Money(own.net_capital, currency)} of net capital."
    )
    return 0
