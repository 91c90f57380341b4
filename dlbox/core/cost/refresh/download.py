"""Fetch the public, no-login price files into a folder that :func:`refresh` reads.

The folder layout is the one ``dlbox offers refresh --from DIR`` takes, so a
machine behind a firewall can be fed files fetched elsewhere.  Sources:

- AWS: the Price List bulk offer file per region (on-demand and ``Reserved``
  terms) and the EC2 Instance Savings Plans rate file per region.
- Azure: the Retail Prices API, GPU sizes (``armSkuName`` N-series), api-version
  2023-01-01-preview so consumption items carry their ``savingsPlan`` prices,
  following ``NextPageLink``.
- GCP and the GPU clouds with public catalogues: SkyPilot's catalogue files
  (``vms.csv``).

Nothing here runs in tests (they use fixture folders); downloads go to a
temporary folder first, so a broken connection leaves no half file behind.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from pathlib import Path

from dlbox.core.atomic import atomic_write_bytes

AWS_PRICING = "https://pricing.us-east-1.amazonaws.com"
AWS_OFFER = AWS_PRICING + "/offers/v1.0/aws/AmazonEC2/current/{region}/index.json"
AWS_SP_INDEX = AWS_PRICING + "/savingsPlan/v1.0/aws/AWSComputeSavingsPlan/current/region_index.json"
AZURE_API = (
    "https://prices.azure.com/api/retail/prices?api-version=2023-01-01-preview&$filter="
    "serviceName%20eq%20%27Virtual%20Machines%27%20and%20startswith(armSkuName,%27Standard_N%27)"
)
SKYPILOT = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/{cloud}/vms.csv"
SKYPILOT_CLOUDS = {
    "gcp": "gcp",
    "lambda": "lambda",
    "runpod": "runpod",
    "oci": "oci",
    "paperspace": "paperspace",
    "nebius": "nebius",
}
# AWS regions with GPU instances in the shipped catalogue (about 2026-Q1).
AWS_REGIONS = (
    "us-east-1",
    "us-east-2",
    "us-west-1",
    "us-west-2",
    "ca-central-1",
    "sa-east-1",
    "eu-central-1",
    "eu-west-1",
    "eu-west-2",
    "eu-west-3",
    "eu-north-1",
    "eu-south-1",
    "eu-south-2",
    "af-south-1",
    "me-south-1",
    "me-central-1",
    "ap-east-1",
    "ap-northeast-1",
    "ap-northeast-2",
    "ap-northeast-3",
    "ap-south-1",
    "ap-southeast-1",
    "ap-southeast-2",
    "ap-southeast-3",
    "ap-southeast-4",
)
TIMEOUT_S = 60


def _get(url: str) -> bytes:
    request = urllib.request.Request(url, headers={"User-Agent": "dlbox price refresh"})
    with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
        return bytes(response.read())


def download(
    dest: Path,
    providers: list[str],
    progress: Callable[[int, int, str], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> None:
    """Fill ``dest`` with every source file of ``providers`` (folder names); raises OSError."""
    jobs: list[tuple[Path, str]] = []
    if "aws" in providers:
        jobs += [(dest / "aws" / f"{r}.json", AWS_OFFER.format(region=r)) for r in AWS_REGIONS]
    for folder, cloud in SKYPILOT_CLOUDS.items():
        if folder in providers:
            jobs.append((dest / folder / "vms.csv", SKYPILOT.format(cloud=cloud)))
    total = len(jobs) + ("azure" in providers) + ("aws" in providers)
    done = 0

    def step(what: str) -> None:
        nonlocal done
        if cancelled is not None and cancelled():
            raise InterruptedError("cancelled")
        if progress is not None:
            progress(done, total, what)
        done += 1

    for path, url in jobs:
        step(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, _get(url))
    if "aws" in providers:
        step(AWS_SP_INDEX)
        index = json.loads(_get(AWS_SP_INDEX))
        for entry in index.get("regions", []):
            if entry.get("regionCode") in AWS_REGIONS:
                url = AWS_PRICING + str(entry["versionUrl"])
                atomic_write_bytes(
                    dest / "aws" / f"savingsplans-{entry['regionCode']}.json", _get(url)
                )
    if "azure" in providers:
        url: str | None = AZURE_API
        page = 0
        while url:
            step(f"Azure Retail Prices page {page + 1}")
            data = json.loads(_get(url))
            (dest / "azure").mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(dest / "azure" / f"page-{page:04d}.json", json.dumps(data).encode())
            url = data.get("NextPageLink")
            page += 1
            total += 1
