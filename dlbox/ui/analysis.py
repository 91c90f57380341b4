"""What the engines say about the open build, computed lazily and cached per edit.

Widgets read ``check()``, ``compat(category)``, ``estimate()`` and the cost
results from here and redraw on ``changed``; nothing is computed until a visible
widget asks, and nothing twice for the same build and settings.

The main window makes its Analysis *not started*: the engines (rules, estimator,
cost model) are neither imported nor run until the window has painted once, so it
opens quickly.  Until then ``is_ready`` is False and the widgets show "checking…"
(never "no problems": nothing was checked).  ``start()`` — called after the first
paint, or by the first edit of the build, workload or settings — emits ``ready``
and ``changed``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from PySide6.QtCore import QObject, Signal

from dlbox.core.job import Job
from dlbox.core.parts import Category
from dlbox.ui.document import BuildDocument
from dlbox.ui.language import locale_for, translate
from dlbox.ui.money import Converter
from dlbox.ui.preferences import Preferences

if TYPE_CHECKING:
    from dlbox.core.rules import ExclusionReasons
    from dlbox.ui import engines

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Compat:
    """Which catalogue rows fit the build (aligned with ``catalogue.table(category)``),
    and why an excluded part does not (asked per part, on hover: it runs the rules)."""

    mask: np.ndarray
    explain: Callable[[str], str]
    # Rows that fit only in place of the parts already in the build (GPUs, memory, drives).
    replace_only: np.ndarray


@dataclass(frozen=True)
class WorkloadChoice:
    workload_id: str = ""
    precision: str = ""
    dataset_size: float | None = None  # samples (images, sequences…) per epoch
    epochs: float | None = None
    adapter: str = ""  # "" follows the workload (a LoRA workload brings its adapter)
    # TrainSettings fields a memory remedy changed, as sorted (name, value) pairs.
    memory: tuple[tuple[str, Any], ...] = ()
    # A model of the library (or a config.json) instead of a benchmark workload, and what
    # it is used for: "train" or "decode" (serving, with context tokens and streams).
    model: str = ""
    task: str = ""
    context: int | None = None
    concurrency: int | None = None
    # Serving stack (settings.SERVING_ENGINES); "" is Hugging Face generate, as a job saved
    # without one reads (the bar names the stack of every serving job it makes).
    engine: str = ""
    weights: str = ""  # serving: a named weight format ("" 16-bit; weight_formats.py)
    # Serving: the quantised decode kernel ("" the format's own; weight_formats.DECODE_KERNELS)
    # and attention that copies K/V to every query head (`--expanded-kv-attention`).
    kernel: str = ""
    expand_kv: bool = False
    # Training: micro-batches per optimizer step (`--grad-accum`) and a CNN's activation
    # layout ("" auto, "nchw", "nhwc": `--memory-format`).
    grad_accum: int = 1
    memory_format: str = ""
    stack: str = ""  # training software ("" the generic stack; settings.TRAINING_STACKS)
    # Training: activation checkpointing ("" the workload's usual; else none, full,
    # selective, attention or every-N: `--checkpointing`).
    checkpointing: str = ""
    # Diffusion training: the options the workload bar's "Options…" menu set, as sorted
    # (TrainSettings/Job field, value) pairs (latents, text_encoder, vae_fp32,
    # prior_preservation, ema, diffusion_attention); () runs the workload as it is.
    diffusion: tuple[tuple[str, Any], ...] = ()
    # Serving: a mixture-of-experts model's experts implementation ("" transformers 5's
    # default; `--experts`) and the split over several GPUs ("" the engine's; `--split`).
    experts: str = ""
    split: str = ""
    # Training: the PyTorch release ("" the newest; `--pytorch`), for SDPA's "auto" kernel.
    pytorch: str = ""
    # Serving through llama.cpp: its build's date ("" a current build; `--llamacpp-build`).
    llamacpp_build: str = ""

    @property
    def decodes(self) -> bool:
        return bool(self.model) and self.task == "decode"

    def _llamacpp(self) -> bool:
        """Served through llama.cpp, whose build's date the job keeps."""
        return self.decodes and self.engine.startswith("llama.cpp")

    def job(self) -> Job | None:
        """The build file's job for this choice (None without a workload)."""
        if not self.workload_id:
            return None
        # A config.json's model is saved as its file (the session's id means nothing later).
        config = _engines().config_path(self.model) if self.model else None
        return Job(
            workload=f"custom-{self.task or 'train'}" if config else self.workload_id,
            precision=self.precision or None,  # type: ignore[arg-type]
            dataset_samples=None if self.decodes else self.dataset_size or None,
            epochs=None if self.decodes else self.epochs or None,
            adapter=self.adapter or None,  # type: ignore[arg-type]
            model=None if config else self.model or None,
            config_json=config,
            task=(self.task or None) if self.model else None,  # type: ignore[arg-type]
            context_tokens=self.context if self.decodes else None,
            concurrency=self.concurrency if self.decodes else None,
            engine=(self.engine or None) if self.decodes else None,  # type: ignore[arg-type]
            weights=(self.weights or None) if self.decodes else None,
            decode_kernel=(self.kernel or None) if self.decodes else None,
            expanded_kv_attention=True if self.decodes and self.expand_kv else None,
            grad_accum=None if self.decodes or self.grad_accum <= 1 else self.grad_accum,
            memory_format=(self.memory_format or None) if not self.decodes else None,  # type: ignore[arg-type]
            stack=None if self.decodes else self.stack or None,  # type: ignore[arg-type]
            checkpointing=None if self.decodes else self.checkpointing or None,
            experts=(self.experts or None) if self.decodes else None,  # type: ignore[arg-type]
            split=(self.split or None) if self.decodes else None,  # type: ignore[arg-type]
            pytorch=None if self.decodes else self.pytorch or None,
            llamacpp_build=(self.llamacpp_build or None) if self._llamacpp() else None,
            **({} if self.decodes else dict(self.diffusion)),
        )


