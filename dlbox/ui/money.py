"""Show money in the user's currency, never mixing currencies silently.

A price whose currency has no known rate is shown in its own currency and left
out of converted totals, with the reason named, rather than guessed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd
from PySide6.QtCore import QLocale

from dlbox.core.build import ResolvedBuild
from dlbox.ui import engines
from dlbox.ui.language import translate


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
        shipped = engines.shipped_rates()
        rates = {"USD": 1.0, **{k: v for k, (v, _) in shipped.items()}, **dict(user_rates)}
        provenance = {k: src for k, (_, src) in shipped.items()}
        yours = translate("Money", "your rate %1").replace("%1", user_date).strip()
        provenance.update({k: yours for k in user_rates})
        return cls(currency.upper(), rates, locale or QLocale(), provenance)

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
        for code in np.unique(codes):
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
