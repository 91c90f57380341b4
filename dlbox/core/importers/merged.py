"""The catalogue the app shows: the shipped one, the user's parts, the street quotes
``dlbox prices refresh`` stored and the user's price overrides, merged in memory.

It sits above the modules it merges (user_layer, prices, street_quotes), which read and
write their own files and import none of this.
"""

from __future__ import annotations

from pathlib import Path

from dlbox.core.atomic import remove_stale_temps
from dlbox.core.catalogue import Catalogue, shipped_catalogue
from dlbox.core.csv_records import LoadIssue
from dlbox.core.importers.prices import apply_price_overrides, load_price_overrides
from dlbox.core.importers.street_quotes import load_user_quotes, with_user_quotes
from dlbox.core.importers.user_layer import (
    load_user_catalogue,
    merge_catalogues,
    user_catalogue_dir,
)


def catalogue_with_user_layer(
    shipped: Catalogue | None = None, root: Path | None = None
) -> Catalogue:
    """Shipped catalogue + user parts, with the user's price overrides applied."""
    # What a save killed mid-write left in the user layer goes when the layer is next loaded.
    layer = root or user_catalogue_dir()
    for folder in (layer, layer / "parts"):
        if folder.is_dir():
            remove_stale_temps(folder=folder)
    merged = merge_catalogues(
        shipped if shipped is not None else shipped_catalogue(), load_user_catalogue(root)
    )
    merged = with_stored_quotes(merged, layer)
    overrides, issues = load_price_overrides(root)
    merged = apply_price_overrides(merged, overrides)
    merged.issues.extend(issues)
    return merged


def with_stored_quotes(catalogue: Catalogue, root: Path | None = None) -> Catalogue:
    """``catalogue`` with the street quotes ``dlbox prices refresh`` stored in the user
    layer joined to the shipped ones; a bad stored row is reported, the rest used."""
    try:
        quotes, problems = load_user_quotes(root or user_catalogue_dir(), (p.id for p in catalogue))
    except OSError as exc:  # an unreadable user folder must not stop the catalogue loading
        quotes, problems = [], [f"cannot be read ({exc.strerror or exc})"]
    if not quotes and not problems:
        return catalogue
    repriced = (
        with_user_quotes(catalogue, quotes)
        if quotes
        else Catalogue.from_parts(
            catalogue, catalogue.issues, catalogue.prices, catalogue.market, catalogue.searches
        )
    )
    repriced.issues.extend(LoadIssue("street_prices.csv", None, None, p) for p in problems)
    return repriced
