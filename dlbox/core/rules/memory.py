"""Rule 2: memory type, module form, slot count, capacity, ECC/registered and speed."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from dlbox.core.messages import QT_TRANSLATE_NOOP, join_and, msg
from dlbox.core.parts import Category, Memory, Motherboard
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, error, fix, gb, note, warning
from dlbox.core.rules.platform import CHIPSET_YEAR, chipset_key

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
        elif board is not None and (wrong := _buffering_mismatch(kit, board)) is not None:
            says, wanted = wrong
            yield error(
                "memory.registered",
                msg(says, kit=kit.name, board=board.name),
                kit,
                board,
                fix=fix(msg(wanted), Category.MEMORY),
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


def _buffering_mismatch(kit: Memory, board: Motherboard) -> tuple[str, str] | None:
    """(what is wrong, what to pick) when ``kit``'s DIMMs are not the kind ``board`` takes."""
    if kit.registered and not board.registered_only:
        return (
            QT_TRANSLATE_NOOP(
                "Findings", "%(kit)s is registered (RDIMM); %(board)s takes unbuffered DIMMs only"
            ),
            QT_TRANSLATE_NOOP("Findings", "Pick unbuffered (UDIMM) memory"),
        )
    if board.registered_only and not kit.registered:
        return (
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(kit)s is unbuffered; %(board)s takes registered ECC DIMMs (RDIMM) only",
            ),
            QT_TRANSLATE_NOOP("Findings", "Pick registered ECC memory (RDIMM)"),
        )
    return None


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


