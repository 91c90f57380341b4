"""New and used prices in the planner: a card the catalogue shows used (its newest quote
is a resale figure) is planned at its newest new quote, dated and flagged when old;
with used cards included, its used price is an option of its own; a card with only a
used quote waits for that choice.  Each plan row says which quote it budgeted."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from dlbox.cli import main
from dlbox.core.build import resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.plan import PlanRequest, SiteLimits, plan
from dlbox.core.street_prices import PriceBook, PriceQuote, apply_street_prices

SPEEDS: dict = {}
TODAY = dt.date.today()
NEW_SHOP = "https://example.com/shop/card-new"
RESALE = "https://example.com/resale/card-used"


def _plan(catalogue, used=False, budget=4000.0):
    request = PlanRequest(
        workloads=("resnet50",),
        budget=budget,
        objective="time",
        top=10,
        site=SiteLimits(used_parts=used),
    )
    return plan(request, catalogue, speed_cache=SPEEDS)


@pytest.fixture(scope="module")
def best_card(catalogue):
    """The card a new-only ResNet-50 plan within 4,000 USD builds its best box around."""
    return catalogue, _plan(catalogue).builds[0].gpu


def _quote(card, condition, price, days_ago, source):
    return PriceQuote(
        part_id=card.id,
        market="US",
        currency=card.currency,
        condition=condition,
        price=price,
        price_date=TODAY - dt.timedelta(days=days_ago),
        source=source,
        basis="listing",
    )


def _with_quotes(shipped, card, quotes):
    """The shipped catalogue with ``card``'s quotes replaced by ``quotes``."""
    others = [q for qs in shipped.prices.quotes.values() for q in qs if q.part_id != card.id]
    book = PriceBook.of([*others, *quotes])
    return Catalogue.from_parts(apply_street_prices(list(shipped), book), prices=book)


def test_a_card_shown_used_is_planned_at_its_newest_new_price_flagged_when_old(best_card):
    shipped, card = best_card
    new_price = float(card.price)
    catalogue = _with_quotes(
        shipped,
        card,
        [
            _quote(card, "new", new_price, 400, NEW_SHOP),
            _quote(card, "used", round(new_price * 0.6), 10, RESALE),
        ],
    )
    shown = catalogue.get(Category.GPU, card.id)
    assert (shown.price_condition, shown.price_source) == ("used", RESALE)

    result = _plan(catalogue)
    planned = [b for b in result.candidates if b.gpu.id == card.id]
    assert planned, "the card must stay in the plan at its new price"
    assert all(b.gpu.price_condition != "used" for b in result.candidates)
    build = planned[0]
    assert (build.gpu.price, build.gpu.price_source) == (new_price, NEW_SHOP)
    # The row says which quote: new, its market and date, its source, and that it is old.
    said = str(build.gpu_price_text())
    assert said.startswith("GPU price: new, US, ")
    assert str(TODAY - dt.timedelta(days=400)) in said and "older than 180 days" in said
    assert "example.com" in said
    row = build.to_dict(result.workloads, result.cloud)["gpu_price"]
    assert row["condition"] == "new" and row["stale"] is True and row["amount"] == new_price
    # Opened in the editor, the build keeps the price the plan budgeted, not the used one.
    resolved = resolve(build.build, catalogue)
    gpu = next(iter(resolved.of(Category.GPU))).part
    assert (gpu.price, gpu.price_condition) == (new_price, "new")


def test_used_cards_included_offer_the_used_price_as_an_option_of_its_own(best_card):
    shipped, card = best_card
    new_price = float(card.price)
    used_price = round(new_price * 0.6)
    catalogue = _with_quotes(
        shipped,
        card,
        [
            _quote(card, "new", new_price, 5, NEW_SHOP),
            _quote(card, "used", used_price, 10, RESALE),
        ],
    )
    # Shown new (its new quote is fresh), so a new-only plan never sees the used figure.
    assert catalogue.get(Category.GPU, card.id).price_condition == "new"
    new_only = _plan(catalogue)
    assert all(b.gpu.price_condition != "used" for b in new_only.candidates)

    with_used = _plan(catalogue, used=True)
    used = [
        b for b in with_used.candidates if b.gpu.id == card.id and b.gpu.price_condition == "used"
    ]
    assert used, "the used figure must be planned as its own option"
    assert used[0].gpu.price == used_price
    assert str(used[0].label_text).endswith(", used")
    assert str(used[0].gpu_price_text()).startswith("GPU price: used, US, ")
    assert "older than" not in str(used[0].gpu_price_text())  # ten days old: fresh
    # Same card, same count: the used one is cheaper by the price difference, and no slower.
    same = next(b for b in new_only.candidates if b.gpu.id == card.id and b.count == used[0].count)
    assert used[0].price < same.price
    assert used[0].job_hours == pytest.approx(same.job_hours, rel=1e-6)
    # More options never make the fastest build within the budget slower.
    assert with_used.builds[0].job_hours <= new_only.builds[0].job_hours * (1 + 1e-9)


def test_a_card_with_only_a_used_quote_waits_for_used_cards(best_card):
    shipped, card = best_card
    catalogue = _with_quotes(
        shipped, card, [_quote(card, "used", round(float(card.price) * 0.6), 10, RESALE)]
    )
    new_only = _plan(catalogue)
    assert not any(b.gpu.id == card.id for b in new_only.candidates)
    with_used = _plan(catalogue, used=True)
    assert any(
        b.gpu.id == card.id and b.gpu.price_condition == "used" for b in with_used.candidates
    )


def test_cli_include_used_is_the_used_flag_and_every_row_says_its_gpu_price(capsys):
    args = ["plan", "--workload", "resnet50", "--budget", "3000", "--top", "3"]
    assert main(args) == 0
    plain = capsys.readouterr().out
    assert plain.count("GPU price: new, ") == 3 and "GPU price: used" not in plain
    assert main([*args, "--include-used", "--json"]) == 0
    included = json.loads(capsys.readouterr().out)
    assert main([*args, "--used", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["builds"] == included["builds"]
    conditions = {b["gpu_price"]["condition"] for b in included["builds"]}
    assert conditions <= {"new", "used"} and all(
        b["gpu_price"]["date"] and b["gpu_price"]["source"] for b in included["builds"]
    )


def test_including_used_cards_does_not_change_what_one_job_is(catalogue):
    # With no dataset size, one job is an hour on the cheapest card that fits; a used
    # Tesla P100 at resale prices must not redefine it when used cards are included.
    def job(used):
        request = PlanRequest(
            workloads=("llama3-8b-qlora",), budget=3000.0, site=SiteLimits(used_parts=used)
        )
        return plan(request, catalogue, speed_cache=SPEEDS).to_dict()["job"]

    assert job(True) == job(False)
