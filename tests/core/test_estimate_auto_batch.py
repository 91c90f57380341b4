"""The batch dlbox picks when the user gives none is one that runs, not one that might."""

from __future__ import annotations

from dlbox.core.catalogue import load_catalogue
from dlbox.core.estimate import estimate_gpus
from dlbox.core.estimate.settings import TrainSettings


def _memory(batch: int | None) -> dict:  # type: ignore[type-arg]
    card = load_catalogue().get("gpu", "rtx-4090")
    est = estimate_gpus(card, 2, "bert-large-squad", TrainSettings(batch_per_gpu=batch))
    return est.memory


def test_chosen_batch_fits_outright_and_needs_no_remedy():
    chosen = _memory(None)
    assert chosen["verdict"] == "fits"
    assert chosen["remedies"] == []
    # Room was left on purpose: a larger batch may still run, and says so.
    assert chosen["batch_per_gpu"] < chosen["max_batch_per_gpu"]
    assert chosen["peak_gib"] <= chosen["usable_gib"] * (1 - chosen["band"])


def test_a_batch_the_user_sets_at_the_limit_is_tight_with_remedies():
    limit = _memory(None)["max_batch_per_gpu"]
    at_limit = _memory(limit)
    assert at_limit["verdict"] == "tight"
    assert at_limit["remedies"], "a tight job the user set is offered remedies"
