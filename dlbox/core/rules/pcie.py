"""Rule 5: PCIe lane budget, chipset-fed slots and x16 slots that split to x8/x8."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.parts import Category
from dlbox.core.rules.findings import Finding, fix, note, warning
from dlbox.core.rules.slots import GpuLink
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, Message, msg
from dlbox.core.rules.view import BuildView

# Usable bandwidth per lane and direction, GB/s (after line coding), by PCIe generation.
LANE_GBS: dict[int, float] = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
M2_LANES = 4
MANY_GPUS = 4  # from here on, link width matters for data-parallel training


def link_gbs(lanes: int, gen: int) -> float:
    return lanes * LANE_GBS.get(gen, LANE_GBS[3])


def _link(link: GpuLink) -> str:
    return f"PCIe {link.gen}.0 x{link.lanes} ≈ {link_gbs(link.lanes or 0, link.gen or 3):.0f} GB/s"


def chipset_slots(view: BuildView) -> Iterator[Finding]:
    links = [lk for lk in view.placement.links if lk.source == "chipset"]
    if not links or view.board is None:
        return
    many = len(view.gpus) > 1
    for link in links:
        message = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(gpu)s sits in slot %(slot)s, a x16-sized slot wired %(link)s from the chipset, "
                "sharing the chipset's uplink with USB, SATA and M.2: the slowest link holds "
                "back every data-parallel step",
            )
            if many
            else QT_TRANSLATE_NOOP(
                "Findings",
                "%(gpu)s sits in slot %(slot)s, a x16-sized slot wired %(link)s from the chipset, "
                "sharing the chipset's uplink with USB, SATA and M.2",
            ),
            gpu=link.gpu.name,
            slot=str(link.position),
            link=_link(link),
        )
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
            ),
            key=f"pcie.chipset_slot:{link.position}",
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
    widths: str | Message = ""
    for lk in view.placement.seated:
        width = msg(
            QT_TRANSLATE_NOOP("Findings", "slot %(slot)s: %(link)s"),
            slot=str(lk.position),
            link=_link(lk),
        )
        widths = (
            msg(QT_TRANSLATE_NOOP("Findings", "%(a)s, %(b)s"), a=widths, b=width)
            if widths
            else width
        )
    split = {"cards": str(len(view.pcie_gpus)), "board": view.board.name, "widths": widths}
    if len(view.gpus) >= MANY_GPUS:
        yield warning(
            "pcie.lanes",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "With %(cards)s cards, %(board)s splits its CPU lanes (%(widths)s): with "
                    "%(gpus)s GPUs, gradient exchange over narrow links slows large-model "
                    "data-parallel training",
                ),
                gpus=str(len(view.gpus)),
                **split,
            ),
            *{lk.gpu.id: lk.gpu for lk in links}.values(),
            view.board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP("Findings", "A Threadripper/Xeon W board gives every GPU x16")
                ),
                Category.MOTHERBOARD,
            ),
        )
    else:
        yield note(
            "pcie.lanes",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "With %(cards)s cards, %(board)s splits its CPU lanes (%(widths)s): a small "
                    "cost for 2-GPU data-parallel training",
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
    if demand <= cpu.pcie_lanes:
        return
    message = msg(
        QT_TRANSLATE_NOOP(
            "Findings",
            "GPUs on CPU lanes take %(gpu_lanes)s and %(m2)s CPU-attached M.2 drive(s) "
            "%(m2_lanes)s: %(demand)s lanes; %(cpu)s provides %(lanes)s, so the board runs some "
            "slots narrower than their x16/x8 wiring",
        ),
        gpu_lanes=str(gpu_lanes),
        m2=str(m2_cpu),
        m2_lanes=str(M2_LANES * m2_cpu),
        demand=str(demand),
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


RULES = (chipset_slots, split_slots, lane_budget)
