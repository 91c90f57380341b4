"""A PCIe switch (PLX) board a user can pick from the shipped catalogue: four GPUs on it
get four x16 links and no lane warning, although the CPU has only 40 lanes."""

from __future__ import annotations

from dlbox.core.build import Build, Pick, resolve
from dlbox.core.parts import Category, Motherboard
from dlbox.core.rules import check_build

# The classic 2016-2018 four-GPU deep-learning box: 4 x GTX 1080 Ti on the X99-E WS (the
# DIGITS DevBox board) with a 40-lane Core i7-5930K, in a CEB-size case.
QUAD = (
    (Category.GPU, "gtx-1080-ti", 4),
    (Category.CPU, "core-i7-5930k", 1),
    (Category.MOTHERBOARD, "asus-x99-e-ws", 1),
    (Category.MEMORY, "corsair-vengeance-lpx-64gb-2x32-ddr4-3200-cl16", 1),
    (Category.PSU, "corsair-ax1600i", 1),
    (Category.CASE, "phanteks-enthoo-pro-2", 1),
    (Category.COOLER, "noctua-nh-d15", 1),
)


def _quad_on_x99(catalogue):  # type: ignore[no-untyped-def]
    build = Build(parts=tuple(Pick(category=c, id=i, quantity=q) for c, i, q in QUAD))
    resolved = resolve(build, catalogue)
    assert not resolved.unresolved, [u.reason for u in resolved.unresolved]
    return check_build(resolved, catalogue)


def test_the_catalogue_offers_a_switch_board_with_a_cpu_that_fits_it(catalogue):
    boards = [b for b in catalogue.in_category(Category.MOTHERBOARD) if isinstance(b, Motherboard)]
    switched = [
        b for b in boards if b.pcie_slots and any(s.source == "switch" for s in b.pcie_slots)
    ]
    assert switched, "no PCIe switch board in the catalogue"
    sockets = {cpu.socket for cpu in catalogue.in_category(Category.CPU)}
    assert all(b.socket in sockets for b in switched), [b.id for b in switched]


def test_four_gpus_on_the_x99_e_ws_get_four_x16_links_and_no_lane_warning(catalogue):
    result = _quad_on_x99(catalogue)
    assert [link.lanes for link in result.gpu_links] == [16, 16, 16, 16]
    pcie_problems = [
        f.message
        for f in result.findings
        if f.rule.startswith("pcie.") and f.severity in ("warning", "error")
    ]
    assert pcie_problems == []
    assert "pcie.switch" in result.rules("note")  # says why 4 x16 fit on a 40-lane CPU
    assert not result.errors, [f.message for f in result.errors]
