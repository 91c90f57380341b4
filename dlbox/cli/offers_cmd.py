"""``dlbox offers``: list cloud offers; ``offers refresh`` updates them; ``offers history`` charts one GPU.

Every offer shows its price as listed (currency, per hour / month / term),
its date and, with ``--json``, its source and notes.  Unknown prices show as
``?``; suspect ones are marked ``!`` and hidden unless ``--include-suspect``;
prices older than ``--stale-days`` are marked ``old`` (``"stale": true``).
The offers are the shipped catalogue with the user's refreshed prices on top
(:mod:`dlbox.core.cost.layers`).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from dlbox.cli.shared import chosen_providers
from dlbox.core.cost.money import Money
from dlbox.core.cost.offers import (
    PRICING_FAMILIES,
    STALE_AFTER_DAYS,
    TERM_MONTHS,
    Offer,
    parse_pricing_families,
)

HOURS_PER_MONTH = 730.0


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "offers",
        help="list cloud GPU offers; 'offers refresh' updates prices, 'offers history' shows a GPU's",
        description="List cloud GPU offers with their pricing model, price, date and source.",
    )
    _filters(parser)
    parser.add_argument(
        "--include-suspect", action="store_true", help="also list prices flagged as suspect"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)
    commands = parser.add_subparsers(dest="offers_command", metavar="{refresh,history}")
    refresh = commands.add_parser(
        "refresh",
        help="update cloud prices from the providers' public price files",
        description="Read each provider's published price files (AWS Price List offer and "
        "Savings Plans files, Azure Retail Prices API pages, GCP and SkyPilot-format "
        "catalogue tables), validate them and store a dated snapshot. Without --from they "
        "are downloaded first. A failed refresh changes nothing.",
    )
    refresh.add_argument(
        "--provider",
        metavar="P",
        help="only these folders, comma-separated (aws, azure, gcp, lambda, runpod, nebius, "
        "coreweave, oci, paperspace, vast)",
    )
    refresh.add_argument(
        "--from",
        dest="source_dir",
        metavar="DIR",
        help="read saved files (DIR/aws/*.json, DIR/azure/*.json, DIR/gcp/*.csv, "
        "DIR/<provider>/vms.csv) instead of downloading",
    )
    refresh.add_argument("--json", action="store_true", help="machine-readable summary")
    refresh.set_defaults(handler=run_refresh)
    history = commands.add_parser(
        "history",
        help="one GPU's hourly price by provider and pricing model over time",
        description="Lowest price per GPU-hour of one GPU, per provider and pricing model, "
        "on every date a price is known (shipped history, current offers, your refreshes).",
    )
    history.add_argument(
        "--gpu", metavar="ID", required=True, help="catalogue GPU id, e.g. h100-sxm"
    )
    history.add_argument("--region", metavar="R", help="only this region (code or city)")
    history.add_argument("--json", action="store_true", help="machine-readable output")
    history.set_defaults(handler=run_history)


def _filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gpu", metavar="ID", help="only offers with this catalogue GPU id")
    parser.add_argument(
        "--provider",
        metavar="P",
        help="only these providers, comma-separated (aws, gcp, azure, lambda, vast, colab, "
        "tencent, alibaba, baidu, huawei or the full name)",
    )
    parser.add_argument(
        "--pricing",
        metavar="F",
        help=f"only these pricing models, comma-separated ({', '.join(PRICING_FAMILIES)})",
    )
    parser.add_argument(
        "--region", metavar="R", help="only this region: a code (ap-northeast-2) or a city (seoul)"
    )
    parser.add_argument(
        "--stale-days",
        type=int,
        default=STALE_AFTER_DAYS,
        metavar="N",
        help=f"mark prices older than N days as old (default {STALE_AFTER_DAYS})",
    )


def _price(offer: Offer) -> str:
    if offer.price is None:
        return "?"
    per = {"hour": "/h", "month": "/month", "term": f"/{offer.term_months} months"}[offer.unit]
    money = Money(offer.price, offer.currency)
    if offer.unit == "hour" and 0 < offer.price < 10:
        # Cheap hourly prices keep their listed precision (0.135, not 0.14).
        return f"{money.currency} {offer.price:.4f}".rstrip("0").rstrip(".") + per
    return money.format() + per


def _per_hour_month(offer: Offer) -> tuple[float | None, float | None]:
    """The listed price per hour and per 730-hour month (None: unknown or not comparable)."""
    if offer.price is None:
        return None, None
    if offer.unit == "hour":
        return offer.price, round(offer.price * HOURS_PER_MONTH, 2)
    if offer.unit == "month":
        hours = offer.hours_included or HOURS_PER_MONTH
        return round(offer.price / hours, 6), offer.price
    months = offer.term_months or 1
    return round(offer.price / (months * HOURS_PER_MONTH), 6), round(offer.price / months, 2)


def offer_record(offer: Offer, today: dt.date, stale_days: int) -> dict[str, Any]:
    """One offer with every field ``dlbox offers --json`` promises (earlier keys kept)."""
    record = offer.model_dump(mode="json")
    hourly, monthly = _per_hour_month(offer)
    term = TERM_MONTHS.get(offer.pricing_model, offer.term_months)
    record.update(
        {
            "instance": offer.instance_type,
            "gpu_model": offer.gpu_name,
            "pricing": offer.pricing_model.value,
            "term": None if term is None else f"{term // 12}y" if term % 12 == 0 else f"{term}m",
            "price_per_hour": hourly,
            "price_per_month": monthly,
            "as_of": offer.date.isoformat(),
            "age_days": offer.age_days(today),
            "stale": offer.is_stale(today, stale_days),
        }
    )
    return record


def _load() -> Any:
    from dlbox.core.cost.layers import current_offers

    return current_offers()


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail

    catalogue = _load()
    for issue in catalogue.issues:
        print(f"dlbox: warning: {issue}", file=sys.stderr)
    try:
        providers = chosen_providers(args.provider, catalogue)
    except ValueError as exc:
        return fail(str(exc))
    try:
        pricing = parse_pricing_families(args.pricing) if args.pricing else None
    except ValueError as exc:
        return fail(str(exc))
    selected = catalogue.select(
        providers=providers,
        pricing=pricing,
        gpu_id=args.gpu,
        include_suspect=args.include_suspect,
        region=args.region,
    )
    if args.gpu and len(selected) == 0:
        known = sorted({o.gpu_id for o in catalogue if o.gpu_id})
        if args.gpu not in known:
            return fail(f"no offer has GPU id {args.gpu!r} (ids in offers: {', '.join(known)})")
    if args.region and len(selected) == 0:
        return fail(f"no offers in region {args.region!r} with these filters")
    today = dt.date.today()
    if args.json:
        json.dump(
            [offer_record(o, today, args.stale_days) for o in selected],
            sys.stdout,
            indent=2,
            ensure_ascii=False,
        )
        sys.stdout.write("\n")
        return 0
    columns = ["provider", "region", "instance", "gpu", "n", "pricing", "price", "as of", ""]
    rows = [
        [
            o.provider,
            o.region or "-",
            o.instance_type,
            o.gpu_id or o.gpu_name or "?",
            str(o.gpu_count) if o.gpu_count else "?",
            o.pricing_model.value + (f" ({o.payment.replace('_', ' ')})" if o.payment else ""),
            _price(o),
            o.date.isoformat(),
            " ".join(
                flag
                for flag, on in (("!", o.suspect), ("old", o.is_stale(today, args.stale_days)))
                if on
            ),
        ]
        for o in selected
    ]
    widths = [max([len(c), *(len(r[i]) for r in rows)]) for i, c in enumerate(columns)]
    print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip())
    for row in rows:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())
    hidden = len(
        catalogue.select(providers=providers, pricing=pricing, gpu_id=args.gpu, region=args.region)
    ) - len(selected)
    note = f"; {hidden} suspect prices hidden (--include-suspect)" if hidden > 0 else ""
    print(
        f"{len(selected)} offers{note}. '?' = unknown price, '!' = suspect price, "
        f"'old' = seen more than {args.stale_days} days ago."
    )
    return 0


def run_refresh(args: argparse.Namespace) -> int:
    from dlbox.cli import fail
    from dlbox.core.cost.layers import current_offers
    from dlbox.core.cost.refresh import PROVIDER_FOLDERS, refresh
    from dlbox.core.cost.refresh.rows import FeedError

    providers = None
    if args.provider:
        providers = [p.strip().lower() for p in args.provider.split(",") if p.strip()]
        unknown = [p for p in providers if p not in PROVIDER_FOLDERS]
        if unknown:
            return fail(
                f"unknown provider {', '.join(unknown)} (expected: {', '.join(sorted(PROVIDER_FOLDERS))})"
            )

    def progress(done: int, total: int, what: str) -> None:
        if not args.json:
            print(f"[{done}/{total}] {what}", file=sys.stderr)

    try:
        if args.source_dir:
            root = Path(args.source_dir)
            if not root.is_dir():
                return fail(f"{root}: not a folder")
            report = refresh(root, providers, progress=progress)
        else:
            from dlbox.core.cost.refresh.download import download

            with tempfile.TemporaryDirectory(prefix="dlbox-prices-") as tmp:
                try:
                    download(Path(tmp), providers or ["aws", "azure", "gcp", "lambda"], progress)
                except OSError as exc:
                    return fail(
                        f"download failed ({exc}); nothing changed, the shipped prices serve"
                    )
                report = refresh(Path(tmp), providers, progress=progress)
    except FeedError as exc:
        return fail(f"{exc}; refresh stopped, nothing changed")
    current_offers.cache_clear()
    if args.json:
        json.dump(
            {
                "stored": report.counts(),
                "skipped": report.skipped,
                "issues": [str(i) for i in report.issues],
                "ignored_non_gpu_rows": report.ignored,
                "files": report.files,
            },
            sys.stdout,
            indent=2,
        )
        sys.stdout.write("\n")
        return 0
    for issue in report.issues:
        print(f"dlbox: skipped: {issue}", file=sys.stderr)
    stored = ", ".join(f"{p} {n}" for p, n in sorted(report.counts().items())) or "nothing"
    print(
        f"stored {sum(report.counts().values())} prices from {report.files} files ({stored}); "
        f"{report.skipped} rows skipped, {report.ignored} non-GPU rows ignored"
    )
    return 0


def run_history(args: argparse.Namespace) -> int:
    from dlbox.cli import fail
    from dlbox.core.cost.history import gpu_history
    from dlbox.core.cost.refresh.store import PriceStore

    series = gpu_history(args.gpu, _load(), region=args.region, store=PriceStore())
    if not series:
        return fail(
            f"no prices for GPU id {args.gpu!r}" + (f" in {args.region}" if args.region else "")
        )
    if args.json:
        json.dump(
            [
                {
                    "provider": s.provider,
                    "region": s.region,
                    "pricing": s.pricing_model.value,
                    "currency": s.currency,
                    "points": [
                        {
                            "date": p.date.isoformat(),
                            "price_per_gpu_hour": round(p.price_per_gpu_hour, 6),
                            "instance": p.instance_type,
                            "region": p.region,
                            "source": p.source,
                        }
                        for p in s.points
                    ],
                }
                for s in series
            ],
            sys.stdout,
            indent=2,
            ensure_ascii=False,
        )
        sys.stdout.write("\n")
        return 0
    print(
        f"{args.gpu}: lowest price per GPU-hour by provider and pricing model "
        + (f"in {args.region}" if args.region else "(each provider in its longest-running region)")
    )
    for s in series:
        print(f"{s.label} ({s.currency})")
        for p in s.points:
            print(
                f"  {p.date.isoformat()}  {p.price_per_gpu_hour:10.4f}  {p.instance_type} {p.region}"
            )
    return 0
