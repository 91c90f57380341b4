"""Money and numbers in the user's locale: QLocale's separators, whole won, yen and
NT dollars, cents for the rest, and the currency code always shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from dlbox.ui.analysis import make_converter
from dlbox.ui.language import locale_for
from dlbox.ui.money import Converter
from dlbox.ui.preferences import Preferences


def _converter(currency: str, locale: str) -> Converter:
    return Converter.create(currency, {"KRW": 1350.0, "TWD": 32.0, "CNY": 7.2}, QLocale(locale))


@pytest.mark.parametrize(
    ("locale", "currency", "amount", "expected"),
    [
        ("ko_KR", "KRW", 2_345_678.4, "2,345,678 KRW"),
        ("ko_KR", "KRW", 12.6, "13 KRW"),  # the won has no minor unit in use
        ("zh_TW", "TWD", 45.5, "46 TWD"),  # prices in Taiwan are quoted in whole dollars
        ("zh_TW", "TWD", 52_300.0, "52,300 TWD"),
        ("zh_CN", "CNY", 12.5, "12.50 CNY"),
        ("zh_CN", "CNY", 8_999.0, "8,999 CNY"),
        ("en_US", "USD", 1.5, "1.50 USD"),
        ("en_US", "USD", 1_599.0, "1,599 USD"),
        ("de_DE", "EUR", 1_234.0, "1.234 EUR"),
        ("de_DE", "EUR", 9.99, "9,99 EUR"),
    ],
)
def test_money_follows_the_locale(locale, currency, amount, expected):
    assert _converter(currency, locale).format(amount) == expected


def test_unknown_amount_is_a_dash_not_zero():
    assert _converter("USD", "ko_KR").format(None) == "—"
    assert _converter("USD", "ko_KR").format(float("nan")) == "—"


def test_converted_total_is_written_in_the_display_currency():
    converter = _converter("KRW", "ko_KR")
    krw = converter.convert(1_000.0, "USD")
    assert krw == pytest.approx(1_350_000.0)
    assert converter.format(krw) == "1,350,000 KRW"


@pytest.mark.parametrize(
    ("language", "name"),
    [("ko", "ko_KR"), ("zh_TW", "zh_TW"), ("zh_CN", "zh_CN"), ("en", "en_US")],
)
def test_language_setting_picks_the_number_locale(language, name):
    assert locale_for(language).name() == name
    converter = make_converter(Preferences(currency="USD", language=language))
    assert converter.locale.name() == name


def test_dates_follow_the_locale():
    from PySide6.QtCore import QDate

    date = QDate(2025, 6, 1)
    short = QLocale.FormatType.ShortFormat
    assert locale_for("ko").toString(date, short).startswith("25. 6. 1")
    assert "2025" in locale_for("zh_TW").toString(date, QLocale.FormatType.LongFormat)
