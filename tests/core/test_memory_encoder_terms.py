"""What a BERT-style encoder keeps for its backward pass, term by term (memory.py)."""

from __future__ import annotations

from typing import Any

import pytest

from dlbox.core.estimate.memory import GIB, MemoryPlan
from dlbox.core.estimate.memory_check import evaluate_point, load_points
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import Workload, load_workloads
from tests.core.memory_parts import one_gpu_plan, workload_of

SEQ = 512
BERT_BASE = (12, 768)  # layers, hidden (data/models/models.csv)


def _bert(**update: object) -> Workload:
    return workload_of("bert-base", SEQ, **update)


def _plan(workload: Workload, autocast: bool = False, **kw: Any) -> MemoryPlan:
    return one_gpu_plan(workload, autocast=autocast, **kw)


def _per_token_hidden_layer(delta_gib: float) -> float:
    layers, hidden = BERT_BASE
    return delta_gib * GIB / (SEQ * hidden * layers)


def test_fused_attention_keeps_no_attention_scores():
    # Materialised attention keeps softmax output, dropout mask and dropped-out probabilities
    # (5 bytes per score, 12 heads × 512 keys per token); SDPA keeps none of them.
    fused = float(_plan(_bert(flash_attention=True)).act_per_sample[0])
    eager = float(_plan(_bert(flash_attention=False)).act_per_sample[0])
    assert _per_token_hidden_layer(eager - fused) == pytest.approx(5.0 * 12 * SEQ / 768)


def test_residual_dropout_keeps_one_byte_per_value():
    # Two masks per layer (after the attention output and after the FFN) and one after the
    # embeddings; torch skips dropout at p = 0.
    with_dropout = float(_plan(_bert(hidden_dropout=0.1)).act_per_sample[0])
    without = float(_plan(_bert(hidden_dropout=0.0)).act_per_sample[0])
    layers, hidden = BERT_BASE
    expected = (2.0 * layers + 1.0) * SEQ * hidden / GIB
    assert with_dropout - without == pytest.approx(expected)


def test_torch_amp_keeps_an_fp32_stream_in_a_hugging_face_encoder():
    pure = _plan(_bert())
    amp = _plan(_bert(), autocast=True)
    layers, hidden = BERT_BASE
    tokens_hidden = SEQ * hidden / GIB
    # Per layer: two LayerNorm inputs in FP32 (+2 × 2 B) and q, k, v casting the FP32 stream
    # each for itself (+2 × 2 B); the embedding LayerNorm's input is FP32 too (+2 B).
    delta = float(amp.act_per_sample[0] - pure.act_per_sample[0])
    assert delta == pytest.approx((8.0 * layers + 2.0) * tokens_hidden)
    # The parameters stay FP32 (no second master copy); the 16-bit weight copies autocast
    # made are kept by autograd until backward (no vocabulary head in a fine-tune).
    spec = model_spec("bert-base")
    assert spec is not None
    assert float(amp.weights[0]) == pytest.approx(spec.params_total * 4.0 / GIB, rel=1e-6)
    assert float(amp.master[0]) == 0.0
    assert float(amp.act_fixed[0]) == pytest.approx(spec.matmul_params() * 2.0 / GIB)


def test_deeplearningexamples_bert_under_apex_amp_keeps_the_16_bit_count():
    # The library's materialised-attention BERT is NVIDIA's code under apex O2: an FP16
    # model, whose stream torch.amp's FP32 model would double; Lambda ran it at batches
    # that leave no room for that.
    squad = load_workloads()["bert-base-squad"]
    assert not squad.flash_attention
    pure = float(_plan(squad).act_per_sample[0])
    amp = float(_plan(squad, autocast=True).act_per_sample[0])
    assert amp == pytest.approx(pure)


def test_a_masked_lm_head_runs_on_its_share_of_the_tokens():
    all_tokens = _bert(vocab=30522)
    masked = _bert(vocab=30522, head_fraction=0.15)
    no_head = _bert()
    head_all = float(_plan(all_tokens).act_per_sample[0] - _plan(no_head).act_per_sample[0])
    head_masked = float(_plan(masked).act_per_sample[0] - _plan(no_head).act_per_sample[0])
    # The eager loss's 12 bytes per logit (FP32 log-softmax, its gradient, the gradient out).
    assert head_all == pytest.approx(SEQ * 30522 * 12.0 / GIB)
    assert head_masked == pytest.approx(0.15 * head_all)
    # The speed model prices the head's matmuls on the same tokens.
    assert masked.head_flops_train_per_sample("none") == pytest.approx(
        0.15 * all_tokens.head_flops_train_per_sample("none")
    )
    base_flops = no_head.flops_fwd()[0]
    assert masked.flops_fwd()[0] - base_flops == pytest.approx(
        0.15 * (all_tokens.flops_fwd()[0] - base_flops)
    )


def test_head_fraction_is_a_share_of_the_tokens():
    for bad in (1.5, 0.0):
        with pytest.raises(ValueError):
            Workload.model_validate({**_bert().model_dump(), "head_fraction": bad})


def test_bert_pre_training_workloads_predict_the_masked_tokens_only():
    library = load_workloads()
    for wid in ("bert-large-pretrain-128", "bert-large-pretrain-512"):
        assert library[wid].head_fraction == pytest.approx(0.15)
    assert library["gpt2-124m"].head_fraction == 1.0


def test_a_memory_point_names_its_masked_lm_share():
    # memory_points.csv's head_fraction column adds the library vocabulary's head.
    row = load_points().set_index("id").loc["dlbox-h100-bert-base-mlm512-b32"].to_dict()
    with_head = evaluate_point({**row, "id": "x"})["predicted"]
    without = evaluate_point({**row, "id": "x", "head_fraction": ""})["predicted"]
    batch, seq, vocab, hidden = 32, 512, 30522, 768
    # 12 bytes per logit at the loss's backward on 15 % of 32 × 512 tokens, and the 16-bit
    # copy of the (tied) decoder weight autocast made for the head's matmul.
    logits = 0.15 * batch * seq * vocab * 12.0
    assert with_head - without == pytest.approx((logits + vocab * hidden * 2.0) / GIB)
