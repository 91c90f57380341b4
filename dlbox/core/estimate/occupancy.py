"""How many warps a decode kernel keeps resident per SM, and what that caps its stream at.

A GEMV hides the DRAM latency of its weight loads with other warps' loads: each resident
warp keeps a few loads in flight, so an SM draws at most (resident warps) × (bytes a warp
keeps in flight) / latency from memory (Little's law).  A kernel whose thread blocks are a
single warp (ExLlama V1's q4_matmul_kernel: THREADS_X 32, THREADS_Y 1) is limited by how
many *blocks* an SM may hold, not by its warp limit: the CUDA C++ Programming Guide's
"Technical Specifications per Compute Capability" allows 16 resident blocks per SM on
compute capability 7.5, 8.6 and 8.7, 24 on 8.9 and 32 on 6.x, 7.0, 8.0 and 9.0
(data/sm_residency.csv).  So ExLlama V1 keeps 16 warps per SM on an RTX 3090 Ti and 24
on an RTX 4090.

The rate one such warp sustains was measured, not fitted: tools/one_warp_blocks.cu runs a
stand-in with ExLlama V1's launch shape and per-weight work over Llama 2 7B's matrix
shapes on a lent H200, with the resident blocks per SM capped at 4 to 32 by padding shared
memory, and reports the packed weight bytes each resident warp drew per ns
(data/one_warp_gemv.csv: 0.49 at 4 warps, 0.36 at 16, 0.27 at 24, 0.22 at 32; fewer warps
each draw more, but the SM draws less).  That per-warp rate, at the card's resident warps
(interpolated), is carried to other cards unchanged: their loaded DRAM latency and issue
rate per warp are taken to be the H200's (no cited per-card latency is at hand).  Blocks
of four warps or more reach the warp limit before the block limit (GPTQ-for-LLaMa's
256-thread blocks, read in its source) and are not capped here; kernels whose block shape
was not read from their source (MLC's TVM-generated GEMV, AWQ's GEMV, llama.cpp's MMVQ)
are not capped either (unknown, not guessed), and the cap was measured for 4-bit one-warp
blocks only.  The register and shared-memory limits are not applied: a kernel that needs
more of either than its block count allows would hold fewer blocks still.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.csv_records import number_cell
from dlbox.core.estimate.weight_formats import SplitKGrid

RESIDENCY_FILE = "sm_residency.csv"
_COLUMNS = ("arch", "max_blocks_per_sm", "max_warps_per_sm", "source")

ONE_WARP_FILE = "one_warp_gemv.csv"


class ResidencyError(ValueError):
    """data/sm_residency.csv has a row dlbox cannot read (one line: file, row, field)."""


@cache
def _table(root: Path) -> dict[str, tuple[float, float]]:
    path = root / RESIDENCY_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    missing = [c for c in _COLUMNS if c not in frame.columns]
    if missing:
        raise ResidencyError(f"{path}: no column {missing[0]!r}")
    out: dict[str, tuple[float, float]] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        if not str(row.source).strip():
            raise ResidencyError(f"{path}, line {line}: source is empty, expected one")
        values = []
        for field in ("max_blocks_per_sm", "max_warps_per_sm"):
            text = str(getattr(row, field)).strip()
            value = number_cell(text)
            if not math.isfinite(value) or value < 1:
                raise ResidencyError(
                    f"{path}, line {line} ({row.arch}): {field} is {text!r}, expected a "
                    "positive count"
                )
            values.append(value)
        out[str(row.arch).strip()] = (values[0], values[1])
    return out


@cache
def _one_warp_rates(root: Path) -> tuple[np.ndarray, np.ndarray]:
    """(resident warps per SM, packed weight bytes per ns per warp), sorted by warps."""
    path = root / ONE_WARP_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    warps, rates = [], []
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        if not str(row.source).strip():
            raise ResidencyError(f"{path}, line {line}: source is empty, expected one")
        pair = []
        for field in ("resident_warps_per_sm", "bytes_per_ns_per_warp"):
            text = str(getattr(row, field)).strip()
            value = number_cell(text)
            if not math.isfinite(value) or value <= 0:
                raise ResidencyError(
                    f"{path}, line {line}: {field} is {text!r}, expected a positive number"
                )
            pair.append(value)
        warps.append(pair[0])
        rates.append(pair[1])
    order = np.argsort(warps)
    return np.asarray(warps)[order], np.asarray(rates)[order]


def one_warp_bytes_per_ns(warps: np.ndarray) -> np.ndarray:
    """Packed weight bytes per ns one resident warp of a one-warp-block 4-bit GEMV draws at
    ``warps`` resident warps per SM (data/one_warp_gemv.csv, interpolated; NaN stays NaN)."""
    known, rates = _one_warp_rates(default_data_dir())
    warps = np.asarray(warps, dtype=float)
    return np.where(np.isnan(warps), np.nan, np.interp(warps, known, rates))


def resident_warps(variant: np.ndarray, family: np.ndarray, block_warps: int) -> np.ndarray:
    """Warps per SM a kernel of ``block_warps``-warp blocks keeps resident on each card:
    the block limit × warps per block, at most the warp limit; NaN where the architecture
    has no row (unknown)."""
    table = _table(default_data_dir())
    out = []
    for v, a in zip(variant, family, strict=True):
        limits = table.get(str(v), table.get(str(a)))
        if limits is None:
            out.append(math.nan)
            continue
        blocks, warps = limits
        out.append(min(blocks * block_warps, warps))
    return np.array(out, dtype=float)


def one_warp_seconds(packed_bytes: float, sms: np.ndarray, warps: np.ndarray) -> np.ndarray:
    """Seconds a one-warp-block 4-bit GEMV takes over ``packed_bytes`` of nibbles when each
    of the ``warps`` resident warps on each of ``sms`` SMs draws its measured rate; 0 where
    the SM count or the residency is unknown (no cap)."""
    rate = sms * warps * one_warp_bytes_per_ns(warps) * 1e9
    return np.nan_to_num(packed_bytes / rate, nan=0.0)


# ---------------------------------------------------------------------------------------
# Split-k GEMM kernels at a few rows: a chain of k-steps, not a stream.
#
# A tensor-core GEMM that a token's few rows run as is (AutoAWQ's GEMM kernel: 16-row tiles,
# 128 outputs a block, the input split 8 ways; weight_formats.SplitKGrid) launches only
# outputs/128 × 8 blocks of two warps.  Each block walks K / (8 × 32) steps one after another,
# each step one round trip to memory plus its dequantisation and MMAs between two barriers,
# with no load of the next step in flight.  Below the bandwidth such a kernel takes
# waves × steps × (one step's time), whatever its bytes: a 4,096-output matrix runs 256
# blocks, a 11,008-row one walks 43 steps.  The step's time is measured where a published
# kernel benchmark was latency-bound (data/split_k_kstep.csv); an architecture without a
# row has no chain (unknown, not guessed).

KSTEP_FILE = "split_k_kstep.csv"
_KSTEP_COLUMNS = ("kernel", "arch", "seconds_per_kstep", "blocks_per_sm", "source")


@cache
def _kstep_table(root: Path) -> dict[tuple[str, str], tuple[float, float]]:
    """(kernel, arch) → (seconds per k-step, resident blocks per SM)."""
    path = root / KSTEP_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    missing = [c for c in _KSTEP_COLUMNS if c not in frame.columns]
    if missing:
        raise ResidencyError(f"{path}: no column {missing[0]!r}")
    out: dict[tuple[str, str], tuple[float, float]] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        if not str(row.source).strip():
            raise ResidencyError(f"{path}, line {line}: source is empty, expected one")
        values = []
        for field in ("seconds_per_kstep", "blocks_per_sm"):
            text = str(getattr(row, field)).strip()
            value = number_cell(text)
            if not math.isfinite(value) or value <= 0:
                raise ResidencyError(
                    f"{path}, line {line} ({row.kernel}, {row.arch}): {field} is {text!r}, "
                    "expected a positive number"
                )
            values.append(value)
        out[(str(row.kernel).strip(), str(row.arch).strip())] = (values[0], values[1])
    return out


def split_k_chain_seconds(
    kernel: str,
    grid: SplitKGrid,
    matrices: list[tuple[float, float]],
    rows: np.ndarray,
    variant: np.ndarray,
    family: np.ndarray,
    sms: np.ndarray,
) -> np.ndarray:
    """Seconds each (input, output) matrix of ``matrices`` takes as a chain of k-steps on each
    card at its ``rows`` (a token's streams), shape (cards, matrices): waves of the grid over
    the resident blocks × the k-steps a block walks × the measured step; 0 on a card whose
    architecture or SM count is unknown (no chain).  A matrix whose outputs the grid's
    128-wide tile does not divide runs AutoAWQ's 64-wide kernel, not measured: 0."""
    table = _kstep_table(default_data_dir())
    depth = grid.k_step * grid.splits
    out = np.zeros((len(variant), len(matrices)))
    rows = np.broadcast_to(np.asarray(rows, dtype=float), (len(variant),))
    for i, (v, a, s) in enumerate(zip(variant, family, sms, strict=True)):
        step = table.get((kernel, str(v)), table.get((kernel, str(a))))
        if step is None or not (np.isfinite(s) and s > 0):
            continue
        seconds, per_sm = step
        for j, (k, n) in enumerate(matrices):
            if int(n) % grid.tile_cols:
                continue
            blocks = math.ceil(rows[i] / grid.tile_rows) * (int(n) // grid.tile_cols) * grid.splits
            waves = math.ceil(blocks / (float(s) * per_sm))
            out[i, j] = waves * math.ceil(k / depth) * seconds
    return out
