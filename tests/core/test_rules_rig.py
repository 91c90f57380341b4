"""Real rigs (build format v2): several PSUs, risers and open frames, PCIe switch boards,
custom loops; and the bounds the rules keep when a spec is unknown."""

from __future__ import annotations

from dlbox.core.build import Build
from dlbox.core.rules import check_build, compatible_ids
from tests.core.rules_parts import (
    board,
    case,
    check,
    cooler,
    cpu,
    good_parts,
    gpu,
    memory,
    of,
    psu,
    replaced,
    resolved,
    severities,
    with_rig,
)

# An ATX board with four x16 slots two positions apart (a 2-slot card in each fits;
# 3-slot cards do not), all on CPU lanes.
FOUR_SLOTS = "1:x16:x16:g4:cpu;3:x16:x16:g4:cpu;5:x16:x16:g4:cpu;7:x16:x16:g4:cpu"
THICK = {"slot_width": 3, "cooler": "open_air", "board_power_w": 350, "pcie_8pin": 2}


def _quad(**gpu_kw):  # type: ignore[no-untyped-def]
    return [
        (cpu(pcie_lanes=64, socket="sTR5", memory_channels=4, threads=64, max_memory_gb=1024), 1),
        (
            board(
                socket="sTR5",
                chipset="TRX50",
                pcie_slots=FOUR_SLOTS,
                memory_slots=8,
                max_memory_gb=1024,
            ),
            1,
        ),
        (memory(module_gb=64, modules=4), 1),
        (psu(wattage_w=1300, pcie_8pin=6, hpwr_16pin=0), 2),
        (case(expansion_slots=8), 1),
        (cooler(sockets="sTR5", rated_w=350), 1),
        (gpu(**{**THICK, **gpu_kw}), 4),
    ]


# --------------------------------------------------------------------------- sizes nest
def test_ceb_board_fits_e_atx_and_eeb_cases_but_not_an_atx_only_case():
    ceb = board(form_factor="CEB")
    for takes in ("Mini-ITX;Micro-ATX;ATX;E-ATX", "ATX;EEB", "SSI-EEB"):
        result = check(replaced(good_parts(), ceb, case(form_factors=takes)))
        assert not of(result, "physical.form_factor"), takes
    [finding] = of(
        check(replaced(good_parts(), ceb, case(form_factors="ATX"))), "physical.form_factor"
    )
    assert finding.severity == "error" and "CEB" in finding.message


def test_the_compatible_case_list_keeps_e_atx_cases_for_a_ceb_board():
    e_atx = case("e-atx", form_factors="ATX;E-ATX")
    atx = case("atx-only", form_factors="ATX")
    rb = replaced(good_parts(), board(form_factor="SSI-CEB"))
    catalogue_parts = [p.part for p in rb.picks] + [e_atx, atx]
    from dlbox.core.catalogue import Catalogue

    catalogue = Catalogue.from_parts(
        list({(p.category, p.id): p for p in catalogue_parts}.values())
    )
    ids = compatible_ids(catalogue, "case", rb)
    assert "e-atx" in ids and "atx-only" not in ids


# ----------------------------------------------------------------------- several PSUs
def test_two_psus_with_no_gpu_assigned_warn_and_load_everything_on_psu_1():
    result = check(resolved(*_quad(slot_width=2)))
    [assign] = of(result, "power.psu_assignment")
    assert assign.severity == "warning"
    assert "PSU 2" in assign.message and "1,300 W" in assign.message
    assert "psu_split" in assign.fix.text
    # 4 × 350 W on one 1,000 W unit: an error that names PSU 1.
    [capacity] = [f for f in of(result, "power.psu_capacity") if f.severity == "error"]
    assert "PSU 1" in capacity.message


def test_gpus_split_between_two_psus_are_checked_per_psu():
    rb = with_rig(resolved(*_quad(slot_width=2)), {"gpu-a": {"psu_split": [2, 2]}})
    result = check(rb)
    assert not of(result, "power.psu_assignment")
    assert not [f for f in of(result, "power.psu_capacity") if f.severity == "error"]
    feeds = rb and result  # noqa: F841 - the summary below reads the view
    from dlbox.core.rig.view import BuildView

    power = BuildView.of(rb).power
    main, second = power.feeds
    # PSU 2 carries its two cards' cable power; their slot power (75 W each) is PSU 1's.
    assert second.load_w == 2 * (350 - 75)
    assert main.gpu_w == 2 * 350 + 2 * 75
    assert result.power.psu_w == 2600


