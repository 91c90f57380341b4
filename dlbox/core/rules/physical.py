"""Rules 7–9 and 11: board in case, GPU length and slots, adjacent cards, PSU fit."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, join_and, join_plus, msg
from dlbox.core.parts import (
    BOARD_SLOT_POSITIONS,
    GPU,
    PSU,
    Case,
    Category,
    Cooler,
    PartBase,
    PcieSlot,
)
from dlbox.core.rig.placement import NO_LIMIT, STACKED_LOSS, _best_layout, x16_slots
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, Fix, error, fix, mm, note, w, warning

# A case built for a larger standard board also takes the smaller ones: their
# mounting holes are a subset (ATX spec).  Server sizes take ATX and below.
# Flex-ATX and Mini-DTX boards mount on micro-ATX holes (FlexATX and DTX specs).
# CEB/SSI-CEB (12 × 10.5 in) use ATX holes plus holes an E-ATX/EEB (12 × 13 in) tray also
# has, so the larger cases take them (COMPAT_RULES.md rule 7; e.g. the ASUS X99-E WS of
# NVIDIA's DIGITS DevBox sits in E-ATX cases).
_UP_TO_MICRO_ATX = frozenset({"Micro-ATX", "Mini-ITX", "Flex-ATX", "Mini-DTX"})
_UP_TO_ATX = frozenset({"ATX", *_UP_TO_MICRO_ATX})
_UP_TO_CEB = frozenset({"CEB", "SSI-CEB", *_UP_TO_ATX})
IMPLIED_FORM_FACTORS: dict[str, frozenset[str]] = {
    "E-ATX": _UP_TO_CEB,
    "ATX": _UP_TO_MICRO_ATX,
    "Micro-ATX": _UP_TO_MICRO_ATX - {"Micro-ATX"},
    "EEB": _UP_TO_CEB,
    "SSI-EEB": _UP_TO_CEB,
    "CEB": _UP_TO_ATX | {"SSI-CEB"},
    "SSI-CEB": _UP_TO_ATX | {"CEB"},
}

# Case GPU-length figures normally assume front fans; a radiator in front of them
# adds its core, 27 mm for a standard slim radiator.
FRONT_RADIATOR_MM = 27.0

# SFX units fit ATX PSU bays with the bracket most SFX PSUs ship with.
BRACKETED_PSU = {"SFX": "ATX", "SFX-L": "ATX"}


def case_accepts(case: Case, form_factor: str) -> bool:
    return form_factor in case.form_factors or any(
        form_factor in IMPLIED_FORM_FACTORS.get(f, ()) for f in case.form_factors
    )


def radiator_placement(case: Case, cooler: Cooler | None) -> str | None:
    """Where an AIO's radiator must go: 'front', 'other', or None (no AIO / no room / unknown)."""
    if cooler is None or cooler.kind != "aio" or cooler.radiator_mm is None:
        return None
    front, other = 0, 0
    for mount in case.radiator_mounts:
        where, _, size = mount.partition(":")
        if not size.isdigit():
            continue
        if where.strip().lower() == "front":
            front = max(front, int(size))
        else:
            other = max(other, int(size))
    if cooler.radiator_mm <= other:
        return "other"
    if cooler.radiator_mm <= front:
        return "front"
    return None


def gpu_clearance(case: Case, cooler: Cooler | None) -> tuple[float | None, str | Message]:
    """The longest card the case takes with this cooler (None: the case's limit is unknown)."""
    if case.max_gpu_length_mm is None:
        return None, ""
    if radiator_placement(case, cooler) == "front":
        return (
            case.max_gpu_length_mm - FRONT_RADIATOR_MM,
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", " (%(length)s less %(radiator)s for the front %(size)s mm radiator)"
                ),
                length=mm(case.max_gpu_length_mm),
                radiator=mm(FRONT_RADIATOR_MM),
                size=str(cooler.radiator_mm),  # type: ignore[union-attr]
            ),
        )
    return case.max_gpu_length_mm, ""


