"""Cloud prices v2: the rows ``derive_offers.py`` adds from ``../shared/reference/cloud``.

- AWS (skypilot-catalog v8, about 2026-Q1, written 2026-01-01): every GPU and
  Neuron instance in 24 regions, on-demand and spot (lowest standard-AZ price;
  the median is kept in the notes); Trainium/Inferentia marked ``neuron``;
  fractional GPU partitions (g6f/gr6f) left out like Azure's NVads A10 v5.
- AWS Capacity Blocks (late 2024, written 2024-10-01): ``capacity_block`` rows.
- GCP (Cyclenerd pricing.yml, 2026-07-30): A2/A3/G2/G4 in 40 regions, on-demand,
  spot, 1- and 3-year committed use.  N1 host VMs alone are not GPU offers; the
  one N1 GPU price found (T4, us-central1, 2025-11-16) is added to the
  n1-standard-8 VM price for 1/2/4 T4s in every pricing model.
- Alibaba ECS quotes (2026-09-24, CNY).  Baidu BML/EasyDL and Alibaba PAI pages
  carry no date, so they are not shipped (every row needs a date).
- History (``history.csv``): the AWS and GCP price histories, plus every
  reference row a newer price replaced and every retired instance type.
"""

from __future__ import annotations

import csv
from pathlib import Path

AWS_DATE = "2026-01-01"
AWS_DATE_NOTE = (
    "snapshot about 2026-Q1 (skypilot-catalog commit date not recoverable), written as 2026-01-01"
)
AWS_GPU_IDS = {
    "T4": "tesla-t4",
    "T4g": "tesla-t4",
    "A10G": "a10g",
    "L4": "l4",
    "L40S": "l40s",
    "V100": "v100-sxm2-16gb",
    "V100-32GB": "v100-sxm2-32gb",
    "A100": "a100-sxm4-40gb",
    "A100-40GB": "a100-sxm4-40gb",  # the capacity-block page's name for p4d's GPU
    "A100-80GB": "a100-sxm4-80gb",
    "H100": "h100-sxm",
    "H200": "h200-sxm",
    "B200": "b200",
}
GCP_GPU_IDS = {
    "A100-40GB": "a100-sxm4-40gb",
    "A100-80GB": "a100-sxm4-80gb",
    "H100-80GB": "h100-sxm",
    "H100-80GB (A3 Mega)": "h100-sxm",
    "L4": "l4",
    "T4": "tesla-t4",
}
GCP_MODELS = {
    "on_demand": "on_demand",
    "spot": "spot",
    "committed_use_1y": "committed_1y",
    "committed_use_3y": "committed_3y",
}
# Azure retired these series; their prices are history, not offers.
_NCV3 = (
    "retired: Azure retired the V100 NCv3 series on 2025-09-30 (MicrosoftDocs/azure-docs "
    "articles/virtual-machines/ncv3-nc6s-nc12s-nc24s-retirement.md)"
)
RETIRED = {
    "Standard_NC6s_v3": _NCV3,
    "Standard_NC12s_v3": _NCV3,
    "Standard_NC24s_v3": _NCV3,
    # The RDMA size of the same V100 series; the notice names the three above.
    "Standard_NC24rs_v3": _NCV3,
}
HISTORY_COLUMNS = [
    "provider",
    "region",
    "instance_type",
    "gpu_name",
    "gpu_id",
    "gpu_count",
    "pricing_model",
    "payment",
    "price",
    "currency",
    "date",
    "date_to",
    "source",
    "notes",
]


def _fmt(value: float | None, places: int = 6) -> str:
    if value is None:
        return ""
    return f"{value:.{places}f}".rstrip("0").rstrip(".")


def _blank(columns: list[str]) -> dict[str, str]:
    row = dict.fromkeys(columns, "")
    row.update({"suspect": "false", "unit": "hour", "accelerator_kind": "gpu"})
    return row


def _aws_row(columns: list[str], r: dict[str, str], kind: str) -> dict[str, str]:
    """What every AWS row takes from its source row: where, which instance, which chip."""
    row = _blank(columns)
    row.update(
        provider="AWS",
        region=r["region"],
        instance_type=r["instance_type"],
        gpu_name=r["accelerator_model"],
        gpu_id=AWS_GPU_IDS.get(r["accelerator_model"], "") if kind == "gpu" else "",
        currency=r["currency"],
        source=r["source"],
        accelerator_kind=kind,
    )
    return row


