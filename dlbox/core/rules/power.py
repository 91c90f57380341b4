"""Rules 13, 15 and 16: PSU rating and connectors per PSU, and the wall circuit (rule 14,
transients, lives in :mod:`dlbox.core.rules.transients`).

The estimates themselves (load, spikes, each PSU's share) live in
:mod:`dlbox.core.rig.load`; the names are re-exported here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

import numpy as np

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, join_and, msg
from dlbox.core.parts import GPU, PSU, Category, PartBase
from dlbox.core.rig.load import (
    BOARD_REST_W,
    CONTINUOUS_FRACTION,
    DEFAULT_BOARD_REST_W,
    HIGH_MAINS_V,
    LOAD_WARN_FRACTION,
    MIN_POWER_LIMIT,
    MODULE_W,
    PCIE_8PIN_W,
    REGISTERED_MODULE_W,
    ConnectorNeed,
    PowerEstimate,
    PsuFeed,
    connector_need,
    cpu_power_w,
    power_limit,
    power_limit_speed,
    recommended_psu_w,
)
from dlbox.core.rig.site import DEFAULT_CIRCUIT_A, DEFAULT_MAINS_V
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, Fix, error, fix, note, w, warning

__all__ = [
    "BOARD_REST_W",
    "DEFAULT_BOARD_REST_W",
    "MODULE_W",
    "PCIE_8PIN_W",
    "REGISTERED_MODULE_W",
    "PowerEstimate",
    "connector_need",
    "cpu_power_w",
    "power_limit",
    "power_limit_speed",
]


def power_limit_text(view: BuildView, target_load_w: float) -> str | Message:
    """'cap the GPUs at 80 % (350 → 280 W): about 0.96× speed', or '' if that is not enough."""
    est = view.power
    stock = sum(g.board_power_w for g in view.gpus)
    if stock <= 0:
        return ""
    allowed_gpu = target_load_w - est.cpu_w - est.rest_w
    fraction = math.floor(allowed_gpu / stock * 20) / 20  # whole 5 % steps of board power
    speed = power_limit_speed(fraction)
    if speed is None or fraction >= 1.0:
        return ""
    gpu = max(view.gpus, key=lambda g: g.board_power_w)
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPUs at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, "
            "e.g. nvidia-smi -pl): about %(speed)s× training speed",
        )
        if len(view.gpus) > 1
        else QT_TRANSLATE_NOOP(
            "Findings",
            "cap the GPU at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, "
            "e.g. nvidia-smi -pl): about %(speed)s× training speed",
        ),
        fraction=f"{fraction:.0%}",
        gpu=gpu.name,
        stock=w(gpu.board_power_w),
        capped=w(gpu.board_power_w * fraction),
        speed=f"{speed:.2f}",
    )


def _parts(view: BuildView) -> list:  # type: ignore[type-arg]
    supply = view.psu if view.psu is not None else view.case
    return [p for p in (supply, view.cpu, *{g.id: g for g in view.gpus}.values()) if p is not None]


def _several(view: BuildView) -> bool:
    return len(view.power.feeds) > 1


def feed_key(rule: str, feed: PsuFeed) -> str:
    """PSU 1's finding keeps the plain rule key (the compatibility filter matches it)."""
    return rule if feed.main else f"{rule}:psu{feed.index + 1}"


def feed_name(view: BuildView, feed: PsuFeed) -> str | Message:
    """'Corsair …' with one PSU, 'PSU 2 (Corsair …)' with several, the adapter of a barebone."""
    if feed.psu is None:
        return msg(QT_TRANSLATE_NOOP("Findings", "%(case)s's adapter"), case=view.case.name)  # type: ignore[union-attr]
    if not _several(view):
        return feed.psu.name
    return msg(
        QT_TRANSLATE_NOOP("Findings", "PSU %(n)s (%(psu)s)"),
        n=str(feed.index + 1),
        psu=feed.psu.name,
    )


def _feed_parts(view: BuildView, feed: PsuFeed) -> list:  # type: ignore[type-arg]
    if not _several(view):
        return _parts(view)
    supply = [feed.psu] if feed.psu is not None else []
    cpu = [view.cpu] if feed.main and view.cpu is not None else []
    return [*supply, *cpu, *{g.id: g for g in feed.gpus}.values()]


