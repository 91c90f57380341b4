"""Column arrays of a catalogue table, built once per table and cached.

The compatibility filter works on whole columns (numpy), never on one part at a
time.  Turning pandas object columns into numpy arrays, factorised codes and
exploded list columns costs more than the filter itself, so it happens once per
table; the cache lets go of a table when the catalogue drops it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category

PAD = 10_000  # "no slot here" in padded position matrices


class CategoryArrays:
    """Lazily computed, cached numpy views of one category table."""

    def __init__(self, table: pd.DataFrame, category: Category) -> None:
        self.table = table
        self.category = category
        self.n = len(table)
        self.ids: np.ndarray = table.index.to_numpy(dtype=object)
        self._cache: dict[Any, Any] = {}

    def cached(self, key: Any, build: Callable[[], Any]) -> Any:
        if key not in self._cache:
            self._cache[key] = build()
        return self._cache[key]

    # ----------------------------------------------------------- scalar columns
    def num(self, column: str) -> np.ndarray:
        """Float column; unknown (None) is NaN, so every comparison with it is False."""
        return self.cached(
            ("num", column),
            lambda: pd.to_numeric(self.table[column], errors="coerce").to_numpy(dtype=float),
        )

    def known(self, column: str) -> np.ndarray:
        """True where the column states a value (not None/NaN; an empty list is a value)."""
        return self.cached(("known", column), lambda: self.table[column].notna().to_numpy(bool))

    def col_true(self, column: str) -> np.ndarray:
        return self.cached(
            ("true", column),
            lambda: self.table[column].astype("boolean").fillna(False).to_numpy(dtype=bool),
        )

    def codes(self, column: str) -> tuple[np.ndarray, dict[Any, int]]:
        def build() -> tuple[np.ndarray, dict[Any, int]]:
            codes, uniques = pd.factorize(self.table[column], use_na_sentinel=True)
            return codes, {value: i for i, value in enumerate(uniques)}

        return self.cached(("codes", column), build)

    def col_equals(self, column: str, value: Any) -> np.ndarray:
        codes, lookup = self.codes(column)
        code = lookup.get(value)
        if code is None:
            return np.zeros(self.n, dtype=bool)
        return codes == code

    def col_isin(self, column: str, values: Any) -> np.ndarray:
        codes, lookup = self.codes(column)
        table = np.zeros(len(lookup) + 1, dtype=bool)  # last entry: missing value (code -1)
        for value in values:
            if value in lookup:
                table[lookup[value]] = True
        return table[codes]

    def mapped(self, column: str, mapping: dict[Any, float], default: float) -> np.ndarray:
        """Map a categorical column through ``mapping`` (vectorised via its codes)."""
        codes, lookup = self.codes(column)
        table = np.full(len(lookup) + 1, default, dtype=float)
        for value, code in lookup.items():
            table[code] = mapping.get(value, default)
        return table[codes]  # code -1 (missing) picks the trailing default

    # ------------------------------------------------------------- list columns
    def exploded(self, column: str) -> dict[str, np.ndarray]:
        """value → row indices holding it, for a list-valued column (one pass, cached)."""

        def build() -> dict[str, np.ndarray]:
            rows = np.repeat(np.arange(self.n), self.list_len(column))
            # explode() keeps row order and gives empty lists one NaN row, dropped here.
            flat = self.table[column].explode().dropna().astype(str).to_numpy()
            groups = pd.Series(rows).groupby(flat, sort=False).indices
            return {str(k): rows[v] for k, v in groups.items()}

        return self.cached(("exploded", column), build)

    def list_has(self, column: str, value: str) -> np.ndarray:
        def build() -> np.ndarray:
            mask = np.zeros(self.n, dtype=bool)
            rows = self.exploded(column).get(value)
            if rows is not None:
                mask[rows] = True
            return mask

        return self.cached(("has", column, value), build)

    def list_len(self, column: str) -> np.ndarray:
        return self.cached(
            ("len", column),
            lambda: (
                self.table[column]
                .map(lambda v: len(v) if isinstance(v, list) else 0)
                .to_numpy(dtype=np.int64)
            ),
        )

    # ------------------------------------------------------------ convenience
    def atx3(self) -> np.ndarray:
        def build() -> np.ndarray:
            version = self.table["atx_version"].astype("string")
            return version.str.startswith("3").fillna(False).to_numpy(dtype=bool)

        return self.cached(("atx3",), build)

    def prices(self, currency: str) -> tuple[np.ndarray, np.ndarray]:
        """(price, priced-in-this-currency) for ranking suggestions cheapest first."""
        return self.num("price"), self.col_equals("currency", currency)


# Per catalogue (by identity; dropped when the catalogue is garbage-collected).
_CACHE: dict[int, dict[Category, CategoryArrays]] = {}


def catalogue_arrays(catalogue: Catalogue, category: Category | str) -> CategoryArrays:
    category = Category(category)
    key = id(catalogue)
    per_category = _CACHE.get(key)
    if per_category is None:
        per_category = _CACHE[key] = {}
        weakref.finalize(catalogue, _CACHE.pop, key, None)
    table = catalogue.table(category)
    arrays = per_category.get(category)
    if arrays is None or arrays.table is not table:  # the catalogue rebuilt its table
        arrays = per_category[category] = CategoryArrays(table, category)
    return arrays
