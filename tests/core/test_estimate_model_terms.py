"""The model terms added for held-out accuracy: power starvation on the tensor units,
per-step weight traffic, architecture groups and the fitted all-reduce volume."""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus, load_calibration, load_workloads
from dlbox.core.estimate.calibration import (
    Calibration,
    arch_group,
    reference_watts_per_tflop,
    starvation_columns,
)
from dlbox.core.estimate.hardware import gpu_arrays


def test_a_pro_board_is_further_below_its_tensor_peak_than_a_geforce_card(catalogue):
    """The A10 gets full-rate tensor math at 150 W; the RTX 3090 half rate at 350 W."""
    table = catalogue.table("gpu")
    hw = gpu_arrays(table.loc[["a10", "rtx-3090"]])
    refs = reference_watts_per_tflop(gpu_arrays(table))
    _, tensor = starvation_columns(hw, np.array(["tc16", "tc16"], dtype=object), refs)
    assert tensor[0] < tensor[1] - 0.5
    assert (tensor <= 0).all()


def test_less_power_on_the_same_board_is_never_faster(catalogue):
    card = catalogue.get("gpu", "rtx-a6000")
    starved = card.model_copy(update={"board_power_w": card.board_power_w / 2})
    full = estimate_gpus(card, 1, "bert-large-squad")
    half = estimate_gpus(starved, 1, "bert-large-squad")
    assert half.per_gpu < full.per_gpu * 0.97


@pytest.mark.parametrize("workload", ["transformer-xl-large", "bert-large-squad", "resnet50"])
def test_a_smaller_batch_is_never_faster_per_sample(catalogue, workload):
    """The per-step weight and optimizer traffic is spread over fewer samples."""
    card = catalogue.get("gpu", "a100-sxm4-80gb")
    small = estimate_gpus(card, 1, workload, TrainSettings(batch_per_gpu=2))
    large = estimate_gpus(card, 1, workload, TrainSettings(batch_per_gpu=32))
    assert small.per_gpu < large.per_gpu


def test_an_architecture_without_its_own_terms_borrows_its_group():
    resnet = load_workloads()["resnet50"]
    cal = Calibration(
        hardware={
            "group": {"compute": {f"{arch_group('hopper')}|tc16|cnn": 0.2}},
            "arch": {"compute": {"hopper|tc16|cnn": 0.1}},
        }
    )
    total = cal.hardware_total(
        "compute",
        np.array(["hopper", "blackwell", "pascal"], dtype=object),
        np.array(["hopper/hbm", "blackwell/hbm", "pascal/gddr"], dtype=object),
        np.array(["tc16", "tc16", "tc16"], dtype=object),
        resnet,
    )
    assert total == pytest.approx([0.3, 0.2, 0.0])


def test_the_shipped_fit_slows_power_starved_tensor_units():
    cal = load_calibration()
    assert cal.tensor_power_exponent > 0
    assert all(cal.workloads[w].get("weights") is not None for w in cal.workloads)
