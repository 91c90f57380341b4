"""vLLM 0.2.x sized its KV pool from ``torch.cuda.mem_get_info()`` after the profile run
(worker.py ``profile_num_available_blocks``, v0.2.7): the CUDA context and the blocks the
profile run left cached count against the pool (``pool_from_free_memory``).  Current vLLM
counts allocated bytes only, its baseline taken after the context exists."""

from __future__ import annotations

import csv

import numpy as np

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.memory import constant, plan_memory
from dlbox.core.estimate.memory_check import evaluate_point
from dlbox.core.estimate.models import model_spec, workload_from_spec


def _pool(quirks: tuple[str, ...], count: int = 1) -> float:
    workload = workload_from_spec(model_spec("llama-2-7b"), task="decode", seq_len=4096)
    workload = workload.model_copy(update={"stack_quirks": quirks})
    plan = plan_memory(
        workload,
        bytes_per_value=np.array([2.0]),
        vram_gb=np.array([80.0]),
        usable=np.array([79.15]),
        adapter="none",
        optimizer="adamw",
        checkpointing=False,
        count=count,
        inference_bits=16,
        engine="vllm",
    )
    return float(plan.usable[0] - plan.total(0.0)[0])


def test_old_vllm_pool_loses_the_context_and_the_profile_runs_cache():
    current, old = _pool(()), _pool(("pool_from_free_memory",))
    lost = current - old
    # The context itself, and a reserve on top of the profile run's transient: no more
    # than the allocator's share of a transient under a GiB.
    assert lost > constant("cuda_context_gib")
    assert lost < constant("cuda_context_gib") + constant("allocator_share") * 1.0


def test_the_pr_2031_rows_carry_the_quirk_and_come_closer():
    path = default_data_dir() / "models" / "memory_points.csv"
    rows = {r["id"]: r for r in csv.DictReader(path.open(encoding="utf-8"))}
    row = {k: (v or "") for k, v in rows["vllm-a100-l2-7b-kv-pool"].items()}
    assert "pool_from_free_memory" in row["quirks"]
    reported = float(row["reported_gib"])
    with_quirk = evaluate_point(row)["predicted"]
    without = evaluate_point({**row, "quirks": ""})["predicted"]
    assert abs(with_quirk / reported - 1) < abs(without / reported - 1)
    assert abs(with_quirk / reported - 1) < 0.01