def psu_capacity(view: BuildView) -> Iterator[Finding]:
    est = view.power
    supply = est.supply_w
    if supply is None:
        if view.gpus or view.cpu is not None:
            yield note(
                "power.psu_missing",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "No PSU picked: this build draws about %(load)s; pick at least %(psu)s",
                    ),
                    load=w(est.load_w),
                    psu=w(est.recommended_psu_w),
                ),
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP("Findings", "Add a PSU of at least %(psu)s"),
                        psu=w(est.recommended_psu_w),
                    ),
                    Category.PSU,
                    _at_least(est.recommended_psu_w),
                    "wattage",
                ),
            )
        return
    for feed in est.feeds:
        yield from _feed_capacity(view, feed)


def _feed_capacity(view: BuildView, feed: PsuFeed) -> Iterator[Finding]:
    load, supply = feed.load_w, feed.rating_w
    share = load / supply
    if share <= LOAD_WARN_FRACTION:
        return
    cpu = view.cpu
    if not feed.main:
        breakdown: Message = msg(
            QT_TRANSLATE_NOOP("Findings", "%(gpu)s for the cables of %(gpus)s"),
            gpu=w(feed.gpu_w),
            gpus=", ".join(g.name for g in feed.gpus),
        )
    elif cpu is None:
        # No CPU picked: its draw is unknown, not 0 W; the load is a floor.
        breakdown = msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(gpu)s GPU + %(rest)s rest; no CPU picked, so add its draw"
            ),
            gpu=w(feed.gpu_w),
            rest=w(feed.rest_w),
        )
    else:
        breakdown = msg(
            QT_TRANSLATE_NOOP("Findings", "%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest")
            if cpu.sustained_power_w is not None
            else QT_TRANSLATE_NOOP(
                "Findings", "%(gpu)s GPU + %(cpu)s CPU (TDP; sustained unknown) + %(rest)s rest"
            ),
            gpu=w(feed.gpu_w),
            cpu=w(feed.cpu_w),
            rest=w(feed.rest_w),
        )
    name = feed_name(view, feed)
    loads = {"load": w(load), "breakdown": breakdown, "name": name, "supply": w(supply)}
    key = feed_key("power.psu_capacity", feed)
    parts = _feed_parts(view, feed)
    if share > 1.0:
        yield error(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s); %(name)s is rated %(supply)s "
                    "(%(share)s)",
                ),
                share=f"{share:.0%}",
                **loads,
            ),
            *parts,
            fix=_bigger_psu(view, supply) if feed.main else _move_gpus(view, feed),
            key=key,
        )
    elif feed.main and view.bundled_supply:
        yield note(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s's "
                    "%(supply)s: the vendor sized this adapter for the chassis; keep GPU "
                    "and CPU at stock power",
                ),
                share=f"{share:.0%}",
                **loads,
            ),
            *parts,
            key=key,
        )
    else:
        yield warning(
            "power.psu_capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s's "
                    "%(supply)s; above %(limit)s the PSU runs hot and loud with no headroom",
                ),
                share=f"{share:.0%}",
                limit=f"{LOAD_WARN_FRACTION:.0%}",
                **loads,
            ),
            *parts,
            fix=_bigger_psu(view, supply) if feed.main else _move_gpus(view, feed),
            key=key,
        )


def _move_gpus(view: BuildView, feed: PsuFeed) -> Fix:
    """A second PSU that is overloaded: move a card to another PSU or pick a larger unit."""
    return fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Move a GPU from PSU %(n)s to another PSU (Build editor: right-click the GPU "
                "line, Power, Risers and Water), or use a PSU of at least %(psu)s there",
            ),
            n=str(feed.index + 1),
            psu=w(recommended_psu_w(feed.load_w)),
        )
    )


def psu_assignment(view: BuildView) -> Iterator[Finding]:
    """Several PSUs: say which one carries what, and flag units that feed no GPU."""
    feeds = view.power.feeds
    if len(feeds) < 2:
        return
    if not view.gpus:
        yield _spare_psus(feeds)
        return
    idle = [f for f in feeds if not f.main and not f.gpus]
    if not idle:
        return
    main = feeds[0]
    names = ", ".join(f"PSU {f.index + 1}" for f in idle)
    yield warning(
        "power.psu_assignment",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s PSUs, but no GPU is assigned to %(idle)s: every GPU was counted on PSU 1 "
                "(%(load)s of its %(rating)s); a dual-PSU rig splits the cards between them",
            ),
            n=str(len(feeds)),
            idle=names,
            load=w(main.load_w),
            rating=w(main.rating_w),
        ),
        *[f.psu for f in feeds if f.psu is not None][:1],
        *{g.id: g for g in view.gpus}.values(),
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Assign GPUs to %(idle)s (Build editor: right-click a GPU line, Power, Risers "
                    "and Water; in the file: psu_split on the GPU line), or remove the unused PSU",
                ),
                idle=names,
            )
        ),
    )


