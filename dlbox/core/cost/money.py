"""Amounts that carry their currency, and dated, user-editable conversion rates.

The seeds price things in USD, TWD, CNY, KRW and JPY; a number without its
currency is how a 46,400 TWD box ends up "cheaper" than a 2,200 USD one.  So
:class:`Money` refuses to add or compare across currencies, and every
conversion goes through a :class:`RateTable` whose rates carry the date they
were observed and their source — the UI can say "converted at the 2024-10-25
rate" instead of pretending rates never move.
"""

from __future__ import annotations

import bisect
import datetime as dt
import math
import numbers
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

import pandas as pd

from dlbox.core.catalogue import LoadIssue, default_data_dir
from dlbox.core.limits import RATE_PER_USD, shown

CURRENCY_CODE = re.compile(r"^[A-Z]{3}$")
BASE_CURRENCY = "USD"
# The currencies the product promises to handle (the seeds quote all but EUR).
SUPPORTED_CURRENCIES = ("USD", "EUR", "JPY", "KRW", "CNY", "TWD")
# Display decimals; currencies whose smallest everyday unit is 1 show none.
_DECIMALS = {"JPY": 0, "KRW": 0, "TWD": 0}
RATES_FILE = "currency_rates.csv"


class CurrencyError(ValueError):
    """Mixing currencies, an invalid code, or a conversion without a rate."""


