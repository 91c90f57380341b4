"""Show money in the user's currency, never mixing currencies silently.

A price whose currency has no known rate is shown in its own currency and left
out of converted totals, with the reason named, rather than guessed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd
from PySide6.QtCore import QLocale

from dlbox.core.build import ResolvedBuild
from dlbox.ui.language import translate

log = logging.getLogger(__name__)


class OnDemand(Mapping[str, object]):
    """A mapping whose ``known`` keys answer at once and whose other keys are read on
    first use: the shipped exchange rates are read only when a currency other than
    USD and the user's own needs one (not at all to paint a USD window)."""

    def __init__(self, known: Mapping[str, object], load: Callable[[], Mapping[str, object]]):
        self._known = dict(known)
        self._load: Callable[[], Mapping[str, object]] | None = load
        self._all: dict[str, object] | None = None

    def _everything(self) -> dict[str, object]:
        if self._all is None:
            assert self._load is not None
            self._all = {**self._load(), **self._known}  # the known (the user's) win
            self._load = None
        return self._all

    def __getitem__(self, key: str) -> object:
        if key in self._known:
            return self._known[key]
        return self._everything()[key]

    def __contains__(self, key: object) -> bool:
        return key in self._known or key in self._everything()

    def __iter__(self) -> Iterator[str]:
        return iter(self._everything())

    def __len__(self) -> int:
        return len(self._everything())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    __hash__ = None  # type: ignore[assignment]  (a mapping, like dict)


def shipped_rates() -> dict[str, tuple[float, str]]:
    """The cost model's newest rate per currency: units per USD and "date, source"
    (read from the rate table alone: the catalogue's prices are converted before the
    window paints, the rest of the cost model loads after)."""
    from dlbox.core.cost.money import shipped_rates as shipped_rate_table

    try:
        table = shipped_rate_table()
    except Exception:  # a bad rates file must not stop the window
        log.exception("loading the shipped exchange rates failed")
        return {}
    return {
        r.currency: (r.per_usd, f"{r.date.isoformat()}, {r.source}")
        for r in table.latest()
        if r.currency != "USD"
    }


@dataclass(frozen=True)
class Converter:
    currency: str
    per_usd: Mapping[str, float]  # units of each currency per 1 USD (USD = 1)
    locale: QLocale
    provenance: Mapping[str, str]  # currency → "date, source" of its rate

    @classmethod
    def create(
        cls,
        currency: str,
        user_rates: Mapping[str, float],
        locale: QLocale | None = None,
        user_date: str = "",
    ) -> Converter:
        shipped: list[dict[str, tuple[float, str]]] = []

        def read() -> dict[str, tuple[float, str]]:
            if not shipped:
                shipped.append(shipped_rates())
            return shipped[0]

        yours = translate("Money", "your rate %1").replace("%1", user_date).strip()
        rates = OnDemand(
            {"USD": 1.0, **dict(user_rates)}, lambda: {k: v for k, (v, _) in read().items()}
        )
        provenance = OnDemand(
            {k: yours for k in user_rates}, lambda: {k: src for k, (_, src) in read().items()}
        )
        return cls(currency.upper(), rates, locale or QLocale(), provenance)  # type: ignore[arg-type]

    def rate_note(self, currency: str) -> str:
        """Where the rate used for ``currency`` → display currency comes from."""
        codes = sorted({currency.upper(), self.currency} - {"USD"})
        unknown = translate("Money", "no rate")
        return "; ".join(f"{c}: {self.provenance.get(c, unknown)}" for c in codes)

    def knows(self, currency: str) -> bool:
        return currency.upper() in self.per_usd and self.currency in self.per_usd

    def convert(self, amount: float | None, currency: str) -> float | None:
        """``amount`` in ``currency`` → the display currency; None when no rate is known."""
        if amount is None:
            return None
        source = currency.upper()
        if source == self.currency:
            return float(amount)
        if not self.knows(source):
            return None
        return float(amount) / self.per_usd[source] * self.per_usd[self.currency]

    def convert_column(self, amounts: pd.Series, currencies: pd.Series) -> pd.Series:
        """Vectorised ``convert`` over a catalogue table (NaN where no rate is known)."""
        values = pd.to_numeric(amounts, errors="coerce").to_numpy(dtype=float)
        codes = currencies.astype(str).str.upper().to_numpy()
        factors = np.full(len(values), np.nan)
        target = self.per_usd.get(self.currency)
        # Only currencies with an amount: an unpriced row's code needs no rate.
        for code in np.unique(codes[np.isfinite(values)]):
            if code == self.currency:
                factors[codes == code] = 1.0
            elif code in self.per_usd and target is not None:
                factors[codes == code] = target / self.per_usd[code]
        return pd.Series(values * factors, index=amounts.index)

    def format(self, amount: float | None, currency: str | None = None) -> str:
        if amount is None or not np.isfinite(amount):
            return "—"
        code = (currency or self.currency).upper()
        decimals = 0 if abs(amount) >= 100 or code in ("KRW", "JPY", "TWD") else 2
        return f"{self.locale.toString(float(amount), 'f', decimals)} {code}"

    def build_total(self, resolved: ResolvedBuild) -> tuple[float, list[str]]:
        """Σ price × quantity of a build, and the currencies that could not be converted."""
        return self.total(
            (None if p.part.price is None else p.part.price * p.quantity, p.part.currency)
            for p in resolved
        )

    def total(self, lines: Iterable[tuple[float | None, str]]) -> tuple[float, list[str]]:
        """Σ converted amounts, and the currencies that could not be converted."""
        total = 0.0
        missing: list[str] = []
        for amount, currency in lines:
            if amount is None:
                continue
            converted = self.convert(amount, currency)
            if converted is None:
                if currency not in missing:
                    missing.append(currency)
            else:
                total += converted
        return total, missing