def _spare_psus(feeds: tuple[PsuFeed, ...]) -> Finding:
    """Several PSUs and no GPU: only PSU 1 is counted (board, CPU, the rest); the others
    feed nothing, which is most likely a GPU line left out of the build."""
    spare = ", ".join(f"PSU {f.index + 1}" for f in feeds if not f.main)
    return note(
        "power.psu_assignment",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s PSUs but no GPU in the build: nothing for %(spare)s to feed; only PSU 1 "
                "was counted (%(load)s of its %(rating)s)",
            ),
            n=str(len(feeds)),
            spare=spare,
            load=w(feeds[0].load_w),
            rating=w(feeds[0].rating_w),
        ),
        *[f.psu for f in feeds if f.psu is not None][:1],
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Add the GPUs %(spare)s should feed (psu_split on their line), or remove "
                    "the unused PSU: that saves its price and changes neither speed nor power",
                ),
                spare=spare,
            )
        ),
    )


def rig_problems(view: BuildView) -> Iterator[Finding]:
    """Rig fields of the file (psu_split, risers, water_blocks) that do not add up."""
    for problem in view.rig_problems:
        yield warning(
            "build.rig",
            problem.text,
            key=f"build.rig:{problem.field}",
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "Correct %(field)s in the build editor or the file"
                    ),
                    field=problem.field,
                )
            ),
        )


def _bigger_psu(view: BuildView, supply: float) -> Fix:
    """A PSU rated for the load, or the GPU power limit that keeps ``supply`` at 80 %."""
    recommended = view.power.recommended_psu_w
    limit = power_limit_text(view, supply * LOAD_WARN_FRACTION)
    alternatives = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a PSU of at least %(psu)s, or %(limit)s"),
            psu=w(recommended),
            limit=limit,
        )
        if limit
        else msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a PSU of at least %(psu)s"), psu=w(recommended)
        )
    )
    return fix(
        alternatives,
        Category.PSU,
        _at_least(recommended),
        "wattage",
        if_none=_no_psu_large_enough(view, recommended),
    )


def circuit(view: BuildView) -> tuple[float, float, float]:
    """Mains volts, circuit amps and the continuous load the circuit carries (W)."""
    volts = float(view.setting("mains_voltage_v", DEFAULT_MAINS_V))
    amps = float(view.setting("circuit_amps", DEFAULT_CIRCUIT_A))
    return volts, amps, volts * amps * CONTINUOUS_FRACTION


def _no_psu_large_enough(view: BuildView, recommended: float) -> Message:
    """The fix when no catalogue PSU is rated ``recommended``: what else can be done."""
    est = view.power
    stock = sum(g.board_power_w for g in view.gpus)
    facts: dict[str, str | Message] = {"psu": w(recommended)}
    capped: str | Message = ""
    speed = power_limit_speed(MIN_POWER_LIMIT)
    if stock > 0 and speed is not None:
        capped_load = stock * MIN_POWER_LIMIT + est.cpu_w + est.rest_w
        capped = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "; cap the GPUs at %(fraction)s of board power (about %(speed)s× training "
                "speed), which brings the load to about %(load)s, for a PSU of at least %(psu)s",
            ),
            fraction=f"{MIN_POWER_LIMIT:.0%}",
            speed=f"{speed:.2f}",
            load=w(capped_load),
            psu=w(recommended_psu_w(capped_load)),
        )
    volts, _amps, continuous = circuit(view)
    wall: str | Message = ""
    if est.wall_w > continuous:
        wall = (
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "; and at the wall a load this large needs a 20 A or 230–240 V circuit",
                )
            )
            if volts < HIGH_MAINS_V
            else msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "; and at the wall a load this large needs a circuit with a higher rating",
                )
            )
        )
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "No PSU in the catalogue is rated %(psu)s or more. Use fewer GPUs%(capped)s; or feed "
            "some GPUs' power cables from a second PSU (a dual-PSU adapter switches both on "
            "together)%(wall)s",
        ),
        capped=capped,
        wall=wall,
        **facts,
    )


