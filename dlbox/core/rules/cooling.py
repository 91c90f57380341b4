"""Rule 10: CPU cooler socket, height, capacity and radiator mounts."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, msg
from dlbox.core.parts import NO_RADIATOR_MOUNTS, Case, Category
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, Fix, error, fix, mm, note, w, warning
from dlbox.core.rules.physical import radiator_placement
from dlbox.core.rules.power import cpu_power_w


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
                _fits_under(case),
                "height or radiator",
            ),
        )


def _fits_under(case: Case):  # type: ignore[no-untyped-def]
    """Suggestion filter: an air cooler of stated height under the case's limit, or an AIO
    whose stated radiator the case's stated mounts take (an unknown fit is no fix)."""
    limit = case.max_cooler_height_mm
    room = case.max_radiator_mm if case.radiator_mounts else 0

    def extra(t):  # type: ignore[no-untyped-def]
        air = t.col_equals("kind", "air") & (t.num("height_mm") <= limit)
        return air | (t.col_equals("kind", "aio") & (t.num("radiator_mm") <= room))

    return extra


# Boxed coolers come only with mainstream parts: AMD's Wraith coolers with 65–105 W Ryzen
# models, Intel's Laminar coolers with 65 W non-K models (AMD and Intel retail box
# contents); no CPU above 105 W TDP ships with one.  Where the catalogue does not say
# (``boxed_cooler``), that bound decides a missing cooler's severity.
BOXED_MAX_TDP_W = 105.0

# A low-profile air cooler (Noctua's NH-L9/L12 class, at most 70 mm tall) holds a CPU
# near 120 W: Tom's Hardware measured a Core i9-13900K on the 37 mm NH-L9i-17xx settling
# at 119 W under full load (vs ~200 W on the NH-D9L), reported by smallformfactor.net,
# https://smallformfactor.net/news/toms-hardware-tests-noctua-low-profile-coolers-in-sff-case-against-intel-i9-13900k
LOW_PROFILE_MM = 70.0
LOW_PROFILE_SUSTAINED_W = 120.0


def cooler_capacity(view: BuildView) -> Iterator[Finding]:
    cooler, cpu = view.cooler, view.cpu
    if cooler is None or cpu is None:
        return
    unknown = cpu.sustained_power_w is None
    need = cpu_power_w(cpu)  # sustained power, else the TDP it never falls below
    if cooler.rated_w is None:
        yield from _low_profile(view, need)
        return
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


def _low_profile(view: BuildView, need: float) -> Iterator[Finding]:
    """No heat rating: a low-profile air cooler still bounds what it can hold."""
    cooler, cpu = view.cooler, view.cpu
    assert cooler is not None and cpu is not None
    if (
        cooler.kind != "air"
        or cooler.height_mm is None
        or cooler.height_mm > LOW_PROFILE_MM
        or need <= LOW_PROFILE_SUSTAINED_W
    ):
        return
    yield warning(
        "cooler.capacity",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cooler)s is a low-profile cooler (%(height)s tall, no heat rating published); "
                "such coolers hold a CPU near %(held)s, and %(cpu)s draws up to %(need)s: it "
                "will throttle under long loads (about %(share)s of its sustained power)",
            ),
            cooler=cooler.name,
            height=mm(cooler.height_mm),
            held=w(LOW_PROFILE_SUSTAINED_W),
            cpu=cpu.name,
            need=w(need),
            share=f"{LOW_PROFILE_SUSTAINED_W / need:.0%}",
        ),
        cooler,
        cpu,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Pick a tower cooler or an AIO that fits the case, or a CPU that draws at "
                    "most %(held)s",
                ),
                held=w(LOW_PROFILE_SUSTAINED_W),
            ),
            Category.COOLER,
            lambda t: (t.num("height_mm") > LOW_PROFILE_MM) | t.col_equals("kind", "aio"),
            "taller than low-profile",
        ),
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
                )
                if mount_sizes(case.radiator_mounts)
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cooler)s's radiator is %(size)s mm; %(case)s has no radiator mount "
                    "(%(limit)s mm)",
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
                )
                if mount_sizes(case.radiator_mounts)
                else msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick an air cooler that fits the case, or a case with a %(size)s mm "
                        "radiator mount (same speed while the cooler holds the CPU's power)",
                    ),
                    size=str(cooler.radiator_mm),
                ),
                Category.COOLER,
                # An AIO whose radiator size is unknown is no fix: air, or a stated size.
                lambda t, limit=case.max_radiator_mm: (
                    t.col_equals("kind", "air") | (t.num("radiator_mm") <= limit)
                ),
                "radiator size",
            ),
        )


