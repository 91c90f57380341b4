"""The context a serving job starts with, and the longest context a card holds.

A new serving job should open on something a user would run, not on the model's whole
context window (Llama 3.1's 131,072 tokens × a few streams fill no consumer card; vLLM
refuses such a job and names the longest ``max_model_len`` that fits).  Ollama picks its
default context from the GPUs' memory; its documentation gives the tiers as 4,096 tokens
below 24 GiB, 32,768 from 24 to 48 GiB and 262,144 from 48 GiB (docs/context-length.mdx),
but its code (server/routes.go, ``Serve``, read at ollama/ollama@00188139f12f, 2026-11-27)
sums every GPU's *total* memory as the driver reports it (``gpu.TotalMemory``, less
OLLAMA_GPU_OVERHEAD, 0 unless set; not the free memory) and compares that sum with 47 and
23 GiB — one GiB under the documented bounds, so a 24 GiB card that reports 23.99 GiB keeps
the 32,768 tier.  NVIDIA cards report NVML's total (nvidia-smi's "memory total"), which an
ECC-on card gives as 15/16 of its nominal memory: an L40S (44.99 GiB) gets 32,768, an A10 or
L4 (22.49 GiB) 4,096.  The default here takes that tier, the model's window, and the
longest context that fits outright at the chosen streams by the memory model, whichever is
least.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from dlbox.core.estimate.estimator import _memory_and_batch, plan_choices
from dlbox.core.estimate.hardware import GpuArrays
from dlbox.core.estimate.memory import driver_total_gib

OLLAMA_SOURCE = (
    "https://github.com/ollama/ollama/blob/00188139f12f1dff0920b6be98a4e7097232cf9f/"
    "server/routes.go (func Serve: the totalVRAM sum and the switch after it)"
)
# (summed driver total below this many GiB, context tokens); at or above the last bound:
# LARGE_TIER.  Ollama's own bounds, 1 GiB under the documented 24 and 48 GiB.
VRAM_TIERS: tuple[tuple[float, int], ...] = ((23.0, 4_096), (47.0, 32_768))
LARGE_TIER = 262_144
# Serving: a shorter context is offered in whole KiB of tokens, and not below this.
CONTEXT_STEP = 1024


def usual_context(vram_gib: float) -> int:
    """Ollama's default context for GPUs whose driver totals add up to ``vram_gib``."""
    for bound, tokens in VRAM_TIERS:
        if vram_gib < bound:
            return tokens
    return LARGE_TIER


def serving_limits(
    hw: GpuArrays, count: int, workload: Any, choices: Any, *, outright: bool = False
) -> tuple[int, int]:
    """(most concurrent streams at this context, longest context at these streams) that
    fit on the first GPU of ``hw`` — within the usable memory, or outright (below the
    tight band) when the job is only tight now or ``outright`` is asked; 0 when none does.

    The memory plan is linear in both: each stream adds its KV cache (bytes per token ×
    context) and its logits; the prefill transient is one chunk and does not grow with them.
    """
    memory = _memory_and_batch(hw, count, workload, choices)[1]
    batch = max(1, int(choices.batch or 1))
    tight = outright or str(memory.verdict(batch)[0]) == "tight"
    share = float(np.asarray(memory.allocator_share, float).reshape(-1)[0])
    room = float(memory.usable[0]) * (1.0 - (memory.band if tight else 0.0)) - memory.context
    room -= float(memory.static[0]) + float(memory.act_fixed[0]) * (1.0 + share)
    logits = float(memory.act_per_sample[0]) * (1.0 + share)
    kv = float(memory.kv_per_sample[0])
    streams = int(room // (logits + kv)) if room > 0 and logits + kv > 0 else 0
    context = float(workload.seq_len or 0)
    per_token = kv / context if context > 0 else 0.0
    tokens = (room - batch * logits) / (batch * per_token) if per_token > 0 else 0.0
    tokens = int(max(0.0, tokens) // CONTEXT_STEP * CONTEXT_STEP)
    return max(0, streams), tokens


def longest_context(hw: GpuArrays, count: int, workload: Any, choices: Any) -> int:
    """The longest context (whole KiB of tokens) at ``choices``' streams that the memory
    model says fits outright — below its error band — on the first GPU of ``hw``; 0 when
    not even ``CONTEXT_STEP`` tokens do (the weights alone fill the card).

    ``workload`` is the decode workload before its context is applied (``choices.context``
    sets it).  The plan is linear in the context (each token adds its K and V); the answer
    is checked with the plan itself and stepped down should the check disagree."""

    def fits(tokens: int) -> bool:
        fit = plan_choices(hw, count, workload, dataclasses.replace(choices, context=tokens))
        return str(fit.memory.verdict(fit.batch)[0]) == "fits"

    def linear(context: int) -> int:
        shaped = workload.model_copy(update={"seq_len": context})
        return serving_limits(hw, count, shaped, choices, outright=True)[1]

    # Linear in the context but for the prefill chunk (shorter for a short prompt): planned
    # again at its own answer until it settles, then checked; bisected should that fail.
    start = int(choices.context or workload.seq_len or CONTEXT_STEP)
    tokens = linear(start)
    if tokens < CONTEXT_STEP < start:
        # A buffer that grows with the context (llama.cpp's compute buffer) can fill the room
        # at a long one while a short one fits: solve again from the shortest.
        tokens = linear(CONTEXT_STEP)
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


def ollama_vram_gib(hw: GpuArrays) -> float:
    """The memory Ollama sizes its default context by: every GPU's driver-reported total,
    added up (``hw`` holds one entry per card in the machine)."""
    return float(np.sum(driver_total_gib(hw.ids, hw.vram_gb)))


def default_context(
    hw: GpuArrays,
    count: int,
    workload: Any,
    choices: Any,
    window: int | None,
    vram_gib: float | None = None,
) -> int:
    """The context a new serving job opens with on ``count`` × the first GPU of ``hw``:
    Ollama's tier for their memory (``vram_gib``, the machine's summed driver totals;
    by default ``count`` × the first GPU's), within the model's ``window``, shortened to the
    longest that fits outright at the chosen streams.  When nothing fits (the weights alone
    are too big) the tier stays: the memory finding then says why, and what to change."""
    if vram_gib is None:
        first = driver_total_gib(hw.ids[:1], np.asarray(hw.vram_gb, float).reshape(-1)[:1])
        vram_gib = float(first[0]) * max(1, int(count))
    tokens = usual_context(vram_gib)
    if window:
        tokens = min(tokens, int(window))
    longest = longest_context(hw, count, workload, choices)
    if longest >= CONTEXT_STEP:
        tokens = min(tokens, longest)
    return tokens
