"""Rebuild ``data/cloud/offers.csv`` from the shared reference snapshot and the seeds.

Run from the repository root:  python tools/derive_offers.py ../shared/reference
It is kept next to the CSV so every row can be traced to its rule; the app
never runs it.  Rules (also in data/cloud/README.md):

- Reference (cloud_gpu_instances_tidy.csv): one on-demand and one spot offer
  per instance and region (GCP zones of a region share a price and collapse;
  Lambda lists the same price in every region, so its rows collapse to one).
- Suspect prices are kept but flagged (``suspect=true``), never silently used:
  spot at ≥ 75 % of on-demand (Azure H100/H200, GCP A100-80GB/H100/H200), and
  GCP on-demand GPU parts under half of the same machine type's dearest
  region (the "GPUs 4.20076 per H100" pattern — a discounted rate, not list).
- Fractional GPUs (Azure NV*ads_A10_v5 with 0 GPUs, NVv4 partitions of an
  MI25 listed as whole GPUs) are left out or flagged, see below.
- Seed prices (2017–2019) are transcribed with their dates; unknown prices
  stay empty.
"""

from __future__ import annotations

import csv
import re
import sys
from collections import Counter
from pathlib import Path

import derive_cloud_v2 as v2

SNAPSHOT = "2026-05-20"
OUT = Path(__file__).resolve().parents[1] / "data" / "cloud" / "offers.csv"
COLUMNS = [
    "provider",
    "region",
    "instance_type",
    "gpu_name",
    "gpu_id",
    "gpu_count",
    "vcpus",
    "ram_gb",
    "pricing_model",
    "unit",
    "term_months",
    "hours_included",
    "price",
    "upfront",
    "payment",
    "accelerator_kind",
    "currency",
    "date",
    "source",
    "suspect",
    "notes",
]
PROVIDERS = {
    "AWS": "AWS",
    "GCP": "Google Cloud",
    "Azure": "Azure",
    "Lambda": "Lambda",
    "Vast.ai": "Vast.ai",
}
SPOT_SUSPECT_RATIO = 0.75

# Azure NC H100 v5 runs the H100 NVL (94 GB); the snapshot says 80 GB.
NC_H100_V5 = ("h100-nvl", "Azure NCads H100 v5 uses the H100 NVL 94 GB; the snapshot lists 80 GB")
LAMBDA_A100 = (
    "a100-pcie-40gb",
    "PCIe per Lambda's instance naming (form factor not in the snapshot)",
)
# Reference GPU names → parts-catalogue ids.  Instance-specific cases first.
INSTANCE_GPU = {
    "Standard_NC40ads_H100_v5": NC_H100_V5,
    "Standard_NC80adis_H100_v5": NC_H100_V5,
    "Standard_NCC40ads_H100_v5": ("h100-pcie", ""),
    "Standard_NC24ads_A100_v4": ("a100-pcie-80gb", ""),
    "Standard_NC48ads_A100_v4": ("a100-pcie-80gb", ""),
    "Standard_NC96ads_A100_v4": ("a100-pcie-80gb", ""),
    "Standard_NC6s_v3": ("v100-pcie-16gb", ""),
    "Standard_NC12s_v3": ("v100-pcie-16gb", ""),
    "Standard_NC24s_v3": ("v100-pcie-16gb", ""),
    "Standard_NC24rs_v3": ("v100-pcie-16gb", ""),
    "gpu_1x_a100": LAMBDA_A100,
    "gpu_2x_a100": LAMBDA_A100,
    "gpu_4x_a100": LAMBDA_A100,
    "gpu_1x_h100_pcie": ("h100-pcie", ""),
    "1x-H100_NVL-32-65536": ("h100-nvl", ""),
    "2x-A100_PCIE-32-65536": ("a100-pcie-40gb", ""),
    "1x-RTX_3060_Ti-32-65536": (
        "rtx-3060-ti",
        "reference names it RTX3060; the listing is an RTX 3060 Ti 8 GB",
    ),
    "4x-RTX_4060_Ti-32-65536": (
        "rtx-4060-ti-16gb",
        "reference names it RTX4060; the listing is an RTX 4060 Ti 16 GB",
    ),
    "4x-RTX_4070S_Ti-32-65536": (
        "rtx-4070-ti-super",
        "reference names it RTX4070; the listing is an RTX 4070 Ti SUPER 16 GB",
    ),
}
GPU_IDS = {
    "V100": "v100-sxm2-16gb",
    "V100-32GB": "v100-sxm2-32gb",
    "A100": "a100-sxm4-40gb",
    "A100-80GB": "a100-sxm4-80gb",
    "A10": "a10",
    "A10G": "a10g",
    "T4": "tesla-t4",
    "L4": "l4",
    "L40S": "l40s",
    "M60": "tesla-m60",
    "P4": "tesla-p4",
    "P100": "tesla-p100-pcie-16gb",
    "H100": "h100-sxm",
    "H100-MEGA": "h100-sxm",
    "H200": "h200-sxm",
    "B200": "b200",
    "A6000": "rtx-a6000",
    "RTX6000": "quadro-rtx-6000",
    "RTX3060": "rtx-3060-12gb",
    "RTX3090": "rtx-3090",
    "RTX4090": "rtx-4090",
    "RTX5090": "rtx-5090",
    "RTX5070": "rtx-5070",
    "RTX6000-Ada": "rtx-6000-ada",
    "RTXA5000": "rtx-a5000",
    "RTXA6000": "rtx-a6000",
    "RTXPRO6000WS": "rtx-pro-6000-blackwell",
}
NOT_IN_CATALOGUE = {
    "B300": "B300 is not in the parts catalogue",
    "GH200": "GH200 is not in the parts catalogue",
    "MI25": "AMD Instinct MI25 is not in the parts catalogue",
    "MI300X": "AMD Instinct MI300X is not in the parts catalogue",
    "RTX5880-Ada": "RTX 5880 Ada is not in the parts catalogue",
    "RTX PRO Server 6000": "RTX PRO 6000 Blackwell Server Edition is not in the parts catalogue",
}
FORM_UNSTATED = {"Vast.ai": {"V100", "H200"}}
# Azure NVv4 sizes below NV32as_v4 are 1/8, 1/4 and 1/2 of one MI25.
MI25_PARTITIONS = {
    "Standard_NV4as_v4": "1/8",
    "Standard_NV8as_v4": "1/4",
    "Standard_NV16as_v4": "1/2",
}


