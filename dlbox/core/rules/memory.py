"""Rule 2: memory type, module form, slot count, capacity, ECC/registered and speed."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.parts import Category, Motherboard
from dlbox.core.rules.findings import Finding, error, fix, gb, note, warning
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
        if board is not None and kit.memory_type != board.memory_type:
            yield error(
                "memory.type",
                f"{kit.name} is {kit.memory_type}; {board.name} takes {board.memory_type}",
                kit,
                board,
                fix=fix(f"Pick {board.memory_type} memory", Category.MEMORY),
                key=key,
            )
        elif cpu is not None and cpu.memory_types and kit.memory_type not in cpu.memory_types:
            yield error(
                "memory.type",
                f"{kit.name} is {kit.memory_type}; {cpu.name} supports "
                f"{' / '.join(cpu.memory_types)}",
                kit,
                cpu,
                fix=fix(f"Pick {' or '.join(cpu.memory_types)} memory", Category.MEMORY),
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
                    f"{kit.name} is SO-DIMM; whether {board.name} ({board.form_factor}) takes "
                    "SO-DIMM or full DIMMs is not recorded — check its manual",
                    kit,
                    board,
                    key=f"memory.form:{kit.id}",
                )
            continue
        if kit.form != wanted:
            yield error(
                "memory.form",
                f"{kit.name} is {FORM_NAME[kit.form]}; {board.name} ({board.form_factor}) "
                f"takes {FORM_NAME[wanted]} modules",
                kit,
                board,
                fix=fix(f"Pick {FORM_NAME[wanted]} memory", Category.MEMORY),
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
            f"{modules} memory modules; {board.name} has {board.memory_slots} slots",
            *dict.fromkeys(view.memory),
            board,
            fix=fix(
                f"Use at most {board.memory_slots} modules: fewer, larger modules",
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
            f"{gb(total)} of memory; {part.name} supports at most {gb(limit)}",
            *dict.fromkeys(view.memory),
            part,
            fix=fix(f"Keep memory at or below {gb(limit)}", Category.MEMORY),
        )


def registered(view: BuildView) -> Iterator[Finding]:
    board, cpu = view.board, view.cpu
    for kit in dict.fromkeys(view.memory):
        key = f"memory.registered:{kit.id}"
        if board is not None and kit.registered and not board.registered_only:
            yield error(
                "memory.registered",
                f"{kit.name} is registered (RDIMM); {board.name} takes unbuffered DIMMs only",
                kit,
                board,
                fix=fix("Pick unbuffered (UDIMM) memory", Category.MEMORY),
                key=key,
            )
        elif board is not None and board.registered_only and not kit.registered:
            yield error(
                "memory.registered",
                f"{kit.name} is unbuffered; {board.name} takes registered ECC DIMMs (RDIMM) only",
                kit,
                board,
                fix=fix("Pick registered ECC memory (RDIMM)", Category.MEMORY),
                key=key,
            )
        elif kit.ecc and not kit.registered:
            # Unbuffered ECC sticks boot on most non-ECC platforms with ECC simply off,
            # so this is a warning, not an error.
            missing = [p for p in (board, cpu) if p is not None and not p.ecc]
            if missing:
                yield warning(
                    "memory.ecc",
                    f"{kit.name} is ECC; {' and '.join(p.name for p in missing)} "
                    f"{'do' if len(missing) > 1 else 'does'} not support ECC: it will run "
                    "with error correction off (some boards refuse ECC modules)",
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
                f"{kit.name} is rated {kit.speed_mts:,} MT/s; {part.name} supports "
                f"{limit:,} MT/s, so it will run at {limit:,} MT/s or below",
                kit,
                part,
                key=f"memory.speed:{kit.id}",
            )


def mixed_kits(view: BuildView) -> Iterator[Finding]:
    kits = list(dict.fromkeys(view.memory))
    if len(kits) > 1:
        yield note(
            "memory.mixed",
            f"{len(kits)} different memory kits: mixed kits often fail to run at their rated "
            "speed together; one kit of the full size is safer",
            *kits,
        )


RULES = (memory_type, module_form, slots, capacity, registered, speed, mixed_kits)
