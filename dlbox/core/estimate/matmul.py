"""The share of a GPU's dense 16-bit tensor peak its best matrix product reaches.

Published brute-force searches over matrix shapes (stas00/ml-engineering's Maximum
Achievable Matmul FLOPS, data/gemm_efficiency.csv) find that no product on an H100 SXM
runs above 80 % of its BF16 peak, on an A100 SXM 87 %.  The LLM training workloads
borrow their compute efficiency from BERT's Lambda fit, which (with its architecture
terms) implied 88 % on Hopper and 94 % on Ampere: faster than any matrix product the
card can run.  Their matmul seconds (FP8's linear layers at the FP8 ceiling, the rest
at the 16-bit one) are held to at least the measured ceiling; an
architecture without a published measurement is not held (unknown is not a guess).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from dlbox.core.estimate.constants import named_constants

CONSTANTS_FILE = Path("gemm_efficiency.csv")


def achievable_share(arch: np.ndarray, unit: str) -> np.ndarray:
    """Per GPU, the measured best share of the dense ``unit`` ('bf16' or 'fp8') tensor peak;
    NaN where no measurement is published."""
    table = named_constants(CONSTANTS_FILE)
    names = [str(a) for a in np.asarray(arch).tolist()]
    return np.fromiter(
        (table.get(f"{unit}.{a}", np.nan) for a in names), dtype=float, count=len(names)
    )