def aws_rows(ref: Path, columns: list[str]) -> tuple[list[dict[str, str]], list[str]]:
    rows = list(csv.DictReader((ref / "aws_gpu_instances_by_region.csv").open(encoding="utf-8")))
    median = {
        (r["instance_type"], r["region"]): r["price_per_hour"]
        for r in rows
        if r["pricing_model"] == "spot_median"
    }
    out: list[dict[str, str]] = []
    report: list[str] = []
    for r in rows:
        model = {"on_demand": "on_demand", "spot_min": "spot"}.get(r["pricing_model"])
        if model is None:
            continue  # the median goes into notes; Local Zones are kept apart
        count = float(r["accelerator_count"])
        if count < 1 or count != int(count):
            report.append(f"left out AWS {r['instance_type']}: fractional GPU ({count:g})")
            continue
        if not r["price_per_hour"]:
            report.append(f"AWS {r['instance_type']} {r['region']}: no {model} price in the source")
            continue
        kind = "neuron" if r["accelerator_kind"] == "neuron_accelerator" else "gpu"
        notes = [AWS_DATE_NOTE]
        if kind == "neuron":
            notes.append("AWS Trainium/Inferentia: a non-GPU accelerator")
        if r["accelerator_model"] == "T4g":
            notes.append("g5g: NVIDIA T4G (the T4 chip) with Graviton2 arm64 host")
        if r["accelerator_model"] in ("B300", "RTX PRO Server 6000", "Radeon Pro V520"):
            notes.append(f"{r['accelerator_model']} is not in the parts catalogue")
        if model == "spot":
            notes.insert(
                0,
                f"lowest spot price across the region's {r['n_spot_azs']} standard AZs; "
                f"median {median.get((r['instance_type'], r['region']), '?')}",
            )
        row = _aws_row(columns, r, kind)
        row.update(
            gpu_count=str(int(count)),
            vcpus=_fmt(float(r["vcpus"])),
            ram_gb=_fmt(float(r["ram_gib"])),
            pricing_model=model,
            price=_fmt(float(r["price_per_hour"])),
            date=AWS_DATE,
            notes="; ".join(notes),
        )
        out.append(row)
    # Capacity blocks rent the same instance types: their vCPUs and RAM from the table.
    shape = {r["instance_type"]: (r["vcpus"], r["ram_gib"]) for r in rows}
    for r in csv.DictReader((ref / "aws_gpu_capacity_block_prices.csv").open(encoding="utf-8")):
        kind = "neuron" if r["accelerator_model"].startswith("Trainium") else "gpu"
        vcpus, ram = shape.get(r["instance_type"], ("", ""))
        row = _aws_row(columns, r, kind)
        row.update(
            gpu_count=r["accelerator_count"],
            pricing_model="capacity_block",
            vcpus=_fmt(float(vcpus)) if vcpus else "",
            ram_gb=_fmt(float(ram)) if ram else "",
            price=r["price_per_hour"],
            date="2024-10-01",
            notes="; ".join(
                n
                for n in (
                    "EC2 Capacity Block for ML: the whole block is paid up front when booked",
                    r["os_fee"],
                    "rates of late 2024 (written 2024-10-01), due for AWS's 2025-01-01 update",
                    r["note"],
                )
                if n
            ),
        )
        out.append(row)
    return out, report


