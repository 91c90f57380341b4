"""The speed chart's words: a bar's name, the value at its end and what its tooltip says."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale

from dlbox.ui.engines import SpeedRow
from dlbox.ui.labels import bottleneck_name
from dlbox.ui.language import translate

# A hatched bar's value says which fixed cost sets it.
OVERHEAD_TAGS = {
    "host_dispatch": QT_TRANSLATE_NOOP("Charts", "host-bound"),
    "kernel_launches": QT_TRANSLATE_NOOP("Charts", "launch-bound"),
}
# The lowest hourly price of a (GPU id, GPU count), formatted; None when not known.
PriceOf = Callable[[str, int], str | None]


def n(value: float) -> str:
    """A throughput as a whole number in the user's locale."""
    return QLocale().toString(round(value))


def row_label(row: SpeedRow) -> str:
    """A bar's name in the user's language; the engine's English label stays in the CSV.
    An AMD card's bar is marked: no AMD run calibrates its number."""
    if row.kind == "build":
        label = translate("Charts", "This build")
    elif row.kind == "cloud":
        label = row.label.removesuffix(" (cloud)") + translate("Charts", " (cloud)")
    else:
        label = row.label
    return label + (translate("Charts", " (uncalibrated)") if row.uncalibrated else "")


def lowest_price(row: SpeedRow, price_of: PriceOf, prices: dict[tuple[str, int], float]) -> str:
    """A cloud bar's lowest hourly price over the GPU counts it stands for, formatted; ""
    when none of them is priced."""
    known = [(prices[(row.gpu_id, c)], c) for c in row.counts if (row.gpu_id, c) in prices]
    if not known:
        return ""
    return price_of(row.gpu_id, min(known)[1]) or ""


def value_text(row: SpeedRow, price: str) -> str:
    """A bar's value, with "host-bound" or "launch-bound" where a fixed cost sets it and a
    cloud bar's lowest hourly price."""
    tag = OVERHEAD_TAGS.get(row.bottleneck)
    text = n(row.throughput)
    if tag:  # "325 (host-bound)"; Chinese writes the brackets full-width
        text = (
            translate("Charts", "%1 (%2)")
            .replace("%1", text)
            .replace("%2", translate("Charts", tag))
        )
    if price:
        text = translate("Charts", "%1 · from %2/h").replace("%1", text).replace("%2", price)
    return text


def bar_tooltip(row: SpeedRow, unit: str, decodes: bool, price_of: PriceOf) -> str:
    """What a bar stands for, on hover: its band and bound, and for a cloud bar the GPU
    counts and prices it covers and the host its estimate assumes."""
    lines = [
        translate("Charts", "%1: %2 %3 (likely %4–%5)")
        .replace("%1", row_label(row))
        .replace("%2", n(row.throughput))
        .replace("%3", unit)
        .replace("%4", n(row.low or row.throughput))
        .replace("%5", n(row.high or row.throughput)),
    ]
    if row.bottleneck:
        lines.append(
            translate("Charts", "Bound by %1").replace(
                "%1", bottleneck_name(row.bottleneck, decodes=decodes)
            )
        )
    if row.kind == "gpu":
        lines.append(translate("Charts", "One such card in place of this build's GPUs"))
    if row.kind == "cloud":
        if len(row.counts) > 1:
            counts = ", ".join(QLocale().toString(c) for c in row.counts)
            lines.append(
                translate(
                    "Charts", "Offers with %1 GPUs all run at this speed: more cards do not add"
                ).replace("%1", counts)
            )
        prices = [(c, price_of(row.gpu_id, c)) for c in row.counts]
        listed = [f"{c}×: {p}/h" for c, p in prices if p]
        if listed:
            lines.append(
                translate("Charts", "Lowest price per hour: %1").replace("%1", ", ".join(listed))
            )
        lines.append(
            translate(
                "Charts",
                "Estimated on the estimator's reference host: the instance's CPU is not known",
            )
        )
    return "\n".join(lines)
