"""``check_build``: run every rule over a resolved build and fill in the fixes."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.parts import Category
from dlbox.core.rules import (
    cooling,
    dl_fit,
    memory,
    pcie,
    physical,
    platform,
    power,
    storage,
    workload_fit,
)
from dlbox.core.rules.findings import (
    SEVERITY_ORDER,
    CheckResult,
    Finding,
    Fix,
    PowerSummary,
    note,
    warning,
)
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, Message, msg
from dlbox.core.rules.view import BuildView

Rule = Callable[[BuildView], Iterable[Finding]]

RULES: tuple[Rule, ...] = (
    *platform.RULES,
    *memory.RULES,
    *physical.RULES,
    *cooling.RULES,
    *storage.RULES,
    *power.RULES,
    *pcie.RULES,
    *dl_fit.RULES,
    *workload_fit.RULES,
)

# What the engine does not verify, so that silence is not mistaken for safety.
NOT_CHECKED: tuple[str, ...] = (
    "RAM module height under a tower cooler's fan (module heights are partly recorded, "
    "cooler overhangs are not)",
    "AIO pump block, tubing or tower cooler vs M.2 heatsinks, VRM heatsinks and the GPU backplate",
    "BIOS version actually shipped on the board (only CPU launch year vs chipset generation)",
    "M.2 drive length vs slot length (2242/2280/22110) and heatsink height",
    "whether the PSU's PCIe 8-pin connectors sit on separate cables (no daisy-chained pigtails)",
    "case airflow, fan count and fan placement; radiator thickness beyond a standard 27 mm",
    "GPU sag support, vertical GPU mounts and riser-cable signal quality at PCIe 4.0/5.0",
    "board-specific lane sharing that is not in the board's M.2 table (e.g. slots disabled by "
    "a populated U.2 port or a second M.2 slot)",
    "PCIe bifurcation settings and add-in cards other than GPUs and drives (NICs, capture cards)",
    "drivers, CUDA/ROCm and operating-system support for the parts",
    "front-panel connectors, USB headers and fan headers",
    "actual wall wiring: the circuit assumed is 120 V / 15 A unless the site settings say "
    "otherwise",
)


def _incomplete(view: BuildView) -> Iterable[Finding]:
    missing = [
        label
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
        listed: str | Message = ""
        for label in missing:
            listed = (
                msg(QT_TRANSLATE_NOOP("Findings", "%(a)s, %(b)s"), a=listed, b=msg(label))
                if listed
                else msg(label)
            )
        yield note(
            "build.incomplete",
            msg(
                QT_TRANSLATE_NOOP(
                    "Findings", "no %(missing)s yet: checks that need them were skipped"
                ),
                missing=listed,
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


def run_rules(view: BuildView) -> list[Finding]:
    findings: list[Finding] = []
    for rule in RULES:
        findings.extend(rule(view))
    return findings


def check_view(view: BuildView) -> list[Finding]:
    findings = run_rules(view)
    findings.extend(_incomplete(view))
    if view.resolved is not None:
        findings.extend(_unresolved(view.resolved))
    return findings


def error_keys(resolved: ResolvedBuild, *, workload: Any = None, settings: Any = None) -> set[str]:
    """Keys of the errors in a build, without fixes (for the compatibility filter)."""
    view = BuildView.of(resolved, workload=workload, settings=settings)
    return {f.key for f in run_rules(view) if f.severity == "error"}


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
        findings = _with_suggestions(findings, resolved, catalogue)
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
    not_checked = NOT_CHECKED + workload_fit.not_checked(view)
    return CheckResult(tuple(findings), summary, not_checked, view.placement.links)


def _with_suggestions(
    findings: list[Finding], resolved: ResolvedBuild, catalogue: Catalogue
) -> list[Finding]:
    from dlbox.core.rules.compat import compatible_mask, suggest_ids

    masks: dict[Category, Any] = {}
    out: list[Finding] = []
    for finding in findings:
        spec = finding.fix.suggest if finding.fix is not None else None
        if spec is None or finding.severity == "note":
            out.append(finding)
            continue
        if spec.category not in masks:
            masks[spec.category] = compatible_mask(
                catalogue, spec.category, resolved, mode="replace"
            )[0]
        ids = suggest_ids(
            catalogue, spec.category, masks[spec.category], spec.extra, resolved.build.currency
        )
        current = finding.fix
        assert current is not None
        out.append(
            Finding(
                finding.rule,
                finding.severity,
                finding.message,
                finding.parts,
                Fix(current.text, ids, current.category, current.suggest, current.source),
                finding.key,
                finding.source,
            )
        )
    return out
