"""Rule 5: PCIe lane budget, chipset-fed slots and x16 slots that split to x8/x8."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, count, join_and, join_comma, msg
from dlbox.core.parts import Category
from dlbox.core.rig.placement import case_riser_link
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, fix, note, warning
from dlbox.core.rules.slots import GpuLink, Placement
from dlbox.core.rules.suggest import board_layout_filter

# Usable bandwidth per lane and direction, GB/s (after line coding), by PCIe generation.
LANE_GBS: dict[int, float] = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
M2_LANES = 4
MANY_GPUS = 4  # from here on, link width matters for data-parallel training


def link_gbs(lanes: int, gen: int) -> float:
    return lanes * LANE_GBS.get(gen, LANE_GBS[3])


def _link(link: GpuLink) -> str:
    return f"PCIe {link.gen}.0 x{link.lanes} ≈ {link_gbs(link.lanes or 0, link.gen or 3):.0f} GB/s"


def _all_on_cpu(placement: Placement) -> bool:
    """Every GPU seated, none of them in a chipset-fed slot."""
    return all(lk.placed and lk.source != "chipset" for lk in placement.links)


def _full_width(placement: Placement) -> bool:
    """Every PCIe GPU on CPU lanes at its full width (x16 for an x16 card)."""
    return _all_on_cpu(placement) and all(
        lk.lanes is not None and lk.lanes >= min(lk.gpu.pcie_lanes, 16)
        for lk in placement.links
        if lk.gpu.form_factor == "pcie"
    )


def _boards(view: BuildView, wanted: Callable[[Placement], bool]):  # type: ignore[no-untyped-def]
    return board_layout_filter(view, wanted)


def chipset_slots(view: BuildView) -> Iterator[Finding]:
    links = [lk for lk in view.placement.links if lk.source == "chipset"]
    if not links or view.board is None:
        return
    many = len(view.gpus) > 1
    for link in links:
        if link.m2 is not None:
            template = (
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the "
                    "chipset, sharing the chipset's uplink with USB, SATA and M.2: the slowest "
                    "link holds back every data-parallel step",
                )
                if many
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the "
                    "chipset, sharing the chipset's uplink with USB, SATA and M.2",
                )
            )
        else:
            template = (
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s "
                    "from the chipset, sharing the chipset's uplink with USB, SATA and M.2: the "
                    "slowest link holds back every data-parallel step",
                )
                if many
                else QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s "
                    "from the chipset, sharing the chipset's uplink with USB, SATA and M.2",
                )
            )
        message = msg(template, gpu=link.gpu.name, slot=link.where, link=_link(link))
        make = warning if many else note
        yield make(
            "pcie.chipset_slot",
            message,
            link.gpu,
            view.board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a board with more CPU-fed x16/x8 slots, or a platform with more "
                        "lanes (Threadripper, Xeon W)",
                    )
                ),
                Category.MOTHERBOARD,
                _boards(view, _all_on_cpu),
                "every GPU in a CPU-fed slot",
            ),
            key=f"pcie.chipset_slot:{link.where}",
        )


def split_slots(view: BuildView) -> Iterator[Finding]:
    links = [
        lk
        for lk in view.placement.links
        if lk.source == "cpu"
        and lk.slot is not None
        and lk.lanes is not None
        and lk.slot.shared_lanes is not None
        and lk.lanes < min(lk.gpu.pcie_lanes, lk.slot.electrical_lanes)
    ]
    if not links or view.board is None:
        return
    # The cards that share the CPU's lanes: those in CPU-fed slots (chipset-fed cards
    # have their own finding, cards that found no slot their own error).
    on_cpu = [lk for lk in view.placement.seated if lk.source == "cpu"]
    widths = join_comma(
        [
            msg(
                QT_TRANSLATE_NOOP("Findings", "slot %(slot)s: %(link)s"),
                slot=str(lk.position),
                link=_link(lk),
            )
            for lk in on_cpu
        ]
    )
    split = {
        "board": view.board.name,
        "cards": count(
            len(on_cpu),
            QT_TRANSLATE_NOOP("Findings", "%(n)s card"),
            QT_TRANSLATE_NOOP("Findings", "%(n)s cards"),
        ),
        "widths": widths,
        "gpus": count(
            len(view.gpus),
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPU"),
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs"),
        ),
    }
    if len(view.gpus) >= MANY_GPUS:
        yield warning(
            "pcie.lanes",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(board)s splits its CPU lanes among %(cards)s (%(widths)s): with "
                    "%(gpus)s, gradient exchange over narrow links slows large-model "
                    "data-parallel training",
                ),
                **split,
            ),
            *{lk.gpu.id: lk.gpu for lk in links}.values(),
            view.board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "A Threadripper or Xeon W platform (CPU and board) gives every GPU x16",
                    )
                ),
                Category.MOTHERBOARD,
                _boards(view, _full_width),
                "every GPU at full width on CPU lanes",
            ),
        )
    else:
        yield note(
            "pcie.lanes",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(board)s splits its CPU lanes among %(cards)s (%(widths)s): a small cost "
                    "for data-parallel training with %(gpus)s",
                ),
                **split,
            ),
            *{lk.gpu.id: lk.gpu for lk in links}.values(),
            view.board,
        )


def lane_budget(view: BuildView) -> Iterator[Finding]:
    cpu, board = view.cpu, view.board
    if cpu is None or board is None:
        return
    gpu_lanes = sum(lk.lanes or 0 for lk in view.placement.links if lk.source in ("cpu", "mxm"))
    m2_cpu = sum(1 for s in view.m2_use.slots_used if s.source == "cpu")
    demand = gpu_lanes + M2_LANES * m2_cpu
    if cpu.pcie_lanes is None:
        if demand:
            yield note(
                "pcie.lane_budget",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(cpu)s's PCIe lane count is unknown: check it provides the %(demand)s "
                        "lanes the GPUs and CPU-attached M.2 drives on %(board)s want",
                    ),
                    cpu=cpu.name,
                    demand=str(demand),
                    board=board.name,
                ),
                cpu,
                board,
            )
        return
    if demand <= cpu.pcie_lanes:
        return
    cards = sum(1 for lk in view.placement.links if lk.source in ("cpu", "mxm") and lk.lanes)
    uses: list[str | Message] = []
    if cards:
        gpus_take = (
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPU on CPU lanes takes %(lanes)s"),
            QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs on CPU lanes take %(lanes)s"),
        )
        uses.append(count(cards, *gpus_take, lanes=str(gpu_lanes)))
    if m2_cpu:
        drives_take = (
            QT_TRANSLATE_NOOP("Findings", "%(n)s CPU-attached M.2 drive takes %(lanes)s"),
            QT_TRANSLATE_NOOP("Findings", "%(n)s CPU-attached M.2 drives take %(lanes)s"),
        )
        uses.append(count(m2_cpu, *drives_take, lanes=str(M2_LANES * m2_cpu)))
    message = msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "%(demand)s lanes wanted (%(uses)s); %(cpu)s provides %(lanes)s, so the board runs "
            "some slots narrower than their x16/x8 wiring",
        ),
        demand=str(demand),
        uses=join_and(uses),
        cpu=cpu.name,
        lanes=str(cpu.pcie_lanes),
    )
    make = warning if len(view.gpus) >= MANY_GPUS else note
    yield make(
        "pcie.lane_budget",
        message,
        cpu,
        board,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Pick a CPU with more PCIe lanes (Threadripper: up to 128, Xeon W: up to "
                    "112), or move an M.2 drive to a chipset slot",
                )
            ),
            Category.CPU,
            lambda t: t.num("pcie_lanes") >= demand,
            "pcie_lanes",
        ),
    )


def cpu_generation(view: BuildView) -> Iterator[Finding]:
    """An unknown CPU PCIe generation caps nothing in the placement: say so."""
    cpu = view.cpu
    if cpu is None or cpu.pcie_gen is not None:
        return
    on_cpu = [lk for lk in view.placement.links if lk.source in ("cpu", "mxm")]
    if not on_cpu:
        return
    yield note(
        "pcie.cpu_gen",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s's PCIe generation is unknown: GPU links on its lanes are shown as fast "
                "as the slot and the GPU allow (up to PCIe %(gen)s.0); check it",
            ),
            cpu=cpu.name,
            gen=str(max(lk.gen or 0 for lk in on_cpu)),
        ),
        cpu,
        *{lk.gpu.id: lk.gpu for lk in on_cpu}.values(),
    )


def _narrowed_by_split(link: GpuLink) -> bool:
    """split_slots reports this link: a CPU slot that drops to its shared width."""
    slot = link.slot
    return (
        slot is not None
        and link.source == "cpu"
        and slot.shared_lanes is not None
        and link.lanes == slot.shared_lanes
        and not link.riser
    )


def link_width(view: BuildView) -> Iterator[Finding]:
    """Any GPU whose link is narrower than the card's own width (slot wiring or riser),
    where no chipset/split finding already says so."""
    many = len(view.gpus) >= MANY_GPUS
    for link in view.placement.links:
        gpu, slot = link.gpu, link.slot
        if (
            slot is None
            or link.lanes is None
            or link.source == "chipset"
            or link.lanes >= gpu.pcie_lanes
            or _narrowed_by_split(link)
        ):
            continue
        wants = link_gbs(gpu.pcie_lanes, min(gpu.pcie_gen, link.gen or gpu.pcie_gen))
        has = link_gbs(link.lanes, link.gen or 3)
        why = (
            msg(
                QT_TRANSLATE_NOOP("Findings", "its riser cable carries x%(riser)s"),
                riser=str(link.mount.riser_lanes),
            )
            if link.riser
            and link.mount.riser_lanes is not None
            and link.mount.riser_lanes < 16
            and link.mount.riser_lanes <= slot.electrical_lanes
            else msg(
                QT_TRANSLATE_NOOP("Findings", "slot %(slot)s is wired x%(wired)s"),
                slot=str(slot.position),
                wired=str(slot.electrical_lanes),
            )
        )
        make = warning if (many or link.lanes <= 4) else note
        yield make(
            "pcie.link_width",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s runs at %(link)s because %(why)s; the card is built for "
                    "x%(lanes)s ≈ %(wants)s GB/s (%(share)s of it): host transfers and "
                    "gradient exchange slow down with it",
                ),
                gpu=gpu.name,
                link=_link(link),
                why=why,
                lanes=str(gpu.pcie_lanes),
                wants=f"{wants:.0f}",
                share=f"{has / wants:.0%}",
            ),
            gpu,
            *([view.board] if view.board is not None else []),
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Use a slot wired x%(lanes)s (or an x16 riser): about %(wants)s GB/s "
                        "instead of %(has)s, no change in price or power; or a board with "
                        "more full-width slots",
                    ),
                    lanes=str(min(gpu.pcie_lanes, 16)),
                    wants=f"{wants:.0f}",
                    has=f"{has:.0f}",
                ),
                Category.MOTHERBOARD,
                _boards(view, _full_width),
                "every GPU at full width",
            ),
            key=f"pcie.link_width:{link.index}",
        )


def riser_without_slot(view: BuildView) -> Iterator[Finding]:
    """A narrow riser bounds the link even where the board's slots are unknown."""
    for link in view.placement.links:
        # An adapter in an M.2 slot: the slot's width bounds the link as much as the cable.
        lanes = link.lanes if link.m2 is not None else link.mount.riser_lanes
        if not link.riser or link.slot is not None or lanes is None:
            continue
        if lanes >= link.gpu.pcie_lanes or link.source == "chipset":
            continue  # chipset M.2 slots: pcie.chipset_slot says it
        yield warning(
            "pcie.link_width",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(gpu)s is on an x%(riser)s riser: at most x%(riser)s of the x%(lanes)s "
                    "the card is built for (%(share)s of its link), whatever the slot; host "
                    "transfers and gradient exchange slow down with it",
                ),
                gpu=link.gpu.name,
                riser=str(lanes),
                lanes=str(link.gpu.pcie_lanes),
                share=f"{lanes / link.gpu.pcie_lanes:.0%}",
            ),
            link.gpu,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Use x16 riser cables (ribbon or retimer) in x16/x8 slots: up to "
                        "%(times)s× the link bandwidth, a few tens of dollars more per card, "
                        "no change in power",
                    ),
                    times=str(link.gpu.pcie_lanes // lanes),
                )
            ),
            key=f"pcie.link_width:{link.index}",
        )