def test_a_split_that_does_not_add_up_is_a_finding_naming_the_field_and_the_rest_is_checked():
    rb = with_rig(resolved(*_quad(slot_width=2)), {"gpu-a": {"psu_split": [1, 2, 3]}})
    result = check(rb)
    rig = of(result, "build.rig")
    assert rig and all("parts[" in f.message and "psu_split" in f.message for f in rig)
    assert any("PSU 3" in f.message for f in rig)
    assert any("6 units" in f.message for f in rig)
    assert result.power.load_w > 1400  # every GPU still counted


def test_the_gpu_filter_checks_a_new_card_against_psu_1_only():
    six = ";".join(f"{i}:x16:x16:g4:cpu" for i in range(1, 7))
    roomy = board(
        socket="sTR5", chipset="TRX50", pcie_slots=six, memory_slots=8, max_memory_gb=1024
    )
    parts = replaced(_quad(slot_width=1, board_power_w=200), roomy)
    rb = with_rig(parts, {"gpu-a": {"psu_split": [0, 4]}})
    small = gpu("small", board_power_w=100, slot_width=1)
    huge = gpu("huge", board_power_w=800, slot_width=1, pcie_8pin=4)
    from dlbox.core.catalogue import Catalogue

    catalogue = Catalogue.from_parts([*(p.part for p in rb.picks), small, huge])
    ids = compatible_ids(catalogue, "gpu", rb, mode="add")
    # PSU 1 (1,300 W) carries CPU, rest and 4 × 75 W slot power: room for a 100 W card,
    # not an 800 W one, though both PSUs together (2,600 W) would hold it.
    assert "small" in ids and "huge" not in ids


# ------------------------------------------------------------------ risers, open frame
def test_four_3_slot_cards_do_not_fit_four_slots_two_apart_but_do_on_risers_in_an_open_frame():
    direct = check(resolved(*_quad()))
    assert "physical.gpu_slots" in direct.rules("error")
    rb = with_rig(
        resolved(*_quad()),
        {"gpu-a": {"risers": {"count": 4, "gen": 4, "lanes": 16}, "psu_split": [2, 2]}},
        open_frame=True,
    )
    result = check(rb)
    assert not result.errors, [f.message for f in result.errors]
    assert [lk.lanes for lk in result.gpu_links] == [16, 16, 16, 16]
    assert all(lk.riser for lk in result.gpu_links)


def test_an_x1_mining_riser_warns_about_the_link_with_both_widths():
    rb = with_rig(
        resolved(*_quad(slot_width=2)),
        {"gpu-a": {"risers": {"count": 1, "gen": 3, "lanes": 1}, "psu_split": [2, 2]}},
        open_frame=True,
    )
    [finding] = of(check(rb), "pcie.link_width")
    assert finding.severity == "warning"
    assert "x1" in finding.message and "x16" in finding.message


def test_a_pcie_3_riser_in_a_pcie_4_slot_warns_and_an_unknown_riser_is_noted():
    rb = with_rig(
        resolved(*_quad(slot_width=2)),
        {"gpu-a": {"risers": {"count": 1, "gen": 3, "lanes": 16}, "psu_split": [2, 2]}},
    )
    [finding] = of(check(rb), "pcie.riser_gen")
    assert (
        finding.severity == "warning" and "PCIe 3.0" in finding.message and "4.0" in finding.message
    )
    unknown = with_rig(resolved(*_quad(slot_width=2)), {"gpu-a": {"risers": {"count": 1}}})
    result = check(unknown)
    assert severities(result, "pcie.riser_gen") == {"note"}
    assert any("riser cable" in item for item in result.not_checked)


def test_more_risers_than_free_slots_is_an_error():
    two_slots = board(
        socket="sTR5", chipset="TRX50", pcie_slots="1:x16:x16:g4:cpu;2:x16:x16:g4:cpu"
    )
    rb = with_rig(replaced(_quad(slot_width=2), two_slots), {"gpu-a": {"risers": {"count": 3}}})
    [finding] = of(check(rb), "physical.riser_slots")
    assert finding.severity == "error" and "3 GPUs on risers" in finding.message


