"""Option checks more than one command makes (not a command: no ``register``)."""

from __future__ import annotations

import argparse
from typing import Any

from dlbox.core import limits as lim


def money_options_problem(args: argparse.Namespace, ranges: dict[str, lim.Limit]) -> str | None:
    """The first numeric option out of its range, or a resale above the capital (None: fine)."""
    problem = lim.options_problem(args, ranges)
    if problem is not None:
        return problem
    capital = getattr(args, "capital", None)
    if capital is not None and args.resale > capital:
        return f"--resale ({args.resale:g}) cannot exceed --capital ({capital:g})"
    return None


def chosen_providers(text: str | None, offers: Any) -> list[str] | None:
    """The providers named in ``text`` (comma-separated; None: all of them).

    Raises ValueError naming each one ``offers`` has no offers from."""
    from dlbox.core.cost.offers import resolve_provider

    if not text:
        return None
    providers = [p for p in text.split(",") if p.strip()]
    unknown = [p for p in providers if resolve_provider(p) not in offers.providers]
    if unknown:
        raise ValueError(
            f"no offers from {', '.join(unknown)} (providers: {', '.join(offers.providers)})"
        )
    return providers