def gcp_rows(ref: Path, columns: list[str]) -> tuple[list[dict[str, str]], list[str]]:
    rows = list(csv.DictReader((ref / "gcp_gpu_vm_commitment_prices.csv").open(encoding="utf-8")))
    out: list[dict[str, str]] = []
    report: list[str] = []
    host: dict[str, dict[str, str]] = {}
    t4: dict[str, dict[str, str]] = {}
    for r in rows:
        model = GCP_MODELS[r["pricing_model"]]
        if r["series"] == "n1":
            if r["instance_type"] == "n1-standard-8" and r["region"] == "us-central1":
                host[model] = r
            if r["gpu_model"] == "T4":
                t4[model] = r
            continue  # a host VM alone rents no GPU
        if not r["price_per_hour"]:
            report.append(f"GCP {r['instance_type']} {r['region']}: no {model} price")
            continue
        if float(r["gpu_count"]) != int(float(r["gpu_count"])):
            report.append(f"left out GCP {r['instance_type']}: fractional GPU ({r['gpu_count']})")
            continue
        notes = [r["note"]]
        if r["local_ssd_gb"]:
            notes.append(f"includes {r['local_ssd_gb']} GB bundled Local SSD")
        gpu_id = GCP_GPU_IDS.get(r["gpu_model"], "")
        if not gpu_id:
            notes.append(f"{r['gpu_model']} is not in the parts catalogue")
        row = _blank(columns)
        row.update(
            provider="Google Cloud",
            region=r["region"],
            instance_type=r["instance_type"],
            gpu_name=r["gpu_model"],
            gpu_id=gpu_id,
            gpu_count=r["gpu_count"],
            vcpus=r["vcpus"],
            ram_gb=r["ram_gib"],
            pricing_model=model,
            price=_fmt(float(r["price_per_hour"])),
            currency=r["currency"],
            date=r["as_of"],
            source=r["source"],
            notes="; ".join(n for n in notes if n),
        )
        if model in ("committed_1y", "committed_3y"):
            row["upfront"] = "0"
        out.append(row)
    # N1 + T4 in us-central1: VM and GPUs are billed separately, so add them.
    for model, vm in sorted(host.items()):
        gpu = t4.get(model)
        if gpu is None:
            continue
        for count in (1, 2, 4):
            price = float(vm["price_per_hour"]) + count * float(gpu["price_per_hour"])
            row = _blank(columns)
            row.update(
                provider="Google Cloud",
                region="us-central1",
                instance_type=f"n1-standard-8+{count}xT4",
                gpu_name="T4",
                gpu_id="tesla-t4",
                gpu_count=str(count),
                vcpus=vm["vcpus"],
                ram_gb=vm["ram_gib"],
                pricing_model=model,
                price=_fmt(price),
                currency="USD",
                date=min(vm["as_of"], gpu["as_of"]),
                source=f"{vm['source']} (n1-standard-8) + {gpu['source']} (T4)",
                notes=(
                    f"n1-standard-8 {float(vm['price_per_hour']):g} (2026-07-30) + {count} × T4 "
                    f"{float(gpu['price_per_hour']):g} (2025-11-16), billed separately by Google"
                ),
            )
            if model.startswith("committed"):
                row["upfront"] = "0"
            out.append(row)
            if model == "on_demand":
                out.append(
                    row
                    | {
                        "pricing_model": "sustained_use",
                        "notes": row["notes"]
                        + "; N1 and its GPUs get Google's sustained-use discount (30% off a full month)",
                    }
                )
    return out, report


def asia_rows(ref: Path, columns: list[str]) -> tuple[list[dict[str, str]], list[str]]:
    out: list[dict[str, str]] = []
    report: list[str] = []
    for r in csv.DictReader((ref / "asia_cloud_gpu_prices.csv").open(encoding="utf-8")):
        if not r["as_of"][:4].isdigit():
            report.append(
                f"left out {r['provider']} {r['instance_type']}: the page is undated ({r['as_of']})"
            )
            continue
        monthly = r["billing_mode"] == "monthly_subscription"
        row = _blank(columns)
        row.update(
            provider="Alibaba Cloud",
            region="cn-shanghai/cn-shenzhen",
            instance_type=r["instance_type"],
            gpu_name=r["gpu_model"],
            gpu_id={"T4": "tesla-t4", "A10": "a10"}.get(r["gpu_model"], ""),
            gpu_count=r["gpu_count"],
            pricing_model="monthly" if monthly else "on_demand",
            unit="month" if monthly else "hour",
            price=r["price"],
            currency=r["currency"],
            date=r["as_of"],
            source=r["source"],
            notes="; ".join(
                n
                for n in (
                    "region given only as Shanghai/Shenzhen",
                    r["note"] or "incl. 100 GiB ESSD PL1 system disk",
                    "L20 is not in the parts catalogue" if r["gpu_model"] == "L20" else "",
                )
                if n
            ),
        )
        out.append(row)
    return out, report