# --------------------------------------------------------------------------- switches
def test_a_pcie_switch_board_gives_four_x16_links_without_a_lane_warning():
    plx = "1:x16:x16:g3:switch;3:x16:x16:g3:switch;5:x16:x16:g3:switch;7:x16:x16:g3:switch"
    parts = replaced(
        _quad(slot_width=2),
        cpu(pcie_lanes=40, socket="sTR5", memory_channels=4, threads=64, pcie_gen=3),
        board(socket="sTR5", chipset="TRX50", pcie_slots=plx, memory_slots=8),
    )
    result = check(with_rig(parts, {"gpu-a": {"psu_split": [2, 2]}}))
    assert not of(result, "pcie.lane_budget")
    assert [lk.lanes for lk in result.gpu_links] == [16, 16, 16, 16]
    assert "pcie.switch" in result.rules("note")


def test_the_same_board_wired_to_the_cpu_warns_about_lanes():
    direct = "1:x16:x16:g3:cpu;3:x16:x16:g3:cpu;5:x16:x16:g3:cpu;7:x16:x16:g3:cpu"
    parts = replaced(
        _quad(slot_width=2),
        cpu(pcie_lanes=40, socket="sTR5", memory_channels=4, threads=64, pcie_gen=3),
        board(socket="sTR5", chipset="TRX50", pcie_slots=direct, memory_slots=8),
    )
    result = check(with_rig(parts, {"gpu-a": {"psu_split": [2, 2]}}))
    assert severities(result, "pcie.lane_budget") == {"warning"}


# ------------------------------------------------------------------------ unknown layout
def test_unknown_slot_layout_is_still_bounded_by_board_size_and_cpu_lanes():
    unknown = board(pcie_slots="")
    result = check(replaced(good_parts(), unknown, cpu(pcie_lanes=24), (gpu(**THICK), 4)))
    [slots] = [f for f in of(result, "physical.gpu_slots") if f.severity == "error"]
    assert "10" in slots.message and "7" in slots.message  # 3+3+3+1 positions vs ATX 7
    [lanes] = of(result, "pcie.lane_budget")
    assert lanes.severity == "warning" and "32" in lanes.message and "24" in lanes.message
    assert any("slot layout unknown" in item for item in result.not_checked)
    two = check(replaced(good_parts(), unknown, (gpu(**THICK), 2)))
    assert severities(two, "physical.gpu_slots") == {"note"}


def test_a_slot_wired_narrower_than_the_card_warns_with_both_widths():
    narrow = board(pcie_slots="1:x16:x4:g4:cpu")
    result = check(replaced(good_parts(), narrow, (gpu(), 1)))
    [finding] = of(result, "pcie.link_width")
    assert finding.severity == "warning"
    assert "x4" in finding.message and "x16" in finding.message


# ------------------------------------------------------------------------------ memory
def test_four_ddr5_modules_on_am5_warn_that_they_run_at_3600():
    am5 = cpu(memory_channels=2)
    four = memory(modules=4, module_gb=32, speed_mts=6000)
    [finding] = of(check(replaced(good_parts(), am5, four)), "memory.population")
    assert finding.severity == "warning"
    assert "3,600" in finding.message and "6,000" in finding.message
    two = memory(modules=2, module_gb=32, speed_mts=6000)
    assert not of(check(replaced(good_parts(), am5, two)), "memory.population")


def test_48_gb_ddr5_modules_on_a_2022_am5_board_without_flashback_need_a_bios():
    old = board(chipset="B650", bios_flashback=False)
    dense = memory(modules=2, module_gb=48)
    [finding] = of(check(replaced(good_parts(), old, dense)), "memory.population")
    assert finding.severity == "warning" and "AGESA 1.0.0.7" in finding.message
    assert "does not state its BIOS version" in finding.message
    assert finding.fix is not None and "AGESA 1.0.0.7" in finding.fix.text
    assert "no BIOS flashback" in finding.fix.text
    newer = board(chipset="X870E", bios_flashback=False)
    assert not of(check(replaced(good_parts(), newer, dense)), "memory.population")


