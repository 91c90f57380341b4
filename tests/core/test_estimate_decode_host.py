"""Eager Hugging Face decoding waits on the host's Python, layer by layer, not on the GPU.

Our own H100 runs (data/benchmarks/measured/h100-sxm-2026-11-25-set5.jsonl): Llama 3.1 8B
at 44.9 tokens/s and Llama 3.2 1B at 82.3 — a model with a sixth of the weights only 1.8×
faster, because the host issues the same few dozen calls per layer whatever their size.
Nothing of the eager decode model is fitted on these runs (they were seen while building it).
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.model_shapes import LLAMA32_1B

H100_8B_MEASURED = 44.91  # tokens/s, batch 1 after a 2,048-token prompt
H100_1B_MEASURED = 82.34


def decode(catalogue, gpu="h100-sxm", workload="llm-8b-decode", **settings):
    settings.setdefault("context_tokens", 2048)
    settings.setdefault("precision", "bf16")
    return estimate_gpus(catalogue.get("gpu", gpu), 1, workload, TrainSettings(**settings))


def test_hf_eager_decoding_of_an_8b_model_on_an_h100_is_bound_by_the_host(catalogue):
    est = decode(catalogue)
    # Within the app's ±30 % of what the H100 measured, far below its bandwidth's ~500.
    assert est.throughput == pytest.approx(H100_8B_MEASURED, rel=0.30)
    assert est.bottleneck == "host_dispatch"
    note = next(n for n in est.explain["notes"] if n.startswith("eager decoding"))
    assert "host's CPU" in note and "faster CPU core" in note
    # The GPU's own work per token (the weights) is a fraction of the token.
    step = est.explain["step_ms"]
    assert step["memory"] < 0.4 * 1e3 / est.throughput


def test_a_model_with_a_sixth_of_the_weights_is_not_six_times_faster(catalogue):
    big = decode(catalogue).throughput
    small = decode(
        catalogue, "h100-sxm", resolve_workload("llm-8b-decode").model_copy(update=LLAMA32_1B)
    ).throughput
    assert small == pytest.approx(H100_1B_MEASURED, rel=0.30)
    # Host calls per token: 32 layers against 16 (plus the loop's own), not the weights' 6.5×.
    assert small / big == pytest.approx(H100_1B_MEASURED / H100_8B_MEASURED, rel=0.15)


def test_on_a_slow_memory_card_the_weights_set_the_pace_again(catalogue):
    # An A10 reads 13 GB of Llama-2-7B-sized weights at 600 GB/s: the host keeps up.
    est = decode(catalogue, "a10", precision="fp16", context_tokens=512)
    assert est.bottleneck == "memory_bandwidth"
    note = next(n for n in est.explain["notes"] if n.startswith("eager decoding"))
    assert "hidden behind the GPU" in note


def test_a_compiled_stack_escapes_the_host_and_eager_gets_nothing_fitted(catalogue):
    eager = decode(catalogue)
    compiled = decode(catalogue, software_tier="compiled")
    assert compiled.bottleneck != "host_dispatch"
    assert compiled.throughput > 2.5 * eager.throughput
    assert not any(n.startswith("eager decoding") for n in compiled.explain["notes"])
    # The eager decode stack is physics plus a published gpt-fast run: no fitted constants.
    assert "eager" not in load_calibration().tiers["decode"]


def test_an_unmerged_lora_adapter_adds_host_calls_to_eager_decoding(catalogue):
    plain = decode(catalogue)
    lora = decode(catalogue, adapter="lora")
    # PEFT: five calls per adapted matrix, seven matrices per layer: ~60 % more calls.
    assert lora.throughput < 0.75 * plain.throughput
    assert lora.bottleneck == "host_dispatch"
