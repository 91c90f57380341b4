"""Words the user sees for each category, in one place.

The dicts hold the English words (lupdate finds them through QT_TRANSLATE_NOOP);
``category_title`` and ``category_singular`` return them in the user's language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from dlbox.core.parts import Category
from dlbox.ui.language import translate

if TYPE_CHECKING:  # the cost modules pull in pandas; the window's first paint must not wait
    from dlbox.core.cost.history import Series
    from dlbox.core.cost.offers import Offer, PricingModel
    from dlbox.ui.widgets.short_combo import ShortCombo

CATEGORY_TITLES = {
    Category.GPU: QT_TRANSLATE_NOOP("Categories", "GPUs"),
    Category.CPU: QT_TRANSLATE_NOOP("Categories", "CPUs"),
    Category.MOTHERBOARD: QT_TRANSLATE_NOOP("Categories", "Motherboards"),
    Category.MEMORY: QT_TRANSLATE_NOOP("Categories", "Memory"),
    Category.STORAGE: QT_TRANSLATE_NOOP("Categories", "Storage"),
    Category.PSU: QT_TRANSLATE_NOOP("Categories", "Power supplies"),
    Category.CASE: QT_TRANSLATE_NOOP("Categories", "Cases"),
    Category.COOLER: QT_TRANSLATE_NOOP("Categories", "Coolers"),
}

CATEGORY_SINGULAR = {
    Category.GPU: QT_TRANSLATE_NOOP("Categories", "GPU"),
    Category.CPU: QT_TRANSLATE_NOOP("Categories", "CPU"),
    Category.MOTHERBOARD: QT_TRANSLATE_NOOP("Categories", "Motherboard"),
    Category.MEMORY: QT_TRANSLATE_NOOP("Categories", "Memory"),
    Category.STORAGE: QT_TRANSLATE_NOOP("Categories", "Storage"),
    Category.PSU: QT_TRANSLATE_NOOP("Categories", "Power supply"),
    Category.CASE: QT_TRANSLATE_NOOP("Categories", "Case"),
    Category.COOLER: QT_TRANSLATE_NOOP("Categories", "CPU cooler"),
}


def category_title(category: Category) -> str:
    """The catalogue tab's name ("GPUs"), translated."""
    return translate("Categories", CATEGORY_TITLES[category])


def category_singular(category: Category) -> str:
    """One part of the category ("GPU"), translated."""
    return translate("Categories", CATEGORY_SINGULAR[category])


def category_in_sentence(category: Category) -> str:
    """The category's name inside a sentence: "motherboard", "power supply", but "GPU" and
    "CPU cooler" (lower-casing the whole name wrote "cpu 散熱器" in Chinese, "gpu" in
    English)."""
    name = category_singular(category)
    if len(name) > 1 and name[0].isupper() and name[1].islower():
        return name[0].lower() + name[1:]
    return name


# A workload's throughput unit (workloads.csv ``unit``) and what one epoch counts.
THROUGHPUT_UNITS = {
    "images/s": QT_TRANSLATE_NOOP("Units", "images/s"),
    "sequences/s": QT_TRANSLATE_NOOP("Units", "sequences/s"),
    "tokens/s": QT_TRANSLATE_NOOP("Units", "tokens/s"),
    "samples/s": QT_TRANSLATE_NOOP("Units", "samples/s"),
}
EPOCH_UNITS = {
    "images/s": QT_TRANSLATE_NOOP("Units", "images per epoch"),
    "sequences/s": QT_TRANSLATE_NOOP("Units", "sequences per epoch"),
    "tokens/s": QT_TRANSLATE_NOOP("Units", "tokens per epoch"),
    "samples/s": QT_TRANSLATE_NOOP("Units", "samples per epoch"),
}


# What the dataset size counts, short, beside its box in the workload bar (the box and
# "Epochs" next to it say the rest; the hover says "images per epoch"). The planner's
# words for the same counts (core/plan/jobs.py UNIT_TEXTS, context "Plan").
DATASET_UNITS = {
    "images/s": "images",
    "sequences/s": "sequences",
    "tokens/s": "tokens",
    "samples/s": "samples",
}


def dataset_unit(unit: str) -> str:
    """ "images/s" → "images": what one sample of the dataset is, in the user's language."""
    if unit in DATASET_UNITS:
        return translate("Plan", DATASET_UNITS[unit])
    return unit.removesuffix("/s")


def throughput_unit(unit: str) -> str:
    """ "images/s" in the user's language (a unit not listed stays as written)."""
    return translate("Units", THROUGHPUT_UNITS[unit]) if unit in THROUGHPUT_UNITS else unit


