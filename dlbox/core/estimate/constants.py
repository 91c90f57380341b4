"""Named constants kept in data files (``name,value,…`` rows, each with its source)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pandas as pd

from dlbox.core.catalogue import default_data_dir


@cache
def _read(relative: str, root: Path) -> dict[str, float]:
    frame = pd.read_csv(root / relative, dtype={"name": str, "value": float})
    return dict(zip(frame["name"], frame["value"], strict=True))


def named_constants(relative: Path | str) -> dict[str, float]:
    """Every ``name → value`` of a data file (read once per file and data folder)."""
    return _read(str(relative), default_data_dir())