def _dense_on_launch_am5(**line):  # type: ignore[no-untyped-def]
    """2 x 24 GB DDR5 on a 2022 B650E board with BIOS flashback, the board line as given."""
    parts = replaced(good_parts(), board(chipset="B650E"), memory(modules=2, module_gb=24))
    return of(check(with_rig(parts, {"board-a": line})), "memory.population")


def test_non_binary_modules_warn_even_on_a_flashback_board_and_say_how_to_update():
    [finding] = _dense_on_launch_am5()
    assert finding.severity == "warning"
    assert "24 GB modules" in finding.message and "(B650E, 2022)" in finding.message
    assert finding.fix is not None and "no speed, price or power cost" in finding.fix.text
    assert "USB stick with no CPU or memory fitted" in finding.fix.text


def test_a_stated_bios_with_a_new_enough_agesa_silences_the_bios_warning():
    assert not _dense_on_launch_am5(bios="1415 (AGESA 1.0.0.7b)")
    assert not _dense_on_launch_am5(bios="ComboAM5PI 1.1.0.0")
    [older] = _dense_on_launch_am5(bios="AGESA 1.0.0.5c")
    assert older.severity == "warning" and "runs BIOS AGESA 1.0.0.5c, older than" in older.message


def test_a_vendor_bios_version_alone_is_named_but_not_taken_as_support():
    [finding] = _dense_on_launch_am5(bios="1222")
    assert finding.severity == "warning"
    assert "cannot tell whether the stated BIOS 1222 has it" in finding.message


def test_a_build_that_states_its_bios_runs_the_modules_gets_no_bios_warning():
    assert not _dense_on_launch_am5(bios_dense_ddr5=True)
    [finding] = _dense_on_launch_am5(bios_dense_ddr5=False, bios="1222")
    assert finding.severity == "warning" and "does not run them" in finding.message


def test_binary_modules_on_a_launch_board_need_no_bios_note():
    parts = replaced(good_parts(), board(chipset="B650E"), memory(modules=2, module_gb=32))
    assert not of(check(parts), "memory.population")


def test_msi_intel_boards_take_48_gb_modules_without_an_update_asus_ones_need_one():
    lga1700 = cpu(socket="LGA1700", memory_channels=2)
    dense = memory(modules=2, module_gb=48)
    msi = board(socket="LGA1700", chipset="Z690", brand="MSI")
    assert not of(check(replaced(good_parts(), lga1700, msi, dense)), "memory.population")
    asus = board(socket="LGA1700", chipset="Z690", brand="ASUS")
    [finding] = of(check(replaced(good_parts(), lga1700, asus, dense)), "memory.population")
    assert "24/48 GB module support" in finding.message


# ----------------------------------------------------------------------------- cooling
def test_a_360_mm_aio_in_a_case_without_radiator_mounts_is_an_error():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    box = case(radiator_mounts="none", max_cooler_height_mm=46)
    [finding] = of(check(replaced(good_parts(), aio, box)), "cooler.radiator")
    assert finding.severity == "error"
    assert "360 mm" in finding.message and "no radiator mount" in finding.message


def test_loop_radiators_and_an_aio_need_a_mount_each():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    one_mount = case(radiator_mounts="front:360;rear:120")
    rb = with_rig(
        replaced(good_parts(), aio, one_mount), loop={"radiators_mm": [360], "cpu": False}
    )
    [finding] = of(check(rb), "cooler.radiator_mounts")
    assert finding.severity == "error" and "2 radiators" in finding.message
    roomy = case(radiator_mounts="front:360;top:360")
    ok = with_rig(replaced(good_parts(), aio, roomy), loop={"radiators_mm": [360], "cpu": False})
    assert not of(check(ok), "cooler.radiator_mounts")


def test_water_blocked_cards_are_single_slot_and_do_not_warn_about_stacking():
    rb = with_rig(
        resolved(*_quad()),
        {"gpu-a": {"water_blocks": 4, "psu_split": [2, 2]}},
        loop={"radiators_mm": [360, 360], "cpu": True},
    )
    result = check(rb)
    assert not of(result, "physical.gpu_slots") and not of(result, "physical.gpu_adjacent")
    assert [lk.position for lk in result.gpu_links] == [1, 3, 5, 7]