def num(text: str) -> float | None:
    text = (text or "").strip()
    return float(text) if text else None


def fmt(value: float | None, places: int = 6) -> str:
    if value is None:
        return ""
    return f"{value:.{places}f}".rstrip("0").rstrip(".")


def gpu_for(row: dict[str, str]) -> tuple[str, list[str]]:
    notes: list[str] = []
    name = row["gpu_name"]
    if row["instance_type"] in INSTANCE_GPU:
        gpu_id, note = INSTANCE_GPU[row["instance_type"]]
        return gpu_id, [note] if note else []
    if row["provider"] == "Vast.ai" and name == "A100":
        per_gpu = float(row["gpu_mem_gib"]) / int(row["gpu_count"])
        return ("a100-sxm4-80gb" if per_gpu > 60 else "a100-sxm4-40gb"), []
    if name in NOT_IN_CATALOGUE:
        return "", [NOT_IN_CATALOGUE[name]]
    if name in FORM_UNSTATED.get(row["provider"], set()):
        notes.append("form factor not stated by the listing")
    return GPU_IDS[name], notes


def gpu_part_price(note: str) -> float | None:
    match = re.search(r"GPUs ([0-9.]+)", note) or re.search(r"GPU-only ([0-9.]+)", note)
    return float(match.group(1)) if match else None


