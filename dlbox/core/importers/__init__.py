"""Imports into the user's catalogue layer: the docyx/PCPartPicker CSVs and price overrides.

The shipped catalogue is never written; see :mod:`.user_layer` for where the
user's parts and prices live and :func:`catalogue_with_user_layer` (merged.py) to load
shipped + user parts together.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from dlbox.core.lazy import lazy_exports

if TYPE_CHECKING:  # what the names are; at run time each loads on first use
    from dlbox.core.importers.csvfile import read_csv_rows  # noqa: F401
    from dlbox.core.importers.merged import catalogue_with_user_layer
    from dlbox.core.importers.pcparts import (
        DOCYX_SNAPSHOT_DATE,
        detect_pcparts_file,  # noqa: F401
        import_pcparts,
    )
    from dlbox.core.importers.prices import (
        PriceOverride,
        apply_price_overrides,
        import_price_overrides,
        load_price_overrides,
        looks_like_prices,  # noqa: F401
    )
    from dlbox.core.importers.summary import (
        ImportFileError,
        ImportSummary,
        ProgressCallback,
        SkippedRow,
    )
    from dlbox.core.importers.user_layer import (
        load_user_catalogue,
        remove_user_parts,
        save_user_parts,
        user_catalogue_dir,
    )

__getattr__, __dir__ = lazy_exports(
    globals(),
    {
        "csvfile": ("read_csv_rows",),
        "pcparts": (
            "DOCYX_SNAPSHOT_DATE",
            "detect_pcparts_file",
            "import_pcparts",
        ),
        "prices": (
            "PriceOverride",
            "apply_price_overrides",
            "import_price_overrides",
            "load_price_overrides",
            "looks_like_prices",
        ),
        "summary": (
            "ImportFileError",
            "ImportSummary",
            "ProgressCallback",
            "SkippedRow",
        ),
        "merged": ("catalogue_with_user_layer",),
        "user_layer": (
            "load_user_catalogue",
            "remove_user_parts",
            "save_user_parts",
            "user_catalogue_dir",
        ),
    },
)

KINDS = ("pcparts", "prices")

__all__ = [
    "DOCYX_SNAPSHOT_DATE",
    "KINDS",
    "ImportFileError",
    "ImportSummary",
    "PriceOverride",
    "ProgressCallback",
    "SkippedRow",
    "apply_price_overrides",
    "catalogue_with_user_layer",
    "detect_kind",
    "import_pcparts",
    "import_price_overrides",
    "load_price_overrides",
    "load_user_catalogue",
    "remove_user_parts",
    "save_user_parts",
    "user_catalogue_dir",
]


def detect_kind(path: Path) -> str:
    """'pcparts' for a dataset file or folder, 'prices' for a price-override CSV."""
    from dlbox.core.importers.csvfile import read_csv_rows
    from dlbox.core.importers.pcparts import detect_pcparts_file
    from dlbox.core.importers.prices import looks_like_prices
    from dlbox.core.importers.summary import ImportFileError

    if path.is_dir():
        return "pcparts"
    header, _rows = read_csv_rows(path)
    if detect_pcparts_file(header):
        return "pcparts"
    if looks_like_prices(header):
        return "prices"
    raise ImportFileError(
        f"{path}: line 1: not a docyx/PCPartPicker parts file nor a price list "
        "(expected columns id,price,currency,price_date[,price_source])"
    )
