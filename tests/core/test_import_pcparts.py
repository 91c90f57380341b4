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
    assert summary.taken == {"gpu": 4, "memory": 5, "storage": 6, "psu": 4, "cooler": 1}
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
        "case.csv": "GPU length limit and expansion slot count",
        "motherboard.csv": "SATA port count and memory type",
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
    assert "Took 20 row(s)" in text and "Skipped 18 row(s):" in text
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
    assert calls[0][0] == 0 and calls[-1][0] == calls[-1][1] == 38
    shutil.rmtree(user_catalogue_dir())
    cancelled = import_pcparts(FIXTURE, catalogue=catalogue, progress=lambda d, t: False)
    assert cancelled.cancelled and cancelled.written_to is None
    assert len(load_user_catalogue()) == 0


def test_dry_run_writes_nothing(catalogue):
    summary = import_pcparts(FIXTURE, catalogue=catalogue, write=False)
    assert summary.rows_taken == 20 and summary.written_to is None
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
