"""Non-reentrant checkpointing stops its recomputation before a block's last product.

torch.utils.checkpoint(use_reentrant=False) (torchtitan's and torchtune's wrapper default, our
own H100 runs) packs the down projection's input before that product runs and stops there;
reentrant checkpointing (the Hugging Face / Accelerate FSDP stack) reruns the whole block.
"""

from __future__ import annotations

import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.recompute import last_product_share, step_train_flops
from dlbox.core.estimate.workloads import Workload, resolve_workload


def _llama8b(**update) -> Workload:
    return resolve_workload("llama3-8b-full").model_copy(update=update)


def _step_s(
    workload: Workload, stack: str = "generic", tier: str = "eager", ckpt: str = "full", **kw
) -> float:
    card = shipped_catalogue().get("gpu", "h200-sxm")
    settings = TrainSettings(
        batch_per_gpu=1,
        precision="bf16",
        optimizer="adamw-bf16",
        checkpointing=ckpt,
        training_stack=stack,
        software_tier=tier,
        **kw,
    )
    r = estimate_gpus(card, 1, workload, settings)
    return r.batch_per_gpu * workload.units_per_sample / r.throughput


def test_the_down_projection_is_a_quarter_of_a_llama_3_8b_block():
    """58.7 M of the block's 218.1 M product weights (4096 × 14,336 of q, k, v, o, gate, up,
    down): the share a non-reentrant recompute never reruns."""
    h, kv, ffn = 4096.0, 1024.0, 14336.0
    block = 2 * h * h + 2 * h * kv + 3 * h * ffn
    assert last_product_share(_llama8b()) == pytest.approx(h * ffn / block, rel=1e-6)
    assert last_product_share(_llama8b()) == pytest.approx(0.269, abs=0.001)


def test_a_full_fine_tune_recomputes_three_quarters_of_its_block_products():
    w = _llama8b()
    none = w.flops_train_per_sample("none", "none")
    whole = step_train_flops(w, "none", "full", "compiled")  # a compiled block reruns whole
    early = step_train_flops(w, "none", "full", "eager")
    assert whole == w.flops_train_per_sample("none", "full")
    blocks_fwd = 2.0 * float(w.params_matmul or 0) * w.tokens_per_sample
    attention = w.flops_fwd()[1]
    # The rerun is the blocks' forward (and attention) less the down projections.
    assert early - none == pytest.approx(blocks_fwd * (1 - 0.269) + attention, rel=0.005)


def test_reentrant_checkpointing_costs_more_than_non_reentrant_for_a_full_fine_tune():
    """The same 8B full fine-tune (pure bf16 on an H200) under the reentrant FSDP stack pays the whole rerun: its
    step is slower by about the down projections' forward."""
    w = _llama8b()
    plain = _step_s(w)
    reentrant = _step_s(w, stack="hf-fsdp")
    assert reentrant > plain * 1.02
    assert reentrant < plain * 1.10


def test_checkpointing_an_8b_fine_tune_costs_about_the_published_fifth():
    """Hugging Face's gradient-checkpointing guide: 'Training will be ~20% slower because
    some activations need to be recomputed' (huggingface.co/docs/transformers/en/
    grad_checkpointing).  The same 8B step at the same batch, with and without."""
    w = _llama8b()
    plain = _step_s(w, ckpt="none")
    for stack in ("generic", "hf-fsdp"):
        slower = _step_s(w, stack=stack) / plain - 1.0
        assert 0.10 < slower < 0.30, stack


@pytest.mark.parametrize(
    ("label", "update", "adapter"),
    [
        ("LoRA on the down projection runs it before lora_B", {"lora_targets": "all"}, "lora"),
        ("QLoRA's 4-bit base saves after it ran", {"lora_targets": "qv"}, "qlora"),
        (
            "GPT-2-like residual dropout saves its mask after the product",
            {"hidden_dropout": 0.1},
            "none",
        ),
    ],
)
def test_no_early_stop_where_something_is_saved_after_the_last_product(label, update, adapter):
    w = _llama8b(**update)
    assert step_train_flops(w, adapter, "full", "eager") == w.flops_train_per_sample(
        adapter, "full"
    ), label


def test_lora_on_q_and_v_skips_the_frozen_down_projection():
    w = _llama8b(lora_targets="qv")
    assert step_train_flops(w, "lora", "full", "eager") < w.flops_train_per_sample("lora", "full")


def test_op_level_selective_and_no_checkpointing_are_untouched():
    w = _llama8b()
    for mode in ("none", "selective", "attention"):
        assert step_train_flops(w, "none", mode, "eager") == w.flops_train_per_sample("none", mode)
    # every-2 wraps half of the 32 blocks: half the discount.
    full_cut = w.flops_train_per_sample("none", "full") - step_train_flops(
        w, "none", "full", "eager"
    )
    half_cut = w.flops_train_per_sample("none", "every-2") - step_train_flops(
        w, "none", "every-2", "eager"
    )
    assert half_cut == pytest.approx(full_cut / 2, rel=1e-9)
