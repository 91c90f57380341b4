"""Rule 14: GPU power spikes (transients) against what each PSU rides out.

Per PSU unit and per peak window (under 1 ms, up to 10 ms): every GPU it feeds at its
class's cited peak (data/gpu_transients.csv, :mod:`dlbox.core.rig.spikes`) plus the CPU
and the rest at their steady draw, against the unit's rating times its excursion allowance
(ATX 3.x: 180 % for peaks under 1 ms, 160 % up to 10 ms; an older or unknown unit: 100 %).
All GPUs' peaks are summed: data-parallel training starts every card's kernels together,
so their spikes coincide.  A class with no figure for a window counts at a floor and the
window is listed under "not checked" (:mod:`dlbox.core.rules.unchecked`).

Severity: a warning where the unit's standard is known (stated, or dated before ATX 3.0
existed), a note where it is unknown; never an error: the figures are a few cards' peaks,
and a unit's real protection limits are not published.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, fold, join_and, msg
from dlbox.core.parts import ATX3_FINAL, GPU, PSU, Category
from dlbox.core.rig.load import (
    HIGH_END_GPU_W,
    MAIN,
    SLOT_W,
    PsuFeed,
    WindowPeak,
    ceil_to,
    power_limit,
    power_limit_speed,
    recommended_psu_w,
    window_factor,
)
from dlbox.core.rig.spikes import ATX3_RIDE_THROUGH, figures_for, ride_through
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import ExtraFilter, Finding, Fix, fix, note, w, warning
from dlbox.core.rules.power import feed_key, feed_name

RULE = "power.transients"


def transients(view: BuildView) -> Iterator[Finding]:
    if view.psu is None or view.bundled_supply:
        return
    for feed in view.power.feeds:
        if feed.psu is not None and feed.gpus and feed.peaks:
            yield from _feed_transients(view, feed)


def limit_w(psu: PSU, window: str) -> float:
    return psu.wattage_w * ride_through(psu, window)


def warns(psu: PSU, peak: WindowPeak) -> bool:
    """Whether a peak past the unit's allowance is a warning rather than a note.

    An ATX 3.x unit is specified for both windows: past it, a warning.  A unit not rated
    ATX 3.x has no excursion allowance at all, but its output capacitors carry short bursts
    and units do ride out peaks under 1 ms past their rating: Puget's four RTX 3090 at
    280 W ran on an EVGA SuperNOVA 1600 P2 (pre-ATX 3.0) with about 2.7 kW under 1 ms by the
    RTX A6000 figure.  So there a warning needs a measured peak of a few ms past a rating
    that is known not to be ATX 3.x; a peak under 1 ms, a floor, or an unknown standard
    gives a note.
    """
    if psu.is_atx3:
        return True
    return known_standard(psu) and peak.window == "10ms" and not peak.unmeasured


def worst_peak(psu: PSU, feed: PsuFeed) -> WindowPeak:
    """The peak to report: past the allowance and a warning first, measured before a floor,
    then the furthest past (or nearest to) what the unit rides out."""
    return max(
        feed.peaks,
        key=lambda p: (
            p.watts > limit_w(psu, p.window),
            warns(psu, p),
            not p.unmeasured,
            p.watts / limit_w(psu, p.window),
        ),
    )


def _feed_transients(view: BuildView, feed: PsuFeed) -> Iterator[Finding]:
    psu = feed.psu
    assert psu is not None
    worst = worst_peak(psu, feed)
    if worst.watts > limit_w(psu, worst.window):
        yield _over(view, feed, psu, worst)
    elif not psu.is_atx3 and not feed.short_of_atx2_margin:
        # Past Intel's ATX 2.x sizing, power.psu_capacity already asks for the margin.
        yield from _unmeasured_steps(view, feed, psu)


def known_standard(psu: PSU) -> bool:
    """Whether the unit's ATX version is stated or follows from its dates."""
    return psu.is_atx3 or bool(psu.atx_version) or psu.pre_atx3 is not None


