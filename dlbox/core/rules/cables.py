"""How the cards are cabled (build lines' ``power_cables`` and ``power_rails``): the load on
one PCIe cable, and on one 12 V rail of a multi-rail or OEM workstation PSU.

A PCIe 8-pin plug is specified for 150 W (PCI Express CEM; its cable likewise: SilverStone
rates "a single PCIe 8pin cable and connector" at 12.5 A = 150 W and asks for one cable per
8-pin on cards above 225 W, https://silverstonetek.com/en/tech-talk/wh_pcie-connection).  A
Y-split or daisy-chained cable feeding two plugs of a 350 W card carries about 275 W; two
RTX 3090s on such cables shut an EPYC box down until each plug had its own cable
(pytorch/pytorch#3022, 2024-03-27).  Hugging Face's hardware guide gives the same advice:
"2 PCI-E 8-Pin cables ... and not one that has 2 PCI-E 8-Pin connectors at the end"
(https://huggingface.co/docs/transformers/perf_hardware).

A multi-rail unit trips its over-current protection when the cables on one rail draw more
than that rail's limit, however much the unit as a whole could give (a ThinkStation P920's
graphics rail and an MSI RTX 3090: MIC-DKFZ/nnUNet#527).  A build says how many rails feed
each card, not which ones, so two cards sharing one rail are weighed one at a time.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, msg
from dlbox.core.parts import GPU, PSU
from dlbox.core.rig.load import PCIE_8PIN_W, SLOT_W, cable_plugs, power_limit, power_limit_speed
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, fix, note, w, warning

# What one PCIe 6/8-pin cable is rated for: one 8-pin plug's worth (see the module text).
PCIE_CABLE_W = PCIE_8PIN_W


def _cables(n: int) -> Message:
    return count(
        n,
        QT_TRANSLATE_NOOP("Findings", "%(n)s PSU cable"),
        QT_TRANSLATE_NOOP("Findings", "%(n)s PSU cables"),
    )


def _rails(n: int) -> Message:
    return count(
        n,
        QT_TRANSLATE_NOOP("Findings", "%(n)s 12 V rail"),
        QT_TRANSLATE_NOOP("Findings", "%(n)s 12 V rails"),
    )


def cable_w(gpu: GPU, cap: float) -> float:
    """What a card draws through its PSU cables: board power at the user's power limit less
    the up to 75 W its PCIe slot (or riser) gives; a module (SXM/OAM) has no PCIe cables."""
    if gpu.form_factor != "pcie":
        return 0.0
    draw = gpu.board_power_w * cap
    return draw - min(SLOT_W, draw)


def _lines(view: BuildView) -> Iterator[tuple[GPU, int, int | None, int | None, int]]:
    """Each distinct (card, PSU unit, cables, rails) once, with how many units share it."""
    seen: dict[tuple[str, int, int | None, int | None], int] = {}
    first: dict[tuple[str, int, int | None, int | None], GPU] = {}
    for gpu, unit, (cables, rails) in zip(view.gpus, view.gpu_psu, view.gpu_cables, strict=True):
        key = (gpu.id, unit, cables, rails)
        seen[key] = seen.get(key, 0) + 1
        first.setdefault(key, gpu)
    for key, n in seen.items():
        yield first[key], key[1], key[2], key[3], n


def _psu_of(view: BuildView, unit: int) -> PSU | None:
    psus = view.psus
    if not psus:
        return None
    return psus[unit] if unit < len(psus) else psus[0]


def cable_load(view: BuildView) -> Iterator[Finding]:
    """A card whose PCIe plugs share fewer cables than it has plugs: the worst cable's load
    against the 150 W one cable is rated for.  16-pin cards are left to the 16-pin rule (a
    native 12V-2x6 cable is one cable rated 600 W)."""
    cap = power_limit(view)
    for gpu, _unit, cables, _rails, _n in _lines(view):
        plugs = cable_plugs(gpu)
        if cables is None or not plugs or cables >= plugs or gpu.hpwr_16pin:
            continue
        through = cable_w(gpu, cap)
        # Plugs share the card's cable power evenly; the fullest cable carries the most plugs.
        worst = math.ceil(plugs / cables) * through / plugs
        if worst <= PCIE_CABLE_W:
            continue
        yield warning(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s: its %(plugs)s PCIe power plugs hang on %(cables)s (Y-split or "
                    "daisy-chained): about %(load)s through one cable rated for %(rated)s; "
                    "the PSU may shut down under load",
                ),
                gpu=gpu.name,
                plugs=str(plugs),
                cables=_cables(cables),
                load=w(worst),
                rated=w(PCIE_CABLE_W),
            ),
            gpu,
            key=f"power.cable_load:{gpu.id}",
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Run one PSU cable to each 8-pin plug (%(plugs)s cables for %(gpu)s): "
                        "no speed or price cost",
                    ),
                    plugs=str(plugs),
                    gpu=gpu.name,
                )
            ),
        )


def _rail_cap_text(gpu: GPU, rail_w: float, rails: int, cap: float) -> str | Message:
    """'cap it at 85 % (350 → 297 W): about 0.97× speed', or '' when no cap helps."""
    if gpu.board_power_w <= 0:
        return ""
    allowed = rail_w * rails + min(SLOT_W, gpu.board_power_w)
    fraction = math.floor(min(allowed / gpu.board_power_w, cap) * 20) / 20
    speed = power_limit_speed(fraction)
    if speed is None or fraction >= cap:
        return ""
    return msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "; or cap it at %(fraction)s of board power (%(stock)s → %(capped)s, e.g. "
            "nvidia-smi -pl): about %(speed)s× training speed",
        ),
        fraction=f"{fraction:.0%}",
        stock=w(gpu.board_power_w),
        capped=w(gpu.board_power_w * fraction),
        speed=f"{speed:.2f}",
    )


def rail_load(view: BuildView) -> Iterator[Finding]:
    """A card's cable power per 12 V rail against its PSU's per-rail limit (multi-rail and
    OEM units whose limit a source states).  With the rails unstated, a card that one rail
    could not carry gets a note (and "not checked" names it)."""
    if view.bundled_supply:
        return
    cap = power_limit(view)
    for gpu, unit, cables, rails, _n in _lines(view):
        psu = _psu_of(view, unit)
        if psu is None or psu.rail_12v_w is None:
            continue
        rail_w = psu.rail_12v_w
        through = cable_w(gpu, cap)
        if through <= 0:
            continue
        if rails is None:
            if through > rail_w:
                yield note(
                    "power.gpu_connectors",
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "%(gpu)s draws about %(load)s through its cables; one 12 V rail of "
                            "%(psu)s gives %(rail)s (%(amps)s A): feed it from at least "
                            "%(need)s rails (the build does not say which rails feed it)",
                        ),
                        gpu=gpu.name,
                        load=w(through),
                        psu=psu.name,
                        rail=w(rail_w),
                        amps=f"{psu.rail_12v_a:g}",
                        need=str(math.ceil(through / rail_w)),
                    ),
                    psu,
                    gpu,
                    key=f"power.gpu_rails:{gpu.id}:psu{unit + 1}",
                )
            continue
        per_rail = through / rails
        if per_rail <= rail_w:
            continue
        more = (cables or cable_plugs(gpu) or rails) > rails
        yield warning(
            "power.gpu_connectors",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s draws about %(load)s through its cables on %(rails)s of %(psu)s: "
                    "about %(per)s per rail, whose limit is %(rail)s (%(amps)s A); its "
                    "over-current protection shuts the PSU down under load",
                ),
                gpu=gpu.name,
                load=w(through),
                rails=_rails(rails),
                psu=psu.name,
                per=w(per_rail),
                rail=w(rail_w),
                amps=f"{psu.rail_12v_a:g}",
            ),
            psu,
            gpu,
            key=f"power.gpu_rails:{gpu.id}:psu{unit + 1}",
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Move some of its cables to another 12 V rail (%(need)s rails carry "
                        "it)%(cap)s; or a single-rail PSU",
                    )
                    if more
                    else QT_TRANSLATE_NOOP(
                        "Findings",
                        "Feed it from another 12 V rail too (%(need)s rails carry it)%(cap)s; "
                        "or a single-rail PSU",
                    ),
                    need=str(math.ceil(through / rail_w)),
                    cap=_rail_cap_text(gpu, rail_w, rails, cap),
                )
            ),
        )


def unstated(view: BuildView) -> tuple[Message, ...]:
    """'Not checked' lines: cards with several PCIe plugs whose cable count the build does
    not give; cards on a PSU with a per-rail limit whose rails it does not give."""
    items: list[Message] = []
    if not view.psus:
        return ()
    for gpu, unit, cables, rails, _n in _lines(view):
        plugs = cable_plugs(gpu)
        if cables is None and plugs and plugs > 1 and not gpu.hpwr_16pin:
            items.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "PCIe cable runs: whether each of %(gpu)s's %(n)s power plugs has its "
                        "own PSU cable (not a Y-split or daisy chain); the build does not say "
                        "(Power cables per card on the GPU line)",
                    ),
                    gpu=gpu.name,
                    n=str(plugs),
                )
            )
        psu = _psu_of(view, unit)
        if psu is not None and psu.rail_12v_a is not None and rails is None:
            items.append(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "12 V rails: which of %(psu)s's rails (%(amps)s A each) feed %(gpu)s; "
                        "the build does not say (12 V rails per card on the GPU line)",
                    ),
                    psu=psu.name,
                    amps=f"{psu.rail_12v_a:g}",
                    gpu=gpu.name,
                )
            )
    return tuple(dict.fromkeys(items))


RULES = (cable_load, rail_load)
