"""Room for a 16-pin (12VHPWR / 12V-2x6) cable to run straight from the card's plug.

Seasonic's installation guide and the usual advice after the RTX 4090 plug failures ask
for 35 mm of straight cable before any bend (power.HPWR_STRAIGHT_MM); a cable pressed
against the side panel pulls the plug out of its seat, the setup in which such plugs
have melted.

Where the plug faces decides which room counts (``GPU.plug_edge``):

- ``top``: the plug faces the side panel of a tower.  A case's CPU cooler limit is the
  room from the CPU to the side panel (a Tom's Hardware forum answer:
  https://forums.tomshardware.com/threads/what-is-the-difference-between-maximum-cpu-cooler-length-and-radiator-layout.3661473/;
  MaxMyBuild's guide measures it from the board,
  https://www.maxmybuild.com/guides/understanding-pc-parts/cpu-cooler-height-ram-clearance),
  and makers give a card's height without its bracket and power plugs
  (smallformfactor.net, https://smallformfactor.net/forum/threads/gpu-height-clearance.127).
  So the room above the card is about the cooler limit less the card's height: the CPU
  and socket stand a few mm above the board (more room), the card sits a few mm up in
  its slot (less room), and the two are of the same order.  Only tower cases: in a
  small-form-factor case the card often sits on a riser or in a chamber of its own, so
  the cooler limit says nothing about it.  Where the maker states the tallest card the
  case takes (``Case.max_gpu_height_mm``, e.g. Fractal's Terra and Node 202), the room is
  that height less the card's, in any case: the limit bounds the very direction the plug
  faces, and is read before the cooler limit.
- ``end``: the plug faces the case front; the room is the case's GPU length limit (less
  a front radiator) minus the card's length.

Each spec the check lacks is listed under "not checked" instead (``room``'s reason).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, msg
from dlbox.core.parts import GPU, Case, Category
from dlbox.core.rig.view import OPEN_FRAME_WORDS, BuildView
from dlbox.core.rules.arrays import CategoryArrays
from dlbox.core.rules.findings import ExtraFilter, Finding, fix, mm, warning
from dlbox.core.rules.physical import gpu_clearance
from dlbox.core.rules.power import HPWR_STRAIGHT_MM


@dataclass(frozen=True)
class Room:
    """The straight-cable room at one card's 16-pin plug, or why it is not known."""

    gpu: GPU
    room_mm: float | None  # None: not known (see ``reason``)
    limit_mm: float | None = None  # the case figure the room is taken from
    reason: str | Message = ""
    # Which case figure ``limit_mm`` is: "length" (GPU length limit, plug on the end),
    # "height" (the tallest card the case takes), "cooler" (a tower's CPU cooler limit).
    basis: str = ""


def is_tower(case: Case) -> bool:
    return "tower" in (case.case_type or "").lower()


def _towers(t: CategoryArrays) -> np.ndarray:
    return t.cached(
        ("tower",),
        lambda: (
            t.table["case_type"]
            .astype("string")
            .str.lower()
            .str.contains("tower")
            .fillna(False)
            .to_numpy(dtype=bool)
        ),
    )


def rooms(view: BuildView) -> list[Room]:
    """One entry per 16-pin card model the case holds (none without a case)."""
    case = view.case
    if case is None or any(w in (case.case_type or "").lower() for w in OPEN_FRAME_WORDS):
        return []  # no case, or an open frame: no panel for the cable to press against
    unnamed = view.unnamed_card_ids
    out = []
    for gpu in {g.id: g for g in view.case_gpus if g.hpwr_16pin}.values():
        out.append(_room(view, case, gpu, gpu.id in unnamed))
    return out


def _unknown(gpu: GPU, template: str, **params: str) -> Room:
    """A card whose room is not known; ``template`` (a ``QT_TRANSLATE_NOOP`` literal) says why."""
    return Room(gpu, None, reason=msg(template, **params))


def _room(view: BuildView, case: Case, gpu: GPU, unnamed: bool) -> Room:
    if unnamed:
        return _unknown(
            gpu,
            QT_TRANSLATE_NOOP(
                "Findings",
                "the card model is not named, so its height and plug edge are unknown",
            ),
        )
    if gpu.plug_edge is None:
        return _unknown(
            gpu,
            QT_TRANSLATE_NOOP(
                "Findings", "which edge of the card its 16-pin plug sits on is unknown"
            ),
        )
    if gpu.plug_edge == "end":
        limit, _ = gpu_clearance(case, view.cooler)
        if limit is None:
            return _unknown(
                gpu,
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(case)s's GPU length limit is unknown (the plug faces the case front)",
                ),
                case=case.name,
            )
        if gpu.length_mm is None:
            return _unknown(
                gpu,
                QT_TRANSLATE_NOOP(
                    "Findings", "the card's length is unknown (the plug faces the case front)"
                ),
            )
        return Room(gpu, limit - gpu.length_mm, limit, basis="length")
    if gpu.height_mm is None:
        return _unknown(
            gpu,
            QT_TRANSLATE_NOOP(
                "Findings", "the card's height is unknown (the plug faces the side panel)"
            ),
        )
    if case.max_gpu_height_mm is not None:
        limit = case.max_gpu_height_mm
        return Room(gpu, limit - gpu.height_mm, limit, basis="height")
    if not is_tower(case):
        return _unknown(
            gpu,
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(case)s is not a tower and the tallest card it takes is unknown, so "
                "nothing bounds the room beside the card",
            ),
            case=case.name,
        )
    if case.max_cooler_height_mm is None:
        return _unknown(
            gpu,
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(case)s's CPU cooler limit (the room to the side panel) is unknown",
            ),
            case=case.name,
        )
    limit = case.max_cooler_height_mm
    return Room(gpu, limit - gpu.height_mm, limit, basis="cooler")


