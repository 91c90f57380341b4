"""GPU specs as numpy columns, and which math units a precision runs on.

The estimator works on whole columns (one entry per GPU) so that every GPU in
the catalogue can be estimated in one pass.  :func:`gpu_arrays` turns the
catalogue's GPU table (or a few :class:`~dlbox.core.parts.GPU` models) into
those columns once; :func:`math_peaks` picks, per GPU, the dense peak a
precision really gets and the kind of unit that delivers it:

- ``tc16``: tensor cores on 16-bit inputs (AMP, FP16, BF16; FP8 via its own peak),
- ``tf32``: tensor cores on TF32 (what "FP32" means on Ampere and later in the
  NGC containers the reference benchmarks used),
- ``fp32``: plain FP32 on CUDA cores (no tensor cores, or TF32 switched off).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from dlbox.core.catalogue import parts_table
from dlbox.core.parts import GPU, Category

KINDS: tuple[str, ...] = ("tc16", "tf32", "fp32")

_ARCH_PREFIXES: tuple[tuple[str, str], ...] = (
    ("kepler", "kepler"),
    ("maxwell", "maxwell"),
    ("pascal", "pascal"),
    ("volta", "volta"),
    ("turing", "turing"),
    ("ampere", "ampere"),
    ("ada", "ada"),
    ("hopper", "hopper"),
    ("blackwell", "blackwell"),
    ("cdna", "amd"),
    ("rdna", "amd"),
    ("gcn", "amd"),
)


def arch_family(architecture: str, vendor: str = "NVIDIA") -> str:
    """Normalise 'Ada Lovelace', 'Blackwell 2.0', 'CDNA 3' to one key per family."""
    text = architecture.strip().lower()
    for prefix, key in _ARCH_PREFIXES:
        if text.startswith(prefix):
            return key
    return "amd" if vendor.upper() == "AMD" else "other"


@dataclass(frozen=True)
class GpuArrays:
    """One numpy entry per GPU; NaN where the catalogue does not know a figure."""

    ids: np.ndarray
    names: np.ndarray
    arch: np.ndarray  # family key, see arch_family()
    variant: np.ndarray  # family + memory kind: 'ampere/hbm', 'ampere/gddr'
    vram_gb: np.ndarray
    bw_gbs: np.ndarray
    l2_mb: np.ndarray
    fp32: np.ndarray
    tf32: np.ndarray
    fp16: np.ndarray
    bf16: np.ndarray
    fp8: np.ndarray
    int8: np.ndarray
    power_w: np.ndarray  # per chip (dual-GPU boards split the board's power)
    pcie_gen: np.ndarray
    pcie_lanes: np.ndarray
    nvlink_gbs: np.ndarray  # aggregate, both directions; 0 when none
    sxm: np.ndarray  # bool: socketed module on a switched baseboard
    p2p: np.ndarray  # bool: peer-to-peer over PCIe allowed by the driver

    def __len__(self) -> int:
        return len(self.ids)


def _column(frame: pd.DataFrame, name: str) -> np.ndarray:
    if name not in frame.columns:
        return np.full(len(frame), np.nan)
    return pd.to_numeric(frame[name], errors="coerce").to_numpy(dtype=float)


def gpu_arrays(frame: pd.DataFrame) -> GpuArrays:
    """Columns from the catalogue's GPU table (``Catalogue.table('gpu')``)."""
    vendor = frame["vendor"].astype(str).to_numpy() if "vendor" in frame else None
    archs = frame["architecture"].astype(str).to_numpy()
    arch = np.array(
        [
            arch_family(a, v)
            for a, v in zip(archs, vendor if vendor is not None else archs, strict=True)
        ],
        dtype=object,
    )
    mem = frame.get("mem_type", pd.Series([""] * len(frame), index=frame.index))
    hbm = mem.fillna("").astype(str).str.upper().str.startswith("HBM").to_numpy()
    variant = np.array([f"{a}/{'hbm' if h else 'gddr'}" for a, h in zip(arch, hbm, strict=True)])
    chips = np.maximum(_column(frame, "chips_per_board"), 1.0)
    chips = np.where(np.isnan(chips), 1.0, chips)
    nvlink = np.nan_to_num(_column(frame, "nvlink_bw_gbs"), nan=0.0)
    if "nvlink" in frame:
        nvlink = np.where(frame["nvlink"].fillna(False).astype(bool).to_numpy(), nvlink, 0.0)
    form = frame.get("form_factor", pd.Series(["pcie"] * len(frame), index=frame.index))
    p2p_raw = frame.get("p2p", pd.Series([None] * len(frame), index=frame.index))
    ids = (
        frame["id"].astype(str).to_numpy() if "id" in frame else frame.index.astype(str).to_numpy()
    )
    return GpuArrays(
        ids=ids,
        names=frame["name"].astype(str).to_numpy(),
        arch=arch,
        variant=variant,
        vram_gb=_column(frame, "vram_gb"),
        bw_gbs=_column(frame, "mem_bw_gbs"),
        l2_mb=_column(frame, "l2_mb"),
        fp32=_column(frame, "fp32_tflops"),
        tf32=_column(frame, "tf32_tflops"),
        fp16=_column(frame, "fp16_tflops"),
        bf16=_column(frame, "bf16_tflops"),
        fp8=_column(frame, "fp8_tflops"),
        int8=_column(frame, "int8_tops"),
        power_w=_column(frame, "board_power_w") / chips,
        pcie_gen=np.nan_to_num(_column(frame, "pcie_gen"), nan=3.0),
        pcie_lanes=np.nan_to_num(_column(frame, "pcie_lanes"), nan=16.0),
        nvlink_gbs=nvlink,
        sxm=form.fillna("pcie").astype(str).str.lower().eq("sxm").to_numpy(),
        # Unknown peer-to-peer support is treated as absent (GeForce cards lack it).
        p2p=np.array([bool(v) if v is not None and v == v else False for v in p2p_raw]),
    )


