"""What this build's check could not cover because a spec is unknown ("not checked").

A missing spec is never read as 0: the rule that needs it stays silent or gives a note,
and the gap is listed here, naming the part and the spec, so that silence is not
mistaken for safety.
"""

from __future__ import annotations

from dlbox.core.rules.cooling import build_radiators
from dlbox.core.rules.memory import TWO_PER_CHANNEL_MTS, rank_matters
from dlbox.core.rules.view import BuildView


def unknown_specs(view: BuildView) -> tuple[str, ...]:
    items: list[str] = []
    add = items.append
    cpu, board, case, cooler = view.cpu, view.board, view.case, view.cooler
    # PSU length and connectors, per PSU unit
    for psu in dict.fromkeys(view.psus):
        if case is not None and not view.open_frame:
            if psu.length_mm is None:
                add(f"PSU length vs case: {psu.name}'s length is unknown")
            elif case.max_psu_length_mm is None:
                add(f"PSU length vs case: {case.name}'s PSU clearance is unknown")
        if view.gpus and psu.pcie_8pin is None:
            add(f"GPU power connectors: {psu.name}'s PCIe 8-pin count is unknown")
        if psu.eps_8pin is None and board is not None:
            add(f"CPU power connectors: {psu.name}'s EPS 8-pin count is unknown")
    # GPU power inputs (an unknown count is not "no inputs")
    for gpu in dict.fromkeys(view.gpus):
        if not gpu.power_inputs_known:
            add(
                f"GPU power connectors: {gpu.name}'s PCIe/12V-2x6/EPS input counts are "
                "unknown, so its cables were not counted"
            )
    # cooling
    if cooler is not None and cpu is not None and cooler.rated_w is None:
        add(
            f"cooler heat rating vs CPU power: {cooler.name} publishes no rating "
            "(only low-profile coolers are bounded)"
        )
    if cooler is None and cpu is not None and cpu.boxed_cooler is None:
        add(f"whether {cpu.name} ships with a boxed cooler")
    for name, size in build_radiators(view):
        if size is None:
            add(f"radiator size of {name} vs the case's mounts")
    # board slots and links
    if board is not None and board.pcie_slots is None and view.gpus:
        add(
            f"GPU slot spacing and link widths on {board.name} (slot layout unknown; only "
            "bounded by its board size and the CPU's lanes)"
        )
    for link in view.placement.links:
        if link.riser and (link.mount.riser_gen is None or link.mount.riser_lanes is None):
            add(f"riser cable generation/width for {link.gpu.name} (not given in the build)")
            break
    # memory population
    if cpu is not None and view.memory:
        if cpu.memory_channels is None:
            add(f"memory speed by DIMMs per channel: {cpu.name}'s channel count is unknown")
        elif view.memory_modules > cpu.memory_channels:
            kind = view.memory[0].memory_type
            unranked = [k.name for k in dict.fromkeys(view.memory) if k.ranks is None]
            if (cpu.socket, kind) not in TWO_PER_CHANNEL_MTS:
                add(
                    f"memory speed at two DIMMs per channel on {cpu.socket} {kind} (no vendor "
                    "figure recorded)"
                )
            elif rank_matters(cpu.socket, kind) and unranked:
                add(
                    f"memory speed at two DIMMs per channel on {cpu.socket} {kind}: the "
                    f"figure depends on module rank, unknown for {', '.join(unranked)}"
                )
    # case limits
    if case is not None and view.case_gpus:
        if case.max_gpu_length_mm is None:
            add(f"GPU length vs case: {case.name}'s GPU clearance is unknown")
        if case.expansion_slots is None and not view.open_frame:
            add(f"expansion slots: {case.name}'s count is unknown")
    return tuple(dict.fromkeys(items))