def form_factor(view: BuildView) -> Iterator[Finding]:
    board, case = view.board, view.case
    if board is None or case is None:
        return
    if not case.form_factors:
        yield note(
            "physical.form_factor",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(case)s's supported board sizes are unknown: check it takes %(form)s",
                ),
                case=case.name,
                form=board.form_factor,
            ),
            board,
            case,
        )
    elif not case_accepts(case, board.form_factor):
        yield error(
            "physical.form_factor",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(board)s is %(form)s; %(case)s takes %(takes)s"),
                board=board.name,
                form=board.form_factor,
                case=case.name,
                takes=", ".join(case.form_factors)
                or msg(QT_TRANSLATE_NOOP("Findings", "no listed board size")),
            ),
            board,
            case,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "Pick a case that takes %(form)s boards"),
                    form=board.form_factor,
                ),
                Category.CASE,
            ),
        )


def gpu_form(view: BuildView) -> Iterator[Finding]:
    board = view.board
    for gpu in {g.id: g for g in view.gpus}.values():
        key = f"physical.gpu_form:{gpu.id}"
        if gpu.form_factor in ("sxm", "oam"):
            yield error(
                "physical.gpu_form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s is a server module (%(form)s): it needs a server GPU baseboard "
                        "(HGX/OAM), not a workstation PCIe slot",
                    ),
                    gpu=gpu.name,
                    form=gpu.form_factor.upper(),
                ),
                gpu,
                fix=_other_gpu(
                    QT_TRANSLATE_NOOP("Findings", "Pick the PCIe version of the GPU"), gpu
                ),
                key=key,
            )
        elif gpu.form_factor == "mxm" and board is not None and not board.mxm_slot:
            yield error(
                "physical.gpu_form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(gpu)s is an MXM module; %(board)s has no MXM slot"
                    ),
                    gpu=gpu.name,
                    board=board.name,
                ),
                gpu,
                board,
                fix=_other_gpu(QT_TRANSLATE_NOOP("Findings", "Pick a PCIe graphics card"), gpu),
                key=key,
            )
        elif (
            gpu.form_factor == "pcie"
            and board is not None
            and board.pcie_slots is not None  # unknown layout: physical.gpu_slots notes it
            and not x16_slots(board)
        ):
            yield error(
                "physical.gpu_form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(gpu)s needs an x16 PCIe slot; %(board)s has none"
                    ),
                    gpu=gpu.name,
                    board=board.name,
                ),
                gpu,
                board,
                fix=fix(
                    msg(QT_TRANSLATE_NOOP("Findings", "Pick a board with an x16 slot")),
                    Category.MOTHERBOARD,
                ),
                key=key,
            )


def gpu_length(view: BuildView) -> Iterator[Finding]:
    case = view.case
    if case is None:
        return
    limit, why = gpu_clearance(case, view.cooler)
    for gpu in {g.id: g for g in view.case_gpus}.values():
        key = f"physical.gpu_length:{gpu.id}"
        if limit is None:
            yield note(
                "physical.gpu_length",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(case)s's GPU length limit is unknown: check it takes %(gpu)s "
                        "(%(length)s)",
                    )
                    if gpu.length_mm is not None
                    else QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(case)s's GPU length limit and %(gpu)s's length are unknown: check "
                        "the card fits",
                    ),
                    case=case.name,
                    gpu=gpu.name,
                    **({"length": mm(gpu.length_mm)} if gpu.length_mm is not None else {}),
                ),
                gpu,
                case,
                key=key,
            )
        elif gpu.length_mm is None:
            yield note(
                "physical.gpu_length",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s's length is unknown; could not check it against %(case)s's "
                        "%(limit)s",
                    ),
                    gpu=gpu.name,
                    case=case.name,
                    limit=mm(limit),
                ),
                gpu,
                case,
                key=key,
            )
        elif gpu.length_mm > limit:
            parts = [p for p in ((gpu, case, view.cooler) if why else (gpu, case)) if p]
            text = msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(gpu)s is %(length)s; %(case)s allows %(limit)s%(why)s"
                ),
                gpu=gpu.name,
                length=mm(gpu.length_mm),
                case=case.name,
                limit=mm(limit),
                why=why,
            )
            the_fix = fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "Pick a case with more than %(length)s GPU clearance"
                    ),
                    length=mm(gpu.length_mm),
                ),
                Category.CASE,
            )
            # Partner cards of one chip differ in length (RTX 4090s run from 304 mm to over
            # 350 mm): an unnamed model's real card may fit, or be longer still.
            yield _size_finding(
                view,
                "physical.gpu_length",
                text,
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(finding)s. The length is assumed: the build does not name the "
                    "card model, so dlbox uses %(gpu)s from the catalogue",
                ),
                gpu,
                parts,
                the_fix,
                key,
            )


