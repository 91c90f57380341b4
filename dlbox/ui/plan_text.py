"""The plan dialog's sentences in the user's language.

``dlbox.core.plan.why`` writes the same sentences in English for ``dlbox plan`` and the
exports; the window words them here from the same numbers, so a zh_TW user reads no English
prose (the core stays Qt-free and the CLI output stays as scripts expect it).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.core.plan.request import PlanRequest
from dlbox.core.plan.result import PlannedBuild, PlanResult, money
from dlbox.core.plan.why import on_front, step_after
from dlbox.ui.labels import cloud_option_label, throughput_unit
from dlbox.ui.language import translate

GOALS = {
    "cost": QT_TRANSLATE_NOOP("PlanText", "lowest total cost over the horizon"),
    "time": QT_TRANSLATE_NOOP("PlanText", "fastest job within the budget"),
    "per-job": QT_TRANSLATE_NOOP("PlanText", "lowest cost per job"),
}


def hours_words(hours: float) -> str:
    """``hours_text`` in the user's language: "15.6 h", "60 h (2.5 days)", "30 min"."""
    if not math.isfinite(hours):
        return "?"
    if hours >= 48:
        return translate("PlanText", "{h} h ({d} days)").format(
            h=f"{hours:,.0f}", d=f"{hours / 24:,.1f}"
        )
    if hours < 1:
        return translate("PlanText", "{m} min").format(m=f"{hours * 60:,.0f}")
    return translate("PlanText", "{h} h").format(h=f"{hours:,.1f}")


def _own_vs_cloud(build: PlannedBuild, result: PlanResult) -> str:
    mix, cur = build.mix, result.currency
    text = translate(
        "PlanText", "owning costs {total} over {months} months ({per_job} a job"
    ).format(total=money(mix.total, cur), months=f"{mix.months:g}", per_job=money(mix.per_job, cur))
    if mix.cloud > 0:
        text += translate("PlanText", ", {hours} h a month rented as bursts").format(
            hours=f"{mix.cloud_hours_per_month:,.0f}"
        )
    text += translate("PlanText", ")")
    if mix.cloud_only is not None and result.cloud is not None:
        template = (
            translate("PlanText", ", less than renting it all on {offer} ({cost})")
            if mix.total < mix.cloud_only
            else translate("PlanText", ", more than renting it all on {offer} ({cost})")
        )
        text += template.format(
            offer=cloud_option_label(result.cloud), cost=money(mix.cloud_only, cur)
        )
    return text


def why_chosen(build: PlannedBuild, result: PlanResult, best: PlannedBuild) -> str:
    cur = result.currency
    head = translate(
        "PlanText", "#{rank} for {goal}: {build}, {price} (budget {budget}), a job in {hours}"
    ).format(
        rank=build.rank,
        goal=translate("PlanText", GOALS[result.objective])
        if result.objective in GOALS
        else result.objective,
        build=build.label,
        price=money(build.price, cur),
        budget=money(result.budget, cur),
        hours=hours_words(build.job_hours),
    )
    reasons = []
    if build is best:
        reasons.append(
            translate(
                "PlanText",
                "the best on this objective among builds no other beats on both price and speed",
            )
        )
    elif build.pareto and build.job_hours < best.job_hours:
        reasons.append(
            translate("PlanText", "{pct} % faster than #1 ({hours}) for {extra} more").format(
                pct=f"{(best.job_hours / build.job_hours - 1.0) * 100.0:,.0f}",
                hours=hours_words(best.job_hours),
                extra=money(build.price - best.price, cur),
            )
        )
    elif build.pareto:
        reasons.append(
            translate("PlanText", "{saving} cheaper than #1, slower").format(
                saving=money(best.price - build.price, cur)
            )
        )
    else:
        reasons.append(
            translate("PlanText", "an alternative: another build is both cheaper and faster")
        )
    reasons.append(_own_vs_cloud(build, result))
    reasons.append(
        translate("PlanText", "{watts} W at the wall at full load").format(
            watts=f"{build.wall_w:,.0f}"
        )
    )
    if build.check.warnings:
        reasons.append(
            translate("PlanText", "{n} warning(s) to read in the check").format(
                n=len(build.check.warnings)
            )
        )
    return (
        head
        + translate("PlanText", "; ")
        + translate("PlanText", "; ").join(reasons)
        + translate("PlanText", ".")
    )


