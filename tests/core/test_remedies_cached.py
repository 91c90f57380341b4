"""The kept answers that make an estimate with remedies fast change none of its answers.

Math peaks, links and power starvation are kept per GPU columns across estimates, a
memory plan keeps what it worked out per batch, and calibration look-ups are kept for
the length of one remedy search.  An estimate asked for again, or after
``clear_caches()``, must show the remedies the straightforward search gives (names, order,
settings, verdicts, peaks and speed costs, bit for bit), and a calibration changed in
place between two estimates (as fitting does) must change the next estimate.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.estimator import SystemSpec, clear_caches, estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.test_remedies_search import _reference

CASES = [
    # (GPU, count, workload, settings): the bench's does-not-fit and tight jobs, a sharded
    # pair, one that needs more GPUs, a serving job with too many streams.
    ("rtx-4090", 1, "llama3-8b-full", TrainSettings()),
    ("rtx-4090", 1, "llm-1b-pretrain", TrainSettings()),
    ("rtx-4090", 2, "llama3-8b-full", TrainSettings(zero_stage=1)),
    ("rtx-4090", 1, "llama3-70b-qlora", TrainSettings()),
    ("rtx-3060-12gb", 1, "llm-8b-decode", TrainSettings(context_tokens=32768)),
    ("rtx-4090", 1, "llm-70b-decode", TrainSettings(batch_per_gpu=16)),
]


def _straightforward(card, count, workload_id, settings) -> list[dict]:
    hw = arrays_for([card])
    r = estimate_arrays(hw, count, resolve_workload(workload_id), settings)
    if_it_fit = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
    args = (hw, count, r["workload"], r["choices"], float(r["batch"][0]), if_it_fit)
    return [x.to_dict() for x in _reference(*args, SystemSpec(ram_gb=64.0))]


@pytest.mark.parametrize(("gpu_id", "count", "workload_id", "settings"), CASES)
def test_remedies_are_the_same_asked_again_and_after_clearing_caches(
    catalogue, gpu_id, count, workload_id, settings
):
    card = catalogue.get("gpu", gpu_id)
    expected = _straightforward(card, count, workload_id, settings)
    assert expected, "the case should need remedies"
    seen = []
    for cold in (False, False, True, False):
        if cold:
            clear_caches()
        est = estimate_gpus(card, count, workload_id, settings, ram_gb=64.0)
        # repr: exact for floats, and a NaN speed reads the same.
        assert repr(est.memory["remedies"]) == repr(expected)
        seen.append((est.throughput, est.memory_gb, est.memory["verdict"], est.explain))
    assert all(s == seen[0] for s in seen[1:])


def test_a_calibration_changed_in_place_changes_the_next_estimate(catalogue):
    """Fitting changes a calibration's tables in place between estimates: nothing kept from
    one estimate may hide that from the next (only a single remedy search keeps them)."""
    import copy

    from dlbox.core.estimate.calibration import load_calibration

    cal = copy.deepcopy(load_calibration())
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    workload = resolve_workload("llama3-8b-full")
    before = estimate_arrays(hw, 1, workload, TrainSettings(), calibration=cal)
    # A remedy search in between keeps answers only while it runs.
    estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, workload, TrainSettings())
    entry = cal.workloads[cal.sources(workload)[0]]
    entry["compute"] = {k: v - 1.0 for k, v in entry["compute"].items()}  # e_c ÷ e
    after = estimate_arrays(hw, 1, workload, TrainSettings(), calibration=cal)
    assert float(after["gpu_system_samples"][0]) < float(before["gpu_system_samples"][0])


def test_a_remedy_keeps_the_users_gradient_accumulation(catalogue):
    """Applying a remedy keeps the rest of the user's settings, gradient accumulation too:
    its speed cost is that of the run the user gets by applying it."""
    card = catalogue.get("gpu", "rtx-4090")
    settings = TrainSettings(zero_stage=1, grad_accum=8)
    est = estimate_gpus(card, 2, "llama3-8b-full", settings)
    assert est.memory["verdict"] == "does not fit"
    hw = arrays_for([card])
    r = estimate_arrays(hw, 2, resolve_workload("llama3-8b-full"), settings)
    if_it_fit = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
    # Offload and paged states add their PCIe traffic to the speed cost: left out here.
    same_gpus = [
        x
        for x in est.memory["remedies"]
        if x["count"] == 2
        and "offload" not in x["settings"]
        and x["settings"].get("optimizer") != "paged-adamw8bit"
    ]
    assert same_gpus
    for remedy in same_gpus:
        applied = settings.model_copy(update=remedy["settings"])
        a = estimate_arrays(hw, 2, resolve_workload("llama3-8b-full"), applied)
        speed = float(a["gpu_system_samples"][0] * a["workload"].units_per_sample)
        assert remedy["speed"] == pytest.approx(speed / if_it_fit, rel=1e-12), remedy["label"]
