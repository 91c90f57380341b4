"""Money keeps its currency; conversions use dated rates the user can edit."""

from __future__ import annotations

import datetime as dt

import pytest

from dlbox.core.cost.money import (
    SUPPORTED_CURRENCIES,
    CurrencyError,
    Money,
    Rate,
    RateTable,
    parse_rate_setting,
    rates_path,
    read_rates,
    total,
)
from tests.conftest import DATA_DIR

D = dt.date

# Rates from data/currency_rates.csv (ECB; Focus Taiwan for TWD), units per USD.
RATES = RateTable(
    (
        Rate("KRW", 1192.2735, D(2019, 9, 6), "ECB"),
        Rate("KRW", 1505.4397, D(2026, 5, 20), "ECB"),
        Rate("TWD", 30.232, D(2017, 10, 11), "Focus Taiwan"),
        Rate("TWD", 32.071, D(2024, 10, 25), "Focus Taiwan"),
        Rate("CNY", 6.7869, D(2019, 1, 23), "ECB"),
        Rate("EUR", 0.862069, D(2026, 5, 20), "ECB"),
        Rate("JPY", 144.6553, D(2022, 9, 30), "ECB"),
    )
)


def test_adding_different_currencies_raises_instead_of_mixing():
    with pytest.raises(CurrencyError, match="USD and TWD"):
        Money(2200, "USD") + Money(46400, "TWD")
    with pytest.raises(CurrencyError):
        Money(1, "USD") < Money(1, "KRW")  # noqa: B015 - the comparison itself must raise


def test_same_currency_arithmetic_and_sum():
    parts = [Money(13900, "TWD"), Money(22500, "TWD"), Money(2150, "TWD")]
    assert sum(parts) == Money(38550, "TWD")
    assert total(parts, "TWD").amount == 38550
    assert Money(4, "USD") * 0.9 == Money(3.6, "USD")
    assert Money(3.6, "USD") / Money(0.9, "USD") == pytest.approx(4)
    with pytest.raises(CurrencyError):
        total([Money(1, "USD")], "EUR")


def test_formatting_names_the_currency_and_uses_its_decimals():
    assert str(Money(171651472, "KRW")) == "KRW 171,651,472"
    assert str(Money(2200, "usd")) == "USD 2,200.00"
    assert Money(5243, "JPY").format() == "JPY 5,243"


def test_invalid_currency_code_is_rejected():
    with pytest.raises(CurrencyError, match="3-letter"):
        Money(1, "dollars")


def test_rate_is_the_latest_on_or_before_the_date_and_says_which():
    assert RATES.rate("KRW", D(2020, 1, 1)).date == D(2019, 9, 6)
    assert RATES.rate("KRW", D(2026, 6, 1)).per_usd == 1505.4397
    assert RATES.rate("KRW").date == D(2026, 5, 20)  # no date: newest
    # Older than every rate: the oldest one, and its date shows the gap.
    conversion = RATES.conversion(Money(46400, "TWD"), "USD", D(2017, 10, 7))
    assert conversion.from_rate.date == D(2017, 10, 11)
    assert conversion.result.amount == pytest.approx(46400 / 30.232)


def test_round_trip_through_every_currency_returns_the_amount():
    start = Money(2200, "USD")
    for code in ("KRW", "TWD", "CNY", "EUR", "JPY"):
        there = RATES.convert(start, code, D(2026, 6, 1))
        back = RATES.convert(there, "USD", D(2026, 6, 1))
        assert back.currency == "USD"
        assert back.amount == pytest.approx(2200)


def test_cross_conversion_goes_through_usd_on_the_given_date():
    # The seed's Azure 3-year price in KRW, in TWD at the 2019 rates.
    krw = Money(171651472, "KRW")
    twd = RATES.convert(krw, "TWD", D(2019, 9, 6))
    assert twd.amount == pytest.approx(171651472 / 1192.2735 * 30.232)


def test_unknown_currency_names_what_is_known():
    with pytest.raises(CurrencyError, match=r"no conversion rate for GBP.*KRW"):
        RATES.convert(Money(1, "GBP"), "USD")


def test_user_override_adds_a_dated_rate_without_touching_the_original():
    edited = RATES.with_rate("TWD", 29.0, D(2026, 1, 1))
    assert edited.rate("TWD").per_usd == 29.0
    assert edited.rate("TWD").source == "user setting"
    assert RATES.rate("TWD").per_usd == 32.071
    # Same date again replaces rather than duplicates.
    again = edited.with_rate("TWD", 28.5, D(2026, 1, 1))
    assert again.rate("TWD").per_usd == 28.5
    assert len(again) == len(edited)


def test_with_user_rates_puts_each_of_the_users_rates_on_top():
    mine = RATES.with_user_rates({"TWD": 28.0, "EUR": 0.9}, "--rate", D(2026, 1, 2))
    for code, per_usd in (("TWD", 28.0), ("EUR", 0.9)):
        rate = mine.rate(code, D(2017, 1, 1))  # any date: the user's rate wins
        assert (rate.per_usd, rate.user, rate.source, rate.date) == (
            per_usd,
            True,
            "--rate",
            D(2026, 1, 2),
        )
    assert mine.rate("KRW") == RATES.rate("KRW")  # untouched
    assert RATES.with_user_rates({}) == RATES
    # Without a date the rates are today's, as with_rate would date them.
    assert RATES.with_user_rates({"TWD": 28.0}).rate("TWD").date == dt.date.today()
    with pytest.raises(CurrencyError):
        RATES.with_user_rates({"TWD": -1.0})


