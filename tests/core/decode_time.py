"""The time the estimator gives one sequence's token, for the decoding tests."""

from __future__ import annotations

from typing import Any

from dlbox.core.catalogue import Catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.workloads import Workload


def token_ms(catalogue: Catalogue, gpu: str, workload: Workload, **settings: Any) -> float:
    """Milliseconds between two tokens of one sequence on one ``gpu``: a decode estimate's
    tokens a second are all its streams' together, ``batch_per_gpu`` of them (one unset)."""
    est = estimate_gpus(catalogue.get("gpu", gpu), 1, workload, TrainSettings(**settings))
    return settings.get("batch_per_gpu", 1) * 1e3 / est.throughput