def gpu_height(view: BuildView) -> Iterator[Finding]:
    """A card taller than the tallest the case takes (``Case.max_gpu_height_mm``, which
    small-form-factor makers state: the card sits on a riser or in a chamber of its own)."""
    case = view.case
    if case is None or case.max_gpu_height_mm is None:
        return
    limit = case.max_gpu_height_mm
    for gpu in {g.id: g for g in view.case_gpus}.values():
        if gpu.height_mm is None or gpu.height_mm <= limit:
            continue
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(gpu)s is %(height)s tall; %(case)s takes cards up to %(limit)s tall"
            ),
            gpu=gpu.name,
            height=mm(gpu.height_mm),
            case=case.name,
            limit=mm(limit),
        )
        the_fix = fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Pick a case that takes cards at least %(height)s tall, or a card of this "
                    "chip no taller than %(limit)s (same speed and power)",
                ),
                height=mm(gpu.height_mm),
                limit=mm(limit),
            ),
            Category.CASE,
            lambda t, need=gpu.height_mm: t.num("max_gpu_height_mm") >= need,
            "tall enough for the card",
        )
        yield _size_finding(
            view,
            "physical.gpu_height",
            text,
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(finding)s. The height is assumed: the build does not name the card "
                "model, so dlbox uses %(gpu)s from the catalogue",
            ),
            gpu,
            [gpu, case],
            the_fix,
            f"physical.gpu_height:{gpu.id}",
        )


def _size_finding(
    view: BuildView,
    rule: str,
    text: Message,
    assumed: str,
    gpu: GPU,
    parts: list[Any],
    the_fix: Fix,
    key: str,
) -> Finding:
    """A card that does not fit: an error, or a warning saying the size is assumed
    (``assumed``, a template around ``%(finding)s``) where the catalogue card only stands
    in for a model the build does not name."""
    if gpu.id not in view.unnamed_card_ids:
        return error(rule, text, *parts, fix=the_fix, key=key)
    return warning(rule, msg(assumed, finding=text, gpu=gpu.name), *parts, fix=the_fix, key=key)


def _assumed_width_cards(view: BuildView, gpus: list[GPU]) -> list[GPU]:
    """Models among ``gpus`` whose thickness is only the catalogue card's: the build names
    the chip, not the card model (``card_model_named`` false)."""
    ids = view.unnamed_card_ids
    return list({g.id: g for g in gpus if g.id in ids and g.slot_width}.values())


def _slot_count(
    view: BuildView,
    gpus: list[GPU],
    rule: str,
    text: str | Message,
    *parts: PartBase,
    the_fix: Fix,
    key: str = "",
) -> Finding:
    """An error for a slot count the cards fail; a warning saying so when a card's thickness
    is assumed (the catalogue card stands in for an unnamed model, and partner cards of one
    chip differ in thickness): the box may well fit, as club-3090 #1028's four unnamed
    RTX 3090 on an ATX board did."""
    assumed = _assumed_width_cards(view, gpus)
    if not assumed:
        return error(rule, text, *parts, fix=the_fix, key=key)
    stand_ins = join_and(
        [
            msg(
                QT_TRANSLATE_NOOP("Findings", "the %(width)s-slot %(gpu)s"),
                width=f"{g.slot_width:g}",
                gpu=g.name,
            )
            for g in assumed
        ]
    )
    watts = max(g.board_power_w for g in gpus)
    return warning(
        rule,
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(finding)s. The thickness is assumed: the build does not name the card "
                "model, so dlbox uses %(cards)s from the catalogue",
            ),
            finding=text,
            cards=stand_ins,
        ),
        *parts,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Check how thick your cards are and name the model: thinner cards (2-slot "
                    "blower or water-cooled) may fit as they are, at no cost in speed, price "
                    "or power; if they are this thick, use PCIe risers (the link runs at what "
                    "the cable carries) or fewer GPUs (each GPU fewer is about 1/%(n)s less "
                    "training speed and %(power)s less power)",
                ),
                n=str(len(gpus)),
                power=f"{watts:,.0f} W",
            )
        ),
        key=key,
    )