def missing_cooler(view: BuildView) -> Iterator[Finding]:
    """No cooler: a CPU that ships with one gets a note, any other a warning (it will not run)."""
    cpu = view.cpu
    if cpu is None or view.cooler is not None or view.custom_loop_cools_cpu:
        return
    boxed = cpu.boxed_cooler  # True / False / None (unknown)
    if boxed is None and cpu.tdp_w > BOXED_MAX_TDP_W:
        boxed = False
    add = fix(
        msg(
            QT_TRANSLATE_NOOP(
                "Findings", "Add a cooler rated for at least %(need)s that mounts on %(socket)s"
            ),
            need=w(cpu_power_w(cpu)),
            socket=cpu.socket,
        ),
        Category.COOLER,
        lambda t, socket=cpu.socket: t.list_has("sockets", socket),
        "mounts on the CPU's socket",
        mode="add",
    )
    if boxed is None:
        yield note(
            "cooler.missing",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "No CPU cooler picked for %(cpu)s (%(need)s sustained): whether it ships "
                    "with a boxed cooler is unknown; without one it will not run",
                ),
                cpu=cpu.name,
                need=w(cpu_power_w(cpu)),
            ),
            cpu,
            fix=add,
        )
        return
    if boxed:
        yield note(
            "cooler.missing",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "No CPU cooler picked: %(cpu)s ships with a boxed cooler, which runs it at "
                    "stock; cooler checks skipped",
                ),
                cpu=cpu.name,
            ),
            cpu,
        )
        return
    yield warning(
        "cooler.missing",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "No CPU cooler picked for %(cpu)s (%(need)s sustained), which ships without one: "
                "it will not run without a cooler",
            )
            if cpu.boxed_cooler is False
            else QT_TRANSLATE_NOOP(
                "Findings",
                "No CPU cooler picked for %(cpu)s (%(need)s sustained); CPUs rated above "
                "%(tdp)s TDP ship without a cooler: it will not run without one",
            ),
            cpu=cpu.name,
            need=w(cpu_power_w(cpu)),
            tdp=w(BOXED_MAX_TDP_W),
        ),
        cpu,
        fix=add,
    )


NO_MOUNTS = NO_RADIATOR_MOUNTS  # a case that records it has no radiator mount at all


def mount_sizes(mounts: list[str]) -> list[int]:
    """Largest radiator per mount position ("front:360;top:240" → [360, 240])."""
    sizes = []
    for mount in mounts:
        _where, _, size = mount.partition(":")
        if size.strip().isdigit():
            sizes.append(int(size))
    return sizes


def fits_mounts(radiators: list[int], mounts: list[int]) -> bool:
    """Every radiator on its own mount at least its size: the largest first, each on the
    smallest mount that takes it (optimal for this nested-size matching)."""
    free = sorted(mounts)
    for size in sorted(radiators, reverse=True):
        spot = next((m for m in free if m >= size), None)
        if spot is None:
            return False
        free.remove(spot)
    return True


def build_radiators(view: BuildView) -> list[tuple[str, int | None]]:
    """Every radiator the case must hold: the CPU AIO's, each liquid-cooled GPU's own
    (hybrid cards), and the custom loop's."""
    found: list[tuple[str, int | None]] = []
    cooler = view.cooler
    if cooler is not None and cooler.kind == "aio":
        found.append((cooler.name, cooler.radiator_mm))
    for gpu, mount in zip(view.gpus, view.gpu_mounts, strict=True):
        if gpu.cooler == "liquid" and not mount.water_block:
            found.append((gpu.name, gpu.radiator_mm))
    if view.loop is not None:
        found.extend((f"custom loop ({size} mm)", size) for size in view.loop.radiators_mm)
    return found


def radiator_mounts(view: BuildView) -> Iterator[Finding]:
    """Several radiators (AIO + hybrid GPUs + a loop) against the case's mount positions."""
    case = view.case
    radiators = build_radiators(view)
    if case is None or view.open_frame or not radiators:
        return
    only_cpu_aio = len(radiators) == 1 and view.cooler is not None and view.cooler.kind == "aio"
    if only_cpu_aio:
        return  # cooler.radiator covers it
    unknown = [name for name, size in radiators if size is None]
    listed = ", ".join(f"{name} {size} mm" if size else name for name, size in radiators)
    if unknown or not case.radiator_mounts:
        yield note(
            "cooler.radiator_mounts",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "could not check the radiators (%(radiators)s) against %(case)s: %(what)s",
                ),
                radiators=listed,
                case=case.name,
                what=msg(
                    QT_TRANSLATE_NOOP("Findings", "radiator size unknown for %(parts)s"),
                    parts=", ".join(unknown),
                )
                if unknown
                else msg(QT_TRANSLATE_NOOP("Findings", "case radiator mounts unknown")),
            ),
            case,
        )
        return
    sizes = [size for _, size in radiators if size is not None]
    if fits_mounts(sizes, mount_sizes(case.radiator_mounts)):
        return
    yield error(
        "cooler.radiator_mounts",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s radiators (%(radiators)s) need a mount each; %(case)s mounts %(mounts)s",
            ),
            n=str(len(sizes)),
            radiators=listed,
            case=case.name,
            mounts="; ".join(case.radiator_mounts),
        ),
        case,
        *[p for p in (view.cooler,) if p is not None],
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Pick a case with a mount for each radiator (%(radiators)s), or an air "
                    "cooler for the CPU (same speed at stock power, lower price)",
                ),
                radiators=listed,
            ),
            Category.CASE,
            lambda t, sizes=tuple(sizes): t.list_len("radiator_mounts") >= len(sizes),
            "enough radiator mounts",
        ),
    )


RULES = (cooler_socket, cooler_height, cooler_capacity, radiator, radiator_mounts, missing_cooler)


def _stronger_cooler(need: float) -> Fix:
    return fix(
        msg(
            QT_TRANSLATE_NOOP("Findings", "Pick a cooler rated for at least %(need)s"), need=w(need)
        ),
        Category.COOLER,
        lambda t: t.num("rated_w") >= need,
        "rated_w",
    )
