"""Unknown specs (None) of user-layer parts: a note that names them, never an error, and
the compatibility filter keeps such parts (what the PCPartPicker import brings in)."""

from __future__ import annotations

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rules import check_build, compatible_ids, compatible_mask
from tests.core.rules_parts import (
    board,
    case,
    check,
    cooler,
    cpu,
    good_parts,
    gpu,
    hdd,
    memory,
    of,
    psu,
    replaced,
)

# What the docyx/PCPartPicker scrape leaves unknown.
IMPORTED_CPU = {
    "threads": None,
    "sustained_power_w": None,
    "pcie_lanes": None,
    "pcie_gen": None,
    "memory_types": "",
    "ecc": None,
    "integrated_graphics": None,
}
IMPORTED_BOARD = {
    "chipset": None,
    "memory_type": None,
    "ecc": None,
    "registered_only": None,
    "pcie_slots": "",
    "m2_slots": "",
    "sata_ports": None,
}
IMPORTED_CASE = {
    "form_factors": "",
    "max_gpu_length_mm": None,
    "expansion_slots": None,
    "max_cooler_height_mm": None,
    "psu_form_factors": "",
}


def messages(result, severity="note") -> str:
    return "\n".join(f.message for f in result.findings if f.severity == severity)


def test_an_imported_cpu_gives_notes_and_no_error():
    imported = cpu("imp", name="Imported CPU", **IMPORTED_CPU)
    result = check(replaced(good_parts(), imported))
    assert result.errors == []
    notes = messages(result)
    assert "Imported CPU's thread count is unknown: check it has at least 8 threads" in notes
    assert "Imported CPU's sustained power (PPT/PL2) is unknown: the load counts its 170 W" in notes
    assert "Imported CPU's PCIe lane count is unknown: check it provides" in notes
    assert "Imported CPU's PCIe generation is unknown" in notes
    # Its TDP is the floor the load counts, and the breakdown says so.
    assert result.power.cpu_w == 170


def test_the_tdp_floor_still_catches_a_psu_too_small_for_what_is_known():
    imported = cpu("imp", name="Imported CPU", tdp_w=170, **IMPORTED_CPU)
    result = check(replaced(good_parts(), imported, psu(wattage_w=650)))
    [finding] = of(result, "power.psu_capacity")
    assert finding.severity == "error" and "CPU (TDP; sustained unknown)" in finding.message


def test_a_cooler_rated_below_even_the_tdp_warns_and_otherwise_notes():
    imported = cpu("imp", name="Imported CPU", tdp_w=170, **IMPORTED_CPU)
    weak = check(replaced(good_parts(), imported, cooler(rated_w=120)))
    assert {f.severity for f in of(weak, "cooler.capacity")} == {"warning"}
    strong = check(replaced(good_parts(), imported, cooler(rated_w=250)))
    [finding] = of(strong, "cooler.capacity")
    assert finding.severity == "note" and "sustained power (PPT/PL2) is unknown" in finding.message


def test_an_imported_board_gives_notes_and_no_error():
    imported = board("imp", name="Imported Board", **IMPORTED_BOARD)
    rdimm = memory("rdimm", memory_type="DDR5", ecc=True, registered=True)
    kept = [(p, q) for p, q in good_parts() if p.category != Category.MOTHERBOARD]
    result = check(replaced([*kept, (imported, 1), (hdd(), 2)], rdimm))  # NVMe and 2 HDDs
    assert result.errors == []
    notes = messages(result)
    for fragment in (
        "Imported Board's memory type is unknown: check it takes DDR5",
        "Imported Board's support for registered memory (RDIMM) is unknown",
        "Imported Board's PCIe slot layout is unknown: check it seats 2 × GPU gpu-a",
        "Imported Board's M.2 slots are unknown: check it takes 1 M.2 drive",
        "Imported Board's SATA port count is unknown: check it has ports for 2 SATA drives",
    ):
        assert fragment in notes, fragment
    udimm_ecc = memory("ecc", memory_type="DDR5", ecc=True)
    result = check(replaced([*kept, (imported, 1)], udimm_ecc))
    [finding] = of(result, "memory.ecc")
    assert finding.severity == "note" and "ECC support of Imported Board is unknown" in (
        finding.message
    )


def test_a_board_with_no_slots_is_still_an_error_unlike_one_whose_slots_are_unknown():
    none = check(replaced(good_parts(), board("none", pcie_slots="none", m2_slots="none")))
    assert {f.rule for f in none.errors} >= {"physical.gpu_form", "storage.m2_count"}


def test_an_lga1151_board_of_unknown_chipset_notes_the_two_generations():
    kaby = cpu("kaby", socket="LGA1151", architecture="Kaby Lake", memory_types="DDR4")
    imported = board("imp", name="Imported Board", socket="LGA1151", chipset=None)
    result = check(replaced(good_parts(), kaby, imported, memory(memory_type="DDR4")))
    [finding] = of(result, "platform.socket")
    assert finding.severity == "note" and "chipset is unknown" in finding.message


