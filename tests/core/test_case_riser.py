"""Cases that carry the graphics card on their own riser cable (Fractal Terra, Ridge, Node
202): the riser's PCIe generation caps the card's link, the rules say so with both
generations and bandwidths, the estimate counts the slower link, and an unrated riser is
listed as not checked."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dlbox.core.build import Build, resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.parts import Case
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import check_build
from dlbox.core.rules.unchecked import unknown_specs


def _sff(catalogue, case_id: str, gpu_id: str = "rtx-5080"):  # type: ignore[no-untyped-def]
    """A Ryzen 9000 on the catalogue's AM5 Mini-ITX board, whose x16 slot runs PCIe 5.0."""
    if not catalogue.in_category("gpu"):
        pytest.skip("data/parts not present")
    build = Build()
    for category, part_id in (
        ("gpu", gpu_id),
        ("cpu", "ryzen-7-9700x"),
        ("motherboard", "asus-rog-strix-b650e-i-gaming-wifi"),
        ("case", case_id),
    ):
        build = build.with_part(catalogue.get(category, part_id))
    return resolve(build, catalogue)


def _riser(result):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.key == "pcie.riser_gen:case"]


def test_a_pcie5_card_in_a_terra_runs_at_the_risers_pcie4(catalogue):
    # The Terra comes with a PCIe 4.0 riser (Hermitage Akihabara's review, data/parts/case.csv).
    rb = _sff(catalogue, "fractal-design-terra")
    result = check_build(rb, catalogue)
    [finding] = _riser(result)
    assert finding.severity == "warning"
    assert "own PCIe 4.0 riser cable, below the PCIe 5.0" in finding.message
    assert "PCIe 4.0 x16 ≈ 32 GB/s, not PCIe 5.0 ≈ 63 GB/s" in finding.message
    assert finding.fix is not None and "Set slot 1 to PCIe 4.0 in the BIOS" in finding.fix.text
    assert [(lk.gen, lk.lanes) for lk in result.gpu_links] == [(4, 16)]
    estimate = estimate_build(rb, "resnet50")
    assert "own PCIe 4.0 riser cable" in str(estimate.explain)
    # The same card in a case that seats it in the board's slot: PCIe 5.0, nothing to say.
    tower = check_build(_sff(catalogue, "cooler-master-nr200p"), catalogue)
    assert not _riser(tower) and [lk.gen for lk in tower.gpu_links] == [5]


def test_a_pcie4_card_on_the_terras_pcie4_riser_needs_nothing(catalogue):
    result = check_build(_sff(catalogue, "fractal-design-terra", "rtx-4070"), catalogue)
    assert not _riser(result)


def test_a_riser_of_unstated_generation_is_said_and_listed_as_not_checked(catalogue):
    rb = _sff(catalogue, "fractal-design-node-202", "rtx-4070")
    [finding] = _riser(check_build(rb, catalogue))
    assert finding.severity == "note" and "not stated" in finding.message
    gaps = unknown_specs(BuildView.of(rb))
    assert any("Node 202's own GPU riser cable (not stated)" in g for g in gaps), gaps


def test_a_riser_generation_on_a_case_without_a_riser_is_refused_by_field():
    with pytest.raises(ValidationError, match=r"gpu_riser_gen 4 .* gpu_riser is false"):
        Case(
            id="c",
            name="c",
            brand="b",
            source="a test case",
            as_of="2026-11-28",
            case_type="ATX Mid Tower",
            form_factors=["ATX"],
            psu_form_factors=["ATX"],
            gpu_riser=False,
            gpu_riser_gen=4,
        )
