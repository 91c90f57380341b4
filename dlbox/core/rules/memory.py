"""Rule 2: memory type, module form, slot count, capacity, ECC/registered and speed."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.parts import Category, Motherboard
from dlbox.core.rules.findings import Finding, error, fix, gb, note, warning
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, join_and, msg
from dlbox.core.rules.view import BuildView

# The board model has no DIMM/SO-DIMM field; the form factor settles it for the
# standard sizes (Mini-STX boards take SO-DIMMs, ATX-family boards full DIMMs).
# Mini-ITX boards come both ways, so for them the module form stays unknown.
SODIMM_BOARDS = frozenset({"Mini-STX"})
DIMM_BOARDS = frozenset({"Micro-ATX", "ATX", "E-ATX", "EEB", "CEB", "SSI-EEB", "SSI-CEB"})


def module_form_for(form_factor: str) -> str | None:
    """'sodimm' / 'dimm' for a board size, None where boards come both ways."""
    if form_factor in SODIMM_BOARDS:
        return "sodimm"
    if form_factor in DIMM_BOARDS:
        return "dimm"
    return None


def board_module_form(board: Motherboard) -> str | None:
    return module_form_for(board.form_factor)


FORM_NAME = {"dimm": "DIMM", "sodimm": "SO-DIMM"}


def memory_type(view: BuildView) -> Iterator[Finding]:
    board, cpu = view.board, view.cpu
    for kit in dict.fromkeys(view.memory):
        key = f"memory.type:{kit.id}"
        unknown = board is not None and board.memory_type is None
        if board is not None and not unknown and kit.memory_type != board.memory_type:
            yield error(
                "memory.type",
                msg(
                    QT_TRANSLATE_NOOP("Findings", "%(kit)s is %(type)s; %(board)s takes %(takes)s"),
                    kit=kit.name,
                    type=kit.memory_type,
                    board=board.name,
                    takes=board.memory_type,
                ),
                kit,
                board,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP("Findings", "Pick %(type)s memory"),
                        type=board.memory_type,
                    ),
                    Category.MEMORY,
                ),
                key=key,
            )
        elif cpu is not None and cpu.memory_types and kit.memory_type not in cpu.memory_types:
            yield error(
                "memory.type",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(kit)s is %(type)s; %(cpu)s supports %(types)s"
                    ),
                    kit=kit.name,
                    type=kit.memory_type,
                    cpu=cpu.name,
                    types=" / ".join(cpu.memory_types),
                ),
                kit,
                cpu,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP("Findings", "Pick %(type)s memory"),
                        type=" or ".join(cpu.memory_types),
                    ),
                    Category.MEMORY,
                ),
                key=key,
            )
        elif unknown:
            yield note(
                "memory.type",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(board)s's memory type is unknown: check it takes %(type)s"
                    ),
                    board=board.name,  # type: ignore[union-attr]
                    type=kit.memory_type,
                ),
                kit,
                board,  # type: ignore[arg-type]
                key=key,
            )


def module_form(view: BuildView) -> Iterator[Finding]:
    board = view.board
    if board is None:
        return
    wanted = board_module_form(board)
    for kit in dict.fromkeys(view.memory):
        if wanted is None:
            if kit.form == "sodimm":
                yield note(
                    "memory.form",
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "%(kit)s is SO-DIMM; whether %(board)s (%(form)s) takes SO-DIMM or "
                            "full DIMMs is not recorded — check its manual",
                        ),
                        kit=kit.name,
                        board=board.name,
                        form=board.form_factor,
                    ),
                    kit,
                    board,
                    key=f"memory.form:{kit.id}",
                )
            continue
        if kit.form != wanted:
            yield error(
                "memory.form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(kit)s is %(module)s; %(board)s (%(form)s) takes %(wanted)s modules",
                    ),
                    kit=kit.name,
                    module=FORM_NAME[kit.form],
                    board=board.name,
                    form=board.form_factor,
                    wanted=FORM_NAME[wanted],
                ),
                kit,
                board,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP("Findings", "Pick %(type)s memory"),
                        type=FORM_NAME[wanted],
                    ),
                    Category.MEMORY,
                ),
                key=f"memory.form:{kit.id}",
            )


def slots(view: BuildView) -> Iterator[Finding]:
    board = view.board
    if board is None or not view.memory:
        return
    modules = view.memory_modules
    if modules > board.memory_slots:
        yield error(
            "memory.slots",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(n)s memory modules; %(board)s has %(slots)s slots")
                if board.memory_slots != 1
                else QT_TRANSLATE_NOOP(
                    "Findings", "%(n)s memory modules; %(board)s has %(slots)s slot"
                ),
                n=str(modules),
                board=board.name,
                slots=str(board.memory_slots),
            ),
            *dict.fromkeys(view.memory),
            board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "Use at most %(slots)s modules: fewer, larger modules"
                    )
                    if board.memory_slots != 1
                    else QT_TRANSLATE_NOOP(
                        "Findings", "Use a single, larger module: the board has %(slots)s slot"
                    ),
                    slots=str(board.memory_slots),
                ),
                Category.MEMORY,
            ),
        )


def capacity(view: BuildView) -> Iterator[Finding]:
    if not view.memory:
        return
    total = view.memory_gb
    board, cpu = view.board, view.cpu
    limits = []
    if board is not None:
        limits.append((board.max_memory_gb, board))
    if cpu is not None and cpu.max_memory_gb is not None:
        limits.append((cpu.max_memory_gb, cpu))
    if not limits:
        return
    limit, part = min(limits, key=lambda item: item[0])
    if total > limit:
        yield error(
            "memory.capacity",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(total)s of memory; %(part)s supports at most %(limit)s"
                ),
                total=gb(total),
                part=part.name,
                limit=gb(limit),
            ),
            *dict.fromkeys(view.memory),
            part,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "Keep memory at or below %(limit)s"),
                    limit=gb(limit),
                ),
                Category.MEMORY,
            ),
        )


def registered(view: BuildView) -> Iterator[Finding]:
    board, cpu = view.board, view.cpu
    for kit in dict.fromkeys(view.memory):
        key = f"memory.registered:{kit.id}"
        if board is not None and board.registered_only is None and kit.registered:
            yield note(
                "memory.registered",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(board)s's support for registered memory (RDIMM) is unknown: check "
                        "it takes %(kit)s",
                    ),
                    board=board.name,
                    kit=kit.name,
                ),
                kit,
                board,
                key=key,
            )
        elif board is not None and kit.registered and not board.registered_only:
            yield error(
                "memory.registered",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(kit)s is registered (RDIMM); %(board)s takes unbuffered DIMMs only",
                    ),
                    kit=kit.name,
                    board=board.name,
                ),
                kit,
                board,
                fix=fix(
                    msg(QT_TRANSLATE_NOOP("Findings", "Pick unbuffered (UDIMM) memory")),
                    Category.MEMORY,
                ),
                key=key,
            )
        elif board is not None and board.registered_only and not kit.registered:
            yield error(
                "memory.registered",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(kit)s is unbuffered; %(board)s takes registered ECC DIMMs (RDIMM) only",
                    ),
                    kit=kit.name,
                    board=board.name,
                ),
                kit,
                board,
                fix=fix(
                    msg(QT_TRANSLATE_NOOP("Findings", "Pick registered ECC memory (RDIMM)")),
                    Category.MEMORY,
                ),
                key=key,
            )
        elif kit.ecc and not kit.registered:
            # Unbuffered ECC sticks boot on most non-ECC platforms with ECC simply off,
            # so this is a warning, not an error.
            missing = [p for p in (board, cpu) if p is not None and p.ecc is False]
            unknown = [p for p in (board, cpu) if p is not None and p.ecc is None]
            if unknown and not missing:
                yield note(
                    "memory.ecc",
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings", "ECC support of %(parts)s is unknown: check it for %(kit)s"
                        ),
                        kit=kit.name,
                        parts=join_and([p.name for p in unknown]),
                    ),
                    kit,
                    *unknown,
                    key=f"memory.ecc:{kit.id}",
                )
            if missing:
                yield warning(
                    "memory.ecc",
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "%(kit)s is ECC; %(parts)s do not support ECC: it will run with error "
                            "correction off (some boards refuse ECC modules)",
                        )
                        if len(missing) > 1
                        else QT_TRANSLATE_NOOP(
                            "Findings",
                            "%(kit)s is ECC; %(parts)s does not support ECC: it will run with error "
                            "correction off (some boards refuse ECC modules)",
                        ),
                        kit=kit.name,
                        parts=join_and([p.name for p in missing]),
                    ),
                    kit,
                    *missing,
                    key=f"memory.ecc:{kit.id}",
                )


def speed(view: BuildView) -> Iterator[Finding]:
    limits = [
        (p.max_memory_speed_mts, p)
        for p in (view.board, view.cpu)
        if p is not None and p.max_memory_speed_mts is not None
    ]
    if not limits or not view.memory:
        return
    limit, part = min(limits, key=lambda item: item[0])  # type: ignore[arg-type,return-value]
    for kit in dict.fromkeys(view.memory):
        if kit.speed_mts > limit:  # type: ignore[operator]
            yield note(
                "memory.speed",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(kit)s is rated %(speed)s MT/s; %(part)s supports %(limit)s MT/s, so it "
                        "will run at %(limit)s MT/s or below",
                    ),
                    kit=kit.name,
                    speed=f"{kit.speed_mts:,}",
                    part=part.name,
                    limit=f"{limit:,}",
                ),
                kit,
                part,
                key=f"memory.speed:{kit.id}",
            )


def mixed_kits(view: BuildView) -> Iterator[Finding]:
    kits = list(dict.fromkeys(view.memory))
    if len(kits) > 1:
        yield note(
            "memory.mixed",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(n)s different memory kits: mixed kits often fail to run at their rated "
                    "speed together; one kit of the full size is safer",
                ),
                n=str(len(kits)),
            ),
            *kits,
        )


RULES = (memory_type, module_form, slots, capacity, registered, speed, mixed_kits)