def test_an_imported_case_gives_notes_and_no_error():
    imported = case("imp", name="Imported Case", **IMPORTED_CASE)
    result = check(replaced(good_parts(), imported))
    assert result.errors == []
    notes = messages(result)
    assert "Imported Case's GPU length limit is unknown: check it takes GPU gpu-a (300 mm)" in notes
    assert "Imported Case's expansion slot count is unknown: check it has" in notes
    assert "Imported Case's supported board sizes are unknown" in notes


def _catalogue_and_build():
    """A catalogue of imported-looking parts next to complete ones, and a build whose PSU
    is too small for the sustained draw of the big known CPU but not for the TDPs."""
    parts = [p for p, _ in good_parts()]
    extra = [
        cpu("imp-cpu", tdp_w=120, **IMPORTED_CPU),
        cpu("hot-cpu", sustained_power_w=1200),
        board("imp-board", **IMPORTED_BOARD),
        case("imp-case", **IMPORTED_CASE),
        memory("ddr4", memory_type="DDR4"),
        gpu("long", length_mm=500),
    ]
    catalogue = Catalogue.from_parts([*parts, *extra])
    build = Build()
    for part, quantity in good_parts():
        build = build.with_part(part, quantity)
    return catalogue, resolve(build, catalogue)


def test_the_filter_keeps_imported_parts_and_agrees_with_the_rules():
    catalogue, rb = _catalogue_and_build()
    assert "imp-cpu" in compatible_ids(catalogue, Category.CPU, rb)
    assert "hot-cpu" not in compatible_ids(catalogue, Category.CPU, rb)  # known: excluded
    assert "imp-board" in compatible_ids(catalogue, Category.MOTHERBOARD, rb)
    assert "imp-case" in compatible_ids(catalogue, Category.CASE, rb)
    for category in Category:
        for mode in ("replace", "add"):
            mask, reasons = compatible_mask(catalogue, category, rb, mode=mode)
            for keep, part_id in zip(mask, catalogue.table(category).index, strict=True):
                assert keep == (not reasons(part_id)), (category, mode, part_id)


@pytest.mark.parametrize("category", [Category.MEMORY, Category.GPU, Category.STORAGE])
def test_parts_added_to_a_build_with_imported_board_and_case_are_not_filtered_out(category):
    catalogue, _rb = _catalogue_and_build()
    build = Build()
    for part, quantity in good_parts():
        if part.category == Category.CPU:
            part = catalogue.get(Category.CPU, "imp-cpu")
        elif part.category == Category.MOTHERBOARD:
            part = catalogue.get(Category.MOTHERBOARD, "imp-board")
        elif part.category == Category.CASE:
            part = catalogue.get(Category.CASE, "imp-case")
        build = build.with_part(part, quantity)
    rb = resolve(build, catalogue)
    ids = compatible_ids(catalogue, category, rb, mode="add")
    # Memory of either type (the board's is unknown), the 500 mm card (clearance unknown),
    # another drive (slots and ports unknown).
    expected = {Category.MEMORY: "ddr4", Category.GPU: "long", Category.STORAGE: "ssd-a"}
    assert expected[category] in ids
    assert check_build(rb, catalogue).errors == []


def test_the_estimator_skips_the_cpu_ceiling_of_a_cpu_with_unknown_threads(catalogue):
    from dlbox.core.build_estimate import estimate_build

    known = cpu("known", cores=4, threads=4)
    unknown = cpu("unknown", name="Imported CPU", cores=4, tdp_w=65, **IMPORTED_CPU)
    gpu_part = catalogue.get(Category.GPU, "rtx-4090")
    results = {}
    for part in (known, unknown):
        parts = Catalogue.from_parts([part, gpu_part])
        build = Build().with_part(part).with_part(gpu_part)
        results[part.id] = estimate_build(resolve(build, parts), "resnet50")
    assert results["known"].explain["ceilings"]["cpu_input_samples_per_s"] is not None
    est = results["unknown"]
    assert est.explain["ceilings"]["cpu_input_samples_per_s"] is None
    assert any("thread count is unknown" in n for n in est.explain["notes"])
    assert any("sustained power is unknown" in n for n in est.explain["notes"])
    assert est.throughput > 0


def test_a_build_without_a_cpu_never_counts_it_as_0_w():
    # Four 350 W cards on a 1600 W unit, no CPU picked yet: the load is a floor, and the
    # finding says the CPU's draw is still to be added instead of "0 W CPU".
    from tests.core.rules_parts import resolved

    result = check(resolved((gpu(board_power_w=350), 4), psu(wattage_w=1600)))
    [finding] = of(result, "power.psu_capacity")
    assert finding.severity == "warning"
    assert "1,400 W GPU" in finding.message and "no CPU picked" in finding.message
    assert "0 W CPU" not in finding.message