def riser_generation(view: BuildView) -> Iterator[Finding]:
    """A riser rated below the slot's PCIe generation: the link fails unless the slot is
    set to the riser's generation in the BIOS; an unknown rating is said."""
    for link in view.placement.links:
        if not link.riser or link.slot is None:
            continue
        slot_gen = min(link.slot.gen, link.gpu.pcie_gen)
        riser_gen = link.mount.riser_gen
        if riser_gen is None:
            yield note(
                "pcie.riser_gen",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s is on a riser whose PCIe generation is unknown; slot %(slot)s "
                        "runs PCIe %(gen)s.0: a riser rated lower needs the slot set to its "
                        "generation in the BIOS, or the card drops out",
                    ),
                    gpu=link.gpu.name,
                    slot=str(link.slot.position),
                    gen=str(slot_gen),
                ),
                link.gpu,
                key=f"pcie.riser_gen:{link.index}",
            )
        elif riser_gen < slot_gen:
            yield warning(
                "pcie.riser_gen",
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "%(gpu)s is on a PCIe %(riser)s.0 riser in slot %(slot)s, which runs "
                        "PCIe %(gen)s.0: set the slot to Gen %(riser)s in the BIOS (the link "
                        "then runs %(link)s), or the card drops out or the system crashes",
                    ),
                    gpu=link.gpu.name,
                    riser=str(riser_gen),
                    slot=str(link.slot.position),
                    gen=str(slot_gen),
                    link=_link(link),
                ),
                link.gpu,
                fix=fix(
                    msg(
                        QT_TRANSLATE_NOOP(
                            "Findings",
                            "Use a PCIe %(gen)s.0-rated riser (full link speed, a few dollars "
                            "more), or force the slot to Gen %(riser)s in the BIOS (half the "
                            "bandwidth per lane step down)",
                        ),
                        gen=str(slot_gen),
                        riser=str(riser_gen),
                    )
                ),
                key=f"pcie.riser_gen:{link.index}",
            )