def _at_least(watts: float):  # type: ignore[no-untyped-def]
    return lambda t: t.num("wattage_w") >= watts


def _eight_pins(n: int) -> Message:
    return count(
        n,
        QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pin"),
        QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 8-pins"),
    )


def _wanted(need: ConnectorNeed, gpus: int) -> Message:
    """'the GPUs need 2 PCIe 6/8-pin inputs and 1 16-pin … input' (the GPU needs …)."""
    asked: list[str | Message] = []
    if need.pcie_cables:
        asked.append(
            count(
                need.pcie_cables,
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin input"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s PCIe 6/8-pin inputs"),
            )
        )
    if need.hpwr_inputs:
        asked.append(
            count(
                need.hpwr_inputs,
                QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) input"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s 16-pin (12VHPWR/12V-2x6) inputs"),
            )
        )
    return msg(
        QT_TRANSLATE_NOOP("Findings", "the GPU needs %(wanted)s")
        if gpus == 1
        else QT_TRANSLATE_NOOP("Findings", "the GPUs need %(wanted)s"),
        wanted=join_and(asked),
    )


def fewest_native(need: ConnectorNeed, eight_pins: int) -> int | None:
    """Fewest native 16-pin sockets with which ``eight_pins`` 8-pins are enough (None: never)."""
    for native in range(need.hpwr_inputs + 1):
        if need.eight_pins_needed(native) <= eight_pins:
            return native
    return None


def _enough_connectors(need: ConnectorNeed):  # type: ignore[no-untyped-def]
    """Suggestion filter: PSUs whose stated cable set feeds ``need`` (an unknown count
    passes the compatibility filter, since it is never an error, but is no fix)."""
    needed = np.array([need.eight_pins_needed(n) for n in range(len(need.adapter_8pins) + 1)])

    def extra(t):  # type: ignore[no-untyped-def]
        eight, native = t.num("pcie_8pin"), t.num("hpwr_16pin")
        known = ~np.isnan(eight) & ~np.isnan(native)
        used = np.clip(np.nan_to_num(native, nan=0.0), 0, len(needed) - 1).astype(np.int64)
        return known & (np.nan_to_num(eight, nan=-1.0) >= needed[used])

    return extra


def _more_connectors_fix(need: ConnectorNeed) -> Fix:
    """The finding names both counts; the suggestions are PSUs whose stated cables feed
    the GPUs (a PSU swap leaves training speed as it is)."""
    return fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Pick a PSU with enough PCIe/16-pin connectors (one cable per socket, no "
                "daisy-chained pigtails)",
            )
        ),
        Category.PSU,
        _enough_connectors(need),
        "connectors",
    )


def gpu_connectors(view: BuildView) -> Iterator[Finding]:
    """PCIe 6/8-pin and 16-pin inputs against the PSU's cables.

    An unknown count is only mentioned when the GPUs depend on it, and never makes an
    error: an unknown native 16-pin count is taken at its most favourable (every input
    native) for the error, at its least favourable (none) for "certainly enough"."""
    if view.psu is None or view.bundled_supply or not view.gpus:
        return
    for feed in view.power.feeds:
        if feed.psu is not None and feed.gpus:
            yield from _feed_connectors(
                feed.psu, feed.gpus, feed_key("power.gpu_connectors", feed), feed_name(view, feed)
            )


