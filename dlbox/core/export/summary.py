"""The speed and own-vs-rent lines of an exported report, for the app and ``dlbox export``.

:func:`speed_lines` and :func:`break_even_lines` write both sections, whoever
exports.  The app compares with its own settings (the workload bar, Settings ▸
Clouds); ``dlbox export`` has no window, so :func:`summarise` compares from plain
options with the app's defaults: a workload (ResNet-50 unless told), the offers
of every provider (or one) at the app's default pricing models and utilisation,
and electricity at the cost model's example price.  Nothing is guessed: a line
that cannot be made says why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from dlbox.core.build import ResolvedBuild
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost.compare import DEFAULT_UTILIZATION, BuildComparison
from dlbox.core.export import summary_words as say
from dlbox.core.export.summary_words import line, word
from dlbox.core.job import DEFAULT_SERVING_ENGINE, DEFAULT_WORKLOAD, Job
from dlbox.core.messages import Message
from dlbox.core.parts import Category
from dlbox.core.words import bottleneck_words, engine_words, precision_words

# The app's defaults (dlbox.ui.preferences.Preferences): a personal desktop trains
# about 10% of the time, compared with on-demand and spot rentals.
DEFAULT_UTILISATION = DEFAULT_UTILIZATION
DEFAULT_PRICING = "ondemand,spot"

SPEED_TITLE = "Training speed"
BREAK_EVEN_TITLE = "Own vs rent"


# A report line: its label and its value, each a text or a translatable message.
Line = tuple[str | Message, str | Message]


class SummaryOptionError(ValueError):
    """An option the summary cannot use (unknown workload or provider); one line."""


@dataclass(frozen=True)
class SummaryOptions:
    workload: str = DEFAULT_WORKLOAD
    provider: str | None = None  # None: the cheapest comparable offer of any provider
    utilisation: float = DEFAULT_UTILISATION
    pricing: str = DEFAULT_PRICING
    kwh_price: float | None = None  # per kWh in the build's currency; None: DEFAULT_KWH_USD
    rates: Any = None  # a cost.money.RateTable (the user's on top); None: the shipped rates


@dataclass(frozen=True)
class Summary:
    """(label, value) lines for :func:`dlbox.core.export.build_report`: ``str()`` of
    each is English; the report renders them in its language."""

    speed: list[Line] = field(default_factory=list)
    break_even: list[Line] = field(default_factory=list)
    workload: Any = None  # the estimator's Workload
    settings: Any = None  # the estimator's TrainSettings
    estimate: Any = None  # the estimator's answer for the build (None: none)
    # The build against the offers, or why it could not be compared.
    compared: BuildComparison | str = ""


def _num(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.3g}"


def _money(amount: float, currency: str) -> str:
    return f"{amount:,.2f} {currency}" if amount < 100 else f"{amount:,.0f} {currency}"


def workload_and_settings(workload_id: str, job: Job | None = None) -> tuple[Any, Any]:
    """The estimator's workload and the settings the app's workload bar starts from,
    with what ``job`` (a build's saved job for this workload) chose on top."""
    from dlbox.core.estimate import TrainSettings, load_workloads
    from dlbox.core.estimate.workloads import model_task_workload

    workloads = load_workloads()
    # A library model's job ("llama-3.1-8b-decode") as the app saves it, served or trained.
    workload = workloads.get(workload_id) or model_task_workload(workload_id)
    if workload is None and job is not None and job.config_json and job.workload == workload_id:
        from dlbox.core.estimate.models import ModelConfigError

        try:  # a model of the user's own, read again from its config.json
            workload = job.model_workload()
        except ModelConfigError as exc:
            raise SummaryOptionError(f"the build's job: {exc}") from exc
    if workload is None or (workload.task != "train" and workload.model is None):
        known = ", ".join(sorted(k for k, w in workloads.items() if w.task == "train"))
        raise SummaryOptionError(f"unknown training workload {workload_id!r}; known: {known}")
    chosen = job if job is not None and job.workload == workload.id else None
    serving = chosen is not None and chosen.decodes
    settings = TrainSettings(
        **serving_choices(workload, chosen),
        precision=(chosen and chosen.precision) or workload.precision,
        dataset_samples=None
        if workload.task == "decode"
        else (chosen and chosen.dataset_samples) or float(workload.dataset_size or 1_000_000),
        epochs=None
        if workload.task == "decode"
        else (chosen and chosen.epochs) or float(workload.epochs or 1),
        adapter=chosen.adapter if chosen else None,
        grad_accum=(chosen and not serving and chosen.grad_accum) or 1,
        memory_format=(chosen and chosen.memory_format) or "auto",
        # A diffusion fine-tune's options (the app's "Options…" menu), as `--latents` etc.
        **(chosen.diffusion_settings() if chosen is not None and not serving else {}),
    )
    return workload, settings


def serving_choices(workload: Any, job: Job | None) -> dict[str, object]:
    """A decode workload's serving settings: the saved job's (its streams, context, stack,
    weights and kernel; a job saved without a stack keeps Hugging Face generate, the default
    it was saved under), else the app's default stack; {} for a workload that trains."""
    if workload.task != "decode":
        return {}
    if job is None:
        return {"serving_engine": DEFAULT_SERVING_ENGINE}
    if job.decodes:
        return job.serving_settings()
    return {"serving_engine": job.serving_engine}


def settings_label(workload: Any, settings: Any) -> str | Message:
    """The workload with the settings a reader must know to repeat the run: precision, and
    gradient accumulation, a CNN's memory layout and a diffusion fine-tune's options when
    they are not the defaults."""
    code = getattr(settings, "precision", None) or workload.precision
    parts: list[str | Message] = [workload.name, word("Precision", precision_words(code))]
    accum = int(getattr(settings, "grad_accum", 1) or 1)
    if accum > 1 and workload.task == "train":
        parts.append(line(say.MICRO_BATCHES, n=str(accum)))
    layout = getattr(settings, "memory_format", "auto")
    if layout in ("nchw", "nhwc") and workload.family == "cnn" and workload.task == "train":
        parts.append("channels-last (NHWC)" if layout == "nhwc" else "NCHW")
    if getattr(workload, "family", "") == "diffusion" and workload.task == "train":
        parts += diffusion_words(settings)
    if getattr(workload, "task", "train") == "decode" and settings is not None:
        # The serving stack sets a token's fixed costs: the same card differs by 2× or more.
        decodes = getattr(settings, "tier_for", None)
        tier = decodes(True) if decodes else "eager"
        parts.append(engine_words(getattr(settings, "serving_engine", "generic"), tier))
        if getattr(settings, "weight_format", None):
            parts.append(f"{settings.weight_format} weights")
    return say.comma_list(parts)


def diffusion_words(settings: Any) -> list[str]:
    """A diffusion fine-tune's options other than the workload's own, as a reader repeats them."""
    words = []
    if getattr(settings, "latents", None) == "cached":
        words.append("cached latents")
    encoder = getattr(settings, "text_encoder", None)
    if encoder in ("cached", "trained"):
        words.append(f"text encoder {encoder}")
    vae = getattr(settings, "vae_fp32", None)
    if vae is not None:
        words.append("VAE in FP32" if vae else "VAE in 16-bit")
    if getattr(settings, "diffusion_attention", None) == "materialized":
        words.append("materialized attention")
    if getattr(settings, "prior_preservation", False):
        words.append("prior preservation")
    if getattr(settings, "ema", False):
        words.append("EMA")
    return words


def check_provider(provider: str) -> str:
    """The provider's name as the offers file spells it, or a SummaryOptionError."""
    from dlbox.core.cost.layers import current_offers
    from dlbox.core.cost.offers import resolve_provider

    offers = current_offers()
    name = resolve_provider(provider)
    if name not in offers.providers:
        raise SummaryOptionError(
            f"no cloud offers from {provider!r} (providers: {', '.join(offers.providers)})"
        )
    return name


def speed_lines(
    resolved: ResolvedBuild, workload: Any, settings: Any, estimate: Any = None
) -> list[Line]:
    """Throughput with its band and what bounds it; time to train when known.

    ``estimate`` is the estimator's answer for the build when the caller has it.
    """
    from dlbox.core.build_estimate import estimate_build

    label = settings_label(workload, settings)
    if not resolved.of(Category.GPU):
        return [(label, line(say.NO_GPU))]
    est = estimate
    if est is None:
        try:
            est = estimate_build(resolved, workload, settings)
        except Exception as exc:  # the estimator's own message says why
            return [(label, line(say.NOT_ESTIMATED, reason=str(exc)))]
    if not est.fits:
        return [(label, line(say.NO_FIT, gb=f"{est.memory_gb:,.0f}"))]
    bound = bottleneck_words(est.bottleneck, decodes=getattr(workload, "task", "") == "decode")
    lines: list[Line] = [
        (
            label,
            line(
                say.SPEED,
                speed=_num(est.throughput),
                unit=word("Units", est.unit),
                low=_num(est.low),
                high=_num(est.high),
                bound=word("Bottlenecks", bound),
            ),
        )
    ]
    if est.time_to_train_h is not None:
        epochs = getattr(settings, "epochs", None) or workload.epochs or 1
        lines.append(
            (
                line(say.TIME_TO_TRAIN),
                line(
                    say.TRAIN_ONE if epochs == 1 else say.TRAIN_MANY,
                    hours=f"{est.time_to_train_h:,.1f}",
                    epochs=f"{epochs:g}",
                    watts=f"{est.load_power_w:,.0f}",
                ),
            )
        )
    return lines


def compare_for_summary(
    resolved: ResolvedBuild,
    catalogue: Catalogue,
    workload: Any,
    settings: Any,
    options: SummaryOptions,
    estimate: Any = None,
) -> BuildComparison | str:
    """The build against the offers ``options`` choose, in the build's currency at the
    shipped rates, or why it cannot be compared."""
    from dlbox.core.cost.compare import UnpricedBuildError, compare_build
    from dlbox.core.cost.layers import current_offers
    from dlbox.core.cost.money import shipped_rates
    from dlbox.core.cost.offers import parse_pricing_families
    from dlbox.core.cost.speed import SpeedUnavailableError

    currency = resolved.build.currency
    rates = options.rates if options.rates is not None else shipped_rates()
    if not rates.knows(currency):
        return f"no exchange rate for {currency}"
    providers = [options.provider] if options.provider else None
    offers = current_offers().select(
        providers=providers, pricing=parse_pricing_families(options.pricing), priced_only=True
    )
    try:
        compared = compare_build(
            resolved,
            catalogue,
            offers,
            rates,
            currency=currency,
            workload=workload,
            train_settings=settings,
            utilization=options.utilisation,
            kwh_price=options.kwh_price,
            estimate=estimate,
        )
    except (UnpricedBuildError, SpeedUnavailableError) as exc:
        return str(exc)
    if not len(offers):
        return "no priced cloud offers match"
    return compared


def break_even_lines(compared: BuildComparison | str, provider: str | None = None) -> list[Line]:
    """The cheapest comparable rental for this build's work, and when owning pays off.

    ``compared`` is :func:`compare_for_summary`'s (or the app's) comparison, or
    why there is none; ``provider`` is the one provider asked for (None: any).
    """
    title = line(say.BREAK_EVEN)
    if isinstance(compared, str):
        return [(title, line(say.NOT_COMPARED, reason=compared))]
    result = compared.comparison
    currency = result.currency
    # The one offer the chart's headline, the compare view and `dlbox compare` name too.
    pick = compared.comparable()
    if pick is None:
        return [(title, line(say.NO_OFFER_SPEED, workload=compared.workload_id))]
    best = pick.index
    offer = result.offers[best]
    gpu = compared.gpu_names.get(offer.gpu_id or "") or offer.gpu_name or offer.gpu_id or "?"
    gpus = f"{offer.gpu_count or '?'}× {gpu}"
    listed = float(result.list_price_per_hour[best])
    price = float(result.effective_price_per_hour[best])
    ratio = float(result.speed_ratio[best])
    share = line(say.UTILISATION, share=f"{compared.utilization:.0%}")
    which = line(say.CHEAPEST_FROM, provider=offer.provider) if provider else line(say.CHEAPEST)
    kwh = compared.kwh_price
    electricity: str | Message = f"{kwh.amount:.3g} {currency}/kWh"
    if compared.kwh_default:
        electricity = line(say.EXAMPLE_KWH, price=electricity)
    return [
        (
            which,
            line(
                say.RENTAL,
                offer=_offer_label(offer),
                gpus=gpus,
                listed=_money(listed, currency),
                ratio=f"{ratio:.2f}",
                cost=_money(price * ratio, currency),
                share=share,
            ),
        ),
        (
            line(say.AGAINST_CHEAPEST),
            line(
                say.WHEN_OWNED,
                when=_when(float(result.breakeven_days[best]), share),
                capital=_money(compared.own.capital.amount, currency),
                watts=f"{compared.own.load_power_w:,.0f}",
                electricity=electricity,
            ),
        ),
    ]


def _offer_label(offer: Any) -> Message:
    """``Offer.label`` with its pricing model in the report's language."""
    from dlbox.core.cost.offers import PRICING_NAMES

    where = f" ({offer.region})" if offer.region else ""
    pricing = word("Pricing", PRICING_NAMES[offer.pricing_model])
    return line(say.OFFER, offer=f"{offer.machine}{where}", pricing=pricing)


def _when(days: float, share: Message) -> Message:
    if math.isinf(days):
        return line(say.RENT_CHEAPER, share=share)
    if math.isfinite(days):
        if days >= 365:
            return line(
                say.OWN_CHEAPER_YEARS,
                days=f"{days:,.0f}",
                years=f"{days / 365.25:,.1f}",
                share=share,
            )
        return line(say.OWN_CHEAPER, days=f"{days:,.0f}", share=share)
    return line(say.UNKNOWN_WHEN, share=share)


def summarise(
    resolved: ResolvedBuild, catalogue: Catalogue, options: SummaryOptions | None = None
) -> Summary:
    """Speed and break-even lines for ``resolved``; raises SummaryOptionError for a bad
    workload or provider, otherwise a line says why a figure is missing."""
    options = options or SummaryOptions()
    workload, settings = workload_and_settings(options.workload, resolved.build.job)
    if options.provider:
        options = replace(options, provider=check_provider(options.provider))
    estimate = None
    if resolved.of(Category.GPU):
        from dlbox.core.build_estimate import estimate_build

        try:
            estimate = estimate_build(resolved, workload, settings)
        except Exception:  # speed_lines asks again and says why
            estimate = None
    compared = compare_for_summary(resolved, catalogue, workload, settings, options, estimate)
    return Summary(
        speed=speed_lines(resolved, workload, settings, estimate),
        break_even=break_even_lines(compared, options.provider),
        workload=workload,
        settings=settings,
        estimate=estimate,
        compared=compared,
    )
