"""What a plan answers: ranked complete builds, the price/time front, the cloud, the why."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Any

from dlbox.core.build import Build
from dlbox.core.messages import Message
from dlbox.core.parts import GPU
from dlbox.core.plan.economics import CloudOption, Mix
from dlbox.core.plan.jobs import JobPart, describe, unit_word
from dlbox.core.plan.prices import condition_of, is_used
from dlbox.core.plan.text import gpu_price_msg, hours_msg, used_label_msg
from dlbox.core.rules.findings import CheckResult
from dlbox.core.street_prices import DEFAULT_STALE_DAYS, is_stale


@dataclass
class PlannedBuild:
    """One complete build that checks clean, fits the job and stays within the circuit."""

    build: Build
    gpu: GPU
    count: int
    price: float
    currency: str
    throughput: tuple[float, ...]  # per workload, from the estimator on the whole build
    units: tuple[str, ...]
    job_hours: float
    training_power_w: float  # the estimator's load while training (DC)
    wall_w: float  # the rules' full-load draw at the wall, which the circuit check used
    electricity_per_hour: float
    check: CheckResult
    mix: Mix
    objective_value: float = math.inf
    pareto: bool = False
    within_budget: bool = True
    rank: int | None = None
    why: str = ""  # English (CLI, JSON); ``why_text`` is the same, translatable
    why_text: Message | None = field(default=None, repr=False)
    # Why the card's software stack may not run the job as planned (dlbox.core.plan.stack);
    # a build with a note ranks after every build without one.
    stack_note: Message | None = field(default=None, repr=False)
    verified: bool = False  # checked with each workload by the rules engine (rule 17)

    @property
    def label(self) -> str:
        return f"{self.count}× {self.gpu.name}"

    @property
    def label_text(self) -> str | Message:
        """The label a reader sees: a card bought used says so ("2× RTX 3090, used"),
        since the same card may be planned new and used."""
        return used_label_msg(self.label) if is_used(self.gpu) else self.label

    def gpu_price_stale(
        self, max_age_days: int = DEFAULT_STALE_DAYS, today: dt.date | None = None
    ) -> bool:
        return is_stale(self.gpu.price_date, today, max_age_days)

    def gpu_price_text(
        self, max_age_days: int = DEFAULT_STALE_DAYS, today: dt.date | None = None
    ) -> Message:
        """Which quote the cards were budgeted at: new or used, market, date, source, and
        whether it is older than ``max_age_days``."""
        return gpu_price_msg(self.gpu, self.gpu_price_stale(max_age_days, today), max_age_days)

    def gpu_price_dict(self) -> dict[str, Any]:
        g = self.gpu
        return {
            "condition": condition_of(g),
            "amount": g.price,
            "currency": g.currency,
            "market": g.price_market,
            "date": str(g.price_date) if g.price_date else None,
            "source": g.price_source,
            "stale": self.gpu_price_stale(),
        }

    @property
    def job_cost(self) -> float:
        """One job on the owned box: its share of the horizon's owning cost."""
        return self.mix.per_job

    def to_dict(self, workload_ids: list[str], cloud: CloudOption | None) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "label": self.label,
            "build": self.build.to_dict(),
            # The quote the cards were budgeted at (a card shown used is planned at its
            # newest new quote unless used cards are included).
            "gpu_price": self.gpu_price_dict(),
            "price": round(self.price, 2),
            "currency": self.currency,
            "throughput": {
                w: {"value": round(t, 4), "unit": u}
                for w, t, u in zip(workload_ids, self.throughput, self.units, strict=True)
            },
            "job_hours": round(self.job_hours, 4),
            "job_cost": round(self.job_cost, 2) if math.isfinite(self.job_cost) else None,
            "electricity_per_job": round(self.electricity_per_hour * self.job_hours, 4),
            "power": {
                "training_w": round(self.training_power_w, 1),
                "wall_w": round(self.wall_w, 1),
                "load_w": round(self.check.power.load_w, 1),
                "psu_w": self.check.power.psu_w,
            },
            "warnings": [f.message for f in self.check.warnings],
            "cloud": cloud.to_dict() if cloud is not None else None,
            "mix": self.mix.to_dict(),
            "pareto": self.pareto,
            "objective_value": (
                round(self.objective_value, 4) if math.isfinite(self.objective_value) else None
            ),
            "why": self.why,
        }


@dataclass
class PlanResult:
    objective: str
    budget: float
    currency: str
    workloads: list[str]
    job: list[JobPart]
    builds: list[PlannedBuild]  # the top N, best first (within the budget)
    pareto: list[PlannedBuild]  # the price/time front within the budget, cheapest first
    candidates: list[PlannedBuild]  # every complete build assembled (any price)
    cloud: CloudOption | None
    cloud_fastest: CloudOption | None
    cheapest: PlannedBuild | None  # the cheapest build that works at all
    next_step: PlannedBuild | None  # what the next budget step buys
    message: str = ""  # set when nothing fits the budget
    message_text: Message | None = field(default=None, repr=False)
    # No GPU model × count in the catalogue holds the job in memory at all.
    memory_bound: bool = False
    notes: list[str] = field(default_factory=list)
    note_texts: list[Message] = field(default_factory=list, repr=False)
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def fits_budget(self) -> bool:
        return bool(self.builds)

    def to_dict(self) -> dict[str, Any]:
        ids = self.workloads
        return {
            "objective": self.objective,
            "budget": self.budget,
            "currency": self.currency,
            "workloads": ids,
            "job": [describe(p) for p in self.job],
            "builds": [b.to_dict(ids, self.cloud) for b in self.builds],
            "pareto": [
                {
                    "label": b.label,
                    "condition": condition_of(b.gpu),
                    "price": round(b.price, 2),
                    "job_hours": round(b.job_hours, 4),
                    "rank": b.rank,
                }
                for b in self.pareto
            ],
            "cloud": self.cloud.to_dict() if self.cloud is not None else None,
            "cloud_fastest": self.cloud_fastest.to_dict() if self.cloud_fastest else None,
            "cheapest_that_works": (
                self.cheapest.to_dict(ids, self.cloud) if self.cheapest is not None else None
            ),
            "next_step": (
                self.next_step.to_dict(ids, self.cloud) if self.next_step is not None else None
            ),
            "message": self.message or None,
            "notes": self.notes,
            "stats": self.stats,
        }


def money(amount: float, currency: str) -> str:
    if not math.isfinite(amount):
        return "?"
    if abs(amount) < 100:
        return f"{amount:,.2f} {currency}"
    return f"{amount:,.0f} {currency}"


def hours_text(hours: float) -> str:
    return str(hours_msg(hours))


def speed_text(build: PlannedBuild, workloads: list[Any]) -> str:
    return ", ".join(
        f"{t:,.0f} {u}" if t >= 100 else f"{t:,.3g} {u}"
        for t, u in zip(build.throughput, build.units, strict=True)
    ) or unit_word(workloads[0])
