"""Which M.2 slot each drive takes, and what the occupied slots switch off.

Derived once per build view (``BuildView.m2_use``); imports no rule module, so the view
can depend on it without an import circle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dlbox.core.parts import M2Slot, Motherboard, Storage

_SATA_PORT = re.compile(r"^SATA_?\d+$", re.IGNORECASE)


def is_m2(drive: Storage) -> bool:
    return drive.form_factor.startswith("m2_")


def uses_sata_port(drive: Storage) -> bool:
    return drive.form_factor in ("2.5", "3.5") and drive.kind in ("hdd", "sata_ssd")


@dataclass(frozen=True, slots=True)
class M2Use:
    seated: tuple[tuple[Storage, M2Slot], ...]
    unseated_nvme: tuple[Storage, ...]
    unseated_sata: tuple[Storage, ...]  # M.2 SATA drives with no SATA-capable M.2 slot left
    disabled_sata: frozenset[str]
    disabled_other: frozenset[str]  # anything else an occupied M.2 slot switches off

    @property
    def slots_used(self) -> list[M2Slot]:
        return [slot for _, slot in self.seated]


def free_m2_slots(board: Motherboard | None, use: M2Use) -> tuple[M2Slot, ...]:
    """The board's M.2 slots no drive takes, best first (what an M.2-to-PCIe adapter gets)."""
    if board is None or board.m2_slots is None:
        return ()
    taken = {slot.name for slot in use.slots_used}
    return tuple(sorted((s for s in board.m2_slots if s.name not in taken), key=_slot_preference))


def _slot_preference(slot: M2Slot) -> tuple[int, int, int, str]:
    # Slots that disable nothing first, then CPU-attached, then the fastest.
    return (len(slot.disables) > 0, slot.source != "cpu", -slot.gen, slot.name)


def assign_m2(board: Motherboard | None, all_drives: tuple[Storage, ...]) -> M2Use:
    drives = [d for d in all_drives if is_m2(d)]
    if board is None or board.m2_slots is None:  # unknown slots: nothing seated, nothing failed
        return M2Use((), (), (), frozenset(), frozenset())
    free = sorted(board.m2_slots, key=_slot_preference)
    seated: list[tuple[Storage, M2Slot]] = []
    unseated_sata: list[Storage] = []
    unseated_nvme: list[Storage] = []
    # M.2 SATA drives first: only some slots take them.
    for drive in (d for d in drives if d.kind != "nvme"):
        slot = next((s for s in free if s.sata), None)
        if slot is None:
            unseated_sata.append(drive)
            continue
        free.remove(slot)
        seated.append((drive, slot))
    for drive in (d for d in drives if d.kind == "nvme"):
        if not free:
            unseated_nvme.append(drive)
            continue
        seated.append((drive, free.pop(0)))
    disabled = {name for _, slot in seated for name in slot.disables}
    sata = frozenset(n for n in disabled if _SATA_PORT.match(n))
    return M2Use(
        tuple(seated), tuple(unseated_nvme), tuple(unseated_sata), sata, frozenset(disabled - sata)
    )
