"""AWS Price List bulk files: the EC2 offer file and the Savings Plans rate file.

Offer file (``offers/v1.0/aws/AmazonEC2/current/<region>/index.json``):
``products`` keyed by SKU with ``attributes`` (instanceType, regionCode,
location, operatingSystem, tenancy, preInstalledSw, capacitystatus, gpu,
vcpu, memory), and ``terms.OnDemand`` / ``terms.Reserved`` keyed by SKU then
offer term, each with ``priceDimensions`` (``unit`` "Hrs" for the hourly part,
"Quantity" for the upfront fee; ``pricePerUnit`` by currency) and, for
reservations, ``termAttributes`` (LeaseContractLength 1yr/3yr, OfferingClass,
PurchaseOption).  Only Linux, shared tenancy, no pre-installed software,
"Used" capacity rows are prices a user pays for an instance; the rest are
ignored (counted, not reported).  A reservation becomes one offer per term
and purchase option: effective hourly = upfront ÷ term hours + hourly, with
the upfront kept.  Convertible reservations are left for the standard ones.

Savings Plans rate file (``savingsPlan/v1.0/aws/AWSComputeSavingsPlan/...``):
``products`` (sku → attributes purchaseOption, purchaseTerm) and
``terms.savingsPlan`` with ``rates`` (discountedInstanceType,
discountedRegionCode, discountedUsageType, discountedOperation,
discountedRate {price, currency}).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

from dlbox.core.cost.offers import PricingModel
from dlbox.core.cost.refresh.rows import (
    FeedError,
    FeedRow,
    ParseResult,
    RowIssue,
    number,
    reserved_hourly,
)
from dlbox.core.cost.refresh.specs import SpecBook
from dlbox.core.cost.regions import AWS_LOCATIONS

PROVIDER = "AWS"
PAYMENTS = {
    "No Upfront": "no_upfront",
    "Partial Upfront": "partial_upfront",
    "All Upfront": "all_upfront",
}
TERMS = {"1yr": (1, PricingModel.RESERVED_1Y), "3yr": (3, PricingModel.RESERVED_3Y)}
SP_TERMS = {"1yr": PricingModel.SAVINGS_PLAN_1Y, "3yr": PricingModel.SAVINGS_PLAN_3Y}


def _date(text: Any, fallback: dt.date) -> dt.date:
    try:
        return dt.date.fromisoformat(str(text)[:10])
    except ValueError:
        return fallback


def _memory_gib(text: Any) -> float | None:
    return number(str(text or "").replace("GiB", "").replace(",", "").strip())


def _region(label: str, key: str, attrs: dict[str, Any]) -> str:
    code = str(attrs.get("regionCode") or "").strip()
    if code:
        return code
    location = str(attrs.get("location") or "").strip()
    if location in AWS_LOCATIONS:
        return AWS_LOCATIONS[location]
    raise FeedError(label, key, "location", f"unknown AWS region {location!r} (no regionCode)")


def _is_instance_price(attrs: dict[str, Any]) -> bool:
    return (
        attrs.get("operatingSystem") == "Linux"
        and attrs.get("tenancy") == "Shared"
        and attrs.get("preInstalledSw", "NA") == "NA"
        and attrs.get("capacitystatus", "Used") == "Used"
        and bool(attrs.get("instanceType"))
    )


def _one_currency(label: str, key: str, prices: dict[str, Any]) -> tuple[str, float | None]:
    if not isinstance(prices, dict) or len(prices) != 1:
        raise FeedError(label, key, "pricePerUnit", f"expected one currency, got {prices!r}")
    ((currency, text),) = prices.items()
    return str(currency), number(text)


def parse_offer_file(data: dict[str, Any], label: str, specs: SpecBook) -> ParseResult:
    """One EC2 offer file (on-demand and reserved terms) as GPU feed rows."""
    result = ParseResult()
    published = _date(data.get("publicationDate"), dt.date.today())
    source = (
        f"AWS Price List API, AmazonEC2 offer file version {data.get('version', '?')} ({label})"
    )
    products = data.get("products")
    terms = data.get("terms")
    if not isinstance(products, dict) or not isinstance(terms, dict):
        raise FeedError(label, None, "products", "not an AWS offer file (no products/terms)")
    chosen: dict[str, tuple[str, str, Any]] = {}
    for sku, product in products.items():
        attrs = product.get("attributes") if isinstance(product, dict) else None
        if not isinstance(attrs, dict) or not _is_instance_price(attrs):
            result.ignored += 1
            continue
        itype = str(attrs["instanceType"])
        spec = specs.aws(
            itype,
            number(attrs.get("gpu")),
            number(attrs.get("vcpu")),
            _memory_gib(attrs.get("memory")),
        )
        if spec is None:
            if number(attrs.get("gpu")) or itype.split(".")[0] in ("p2", "g3", "g4ad"):
                result.issues.append(
                    RowIssue(label, sku, "instanceType", f"{itype}: GPU model unknown")
                )
            else:
                result.ignored += 1  # not a GPU instance
            continue
        chosen[sku] = (itype, _region(label, sku, attrs), spec)

    def dimensions(term: dict[str, Any]) -> list[dict[str, Any]]:
        dims = term.get("priceDimensions")
        return list(dims.values()) if isinstance(dims, dict) else []

    def add(
        key: str,
        sku: str,
        term: dict[str, Any],
        model: PricingModel,
        price: float | None,
        currency: str,
        **more: Any,
    ) -> None:
        when = _date(term.get("effectiveDate"), published)
        result.rows.append(
            _feed_row(label, key, chosen[sku], model, price, currency, when, source, **more)
        )

    for key, sku, term in _terms_of(terms.get("OnDemand"), chosen):
        hourly = [d for d in dimensions(term) if d.get("unit") == "Hrs"]
        if not hourly:
            result.issues.append(RowIssue(label, key, "priceDimensions", "no hourly price"))
            continue
        currency, price = _one_currency(label, key, hourly[0].get("pricePerUnit"))
        add(key, sku, term, PricingModel.ON_DEMAND, price, currency)
    for key, sku, term in _terms_of(terms.get("Reserved"), chosen):
        attrs = term.get("termAttributes") or {}
        if attrs.get("OfferingClass", "standard") != "standard":
            result.ignored += 1
            continue
        length = TERMS.get(str(attrs.get("LeaseContractLength")))
        payment = PAYMENTS.get(str(attrs.get("PurchaseOption")))
        if length is None:
            result.issues.append(
                RowIssue(
                    label,
                    key,
                    "LeaseContractLength",
                    f"expected 1yr or 3yr, got {attrs.get('LeaseContractLength')!r}",
                )
            )
            continue
        if payment is None:
            result.issues.append(
                RowIssue(
                    label,
                    key,
                    "PurchaseOption",
                    f"unknown purchase option {attrs.get('PurchaseOption')!r}",
                )
            )
            continue
        upfront = 0.0
        hourly = 0.0
        currency = ""
        bad = False
        for dim in dimensions(term):
            currency, amount = _one_currency(label, key, dim.get("pricePerUnit"))
            if amount is None or amount < 0:
                result.issues.append(
                    RowIssue(
                        label,
                        key,
                        "pricePerUnit",
                        f"expected an amount, got {dim.get('pricePerUnit')!r}",
                    )
                )
                bad = True
                break
            if dim.get("unit") == "Quantity":
                upfront += amount
            elif dim.get("unit") == "Hrs":
                hourly += amount
        if bad or not currency:
            continue
        years, model = length
        add(
            key,
            sku,
            term,
            model,
            reserved_hourly(upfront, hourly, years),
            currency,
            upfront=upfront,
            payment=payment,
            notes=[
                f"effective hourly: {upfront:g} upfront over {years * 8760} h + {hourly:g}/h (standard reserved instance)"
            ],
        )
    return result


def _feed_row(
    label: str,
    key: str,
    where: tuple[str, str, Any],
    model: PricingModel,
    price: float | None,
    currency: str,
    when: dt.date,
    source: str,
    **more: Any,
) -> FeedRow:
    """One AWS price as a feed row; ``where`` is (instance type, region, spec)."""
    itype, region, spec = where
    return FeedRow(
        label, key, PROVIDER, region, itype, model, price, currency, when, source, spec, **more
    )


def _terms_of(
    by_sku: Any, chosen: dict[str, tuple[str, str, Any]]
) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(row key, SKU, term) for each offer term of a chosen SKU (a GPU instance's price)."""
    for sku, by_code in (by_sku or {}).items():
        if sku not in chosen:
            continue
        for code, term in by_code.items():
            yield f"{sku}.{code}" if not str(code).startswith(sku) else str(code), sku, term


