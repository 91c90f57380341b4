"""The one place the UI calls the core engines (rules, estimate, cost), with caching.

Widgets never import ``dlbox.core.rules``/``estimate``/``cost`` directly, so an API
change is absorbed here.  The shipped workloads and cloud offers are read once and
cached; a broken data file is logged and shown as "not available" instead of
stopping the window.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

import numpy as np

from dlbox.core import estimate, rules
from dlbox.core.cost.breakeven import breakeven
from dlbox.core.cost.compare import (
    DEFAULT_KWH_USD,
    BuildComparison,
    UnpricedBuildError,
    cheapest_per_provider,
    compare_build,
    default_kwh_price,
)
from dlbox.core.cost.layers import current_offers
from dlbox.core.cost.money import RateTable
from dlbox.core.cost.money import shipped_rates as shipped_rate_table
from dlbox.core.cost.offers import parse_pricing_families
from dlbox.core.cost.ownership import Ownership, build_psu_efficiency
from dlbox.core.cost.speed import SpeedUnavailableError, speed_settings
from dlbox.core.estimate.host_cpu import host_cpu
from dlbox.core.estimate.llamacpp_fusion import build_periods as build_periods  # the bar's menu
from dlbox.core.estimate.llamacpp_fusion import kernels_per_layer as kernels_per_layer
from dlbox.core.estimate.llamacpp_fusion import user_build_date as user_build_date
from dlbox.core.estimate.settings import PRECISIONS, TrainSettings
from dlbox.core.estimate.weight_formats import (
    DECODE_KERNELS as DECODE_KERNELS,  # the bar lists them
)
from dlbox.core.estimate.weight_formats import WEIGHT_FORMATS as WEIGHT_FORMATS
from dlbox.core.parts import Category
from dlbox.ui.language import translate

log = logging.getLogger(__name__)


def shipped_rates() -> dict[str, tuple[float, str]]:
    """The cost engine's newest rate per currency: units per USD and "date, source"."""
    from dlbox.ui.money import shipped_rates as rates  # read there before the first paint

    return rates()


def rate_table(preferences: Any) -> RateTable:
    """The shipped rates with the user's (Settings ▸ Currency) on top: theirs win."""
    return shipped_rate_table().with_user_rates(preferences.rates, "user setting")


def check_build(
    resolved: Any, catalogue: Any, workload: Any = None, settings: Any = None, site: Any = None
) -> Any:
    """The rules engine's ``CheckResult``; ``site`` is where the box runs (mains voltage,
    circuit amps, FP64 need: ``Preferences.site()``)."""
    return rules.check_build(resolved, catalogue, workload=workload, settings=settings, site=site)


def compatibility(
    catalogue: Any, category: Category, resolved: Any, another_psu: bool = False
) -> rules.Compatibility:
    """Which catalogue rows fit the build, added or in place of the current parts (PSUs
    with ``another_psu``: as one more PSU beside the build's)."""
    return rules.compatibility(catalogue, category, resolved, another_psu=another_psu)


@cache
def _workloads() -> dict[str, Any]:
    try:
        return dict(estimate.load_workloads())
    except Exception as exc:  # a bad workloads file must not stop the window
        log.warning("workloads not available: %s", exc)
        return {}


# Workloads of the models read from a user's config.json this session, by id.
_CONFIG_WORKLOADS: dict[str, Any] = {}


