"""Which fused attention kernel a training step runs, and how fast it runs on a card.

PyTorch's ``scaled_dot_product_attention`` has three fused CUDA kernels: ``flash`` (a copy
of FlashAttention-2), ``efficient`` (xformers' CUTLASS fMHA) and ``cudnn`` (cuDNN's fused
attention).  The first two are SM80 code: on Hopper and datacenter Blackwell they issue
mma.sync, which reaches a half and a quarter of those cards' tensor peaks (wgmma and
tcgen05 reach the rest); cuDNN has Hopper and Blackwell kernels.  So a kernel's rate is a
share of the peak its instructions can issue (data/attention_kernels.csv, each figure
cited), and the step's attention costs its own FLOPs at that rate instead of the matrix
products' fitted one.

Counted as FlashAttention's benchmarks count: forward 4 · tokens · keys · head width per
layer (the scores and the weighted sum), halved when causal; backward 2.5× the forward.

"auto" is the kernel PyTorch itself picks, which on datacenter Hopper and Blackwell has
changed from release to release (pytorch_release.HOPPER_DEFAULTS): the fitted pricing stands for
today's choice (cuDNN there, flash elsewhere), and a run on a release whose choice differs
prices that release's kernel at its cited rate.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal, get_args

import numpy as np

from dlbox.core.estimate.checkpointing import parse_mode, recomputed_flops
from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.pytorch_release import HOPPER_DEFAULTS, hopper_default
from dlbox.core.estimate.workloads import Workload

SdpaBackend = Literal["auto", "flash", "efficient", "cudnn"]
BACKENDS: tuple[str, ...] = get_args(SdpaBackend)
KERNELS_FILE = Path("attention_kernels.csv")
BACKWARD_PER_FORWARD = 2.5  # 5 products backward (with the recomputed scores) for 2 forward

_STACK_WORDS = re.compile(r"\b(FLASH|EFFICIENT|CUDNN)_ATTENTION\b")


def backend_of_stack(stack: str) -> str:
    """The SDPA kernel a run's stack description forces (``SDPBackend.FLASH_ATTENTION``,
    ``EFFICIENT_ATTENTION``, ``CUDNN_ATTENTION``), else "auto"."""
    found = _STACK_WORDS.search(stack or "")
    return found.group(1).lower() if found else "auto"


# The cards whose default kernel moved between releases (datacenter Hopper and Blackwell).
DEFAULT_CARDS = ("hopper", "blackwell/hbm")


def auto_backends(version: str | None, arch: np.ndarray, variant: np.ndarray) -> np.ndarray:
    """Per GPU, the kernel "auto" prices at its own rate: the release's default on
    datacenter Hopper/Blackwell where it differs from today's, else "auto" (the fitted
    pricing, which stands for today's choice; every other card's choice never changed)."""
    chosen = hopper_default(version)
    keys = np.array(
        [card_key(str(a), str(v)) for a, v in zip(arch.tolist(), variant.tolist(), strict=True)]
    )
    moved = np.isin(keys, DEFAULT_CARDS) & (chosen != HOPPER_DEFAULTS[-1][1])
    return np.where(moved, chosen, "auto")


def card_key(arch: str, variant: str) -> str:
    """The data file's architecture key: datacenter Blackwell (HBM, sm100) apart from the
    GDDR boards (sm120), which have no tcgen05 and run SM80 code at their own peak."""
    return "blackwell/hbm" if variant == "blackwell/hbm" else arch


def legacy_share(arch: np.ndarray, variant: np.ndarray) -> np.ndarray:
    """Per GPU, the share of its dense 16-bit peak that SM80-style mma.sync code can issue
    (1 where the card has no faster tensor instruction)."""
    table = named_constants(KERNELS_FILE)
    keys = [card_key(str(a), str(v)) for a, v in zip(arch.tolist(), variant.tolist(), strict=True)]
    return np.array([table.get(f"legacy.{k}", 1.0) for k in keys], dtype=float)


def kernel_shares(
    backend: str, arch: np.ndarray, variant: np.ndarray, head_dim: float
) -> tuple[np.ndarray, np.ndarray]:
    """Per GPU, (forward, backward) rate of ``backend`` as a share of the card's dense
    16-bit peak.  cuDNN's own Hopper/Blackwell figures where cited; elsewhere cuDNN is
    priced as the flash kernel (its SM80-class kernels: not measured here)."""
    table = named_constants(KERNELS_FILE)
    legacy = legacy_share(arch, variant)
    keys = [card_key(str(a), str(v)) for a, v in zip(arch.tolist(), variant.tolist(), strict=True)]
    small = head_dim <= 64.0

    def sm80(name: str, direction: str) -> float:
        base = table[f"{name}.{direction}"]
        if small:
            if name == "flash":
                return base * table[f"flash.hd64.{direction}"]
            return table.get(f"{name}.hd64.{direction}", base)
        return base

    out = []
    for direction in ("fwd", "bwd"):
        name = "flash" if backend in ("flash", "cudnn") else "efficient"
        values = legacy * sm80(name, direction)
        if backend == "cudnn":
            own = np.array([table.get(f"cudnn.{k}.{direction}", np.nan) for k in keys])
            values = np.where(np.isfinite(own), own, values)
        out.append(values)
    return out[0], out[1]


def is_causal(workload: Workload) -> bool:
    """A language model trained on every token (a decoder) masks the future; encoders
    (BERT's masked LM, a head on a fraction of tokens) and image models do not."""
    return bool(workload.vocab) and workload.head_fraction >= 1.0


def counted_attention_flops(workload: Workload, checkpointing: bool | str) -> float:
    """The attention FLOPs per sample the step's FLOP count holds (full score square,
    forward + 2 × backward, plus what checkpointing reruns): what this term replaces."""
    if workload.flops_fwd_per_sample is not None or not workload.params_matmul:
        return 0.0
    _, attention = workload.flops_fwd()
    rerun = recomputed_flops(workload, parse_mode(checkpointing), 0.0, attention)
    return 3.0 * attention + rerun


def attention_seconds(
    workload: Workload,
    checkpointing: bool | str,
    backend: str,
    arch: np.ndarray,
    variant: np.ndarray,
    peak_tflops: np.ndarray,
) -> np.ndarray:
    """Per GPU, seconds per sample of the fused attention kernel, forward, backward and any
    rerun forward, at ``backend``'s cited rate on each card."""
    if workload.flops_fwd_per_sample is not None or not workload.params_matmul:
        return np.zeros(len(arch))
    _, full = workload.flops_fwd()
    forward = full / 2.0 if is_causal(workload) else full
    rerun = recomputed_flops(workload, parse_mode(checkpointing), 0.0, forward)
    head_dim = float(workload.hidden or 0) / float(workload.heads or 1)
    fwd, bwd = kernel_shares(backend, arch, variant, head_dim)
    peak = np.asarray(peak_tflops, dtype=float) * 1e12
    with np.errstate(divide="ignore", invalid="ignore"):
        seconds = (forward + rerun) / (peak * fwd) + BACKWARD_PER_FORWARD * forward / (peak * bwd)
    return np.where(np.isfinite(seconds), seconds, 0.0)