# Speed a platform supports at two DIMMs per channel, keyed (socket, memory type) or, where
# the figure differs by CPU generation, (socket, memory type, CPU architecture as the
# catalogue records it); the architecture key wins where both exist.  Values are keyed by
# module rank where the vendor's table depends on it (1 = 1R, 2 = 2R); ANY_RANK where the
# vendor gives one figure for every rank.
# - AM5 DDR5: AMD supports 5,200 MT/s with one DIMM per channel and 3,600 MT/s with two
#   (AMD's published Ryzen 7000 memory specification, as reported by TechSpot/airlinkfreights,
#   https://airlinkfreights.com/amd-ryzen-7000s-memory-sweet-spot-will-be-ddr5-6000/).
#   Ryzen 9000 the same: AMD's Ryzen 9 9950X3D page lists "4x1R DDR5-3600, 4x2R DDR5-3600"
#   (https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9950x3d.html,
#   as quoted in a public hardware-alternatives note read 2026-11-27).
# - SP5 DDR5 RDIMM: GIGABYTE's MZ33-AR0 specification
#   (https://www.gigabyte.com/Enterprise/Server-Motherboard/MZ33-AR0-rev-1x-3x, as quoted in a
#   public hardware-alternatives note read 2026-11-27): "AMD EPYC 9004: RDIMM: Up to 4800 MT/s
#   (1DPC), 3600 MT/s (2DPC)"; "AMD EPYC 9005: ... Up to 4000 MT/s (1R 2DPC), 3600 MT/s (2R
#   2DPC)".  EPYC 9004 is Zen 4, EPYC 9005 Zen 5.
# - LGA1700 DDR5, Core 14th Gen (Raptor Lake Refresh): Intel's 13th/14th Gen Core datasheet
#   vol. 1 (743844), "Processor SKU Support Matrix", S Refresh UDIMM rows
#   (https://edc.intel.com/content/www/us/en/design/products/platforms/details/raptor-lake-s/13th-generation-core-processors-datasheet-volume-1-of-2/014/processor-sku-support-matrix/,
#   as quoted in a public LGA1700 board feasibility note read 2026-11-27): 1DPC board 5600;
#   2DPC board with one DIMM per channel 4400, "2 × 1R 4000 / 2 × 2R 3600". Only those rows
#   were quoted: 12th Gen (Alder Lake) and 13th Gen (Raptor Lake) stay not checked, and so
#   does an LGA1700 board with no CPU picked.  The same rows give DDR4 3200 at one and two
#   DIMMs per channel alike (no 2DPC derating to flag; the speed rule covers a faster kit).
# - LGA1851 DDR5, Core Ultra 200S (Arrow Lake): Intel's Core Ultra 200S processor datasheet,
#   memory support table, as Hardwareluxx quotes it ("Arrow Lake-S: CUDIMM, UDIMM und die
#   Vorgaben des Speichercontrollers", https://hardwareluxx.de/index.php/news/hardware/arbeitsspeicher/64656-arrow-lake-s-cudimm,-udimm-und-die-vorgaben-des-speichercontrollers.html,
#   read 2026-11-28): UDIMM and CUDIMM alike, "2DPC: DDR5-4800 (1R) / DDR5-4400 (2R)"; one
#   module per channel DDR5-5600 on a board with two slots per channel (CUDIMM DDR5-6400 only
#   on a board with one slot per channel).  Every desktop LGA1851 CPU in the catalogue is
#   Arrow Lake; keyed by architecture all the same, so a later generation is not guessed.
# No cited figure was found for AM4 DDR4 (2026-11-27: AMD's product pages and reviewer guides
# were searched, no readable copy of a rank table; searched again by rules7: Tom's Hardware's
# Ryzen 3000/5000 memory guides, AMD board spec pages, memtest86plus#577 itself, which names
# no figure): it stays unknown and the check lists it as not checked.  Nor was one found for
# Alder Lake / Raptor Lake (12th/13th Gen): the stored copies of Intel's 655258 datasheet,
# support article 000088926 and AnandTech's Alder Lake memory page stop before their speed
# tables, so a bare LGA1700 board (CPU not named) has no figure that holds for every CPU
# the socket takes: a kit too fast for 14th Gen may still be within a 12th/13th Gen figure
# nobody has quoted, so no socket-level bound is claimed.
# Searched again 2026-11-27 (rules8): the 655258 datasheet's stored copies (edc.intel.com,
# scribd) and AnandTech's Alder Lake page still stop before the DPC tables; MSI's board specs
# (as shop listings quote them) give 2DPC figures only as overclocking maxima ("2DPC 2R Max
# speed up to 4000+ MHz"), not supported speeds, and none was found for the PRO Z790-P or
# ASRock's B550M Pro4; Lenovo's P3 Gen 2 memory configurator is Arrow Lake (LGA1851).
# Dasharo's own memory list for the PRO Z790-P shows its firmware training four DIMMs at
# 4,000-4,800 MT/s: a firmware observation, not a vendor figure, so it is not used either.
# Searched again 2026-11-27 (rules9): pages, docs and code corpora for AMD's Ryzen 3000/5000
# "2x1R / 2x2R / 4x1R / 4x2R DDR4" table (exact strings too) and Alder Lake's 2DPC rows: the
# AnandTech page still stops before its table, and what the code corpus holds are board
# listings' overclocking maxima ("2DPC 2R max speed 3600 MHZ" for an MSI board as a shop scrape
# quotes it), which are not the CPU maker's supported speeds; nothing added.
ANY_RANK = 0
TWO_PER_CHANNEL_MTS: dict[tuple[str, ...], dict[int, int]] = {
    ("AM5", "DDR5"): {ANY_RANK: 3600},
    ("SP5", "DDR5", "Zen 4"): {ANY_RANK: 3600},
    ("SP5", "DDR5", "Zen 5"): {1: 4000, 2: 3600},
    ("LGA1700", "DDR5", "Raptor Lake Refresh"): {1: 4000, 2: 3600},
    ("LGA1851", "DDR5", "Arrow Lake"): {1: 4800, 2: 4400},
}

# DIMM channels per socket, for a build that names a board but no CPU: every CPU of these
# sockets has two.  AM4: "dual-channel memory controller"
# (https://www.tomshardware.com/features/ryzen-5000-ram-guide); AM5: "architettura di memoria
# DDR5 a doppio canale" (https://kingston.com/unitedkingdom/it/blog/gaming/amd-ryzen-ddr5-memory-guide);
# LGA1700: "The four memory sockets are divided into two channels" (GIGABYTE Z790 D DDR4
# manual, https://www.easymanua.ls/gigabyte/z790-d-ddr4/manual?p=14).
SOCKET_CHANNELS: dict[str, int] = {"AM4": 2, "AM5": 2, "LGA1700": 2}