def _describe_cards(gpus: list[GPU]) -> str | Message:
    by_model: dict[str, list[GPU]] = {}
    for gpu in gpus:
        by_model.setdefault(gpu.id, []).append(gpu)
    cards: list[str | Message] = []
    for group in by_model.values():
        gpu = group[0]
        thick = (
            msg(QT_TRANSLATE_NOOP("Findings", "%(width)s-slot"), width=f"{gpu.slot_width:g}")
            if gpu.slot_width
            else msg(QT_TRANSLATE_NOOP("Findings", "thickness unknown"))
        )
        cards.append(
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(n)s × %(gpu)s (%(thick)s)"),
                n=str(len(group)),
                gpu=gpu.name,
                thick=thick,
            )
        )
    return join_plus(cards)


def gpu_slots(view: BuildView) -> Iterator[Finding]:
    """The board must seat every card: x16 slots far enough apart for their thickness."""
    board = view.board
    models = list({g.id: g for g in view.gpus}.values())
    mxm = [g for g in view.gpus if g.form_factor == "mxm"]
    if board is None:
        return
    if board.mxm_slot and len(mxm) > 1:
        yield error(
            "physical.gpu_slots",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(n)s MXM modules; %(board)s has one MXM slot"),
                n=str(len(mxm)),
                board=board.name,
            ),
            *models,
            board,
            fix=fix(msg(QT_TRANSLATE_NOOP("Findings", "Use one MXM module"))),
            key="physical.gpu_slots:mxm",
        )
    gpus = list(view.slot_gpus)
    if view.pcie_gpus and board.pcie_slots is None:
        yield from unknown_layout_bounds(view)
        return
    yield from _riser_slots(view)
    x16 = x16_slots(board)
    if not gpus or not x16:
        return  # no x16 slot at all: physical.gpu_form says so per card
    if view.placement.case_slots_needed is None:
        positions = ", ".join(str(s.position) for s in x16)
        seated = len(_best_unconstrained(x16, list(view.slot_gpu_spans)))
        yield _slot_count(
            view,
            gpus,
            "physical.gpu_slots",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cards)s do not fit %(board)s: its x16 slots are at positions %(positions)s, "
                    "so only %(seated)s can be seated",
                )
                if len(x16) > 1
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cards)s do not fit %(board)s: its only x16 slot is at position "
                    "%(positions)s, so only %(seated)s can be seated",
                ),
                cards=_describe_cards(gpus),
                board=board.name,
                positions=positions,
                seated=count(
                    seated,
                    QT_TRANSLATE_NOOP("Findings", "%(n)s card"),
                    QT_TRANSLATE_NOOP("Findings", "%(n)s cards"),
                ),
            ),
            *models,
            board,
            the_fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Use thinner (blower, 2-slot) cards, PCIe risers, or a board with more "
                        "widely spaced x16 slots",
                    )
                ),
                Category.MOTHERBOARD,
            ),
        )


def _best_unconstrained(x16: list[PcieSlot], spans: list[int]) -> list[int]:
    return [s.position for s, _ in _best_layout(x16, Counter(spans), NO_LIMIT)]


def _riser_slots(view: BuildView) -> Iterator[Finding]:
    """Cards on risers each need a free slot that no seated card covers."""
    board = view.board
    # Cards on M.2 adapters need M.2 slots instead (storage.m2_count counts them).
    risers = [lk for lk in view.placement.links if lk.riser and not lk.mount.riser_m2]
    stranded = [lk for lk in risers if not lk.placed]
    if board is None or not stranded:
        return
    free = len(risers) - len(stranded)
    yield error(
        "physical.riser_slots",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s GPUs on risers need a free PCIe slot each; %(board)s has %(free)s left "
                "once the cards in its slots cover theirs (%(slots)s slots in all)",
            ),
            n=str(len(risers)),
            board=board.name,
            free=str(free),
            slots=str(len(board.pcie_slots or ())),
        ),
        *{lk.gpu.id: lk.gpu for lk in stranded}.values(),
        board,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Move a card from a slot onto a riser, use a board with more PCIe slots, or "
                    "fewer GPUs (each GPU fewer is about 1/%(n)s less training speed)",
                ),
                n=str(len(view.gpus)),
            ),
            Category.MOTHERBOARD,
        ),
    )


LANES_PER_GPU = 8  # the least a training GPU should get (x8) when the layout is unknown


def positions_needed(spans: list[int] | tuple[int, ...]) -> int:
    """Board positions the cards cover at best: back to back, the thickest one last (its
    overhang may reach past the board's last slot)."""
    return sum(spans) - max(spans) + 1 if spans else 0