def _feed_connectors(
    psu: PSU, gpus: tuple[GPU, ...], key: str, name: str | Message
) -> Iterator[Finding]:
    need = connector_need(gpus)
    if need.pcie_cables == 0 and need.hpwr_inputs == 0:
        return
    models = list({g.id: g for g in gpus}.values())
    wanted = _wanted(need, len(gpus))
    native_known = psu.hpwr_16pin is not None
    best = psu.hpwr_16pin if psu.hpwr_16pin is not None else need.hpwr_inputs
    worst = psu.hpwr_16pin if psu.hpwr_16pin is not None else 0
    eight_best, eight_worst = need.eight_pins_needed(best), need.eight_pins_needed(worst)
    if eight_worst == 0:
        return  # the PSU's native 16-pin sockets feed every GPU: its 8-pin count is moot
    if psu.pcie_8pin is None:
        if native_known or not need.hpwr_inputs:
            after: str | Message = (
                msg(
                    QT_TRANSLATE_NOOP("Findings", " after its %(native)s native 16-pin"),
                    native=str(worst),
                )
                if worst
                else ""
            )
            message = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s: %(eight)s from %(psu)s%(after)s, whose PCIe "
                    "8-pin count is unknown: check its cable table",
                ),
                wanted=wanted,
                eight=_eight_pins(eight_worst),
                psu=name,
                after=after,
            )
        else:
            message = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(psu)s's PCIe 8-pin and native 16-pin counts "
                    "are unknown: check its cable table",
                ),
                wanted=wanted,
                psu=name,
            )
        yield note("power.gpu_connectors", message, psu, *models, key=key)
        return
    if eight_best <= psu.pcie_8pin < eight_worst:
        # Enough only if the PSU has some native 16-pin sockets, and that count is unknown.
        yield note(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(psu)s has %(eight)s, enough only with at least "
                    "%(native)s native 16-pin, and its native 16-pin count is unknown: check its "
                    "cable table",
                ),
                wanted=wanted,
                psu=name,
                eight=_eight_pins(psu.pcie_8pin),
                native=str(fewest_native(need, psu.pcie_8pin)),
            ),
            psu,
            *models,
            key=key,
        )
        return
    has = (
        msg(
            QT_TRANSLATE_NOOP("Findings", "%(psu)s has %(eight)s and %(native)s native 16-pin"),
            psu=name,
            eight=_eight_pins(psu.pcie_8pin),
            native=str(psu.hpwr_16pin),
        )
        if native_known
        else msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(psu)s has %(eight)s and an unknown number of native 16-pin"
            ),
            psu=name,
            eight=_eight_pins(psu.pcie_8pin),
        )
    )
    adapters = max(0, need.hpwr_inputs - best)
    via: str | Message = ""
    if adapters:
        via = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "; %(n_inputs)s 16-pin input through the card's adapter takes %(n)s 8-pins",
            )
            if adapters == 1
            else QT_TRANSLATE_NOOP(
                "Findings",
                "; %(n_inputs)s 16-pin inputs through the cards' adapters take %(n)s 8-pins",
            ),
            n_inputs=str(adapters),
            n=str(sum(need.adapter_8pins[best:])),
        )
    if eight_best > psu.pcie_8pin:
        yield error(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(wanted)s; %(has)s%(via)s: %(eight)s needed"),
                wanted=wanted,
                has=has,
                via=via,
                eight=_eight_pins(eight_best),
            ),
            psu,
            *models,
            key=key,
            fix=_more_connectors_fix(need),
        )
    elif adapters:
        yield note(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): "
                    "use a separate cable per 8-pin plug",
                ),
                wanted=wanted,
                has=has,
                via=via,
                eight=str(eight_best),
                total=str(psu.pcie_8pin),
            ),
            psu,
            *models,
            key=key,
        )


# A 12VHPWR / 12V-2x6 connector is rated 600 W (PCIe CEM 5.0).  At 450 W and more per
# connector (RTX 4090/5090 class) the margin is thin: plugs not fully seated, or cables bent
# sharply near the plug, have melted — a Gigabyte RTX 4090 Gaming OC's bundled 4 × 8-pin
# adapter, bent against the side panel, melted in play (Reddit report via
# https://estaterule.ru/news/polzovatel-opublikoval-foto-rasplavlennoj-geforce-rtx-4090-videokarta-zagorelas-kogda-on-igral-v-red-dead-redemption-2);
# Gamers Nexus traced the failures to partly seated plugs and debris, adapters and native
# cables alike (https://www.io-tech.fi/uutinen/gamers-nexus-sulavat-12vhpwr-liittimet-kayttajavirheita-yhdistettyna-huonoon-liittimeen/);
# the usual advice is no bend within 35 mm of the plug
# (https://mokbee.com/article/rtx-4090-melting-prevention-safety-guide); Seasonic's
# installation guide asks for at least 35 mm of room between the card and the case's side
# panel for the cable (https://www.telepolis.pl/tech/sprzet/suszarka-do-podlaczenia-karty-graficznej-seasonic,
# read 2026-11-27).  That room is checked in bend_room.py from the card's height or length
# and the case's cooler or GPU-length limit; a missing spec is listed under "not checked".
# At 90 % of the rating and more (RTX 5090: 575 W) even a native cable has almost no margin:
# Tom's Hardware, https://www.tomshardware.com/pc-components/gpus/melting-power-connectors-and-how-to-safeguard-against-them;
# an MSI RTX 5090 on a new ATX 3.1 PSU's native 12V-2x6 cable burnt after nine months
# (https://overclockers.ru/blog/Zelikman/show/246359/Zafiksirovan-samyj-pozharoopasnyj-sluchaj-vozgoraniya-razema-12V-2x6-na-RTX-5090-ot-MSI).
HPWR_RATED_W = 600.0
HPWR_TIGHT_W = 450.0
HPWR_NO_MARGIN = 0.9
HPWR_STRAIGHT_MM = 35
HPWR_CAP_FRACTION = 0.8  # a power cap that keeps most of the speed (Puget: 280 of 350 W, >95 %)


