"""The shipped catalogue: every row valid and cited, coverage as promised."""

from __future__ import annotations

import re

import pytest

from dlbox.core.parts import Category

MINIMUM_ROWS = {
    Category.GPU: 50,
    Category.CPU: 30,
    Category.MOTHERBOARD: 25,
    Category.MEMORY: 20,
    Category.STORAGE: 20,
    Category.PSU: 20,
    Category.CASE: 15,
    Category.COOLER: 12,
}

# Every GPU the seed documents name, as a pattern over catalogue names.
SEED_GPUS = {
    "K40": r"\bK40\b",
    "K80": r"\bK80\b",
    "M40": r"\bM40\b",
    "M60": r"\bM60\b",
    "M6": r"\bM6\b",
    "P4": r"\bP4\b",
    "P40": r"\bP40\b",
    "P100": r"\bP100\b",
    "V100 16 GB": r"\bV100\b.*16 ?GB",
    "V100 32 GB": r"\bV100\b.*32 ?GB",
    "T4": r"\bT4\b",
    "A100 40 GB": r"\bA100\b.*40 ?GB",
    "A100 80 GB": r"\bA100\b.*80 ?GB",
    "L4": r"\bL4\b",
    "GTX 1050 Ti": r"GTX 1050 Ti",
    "GTX 1060 6 GB": r"GTX 1060 6 ?GB",
    "GTX 1070": r"GTX 1070\b",
    "GTX 1080": r"GTX 1080\b(?! Ti)",
    "GTX 1080 Ti": r"GTX 1080 Ti",
    "Titan X (Pascal)": r"TITAN X \(Pascal\)|Titan X Pascal",
    "Titan Xp": r"TITAN Xp\b",
    "FirePro S7150": r"FirePro S7150",
}

TODAY_GPUS = [
    r"RTX 3060 12 ?GB",
    r"RTX 3090\b",
    r"RTX 4070\b",
    r"RTX 4090\b",
    r"RTX 5070\b",
    r"RTX 5080\b",
    r"RTX 5090\b",
    r"RTX A4000",
    r"RTX A5000",
    r"RTX A6000",
    r"RTX 6000 Ada",
    r"\bA10\b",
    r"\bA10G\b",
    r"\bL40S\b",
    r"H100 PCIe",
    r"H100 SXM",
    r"\bH200\b",
]


def names(catalogue, category):
    return [p.name for p in catalogue.in_category(category)]


def test_every_row_loads_without_issues(catalogue):
    assert [str(i) for i in catalogue.issues] == []


@pytest.mark.parametrize(("category", "minimum"), list(MINIMUM_ROWS.items()))
def test_coverage_minimums(catalogue, category, minimum):
    assert len(catalogue.in_category(category)) >= minimum


def test_every_row_is_cited_and_dated(catalogue):
    for part in catalogue:
        assert len(part.source) >= 3, part.id
        assert part.as_of.year >= 2010, part.id
        if part.price is not None:
            assert part.price_date is not None, f"{part.id}: price without a date"
            assert part.price_source, f"{part.id}: price without a source"


@pytest.mark.parametrize("label", list(SEED_GPUS))
def test_every_seed_gpu_is_in_the_catalogue(catalogue, label):
    pattern = re.compile(SEED_GPUS[label], re.IGNORECASE)
    assert any(pattern.search(n) for n in names(catalogue, Category.GPU)), label


@pytest.mark.parametrize("pattern", TODAY_GPUS)
def test_todays_gpu_choices_are_in_the_catalogue(catalogue, pattern):
    regex = re.compile(pattern, re.IGNORECASE)
    assert any(regex.search(n) for n in names(catalogue, Category.GPU)), pattern


def test_tensor_figures_are_dense_and_ordered(catalogue):
    """Dense FP16 (FP32 accumulate) never exceeds the FP16-accumulate rate, and
    FP8 is at most twice FP16 — a sparse figure slipped in would break this."""
    for gpu in catalogue.in_category(Category.GPU):
        if gpu.fp16_tflops and gpu.fp16_fp16acc_tflops:
            assert gpu.fp16_tflops <= gpu.fp16_fp16acc_tflops + 1e-6, gpu.id
        if gpu.fp8_tflops and gpu.fp16_fp16acc_tflops:
            assert gpu.fp8_tflops <= 2.05 * gpu.fp16_fp16acc_tflops, gpu.id