def layout_bound(view: BuildView) -> tuple[int, int] | None:
    """(positions the cards in slots need at best, most positions the board size has)."""
    board = view.board
    if board is None or board.form_factor not in BOARD_SLOT_POSITIONS:
        return None
    return positions_needed(view.slot_gpu_spans), BOARD_SLOT_POSITIONS[board.form_factor][1]


def unknown_layout_bounds(view: BuildView) -> Iterator[Finding]:
    """No slot layout: check what the board's size and the CPU's lanes still bound."""
    board = view.board
    assert board is not None
    gpus = list(view.pcie_gpus)
    cards = len(gpus)
    models = list({g.id: g for g in gpus}.values())
    bound = layout_bound(view)
    if bound is not None and bound[0] > bound[1]:
        needed, most = bound
        yield _slot_count(
            view,
            list(view.slot_gpus),
            "physical.gpu_slots",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cards)s need at least %(needed)s slot positions on the board (the "
                    "thickest card last); a %(form)s board such as %(board)s has at most "
                    "%(most)s (its exact layout is unknown)",
                ),
                cards=_describe_cards(list(view.slot_gpus)),
                needed=str(needed),
                form=board.form_factor,
                board=board.name,
                most=str(most),
            ),
            *models,
            board,
            the_fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Use thinner (blower, 2-slot) cards, risers, or fewer GPUs (each GPU "
                        "fewer is about 1/%(n)s less training speed and %(power)s less power)",
                    ),
                    n=str(len(gpus)),
                    power=f"{max(g.board_power_w for g in gpus):,.0f} W",
                ),
                Category.GPU,
                lambda t, most=most, n=cards: t.num("slot_width") * n <= most,
                "thin enough to fit",
            ),
        )
    cpu = view.cpu
    if cpu is not None and cpu.pcie_lanes is not None and len(gpus) >= 2:
        # A card on a narrow riser cannot take more than the riser carries.
        wanted = sum(
            min(LANES_PER_GPU, m.riser_lanes or LANES_PER_GPU)
            for g, m in zip(view.gpus, view.gpu_mounts, strict=True)
            if g.form_factor == "pcie"
        )
        if wanted > cpu.pcie_lanes:
            yield warning(
                "pcie.lane_budget",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(n)s GPUs want at least x8 each (%(wanted)s lanes in all); %(cpu)s "
                        "provides %(lanes)s, so some run at x4 or from the chipset (%(board)s's "
                        "slot wiring is unknown)",
                    ),
                    n=str(len(gpus)),
                    wanted=str(wanted),
                    cpu=cpu.name,
                    lanes=str(cpu.pcie_lanes),
                    board=board.name,
                ),
                cpu,
                board,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "Pick a CPU with at least %(wanted)s PCIe lanes (Threadripper, Xeon "
                            "W, EPYC; higher price and power) or a board with a PCIe switch",
                        ),
                        wanted=str(wanted),
                    ),
                    Category.CPU,
                    lambda t, wanted=wanted: t.num("pcie_lanes") >= wanted,
                    "pcie_lanes",
                ),
            )
    yield note(
        "physical.gpu_slots",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(board)s's PCIe slot layout is unknown: check it seats %(cards)s",
            ),
            board=board.name,
            cards=_describe_cards(gpus),
        ),
        *models,
        board,
        key="physical.gpu_slots:unknown",
    )


def case_slots(view: BuildView) -> Iterator[Finding]:
    """The case must have an expansion slot for every position the cards cover."""
    case, board = view.case, view.board
    gpus = list(view.slot_gpus)
    if case is None or not gpus or view.open_frame:
        return
    models = list({g.id: g for g in gpus}.values())
    needed = view.placement.case_slots_needed
    x16 = x16_slots(board) if board is not None else []
    if board is not None and x16 and needed is not None:
        positions = ", ".join(str(s.position) for s in x16)
        where: str | Message = msg(
            QT_TRANSLATE_NOOP("Findings", " on %(board)s (x16 slots at positions %(positions)s)")
            if len(x16) > 1
            else QT_TRANSLATE_NOOP(
                "Findings", " on %(board)s (x16 slot at position %(positions)s)"
            ),
            board=board.name,
            positions=positions,
        )
        parts = [*models, board, case]
    else:
        needed = sum(view.slot_gpu_spans)
        where, parts = "", [*models, case]
    if case.expansion_slots is None:
        yield note(
            "physical.case_slots",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(case)s's expansion slot count is unknown: check it has %(needed)s expansion "
                    "slots for %(cards)s%(where)s",
                ),
                case=case.name,
                needed=str(needed),
                cards=_describe_cards(gpus),
                where=where,
            ),
            *parts,
        )
    elif needed > case.expansion_slots:
        yield _slot_count(
            view,
            gpus,
            "physical.case_slots",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cards)s%(where)s need %(needed)s expansion slots; %(case)s has %(has)s",
                )
                if len(gpus) > 1
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cards)s%(where)s needs %(needed)s expansion slots; %(case)s has %(has)s",
                ),
                cards=_describe_cards(gpus),
                where=where,
                needed=str(needed),
                case=case.name,
                has=str(case.expansion_slots),
            ),
            *parts,
            the_fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a case with at least %(needed)s expansion slots, or use fewer or "
                        "thinner (blower, 2-slot) cards",
                    ),
                    needed=str(needed),
                ),
                Category.CASE,
            ),
        )


