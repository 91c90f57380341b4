"""What a micro-batch pays of a calibrated workload's fitted per-step time.

Lambda's runs (the base fit) are one micro-batch per optimizer step, each at the largest
batch the card holds, and the batch differs from card to card: the fit finds a cost per
step that does not grow with the batch, expressed as ``weights`` × 28 B per parameter
(one fused AdamW pass over weight, gradient and both moments, the update Lambda's
DeepLearningExamples scripts run with apex ``FusedAdam``) over the memory bandwidth.  For
BERT-large it comes out about 4× that update's bytes, so most of it is not the update: it
is what every forward and backward pays whatever its batch — the 16-bit weights read,
the gradients written, a thousand-odd kernels whose launch and ramp-up do not shrink
with the batch.  (It is what makes BERT-large at batch 6 on a V100 predicted at 0.84 of
batch 12, where NVIDIA's TensorFlow 2 SQuAD runs measured 0.83: data/benchmarks/
external.csv, rows dle-bertl-v100-amp-1 and dle-bertl-v100-32-amp-1.)

Gradient accumulation shares only the update among the micro-batches of an optimizer
step; the rest recurs in every micro-batch.  Sharing all of it made micro-batches of 1
accumulated 64 times as fast as the largest batch that fits (issue 18: BERT-large on an
RTX 3090, 56 seq/s at 1 × 64 against 53 at 22), where published batch sweeps show batch
1 far below the card's peak (NVIDIA's BERT-large SQuAD inference on a V100: 71 seq/s at
batch 1, 152 at batch 8; data/small_batch.csv).
"""

from __future__ import annotations

import math


def update_share(log_weights: float | None) -> float:
    """Share of the fitted per-step term that is the optimizer update itself.

    The fit's unit is one fused update's bytes (``OPTIMIZER_BYTES_PER_PARAM``), so the
    update is 1 / exp(weights) of the term; a term fitted below one update (GNMT, SSD,
    VGG-16) is all update.  1 when the workload has no fitted term."""
    if log_weights is None:
        return 1.0
    return min(1.0, math.exp(-log_weights))
