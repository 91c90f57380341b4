"""The sentences a plan says: why each build was chosen, what the next budget step buys,
and, when nothing fits the budget, the cheapest build that works and the cloud's price.

Each sentence is a translatable message (dlbox.core.plan.text): the English string
goes to the CLI and the JSON (``why``, ``message``, ``notes``), the message itself to
the plan dialog, which renders it in the user's language.
"""

from __future__ import annotations

from typing import Any

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message
from dlbox.core.plan.jobs import describe_msg
from dlbox.core.plan.request import PlanRequest
from dlbox.core.plan.result import PlannedBuild, PlanResult, hours_text, money
from dlbox.core.plan.text import (
    OBJECTIVE_TEXTS,
    hours_msg,
    join_semicolon,
    join_sentences,
    plan_msg,
)


def _own_vs_cloud(build: PlannedBuild, result: PlanResult) -> Message:
    mix = build.mix
    cur = result.currency
    months = plan_msg(QT_TRANSLATE_NOOP("Plan", "%(n)s months"), n=f"{mix.months:g}")
    total = money(mix.total, cur)
    per_job = money(mix.per_job, cur)
    if mix.cloud > 0:
        text = plan_msg(
            QT_TRANSLATE_NOOP(
                "Plan",
                "owning costs %(total)s over %(months)s (%(per_job)s a job, "
                "%(hours)s h a month rented as bursts)",
            ),
            total=total,
            months=months,
            per_job=per_job,
            hours=f"{mix.cloud_hours_per_month:,.0f}",
        )
    else:
        text = plan_msg(
            QT_TRANSLATE_NOOP("Plan", "owning costs %(total)s over %(months)s (%(per_job)s a job)"),
            total=total,
            months=months,
            per_job=per_job,
        )
    if mix.cloud_only is not None and result.cloud is not None:
        template = (
            QT_TRANSLATE_NOOP("Plan", "%(own)s, less than renting it all on %(offer)s (%(rent)s)")
            if mix.total < mix.cloud_only
            else QT_TRANSLATE_NOOP(
                "Plan", "%(own)s, more than renting it all on %(offer)s (%(rent)s)"
            )
        )
        text = plan_msg(
            template,
            own=text,
            offer=result.cloud.label_text,
            rent=money(mix.cloud_only, cur),
        )
    return text


def why_chosen(build: PlannedBuild, result: PlanResult, best: PlannedBuild) -> Message:
    cur = result.currency
    head = plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "#%(rank)s for %(goal)s: %(label)s, %(price)s (budget %(budget)s), a job in %(hours)s",
        ),
        rank=str(build.rank),
        goal=plan_msg(OBJECTIVE_TEXTS[result.objective]),
        label=build.label_text,
        price=money(build.price, cur),
        budget=money(result.budget, cur),
        hours=hours_msg(build.job_hours),
    )
    reasons: list[str | Message] = []
    if build is best:
        reasons.append(
            plan_msg(
                QT_TRANSLATE_NOOP(
                    "Plan",
                    "the best on this objective among builds no other beats on both price and speed",
                )
            )
        )
    elif build.pareto:
        if build.job_hours < best.job_hours:
            faster = (best.job_hours / build.job_hours - 1.0) * 100.0
            reasons.append(
                plan_msg(
                    QT_TRANSLATE_NOOP(
                        "Plan", "%(pct)s %% faster than #1 (%(hours)s) for %(extra)s more"
                    ),
                    pct=f"{faster:,.0f}",
                    hours=hours_msg(best.job_hours),
                    extra=money(build.price - best.price, cur),
                )
            )
        else:
            reasons.append(
                plan_msg(
                    QT_TRANSLATE_NOOP("Plan", "%(saving)s cheaper than #1, slower"),
                    saving=money(best.price - build.price, cur),
                )
            )
    else:
        reasons.append(
            plan_msg(
                QT_TRANSLATE_NOOP(
                    "Plan", "an alternative: another build is both cheaper and faster"
                )
            )
        )
    if build.stack_note is not None:
        reasons.append(build.stack_note)
    reasons.append(_own_vs_cloud(build, result))
    reasons.append(
        plan_msg(
            QT_TRANSLATE_NOOP("Plan", "%(watts)s W at the wall at full load"),
            watts=f"{build.wall_w:,.0f}",
        )
    )
    if build.check.warnings:
        reasons.append(
            plan_msg(
                QT_TRANSLATE_NOOP("Plan", "%(n)s warning to read in the check")
                if len(build.check.warnings) == 1
                else QT_TRANSLATE_NOOP("Plan", "%(n)s warnings to read in the check"),
                n=str(len(build.check.warnings)),
            )
        )
    return plan_msg(
        QT_TRANSLATE_NOOP("Plan", "%(head)s; %(reasons)s."),
        head=head,
        reasons=join_semicolon(reasons),
    )


def next_step_text(step: PlannedBuild, best: PlannedBuild, result: PlanResult) -> Message:
    cur = result.currency
    faster = best.job_hours / step.job_hours if step.job_hours > 0 else float("inf")
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "Next budget step: %(price)s (+%(extra)s) buys %(label)s: a job in %(hours)s "
            "instead of %(best_hours)s (%(times)s× faster).",
        ),
        price=money(step.price, cur),
        extra=money(step.price - result.budget, cur),
        label=step.label_text,
        hours=hours_msg(step.job_hours),
        best_hours=hours_msg(best.job_hours),
        times=f"{faster:,.1f}",
    )


