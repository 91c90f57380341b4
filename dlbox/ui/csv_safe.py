"""Chart data as CSV that spreadsheets will not run as formulas."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd


def frame_to_safe_csv(frame: pd.DataFrame) -> str:
    # Imported here: the exporters are not needed before the window's first paint.
    import pandas as pd

    from dlbox.core.export.csv import neutralise

    # Only text cells are neutralised: a negative number stays a number.
    safe = frame.copy()
    for column in safe.columns:
        if safe[column].dtype == object or pd.api.types.is_string_dtype(safe[column]):
            safe[column] = safe[column].map(lambda v: neutralise(v) if isinstance(v, str) else v)
    safe.columns = [neutralise(str(c)) for c in safe.columns]
    return safe.to_csv(index=False, lineterminator="\n")
