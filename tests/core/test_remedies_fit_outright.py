"""A remedy is a change that makes the job fit: the memory panel's buttons and the CLI's
remedy lines never offer one that leaves the job "tight" (inside the memory model's error
band, perhaps over the usable memory).  When the weaker variant of a change does not fit,
the stronger one is offered instead (selective → full checkpointing, more GPUs); a
serving job's more-GPUs remedy says how the engine splits the model, which sets its speed.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus


def estimate(catalogue, workload, count=1, **settings):
    return estimate_gpus(
        catalogue.get("gpu", "rtx-4090"), count, workload, TrainSettings(**settings)
    )


def assert_every_remedy_fits(est):
    memory = est.memory
    assert memory["verdict"] != "fits"
    limit = memory["usable_gib"] * (1.0 - memory["band"])
    for remedy in memory["remedies"]:
        assert remedy["verdict"] == "fits", remedy
        assert remedy["peak_gib"] <= limit, remedy


def test_8b_lora_without_checkpointing_on_one_4090_is_offered_full_checkpointing(catalogue):
    est = estimate(catalogue, "llama3-8b-lora", checkpointing=False)
    assert est.memory["verdict"] == "does not fit"
    assert_every_remedy_fits(est)
    labels = [r["label"] for r in est.memory["remedies"]]
    # Selective checkpointing alone stays in the band on 23.6 GiB: full checkpointing is
    # what makes it fit, and it is offered with its speed cost.
    assert "selective activation checkpointing" not in labels, labels
    assert "activation checkpointing" in labels, labels
    full = next(r for r in est.memory["remedies"] if r["label"] == "activation checkpointing")
    assert 0.0 < full["speed"] < 1.0  # the recompute costs speed
    # Applying it, the estimate agrees: it fits outright.
    again = estimate(catalogue, "llama3-8b-lora", **full["settings"])
    assert again.memory["verdict"] == "fits"
    assert again.memory["peak_gib"] == pytest.approx(full["peak_gib"], rel=1e-6)


def test_8b_full_fine_tune_on_one_4090_is_offered_only_changes_that_fit(catalogue):
    est = estimate(catalogue, "llama3-8b-full")
    assert est.memory["remedies"]
    assert_every_remedy_fits(est)
    for remedy in est.memory["remedies"]:
        again = estimate(catalogue, "llama3-8b-full", count=remedy["count"], **remedy["settings"])
        assert again.memory["verdict"] == "fits", remedy["label"]


@pytest.mark.parametrize("engine", ["generic", "vllm", "llama.cpp"])
def test_a_128k_context_with_four_streams_is_offered_only_remedies_that_fit(catalogue, engine):
    settings = {"context_tokens": 131_072, "batch_per_gpu": 4, "serving_engine": engine}
    est = estimate(catalogue, "llm-8b-decode", **settings)
    assert_every_remedy_fits(est)
    # More GPUs: the fewest that fit, not also more of them.
    bought = [r["count"] for r in est.memory["remedies"] if r["count"] > 1]
    assert len(bought) <= 1, est.memory["remedies"]


def test_more_gpus_for_serving_cost_what_the_engines_split_says(catalogue):
    """Split by layers (Hugging Face generate, llama.cpp's default) the GPUs take turns on
    each token: more of them hold the 128k cache but serve no faster, and the remedy says
    why; tensor parallel (vLLM) streams every GPU at once, so the same GPUs serve faster."""
    settings = {"context_tokens": 131_072, "batch_per_gpu": 4}
    speeds = {}
    for engine in ("llama.cpp", "vllm"):
        est = estimate(catalogue, "llm-8b-decode", serving_engine=engine, **settings)
        more = [r for r in est.memory["remedies"] if r["count"] > 1]
        assert more, (engine, est.memory["remedies"])
        remedy = more[0]
        # Its speed is the estimate of the job on that many GPUs against the unchanged run's.
        on_more = estimate(
            catalogue, "llm-8b-decode", count=remedy["count"], serving_engine=engine, **settings
        )
        unchanged = est.explain["if_it_fit"]
        assert remedy["speed"] == pytest.approx(on_more.throughput / unchanged, rel=1e-6)
        speeds[engine] = (remedy["count"], remedy["speed"], remedy["note"])
    _, speed, note = speeds["llama.cpp"]
    assert speed == pytest.approx(1.0, abs=0.02)
    assert "split by layers" in note
    _, speed, note = speeds["vllm"]
    assert speed > 2.0
    assert "tensor parallel" in note
