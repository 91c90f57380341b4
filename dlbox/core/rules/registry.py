"""Every rule in the order the engine runs them, and how to run a set of them.

Kept apart from the engine (which also fills in fixes through the compatibility
filter) so that the filter can run the rules without importing the engine: the rules
package has no import circle (tests/core/test_rules_imports.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from dlbox.core.rig.view import BuildView
from dlbox.core.rules import (
    bend_room,
    cables,
    cooling,
    dl_fit,
    memory,
    pcie,
    physical,
    platform,
    power,
    psu_margin,
    storage,
    transients,
    workload_fit,
)
from dlbox.core.rules.findings import Finding

Rule = Callable[[BuildView], Iterable[Finding]]

RULES: tuple[Rule, ...] = (
    *platform.RULES,
    *memory.RULES,
    *physical.RULES,
    *bend_room.RULES,
    *cooling.RULES,
    *storage.RULES,
    *power.RULES,
    *psu_margin.RULES,
    *cables.RULES,
    *transients.RULES,
    *pcie.RULES,
    *dl_fit.RULES,
    *workload_fit.RULES,
)

# Rules that call the estimator: run when verifying a suggestion only for their own findings.
ESTIMATOR_RULES: tuple[Rule, ...] = workload_fit.RULES
CHEAP_RULES: tuple[Rule, ...] = tuple(r for r in RULES if r not in ESTIMATOR_RULES)


def run_rules(view: BuildView, rules: tuple[Rule, ...] = RULES) -> list[Finding]:
    findings: list[Finding] = []
    for rule in rules:
        findings.extend(rule(view))
    return findings