def currency_code(value: str) -> str:
    code = value.strip().upper()
    if not CURRENCY_CODE.match(code):
        raise CurrencyError(f"expected a 3-letter ISO currency code, got {shown(value)}")
    return code


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in one currency; arithmetic across currencies raises."""

    amount: float
    currency: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "currency", currency_code(self.currency))
        if not isinstance(self.amount, numbers.Real) or isinstance(self.amount, bool):
            raise CurrencyError(f"amount must be a number, got {self.amount!r}")
        # Unknown is None at the call site, never a NaN amount.
        if not math.isfinite(self.amount):
            raise CurrencyError(f"amount must be finite, got {self.amount!r}")
        object.__setattr__(self, "amount", float(self.amount))

    @classmethod
    def zero(cls, currency: str) -> Money:
        return cls(0.0, currency)

    def _same(self, other: object, op: str) -> Money:
        if not isinstance(other, Money):
            raise TypeError(f"cannot {op} Money and {type(other).__name__}")
        if other.currency != self.currency:
            raise CurrencyError(
                f"cannot {op} {self.currency} and {other.currency}: convert one first"
            )
        return other

    def __add__(self, other: Money) -> Money:
        return Money(self.amount + self._same(other, "add").amount, self.currency)

    def __radd__(self, other: object) -> Money:
        # sum() starts from 0; only that plain zero is accepted.
        if other == 0:
            return self
        return self.__add__(other)  # type: ignore[arg-type]

    def __sub__(self, other: Money) -> Money:
        return Money(self.amount - self._same(other, "subtract").amount, self.currency)

    def __neg__(self) -> Money:
        return Money(-self.amount, self.currency)

    def __mul__(self, factor: float) -> Money:
        if isinstance(factor, Money):
            raise TypeError("cannot multiply Money by Money")
        return Money(self.amount * factor, self.currency)

    __rmul__ = __mul__

    def __truediv__(self, divisor: float | Money) -> Money | float:  # type: ignore[override]
        if isinstance(divisor, Money):
            # A ratio of two amounts is a plain number, but only in one currency.
            return self.amount / self._same(divisor, "divide").amount
        return Money(self.amount / divisor, self.currency)

    def __lt__(self, other: Money) -> bool:
        return self.amount < self._same(other, "compare").amount

    def __le__(self, other: Money) -> bool:
        return self.amount <= self._same(other, "compare").amount

    def __gt__(self, other: Money) -> bool:
        return self.amount > self._same(other, "compare").amount

    def __ge__(self, other: Money) -> bool:
        return self.amount >= self._same(other, "compare").amount

    def rounded(self) -> Money:
        return Money(round(self.amount, decimals(self.currency)), self.currency)

    def format(self) -> str:
        """``USD 2,200.00``, ``KRW 171,651,472`` — the code first, never a bare number.

        Small fractional amounts keep two decimals even in whole-unit currencies
        (an electricity price of TWD 3.85 per kWh is not "TWD 4").
        """
        places = decimals(self.currency)
        if places == 0 and abs(self.amount) < 100 and self.amount != round(self.amount):
            places = 2
        # -0.0 and -0.001 would print "-0.00": nothing is owed either way.
        amount = self.amount if round(self.amount, places) != 0 else 0.0
        return f"{self.currency} {amount:,.{places}f}"

    def __str__(self) -> str:
        return self.format()


def decimals(currency: str) -> int:
    return _DECIMALS.get(currency, 2)


@dataclass(frozen=True, slots=True)
class Rate:
    """How many units of ``currency`` one US dollar bought on ``date``."""

    currency: str
    per_usd: float
    date: dt.date
    source: str
    notes: str = ""
    # The user's own rate (a setting, ``--rate``, a rates file): it wins over shipped ones.
    user: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "currency", currency_code(self.currency))
        if not (isinstance(self.per_usd, int | float) and self.per_usd > 0):
            raise CurrencyError(f"rate for {self.currency} must be > 0, got {self.per_usd!r}")
        if not math.isfinite(self.per_usd):
            raise CurrencyError(f"rate for {self.currency} must be finite")


_USD_RATE = Rate(BASE_CURRENCY, 1.0, dt.date(1970, 1, 1), "identity")


@dataclass(frozen=True)
class Conversion:
    """A converted amount plus the two rates used, so a view can cite them."""

    original: Money
    result: Money
    from_rate: Rate
    to_rate: Rate

    @property
    def rate_dates(self) -> tuple[dt.date, dt.date]:
        return self.from_rate.date, self.to_rate.date


@dataclass(frozen=True)
class RateTable:
    """Dated rates per currency (units per USD); immutable, edits return a new table.

    The user's rates (:attr:`Rate.user`) win over shipped ones: once a currency
    has one, conversions use only the user's rates for it, whatever the date.
    """

    rates: tuple[Rate, ...] = ()
    _by_currency: dict[str, tuple[list[dt.date], list[Rate]]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        grouped: dict[str, list[Rate]] = {}
        for rate in self.rates:
            grouped.setdefault(rate.currency, []).append(rate)
        for code, items in grouped.items():
            users = [r for r in items if r.user]
            # A currency the user has set converts at the user's rates only.
            chosen = sorted(users or items, key=lambda r: r.date)
            self._by_currency[code] = ([r.date for r in chosen], chosen)

    def __iter__(self) -> Iterator[Rate]:
        return iter(self.rates)

    def __len__(self) -> int:
        return len(self.rates)

    @property
    def currencies(self) -> list[str]:
        return sorted({BASE_CURRENCY, *self._by_currency})

    def knows(self, currency: str) -> bool:
        code = currency_code(currency)
        return code == BASE_CURRENCY or code in self._by_currency

    def rate(self, currency: str, on: dt.date | None = None) -> Rate:
        """The latest rate dated on or before ``on`` (the newest when ``on`` is None).

        When every rate is newer than ``on`` the oldest one is used: a 2017
        price converts at the earliest rate we have rather than failing; the
        returned :class:`Rate` carries its date so the gap stays visible.
        A currency with a user rate only looks at the user's rates.
        """
        code = currency_code(currency)
        if code == BASE_CURRENCY:
            return _USD_RATE
        if code not in self._by_currency:
            known = ", ".join(self.currencies)
            raise CurrencyError(f"no conversion rate for {code} (rates known for: {known})")
        dates, items = self._by_currency[code]
        if on is None:
            return items[-1]
        index = bisect.bisect_right(dates, on) - 1
        return items[max(index, 0)]

    def factor(self, from_currency: str, to_currency: str, on: dt.date | None = None) -> float:
        """Multiply an amount in ``from_currency`` by this to get ``to_currency``."""
        src = self.rate(from_currency, on)
        dst = self.rate(to_currency, on)
        return dst.per_usd / src.per_usd

    def conversion(self, money: Money, to: str, on: dt.date | None = None) -> Conversion:
        target = currency_code(to)
        src = self.rate(money.currency, on)
        dst = self.rate(target, on)
        result = Money(money.amount * dst.per_usd / src.per_usd, target)
        return Conversion(money, result, src, dst)

    def convert(self, money: Money, to: str, on: dt.date | None = None) -> Money:
        return self.conversion(money, to, on).result

    def with_rate(
        self, currency: str, per_usd: float, date: dt.date, source: str = "user setting"
    ) -> RateTable:
        """A table with the user's rate for ``currency``, which wins over the shipped ones.

        A second user rate on the same date replaces the first.
        """
        new = Rate(currency, per_usd, date, source, user=True)
        kept = [
            r for r in self.rates if not (r.currency == new.currency and r.date == date and r.user)
        ]
        return RateTable((*kept, new))

    def with_user_rates(
        self,
        rates: Mapping[str, float],
        source: str = "user setting",
        date: dt.date | None = None,
    ) -> RateTable:
        """A table with each of the user's ``{currency: units per USD}`` on top (they win).

        The rates are dated ``date`` (today when None); see :meth:`with_rate`.
        """
        day = date or dt.date.today()
        table = self
        for code, per_usd in rates.items():
            table = table.with_rate(code, per_usd, day, source)
        return table

    def merged(self, overrides: RateTable) -> RateTable:
        """These rates with ``overrides`` on top (the user's file over the shipped one).

        Every rate in ``overrides`` becomes a user rate, so it wins whatever its date.
        """
        replaced = {(r.currency, r.date) for r in overrides}
        kept = [r for r in self.rates if (r.currency, r.date) not in replaced]
        users = [r if r.user else replace(r, user=True) for r in overrides]
        return RateTable((*kept, *users))

    def latest(self) -> list[Rate]:
        """Per currency, the rate a comparison uses: the user's, else the newest."""
        return [rates[-1] for _, (_, rates) in sorted(self._by_currency.items())]

    def pinned(self) -> RateTable:
        """One rate per currency (the user's, else the newest), whatever a price's date.

        One comparison converts everything with this table, so each currency
        pair has one rate and the answer (days to break even, which offer is
        cheapest) does not depend on the currency it is shown in.
        """
        return RateTable(tuple(self.latest()))


def _parse_rate_row(
    raw: dict[str, str], label: str, line: int
) -> tuple[Rate | None, LoadIssue | None]:
    for name in ("currency", "per_usd", "date", "source"):
        if not str(raw.get(name, "")).strip():
            return None, LoadIssue(label, line, name, "is required but empty")
    try:
        code = currency_code(raw["currency"])
    except CurrencyError as exc:
        return None, LoadIssue(label, line, "currency", str(exc))
    try:
        per_usd = float(raw["per_usd"])
    except ValueError:
        return None, LoadIssue(label, line, "per_usd", f"expected a number, got {raw['per_usd']!r}")
    if not (math.isfinite(per_usd) and per_usd > 0):
        return None, LoadIssue(label, line, "per_usd", f"must be a positive number, got {per_usd}")
    try:
        date = dt.date.fromisoformat(raw["date"].strip())
    except ValueError:
        return None, LoadIssue(
            label, line, "date", f"expected an ISO date YYYY-MM-DD, got {raw['date']!r}"
        )
    return Rate(code, per_usd, date, raw["source"].strip(), str(raw.get("notes", "")).strip()), None


def read_rates(path: Path | str) -> tuple[RateTable, list[LoadIssue]]:
    """Read a rates CSV (currency, per_usd, date, source[, notes]); bad rows become issues."""
    source = Path(path)
    label = source.name
    try:
        frame = pd.read_csv(source, dtype=str, keep_default_na=False, encoding="utf-8")
    except FileNotFoundError:
        return RateTable(), [LoadIssue(label, None, None, "file not found")]
    except UnicodeDecodeError as exc:
        return RateTable(), [LoadIssue(label, None, None, f"is not UTF-8 text ({exc.reason})")]
    except (pd.errors.ParserError, pd.errors.EmptyDataError) as exc:
        return RateTable(), [LoadIssue(label, None, None, f"is not a readable CSV table: {exc}")]
    missing = [c for c in ("currency", "per_usd", "date", "source") if c not in frame.columns]
    if missing:
        return RateTable(), [
            LoadIssue(label, 1, None, f"header lacks required columns: {', '.join(missing)}")
        ]
    rates: list[Rate] = []
    issues: list[LoadIssue] = []
    seen: dict[tuple[str, dt.date], int] = {}
    for offset, raw in enumerate(frame.to_dict(orient="records")):
        line = offset + 2
        rate, issue = _parse_rate_row(raw, label, line)
        if issue is not None:
            issues.append(issue)
            continue
        assert rate is not None
        key = (rate.currency, rate.date)
        if key in seen:
            issues.append(
                LoadIssue(
                    label,
                    line,
                    "date",
                    f"second {rate.currency} rate for {rate.date} (first on line {seen[key]}); "
                    "this row was skipped",
                )
            )
            continue
        seen[key] = line
        rates.append(rate)
    return RateTable(tuple(rates)), issues


def rates_path(data_dir: Path | str | None = None) -> Path:
    root = Path(data_dir) if data_dir is not None else default_data_dir()
    return root / RATES_FILE


@cache
def shipped_rates() -> RateTable:
    """The shipped rates (problems are reported by ``dlbox`` commands, not here)."""
    table, _ = read_rates(rates_path())
    return table


def total(amounts: Iterable[Money], currency: str) -> Money:
    """Σ amounts, all of which must already be in ``currency``."""
    result = Money.zero(currency)
    for amount in amounts:
        result = result + amount
    return result


def parse_rate_setting(text: str) -> tuple[str, float]:
    """``"KRW=1400"`` (units of the currency per US dollar) → ``("KRW", 1400.0)``."""
    code, sep, value = text.partition("=")
    if not sep:
        raise CurrencyError(f"expected CUR=UNITS_PER_USD such as KRW=1400, got {shown(text)}")
    currency = currency_code(code)
    if currency == BASE_CURRENCY:
        raise CurrencyError("USD is the base currency: its rate is always 1")
    try:
        per_usd = float(value)
    except ValueError:
        raise CurrencyError(
            f"expected a number of {currency} per US dollar, got {shown(value.strip())}"
        ) from None
    problem = RATE_PER_USD.problem(per_usd)
    if problem is not None:
        raise CurrencyError(f"the rate for {currency}: {problem}")
    return currency, per_usd