def test_psu_longer_than_the_case_allows_is_an_error_and_unknown_length_is_listed():
    [finding] = of(
        check(replaced(good_parts(), psu(length_mm=200), case(max_psu_length_mm=160))),
        "physical.psu_length",
    )
    assert (
        finding.severity == "error" and "200 mm" in finding.message and "160 mm" in finding.message
    )
    result = check(replaced(good_parts(), psu(length_mm=None)))
    assert any("PSU length" in item for item in result.not_checked)


# --------------------------------------------------------------------------- the format
def test_rig_fields_on_a_non_gpu_line_are_refused_naming_the_field():
    from dlbox.core.files import BuildFileError, parse_build

    text = '{"schema_version": 2, "parts": [{"category": "cpu", "id": "x", "psu_split": [1]}]}'
    try:
        parse_build(text, "t")
    except BuildFileError as exc:
        assert "psu_split" in str(exc) and "GPU lines only" in str(exc)
    else:  # pragma: no cover - the assertion below names the failure
        raise AssertionError("a psu_split on a CPU line was accepted")


def test_rig_fields_survive_a_save_and_load():
    from dlbox.core.files import build_to_json, parse_build

    rb = with_rig(
        resolved(*_quad()),
        {"gpu-a": {"psu_split": [2, 2], "risers": {"count": 2, "gen": 4, "lanes": 16}}},
        open_frame=True,
    )
    again = parse_build(build_to_json(rb.build), "t")
    assert again == rb.build
    [line] = [p for p in again.parts if p.category.value == "gpu"]
    assert line.risers is not None and line.psu_split == (2, 2)
    assert Build().to_dict().keys() == {"schema_version", "name", "currency", "parts", "notes"}


def test_check_build_names_each_psus_load_in_the_power_summary():
    rb = with_rig(resolved(*_quad(slot_width=2)), {"gpu-a": {"psu_split": [2, 2]}})
    result = check_build(rb, None)
    assert result.power.load_w > 1400 and result.power.psu_w == 2600


def test_the_filter_agrees_with_the_rules_part_by_part_on_a_rig():
    """Dual PSUs, risers and a loop: every part the mask keeps adds no error, every part it
    drops has one (the same contract tests/core/test_rules_compat.py checks on towers)."""
    from dlbox.core.catalogue import Catalogue
    from dlbox.core.parts import Category
    from dlbox.core.rules import compatible_mask
    from tests.core.rules_synthetic import random_parts

    rb = with_rig(
        resolved(*_quad()),
        {"gpu-a": {"psu_split": [2, 2], "risers": {"count": 2, "gen": 3, "lanes": 16}}},
        loop={"radiators_mm": [360], "cpu": False},
    )
    extra = [p for c in Category for p in random_parts(c, 40, seed=5)]
    catalogue = Catalogue.from_parts([*(p.part for p in rb.picks), *extra])
    for category in Category:
        for mode in ("replace", "add"):
            mask, reasons = compatible_mask(catalogue, category, rb, mode=mode)
            for keep, part_id in zip(mask, catalogue.table(category).index, strict=True):
                assert keep == (not reasons(part_id)), (category, mode, part_id, reasons(part_id))


# ------------------------------------------------------------------------- bad input
def test_a_slot_position_outside_the_board_is_a_finding_naming_the_field():
    odd = board(form_factor="Micro-ATX", pcie_slots="1:x16:x16:g4:cpu;6:x16:x4:g4:chipset")
    [finding] = of(check(replaced(good_parts(), odd)), "physical.slot_layout")
    assert finding.severity == "warning"
    assert "pcie_slots" in finding.message and "6" in finding.message and "4" in finding.message


def test_a_part_file_with_a_negative_connector_count_names_the_row_and_field_and_keeps_the_rest(
    tmp_path,
):
    from dlbox.core.catalogue import read_category_csv
    from dlbox.core.parts import Category

    rows = [
        "id,name,source,as_of,wattage_w,efficiency,pcie_8pin",
        "good-psu,Good PSU,test,2025-01-01,1000,gold,6",
        "bad-psu,Bad PSU,test,2025-01-01,1000,gold,-1",
    ]
    path = tmp_path / "psu.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    parts, issues = read_category_csv(path, Category.PSU)
    assert [p.id for _, p in parts] == ["good-psu"]
    [issue] = issues
    text = str(issue)
    assert "pcie_8pin" in text and "3" in text  # the field and the line


