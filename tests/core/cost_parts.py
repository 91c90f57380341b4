"""What the cost and price tests share: Tim Dettmers' break-even example as a command line,
the keys a compared offer promises in ``--json`` output and in ``Comparison.records()``, and
a street-price quote."""

from __future__ import annotations

import datetime as dt
from typing import Any

from dlbox.core.street_prices import PriceQuote

# Dettmers' example: a $2,200 box drawing 450 W at $0.12/kWh, used 15 % of the time,
# against a $2.14/h cloud GPU.
DETTMERS_ARGS = [
    "breakeven",
    "--capital",
    "2200",
    "--power-w",
    "450",
    "--kwh",
    "0.12",
    "--utilization",
    "0.15",
    "--cloud-price",
    "2.14",
]

OFFER_RECORD_KEYS = (
    "provider",
    "instance",
    "gpu",
    "gpu_count",
    "pricing",
    "price_per_hour",
    "currency",
    "as_of",
    "speed_ratio",
    "breakeven_days",
    "breakeven_hours",
    "job_hours",
    "job_cost",
)


def street_quote(**changes: Any) -> PriceQuote:
    """A new card's US listing, $1,000 on 2026-10-01; ``changes`` override any field."""
    row = {
        "part_id": "card",
        "market": "US",
        "currency": "USD",
        "condition": "new",
        "price": 1000.0,
        "price_date": dt.date(2026, 10, 1),
        "source": "https://example.com/listing",
    }
    return PriceQuote(**{**row, **changes})
