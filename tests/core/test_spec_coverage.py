"""Which rule specs the catalogue leaves unknown, counted only where a rule reads them,
and what a check says when a board's slot list is a guess.

A spec that no rule reads for a part (an SXM module's length, the PSU bay of a barebone
fed by an external brick) is not a gap; a board slot list that is a best guess is one,
and a check on such a board says the slot checks used that guess.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.parts import Category
from dlbox.core.rules import check_build
from dlbox.core.spec_gaps import coverage, spec_gaps

TOOL = Path(__file__).parents[2] / "tools" / "spec_coverage.py"


def _missing(catalogue, category: Category) -> dict[str, tuple[str, ...]]:  # type: ignore[no-untyped-def]
    return {g.part_id: g.fields for g in spec_gaps(catalogue) if g.category is category}


def test_a_gpu_module_s_length_is_no_gap_but_a_pcie_card_s_is(catalogue):
    missing = _missing(catalogue, Category.GPU)
    # SXM/OAM modules sit on their baseboard and an MXM module in its host: the case's
    # GPU length limit is never compared with them.
    for module in ("h100-sxm", "a100-sxm4-80gb", "instinct-mi300x", "gtx-1070-mxm"):
        assert catalogue.get(Category.GPU, module).length_mm is None
        assert "length_mm" not in missing.get(module, ())
    # A PCIe card with no Founders Edition has no single length: still a gap.
    assert "length_mm" in missing["rtx-4070-ti"]
    [row] = [
        c for c in coverage(catalogue) if c.category is Category.GPU and c.field == "length_mm"
    ]
    pcie = [g for g in catalogue.in_category(Category.GPU) if g.form_factor == "pcie"]
    assert row.applicable == len(pcie)
    assert row.known == sum(g.length_mm is not None for g in pcie)


def test_a_barebone_with_an_external_brick_has_no_psu_bay_to_measure(catalogue):
    missing = _missing(catalogue, Category.CASE)
    assert "asrock-deskmini-gtx-rx" not in missing
    assert "max_psu_length_mm" in missing["fractal-design-meshify-2"]


def test_unverified_board_layouts_are_counted_as_unknown(catalogue):
    boards = catalogue.in_category(Category.MOTHERBOARD)
    [row] = [c for c in coverage(catalogue) if c.category is Category.MOTHERBOARD]
    assert row.field == "slot_layout_verified"
    assert row.known == sum(b.slot_layout_verified is True for b in boards)
    assert 0 < row.known < row.applicable
    missing = _missing(catalogue, Category.MOTHERBOARD)
    assert missing["asus-proart-x870e-creator-wifi"] == ("slot_layout_verified",)
    assert "gigabyte-x570s-aorus-master" not in missing  # read from hardwareluxx's slot table


def _tower(catalogue, board: str):  # type: ignore[no-untyped-def]
    build = Build()
    for category, part_id in (
        (Category.GPU, "rtx-4090"),
        (Category.CPU, "ryzen-9-9950x"),
        (Category.MOTHERBOARD, board),
    ):
        build = build.with_part(catalogue.get(category, part_id))
    return check_build(resolve(build, catalogue), None, suggest_parts=False)


def test_a_check_on_a_guessed_slot_list_says_the_slot_checks_used_a_guess(catalogue):
    guessed = _tower(catalogue, "asus-proart-x870e-creator-wifi")
    [item] = [i for i in guessed.not_checked if "slot positions" in i]
    assert "ASUS ProArt X870E-CREATOR WIFI" in item and "best guess" in item
    verified = _tower(catalogue, "asus-rog-strix-x870e-e-gaming-wifi")
    assert not [i for i in verified.not_checked if "slot positions" in i]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spec_coverage", TOOL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["spec_coverage"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_the_coverage_tool_lists_each_example_s_spec_gaps_and_not_the_fixed_list(tool):
    snap = tool.measure(tool.DATA)
    assert snap.coverage["psu"]["length_mm"][1] > 0
    workstation = snap.examples["rtx-5090-2x-workstation"]
    assert any("PRIME PX-2200" in i and "length is unknown" in i for i in workstation)
    # The lines every check carries (drivers, the site's circuit) are not spec gaps.
    assert not any("drivers" in i or "circuit" in i for i in workstation)
    # The 2017 DeskMini build states every spec its rules read.
    assert snap.examples["deskmini-250-gtx-1070-2017"] == []


def test_the_coverage_tool_compares_with_a_git_revision(tool, capsys):
    assert tool.main(["--against", "HEAD"]) == 0
    out = capsys.readouterr().out
    assert "(HEAD -> working tree)" in out and "rtx-4090-tower:" in out
    assert tool.main(["--against", "no-such-revision-xyz"]) == 2
    assert "cannot read 'no-such-revision-xyz'" in capsys.readouterr().err