def test_cpu_sockets_cover_every_platform(catalogue):
    sockets = {cpu.socket for cpu in catalogue.in_category(Category.CPU)}
    assert {"AM4", "AM5", "LGA1700", "LGA1851", "sTR5", "SP5", "LGA4677", "LGA1151"} <= sockets
    assert any("G4600" in n for n in names(catalogue, Category.CPU))


def test_every_board_socket_has_a_cpu(catalogue):
    cpu_sockets = {cpu.socket for cpu in catalogue.in_category(Category.CPU)}
    for board in catalogue.in_category(Category.MOTHERBOARD):
        assert board.socket in cpu_sockets, board.id


def test_workstation_boards_with_four_or_more_x16_slots(catalogue):
    boards = [b for b in catalogue.in_category(Category.MOTHERBOARD) if b.x16_slots >= 4]
    assert len(boards) >= 2


def test_board_slot_positions_are_unique(catalogue):
    for board in catalogue.in_category(Category.MOTHERBOARD):
        positions = [s.position for s in board.pcie_slots]
        assert len(positions) == len(set(positions)), board.id


def test_memory_covers_ddr4_ddr5_and_ecc_rdimm(catalogue):
    kits = catalogue.in_category(Category.MEMORY)
    assert {k.memory_type for k in kits} >= {"DDR4", "DDR5"}
    assert any(k.ecc and k.registered for k in kits)


def test_storage_covers_every_kind_and_the_seed_drives(catalogue):
    drives = catalogue.in_category(Category.STORAGE)
    assert {d.kind for d in drives} == {"hdd", "sata_ssd", "nvme"}
    assert {d.pcie_gen for d in drives if d.kind == "nvme"} >= {3, 4, 5}
    all_names = " | ".join(d.name for d in drives)
    assert "850 PRO" in all_names.upper()
    assert re.search(r"WD.*Black|Black.*WD", all_names, re.IGNORECASE)


def test_psus_span_650_to_2000_w_with_atx3(catalogue):
    psus = [p for p in catalogue.in_category(Category.PSU) if p.form_factor != "Server"]
    watts = [p.wattage_w for p in psus]
    assert min(watts) <= 650
    assert max(watts) >= 1600
    assert any(p.is_atx3 for p in psus)


def test_cases_span_mini_itx_to_full_tower(catalogue):
    cases = catalogue.in_category(Category.CASE)
    supported = {ff for c in cases for ff in c.form_factors}
    assert {"Mini-ITX", "ATX", "E-ATX"} <= supported
    assert any("full" in c.case_type.lower() for c in cases)


def test_tables_have_one_row_per_part(catalogue):
    for category in Category:
        table = catalogue.table(category)
        assert len(table) == len(catalogue.in_category(category))
        assert table.index.is_unique


def test_shipped_rows_state_what_user_rows_may_leave_unknown():
    """The models let a CPU's threads, a board's slot layout or a case's GPU clearance be
    unknown, for parts the user imports from sources that lack them; the shipped catalogue
    states every one of them (a cell, not the model's default)."""
    from dlbox.core.catalogue import default_data_dir, read_csv_records
    from dlbox.core.parts import SHIPPED_REQUIRED

    missing = []
    searched = _searched_not_found()
    for category, fields in SHIPPED_REQUIRED.items():
        path = default_data_dir() / "parts" / f"{category.value}.csv"
        records = read_csv_records(path)
        absent = [f for f in fields if f not in records.header]
        assert not absent, f"{path.name}: no column {absent}"
        for line, row in zip(records.lines, records.rows, strict=True):
            missing += [
                f"{path.name}, line {line}, field '{f}'"
                for f in fields
                if not row[f].strip() and (row["id"], f) not in searched
            ]
    assert missing == []


def test_shipped_parts_have_the_fields_the_checks_compute_with(catalogue):
    from dlbox.core.parts import SHIPPED_REQUIRED

    searched = _searched_not_found()
    for category, fields in SHIPPED_REQUIRED.items():
        for part in catalogue.in_category(category):
            unknown = [
                f for f in fields if getattr(part, f) is None and (part.id, f) not in searched
            ]
            assert not unknown, (part.id, unknown)


def _searched_not_found() -> set[tuple[str, str]]:
    """(part, field) pairs searched without a source (data/specs_not_found.csv): unknown on
    purpose, never filled from memory."""
    import csv

    from dlbox.core.catalogue import default_data_dir

    path = default_data_dir() / "specs_not_found.csv"
    with path.open(newline="", encoding="utf-8") as handle:
        return {
            (row["part_id"], field.strip())
            for row in csv.DictReader(handle)
            for field in row["fields"].split(";")
        }