def history_rows(ref: Path) -> list[dict[str, str]]:
    """The published price histories, one row per price and the span it held."""
    out: list[dict[str, str]] = []
    gpu = {
        "p5.48xlarge": ("H100", "h100-sxm", "8"),
        "p4d.24xlarge": ("A100", "a100-sxm4-40gb", "8"),
        "p4de.24xlarge": ("A100-80GB", "a100-sxm4-80gb", "8"),
        "p5en.48xlarge": ("H200", "h200-sxm", "8"),
        "p6-b200.48xlarge": ("B200", "b200", "8"),
        "p3.2xlarge": ("V100", "v100-sxm2-16gb", "1"),
        "p3.16xlarge": ("V100", "v100-sxm2-16gb", "8"),
        "g4dn.xlarge": ("T4", "tesla-t4", "1"),
        "g5.xlarge": ("A10G", "a10g", "1"),
        "g6.xlarge": ("L4", "l4", "1"),
        "g6e.xlarge": ("L40S", "l40s", "1"),
    }
    for r in csv.DictReader((ref / "aws_gpu_price_history_us-east-1.csv").open(encoding="utf-8")):
        name, gpu_id, count = gpu.get(r["instance_type"], ("", "", ""))
        date_from = r["observed_from"] if r["observed_from"][:4].isdigit() else AWS_DATE
        date_to = r["observed_to"] if r["observed_to"][:4].isdigit() else AWS_DATE
        out.append(
            dict(
                provider="AWS",
                region=r["region"],
                instance_type=r["instance_type"],
                gpu_name=name,
                gpu_id=gpu_id,
                gpu_count=count,
                pricing_model=r["pricing_model"],
                payment="",
                price=r["price_per_hour"],
                currency=r["currency"],
                date=date_from,
                date_to=date_to,
                source=r["source"],
                notes=r["note"] if date_from != AWS_DATE else f"{r['note']}; {AWS_DATE_NOTE}",
            )
        )
    columns = {
        "on_demand_per_hour": "on_demand",
        "spot_per_hour": "spot",
        "committed_use_1y_per_hour": "committed_1y",
        "committed_use_3y_per_hour": "committed_3y",
    }
    for r in csv.DictReader((ref / "gcp_gpu_price_history_us-central1.csv").open(encoding="utf-8")):
        if not r["gpu_model"]:
            continue  # N1 host VM without a GPU
        for column, model in columns.items():
            if not r[column]:
                continue
            out.append(
                dict(
                    provider="Google Cloud",
                    region=r["region"],
                    instance_type=r["instance_type"],
                    gpu_name=r["gpu_model"],
                    gpu_id=GCP_GPU_IDS.get(r["gpu_model"], ""),
                    gpu_count=r["gpu_count"],
                    pricing_model=model,
                    payment="",
                    price=r[column],
                    currency=r["currency"],
                    date=r["snapshot_date"],
                    date_to="",
                    source=r["source"],
                    notes=r["note"],
                )
            )
    return out


def sustained_use_rows(rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """GCP N1 VMs and their GPUs earn the sustained-use discount: one row per on-demand N1."""
    have = {
        (r["region"], r["instance_type"]) for r in rows if r["pricing_model"] == "sustained_use"
    }
    return [
        r
        | {
            "pricing_model": "sustained_use",
            "notes": "; ".join(
                n
                for n in (
                    r["notes"],
                    "on-demand rate with Google's sustained-use discount "
                    "for N1 and its GPUs (30% off a full month)",
                )
                if n
            ),
        }
        for r in rows
        if r["provider"] == "Google Cloud"
        and r["pricing_model"] == "on_demand"
        and r["instance_type"].startswith("n1-")
        and (r["region"], r["instance_type"]) not in have
    ]


def as_history(row: dict[str, str], why: str) -> dict[str, str]:
    """An offers.csv row as a history row (a replaced price or a retired type)."""
    notes = "; ".join(n for n in (row.get("notes", ""), why) if n)
    return {c: row.get(c, "") for c in HISTORY_COLUMNS} | {"notes": notes, "date_to": ""}


def write_history(path: Path, rows: list[dict[str, str]]) -> None:
    rows = sorted(rows, key=lambda r: (r["provider"], r["instance_type"], r["region"], r["date"]))
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=HISTORY_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
