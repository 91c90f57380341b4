"""llama.cpp's host work per generated token, and how the host CPU scales it.

Every token llama.cpp's host prepares the graph (``llama_build_graph``, then
``ggml_backend_sched`` splits and allocates it) after reading back the previous token's
logits, so the GPU idles through it; then the backend walks every node (CUDA: checks
the graph's properties and launches one CUDA graph; Vulkan: records each node into
command buffers).  The part a published A/B on a named CPU sizes is the preparation:
``decode_host_layer_s.llamacpp`` in data/host_dispatch.csv, seconds per decoder layer
on its reference host (data/host_reference.csv, group ``llamacpp``).

The compiled tier's fitted seconds per layer already hold the reference host's share
(the fit's llama.cpp runs name no host), so a known CPU is charged only the difference:
``layers × constant × (factor − 1)``, factor = reference single thread / its own
(host_cpu.py).  An unknown CPU, or one without a figure, adds nothing.
"""

from __future__ import annotations

from dlbox.core.estimate.host import constant
from dlbox.core.estimate.host_cpu import HostTerm, charged_on_cpu
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note

GROUP = "llamacpp"
CONSTANT = "decode_host_layer_s.llamacpp"


def is_llamacpp(engine: str, stack: str = "") -> bool:
    """Whether a decode is llama.cpp's: the serving engine, or a published run's stack text."""
    return engine.startswith("llama.cpp") or "llama.cpp" in stack.lower()


def graph_host_s(layers: int, factor: float) -> float:
    """Host seconds per token llama.cpp spends preparing the token's graph on a CPU whose
    single thread is 1/``factor`` of the reference host's."""
    return float(layers) * constant(CONSTANT) * factor


def extra_s(layers: int, factor: float) -> float:
    """Seconds per token beyond what the fitted per-layer cost holds (the reference host's
    preparation): negative on a faster CPU, 0 on the reference host or an unknown one."""
    return graph_host_s(layers, factor) - graph_host_s(layers, 1.0)


def describe(host_s: float, term: HostTerm) -> Note:
    """One line for an estimate's explanation: llama.cpp's graph preparation per token and
    on what CPU it is charged."""
    return charged_on_cpu(
        term,
        QT_TRANSLATE_NOOP(
            "Estimate",
            "llama.cpp's host prepares each token's graph while the GPU waits: %(ms)s ms on "
            "CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s's)",
        ),
        QT_TRANSLATE_NOOP(
            "Estimate",
            "llama.cpp's host prepares each token's graph while the GPU waits: %(ms)s ms, as on "
            "the reference host %(reference)s (%(what)s)",
        ),
        ms=f"{host_s * 1e3:.2f}",
    )
