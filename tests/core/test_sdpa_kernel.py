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
from dlbox.core.estimate.pytorch_release import hopper_default, pytorch_version_of_stack
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


def _auto(gpu: str, version: str | None) -> float:
    card = shipped_catalogue().get("gpu", gpu)
    settings = TrainSettings(
        batch_per_gpu=1, precision="bf16", optimizer="sgd", pytorch_version=version
    )
    return estimate_gpus(card, 1, _llama1b(16384), settings).throughput


@pytest.mark.parametrize(
    ("version", "kernel"),
    [
        ("2.4.1", "flash"),
        ("2.5.0", "cudnn"),  # 2.5.0 put cuDNN first on H100; 2.5.1 made it opt-in again
        ("2.5.1", "flash"),
        ("2.7.0a0", "flash"),
        ("2.9.1", "cudnn"),
        ("2.10.0", "flash"),
        ("2.11.0+cu130", "cudnn"),
        ("2.14", "cudnn"),
        (None, "cudnn"),  # not stated: the newest release's choice
    ],
)
def test_auto_follows_the_release_pytorch_picks_its_kernel_by(version, kernel):
    assert hopper_default(version) == kernel


@pytest.mark.parametrize("gpu", ["h100-sxm", "h200-sxm", "b200"])
def test_an_older_pytorch_on_hopper_trains_a_long_sequence_at_flash_speed(gpu):
    """PyTorch 2.4 ran the SM80 flash kernel on an H100 by default: 'auto' on 2.4 is the
    named flash kernel; on today's release 'auto' stays on the calibrated pricing."""
    old = _auto(gpu, "2.4")
    assert old == pytest.approx(_tokens_per_s(gpu, 16384, 1, "flash"), rel=1e-9)
    assert _auto(gpu, "2.11") == pytest.approx(_auto(gpu, None), rel=1e-9)
    assert old < 0.9 * _auto(gpu, None)


@pytest.mark.parametrize("gpu", ["a100-sxm4-80gb", "rtx-4090", "rtx-5090"])
def test_the_release_does_not_move_cards_whose_default_kernel_never_changed(gpu):
    assert _auto(gpu, "2.4") == pytest.approx(_auto(gpu, "2.11"), rel=1e-12)


@pytest.mark.parametrize(
    ("stack", "version"),
    [
        ("PyTorch 2.11.0+cu130, transformers 5.17.0, eager", "2.11.0"),
        ("universal-llm-trainer (torch==2.5.1, transformers==4.49.0)", "2.5.1"),
        ("PyTorch 2.0 SDPA, fp16", "2.0.0"),
        ("PyTorch 22.10 NGC, DALI, AMP", None),  # a container tag, not a release
        ("torchtitan FSDP2 + torch.compile", None),
    ],
)
def test_a_run_stack_names_its_pytorch_release(stack, version):
    assert pytorch_version_of_stack(stack) == version


def test_a_pytorch_version_that_is_not_a_release_is_refused_by_name():
    with pytest.raises(ValueError, match="PyTorch version 'latest'"):
        TrainSettings(pytorch_version="latest")


def test_cli_prices_the_kernel_of_the_pytorch_release_given(capsys):
    import json

    from dlbox.cli import main

    args = ["estimate", "--gpu", "h100-sxm", "--workload", "llm-1b-pretrain"]
    args += ["--batch", "1", "--precision", "bf16", "--json"]
    assert main(args) == 0
    newest = json.loads(capsys.readouterr().out)
    assert main([*args, "--pytorch", "2.4"]) == 0
    old = json.loads(capsys.readouterr().out)
    assert main([*args, "--pytorch", "2.4", "--sdpa", "flash"]) == 0
    flash = json.loads(capsys.readouterr().out)
    assert old["explain"]["settings"]["pytorch_version"] == "2.4"
    assert old["throughput"] < newest["throughput"]
    assert old["throughput"] == pytest.approx(flash["throughput"], rel=1e-6)
    assert main([*args, "--pytorch", "two"]) == 2  # one line naming the flag, no traceback
    assert "--pytorch: PyTorch version 'two'" in capsys.readouterr().err