def workload_objects(choice: Any) -> tuple[Any, Any] | None:
    """The estimator's (Workload, TrainSettings) for the workload bar's choice."""
    wanted = getattr(choice, "workload_id", "")
    model = getattr(choice, "model", "")
    decodes = getattr(choice, "task", "") == "decode"
    if model:
        workload = model_workload(model, "decode" if decodes else "train")
    else:
        workload = _CONFIG_WORKLOADS.get(wanted) or _workloads().get(wanted)
    if workload is None:
        return None
    overrides = dict(getattr(choice, "memory", ()) or ())
    # Serving: the streams are the batch and the context each stream's tokens, as
    # `dlbox estimate --concurrency/--context` set them (a remedy may still change them).
    serving = (
        {
            "batch_per_gpu": choice.concurrency,
            "context_tokens": choice.context,
            "serving_engine": getattr(choice, "engine", "") or "generic",
            "weight_format": getattr(choice, "weights", "") or None,
            "decode_kernel": getattr(choice, "kernel", "") or None,
            "expanded_kv_attention": bool(getattr(choice, "expand_kv", False)),
            "experts_implementation": getattr(choice, "experts", "") or None,
            "multi_gpu_split": getattr(choice, "split", "") or None,
            "llamacpp_build_date": getattr(choice, "llamacpp_build", "") or None,
        }
        if decodes
        else {
            "grad_accum": getattr(choice, "grad_accum", 1) or 1,
            "memory_format": getattr(choice, "memory_format", "") or "auto",
        }
    )
    if not decodes:  # diffusion options (the bar's "Options…" menu), as the CLI's flags
        serving.update(dict(getattr(choice, "diffusion", ()) or ()))
    if not decodes and getattr(choice, "checkpointing", ""):
        serving["checkpointing"] = choice.checkpointing
    # Training: the software stack, for the memory quirks it has (stacks.py).
    if not decodes and getattr(choice, "stack", ""):
        serving["training_stack"] = choice.stack
    # Training: the PyTorch release, for the SDPA kernel "auto" picks (pytorch_release.py).
    if not decodes and getattr(choice, "pytorch", ""):
        serving["pytorch_version"] = choice.pytorch
    settings = TrainSettings(
        **{
            "precision": choice.precision or None,
            "dataset_samples": None if decodes else choice.dataset_size or None,
            "epochs": None if decodes else choice.epochs or None,
            "adapter": getattr(choice, "adapter", "") or None,
            **serving,
            **overrides,
        }
    )
    return workload, settings


def default_serving_context(choice: Any, resolved: Any, window: int | None) -> int | None:
    """The context a new serving job opens with on the build's GPUs (Ollama's tier for their
    memory, within the model's window, shortened to what fits at the chosen streams:
    estimate/serving_context.py); None without a GPU or when it cannot be worked out."""
    from dlbox.core.estimate.estimator import resolve_choices
    from dlbox.core.estimate.hardware import arrays_for
    from dlbox.core.estimate.serving_context import default_context, ollama_vram_gib

    gpus = list(resolved.expanded(Category.GPU)) if resolved is not None else []
    objects = workload_objects(choice)
    if not gpus or objects is None:
        return None
    workload, settings = objects
    smallest = min(gpus, key=lambda g: float(getattr(g, "vram_gb", 0.0) or 0.0))
    try:
        choices = resolve_choices(workload, settings)
        # Ollama adds up every card's memory; the memory model plans the smallest card.
        every = ollama_vram_gib(arrays_for(gpus))
        hw = arrays_for([smallest])
        return default_context(hw, len(gpus), workload, choices, window, vram_gib=every)
    except Exception as exc:  # a model the estimator cannot plan keeps the usual context
        log.warning("no default context for %s: %s", getattr(choice, "model", "?"), exc)
        return None


# ---------------------------------------------------------------- the model library
# The family a library model is listed under, by the first word of its id.
_FAMILIES = {
    "llama": "Llama",
    "mistral": "Mistral",
    "mixtral": "Mistral",
    "qwen": "Qwen",
    "gemma": "Gemma",
    "phi": "Phi",
    "deepseek": "DeepSeek",
    "yi": "Yi",
    "whisper": "Whisper",
    "vit": "ViT",
    "bert": "BERT",
}


@dataclass(frozen=True)
class ModelOption:
    """A model the workload bar can estimate: a library row or a user's config.json."""

    id: str
    name: str
    family: str
    arch: str
    params: float
    active_params: float | None  # MoE: the weights one token runs through
    context: int | None  # the model's context window (tokens)
    description: str

    @property
    def serves(self) -> bool:
        """Only decoders generate tokens; encoders and Whisper are fine-tuned here."""
        return self.arch == "decoder"

    @property
    def default_context(self) -> int:
        """The context `dlbox estimate --task decode` uses without --context."""
        return min(2048, self.context or 2048)


# Models read from a user's config.json this session, by the id the bar gives them.
_CONFIG_SPECS: dict[str, Any] = {}
_CONFIG_PATHS: dict[str, str] = {}


def _model_option(key: str, spec: Any) -> ModelOption:
    first = key.split("-")[0].rstrip("0123456789.")
    family = _FAMILIES.get(first, spec.name.split()[0] if spec.name else key)
    if key in _CONFIG_SPECS:
        family = "config.json"
    return ModelOption(
        id=key,
        name=spec.name,
        family=family,
        arch=spec.arch,
        params=float(spec.params_total),
        active_params=float(spec.params_active) if spec.params_active else None,
        context=spec.context,
        description=f"{spec.notes or ''}\nSource: {spec.source}".strip(),
    )


