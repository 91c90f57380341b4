"""The planner's sentences as translatable messages (template + parameters), Qt-free.

Every template is a ``QT_TRANSLATE_NOOP("Plan", …)`` literal, so pyside6-lupdate
collects it; ``str(message)`` is the English the CLI and JSON keep, and the plan
dialog renders the same message through Qt's translator (as findings do).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dlbox.core.cost.offers import PricingModel
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, fold, msg_in
from dlbox.core.parts import PartBase
from dlbox.core.price_source import source_short_name

PLAN = "Plan"


def plan_msg(template: str, **params: str | Message) -> Message:
    """A planner message; ``template`` must be a ``QT_TRANSLATE_NOOP("Plan", …)`` literal."""
    return msg_in(PLAN, template, **params)


def join(items: Sequence[str | Message], template: str) -> str | Message:
    """``items`` nested left to right through a two-place ``%(a)s…%(b)s`` template."""
    return fold(items, template, PLAN)


def join_semicolon(items: Sequence[str | Message]) -> str | Message:
    return join(items, QT_TRANSLATE_NOOP("Plan", "%(a)s; %(b)s"))


def join_sentences(items: Sequence[str | Message]) -> str | Message:
    """Sentences one after the other (a space in English, none in Chinese)."""
    return join(items, QT_TRANSLATE_NOOP("Plan", "%(a)s %(b)s"))


def hours_msg(hours: float) -> Message:
    """A job's length: minutes, hours, or hours with days when it runs for days."""
    if not math.isfinite(hours):
        return plan_msg("%(v)s", v="?")
    if hours >= 48:
        return plan_msg(
            QT_TRANSLATE_NOOP("Plan", "%(h)s h (%(d)s days)"),
            h=f"{hours:,.0f}",
            d=f"{hours / 24:,.1f}",
        )
    if hours < 1:
        return plan_msg(QT_TRANSLATE_NOOP("Plan", "%(m)s min"), m=f"{hours * 60:,.0f}")
    return plan_msg(QT_TRANSLATE_NOOP("Plan", "%(h)s h"), h=f"{hours:,.1f}")


def hours_column_msg(hours: float) -> Message:
    """A job's length in hours alone, one decimal: a table column of them compares at a
    glance ("16.7 h" above "53.4 h", not "53 h (2.2 days)"); ``hours_msg`` gives the days."""
    if not math.isfinite(hours):
        return plan_msg("%(v)s", v="?")
    return plan_msg(QT_TRANSLATE_NOOP("Plan", "%(h)s h"), h=f"{hours:,.1f}")


def used_label_msg(label: str) -> Message:
    """A planned build's label when its cards are bought used."""
    return plan_msg(QT_TRANSLATE_NOOP("Plan", "%(label)s, used"), label=label)


def gpu_price_msg(gpu: PartBase, stale: bool, max_age_days: int) -> Message:
    """ "GPU price: used, US, 2026-06-01, gpupoet.com" — the quote a plan budgeted the
    cards at; an old one says how old it may be."""
    condition = (
        plan_msg(QT_TRANSLATE_NOOP("Plan", "used"))
        if gpu.price_condition == "used"
        else plan_msg(QT_TRANSLATE_NOOP("Plan", "new"))
    )
    date = (
        plan_msg("%(v)s", v=str(gpu.price_date))
        if gpu.price_date
        else plan_msg(QT_TRANSLATE_NOOP("Plan", "no date"))
    )
    source = source_short_name(gpu.price_source) or plan_msg(
        QT_TRANSLATE_NOOP("Plan", "source not given")
    )
    params: dict[str, str | Message] = {
        "condition": condition,
        "market": gpu.price_market or "—",
        "date": date,
        "source": source,
    }
    if stale:
        return plan_msg(
            QT_TRANSLATE_NOOP(
                "Plan",
                "GPU price: %(condition)s, %(market)s, %(date)s (older than %(days)s days), "
                "%(source)s",
            ),
            days=str(max_age_days),
            **params,
        )
    return plan_msg(
        QT_TRANSLATE_NOOP("Plan", "GPU price: %(condition)s, %(market)s, %(date)s, %(source)s"),
        **params,
    )


OBJECTIVE_TEXTS: dict[str, str] = {
    "cost": QT_TRANSLATE_NOOP("Plan", "lowest total cost over the horizon"),
    "time": QT_TRANSLATE_NOOP("Plan", "fastest job within the budget"),
    "per-job": QT_TRANSLATE_NOOP("Plan", "lowest cost per job"),
}

# The offers' pricing names (dlbox.core.cost.offers.PRICING_NAMES), marked for translation.
PRICING_TEXTS: dict[PricingModel, str] = {
    PricingModel.ON_DEMAND: QT_TRANSLATE_NOOP("Plan", "on-demand"),
    PricingModel.SPOT: QT_TRANSLATE_NOOP("Plan", "spot"),
    PricingModel.PREEMPTIBLE: QT_TRANSLATE_NOOP("Plan", "preemptible"),
    PricingModel.RESERVED_1Y: QT_TRANSLATE_NOOP("Plan", "1-year reserved"),
    PricingModel.RESERVED_3Y: QT_TRANSLATE_NOOP("Plan", "3-year reserved"),
    PricingModel.COMMITTED_1Y: QT_TRANSLATE_NOOP("Plan", "1-year committed"),
    PricingModel.COMMITTED_3Y: QT_TRANSLATE_NOOP("Plan", "3-year committed"),
    PricingModel.SUSTAINED_USE: QT_TRANSLATE_NOOP("Plan", "sustained use"),
    PricingModel.MONTHLY: QT_TRANSLATE_NOOP("Plan", "monthly"),
    PricingModel.FREE: QT_TRANSLATE_NOOP("Plan", "free"),
    PricingModel.SAVINGS_PLAN_1Y: QT_TRANSLATE_NOOP("Plan", "1-year savings plan"),
    PricingModel.SAVINGS_PLAN_3Y: QT_TRANSLATE_NOOP("Plan", "3-year savings plan"),
    PricingModel.CAPACITY_BLOCK: QT_TRANSLATE_NOOP("Plan", "capacity block"),
}