def two_per_channel_table(
    socket: str, kind: str, architecture: str | None = None
) -> dict[int, int] | None:
    """The recorded two-DIMMs-per-channel figures for a platform, or None."""
    if architecture:
        table = TWO_PER_CHANNEL_MTS.get((socket, kind, architecture))
        if table is not None:
            return table
    return TWO_PER_CHANNEL_MTS.get((socket, kind))


@dataclass(frozen=True)
class TwoPerChannel:
    """The figure that applies to these modules; ``exact`` is False where a module's rank is
    unknown and ``mts`` is only the most any rank gets (an upper bound)."""

    mts: int
    exact: bool


def two_per_channel(
    socket: str, kind: str, ranks: list[int | None], architecture: str | None = None
) -> TwoPerChannel | None:
    """The slowest of the kits' figures; with a rank unknown, the fastest figure of any rank
    (a kit faster than that is too fast whatever its rank).  None where no figure is
    recorded or a stated rank has none."""
    table = two_per_channel_table(socket, kind, architecture)
    if not table:
        return None
    if ANY_RANK in table:
        return TwoPerChannel(table[ANY_RANK], True)
    if any(r is not None and r not in table for r in ranks):
        return None
    if any(r is None for r in ranks):
        return TwoPerChannel(max(table.values()), False)
    return TwoPerChannel(min(table[r] for r in ranks if r is not None), True)


def two_per_channel_mts(
    socket: str, kind: str, ranks: list[int | None], architecture: str | None = None
) -> int | None:
    """The exact figure for these modules' ranks, or None where it is not known."""
    found = two_per_channel(socket, kind, ranks, architecture)
    return found.mts if found is not None and found.exact else None


def rank_matters(socket: str, kind: str, architecture: str | None = None) -> bool:
    """True where the recorded figure depends on module rank (1R/2R)."""
    table = two_per_channel_table(socket, kind, architecture)
    return bool(table) and ANY_RANK not in table  # type: ignore[operator]


# Dense DDR5 modules need newer board firmware: 24/48 GB ("non-binary") modules on AM5
# from AGESA 1.0.0.7 (2023, https://hardwareand.co/actualites/breves/msi-et-gigabyte-bientot-prets-pour-les-kits-de-ddr5-non-binaires-de-24,-48-et-96-go),
# 64 GB modules (256 GB in four slots) from AGESA 1.1.7.0 (2024,
# https://www.noticias3d.com/noticia/94539/bios-amd-zen5-granite-ridge.html).  Intel 600/700
# boards: ASUS shipped a 2023 BIOS update for 24/48 GB modules on its whole range
# (https://ilsoftware.it/Schede-madri-ASUS-Intel-serie-700-e-600-fino-a-192-GB-di-memoria-RAM-Quanta-ne-supporta-Windows_25694),
# while MSI said its boards need no update for them (https://pcgamingvault.com/?p=30289);
# 64 GB modules came with 2023 BIOS updates (MSI,
# https://videocardz.ir/msi-announces-all-amd-600-and-most-intel-600-700-motherboards-now-support-ddr5-64gb-modules-up-to-256gb-capacity/).
@dataclass(frozen=True)
class DenseBios:
    socket: str
    smallest_gb: float  # module size from which the firmware is needed
    non_binary_only: bool
    firmware: str  # what to flash, as the finding names it
    year: int  # when it shipped: boards whose chipset launched before then lack it
    agesa: tuple[int, ...] | None = None  # the AGESA version, where the firmware is one
    needless_for: frozenset[str] = frozenset()  # brands that said their boards need no update


DENSE_MODULE_BIOS: tuple[DenseBios, ...] = (
    DenseBios("AM5", 64, False, "AGESA 1.1.7.0", 2024, (1, 1, 7, 0)),
    DenseBios("AM5", 24, True, "AGESA 1.0.0.7", 2023, (1, 0, 0, 7)),
    DenseBios("LGA1700", 64, False, "a 2023 BIOS with 64 GB module support", 2023),
    DenseBios(
        "LGA1700",
        24,
        True,
        "a 2023 BIOS with 24/48 GB module support",
        2023,
        needless_for=frozenset({"MSI"}),
    ),
)

# "AGESA 1.0.0.7b", "ComboAM5PI 1.0.0.7a": four dotted numbers and an optional patch letter.
_AGESA = re.compile(r"(\d+)\.(\d+)\.(\d+)\.(\d+)\s*([a-z]?)\b", re.IGNORECASE)


