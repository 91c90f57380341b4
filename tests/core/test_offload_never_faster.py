"""CPU offload never reads faster than the same job without it, whenever that job fits.

Offload takes the optimizer update off the GPU and puts it, with PCIe copies, on the host.
When the host was unknown the CPU step used to be left out, so a 70B FSDP run with CPU
offload on 8 × A100 read twice as fast as torchtune measured it, and offload could beat no
offload.  Checked over every catalogue GPU at once, for several workloads, GPU counts and
both offload kinds, with and without a known host RAM; each explanation names the CPU step
and, when the host is not given, the host it was charged as.
"""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import SystemSpec, estimate_arrays
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.host_optimizer import HostMemory
from dlbox.core.estimate.workloads import resolve_workload

# (workload, settings both runs share): a full fine-tune in mixed precision, a pure-bf16
# one, a small pre-training run, LoRA and QLoRA (few trainable weights, frozen base).  The
# batch is fixed: left free, offload's freed memory buys a larger one — another job.
JOBS = {
    "llm-1b-pretrain": {"batch_per_gpu": 4},
    "gpt2-1.5b": {"checkpointing": "full", "batch_per_gpu": 2},
    "llama3-8b-full": {"checkpointing": "full", "batch_per_gpu": 1},
    "llama3-8b-full-bf16": {
        "checkpointing": "full",
        "batch_per_gpu": 1,
        "precision": "bf16",
        "optimizer": "adamw-bf16",
    },
    "llama3-8b-lora": {"batch_per_gpu": 2},
    "llama3-8b-qlora": {"batch_per_gpu": 2},
}
OFFLOADS = {"optimizer": 2, "all": 3}  # the ZeRO stage each kind runs with
HOSTS = {
    "unknown": None,
    "desktop 2 × DDR5-5200": HostMemory(2, 5200.0),
    "server 12 × DDR5-4800": HostMemory(12, 4800.0),
}


@pytest.fixture(scope="module")
def every_gpu():
    table = shipped_catalogue().table("gpu")
    return table["id"].tolist(), gpu_arrays(table)


def _workload(job: str):
    return resolve_workload(job.removesuffix("-bf16"))


@pytest.mark.parametrize("host", sorted(HOSTS))
@pytest.mark.parametrize("count", [1, 8])
@pytest.mark.parametrize("mode", sorted(OFFLOADS))
@pytest.mark.parametrize("job", sorted(JOBS))
def test_offload_is_never_faster_than_no_offload(every_gpu, job, mode, count, host):
    ids, hw = every_gpu
    workload = _workload(job)
    shared = {**JOBS[job], "zero_stage": OFFLOADS[mode]}
    system = SystemSpec(host_memory=HOSTS[host])
    plain = estimate_arrays(hw, count, workload, TrainSettings(**shared), system)
    offload = estimate_arrays(hw, count, workload, TrainSettings(**shared, offload=mode), system)
    fits = np.asarray(plain["fit"].fits, dtype=bool)
    assert fits.any(), f"{job} fits no catalogue GPU without offload: the check checks nothing"
    faster = fits & (offload["throughput"] > plain["throughput"] * (1 + 1e-9))
    assert not faster.any(), [
        (ids[i], float(offload["throughput"][i] / plain["throughput"][i]))
        for i in np.flatnonzero(faster)
    ]
    cost = offload["offload"]
    assert cost is not None and cost.cpu_s > 0
    note = cost.note()
    assert "CPU optimizer step ≥" in note
    assert ("host RAM not given: charged as on a DGX A100's host" in note) == (HOSTS[host] is None)
