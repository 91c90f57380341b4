"""Rule 14's extra margin: two or more 250 W+ GPUs on a PSU not rated ATX 3.x, between
Intel's ATX 2.x sizing (750 W of load on 1,100 W: 68 %) and the 80 % every unit gets."""

from __future__ import annotations

from pathlib import Path

from dlbox.core.rules.psu_records import read_records
from tests.core.rules_parts import case, check, good_parts, gpu, of, psu, replaced

ROOT = Path(__file__).resolve().parents[2]

# good_parts(): 2 × 250 W GPUs + a 230 W CPU + the rest, about 783 W sustained.
VOLTA = gpu(architecture="Volta", board_power_w=250)  # no spike figure at all


def _margin(result):  # type: ignore[no-untyped-def]
    return of(result, "power.psu_capacity")


def test_a_pre_atx3_unit_past_intels_sizing_warns_with_both_shares_and_the_fixes():
    result = check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version="2.4")))
    load = result.power.load_w
    assert 0.68 < load / 1100 <= 0.80
    [finding] = _margin(result)
    assert finding.severity == "warning"
    assert f"{load:,.0f} W is {load / 1100:.0%}" in finding.message
    assert "ATX 2.4" in finding.message and "2 GPUs of 250 W or more" in finding.message
    assert "at 1,100 W for a 750 W box (load at most 68%)" in finding.message
    assert finding.fix is not None
    # An ATX 3.x unit sized the usual way (load within 80 %) or any unit with the margin.
    assert "ATX 3.x PSU of at least 1,000 W" in finding.fix.text
    assert "any PSU of at least 1,150 W" in finding.fix.text
    # Or a cap that brings the load within 68 % of 1,100 W (750 W): the GPUs keep 750 W less
    # the CPU and the rest, in whole 5 % steps of their 500 W.
    steady = result.power.cpu_w + result.power.rest_w
    fraction = int((750 - steady) / 500 * 20) / 20
    assert f"{fraction:.0%} of board power" in finding.fix.text
    assert f"{500 * (1 - fraction):,.0f} W less draw" in finding.fix.text
    assert "× training speed" in finding.fix.text
    assert "not measured" in finding.fix.text
    # The transient note that would say the same for these unmeasured cards gives way.
    assert not of(result, "power.transients")


def test_an_atx3_unit_a_lighter_load_or_one_card_gets_no_margin_finding():
    for parts in (
        replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version="3.0")),
        replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1300, atx_version="2.4")),  # 60 %
        replaced(good_parts(), (VOLTA, 1), psu(wattage_w=700, atx_version="2.4")),
        replaced(good_parts(), (gpu(board_power_w=200), 2), psu(wattage_w=900, atx_version="2.4")),
    ):
        assert not _margin(check(parts)), parts
    # Past 80 % the ordinary capacity warning speaks, not this one.
    [finding] = _margin(
        check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=950, atx_version="2.4")))
    )
    assert "runs hot and loud" in finding.message


def test_a_unit_of_unknown_version_gets_a_note():
    result = check(replaced(good_parts(), (VOLTA, 2), psu(wattage_w=1100, atx_version=None)))
    [finding] = _margin(result)
    assert finding.severity == "note"
    assert "ATX version unknown" in finding.message


def test_the_16pin_bend_room_is_listed_as_not_checked():
    ada = gpu(board_power_w=450, hpwr_16pin=1, pcie_8pin=0, name="Card 16")
    result = check(replaced(good_parts(), (ada, 1), case()))
    [item] = [x for x in result.not_checked if "16-pin cable bend room" in x]
    # The card states no plug edge: which panel the plug faces is what is missing.
    assert "35 mm" in item and "Card 16" in item and "which edge" in item
    eight_pin = check(replaced(good_parts(), case()))
    assert not [x for x in eight_pin.not_checked if "16-pin cable bend room" in x]


def test_a_documented_run_of_the_same_unit_and_cards_at_more_load_turns_the_warning_to_a_note():
    # data/psu_load_records.csv: Puget ran 4 × this card at 1,580 W DC on this unit model.
    turbo = gpu("gigabyte-rtx-3090-turbo-24g", architecture="Volta", board_power_w=350)
    evga = psu("evga-supernova-1600-p2", wattage_w=1300, atx_version="2.4")  # 76 %
    [finding] = _margin(check(replaced(good_parts(), (turbo, 2), evga)))
    assert finding.severity == "note"
    assert "documented to have fed 4 × GPU gigabyte-rtx-3090-turbo-24g at 1,580 W" in (
        finding.message
    )
    assert "thefpsreview.com" in finding.message
    # Another unit of the same rating, or another card on this unit, proves nothing.
    other_psu = psu("psu-b", wattage_w=1300, atx_version="2.4")
    assert _margin(check(replaced(good_parts(), (turbo, 2), other_psu)))[0].severity == "warning"
    other_gpu = gpu("gpu-b", architecture="Volta", board_power_w=350)
    assert _margin(check(replaced(good_parts(), (other_gpu, 2), evga)))[0].severity == "warning"


def test_a_bad_load_record_row_is_named_and_skipped(tmp_path):
    records, problems = read_records(ROOT / "data/psu_load_records.csv")
    assert records and not problems
    bad = tmp_path / "psu_load_records.csv"
    bad.write_text(
        "psu_id,gpu_id,gpus,load_w,outcome,source,published,as_of,notes\n"
        "psu-a,gpu-a,2,900,no shutdown,https://example.org/a,,2026-11-27,\n"
        "psu-a,gpu-a,two,900,no shutdown,https://example.org/a,,2026-11-27,\n"
        "psu-a,gpu-a,2,900,shut down,https://example.org/a,,2026-11-27,\n"
        ",gpu-a,2,900,no shutdown,https://example.org/a,,2026-11-27,\n",
        encoding="utf-8",
    )
    records, problems = read_records(bad)
    assert [(r.psu_id, r.gpus, r.load_w) for r in records] == [("psu-a", 2, 900.0)]
    assert problems == (
        "psu_load_records.csv line 3: gpus must be a whole number and load_w a number",
        "psu_load_records.csv line 4: outcome must be 'no shutdown'",
        "psu_load_records.csv line 5: psu_id and gpu_id must name parts",
    )
