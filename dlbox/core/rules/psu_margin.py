"""Rule 14's extra margin: two or more high-end GPUs on a PSU not rated ATX 3.x.

ATX 3.x units are specified to ride out GPU power excursions; older ones are not, and
their over-current protection may trip on spikes that a wall meter never shows.  Where
no measured spike separates such a box from one that runs, rule 14 asks for "an ATX 3.x
PSU or extra margin", and Intel's own sizing gives the margin: an ATX 2.x unit of 1,100 W
for the box a 750 W ATX 3.0 unit carries, i.e. sustained load at most 68 % of its rating
(:data:`dlbox.core.rig.spikes.ATX2_LOAD_FRACTION`, cited there).

This reports the band between that 68 % and the 80 % ``power.psu_capacity`` warns at for
every unit, under the same rule id: a warning where the unit's standard is known not to be
ATX 3.x (stated, or dated before ATX 3.0), a note where it is unknown.  It is a sizing
figure, not a measurement of these cards ("will likely depend on that older PSU design"),
so never an error.  Where the same unit model is documented to have fed the same cards at
a higher load without shutting down (data/psu_load_records.csv, e.g. Puget's EVGA 1,600 W
unit under four RTX 3090s at 1,580 W), that run is the margin's evidence for this model:
the finding stays, as a note that cites it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, fold, msg
from dlbox.core.parts import Category
from dlbox.core.rig.load import (
    HIGH_END_GPU_W,
    PsuFeed,
    ceil_to,
    power_limit,
    power_limit_speed,
    recommended_psu_w,
)
from dlbox.core.rig.spikes import ATX2_LOAD_FRACTION, ATX2_SIZING_LOAD_W, ATX2_SIZING_PSU_W
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, Fix, fix, note, w, warning
from dlbox.core.rules.power import feed_key, feed_name
from dlbox.core.rules.psu_records import record_for
from dlbox.core.rules.transients import atx3_or_at_least, atx_version_text, known_standard

RULE = "power.psu_capacity"


def atx2_margin(view: BuildView) -> Iterator[Finding]:
    if view.psu is None or view.bundled_supply:
        return
    for feed in view.power.feeds:
        if feed.short_of_atx2_margin:
            yield _finding(view, feed)


def _finding(view: BuildView, feed: PsuFeed) -> Finding:
    psu = feed.psu
    assert psu is not None
    high_end = [g for g in feed.gpus if g.board_power_w >= HIGH_END_GPU_W]
    models = list({g.id: g for g in high_end}.values())
    version = atx_version_text(
        psu,
        msg(QT_TRANSLATE_NOOP("Findings", "ATX version unknown: assumed ATX 2.x at most")),
    )
    message = msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "Estimated load %(load)s is %(share)s of %(psu)s's %(rating)s (%(version)s), "
            "feeding %(n)s GPUs of %(high)s or more: Intel sizes a unit without ATX 3.x's "
            "excursion rating at %(intel_psu)s for a %(intel_load)s box (load at most "
            "%(limit)s) so that it rides out the GPUs' power spikes; data-parallel training "
            "steps every card at once",
        ),
        load=w(feed.load_w),
        share=f"{feed.load_w / feed.rating_w:.0%}",
        psu=feed_name(view, feed),
        rating=w(psu.wattage_w),
        version=version,
        n=str(len(high_end)),
        high=w(HIGH_END_GPU_W),
        intel_psu=w(ATX2_SIZING_PSU_W),
        intel_load=w(ATX2_SIZING_LOAD_W),
        limit=f"{ATX2_LOAD_FRACTION:.0%}",
    )
    record = record_for(psu, high_end, feed.load_w)
    if record is not None:
        message = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(finding)s; but this PSU model is documented to have fed %(n)s × %(card)s "
                "at %(record)s without shutting down (%(source)s), more than this load",
            ),
            finding=message,
            n=str(record.gpus),
            card=models[0].name,
            record=w(record.load_w),
            source=record.source,
        )
    make = warning if known_standard(psu) and record is None else note
    return make(RULE, message, psu, *models, fix=_remedy(view, feed), key=feed_key(RULE, feed))


def _remedy(view: BuildView, feed: PsuFeed) -> Fix:
    """An ATX 3.x unit sized the usual way, any unit with Intel's margin, or a power cap."""
    atx3_w = recommended_psu_w(feed.load_w)
    plain_w = ceil_to(feed.load_w / ATX2_LOAD_FRACTION)
    options: list[str | Message] = [
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "pick an ATX 3.x PSU of at least %(atx3)s or any PSU of at least %(plain)s "
                "(same speed and power draw, the price of a PSU)",
            ),
            atx3=w(atx3_w),
            plain=w(plain_w),
        )
    ]
    cap = _cap_text(view, feed)
    if cap is not None:
        options.append(cap)
    return fix(
        fold(options, QT_TRANSLATE_NOOP("Findings", "%(a)s; or %(b)s")),
        Category.PSU,
        atx3_or_at_least(atx3_w, plain_w),
    )


def _cap_text(view: BuildView, feed: PsuFeed) -> Message | None:
    """The GPU power limit (whole 5 % steps of board power) that brings the sustained load
    within 68 % of this unit; whether it also shrinks the spikes is not measured."""
    cap = power_limit(view)
    steady = feed.cpu_w + feed.rest_w if feed.main else 0.0
    room = feed.rating_w * ATX2_LOAD_FRACTION - steady
    if room <= 0 or feed.gpu_w <= 0:
        return None
    fraction = math.floor(cap * room / feed.gpu_w * 20) / 20
    speed = power_limit_speed(fraction)
    if speed is None or fraction >= cap:
        return None
    top = max(g.board_power_w for g in feed.gpus)
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → "
            "%(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, "
            "no change in price; whether the cap also lowers the spikes is not measured",
        ),
        fraction=f"{fraction:.0%}",
        stock=w(top),
        capped=w(top * fraction),
        speed=f"{speed:.2f}",
        saved=w(feed.gpu_w * (1 - fraction / cap)),
    )


RULES = (atx2_margin,)