def epoch_unit(unit: str) -> str:
    """What the dataset size counts for a throughput unit: "images per epoch"."""
    if unit in EPOCH_UNITS:
        return translate("Units", EPOCH_UNITS[unit])
    return unit.removesuffix("/s") + " per epoch"


# Pricing models in the user's language; the core's PRICING_NAMES stay English for the
# CLI and exports, so the window builds offer labels from these pieces instead.
# Keyed by PricingModel's value (a StrEnum) so this module need not import the cost code.
PRICING_LABELS = {
    "on_demand": QT_TRANSLATE_NOOP("Pricing", "on-demand"),
    "spot": QT_TRANSLATE_NOOP("Pricing", "spot"),
    "preemptible": QT_TRANSLATE_NOOP("Pricing", "preemptible"),
    "reserved_1y": QT_TRANSLATE_NOOP("Pricing", "1-year reserved"),
    "reserved_3y": QT_TRANSLATE_NOOP("Pricing", "3-year reserved"),
    "committed_1y": QT_TRANSLATE_NOOP("Pricing", "1-year committed"),
    "committed_3y": QT_TRANSLATE_NOOP("Pricing", "3-year committed"),
    "sustained_use": QT_TRANSLATE_NOOP("Pricing", "sustained use"),
    "monthly": QT_TRANSLATE_NOOP("Pricing", "monthly"),
    "free": QT_TRANSLATE_NOOP("Pricing", "free"),
    "savings_plan_1y": QT_TRANSLATE_NOOP("Pricing", "1-year savings plan"),
    "savings_plan_3y": QT_TRANSLATE_NOOP("Pricing", "3-year savings plan"),
    "capacity_block": QT_TRANSLATE_NOOP("Pricing", "capacity block"),
}


def pricing_name(model: PricingModel) -> str:
    """ "on-demand", "1-year reserved", … in the user's language."""
    return translate("Pricing", PRICING_LABELS[model.value])


# After a hyphen inside a cloud instance id: no line break there (UAX #14, which Qt's
# line breaking follows). The hyphen itself stays ASCII; only the screen's text has it.
WORD_JOINER = "\u2060"


def keep_whole(text: str, words: Iterable[str]) -> str:
    """``text`` for the screen, with each of ``words`` (cloud instance ids such as
    "p6-b200.48xlarge" or "1x-RTX_4090-32-65536") never broken across lines at a hyphen:
    a caption that wrapped to "p6-" / "b200.48xlarge" named no instance. Display only —
    a report, an export or a copy for a test takes the plain text (:func:`plain_text`)."""
    for word in sorted({w for w in words if "-" in w}, key=len, reverse=True):
        text = text.replace(word, word.replace("-", "-" + WORD_JOINER))
    return text


def plain_text(text: str) -> str:
    """What :func:`keep_whole` made of a text, back as the plain text it was."""
    return text.replace(WORD_JOINER, "")


def offer_label(offer: Offer) -> str:
    """``Offer.label`` with the place and pricing model translated:
    "AWS p5.48xlarge (北維吉尼亞 us-east-1), 隨需"."""
    where = f" ({_region_inline(offer.region)})" if offer.region else ""
    return f"{offer.machine}{where}, {pricing_name(offer.pricing_model)}"


def series_label(series: Series) -> str:
    """A price-history line's name (``Series.label``) with the pricing model translated."""
    where = f" {_region_inline(series.region)}" if series.region else ""
    return f"{series.provider}{where}, {pricing_name(series.pricing_model)}"


# What limits a build's speed (the estimator's ``bottleneck`` codes), as words.
BOTTLENECKS = {
    "compute": QT_TRANSLATE_NOOP("Bottlenecks", "compute"),
    "memory_bandwidth": QT_TRANSLATE_NOOP("Bottlenecks", "memory bandwidth"),
    "interconnect": QT_TRANSLATE_NOOP("Bottlenecks", "GPU interconnect"),
    "cpu_input": QT_TRANSLATE_NOOP("Bottlenecks", "CPU data loading"),
    "storage": QT_TRANSLATE_NOOP("Bottlenecks", "storage reads"),
    "host_dispatch": QT_TRANSLATE_NOOP("Bottlenecks", "CPU kernel dispatch"),
    # Decoding: each layer's small kernels cost more than reading its weights.
    "kernel_launches": QT_TRANSLATE_NOOP("Bottlenecks", "kernel launches"),
    # CPU offload: PCIe copies to host RAM and the CPU's optimizer step.
    "host_offload": QT_TRANSLATE_NOOP("Bottlenecks", "CPU offload (PCIe and CPU optimizer step)"),
    "vram": QT_TRANSLATE_NOOP("Bottlenecks", "GPU memory"),
}