def arrays_for(gpus: Sequence[GPU]) -> GpuArrays:
    """Columns for a few GPU models (a build, one cloud offer)."""
    return gpu_arrays(parts_table(list(gpus), Category.GPU))


@dataclass(frozen=True)
class MathPeaks:
    """Per GPU: dense peak TFLOPS for the chosen precision and the unit kind."""

    tflops: np.ndarray
    kind: np.ndarray  # 'tc16' | 'tf32' | 'fp32'
    bytes_per_value: np.ndarray  # activations and gradients: 2 or 4
    fallback: np.ndarray  # bool: precision not supported, a slower path is used


def _positive(values: np.ndarray) -> np.ndarray:
    return np.isfinite(values) & (values > 0)


def math_peaks(hw: GpuArrays, precision: str, fp8_fraction: float) -> MathPeaks:
    """What each GPU's math units deliver for ``precision`` (dense, no sparsity).

    GPUs without tensor cores run 16-bit training with FP32 math (cuDNN's
    pseudo-FP16) and keep the 16-bit memory savings; GPUs without BF16 or FP8
    fall back to what they have, flagged in ``fallback``.
    """
    n = len(hw)
    has_tc = _positive(hw.fp16)
    fp32 = np.where(_positive(hw.fp32), hw.fp32, np.nan)
    if precision == "fp32":
        return MathPeaks(fp32, np.full(n, "fp32", dtype=object), np.full(n, 4.0), np.zeros(n, bool))
    if precision == "tf32":
        ok = _positive(hw.tf32)
        return MathPeaks(
            np.where(ok, hw.tf32, fp32),
            np.where(ok, "tf32", "fp32").astype(object),
            np.full(n, 4.0),
            ~ok,
        )
    if precision == "bf16":
        ok = _positive(hw.bf16)
        # Pre-Ampere cards have no BF16 math: PyTorch emulates it at FP32 speed or worse.
        return MathPeaks(
            np.where(ok, hw.bf16, fp32),
            np.where(ok, "tc16", "fp32").astype(object),
            np.where(ok, 2.0, 4.0),
            ~ok,
        )
    if precision == "fp8":
        ok = _positive(hw.fp8)
        sixteen = np.where(_positive(hw.bf16), hw.bf16, np.where(has_tc, hw.fp16, fp32))
        return MathPeaks(
            np.where(ok, hw.fp8 * fp8_fraction, sixteen),
            np.where(ok | has_tc, "tc16", "fp32").astype(object),
            np.where(ok | has_tc, 2.0, 4.0),
            ~ok,
        )
    # amp / fp16
    return MathPeaks(
        np.where(has_tc, hw.fp16, fp32),
        np.where(has_tc, "tc16", "fp32").astype(object),
        np.full(n, 2.0),
        np.zeros(n, bool),
    )
