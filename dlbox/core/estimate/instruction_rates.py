"""Results per clock per SM of the instruction classes a quantised GEMV spends per weight.

data/instruction_rates.csv holds, per architecture key (a family, or family/memory where
one family spans two compute capabilities: ``ampere/hbm`` is GA100, cc 8.0; ``ampere/gddr``
GA10x, cc 8.6), the CUDA C++ Programming Guide's throughput of FP32 FMA, 32-bit integer
add and the conversions (``int_to_float``: "All other type conversions"), each row with its
source.  Two figures come out of it:

- the INT32 lanes per FP32 lane (integer add over FP32 FMA): 0.5 on GA10x, AD10x and GH100,
  whose SMs run INT32 on half their FP32 lanes, 1.0 on GA100, Volta, Turing and Pascal;
- the integer slots one conversion takes (integer add over conversions: 4 from cc 6.0 to
  9.0).  Conversions run on their own pipe (XU, Nsight Compute Kernel Profiling Guide,
  "Pipelines"), beside the integer work, so a kernel's conversions bound it only where they
  outweigh its integer work (estimator: the longer of the two, not their sum).

Rows without a rate document an instruction only (its SASS and pipe).  An architecture the
file does not list keeps 1.0 INT32 lanes per FP32 lane (consumer Blackwell unified them;
AMD and older NVIDIA run integers on every lane) and has no conversion bound: unknown, not
guessed.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.csv_records import number_cell

RATES_FILE = "instruction_rates.csv"
_COLUMNS = ("arch", "instruction", "per_clock_per_sm", "source")


class InstructionRatesError(ValueError):
    """data/instruction_rates.csv has a row dlbox cannot read (one line: file, row, field)."""


@cache
def _rates(root: Path) -> dict[tuple[str, str], float]:
    """(architecture key, instruction) -> results per clock per SM, for rows with a rate."""
    path = root / RATES_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    missing = [c for c in _COLUMNS if c not in frame.columns]
    if missing:
        raise InstructionRatesError(f"{path}: no column {missing[0]!r}")
    out: dict[tuple[str, str], float] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        if not str(row.source).strip():
            raise InstructionRatesError(f"{path}, line {line}: source is empty, expected one")
        text = str(row.per_clock_per_sm).strip()
        if not text:
            continue  # an instruction documented without a rate: unknown
        value = number_cell(text)
        if not math.isfinite(value) or value <= 0:
            raise InstructionRatesError(
                f"{path}, line {line} ({row.arch} {row.instruction}): per_clock_per_sm is "
                f"{text!r}, expected a positive number of results per clock per SM"
            )
        out[(str(row.arch).strip(), str(row.instruction).strip())] = value
    return out


@cache  # the estimator asks once per catalogue GPU and estimate
def _rate(variant: str, family: str, instruction: str) -> float:
    table = _rates(default_data_dir())
    return table.get((variant, instruction), table.get((family, instruction), math.nan))


def int32_per_fp32(variant: np.ndarray, family: np.ndarray) -> np.ndarray:
    """INT32 results per FP32 result per clock (1.0 where the file has no such rows)."""
    out = [
        _rate(str(v), str(a), "int32_add") / _rate(str(v), str(a), "fp32_fma")
        for v, a in zip(variant, family, strict=True)
    ]
    return np.array([1.0 if math.isnan(x) else x for x in out], dtype=float)


def conversion_slots(variant: np.ndarray, family: np.ndarray) -> np.ndarray:
    """Integer slots one int-to-float conversion occupies (integer add rate over the
    conversion rate); NaN where the file has no rate for the architecture."""
    return np.array(
        [
            _rate(str(v), str(a), "int32_add") / _rate(str(v), str(a), "int_to_float")
            for v, a in zip(variant, family, strict=True)
        ],
        dtype=float,
    )
