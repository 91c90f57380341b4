"""Small micro-batches cost what they cost (issue 18, items 1 and 3).

A user asked whether training BERT-large at micro-batch 1 with 64 accumulation steps is
as fast as the largest batch that fits on an RTX 3090: it is not.  Every micro-batch
pays the host's operator calls and the per-step work that does not shrink with the
batch; only the optimizer update is shared by the micro-batches of a step.  Published
batch sweeps (data/small_batch.csv) show batch 1 far below the GPU's peak, the rate
rising until the GPU is busy and then flat.
"""

from __future__ import annotations

import itertools
import math

import pandas as pd
import pytest

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate import TrainSettings, estimate_gpus, resolve_workload
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.micro_batch import update_share
from dlbox.core.messages import Message
from dlbox.core.rules.remedy_text import remedy_message

SWEEPS = pd.read_csv(default_data_dir() / "small_batch.csv")


def _rate(catalogue, gpu: str, workload: str, batch: int, **settings) -> float:
    card = catalogue.get("gpu", gpu)
    est = estimate_gpus(card, 1, workload, TrainSettings(batch_per_gpu=batch, **settings))
    assert est.fits, (gpu, workload, batch)
    return est.throughput


def _series(name: str) -> pd.DataFrame:
    rows = SWEEPS[SWEEPS["series"] == name].sort_values("batch")
    assert len(rows) >= 2, name
    return rows


def _band(workload: str) -> tuple[float, float]:
    lo, hi, _ = load_calibration().band(resolve_workload(workload))
    return math.exp(lo), math.exp(hi)


def test_every_sweep_row_names_its_source():
    assert len(SWEEPS) > 0
    for _, row in SWEEPS.iterrows():
        assert str(row["source"]).strip() and str(row["as_of"]).strip(), row["series"]
        assert row["batch"] >= 1 and row["throughput"] > 0, row["series"]


def test_bert_large_at_micro_batch_1_is_slower_than_the_largest_batch_on_a_3090(catalogue):
    """The user's case: micro-batch 1 × 64 accumulation steps against batch 22 on an RTX
    3090.  Batch 1 runs the GPU far below its peak: NVIDIA's BERT-large SQuAD sweep on a
    V100 gives batch 1 under half of batch 8's rate, and dlbox's ratio must match it
    within the app's band."""
    small = _rate(catalogue, "rtx-3090", "bert-large-squad", 1, grad_accum=64)
    large = _rate(catalogue, "rtx-3090", "bert-large-squad", 22)
    assert small < large
    sweep = _series("dle-tf-bertl-squad-v100-fp16")
    published = sweep["throughput"].iloc[0] / sweep["throughput"].iloc[-1]
    lo, hi = _band("bert-large-squad")
    assert lo <= (small / large) / published <= hi, (small / large, published)


def test_accumulating_still_shares_the_update(catalogue):
    """Accumulation does not make the micro-batch cheaper than it is, but the optimizer
    update it shares is still saved: 1 × 64 is faster than 1 × 1, slower than 22 × 1."""
    alone = _rate(catalogue, "rtx-3090", "bert-large-squad", 1)
    shared = _rate(catalogue, "rtx-3090", "bert-large-squad", 1, grad_accum=64)
    assert alone < shared < _rate(catalogue, "rtx-3090", "bert-large-squad", 22)
    # The update is one fused AdamW pass of the fitted per-step bytes: a minority of them.
    fitted = load_calibration().workload_terms(resolve_workload("bert-large-squad"))
    assert 0.0 < update_share(fitted["weights"]) < 0.5
    assert update_share(None) == 1.0


def test_a_training_batch_sweep_on_one_v100_matches_the_published_one(catalogue):
    """NVIDIA's TensorFlow 2 BERT-large SQuAD runs at batch 6 (V100 16 GB) and 12 (V100
    32 GB, the same chip): dlbox's ratio of the two within the app's band."""
    sweep = _series("dle-tf2-bertl-squad-v100-amp")
    rates = [
        _rate(catalogue, row.gpu_id, row.workload, int(row.batch), software_tier="compiled")
        for row in sweep.itertuples()
    ]
    predicted = rates[0] / rates[-1]
    published = sweep["throughput"].iloc[0] / sweep["throughput"].iloc[-1]
    lo, hi = _band("bert-large-squad")
    assert predicted < 1.0
    assert lo <= predicted / published <= hi, (predicted, published)


@pytest.mark.parametrize(
    ("series", "gpu", "workload"),
    [
        ("dle-pt-rn50-v100-amp", "v100-sxm2-16gb", "resnet50"),
        ("dle-tf-bertl-squad-v100-fp16", "v100-sxm2-32gb", "bert-large-squad"),
    ],
)
def test_throughput_rises_with_batch_then_flattens(catalogue, series, gpu, workload):
    """A CNN and a transformer: the rate grows with the batch while the GPU waits on the
    host and per-step work, then flattens once the GPU is busy.  Where the published sweep
    has flattened (within 15 % of its largest batch's rate), dlbox's share of its own
    largest-batch rate matches the published share within the app's band; at batch 1 it
    is well below the peak, as published."""
    sweep = _series(series)
    batches = [int(b) for b in sweep["batch"]]
    rates = [_rate(catalogue, gpu, workload, b) for b in batches]
    assert all(a < b for a, b in itertools.pairwise(rates)), rates
    published = (sweep["throughput"] / sweep["throughput"].iloc[-1]).tolist()
    predicted = [r / rates[-1] for r in rates]
    lo, hi = _band(workload)
    flat = [i for i, p in enumerate(published) if p >= 0.85]
    assert flat
    for i in flat:
        assert lo <= predicted[i] / published[i] <= hi, (batches[i], predicted[i], published[i])
    assert predicted[0] < 0.5
    # The last step of the sweep gains what the published one gains, within the band.
    gain = sweep["throughput"].iloc[-1] / sweep["throughput"].iloc[-2]
    assert lo <= (rates[-1] / rates[-2]) / gain <= hi, (rates[-2:], gain)


def test_remedies_rank_micro_batches_and_checkpointing_by_their_speed_cost(catalogue):
    """BERT-large at batch 64 on a 24 GB card.  The remedy list offers the largest
    micro-batch that fits (16 × 4 accumulation steps) first, then selective checkpointing
    (recomputing every second matrix product and the elementwise work; full recomputation,
    slower still, is not offered beside it); micro-batches of one would cost more than
    either, so they are not what the list offers."""
    card = catalogue.get("gpu", "rtx-3090")
    est = estimate_gpus(card, 1, "bert-large-squad", TrainSettings(batch_per_gpu=64))
    assert not est.fits
    first, second = est.memory["remedies"][:2]
    assert (first["label"], second["label"]) == (
        "batch 16 per GPU",
        "selective activation checkpointing",
    )
    assert first["settings"] == {"batch_per_gpu": 16, "grad_accum": 4}
    # Speeds are against what batch 64 would do if it fit.
    if_it_fit = _rate(catalogue, "rtx-3090", "bert-large-squad", 16, grad_accum=4) / first["speed"]
    ones_speed = _rate(catalogue, "rtx-3090", "bert-large-squad", 1, grad_accum=64) / if_it_fit
    assert 1.0 > first["speed"] > second["speed"] > ones_speed
    labels = [r["label"] for r in est.memory["remedies"]]
    assert "batch 1 per GPU" not in labels
    # The label reaches a zh_TW user translated (the Remedies patterns), not as English.
    assert isinstance(remedy_message(first["label"]), Message)
