"""Azure Retail Prices API responses (``prices.azure.com/api/retail/prices``).

Each page is ``{"BillingCurrency", "Items": [...], "NextPageLink"}``; an item
has ``armSkuName``, ``armRegionName``, ``currencyCode``, ``retailPrice``,
``unitOfMeasure``, ``type`` (Consumption, Reservation, DevTestConsumption),
``skuName``, ``productName``, ``effectiveStartDate`` and, for reservations,
``reservationTerm`` ("1 Year" / "3 Years").  With api-version
2023-01-01-preview a Consumption item also carries ``savingsPlan``: a list of
``{retailPrice, term}``.  A reservation's ``retailPrice`` is the whole term's
price: it becomes an effective hourly rate (÷ term hours) with the total kept
as the upfront.  Windows meters, Low Priority and Dev/Test prices are ignored.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from dlbox.core.cost.offers import PricingModel
from dlbox.core.cost.refresh.rows import FeedError, FeedRow, ParseResult, RowIssue, number
from dlbox.core.cost.refresh.specs import SpecBook

PROVIDER = "Azure"
RESERVATION_TERMS = {
    "1 Year": (1, PricingModel.RESERVED_1Y),
    "3 Years": (3, PricingModel.RESERVED_3Y),
}
PLAN_TERMS = {"1 Year": PricingModel.SAVINGS_PLAN_1Y, "3 Years": PricingModel.SAVINGS_PLAN_3Y}
GPU_SERIES_PREFIXES = ("Standard_NC", "Standard_ND", "Standard_NV", "Standard_NG")


def _date(text: Any, fallback: dt.date) -> dt.date:
    try:
        return dt.date.fromisoformat(str(text)[:10])
    except ValueError:
        return fallback


def parse_page(data: dict[str, Any], label: str, specs: SpecBook, today: dt.date) -> ParseResult:
    result = ParseResult()
    items = data.get("Items")
    if not isinstance(items, list):
        raise FeedError(label, None, "Items", "not an Azure Retail Prices API response")
    source = f"Azure Retail Prices API (prices.azure.com/api/retail/prices), {label}"
    for index, item in enumerate(items, start=1):
        key = str(index)
        if not isinstance(item, dict):
            result.issues.append(RowIssue(label, key, "Items", "not an object"))
            continue
        sku = str(item.get("armSkuName") or "")
        kind = item.get("type")
        name = f"{item.get('skuName', '')} {item.get('productName', '')}"
        if (
            kind not in ("Consumption", "Reservation")
            or "Windows" in name
            or "Low Priority" in name
        ):
            result.ignored += 1
            continue
        spec = specs.get(PROVIDER, sku)
        if spec is None:
            if sku.startswith(GPU_SERIES_PREFIXES):
                result.issues.append(
                    RowIssue(label, key, "armSkuName", f"{sku!r}: GPU model and count unknown")
                )
            else:
                result.ignored += 1
            continue
        region = str(item.get("armRegionName") or "").strip()
        if not region:
            raise FeedError(label, key, "armRegionName", "the price names no region")
        currency = str(item.get("currencyCode") or "")
        price = number(item.get("retailPrice"))
        date = _date(item.get("effectiveStartDate"), today)
        # Prices take effect on their start date; a refresh is as of today at the latest.
        date = min(date, today)
        common = dict(
            source_file=label,
            provider=PROVIDER,
            region=region,
            instance_type=sku,
            currency=currency,
            source=source,
            spec=spec,
        )
        if kind == "Reservation":
            term = RESERVATION_TERMS.get(str(item.get("reservationTerm")))
            if term is None:
                result.issues.append(
                    RowIssue(
                        label,
                        key,
                        "reservationTerm",
                        f"expected '1 Year' or '3 Years', got {item.get('reservationTerm')!r}",
                    )
                )
                continue
            if price is None:
                result.issues.append(RowIssue(label, key, "retailPrice", "not a number"))
                continue
            years, model = term
            result.rows.append(
                FeedRow(
                    row=key,
                    pricing_model=model,
                    price=price / (years * 8760),
                    date=date,
                    upfront=price,
                    notes=[
                        f"reservation: {price:g} {currency} for {years} year{'' if years == 1 else 's'}, paid up front or monthly; effective hourly = total ÷ {years * 8760} h"
                    ],
                    **common,  # type: ignore[arg-type]
                )
            )
            continue
        spot = str(item.get("skuName", "")).endswith("Spot")
        model = PricingModel.SPOT if spot else PricingModel.ON_DEMAND
        result.rows.append(
            FeedRow(row=key, pricing_model=model, price=price, date=date, **common)  # type: ignore[arg-type]
        )
        for plan in item.get("savingsPlan") or []:
            plan_model = PLAN_TERMS.get(str(plan.get("term")))
            if plan_model is None:
                result.issues.append(
                    RowIssue(label, key, "savingsPlan.term", f"unknown term {plan.get('term')!r}")
                )
                continue
            result.rows.append(
                FeedRow(
                    row=f"{key}.savingsPlan",
                    pricing_model=plan_model,
                    price=number(plan.get("retailPrice")),
                    date=date,
                    notes=[
                        "Azure savings plan for compute: committed hourly spend, this size's rate"
                    ],
                    **common,  # type: ignore[arg-type]
                )
            )
    return result
