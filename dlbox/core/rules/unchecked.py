"""What this build's check could not cover because a spec is unknown ("not checked").

A missing spec is never read as 0: the rule that needs it stays silent or gives a note,
and the gap is listed here, naming the part and the spec, so that silence is not
mistaken for safety.

Each item is a ``Message`` (an English template marked for translation, with the part
names and values as parameters): the window renders it in the user's language, the CLI
and JSON read its English text (``unknown_specs``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, join_and, join_comma, msg
from dlbox.core.parts import GPU, PSU
from dlbox.core.rig.load import connector_need
from dlbox.core.rig.placement import case_riser_link
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.bend_room import rooms
from dlbox.core.rules.cables import unstated as unstated_cabling
from dlbox.core.rules.cooling import build_radiators
from dlbox.core.rules.findings import mm
from dlbox.core.rules.memory import population_platform, rank_matters, two_per_channel_table
from dlbox.core.rules.physical import gpu_clearance
from dlbox.core.rules.power import HPWR_STRAIGHT_MM
from dlbox.core.rules.transients import known_standard

# The spike windows as the list names them (dlbox.core.rig.spikes.WINDOW_TEXT's words).
WINDOWS: dict[str, str] = {
    "1ms": QT_TRANSLATE_NOOP("Findings", "under 1 ms"),
    "10ms": QT_TRANSLATE_NOOP("Findings", "up to 10 ms"),
}


def psu_label(index: int, psu: PSU) -> Message:
    """ "PSU 2 (name)": which unit of several an item is about."""
    return msg(
        QT_TRANSLATE_NOOP("Findings", "PSU %(n)s (%(name)s)"), n=str(index + 1), name=psu.name
    )


def add_connector_gap(
    add: Callable[[Message], None], psu: PSU, gpus: tuple[GPU, ...], index: int | None
) -> None:
    """The GPU cable counts of one PSU unit that its GPUs depend on and no source states."""
    need = connector_need(gpus)
    missing: list[str | Message] = []
    if (need.pcie_cables or need.hpwr_inputs) and psu.pcie_8pin is None:
        missing.append(msg(QT_TRANSLATE_NOOP("Findings", "PCIe 8-pin")))
    if need.hpwr_inputs and psu.hpwr_16pin is None:
        missing.append(msg(QT_TRANSLATE_NOOP("Findings", "native 16-pin (12V-2x6)")))
    # PSU 1's EPS count is listed once for the board and its GPUs (below).
    if index and any(g.eps_8pin for g in gpus) and psu.eps_8pin is None:
        missing.append(msg(QT_TRANSLATE_NOOP("Findings", "EPS 8-pin")))
    if not missing:
        return
    label: str | Message = psu.name if index is None else psu_label(index, psu)
    models = Counter(g.name for g in gpus)
    fed = join_comma(
        [
            msg(QT_TRANSLATE_NOOP("Findings", "%(n)s × %(name)s"), n=str(n), name=name)
            for name, n in models.items()
        ]
    )
    add(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s counts are "
                "unknown, so its cables were not counted",
            )
            if len(missing) > 1
            else QT_TRANSLATE_NOOP(
                "Findings",
                "GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s count is "
                "unknown, so its cables were not counted",
            ),
            psu=label,
            gpus=fed,
            what=join_and(missing),
        )
    )


def unknown_specs(view: BuildView) -> tuple[str, ...]:
    """What the check could not cover for want of a spec, in English (the CLI's, the JSON's)."""
    return tuple(str(item) for item in unknown_spec_messages(view))


def unknown_spec_messages(view: BuildView) -> tuple[Message, ...]:
    """``unknown_specs`` as messages, for the window to show in the user's language."""
    items: list[Message] = []
    add = items.append
    cpu, board, case, cooler = view.cpu, view.board, view.case, view.cooler
    # PSU length and connectors, per PSU unit
    several = len(view.psus) > 1
    for index, psu in enumerate(view.psus):
        label: str | Message = psu_label(index, psu) if several else psu.name
        if case is not None and not view.open_frame and not view.bundled_supply:
            if psu.length_mm is None:
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings", "PSU length vs case: %(psu)s's length is unknown"
                        ),
                        psu=label,
                    )
                )
            elif case.max_psu_length_mm is None:
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings", "PSU length vs case: %(case)s's PSU clearance is unknown"
                        ),
                        case=case.name,
                    )
                )
        if index == 0 and psu.eps_8pin is None and board is not None:
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "CPU power connectors: %(psu)s's EPS 8-pin count is unknown"
                    ),
                    psu=label,
                )
            )
    if several and case is not None and not view.open_frame:
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "room for %(n)s PSUs in %(case)s: the catalogue records no count of "
                    "PSU bays (most cases hold one; a second unit needs a dual-PSU case or a "
                    "mount outside)",
                ),
                n=str(len(view.psus)),
                case=case.name,
            )
        )
    if not view.bundled_supply:
        for feed in view.power.feeds:
            if feed.psu is not None:
                add_connector_gap(add, feed.psu, feed.gpus, feed.index if several else None)
        items.extend(unstated_cabling(view))
    # GPU power spikes with no cited figure for a window (counted at a floor)
    if not view.bundled_supply:
        for feed in view.power.feeds:
            if feed.psu is None:
                continue
            label = psu_label(feed.index, feed.psu) if several else feed.psu.name
            if feed.gpus and not known_standard(feed.psu):
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "PSU excursion allowance of %(psu)s: its ATX version is unknown, so "
                            "the GPU spikes were held to its rating (as for ATX 2.x, which "
                            "allows none)",
                        ),
                        psu=label,
                    )
                )
            for peak in feed.peaks:
                if peak.unmeasured:
                    names = list(dict.fromkeys(g.name for g in peak.unmeasured))
                    add(
                        msg(
                            QT_TRANSLATE_NOOP(
                                "Findings",
                                "GPU power spikes %(window)s on %(psu)s: no measured figure "
                                "for %(gpus)s (data/gpu_transients.csv), so their spikes were "
                                "counted at a floor (steady draw or a longer peak)",
                            ),
                            window=msg(WINDOWS[peak.window]),
                            psu=label,
                            gpus=join_comma(names),
                        )
                    )
    # GPU power inputs (an unknown count is not "no inputs")
    for gpu in dict.fromkeys(view.gpus):
        if not gpu.power_inputs_known:
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "GPU power connectors: %(gpu)s's PCIe/12V-2x6/EPS input counts are "
                        "unknown, so its cables were not counted",
                    ),
                    gpu=gpu.name,
                )
            )
    # cooling
    if cooler is not None and cpu is not None and cooler.rated_w is None:
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "cooler heat rating vs CPU power: %(cooler)s publishes no rating "
                    "(only low-profile coolers are bounded)",
                ),
                cooler=cooler.name,
            )
        )
    if cooler is None and cpu is not None and cpu.boxed_cooler is None:
        add(
            msg(
                QT_TRANSLATE_NOOP("Findings", "whether %(cpu)s ships with a boxed cooler"),
                cpu=cpu.name,
            )
        )
    for name, size in build_radiators(view):
        if size is None:
            add(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "radiator size of %(name)s vs the case's mounts"),
                    name=name,
                )
            )
    # board slots and links
    if board is not None and board.pcie_slots is None and view.gpus:
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "GPU slot spacing and link widths on %(board)s (slot layout unknown; only "
                    "bounded by its board size and the CPU's lanes)",
                ),
                board=board.name,
            )
        )
    elif board is not None and board.slot_layout_verified is False and view.slot_gpus:
        # The slot checks ran, but on a best-guess list: say so rather than pass it as fact.
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "GPU slot positions and link widths on %(board)s: its slot list is a best "
                    "guess, not read from the manual or a review's slot table; the slot checks "
                    "used that guess",
                ),
                board=board.name,
            )
        )
    for link in view.placement.links:
        if link.riser and (link.mount.riser_gen is None or link.mount.riser_lanes is None):
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "riser cable generation/width for %(gpu)s (not given in the build)",
                    ),
                    gpu=link.gpu.name,
                )
            )
            break
    case = view.case
    carried = case_riser_link(case, view.placement.links)
    if case is not None and carried is not None and case.gpu_riser_gen is None:
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "the PCIe generation of %(case)s's own GPU riser cable (not stated): "
                    "the card's link through it",
                ),
                case=case.name,
            )
        )
    # memory population (with no CPU picked, the board's socket stands in for it)
    platform = population_platform(view)
    if platform is not None and view.memory:
        socket, channels, architecture = platform
        if channels is None and cpu is not None:
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "memory speed by DIMMs per channel: %(cpu)s's channel count is unknown",
                    ),
                    cpu=cpu.name,
                )
            )
        elif channels is not None and view.memory_modules > channels:
            kits = list(dict.fromkeys(view.memory))
            kind = kits[0].memory_type
            unranked: list[str | Message] = [k.name for k in kits if k.ranks is None]
            table = two_per_channel_table(socket, kind, architecture)
            if table is None:
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "memory speed at two DIMMs per channel on %(socket)s %(kind)s (no "
                            "vendor figure recorded)",
                        ),
                        socket=str(socket),
                        kind=str(kind),
                    )
                )
            elif rank_matters(socket, kind, architecture) and unranked:
                # Unsettled only where the kit's speed lies between the ranks' figures.
                fastest = max(k.speed_mts for k in kits)
                if min(table.values()) < fastest <= max(table.values()):
                    add(
                        msg(
                            QT_TRANSLATE_NOOP(
                                "Findings",
                                "memory speed at two DIMMs per channel on %(socket)s %(kind)s: "
                                "the figure depends on module rank, unknown for %(kits)s",
                            ),
                            socket=str(socket),
                            kind=str(kind),
                            kits=join_comma(unranked),
                        )
                    )
    # 16-pin cable room: checked where the card's plug edge, its height or length and the
    # case's matching limit are known (bend_room.py); each gap is named here
    if case is None and any(g.hpwr_16pin for g in view.case_gpus):
        add(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "16-pin cable bend room: %(mm)s mm of straight cable from the plug to the "
                    "panel it faces (no case is picked)",
                ),
                mm=str(HPWR_STRAIGHT_MM),
            )
        )
    for room in rooms(view):
        if room.room_mm is None:
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "16-pin cable bend room at %(gpu)s (%(mm)s mm of straight cable from "
                        "the plug, Seasonic's guidance): %(reason)s",
                    ),
                    gpu=room.gpu.name,
                    mm=str(HPWR_STRAIGHT_MM),
                    reason=room.reason,
                )
            )
    # case limits
    limit = gpu_clearance(case, view.cooler)[0] if case is not None else None
    if case is not None and limit is not None:
        # A card that fits only as the catalogue's stand-in for an unnamed model: its own
        # length is unknown (a card that fails gets a warning saying so, physical.py).
        for gpu in {g.id: g for g in view.case_gpus}.values():
            if (
                gpu.id in view.unnamed_card_ids
                and gpu.length_mm is not None
                and gpu.length_mm <= limit
            ):
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "GPU length vs case at %(gpu)s: the card model is not named, so "
                            "the catalogue card's %(length)s only stands in for it against "
                            "%(case)s's %(limit)s (partner cards of one chip differ in length)",
                        ),
                        gpu=gpu.name,
                        length=mm(gpu.length_mm),
                        case=case.name,
                        limit=mm(limit),
                    )
                )
    tallest = case.max_gpu_height_mm if case is not None else None
    if case is not None and tallest is not None:
        # The tallest card the case takes (small cases state it): a card of unknown height,
        # or one that fits only as the stand-in for an unnamed model, is not judged.
        for gpu in {g.id: g for g in view.case_gpus}.values():
            if gpu.height_mm is None:
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "GPU height vs case: %(gpu)s's height is unknown; %(case)s takes "
                            "cards up to %(limit)s tall",
                        ),
                        gpu=gpu.name,
                        case=case.name,
                        limit=mm(tallest),
                    )
                )
            elif gpu.id in view.unnamed_card_ids and gpu.height_mm <= tallest:
                add(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "GPU height vs case at %(gpu)s: the card model is not named, so "
                            "the catalogue card's %(height)s only stands in for it against "
                            "%(case)s's %(limit)s",
                        ),
                        gpu=gpu.name,
                        height=mm(gpu.height_mm),
                        case=case.name,
                        limit=mm(tallest),
                    )
                )
    if case is not None and view.case_gpus:
        if case.max_gpu_length_mm is None:
            add(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "GPU length vs case: %(case)s's GPU clearance is unknown"
                    ),
                    case=case.name,
                )
            )
        if case.expansion_slots is None and not view.open_frame:
            add(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "expansion slots: %(case)s's count is unknown"),
                    case=case.name,
                )
            )
    # One line per English text, as the CLI lists them.
    first: dict[str, Message] = {}
    for item in items:
        first.setdefault(str(item), item)
    return tuple(first.values())
