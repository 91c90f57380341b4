"""Physical sanity: what a user would call a bug if the estimator did the opposite."""

from __future__ import annotations

from typing import get_args

import numpy as np
import pytest

from dlbox.core.catalogue import parts_table
from dlbox.core.estimate import (
    TrainSettings,
    estimate_gpus,
    estimate_table,
    load_workloads,
)
from dlbox.core.estimate.estimator import EVAL_ALLOWANCE, train_hours
from dlbox.core.estimate.result import Bottleneck
from dlbox.core.parts import Category

TRAIN = [w for w, spec in load_workloads().items() if spec.task == "train"]


def test_ninety_imagenet_epochs_at_2000_images_per_second_take_about_16_8_hours():
    assert train_hours(1.28e6, 90, 2000) == pytest.approx(16.8, abs=0.1)


def test_time_to_train_follows_the_estimated_throughput(catalogue):
    est = estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, "resnet50", TrainSettings(epochs=90))
    assert est.time_to_train_h == pytest.approx(
        1_281_167 * 90 / est.throughput / EVAL_ALLOWANCE / 3600
    )
    assert est.energy_kwh == pytest.approx(est.load_power_w * est.time_to_train_h / 1000)


@pytest.mark.parametrize("workload", ["resnet50", "bert-large-squad", "gpt2-124m", "llm-8b-decode"])
def test_more_memory_bandwidth_is_never_slower(catalogue, workload):
    base = catalogue.get("gpu", "rtx-3090")
    variants = [base.model_copy(update={"mem_bw_gbs": bw}) for bw in (500, 936.2, 1500, 3000)]
    speeds = estimate_table(parts_table(variants, Category.GPU), workload)["throughput"].to_numpy()
    assert np.all(np.diff(speeds) >= 0)
    assert speeds[-1] > speeds[0]


@pytest.mark.parametrize("workload", ["resnet50", "bert-large-squad", "llama3-8b-qlora"])
def test_more_tensor_flops_is_never_slower(catalogue, workload):
    base = catalogue.get("gpu", "rtx-a6000")
    variants = [
        base.model_copy(update={"fp16_tflops": t, "bf16_tflops": t}) for t in (50.0, 154.8, 300.0)
    ]
    speeds = estimate_table(parts_table(variants, Category.GPU), workload)["throughput"].to_numpy()
    assert np.all(np.diff(speeds) >= 0)


@pytest.mark.parametrize(
    "gpu", ["rtx-4090", "rtx-3090", "a100-sxm4-80gb", "h100-pcie", "rtx-a6000"]
)
def test_eight_gpus_are_never_faster_than_eight_times_one(catalogue, gpu):
    table = parts_table([catalogue.get("gpu", gpu)], Category.GPU)
    for workload in TRAIN:
        one = estimate_table(table, workload)["throughput"].iloc[0]
        for count in (2, 4, 8):
            many = estimate_table(table, workload, count=count)["throughput"].iloc[0]
            assert many <= count * one * (1 + 1e-9), (workload, count)


def test_without_peer_to_peer_a_large_model_scales_worse_than_resnet(catalogue):
    card = catalogue.get("gpu", "rtx-4090")

    def scaling(workload: str) -> float:
        return estimate_gpus(card, 2, workload).throughput / (
            2 * estimate_gpus(card, 1, workload).throughput
        )

    assert scaling("bert-large-squad") < scaling("resnet50") <= 1.0


def test_a_workload_that_cannot_fit_says_so_everywhere(catalogue):
    t4 = catalogue.get("gpu", "tesla-t4")
    est = estimate_gpus(t4, 1, "llama3-70b-qlora")
    assert (est.fits, est.bottleneck, est.throughput, est.time_to_train_h) == (
        False,
        "vram",
        0.0,
        None,
    )
    table = estimate_table(catalogue.table("gpu"), "llama3-70b-qlora")
    small = table[catalogue.table("gpu")["vram_gb"] <= 16]
    assert not small["fits"].any()
    assert (small["bottleneck"] == "vram").all()


def test_an_explicit_batch_that_does_not_fit_is_flagged(catalogue):
    est = estimate_gpus(
        catalogue.get("gpu", "rtx-4090"), 1, "resnet50", TrainSettings(batch_per_gpu=100_000)
    )
    assert not est.fits and est.bottleneck == "vram"
    # The largest micro-batch that fits, accumulated to the same effective batch.
    smaller = [r for r in est.memory["remedies"] if r["label"].startswith("batch ")]
    assert smaller and smaller[0]["label"] in est.explain["remedies"]
    micro, accum = smaller[0]["settings"]["batch_per_gpu"], smaller[0]["settings"]["grad_accum"]
    assert 1 < micro < 100_000 and micro * accum == 100_000
    assert smaller[0]["label"] == f"batch {micro} per GPU"


def test_a_lower_power_limit_is_slower_and_draws_less(catalogue):
    card = catalogue.get("gpu", "rtx-4090")
    full = estimate_gpus(card, 1, "resnet50")
    capped = estimate_gpus(card, 1, "resnet50", TrainSettings(power_limit_frac=0.7))
    assert capped.throughput == pytest.approx(0.90 * full.throughput, rel=1e-6)
    assert capped.load_power_w < full.load_power_w


def test_band_brackets_the_estimate_and_vendor_tier_is_faster(catalogue):
    card = catalogue.get("gpu", "a100-sxm4-80gb")
    eager = estimate_gpus(card, 1, "bert-large-squad")
    vendor = estimate_gpus(card, 1, "bert-large-squad", TrainSettings(software_tier="vendor"))
    for est in (eager, vendor):
        assert est.low <= est.throughput <= est.high
    assert vendor.throughput > eager.throughput
    assert vendor.high - vendor.low > eager.high - eager.low


def test_every_catalogue_gpu_and_workload_gives_a_finite_answer(catalogue):
    gpus = catalogue.table("gpu")
    for workload in load_workloads():
        table = estimate_table(gpus, workload)
        fits = table["fits"]
        assert np.isfinite(table.loc[fits, "throughput"]).all(), workload
        assert (table.loc[fits, "throughput"] > 0).all(), workload
        # Every bottleneck the app can name (result.Bottleneck), nothing else.
        assert set(table["bottleneck"]) <= set(get_args(Bottleneck))


def test_table_matches_single_estimates(catalogue):
    gpus = catalogue.table("gpu").loc[["rtx-4090", "h100-sxm", "tesla-t4"]]
    table = estimate_table(gpus, "bert-base-squad", count=2)
    for gpu_id in gpus.index:
        one = estimate_gpus(catalogue.get("gpu", gpu_id), 2, "bert-base-squad")
        assert table.loc[gpu_id, "throughput"] == pytest.approx(one.throughput)
        assert table.loc[gpu_id, "memory_gb"] == pytest.approx(one.memory_gb)
