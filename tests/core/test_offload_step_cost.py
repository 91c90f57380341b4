"""`--offload` charges what CPU offload costs each step — the gradients' and weights' PCIe
copies over the link the build gives the GPU, and the CPU's optimizer step over the build's
RAM — and the memory remedy "optimizer offload" says the same speed as `--offload`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.catalogue import load_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.comm import BACKWARD_SHARE
from dlbox.core.estimate.estimator import SystemSpec, estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.host_optimizer import HostMemory
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from tests.conftest import DATA_DIR

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
RAM = HostMemory(8, 5200.0)  # an 8-channel DDR5-5200 workstation: 332.8 GB/s


@pytest.fixture(scope="module")
def catalogue():
    return load_catalogue(DATA_DIR)


@pytest.fixture(scope="module")
def llama3b():
    return workload_from_spec(model_spec("llama-3.2-3b"), task="train")


def _run(catalogue, workload, *, count=1, gpu="rtx-4090", system=None, **settings):
    hw = arrays_for([catalogue.get(Category.GPU, gpu)])
    return estimate_arrays(hw, count, workload, TrainSettings(**settings), system or SystemSpec())


def _tokens(r) -> float:
    return float(r["throughput"][0])


def test_offload_on_a_pcie_3_x8_slot_is_slower_than_on_4_x16(catalogue, llama3b):
    fast = _run(
        catalogue,
        llama3b,
        offload="optimizer",
        system=SystemSpec(slot_gen=4.0, slot_lanes=16.0, host_memory=RAM),
    )
    slow = _run(
        catalogue,
        llama3b,
        offload="optimizer",
        system=SystemSpec(slot_gen=3.0, slot_lanes=8.0, host_memory=RAM),
    )
    assert _tokens(slow) < 0.8 * _tokens(fast)
    # 3.21 B 16-bit gradients over 7.9 GB/s take 0.81 s, longer than backward: exposed.
    cost = slow["offload"]
    assert cost.link.describe() == "PCIe 3.0 x8 (7.9 GB/s per direction)"
    assert float(cost.down_s[0]) == pytest.approx(3.21e9 * 2 / 7.88e9, rel=0.02)
    assert float(cost.down_s[0]) > BACKWARD_SHARE * float(slow["t_gpu"][0])
    # Without offload the slot does not matter to a one-GPU job that fits.
    plain = [
        _tokens(_run(catalogue, llama3b, system=SystemSpec(slot_gen=g, slot_lanes=n)))
        for g, n in ((4.0, 16.0), (3.0, 8.0))
    ]
    assert plain[0] == pytest.approx(plain[1])


def test_a_fast_link_hides_the_gradients_under_backward_but_not_the_cpu_step(catalogue, llama3b):
    r = _run(
        catalogue,
        llama3b,
        offload="optimizer",
        system=SystemSpec(slot_gen=4.0, slot_lanes=16.0, host_memory=RAM),
    )
    cost = r["offload"]
    # DeepSpeed streams the gradients while backward runs; the next forward waits for the
    # CPU's Adam step (28 B per weight over 332.8 GB/s), the weights' copy back overlapping it.
    cpu = 3.21e9 * 28 / 332.8e9
    assert cost.cpu_s == pytest.approx(cpu, rel=0.01)
    assert float(cost.down_s[0]) < BACKWARD_SHARE * float(r["t_gpu"][0])
    # On eight DDR5 channels that floor is shorter than the RTX 4090's own foreach AdamW
    # update it replaces (about 0.37 s): the step is charged that, never less.
    replaced = float(cost.replaced_s[0])
    assert replaced > cost.cpu_s > float(cost.update_up_s[0])
    assert float(cost.exposed[0]) == pytest.approx(replaced)
    assert "offload never speeds a step up" in cost.note()
    batch = float(r["batch"][0]) * llama3b.units_per_sample
    step = float(r["t_gpu"][0]) + float(r["exposed"][0]) + float(cost.exposed[0])
    assert _tokens(r) == pytest.approx(batch / step)


def test_gradient_accumulation_spreads_the_cpu_step_over_its_micro_batches(catalogue, llama3b):
    system = SystemSpec(slot_gen=4.0, slot_lanes=16.0, host_memory=HostMemory(2, 5200.0))
    one = _run(catalogue, llama3b, offload="optimizer", system=system)
    eight = _run(catalogue, llama3b, offload="optimizer", grad_accum=8, system=system)
    assert one["bottleneck"][0] == "host_offload"
    assert float(eight["offload"].exposed[0]) == pytest.approx(
        float(one["offload"].exposed[0]) / 8, rel=0.01
    )
    assert _tokens(eight) > 1.5 * _tokens(one)


def test_gpus_in_one_box_share_its_ram_for_the_cpu_step(catalogue, llama3b):
    system = SystemSpec(slot_gen=4.0, slot_lanes=16.0, host_memory=RAM)
    one = _run(catalogue, llama3b, offload="optimizer", system=system, zero_stage=2)
    four = _run(
        catalogue,
        llama3b,
        count=4,
        gpu="rtx-6000-ada",
        offload="optimizer",
        system=system,
        zero_stage=2,
    )
    # Every GPU's process steps its quarter of the weights on the same RAM: as long as one.
    assert four["offload"].cpu_s == pytest.approx(one["offload"].cpu_s)
    # Each GPU copies its quarter of the gradients, over its own link.
    ada1 = _run(
        catalogue, llama3b, gpu="rtx-6000-ada", offload="optimizer", system=system, zero_stage=2
    )
    assert float(four["offload"].down_s[0]) == pytest.approx(
        float(ada1["offload"].down_s[0]) / 4, rel=0.01
    )


def test_weights_offload_copies_every_layer_up_and_runs_torch_adamw(catalogue, llama3b):
    system = SystemSpec(slot_gen=4.0, slot_lanes=16.0, host_memory=RAM)
    opt = _run(catalogue, llama3b, offload="optimizer", system=system)
    every = _run(catalogue, llama3b, offload="all", zero_stage=3, system=system)
    # Forward and backward each bring the 16-bit weights up: twice the model per micro-batch.
    assert float(every["offload"].up_s[0]) == pytest.approx(2 * 3.21e9 * 2 / 31.5e9, rel=0.02)
    # FSDP's CPU offload steps PyTorch's CPU AdamW, 5× DeepSpeed's CPU Adam.
    assert every["offload"].cpu_s == pytest.approx(5 * opt["offload"].cpu_s)
    assert _tokens(every) < _tokens(opt)


def test_unknown_host_ram_is_charged_as_the_stated_default_host(catalogue, llama3b):
    r = _run(catalogue, llama3b, offload="optimizer")
    cost = r["offload"]
    # A DGX A100's host: 16 channels of DDR4-3200 (409.6 GB/s); 3.21 B weights × 28 B.
    assert cost.host.assumed and cost.host.gbs == pytest.approx(409.6)
    assert cost.cpu_s == pytest.approx(3.21e9 * 28 / 409.6e9, rel=0.01)
    note = cost.note()
    assert "host RAM not given: charged as on a DGX A100's host (2 × AMD EPYC 7742)" in note
    assert "16 × 3,200 MT/s = 410 GB/s" in note
    assert "the card's own: the slot is not known" in note
    # The build's own RAM, when known, replaces it: two DDR5 channels take longer.
    known = _run(catalogue, llama3b, offload="optimizer", system=SystemSpec(host_memory=RAM))
    assert not known["offload"].host.assumed
    assert known["offload"].cpu_s > cost.cpu_s


def _tower(catalogue, model: str, **settings):
    resolved = resolve(read_build(EXAMPLES / "rtx-4090-tower.dlbox.json"), catalogue)
    workload = workload_from_spec(model_spec(model), task="train")
    return estimate_build(resolved, workload, TrainSettings(**settings))


def test_the_offload_remedy_and_offload_flag_agree(catalogue):
    plain = _tower(catalogue, "llama-3.2-3b")
    assert not plain.fits
    remedy = next(
        r for r in plain.memory["remedies"] if r["label"] == "optimizer offload to CPU RAM"
    )
    offloaded = _tower(catalogue, "llama-3.2-3b", offload="optimizer")
    assert offloaded.fits
    # Both at the batch offload trains (the job as set, when that fits it too).
    at = remedy["compared_batch_per_gpu"]
    assert offloaded.batch_per_gpu == at
    same = _tower(catalogue, "llama-3.2-3b", batch_per_gpu=at)
    on_gpu = same.throughput if same.fits else same.explain["if_it_fit"]
    assert remedy["speed"] == pytest.approx(offloaded.throughput / on_gpu, rel=1e-6)
    # The remedy says what `--offload` says, in the same words.
    assert offloaded.explain["offload"]["exposed_ms"] > 0
    cost_note = next(n for n in offloaded.explain["notes"] if n.startswith("CPU offload"))
    assert cost_note in remedy["note"]
    # The tower's board gives the card PCIe 4.0 x16; its Ryzen reads 2 × DDR5-5200.
    assert offloaded.explain["offload"]["link"] == "PCIe 4.0 x16 (31.5 GB/s per direction)"
    assert offloaded.explain["offload"]["host_memory"] == "2 × 5,200 MT/s = 83 GB/s"
    assert offloaded.bottleneck == "host_offload"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dlbox", "estimate", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_json_and_text_show_the_offload_cost():
    base = ("--gpu", "rtx-4090", "--model", "llama-3.2-3b", "--offload", "optimizer")
    out = _cli(*base, "--host-memory", "2x5200", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    off = data["explain"]["offload"]
    assert off["cpu_step_ms"] == pytest.approx(3.21e9 * 28 / 83.2e9 * 1e3, rel=0.01)
    assert data["bottleneck"] == "host_offload"
    assert data["explain"]["step_ms"]["offload_exposed"] == pytest.approx(off["exposed_ms"])
    text = _cli(*base, "--host-memory", "2x5200")
    assert "offload      optimizer: +1,0" in text.stdout
    assert "bound by     CPU offload (PCIe and CPU optimizer step)" in text.stdout
    # Without --host-memory the CPU step is charged as on the stated default host.
    unknown = _cli(*base)
    assert "host RAM not given: charged as on a DGX A100's host" in unknown.stdout
    bad = _cli(*base, "--host-memory", "eight channels")
    assert bad.returncode == 2
    assert bad.stderr.strip().splitlines() == [
        "dlbox: error: --host-memory: expected CHANNELSxMT/s such as 8x5200, got 'eight channels'"
    ]


GPT2_10B = Path(__file__).resolve().parents[2] / "docs" / "offload-gpt2-10b-config.json"


def test_zero_offload_trains_a_10b_gpt2_on_one_32gb_v100():
    """DeepSpeed's ZeRO-Offload tutorial: a 10 B GPT-2 (50 layers, hidden 4096, micro-batch
    10, checkpointing) on one 32 GB V100.  The gradients stream to host RAM bucket by bucket,
    the Adam step runs on the CPU, so the GPU neither holds the gradients nor runs the update."""
    base = (
        "--gpu", "v100-sxm2-32gb", "--model-config", str(GPT2_10B), "--tokens-per-sample",
        "1024", "--batch", "10", "--checkpointing", "full", "--precision", "fp16", "--zero", "2",
        "--json",
    )  # fmt: skip
    offloaded = json.loads(_cli(*base, "--offload", "optimizer", "--host-memory", "12x2666").stdout)
    plain = json.loads(_cli(*base).stdout)
    assert offloaded["fits"] and not plain["fits"]
    assert offloaded["memory"]["components_gib"]["grads"] < 1.0  # a 5e8-element bucket
    # The GPU's memory-bound work loses the AdamW update it no longer runs.
    assert offloaded["explain"]["step_ms"]["memory"] < plain["explain"]["step_ms"]["memory"]
    off = offloaded["explain"]["offload"]
    # 10.25 B 16-bit weights back over PCIe 3.0 x16 outlast the CPU step on 12 channels.
    assert off["update_up_ms"] > off["cpu_step_ms"]
    # Both are floors; the V100's own FP16 AdamW update they replace takes a little longer,
    # and offload is charged no less than that.
    assert off["gpu_update_replaced_ms"] > off["update_up_ms"]
    assert off["exposed_ms"] == pytest.approx(off["gpu_update_replaced_ms"])
