"""Rule 10: CPU cooler socket, height, capacity and radiator mounts."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.parts import Category
from dlbox.core.rules.findings import Finding, Fix, error, fix, mm, note, w, warning
from dlbox.core.rules.physical import radiator_placement
from dlbox.core.rules.power import cpu_power_w
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, msg
from dlbox.core.rules.view import BuildView


def cooler_socket(view: BuildView) -> Iterator[Finding]:
    cooler, cpu = view.cooler, view.cpu
    if cooler is None or cpu is None:
        return
    if not cooler.sockets:
        yield note(
            "cooler.socket",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(cooler)s's socket mounts are unknown: check it fits %(socket)s"
                ),
                cooler=cooler.name,
                socket=cpu.socket,
            ),
            cooler,
            cpu,
        )
    elif cpu.socket not in cooler.sockets:
        yield error(
            "cooler.socket",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(cooler)s mounts on %(sockets)s; %(cpu)s is %(socket)s"
                ),
                cooler=cooler.name,
                sockets=", ".join(cooler.sockets)
                or msg(QT_TRANSLATE_NOOP("Findings", "no listed socket")),
                cpu=cpu.name,
                socket=cpu.socket,
            ),
            cooler,
            cpu,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "Pick a cooler that mounts on %(socket)s"),
                    socket=cpu.socket,
                ),
                Category.COOLER,
            ),
        )


def cooler_height(view: BuildView) -> Iterator[Finding]:
    cooler, case = view.cooler, view.case
    if cooler is None or case is None or cooler.kind != "air":
        return
    if cooler.height_mm is None or case.max_cooler_height_mm is None:
        yield note(
            "cooler.height",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "could not check %(cooler)s against %(case)s: cooler height unknown"
                )
                if cooler.height_mm is None
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "could not check %(cooler)s against %(case)s: case cooler clearance unknown",
                ),
                cooler=cooler.name,
                case=case.name,
            ),
            cooler,
            case,
        )
    elif cooler.height_mm > case.max_cooler_height_mm:
        yield error(
            "cooler.height",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(cooler)s is %(height)s tall; %(case)s allows %(limit)s"
                ),
                cooler=cooler.name,
                height=mm(cooler.height_mm),
                case=case.name,
                limit=mm(case.max_cooler_height_mm),
            ),
            cooler,
            case,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "Pick a cooler at most %(limit)s tall, or an AIO"
                    ),
                    limit=mm(case.max_cooler_height_mm),
                ),
                Category.COOLER,
            ),
        )


def cooler_capacity(view: BuildView) -> Iterator[Finding]:
    cooler, cpu = view.cooler, view.cpu
    if cooler is None or cpu is None or cooler.rated_w is None:
        return
    unknown = cpu.sustained_power_w is None
    need = cpu_power_w(cpu)  # sustained power, else the TDP it never falls below
    if cooler.rated_w < need:
        yield warning(
            "cooler.capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cooler)s is rated for %(rated)s; %(cpu)s draws at least its %(need)s TDP "
                    "(its sustained power is unknown): it will throttle under long loads",
                )
                if unknown
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cooler)s is rated for %(rated)s; %(cpu)s draws up to %(need)s sustained "
                    "(PPT/PL2): it will throttle under long loads",
                ),
                cooler=cooler.name,
                rated=w(cooler.rated_w),
                cpu=cpu.name,
                need=w(need),
            ),
            cooler,
            cpu,
            fix=_stronger_cooler(need),
        )
    elif unknown:
        yield note(
            "cooler.capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cpu)s's sustained power (PPT/PL2) is unknown: check %(cooler)s's "
                    "%(rated)s rating covers it",
                ),
                cpu=cpu.name,
                cooler=cooler.name,
                rated=w(cooler.rated_w),
            ),
            cooler,
            cpu,
        )


def radiator(view: BuildView) -> Iterator[Finding]:
    cooler, case = view.cooler, view.case
    if cooler is None or case is None or cooler.kind != "aio":
        return
    if cooler.radiator_mm is None or not case.radiator_mounts:
        yield note(
            "cooler.radiator",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "could not check %(cooler)s's radiator against %(case)s: radiator size unknown",
                )
                if cooler.radiator_mm is None
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "could not check %(cooler)s's radiator against %(case)s: case radiator mounts "
                    "unknown",
                ),
                cooler=cooler.name,
                case=case.name,
            ),
            cooler,
            case,
        )
        return
    if radiator_placement(case, cooler) is None:
        yield error(
            "cooler.radiator",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cooler)s's radiator is %(size)s mm; %(case)s mounts at most %(limit)s mm "
                    "(%(mounts)s)",
                ),
                cooler=cooler.name,
                size=str(cooler.radiator_mm),
                case=case.name,
                limit=str(case.max_radiator_mm),
                mounts="; ".join(case.radiator_mounts),
            ),
            cooler,
            case,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a cooler with a radiator of at most %(limit)s mm, or an air cooler",
                    ),
                    limit=str(case.max_radiator_mm),
                ),
                Category.COOLER,
            ),
        )


def missing_cooler(view: BuildView) -> Iterator[Finding]:
    if view.cpu is not None and view.cooler is None:
        yield note(
            "cooler.missing",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "No CPU cooler picked for %(cpu)s: cooler checks skipped (boxed CPUs "
                    "sometimes include one)",
                ),
                cpu=view.cpu.name,
            ),
            view.cpu,
            fix=fix(msg(QT_TRANSLATE_NOOP("Findings", "Add a cooler")), Category.COOLER),
        )


RULES = (cooler_socket, cooler_height, cooler_capacity, radiator, missing_cooler)


def _stronger_cooler(need: float) -> Fix:
    return fix(
        msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a cooler rated for at least %(need)s"), need=w(need)
        ),
        Category.COOLER,
        lambda t: t.num("rated_w") >= need,
        "rated_w",
    )
