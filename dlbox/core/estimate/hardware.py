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
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir, parts_table
from dlbox.core.estimate.memo import by_identity
from dlbox.core.estimate.vendor_peaks import column_scales
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
    fp16: np.ndarray  # FP32 accumulate
    fp16_fp16acc: np.ndarray  # FP16 accumulate: twice fp16 on GeForce 40/50, equal elsewhere
    bf16: np.ndarray
    fp8: np.ndarray
    int8: np.ndarray
    power_w: np.ndarray  # per chip (dual-GPU boards split the board's power)
    pcie_gen: np.ndarray
    pcie_lanes: np.ndarray
    nvlink_gbs: np.ndarray  # aggregate, both directions; 0 when none
    sxm: np.ndarray  # bool: socketed module on a switched baseboard
    oam: np.ndarray  # bool: OCP accelerator module (AMD Instinct MI300X: an xGMI mesh board)
    p2p: np.ndarray  # bool: peer-to-peer over PCIe allowed by the driver
    # Slot-powered boards (no auxiliary connector, ≤ 75 W): base / boost clock, the share of
    # the spec-sheet peak they sustain under dense math; NaN for every other board.
    slot_clock: np.ndarray
    # AMD boards (vendor_peaks.py): their estimates are uncalibrated (no AMD run enters a fit);
    # the multipliers their paper FP32, 16-bit and bandwidth figures were scaled by to what
    # published micro-benchmarks measure (1 where none is published, and on NVIDIA boards).
    uncalibrated: np.ndarray
    fp32_scale: np.ndarray
    tc16_scale: np.ndarray
    bw_scale: np.ndarray

    def __len__(self) -> int:
        return len(self.ids)


def _column(frame: pd.DataFrame, name: str) -> np.ndarray:
    if name not in frame.columns:
        return np.full(len(frame), np.nan)
    return pd.to_numeric(frame[name], errors="coerce").to_numpy(dtype=float)


SLOT_CLOCKS_FILE = "gpu_slot_clocks.csv"
SLOT_POWER_W = 75.0  # PCIe CEM: what an x16 slot may deliver without auxiliary connectors


@cache
def _slot_clocks(folder: str) -> dict[str, float]:
    """id → base / boost clock of the slot-powered boards in data/gpu_slot_clocks.csv.

    NVIDIA's spec-sheet TFLOPS are counted at the boost clock; a board that draws
    everything through its PCIe slot cannot hold that clock under sustained
    tensor-core load and falls to about its base clock, the clock its TDP is rated
    for (the T4: 585 of 1,590 MHz in 70 W).  A missing or unreadable file leaves
    every board on the fitted power-starvation term.
    """
    path = Path(folder) / SLOT_CLOCKS_FILE
    try:
        table = pd.read_csv(path, dtype={"id": str})
    except (OSError, ValueError, pd.errors.ParserError):
        return {}
    base = pd.to_numeric(table.get("base_clock_mhz"), errors="coerce")
    boost = pd.to_numeric(table.get("boost_clock_mhz"), errors="coerce")
    ratio = base / boost
    ok = ratio.gt(0) & ratio.le(1)
    return dict(zip(table.loc[ok, "id"].astype(str), ratio[ok].astype(float), strict=True))


def slot_clock_column(ids: np.ndarray, power_w: np.ndarray) -> np.ndarray:
    """Per GPU: the sustained share of boost of a slot-powered board, NaN otherwise."""
    clocks = _slot_clocks(str(default_data_dir()))
    ratio = np.array([clocks.get(str(i), np.nan) for i in ids], dtype=float)
    return np.where(np.isfinite(power_w) & (power_w <= SLOT_POWER_W), ratio, np.nan)


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
    power_w = _column(frame, "board_power_w") / chips
    fp32_scale, tc16_scale, bw_scale, amd = column_scales(archs, vendor)
    return GpuArrays(
        ids=ids,
        names=frame["name"].astype(str).to_numpy(),
        arch=arch,
        variant=variant,
        vram_gb=_column(frame, "vram_gb"),
        bw_gbs=_column(frame, "mem_bw_gbs") * bw_scale,
        l2_mb=_column(frame, "l2_mb"),
        fp32=_column(frame, "fp32_tflops") * fp32_scale,
        tf32=_column(frame, "tf32_tflops"),
        fp16=_column(frame, "fp16_tflops") * tc16_scale,
        fp16_fp16acc=_column(frame, "fp16_fp16acc_tflops") * tc16_scale,
        bf16=_column(frame, "bf16_tflops") * tc16_scale,
        fp8=_column(frame, "fp8_tflops"),
        int8=_column(frame, "int8_tops"),
        power_w=power_w,
        pcie_gen=np.nan_to_num(_column(frame, "pcie_gen"), nan=3.0),
        pcie_lanes=np.nan_to_num(_column(frame, "pcie_lanes"), nan=16.0),
        nvlink_gbs=nvlink,
        sxm=form.fillna("pcie").astype(str).str.lower().eq("sxm").to_numpy(),
        oam=form.fillna("pcie").astype(str).str.lower().eq("oam").to_numpy(),
        # Unknown peer-to-peer support is treated as absent (GeForce cards lack it).
        p2p=np.array([bool(v) if v is not None and v == v else False for v in p2p_raw]),
        slot_clock=slot_clock_column(ids, power_w),
        uncalibrated=amd,
        fp32_scale=fp32_scale,
        tc16_scale=tc16_scale,
        bw_scale=bw_scale,
    )


