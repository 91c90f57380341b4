"""What the user asks the planner: the job, the money, the site and what "best" means.

A :class:`PlanRequest` is plain data; :func:`validate_request` says in one line
what is wrong with one (the CLI exits 2 with it, the dialog shows it).  Demand
comes in one of two forms:

- ``utilization`` (or ``gpu_hours_per_month``, the same thing in hours: 0.10 =
  73 h a month): the share of calendar time the box trains, as in ``dlbox
  compare`` and the own-vs-rent chart.  A faster box does more work in those
  hours; cost per job is the fair comparison then.
- ``jobs_per_month``: a fixed amount of work.  A box too slow for it is kept
  busy all month and the rest is rented (the owned baseline plus cloud bursts).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from dlbox.core.cost.pricing import DEFAULT_UTILIZATION, HOURS_PER_MONTH
from dlbox.core.parts import ISO_CURRENCIES
from dlbox.core.plan.text import OBJECTIVE_TEXTS
from dlbox.core.rig.site import circuit_amps_problem, mains_voltage_problem

Objective = Literal["cost", "time", "per-job"]
OBJECTIVES: tuple[str, ...] = get_args(Objective)
# The objectives' English names (translatable templates in dlbox.core.plan.text).
OBJECTIVE_NAMES: dict[str, str] = dict(OBJECTIVE_TEXTS)

# Case classes a site may rule out, read from the case's type ("ATX mid tower" → mid).
CASE_CLASSES: tuple[str, ...] = ("sff", "mid", "full", "rack", "open")
DEFAULT_HORIZON_MONTHS = 36.0  # COST_MODEL.md: a GPU keeps resale value for about 3 years
MAX_GPUS = 8


class PlanInputError(ValueError):
    """The request cannot be planned; the message is one line naming the field."""


@dataclass(frozen=True)
class SiteLimits:
    """Where the box runs: the wall circuit and what may stand in the room."""

    mains_voltage_v: float = 120.0
    circuit_amps: float = 15.0
    # Case classes allowed (None: any enclosed case); "open" frames only with open_frame.
    case_classes: frozenset[str] | None = None
    open_frame: bool = False
    used_parts: bool = False

    def as_site(self) -> dict[str, Any]:
        """The ``site`` the rules engine reads (``dlbox check --mains-voltage/--circuit-amps``)."""
        return {"mains_voltage_v": self.mains_voltage_v, "circuit_amps": self.circuit_amps}


@dataclass(frozen=True)
class PlanRequest:
    """One planning question.  ``workloads`` are estimator workload ids or Workload objects;
    ``settings`` the estimator's TrainSettings shared by all of them (precision, adapter,
    ZeRO, dataset and epochs …)."""

    workloads: tuple[Any, ...]
    budget: float
    currency: str = "USD"
    settings: Any = None
    horizon_months: float = DEFAULT_HORIZON_MONTHS
    utilization: float | None = None
    gpu_hours_per_month: float | None = None
    jobs_per_month: float | None = None
    kwh_price: float | None = None  # per kWh in ``currency``; None: the app's default
    site: SiteLimits = field(default_factory=SiteLimits)
    region: str | None = None  # substring of the cloud region, e.g. "us-east" or "asia"
    providers: tuple[str, ...] | None = None
    # Per job by default: with a utilisation, a faster box does more jobs in the same hours,
    # so the lowest total alone would always pick the cheapest box that runs the job.
    objective: Objective = "per-job"
    top: int = 5
    max_gpus: int = MAX_GPUS

    @property
    def busy_share(self) -> float | None:
        """Share of calendar time the box trains (None with ``jobs_per_month``)."""
        if self.jobs_per_month is not None:
            return None
        if self.gpu_hours_per_month is not None:
            return self.gpu_hours_per_month / HOURS_PER_MONTH
        return self.utilization if self.utilization is not None else DEFAULT_UTILIZATION


def _positive(name: str, value: float | None) -> str | None:
    if value is None:
        return None
    if not isinstance(value, int | float) or not math.isfinite(value) or value <= 0:
        return f"{name} must be a number above 0, got {value!r}"
    return None


def validate_request(request: PlanRequest) -> None:
    """Raise :class:`PlanInputError` naming the first bad field, in the CLI's words."""
    if not request.workloads:
        raise PlanInputError("--workload: give at least one workload")
    problems = [
        _positive("--budget", request.budget),
        _positive("--horizon-months", request.horizon_months),
        _positive("--gpu-hours-per-month", request.gpu_hours_per_month),
        _positive("--jobs-per-month", request.jobs_per_month),
    ]
    for problem in problems:
        if problem:
            raise PlanInputError(problem)
    if request.kwh_price is not None and not (
        math.isfinite(request.kwh_price) and request.kwh_price >= 0
    ):
        raise PlanInputError(f"--kwh must be a price of 0 or more, got {request.kwh_price!r}")
    given = [
        name
        for name, value in (
            ("--utilization", request.utilization),
            ("--gpu-hours-per-month", request.gpu_hours_per_month),
            ("--jobs-per-month", request.jobs_per_month),
        )
        if value is not None
    ]
    if len(given) > 1:
        raise PlanInputError(f"give one of {', '.join(given)}, not several")
    u = request.utilization
    if u is not None and not (math.isfinite(u) and 0 < u <= 1):
        raise PlanInputError(f"--utilization must be above 0 and at most 1, got {u:g}")
    if request.gpu_hours_per_month is not None and request.gpu_hours_per_month > HOURS_PER_MONTH:
        raise PlanInputError(
            f"--gpu-hours-per-month must be at most {HOURS_PER_MONTH:g} (a whole month), "
            f"got {request.gpu_hours_per_month:g}"
        )
    code = str(request.currency).upper()
    if code not in ISO_CURRENCIES:
        raise PlanInputError(
            f"--currency: unknown currency {request.currency!r}; expected an ISO 4217 code "
            "such as USD, EUR, JPY, KRW, CNY or TWD"
        )
    for flag, problem in (
        ("--mains-voltage", mains_voltage_problem(float(request.site.mains_voltage_v))),
        ("--circuit-amps", circuit_amps_problem(float(request.site.circuit_amps))),
    ):
        if problem:
            raise PlanInputError(f"{flag} {problem}")
    if request.objective not in OBJECTIVES:
        raise PlanInputError(
            f"--objective must be one of {', '.join(OBJECTIVES)}, got {request.objective!r}"
        )
    if not 1 <= request.top <= 100:
        raise PlanInputError(f"--top must be between 1 and 100, got {request.top}")
    if not 1 <= request.max_gpus <= 16:
        raise PlanInputError(f"--max-gpus must be between 1 and 16, got {request.max_gpus}")
    classes = request.site.case_classes
    if classes is not None:
        unknown = sorted(set(classes) - set(CASE_CLASSES))
        if unknown:
            raise PlanInputError(
                f"--case: unknown case class {unknown[0]!r}; expected {', '.join(CASE_CLASSES)}"
            )