def hpwr_bend_room(view: BuildView) -> Iterator[Finding]:
    """Less than 35 mm of straight 16-pin cable between the plug and the panel it faces."""
    case = view.case
    if case is None:
        return
    for room in rooms(view):
        if room.room_mm is None or room.room_mm >= HPWR_STRAIGHT_MM:
            continue
        gpu = room.gpu
        left = mm(max(room.room_mm, 0.0))
        if gpu.plug_edge == "end":
            need = (gpu.length_mm or 0.0) + HPWR_STRAIGHT_MM
            yield _short_room(
                room,
                case,
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s's 16-pin plug faces the case front: %(case)s takes cards up "
                        "to %(limit)s and the card is %(length)s, leaving %(left)s for the "
                        "cable where %(straight)s mm should run straight before any bend "
                        "(bent at the plug, such plugs have melted)",
                    ),
                    gpu=gpu.name,
                    case=case.name,
                    limit=mm(room.limit_mm or 0.0),
                    length=mm(gpu.length_mm or 0.0),
                    left=left,
                    straight=str(HPWR_STRAIGHT_MM),
                ),
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a case that takes cards of at least %(need)s (speed, power "
                        "and the card unchanged; only the case's price changes)",
                    ),
                    need=mm(need),
                ),
                lambda t, need=need: t.num("max_gpu_length_mm") >= need,
            )
            continue
        need = (gpu.height_mm or 0.0) + HPWR_STRAIGHT_MM
        if room.basis == "height":  # the case states the tallest card it takes
            text = QT_TRANSLATE_NOOP(
                "Findings",
                "%(gpu)s's 16-pin plug sits on its top edge: the card is %(height)s "
                "tall and %(case)s takes cards up to %(limit)s tall, leaving about "
                "%(left)s where %(straight)s mm of cable should run straight before "
                "any bend (pressed against the panel, such plugs have melted)",
            )
            remedy = QT_TRANSLATE_NOOP(
                "Findings",
                "Use a 16-pin cable from the PSU's maker whose plug is angled at "
                "the card (no effect on speed or power), or pick a case that takes "
                "cards at least %(need)s tall (speed, power and the card unchanged; "
                "only the case's price changes)",
            )
            cases: ExtraFilter = lambda t, need=need: t.num("max_gpu_height_mm") >= need  # noqa: E731
        else:  # a tower's CPU cooler limit bounds the room to the side panel
            text = QT_TRANSLATE_NOOP(
                "Findings",
                "%(gpu)s's 16-pin plug faces the side panel: the card is %(height)s tall "
                "and %(case)s has about %(limit)s from the board to the panel (its CPU "
                "cooler limit), leaving about %(left)s where %(straight)s mm of cable "
                "should run straight before any bend (pressed against the panel, such "
                "plugs have melted)",
            )
            remedy = QT_TRANSLATE_NOOP(
                "Findings",
                "Pick a tower with at least %(need)s of CPU cooler clearance (speed, "
                "power and the card unchanged; only the case's price changes), or "
                "a 16-pin cable from the PSU's maker whose plug is angled at the "
                "card (no effect on speed or power)",
            )
            cases = lambda t, need=need: (t.num("max_cooler_height_mm") >= need) & _towers(t)  # noqa: E731
        yield _short_room(
            room,
            case,
            msg(
                text,
                gpu=gpu.name,
                height=mm(gpu.height_mm or 0.0),
                case=case.name,
                limit=mm(room.limit_mm or 0.0),
                left=left,
                straight=str(HPWR_STRAIGHT_MM),
            ),
            msg(remedy, need=mm(need)),
            cases,
        )


def _short_room(
    room: Room, case: Case, text: Message, remedy: Message, cases: ExtraFilter
) -> Finding:
    """The warning for one card's plug, with the cases that leave it room as the fix."""
    return warning(
        "physical.hpwr_bend_room",
        text,
        room.gpu,
        case,
        fix=fix(remedy, Category.CASE, cases, "room for the straight cable"),
        key=f"physical.hpwr_bend_room:{room.gpu.id}",
    )


RULES = (hpwr_bend_room,)
