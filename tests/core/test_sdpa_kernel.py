"""The fused attention kernel SDPA runs sets a long-sequence step's pace on Hopper/Blackwell.

PyTorch's flash and memory-efficient kernels are SM80 code (mma.sync: half an H100's tensor
peak, a quarter of a B200's); cuDNN's has Hopper/Blackwell kernels.  The rates are cited in
data/attention_kernels.csv; nothing here is fitted.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dlbox.core.catalogue import default_data_dir, shipped_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.sdpa_kernel import backend_of_stack, kernel_shares
from dlbox.core.estimate.workloads import Workload, resolve_workload


def _llama1b(seq: int) -> Workload:
    base = resolve_workload("llm-1b-pretrain")
    return base.model_copy(update={"seq_len": seq, "units_per_sample": float(seq)})


def _tokens_per_s(gpu: str, seq: int, batch: int, backend: str) -> float:
    card = shipped_catalogue().get("gpu", gpu)
    settings = TrainSettings(
        batch_per_gpu=batch, precision="bf16", optimizer="sgd", sdpa_backend=backend
    )
    return estimate_gpus(card, 1, _llama1b(seq), settings).throughput


def _table() -> dict[str, float]:
    frame = pd.read_csv(default_data_dir() / "attention_kernels.csv")
    return dict(zip(frame["name"], frame["value"], strict=True))


@pytest.mark.parametrize("gpu", ["h100-sxm", "b200"])
def test_a_16k_llama_1b_step_is_slower_with_the_efficient_kernel_than_with_flash(gpu):
    flash = _tokens_per_s(gpu, 16384, 1, "flash")
    efficient = _tokens_per_s(gpu, 16384, 1, "efficient")
    cudnn = _tokens_per_s(gpu, 16384, 1, "cudnn")
    assert efficient < 0.85 * flash
    assert cudnn > flash  # cuDNN has the card's own tensor instructions


def test_the_kernel_matters_less_at_short_sequences():
    """At 768 tokens attention is a few percent of a 1B model's FLOPs; at 16k about 40 %."""
    short = _tokens_per_s("h100-sxm", 768, 24, "flash") / _tokens_per_s(
        "h100-sxm", 768, 24, "efficient"
    )
    long = _tokens_per_s("h100-sxm", 16384, 1, "flash") / _tokens_per_s(
        "h100-sxm", 16384, 1, "efficient"
    )
    assert 1.0 < short < 1.1
    assert long > 1.3


def test_a_b200_runs_the_sm80_kernels_at_a_quarter_of_its_peak_share_of_an_a100():
    """On an A100 the SM80 kernels run at the cited shares of its own peak; a B200 gives them
    a quarter of its peak, so the same kernel's share of the card is a quarter."""
    arch = np.array(["ampere", "hopper", "blackwell", "blackwell"])
    variant = np.array(["ampere/hbm", "hopper/hbm", "blackwell/hbm", "blackwell/gddr"])
    fwd, bwd = kernel_shares("flash", arch, variant, 128.0)
    t = _table()
    assert fwd[0] == pytest.approx(t["flash.fwd"])
    assert fwd[1] == pytest.approx(t["flash.fwd"] / 2)
    assert fwd[2] == pytest.approx(t["flash.fwd"] / 4)
    assert fwd[3] == pytest.approx(t["flash.fwd"])  # sm120 has no tcgen05
    assert bwd[1] == pytest.approx(t["flash.bwd"] / 2)
    cudnn_fwd, _ = kernel_shares("cudnn", arch, variant, 128.0)
    assert cudnn_fwd[1] == pytest.approx(t["cudnn.hopper.fwd"])
    assert cudnn_fwd[2] == pytest.approx(t["cudnn.blackwell/hbm.fwd"])


def test_a100_kernel_ratios_follow_the_cited_tables():
    """On an A100 (native SM80) efficient/flash is the ratio of the cited figures: xformers'
    CUTLASS forward (issue #712) and backward (PyTorch PR #101847) against FlashAttention-2."""
    arch, variant = np.array(["ampere"]), np.array(["ampere/hbm"])
    t = _table()
    f_fwd, f_bwd = kernel_shares("flash", arch, variant, 64.0)
    e_fwd, e_bwd = kernel_shares("efficient", arch, variant, 64.0)
    assert e_fwd[0] / f_fwd[0] == pytest.approx(
        t["efficient.hd64.fwd"] / (t["flash.fwd"] * t["flash.hd64.fwd"])
    )
    assert e_bwd[0] / f_bwd[0] == pytest.approx(
        t["efficient.bwd"] / (t["flash.bwd"] * t["flash.hd64.bwd"])
    )
    assert e_bwd[0] < 0.5 * f_bwd[0]  # the CUTLASS backward is the slow half


def test_naming_a_kernel_leaves_a_model_without_fused_attention_alone():
    """BERT-large as Lambda ran it materialises its scores: no SDPA kernel to choose."""
    card = shipped_catalogue().get("gpu", "h100-sxm")
    bert = resolve_workload("bert-large-squad")
    assert not bert.flash_attention
    rates = [
        estimate_gpus(card, 1, bert, TrainSettings(batch_per_gpu=8, sdpa_backend=b)).throughput
        for b in ("auto", "efficient")
    ]
    assert rates[0] == pytest.approx(rates[1])
    # A fused-attention decoder does change with the kernel named.
    assert _tokens_per_s("h100-sxm", 4096, 2, "efficient") < _tokens_per_s(
        "h100-sxm", 4096, 2, "flash"
    )


@pytest.mark.parametrize(
    ("stack", "backend"),
    [
        ("Hugging Face transformers ..., SDPA forced to FLASH_ATTENTION, SGD", "flash"),
        ("SDPA forced to EFFICIENT_ATTENTION", "efficient"),
        ("torch.nn.attention.SDPBackend.CUDNN_ATTENTION", "cudnn"),
        ("PyTorch 2.11 eager, bf16", "auto"),
        ("flash attention on (-fa)", "auto"),
    ],
)
def test_a_run_stack_names_its_kernel(stack, backend):
    assert backend_of_stack(stack) == backend