def atx_version_text(psu: PSU, unknown: str | Message) -> str | Message:
    """'ATX 2.52'; for a unit of unknown version whose dates predate ATX 3.0, that inference
    with its evidence; else ``unknown``."""
    if psu.atx_version:
        return f"ATX {psu.atx_version}"
    if psu.pre_atx3 is None:
        return unknown
    if psu.year is not None and psu.year < ATX3_FINAL.year:
        return msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "not ATX 3.x: a %(year)s model, before the ATX 3.0 spec became final (February "
                "2022), so ATX 2.x at most, with no excursion rating",
            ),
            year=str(psu.year),
        )
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "not ATX 3.x: documented on %(date)s, before the ATX 3.0 spec became final "
            "(February 2022), so ATX 2.x at most, with no excursion rating",
        ),
        date=psu.as_of.isoformat(),
    )


def _window(window: str) -> Message:
    return msg(
        QT_TRANSLATE_NOOP("Findings", "under 1 ms")
        if window == "1ms"
        else QT_TRANSLATE_NOOP("Findings", "up to 10 ms")
    )


def _fed(view: BuildView, feed: PsuFeed) -> list[tuple[GPU, float]]:
    """(GPU, watts it keeps drawing from PSU 1 through a board slot if moved elsewhere)."""
    units = max(1, len(view.power.feeds))
    out = []
    for gpu, unit, mount in zip(view.gpus, view.gpu_psu, view.gpu_mounts, strict=True):
        if (unit if unit < units else MAIN) != feed.index:
            continue
        stays = 0.0 if mount.riser or not feed.main else min(SLOT_W, gpu.board_power_w)
        out.append((gpu, stays * power_limit(view)))
    return out


def _peak_text(view: BuildView, feed: PsuFeed, window: str) -> Message:
    """'4 × NVIDIA GeForce GTX 1080 Ti 250 W × 1.23 (measured on EVGA …)' per model."""
    cap = power_limit(view)
    parts: list[str | Message] = []
    for gpu in {g.id: g for g in feed.gpus}.values():
        n = str(sum(1 for g in feed.gpus if g.id == gpu.id))
        factor, measured = window_factor(gpu, window)
        board = w(gpu.board_power_w * cap)
        if measured:
            parts.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(n)s × %(gpu)s %(board)s × %(factor)s (measured on %(card)s)"
                    ),
                    n=n,
                    gpu=gpu.name,
                    board=board,
                    factor=f"{factor:.2f}",
                    card=figures_for(gpu)[window].card,
                )
            )
        else:
            parts.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(n)s × %(gpu)s %(board)s × %(factor)s at least (no figure for its "
                        "class at this window)",
                    ),
                    n=n,
                    gpu=gpu.name,
                    board=board,
                    factor=f"{factor:.2f}",
                )
            )
    return join_and(parts)


def _over(view: BuildView, feed: PsuFeed, psu: PSU, peak: WindowPeak) -> Finding:
    limit = limit_w(psu, peak.window)
    steady = feed.cpu_w + feed.rest_w
    together = (
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "; data-parallel training starts every card's work together, so their spikes "
                "coincide",
            )
        )
        if len(feed.gpus) > 1
        else ""
    )
    plus: str | Message = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "; plus %(steady)s steady for CPU and the rest"),
            steady=w(steady),
        )
        if feed.main
        else ""
    )
    common = {
        "window": _window(peak.window),
        "peak": w(peak.watts),
        "peaks": _peak_text(view, feed, peak.window),
        "plus": plus,
        "psu": feed_name(view, feed),
        "rating": w(psu.wattage_w),
        "together": together,
    }
    at_least = bool(peak.unmeasured)
    if psu.is_atx3:
        template = (
            QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; "
                "%(psu)s (ATX 3.x, %(rating)s) is "
                "specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short",
            )
            if at_least
            else QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; "
                "%(psu)s (ATX 3.x, %(rating)s) is "
                "specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short",
            )
        )
        pct = f"{ride_through(psu, peak.window):.0%}"
        message = msg(template, pct=pct, limit=w(limit), **common)
    else:
        version = atx_version_text(
            psu,
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "ATX version unknown: assumed ATX 2.x, which has no excursion rating",
                )
            ),
        )
        template = (
            QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; "
                "%(psu)s (%(version)s) is rated "
                "%(rating)s: a unit not rated ATX 3.x may trip its over-current protection "
                "and shut down",
            )
            if at_least
            else QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; "
                "%(psu)s (%(version)s) is rated "
                "%(rating)s: a unit not rated ATX 3.x may trip its over-current protection "
                "and shut down",
            )
        )
        message = msg(template, version=version, **common)
    make = warning if warns(psu, peak) else note
    spiky = list({g.id: g for g in feed.gpus}.values())
    return make(RULE, message, psu, *spiky, fix=_remedy(view, feed, psu), key=feed_key(RULE, feed))


