"""Rule 1: CPU socket and chipset generation, and the BIOS a newer CPU may need."""

from __future__ import annotations

from collections.abc import Iterator

from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, msg
from dlbox.core.parts import CPU, Category, Motherboard
from dlbox.core.rig.view import BuildView
from dlbox.core.rules.findings import Finding, error, fix, note, warning

# Launch year of each chipset (vendor launch announcements).  A CPU launched after
# the board's chipset needs a BIOS that knows it; older boards on the shelf may not
# have it yet.
CHIPSET_YEAR: dict[str, int] = {
    # AMD AM4
    "A320": 2017, "B350": 2017, "X370": 2017, "B450": 2018, "X470": 2018,
    "X570": 2019, "B550": 2020, "A520": 2020,
    # AMD AM5
    "B650": 2022, "B650E": 2022, "X670": 2022, "X670E": 2022, "A620": 2023,
    "X870": 2024, "X870E": 2024, "B850": 2025, "B840": 2025,
    # AMD Threadripper
    "X399": 2017, "TRX40": 2019, "WRX80": 2020, "TRX50": 2023, "WRX90": 2023,
    # Intel LGA1151
    "H110": 2015, "B150": 2015, "H170": 2015, "Z170": 2015, "Q170": 2015, "C236": 2015,
    "B250": 2017, "H270": 2017, "Z270": 2017, "Q270": 2017,
    "Z370": 2017, "H310": 2018, "B360": 2018, "H370": 2018, "Q370": 2018, "Z390": 2018,
    "B365": 2018, "C246": 2018,
    # Intel LGA1200
    "H410": 2020, "B460": 2020, "H470": 2020, "Z490": 2020, "W480": 2020,
    "H510": 2021, "B560": 2021, "H570": 2021, "Z590": 2021,
    # Intel LGA1700
    "Z690": 2021, "H610": 2022, "B660": 2022, "H670": 2022, "W680": 2022,
    "Z790": 2022, "B760": 2023, "H770": 2023,
    # Intel LGA1851 and workstation
    "Z890": 2024, "B860": 2025, "H810": 2025, "W790": 2023, "C741": 2023, "C621": 2017,
}  # fmt: skip

# LGA1151 is two incompatible sockets under one name (Intel's 300-series boards
# take only 8th/9th-gen CPUs; 100/200-series boards only 6th/7th-gen).
LGA1151_V1_ARCH = frozenset({"skylake", "kaby lake"})
LGA1151_V2_ARCH = frozenset({"coffee lake", "coffee lake refresh", "coffee lake-s"})
LGA1151_V1_CHIPSETS = frozenset(
    {"H110", "B150", "H170", "Z170", "Q150", "Q170", "C232", "C236", "B250", "H270", "Z270",
     "Q250", "Q270"}
)  # fmt: skip


def chipset_key(chipset: str | None) -> str:
    """'AMD X670E' → 'X670E'; '' when the chipset is unknown."""
    text = (chipset or "").upper().replace("AMD", "").replace("INTEL", "").strip()
    return text.split()[0] if text else ""


def socket_family(cpu: CPU, board: Motherboard) -> Message | None:
    """Why a CPU does not fit a board of the same socket name, or None."""
    if cpu.socket != "LGA1151" or board.socket != "LGA1151" or not cpu.architecture:
        return None
    arch = cpu.architecture.lower()
    chip = chipset_key(board.chipset)
    if chip not in CHIPSET_YEAR:
        return None
    v1_board = chip in LGA1151_V1_CHIPSETS
    if arch in LGA1151_V1_ARCH and not v1_board:
        return msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(arch)s needs a 100/200-series LGA1151 board; %(chip)s is 300-series"
            ),
            arch=cpu.architecture,
            chip=chip,
        )
    if arch in LGA1151_V2_ARCH and v1_board:
        return msg(
            QT_TRANSLATE_NOOP(
                "Findings", "%(arch)s needs a 300-series LGA1151 board; %(chip)s is 100/200-series"
            ),
            arch=cpu.architecture,
            chip=chip,
        )
    return None


def socket(view: BuildView) -> Iterator[Finding]:
    cpu, board = view.cpu, view.board
    if cpu is None or board is None:
        return
    if cpu.socket != board.socket:
        yield error(
            "platform.socket",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cpu)s is socket %(cpu_socket)s; %(board)s is socket %(board_socket)s",
                ),
                cpu=cpu.name,
                cpu_socket=cpu.socket,
                board=board.name,
                board_socket=board.socket,
            ),
            cpu,
            board,
            fix=fix(
                msg(
                    QT_TRANSLATE_NOOP(
                        "Findings",
                        "Pick a motherboard for socket %(cpu_socket)s, or a CPU for socket "
                        "%(board_socket)s",
                    ),
                    cpu_socket=cpu.socket,
                    board_socket=board.socket,
                ),
                Category.MOTHERBOARD,
            ),
        )
        return
    family = socket_family(cpu, board)
    if (
        family is None
        and board.chipset is None
        and cpu.socket == "LGA1151"
        and (cpu.architecture or "").lower() in LGA1151_V1_ARCH | LGA1151_V2_ARCH
    ):
        yield note(
            "platform.socket",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(board)s's chipset is unknown: LGA1151 boards take either 6th/7th-gen "
                    "(100/200-series chipset) or 8th/9th-gen (300-series) CPUs; check it takes "
                    "%(cpu)s",
                ),
                board=board.name,
                cpu=cpu.name,
            ),
            cpu,
            board,
        )
    if family:
        yield error(
            "platform.socket",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cpu)s on %(board)s: %(family)s (same LGA1151 name, different pinout)",
                ),
                cpu=cpu.name,
                board=board.name,
                family=family,
            ),
            cpu,
            board,
            fix=fix(
                msg(QT_TRANSLATE_NOOP("Findings", "Pick a board of the CPU's chipset generation")),
                Category.MOTHERBOARD,
            ),
        )


def bios(view: BuildView) -> Iterator[Finding]:
    cpu, board = view.cpu, view.board
    if cpu is None or board is None or cpu.year is None or cpu.socket != board.socket:
        return
    chip = chipset_key(board.chipset)
    year = CHIPSET_YEAR.get(chip)
    if year is None or cpu.year <= year:
        return
    facts = {
        "cpu": cpu.name,
        "cpu_year": str(cpu.year),
        "chip": chip,
        "year": str(year),
        "board": board.name,
    }
    if board.bios_flashback:
        yield note(
            "platform.bios",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): "
                    "%(board)s may need a BIOS update before this CPU boots; the board has BIOS "
                    "flashback, so it can be updated without a CPU",
                ),
                **facts,
            ),
            cpu,
            board,
        )
        return
    flash = (
        msg(QT_TRANSLATE_NOOP("Findings", "no BIOS flashback"))
        if board.bios_flashback is False
        else msg(QT_TRANSLATE_NOOP("Findings", "BIOS flashback unknown"))
    )
    yield warning(
        "platform.bios",
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s "
                "may need a BIOS update before this CPU boots (%(flash)s: updating needs an older "
                "supported CPU or a shop)",
            ),
            flash=flash,
            **facts,
        ),
        cpu,
        board,
        fix=fix(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "Ask the seller for a board with a current BIOS, or pick one with BIOS "
                    "flashback",
                )
            ),
            Category.MOTHERBOARD,
            lambda t: t.col_true("bios_flashback"),
            "bios_flashback",
        ),
    )


RULES = (socket, bios)