def case_riser_generation(view: BuildView) -> Iterator[Finding]:
    """A case that carries the card on its own riser (Fractal Terra, Ridge, Node 202): a riser
    rated below the link the card and slot would run needs the slot set to its generation;
    an unrated riser is said (and listed as not checked)."""
    case = view.case
    link = case_riser_link(case, view.placement.links)
    if case is None or link is None or link.slot is None:
        return
    cpu_gen = view.cpu.pcie_gen if view.cpu is not None and view.cpu.pcie_gen else 6
    on_cpu = link.source in ("cpu", "switch")
    natural = min(link.gpu.pcie_gen, link.slot.gen, cpu_gen if on_cpu else link.slot.gen)
    riser = case.gpu_riser_gen
    if riser is None:
        yield note(
            "pcie.riser_gen",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(case)s carries %(gpu)s on its own riser cable, whose PCIe generation is "
                    "not stated; the card and slot %(slot)s run PCIe %(gen)s.0: a riser rated "
                    "lower needs the slot set to its generation in the BIOS, or the card drops "
                    "out",
                ),
                case=case.name,
                gpu=link.gpu.name,
                slot=str(link.slot.position),
                gen=str(natural),
            ),
            case,
            link.gpu,
            key="pcie.riser_gen:case",
        )
        return
    if riser >= natural:
        return
    lanes = link.lanes or min(link.gpu.pcie_lanes, link.slot.electrical_lanes)
    yield warning(
        "pcie.riser_gen",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(case)s carries %(gpu)s on its own PCIe %(riser)s.0 riser cable, below the "
                "PCIe %(gen)s.0 the card and slot %(slot)s would run: set the slot to Gen "
                "%(riser)s in the BIOS, or the card may not be detected or may crash the "
                "system; the link then runs PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s, not "
                "PCIe %(gen)s.0 ≈ %(fast)s GB/s",
            ),
            case=case.name,
            gpu=link.gpu.name,
            riser=str(riser),
            gen=str(natural),
            slot=str(link.slot.position),
            lanes=str(lanes),
            slow=f"{link_gbs(lanes, riser):.0f}",
            fast=f"{link_gbs(lanes, natural):.0f}",
        ),
        case,
        link.gpu,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Set slot %(slot)s to PCIe %(riser)s.0 in the BIOS (the speed estimate "
                    "already counts the slower link: one GPU training within its memory "
                    "exchanges no gradients over PCIe and barely notices; loading a model and "
                    "CPU offload move data at half the bandwidth per generation down; no "
                    "change in price or power), or a case that seats the card in the board's "
                    "slot",
                ),
                slot=str(link.slot.position),
                riser=str(riser),
            ),
            Category.CASE,
            lambda t: ~t.col_true("gpu_riser"),
            "the card in the board's slot",
        ),
        key="pcie.riser_gen:case",
    )