def model_options() -> list[ModelOption]:
    """The library's transformers (what `dlbox estimate --model` takes), in library order;
    empty when the library cannot be read."""
    from dlbox.core.estimate.models import ModelConfigError, load_models

    try:
        library = load_models()
    except ModelConfigError as exc:  # a bad library file must not stop the window
        log.warning("model library not available: %s", exc)
        return []
    return [_model_option(key, spec) for key, spec in library.items() if spec.is_transformer]


def model_option(key: str) -> ModelOption | None:
    """One model by id (a library row or a config.json read this session), or None."""
    if key in _CONFIG_SPECS:
        return _model_option(key, _CONFIG_SPECS[key])
    return next((m for m in model_options() if m.id == key), None)


def model_from_config(path: str) -> ModelOption:
    """The model a ``config.json`` describes; raises ValueError with one line naming the
    field and its expected range when the file is unusable."""
    from dlbox.core.estimate.models import ModelConfigError, read_hf_config
    from dlbox.core.estimate.workloads import workload_from_spec

    try:
        spec = read_hf_config(path)
        workload_from_spec(spec, task="train")  # what cannot be estimated is refused now
    except (ModelConfigError, estimate.WorkloadError) as exc:
        raise ValueError(str(exc)) from exc
    # The same file read again keeps its id (a reopened build finds its model), re-read.
    key = next((k for k, p in _CONFIG_PATHS.items() if p == path), "")
    if not key:
        key = f"config-{len(_CONFIG_SPECS) + 1}"
    _CONFIG_SPECS[key] = spec
    _CONFIG_PATHS[key] = path
    for task in ("train", "decode"):
        _CONFIG_WORKLOADS.pop(f"{key}-{task}", None)
    return _model_option(key, spec)


def config_path(key: str) -> str | None:
    """The config.json a model read this session came from (None for library models)."""
    return _CONFIG_PATHS.get(key)


@cache
def _library_workload(key: str, task: str) -> Any:
    from dlbox.core.estimate.models import model_spec
    from dlbox.core.estimate.workloads import workload_from_spec

    return workload_from_spec(model_spec(key), task=task)


def model_workload(key: str, task: str) -> Any:
    """The estimator's workload for a model and a task ("train" or "decode"), as
    `dlbox estimate --model ID --task TASK` makes it; None for an unknown model."""
    from dlbox.core.estimate.models import ModelConfigError
    from dlbox.core.estimate.workloads import workload_from_spec

    try:
        if key in _CONFIG_SPECS:
            workload = _CONFIG_WORKLOADS.get(f"{key}-{task}")
            if workload is None:
                workload = workload_from_spec(_CONFIG_SPECS[key], task=task).model_copy(
                    update={"id": f"{key}-{task}"}
                )
                _CONFIG_WORKLOADS[f"{key}-{task}"] = workload
            return workload
        return _library_workload(key, task)
    except (ModelConfigError, estimate.WorkloadError) as exc:
        log.warning("no workload for model %s (%s): %s", key, task, exc)
        return None


@dataclass(frozen=True)
class WorkloadOption:
    """A workload as the workload bar offers it."""

    id: str
    label: str
    description: str
    precisions: tuple[str, ...]
    default_precision: str
    dataset_size: float
    epochs: float
    unit: str  # throughput unit ("images/s"); the bar words it in the user's language
    family: str = ""  # the estimator's family ("cnn": the bar offers a memory layout)


def workload_options() -> list[WorkloadOption]:
    """Training workloads for the workload bar (decode workloads are not trained)."""
    return [_option(w) for w in _workloads().values() if w.task == "train"]


def _option(workload: Any) -> WorkloadOption:
    return WorkloadOption(
        id=workload.id,
        label=workload.name,
        description=f"{workload.notes or ''}\nSource: {workload.source}".strip(),
        precisions=tuple(PRECISIONS),
        default_precision=workload.precision,
        dataset_size=float(workload.dataset_size or 1_000_000),
        epochs=float(workload.epochs or 1),
        unit=str(workload.unit),
        family=str(workload.family),
    )


def providers() -> list[str]:
    """Cloud providers with offers (empty when the offers file cannot be read)."""
    offers = _offers()
    return offers.providers if offers is not None else []


