"""Rule 10: CPU cooler socket, height, capacity and radiator mounts."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.parts import Category
from dlbox.core.rules.findings import Finding, error, fix, mm, note, w, warning
from dlbox.core.rules.physical import radiator_placement
from dlbox.core.rules.view import BuildView


def cooler_socket(view: BuildView) -> Iterator[Finding]:
    cooler, cpu = view.cooler, view.cpu
    if cooler is None or cpu is None:
        return
    if not cooler.sockets:
        yield note(
            "cooler.socket",
            f"{cooler.name}'s socket mounts are unknown: check it fits {cpu.socket}",
            cooler,
            cpu,
        )
    elif cpu.socket not in cooler.sockets:
        yield error(
            "cooler.socket",
            f"{cooler.name} mounts on {', '.join(cooler.sockets) or 'no listed socket'}; "
            f"{cpu.name} is {cpu.socket}",
            cooler,
            cpu,
            fix=fix(f"Pick a cooler with a {cpu.socket} mount", Category.COOLER),
        )


def cooler_height(view: BuildView) -> Iterator[Finding]:
    cooler, case = view.cooler, view.case
    if cooler is None or case is None or cooler.kind != "air":
        return
    if cooler.height_mm is None or case.max_cooler_height_mm is None:
        yield note(
            "cooler.height",
            f"could not check {cooler.name} against {case.name}: "
            f"{'cooler height' if cooler.height_mm is None else 'case cooler clearance'} unknown",
            cooler,
            case,
        )
    elif cooler.height_mm > case.max_cooler_height_mm:
        yield error(
            "cooler.height",
            f"{cooler.name} is {mm(cooler.height_mm)} tall; {case.name} allows "
            f"{mm(case.max_cooler_height_mm)}",
            cooler,
            case,
            fix=fix(
                f"Pick a cooler at most {mm(case.max_cooler_height_mm)} tall, or an AIO",
                Category.COOLER,
            ),
        )


def cooler_capacity(view: BuildView) -> Iterator[Finding]:
    cooler, cpu = view.cooler, view.cpu
    if cooler is None or cpu is None or cooler.rated_w is None:
        return
    if cooler.rated_w < cpu.sustained_power_w:
        need = cpu.sustained_power_w
        yield warning(
            "cooler.capacity",
            f"{cooler.name} is rated for {w(cooler.rated_w)}; {cpu.name} draws up to "
            f"{w(need)} sustained (PPT/PL2): it will throttle under long loads",
            cooler,
            cpu,
            fix=fix(
                f"Pick a cooler rated for at least {w(need)}",
                Category.COOLER,
                lambda t: t.num("rated_w") >= need,
                "rated_w",
            ),
        )


def radiator(view: BuildView) -> Iterator[Finding]:
    cooler, case = view.cooler, view.case
    if cooler is None or case is None or cooler.kind != "aio":
        return
    if cooler.radiator_mm is None or not case.radiator_mounts:
        yield note(
            "cooler.radiator",
            f"could not check {cooler.name}'s radiator against {case.name}: "
            f"{'radiator size' if cooler.radiator_mm is None else 'case radiator mounts'} unknown",
            cooler,
            case,
        )
        return
    if radiator_placement(case, cooler) is None:
        yield error(
            "cooler.radiator",
            f"{cooler.name} has a {cooler.radiator_mm} mm radiator; {case.name} mounts at most "
            f"{case.max_radiator_mm} mm ({'; '.join(case.radiator_mounts)})",
            cooler,
            case,
            fix=fix(
                f"Pick a cooler with a radiator of at most {case.max_radiator_mm} mm, or an air "
                "cooler",
                Category.COOLER,
            ),
        )


def missing_cooler(view: BuildView) -> Iterator[Finding]:
    if view.cpu is not None and view.cooler is None:
        yield note(
            "cooler.missing",
            f"no CPU cooler picked for {view.cpu.name}: cooler checks skipped (boxed CPUs "
            "sometimes include one)",
            view.cpu,
            fix=fix("Add a cooler", Category.COOLER),
        )


RULES = (cooler_socket, cooler_height, cooler_capacity, radiator, missing_cooler)
