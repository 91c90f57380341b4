"""The catalogue the window shows: shipped parts plus the user's layer.

The engines get the merged catalogue untouched; the catalogue browser gets a
view of it whose tables mark the user's parts in the name column, so an
imported or hand-entered part is never mistaken for a shipped, cited one (and
searching "user" finds them all).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from dlbox.core.catalogue import Catalogue, LoadIssue, parts_table
from dlbox.core.importers.user_layer import user_catalogue_dir
from dlbox.core.parts import Category

USER_MARK = " [user]"


def with_user_layer(shipped: Catalogue) -> tuple[Catalogue, frozenset[str]]:
    """Shipped + user parts with price overrides applied, and the ids of the user's parts.

    With an empty user layer the shipped catalogue itself comes back, unchanged.
    """
    # Nothing imported, typed in or refreshed ever (no user folder): no importer to load.
    if not user_catalogue_dir().exists():
        return shipped, frozenset()
    from dlbox.core.importers import apply_price_overrides, load_price_overrides
    from dlbox.core.importers.merged import with_stored_quotes
    from dlbox.core.importers.user_layer import load_user_catalogue, merge_catalogues

    try:
        user = load_user_catalogue()
        overrides, issues = load_price_overrides()
    except OSError as exc:  # an unreadable user folder must not keep the window from opening
        problem = LoadIssue(
            str(exc.filename or "user catalogue"), None, None, f"cannot be read ({exc.strerror})"
        )
        return Catalogue.from_parts(
            shipped, [*shipped.issues, problem], shipped.prices, shipped.market, shipped.searches
        ), frozenset()
    shipped = with_stored_quotes(shipped)  # quotes from `dlbox prices refresh`
    if not len(user) and not user.issues and not overrides and not issues:
        return shipped, frozenset()
    merged = apply_price_overrides(merge_catalogues(shipped, user), overrides)
    merged.issues.extend(issues)
    # A user part reusing a shipped id was left out by the merge: it is not "a user part".
    user_ids = frozenset(p.id for p in user if shipped.find(p.id) is None)
    return merged, user_ids


@dataclass
class MarkedCatalogue(Catalogue):
    """Same parts as the catalogue it wraps; ``table()`` marks the user's parts by name."""

    user_ids: frozenset[str] = field(default_factory=frozenset)

    def table(self, category: Category | str) -> pd.DataFrame:
        category = Category(category)
        if category not in self._tables:
            frame = parts_table(self.in_category(category), category)
            mine = frame.index.isin(list(self.user_ids))
            if mine.any():
                frame.loc[mine, "name"] = frame.loc[mine, "name"].astype(str) + USER_MARK
            self._tables[category] = frame
        return self._tables[category]


def browser_view(catalogue: Catalogue, user_ids: frozenset[str]) -> Catalogue:
    """What the catalogue browser shows; the catalogue itself when there are no user parts."""
    if not user_ids:
        return catalogue
    return MarkedCatalogue(
        parts=catalogue.parts,
        issues=catalogue.issues,
        prices=catalogue.prices,
        market=catalogue.market,
        searches=catalogue.searches,
        user_ids=user_ids,
    )
