"""``plan(request)``: from a job, a budget and a site to ranked builds that work.

1. The job: each workload's work (dataset × epochs, or an hour on a reference).
2. GPU options: every priced PCIe GPU × 1..max count that the case room allows,
   estimated in one vectorised call per workload; options that do not fit the job
   in memory, and options another option beats on every axis, are dropped.
3. Builds, cheapest option first: an option is skipped when a complete build
   already found in its stack group (see stack.py) is no dearer than the option's
   lower-bound price and faster than the option could ever be (it would be
   dominated); the others are completed by
   the assembler, checked by the rules engine, and estimated as whole builds.
4. Money: the best cloud offer for the same job, and per build the owned
   baseline plus cloud bursts over the horizon.
5. Ranking: only builds on the price/time front can be the best (a dearer,
   slower build never is), ranked by the objective; then the rest.

The search never looks at the budget until the end, so a larger budget sees the
same builds plus dearer ones, and its best build is never slower (tested).
"""

from __future__ import annotations

import math
import time
from typing import Any

import numpy as np
from pydantic import ValidationError

from dlbox.core.build_estimate import estimate_build
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.compare import default_kwh_price
from dlbox.core.cost.money import RateTable
from dlbox.core.cost.offers import OfferCatalogue
from dlbox.core.cost.ownership import build_psu_efficiency
from dlbox.core.cost.pricing import HOURS_PER_MONTH
from dlbox.core.estimate import EstimateError, Workload, WorkloadError
from dlbox.core.estimate import resolve_workload as _resolve
from dlbox.core.estimate.workloads import load_workloads
from dlbox.core.job import Job
from dlbox.core.parts import GPU, Category
from dlbox.core.plan.assemble import Assembled, Assembler, unit_prices
from dlbox.core.plan.economics import cloud_reference, cloud_table, current_offers, mix
from dlbox.core.plan.gpu_options import GpuOption, gpu_options
from dlbox.core.plan.jobs import job_parts
from dlbox.core.plan.prices import PlanPrices, offer_key
from dlbox.core.plan.request import PlanInputError, PlanRequest, validate_request
from dlbox.core.plan.result import PlannedBuild, PlanResult
from dlbox.core.plan.stack import has_framework, needs_cuda, stack_note
from dlbox.core.plan.why import explain_all, on_front

# Pruning slack: a complete build may run a little faster than the GPU-only estimate
# says (a better slot link than the estimator assumes with no board), so an option is
# skipped only when a cheaper build is faster than it by this margin.
PRUNE_MARGIN = 1.10


def resolve_workloads(items: tuple[Any, ...]) -> list[Workload]:
    """Workload objects for ids (unknown id: PlanInputError listing the valid ones)."""
    out = []
    for item in items:
        try:
            out.append(_resolve(item))
        except WorkloadError:
            known = ", ".join(sorted(load_workloads()))
            raise PlanInputError(
                f"--workload: unknown workload {item!r}; known: {known}, or 'custom'"
            ) from None
    return out


def _lower_platform_price(assembler: Assembler) -> float:
    """The cheapest part of each platform category: no build costs less than its GPUs plus this."""
    total = 0.0
    for category in (
        Category.MOTHERBOARD,
        Category.CPU,
        Category.COOLER,
        Category.MEMORY,
        Category.STORAGE,
        Category.CASE,
        Category.PSU,
    ):
        parts = assembler.usable(category)
        if parts:
            total += assembler.prices.price(parts[0]) or 0.0
    return total


def job_of(workloads: list[Workload], settings: Any) -> Job | None:
    """The job a planned build file carries (the first workload, when the library has it),
    so opening it shows the job it was planned for."""
    first = workloads[0]
    if first.id not in load_workloads():
        return None  # a custom workload has no id a build file can name
    fields = {
        name: getattr(settings, name, None)
        for name in ("precision", "dataset_samples", "epochs", "adapter")
    }
    try:
        return Job(workload=first.id, **{k: v for k, v in fields.items() if v is not None})
    except ValidationError:
        return Job(workload=first.id)


def _cpu_need(option: GpuOption, workloads: list[Workload]) -> float:
    """Samples/s the CPU must decode for the GPUs to run at their own speed."""
    need = 0.0
    for workload, speed in zip(workloads, option.throughput, strict=True):
        if workload.input_kind == "jpeg":
            need = max(need, speed / workload.units_per_sample)
    return need