def _worded(table: dict[str, str], context: str, code: str, unknown: str) -> str:
    """``table``'s words for ``code`` in the user's language; ``unknown`` when it has none."""
    source = table.get(code)
    return translate(context, source) if source else unknown


# Decoding words two of them apart (core/words.py DECODE_BOTTLENECK_WORDS): a token pays
# them once whatever the card's bandwidth, which is why such cards tie.
DECODE_BOTTLENECKS = {
    "host_dispatch": QT_TRANSLATE_NOOP("Bottlenecks", "host: per-token overhead (CPU)"),
    "kernel_launches": QT_TRANSLATE_NOOP(
        "Bottlenecks", "per-token overhead (each layer's small kernels)"
    ),
}


def bottleneck_name(code: str, decodes: bool = False) -> str:
    """ "memory_bandwidth" → "memory bandwidth" in the user's language (a decoding token's
    host or kernel overhead in per-token words)."""
    if decodes and code in DECODE_BOTTLENECKS:
        return _worded(DECODE_BOTTLENECKS, "Bottlenecks", code, code)
    return _worded(BOTTLENECKS, "Bottlenecks", code, code.replace("_", " "))


# Serving stacks (settings.SERVING_ENGINES): (key, the box's words, the list's words).  The
# list names what each one is, so a user who runs Ollama finds llama.cpp.
ENGINES: tuple[tuple[str, str, str], ...] = (
    (
        "llama.cpp",
        "llama.cpp",
        QT_TRANSLATE_NOOP("Engines", "llama.cpp: also under Ollama and LM Studio (the default)"),
    ),
    (
        "llama.cpp-no-fa",
        QT_TRANSLATE_NOOP("Engines", "llama.cpp, -fa off"),
        QT_TRANSLATE_NOOP("Engines", "llama.cpp with FlashAttention off (-fa off)"),
    ),
    ("vllm", "vLLM", QT_TRANSLATE_NOOP("Engines", "vLLM: CUDA graphs, a pool of 90 % of the card")),
    (
        "generic",
        QT_TRANSLATE_NOOP("Engines", "HF generate"),
        QT_TRANSLATE_NOOP(
            "Engines",
            "Hugging Face generate, eager PyTorch: the CPU issues every token's calls",
        ),
    ),
    ("autoawq", "AutoAWQ", QT_TRANSLATE_NOOP("Engines", "AutoAWQ's own loop, eager PyTorch")),
    # Its 0.1.x releases (2023): the same loop with fewer Python calls a layer.
    (
        "autoawq-0.1",
        "AutoAWQ 0.1",
        QT_TRANSLATE_NOOP("Engines", "AutoAWQ's own loop, eager PyTorch"),
    ),
    ("tinychat", "TinyChat", QT_TRANSLATE_NOOP("Engines", "TinyChat (llm-awq), eager PyTorch")),
)


def fill_engines(box: ShortCombo) -> None:
    """A box of the serving stacks: their short names in it, what each one is in its list."""
    box.clear()
    for key, short, full in ENGINES:
        box.add(translate("Engines", short), translate("Engines", full), key)


def engine_name(key: str) -> str:
    """A serving stack's short name in the user's language ("generic" → "HF generate")."""
    return translate("Engines", next((s for k, s, _full in ENGINES if k == key), key))


def engine_label(key: str) -> str:
    """A serving stack's words as the engine lists show them, in the user's language."""
    return translate("Engines", next((f for k, _s, f in ENGINES if k == key), key))


# Precision codes (TrainSettings.precision) as words; the code stays what is stored.
PRECISION_LABELS = {
    "fp32": QT_TRANSLATE_NOOP("Precision", "Single precision (FP32)"),
    "tf32": QT_TRANSLATE_NOOP("Precision", "Tensor-core FP32 (TF32)"),
    "amp": QT_TRANSLATE_NOOP("Precision", "Mixed precision (AMP)"),
    "fp16": QT_TRANSLATE_NOOP("Precision", "Half precision (FP16)"),
    "bf16": QT_TRANSLATE_NOOP("Precision", "BF16 mixed precision"),
    "fp8": QT_TRANSLATE_NOOP("Precision", "8-bit floating point (FP8)"),
}


def precision_label(code: str) -> str:
    """ "amp" → "Mixed precision (AMP)" in the user's language; an unknown code as written."""
    return _worded(PRECISION_LABELS, "Precision", code, code)


