"""Specs added for issue 14: a CPU's boxed cooler, a hybrid GPU's own radiator, module
rank, cases with no radiator mount; old files keep loading; bad cells are named."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.catalogue import load_catalogue
from dlbox.core.files import read_build
from dlbox.core.parts import Category, Motherboard
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import memory as memory_rules
from dlbox.core.rules.unchecked import unknown_specs
from tests.core.rules_parts import (
    COMMON,
    board,
    case,
    check,
    cooler,
    cpu,
    good_parts,
    gpu,
    memory,
    of,
    replaced,
    resolved,
    severities,
)
from tests.core.test_catalogue_loader import write_parts

ROOT = Path(__file__).resolve().parents[2]

# ----------------------------------------------------------- old files, bad cells


def test_part_files_without_the_new_columns_still_load_as_unknown(tmp_path):
    files = {
        "cpu": "id,name,vendor,socket,cores,tdp_w,memory_types,source,as_of\n"
        "old-cpu,Old CPU,AMD,AM4,8,105,DDR4,vendor page,2021-01-01\n",
        "memory": "id,name,memory_type,speed_mts,modules,module_gb,source,as_of\n"
        "old-kit,Old kit,DDR4,3200,2,16,vendor page,2021-01-01\n",
        "case": "id,name,case_type,form_factors,psu_form_factors,radiator_mounts,source,as_of\n"
        "old-case,Old case,ATX mid tower,ATX,ATX,front:360,vendor page,2021-01-01\n",
    }
    catalogue = load_catalogue(write_parts(tmp_path, files))
    assert catalogue.issues == []
    assert catalogue.get(Category.CPU, "old-cpu").boxed_cooler is None
    assert catalogue.get(Category.MEMORY, "old-kit").ranks is None
    assert catalogue.get(Category.CASE, "old-case").radiator_mounts == ["front:360"]


def test_build_files_saved_before_the_new_fields_still_resolve(catalogue):
    # The DIGITS DevBox file's snapshots predate boxed_cooler, ranks and a GPU radiator.
    path = ROOT / "tests/data/real-builds/digits-devbox-2015.dlbox.json"
    assert '"boxed_cooler"' not in path.read_text(encoding="utf-8")
    resolved_build = resolve(read_build(path), catalogue)
    assert not resolved_build.unresolved
    titan = next(p.part for p in resolved_build.picks if p.part.category is Category.GPU)
    cpu_part = next(p.part for p in resolved_build.picks if p.part.category is Category.CPU)
    assert titan.radiator_mm is None and cpu_part.boxed_cooler is None


def test_a_connector_count_of_minus_one_is_named_and_the_rest_loads(tmp_path):
    header = "id,name,wattage_w,efficiency,pcie_8pin,hpwr_16pin,eps_8pin,source,as_of\n"
    rows = "bad,Bad PSU,850,gold,-1,1,2,x page,2025-01-01\ngood,Good PSU,850,gold,4,1,2,x page,2025-01-01\n"
    catalogue = load_catalogue(write_parts(tmp_path, {"psu": header + rows}))
    assert list(catalogue.parts[Category.PSU]) == ["good"]
    [issue] = catalogue.issues
    assert (issue.file, issue.line, issue.field) == ("psu.csv", 2, "pcie_8pin")
    assert "-1" in issue.message and "whole number from 0" in issue.message


def test_a_slot_position_outside_the_board_is_named_and_the_row_still_loads(tmp_path):
    header = "id,name,socket,form_factor,memory_slots,max_memory_gb,pcie_slots,source,as_of\n"
    rows = (
        "matx,Small board,AM5,Micro-ATX,4,128,1:x16:x16:g5:cpu;6:x16:x4:g4:chipset,x page,2025-01-01\n"
        "atx,Board,AM5,ATX,4,128,1:x16:x16:g5:cpu;4:x16:x4:g4:chipset,x page,2025-01-01\n"
    )
    catalogue = load_catalogue(write_parts(tmp_path, {"motherboard": header + rows}))
    assert sorted(catalogue.parts[Category.MOTHERBOARD]) == ["atx", "matx"]
    [issue] = catalogue.issues
    assert (issue.file, issue.line, issue.field) == ("motherboard.csv", 2, "pcie_slots")
    assert "position 6" in issue.message and "Micro-ATX" in issue.message
    assert "1 to 4" in issue.message


def test_a_slot_position_past_any_board_is_named_with_its_range_and_the_rest_loads(tmp_path):
    header = "id,name,socket,form_factor,memory_slots,max_memory_gb,pcie_slots,source,as_of\n"
    rows = (
        "odd,Odd board,AM5,ATX,4,128,1:x16:x16:g5:cpu;12:x16:x4:g4:chipset,x page,2025-01-01\n"
        "atx,Board,AM5,ATX,4,128,1:x16:x16:g5:cpu;4:x16:x4:g4:chipset,x page,2025-01-01\n"
    )
    catalogue = load_catalogue(write_parts(tmp_path, {"motherboard": header + rows}))
    assert list(catalogue.parts[Category.MOTHERBOARD]) == ["atx"]
    [issue] = catalogue.issues
    assert (issue.file, issue.line, issue.field) == ("motherboard.csv", 2, "pcie_slots.position")
    assert "from 1 to 10" in issue.message and "12" in issue.message


def test_radiator_mounts_none_cannot_be_mixed_with_mounts_and_mounts_need_a_size(tmp_path):
    header = "id,name,case_type,form_factors,psu_form_factors,radiator_mounts,source,as_of\n"
    rows = (
        "mixed,Mixed,HTPC,Mini-ITX,SFX,none;front:240,x page,2025-01-01\n"
        "sizeless,Sizeless,ATX,ATX,ATX,front,x page,2025-01-01\n"
        "bare,Bare,HTPC,Mini-ITX,SFX,none,x page,2025-01-01\n"
    )
    catalogue = load_catalogue(write_parts(tmp_path, {"case": header + rows}))
    assert list(catalogue.parts[Category.CASE]) == ["bare"]
    assert [(i.line, i.field) for i in catalogue.issues] == [
        (2, "radiator_mounts"),
        (3, "radiator_mounts"),
    ]
    assert catalogue.get(Category.CASE, "bare").has_no_radiator_mount


def test_slots_outside_board_reads_the_board_size():
    common = dict(COMMON, id="b", name="B", socket="AM5", memory_slots=4, max_memory_gb=64)
    assert Motherboard(**common, form_factor="Mini-ITX", pcie_slots="2:x16:x16:g4:cpu")
    inside = Motherboard(**common, form_factor="E-ATX", pcie_slots="8:x16:x16:g4:cpu")
    outside = Motherboard(**common, form_factor="Mini-ITX", pcie_slots="2:x16:x16:g4:cpu")
    assert inside.slots_outside_board() == [] and outside.slots_outside_board() == [2]


def test_a_board_saved_as_micro_atx_with_a_space_is_checked_as_micro_atx():
    # A build file from the real-builds set wrote "Micro ATX"; the size tables say "Micro-ATX".
    common = dict(COMMON, id="b", name="B", socket="AM4", memory_slots=4, max_memory_gb=128)
    board = Motherboard(**common, form_factor="Micro ATX", pcie_slots="5:x16:x16:g4:cpu")
    assert board.form_factor == "Micro-ATX"
    assert board.slots_outside_board() == [5]
    assert Motherboard(**common, form_factor="Workstation 9").form_factor == "Workstation 9"


# ------------------------------------------------------------------ boxed cooler


def _without_cooler(the_cpu):  # type: ignore[no-untyped-def]
    parts = [(p, q) for p, q in good_parts() if p.category is not Category.COOLER]
    return replaced(parts, the_cpu)


def test_a_cpu_that_ships_without_a_cooler_warns_even_at_105_w():
    # Ryzen 5 7600X: 105 W TDP, no cooler in the box (AMD "Thermal Solution (PIB)").
    result = check(_without_cooler(cpu(tdp_w=105, sustained_power_w=142, boxed_cooler=False)))
    [finding] = of(result, "cooler.missing")
    assert finding.severity == "warning" and "ships without one" in finding.message
    assert finding.fix is not None


def test_a_boxed_cooler_cpu_without_a_cooler_gets_a_note_and_an_unknown_is_listed():
    boxed = check(_without_cooler(cpu(tdp_w=65, sustained_power_w=88, boxed_cooler=True)))
    assert severities(boxed, "cooler.missing") == {"note"}
    unknown = _without_cooler(cpu(tdp_w=65, sustained_power_w=88))
    assert severities(check(unknown), "cooler.missing") == {"note"}
    assert any("boxed cooler" in s for s in unknown_specs(BuildView.of(unknown)))


def test_shipped_boxed_cooler_flags_follow_the_vendor_tables(catalogue):
    assert catalogue.get(Category.CPU, "ryzen-5-7600").boxed_cooler is True
    assert catalogue.get(Category.CPU, "ryzen-5-7600x").boxed_cooler is False
    assert catalogue.get(Category.CPU, "core-i9-14900k").boxed_cooler is False


# ------------------------------------------------------------- GPU radiators


def _hybrid(**kw):  # type: ignore[no-untyped-def]
    return gpu("hybrid", cooler="liquid", radiator_mm=240, **kw)


def test_a_hybrid_gpu_radiator_and_a_cpu_aio_need_a_mount_each():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    one_mount = case(radiator_mounts="front:360;rear:120")
    result = check(replaced(good_parts(), (_hybrid(), 1), aio, one_mount))
    [finding] = of(result, "cooler.radiator_mounts")
    assert finding.severity == "error"
    assert "240 mm" in finding.message and "360 mm" in finding.message


def test_a_hybrid_gpu_fits_where_the_case_has_a_second_mount():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    two = case(radiator_mounts="front:360;top:240;rear:120")
    assert not of(check(replaced(good_parts(), (_hybrid(), 1), aio, two)), "cooler.radiator_mounts")


def test_a_hybrid_gpu_whose_radiator_is_unknown_is_listed_not_checked():
    rb = replaced(good_parts(), (gpu("hybrid", cooler="liquid"), 1))
    assert severities(check(rb), "cooler.radiator_mounts") <= {"note"}
    assert any("radiator size of GPU hybrid" in s for s in unknown_specs(BuildView.of(rb)))


def test_the_shipped_hybrid_4090_needs_a_240_mm_mount(catalogue):
    card = catalogue.get(Category.GPU, "msi-rtx-4090-suprim-liquid-x")
    assert (card.cooler, card.radiator_mm) == ("liquid", 240)


# ------------------------------------------------------- cases with no mounts


def test_an_aio_in_a_node_202_is_an_error_naming_both_sizes(catalogue):
    node = catalogue.get(Category.CASE, "fractal-design-node-202")
    assert node.has_no_radiator_mount
    aio = cooler(kind="aio", radiator_mm=240, height_mm=None)
    result = check(replaced(good_parts(), aio, node))
    [finding] = of(result, "cooler.radiator")
    assert finding.severity == "error" and "no radiator mount" in finding.message


# -------------------------------------------------------------------- ranks


def test_ranks_load_from_the_part_numbers(catalogue):
    assert catalogue.get(Category.MEMORY, "kingston-ksm48r40bs4tmm-32hmr").ranks == 1
    assert catalogue.get(Category.MEMORY, "samsung-m321r8ga0bb0-cqk").ranks == 2


def _four_dimms(ranks, speed=6000):  # type: ignore[no-untyped-def]
    return replaced(
        good_parts(),
        cpu(memory_channels=2, socket="TEST"),
        board(socket="TEST"),
        cooler(sockets="TEST"),
        memory(speed_mts=speed, modules=4, module_gb=32, ranks=ranks),
    )


@pytest.fixture
def rank_table(monkeypatch):
    # A platform whose vendor table depends on rank (figures chosen for the test).
    monkeypatch.setitem(memory_rules.TWO_PER_CHANNEL_MTS, ("TEST", "DDR5"), {1: 4400, 2: 4000})


def test_the_two_per_channel_speed_follows_the_modules_rank(rank_table):
    single = of(check(_four_dimms(1)), "memory.population")
    dual = of(check(_four_dimms(2)), "memory.population")
    assert "4,400 MT/s" in single[0].message and "4,000 MT/s" in dual[0].message


def test_an_unknown_rank_is_listed_where_the_figure_depends_on_it(rank_table):
    # DDR5-4200 is too fast for 2R (4,000) but not for 1R (4,400): unsettled without a rank.
    rb = _four_dimms(None, speed=4200)
    assert not of(check(rb), "memory.population")
    assert any("depends on module rank" in s for s in unknown_specs(BuildView.of(rb)))


def test_a_kit_too_fast_for_every_rank_warns_without_its_rank(rank_table):
    rb = _four_dimms(None, speed=6000)
    [finding] = of(check(rb), "memory.population")
    assert finding.severity == "warning"
    assert "at most 4,400 MT/s whatever the modules' rank" in finding.message
    assert "6,000" in finding.message
    assert not any("depends on module rank" in s for s in unknown_specs(BuildView.of(rb)))


def test_am5_gives_one_figure_for_every_rank():
    assert memory_rules.two_per_channel_mts("AM5", "DDR5", [None, 2]) == 3600
    assert not memory_rules.rank_matters("AM5", "DDR5")


def test_a_resolved_build_with_ranks_keeps_them():
    rb = resolved(memory(ranks=2))
    assert rb.picks[0].part.ranks == 2
