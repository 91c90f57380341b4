"""``dlbox offers [--gpu ID] [--provider P] [--pricing F] [--json]``: list cloud offers.

Every offer shows its price as listed (currency, per hour / month / term),
its date and, with ``--json``, its source and notes.  Unknown prices show as
``?``; suspect ones are marked ``!`` and hidden unless ``--include-suspect``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dlbox.core.cost.money import Money
from dlbox.core.cost.offers import (
    PRICING_FAMILIES,
    Offer,
    parse_pricing_families,
    resolve_provider,
    shipped_offers,
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "offers",
        help="list cloud GPU offers",
        description="List cloud GPU offers with their pricing model, price, date and source.",
    )
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
        "--include-suspect", action="store_true", help="also list prices flagged as suspect"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def _price(offer: Offer) -> str:
    if offer.price is None:
        return "?"
    per = {"hour": "/h", "month": "/month", "term": f"/{offer.term_months} months"}[offer.unit]
    money = Money(offer.price, offer.currency)
    if offer.unit == "hour" and 0 < offer.price < 10:
        # Cheap hourly prices keep their listed precision (0.135, not 0.14).
        return f"{money.currency} {offer.price:.4f}".rstrip("0").rstrip(".") + per
    return money.format() + per


def run(args: argparse.Namespace) -> int:
    from dlbox.cli import fail

    catalogue = shipped_offers()
    for issue in catalogue.issues:
        print(f"dlbox: warning: {issue}", file=sys.stderr)
    providers = None
    if args.provider:
        providers = [p for p in args.provider.split(",") if p.strip()]
        unknown = [p for p in providers if resolve_provider(p) not in catalogue.providers]
        if unknown:
            return fail(
                f"no offers from {', '.join(unknown)} (providers: {', '.join(catalogue.providers)})"
            )
    try:
        pricing = parse_pricing_families(args.pricing) if args.pricing else None
    except ValueError as exc:
        return fail(str(exc))
    selected = catalogue.select(
        providers=providers,
        pricing=pricing,
        gpu_id=args.gpu,
        include_suspect=args.include_suspect,
    )
    if args.gpu and len(selected) == 0:
        known = sorted({o.gpu_id for o in catalogue if o.gpu_id})
        if args.gpu not in known:
            return fail(f"no offer has GPU id {args.gpu!r} (ids in offers: {', '.join(known)})")
    if args.json:
        json.dump(
            [o.model_dump(mode="json") for o in selected],
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
            o.pricing_model.value,
            _price(o),
            o.date.isoformat(),
            "!" if o.suspect else "",
        ]
        for o in selected
    ]
    widths = [max([len(c), *(len(r[i]) for r in rows)]) for i, c in enumerate(columns)]
    print("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip())
    for row in rows:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip())
    hidden = len(catalogue.select(providers=providers, pricing=pricing, gpu_id=args.gpu)) - len(
        selected
    )
    note = f"; {hidden} suspect prices hidden (--include-suspect)" if hidden > 0 else ""
    print(f"{len(selected)} offers{note}. '?' = unknown price, '!' = suspect price.")
    return 0