def parse_savings_plans(data: dict[str, Any], label: str, specs: SpecBook) -> ParseResult:
    """One Savings Plans rate file: an hourly rate per instance type, region, term and option."""
    result = ParseResult()
    published = _date(data.get("publicationDate"), dt.date.today())
    source = f"AWS Savings Plans rate file version {data.get('version', '?')} ({label})"
    products = {p.get("sku"): p for p in data.get("products") or [] if isinstance(p, dict)}
    plans = (data.get("terms") or {}).get("savingsPlan")
    if not isinstance(plans, list):
        raise FeedError(label, None, "terms.savingsPlan", "not a Savings Plans rate file")
    for plan in plans:
        product = products.get(plan.get("sku"), {})
        attrs = product.get("attributes") or {}
        model = SP_TERMS.get(str(attrs.get("purchaseTerm")))
        payment = PAYMENTS.get(str(attrs.get("purchaseOption")))
        plan_key = str(plan.get("sku"))
        if model is None or payment is None:
            result.issues.append(
                RowIssue(
                    label,
                    plan_key,
                    "purchaseTerm",
                    f"unknown term/option {attrs.get('purchaseTerm')!r}/{attrs.get('purchaseOption')!r}",
                )
            )
            continue
        for rate in plan.get("rates") or []:
            key = str(rate.get("rateCode") or plan_key)
            usage = str(rate.get("discountedUsageType") or "")
            if rate.get("discountedOperation") != "RunInstances" or "BoxUsage" not in usage:
                result.ignored += 1  # other OSes, dedicated hosts…
                continue
            itype = str(rate.get("discountedInstanceType") or "")
            spec = specs.aws(itype, None, None, None)
            if spec is None:
                result.ignored += 1
                continue
            region = str(rate.get("discountedRegionCode") or "")
            if not region:
                raise FeedError(label, key, "discountedRegionCode", "the rate names no region")
            amount = rate.get("discountedRate") or {}
            result.rows.append(
                _feed_row(
                    label,
                    key,
                    (itype, region, spec),
                    model,
                    number(amount.get("price")),
                    str(amount.get("currency") or ""),
                    _date(plan.get("effectiveDate"), published),
                    source,
                    payment=payment,
                    notes=[
                        f"{plan.get('description') or 'Savings Plan'}: the plan's hourly rate for this instance"
                    ],
                )
            )
    return result
