"""The cloud offer catalogue: ``data/cloud/offers.csv`` loaded into validated offers.

One row is one price: a provider's instance in a region under one pricing
model, with the date the price was seen and where.  Historic prices (the
seeds' 2017–2019 AWS, Google Cloud, Azure and Chinese clouds) stay next to
today's, told apart by ``date``.  An empty ``price`` means unknown (Huawei
Cloud's seed gives types but no prices) — such rows are listed, never priced.

Like the parts loader, every bad row becomes a :class:`LoadIssue` naming the
file, line and field, and the other rows still load.  The catalogue keeps
numpy columns so break-even and job costs run over all offers at once.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pandas as pd
from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from dlbox.core.catalogue import Catalogue, LoadIssue, default_data_dir, validate_rows
from dlbox.core.cost.money import RateTable
from dlbox.core.cost.regions import region_matches
from dlbox.core.parts import Category, currency_code

OFFERS_FILE = Path("cloud") / "offers.csv"
REQUIRED_COLUMNS = (
    "provider",
    "instance_type",
    "pricing_model",
    "unit",
    "currency",
    "date",
    "source",
)


class PricingModel(StrEnum):
    ON_DEMAND = "on_demand"
    SPOT = "spot"
    PREEMPTIBLE = "preemptible"
    RESERVED_1Y = "reserved_1y"
    RESERVED_3Y = "reserved_3y"
    COMMITTED_1Y = "committed_1y"
    COMMITTED_3Y = "committed_3y"
    SUSTAINED_USE = "sustained_use"
    MONTHLY = "monthly"
    FREE = "free"
    # Added with cloud prices v2; appended so the numeric codes above stay put.
    SAVINGS_PLAN_1Y = "savings_plan_1y"
    SAVINGS_PLAN_3Y = "savings_plan_3y"
    CAPACITY_BLOCK = "capacity_block"


# How labels, charts and reports name each pricing model.
PRICING_NAMES: dict[PricingModel, str] = {
    PricingModel.ON_DEMAND: "on-demand",
    PricingModel.SPOT: "spot",
    PricingModel.PREEMPTIBLE: "preemptible",
    PricingModel.RESERVED_1Y: "1-year reserved",
    PricingModel.RESERVED_3Y: "3-year reserved",
    PricingModel.COMMITTED_1Y: "1-year committed",
    PricingModel.COMMITTED_3Y: "3-year committed",
    PricingModel.SUSTAINED_USE: "sustained use",
    PricingModel.MONTHLY: "monthly",
    PricingModel.FREE: "free",
    PricingModel.SAVINGS_PLAN_1Y: "1-year savings plan",
    PricingModel.SAVINGS_PLAN_3Y: "3-year savings plan",
    PricingModel.CAPACITY_BLOCK: "capacity block",
}

# Commitments paid for every hour of their term, used or not (COST_MODEL.md).
COMMITTED_MODELS = frozenset(
    {
        PricingModel.RESERVED_1Y,
        PricingModel.RESERVED_3Y,
        PricingModel.COMMITTED_1Y,
        PricingModel.COMMITTED_3Y,
        PricingModel.SAVINGS_PLAN_1Y,
        PricingModel.SAVINGS_PLAN_3Y,
    }
)
TERM_MONTHS: dict[PricingModel, int] = {
    PricingModel.RESERVED_1Y: 12,
    PricingModel.COMMITTED_1Y: 12,
    PricingModel.SAVINGS_PLAN_1Y: 12,
    PricingModel.RESERVED_3Y: 36,
    PricingModel.COMMITTED_3Y: 36,
    PricingModel.SAVINGS_PLAN_3Y: 36,
}

# The families `dlbox compare --pricing` speaks of; each covers the providers' own names.
PRICING_FAMILIES: dict[str, frozenset[PricingModel]] = {
    "ondemand": frozenset({PricingModel.ON_DEMAND}),
    "spot": frozenset({PricingModel.SPOT, PricingModel.PREEMPTIBLE}),
    "reserved1y": frozenset(
        {PricingModel.RESERVED_1Y, PricingModel.COMMITTED_1Y, PricingModel.SAVINGS_PLAN_1Y}
    ),
    "reserved3y": frozenset(
        {PricingModel.RESERVED_3Y, PricingModel.COMMITTED_3Y, PricingModel.SAVINGS_PLAN_3Y}
    ),
    "savingsplan": frozenset({PricingModel.SAVINGS_PLAN_1Y, PricingModel.SAVINGS_PLAN_3Y}),
    "capacityblock": frozenset({PricingModel.CAPACITY_BLOCK}),
    "sustained": frozenset({PricingModel.SUSTAINED_USE}),
    "monthly": frozenset({PricingModel.MONTHLY}),
    "free": frozenset({PricingModel.FREE}),
}

# Short names for `--providers`; the CSV spells providers out.
PROVIDER_ALIASES: dict[str, str] = {
    "aws": "AWS",
    "gcp": "Google Cloud",
    "google": "Google Cloud",
    "azure": "Azure",
    "lambda": "Lambda",
    "vast": "Vast.ai",
    "vastai": "Vast.ai",
    "colab": "Google Colab",
    "tencent": "Tencent Cloud",
    "alibaba": "Alibaba Cloud",
    "aliyun": "Alibaba Cloud",
    "baidu": "Baidu Cloud",
    "huawei": "Huawei Cloud",
}

HOURLY_ONLY = frozenset(
    {
        PricingModel.ON_DEMAND,
        PricingModel.SPOT,
        PricingModel.PREEMPTIBLE,
        PricingModel.CAPACITY_BLOCK,
    }
)

Unit = Literal["hour", "month", "term"]
# How a reservation is paid (AWS and Azure): the hourly ``price`` of such an offer
# is already the effective rate, upfront ÷ term hours + the hourly part.
Payment = Literal["no_upfront", "partial_upfront", "all_upfront"]
AcceleratorKind = Literal["gpu", "tpu", "neuron"]

# Offers older than this are flagged wherever they are shown (CLI, views, JSON).
STALE_AFTER_DAYS = 365


class Offer(BaseModel):
    """One price for one rentable machine (``None`` = unknown).

    Fields that depend on each other are checked in declaration order so an
    error names the field to fix (``unit``, ``term_months``, ``price``…).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    provider: str = Field(min_length=2)
    region: str | None = None
    instance_type: str = Field(min_length=1)
    # The accelerator as the provider names it, and the parts-catalogue id when
    # the catalogue has that GPU (empty for TPUs, AMD boards, unknown types).
    gpu_name: str | None = None
    gpu_id: str | None = Field(default=None, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    gpu_count: int | None = Field(default=None, ge=1, le=64)
    vcpus: float | None = Field(default=None, gt=0)
    ram_gb: float | None = Field(default=None, gt=0)
    pricing_model: PricingModel
    unit: Unit
    # A whole-term price (unit "term") says how long the term is.
    term_months: int | None = Field(default=None, ge=1, le=120, validate_default=True)
    # Subscriptions that buy a quota (Colab compute units): GPU hours per month.
    hours_included: float | None = Field(default=None, gt=0, le=744, validate_default=True)
    price: float | None = Field(default=None, ge=0, validate_default=True)
    # Paid once at the start of a reservation, in ``currency`` (already spread
    # into ``price``; kept so a view can show the cash needed up front).
    upfront: float | None = Field(default=None, ge=0)
    payment: Payment | None = None
    # Trainium/Inferentia and TPUs are listed but are not GPUs.
    accelerator_kind: AcceleratorKind = "gpu"
    currency: str
    date: dt.date
    source: str = Field(min_length=3)
    # A price that looks wrong in its source: kept visible, left out of comparisons.
    suspect: bool = False
    notes: str | None = None

    _currency = field_validator("currency")(currency_code)

    @field_validator("unit")
    @classmethod
    def _unit_fits_model(cls, value: str, info: ValidationInfo) -> str:
        model = info.data.get("pricing_model")
        if model in HOURLY_ONLY and value != "hour":
            raise ValueError(f"a {model.value} price must be per 'hour', got {value!r}")
        if model is PricingModel.MONTHLY and value != "month":
            raise ValueError(f"a monthly subscription must be per 'month', got {value!r}")
        return value

    @field_validator("term_months")
    @classmethod
    def _term_for_term_prices(cls, value: int | None, info: ValidationInfo) -> int | None:
        if info.data.get("unit") == "term" and value is None:
            raise ValueError("is required when unit is 'term' (a whole-term price)")
        return value

    @field_validator("hours_included")
    @classmethod
    def _quota_for_monthly(cls, value: float | None, info: ValidationInfo) -> float | None:
        unit = info.data.get("unit")
        if value is not None and unit is not None and unit != "month":
            raise ValueError(f"only applies to prices per month, not per {unit}")
        return value

    @field_validator("price")
    @classmethod
    def _free_is_zero(cls, value: float | None, info: ValidationInfo) -> float | None:
        if info.data.get("pricing_model") is PricingModel.FREE and value not in (None, 0):
            raise ValueError(f"a free tier costs 0, got {value}")
        return value

    @property
    def identity(self) -> tuple[str, str, str, str, str]:
        """What one offer is, whatever its date: a newer price of it replaces an older one."""
        return (
            self.provider,
            self.region or "",
            self.instance_type,
            self.pricing_model.value,
            self.payment or "",
        )

    @property
    def key(self) -> tuple[str, str, str, str, str, dt.date]:
        return (*self.identity, self.date)

    @property
    def term(self) -> int | None:
        """Months the price commits to (None: no commitment)."""
        return TERM_MONTHS.get(self.pricing_model, self.term_months)

    def age_days(self, today: dt.date | None = None) -> int:
        return ((today or dt.date.today()) - self.date).days

    def is_stale(self, today: dt.date | None = None, after_days: int = STALE_AFTER_DAYS) -> bool:
        return self.age_days(today) > after_days

    @property
    def machine(self) -> str:
        """Provider and instance as one name, the words they share said once: Colab's
        plans are named "Colab Pro A100", so "Google Colab Pro A100", not "Google Colab
        Colab Pro A100"."""
        provider, instance = self.provider, self.instance_type
        words = provider.split()
        for start in range(len(words)):
            shared = " ".join(words[start:])
            if instance == shared or instance.startswith(shared + " "):
                return " ".join([*words[:start], instance])
        return f"{provider} {instance}"

    @property
    def label(self) -> str:
        where = f" ({self.region})" if self.region else ""
        return f"{self.machine}{where}, {PRICING_NAMES[self.pricing_model]}"

    @property
    def has_price(self) -> bool:
        return self.price is not None


PRICING_CODES = {model: index for index, model in enumerate(PricingModel)}
_UNIT_CODES = {"hour": 0, "month": 1, "term": 2}


@dataclass(frozen=True)
class OfferColumns:
    """The numeric view of a catalogue (NaN = unknown), for vectorised pricing."""

    price: np.ndarray
    model: np.ndarray  # index into list(PricingModel)
    unit: np.ndarray  # 0 hour, 1 month, 2 term
    term_months: np.ndarray
    hours_included: np.ndarray
    gpu_count: np.ndarray
    vcpus: np.ndarray
    suspect: np.ndarray
    currency: np.ndarray  # object array of codes
    date: np.ndarray  # datetime64[D]


@dataclass
class OfferCatalogue:
    """Validated offers (with the CSV line each came from) and their issues."""

    offers: list[Offer] = field(default_factory=list)
    lines: list[int | None] = field(default_factory=list)
    issues: list[LoadIssue] = field(default_factory=list)
    file_label: str = "offers.csv"
    _factors: dict[tuple[str, RateTable], np.ndarray] = field(
        default_factory=dict, repr=False, compare=False
    )
    # Sub-catalogues by their select() arguments: a new one rebuilds its columns and
    # (GPU, count) pairs, which the app would otherwise pay on every edit.
    _selections: dict[tuple[Any, ...], OfferCatalogue] = field(
        default_factory=dict, repr=False, compare=False
    )

    def __len__(self) -> int:
        return len(self.offers)

    def __iter__(self) -> Iterator[Offer]:
        return iter(self.offers)

    def __getitem__(self, index: int) -> Offer:
        return self.offers[index]

    @classmethod
    def from_offers(cls, offers: Iterable[Offer]) -> OfferCatalogue:
        items = list(offers)
        return cls(items, [None] * len(items))

    @cached_property
    def columns(self) -> OfferColumns:
        def num(values: Iterable[float | int | None]) -> np.ndarray:
            return np.array([np.nan if v is None else float(v) for v in values], dtype=float)

        offers = self.offers
        return OfferColumns(
            price=num(o.price for o in offers),
            model=np.array([PRICING_CODES[o.pricing_model] for o in offers], dtype=np.int8),
            unit=np.array([_UNIT_CODES[o.unit] for o in offers], dtype=np.int8),
            term_months=num(o.term_months for o in offers),
            hours_included=num(o.hours_included for o in offers),
            gpu_count=num(o.gpu_count for o in offers),
            vcpus=num(o.vcpus for o in offers),
            suspect=np.array([o.suspect for o in offers], dtype=bool),
            currency=np.array([o.currency for o in offers], dtype=object),
            date=np.array([o.date for o in offers], dtype="datetime64[D]"),
        )

    @cached_property
    def gpu_pairs(self) -> tuple[list[tuple[str, int]], np.ndarray]:
        """The distinct (GPU id, count) the offers rent, and per offer its pair's index.

        Thousands of offers rent about a hundred pairs, so speeds are estimated
        per pair; the index is -1 where the GPU id or the count is unknown.
        """
        pairs: dict[tuple[str, int], int] = {}
        index = np.full(len(self.offers), -1, dtype=np.int64)
        for row, offer in enumerate(self.offers):
            if offer.gpu_id is None or offer.gpu_count is None:
                continue
            index[row] = pairs.setdefault((offer.gpu_id, offer.gpu_count), len(pairs))
        return list(pairs), index

    def table(self) -> pd.DataFrame:
        """One row per offer, one column per field (for views and `--json`)."""
        return pd.DataFrame.from_records(
            [o.model_dump() for o in self.offers], columns=list(Offer.model_fields)
        )

    @property
    def providers(self) -> list[str]:
        return sorted({o.provider for o in self.offers})

    @cached_property
    def labels(self) -> dict[str, np.ndarray]:
        """Text columns (provider, region, GPU id) as arrays, for vectorised filters."""
        return {
            "provider": np.array([o.provider for o in self.offers], dtype=object),
            "region": np.array([o.region or "" for o in self.offers], dtype=object),
            "gpu_id": np.array([o.gpu_id or "" for o in self.offers], dtype=object),
        }

    def select(
        self,
        providers: Iterable[str] | None = None,
        pricing: Iterable[PricingModel] | None = None,
        gpu_id: str | None = None,
        include_suspect: bool = True,
        priced_only: bool = False,
        region: str | None = None,
    ) -> OfferCatalogue:
        """A sub-catalogue (the same object for the same arguments); ``providers``
        accepts CSV names or the short aliases, ``region`` a code or a city
        (``seoul``).  Filters are numpy masks: 100k offers filter in milliseconds."""
        wanted = {resolve_provider(p) for p in providers} if providers is not None else None
        models = set(pricing) if pricing is not None else None
        key = (
            None if wanted is None else frozenset(wanted),
            None if models is None else frozenset(models),
            gpu_id,
            include_suspect,
            priced_only,
            region,
        )
        held = self._selections.get(key)
        if held is not None:
            return held
        keep = np.ones(len(self.offers), dtype=bool)
        labels = self.labels
        cols = self.columns
        if wanted is not None:
            keep &= np.isin(labels["provider"], list(wanted))
        if models is not None:
            keep &= np.isin(cols.model, [PRICING_CODES[m] for m in models])
        if gpu_id is not None:
            keep &= labels["gpu_id"] == gpu_id
        if not include_suspect:
            keep &= ~cols.suspect
        if priced_only:
            keep &= ~np.isnan(cols.price)
        if region is not None:
            codes = [r for r in set(labels["region"].tolist()) if region_matches(r, region)]
            keep &= np.isin(labels["region"], codes)
        selected = self.subset(keep)
        self._selections[key] = selected
        return selected

    def subset(self, keep: np.ndarray) -> OfferCatalogue:
        """The offers where the boolean mask ``keep`` is true, in order."""
        if len(keep) != len(self.offers):
            raise ValueError(f"mask has {len(keep)} entries for {len(self.offers)} offers")
        indices = np.flatnonzero(keep)
        sub = OfferCatalogue(
            [self.offers[i] for i in indices], [self.lines[i] for i in indices], [], self.file_label
        )
        # Slice the numeric columns instead of rebuilding them from the models.
        cols = self.columns
        sub.__dict__["columns"] = OfferColumns(
            **{name: getattr(cols, name)[indices] for name in OfferColumns.__dataclass_fields__}
        )
        sub.__dict__["labels"] = {name: col[indices] for name, col in self.labels.items()}
        return sub

    def conversion_factors(self, target: str, rates: RateTable) -> np.ndarray:
        """Per offer: multiply its price by this to get ``target``.

        ``rates`` holds one rate per currency (:meth:`RateTable.pinned`, as every
        comparison uses), so an offer's date does not change its factor.
        """
        key = (target, rates)
        if key not in self._factors:
            codes = self.columns.currency
            factors = np.empty(len(codes))
            for code in set(codes.tolist()):
                factors[codes == code] = rates.factor(code, target)
            self._factors[key] = factors
        return self._factors[key]

    def check_gpu_ids(self, catalogue: Catalogue) -> list[LoadIssue]:
        """Offers whose ``gpu_id`` the parts catalogue does not know (one issue each)."""
        known = set(catalogue.parts.get(Category.GPU, {}))
        return [
            LoadIssue(
                self.file_label,
                line,
                "gpu_id",
                f"{offer.gpu_id!r} is not a GPU id in the parts catalogue",
            )
            for offer, line in zip(self.offers, self.lines, strict=True)
            if offer.gpu_id is not None and offer.gpu_id not in known
        ]


def resolve_provider(name: str) -> str:
    key = name.strip().lower().replace(" ", "").replace("-", "")
    return PROVIDER_ALIASES.get(key, name.strip())


def parse_pricing_families(text: str) -> set[PricingModel]:
    """``"ondemand,spot"`` → the pricing models those families cover; raises on a typo."""
    models: set[PricingModel] = set()
    for token in (t.strip().lower().replace("-", "").replace("_", "") for t in text.split(",")):
        if not token:
            continue
        if token not in PRICING_FAMILIES:
            valid = ", ".join(PRICING_FAMILIES)
            raise ValueError(f"unknown pricing {token!r} (expected some of: {valid})")
        models |= PRICING_FAMILIES[token]
    return models


def read_offers(path: Path | str) -> OfferCatalogue:
    """Read an offers CSV; problems land in ``.issues`` with file, line and field."""
    source = Path(path)
    label = source.name
    catalogue = OfferCatalogue(file_label=label)
    try:
        frame = pd.read_csv(source, dtype=str, keep_default_na=False, encoding="utf-8")
    except FileNotFoundError:
        catalogue.issues.append(LoadIssue(label, None, None, "file not found"))
        return catalogue
    except UnicodeDecodeError as exc:
        catalogue.issues.append(LoadIssue(label, None, None, f"is not UTF-8 text ({exc.reason})"))
        return catalogue
    except (pd.errors.ParserError, pd.errors.EmptyDataError) as exc:
        catalogue.issues.append(LoadIssue(label, None, None, f"is not a readable CSV table: {exc}"))
        return catalogue
    missing = [c for c in REQUIRED_COLUMNS if c not in frame.columns]
    if missing:
        catalogue.issues.append(
            LoadIssue(label, 1, None, f"header lacks required columns: {', '.join(missing)}")
        )
        return catalogue
    rows: list[dict[str, Any]] = frame.to_dict(orient="records")
    valid, issues = validate_rows(Offer, rows, label)  # type: ignore[arg-type]
    catalogue.issues.extend(issues)
    first_line: dict[tuple[str, str, str, str, str, dt.date], int] = {}
    for line, offer in valid:
        assert isinstance(offer, Offer)
        if offer.key in first_line:
            catalogue.issues.append(
                LoadIssue(
                    label,
                    line,
                    "instance_type",
                    f"repeats the offer on line {first_line[offer.key]} (same provider, region, "
                    "instance, pricing and date); this row was skipped",
                )
            )
            continue
        first_line[offer.key] = line
        catalogue.offers.append(offer)
        catalogue.lines.append(line)
    return catalogue


def offers_path(data_dir: Path | str | None = None) -> Path:
    root = Path(data_dir) if data_dir is not None else default_data_dir()
    return root / OFFERS_FILE


def load_offers(data_dir: Path | str | None = None) -> OfferCatalogue:
    return read_offers(offers_path(data_dir))


@cache
def shipped_offers() -> OfferCatalogue:
    """The shipped offers, loaded once per process."""
    return load_offers()
