"""When a full fine-tune's output-head gradient is alive: after the loss's backward."""

from __future__ import annotations

import pytest

from dlbox.core.estimate.memory import GIB, MemoryPlan
from tests.core.memory_parts import one_gpu_plan, workload_of

VOCAB, HIDDEN = 128256, 2048  # Llama 3.2 1B (data/models/models.csv)


def _plan(seq: int, chunked: bool) -> MemoryPlan:
    return one_gpu_plan(
        workload_of("llama-3.2-1b", seq), autocast=True, fused_loss=chunked, compiled=False
    )


def test_the_eager_loss_frees_more_than_the_head_gradient_takes():
    # 2,048 tokens × 128,256 logits: the log-softmax moment (12 bytes per logit) is past
    # before the head's gradient (16-bit product and its FP32 cast) is written.
    plan = _plan(2048, chunked=False)
    for batch in (2.0, 4.0):
        assert float(plan.components(batch)["grads"][0]) == 0.0
        assert not bool(plan.peak_at_step(batch)[0])


def test_a_chunked_loss_leaves_the_head_gradient_in_the_peak():
    # A chunked loss keeps the 16-bit logits and one FP32 chunk (2.5 bytes per logit); by the
    # head's moment only the logits' 16-bit gradient is alive.  Under torch.amp the head's
    # gradient is a 16-bit product and its FP32 copy.
    plan = _plan(128, chunked=True)
    batch = 100.0
    head = VOCAB * HIDDEN * (2.0 + 4.0) / GIB
    freed = 0.5 * 128 * VOCAB / GIB
    assert float(plan.components(batch)["grads"][0]) == pytest.approx(head - freed * batch)


@pytest.mark.parametrize(("seq", "chunked"), [(128, True), (2048, False)])
def test_the_largest_batch_is_the_last_one_that_fits(seq, chunked):
    plan = _plan(seq, chunked)
    largest = float(plan.max_batch[0])
    assert largest >= 1
    assert float(plan.total(largest)[0]) <= float(plan.usable[0])
    assert float(plan.total(largest + 1)[0]) > float(plan.usable[0])