def _other_gpu(text: str, gpu: GPU) -> Fix:
    """A fix that swaps ``gpu`` for a card of another form with as much VRAM."""
    return fix(
        msg(text),
        Category.GPU,
        lambda t, vram=gpu.vram_gb: t.num("vram_gb") >= vram,
        "as much VRAM",
    )


def adjacent_gpus(view: BuildView) -> Iterator[Finding]:
    for upper, lower in view.placement.touching:
        if upper.mount.water_block:
            continue  # a water-blocked card has no fan to starve
        if upper.gpu.cooler == "open_air":
            yield warning(
                "physical.gpu_adjacent",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(upper)s (open-air, slot %(upper_slot)s) sits directly on %(lower)s "
                        "(slot %(lower_slot)s) with no gap: stacked open-air cards lose about "
                        "%(loss)s of their speed to heat",
                    ),
                    upper=upper.gpu.name,
                    upper_slot=str(upper.position),
                    lower=lower.gpu.name,
                    lower_slot=str(lower.position),
                    loss=f"{STACKED_LOSS:.0%}",
                ),
                upper.gpu,
                lower.gpu,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "Use blower-style cards, a riser to space them, liquid cooling, or a "
                            "power limit (e.g. 80 %% costs about 4 %% of speed)",
                        )
                    ),
                    Category.GPU,
                    lambda t, vram=upper.gpu.vram_gb: (
                        t.col_equals("cooler", "blower") & (t.num("vram_gb") >= vram)
                    ),
                    "blower with as much VRAM",
                ),
                key=f"physical.gpu_adjacent:{upper.position}",
            )
        elif upper.gpu.cooler is None:
            yield note(
                "physical.gpu_adjacent",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(upper)s (slot %(upper_slot)s) sits directly on %(lower)s (slot "
                        "%(lower_slot)s); its cooler type is unknown — open-air cards stacked "
                        "like this run hot",
                    ),
                    upper=upper.gpu.name,
                    upper_slot=str(upper.position),
                    lower=lower.gpu.name,
                    lower_slot=str(lower.position),
                ),
                upper.gpu,
                lower.gpu,
                key=f"physical.gpu_adjacent:{upper.position}",
            )


def psu_fit(view: BuildView) -> Iterator[Finding]:
    """Every PSU unit's form factor and length against the case's PSU bay.  PSU 2 and later
    are judged too (a dual-PSU case, or a second bay); on an open frame they sit outside any
    bay.  Whether the case has a second bay at all is not in the catalogue: "not checked"
    says so (unchecked.py)."""
    case = view.case
    if case is None:
        return
    for index, psu in enumerate(view.psus):
        if index and (view.open_frame or view.bundled_supply):
            return
        yield from _unit_fit(view, psu, index)


def psu_unit_name(view: BuildView, psu: PSU, index: int) -> str | Message:
    """'Corsair …' with one PSU, 'PSU 2 (Corsair …)' with several (as the power rules say)."""
    if len(view.psus) < 2:
        return psu.name
    return msg(QT_TRANSLATE_NOOP("Findings", "PSU %(n)s (%(psu)s)"), n=str(index + 1), psu=psu.name)