def test_user_rates_file_overrides_the_shipped_rates(tmp_path):
    path = tmp_path / "my_rates.csv"
    path.write_text(
        "currency,per_usd,date,source\nTWD,31.5,2024-10-25,my bank\nGBP,0.79,2026-01-02,my bank\n",
        encoding="utf-8",
    )
    user, issues = read_rates(path)
    assert issues == []
    combined = RATES.merged(user)
    assert combined.rate("TWD", D(2024, 12, 1)).source == "my bank"
    assert combined.convert(Money(79, "GBP"), "USD").amount == pytest.approx(100)
    assert combined.rate("KRW").per_usd == 1505.4397  # untouched


def test_money_refuses_nan_and_non_numbers():
    with pytest.raises(CurrencyError, match="finite"):
        Money(float("nan"), "USD")
    with pytest.raises(CurrencyError, match="number"):
        Money("12", "USD")  # type: ignore[arg-type]


def test_rates_file_errors_name_file_line_and_field(tmp_path):
    path = tmp_path / "rates.csv"
    path.write_text(
        "currency,per_usd,date,source\n"
        "KRW,1192.27,2019-09-06,ECB\n"
        "TWD,-3,2019-01-19,Taipei Times\n"
        "CNY,6.78,23/01/2019,ECB\n"
        "KRW,1190,2019-09-06,ECB\n",
        encoding="utf-8",
    )
    table, issues = read_rates(path)
    assert [(i.file, i.line, i.field) for i in issues] == [
        ("rates.csv", 3, "per_usd"),
        ("rates.csv", 4, "date"),
        ("rates.csv", 5, "date"),
    ]
    assert "YYYY-MM-DD" in issues[1].message
    assert "first on line 2" in issues[2].message
    assert table.rate("KRW").per_usd == 1192.27


def test_shipped_rates_cover_the_promised_currencies_with_dates_and_sources():
    table, issues = read_rates(rates_path(DATA_DIR))
    assert issues == []
    for code in SUPPORTED_CURRENCIES:
        assert table.knows(code)
    for rate in table:
        assert rate.source and rate.date.year >= 2017
    # The seeds' years are covered, so their prices convert at their own time.
    assert table.rate("TWD", D(2017, 12, 31)).date.year == 2017
    assert table.rate("KRW", D(2019, 12, 31)).date.year == 2019


def test_a_users_rate_wins_over_the_shipped_ones_whatever_the_date():
    """The app stores the user's KRW rate dated today; converting a price seen on
    2026-05-20 used to take the shipped 1,505 instead of the user's 2,000."""
    table, _ = read_rates(rates_path(DATA_DIR))
    mine = table.with_rate("KRW", 2000, D(2026, 11, 24))
    on_snapshot = mine.convert(Money(1, "USD"), "KRW", D(2026, 5, 20))
    assert on_snapshot == Money(2000, "KRW")
    assert mine.convert(Money(1, "USD"), "KRW", D(2017, 10, 7)).amount == 2000
    assert mine.rate("KRW").user and not table.rate("KRW").user
    # Other currencies keep their dated shipped rates.
    assert mine.rate("TWD", D(2017, 12, 31)).date.year == 2017


def test_a_users_rates_file_wins_even_when_older_than_the_shipped_rates(tmp_path):
    path = tmp_path / "my_rates.csv"
    path.write_text("currency,per_usd,date,source\nKRW,1400,2020-01-01,my bank\n", "utf-8")
    user, _ = read_rates(path)
    combined = RATES.merged(user)
    assert combined.rate("KRW", D(2026, 6, 1)).per_usd == 1400
    assert combined.rate("KRW").source == "my bank"


def test_pinned_keeps_one_rate_per_currency_the_users_or_the_newest():
    pinned = RATES.with_rate("TWD", 29.0, D(2020, 1, 1)).pinned()
    assert len(pinned) == 5
    assert pinned.rate("KRW", D(2019, 9, 6)).per_usd == 1505.4397  # the newest, any date
    assert pinned.rate("TWD", D(2024, 12, 1)).per_usd == 29.0  # the user's
    assert pinned.factor("KRW", "TWD", D(2017, 1, 1)) == pinned.factor("KRW", "TWD")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("KRW", "CUR=UNITS_PER_USD"),
        ("KRW=abc", "expected a number of KRW per US dollar"),
        ("KRW=-3", "expected a number above 0.0001"),
        ("wons=1400", "3-letter"),
        ("USD=2", "base currency"),
    ],
)
def test_rate_settings_are_parsed_or_refused_with_a_reason(text, message):
    assert parse_rate_setting("krw = 1400") == ("KRW", 1400.0)
    with pytest.raises(CurrencyError, match=message):
        parse_rate_setting(text)