def test_a_saved_part_with_a_negative_connector_count_is_reported_and_the_build_still_checks():
    from dlbox.core.files import parse_build
    from tests.core.rules_parts import resolve

    text = (
        '{"schema_version": 2, "parts": ['
        '{"category": "psu", "id": "bad", "snapshot": {"id": "bad", "name": "Bad", '
        '"source": "test", "as_of": "2025-01-01", "wattage_w": 1000, "efficiency": "gold", '
        '"pcie_8pin": -1}}, {"category": "cpu", "id": "cpu-a"}]}'
    )
    from dlbox.core.catalogue import Catalogue

    rb = resolve(parse_build(text, "t"), Catalogue.from_parts([cpu()]))
    [missing] = rb.unresolved
    assert "pcie_8pin" in missing.reason
    result = check(rb)
    assert any("pcie_8pin" in f.message for f in of(result, "build.unresolved"))


def test_two_psus_and_no_gpu_at_all_is_a_note_naming_the_idle_psu_and_the_field():
    parts = [(p, q) for p, q in _quad() if p.category.value != "gpu"]
    result = check(resolved(*parts))
    [spare] = of(result, "power.psu_assignment")
    assert spare.severity == "note"
    assert "no GPU" in spare.message and "PSU 2" in spare.message and "1,300 W" in spare.message
    assert spare.fix is not None and "psu_split" in spare.fix.text
    # Nothing else is lost: PSU 1 still carries the board, CPU and the rest.
    assert not result.errors


def test_a_saved_slot_position_past_any_board_names_the_field_and_the_build_still_checks():
    from dlbox.core.catalogue import Catalogue
    from dlbox.core.files import parse_build
    from tests.core.rules_parts import resolve

    text = (
        '{"schema_version": 2, "parts": ['
        '{"category": "motherboard", "id": "odd", "snapshot": {"id": "odd", "name": "Odd", '
        '"source": "test", "as_of": "2025-01-01", "socket": "AM5", "form_factor": "ATX", '
        '"memory_slots": 4, "max_memory_gb": 128, "pcie_slots": "1:x16:x16:g4:cpu;12:x16:x4:g4:'
        'chipset"}}, {"category": "cpu", "id": "cpu-a"}]}'
    )
    rb = resolve(parse_build(text, "t"), Catalogue.from_parts([cpu()]))
    [missing] = rb.unresolved
    assert "pcie_slots" in missing.reason and "position" in missing.reason
    assert "from 1 to 10" in missing.reason and "12" in missing.reason
    result = check(rb)
    assert any("pcie_slots" in f.message for f in of(result, "build.unresolved"))
    assert rb.picks and rb.picks[0].part.id == "cpu-a"


def test_the_psu_length_fix_keeps_the_rating_and_says_what_the_swap_changes():
    [finding] = of(
        check(replaced(good_parts(), psu(length_mm=200), case(max_psu_length_mm=160))),
        "physical.psu_length",
    )
    assert finding.fix is not None
    text = finding.fix.text
    assert "160 mm" in text and "1,600 W" in text and "only the price changes" in text


def test_an_aio_in_a_case_with_no_mount_at_all_is_told_to_use_an_air_cooler():
    aio = cooler(kind="aio", radiator_mm=360, height_mm=None)
    box = case(radiator_mounts="none", max_cooler_height_mm=46)
    [finding] = of(check(replaced(good_parts(), aio, box)), "cooler.radiator")
    assert finding.fix is not None
    assert "air cooler" in finding.fix.text and "360 mm radiator mount" in finding.fix.text
    assert "at most 0 mm" not in finding.fix.text


def test_ram_below_vram_warns_with_both_sizes_and_the_2x_guidance_in_the_fix():
    [finding] = of(check(replaced(good_parts(), memory(modules=1, module_gb=8))), "dl.ram_vs_vram")
    assert (
        finding.severity == "warning" and "8 GB" in finding.message and "24 GB" in finding.message
    )
    assert finding.fix is not None
    assert "at least 48 GB, ideally 96 GB" in finding.fix.text
    assert "GPU speed and power stay the same" in finding.fix.text