def reference_rows(path: Path) -> tuple[list[dict[str, str]], list[str]]:
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    report: list[str] = []
    out: list[dict[str, str]] = []
    # GCP: zones of one region share a price; keep the first, list the zones.
    seen: dict[tuple[str, str, str], dict[str, str]] = {}
    zones: dict[tuple[str, str, str], list[str]] = {}
    lambda_regions: dict[str, list[str]] = {}
    kept: list[dict[str, str]] = []
    for row in rows:
        key = (row["provider"], row["instance_type"], row["region"])
        if row["provider"] == "Lambda":
            lambda_regions.setdefault(row["instance_type"], []).append(row["region"])
            if row["instance_type"] in {
                r["instance_type"] for r in kept if r["provider"] == "Lambda"
            }:
                continue
        elif key in seen:
            zones[key].append(row["zone"])
            continue
        seen[key] = row
        zones[key] = [row["zone"]] if row["zone"] else []
        kept.append(row)
    # The dearest region's GPU part per GCP machine type, for the discount check.
    dearest: dict[str, float] = {}
    for row in kept:
        if row["provider"] == "GCP":
            part = gpu_part_price(row["note"])
            if part is not None:
                dearest[row["instance_type"]] = max(dearest.get(row["instance_type"], 0.0), part)
    for row in kept:
        provider = PROVIDERS[row["provider"]]
        count = int(float(row["gpu_count"]))
        if count == 0:
            report.append(
                f"left out {row['provider']} {row['instance_type']}: fractional GPU (gpu_count 0)"
            )
            continue
        gpu_id, gpu_notes = gpu_for(row)
        on_demand = num(row["price_ondemand_usd_hr"])
        spot = num(row["price_spot_usd_hr"])
        region = row["region"].strip().lstrip(", ").strip()
        notes = [n for n in [row["note"].strip()] if n and n != "no spot market"] + gpu_notes
        key = (row["provider"], row["instance_type"], row["region"])
        if row["provider"] == "GCP" and len(zones.get(key, [])) > 0:
            notes.append("zones " + "/".join(sorted(zones[key])))
        if row["provider"] == "Lambda":
            region = ""
            notes.append(
                f"same price listed in {len(lambda_regions[row['instance_type']])} regions (listing, not availability)"
            )
        if row["provider"] == "Vast.ai":
            notes = ["marketplace offer snapshot; prices move continuously", *gpu_notes]
        if row["provider"] == "AWS":
            notes.append(
                "AWS subset transcribed with the 2026-05-20 reference snapshot; catalog commit date not recorded"
            )
        od_suspect: list[str] = []
        spot_suspect: list[str] = []
        if row["instance_type"] in MI25_PARTITIONS:
            share = MI25_PARTITIONS[row["instance_type"]]
            od_suspect.append(
                f"Azure NVv4 size is {share} of one MI25 but the reference lists a whole GPU"
            )
            spot_suspect.append(od_suspect[-1])
        if on_demand and spot:
            ratio = spot / on_demand
            if ratio >= SPOT_SUSPECT_RATIO:
                text = f"spot is {ratio:.0%} of on-demand (spot is normally far cheaper): spot or on-demand figure likely wrong in the source"
                spot_suspect.append(text)
                if row["provider"] == "GCP":
                    od_suspect.append(text)
        if row["provider"] == "GCP":
            part = gpu_part_price(row["note"])
            top = dearest.get(row["instance_type"])
            if part is not None and top and part < 0.5 * top:
                od_suspect.append(
                    f"on-demand GPU part {part:g} is under half of this machine type's dearest region ({top:g}): looks like a discounted, not a list, rate"
                )
                spot_suspect.append(od_suspect[-1])
        base = {
            "provider": provider,
            "region": region,
            "instance_type": row["instance_type"],
            "gpu_name": row["gpu_name"],
            "gpu_id": gpu_id,
            "gpu_count": str(count),
            "vcpus": fmt(num(row["vcpus"])),
            "ram_gb": fmt(num(row["ram_gib"])),
            "unit": "hour",
            "term_months": "",
            "hours_included": "",
            "currency": "USD",
            "date": SNAPSHOT,
            "source": row["source"],
            "upfront": "",
            "payment": "",
            "accelerator_kind": "gpu",
        }
        if on_demand is not None:
            out.append(
                base
                | {
                    "pricing_model": "on_demand",
                    "price": fmt(on_demand),
                    "suspect": "true" if od_suspect else "false",
                    "notes": "; ".join(notes + od_suspect),
                }
            )
        else:
            report.append(
                f"{provider} {row['instance_type']} {region}: no on-demand price in the source"
            )
        if spot is not None:
            spot_notes = list(notes)
            if row["provider"] == "AWS":
                spot_notes.insert(0, "lowest spot price across the region's zones")
            if on_demand is None:
                spot_notes.append("no on-demand price in the source (capacity blocks)")
            out.append(
                base
                | {
                    "pricing_model": "spot",
                    "price": fmt(spot),
                    "suspect": "true" if spot_suspect else "false",
                    "notes": "; ".join(spot_notes + spot_suspect),
                }
            )
    return out, report