def next_step(step: PlannedBuild, best: PlannedBuild, result: PlanResult) -> str:
    cur = result.currency
    faster = best.job_hours / step.job_hours if step.job_hours > 0 else float("inf")
    return translate(
        "PlanText",
        "Next budget step: {price} (+{extra}) buys {build}: a job in {hours} instead of "
        "{before} ({times}× faster).",
    ).format(
        price=money(step.price, cur),
        extra=money(step.price - result.budget, cur),
        build=step.label,
        hours=hours_words(step.job_hours),
        before=hours_words(best.job_hours),
        times=f"{faster:,.1f}",
    )


def build_why(build: PlannedBuild, result: PlanResult, request: PlanRequest | None) -> str:
    """What ``explain_all`` puts in ``build.why``, worded for the window."""
    if not result.builds:  # the cheapest build over budget: why nothing fits
        return no_fit(result, request) if request is not None else build.why
    best = result.builds[0]
    text = why_chosen(build, result, best)
    after = step_after(build, on_front(result.candidates))
    if build is not best and after is not None:
        text += " " + translate("PlanText", "+{extra} buys {build} (a job in {hours}).").format(
            extra=money(after.price - build.price, result.currency),
            build=after.label,
            hours=hours_words(after.job_hours),
        )
    if build is best:
        step = result.next_step
        text += " " + (
            next_step(step, best, result)
            if step is not None
            else translate("PlanText", "No dearer build in the catalogue runs the job faster.")
        )
    return text


def notes(result: PlanResult, request: PlanRequest | None) -> list[str]:
    """The job and demand lines under each explanation."""
    lines = []
    for part in result.job:
        w = part.workload
        unit = throughput_unit(str(getattr(w, "unit", "samples/s")))
        if part.basis == "dataset":
            lines.append(
                translate("PlanText", "job: {workload}: {units} {unit} (dataset × epochs)").format(
                    workload=w.id, units=f"{part.units:,.0f}", unit=unit.split("/")[0]
                )
            )
        else:
            lines.append(
                translate(
                    "PlanText",
                    "job: {workload}: no dataset size given, so one job = 1 h of its work on "
                    "{reference}",
                ).format(workload=w.id, reference=part.reference)
            )
    if request is None:
        return lines
    if request.busy_share is not None:
        lines.append(
            translate(
                "PlanText", "demand: the box trains {share} of the time ({hours} h a month)"
            ).format(share=f"{request.busy_share:.0%}", hours=f"{request.busy_share * 730:,.0f}")
        )
    else:
        lines.append(
            translate(
                "PlanText",
                "demand: {jobs} job(s) a month; a box too slow for that is kept busy and "
                "the rest is rented",
            ).format(jobs=f"{request.jobs_per_month:g}")
        )
    return lines


def no_fit(result: PlanResult, request: PlanRequest) -> str:
    """Why no build is listed, and what the cloud would charge."""
    cur, cloud = result.currency, result.cloud
    rent = (
        translate("PlanText", "; the cloud would charge {cost} a job ({hours}) on {offer}").format(
            cost=money(cloud.job_cost, cur),
            hours=hours_words(cloud.job_hours),
            offer=cloud_option_label(cloud),
        )
        if cloud is not None
        else translate("PlanText", "; no cloud offer in the data runs it either")
    )
    workloads = ", ".join(result.workloads)
    cheapest = result.cheapest
    if cheapest is None and result.memory_bound:
        text = translate(
            "PlanText",
            "{workloads} does not fit in the memory of any priced GPU in the catalogue, 1 to "
            "{max_gpus} at a time, with these settings (try ZeRO-3, a LoRA or QLoRA adapter, "
            "or activation checkpointing)",
        ).format(workloads=workloads, max_gpus=request.max_gpus)
    elif cheapest is None:
        text = translate(
            "PlanText",
            "No complete build from the catalogue runs {workloads} within the site's limits "
            "({volts} V / {amps} A)",
        ).format(
            workloads=workloads,
            volts=f"{request.site.mains_voltage_v:g}",
            amps=f"{request.site.circuit_amps:g}",
        )
    else:
        text = translate(
            "PlanText",
            "Nothing fits a budget of {budget}: the cheapest build that works is {build} at "
            "{price} (a job in {hours})",
        ).format(
            budget=money(result.budget, cur),
            build=cheapest.label,
            price=money(cheapest.price, cur),
            hours=hours_words(cheapest.job_hours),
        )
    return text + rent + translate("PlanText", ".")