def plan(
    request: PlanRequest,
    catalogue: Catalogue | None = None,
    offers: OfferCatalogue | None = None,
    rates: RateTable | None = None,
    speed_cache: dict[Any, Any] | None = None,
) -> PlanResult:
    """Plan builds for ``request``; raises PlanInputError for bad input (one line)."""
    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.cost.layers import current_offers as shipped_and_refreshed
    from dlbox.core.cost.money import shipped_rates

    started = time.perf_counter()
    validate_request(request)
    currency = request.currency.upper()
    workloads = resolve_workloads(request.workloads)
    catalogue = catalogue if catalogue is not None else shipped_catalogue()
    # Shipped offers plus any the user refreshed (dlbox offers refresh).
    offers = offers if offers is not None else shipped_and_refreshed()
    rates = (rates if rates is not None else shipped_rates()).pinned()
    if not rates.knows(currency):
        raise PlanInputError(
            f"--currency: no exchange rate for {currency}; known: {', '.join(rates.currencies)}"
        )
    settings = request.settings
    kwh = (
        request.kwh_price
        if request.kwh_price is not None
        else default_kwh_price(currency, rates).amount
    )
    prices = PlanPrices(
        rates,
        currency,
        request.site.used_parts,
        book=catalogue.prices,
        market=catalogue.market,
    )
    assembler = Assembler(
        catalogue, prices, request.site, workloads, settings, job=job_of(workloads, settings)
    )
    # Cards no supported framework runs on are never proposed (dlbox.core.plan.stack).
    gpus = [g for g in assembler.usable(Category.GPU) if isinstance(g, GPU) and has_framework(g)]
    cuda_first = needs_cuda(workloads, settings)
    parts = job_parts(workloads, settings)
    options, parts, considered = gpu_options(
        gpus,
        unit_prices(prices, gpus),
        parts,
        settings,
        request.max_gpus,
        assembler.max_case_slots(),
    )
    t_options = time.perf_counter()

    # The cloud for the same job (once; the offers' speeds are cached per workload).
    chosen = current_offers(offers, request.region, request.providers)
    if request.region and len(chosen) == 0:
        raise PlanInputError(
            f"--region: no current cloud offer in a region matching {request.region!r}"
        )
    share = request.busy_share
    cache = speed_cache if speed_cache is not None else {}
    if any(p.units is None for p in parts):
        # No GPU option fits it: measure the job on the cheapest cloud offer that runs it.
        parts = cloud_reference(parts, chosen, catalogue, settings, rates, currency, cache)
    table = cloud_table(parts, chosen, catalogue, settings, rates, currency, share or 1.0, cache)
    if share is None and request.jobs_per_month is not None:
        # Commitments are paid around the clock: price them at the demand's real share.
        first = table.best()
        if first is not None:
            demand = request.jobs_per_month * first.job_hours / HOURS_PER_MONTH
            table = cloud_table(
                parts, chosen, catalogue, settings, rates, currency, min(1.0, demand), cache
            )
    cloud = table.best()
    cloud_fastest = table.fastest()

    # Build, cheapest option first, skipping options a cheaper build already beats.
    base = _lower_platform_price(assembler)
    options.sort(key=lambda o: (o.price, o.hours, offer_key(o.gpu), o.count))
    candidates: list[PlannedBuild] = []
    # Per stack group (a build with a stack note ranks after every build without one), so
    # a cheaper, faster AMD build for a CUDA-first job never skips an NVIDIA option.
    found_price: dict[bool, list[float]] = {False: [], True: []}
    found_hours: dict[bool, list[float]] = {False: [], True: []}
    skipped = failed = 0
    for option in options:
        note = stack_note(option.gpu, cuda_first)
        group = note is not None
        bound = option.price + base
        if found_price[group]:
            fp, fh = np.asarray(found_price[group]), np.asarray(found_hours[group])
            if np.any((fp <= bound) & (fh * PRUNE_MARGIN < option.hours)):
                skipped += 1
                continue
        assembled = assembler.complete(option.gpu, option.count, _cpu_need(option, workloads))
        planned = (
            None
            if assembled is None
            else _evaluate(option, assembled, parts, workloads, settings, kwh, request, cloud)
        )
        if planned is None:
            failed += 1
            continue
        planned.stack_note = note
        candidates.append(planned)
        found_price[group].append(planned.price)
        found_hours[group].append(planned.job_hours)
    t_built = time.perf_counter()
    memory_bound = not options
    result = _rank(
        request, candidates, parts, workloads, cloud, cloud_fastest, currency, memory_bound
    )
    # The builds shown go through the rules once more with each workload (rule 17, the
    # estimator's memory fit); one that fails is dropped and the plan ranked again.
    while True:
        failing = [b for b in _shown(result) if not _fits_by_rules(b, workloads, request)]
        if not failing:
            break
        candidates = [c for c in candidates if all(c is not f for f in failing)]
        result = _rank(
            request, candidates, parts, workloads, cloud, cloud_fastest, currency, memory_bound
        )
    result.stats = {
        "gpu_models": len(gpus),
        "gpu_options": considered,
        "options_after_fit_and_dominance": len(options),
        "options_skipped_dominated": skipped,
        "options_no_complete_build": failed,
        "builds_assembled": len(candidates),
        "rule_checks": assembler.checks_run,
        "cloud_offers": len(chosen),
        "seconds": {
            "options": round(t_options - started, 3),
            "assembly_and_estimates": round(t_built - t_options, 3),
            "total": round(time.perf_counter() - started, 3),
        },
    }
    return result