@cache
def _offers() -> Any:
    """The shipped cloud offers, or None when the offers file cannot be read."""
    try:
        return current_offers()
    except Exception as exc:  # a bad offers file must not stop the window
        log.warning("cloud offers not available: %s", exc)
        return None


def estimate_build(resolved: Any, workload: Any, settings: Any) -> Any:
    """The estimator's ``Estimate`` for the build on ``workload``."""
    from dlbox.core import build_estimate  # the estimator loads on first use

    return build_estimate.estimate_build(resolved, workload, settings)


@dataclass(frozen=True)
class CloudView:
    """The build against the selected cloud offers, for the own-vs-rent and job charts."""

    compared: BuildComparison
    unit: str  # the workload's throughput unit
    kwh_note: str

    @property
    def comparison(self) -> Any:  # dlbox.core.cost.compare.Comparison
        return self.compared.comparison

    @property
    def ownership(self) -> Ownership:
        ownership = self.compared.comparison.ownership
        assert ownership is not None  # compare() always sets it
        return ownership

    @property
    def throughput(self) -> float | None:
        return self.compared.own.throughput


def cheapest_offers(view: CloudView, count: int) -> np.ndarray:
    """The cheapest offer of each provider for the build's work per hour (price × speed
    ratio), cheapest providers first.

    One line per provider: the six cheapest offers overall are usually all from one
    marketplace, which hides what AWS, Google Cloud or Azure would charge.
    """
    return cheapest_per_provider(view.comparison, count)


def cloud_view_of(compared: BuildComparison, workload: Any) -> CloudView:
    """A comparison made with the app's settings (by :func:`cloud_view`, or by ``dlbox
    export``'s summary with the same ones) as the charts show it."""
    kwh = compared.kwh_price
    kwh_note = (
        translate("Engines", "electricity %1 %2/kWh")
        .replace("%1", f"{kwh.amount:g}")
        .replace("%2", kwh.currency)
        if not compared.kwh_default
        else translate(
            "Engines", "electricity %1 USD/kWh (cost-model example; set yours in Settings)"
        ).replace("%1", str(DEFAULT_KWH_USD))
    )
    return CloudView(compared, str(getattr(workload, "unit", "")), kwh_note)


def cloud_view(
    resolved: Any,
    catalogue: Any,
    workload: Any,
    settings: Any,
    currency: str,
    preferences: Any,
    speed_cache: dict[Any, Any] | None = None,
) -> CloudView | str:
    """Compare the build with every selected offer; a string says why it cannot.

    ``speed_cache`` keeps the offers' speeds between calls (they do not depend on
    the build).
    """
    offers = _offers()
    if offers is None or not len(offers):
        return translate("Engines", "no cloud offers are available")
    if workload is None:
        return translate("Engines", "pick a workload to compare speed with the cloud")
    rates = rate_table(preferences)
    if not rates.knows(currency):
        return translate("Engines", "no exchange rate for %1: add one in Settings").replace(
            "%1", currency
        )
    selected = chosen_offers(offers, preferences)
    if not len(selected):
        return translate(
            "Engines", "no offers match the providers and pricing models chosen in Settings"
        )
    try:
        compared = compare_build(
            resolved,
            catalogue,
            selected,
            rates,
            currency=currency,
            workload=workload,
            train_settings=settings,
            utilization=preferences.utilisation,
            kwh_price=None
            if preferences.electricity_price is None
            else kwh_price(preferences, currency),
            speed_cache=speed_cache,
            egress_gb=getattr(preferences, "egress_gb", 0.0),
            egress_price_per_gb=extras_price(preferences, "egress_price_per_gb", currency),
            storage_gb=getattr(preferences, "storage_gb", 0.0),
            storage_price_per_gb_month=extras_price(
                preferences, "storage_price_per_gb_month", currency
            ),
        )
    except (SpeedUnavailableError, UnpricedBuildError) as exc:
        return str(exc)
    return cloud_view_of(compared, workload)


@dataclass(frozen=True)
class SpeedRow:
    label: str
    kind: str  # "build", "gpu" (one catalogue GPU) or "cloud" (an instance's GPUs)
    throughput: float
    low: float | None
    high: float | None
    # An AMD card's estimate: no AMD run calibrates it (estimate/vendor_peaks.py).
    uncalibrated: bool = False
    # What limits it (the estimator's bottleneck code; "" unknown).
    bottleneck: str = ""
    # A cloud bar's GPU and the GPU counts it stands for (offers at the same speed).
    gpu_id: str = ""
    counts: tuple[int, ...] = ()


