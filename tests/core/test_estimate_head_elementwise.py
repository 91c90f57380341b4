"""The elementwise ('vector') term belongs to the layers, not to the output head's FLOPs.

Lambda's Transformer-XL runs (the base fit) train a full 267,735-word softmax, 69 % of
their FLOPs; NVIDIA's recipe an adaptive one.  The head's softmax and loss are the logits'
traffic (memory term); charging its matmul FLOPs elementwise work too made the fitted cost
per FLOP too thin, and the recipe came out 30-66 % too fast.
"""

from __future__ import annotations

import numpy as np

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate.benchmarks import as_benchmarked
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.workloads import load_workloads


def _terms(workload, precision: str = "amp") -> dict[str, np.ndarray]:
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[["a100-sxm4-40gb", "v100-sxm2-16gb"]])
    settings = TrainSettings(precision=precision, batch_per_gpu=32, software_tier="eager")
    terms = estimate_arrays(hw, 1, workload, settings)["terms"]
    return {k: np.asarray(v, dtype=float) * np.ones(len(hw)) for k, v in terms.items()}


def test_a_bigger_softmax_costs_matmuls_and_logits_not_elementwise_work():
    recipe = load_workloads()["transformer-xl-base"]
    full = as_benchmarked(load_workloads())["transformer-xl-base"]
    assert full.vocab > 10 * recipe.vocab  # 267,735 words against the 20,000-word head
    small, big = _terms(recipe), _terms(full)
    # Same layers, same norms, dropout and attention softmax per token.
    np.testing.assert_allclose(big["vector"], small["vector"], rtol=1e-9)
    # The head's products and the logits' traffic grow with the vocabulary.
    assert (big["compute"] > 2.0 * small["compute"]).all()
    assert (big["memory"] > 1.5 * small["memory"]).all()


def test_head_flops_are_the_projection_onto_the_vocabulary():
    gpt2 = load_workloads()["gpt2-124m"]
    per_token = 2.0 * 768 * 50257
    assert gpt2.head_flops_train_per_sample("none") == 3.0 * per_token * 1024
    # A frozen head (adapters) has no weight gradient.
    assert gpt2.head_flops_train_per_sample("lora") == 2.0 * per_token * 1024
    # Networks without a vocabulary (CNNs, BERT fine-tuning's span head) have none.
    assert load_workloads()["resnet50"].head_flops_train_per_sample("none") == 0.0
    assert load_workloads()["bert-large-squad"].head_flops_train_per_sample("none") == 0.0