def _evaluate(
    option: GpuOption,
    assembled: Assembled,
    parts: list[Any],
    workloads: list[Workload],
    settings: Any,
    kwh: float,
    request: PlanRequest,
    cloud: Any,
) -> PlannedBuild | None:
    """The whole build through the estimator (CPU, slots, drives) and the money model."""
    throughput = []
    hours = []
    power = []
    for part, workload in zip(parts, workloads, strict=True):
        try:
            # A build the job does not fit is dropped: no remedy search for it.
            est = estimate_build(assembled.resolved, workload, settings, remedies=False)
        except EstimateError:
            return None
        if not est.fits or not est.throughput > 0:
            return None
        throughput.append(est.throughput)
        hours.append(part.hours(est.throughput))
        power.append(est.load_power_w)
    job_hours = float(sum(hours))
    if not math.isfinite(job_hours):
        return None
    training_w = sum(h * p for h, p in zip(hours, power, strict=True)) / job_hours
    efficiency = build_psu_efficiency(assembled.resolved) or 1.0
    per_hour = training_w / efficiency / 1000.0 * kwh
    currency = request.currency.upper()
    owned = mix(
        capital=assembled.price,
        job_hours=job_hours,
        electricity_per_hour=per_hour,
        months=request.horizon_months,
        busy_share=request.busy_share,
        jobs_per_month=request.jobs_per_month,
        cloud=cloud,
        currency=currency,
    )
    return PlannedBuild(
        build=assembled.build,
        gpu=option.gpu,
        count=option.count,
        price=assembled.price,
        currency=currency,
        throughput=tuple(throughput),
        units=tuple(w.unit for w in workloads),
        job_hours=job_hours,
        training_power_w=training_w,
        wall_w=assembled.check.power.wall_w,
        electricity_per_hour=per_hour,
        check=assembled.check,
        mix=owned,
    )


def _shown(result: PlanResult) -> list[PlannedBuild]:
    extra = [b for b in (result.cheapest, result.next_step) if b is not None]
    return [*result.builds, *extra]


def _fits_by_rules(build: PlannedBuild, workloads: list[Workload], request: PlanRequest) -> bool:
    if build.verified:
        return True
    from dlbox.core.build import resolve
    from dlbox.core.rules import check_build

    resolved = resolve(build.build, Catalogue.from_parts(()))
    for workload in workloads:
        found = check_build(
            resolved,
            None,
            workload=workload,
            settings=request.settings,
            site=request.site.as_site(),
            suggest_parts=False,
        )
        if found.errors:
            return False
    build.verified = True
    return True


def objective_value(objective: str, build: PlannedBuild) -> float:
    if objective == "time":
        return build.job_hours
    if objective == "per-job":
        return build.mix.per_job
    return build.mix.total


def _key(build: PlannedBuild) -> tuple[float, float, float, str]:
    return (build.objective_value, build.job_hours, build.price, build.build.name)


def _rank(
    request: PlanRequest,
    candidates: list[PlannedBuild],
    parts: list[Any],
    workloads: list[Workload],
    cloud: Any,
    cloud_fastest: Any,
    currency: str,
    memory_bound: bool = False,
) -> PlanResult:
    for build in candidates:
        build.objective_value = objective_value(request.objective, build)
        build.within_budget = build.price <= request.budget + 1e-9
    within = [b for b in candidates if b.within_budget]
    # Builds whose stack may not run the job (a stack note) rank after all the others;
    # each group has its own price/time front (the front shown is the first group's),
    # ranked first within the group, then the rest of the group.
    ranked: list[PlannedBuild] = []
    front: list[PlannedBuild] = []
    on_a_front: set[int] = set()
    for group in (
        [b for b in within if b.stack_note is None],
        [b for b in within if b.stack_note is not None],
    ):
        group_front = on_front(group)
        group_ids = {id(b) for b in group_front}
        on_a_front |= group_ids
        front = front or group_front
        ranked += sorted(group_front, key=_key)
        ranked += sorted((b for b in group if id(b) not in group_ids), key=_key)
    for build in candidates:
        build.pareto = id(build) in on_a_front
    top = ranked[: request.top]
    for index, build in enumerate(top, start=1):
        build.rank = index
    cheapest = min(candidates, key=lambda b: (b.price, b.job_hours), default=None)
    best = top[0] if top else None
    next_step = None
    if best is not None:
        # The next step stays in the best build's group (no caveated card as the step up).
        same = [c for c in candidates if (c.stack_note is None) == (best.stack_note is None)]
        dearer = [
            b for b in on_front(same) if b.price > request.budget and b.job_hours < best.job_hours
        ]
        next_step = dearer[0] if dearer else None
    result = PlanResult(
        objective=request.objective,
        budget=request.budget,
        currency=currency,
        workloads=[w.id for w in workloads],
        job=parts,
        builds=top,
        pareto=front,
        candidates=candidates,
        cloud=cloud,
        cloud_fastest=cloud_fastest,
        cheapest=cheapest,
        next_step=next_step,
        memory_bound=memory_bound,
    )
    explain_all(result, request)
    return result