def _remedy(view: BuildView, feed: PsuFeed, psu: PSU) -> Fix:
    """A unit that rides the peaks out, a second PSU for some cards, or a power cap."""
    steady_need = recommended_psu_w(feed.load_w)  # and the sustained load within 80 %
    atx3_w = max(
        steady_need, ceil_to(max(p.watts / ATX3_RIDE_THROUGH[p.window][0] for p in feed.peaks))
    )
    plain_w = max(steady_need, ceil_to(max(p.watts for p in feed.peaks)))
    options: list[str | Message] = [
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "pick an ATX 3.x PSU of at least %(atx3)s (specified for these peaks) or any "
                "PSU rated at least %(plain)s",
            ),
            atx3=w(atx3_w),
            plain=w(plain_w),
        )
    ]
    split = _split_text(view, feed, psu)
    if split:
        options.append(split)
    cap = _cap_text(view, feed, psu)
    if cap:
        options.append(cap)
    return fix(
        fold(options, QT_TRANSLATE_NOOP("Findings", "%(a)s; or %(b)s")),
        Category.PSU,
        atx3_or_at_least(atx3_w, plain_w),
    )


def _split_text(view: BuildView, feed: PsuFeed, psu: PSU) -> Message | None:
    """Move the fewest cards' cables to a second PSU so that every window fits this unit."""
    fed = _fed(view, feed)
    if len(fed) < 2:
        return None
    cap = power_limit(view)
    left = {p.window: p.watts for p in feed.peaks}
    # Largest peak first: the fewest cards moved.
    order = sorted(fed, key=lambda gs: -gs[0].board_power_w * window_factor(gs[0], "1ms")[0])
    moved = 0
    for gpu, stays in order[:-1]:  # at least one card stays on this unit
        if all(left[win] <= limit_w(psu, win) for win in left):
            break
        for win in left:
            left[win] -= gpu.board_power_w * cap * window_factor(gpu, win)[0] - stays
        moved += 1
    if not moved or any(left[win] > limit_w(psu, win) for win in left):
        return None
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "feed the cables of %(n)s of the %(all)s GPUs from a second PSU (a dual-PSU adapter "
            "switches both on together): the peaks on %(psu)s fall to about %(left)s",
        ),
        n=str(moved),
        all=str(len(fed)),
        psu=psu.name,
        left=w(max(left.values())),
    )


def _cap_text(view: BuildView, feed: PsuFeed, psu: PSU) -> Message | None:
    """The GPU power limit (whole 5 % steps) that brings every window within the unit, if
    the spikes shrink in proportion: not measured, and the message says so."""
    cap = power_limit(view)
    steady = feed.cpu_w + feed.rest_w
    fractions = []
    for peak in feed.peaks:
        gpu_part = peak.watts - steady
        room = limit_w(psu, peak.window) - steady
        if gpu_part <= 0 or room <= 0:
            return None
        fractions.append(cap * room / gpu_part)
    fraction = math.floor(min(fractions) * 20) / 20
    speed = power_limit_speed(fraction)
    if speed is None or fraction >= 1.0 or fraction >= cap:
        return None
    top = max(g.board_power_w for g in feed.gpus)
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → "
            "%(capped)s per card): about %(speed)s× training speed, no change in price; this "
            "helps only if the spikes shrink with the limit, which no figure here measures",
        ),
        fraction=f"{fraction:.0%}",
        stock=w(top),
        capped=w(top * fraction),
        speed=f"{speed:.2f}",
    )