# Riser cables sold for PCIe 4.0 still fail its signal margins in real rigs: WOPR's seven
# RTX 4090s on "PCIe 4.0" x16 risers threw AER errors at 4.0 until the slots ran 3.0
# (https://www.mov-axbx.com/wopr/wopr_risers.html).  A parts list cannot show a cable's
# signal quality, so a link of Gen 4 or faster over a riser is a warning with the test and
# the fallback, whatever the riser's rating.
RISER_MARGINAL_GEN = 4


def riser_signal(view: BuildView) -> Iterator[Finding]:
    """PCIe 4.0+ over riser cables rated for it: marginal signal, say how to test and fall back."""
    links = [
        lk
        for lk in view.placement.links
        if lk.riser
        and (lk.slot is not None or lk.m2 is not None)
        and lk.mount.riser_gen is not None
        and lk.gen is not None
        and lk.gen >= RISER_MARGINAL_GEN
        and lk.mount.riser_gen >= lk.gen
    ]
    if not links:
        return
    gen = max(lk.gen for lk in links if lk.gen is not None)
    lanes = max(lk.lanes or 0 for lk in links)
    lower = RISER_MARGINAL_GEN - 1
    yield warning(
        "pcie.riser_gen",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "PCIe %(gen)s.0 over riser cables for %(gpus)s (%(fast)s each): risers sold "
                "for PCIe %(gen)s.0 often fail its signal margins (AER errors, a card dropping "
                "off the bus under load), which a parts list cannot show",
            ),
            gpus=count(
                len(links),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPU"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs"),
            ),
            gen=str(gen),
            fast=f"x{lanes} ≈ {link_gbs(lanes, gen):.0f} GB/s",
        ),
        *dict.fromkeys(lk.gpu for lk in links),
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Run a multi-GPU load and check the kernel log for AER errors; if they "
                    "appear, set those slots to Gen %(lower)s in the BIOS (x%(lanes)s ≈ "
                    "%(slow)s GB/s instead of %(fast)s GB/s: host transfers and gradient "
                    "exchange over PCIe take up to twice as long; no change in price or "
                    "power), or use retimer/redriver risers (full speed, more per card)",
                ),
                lower=str(lower),
                lanes=str(lanes),
                slow=f"{link_gbs(lanes, lower):.0f}",
                fast=f"{link_gbs(lanes, gen):.0f}",
            )
        ),
        key="pcie.riser_signal",
    )


def switch_slots(view: BuildView) -> Iterator[Finding]:
    """GPUs behind a PCIe switch: their lanes are counted at the switch, not the CPU."""
    behind = [lk for lk in view.placement.links if lk.source == "switch"]
    if not behind or view.board is None:
        return
    yield note(
        "pcie.switch",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(gpus)s on %(board)s sit behind its PCIe switch: each gets its full slot "
                "width to the switch (counted there, not against the CPU's lanes); cards on "
                "one switch share its uplink to the CPU when they all load data at once",
            ),
            gpus=count(
                len(behind),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPU"),
                QT_TRANSLATE_NOOP("Findings", "%(n)s GPUs"),
            ),
            board=view.board.name,
        ),
        view.board,
    )


RULES = (
    chipset_slots,
    split_slots,
    lane_budget,
    cpu_generation,
    link_width,
    riser_without_slot,
    riser_generation,
    case_riser_generation,
    riser_signal,
    switch_slots,
)