def _explainer(reasons: ExclusionReasons) -> Callable[[str], str]:
    """A cached ``part id → one line`` function: the new errors the part would bring,
    in the UI language (asked on hover only: it runs the rules)."""
    cache: dict[str, str] = {}

    def explain(part_id: str) -> str:
        if part_id not in cache:
            try:
                found = "; ".join(f.render(translate) for f in reasons.findings(part_id))
            except Exception as exc:  # explaining must never break hovering
                log.warning("explaining %s failed: %s", part_id, exc)
                found = ""
            cache[part_id] = found
        return cache[part_id] or translate("Analysis", "Adds a new error to the build.")

    return explain


def make_converter(preferences: Preferences) -> Converter:
    return Converter.create(
        preferences.currency,
        preferences.rates,
        locale_for(preferences.language),
        preferences.rates_date,
    )


def _engines() -> Any:
    """dlbox.ui.engines, imported on the first engine call (it loads rules, estimator
    and cost model: not needed to paint the window)."""
    from dlbox.ui import engines

    return engines


class Analysis(QObject):
    changed = Signal()
    preferences_changed = Signal()
    workload_changed = Signal()
    ready = Signal()  # start(): the engines may be asked from now on

    def __init__(
        self,
        document: BuildDocument,
        preferences: Preferences,
        parent: QObject | None = None,
        *,
        started: bool = True,
    ) -> None:
        super().__init__(parent)
        self._started = started
        self._starting = False
        self.document = document
        self._preferences = preferences
        self._converter = make_converter(preferences)
        self._workload = WorkloadChoice()
        self._cache: dict[Any, Any] = {}
        # Offer speeds depend on the workload and its settings, not on the build: kept
        # across edits, one entry per workload and settings (see cost.speed.offer_speeds).
        self._speed_cache: dict[Any, Any] = {}
        self._references: dict[Any, list[engines.SpeedRow]] = {}
        self.errors: dict[str, str] = {}  # engine → last failure, shown in the status bar
        document.build_changed.connect(self._invalidate)

    # ------------------------------------------------------------ inputs
    @property
    def preferences(self) -> Preferences:
        return self._preferences

    @property
    def converter(self) -> Converter:
        return self._converter

    def set_preferences(self, preferences: Preferences) -> None:
        if preferences == self._preferences:
            return
        self._preferences = preferences
        self._converter = make_converter(preferences)
        self.preferences_changed.emit()
        self._invalidate()

    @property
    def workload(self) -> WorkloadChoice:
        return self._workload

    def set_workload(self, choice: WorkloadChoice) -> None:
        if choice == self._workload:
            return
        self._workload = choice
        self.workload_changed.emit()
        self._invalidate()

    def offers_changed(self) -> None:
        """Cloud prices were refreshed: drop every result that used the old offers."""
        self._speed_cache.clear()
        self._invalidate()

    def _invalidate(self) -> None:
        self._cache.clear()
        if self._starting:  # start() emits changed once, after the ready listeners
            return
        if not self._started:  # a first edit before the first paint: check it now
            self.start()
            return
        self.changed.emit()

    # ------------------------------------------------------------- start
    @property
    def is_ready(self) -> bool:
        """False until :meth:`start`: widgets show "checking…" instead of results."""
        return self._started

    def start(self) -> None:
        """Let the engines run: ``ready`` (the workload bar lists the workloads), then
        ``changed`` (every widget asks for its results).  Runs once."""
        if self._started:
            return
        self._started, self._starting = True, True
        try:
            self._cache.clear()
            self.ready.emit()
        finally:
            self._starting = False
        self.changed.emit()

    # ----------------------------------------------------------- results
    def _cached(self, key: Any, compute: Any) -> Any:
        if key not in self._cache:
            try:
                self._cache[key] = compute()
                self.errors.pop(str(key[0] if isinstance(key, tuple) else key), None)
            except Exception as exc:  # an engine bug must not take the window down
                log.exception("engine call %s failed", key)
                self.errors[str(key[0] if isinstance(key, tuple) else key)] = (
                    f"{type(exc).__name__}: {exc}"
                )
                self._cache[key] = None
        return self._cache[key]

    def compat(self, category: Category, another_psu: bool = False) -> Compat | None:
        """``another_psu``: PSUs judged as one more PSU beside the build's (a dual-PSU rig)."""
        return self._cached(
            ("compat", category, another_psu), lambda: self._compat(category, another_psu)
        )

    def _compat(self, category: Category, another_psu: bool = False) -> Compat:
        found = _engines().compatibility(
            self.document.catalogue, category, self.document.resolved, another_psu
        )
        return Compat(
            np.asarray(found.mask, dtype=bool),
            _explainer(found.reasons),
            np.asarray(found.replace_only, dtype=bool),
        )

    def check(self) -> Any:
        """The rules engine's ``CheckResult`` for the build, or None when it failed."""
        return self._cached("check", self._check)

    def _check(self) -> Any:
        workload, settings = self.workload_objects()
        return _engines().check_build(
            self.document.resolved,
            self.document.catalogue,
            workload,
            settings,
            site=self._preferences.site(),
        )

    def power(self) -> Any:
        result = self.check()
        return result.power if result is not None else None

    def workload_objects(self) -> tuple[Any, Any]:
        """The estimator's workload and training settings for the current choice."""
        return self._cached("workload", lambda: _engines().workload_objects(self._workload)) or (
            None,
            None,
        )

    def speed_summary(self) -> list[tuple[Any, Any]] | None:
        """The report's training-speed lines (as ``dlbox export`` writes them); None
        without a workload."""
        from dlbox.core.export.summary import speed_lines  # not needed before first paint

        workload, settings = self.workload_objects()
        if workload is None:
            return None
        return speed_lines(self.document.resolved, workload, settings, self.estimate())

    def break_even_summary(self) -> list[tuple[Any, Any]] | None:
        """The report's own-vs-rent lines (as ``dlbox export`` writes them); None when
        the build is not compared."""
        view = self.cloud()
        if isinstance(view, str):
            return None
        from dlbox.core.export.summary import break_even_lines  # not needed before first paint

        providers = self._preferences.providers
        return break_even_lines(view.compared, providers[0] if len(providers) == 1 else None)

    def use_results(self, estimate: Any = None, cloud: engines.CloudView | None = None) -> None:
        """Results made elsewhere for this very build, workload and settings (``dlbox
        export`` compares before it draws the charts): they are not computed again."""
        if estimate is not None:
            self._cache["estimate"] = estimate
        if cloud is not None:
            self._cache["cloud"] = cloud

    def estimate(self) -> Any:
        """The estimator's result for the build and workload, or None without a workload
        or when it failed."""
        return self._cached("estimate", self._estimate)

    def _estimate(self) -> Any:
        workload, settings = self.workload_objects()
        if workload is None or not self.document.resolved.of(Category.GPU):
            # No GPU yet (a new build): nothing to estimate, and no failure to report.
            return None
        return _engines().estimate_build(self.document.resolved, workload, settings)

    def build_total(self) -> tuple[float, list[str]]:
        """The build's price in the display currency, and currencies without a rate."""
        return self._converter.build_total(self.document.resolved)

    def cloud(self) -> engines.CloudView | str:
        """The build against the selected cloud offers, or why that cannot be shown."""
        return self._cached("cloud", self._cloud) or translate(
            "Analysis", "the cloud comparison failed"
        )

    def _cloud(self) -> engines.CloudView | str:
        workload, settings = self.workload_objects()
        total, missing = self.build_total()
        if missing:
            return translate("Analysis", "no exchange rate for %1: add one in Settings").replace(
                "%1", ", ".join(missing)
            )
        if total <= 0:
            return translate("Analysis", "no part of the build has a price yet")
        return _engines().cloud_view(
            self.document.resolved,
            self.document.catalogue,
            workload,
            settings,
            self._converter.currency,
            self._preferences,
            self._speed_cache,
        )

    def cloud_prices(self) -> dict[tuple[str, int], float]:
        """The lowest hourly price of each (GPU id, GPU count) offered, in the display
        currency, among the providers and pricing models chosen in Settings."""
        return (
            self._cached(
                "cloud_prices",
                lambda: _engines().cloud_hourly_prices(self._preferences, self._converter.currency),
            )
            or {}
        )

    def speeds(self) -> list[engines.SpeedRow] | str:
        """This build, other GPUs and cloud instances on the chosen workload."""
        return self._cached("speeds", self._speeds) or translate(
            "Analysis", "the speed comparison failed"
        )

    def _speeds(self) -> list[engines.SpeedRow] | str:
        workload, settings = self.workload_objects()
        if workload is None:
            return translate("Analysis", "pick a workload to see training speed")
        cpu = self.document.resolved.first(Category.CPU)
        key = _engines().reference_key(workload, settings, self._preferences, cpu)
        if key not in self._references:
            self._references[key] = _engines().reference_speeds(
                self.document.catalogue, workload, settings, self._preferences, cpu
            )
        return _engines().speed_rows(
            self.document.resolved, workload, settings, self._references[key], self.estimate()
        )
