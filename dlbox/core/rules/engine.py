"""``check_build``: run every rule over a resolved build and fill in the fixes."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable
from typing import Any

import numpy as np

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message, join_comma, msg
from dlbox.core.parts import Category
from dlbox.core.rig.site import DEFAULT_CIRCUIT_A, DEFAULT_MAINS_V
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import power, workload_fit
from dlbox.core.rules.arrays import catalogue_arrays
from dlbox.core.rules.compat import (
    base_build,
    candidate_quantity,
    compatible_mask,
    suggest_ids,
    with_candidate,
)
from dlbox.core.rules.effects import EffectEstimator, keeps_form_factor
from dlbox.core.rules.findings import (
    SEVERITY_ORDER,
    CheckResult,
    Finding,
    PartRef,
    PowerSummary,
    note,
    warning,
)
from dlbox.core.rules.registry import CHEAP_RULES, ESTIMATOR_RULES, run_rules
from dlbox.core.rules.registry import RULES as RULES
from dlbox.core.rules.unchecked import unknown_spec_messages

# Suggested parts per fix, and how many candidates (cheapest first) are tried to find them.
MAX_SUGGESTED = 3
MAX_TRIED = 12

# What the engine does not verify, so that silence is not mistaken for safety (the window
# shows them in the user's language; the CLI and JSON in English).
NOT_CHECKED: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "Findings",
        "RAM module height under a tower cooler's fan (module heights are partly recorded, "
        "cooler overhangs are not)",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "AIO pump block, tubing or tower cooler vs M.2 heatsinks, VRM heatsinks and the GPU backplate",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "BIOS version actually shipped on the board (only CPU launch year vs chipset generation; "
        "for 24/48/64 GB DDR5 modules, the BIOS or AGESA version the build states)",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "M.2 drive length vs slot length (2242/2280/22110) and heatsink height",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "case airflow, fan count and fan placement; radiator thickness beyond a standard 27 mm",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "GPU sag support, vertical GPU mounts and riser-cable signal quality at PCIe 4.0/5.0 "
        "(a riser's rated generation is checked when the build gives it)",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "the up to 75 W a GPU in a board slot draws through the slot is counted on PSU 1; "
        "powered risers and their own cables are not itemised",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "board-specific lane sharing that is not in the board's M.2 table (e.g. slots disabled by "
        "a populated U.2 port or a second M.2 slot)",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "PCIe bifurcation settings and add-in cards other than GPUs and drives (NICs, capture cards)",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "drivers, CUDA/ROCm and operating-system support for the parts",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "front-panel connectors, USB headers and fan headers",
    ),
)


def site_not_checked(view: BuildView) -> tuple[Message, ...]:
    """What the site settings leave open, with the values the check actually used."""
    volts, amps, _continuous = power.circuit(view)
    items = [
        msg(
            QT_TRANSLATE_NOOP(
                "Findings",
                "actual wall wiring and whatever else shares the circuit: the check assumes a "
                "%(volts)s V / %(amps)s A circuit (site setting; default %(default_volts)s V / "
                "%(default_amps)s A) with nothing else on it",
            ),
            volts=f"{volts:g}",
            amps=f"{amps:g}",
            default_volts=f"{DEFAULT_MAINS_V:g}",
            default_amps=f"{DEFAULT_CIRCUIT_A:g}",
        )
    ]
    if not view.setting("needs_fp64", False):
        items.append(
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "double-precision (FP64) speed of the GPUs, which only scientific code "
                    'needs (turn on "I need FP64" in Settings, or dlbox check --fp64)',
                )
            )
        )
    return tuple(items)


def _incomplete(view: BuildView) -> Iterable[Finding]:
    missing = [
        msg(label)
        for label, present in (
            (QT_TRANSLATE_NOOP("Findings", "CPU"), view.cpu),
            (QT_TRANSLATE_NOOP("Findings", "motherboard"), view.board),
            (QT_TRANSLATE_NOOP("Findings", "memory"), view.memory),
            (QT_TRANSLATE_NOOP("Findings", "storage"), view.drives),
            (
                QT_TRANSLATE_NOOP("Findings", "power supply"),
                view.psu if view.psu is not None else view.supply_w,
            ),
            (QT_TRANSLATE_NOOP("Findings", "case"), view.case),
        )
        if not present
    ]
    if missing and (view.gpus or view.cpu or view.board):
        yield note(
            "build.incomplete",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "no %(missing)s yet: checks that need them were skipped"
                ),
                missing=join_comma(missing),
            ),
        )


def _empty(view: BuildView) -> Iterable[Finding]:
    resolved = view.resolved
    if resolved is not None and not resolved.picks and not resolved.unresolved:
        yield note(
            "build.empty",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings",
                    "The build has no parts yet: nothing was checked and there is no power "
                    "estimate",
                )
            ),
        )


def _unresolved(resolved: ResolvedBuild) -> Iterable[Finding]:
    for item in resolved.unresolved:
        yield warning(
            "build.unresolved",
            msg(
                QT_TRANSLATE_NOOP("Findings", "%(reason)s: that part was not checked"),
                reason=item.reason,
            ),
            key=f"build.unresolved:{item.pick.category.value}:{item.pick.id}",
        )


def check_view(view: BuildView) -> list[Finding]:
    findings = run_rules(view)
    findings.extend(_empty(view))
    findings.extend(_incomplete(view))
    if view.resolved is not None:
        findings.extend(_unresolved(view.resolved))
    return findings


def check_build(
    resolved: ResolvedBuild,
    catalogue: Catalogue | None,
    *,
    workload: Any = None,
    settings: Any = None,
    site: Any = None,
    suggest_parts: bool = True,
) -> CheckResult:
    """Every finding for ``resolved``: errors first, each with a fix and up to three parts.

    ``catalogue`` supplies the replacement parts named in fixes (None: text only).
    ``workload``/``settings`` (the estimator's Workload and TrainSettings) feed the
    VRAM-fit, power-limit and data-loading rules.  ``site`` (any object or dict) may carry
    ``mains_voltage_v`` and ``circuit_amps`` (default 120 V / 15 A) and ``needs_fp64``.
    """
    view = BuildView.of(resolved, workload=workload, settings=settings, site=site)
    findings = check_view(view)
    if catalogue is not None and suggest_parts:
        findings = _with_suggestions(findings, view, catalogue)
    findings.sort(key=lambda f: SEVERITY_ORDER[f.severity])
    est = view.power
    summary = PowerSummary(
        load_w=est.load_w,
        transient_w=est.transient_w,
        recommended_psu_w=est.recommended_psu_w,
        gpu_w=est.gpu_w,
        cpu_w=est.cpu_w,
        rest_w=est.rest_w,
        psu_w=est.supply_w,
        wall_w=est.wall_w,
    )
    unchecked = (
        tuple(msg(item) for item in NOT_CHECKED)
        + site_not_checked(view)
        + workload_fit.not_checked(view)
        + unknown_spec_messages(view)
    )
    # The CLI and JSON keep the English text; the window renders the messages.
    not_checked = tuple(str(item) for item in unchecked)
    return CheckResult(tuple(findings), summary, not_checked, view.placement.links, unchecked)


def _with_suggestions(
    findings: list[Finding], view: BuildView, catalogue: Catalogue
) -> list[Finding]:
    """Fill each error's and warning's fix with up to three catalogue parts that resolve it.

    A candidate comes from the compatibility mask (it adds no new error) and the fix's
    extra condition, is never a part already in the build, and is kept only when the
    build with it no longer has the finding (the rules run on it, cheapest first)."""
    resolved = view.resolved
    assert resolved is not None
    effects = EffectEstimator(view)
    masks: dict[tuple[Category, str], Any] = {}
    after: dict[tuple[Category, str, str, bool], list[Finding]] = {}

    def candidate_of(category: Category, mode: str, part_id: str) -> Any:
        base = base_build(resolved, category, mode)  # type: ignore[arg-type]
        quantity = candidate_quantity(resolved, category, mode)  # type: ignore[arg-type]
        return with_candidate(base, catalogue.get(category, part_id), quantity)

    def findings_with(category: Category, mode: str, part_id: str, rule: str) -> list[Finding]:
        estimator = rule.startswith("dl.workload_fit")
        key = (category, mode, part_id, estimator)
        if key not in after:
            candidate = candidate_of(category, mode, part_id)
            rules = ESTIMATOR_RULES if estimator else CHEAP_RULES
            after[key] = run_rules(
                BuildView.of(
                    candidate, workload=view.workload, settings=view.settings, site=view.site
                ),
                rules,
            )
        return after[key]

    out: list[Finding] = []
    for finding in findings:
        current = finding.fix
        spec = current.suggest if current is not None else None
        if current is None or spec is None or finding.severity == "note":
            out.append(finding)
            continue
        mode_key = (spec.category, spec.mode)
        if mode_key not in masks:
            masks[mode_key] = compatible_mask(
                catalogue, spec.category, resolved, mode=spec.mode, settings=view.settings
            )[0] & keeps_form_factor(
                view, spec.category, catalogue_arrays(catalogue, spec.category)
            )
        in_build = {p.part.id for p in resolved.of(spec.category)}
        tried = suggest_ids(
            catalogue,
            spec.category,
            masks[mode_key],
            spec.extra,
            resolved.build.currency,
            limit=MAX_TRIED,
            exclude=in_build,
        )
        resolving = (
            part_id
            for part_id in tried
            if resolves(
                finding, findings, findings_with(spec.category, spec.mode, part_id, finding.rule)
            )
        )
        ids = tuple(itertools.islice(resolving, MAX_SUGGESTED))  # stop at the third that works
        text: str | Message = current.source if current.source is not None else current.text
        if not ids and spec.if_none is not None and spec.extra is not None:
            everything = np.ones(catalogue_arrays(catalogue, spec.category).n, dtype=bool)
            if not suggest_ids(
                catalogue, spec.category, everything, spec.extra, limit=1, exclude=in_build
            ):
                text = spec.if_none  # nothing in the catalogue meets the need at all
        refs = tuple(PartRef.of(catalogue.get(spec.category, i)) for i in ids)
        said = tuple(
            effects.effect(spec.category, spec.mode, i, candidate_of(spec.category, spec.mode, i))
            for i in ids
        )
        new_fix = dataclasses.replace(current, text=text, part_ids=ids, parts=refs, effects=said)
        out.append(dataclasses.replace(finding, fix=new_fix))
    return out


def resolves(finding: Finding, before: list[Finding], after: list[Finding]) -> bool:
    """The build with a suggested part no longer has ``finding``: no finding with its key at
    the same or a worse severity, and fewer findings of its rule at that severity."""
    rank = SEVERITY_ORDER[finding.severity]

    def as_bad(f: Finding) -> bool:
        return f.rule == finding.rule and SEVERITY_ORDER[f.severity] <= rank

    if any(f.key == finding.key and as_bad(f) for f in after):
        return False
    return sum(map(as_bad, after)) < sum(map(as_bad, before))
