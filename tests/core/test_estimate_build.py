"""estimate_build: the board's slot wiring, the CPU, RAM and drives of a saved build."""

from __future__ import annotations

import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.estimate import EstimateError
from dlbox.core.parts import Category


def _build(
    catalogue,
    board: str,
    gpus: int = 2,
    cpu: str = "ryzen-9-5950x",
    drive: str = "samsung-870-evo-2tb",
):
    build = Build()
    build = build.with_part(catalogue.get("gpu", "rtx-4090"), gpus)
    build = build.with_part(catalogue.get("cpu", cpu))
    build = build.with_part(catalogue.get("motherboard", board))
    build = build.with_part(
        catalogue.get("memory", "corsair-vengeance-lpx-64gb-2x32-ddr4-3200-cl16")
    )
    build = build.with_part(catalogue.get("storage", drive))
    return resolve(build, catalogue)


def test_slot_wiring_from_the_board_limits_the_gpu_link(catalogue):
    x8x8 = estimate_build(_build(catalogue, "gigabyte-x570s-aorus-master"), "bert-large-squad")
    x16x4 = estimate_build(_build(catalogue, "msi-mag-b550-tomahawk"), "bert-large-squad")
    assert x8x8.explain["link"]["per_direction_gbs"] == pytest.approx(31.5 / 2, rel=0.01)
    # The second card sits in a chipset slot: PCIe 3.0 x4 bounds the all-reduce ring.
    assert x16x4.explain["link"]["per_direction_gbs"] == pytest.approx(3.94, rel=0.01)
    assert x16x4.throughput < x8x8.throughput
    assert any("slowest GPU link" in note for note in x16x4.explain["notes"])


def test_a_build_with_only_a_hard_disk_is_storage_bound_on_imagenet(catalogue):
    est = estimate_build(
        _build(catalogue, "gigabyte-x570s-aorus-master", drive="wd-black-4tb-wd4005fzbx"),
        "resnet50",
    )
    assert est.bottleneck == "storage"
    assert 100 <= est.throughput <= 200
    assert est.time_to_train_h > 100


def test_cpu_power_counts_in_the_load_and_energy(catalogue):
    resolved = _build(catalogue, "gigabyte-x570s-aorus-master")
    est = estimate_build(resolved, "bert-large-squad")
    cpu = resolved.first(Category.CPU)
    assert est.load_power_w > cpu.sustained_power_w + 2 * 0.2 * 450
    assert est.fits


def test_a_build_without_a_gpu_is_an_error(catalogue):
    build = Build().with_part(catalogue.get("cpu", "ryzen-9-5950x"))
    with pytest.raises(EstimateError, match="no GPU"):
        estimate_build(resolve(build, catalogue), "resnet50")


def test_stacked_open_air_cards_slow_the_estimate_and_say_why():
    from dlbox.core.build_estimate import estimate_build
    from dlbox.core.rig.placement import STACKED_LOSS
    from tests.core.rules_parts import board, good_parts, gpu, replaced

    touching = board(pcie_slots="1:x16:x16/x8:g5:cpu;3:x16:x8:g5:cpu")
    spaced = board(pcie_slots="1:x16:x16/x8:g5:cpu;5:x16:x8:g5:cpu")
    hot = estimate_build(replaced(good_parts(), touching, (gpu(cooler="open_air"), 2)), "resnet50")
    cool = estimate_build(replaced(good_parts(), spaced, (gpu(cooler="open_air"), 2)), "resnet50")
    blower = estimate_build(replaced(good_parts(), touching, (gpu(cooler="blower"), 2)), "resnet50")
    assert hot.throughput == pytest.approx(cool.throughput * (1 - STACKED_LOSS), rel=0.02)
    assert blower.throughput == pytest.approx(cool.throughput, rel=1e-6)
    assert any("stacked open-air cards" in n for n in hot.explain["notes"])
    assert not any("stacked" in n for n in cool.explain["notes"])