# Fine-tuning adapters (TrainSettings.adapter).
ADAPTER_LABELS = {
    "none": QT_TRANSLATE_NOOP("Adapter", "None (all weights)"),
    "lora": "LoRA",  # a method's name, the same in every language
    "qlora": QT_TRANSLATE_NOOP("Adapter", "QLoRA (4-bit)"),
}


def adapter_label(code: str) -> str:
    """ "qlora" → "QLoRA (4-bit)" in the user's language."""
    return _worded(ADAPTER_LABELS, "Adapter", code, code)


# Where a cloud region is, for the places core.cost.regions.CITIES names (English there,
# for `dlbox offers --region seoul`); two AWS regions are named "Central" there.
REGION_PLACES = {
    "N. Virginia": QT_TRANSLATE_NOOP("Regions", "N. Virginia"),
    "Ohio": QT_TRANSLATE_NOOP("Regions", "Ohio"),
    "N. California": QT_TRANSLATE_NOOP("Regions", "N. California"),
    "Oregon": QT_TRANSLATE_NOOP("Regions", "Oregon"),
    "Cape Town": QT_TRANSLATE_NOOP("Regions", "Cape Town"),
    "Hong Kong": QT_TRANSLATE_NOOP("Regions", "Hong Kong"),
    "Taipei": QT_TRANSLATE_NOOP("Regions", "Taipei"),
    "Tokyo": QT_TRANSLATE_NOOP("Regions", "Tokyo"),
    "Seoul": QT_TRANSLATE_NOOP("Regions", "Seoul"),
    "Osaka": QT_TRANSLATE_NOOP("Regions", "Osaka"),
    "Mumbai": QT_TRANSLATE_NOOP("Regions", "Mumbai"),
    "Hyderabad": QT_TRANSLATE_NOOP("Regions", "Hyderabad"),
    "Singapore": QT_TRANSLATE_NOOP("Regions", "Singapore"),
    "Sydney": QT_TRANSLATE_NOOP("Regions", "Sydney"),
    "Jakarta": QT_TRANSLATE_NOOP("Regions", "Jakarta"),
    "Melbourne": QT_TRANSLATE_NOOP("Regions", "Melbourne"),
    "Malaysia": QT_TRANSLATE_NOOP("Regions", "Malaysia"),
    "Thailand": QT_TRANSLATE_NOOP("Regions", "Thailand"),
    "Calgary": QT_TRANSLATE_NOOP("Regions", "Calgary"),
    "Frankfurt": QT_TRANSLATE_NOOP("Regions", "Frankfurt"),
    "Zurich": QT_TRANSLATE_NOOP("Regions", "Zurich"),
    "Ireland": QT_TRANSLATE_NOOP("Regions", "Ireland"),
    "London": QT_TRANSLATE_NOOP("Regions", "London"),
    "Paris": QT_TRANSLATE_NOOP("Regions", "Paris"),
    "Milan": QT_TRANSLATE_NOOP("Regions", "Milan"),
    "Spain": QT_TRANSLATE_NOOP("Regions", "Spain"),
    "Stockholm": QT_TRANSLATE_NOOP("Regions", "Stockholm"),
    "Tel Aviv": QT_TRANSLATE_NOOP("Regions", "Tel Aviv"),
    "Bahrain": QT_TRANSLATE_NOOP("Regions", "Bahrain"),
    "UAE": QT_TRANSLATE_NOOP("Regions", "UAE"),
    "Sao Paulo": QT_TRANSLATE_NOOP("Regions", "Sao Paulo"),
    "Taiwan": QT_TRANSLATE_NOOP("Regions", "Taiwan"),
    "Delhi": QT_TRANSLATE_NOOP("Regions", "Delhi"),
    "Iowa": QT_TRANSLATE_NOOP("Regions", "Iowa"),
    "Busan": QT_TRANSLATE_NOOP("Regions", "Busan"),
    "Pune": QT_TRANSLATE_NOOP("Regions", "Pune"),
    "South Carolina": QT_TRANSLATE_NOOP("Regions", "South Carolina"),
    "Columbus": QT_TRANSLATE_NOOP("Regions", "Columbus"),
    "Dallas": QT_TRANSLATE_NOOP("Regions", "Dallas"),
    "Los Angeles": QT_TRANSLATE_NOOP("Regions", "Los Angeles"),
    "Salt Lake City": QT_TRANSLATE_NOOP("Regions", "Salt Lake City"),
    "Las Vegas": QT_TRANSLATE_NOOP("Regions", "Las Vegas"),
    "Montreal": QT_TRANSLATE_NOOP("Regions", "Montreal"),
    "Toronto": QT_TRANSLATE_NOOP("Regions", "Toronto"),
    "Santiago": QT_TRANSLATE_NOOP("Regions", "Santiago"),
    "Warsaw": QT_TRANSLATE_NOOP("Regions", "Warsaw"),
    "Finland": QT_TRANSLATE_NOOP("Regions", "Finland"),
    "Madrid": QT_TRANSLATE_NOOP("Regions", "Madrid"),
    "Belgium": QT_TRANSLATE_NOOP("Regions", "Belgium"),
    "Netherlands": QT_TRANSLATE_NOOP("Regions", "Netherlands"),
    "Berlin": QT_TRANSLATE_NOOP("Regions", "Berlin"),
    "Turin": QT_TRANSLATE_NOOP("Regions", "Turin"),
    "Doha": QT_TRANSLATE_NOOP("Regions", "Doha"),
    "Dammam": QT_TRANSLATE_NOOP("Regions", "Dammam"),
    "Johannesburg": QT_TRANSLATE_NOOP("Regions", "Johannesburg"),
    "Virginia": QT_TRANSLATE_NOOP("Regions", "Virginia"),
    "Illinois": QT_TRANSLATE_NOOP("Regions", "Illinois"),
    "Texas": QT_TRANSLATE_NOOP("Regions", "Texas"),
    "Wyoming": QT_TRANSLATE_NOOP("Regions", "Wyoming"),
    "California": QT_TRANSLATE_NOOP("Regions", "California"),
    "Washington": QT_TRANSLATE_NOOP("Regions", "Washington"),
    "Phoenix": QT_TRANSLATE_NOOP("Regions", "Phoenix"),
    "Quebec": QT_TRANSLATE_NOOP("Regions", "Quebec"),
    "Queretaro": QT_TRANSLATE_NOOP("Regions", "Queretaro"),
    "Cardiff": QT_TRANSLATE_NOOP("Regions", "Cardiff"),
    "Gavle": QT_TRANSLATE_NOOP("Regions", "Gavle"),
    "Norway": QT_TRANSLATE_NOOP("Regions", "Norway"),
    "Geneva": QT_TRANSLATE_NOOP("Regions", "Geneva"),
    "Israel": QT_TRANSLATE_NOOP("Regions", "Israel"),
    "Dubai": QT_TRANSLATE_NOOP("Regions", "Dubai"),
    "Abu Dhabi": QT_TRANSLATE_NOOP("Regions", "Abu Dhabi"),
    "Chennai": QT_TRANSLATE_NOOP("Regions", "Chennai"),
    "Nagpur": QT_TRANSLATE_NOOP("Regions", "Nagpur"),
    "Jamnagar": QT_TRANSLATE_NOOP("Regions", "Jamnagar"),
    "Kuala Lumpur": QT_TRANSLATE_NOOP("Regions", "Kuala Lumpur"),
    "Canberra": QT_TRANSLATE_NOOP("Regions", "Canberra"),
    "Victoria": QT_TRANSLATE_NOOP("Regions", "Victoria"),
    "Canada Central": QT_TRANSLATE_NOOP("Regions", "Canada Central"),
    "Mexico Central": QT_TRANSLATE_NOOP("Regions", "Mexico Central"),
}
_REGION_OVERRIDES = {"ca-central-1": "Canada Central", "mx-central-1": "Mexico Central"}


def region_place(code: str) -> str:
    """Where region ``code`` is, in the user's language ("東京"); "" when not known."""
    from dlbox.core.cost.regions import CITIES  # pandas-free, but not needed at start-up

    place = _REGION_OVERRIDES.get(code) or CITIES.get(code, "")
    return _worded(REGION_PLACES, "Regions", place, place)


def _region_inline(code: str) -> str:
    """ "東京 ap-northeast-1", for inside an offer's parentheses."""
    place = region_place(code)
    return f"{place} {code}" if place else code


def region_label(code: str) -> str:
    """ "ap-northeast-1" → "東京 (ap-northeast-1)": the place first, the code after it (a
    user meets the code in the provider's console); the code alone where no place is
    known."""
    place = region_place(code)
    return f"{place} ({code})" if place else code


def menu_path(*texts: str) -> str:
    """ "File ▸ Open Example" from translated menu texts, their accelerators ("&", the CJK
    "(&F)") dropped, for a hint that names where a command is."""
    return " ▸ ".join(re.sub(r"\(&\w\)|&", "", text).strip() for text in texts)