def _uncalibrated(result: Any) -> bool:
    """Whether the estimator flagged its answer as uncalibrated (an AMD card)."""
    return bool((getattr(result, "explain", None) or {}).get("uncalibrated", False))


def _speed_of(result: Any) -> tuple[float, float | None, float | None] | None:
    def number(name: str) -> float | None:
        value = getattr(result, name, None)
        try:
            value = float(value)
        except (TypeError, ValueError):
            return None
        return value if math.isfinite(value) and value > 0 else None

    throughput = number("throughput")
    if throughput is None:
        return None
    return throughput, number("low"), number("high")


# How many bars of each kind the speed chart shows at most, so labels stay readable.
MAX_GPU_ROWS = 6
MAX_CLOUD_ROWS = 6


def reference_key(
    workload: Any, settings: Any, preferences: Any, cpu: Any = None
) -> tuple[Any, ...]:
    """What :func:`reference_speeds` depends on: the workload, the settings that change a
    speed (not the epochs or dataset size), the providers chosen and the build's CPU."""
    return (
        getattr(workload, "id", ""),
        speed_settings(settings),
        preferences.providers,
        getattr(cpu, "id", None),
    )


def reference_speeds(
    catalogue: Any, workload: Any, settings: Any, preferences: Any, cpu: Any = None
) -> list[SpeedRow]:
    """Other GPUs and cloud instances on a workload: independent of the build's GPUs, so
    the caller keeps them across edits.  Cloud rows come in every (GPU, count) offered.

    The other GPUs stand for "this build with that card", so a host-bound estimate is
    charged on the build's ``cpu`` as the build's own bar is; a cloud instance's CPU is not
    known, so its rows keep the estimator's reference host."""
    host = None if cpu is None else host_cpu(getattr(cpu, "id", None), getattr(cpu, "name", None))

    def estimate_row(gpu: Any, count: int, label: str, kind: str) -> SpeedRow | None:
        try:
            result = estimate.estimate_gpus(
                gpu, count, workload, settings, host_cpu=host if kind == "gpu" else None
            )
        except Exception as exc:  # one GPU the estimator cannot model is left out
            log.info("no estimate for %s × %s: %s", count, gpu.id, exc)
            return None
        speed = _speed_of(result)
        if speed is None:
            return None
        return SpeedRow(
            label,
            kind,
            *speed,
            uncalibrated=_uncalibrated(result),
            bottleneck=str(getattr(result, "bottleneck", "") or ""),
            gpu_id=gpu.id,
            counts=(count,) if kind == "cloud" else (),
        )

    gpus = {g.id: g for g in catalogue.in_category(Category.GPU)}
    rows: list[SpeedRow] = []
    # Other GPUs: the newest priced cards (the build's own are dropped by the caller).
    newest = sorted(
        (g for g in gpus.values() if g.price is not None),
        key=lambda g: (g.year, g.fp16_tflops or 0),
        reverse=True,
    )[: MAX_GPU_ROWS + 4]
    for gpu in newest:
        row = estimate_row(gpu, 1, gpu.name, "gpu")
        if row is not None:
            rows.append(row)
    offers = _offers()
    if offers is not None:
        seen: set[tuple[str, int]] = set()
        for offer in offers.select(providers=preferences.providers or None, priced_only=True):
            if offer.gpu_id not in gpus or offer.gpu_count is None:
                continue
            key = (offer.gpu_id, offer.gpu_count)
            if key not in seen:
                seen.add(key)
                gpu = gpus[offer.gpu_id]
                row = estimate_row(
                    gpu, offer.gpu_count, f"{offer.gpu_count}× {gpu.name} (cloud)", "cloud"
                )
                if row is not None:
                    rows.append(row)
    return rows