def no_fit_message(result: PlanResult, request: PlanRequest) -> Message:
    cur = result.currency
    cloud = result.cloud
    rent = (
        plan_msg(
            QT_TRANSLATE_NOOP(
                "Plan", "; the cloud would charge %(cost)s a job (%(hours)s) on %(offer)s"
            ),
            cost=money(cloud.job_cost, cur),
            hours=hours_msg(cloud.job_hours),
            offer=cloud.label_text,
        )
        if cloud is not None
        else plan_msg(QT_TRANSLATE_NOOP("Plan", "; no cloud offer in the data runs it either"))
    )
    cheapest = result.cheapest
    workloads = ", ".join(result.workloads)
    if cheapest is None and result.memory_bound:
        return plan_msg(
            QT_TRANSLATE_NOOP(
                "Plan",
                "%(workloads)s does not fit in the memory of any priced GPU in the catalogue, "
                "1 to %(max)s at a time, with these settings (try ZeRO-3 --zero 3, an adapter "
                "--adapter lora or qlora, or --checkpointing)%(rent)s.",
            ),
            workloads=workloads,
            max=str(request.max_gpus),
            rent=rent,
        )
    if cheapest is None:
        return plan_msg(
            QT_TRANSLATE_NOOP(
                "Plan",
                "No complete build from the catalogue runs %(workloads)s within the site's "
                "limits (%(volts)s V / %(amps)s A)%(rent)s.",
            ),
            workloads=workloads,
            volts=f"{request.site.mains_voltage_v:g}",
            amps=f"{request.site.circuit_amps:g}",
            rent=rent,
        )
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "Nothing fits a budget of %(budget)s: the cheapest build that works is %(label)s "
            "at %(price)s (a job in %(hours)s)%(rent)s.",
        ),
        budget=money(result.budget, cur),
        label=cheapest.label_text,
        price=money(cheapest.price, cur),
        hours=hours_msg(cheapest.job_hours),
        rent=rent,
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


def _notes(result: PlanResult, request: PlanRequest) -> list[Message]:
    notes = [
        plan_msg(QT_TRANSLATE_NOOP("Plan", "job: %(job)s"), job=describe_msg(p)) for p in result.job
    ]
    if request.busy_share is not None:
        notes.append(
            plan_msg(
                QT_TRANSLATE_NOOP(
                    "Plan",
                    "demand: the box trains %(share)s of the time (%(hours)s h a month); "
                    "jobs per month follow from its speed",
                ),
                share=f"{request.busy_share:.0%}",
                hours=f"{request.busy_share * 730:,.0f}",
            )
        )
    else:
        notes.append(
            plan_msg(
                QT_TRANSLATE_NOOP(
                    "Plan",
                    "demand: %(jobs)s job a month; a box too slow for that is kept busy "
                    "and the rest is rented",
                )
                if request.jobs_per_month == 1
                else QT_TRANSLATE_NOOP(
                    "Plan",
                    "demand: %(jobs)s jobs a month; a box too slow for that is kept busy "
                    "and the rest is rented",
                ),
                jobs=f"{request.jobs_per_month:g}",
            )
        )
    return notes


def _set_why(build: PlannedBuild, text: Message) -> None:
    build.why_text = text
    build.why = str(text)


def explain_all(result: PlanResult, request: PlanRequest) -> None:
    """Fill in every ``why``, the next step and the no-fit message (in place)."""
    result.note_texts = _notes(result, request)
    result.notes = [str(n) for n in result.note_texts]
    if not result.builds:
        result.message_text = no_fit_message(result, request)
        cheapest = result.cheapest
        if cheapest is not None and cheapest.stack_note is not None:
            result.message_text = join_sentences(
                [
                    result.message_text,
                    plan_msg(
                        QT_TRANSLATE_NOOP("Plan", "Note: %(note)s."), note=cheapest.stack_note
                    ),
                ]
            )
        result.message = str(result.message_text)
        if result.cheapest is not None:
            _set_why(result.cheapest, result.message_text)
        return
    best = result.builds[0]
    demoted = [b for b in result.candidates if b.within_budget and b.stack_note is not None]
    if demoted and demoted[0].stack_note is not None:
        result.note_texts.append(
            plan_msg(
                QT_TRANSLATE_NOOP("Plan", "%(n)s build ranked after the others: %(why)s")
                if len(demoted) == 1
                else QT_TRANSLATE_NOOP("Plan", "%(n)s builds ranked after the others: %(why)s"),
                n=str(len(demoted)),
                why=demoted[0].stack_note,
            )
        )
        result.notes.append(str(result.note_texts[-1]))
    for build in result.builds:
        why = why_chosen(build, result, best)
        # The step up stays among builds with the same stack (no caveated card as the step).
        front = on_front(
            [c for c in result.candidates if (c.stack_note is None) == (build.stack_note is None)]
        )
        after = step_after(build, front)
        if build is not best and after is not None:
            why = join_sentences(
                [
                    why,
                    plan_msg(
                        QT_TRANSLATE_NOOP(
                            "Plan", "+%(extra)s buys %(label)s (a job in %(hours)s)."
                        ),
                        extra=money(after.price - build.price, result.currency),
                        label=after.label_text,
                        hours=hours_msg(after.job_hours),
                    ),
                ]
            )
        _set_why(build, why)
    step = result.next_step
    tail: Message
    if step is not None:
        tail = next_step_text(step, best, result)
        _set_why(step, tail)
    else:
        tail = plan_msg(
            QT_TRANSLATE_NOOP("Plan", "No dearer build in the catalogue runs the job faster.")
        )
    assert best.why_text is not None
    _set_why(best, join_sentences([best.why_text, tail]))


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