def stated_agesa(bios: str | None) -> tuple[tuple[int, ...], str] | None:
    """The AGESA version a stated BIOS names (numbers, patch letter), or None."""
    found = _AGESA.search(bios or "")
    if found is None:
        return None
    return tuple(int(found.group(i)) for i in range(1, 5)), found.group(5).lower()


def population(view: BuildView) -> Iterator[Finding]:
    """Memory population: speed at two DIMMs per channel, and the BIOS dense modules need."""
    cpu, board = view.cpu, view.board
    if not view.memory or (cpu is None and board is None):
        return
    finding = _two_per_channel_finding(view)
    if finding is not None:
        yield finding
    if cpu is None or board is None:
        return
    kits = list(dict.fromkeys(view.memory))
    chip_year = CHIPSET_YEAR.get(chipset_key(board.chipset))
    for kit in kits:
        need = _dense_bios(cpu.socket, kit.memory_type, kit.module_gb, kit.registered)
        if need is None or chip_year is None or chip_year >= need.year:
            continue
        if board.brand in need.needless_for:
            continue
        finding = _dense_finding(view, board, kit, need, chip_year)
        if finding is not None:
            yield finding


def population_platform(view: BuildView) -> tuple[str, int | None, str | None] | None:
    """Socket, DIMM channels and CPU architecture the population check uses: the CPU's, or
    with no CPU picked the board's socket and that socket's channel count."""
    if view.cpu is not None:
        return view.cpu.socket, view.cpu.memory_channels, view.cpu.architecture
    if view.board is not None:
        return view.board.socket, SOCKET_CHANNELS.get(view.board.socket), None
    return None


def _two_per_channel_finding(view: BuildView) -> Finding | None:
    platform = population_platform(view)
    if platform is None:
        return None
    socket, channels, architecture = platform
    kits = list(dict.fromkeys(view.memory))
    modules = view.memory_modules
    kind = kits[0].memory_type
    found = two_per_channel(socket, kind, [k.ranks for k in kits], architecture)
    fastest = max(k.speed_mts for k in kits)
    if channels is None or modules <= channels or found is None or fastest <= found.mts:
        return None
    limit = found.mts
    holder = view.cpu if view.cpu is not None else view.board
    who = (
        view.cpu.name
        if view.cpu is not None
        else msg(QT_TRANSLATE_NOOP("Findings", "the %(socket)s platform"), socket=socket)
    )
    common = dict(
        n=str(modules),
        kind=kind,
        channels=str(channels),
        dpc=str(-(-modules // channels)),
        cpu=who,
        limit=f"{limit:,}",
        speed=f"{fastest:,}",
    )
    if found.exact:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: "
                "%(cpu)s then supports %(limit)s MT/s, not the kit's %(speed)s MT/s (its "
                "XMP/EXPO profile may not train at all)",
            ),
            **common,
        )
        shown = f"{limit:,}"
    else:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: "
                "%(cpu)s then supports at most %(limit)s MT/s whatever the modules' rank (not "
                "stated), not the kit's %(speed)s MT/s (its XMP/EXPO profile may not train at "
                "all)",
            ),
            **common,
        )
        shown = msg(QT_TRANSLATE_NOOP("Findings", "at most %(limit)s"), limit=f"{limit:,}")
    # One module per channel: the kit's rating where the CPU supports it; above the CPU's
    # own figure the kit runs it only as an XMP/EXPO profile, so the gain is counted at
    # the supported speed (AMD's Ryzen 7000 figure is 5,200 MT/s for a DDR5-6000 kit).
    one = view.cpu.max_memory_speed_mts if view.cpu is not None else None
    if one is not None and fastest > one > limit:
        remedy = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Use %(channels)s larger modules (one per channel) for the same capacity: "
                "%(cpu)s supports %(one)s MT/s at one module per channel (the kit's %(speed)s "
                "MT/s only as its XMP/EXPO profile) instead of %(limit)s (about %(gain)s more "
                "memory bandwidth at %(one)s; CPU-side data loading gains, GPU-bound training "
                "does not)",
            ),
            channels=str(channels),
            cpu=view.cpu.name,  # type: ignore[union-attr]
            one=f"{one:,}",
            speed=f"{fastest:,}",
            limit=shown,
            gain=f"{one / limit - 1:.0%}",
        )
    else:
        remedy = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "Use %(channels)s larger modules (one per channel) for the same "
                "capacity: %(speed)s MT/s instead of %(limit)s (about %(gain)s more "
                "memory bandwidth; CPU-side data loading gains, GPU-bound training "
                "does not)",
            ),
            channels=str(channels),
            speed=f"{fastest:,}",
            limit=shown,
            gain=f"{fastest / limit - 1:.0%}",
        )
    return warning(
        "memory.population",
        text,
        *kits,
        holder,  # type: ignore[arg-type]
        fix=fix(
            remedy,
            Category.MEMORY,
            lambda t, channels=channels, total=view.memory_gb: (
                (t.num("modules") <= channels) & (t.num("capacity_gb") >= total)
            ),
            "one module per channel, as much memory",
        ),
    )


