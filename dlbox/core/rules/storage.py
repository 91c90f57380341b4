"""Rules 6 and 12: M.2 slots, SATA ports (and the ports M.2 drives disable), drive bays."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, msg
from dlbox.core.parts import Category
from dlbox.core.rig.m2 import is_m2, uses_sata_port
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, distinct, error, fix, note, warning

# One/many templates for count(n, *pair).
_M2_DRIVES = (
    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 drive"),
    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 drives"),
)
_SATA_DRIVES = (
    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA drive"),
    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA drives"),
)
_BIG_DRIVES = (
    QT_TRANSLATE_NOOP("Findings", "%(n)s 3.5-inch drive"),
    QT_TRANSLATE_NOOP("Findings", "%(n)s 3.5-inch drives"),
)
_SMALL_DRIVES = (
    QT_TRANSLATE_NOOP("Findings", "%(n)s 2.5-inch drive"),
    QT_TRANSLATE_NOOP("Findings", "%(n)s 2.5-inch drives"),
)


def m2_slots(view: BuildView) -> Iterator[Finding]:
    board = view.board
    if board is None:
        return
    use = view.m2_use
    m2 = [d for d in view.drives if is_m2(d)]
    adapters = view.m2_adapter_gpus
    if board.m2_slots is None:
        if m2 or adapters:
            yield note(
                "storage.m2_count",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(board)s's M.2 slots are unknown: check it takes %(drives)s"
                    ),
                    board=board.name,
                    drives=_m2_demand(len(m2), len(adapters)),
                ),
                *distinct([*m2, *adapters]),
                board,
            )
        return
    too_many = len(m2) + len(adapters) > len(board.m2_slots)
    if too_many and (adapters or len(m2) > len(board.m2_slots)):
        # The drives are seated first; the GPUs' adapters get what is left.
        if adapters:
            drives = _m2_demand(len(m2), len(adapters))
            remedy = QT_TRANSLATE_NOOP(
                "Findings",
                "Put a GPU on a PCIe riser instead of an M.2 adapter, or use fewer, "
                "larger M.2 drives",
            )
        else:
            drives = count(len(m2), *_M2_DRIVES)
            remedy = QT_TRANSLATE_NOOP(
                "Findings", "Use fewer, larger M.2 drives, or a PCIe M.2 adapter card"
            )
        yield error(
            "storage.m2_count",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(drives)s; %(board)s has %(slots)s"),
                drives=drives,
                board=board.name,
                slots=count(
                    len(board.m2_slots),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 slot"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 slots"),
                ),
            ),
            *distinct([*m2, *adapters]),
            board,
            fix=fix(msg(remedy)),
        )
    elif use.unseated_sata:
        yield error(
            "storage.m2_sata",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(drives)s but %(board)s has %(slots)s"),
                drives=count(
                    len(use.unseated_sata),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 SATA drive"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 SATA drives"),
                ),
                board=board.name,
                slots=count(
                    sum(1 for s in board.m2_slots if s.sata),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 slot that takes SATA drives"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s M.2 slots that take SATA drives"),
                ),
            ),
            *distinct(use.unseated_sata),
            board,
            fix=fix(msg(QT_TRANSLATE_NOOP("Findings", "Pick NVMe M.2 drives")), Category.STORAGE),
        )


def _m2_demand(drives: int, adapters: int) -> Message:
    """What wants M.2 slots: drives, and GPUs on M.2-to-PCIe adapters."""
    if not adapters:
        return count(drives, *_M2_DRIVES)
    gpus = count(
        adapters,
        QT_TRANSLATE_NOOP("Findings", "%(n)s GPU on an M.2 adapter"),
        QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs on M.2 adapters"),
    )
    if not drives:
        return gpus
    return msg(
        QT_TRANSLATE_NOOP("Findings", "%(drives)s and %(gpus)s"),
        drives=count(drives, *_M2_DRIVES),
        gpus=gpus,
    )


def sata_ports(view: BuildView) -> Iterator[Finding]:
    board = view.board
    sata = [d for d in view.drives if uses_sata_port(d)]
    if board is None:
        return
    use = view.m2_use
    free = None if board.sata_ports is None else max(0, board.sata_ports - len(use.disabled_sata))
    if free is None:
        if sata:
            yield note(
                "storage.sata_ports",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(board)s's SATA port count is unknown: check it has ports for %(drives)s",
                    ),
                    board=board.name,
                    drives=count(len(sata), *_SATA_DRIVES),
                ),
                *distinct(sata),
                board,
            )
    elif sata and len(sata) > free:
        lost: str | Message = ""
        if use.disabled_sata:
            slots = ", ".join(s.name for s in use.slots_used if set(s.disables) & use.disabled_sata)
            lost = msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    " (%(ports)s ports less %(disabled)s, disabled by the drive in %(slots)s)",
                ),
                ports=str(board.sata_ports),
                disabled=", ".join(sorted(use.disabled_sata)),
                slots=slots,
            )
        yield error(
            "storage.sata_ports",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(drives)s; %(board)s has %(ports)s%(lost)s"),
                drives=count(len(sata), *_SATA_DRIVES),
                board=board.name,
                ports=count(
                    free,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s usable SATA port"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s usable SATA ports"),
                ),
                lost=lost,
            ),
            *distinct(sata),
            board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Use fewer SATA drives, an M.2 NVMe drive, or a SATA controller card",
                    )
                )
            ),
        )
    elif use.disabled_sata:
        slots = ", ".join(s.name for s in use.slots_used if set(s.disables) & use.disabled_sata)
        yield note(
            "storage.lane_sharing",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stay "
                    "usable",
                )
                if free != 1
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stays "
                    "usable",
                ),
                slots=slots,
                disabled=", ".join(sorted(use.disabled_sata)),
                board=board.name,
                ports=count(
                    free,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA port"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA ports"),
                ),
            ),
            board,
        )
    if use.disabled_other:
        slots = ", ".join(s.name for s in use.slots_used if set(s.disables) & use.disabled_other)
        yield warning(
            "storage.lane_sharing",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "The M.2 drive in %(slots)s shares lanes with %(shared)s on %(board)s: that slot or port is disabled or runs narrower",
                ),
                slots=slots,
                shared=", ".join(sorted(use.disabled_other)),
                board=board.name,
            ),
            board,
            key="storage.lane_sharing:other",
        )


def bays(view: BuildView) -> Iterator[Finding]:
    case = view.case
    if case is None:
        return
    big = [d for d in view.drives if d.form_factor == "3.5"]
    small = [d for d in view.drives if d.form_factor == "2.5"]
    if big and case.bays_35 is None:
        yield note(
            "storage.bays_35",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(case)s's 3.5-inch bay count is unknown: check it holds %(drives)s",
                ),
                case=case.name,
                drives=count(len(big), *_BIG_DRIVES),
            ),
            case,
        )
    elif len(big) > (case.bays_35 or 0):
        yield error(
            "storage.bays_35",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(drives)s; %(case)s has %(bays)s"),
                drives=count(len(big), *_BIG_DRIVES),
                case=case.name,
                bays=count(
                    case.bays_35 or 0,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s 3.5-inch bay"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s 3.5-inch bays"),
                ),
            ),
            *distinct(big),
            case,
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a case with more 3.5-inch bays")),
                Category.CASE,
            ),
        )
    if not small:
        return
    if case.bays_25 is None or case.bays_35 is None:
        known = case.bays_25 if case.bays_25 is not None else 0
        if len(small) > known:
            yield note(
                "storage.bays_25",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(case)s's drive mounts are not fully known: check it holds %(drives)s",
                    ),
                    case=case.name,
                    drives=count(len(small), *_SMALL_DRIVES),
                ),
                case,
            )
        return
    spare_big = max(0, case.bays_35 - len(big))
    if len(small) > case.bays_25 + spare_big:
        yield error(
            "storage.bays_25",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(drives)s; %(case)s has %(mounts)s and %(spare)s",
                )
                if spare_big
                else QT_TRANSLATE_NOOP("Findings", "%(drives)s; %(case)s has %(mounts)s"),
                drives=count(len(small), *_SMALL_DRIVES),
                case=case.name,
                mounts=count(
                    case.bays_25,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s 2.5-inch mount"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s 2.5-inch mounts"),
                ),
                **(
                    {
                        "spare": count(
                            spare_big,
                            QT_TRANSLATE_NOOP("Findings", "%(n)s free 3.5-inch bay"),
                            QT_TRANSLATE_NOOP("Findings", "%(n)s free 3.5-inch bays"),
                        )
                    }
                    if spare_big
                    else {}
                ),
            ),
            *distinct(small),
            case,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "Pick a case with more drive mounts, or use M.2 drives"
                    )
                ),
                Category.CASE,
            ),
        )
    elif len(small) > case.bays_25:
        yield note(
            "storage.bays_25",
            count(
                len(small) - case.bays_25,
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(n)s of the 2.5-inch drives goes in a 3.5-inch bay of %(case)s: most trays "
                    "take it, some need an adapter",
                ),
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(n)s of the 2.5-inch drives go in 3.5-inch bays of %(case)s: most trays "
                    "take them, some need an adapter",
                ),
                case=case.name,
            ),
            case,
        )


def u2(view: BuildView) -> Iterator[Finding]:
    for drive in distinct(d for d in view.drives if d.form_factor == "u2"):
        yield note(
            "storage.u2",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(drive)s is a U.2 drive: the board needs a U.2/SlimSAS port or an M.2/PCIe adapter (not checked)",
                ),
                drive=drive.name,
            ),
            drive,
            key=f"storage.u2:{drive.id}",
        )


def psu_sata(view: BuildView) -> Iterator[Finding]:
    psu = view.psu
    if psu is None or psu.sata_connectors is None or view.bundled_supply:
        return
    sata = [d for d in view.drives if uses_sata_port(d)]
    if len(sata) > psu.sata_connectors:
        yield warning(
            "power.sata_connectors",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(drives)s; %(psu)s has %(connectors)s"),
                drives=count(len(sata), *_SATA_DRIVES),
                psu=psu.name,
                connectors=count(
                    psu.sata_connectors,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA power connector"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s SATA power connectors"),
                ),
            ),
            psu,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a PSU with more SATA power connectors (avoid moulded splitters)",
                    )
                ),
                Category.PSU,
                lambda t: t.num("sata_connectors") >= len(sata),
                "sata_connectors",
            ),
        )


RULES = (m2_slots, sata_ports, bays, u2, psu_sata)
