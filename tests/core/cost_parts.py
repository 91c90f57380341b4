"""What the cost tests share: Tim Dettmers' break-even example as a command line, and the
keys a compared offer promises in ``--json`` output and in ``Comparison.records()``."""

from __future__ import annotations

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
