"""The planner: from a job, a budget and a site to ranked complete builds that work.

Public API::

    from dlbox.core.plan import PlanRequest, SiteLimits, plan
    result = plan(PlanRequest(workloads=("llama3-8b-qlora",), budget=5000))
    result.builds[0].build      # a complete Build, checked clean by the rules engine
    result.to_dict()            # the JSON of ``dlbox plan --json``

Modules, one job each: request (inputs, validation), jobs (how much work a job
is), prices (parts in the plan's currency), gpu_options (GPU × count through the
estimator, dominance), assemble (the rest of the build through the rules),
economics (cloud alternative, owned baseline + bursts), search (the whole
search), result and why (what is said).
"""

from dlbox.core.plan.request import (
    CASE_CLASSES,
    OBJECTIVE_NAMES,
    OBJECTIVES,
    PlanInputError,
    PlanRequest,
    SiteLimits,
    validate_request,
)
from dlbox.core.plan.result import PlannedBuild, PlanResult
from dlbox.core.plan.search import plan

__all__ = [
    "CASE_CLASSES",
    "OBJECTIVES",
    "OBJECTIVE_NAMES",
    "PlanInputError",
    "PlanRequest",
    "PlanResult",
    "PlannedBuild",
    "SiteLimits",
    "plan",
    "validate_request",
]