def _tight_16pin(gpus: Iterable[GPU]) -> list[GPU]:
    return [g for g in gpus if g.hpwr_16pin and g.board_power_w / g.hpwr_16pin >= HPWR_TIGHT_W]


def hpwr_connector(view: BuildView) -> Iterator[Finding]:
    """16-pin inputs loaded near their 600 W rating: a warning when fed through the card's
    8-pin adapter, a note on native cables (seating and bend radius decide)."""
    if view.bundled_supply:
        return
    if view.psu is None:
        # No PSU named: whether the plug gets a native cable or the card's adapter is
        # unknown, but a plug loaded to 90 % of its rating has no margin on either (the
        # RTX 5090 plugs that burnt did so on native cables and adapters alike), so that
        # warning does not wait for a PSU.  Lighter plugs are judged once a PSU is chosen.
        tight = [
            g
            for g in _tight_16pin(view.gpus)
            if g.board_power_w / (g.hpwr_16pin or 1) >= HPWR_NO_MARGIN * HPWR_RATED_W
        ]
        if tight:
            yield _no_margin(tight, None, "power.hpwr_connector")
        return
    for feed in view.power.feeds:
        if feed.psu is None:
            continue
        tight = _tight_16pin(feed.gpus)
        if not tight:
            continue
        inputs = sum(g.hpwr_16pin or 0 for g in tight)
        native = feed.psu.hpwr_16pin
        per_plug = max(g.board_power_w / (g.hpwr_16pin or 1) for g in tight)
        cap = max(g.board_power_w for g in tight) * HPWR_CAP_FRACTION
        models = list(dict.fromkeys(tight))
        key = feed_key("power.hpwr_connector", feed)
        names = join_and([g.name for g in models])
        if native is not None and native < inputs:
            yield warning(
                "power.hpwr_connector",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s); "
                        "%(psu)s has %(native)s native 16-pin for %(inputs)s, so %(adapters)s "
                        "through the card's 8-pin adapter, the setup in which RTX 4090 plugs "
                        "have melted when bent or not fully seated",
                    ),
                    gpus=names,
                    load=w(per_plug),
                    rated=w(HPWR_RATED_W),
                    psu=feed_name(view, feed),
                    native=str(native),
                    inputs=str(inputs),
                    adapters=count(
                        inputs - native,
                        QT_TRANSLATE_NOOP("Findings", "%(n)s runs"),
                        QT_TRANSLATE_NOOP("Findings", "%(n)s run"),
                    ),
                ),
                feed.psu,
                *models,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "Pick a PSU with a native 12V-2x6 cable per 16-pin input "
                            "(%(inputs)s; no adapter, same speed), push each plug in until no gap shows and keep "
                            "%(straight)s mm of straight cable before any bend; capping the "
                            "cards at %(cap)s (nvidia-smi -pl) cuts the current by a fifth "
                            "for a few %% of training speed",
                        ),
                        inputs=str(inputs),
                        straight=str(HPWR_STRAIGHT_MM),
                        cap=w(cap),
                    ),
                    Category.PSU,
                    lambda t, inputs=inputs: t.num("hpwr_16pin") >= inputs,
                    "enough native 16-pin cables",
                ),
                key=key,
            )
        elif per_plug >= HPWR_NO_MARGIN * HPWR_RATED_W:
            yield _no_margin(models, feed.psu, key)
        else:
            yield note(
                "power.hpwr_connector",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Up to %(load)s through each 16-pin plug of %(gpus)s (rated "
                        "%(rated)s): push each plug in until no gap shows and keep "
                        "%(straight)s mm of straight cable before any bend (partly seated "
                        "plugs have melted)",
                    ),
                    gpus=names,
                    load=w(per_plug),
                    rated=w(HPWR_RATED_W),
                    straight=str(HPWR_STRAIGHT_MM),
                ),
                feed.psu,
                *models,
                key=key,
            )


