"""Own vs rent: money with currencies, the cloud offer catalogue, pricing models,
ownership cost, speed-adjusted break-even and the cost of a whole training job.

The model is ``shared/design/COST_MODEL.md``.  Modules, one job each:

- :mod:`~dlbox.core.cost.money` — :class:`Money`, dated :class:`RateTable` (the user's rates win).
- :mod:`~dlbox.core.cost.offers` — load and validate ``data/cloud/offers.csv``.
- :mod:`~dlbox.core.cost.pricing` — price per useful training hour per pricing model.
- :mod:`~dlbox.core.cost.ownership` — capital, electricity, idle power, resale.
- :mod:`~dlbox.core.cost.breakeven` — days and training hours until owning wins.
- :mod:`~dlbox.core.cost.job` — one job's hours and cost, Pareto front, deadline.
- :mod:`~dlbox.core.cost.compare` — all of the above for one build against every offer.
- :mod:`~dlbox.core.cost.speed` — the only module that calls the estimator.
"""

from typing import TYPE_CHECKING

from dlbox.core.lazy import lazy_exports

if TYPE_CHECKING:  # what the names are; at run time each loads on first use
    from dlbox.core.cost.breakeven import BreakEven, breakeven, breakeven_arrays
    from dlbox.core.cost.job import cheapest_by_deadline, job_on_build, offer_job, pareto_front
    from dlbox.core.cost.money import (
        Conversion,
        CurrencyError,
        Money,
        Rate,
        RateTable,
        parse_rate_setting,
        read_rates,
        shipped_rates,
    )
    from dlbox.core.cost.offers import (
        Offer,
        OfferCatalogue,
        PricingModel,
        load_offers,
        read_offers,
        shipped_offers,
    )
    from dlbox.core.cost.ownership import Capital, Ownership, build_capital, capital_cost
    from dlbox.core.cost.pricing import PricingSettings, effective_hourly, sustained_use_multiplier

# Beware: once ``dlbox.core.cost.breakeven`` (the module) is imported, the package's
# ``breakeven`` attribute is that module, as with any submodule; import the function
# from the module (``from dlbox.core.cost.breakeven import breakeven``), as dlbox does.
__getattr__, __dir__ = lazy_exports(
    globals(),
    {
        "breakeven": ("BreakEven", "breakeven", "breakeven_arrays"),
        "job": (
            "cheapest_by_deadline",
            "job_on_build",
            "offer_job",
            "pareto_front",
        ),
        "money": (
            "Conversion",
            "CurrencyError",
            "Money",
            "Rate",
            "RateTable",
            "parse_rate_setting",
            "read_rates",
            "shipped_rates",
        ),
        "offers": (
            "Offer",
            "OfferCatalogue",
            "PricingModel",
            "load_offers",
            "read_offers",
            "shipped_offers",
        ),
        "ownership": (
            "Capital",
            "Ownership",
            "build_capital",
            "capital_cost",
        ),
        "pricing": (
            "PricingSettings",
            "effective_hourly",
            "sustained_use_multiplier",
        ),
    },
)

__all__ = [
    "BreakEven",
    "Capital",
    "Conversion",
    "CurrencyError",
    "Money",
    "Offer",
    "OfferCatalogue",
    "Ownership",
    "PricingModel",
    "PricingSettings",
    "Rate",
    "RateTable",
    "breakeven",
    "breakeven_arrays",
    "build_capital",
    "capital_cost",
    "cheapest_by_deadline",
    "effective_hourly",
    "job_on_build",
    "load_offers",
    "offer_job",
    "pareto_front",
    "parse_rate_setting",
    "read_offers",
    "read_rates",
    "shipped_offers",
    "shipped_rates",
    "sustained_use_multiplier",
]