SEED0 = "seed notes 000 (Korean GPU price notes: AWS/Azure/Google Cloud tables)"
SEED0_DATE = "2019-09-06"
SEED0_NOTE = "seed undated; its images were uploaded 2019-09-06 (UUIDv1 timestamps in their URLs)"
SEED1 = "seed notes 001 (Traditional Chinese deep-learning box notes, quoting 'GPU servers for machine learning startups: Cloud vs On-premise', Medium, 2017)"
SEED2 = "seed notes 002 (Simplified Chinese comparison of Chinese GPU clouds)"
SEED2_DATE = "2019-01-23"
SEED2_NOTE = "date from the seed's price-table image names (20190123)"
SEED3 = "seed notes 003 ('The type of hardware accelerator in Google Colab', 2024-11-13)"
CURRY = "currypurin.com 2022-09-30 (Colab Pro ¥1,072 / Pro+ ¥5,243 a month for 100 / 500 compute units; units per hour measured: T4 1.96, V100 5.36, A100 13.08, TPU about 2)"
TECHCRUNCH = "TechCrunch 2022-09-29 'Google Colaboratory launches a pay-as-you-go option' ($9.99 per 100 compute units) + currypurin.com 2022-09-30 (units per hour)"
COLAB_UNITS_PER_HOUR = {"T4": 1.96, "V100": 5.36, "A100": 13.08, "TPU v2-8": 2.0}
COLAB_GPU_IDS = {
    "T4": "tesla-t4",
    "V100": "v100-sxm2-16gb",
    "A100": "a100-sxm4-40gb",
    "L4": "l4",
    "TPU v2-8": "",
}


def seed(**fields: str) -> dict[str, str]:
    row = dict.fromkeys(COLUMNS, "")
    row.update({"suspect": "false", "unit": "hour", "gpu_count": "1", "accelerator_kind": "gpu"})
    row.update(fields)
    return row


def seed2_monthly(
    provider: str,
    instance: str,
    gpu: str,
    gpu_id: str,
    count: str,
    vcpus: str,
    ram_gb: str,
    price: str,
    *notes: str,
) -> dict[str, str]:
    """A Chinese cloud's monthly CNY offer from seed 002; an empty price stays unknown."""
    return seed(
        provider=provider,
        instance_type=instance,
        gpu_name=gpu,
        gpu_id=gpu_id,
        gpu_count=count,
        vcpus=vcpus,
        ram_gb=ram_gb,
        pricing_model="monthly",
        unit="month",
        price=price,
        currency="CNY",
        date=SEED2_DATE,
        source=SEED2,
        notes="; ".join(n for n in (*notes, SEED2_NOTE) if n),
    )