def _unit_fit(view: BuildView, psu: PSU, index: int) -> Iterator[Finding]:
    case = view.case
    assert case is not None
    name = psu_unit_name(view, psu, index)
    form_key = "physical.psu_form" if index == 0 else f"physical.psu_form:psu{index + 1}"
    length_key = "physical.psu_length" if index == 0 else f"physical.psu_length:psu{index + 1}"
    if not case.psu_form_factors and not view.bundled_supply:
        if index == 0:  # one note for the case (PSU 1's) is enough
            yield note(
                "physical.psu_form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings", "%(case)s's PSU sizes are unknown: check it takes %(form)s PSUs"
                    ),
                    case=case.name,
                    form=psu.form_factor,
                ),
                psu,
                case,
                key=form_key,
            )
    elif psu.form_factor not in case.psu_form_factors:
        host = BRACKETED_PSU.get(psu.form_factor)
        if host is not None and host in case.psu_form_factors:
            yield warning(
                "physical.psu_form",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(psu)s is %(form)s; %(case)s's PSU bay is %(host)s: the PSU needs a "
                        "bracket (%(form)s to %(host)s)",
                    ),
                    psu=name,
                    form=psu.form_factor,
                    case=case.name,
                    host=host,
                ),
                psu,
                case,
                key=form_key,
            )
        else:
            yield error(
                "physical.psu_form",
                msg(
                    QT_TRANSLATE_NOOP("Findings", "%(psu)s is %(form)s; %(case)s takes %(takes)s"),
                    psu=name,
                    form=psu.form_factor,
                    case=case.name,
                    takes=", ".join(case.psu_form_factors)
                    or msg(QT_TRANSLATE_NOOP("Findings", "no separate PSU")),
                ),
                psu,
                case,
                key=form_key,
                fix=fix(
                    msg(QT_TRANSLATE_NOOP("Findings", "Pick a PSU that fits the case")),
                    Category.PSU,
                ),
            )
            return
    if (
        psu.length_mm is not None
        and case.max_psu_length_mm is not None
        and psu.length_mm > case.max_psu_length_mm
    ):
        yield error(
            "physical.psu_length",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "%(psu)s is %(length)s long; %(case)s allows %(limit)s"
                ),
                psu=name,
                length=mm(psu.length_mm),
                case=case.name,
                limit=mm(case.max_psu_length_mm),
            ),
            psu,
            case,
            key=length_key,
            # Same rating or more: the swap changes only the price, not speed or headroom.
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a PSU at most %(limit)s long rated %(rating)s or more (same speed "
                        "and power headroom; only the price changes), or a case with room for "
                        "this one",
                    ),
                    limit=mm(case.max_psu_length_mm),
                    rating=w(psu.wattage_w),
                ),
                Category.PSU,
                # A stated length that fits: a PSU of unknown length is no fix.
                lambda t, rating=psu.wattage_w, limit=case.max_psu_length_mm: (
                    (t.num("wattage_w") >= rating) & (t.num("length_mm") <= limit)
                ),
                "wattage_w",
            ),
        )


def slot_layout(view: BuildView) -> Iterator[Finding]:
    """A board's slot list that cannot be right: a position past the last one its size has,
    or two slots at one position.  The placement still uses the list; the data is suspect."""
    board = view.board
    if board is None or not board.pcie_slots:
        return
    most = BOARD_SLOT_POSITIONS.get(board.form_factor, (0, None))[1]
    positions = [s.position for s in board.pcie_slots]
    outside = sorted({p for p in positions if most is not None and p > most})
    doubled = sorted({p for p in positions if positions.count(p) > 1})
    if not outside and not doubled:
        return
    problem = (
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "slot position %(positions)s lies past position %(most)s, the last one a "
                "%(form)s board has",
            )
            if len(outside) == 1
            else QT_TRANSLATE_NOOP(
                "Findings",
                "slot positions %(positions)s lie past position %(most)s, the last one a "
                "%(form)s board has",
            ),
            positions=", ".join(map(str, outside)),
            most=str(most),
            form=board.form_factor,
        )
        if outside
        else msg(
            QT_TRANSLATE_NOOP("Findings", "two slots share position %(positions)s"),
            positions=", ".join(map(str, doubled)),
        )
    )
    yield warning(
        "physical.slot_layout",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(board)s's pcie_slots cannot be right: %(problem)s; the slot checks used the "
                "list as given",
            ),
            board=board.name,
            problem=problem,
        ),
        board,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Correct the board's pcie_slots from its manual (user catalogue or the "
                    "build file's snapshot)",
                )
            )
        ),
    )


RULES = (
    form_factor,
    gpu_form,
    gpu_length,
    gpu_height,
    gpu_slots,
    case_slots,
    adjacent_gpus,
    psu_fit,
    slot_layout,
)