# Columns of the GPU models asked for lately (a build, a cloud offer), keyed on the
# models' identities: building a pandas table to convert costs more than an estimate,
# and the same catalogue objects come back on every call.  GPU models are frozen, so
# the columns cannot go stale; the models are held so their id()s are not reused.
_ARRAYS_FOR: dict[tuple[int, ...], tuple[tuple[GPU, ...], GpuArrays]] = {}
_ARRAYS_FOR_LIMIT = 256


def arrays_for(gpus: Sequence[GPU]) -> GpuArrays:
    """Columns for a few GPU models (a build, one cloud offer); cached per model objects."""
    models = tuple(gpus)
    key = tuple(id(gpu) for gpu in models)
    cached = _ARRAYS_FOR.get(key)
    if cached is not None and all(a is b for a, b in zip(cached[0], models, strict=True)):
        return cached[1]
    arrays = gpu_arrays(parts_table(list(models), Category.GPU))
    if len(_ARRAYS_FOR) >= _ARRAYS_FOR_LIMIT:
        _ARRAYS_FOR.clear()
    _ARRAYS_FOR[key] = (models, arrays)
    return arrays


def clear_arrays_cache() -> None:
    """Forget every cached column set (benchmarks measure a cold start with this)."""
    _ARRAYS_FOR.clear()


@dataclass(frozen=True)
class MathPeaks:
    """Per GPU: dense peak TFLOPS for the chosen precision and the unit kind."""

    tflops: np.ndarray
    kind: np.ndarray  # 'tc16' | 'tf32' | 'fp32'
    bytes_per_value: np.ndarray  # activations and gradients: 2 or 4
    fallback: np.ndarray  # bool: precision not supported, a slower path is used
    # The precision each GPU is estimated in: the one asked for, or what users of
    # that GPU run instead ('fp16' AMP for BF16 on pre-Ampere cards, 'fp32' for TF32).
    used: np.ndarray


def _positive(values: np.ndarray) -> np.ndarray:
    return np.isfinite(values) & (values > 0)


def fp8_training_peak(hw: GpuArrays) -> np.ndarray:
    """Dense FP8 TFLOPS with FP32 accumulation (what training uses); NaN without FP8.

    The catalogue's ``fp8_tflops`` follows NVIDIA's headline figure, which for
    GeForce Ada and Blackwell cards is the FP16-accumulate rate (RTX 4090: 660.6
    dense, against 330.3 with FP32 accumulators).  Training keeps FP32
    accumulators (Transformer Engine, torchao), so the figure is scaled by the
    16-bit FP32- to FP16-accumulate ratio, ``fp16 / fp16_fp16acc``: one half on
    those cards, one on pro and data-centre boards.  Without both 16-bit rates
    the catalogue figure is kept.
    """
    known = _positive(hw.fp16) & _positive(hw.fp16_fp16acc)
    ratio = np.where(known, hw.fp16 / np.where(known, hw.fp16_fp16acc, 1.0), 1.0)
    return np.where(_positive(hw.fp8), hw.fp8 * ratio, np.nan)


def _filled(n: int, value: str) -> np.ndarray:
    return np.full(n, value, dtype=object)


def _amp(hw: GpuArrays, fp32: np.ndarray) -> MathPeaks:
    """FP16 mixed precision: tensor cores where there are some, FP32 math elsewhere."""
    n = len(hw)
    has_tc = _positive(hw.fp16)
    return MathPeaks(
        np.where(has_tc, hw.fp16, fp32),
        np.where(has_tc, "tc16", "fp32").astype(object),
        np.full(n, 2.0),
        np.zeros(n, bool),
        _filled(n, "fp16"),
    )


@by_identity  # pure per GPU columns: a remedy search asks again for each changed run
def math_peaks(hw: GpuArrays, precision: str, fp8_fraction: float) -> MathPeaks:
    """What each GPU's math units deliver for ``precision`` (dense, no sparsity).

    GPUs without tensor cores run 16-bit training with FP32 math (cuDNN's
    pseudo-FP16) and keep the 16-bit memory savings.  A GPU without BF16
    (Volta, Turing, Pascal and older) is estimated with FP16 mixed precision,
    which is what its users run (BF16 would be emulated at FP32 speed or
    worse); one without FP8 with BF16, or FP16 AMP; one without TF32 in plain
    FP32.  Every substitution is flagged in ``fallback`` and named in ``used``.
    """
    n = len(hw)
    fp32 = np.where(_positive(hw.fp32), hw.fp32, np.nan)
    if precision == "fp32":
        return MathPeaks(
            fp32, _filled(n, "fp32"), np.full(n, 4.0), np.zeros(n, bool), _filled(n, "fp32")
        )
    if precision == "tf32":
        ok = _positive(hw.tf32)
        kind = np.where(ok, "tf32", "fp32").astype(object)
        return MathPeaks(np.where(ok, hw.tf32, fp32), kind, np.full(n, 4.0), ~ok, kind.copy())
    amp = _amp(hw, fp32)
    if precision == "bf16":
        ok = _positive(hw.bf16)
        return MathPeaks(
            np.where(ok, hw.bf16, amp.tflops),
            np.where(ok, "tc16", amp.kind).astype(object),
            np.full(n, 2.0),
            ~ok,
            np.where(ok, "bf16", "fp16").astype(object),
        )
    if precision == "fp8":
        ok = _positive(hw.fp8)
        has_bf16 = _positive(hw.bf16)
        sixteen = np.where(has_bf16, hw.bf16, amp.tflops)
        return MathPeaks(
            np.where(ok, fp8_training_peak(hw) * fp8_fraction, sixteen),
            np.where(ok | has_bf16, "tc16", amp.kind).astype(object),
            np.full(n, 2.0),
            ~ok,
            np.where(ok, "fp8", np.where(has_bf16, "bf16", "fp16")).astype(object),
        )
    return amp  # amp / fp16