def seed_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    aws_region = "unstated (figures match Seoul ap-northeast-2)"
    for family, gpu, gpu_id, od, ri, off in (
        ("P3", "V100", "v100-sxm2-16gb", "4.234", "1.676", "60"),
        ("P2", "K80", "tesla-k80", "1.460", "0.679", "54"),
        ("G3", "M60", "tesla-m60", "1.420", "0.685", "52"),
    ):
        common = {
            "provider": "AWS",
            "region": aws_region,
            "instance_type": f"{family} (1× {gpu})",
            "gpu_name": gpu,
            "gpu_id": gpu_id,
            "currency": "USD",
            "date": SEED0_DATE,
            "source": SEED0,
        }
        rows.append(
            seed(
                **common,
                pricing_model="on_demand",
                price=od,
                notes=f"seed lists the family only; {SEED0_NOTE}",
            )
        )
        rows.append(
            seed(
                **common,
                pricing_model="reserved_3y",
                price=ri,
                notes=f"3-year reserved instance, seed says {off}% off; {SEED0_NOTE}",
            )
        )
    rows.append(
        seed(
            provider="Azure",
            region="unstated",
            instance_type="4× V100, 3-year reservation",
            gpu_name="V100",
            gpu_id="v100-pcie-16gb",
            gpu_count="4",
            pricing_model="reserved_3y",
            unit="term",
            term_months="36",
            price="171651472",
            currency="KRW",
            date=SEED0_DATE,
            source=SEED0,
            notes=f"whole 3-year price; seed: 1 hour = 1,632 KRW (per GPU-hour); instance not named (4× V100 PCIe suggests NC24s_v3); {SEED0_NOTE}",
        )
    )
    gcp = (
        (
            "asia-northeast1",
            "T4",
            "tesla-t4",
            {
                "on_demand": "1.03",
                "preemptible": "0.31",
                "committed_1y": "0.65",
                "committed_3y": "0.47",
            },
        ),
        (
            "asia-east1",
            "V100",
            "v100-sxm2-16gb",
            {
                "on_demand": "2.48",
                "preemptible": "0.74",
                "committed_1y": "1.562",
                "committed_3y": "1.116",
            },
        ),
        (
            "asia-east1",
            "P100",
            "tesla-p100-pcie-16gb",
            {
                "on_demand": "1.60",
                "preemptible": "0.43",
                "committed_1y": "1.008",
                "committed_3y": "0.720",
            },
        ),
        (
            "asia-east1",
            "K80",
            "tesla-k80",
            {"on_demand": "0.49", "preemptible": "0.135", "committed_1y": "0.308"},
        ),
    )
    for region, gpu, gpu_id, prices in gcp:
        common = {
            "provider": "Google Cloud",
            "region": region,
            "instance_type": f"{gpu} (GPU only)",
            "gpu_name": gpu,
            "gpu_id": gpu_id,
            "currency": "USD",
            "date": SEED0_DATE,
            "source": SEED0,
        }
        for model, price in prices.items():
            extra = (
                "; no 3-year price (seed: N/A)" if gpu == "K80" and model == "committed_1y" else ""
            )
            rows.append(
                seed(
                    **common,
                    pricing_model=model,
                    price=price,
                    notes=f"GPU price only, the VM is billed separately{extra}; {SEED0_NOTE}",
                )
            )
        if gpu == "K80":
            rows.append(
                seed(
                    **common,
                    pricing_model="sustained_use",
                    unit="month",
                    price="224.84",
                    notes=f"seed: K80 monthly cost $224.840 with the 30% full-month discount; that is $0.44/h × 730 h × 0.70, not the $0.49 on-demand price quoted beside it; {SEED0_NOTE}",
                )
            )
        else:
            rows.append(
                seed(
                    **common,
                    pricing_model="sustained_use",
                    price=prices["on_demand"],
                    notes=f"on-demand rate with Google's sustained-use discount (seed: 30% off a GPU used the whole month); {SEED0_NOTE}",
                )
            )
    rows.append(
        seed(
            provider="AWS",
            region="unstated (us-east price)",
            instance_type="p2.xlarge",
            gpu_name="K80",
            gpu_id="tesla-k80",
            pricing_model="on_demand",
            price="0.9",
            currency="USD",
            date="2017-10-07",
            source=SEED1,
            notes="'1x Tesla K80 costs 0.9$/hr'; the post compares 4 of them (3.6 $/h) with a $8.5K 4× Titan X Pascal server; date of the seed notes, the post is from 2017",
        )
    )
    rows.append(
        seed(
            provider="AWS",
            region="unstated (us-east price)",
            instance_type="4× p2.xlarge (4× K80)",
            gpu_name="K80",
            gpu_id="tesla-k80",
            gpu_count="4",
            pricing_model="on_demand",
            price="3.6",
            currency="USD",
            date="2017-10-07",
            source=SEED1,
            notes="the post's own comparison: 'To compare on a GPU-basis let's bump that up to 3.6$/hr to get 4x Tesla K80' (4 × p2.xlarge at 0.9 $/h), against its $8.5K 4× Titan X Pascal server; not an AWS instance type (the seeds price no p2.8xlarge); estimated as 4 K80s training together; date of the seed notes, the post is from 2017",
        )
    )
    # Seed 002: Chinese clouds, monthly CNY.
    cn = (
        ("Baidu Cloud", "4× K40", "K40", "tesla-k40", "4", "24", "160", "12660", ""),
        (
            "Tencent Cloud",
            "2× M40",
            "M40",
            "tesla-m40-24gb",
            "2",
            "56",
            "112",
            "5856",
            "Xeon E5-2680v4, 10 Gbps",
        ),
        (
            "Alibaba Cloud",
            "2× M40, 8 vCPU",
            "M40",
            "tesla-m40",
            "2",
            "8",
            "60",
            "5954.6",
            "Xeon E5-2682v4, 5 Gbps; GN4 family: 24 GB GPU memory for 2 GPUs per the seed, i.e. the 12 GB M40 (the seed's analysis assumes 24 GB each)",
        ),
        (
            "Alibaba Cloud",
            "2× M40, 16 vCPU",
            "M40",
            "tesla-m40",
            "2",
            "16",
            "60",
            "6792.5",
            "Xeon E5-2682v4, 5 Gbps; GN4 family (12 GB M40, see the 8 vCPU row)",
        ),
        (
            "Alibaba Cloud",
            "2× M40, 56 vCPU",
            "M40",
            "tesla-m40",
            "2",
            "56",
            "96",
            "8169.1",
            "Xeon E5-2682v4, 10 Gbps; GN4 family (12 GB M40, see the 8 vCPU row)",
        ),
        (
            "Tencent Cloud",
            "2× P40",
            "P40",
            "tesla-p40",
            "2",
            "14",
            "112",
            "9000",
            "Xeon E5-2680v4, 10 Gbps",
        ),
        ("Baidu Cloud", "2× P40", "P40", "tesla-p40", "2", "24", "80", "8094", ""),
    )
    rows.extend(seed2_monthly(*row) for row in cn)
    unpriced = (
        (
            "Alibaba Cloud",
            "GA1 (up to 4× FirePro S7150)",
            "FirePro S7150",
            "firepro-s7150",
            "4",
            "56",
            "160",
            "largest size; 32 GB GPU memory in all",
        ),
        (
            "Alibaba Cloud",
            "GN5 (up to 8× P100)",
            "P100",
            "tesla-p100-pcie-16gb",
            "8",
            "52",
            "480",
            "largest size; 128 GB GPU memory; P100 form factor not stated",
        ),
        ("Alibaba Cloud", "GN5i (up to 2× P4)", "P4", "tesla-p4", "2", "56", "224", "largest size"),
        (
            "Alibaba Cloud",
            "GN6 (up to 8× V100)",
            "V100",
            "v100-sxm2-16gb",
            "8",
            "88",
            "256",
            "largest size; 128 GB GPU memory; V100 form factor not stated",
        ),
        ("Tencent Cloud", "GPU instance with P4", "P4", "tesla-p4", "", "", "", ""),
        (
            "Tencent Cloud",
            "GPU instance with V100",
            "V100",
            "v100-sxm2-16gb",
            "",
            "",
            "",
            "V100 form factor not stated",
        ),
        (
            "Baidu Cloud",
            "GPU instance with V100 (up to 8)",
            "V100",
            "v100-sxm2-16gb",
            "",
            "",
            "",
            "1, 2 or 4 GPUs per server, V100 up to 8; V100 form factor not stated",
        ),
        (
            "Baidu Cloud",
            "GPU instance with P4",
            "P4",
            "tesla-p4",
            "",
            "",
            "",
            "1, 2 or 4 GPUs per server",
        ),
    )
    image = "price unknown: the seed shows the price table only as an image"
    for *shape, note in unpriced:
        rows.append(seed2_monthly(*shape, "", note, image))
    rows.append(
        seed2_monthly(
            "Huawei Cloud",
            "GPU instances (types shown only as an image)",
            *("",) * 6,  # GPU, its id, count, vCPUs, RAM and price: none given
            "price unknown: the seed says 产品价格不详 (product price unknown); GPU types only in an image",
        )
    )
    # Google Colab.
    free = (
        ("Free tier T4", "T4", SEED3, "2024-11-13", "free tier, subject to availability"),
        (
            "Free tier TPU v2-8",
            "TPU v2-8",
            SEED3,
            "2024-11-13",
            "free tier, subject to availability; 8 TPU cores; not a GPU in the parts catalogue",
        ),
        (
            "Free tier K80 (2018)",
            "K80",
            SEED1,
            "2018-01-01",
            "seed: 'Currently, Colab only provides Tesla K80'; sessions disconnect when idle; date: year only",
        ),
    )
    for inst, gpu, src, date, note in free:
        gpu_id = {"T4": "tesla-t4", "K80": "tesla-k80"}.get(gpu, "")
        rows.append(
            seed(
                provider="Google Colab",
                instance_type=inst,
                gpu_name=gpu,
                gpu_id=gpu_id,
                pricing_model="free",
                price="0",
                currency="USD",
                date=date,
                source=src,
                notes=note,
            )
        )
    for tier, yen, units in (("Pro", 1072, 100), ("Pro+", 5243, 500)):
        for gpu in ("T4", "V100", "A100", "L4", "TPU v2-8"):
            rate = COLAB_UNITS_PER_HOUR.get(gpu)
            common = {
                "provider": "Google Colab",
                "instance_type": f"Colab {tier} {gpu}",
                "gpu_name": gpu,
                "gpu_id": COLAB_GPU_IDS[gpu],
                "pricing_model": "monthly",
                "unit": "month",
                "currency": "JPY",
                "date": "2022-09-30",
                "source": CURRY,
            }
            if rate is None:
                rows.append(
                    seed(
                        **common,
                        price="",
                        notes=f"price per hour unknown: ¥{yen:,} a month buys {units} compute units but L4's units per hour are not in a cited source (L4 arrived after this price was seen)",
                    )
                )
                continue
            note = f"¥{yen:,} a month buys {units} compute units; {units} ÷ {rate:g} units/h = {units / rate:.1f} h of {gpu} a month, more at the same rate"
            if gpu == "A100":
                note += "; Colab's A100 is 40 GB (seed 003: 40 or 80 GB)"
            if gpu == "TPU v2-8":
                note += "; TPU rate approximate ('about 2 units an hour')"
            rows.append(
                seed(**common, price=str(yen), hours_included=fmt(units / rate, 2), notes=note)
            )
    for gpu in ("T4", "V100", "A100", "L4", "TPU v2-8"):
        rate = COLAB_UNITS_PER_HOUR.get(gpu)
        common = {
            "provider": "Google Colab",
            "instance_type": f"Colab pay-as-you-go {gpu}",
            "gpu_name": gpu,
            "gpu_id": COLAB_GPU_IDS[gpu],
            "pricing_model": "on_demand",
            "currency": "USD",
            "date": "2022-09-29",
            "source": TECHCRUNCH,
        }
        if rate is None:
            rows.append(
                seed(
                    **common,
                    price="",
                    notes="price unknown: L4's compute units per hour are not in a cited source",
                )
            )
            continue
        rows.append(
            seed(
                **common,
                price=fmt(9.99 / 100 * rate, 4),
                notes=f"$9.99 per 100 compute units × {rate:g} units/h",
            )
        )
    return rows


