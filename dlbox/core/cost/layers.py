"""The offers a user sees: the shipped catalogue with their refreshed prices on top.

An offer's identity is provider, region, instance, pricing model and payment
option (:attr:`Offer.identity`); for each identity the newest-dated price wins,
so a refresh replaces the shipped price of what it covers and leaves the rest
(other providers, the seeds' dated history) alone.  Offline or before any
refresh, the shipped snapshot serves.  Loaded on first use, never at start-up.
"""

from __future__ import annotations

from functools import cache

from dlbox.core.catalogue import validate_rows
from dlbox.core.cost.offers import Offer, OfferCatalogue, shipped_offers
from dlbox.core.cost.refresh.store import PriceStore

USER_LABEL = "prices.sqlite"


def user_offers(store: PriceStore | None = None) -> OfferCatalogue:
    """The newest refreshed snapshot of each provider (empty before any refresh)."""
    store = store or PriceStore()
    catalogue = OfferCatalogue(file_label=USER_LABEL)
    valid, issues = validate_rows(Offer, store.current(), USER_LABEL)  # type: ignore[arg-type]
    catalogue.issues.extend(issues)
    for _, offer in valid:
        assert isinstance(offer, Offer)
        catalogue.offers.append(offer)
        catalogue.lines.append(None)
    return catalogue


def merge(shipped: OfferCatalogue, user: OfferCatalogue) -> OfferCatalogue:
    """Newest price per identity; shipped order first, new identities after."""
    if not len(user):
        return shipped
    newest: dict[tuple[str, ...], Offer] = {}
    for offer in user:
        held = newest.get(offer.identity)
        if held is None or offer.date > held.date:
            newest[offer.identity] = offer
    merged = OfferCatalogue(file_label=f"{shipped.file_label} + {USER_LABEL}")
    merged.issues = [*shipped.issues, *user.issues]
    for offer, line in zip(shipped.offers, shipped.lines, strict=True):
        fresh = newest.get(offer.identity)
        if fresh is not None and fresh.date >= offer.date:
            continue
        merged.offers.append(offer)
        merged.lines.append(line)
    for offer in newest.values():
        merged.offers.append(offer)
        merged.lines.append(None)
    return merged


@cache
def current_offers() -> OfferCatalogue:
    """Shipped + refreshed offers, loaded once per process (call ``cache_clear`` after a refresh)."""
    return merge(shipped_offers(), user_offers())
