"""Eager LLM training waits on the host's kernel launches when the GPU's work per kernel is
tiny (issue 18): a host floor counted from the decoder's architecture.

Our H200 ran Qwen3 30B-A3B LoRA (q, v; checkpointed) at batch 1 in 0.64 s a step while
batch 4 took 1.05 s: four times the tokens in 1.6 times the time.  The host issues every
kernel of an eager step from Python, so a step takes at least its launches at the host's
time per launch, whatever the GPU (decoder_host.py, host_dispatch.csv ``train_*`` rows).
"""

from __future__ import annotations

import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.decoder_host import (
    counted,
    decoder_host_counts,
    with_decoder_counts,
)
from dlbox.core.estimate.host import train_seconds_per_launch
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import model_task_workload


def _train(model: str, gpu: str, batch: int, **settings: object):
    workload = model_task_workload(f"{model}-train")
    assert workload is not None
    workload = workload.model_copy(update={"lora_targets": "qv"})
    card = shipped_catalogue().get("gpu", gpu)
    return estimate_gpus(
        card,
        1,
        workload,
        TrainSettings(batch_per_gpu=batch, adapter="lora", **settings),  # type: ignore[arg-type]
    )


def _counts(model: str, **kwargs: object):
    spec = model_spec(model)
    assert spec is not None
    args = {"adapter": "lora", "lora_targets": "qv", "experts": None, "tokens": 2048.0}
    return decoder_host_counts(spec, **{**args, **kwargs})  # type: ignore[arg-type]


def test_moe_lora_at_batch_1_is_cpu_bound_and_names_its_launches():
    one = _train("qwen3-30b-a3b", "h200-sxm", 1, checkpointing=True)
    four = _train("qwen3-30b-a3b", "h200-sxm", 4, checkpointing=True)
    assert one.bottleneck == "host_dispatch"
    note = next(n for n in one.explain["notes"] if n.startswith("CPU-bound"))
    assert "kernel launches a step at ~25 µs each" in note
    assert "a faster GPU would not help" in note
    # The batch-1 step is the host's: batch 4 costs the host the same launches, so it
    # runs far more tokens a second (measured 3,186 against 7,790).
    assert four.throughput > 1.8 * one.throughput
    # A faster card does not speed up the host-bound step.
    b200 = _train("qwen3-30b-a3b", "b200", 1, checkpointing=True)
    assert b200.throughput == pytest.approx(one.throughput, rel=0.02)


def test_a_dense_8b_lora_at_batch_2_stays_gpu_bound():
    est = _train("llama-3.1-8b", "h200-sxm", 2)
    assert est.bottleneck != "host_dispatch"
    note = next(n for n in est.explain["notes"] if "kernel launches" in n)
    assert "hidden behind the GPU's own work" in note


def test_the_step_is_the_launches_at_the_reference_time_per_launch():
    est = _train("qwen3-30b-a3b", "h200-sxm", 1, checkpointing=True)
    counts = _counts("qwen3-30b-a3b")
    # Forward, backward (1.5 forward-equivalents: host.py) and the checkpointed forward again.
    launches = counts.launches_forward * 3.5
    step_s = 2048 / est.throughput
    assert step_s == pytest.approx(launches * train_seconds_per_launch(), rel=0.02)


def test_moe_layers_qk_norms_and_adapters_add_launches():
    dense, moe = _counts("qwen3-8b"), _counts("qwen3-30b-a3b")
    spec_dense, spec_moe = model_spec("qwen3-8b"), model_spec("qwen3-30b-a3b")
    assert spec_dense is not None and spec_moe is not None
    # Per layer: the grouped experts (router, a radix-sort argsort, gathers) issue far more
    # than a dense MLP's five launches.
    per_layer_dense = dense.launches_forward / spec_dense.layers
    per_layer_moe = moe.launches_forward / spec_moe.layers
    assert per_layer_moe > per_layer_dense + 30
    # Mixtral's 4,096 routed rows at 2,048 tokens sort in one in-place kernel (3 launches),
    # Qwen3's 16,384 through CUB's radix sort (11): eight fewer a layer.
    small = decoder_host_counts(
        spec_moe.model_copy(update={"experts_active": 2}),
        adapter="lora",
        lora_targets="qv",
        experts=None,
        tokens=2048.0,
    )
    assert moe.launches_forward - small.launches_forward == 8 * spec_moe.layers
    # LoRA on q and v: eight launches per adapted map (PEFT's FP32 adapters under autocast).
    frozen = _counts("qwen3-30b-a3b", adapter="none")
    assert moe.launches_forward - frozen.launches_forward == 8 * 2 * spec_moe.layers
    # Qwen3's query/key norms: 16 launches a layer that a layer without them does not issue.
    plain = decoder_host_counts(
        spec_dense.model_copy(update={"qk_norm": False}),
        adapter="lora",
        lora_targets="qv",
        experts=None,
        tokens=2048.0,
    )
    assert dense.launches_forward - plain.launches_forward == 16 * spec_dense.layers


def test_the_per_expert_loop_issues_a_block_per_hit_expert():
    grouped = _counts("qwen3-30b-a3b")
    loop = _counts("qwen3-30b-a3b", experts="eager")
    # At 2,048 tokens every one of the 128 experts is hit in every layer: 18 calls (two of
    # them GPU syncs) each, against the grouped path's one sort-and-GEMM block.
    assert loop.calls > grouped.calls + 48 * 120 * 18
    est = _train("qwen3-30b-a3b", "h200-sxm", 4, checkpointing=True, experts_implementation="eager")
    fast = _train("qwen3-30b-a3b", "h200-sxm", 4, checkpointing=True)
    assert est.bottleneck == "host_dispatch"
    assert est.throughput < 0.5 * fast.throughput


def test_layer_norm_decoders_and_counted_workloads_keep_their_own():
    gpt2 = model_spec("gpt2-xl")  # LayerNorm, fused q/k/v, learned positions: other code
    assert gpt2 is not None and not counted(gpt2)
    workload = model_task_workload("gpt2-xl-train")
    assert workload is not None
    assert with_decoder_counts(workload, "none", None) is workload
    llama = model_task_workload("llama-3.1-8b-train")
    assert llama is not None and llama.host_ops_fwd is None
    filled = with_decoder_counts(llama, "lora", None)
    assert filled.host_ops_fwd is not None and filled.host_launches_per_step is not None
    # The optimizer loops over LoRA's two matrices per adapted map (all seven maps here).
    assert filled.adapter_modules == 32 * 7
    # A workload with counts of its own (a profiled CNN, a counted U-Net) keeps them.
    again = with_decoder_counts(filled, "lora", None)
    assert again is filled


def test_qlora_dequantises_every_frozen_map_before_its_gemm():
    lora = _counts("llama-3.1-8b", adapter="lora", lora_targets="all")
    qlora = _counts("llama-3.1-8b", adapter="qlora", lora_targets="all")
    # bitsandbytes' MatMul4Bit: the double-quantised absmax, its offset and the NF4 weight
    # are dequantised (3 launches) before each of a Llama layer's seven frozen maps.
    assert qlora.launches_forward - lora.launches_forward == 3 * 7 * 32
    # An MoE layer's experts are 3-D tensors, not nn.Linear: only its attention's four maps.
    moe_lora = _counts("qwen3-30b-a3b", adapter="lora", lora_targets="all")
    moe_qlora = _counts("qwen3-30b-a3b", adapter="qlora", lora_targets="all")
    assert moe_qlora.launches_forward - moe_lora.launches_forward == 3 * 4 * 48
