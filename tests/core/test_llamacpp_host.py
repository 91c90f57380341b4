"""llama.cpp's host prepares each token's graph while the GPU waits (issue 18, llamacpp_host.py).

The preparation is a few µs per layer on a desktop core (ik_llama.cpp PR #94's A/B on a
Ryzen 9 7950X), serial with the GPU, so a slower host lengthens every token by the same
absolute time: a large share of a fast card's short token, a sliver of a slow card's.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.host_cpu import host_cpu, run_host
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.model_shapes import LLAMA32_1B

LLAMACPP = TrainSettings(batch_per_gpu=1, serving_engine="llama.cpp", weight_format="Q4_K_M")
# Llama 3.2 1B at 4.85 bits: under 1 GB a token, about 1.5 ms on an RTX 4090.
SMALL = resolve_workload("llm-8b-decode").model_copy(update={**LLAMA32_1B, "seq_len": 128})


def _tokens_s(gpu_id: str, cpu_id: str | None, catalogue) -> float:
    cpu = host_cpu(cpu_id) if cpu_id else None
    return estimate_gpus(catalogue.get("gpu", gpu_id), 1, SMALL, LLAMACPP, host_cpu=cpu).throughput


def test_a_slow_host_slows_a_fast_card_more_than_a_slow_one(catalogue):
    fast_card = _tokens_s("rtx-4090", "core-i9-14900k", catalogue)
    fast_card_slow_host = _tokens_s("rtx-4090", "epyc-7742", catalogue)
    slow_card = _tokens_s("rtx-3060-12gb", "core-i9-14900k", catalogue)
    slow_card_slow_host = _tokens_s("rtx-3060-12gb", "epyc-7742", catalogue)
    assert fast_card_slow_host < fast_card and slow_card_slow_host < slow_card
    loss_fast = 1.0 - fast_card_slow_host / fast_card
    loss_slow = 1.0 - slow_card_slow_host / slow_card
    assert loss_fast > 1.5 * loss_slow
    # 16 layers × a few µs more per layer: a few percent, not a host-bound collapse.
    assert loss_slow < 0.03 and loss_fast < 0.08


def test_a_cpu_without_a_single_thread_figure_is_charged_as_the_reference_host(catalogue):
    """The Raspberry Pi CM5's Cortex-A76 has no Cinebench R23 figure in the data: unknown
    stays unknown, so it is priced as the reference desktop and the note says so."""
    pi = host_cpu("raspberry-pi-cm5")
    assert pi is not None and pi.single_thread is None
    gpu = catalogue.get("gpu", "rtx-4090")
    on_pi = estimate_gpus(gpu, 1, SMALL, LLAMACPP, host_cpu=pi)
    bare = estimate_gpus(gpu, 1, SMALL, LLAMACPP)
    assert on_pi.throughput == pytest.approx(bare.throughput, rel=1e-12)
    note = next(n for n in on_pi.explain["notes"] if n.startswith("llama.cpp's host"))
    assert "single-thread speed unknown" in note and "Raspberry Pi CM5" in note


def test_other_compiled_stacks_ignore_the_host(catalogue):
    gpu = catalogue.get("gpu", "rtx-4090")
    vllm = LLAMACPP.model_copy(update={"serving_engine": "vllm"})
    fast = estimate_gpus(gpu, 1, SMALL, vllm, host_cpu=host_cpu("core-i9-14900k"))
    slow = estimate_gpus(gpu, 1, SMALL, vllm, host_cpu=host_cpu("epyc-7742"))
    assert fast.throughput == pytest.approx(slow.throughput, rel=1e-12)
    assert not any(n.startswith("llama.cpp's host") for n in fast.explain["notes"])


def test_published_llamacpp_rows_carry_the_host_their_page_names():
    desk = run_host("fresh12-geerling-4090-265k-l32-3b-q4km-tg128")
    pi = run_host("fresh12-geerling-4090-picm5-l32-3b-q4km-tg128")
    assert desk is not None and desk.id == "core-ultra-7-265k"
    assert pi is not None and pi.id == "raspberry-pi-cm5"


def test_the_cli_cpu_flag_reaches_llamacpp_decoding():
    args = ["--gpu", "rtx-4090", "--workload", "llm-8b-decode", "--engine", "llama.cpp"]
    done = subprocess.run(
        [sys.executable, "-m", "dlbox", "estimate", *args, "--cpu", "epyc-7742"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "graph while the GPU waits" in done.stdout and "AMD EPYC 7742" in done.stdout
