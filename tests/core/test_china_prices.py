"""China's quotes (CNY, market CN): a JD price a person logged years ago is kept with its
date and listed with the part, but a CNY buyer is shown the newer US figure, marked as
US, rather than a stale local one presented as today's."""

from __future__ import annotations

import datetime as dt

from dlbox.core.parts import Category
from dlbox.core.street_prices import default_street_price, is_stale

TODAY = dt.date(2026, 11, 27)


def test_an_old_jd_price_is_listed_but_the_newer_us_quote_is_shown(catalogue):
    shanghai = catalogue.with_market("CN")
    card = shanghai.get(Category.GPU, "rtx-3060-ti")
    assert card.price_market == "US" and card.currency == "USD"
    assert card.price_date is not None and card.price_date.year == 2026
    china = [q for q in catalogue.prices.for_part("rtx-3060-ti") if q.market == "CN"]
    assert [(q.price, q.currency, q.price_date) for q in china] == [
        (3999, "CNY", dt.date(2022, 10, 14))
    ]
    assert is_stale(china[0].price_date, today=TODAY)
    assert "item.jd.com/100044982673" in (china[0].notes or "")


def test_every_china_quote_is_in_cny_and_cites_a_page(catalogue):
    china = [q for qs in catalogue.prices.quotes.values() for q in qs if q.market == "CN"]
    assert len(china) >= 10
    assert {q.currency for q in china} == {"CNY"}
    assert all(q.source.startswith("https://") for q in china)


def test_the_newest_china_quote_is_the_one_a_cny_buyer_sees(catalogue):
    found = default_street_price(catalogue.prices, "h200-sxm", "CN", today=TODAY)
    assert found is not None
    assert (found.quote.price, found.quote.price_date) == (190000, dt.date(2026, 1, 10))
