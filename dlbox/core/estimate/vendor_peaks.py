"""AMD cards' peaks as far as published micro-benchmarks say their matrix units reach.

dlbox's efficiencies are fitted on NVIDIA runs only; an AMD card gets the cross-architecture
mean efficiency times its spec-sheet peak.  Two of those peaks are not what matrix products
reach: RDNA 3's FP32 figure counts dual-issue (an RX 7900 XTX's FP32 matrix products run at
26 of its 61 TFLOPS) and CDNA 3's 16-bit one is reached less than NVIDIA's (MI300X: 51 % of
its BF16 peak in the best shape searched, H100 SXM: 80 %).

data/vendor_gemm.csv holds measured best matrix-product TFLOPS (and STREAM bandwidth) of
AMD cards and of NVIDIA cards run with the same tool.  Per card the share of its catalogue
peak is taken (the median of its runs); an AMD architecture's factor is its cards' median
share over the median share of the NVIDIA cards of the same memory class (GDDR or HBM)
measured with the same method.  The factor scales that architecture's peak, so the NVIDIA-fitted
efficiency lands on what the card is measured to reach.  Architectures without a
measurement keep their paper peaks; every AMD estimate stays uncalibrated (no AMD run enters
any fit), which explain() and the planner say.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir

VENDOR_GEMM_FILE = Path("vendor_gemm.csv")
GPU_FILE = Path("parts") / "gpu.csv"
# A measured unit → the catalogue column its share is taken of, and the peak class it scales.
UNITS: dict[str, tuple[str, str]] = {
    "fp32": ("fp32_tflops", "fp32"),
    "fp16": ("fp16_tflops", "tc16"),
    "bf16": ("bf16_tflops", "tc16"),
    "bw": ("mem_bw_gbs", "bw"),
}
SCALED_VENDOR = "AMD"


@dataclass(frozen=True)
class PeakScale:
    """Per peak class of one architecture: measured share over NVIDIA's (NaN: not measured)."""

    fp32: float = math.nan
    tc16: float = math.nan
    bw: float = math.nan

    def any(self) -> bool:
        return any(math.isfinite(v) for v in (self.fp32, self.tc16, self.bw))


def architecture_key(architecture: str) -> str:
    """'RDNA 3' and 'rdna3' name one architecture."""
    return "".join(str(architecture).lower().split())


def _shares(folder: Path) -> pd.DataFrame:
    """One row per measured card, method and peak class: the median share of its peak."""
    runs = pd.read_csv(folder / VENDOR_GEMM_FILE, dtype=str, keep_default_na=False)
    gpus = pd.read_csv(folder / GPU_FILE, dtype=str, keep_default_na=False).set_index("id")
    rows = []
    for run in runs.itertuples(index=False):
        column, kind = UNITS[run.unit]
        gpu = gpus.loc[run.gpu_id]
        peak = pd.to_numeric(gpu[column], errors="coerce")
        measured = pd.to_numeric(run.measured, errors="coerce")
        if not (peak > 0 and measured > 0):
            continue
        rows.append(
            {
                "gpu_id": run.gpu_id,
                "method": run.method,
                "kind": kind,
                "vendor": gpu["vendor"],
                "arch": architecture_key(gpu["architecture"]),
                "hbm": str(gpu["mem_type"]).upper().startswith("HBM"),
                "share": measured / peak,
            }
        )
    frame = pd.DataFrame(rows)
    keys = ["gpu_id", "method", "kind", "vendor", "arch", "hbm"]
    return frame.groupby(keys, as_index=False)["share"].median()


@cache
def _scales(root: Path) -> dict[str, PeakScale]:
    try:
        cards = _shares(root)
    except (OSError, KeyError, ValueError, pd.errors.ParserError):
        return {}  # no file, or a row naming no catalogue GPU: paper peaks, as before
    if cards.empty:
        return {}
    nvidia = cards[cards["vendor"] == "NVIDIA"]
    reference = nvidia.groupby(["method", "kind", "hbm"])["share"].median()
    amd = cards[cards["vendor"] == SCALED_VENDOR].copy()
    amd["factor"] = [
        r.share / reference.get((r.method, r.kind, r.hbm), np.nan) for r in amd.itertuples()
    ]
    factors = amd.groupby(["arch", "kind"])["factor"].median()
    out: dict[str, PeakScale] = {}
    for arch in sorted({a for a, _ in factors.index}):
        values = {k: float(v) for (a, k), v in factors.items() if a == arch and np.isfinite(v)}
        out[arch] = PeakScale(**values)
    return out


def peak_scales() -> dict[str, PeakScale]:
    """Architecture key → its measured peak scale (only AMD architectures with data)."""
    return _scales(default_data_dir())


def scale_of(architecture: str, vendor: str) -> PeakScale | None:
    """The scale for one card: None for a non-AMD card; an empty scale (all NaN) for an AMD
    architecture nobody has published a measurement of."""
    if str(vendor).upper() != SCALED_VENDOR:
        return None
    return peak_scales().get(architecture_key(architecture), PeakScale())


def column_scales(
    architectures: np.ndarray, vendors: np.ndarray | None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per GPU: the FP32, 16-bit and bandwidth multipliers (1 where not scaled) and whether
    the card is AMD (its estimate is uncalibrated)."""
    n = len(architectures)
    fp32, tc16, bw = np.ones(n), np.ones(n), np.ones(n)
    amd = np.zeros(n, dtype=bool)
    if vendors is None:
        return fp32, tc16, bw, amd
    for i, (arch, vendor) in enumerate(zip(architectures, vendors, strict=True)):
        scale = scale_of(str(arch), str(vendor))
        if scale is None:
            continue
        amd[i] = True
        fp32[i] = scale.fp32 if math.isfinite(scale.fp32) else 1.0
        tc16[i] = scale.tc16 if math.isfinite(scale.tc16) else 1.0
        bw[i] = scale.bw if math.isfinite(scale.bw) else 1.0
    return fp32, tc16, bw, amd
