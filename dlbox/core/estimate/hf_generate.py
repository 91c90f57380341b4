"""Per-token work of Hugging Face-style generate loops that grows with batch and context.

Two runners the published decode runs use cost more per token than the kernels they
launch (issue 18, the decode band's high end):

**PyTorch's 16-bit torch.cat before its vectorised kernel.**  Hugging Face generate's
dynamic cache grows by ``torch.cat`` every token (kv_cache_layout.py: two passes over the
cache).  PyTorch's contiguous cat gained 16-byte loads for 32- and 64-bit types in 2023
(pytorch/pytorch PR #102815: "input data types are of 32bit and 64 bit"); 16-bit types kept
the one-element-per-thread kernel until PR #150233 (2025-03-28, "8 bytes aligned vector
loads for bf16 and fp16 dtypes in torch.cat").  That PR's own before-table times a bf16 cat
and an fp32 cat of the same shapes alike (1.304 against 1.327 ms at B = 10,000; 0.141
against 0.134 ms at B = 1,000): the old 16-bit kernel moved elements at the 4-byte
kernel's rate, so its bytes took twice as long.  A run on a PyTorch before that change
pays the cache's two cat passes at 4 bytes per 16-bit element (``legacy_half_cat``).

**text-generation-webui's llamacpp_HF loader.**  llama.cpp decodes the token; the thread
that called it waits for it and does the rest in Python, so its time adds to every token
(matt-c1's runs: the webui's streamed API, greedy, ``ban_eos_token``).  Per token, as of
mid-2024: Hugging Face generate's greedy loop (timed with transformers 4.40.2, a spring-2024
release, the webui's exact pin unknown: the call, the one logits
processor the API's defaults leave, ``SuppressTokensLogitsProcessor``, argmax, the
``torch.cat`` of the sequence and the mask, the stopping criteria with the webui's
``Stream`` callback); ``LlamacppHF.__call__`` (modules/llamacpp_hf.py) turning the whole
sequence into a Python list and back and comparing it with the previous one; and
``Llama.eval`` as the webui replaced it (modules/llama_cpp_python_hijack.py,
``eval_with_progress``, until oobabooga/textgen PR #6257 of 2024-07-22), which saves the
logits by slicing llama.cpp's float pointer, a Python list of the vocabulary's 128,256
floats, assigned into llama-cpp-python's float32 score row, before ``torch.tensor`` copies
that row again.  tools/llamacpp_hf_loop.py rebuilds that path with real torch and
transformers around a stand-in model and times it on this project's build machine
(data/llamacpp_hf_loop.csv); the term is the straight line through those timings, at the
run's CPU over the machine's single thread (host_cpu.py, group ``llamacpp-hf``).  Not in
it (no GPU where it was measured): the sync and copy behind ``tolist`` of the CUDA
``input_ids``, the logits' copy to the GPU and the CUDA launch cost of the loop's small
tensor operations (timed on CPU tensors of 1,024 logits); the webui's other thread, which
decodes and sends the reply while llama.cpp decodes, is not charged.
"""

from __future__ import annotations

import math
from datetime import date
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.csv_records import number_cell
from dlbox.core.estimate.host_cpu import HostTerm, charged_on_cpu
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, note

# PyTorch's 16-bit cat moves 2-byte elements at the 4-byte kernel's element rate.
LEGACY_HALF_CAT_FACTOR = 2.0
# pytorch/pytorch PR #150233 (2025-03-28): runs dated before April 2025 ran the old kernel.
VECTORISED_HALF_CAT = date(2025, 4, 1)

LOOP_FILE = Path("llamacpp_hf_loop.csv")
LOOP_GROUP = "llamacpp-hf"
LOOPS = ("llamacpp_hf",)


class LoopDataError(ValueError):
    """data/llamacpp_hf_loop.csv has a bad row; the message names the row and field."""


def concat_pass_factor(legacy_half_cat: bool, kv_bits: int) -> float:
    """What each torch.cat pass over a 16-bit cache costs against its bytes: 2 on a
    PyTorch before the vectorised 16-bit cat, else 1."""
    return LEGACY_HALF_CAT_FACTOR if legacy_half_cat and kv_bits == 16 else 1.0


def legacy_half_cat_of(as_of: str) -> bool:
    """Whether a published run dated ``as_of`` ('2023', '2023-10', '2024-04-29') predates
    PyTorch's vectorised 16-bit cat; an undated run is taken as current."""
    parts = str(as_of).strip().split("-")
    try:
        year = int(parts[0])
        month = int(parts[1]) if len(parts) > 1 else 1
    except ValueError:
        return False
    return (year, month) < (VECTORISED_HALF_CAT.year, VECTORISED_HALF_CAT.month)


def loop_of_stack(stack: str) -> str | None:
    """The generate loop a published run's stack names (text-generation-webui's
    llamacpp_HF loader), else None."""
    return "llamacpp_hf" if "llamacpp_hf" in stack.lower() else None


@cache
def _loop_line(root: Path) -> tuple[float, float]:
    path = root / LOOP_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    xs: list[float] = []
    ys: list[float] = []
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        for name in ("context_tokens", "seconds_per_token"):
            text = str(getattr(row, name)).strip()
            value = number_cell(text)
            if not math.isfinite(value) or value <= 0:
                raise LoopDataError(
                    f"{path}, line {line}: {name} is {text!r}, expected a positive number"
                )
        xs.append(float(row.context_tokens))
        ys.append(float(row.seconds_per_token))
    if len(xs) < 2:
        raise LoopDataError(f"{path}: {len(xs)} timing rows, expected at least two contexts")
    slope, intercept = np.polyfit(np.array(xs), np.array(ys), 1)
    return float(intercept), float(slope)


def loop_line() -> tuple[float, float]:
    """(seconds per token, seconds per token of context) of the loader's host work on the
    machine that measured it: the least-squares line through data/llamacpp_hf_loop.csv."""
    return _loop_line(default_data_dir())


def loop_seconds(loop: str | None, context: float, factor: float) -> float:
    """Host seconds per token a generate loop adds at ``context`` tokens on a CPU whose
    single thread is 1/``factor`` of the measuring machine's (0 for no such loop)."""
    if loop not in LOOPS:
        return 0.0
    intercept, slope = loop_line()
    return max(0.0, intercept + slope * float(context)) * factor


def describe_loop(seconds: float, term: HostTerm) -> Note:
    """One line for an estimate's explanation: the loader's per-token host work."""
    return charged_on_cpu(
        term,
        QT_TRANSLATE_NOOP(
            "Estimate",
            "text-generation-webui's llamacpp_HF loader runs Hugging Face's generate loop, "
            "converts the whole sequence and copies the logits through a Python list every "
            "token while llama.cpp waits: %(ms)s ms on CPU %(cpu)s (its single thread "
            "%(ratio)s× the measuring machine %(reference)s's)",
        ),
        QT_TRANSLATE_NOOP(
            "Estimate",
            "text-generation-webui's llamacpp_HF loader runs Hugging Face's generate loop, "
            "converts the whole sequence and copies the logits through a Python list every "
            "token while llama.cpp waits: %(ms)s ms, as measured on %(reference)s (%(what)s)",
        ),
        ms=f"{seconds * 1e3:.2f}",
    )


def describe_legacy_cat(ms: float) -> Note:
    """One line: the concatenated cache's extra time on a PyTorch before the 16-bit cat."""
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "PyTorch before its vectorised 16-bit torch.cat (2025) grows Hugging Face's cache "
            "one element per thread, at the 4-byte rate: +%(ms)s ms per token",
        ),
        ms=f"{ms:.2f}",
    )