def _no_margin(gpus: list[GPU], psu: PSU | None, key: str) -> Finding:
    """The warning for 16-pin plugs loaded to 90 % of their rating or more."""
    models = list(dict.fromkeys(gpus))
    per_plug = max(g.board_power_w / (g.hpwr_16pin or 1) for g in models)
    top = max(g.board_power_w for g in models)
    cap = top * HPWR_CAP_FRACTION
    parts: list[PartBase] = [psu, *models] if psu is not None else list(models)
    return warning(
        "power.hpwr_connector",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Up to %(load)s through each 16-pin plug of %(gpus)s, rated %(rated)s: "
                "%(margin)s of headroom, too little for a plug not fully seated (one "
                "such card burnt its plug on a native ATX 3.1 cable)",
            ),
            load=w(per_plug),
            gpus=join_and([g.name for g in models]),
            rated=w(HPWR_RATED_W),
            margin=f"{1 - per_plug / HPWR_RATED_W:.0%}",
        ),
        *parts,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Cap the cards at %(cap)s (nvidia-smi -pl): %(headroom)s of headroom "
                    "per plug for a few %% of training speed and %(saved)s less power per "
                    "card, no change in price; push each plug in until no gap shows and "
                    "keep %(straight)s mm of straight cable before any bend",
                ),
                cap=w(cap),
                headroom=f"{1 - cap / HPWR_RATED_W:.0%}",
                saved=w(top - cap),
                straight=str(HPWR_STRAIGHT_MM),
            )
        ),
        key=key,
    )


def main_feed_gpus(view: BuildView) -> tuple[GPU, ...]:
    """The GPUs whose cables PSU 1 feeds (every GPU with one PSU)."""
    feeds = view.power.feeds
    return feeds[0].gpus if len(feeds) > 1 else view.gpus


def _feed_eps(view: BuildView, feed: PsuFeed) -> Iterator[Finding]:
    psu = feed.psu
    assert psu is not None
    needed = sum(g.eps_8pin or 0 for g in feed.gpus)
    if not needed or psu.eps_8pin is None or needed <= psu.eps_8pin:
        return  # an unknown count is listed under "not checked"
    models = [g for g in {g.id: g for g in feed.gpus}.values() if g.eps_8pin]
    yield error(
        "power.eps_connectors",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings", "the GPUs on %(psu)s take %(n)s EPS 8-pin; it has %(has)s"
            )
            if len(feed.gpus) > 1
            else QT_TRANSLATE_NOOP(
                "Findings", "the GPU on %(psu)s takes %(n)s EPS 8-pin; it has %(has)s"
            ),
            psu=feed_name(view, feed),
            n=str(needed),
            has=str(psu.eps_8pin),
        ),
        psu,
        *models,
        key=feed_key("power.eps_connectors", feed),
        fix=fix(
            msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU with more EPS 8-pin CPU connectors")),
            Category.PSU,
            lambda t, n=needed: t.num("eps_8pin") >= n,
            "eps_8pin",
        ),
    )


