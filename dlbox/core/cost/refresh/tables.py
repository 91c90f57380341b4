"""CSV price tables: GCP's catalogue table and SkyPilot-format ``vms.csv`` catalogues.

GCP: the columns of ``shared/reference/cloud/gcp_gpu_vm_commitment_prices.csv``
(one row per machine type, region and pricing model; generated from the Cloud
Billing Catalog by Cyclenerd/google-cloud-pricing-cost-calculator):
``instance_type, gpu_model, gpu_count, vcpus, ram_gib, region, pricing_model,
price_per_hour, currency, as_of, source`` (on_demand, spot, committed_use_1y,
committed_use_3y).

SkyPilot catalogues (``catalogs/v*/<cloud>/vms.csv``, also used for Lambda,
RunPod, Nebius, OCI, Paperspace…): ``InstanceType, AcceleratorName,
AcceleratorCount, vCPUs, MemoryGiB, Price, SpotPrice, Region`` — one
on-demand and (where given) one spot price per row.
"""

from __future__ import annotations

import csv
import datetime as dt
import io

from dlbox.core.cost.offers import PricingModel
from dlbox.core.cost.refresh.rows import FeedError, FeedRow, GpuSpec, ParseResult, RowIssue, number
from dlbox.core.cost.refresh.specs import SpecBook

GCP_MODELS = {
    "on_demand": PricingModel.ON_DEMAND,
    "spot": PricingModel.SPOT,
    "committed_use_1y": PricingModel.COMMITTED_1Y,
    "committed_use_3y": PricingModel.COMMITTED_3Y,
}
GCP_COLUMNS = (
    "instance_type",
    "gpu_model",
    "gpu_count",
    "region",
    "pricing_model",
    "price_per_hour",
    "currency",
)
SKYPILOT_COLUMNS = ("InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region")
# Accelerator names in the catalogues → parts-catalogue ids (None: not in the catalogue).
GPU_IDS: dict[str, str | None] = {
    "A100-40GB": "a100-sxm4-40gb",
    "A100": "a100-sxm4-40gb",
    "A100-80GB": "a100-sxm4-80gb",
    "H100-80GB": "h100-sxm",
    "H100-80GB (A3 Mega)": "h100-sxm",
    "H100": "h100-sxm",
    "H200": "h200-sxm",
    "B200": "b200",
    "L4": "l4",
    "L40S": "l40s",
    "T4": "tesla-t4",
    "V100": "v100-sxm2-16gb",
    "A10": "a10",
    "A10G": "a10g",
    "A6000": "rtx-a6000",
    "RTX4090": "rtx-4090",
    "RTX 4090": "rtx-4090",
    "RTX PRO 6000 96GB": None,
    "GH200": None,
    "MI300X": None,
}


def _reader(text: str, label: str, required: tuple[str, ...]) -> csv.DictReader[str]:
    reader = csv.DictReader(io.StringIO(text))
    missing = [c for c in required if c not in (reader.fieldnames or [])]
    if missing:
        raise FeedError(label, "1", None, f"header lacks columns: {', '.join(missing)}")
    return reader


def _date(text: str | None, fallback: dt.date) -> dt.date:
    try:
        return dt.date.fromisoformat((text or "")[:10])
    except ValueError:
        return fallback


def _spec(name: str, count_text: str, vcpus: str | None, ram: str | None) -> GpuSpec | None:
    count = number(count_text)
    if not name or name not in GPU_IDS or count is None or count < 1 or count != int(count):
        return None
    kind = "tpu" if name.lower().startswith("tpu") else "gpu"
    return GpuSpec(name, GPU_IDS[name], int(count), number(vcpus), number(ram), kind)


def parse_gcp_table(text: str, label: str, today: dt.date, specs: SpecBook) -> ParseResult:
    result = ParseResult()
    for line, row in enumerate(_reader(text, label, GCP_COLUMNS), start=2):
        key = str(line)
        model = GCP_MODELS.get(row["pricing_model"])
        if model is None:
            result.issues.append(
                RowIssue(label, key, "pricing_model", f"unknown {row['pricing_model']!r}")
            )
            continue
        if not row["gpu_model"]:
            result.ignored += 1  # an N1 host VM alone rents no GPU
            continue
        spec = specs.get("Google Cloud", row["instance_type"]) or _spec(
            row["gpu_model"], row["gpu_count"], row.get("vcpus"), row.get("ram_gib")
        )
        if spec is None:
            result.issues.append(
                RowIssue(
                    label,
                    key,
                    "gpu_model",
                    f"GPU {row['gpu_model']!r} × {row['gpu_count']!r} unknown",
                )
            )
            continue
        committed = model in (PricingModel.COMMITTED_1Y, PricingModel.COMMITTED_3Y)
        result.rows.append(
            FeedRow(
                label,
                key,
                "Google Cloud",
                row["region"].strip(),
                row["instance_type"],
                model,
                number(row["price_per_hour"]),
                row["currency"].strip(),
                _date(row.get("as_of"), today),
                row.get("source") or f"GCP price table {label}",
                spec,
                upfront=0.0 if committed else None,
                notes=[n for n in [row.get("note", "")] if n],
            )
        )
    return result


def parse_skypilot(
    text: str, label: str, provider: str, source: str, today: dt.date, specs: SpecBook
) -> ParseResult:
    result = ParseResult()
    zones: dict[tuple[str, str | None, PricingModel], FeedRow] = {}
    for line, row in enumerate(_reader(text, label, SKYPILOT_COLUMNS), start=2):
        key = str(line)
        if not row["AcceleratorName"]:
            result.ignored += 1  # CPU-only instance
            continue
        # The shipped catalogue's spec wins (it knows Lambda's H100 PCIe from its SXM).
        spec = specs.get(provider, row["InstanceType"]) or _spec(
            row["AcceleratorName"], row["AcceleratorCount"], row.get("vCPUs"), row.get("MemoryGiB")
        )
        if spec is None:
            result.issues.append(
                RowIssue(
                    label,
                    key,
                    "AcceleratorName",
                    f"GPU {row['AcceleratorName']!r} × {row['AcceleratorCount']!r} unknown",
                )
            )
            continue
        common = dict(
            source_file=label,
            row=key,
            provider=provider,
            region=row["Region"].strip(),
            instance_type=row["InstanceType"],
            currency="USD",
            date=today,
            source=source,
            spec=spec,
        )
        prices = [(PricingModel.ON_DEMAND, row["Price"])]
        if (row.get("SpotPrice") or "").strip():
            prices.append((PricingModel.SPOT, row["SpotPrice"]))
        for model, text in prices:
            feed = FeedRow(pricing_model=model, price=number(text), **common)  # type: ignore[arg-type]
            # One row per availability zone: a region's offer is its lowest zone price.
            zone_key = (feed.instance_type, feed.region, model)
            held = zones.get(zone_key)
            if held is None:
                zones[zone_key] = feed
                result.rows.append(feed)
            else:
                result.ignored += 1
                if feed.price is not None and (held.price is None or feed.price < held.price):
                    held.price = feed.price
    return result
