"""CPU offload's speed cost counts the optimizer step the CPU runs over host RAM, not only
the PCIe copies: the remedy says both, in milliseconds, with the RAM it read them from."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.catalogue import load_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.host_optimizer import (
    HostMemory,
    constant,
    cpu_step_seconds,
    default_host,
    host_memory,
)
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from dlbox.core.files import read_build
from tests.conftest import DATA_DIR

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"


def test_the_ram_runs_on_its_populated_channels_at_the_slower_speed():
    # A Ryzen 9 7950X (2 channels, DDR5-5200) with a 2 × DDR5-6000 kit: 2 × 5,200 MT/s.
    two = host_memory(2, 5200, 2, 6000)
    assert two is not None and (two.channels, two.mts) == (2, 5200)
    assert two.gbs == pytest.approx(2 * 5200 * 8 / 1e3)  # 83.2 GB/s
    # Four DIMMs on two channels are still two channels; one DIMM is one.
    assert host_memory(2, 5200, 4, 6000).channels == 2  # type: ignore[union-attr]
    assert host_memory(8, 5200, 1, 4800).gbs == pytest.approx(4800 * 8 / 1e3)  # type: ignore[union-attr]
    # Unknown stays unknown: no channel count, no speed, no memory.
    assert host_memory(None, 5200, 2, 6000) is None
    assert host_memory(2, None, 2, None) is None
    assert host_memory(2, 5200, 0, 6000) is None


def test_one_adam_step_streams_28_bytes_a_weight_through_dram():
    ram = host_memory(8, 5200, 8, 5200)
    assert ram is not None
    # 3.2 B weights × 28 B over 8 × 5,200 MT/s × 8 B (332.8 GB/s): 0.27 s at the least.
    seconds = cpu_step_seconds(3.2e9, ram, "optimizer")
    assert seconds == pytest.approx(3.2e9 * 28 / 332.8e9)
    # FSDP's offload steps PyTorch's CPU AdamW, 5–7× slower than DeepSpeed's (its tutorial).
    assert cpu_step_seconds(3.2e9, ram, "all") == pytest.approx(
        seconds * constant("torch_cpu_adam_slowdown")
    )
    assert constant("torch_cpu_adam_slowdown") == 5


def _offload(build: str, model: str) -> dict:
    resolved = resolve(read_build(EXAMPLES / f"{build}.dlbox.json"), load_catalogue(DATA_DIR))
    workload = workload_from_spec(model_spec(model), task="train")
    result = estimate_build(resolved, workload, TrainSettings())
    remedies = {r["label"]: r for r in result.memory["remedies"]}
    return remedies["optimizer offload to CPU RAM"]


def _ms(note: str, what: str) -> float:
    found = re.search(what + r"[^\d]*([\d,]+) ms", note)
    assert found, note
    return float(found.group(1).replace(",", ""))


def test_the_offload_remedy_states_both_costs_and_charges_them():
    remedy = _offload("rtx-4090-tower", "llama-3.2-3b")
    note = remedy["note"]
    # The tower's Ryzen 9 7950X reads its two DDR5 channels at 5,200 MT/s.
    assert "DeepSpeed's CPU Adam" in note and "2 × 5,200 MT/s = 83 GB/s" in note
    pcie, cpu = _ms(note, "gradients down"), _ms(note, "CPU optimizer step")
    # Llama 3.2 3B: 3.21 B weights × 28 B / 83.2 GB/s ≈ 1.08 s; PCIe 4.0 x16 moves the
    # 16-bit gradients and weights (6.4 GB) in ≈ 0.2 s.
    assert cpu == pytest.approx(3.21e9 * 28 / 83.2e9 * 1e3, rel=0.02)
    assert pcie == pytest.approx(3.21e9 * 2 / 31.5e9 * 1e3, rel=0.05)
    # Both slow the run: far below the ×0.97 that counting PCIe alone gave.
    assert remedy["speed"] < 0.6


def test_eight_channels_cost_less_than_two():
    desktop = _offload("rtx-4090-tower", "llama-3.2-3b")
    workstation = _offload("rtx-6000-ada-4x-threadripper-pro", "llama-3.2-3b")
    assert "8 × 5,200 MT/s" in workstation["note"]
    assert _ms(workstation["note"], "CPU optimizer step") < 0.3 * _ms(
        desktop["note"], "CPU optimizer step"
    )


def test_fsdp_steps_pure_bf16_weights_at_half_the_bytes():
    # torch keeps AdamW's moments in the parameter's dtype: FSDP's offload of a pure-bf16 run
    # moves 7 × 2 B per weight; DeepSpeed keeps FP32 masters whatever the GPUs compute in.
    ram = host_memory(8, 5200, 8, 5200)
    assert ram is not None
    mixed = cpu_step_seconds(3.2e9, ram, "all")
    assert cpu_step_seconds(3.2e9, ram, "all", sixteen_bit_weights=True) == pytest.approx(
        mixed * 14 / 28
    )
    assert cpu_step_seconds(3.2e9, ram, "optimizer", sixteen_bit_weights=True) == pytest.approx(
        3.2e9 * 28 / 332.8e9
    )


def test_an_unknown_host_is_the_stated_dgx_a100_host():
    host = default_host()
    assert host.assumed and (host.channels, host.mts) == (16, 3200)
    assert "host RAM not given: charged as on a DGX A100's host" in host.describe()
    assert not HostMemory(16, 3200.0).describe().startswith("host RAM not given")