def main(reference_dir: str) -> None:
    ref = Path(reference_dir)
    reference, report = reference_rows(ref / "cloud_gpu_instances_tidy.csv")
    # The AWS subset of the tidy file is the same skypilot-catalog commit as
    # reference/cloud's full AWS table, which replaces it.
    reference = [r for r in reference if r["provider"] != "AWS"]
    history: list[dict[str, str]] = v2.history_rows(ref / "cloud")
    current: list[dict[str, str]] = []
    for row in reference:
        if row["instance_type"] in v2.RETIRED:
            history.append(v2.as_history(row, v2.RETIRED[row["instance_type"]]))
        elif row["suspect"] == "true":
            report.append(
                f"dropped suspect {row['provider']} {row['instance_type']} {row['pricing_model']}"
            )
        else:
            current.append(row)
    for rows, more in (
        v2.aws_rows(ref / "cloud", COLUMNS),
        v2.gcp_rows(ref / "cloud", COLUMNS),
        v2.asia_rows(ref / "cloud", COLUMNS),
    ):
        current += rows
        report += more
    # One offer per identity: the newest price; older ones become history.
    newest: dict[tuple[str, ...], dict[str, str]] = {}
    for row in current:
        ident = tuple(
            row[c] for c in ("provider", "region", "instance_type", "pricing_model", "payment")
        )
        held = newest.get(ident)
        if held is None or row["date"] > held["date"]:
            if held is not None:
                history.append(v2.as_history(held, f"replaced by the {row['date']} price"))
            newest[ident] = row
        else:
            history.append(v2.as_history(row, f"replaced by the {held['date']} price"))
    rows = list(newest.values())
    rows += v2.sustained_use_rows(rows) + seed_rows()
    for row in rows:
        if row["gpu_name"].startswith("TPU"):
            row["accelerator_kind"] = "tpu"  # Colab's TPU: a cloud-only accelerator
    with OUT.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    v2.write_history(OUT.with_name("history.csv"), history)
    suspect = sum(r["suspect"] == "true" for r in rows)
    print(
        f"{len(rows)} offers written to {OUT} ({suspect} flagged suspect), "
        f"{len(history)} history rows"
    )
    for line, times in Counter(report).items():
        print(" -", line if times == 1 else f"{line} (× {times})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference")
