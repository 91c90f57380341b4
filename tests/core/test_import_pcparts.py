"""Importing the docyx/PCPartPicker CSVs: what is taken, what is skipped and why."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest

from dlbox.core.catalogue import Catalogue
from dlbox.core.importers import (
    ImportFileError,
    catalogue_with_user_layer,
    import_pcparts,
    load_user_catalogue,
    user_catalogue_dir,
)
from dlbox.core.parts import GPU, PSU, Category, Cooler, Memory, Storage

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "pcparts"
REAL = Path(__file__).resolve().parents[3] / "shared" / "reference" / "pcparts"
SCRAPED = dt.date(2025, 7, 23)  # docyx/pc-part-dataset snapshot date (reference/SOURCES.md)


@pytest.fixture
def imported(catalogue):
    summary = import_pcparts(FIXTURE, catalogue=catalogue, as_of=SCRAPED)
    return summary, load_user_catalogue()


def _by_name(user: Catalogue, fragment: str):
    found = [p for p in user if fragment in p.name]
    assert len(found) == 1, [p.name for p in found]
    return found[0]


def test_counts_add_up_and_land_in_the_user_layer_only(imported, catalogue):
    summary, user = imported
    rows = sum(
        len(path.read_text(encoding="utf-8").splitlines()) - 1 for path in FIXTURE.glob("*.csv")
    )
    assert summary.rows_taken + summary.rows_skipped == rows
    assert summary.taken == {
        # The ASRock RX 7900 XTX row is taken since the catalogue has that chip.
        "gpu": 5,
        "memory": 5,
        "storage": 6,
        "psu": 4,
        "cooler": 1,
        "cpu": 3,
        "motherboard": 4,
        "case": 4,
    }
    assert len(user) == summary.rows_taken
    assert summary.written_to == user_catalogue_dir()
    assert not set(p.id for p in user) & set(p.id for p in catalogue)
    assert all(p.id.startswith("pcp-") for p in user)


def test_memory_rows_become_parts_with_their_source(imported):
    _summary, user = imported
    kit = _by_name(user, "Corsair Vengeance RGB 32 GB")
    assert isinstance(kit, Memory)
    assert (kit.memory_type, kit.speed_mts, kit.modules, kit.module_gb) == ("DDR5", 6000, 2, 16)
    assert (kit.price, kit.currency, kit.price_date) == (94.99, "USD", SCRAPED)
    assert kit.source == "docyx/pc-part-dataset (PCPartPicker scrape), memory.csv line 2"
    assert "not in the dataset" in (kit.notes or "")
    regecc = _by_name(user, "RegECC")
    assert regecc.ecc and regecc.registered
    assert _by_name(user, "Avexir SODIMM").form == "sodimm"


def test_storage_kinds_follow_interface_and_type(imported):
    _summary, user = imported
    drives = {p.name: p for p in user.in_category(Category.STORAGE)}
    assert all(isinstance(d, Storage) for d in drives.values())
    nvme = drives["Samsung 990 Pro 2000 GB"]
    assert (nvme.kind, nvme.pcie_gen, nvme.form_factor) == ("nvme", 4, "m2_2280")
    hdd = drives["Seagate Barracuda Compute 2000 GB"]
    assert (hdd.kind, hdd.rpm, hdd.form_factor) == ("hdd", 7200, "3.5")
    assert drives["TEAMGROUP MS30 512 GB"].kind == "sata_ssd"
    assert drives["Intel Optane 905P 1500 GB"].form_factor == "u2"


def test_partner_cards_take_their_chip_from_the_catalogue(imported, catalogue):
    _summary, user = imported
    card = _by_name(user, "Asus ROG Astral OC")
    chip = catalogue.get(Category.GPU, "rtx-5090")
    assert isinstance(card, GPU)
    assert card.name == "Asus ROG Astral OC (GeForce RTX 5090)"
    assert (card.vram_gb, card.fp32_tflops, card.board_power_w) == (
        chip.vram_gb,
        chip.fp32_tflops,
        chip.board_power_w,
    )
    assert card.length_mm == 358  # the card's own, not the reference card's
    assert card.price == 3359.99 and card.price_date == SCRAPED
    assert card.slot_width is None and card.cooler is None  # unknown, not guessed
    assert "rtx-5090" in (card.notes or "")
    unpriced = [p for p in user if "Founders Edition" in p.name and p.price is None]
    assert unpriced and unpriced[0].price_date is None


def test_skips_say_why(imported):
    summary, _user = imported
    reasons = {(row.file, row.reason) for row in summary.skipped}
    expected_fragments = {
        "power-supply.csv": "no 80 PLUS efficiency rating",
        "motherboard.csv": "dual-socket board",
        "cpu.csv": "already in the shipped catalogue",
        "cpu-cooler.csv": "air or liquid cooler is not stated",
    }
    for file, fragment in expected_fragments.items():
        assert any(f == file and fragment in r for f, r in reasons), file
    details = {row.detail for row in summary.skipped}
    assert "GeForce GT 710" in details  # chip not in the catalogue
    assert "2,800" in details  # DDR2
    assert "SAS 12.0 Gb/s" in details and "mSATA" in details
    assert any(r == "same part as an earlier row" for _f, r in reasons)
    text = "\n".join(summary.lines())
    assert "Took 32 rows" in text and "Skipped 17 rows:" in text
    assert (
        "power-supply.csv",
        "form factor is not one dlbox models (ATX, SFX, SFX-L, TFX, Flex ATX)",
    ) in reasons  # the Mini ITX unit


def test_power_supplies_keep_what_the_dataset_gives_and_leave_the_rest_unknown(imported):
    _summary, user = imported
    psus = {p.name: p for p in user.in_category(Category.PSU)}
    assert set(psus) == {
        "MSI MAG A750GL PCIE5",
        "MSI MAG A850GL PCIE5",
        "Thermaltake Smart 500 W",  # the wattage tells the line's sizes apart
        "Corsair CX650M (2021)",
    }
    gold = psus["MSI MAG A750GL PCIE5"]
    assert isinstance(gold, PSU)
    assert (gold.wattage_w, gold.efficiency, gold.form_factor, gold.modular) == (
        750,
        "gold",
        "ATX",
        "full",
    )
    assert (gold.price, gold.price_date) == (109.99, SCRAPED)
    # Not in the dataset: unknown, never a typical value.
    assert (gold.pcie_8pin, gold.hpwr_16pin, gold.eps_8pin, gold.atx_version) == (
        None,
        None,
        None,
        None,
    )
    assert psus["Thermaltake Smart 500 W"].efficiency == "white"  # plain 80 PLUS
    assert psus["Corsair CX650M (2021)"].modular == "semi"
    assert gold.source == "docyx/pc-part-dataset (PCPartPicker scrape), power-supply.csv line 2"


def test_a_cooler_with_a_radiator_size_is_a_liquid_cooler(imported):
    summary, user = imported
    [aio] = user.in_category(Category.COOLER)
    assert isinstance(aio, Cooler)
    assert (aio.name, aio.kind, aio.radiator_mm) == (
        "ARCTIC Liquid Freezer III Pro 360",
        "aio",
        360,
    )
    assert aio.sockets == [] and aio.height_mm is None and aio.rated_w is None
    air = [r for r in summary.skipped if r.file == "cpu-cooler.csv" and "not stated" in r.reason]
    assert [r.line for r in air] == [4]  # Hyper 212: no radiator size, kind not stated


def test_imported_supply_and_cooler_can_be_checked_in_a_build(imported, catalogue):
    from dlbox.core.build import Build, resolve
    from dlbox.core.rules import check_build

    _summary, user = imported
    merged = catalogue_with_user_layer(catalogue)
    psu = next(p for p in user.in_category(Category.PSU) if "A850GL" in p.name)
    [aio] = user.in_category(Category.COOLER)
    build = (
        Build()
        .with_part(catalogue.get(Category.GPU, "rtx-4090"))
        .with_part(catalogue.get(Category.CPU, "ryzen-7-9800x3d"))
        .with_part(psu)
        .with_part(aio)
    )
    result = check_build(resolve(build, merged), merged)
    socket = [f for f in result.findings if f.rule == "cooler.socket"]
    assert socket and socket[0].severity == "note"  # mounts unknown: said, not failed


def test_reimport_replaces_rather_than_duplicates(imported, catalogue):
    first, user = imported
    again = import_pcparts(FIXTURE, catalogue=catalogue, as_of=SCRAPED)
    assert again.rows_taken == first.rows_taken
    assert len(load_user_catalogue()) == len(user)


def test_merged_catalogue_keeps_shipped_parts_and_adds_user_parts(imported, catalogue):
    _summary, user = imported
    merged = catalogue_with_user_layer(catalogue)
    assert len(merged) == len(catalogue) + len(user)
    assert merged.get(Category.GPU, "rtx-5090") == catalogue.get(Category.GPU, "rtx-5090")


def test_prices_default_to_the_date_of_the_docyx_snapshot(catalogue):
    # reference/SOURCES.md: "docyx/pc-part-dataset (PCPartPicker scrape, 2025-07-23)".
    summary = import_pcparts(FIXTURE / "memory.csv", catalogue=catalogue)
    part = next(p for p in load_user_catalogue() if p.price is not None)
    assert summary.rows_taken == 5
    assert part.price_date == SCRAPED


def test_an_explicitly_unknown_scrape_date_leaves_prices_undated(catalogue):
    import_pcparts(FIXTURE / "memory.csv", catalogue=catalogue, as_of=None)
    part = next(p for p in load_user_catalogue() if p.price is not None)
    assert part.price_date is None
    assert "scrape date unknown" in (part.price_source or "")


def test_progress_is_reported_and_cancel_writes_nothing(catalogue):
    calls: list[tuple[int, int]] = []
    import_pcparts(FIXTURE, catalogue=catalogue, progress=lambda d, t: calls.append((d, t)))
    assert calls[0][0] == 0 and calls[-1][0] == calls[-1][1] == 49
    shutil.rmtree(user_catalogue_dir())
    cancelled = import_pcparts(FIXTURE, catalogue=catalogue, progress=lambda d, t: False)
    assert cancelled.cancelled and cancelled.written_to is None
    assert len(load_user_catalogue()) == 0


def test_dry_run_writes_nothing(catalogue):
    summary = import_pcparts(FIXTURE, catalogue=catalogue, write=False)
    assert summary.rows_taken == 32 and summary.written_to is None
    assert not user_catalogue_dir().exists()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"a,b,c\n1,2,3\n", "line 1: columns a,b,c are not one of the docyx"),
        (b"\xff\xfename,price\n", "is not UTF-8"),
        (b"", "is empty; expected a header line"),
    ],
)
def test_unusable_files_raise_one_clear_line(tmp_path, catalogue, content, expected):
    path = tmp_path / "parts.csv"
    path.write_bytes(content)
    with pytest.raises(ImportFileError) as info:
        import_pcparts(path, catalogue=catalogue)
    assert str(info.value).startswith(str(path))
    assert expected in str(info.value) and "\n" not in str(info.value)


def test_a_row_with_the_wrong_number_of_cells_is_skipped(tmp_path, catalogue):
    path = tmp_path / "memory.csv"
    lines = (FIXTURE / "memory.csv").read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join([lines[0], lines[1] + ",extra", lines[2]]) + "\n", encoding="utf-8")
    summary = import_pcparts(path, catalogue=catalogue)
    assert summary.rows_taken == 1
    assert summary.skipped[0].reason == "expected 8 cells like the header"


@pytest.mark.skipif(not REAL.is_dir(), reason="../shared/reference/pcparts not present")
def test_the_real_dataset(catalogue):
    summary = import_pcparts(REAL, catalogue=catalogue, as_of=SCRAPED)
    user = load_user_catalogue()
    assert not user.issues  # every written row validates on reading
    assert len(user) == summary.rows_taken > 15_000
    assert summary.taken["memory"] > 10_000 and summary.taken["storage"] > 4_000
    assert summary.taken["gpu"] > 1_000  # partner cards of chips the catalogue has
    assert summary.taken["psu"] > 2_500 and summary.taken["cooler"] > 1_000
    assert all(p.price_date == SCRAPED for p in user if p.price is not None)
    assert any("pcparts_columns.csv" in note for note in summary.notes)


# ------------------------------------------------- CPUs, boards and cases (unknowns kept)
@pytest.mark.parametrize(
    ("name", "arch", "socket"),
    [
        ("AMD Ryzen 5 7500F", "Zen 4", "AM5"),
        ("AMD Ryzen 7 5700X3D", "Zen 3", "AM4"),
        ("AMD Threadripper 3990X", "Zen 2", "sTRX4"),
        ("AMD Threadripper 2990WX", "Zen+", "sTR4"),
        ("Intel Core i9-9900K", "Coffee Lake Refresh", "LGA1151"),
        ("Intel Core i9-9900X", "Skylake", "LGA2066"),  # same digits, HEDT
        ("Intel Core i7-5960X", "Haswell", "LGA2011-3"),
        ("Intel Core i7-3820", "Sandy Bridge", "LGA2011"),  # Sandy Bridge-E, not LGA1155
        ("Intel Core Ultra 7 265K", "Arrow Lake", "LGA1851"),
        # Not settled by the row: left out rather than guessed.
        ("AMD Ryzen 7 7840HS", "Zen 4", None),  # a laptop part
        ("Intel Xeon E5-2420V2", "Ivy Bridge", None),  # LGA1356, not LGA2011
        ("Intel Core 2 Extreme QX9775", "Yorkfield", None),  # LGA771, not LGA775
        ("AMD Phenom II X4 965 Black", "K10", None),  # AM2+ or AM3
        ("AMD Ryzen 5 7600X", "Zen 3", None),  # name and microarchitecture disagree
    ],
)
def test_cpu_socket_only_from_what_the_row_settles(name, arch, socket):
    from dlbox.core.importers.pcparts import cpu_socket

    assert cpu_socket(name, arch) == socket


def test_imported_cpus_leave_what_the_dataset_lacks_unknown(imported):
    summary, user = imported
    ryzen = _by_name(user, "Ryzen 5 7500F")
    assert (ryzen.vendor, ryzen.socket, ryzen.architecture) == ("AMD", "AM5", "Zen 4")
    assert (ryzen.cores, ryzen.tdp_w, ryzen.boost_clock_ghz) == (6, 65, 5)
    # Not in the dataset: unknown, never a typical value.
    assert (ryzen.threads, ryzen.sustained_power_w, ryzen.pcie_lanes, ryzen.pcie_gen) == (
        None,
        None,
        None,
        None,
    )
    assert ryzen.memory_types == [] and ryzen.ecc is None
    assert ryzen.integrated_graphics is None  # an empty cell is not proof of none
    assert _by_name(user, "Core i5-12400F").socket == "LGA1700"
    assert _by_name(user, "Core i7-5960X").socket == "LGA2011-3"
    assert "not in the dataset: unknown" in (ryzen.notes or "")
    phenom = [
        r for r in summary.skipped if r.file == "cpu.csv" and r.reason.startswith("no socket")
    ]
    assert [(r.line, r.detail) for r in phenom] == [(8, "K10")]


def test_imported_boards_read_chipset_and_memory_only_from_facts(imported):
    summary, user = imported
    d4 = _by_name(user, "B760 Pro RS/D4")
    assert (d4.socket, d4.chipset, d4.form_factor, d4.memory_type) == (
        "LGA1700",
        "B760",
        "ATX",
        "DDR4",
    )
    assert (d4.memory_slots, d4.max_memory_gb, d4.registered_only) == (4, 128, False)
    assert (d4.pcie_slots, d4.m2_slots, d4.sata_ports, d4.ecc) == (None, None, None, None)
    assert d4.x16_slots is None
    # An LGA1700 board comes with DDR4 or DDR5: a name that does not say leaves it unknown.
    assert _by_name(user, "B760M DS3H AX").memory_type is None
    assert _by_name(user, "B760M DS3H AX").form_factor == "Micro-ATX"
    assert _by_name(user, "PRIME B650-PLUS").memory_type == "DDR5"  # AM5 is DDR5 only
    reasons = {r.reason for r in summary.skipped if r.file == "motherboard.csv"}
    assert reasons == {
        "dual-socket board: dlbox models one CPU per board",
        "lists several CPU sockets: dlbox models one socket per board",
        "CPU soldered to the board: no socket to check a CPU against",
    }


@pytest.mark.parametrize(
    ("name", "socket", "chipset", "memory"),
    [
        ("Gigabyte GA-Z270P-D3", "LGA1151", "Z270", None),  # Gigabyte's D3 is a tier
        ("ASRock AB350M Pro4", "AM4", "B350", "DDR4"),
        ("Asus ROG STRIX X670E-E GAMING WIFI", "AM5", "X670E", "DDR5"),
        ("Asus PRIME H610M-A WIFI D4", "LGA1700", "H610", "DDR4"),
        ("Gigabyte GA-B150M-D3H DDR3", "LGA1151", "B150", "DDR3"),
        ("Foxconn A78AX 3.0", "AM3", None, "DDR3"),  # not the FM2+ A78 chipset
        ("Supermicro X11SCL-IF", "LGA1151", None, None),  # X11 is Supermicro's series
        ("Asus MAXIMUS IX HERO", "LGA1151", None, None),
    ],
)
def test_board_chipset_and_memory_type_from_name_and_socket(name, socket, chipset, memory):
    from dlbox.core.importers.pcparts import board_chipset, board_memory_type

    assert board_chipset(name, socket) == chipset
    assert board_memory_type(name, socket) == memory


def test_imported_cases_keep_their_type_and_leave_clearances_unknown(imported):
    _summary, user = imported
    cases = {p.name: p for p in user.in_category(Category.CASE)}
    assert set(cases) == {
        "Montech XR (Black, Tempered Glass)",
        "Montech XR (White, Tempered Glass)",  # colour variants stay apart
        "Phanteks XT PRO (Black, Tempered Glass)",
        "Rosewill FBM-X3 (Black, Tempered Glass)",
    }
    xr = cases["Montech XR (Black, Tempered Glass)"]
    assert (xr.case_type, xr.bays_35, xr.price) == ("ATX Mid Tower", 2, 83.59)
    assert (xr.max_gpu_length_mm, xr.expansion_slots, xr.max_cooler_height_mm) == (
        None,
        None,
        None,
    )
    assert xr.form_factors == [] and xr.psu_form_factors == [] and xr.includes_psu_w is None
    assert "650 W power supply" in (cases["Rosewill FBM-X3 (Black, Tempered Glass)"].notes or "")


def test_imported_cpu_board_and_case_in_a_build_note_what_is_unknown(imported, catalogue):
    """What a user notices: the imported parts go into a build without a single error; each
    unknown figure the checks need is named in a note, and the compatibility filter keeps
    them (unknown never makes an error)."""
    from dlbox.core.build import Build, resolve
    from dlbox.core.rules import check_build, compatible_mask

    _summary, user = imported
    merged = catalogue_with_user_layer(catalogue)
    cpu = _by_name(user, "Ryzen 5 7500F")
    board = _by_name(user, "PRIME B650-PLUS")
    case = _by_name(user, "Phanteks XT PRO")
    build = (
        Build()
        .with_part(catalogue.get(Category.GPU, "rtx-4090"))
        .with_part(cpu)
        .with_part(board)
        .with_part(case)
        .with_part(next(p for p in catalogue.in_category(Category.PSU) if p.wattage_w >= 1000))
        .with_part(next(p for p in user.in_category(Category.MEMORY) if p.memory_type == "DDR5"))
        .with_part(_by_name(user, "Samsung 990 Pro"))
        .with_part(_by_name(user, "Seagate Barracuda Compute"))
    )
    resolved = resolve(build, merged)
    result = check_build(resolved, merged)
    assert result.errors == [], [f.message for f in result.errors]
    notes = "\n".join(f.message for f in result.notes)
    for fragment in (
        "Ryzen 5 7500F's thread count is unknown: check it",
        "Ryzen 5 7500F's sustained power (PPT/PL2) is unknown: the load counts its 65 W TDP",
        "PRIME B650-PLUS WIFI's PCIe slot layout is unknown: check it seats",
        "PRIME B650-PLUS WIFI's M.2 slots are unknown: check it takes 1 M.2 drive",
        "PRIME B650-PLUS WIFI's SATA port count is unknown: check it has ports for",
        "Phanteks XT PRO (Black, Tempered Glass)'s GPU length limit is unknown: check it takes",
        "expansion slot count is unknown: check it has",
        "supported board sizes are unknown",
    ):
        assert fragment in notes, fragment
    for category, part in (
        (Category.CPU, cpu),
        (Category.MOTHERBOARD, board),
        (Category.CASE, case),
    ):
        mask, reasons = compatible_mask(merged, category, resolved)
        ids = list(merged.table(category).index)
        assert mask[ids.index(part.id)], reasons(part.id)
        for keep, part_id in zip(mask, ids, strict=True):
            assert keep == (not reasons(part_id)), (category, part_id)


def test_imported_boards_with_unknown_slots_read_back_as_unknown_and_none_as_none(tmp_path):
    from dlbox.core.catalogue import read_category_csv
    from dlbox.core.importers.user_layer import parts_to_csv
    from tests.core.rules_parts import board

    unknown = board("unknown", pcie_slots="", m2_slots="", sata_ports=None)
    none = board("none", pcie_slots="none", m2_slots=";")
    path = tmp_path / "motherboard.csv"
    path.write_text(parts_to_csv(Category.MOTHERBOARD, [unknown, none]), encoding="utf-8")
    rows, issues = read_category_csv(path, Category.MOTHERBOARD)
    assert not issues
    back = {p.id: p for _line, p in rows}
    assert back["unknown"].pcie_slots is None and back["unknown"].m2_slots is None
    assert back["unknown"].sata_ports is None
    assert back["none"].pcie_slots == [] and back["none"].m2_slots == []
