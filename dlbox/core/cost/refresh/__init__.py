"""``dlbox offers refresh``: read each provider's published price files, check them, store them.

:func:`refresh` reads a folder laid out as the sources publish
(``DIR/aws/*.json`` offer and Savings Plans files, ``DIR/azure/*.json``
Retail Prices API pages, ``DIR/gcp/*.csv`` price tables, ``DIR/<provider>/
vms.csv`` SkyPilot-format catalogues); :mod:`.download` fills such a folder
from the internet.  Every row is validated (:func:`rows.check_row`); bad
rows are skipped and reported with a count, an unknown currency or unnamed
region stops the whole refresh.  Only a refresh that finished stores
anything: one snapshot per provider, in one transaction (:mod:`.store`).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from dlbox.core.cost.money import shipped_rates
from dlbox.core.cost.offers import Offer, shipped_offers
from dlbox.core.cost.refresh import aws, azure, tables
from dlbox.core.cost.refresh.rows import FeedError, ParseResult, RowIssue, check_row
from dlbox.core.cost.refresh.specs import SpecBook
from dlbox.core.cost.refresh.store import PriceStore
from dlbox.core.safe_read import UnreadableFileError, read_regular

# Folder name → provider, for SkyPilot-format catalogues.
CATALOGUE_PROVIDERS = {
    "lambda": "Lambda",
    "runpod": "RunPod",
    "nebius": "Nebius",
    "coreweave": "CoreWeave",
    "oci": "OCI",
    "paperspace": "Paperspace",
    "vast": "Vast.ai",
}
PROVIDER_FOLDERS = {"aws": "AWS", "azure": "Azure", "gcp": "Google Cloud", **CATALOGUE_PROVIDERS}

Progress = Callable[[int, int, str], None]
# AWS's biggest regional EC2 offer files are hundreds of MB; a pipe or /dev/zero is refused.
FEED_FILE_LIMIT = 2 * 2**30


class RefreshCancelledError(Exception):
    """The user cancelled; nothing was stored."""


@dataclass
class RefreshReport:
    offers: dict[str, list[Offer]] = field(default_factory=dict)
    issues: list[RowIssue] = field(default_factory=list)
    ignored: int = 0
    files: int = 0

    @property
    def skipped(self) -> int:
        return len(self.issues)

    def counts(self) -> dict[str, int]:
        return {provider: len(rows) for provider, rows in self.offers.items()}


def source_files(root: Path, providers: list[str] | None = None) -> list[tuple[str, Path]]:
    """(folder, file) pairs to read, in a stable order; ``providers`` are folder names."""
    found: list[tuple[str, Path]] = []
    for folder in sorted(PROVIDER_FOLDERS):
        if providers is not None and folder not in providers:
            continue
        base = root / folder
        if not base.is_dir():
            continue
        pattern = "*.json" if folder in ("aws", "azure") else "*.csv"
        found += [(folder, path) for path in sorted(base.glob(pattern))]
    return found


def parse_file(folder: str, path: Path, specs: SpecBook, today: dt.date) -> ParseResult:
    label = f"{folder}/{path.name}"
    try:
        text = read_regular(path, FEED_FILE_LIMIT).decode("utf-8")
    except UnreadableFileError as exc:
        raise FeedError(label, None, None, str(exc)) from exc
    except UnicodeDecodeError as exc:
        raise FeedError(label, None, None, f"is not UTF-8 text ({exc.reason})") from exc
    if folder in ("aws", "azure"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise FeedError(label, str(exc.lineno), None, f"is not JSON: {exc.msg}") from exc
        if not isinstance(data, dict):
            raise FeedError(label, None, None, "is not a JSON object")
        if folder == "azure":
            return azure.parse_page(data, label, specs, today)
        terms = data.get("terms")
        if isinstance(terms, dict) and "savingsPlan" in terms:
            return aws.parse_savings_plans(data, label, specs)
        return aws.parse_offer_file(data, label, specs)
    if folder == "gcp":
        if path.name == "vms.csv":
            return tables.parse_skypilot(
                text, label, "Google Cloud", _catalogue_source(label), today, specs
            )
        return tables.parse_gcp_table(text, label, today, specs)
    return tables.parse_skypilot(
        text, label, CATALOGUE_PROVIDERS[folder], _catalogue_source(label), today, specs
    )


def _catalogue_source(label: str) -> str:
    return f"SkyPilot-format catalogue {label} (skypilot-org/skypilot-catalog layout)"


def refresh(
    root: Path,
    providers: list[str] | None = None,
    store: PriceStore | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    today: dt.date | None = None,
) -> RefreshReport:
    """Read, validate and store every source under ``root``; raises FeedError or RefreshCancelledError.

    Nothing is stored unless every file was read and no fatal error was found.
    """
    today = today or dt.date.today()
    files = source_files(root, providers)
    if not files:
        wanted = ", ".join(providers) if providers else ", ".join(sorted(PROVIDER_FOLDERS))
        raise FeedError(str(root), None, None, f"holds no price files (looked in: {wanted})")
    specs = SpecBook(shipped_offers())
    currencies = set(shipped_rates().currencies) | {"USD"}
    report = RefreshReport(files=len(files))
    seen: dict[tuple[object, ...], str] = {}
    for done, (folder, path) in enumerate(files):
        if cancelled is not None and cancelled():
            raise RefreshCancelledError("cancelled; nothing was stored")
        if progress is not None:
            progress(done, len(files), f"{folder}/{path.name}")
        parsed = parse_file(folder, path, specs, today)
        report.ignored += parsed.ignored
        report.issues += parsed.issues
        for row in parsed.rows:
            checked = check_row(row, currencies)
            if isinstance(checked, RowIssue):
                report.issues.append(checked)
                continue
            where = f"{row.source_file}, row {row.row}"
            if checked.key in seen:
                report.issues.append(
                    RowIssue(
                        row.source_file,
                        row.row,
                        "instance_type",
                        f"repeats the price at {seen[checked.key]}; skipped",
                    )
                )
                continue
            seen[checked.key] = where
            report.offers.setdefault(checked.provider, []).append(checked)
    if cancelled is not None and cancelled():
        raise RefreshCancelledError("cancelled; nothing was stored")
    if progress is not None:
        progress(len(files), len(files), "storing")
    if report.offers:
        skipped: dict[str, int] = {}
        for issue in report.issues:
            provider = PROVIDER_FOLDERS.get(issue.source.split("/")[0], "")
            skipped[provider] = skipped.get(provider, 0) + 1
        (store or PriceStore()).add_snapshots(report.offers, str(root), skipped)
    return report