# Two or more 250 W cards with no sub-millisecond figure (Pascal: only peaks of a few ms are
# measured; Maxwell, Volta, AMD: none) on a PSU not rated ATX 3.x.  Boxes like this rebooted
# under data-parallel training at 69–94 % of their rating while passing stress tests — four
# GTX 1080 Ti on 1300 W (pytorch/pytorch#1637) and on 1500 W with the wall meter under
# 1000 W (pytorch/pytorch#3022: "gpuburn ... does not create steep power ramps"), two
# TITAN X/Xp on 850 W (tensorflow/tensorflow#8858), two GTX 1080 Ti on 750 W (fangq/mcx#228)
# — yet NVIDIA's DIGITS DevBox ran four 250 W TITAN X on a 1500 W unit.  No figure separates
# the failed boxes from the ones that ran, so this is a note with the load and the fixes.
STEP_CAP_FRACTION = 0.8


def _unmeasured_steps(view: BuildView, feed: PsuFeed, psu: PSU) -> Iterator[Finding]:
    short = next(p for p in feed.peaks if p.window == "1ms")
    high_end = [g for g in short.unmeasured if g.board_power_w >= HIGH_END_GPU_W]
    if len(high_end) < 2:
        return
    models = list({g.id: g for g in high_end}.values())
    top = max(g.board_power_w for g in models)
    capped = top * STEP_CAP_FRACTION
    speed = power_limit_speed(STEP_CAP_FRACTION)
    version = atx_version_text(psu, msg(QT_TRANSLATE_NOOP("Findings", "ATX version unknown")))
    yield note(
        RULE,
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s GPUs of %(high)s or more (%(who)s) on %(psu)s (%(version)s): "
                "data-parallel training steps every card at once, and a PSU not rated ATX 3.x "
                "is not specified for such load steps; no spike under 1 ms is measured for "
                "these cards (the estimate: %(load)s steady, %(share)s of %(rating)s), and "
                "boxes like this rebooted under training at 69–94 %% of their rating while "
                "passing stress tests",
            ),
            n=str(len(high_end)),
            high=w(HIGH_END_GPU_W),
            who=", ".join(g.name for g in models),
            psu=psu.name,
            version=version,
            load=w(feed.load_w),
            share=f"{feed.load_w / psu.wattage_w:.0%}",
            rating=w(psu.wattage_w),
        ),
        psu,
        *models,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Pick an ATX 3.x PSU of at least %(rating)s (specified for 200 %% load "
                    "steps: same speed and power, the price of a PSU), or cap the GPUs at "
                    "%(fraction)s (nvidia-smi -pl, %(stock)s → %(capped)s per card): about "
                    "%(speed)s× training speed and %(saved)s less draw, no change in price",
                ),
                rating=w(psu.wattage_w),
                fraction=f"{STEP_CAP_FRACTION:.0%}",
                stock=w(top),
                capped=w(capped),
                speed=f"{speed:.2f}" if speed is not None else "",
                saved=w((top - capped) * len(high_end)),
            ),
            Category.PSU,
            _atx3_at_least(psu.wattage_w),
        ),
        key=feed_key(RULE, feed),
    )


def _atx3_at_least(watts: float) -> ExtraFilter:
    return lambda t: t.atx3() & (t.num("wattage_w") >= watts)


def atx3_or_at_least(atx3_w: float, plain_w: float) -> ExtraFilter:
    """The PSUs a fix offers: ATX 3.x of at least ``atx3_w``, or any of at least ``plain_w``."""
    return lambda t: (t.atx3() & (t.num("wattage_w") >= atx3_w)) | (t.num("wattage_w") >= plain_w)


RULES = (transients,)
