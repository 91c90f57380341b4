"""What every price feed parser produces, and the checks every row passes.

A parser turns one source's own published format into :class:`FeedRow`s.
:func:`check_row` then validates each one (GPU known, price positive, region
named, currency known).  A malformed row is *skipped* and named by source,
row and field (:class:`RowIssue`); an unknown currency or a region that
cannot be named is an *error* (:class:`FeedError`): the whole refresh stops
and nothing stored changes, because a silent zero or a misplaced price would
be worse than yesterday's prices.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from dlbox.core.cost.offers import Offer, PricingModel
from dlbox.core.limits import CLOUD_PRICE_PER_HOUR

HOURS_PER_YEAR = 8760.0


@dataclass(frozen=True)
class RowIssue:
    """One skipped row: which source file, which row (1-based or a key), which field."""

    source: str
    row: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.source}, row {self.row}, field '{self.field}': {self.message}"


class FeedError(ValueError):
    """A feed that must not be used at all (unknown currency, unnamed region, unreadable)."""

    def __init__(self, source: str, row: str | None, field_name: str | None, message: str) -> None:
        where = (
            source
            + (f", row {row}" if row else "")
            + (f", field '{field_name}'" if field_name else "")
        )
        super().__init__(f"{where}: {message}")
        self.source = source
        self.row = row
        self.field = field_name


@dataclass(frozen=True)
class GpuSpec:
    """What an instance type carries, when the feed itself does not say."""

    gpu_name: str
    gpu_id: str | None
    gpu_count: int
    vcpus: float | None = None
    ram_gb: float | None = None
    accelerator_kind: str = "gpu"


@dataclass
class FeedRow:
    """One normalised price, before validation; ``row`` locates it in its source."""

    source_file: str
    row: str
    provider: str
    region: str | None
    instance_type: str
    pricing_model: PricingModel
    price: float | None
    currency: str
    date: dt.date
    source: str
    spec: GpuSpec | None = None
    upfront: float | None = None
    payment: str | None = None
    unit: str = "hour"
    notes: list[str] = field(default_factory=list)


@dataclass
class ParseResult:
    rows: list[FeedRow] = field(default_factory=list)
    issues: list[RowIssue] = field(default_factory=list)
    # Rows of the feed that are not GPU prices at all (other instance types, OSes…).
    ignored: int = 0

    def extend(self, other: ParseResult) -> None:
        self.rows += other.rows
        self.issues += other.issues
        self.ignored += other.ignored


def reserved_hourly(upfront: float, hourly: float, years: int) -> float:
    """AWS/Azure reservations: the upfront spread over the term's hours, plus the hourly part."""
    return upfront / (years * HOURS_PER_YEAR) + hourly


def check_row(row: FeedRow, currencies: set[str]) -> Offer | RowIssue:
    """The row as an :class:`Offer`, or the issue that skips it; raises :class:`FeedError`."""
    if row.currency not in currencies:
        raise FeedError(
            row.source_file,
            row.row,
            "currency",
            f"unknown currency {row.currency!r} (known: {', '.join(sorted(currencies))}); "
            "add its rate to the rates table first",
        )
    if not row.region:
        raise FeedError(row.source_file, row.row, "region", "the price names no region")

    def issue(field_name: str, message: str) -> RowIssue:
        return RowIssue(row.source_file, row.row, field_name, message)

    if row.spec is None:
        return issue("instance_type", f"{row.instance_type!r}: GPU model and count unknown")
    if row.price is None or not row.price > 0:
        return issue("price", f"expected a positive price, got {row.price!r}")
    if (problem := CLOUD_PRICE_PER_HOUR.problem(row.price)) is not None:
        return issue("price", problem)
    if row.upfront is not None and row.upfront < 0:
        return issue("upfront", f"expected an upfront of 0 or more, got {row.upfront!r}")
    data: dict[str, Any] = {
        "provider": row.provider,
        "region": row.region,
        "instance_type": row.instance_type,
        "gpu_name": row.spec.gpu_name,
        "gpu_id": row.spec.gpu_id,
        "gpu_count": row.spec.gpu_count,
        "vcpus": row.spec.vcpus,
        "ram_gb": row.spec.ram_gb,
        "accelerator_kind": row.spec.accelerator_kind,
        "pricing_model": row.pricing_model,
        "unit": row.unit,
        "price": round(row.price, 6),
        "upfront": None if row.upfront is None else round(row.upfront, 2),
        "payment": row.payment,
        "currency": row.currency,
        "date": row.date,
        "source": row.source,
        "notes": "; ".join(row.notes) or None,
    }
    try:
        return Offer.model_validate(data)
    except ValueError as exc:  # pydantic's ValidationError is a ValueError
        errors = getattr(exc, "errors", None)
        if callable(errors):
            first = errors()[0]
            loc = ".".join(str(p) for p in first.get("loc", ())) or "row"
            return issue(loc, str(first.get("msg", exc)))
        return issue("row", str(exc))


def number(text: Any) -> float | None:
    """A feed's number (strings in AWS files), or None when it is not one."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value == value else None  # NaN is not a price
