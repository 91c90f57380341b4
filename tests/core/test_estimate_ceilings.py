"""Links between GPUs and the ceilings outside them: CPU decode, storage."""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.estimate import DriveSpec, TrainSettings, estimate_gpus, load_workloads
from dlbox.core.estimate.ceilings import cpu_ceiling, storage_ceiling
from dlbox.core.estimate.comm import comm_cost, links_for, pcie_gbs
from dlbox.core.estimate.hardware import arrays_for

HDD = DriveSpec(kind="hdd", seq_read_mbs=200, capacity_gb=4000, name="a hard disk")
NVME = DriveSpec(
    kind="nvme", seq_read_mbs=7000, random_read_iops=1_000_000, capacity_gb=2000, name="an NVMe SSD"
)


def test_pcie_per_direction_bandwidth():
    assert pcie_gbs(np.array([3, 4, 5]), 16) == pytest.approx([15.76, 31.52, 63.04], rel=0.01)
    assert pcie_gbs(4, 8) == pytest.approx(pcie_gbs(4, 16) / 2)


def test_link_classes(catalogue):
    hw = arrays_for(
        [catalogue.get("gpu", g) for g in ("h100-sxm", "rtx-4090", "rtx-a6000", "v100-sxm2-16gb")]
    )
    links = links_for(hw, 8)
    assert list(links.kind) == ["nvswitch", "pcie_host", "pcie_p2p", "nvlink"]
    assert links.gbs[0] == pytest.approx(450)  # 900 GB/s aggregate, per direction
    narrowed = links_for(hw, 8, slot_gen=3, slot_lanes=8)
    assert narrowed.gbs[1] == pytest.approx(pcie_gbs(3, 8))


def test_one_gpu_has_no_communication(catalogue):
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    cost = comm_cost(np.array([0.5]), 3.4e8, 1, links_for(hw, 1), {})
    assert cost.added[0] == 0.0 and cost.t_ar[0] == 0.0


def test_a_hard_disk_caps_imagenet_near_100_to_200_images_per_second():
    resnet = load_workloads()["resnet50"]
    rate, why = storage_ceiling(resnet, [HDD], ram_gb=32, dataset_units=1_281_167)
    assert 100 <= rate <= 200, why


def test_a_dataset_in_the_page_cache_is_not_storage_bound():
    resnet = load_workloads()["resnet50"]
    rate, why = storage_ceiling(resnet, [HDD], ram_gb=256, dataset_units=1_281_167)
    assert rate is None and "page cache" in why


def test_cpu_ceiling_scales_with_cores_and_tier_and_image_size():
    w = load_workloads()
    assert cpu_ceiling(w["resnet50"], 8, "eager") == pytest.approx(8 * 140)
    assert cpu_ceiling(w["resnet50"], 8, "compiled") == pytest.approx(8 * 275)
    assert cpu_ceiling(w["resnet50"], 8, "vendor") is None  # GPU decode
    assert cpu_ceiling(w["sd15-finetune"], 8, "eager") < cpu_ceiling(w["resnet50"], 8, "eager")
    assert cpu_ceiling(w["bert-large-squad"], 8, "eager") is None  # tokens need no decoding


def test_few_cpu_threads_make_the_input_pipeline_the_bottleneck(catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    starved = estimate_gpus(card, 2, "resnet50", cpu_threads=8)
    fed = estimate_gpus(card, 2, "resnet50", cpu_threads=128)
    assert starved.bottleneck == "cpu_input"
    assert starved.throughput < fed.throughput
    assert starved.explain["ceilings"]["cpu_input_samples_per_s"] == pytest.approx(
        starved.throughput
    )


def test_storage_bottleneck_from_a_cloud_offer_with_a_hard_disk(catalogue):
    est = estimate_gpus(
        catalogue.get("gpu", "a100-sxm4-80gb"),
        1,
        "resnet50",
        TrainSettings(),
        ram_gb=64,
        storage=HDD,
    )
    assert est.bottleneck == "storage"
    assert 100 <= est.throughput <= 200


def test_pcie_x8_barely_matters_for_cnns_but_does_for_a_large_model(catalogue):
    card = catalogue.get("gpu", "rtx-4090")

    def loss(workload: str) -> float:
        x16 = estimate_gpus(card, 2, workload).throughput
        x4 = estimate_gpus(card, 2, workload, link_gbs=pcie_gbs(4, 4)).throughput
        return 1 - x4 / x16

    assert loss("resnet50") < 0.05
    assert loss("bert-large-squad") > 2 * loss("resnet50")