def _dense_finding(
    view: BuildView, board: Motherboard, kit: Memory, need: DenseBios, chip_year: int
) -> Finding | None:
    """Until the board runs the firmware the modules need, the box does not boot an OS (a
    Ryzen 7600X on a B650E board with BIOS 1222 and 24 GB modules stopped at the boot
    manager, https://netm.pl/news/w-amd-ryzen-7000-zainstalowano-moduly-pamieci-24-gb-ddr5-system-je-rozpoznal-ale-odmwil-wsplpracy/).
    Silent when the build states a BIOS that has it; a warning otherwise."""
    bios, runs_dense = view.board_bios
    agesa = stated_agesa(bios)
    if runs_dense is True:
        return None
    if agesa is not None and need.agesa is not None and agesa[0] >= need.agesa:
        return None
    common = dict(
        kit=kit.name,
        size=gb(kit.module_gb),
        board=board.name,
        chip=chipset_key(board.chipset),
        chip_year=str(chip_year),
        firmware=need.firmware,
        year=str(need.year),
    )
    if runs_dense is False:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(kit)s uses %(size)s modules: the build states that the BIOS of %(board)s "
                "does not run them; they need %(firmware)s (%(year)s) or later",
            ),
            **common,
        )
    elif agesa is not None and need.agesa is not None:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(kit)s uses %(size)s modules: %(board)s runs BIOS %(bios)s, older than the "
                "%(firmware)s (%(year)s) they need to boot",
            ),
            bios=bios or "",
            **common,
        )
    elif bios:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them "
                "only with %(firmware)s (%(year)s) or later, and dlbox cannot tell whether the "
                "stated BIOS %(bios)s has it",
            ),
            bios=bios,
            **common,
        )
    else:
        text = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them "
                "only with %(firmware)s (%(year)s) or later, and the build does not state its "
                "BIOS version",
            ),
            **common,
        )
    if board.bios_flashback:
        how = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "the board has BIOS flashback: it updates from a USB stick with no CPU or "
                "memory fitted",
            )
        )
    elif board.bios_flashback is False:
        how = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "the board has no BIOS flashback: update it with the CPU and smaller modules "
                "fitted first",
            )
        )
    else:
        how = msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "a board with BIOS flashback updates from a USB stick with no CPU or memory "
                "fitted; without it, update with the CPU and smaller modules fitted first",
            )
        )
    return warning(
        "memory.population",
        text,
        kit,
        board,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Update the BIOS to %(firmware)s or later before fitting these modules (no "
                    "speed, price or power cost); %(how)s",
                ),
                firmware=need.firmware,
                how=how,
            )
        ),
        key=f"memory.population:{kit.id}",
    )


def _dense_bios(socket: str, kind: str, module_gb: float, registered: bool) -> DenseBios | None:
    if kind != "DDR5" or registered:
        return None
    binary = float(module_gb).is_integer() and (int(module_gb) & (int(module_gb) - 1)) == 0
    for need in DENSE_MODULE_BIOS:
        if need.socket != socket or module_gb < need.smallest_gb:
            continue
        if need.non_binary_only and binary:
            continue
        return need
    return None


RULES = (memory_type, module_form, slots, capacity, registered, speed, mixed_kits, population)
