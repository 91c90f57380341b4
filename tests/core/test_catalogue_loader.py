"""The loader names the file, line and field of a bad row and keeps the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core.catalogue import CatalogueError, load_catalogue
from dlbox.core.parts import Category

PSU_HEADER = "id,name,wattage_w,efficiency,pcie_8pin,eps_8pin,source,as_of\n"
GOOD_PSU = "good-psu,Good PSU 850,850,gold,3,2,vendor page,2025-07-23\n"


def write_parts(root: Path, files: dict[str, str]) -> Path:
    (root / "parts").mkdir(parents=True)
    for category in Category:
        text = files.get(category.value, "id,name,source,as_of\n")
        (root / "parts" / f"{category.value}.csv").write_text(text, encoding="utf-8")
    return root


def test_bad_row_is_reported_with_file_line_and_field_and_others_load(tmp_path):
    bad = "bad-psu,Bad PSU,lots,gold,3,2,vendor page,2025-07-23\n"
    root = write_parts(
        tmp_path, {"psu": PSU_HEADER + GOOD_PSU + bad + GOOD_PSU.replace("good", "ok")}
    )
    catalogue = load_catalogue(root)
    assert sorted(catalogue.parts[Category.PSU]) == ["good-psu", "ok-psu"]
    [issue] = catalogue.issues
    assert (issue.file, issue.line, issue.field) == ("psu.csv", 3, "wattage_w")
    assert "psu.csv, line 3, field 'wattage_w'" in str(issue)
    assert "'lots'" in str(issue)


def test_missing_source_is_an_error(tmp_path):
    row = "no-source,PSU,850,gold,3,2,,2025-07-23\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"psu": PSU_HEADER + row}))
    assert [(i.line, i.field) for i in catalogue.issues] == [(2, "source")]
    assert "required" in catalogue.issues[0].message


def test_unknown_column_is_named(tmp_path):
    header = PSU_HEADER.replace("\n", ",colour\n")
    catalogue = load_catalogue(
        write_parts(tmp_path, {"psu": header + GOOD_PSU.replace("\n", ",red\n")})
    )
    assert catalogue.issues[0].field == "colour"
    assert "not a known column" in catalogue.issues[0].message


def test_duplicate_ids_are_rejected_even_across_categories(tmp_path):
    gpu = (
        "id,name,vendor,architecture,year,vram_gb,mem_bw_gbs,fp32_tflops,board_power_w,pcie_gen,source,as_of\n"
        "good-psu,Clash,NVIDIA,Ada,2022,24,1008,82,450,4,x page,2025-01-01\n"
    )
    catalogue = load_catalogue(
        write_parts(tmp_path, {"psu": PSU_HEADER + GOOD_PSU + GOOD_PSU, "gpu": gpu})
    )
    duplicates = [(i.file, i.line) for i in catalogue.issues if "duplicate id" in i.message]
    # gpu.csv loads first, so both PSU rows clash with the GPU's id.
    assert duplicates == [("psu.csv", 2), ("psu.csv", 3)]
    assert catalogue.get(Category.GPU, "good-psu").name == "Clash"
    assert "already used by gpu 'Clash'" in catalogue.issues[0].message


def test_empty_cell_means_unknown_not_zero(tmp_path):
    header = "id,name,wattage_w,efficiency,pcie_8pin,eps_8pin,length_mm,source,as_of\n"
    row = "p,PSU,850,gold,3,2,,vendor page,2025-07-23\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"psu": header + row}))
    assert catalogue.get(Category.PSU, "p").length_mm is None
    assert catalogue.table(Category.PSU)["length_mm"].isna().all()


def test_broken_slot_grammar_names_the_field(tmp_path):
    header = (
        "id,name,socket,chipset,form_factor,memory_type,memory_slots,max_memory_gb,"
        "pcie_slots,m2_slots,sata_ports,source,as_of\n"
    )
    row = 'b,Board,AM5,X670E,ATX,DDR5,4,192,"1:x16:x16:g5:gpu",M2_1:g5:x4:cpu,4,manual,2025-01-01\n'
    catalogue = load_catalogue(write_parts(tmp_path, {"motherboard": header + row}))
    [issue] = catalogue.issues
    assert issue.field == "pcie_slots"
    assert "POS:xPHYS" in issue.message


def test_unreadable_file_does_not_stop_other_categories(tmp_path):
    root = write_parts(tmp_path, {"psu": PSU_HEADER + GOOD_PSU})
    (root / "parts" / "gpu.csv").write_bytes(b"\xff\xfe\x00\x00broken")
    catalogue = load_catalogue(root)
    assert "good-psu" in catalogue.parts[Category.PSU]
    assert any(i.file == "gpu.csv" for i in catalogue.issues)


def test_missing_folder_raises_a_clear_error(tmp_path):
    with pytest.raises(CatalogueError, match="does not exist"):
        load_catalogue(tmp_path / "nowhere")


def test_a_row_with_an_extra_cell_is_reported_and_the_other_rows_load(tmp_path):
    # One stray comma used to make pandas drop the whole file ("Expected 8 fields in
    # line 3, saw 9"), losing every part of the category.
    extra = "extra-psu,Extra PSU,850,gold,3,2,vendor page,2025-07-23,oops\n"
    root = write_parts(
        tmp_path, {"psu": PSU_HEADER + GOOD_PSU + extra + GOOD_PSU.replace("good", "ok")}
    )
    catalogue = load_catalogue(root)
    assert sorted(catalogue.parts[Category.PSU]) == ["good-psu", "ok-psu"]
    [issue] = catalogue.issues
    assert (issue.file, issue.line) == ("psu.csv", 3)
    assert "expected 8 cells like the header, got 9" in str(issue)
    assert str(issue).startswith("psu.csv, line 3: ")


def test_a_row_with_a_missing_cell_is_reported_too(tmp_path):
    short = "short-psu,Short PSU,850,gold,3,vendor page,2025-07-23\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"psu": PSU_HEADER + short + GOOD_PSU}))
    assert list(catalogue.parts[Category.PSU]) == ["good-psu"]
    assert [(i.line, i.field) for i in catalogue.issues] == [(2, None)]
    assert "expected 8 cells like the header, got 7" in catalogue.issues[0].message


def test_real_catalogue_keeps_every_other_gpu_when_one_row_is_malformed(tmp_path):
    import shutil

    from dlbox.core.catalogue import default_data_dir

    shutil.copytree(default_data_dir() / "parts", tmp_path / "parts")
    path = tmp_path / "parts" / "gpu.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    shipped = load_catalogue(default_data_dir())
    gpus = len(shipped.parts[Category.GPU])
    lines[11] = lines[11].rstrip("\n") + ",stray\n"  # file line 12
    path.write_text("".join(lines), encoding="utf-8")
    catalogue = load_catalogue(tmp_path)
    assert len(catalogue.parts[Category.GPU]) == gpus - 1
    assert [(i.file, i.line) for i in catalogue.issues] == [("gpu.csv", 12)]


def test_line_numbers_count_physical_lines_of_multi_line_quoted_cells(tmp_path):
    header = "id,name,wattage_w,efficiency,source,as_of,notes\n"
    multi = 'm-psu,PSU,850,gold,vendor page,2025-07-23,"first line\nsecond line\nthird"\n'
    bad = "bad-psu,PSU,lots,gold,vendor page,2025-07-23,\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"psu": header + multi + bad}))
    assert catalogue.get(Category.PSU, "m-psu").notes == "first line\nsecond line\nthird"
    [issue] = catalogue.issues
    # Row 2 of the table, but it starts on line 5 of the file (the notes took lines 2-4).
    assert (issue.line, issue.field) == (5, "wattage_w")


def test_an_empty_socket_list_means_unknown_mounts(tmp_path):
    # Imported liquid coolers do not list their socket mounts; the row must still load
    # (the cooler check then says the mounts are unknown) instead of being dropped.
    header = "id,name,kind,sockets,radiator_mm,source,as_of\n"
    row = "aio-360,Some AIO 360,aio,,360,dataset row,2025-07-23\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"cooler": header + row}))
    assert catalogue.issues == []
    assert catalogue.get(Category.COOLER, "aio-360").sockets == []


def test_one_csv_reader_serves_the_catalogue_and_the_importers(tmp_path):
    """The catalogue keeps the rows before a line the csv module cannot read and reports
    it; the importers' wrapper stops there with one line naming it."""
    from dlbox.core.catalogue import read_csv_records
    from dlbox.core.importers.csvfile import read_csv_rows
    from dlbox.core.importers.summary import ImportFileError

    short = "short-psu,Short PSU,850,gold,3,vendor page,2025-07-23\n"
    path = tmp_path / "psu.csv"
    path.write_text(PSU_HEADER + GOOD_PSU + short + "x," + "y" * 200_000 + "\n", "utf-8")
    records = read_csv_records(path)
    assert [(r.line, r.cells) for r in records.records] == [(2, 8), (3, 7)]
    assert (records.lines, [r["id"] for r in records.rows]) == ([2], ["good-psu"])
    assert [(i.line, i.message.split(" ")[0]) for i in records.issues] == [
        (3, "expected"),
        (4, "is"),
    ]
    assert records.stopped is records.issues[-1]
    with pytest.raises(ImportFileError, match=r"psu\.csv: line 4: is not readable CSV"):
        read_csv_rows(path)
    path.write_text(PSU_HEADER + GOOD_PSU + short, "utf-8")
    header, rows = read_csv_rows(path)
    assert (header[0], [r.cells for r in rows]) == ("id", [8, 7])