def speed_rows(
    resolved: Any,
    workload: Any,
    settings: Any,
    reference: list[SpeedRow],
    build_estimate: Any = None,
) -> list[SpeedRow] | str:
    """This build, then a few other GPUs and the cloud instances nearest its speed.

    ``build_estimate`` is the estimator's answer for the build when the caller has it.
    """
    rows: list[SpeedRow] = []
    if resolved.of(Category.GPU):
        if build_estimate is None:
            build_estimate = estimate_build(resolved, workload, settings)
        speed = _speed_of(build_estimate)
        if speed is not None:
            rows.append(
                SpeedRow(
                    "This build",
                    "build",
                    *speed,
                    uncalibrated=_uncalibrated(build_estimate),
                    bottleneck=str(getattr(build_estimate, "bottleneck", "") or ""),
                )
            )
    in_build = {p.part.name for p in resolved.of(Category.GPU)}
    rows.extend(
        [r for r in reference if r.kind == "gpu" and r.label not in in_build][:MAX_GPU_ROWS]
    )
    cloud = tied_offers_merged([r for r in reference if r.kind == "cloud"])
    # The instances nearest the build's speed are the ones a buyer weighs against it.
    if rows and rows[0].kind == "build":
        reference_speed = rows[0].throughput
        cloud.sort(key=lambda r: abs(math.log(r.throughput / reference_speed)))
    else:
        cloud.sort(key=lambda r: r.throughput, reverse=True)
    rows.extend(cloud[:MAX_CLOUD_ROWS])
    if not rows:
        return translate("Engines", "no speed estimate for this workload")
    return rows


def cloud_hourly_prices(preferences: Any, currency: str) -> dict[tuple[str, int], float]:
    """The lowest listed price per hour of each (GPU, count) among the offers Settings ▸
    Clouds chooses (providers and pricing models, as the own-vs-rent chart), in
    ``currency``; suspect prices left out, as comparisons leave them."""
    from dlbox.core.cost.pricing import list_hourly_columns

    offers = _offers()
    rates = rate_table(preferences)
    if offers is None or not rates.knows(currency):
        return {}
    selected = chosen_offers(offers, preferences)
    if not len(selected):
        return {}
    try:
        listed = list_hourly_columns(selected.columns) * selected.conversion_factors(
            currency, rates.pinned()
        )
    except Exception as exc:  # an offer currency without a rate: no prices, not a crash
        log.warning("no cloud prices in %s: %s", currency, exc)
        return {}
    pairs, index = selected.gpu_pairs
    usable = (index >= 0) & np.isfinite(listed) & ~selected.columns.suspect
    lowest = np.full(len(pairs), np.inf)
    np.minimum.at(lowest, index[usable], listed[usable])
    return {
        pair: float(price) for pair, price in zip(pairs, lowest, strict=True) if np.isfinite(price)
    }


def chosen_offers(offers: Any, preferences: Any) -> Any:
    """The priced offers of the providers and pricing models Settings ▸ Clouds chooses."""
    families = ",".join(preferences.pricing_models) or "ondemand"
    return offers.select(
        providers=preferences.providers or None,
        pricing=parse_pricing_families(families),
        priced_only=True,
    )


# Cloud bars of one GPU within this share of each other's speed are one choice: llama.cpp
# splits a model by layers, so 1, 2 and 8 cards serve one stream alike but for the hidden
# state's hand-over at each card boundary (325 against 320 tokens/s for an 8B on 1 and 8
# RTX 4090s), far inside the estimate's band.
TIE = 0.02


def tied_offers_merged(rows: list[SpeedRow]) -> list[SpeedRow]:
    """Cloud bars of the same GPU at the same speed as one bar, labelled with the range of
    GPU counts ("1–4× NVIDIA GeForce RTX 4090 (cloud)"); the fewest GPUs' estimate stands
    for them (the cheapest way to that speed).  Bars at other speeds stay apart."""
    merged: list[SpeedRow] = []
    by_gpu: dict[str, list[SpeedRow]] = {}
    for row in rows:
        by_gpu.setdefault(row.gpu_id or row.label, []).append(row)
    for group in by_gpu.values():
        group.sort(key=lambda r: r.throughput)
        runs: list[list[SpeedRow]] = []
        for row in group:
            if runs and row.throughput <= runs[-1][0].throughput * (1 + TIE):
                runs[-1].append(row)
            else:
                runs.append([row])
        merged += [_one_bar(run) for run in runs]
    return merged


def _one_bar(run: list[SpeedRow]) -> SpeedRow:
    counts = tuple(sorted({c for r in run for c in r.counts}))
    first = min(run, key=lambda r: r.counts or (0,))
    if len(counts) < 2:
        return first
    name = first.label.split("× ", 1)[-1]
    return replace(first, label=f"{counts[0]}–{counts[-1]}× {name}", counts=counts)


