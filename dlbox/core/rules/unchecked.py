"""What this build's check could not cover because a spec is unknown ("not checked").

A missing spec is never read as 0: the rule that needs it stays silent or gives a note,
and the gap is listed here, naming the part and the spec, so that silence is not
mistaken for safety.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from dlbox.core.parts import GPU, PSU
from dlbox.core.rig.load import connector_need
from dlbox.core.rig.spikes import WINDOW_TEXT
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.bend_room import rooms
from dlbox.core.rules.cables import unstated as unstated_cabling
from dlbox.core.rules.cooling import build_radiators
from dlbox.core.rules.memory import population_platform, rank_matters, two_per_channel_table
from dlbox.core.rules.power import HPWR_STRAIGHT_MM
from dlbox.core.rules.transients import known_standard


def add_connector_gap(
    add: Callable[[str], None], psu: PSU, gpus: tuple[GPU, ...], index: int | None
) -> None:
    """The GPU cable counts of one PSU unit that its GPUs depend on and no source states."""
    need = connector_need(gpus)
    missing = []
    if (need.pcie_cables or need.hpwr_inputs) and psu.pcie_8pin is None:
        missing.append("PCIe 8-pin")
    if need.hpwr_inputs and psu.hpwr_16pin is None:
        missing.append("native 16-pin (12V-2x6)")
    # PSU 1's EPS count is listed once for the board and its GPUs (below).
    if index and any(g.eps_8pin for g in gpus) and psu.eps_8pin is None:
        missing.append("EPS 8-pin")
    if not missing:
        return
    label = psu.name if index is None else f"PSU {index + 1} ({psu.name})"
    models = Counter(g.name for g in gpus)
    fed = ", ".join(f"{n} × {name}" for name, n in models.items())
    add(
        f"GPU power connectors: {label}, feeding {fed}: its {' and '.join(missing)} "
        f"count{'s are' if len(missing) > 1 else ' is'} unknown, so its cables were not counted"
    )


def unknown_specs(view: BuildView) -> tuple[str, ...]:
    items: list[str] = []
    add = items.append
    cpu, board, case, cooler = view.cpu, view.board, view.case, view.cooler
    # PSU length and connectors, per PSU unit
    several = len(view.psus) > 1
    for index, psu in enumerate(view.psus):
        label = f"PSU {index + 1} ({psu.name})" if several else psu.name
        if case is not None and not view.open_frame and not view.bundled_supply:
            if psu.length_mm is None:
                add(f"PSU length vs case: {label}'s length is unknown")
            elif case.max_psu_length_mm is None:
                add(f"PSU length vs case: {case.name}'s PSU clearance is unknown")
        if index == 0 and psu.eps_8pin is None and board is not None:
            add(f"CPU power connectors: {label}'s EPS 8-pin count is unknown")
    if several and case is not None and not view.open_frame:
        add(
            f"room for {len(view.psus)} PSUs in {case.name}: the catalogue records no count of "
            "PSU bays (most cases hold one; a second unit needs a dual-PSU case or a mount "
            "outside)"
        )
    if not view.bundled_supply:
        for feed in view.power.feeds:
            if feed.psu is not None:
                add_connector_gap(add, feed.psu, feed.gpus, feed.index if several else None)
        items.extend(unstated_cabling(view))
    # GPU power spikes with no cited figure for a window (counted at a floor)
    if not view.bundled_supply:
        for feed in view.power.feeds:
            if feed.psu is None:
                continue
            label = f"PSU {feed.index + 1} ({feed.psu.name})" if several else feed.psu.name
            if feed.gpus and not known_standard(feed.psu):
                add(
                    f"PSU excursion allowance of {label}: its ATX version is unknown, so the "
                    "GPU spikes were held to its rating (as for ATX 2.x, which allows none)"
                )
            for peak in feed.peaks:
                if peak.unmeasured:
                    names = ", ".join(dict.fromkeys(g.name for g in peak.unmeasured))
                    add(
                        f"GPU power spikes {WINDOW_TEXT[peak.window]} on {label}: no measured "
                        f"figure for {names} (data/gpu_transients.csv), so their spikes "
                        "were counted at a floor (steady draw or a longer peak)"
                    )
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
    elif board is not None and board.slot_layout_verified is False and view.slot_gpus:
        # The slot checks ran, but on a best-guess list: say so rather than pass it as fact.
        add(
            f"GPU slot positions and link widths on {board.name}: its slot list is a best "
            "guess, not read from the manual or a review's slot table; the slot checks used "
            "that guess"
        )
    for link in view.placement.links:
        if link.riser and (link.mount.riser_gen is None or link.mount.riser_lanes is None):
            add(f"riser cable generation/width for {link.gpu.name} (not given in the build)")
            break
    # memory population (with no CPU picked, the board's socket stands in for it)
    platform = population_platform(view)
    if platform is not None and view.memory:
        socket, channels, architecture = platform
        if channels is None and cpu is not None:
            add(f"memory speed by DIMMs per channel: {cpu.name}'s channel count is unknown")
        elif channels is not None and view.memory_modules > channels:
            kits = list(dict.fromkeys(view.memory))
            kind = kits[0].memory_type
            unranked = [k.name for k in kits if k.ranks is None]
            table = two_per_channel_table(socket, kind, architecture)
            if table is None:
                add(
                    f"memory speed at two DIMMs per channel on {socket} {kind} (no vendor "
                    "figure recorded)"
                )
            elif rank_matters(socket, kind, architecture) and unranked:
                # Unsettled only where the kit's speed lies between the ranks' figures.
                fastest = max(k.speed_mts for k in kits)
                if min(table.values()) < fastest <= max(table.values()):
                    add(
                        f"memory speed at two DIMMs per channel on {socket} {kind}: the "
                        f"figure depends on module rank, unknown for {', '.join(unranked)}"
                    )
    # 16-pin cable room: checked where the card's plug edge, its height or length and the
    # case's matching limit are known (bend_room.py); each gap is named here
    if case is None and any(g.hpwr_16pin for g in view.case_gpus):
        add(
            f"16-pin cable bend room: {HPWR_STRAIGHT_MM} mm of straight cable from the plug "
            "to the panel it faces (no case is picked)"
        )
    for room in rooms(view):
        if room.room_mm is None:
            add(
                f"16-pin cable bend room at {room.gpu.name} ({HPWR_STRAIGHT_MM} mm of straight "
                f"cable from the plug, Seasonic's guidance): {room.reason}"
            )
    # case limits
    if case is not None and view.case_gpus:
        if case.max_gpu_length_mm is None:
            add(f"GPU length vs case: {case.name}'s GPU clearance is unknown")
        if case.expansion_slots is None and not view.open_frame:
            add(f"expansion slots: {case.name}'s count is unknown")
    return tuple(dict.fromkeys(items))
