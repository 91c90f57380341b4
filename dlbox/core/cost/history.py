"""Price history: one GPU's hourly price by provider and pricing model over time.

Points come from three places: ``data/cloud/history.csv`` (the published AWS
and GCP price histories, and shipped prices that a newer one replaced or whose
instance type was retired), the current offers, and every snapshot the user
has refreshed (:mod:`dlbox.core.cost.refresh.store`).  Prices are per GPU-hour
(instance price ÷ GPU count) so an 8-GPU machine and a 1-GPU one line up;
each series keeps, per date, the lowest price of that provider and pricing
model (the offer a user would pick), with the offer it came from.

Prices differ by region, so each provider's series stay in one region: the
one asked for, else the region where that provider's history is longest
(AWS us-east-1 and GCP us-central1 for the published histories; ties go to
the cheapest newest price).  Mixing regions would draw price moves that are
only a change of region.
"""

from __future__ import annotations

import csv
import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dlbox.core.catalogue import LoadIssue, default_data_dir
from dlbox.core.cost.offers import PRICING_NAMES, Offer, PricingModel
from dlbox.core.cost.refresh.store import PriceStore
from dlbox.core.cost.regions import region_matches

HISTORY_FILE = Path("cloud") / "history.csv"


@dataclass(frozen=True)
class PricePoint:
    provider: str
    pricing_model: PricingModel
    date: dt.date
    price_per_gpu_hour: float
    currency: str
    instance_type: str
    region: str
    source: str


@dataclass(frozen=True)
class Series:
    provider: str
    pricing_model: PricingModel
    currency: str
    points: tuple[PricePoint, ...]
    region: str = ""

    @property
    def label(self) -> str:
        where = f" {self.region}" if self.region else ""
        return f"{self.provider}{where}, {PRICING_NAMES[self.pricing_model]}"


def _point(row: dict[str, str], label: str, line: int) -> PricePoint | LoadIssue:
    try:
        count = int(row["gpu_count"])
        price = float(row["price"])
        return PricePoint(
            row["provider"],
            PricingModel(row["pricing_model"]),
            dt.date.fromisoformat(row["date"]),
            price / count,
            row["currency"],
            row["instance_type"],
            row.get("region") or "",
            row["source"],
        )
    except (KeyError, ValueError, ZeroDivisionError) as exc:
        return LoadIssue(label, line, None, f"unreadable history row: {exc}")


def read_history(path: Path | None = None) -> tuple[list[tuple[str, PricePoint]], list[LoadIssue]]:
    """(gpu_id, point) pairs from the shipped history file, and its bad rows."""
    path = path or default_data_dir() / HISTORY_FILE
    points: list[tuple[str, PricePoint]] = []
    issues: list[LoadIssue] = []
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            for line, row in enumerate(csv.DictReader(handle), start=2):
                if not row.get("gpu_id") or not row.get("price") or not row.get("gpu_count"):
                    continue
                found = _point(row, path.name, line)
                if isinstance(found, LoadIssue):
                    issues.append(found)
                else:
                    points.append((row["gpu_id"], found))
    except OSError as exc:
        issues.append(LoadIssue(path.name, None, None, f"cannot be read: {exc}"))
    return points, issues


def _offer_point(offer: Offer) -> PricePoint | None:
    if offer.price is None or offer.unit != "hour" or not offer.gpu_count:
        return None
    return PricePoint(
        offer.provider,
        offer.pricing_model,
        offer.date,
        offer.price / offer.gpu_count,
        offer.currency,
        offer.instance_type,
        offer.region or "",
        offer.source,
    )


def _one_region_per_provider(points: list[PricePoint]) -> list[PricePoint]:
    """Each provider's points in its region with the most dates (ties: cheapest newest)."""
    dates: dict[tuple[str, str], set[dt.date]] = {}
    newest: dict[tuple[str, str], tuple[dt.date, float]] = {}
    for p in points:
        key = (p.provider, p.region)
        dates.setdefault(key, set()).add(p.date)
        held = newest.get(key)
        if held is None or (p.date, -p.price_per_gpu_hour) > (held[0], -held[1]):
            newest[key] = (p.date, p.price_per_gpu_hour)
    chosen: dict[str, str] = {}
    for (provider, region), seen in sorted(dates.items()):
        rank = (len(seen), newest[(provider, region)][0], -newest[(provider, region)][1])
        held = chosen.get(provider)
        if held is None:
            chosen[provider] = region
            continue
        other = (
            len(dates[(provider, held)]),
            newest[(provider, held)][0],
            -newest[(provider, held)][1],
        )
        if rank > other:
            chosen[provider] = region
    return [p for p in points if chosen.get(p.provider) == p.region]


def gpu_history(
    gpu_id: str,
    offers: Iterable[Offer],
    *,
    region: str | None = None,
    store: PriceStore | None = None,
    history_path: Path | None = None,
) -> list[Series]:
    """Series of one GPU's lowest price per GPU-hour, per provider and pricing model."""
    points = [p for g, p in read_history(history_path)[0] if g == gpu_id]
    points += [p for o in offers if o.gpu_id == gpu_id and (p := _offer_point(o)) is not None]
    stored = store.history(gpu_id) if store is not None else []
    for row in stored:
        found = _point(row, "prices.sqlite", 0)
        if isinstance(found, PricePoint):
            points.append(found)
    if region:
        points = [p for p in points if region_matches(p.region, region)]
    else:
        points = _one_region_per_provider(points)
    best: dict[tuple[str, PricingModel, str, dt.date], PricePoint] = {}
    for point in points:
        key = (point.provider, point.pricing_model, point.currency, point.date)
        held = best.get(key)
        if held is None or point.price_per_gpu_hour < held.price_per_gpu_hour:
            best[key] = point
    grouped: dict[tuple[str, PricingModel, str], list[PricePoint]] = {}
    for (provider, model, currency, _), point in best.items():
        grouped.setdefault((provider, model, currency), []).append(point)
    return [
        Series(
            provider,
            model,
            currency,
            tuple(sorted(found, key=lambda p: p.date)),
            "/".join(sorted({p.region for p in found if p.region})),
        )
        for (provider, model, currency), found in sorted(
            grouped.items(), key=lambda item: (item[0][0], item[0][1].value, item[0][2])
        )
    ]
