"""The sentences a plan says: why each build was chosen, what the next budget step buys,
and, when nothing fits the budget, the cheapest build that works and the cloud's price."""

from __future__ import annotations

from typing import Any

from dlbox.core.plan.jobs import describe
from dlbox.core.plan.request import OBJECTIVE_NAMES, PlanRequest
from dlbox.core.plan.result import PlannedBuild, PlanResult, hours_text, money


def _own_vs_cloud(build: PlannedBuild, result: PlanResult) -> str:
    mix = build.mix
    cur = result.currency
    months = f"{mix.months:g} months"
    text = f"owning costs {money(mix.total, cur)} over {months} ({money(mix.per_job, cur)} a job"
    if mix.cloud > 0:
        text += f", {mix.cloud_hours_per_month:,.0f} h a month rented as bursts"
    text += ")"
    if mix.cloud_only is not None and result.cloud is not None:
        cheaper = "less than" if mix.total < mix.cloud_only else "more than"
        text += f", {cheaper} renting it all on {result.cloud.label} ({money(mix.cloud_only, cur)})"
    return text


def why_chosen(build: PlannedBuild, result: PlanResult, best: PlannedBuild) -> str:
    cur = result.currency
    goal = OBJECTIVE_NAMES[result.objective]
    head = (
        f"#{build.rank} for {goal}: {build.label}, {money(build.price, cur)} "
        f"(budget {money(result.budget, cur)}), a job in {hours_text(build.job_hours)}"
    )
    reasons = []
    if build is best:
        reasons.append(
            "the best on this objective among builds no other beats on both price and speed"
        )
    elif build.pareto:
        if build.job_hours < best.job_hours:
            faster = (best.job_hours / build.job_hours - 1.0) * 100.0
            reasons.append(
                f"{faster:,.0f} % faster than #1 ({hours_text(best.job_hours)}) for "
                f"{money(build.price - best.price, cur)} more"
            )
        else:
            reasons.append(f"{money(best.price - build.price, cur)} cheaper than #1, slower")
    else:
        reasons.append("an alternative: another build is both cheaper and faster")
    reasons.append(_own_vs_cloud(build, result))
    reasons.append(f"{build.wall_w:,.0f} W at the wall at full load")
    if build.check.warnings:
        reasons.append(f"{len(build.check.warnings)} warning(s) to read in the check")
    return head + "; " + "; ".join(reasons) + "."


def next_step_text(step: PlannedBuild, best: PlannedBuild, result: PlanResult) -> str:
    cur = result.currency
    faster = best.job_hours / step.job_hours if step.job_hours > 0 else float("inf")
    return (
        f"Next budget step: {money(step.price, cur)} (+{money(step.price - result.budget, cur)}) "
        f"buys {step.label}: a job in {hours_text(step.job_hours)} instead of "
        f"{hours_text(best.job_hours)} ({faster:,.1f}× faster)."
    )


def no_fit_message(result: PlanResult, request: PlanRequest) -> str:
    cur = result.currency
    cloud = result.cloud
    rent = (
        f"; the cloud would charge {money(cloud.job_cost, cur)} a job "
        f"({hours_text(cloud.job_hours)}) on {cloud.label}"
        if cloud is not None
        else "; no cloud offer in the data runs it either"
    )
    cheapest = result.cheapest
    if cheapest is None and result.memory_bound:
        return (
            f"{', '.join(result.workloads)} does not fit in the memory of any priced GPU in the "
            f"catalogue, 1 to {request.max_gpus} at a time, with these settings (try ZeRO-3 "
            f"--zero 3, an adapter --adapter lora or qlora, or --checkpointing){rent}."
        )
    if cheapest is None:
        return (
            f"No complete build from the catalogue runs {', '.join(result.workloads)} "
            f"within the site's limits ({request.site.mains_voltage_v:g} V / "
            f"{request.site.circuit_amps:g} A){rent}."
        )
    return (
        f"Nothing fits a budget of {money(result.budget, cur)}: the cheapest build that works is "
        f"{cheapest.label} at {money(cheapest.price, cur)} (a job in "
        f"{hours_text(cheapest.job_hours)}){rent}."
    )


def on_front(builds: list[PlannedBuild]) -> list[PlannedBuild]:
    """Builds no other build beats on both parts price and job time (ties: the first kept)."""
    ordered = sorted(builds, key=lambda b: (b.price, b.job_hours, b.build.name))
    front = []
    best = float("inf")
    for build in ordered:
        if build.job_hours < best:
            front.append(build)
            best = build.job_hours
    return front


def step_after(build: PlannedBuild, front: list[PlannedBuild]) -> PlannedBuild | None:
    """The cheapest build on the whole price/time front that is dearer and faster."""
    for other in front:
        if other.price > build.price and other.job_hours < build.job_hours:
            return other
    return None


def explain_all(result: PlanResult, request: PlanRequest) -> None:
    """Fill in every ``why``, the next step and the no-fit message (in place)."""
    result.notes = [f"job: {describe(p)}" for p in result.job]
    if request.busy_share is not None:
        result.notes.append(
            f"demand: the box trains {request.busy_share:.0%} of the time "
            f"({request.busy_share * 730:,.0f} h a month); jobs per month follow from its speed"
        )
    else:
        result.notes.append(
            f"demand: {request.jobs_per_month:g} job(s) a month; a box too slow for that is kept "
            "busy and the rest is rented"
        )
    if not result.builds:
        result.message = no_fit_message(result, request)
        if result.cheapest is not None:
            result.cheapest.why = result.message
        return
    best = result.builds[0]
    front = on_front(result.candidates)
    for build in result.builds:
        build.why = why_chosen(build, result, best)
        after = step_after(build, front)
        if build is not best and after is not None:
            build.why += (
                f" +{money(after.price - build.price, result.currency)} buys {after.label} "
                f"(a job in {hours_text(after.job_hours)})."
            )
    step = result.next_step
    if step is not None:
        step.why = next_step_text(step, best, result)
        best.why += " " + step.why
    else:
        best.why += " No dearer build in the catalogue runs the job faster."


def summary_lines(result: PlanResult) -> list[str]:
    """The text ``dlbox plan`` prints under its table."""
    lines = list(result.notes)
    cloud: Any = result.cloud
    if cloud is not None:
        lines.append(
            f"cloud: cheapest job on {cloud.label}: {money(cloud.job_cost, result.currency)}, "
            f"{hours_text(cloud.job_hours)}"
        )
    return lines
