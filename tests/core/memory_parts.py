"""What the memory-plan tests start from: a published model (data/models/models.csv) as a
workload, and its memory plan on one GPU holding 16-bit values."""

from __future__ import annotations

from typing import Any

import numpy as np

from dlbox.core.estimate.memory import MemoryPlan, plan_memory
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import Workload, workload_from_spec


def workload_of(model: str, seq_len: int, task: str = "train", **update: Any) -> Workload:
    """``model`` as a ``task`` workload of ``seq_len`` tokens, with ``update``'s fields."""
    spec = model_spec(model)
    assert spec is not None, model
    workload = workload_from_spec(spec, task=task, seq_len=seq_len)
    return workload.model_copy(update=update) if update else workload


def one_gpu_plan(
    workload: Workload,
    *,
    vram_gb: float = 80.0,
    adapter: str = "none",
    optimizer: str = "adamw",
    checkpointing: bool | str = False,
    **settings: Any,
) -> MemoryPlan:
    """``plan_memory`` on one ``vram_gb`` card at 2 bytes per value; ``settings`` pass on."""
    return plan_memory(
        workload,
        bytes_per_value=np.array([2.0]),
        vram_gb=np.array([vram_gb]),
        adapter=adapter,
        optimizer=optimizer,
        checkpointing=checkpointing,
        **settings,
    )
