"""The context a serving job starts with, and the longest context a card holds.

A new serving job should open on something a user would run, not on the model's whole
context window (Llama 3.1's 131,072 tokens × a few streams fill no consumer card; vLLM
refuses such a job and names the longest ``max_model_len`` that fits).  Ollama picks its
default context from the GPUs' memory — 4,096 tokens below 24 GiB, 32,768 from 24 to
48 GiB, 262,144 from 48 GiB (docs/context-length.mdx,
github.com/ollama/ollama at 948f69330acf96a2310f1b53fdfc211731a386d8, read 2026-11-27);
the default here takes that tier, the model's window, and the longest context that fits
outright at the chosen streams by the memory model, whichever is least.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from dlbox.core.estimate.hardware import GpuArrays
from dlbox.core.estimate.remedies import CONTEXT_STEP, serving_limits

OLLAMA_SOURCE = (
    "https://github.com/ollama/ollama/blob/948f69330acf96a2310f1b53fdfc211731a386d8/"
    "docs/context-length.mdx"
)
# (VRAM below this many GiB, context tokens); at or above the last bound: LARGE_TIER.
VRAM_TIERS: tuple[tuple[float, int], ...] = ((24.0, 4_096), (48.0, 32_768))
LARGE_TIER = 262_144


def usual_context(vram_gib: float) -> int:
    """Ollama's default context for GPUs with ``vram_gib`` of memory in all."""
    for bound, tokens in VRAM_TIERS:
        if vram_gib < bound:
            return tokens
    return LARGE_TIER


def longest_context(hw: GpuArrays, count: int, workload: Any, choices: Any) -> int:
    """The longest context (whole KiB of tokens) at ``choices``' streams that the memory
    model says fits outright — below its error band — on the first GPU of ``hw``; 0 when
    not even ``CONTEXT_STEP`` tokens do (the weights alone fill the card).

    ``workload`` is the decode workload before its context is applied (``choices.context``
    sets it).  The plan is linear in the context (each token adds its K and V); the answer
    is checked with the plan itself and stepped down should the check disagree."""
    from dlbox.core.estimate.estimator import plan_choices

    def fits(tokens: int) -> bool:
        fit = plan_choices(hw, count, workload, dataclasses.replace(choices, context=tokens))
        return str(fit.memory.verdict(fit.batch)[0]) == "fits"

    def linear(context: int) -> int:
        shaped = workload.model_copy(update={"seq_len": context})
        return serving_limits(hw, count, shaped, choices, outright=True)[1]

    # Linear in the context but for the prefill chunk (shorter for a short prompt): planned
    # again at its own answer until it settles, then checked; bisected should that fail.
    tokens = linear(int(choices.context or workload.seq_len or CONTEXT_STEP))
    for _ in range(3):
        if tokens < CONTEXT_STEP:
            return 0
        again = linear(tokens)
        if again == tokens:
            break
        tokens = again
    if fits(tokens):
        return tokens
    low, high = 0, tokens // CONTEXT_STEP  # in steps: low fits (or is 0), high does not
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if fits(mid * CONTEXT_STEP) else (low, mid)
    return low * CONTEXT_STEP


def default_context(
    hw: GpuArrays, count: int, workload: Any, choices: Any, window: int | None
) -> int:
    """The context a new serving job opens with on ``count`` × the first GPU of ``hw``:
    Ollama's tier for their memory, within the model's ``window``, shortened to the longest
    that fits outright at the chosen streams.  When nothing fits (the weights alone are too
    big) the tier stays: the memory finding then says why, and what to change."""
    total_gib = float(np.asarray(hw.vram_gb, float).reshape(-1)[0]) * max(1, int(count))
    tokens = usual_context(total_gib)
    if window:
        tokens = min(tokens, int(window))
    longest = longest_context(hw, count, workload, choices)
    if longest >= CONTEXT_STEP:
        tokens = min(tokens, longest)
    return tokens