def eps_connectors(view: BuildView) -> Iterator[Finding]:
    """EPS 8-pin sockets of the board and of PSU 1's GPUs against PSU 1; the EPS inputs of
    GPUs on another PSU against that PSU (workstation cards such as the RTX A6000 take one)."""
    psu = view.psu
    if psu is None or view.bundled_supply:
        return
    for feed in view.power.feeds[1:]:
        if feed.psu is not None:
            yield from _feed_eps(view, feed)
    # An unknown board count asks for nothing we can hold against the PSU.
    board_eps = (view.board.eps_8pin or 0) if view.board is not None else 0
    gpus = main_feed_gpus(view)
    gpu_eps = sum(g.eps_8pin or 0 for g in gpus)
    minimum = min(board_eps, 1) + gpu_eps
    full = board_eps + gpu_eps
    if full == 0:
        return
    parts = [p for p in (psu, view.board) if p is not None]
    parts += [g for g in {g.id: g for g in gpus}.values() if g.eps_8pin]
    wants: str | Message = ""
    if view.board is not None:
        wants = count(
            board_eps,
            QT_TRANSLATE_NOOP("Findings", "%(board)s has %(n)s EPS 8-pin socket"),
            QT_TRANSLATE_NOOP("Findings", "%(board)s has %(n)s EPS 8-pin sockets"),
            board=view.board.name,
        )
    if gpu_eps:
        gpus = msg(
            QT_TRANSLATE_NOOP("Findings", "the GPUs take %(n)s EPS 8-pin")
            if len(gpus) > 1
            else QT_TRANSLATE_NOOP("Findings", "the GPU takes %(n)s EPS 8-pin"),
            n=str(gpu_eps),
        )
        wants = (
            msg(QT_TRANSLATE_NOOP("Findings", "%(board)s, and %(gpus)s"), board=wants, gpus=gpus)
            if wants
            else gpus
        )
    if psu.eps_8pin is None:
        yield note(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wants)s; %(psu)s's EPS connector count is unknown: check its cable table",
                ),
                wants=wants,
                psu=psu.name,
            ),
            *parts,
        )
    elif minimum > psu.eps_8pin:
        yield error(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(wants)s: at least %(n)s needed; %(psu)s has %(has)s"
                ),
                wants=wants,
                n=str(minimum),
                psu=psu.name,
                has=str(psu.eps_8pin),
            ),
            *parts,
            # Only PSUs whose stated EPS count is enough (an unknown count is no fix).
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU with more EPS 8-pin CPU connectors")),
                Category.PSU,
                lambda t, n=minimum: t.num("eps_8pin") >= n,
                "eps_8pin",
            ),
        )
    elif full > psu.eps_8pin:
        yield warning(
            "power.eps_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(wants)s; %(psu)s has %(has)s: the board's extra EPS socket stays empty, "
                    "fine at stock, limiting under heavy all-core CPU load",
                ),
                wants=wants,
                psu=psu.name,
                has=str(psu.eps_8pin),
            ),
            *parts,
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU with more EPS 8-pin CPU connectors")),
                Category.PSU,
                lambda t: t.num("eps_8pin") >= full,
                "eps_8pin",
            ),
        )


def wall_circuit(view: BuildView) -> Iterator[Finding]:
    # No PSU picked yet still draws what the parts draw: the estimate's wall figure then
    # uses an unrated unit's efficiency, so four 450 W cards are flagged before a PSU is.
    est = view.power
    if not view.gpus:
        return
    volts, amps, continuous = circuit(view)
    wall = est.wall_w
    if wall <= continuous:
        return
    limit = power_limit_text(view, continuous * est.efficiency)
    other = (
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "use a dedicated 20 A or 230–240 V circuit, or split the GPUs across two machines",
            )
        )
        if volts < HIGH_MAINS_V
        else msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "use a dedicated circuit rated above %(amps)s A, or split the GPUs across two "
                "machines",
            ),
            amps=f"{amps:g}",
        )
    )
    yield warning(
        "power.wall_circuit",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); the "
                "%(volts)s V / %(amps)s A circuit%(assumed)s carries %(continuous)s continuously "
                "(%(fraction)s of %(rating)s)",
            ),
            assumed=(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        " (assumed: set yours in Settings or with --mains-voltage/--circuit-amps)",
                    )
                )
                if view.setting("mains_voltage_v", None) is None
                and view.setting("circuit_amps", None) is None
                else ""
            ),
            wall=w(wall),
            load=w(est.load_w),
            efficiency=f"{est.efficiency:.0%}",
            volts=f"{volts:g}",
            amps=f"{amps:g}",
            continuous=w(continuous),
            fraction=f"{CONTINUOUS_FRACTION:.0%}",
            rating=w(volts * amps),
        ),
        *_parts(view),
        fix=fix(
            msg(QT_TRANSLATE_NOOP("Findings", "%(limit)s, or %(other)s"), limit=limit, other=other)
            if limit
            else other
        ),
    )


def cpu_power(view: BuildView) -> Iterator[Finding]:
    """An unknown sustained draw: the load counts the TDP, a floor; say so."""
    cpu = view.cpu
    if cpu is None or cpu.sustained_power_w is not None:
        return
    yield note(
        "power.cpu_power",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s's sustained power (PPT/PL2) is unknown: the load counts its %(tdp)s "
                "TDP, and it may draw more; check it",
            ),
            cpu=cpu.name,
            tdp=w(cpu.tdp_w),
        ),
        cpu,
    )


RULES = (
    psu_capacity,
    psu_assignment,
    rig_problems,
    gpu_connectors,
    hpwr_connector,
    eps_connectors,
    wall_circuit,
    cpu_power,
)