def kwh_price(preferences: Any, currency: str) -> float | None:
    """The user's electricity price converted to ``currency`` (it keeps the currency it
    was typed in), or the cost model's example converted, at the user's rates (the
    shipped ones where they set none)."""
    try:
        table = rate_table(preferences)
        if preferences.electricity_price is None:
            return default_kwh_price(currency, table).amount
        typed_in = preferences.electricity_in()
        price = float(preferences.electricity_price)
        if typed_in == currency.upper():
            return price
        return price * table.pinned().factor(typed_in, currency)
    except Exception:  # no rate for the currency: electricity cannot be priced
        return None


def extras_price(preferences: Any, name: str, currency: str) -> float:
    """An egress or storage price of the settings in ``currency`` (it keeps the currency
    it was typed in); 0 (the line left out) when no rate converts it."""
    price = float(getattr(preferences, name, 0.0) or 0.0)
    typed_in = getattr(preferences, "extras_in", lambda: currency)()
    if not price or typed_in == currency.upper():
        return price
    try:
        return price * rate_table(preferences).pinned().factor(typed_in, currency)
    except Exception:  # no rate: better no line than a price in the wrong currency
        log.warning("no rate from %s to %s for %s", typed_in, currency, name)
        return 0.0


def days_text(days: float) -> str:
    """ "290 days", or "13,073 days (35.8 years)" where days alone say little: a break-even
    as the chart's headline and the compare view both write it (the report's words match)."""
    from PySide6.QtCore import QLocale

    text = translate("CompareView", "%1 days").replace("%1", QLocale().toString(round(days)))
    if days < 365:
        return text
    years = QLocale().toString(days / 365.25, "f", 1)
    return text + translate("CompareView", " (%1 years)").replace("%1", years)


def breakeven_days(
    resolved: Any,
    capital: float,
    throughput: float,
    load_power_w: float,
    offer_price: float,
    offer_throughput: float,
    preferences: Any,
    currency: str,
) -> float | None:
    """Days until owning ``resolved`` beats renting one offer (inf: never; None: unknown)."""
    kwh = kwh_price(preferences, currency)
    if kwh is None or capital <= 0 or offer_throughput <= 0:
        return None
    own = Ownership(
        capital=capital,
        load_power_w=load_power_w,
        kwh_price=kwh,
        utilization=preferences.utilisation,
        psu_efficiency=build_psu_efficiency(resolved) or 1.0,
    )
    return breakeven(own, offer_price, throughput / offer_throughput).days


def pytorch_release_matters(option: Any, resolved: Any) -> bool:
    """Whether the PyTorch release changes the training estimate of the bar's ``option`` (a
    workload or a model) on the build: a workload with fused attention on a datacenter
    Hopper or Blackwell GPU, where SDPA's default kernel moved between releases
    (sdpa_kernel.auto_backends)."""
    from dlbox.core.estimate.hardware import arrays_for
    from dlbox.core.estimate.sdpa_kernel import DEFAULT_CARDS, card_key

    if option is None or resolved is None:
        return False
    if isinstance(option, ModelOption):
        workload = model_workload(option.id, "train")
    else:
        workload = _CONFIG_WORKLOADS.get(option.id) or _workloads().get(option.id)
    if workload is None or not workload.flash_attention:
        return False
    gpus = list(resolved.expanded(Category.GPU))
    if not gpus:
        return False
    hw = arrays_for(gpus)
    keys = {
        card_key(str(a), str(v)) for a, v in zip(hw.arch.tolist(), hw.variant.tolist(), strict=True)
    }
    return bool(keys & set(DEFAULT_CARDS))


def pytorch_defaults() -> tuple[tuple[tuple[int, int, int], str], ...]:
    """The SDPA kernel each PyTorch release picks on Hopper/Blackwell, by first release."""
    from dlbox.core.estimate.pytorch_release import HOPPER_DEFAULTS

    return HOPPER_DEFAULTS


def gpu_family(resolved: Any) -> str:
    """The family key (hardware.arch_family) of the build's first GPU, whose llama.cpp
    backend and fusions the serving menu's kernel counts follow ("" without a GPU)."""
    from dlbox.core.estimate.hardware import arrays_for

    gpus = list(resolved.expanded(Category.GPU)) if resolved is not None else []
    return str(arrays_for(gpus[:1]).arch[0]) if gpus else ""
