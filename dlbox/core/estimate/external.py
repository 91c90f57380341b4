"""Published runs of other software stacks: the estimator's out-of-source test and its tiers.

data/benchmarks/external.csv holds throughput that NVIDIA's Deep Learning
Examples, llm-foundry, torchtitan, NeMo, MLC LLM, ExLlama and llama.cpp
published, each row with its URL, date and stack.  None of it enters the base
fit (Lambda's tables).  Two things are learned from it, each judged
leave-one-point-out so that no point is predicted with its own help:

- the training speed-up of the ``compiled`` and ``vendor`` tiers over the
  calibrated eager stack (the median log ratio of that tier's runs);
- per compiled and vendor decode tier, the share of peak bandwidth and the seconds
  per decoder layer per token (from the tier's 16-bit runs where it has two), with one
  count of integer operations per quantised weight that the dequantising kernels spend
  (a roofline against the bandwidth; least squares in log space over a grid); eager
  decoding has its host's calls instead (host.py), so nothing is fitted on its runs.

Eager training runs are predicted with nothing fitted on them at all.  The
held-out log(measured / predicted) residuals make the app's band.  Rows whose id
starts with ``fresh-`` (a validation set read after the model was frozen) enter
no fit: they are predicted as the app predicts them and count only in the band —
except decode's, read when its terms were chosen (DECODE_TERMS_SEEN): they enter
the decode fit, each still predicted by a fit without it.  Rows whose id starts
with ``fresh2-`` are a second set, collected on 2026-11-26 before that session's
term changes were merged: held out of every fit, decode's included (their decode runs
were read when the quantised term was chosen, so for that choice they are in source).
Rows whose id starts with ``fresh3-`` are a third set, collected later that day
(pre-registered before the quantised-decode term fitted with fresh2 in view landed): held
out of every fit, decode's included.  Rows whose id starts with ``fresh4-`` are a fourth set,
collected and pre-registered on 2026-11-26 before that session's training terms (multi-GPU
contention, small micro-batches, selective checkpointing) and decode terms (kernel
generation, int4 dequantisation) were merged: held out of every fit, decode's included.
Their Transformer-XL rows were read when the benchmarked-configuration fix was chosen
(benchmarks.as_benchmarked: Lambda's runs, the base fit, use a full softmax where the
recipe uses the adaptive one), so for that choice the fresh4 Transformer-XL rows are in
source; nothing was fitted on them and each is still predicted by fits without it.  They
were in source again, with the same standing, when the GEMM-shape term was tried and left
out (tools/gemm_shape.py) and when the elementwise term stopped charging the output head's
FLOPs (Workload.head_flops_train_per_sample).
Its torchao int8 decode rows were seen when torch.compile's int8 kernel was left without a
per-weight conversion charge (weight_formats.DECODE_KERNELS): in source for that choice.
Rows whose id starts with ``fresh5-`` are a fifth set (training runs from NVIDIA Deep Learning
Examples' MXNet ResNet-50 and TensorFlow 1 BERT READMEs), collected and pre-registered on
2026-11-26 before that day's second round of training terms (TF32/FP32 efficiency, GEMM
efficiency by matrix shape, diffusion-training configurations, H100 LLM training) was merged:
held out of every fit, decode's included.
Rows whose id starts with ``fresh6-`` are a sixth set (PaddlePaddle ResNet-50 training, llama.cpp
decoding, onediff/diffusers image generation), collected and pre-registered on 2026-11-26
before that session's term changes were merged: held out of every fit, decode's included.
Rows whose id starts with ``fresh7-`` are a seventh set (GPT-2 XL training under DDP and DeepSpeed
ZeRO-3, AutoAWQ decoding), collected and pre-registered on 2026-11-26 after that session's term
changes were merged, before any later change: held out of every fit, decode's included.
Rows whose id starts with ``fresh8-`` are an eighth set (torchtune LLM fine-tuning on one and eight
GPUs incl. FSDP CPU offload, TensorFlow Transformer-XL training, llama.cpp decoding), collected
and pre-registered on 2026-11-26 before that session's term changes were merged: held out of
every fit, decode's included.
Rows whose id starts with ``fresh9-`` are a ninth set (older NVIDIA Deep Learning Examples
ResNet-50 training in TensorFlow 1 and PyTorch, Hugging Face BERT-large MLM on an RTX 3090 Ti,
Stable Diffusion 1.5 generation on A100/H100/T4, llama.cpp decoding), collected and
pre-registered on 2026-11-26 before that evening's term changes were merged: held out of every
fit, decode's included.
Rows whose id starts with ``fresh10-`` are a tenth set (Hugging Face Trainer BERT-large with
gradient accumulation, checkpointing, Adafactor and 8-bit Adam; ResNet-50/VGG-16 NCHW and
channels-last; Hugging Face and TinyChat AWQ decoding), collected and pre-registered on
2026-11-27 before that night's term changes were merged: held out of every fit, decode's
included.
Rows whose id starts with ``fresh11-`` are an eleventh set (batch-1 decoding by ExLlamaV2, ExLlama
V1, AutoAWQ and llama.cpp on an RTX 3090, AutoAWQ on an RTX 4090, A100 and T4, Hugging Face fp16 on an
A100), collected and pre-registered on 2026-11-27 before that morning's decode-host and
eager-elementwise term changes were merged: held out of every fit, decode's included.
Rows whose id starts with ``fresh12-`` are a twelfth set (batch-1 llama.cpp decoding of the same
cards on two hosts, an Intel Core Ultra 265K desktop and a Raspberry Pi CM5, and Hugging Face fp16
generate on an A10G with its EPYC host named), collected and pre-registered on 2026-11-27 before
that morning's host-CPU term was merged: held out of every fit, decode's included. Each note
carries the host as stated, ``host_cpu=<name>;``.
Rows whose id starts with ``fresh13-`` are a thirteenth set (mostly LLM decoding: Hugging Face fp16
and GPTQ generate at batch 1 to 16 on an A100, llama.cpp from 400 to 16,000 tokens of context on an
RTX 4090 and at 2,560 on an RTX 4090 and 3090; and full fine-tunes at 8,192 tokens on an A100 and an
RTX PRO 6000), collected and pre-registered on 2026-11-27 before that midday's decode term changes
were merged: held out of every fit, decode's included.
Rows whose id starts with ``fresh14-`` are a fourteenth set (decoder-LLM training: Llama 3.2 1B in
pure bf16 on one H200 and one B200 with SDPA's flash and memory-efficient kernels from 768 to 16,384
tokens; and batch-1 decoding: MLC LLM and llama.cpp 4-bit on an RTX 3090 Ti and 4090), collected and
pre-registered on 2026-11-27 before that afternoon's decode and training term changes were merged:
held out of every fit, decode's included.
Rows whose id starts with ``fresh15-`` are a fifteenth set (batch-1 llama.cpp decoding of a 70B model
(and a 1B one) on four RTX 4090s split by layers and by rows, from an empty context to 65,536
tokens, and on one RTX 6000 Ada), collected and pre-registered on 2026-11-27 evening before that evening's term changes were
merged: held out of every fit, decode's included.
Rows whose id starts with ``fresh16-`` are a sixteenth set (torchtune's Llama 3.2 3B fine-tunes on one
A100 with compile, chunked cross-entropy and activation checkpointing switched on one at a time, and
vLLM tensor-parallel decoding of a 32B model over 2, 4 and 8 A100s at batch 1 and 16, and Hugging Face
generate of BLOOM-176B split by layers over 8 A100s at batch 1-32), collected and
pre-registered on 2026-11-27 evening: held out of every fit, decode's included.
Rows whose id starts with ``fresh17-`` are a seventeenth set (mixture-of-experts decoding: gpt-fast's
Mixtral 8x7B on 1-8 A100s in tensor parallel, bf16 and int8, and llama.cpp's one-token-at-a-time
passes of DeepSeek-V2-Lite and Qwen3-30B-A3B on a P40, an RTX 3090 and an RTX 4090), collected and
pre-registered on 2026-11-27 late evening after the MoE terms were merged: held out of every fit,
decode's included.
Rows whose id starts with ``fresh18-`` are an eighteenth set (recent software: llm.q's pure-CUDA Qwen2.5
training on one RTX PRO 6000 Blackwell, H100, RTX 4090 and RTX 5060 Ti, BF16 and FP8, and llama.cpp's
one-token-at-a-time passes from 2025-2026 builds on an RTX 5090, 4090, 3090 and P40, to 33k tokens of context),
collected and pre-registered on 2026-11-27 late night at db0fbd1: held out of every fit, decode's included.
Rows whose id starts with ``fresh19-`` are a nineteenth set (training where users are: Hugging Face PEFT's
method-comparison LoRA and full fine-tunes of Llama 3.2 3B on one L40S, llm.q's data-parallel ZeRO-1 training
on 4 x RTX 4090 and 4 x RTX PRO 6000, LLaMA-Factory DDP on 4 x RTX 4090), collected and pre-registered on
2026-11-28 at 7393148: held out of every fit, decode's included.
Rows whose id starts with ``fresh20-`` are a twentieth set (Hugging Face optimum-benchmark's 2023 example
runs: Llama 2 7B LoRA, QLoRA and full fine-tunes through the transformers Trainer on one RTX 4090 and one
A100, and generate at batch 1-16 in fp16 and bitsandbytes 4-bit on an A100), collected and pre-registered on
2026-11-28 at 7393148 after fresh19 was compared: held out of every fit, decode's included.
Rows whose id starts with ``amd-`` are a set of published runs on AMD GPUs under ROCm (PyTorch
ResNet-50 training and llama.cpp HIP decoding on an RX 7900 XTX), collected and pre-registered on
2026-11-27 before any AMD-specific term was built: held out of every fit, decode's included.
"""

from __future__ import annotations

import copy
import functools
import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir, shipped_catalogue
from dlbox.core.estimate.batch_norm import kernels_of_stack as batch_norm_of_stack
from dlbox.core.estimate.calibration import Calibration, tier_cells
from dlbox.core.estimate.checkpointing import parse_mode
from dlbox.core.estimate.estimator import (
    CHAIN_MATRICES,
    SystemSpec,
    estimate_arrays,
    split_k_extra,
)
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.hf_generate import legacy_half_cat_of, loop_of_stack
from dlbox.core.estimate.host_cpu import host_term, run_host
from dlbox.core.estimate.kv_cache_layout import layout_of_stack
from dlbox.core.estimate.layout import from_stack as layout_from_stack
from dlbox.core.estimate.llamacpp_fusion import build_date_of_row
from dlbox.core.estimate.moe import experts_of_stack
from dlbox.core.estimate.pytorch_release import pytorch_version_of_stack
from dlbox.core.estimate.sdpa_kernel import backend_of_stack
from dlbox.core.estimate.settings import TRAINING_STACKS, Offload, TrainSettings
from dlbox.core.estimate.weight_formats import expands_kv, kernel_of_stack
from dlbox.core.estimate.workloads import Workload, load_workloads

EXTERNAL_FILE = Path("benchmarks") / "external.csv"
OFFLOADS: tuple[str, ...] = get_args(Offload)
BAND_COVER = (0.10, 0.90)  # the band's quantiles of the held-out residuals
# Decode grid: share of peak bandwidth, seconds per decoder layer per token, and the
# integer operations a quantised kernel spends per weight to unpack it.
_EFF_GRID = np.linspace(0.40, 1.00, 61)
_LAYER_GRID = np.linspace(0.0, 200e-6, 81)
_DEQUANT_GRID = np.linspace(0.0, 16.0, 33)
# Generation grid: speed-up over eager, the host's dispatch seconds per denoising step,
# and FP32 operations per attention score.
_SPEED_GRID = np.linspace(1.0, 2.5, 61)
_STEP_GRID = np.linspace(0.0, 0.06, 121)
_OPS_GRID = np.linspace(0.0, 400.0, 41)
MIN_CELL = 2  # runs a family/unit cell needs before it gets its own tier factor
# Rows collected after the model was frozen, to check it on runs that shaped no term: their
# ids start with this, and the report shows them as their own group.
FRESH_PREFIX = "fresh-"
# The day the decode terms (seconds per layer, ungraphed launches, the quantised kernels'
# cost) were chosen with the fresh decode runs in view: from then on those runs are in
# source for decoding and enter its fit (each still predicted leave-one-point-out).
DECODE_TERMS_SEEN = "2026-11-26"
# The validation sets collected after the first, by number (their ids start "fresh<N>-"),
# each with why it was collected: every set was gathered before the term changes it judges
# landed, so a set stops being blind only where a term was chosen with it in view (accuracy.py).
FRESH_SETS: dict[int, str] = {
    2: (
        "A second validation set, collected before the terms tuned on the first one "
        "landed: the first set stops being held out once terms are changed to fit it, "
        "this one judges them."
    ),
    3: (
        "A third set, collected before the quantised-decode term fitted on fresh2 "
        "landed: it judges that change once fresh2 stops being held out."
    ),
    4: (
        "A fourth set, collected before that day's training and decode term changes "
        "landed: it judges them (training, 16-bit decode and image generation runs from "
        "unused sources)."
    ),
    5: (
        "A fifth set, collected before the next round of training terms landed (fresh4 "
        "had become partly in source): it judges them."
    ),
    6: (
        "A sixth set, collected before that session's term changes landed (fresh5 is "
        "read as they are chosen): it judges them."
    ),
    7: (
        "A seventh set, collected after that session's term changes landed (fresh6 was "
        "read as they were chosen): an out-of-source check of them."
    ),
    8: (
        "An eighth set, collected before the next session's term changes landed (fresh7 "
        "is thin): it judges them, with the training kinds fresh7 lacks (LLM "
        "fine-tuning, CPU offload)."
    ),
    9: (
        "A ninth set, collected before that evening's term changes landed (fresh8 found "
        "the training terms weakest): it judges them, on training stacks and cards the "
        "earlier sets lack."
    ),
    10: (
        "A tenth set, collected before that night's term changes landed: it judges the "
        "terms changed most recently and not yet judged blind (CNN layout, BERT on the "
        "Trainer, 8-bit optimizers, eager and AWQ decoding)."
    ),
    11: (
        "An eleventh set, collected before that morning's decode-host and "
        "eager-elementwise term changes landed: batch-1 decoding by runners other than "
        "Hugging Face generate, to judge the host term."
    ),
    12: (
        "A twelfth set, collected before that morning's host-CPU term landed: batch-1 "
        "decoding whose pages name the host CPU (the same card on two hosts), to judge "
        "that term."
    ),
    13: (
        "A thirteenth set, collected before that midday's decode term changes landed "
        "(single-query attention and its growth with context, host cost by release and "
        "by CPU, Hugging Face generate): small-batch and long-context decoding, to "
        "judge those terms."
    ),
    14: (
        "A fourteenth set, collected before that afternoon's decode terms (Hugging Face "
        "generate at small batches, llamacpp_HF, AutoAWQ mappings) and decoder-training "
        "terms (checkpointing with eager/SDPA attention, long sequences) landed: "
        "long-sequence SDPA training and batch-1 decoding, to judge them."
    ),
    15: (
        "A fifteenth set, collected the evening after llama.cpp's several-GPU layer "
        "split became sequential (no bandwidth sum), before that evening's term "
        "changes: multi-GPU llama.cpp decoding, to judge it."
    ),
    16: (
        "A sixteenth set, collected late on 2026-11-27 (main at d8f79f2): activation "
        "checkpointing off and on in one published fine-tune, vLLM tensor-parallel "
        "decoding on 2-8 GPUs and Hugging Face generate at batch > 1 over a layer "
        "split, to judge them."
    ),
    17: (
        "A seventeenth set, collected late on 2026-11-27 (main at c7f52b4) right after "
        "the mixture-of-experts decoding terms landed: published MoE decoding "
        "(gpt-fast's Mixtral in tensor parallel, llama.cpp's DeepSeek-V2-Lite and "
        "Qwen3-30B-A3B), to judge those terms blind."
    ),
    18: (
        "An eighteenth set, collected late on 2026-11-27 (main at db0fbd1): recent "
        "software (2025-2026 llama.cpp builds, a pure-CUDA trainer) on Blackwell and "
        "older cards, to judge the estimator out of source."
    ),
    19: (
        "A nineteenth set, collected on 2026-11-28 (main at 7393148): LoRA and full "
        "fine-tunes on one L40S and data-parallel training on four consumer/workstation "
        "cards over PCIe, to judge the estimator out of source."
    ),
    20: (
        "A twentieth set, collected on 2026-11-28 after fresh19 was compared (main "
        "still at 7393148, no term changed): optimum-benchmark's Trainer fine-tunes and "
        "generate runs, to judge the estimator out of source."
    ),
}


def fresh_prefix(number: int) -> str:
    """The id prefix of validation set ``number`` (2 and up; the first is FRESH_PREFIX)."""
    if number not in FRESH_SETS:
        raise KeyError(
            f"no validation set {number}: FRESH_SETS has {min(FRESH_SETS)}-{max(FRESH_SETS)}"
        )
    return f"fresh{number}-"


# A set of published runs on AMD GPUs (ROCm), collected 2026-11-27 before any AMD-specific term
# existed: the base fit is NVIDIA-only, so these judge how far AMD estimates can be trusted.
AMD_PREFIX = "amd-"
HELD_OUT_PREFIXES = (FRESH_PREFIX, *(fresh_prefix(n) for n in FRESH_SETS), AMD_PREFIX)
# The sets the decode fit never sees: all but the first (its runs are in source for decoding).
DECODE_HELD_OUT_PREFIXES = tuple(p for p in HELD_OUT_PREFIXES if p != FRESH_PREFIX)


# Our own H100 sets whose predictions were committed before the GPU ran them
# (tools/predict_own_set.py): held out of every fit, decode's included, like the fresh sets.
# Their ids are the rows of the records data/benchmarks/measured/setN-predicted.json.
OWN_HELD_OUT_SETS = (6, 7, 8, 9, 10, 11, 12, 13, 14)
MEASURED_DIR = Path("benchmarks") / "measured"


@functools.cache
def own_set_ids(number: int) -> frozenset[str]:
    """The run ids of our own held-out set ``number`` (empty where its record is absent)."""
    path = default_data_dir() / MEASURED_DIR / f"set{number}-predicted.json"
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return frozenset()
    return frozenset(
        str(entry["row"]["id"])
        for name, entry in record.items()
        if not name.startswith("_") and isinstance(entry, dict) and "row" in entry
    )


def _own_held_out(ids: pd.Series) -> np.ndarray:
    own = frozenset().union(*(own_set_ids(n) for n in OWN_HELD_OUT_SETS))
    return ids.astype(str).isin(own).to_numpy()


def own_set(number: int) -> Callable[[pd.Series], np.ndarray]:
    """The membership test of our own held-out set ``number``."""

    def member(ids: pd.Series) -> np.ndarray:
        return ids.astype(str).isin(own_set_ids(number)).to_numpy()

    member.__doc__ = (
        f"Which rows are our own held-out set {number} (H100; sets 10 and 12 on an H200)."
    )
    return member


class ExternalDataError(Exception):
    """external.csv has a row that cannot be used; the message names it."""


def load_points(data_dir: Path | None = None) -> pd.DataFrame:
    path = (data_dir or default_data_dir()) / EXTERNAL_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    frame["measured"] = pd.to_numeric(frame["measured"], errors="coerce")
    bad = frame[~(frame["measured"] > 0)]
    if len(bad):
        row = bad.index[0] + 2
        raise ExternalDataError(f"{path}, line {row}: measured must be a positive number")
    for line, value in enumerate(frame.get("checkpointing", pd.Series(dtype=str)), start=2):
        if value:
            try:
                parse_mode(value)
            except ValueError as exc:
                raise ExternalDataError(f"{path}, line {line}: {exc}") from None
    for line, text in enumerate(frame.get("overrides", pd.Series(dtype=str)), start=2):
        stack = _overrides(text).get("stack", "generic")
        if stack not in TRAINING_STACKS:
            raise ExternalDataError(
                f"{path}, line {line}: override stack={stack} names no training stack "
                f"(expected one of {', '.join(TRAINING_STACKS)})"
            )
        prompt = _overrides(text).get(PROMPT_IN_TIMING)
        if prompt is not None and not (isinstance(prompt, int) and prompt > 0):
            raise ExternalDataError(
                f"{path}, line {line}: override {PROMPT_IN_TIMING}={prompt} must be the "
                "prompt's token count (a positive whole number)"
            )
        offload = _overrides(text).get("offload", "none")
        if offload not in OFFLOADS:
            raise ExternalDataError(
                f"{path}, line {line}: override offload={offload} names no offload "
                f"(expected one of {', '.join(OFFLOADS)})"
            )
    return frame


def _starts_with(ids: pd.Series, prefixes: str | tuple[str, ...]) -> np.ndarray:
    """Which run ids start with one of ``prefixes`` (a validation set's mark)."""
    return ids.astype(str).str.startswith(prefixes).to_numpy()


def is_fresh(ids: pd.Series) -> np.ndarray:
    """Which rows are fresh validation runs (read after the model was frozen)."""
    return _starts_with(ids, FRESH_PREFIX)


def _validation_set(prefix: str, which: str) -> Callable[[pd.Series], np.ndarray]:
    """The membership test of one validation set, named by its id prefix."""

    def member(ids: pd.Series) -> np.ndarray:
        return _starts_with(ids, prefix)

    member.__doc__ = f"Which rows are the {which} validation set (``{prefix}*``)."
    return member


def fresh_set(number: int) -> Callable[[pd.Series], np.ndarray]:
    """The membership test of validation set ``number`` (``fresh<number>-*``)."""
    return _validation_set(fresh_prefix(number), f"no. {number}")


is_amd = _validation_set(AMD_PREFIX, "AMD (ROCm)")


def is_held_out(ids: pd.Series) -> np.ndarray:
    """Rows that enter no fit: any validation set, published or our own."""
    return _starts_with(ids, HELD_OUT_PREFIXES) | _own_held_out(ids)


def is_decode_held_out(ids: pd.Series) -> np.ndarray:
    """Rows the decode fit never sees: the second to twentieth validation sets and our own."""
    return _starts_with(ids, DECODE_HELD_OUT_PREFIXES) | _own_held_out(ids)


def _overrides(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in filter(None, (t.strip() for t in text.split(";"))):
        key, _, value = item.partition("=")
        try:
            number = float(value)
        except ValueError:  # a word: lora_targets=qv, loss=eager, optimizer=adafactor
            out[key.strip()] = value.strip()
            continue
        out[key.strip()] = int(number) if number.is_integer() and key != "params_total" else number
    return out


PROMPT_IN_TIMING = "prompt_in_timing"

# Override keys that describe the run or the board, not the model: gradient accumulation
# (micro-batches per optimizer step), a decode run's weight format and whether its stack
# replayed CUDA graphs (``cuda_graphs=0``: a build that launched each kernel), and a board's figures where the run's GPU differs from
# the catalogue model it is mapped to (``gpu.mem_bw_gbs=2400``).
RUN_KEYS = (
    "grad_accum",
    # The training software the run names (stacks.py), as `dlbox estimate --stack` takes it.
    "stack",
    "weights",
    "cuda_graphs",
    # Diffusion training runs: the options of diffusion.py, as the user would set them.
    "latents",
    "text_encoder",
    "vae_fp32",
    "prior_preservation",
    "ema",
    "attention",
    # Where the run kept its training states (settings.Offload): FSDP CPU offload is ``all``.
    "offload",
    # A decode figure whose clock also ran the prompt's forward (new tokens over the whole
    # generate call): the prompt's tokens; the new ones are the rest of seq_len (timed_rate).
    PROMPT_IN_TIMING,
)
GPU_PREFIX = "gpu."


_BOOLEAN_WORDS = {"true": True, "false": False}


def _model_overrides(text: str) -> dict[str, Any]:
    # A yes/no model field (``flash_attention=false``) as a bool: the word itself is a
    # non-empty string, true to every ``if`` (model_copy does not validate its update).
    return {
        k: _BOOLEAN_WORDS.get(v.lower(), v) if isinstance(v, str) else v
        for k, v in _overrides(text).items()
        if k not in RUN_KEYS and not k.startswith(GPU_PREFIX)
    }


def gpu_overrides(text: str) -> dict[str, float]:
    """Catalogue columns a row replaces for the board it ran on (``gpu.<column>=value``)."""
    return {
        k[len(GPU_PREFIX) :]: float(v)
        for k, v in _overrides(text).items()
        if k.startswith(GPU_PREFIX)
    }


def workload_of(row: pd.Series, library: dict[str, Workload]) -> Workload:
    base = library[row["workload"]]
    update = _model_overrides(row["overrides"])
    tokens = base.unit.startswith("tokens") and base.task == "train"
    if tokens and "seq_len" in update and "units_per_sample" not in update:
        update["units_per_sample"] = float(update["seq_len"])
    return base.model_copy(update=update) if update else base


def settings_of(row: pd.Series) -> TrainSettings:
    def num(name: str) -> float | None:
        return float(row[name]) if row[name] != "" else None

    batch = num("batch_per_gpu")
    # The column names a mode (checkpointing.py); "true"/"false" are full and none.
    ckpt = row["checkpointing"] or None
    run = _overrides(row["overrides"])
    accum = run.get("grad_accum", 1)
    vae_fp32 = run.get("vae_fp32")
    return TrainSettings(
        training_stack=run.get("stack", "generic"),
        # The SDPA kernel the stack's words force (SDPBackend.EFFICIENT_ATTENTION, …).
        sdpa_backend=backend_of_stack(row["stack"]),  # type: ignore[arg-type]
        # The PyTorch release the stack names, for the kernel "auto" means on Hopper.
        pytorch_version=pytorch_version_of_stack(row["stack"]),
        precision=row["precision"] or None,  # type: ignore[arg-type]
        batch_per_gpu=None if batch is None else int(batch),
        grad_accum=int(accum),
        checkpointing=ckpt,
        adapter=row["adapter"] or None,  # type: ignore[arg-type]
        zero_stage=int(num("zero_stage") or 0),
        power_limit_frac=num("power_limit_frac") or 1.0,
        software_tier=row["tier"],  # type: ignore[arg-type]
        inference_bits=int(num("bits") or 16),  # type: ignore[arg-type]
        # A decode run's named weight format (``weights=Q6_K``) where bits cannot say it.
        weight_format=_overrides(row["overrides"]).get("weights"),
        cuda_graphs=_graphs(_overrides(row["overrides"]).get("cuda_graphs")),
        # The quantised kernel and the attention a decode run's stack names (ExLlama V1 or
        # V2, GPTQ-for-LLaMa; ExLlamaV2 with flash attention off): its own words decide.
        decode_kernel=kernel_of_stack(row["stack"]),
        # The runner a decode run's stack names, for whose host calls an eager token costs
        # (AutoAWQ's own loop, whatever its kernel); the tier column still sets the speed.
        serving_engine=engine_of_row(row),  # type: ignore[arg-type]
        # How the run split the model over its GPUs, where its words say (else the engine's).
        multi_gpu_split=split_of_stack(row["stack"]),  # type: ignore[arg-type]
        expanded_kv_attention=expands_kv(row["stack"]),
        # A runner whose words say its KV cache is preallocated writes it in place.
        kv_cache_layout=layout_of_stack(row["stack"]),
        # A run dated before PyTorch's vectorised 16-bit cat grew its cache with the old one.
        legacy_half_cat=legacy_half_cat_of(str(row.get("as_of", ""))),
        # A llama.cpp CUDA run's date: how many kernels its build fused (llamacpp_fusion.py).
        llamacpp_build_date=build_date_of_row(str(row["stack"]), str(row.get("as_of", ""))),
        # A Python generate loop around the engine the stack names (llamacpp_HF).
        decode_loop=loop_of_stack(row["stack"]),  # type: ignore[arg-type]
        # The MoE experts implementation the stack names ("experts: eager"; moe.py).
        experts_implementation=experts_of_stack(row["stack"]),  # type: ignore[arg-type]
        # The stack's own words say when it ran channels-last (NHWC); else the tier decides.
        memory_format=layout_from_stack(row["stack"]),  # type: ignore[arg-type]
        # A bf16 autocast run is recorded as AMP: its words say whose batch norm it ran.
        batch_norm_kernels=batch_norm_of_stack(row["stack"]),  # type: ignore[arg-type]
        latents=run.get("latents"),
        text_encoder=run.get("text_encoder"),
        vae_fp32=None if vae_fp32 is None else bool(int(vae_fp32)),
        prior_preservation=bool(int(run.get("prior_preservation", 0))),
        ema=bool(int(run.get("ema", 0))),
        diffusion_attention=run.get("attention"),
        offload=run.get("offload", "none"),
    )


# Words in a published run's stack that name a runner with its own host profile
# (host.RUNNER_HOSTS).  Only AutoAWQ and TinyChat: llama.cpp, vLLM and ExLlama rows are
# priced by their tier column, and naming their engine would change what the rows were
# predicted with (llama.cpp's CUDA-graph gate by GPU, vLLM's memory pool).
_STACK_ENGINES = (
    ("autoawq", "autoawq"),
    ("tinychat", "tinychat"),
    # Every llama.cpp row states its CUDA graphs (or is on a GPU the gate allows), so the
    # engine moves no prediction but llama.cpp's host term (llamacpp_host.py).
    ("llama.cpp", "llama.cpp"),
)


def engine_of_stack(stack: str) -> str:
    """The serving engine (runner) a run's stack description names, else "generic"."""
    text = stack.lower()
    return next((engine for word, engine in _STACK_ENGINES if word in text), "generic")


# Words in a run's stack that say how it split the model over GPUs (multi_gpu.py).
_STACK_SPLITS = (
    ("split mode row", "row"),  # llama-bench's -sm row
    ("-sm row", "row"),
    ("tensor parallel", "tensor"),
    ("device_map", "layers"),
)


def split_of_stack(stack: str) -> str | None:
    """The multi-GPU split a run's stack description states, else None (the engine's)."""
    text = stack.lower()
    return next((split for word, split in _STACK_SPLITS if word in text), None)


# AutoAWQ's first 0.2.x release with a date in a source read here: v0.2.5, tagged on
# 2024-05-02 (casper-hansen/AutoAWQ issue #425).  0.2.0-0.2.4 came out between February and
# April 2024, undated here, so a row of those months keeps the 0.1.x profile.
AUTOAWQ_02_FROM = "2024-05-02"


def engine_of_row(row: pd.Series) -> str:
    """The runner a published row ran: its stack's engine, with AutoAWQ's release line.

    AutoAWQ's host calls per layer changed at 0.2 (host.PROFILE_BASES): a row whose stack
    names a 0.1 release, or whose source is dated before :data:`AUTOAWQ_02_FROM` and names
    none, ran the 0.1.x code (``autoawq-0.1``); any later one the 0.2.x line."""
    engine = engine_of_stack(str(row["stack"]))
    if engine != "autoawq":
        return engine
    stack = str(row["stack"]).lower()
    if "autoawq 0.1" in stack:
        return "autoawq-0.1"
    if "autoawq 0.2" in stack:
        return "autoawq"
    dated = str(row.get("as_of", "") or "")
    return "autoawq-0.1" if dated and dated < AUTOAWQ_02_FROM else "autoawq"


def _graphs(value: Any) -> bool | None:
    return None if value is None else bool(int(value))


def _run(
    row: pd.Series, cal: Calibration, library: dict[str, Workload], gpus: pd.DataFrame
) -> dict[str, Any]:
    board = gpus.loc[[row["gpu_id"]]]
    changed = gpu_overrides(row["overrides"])
    unknown = sorted(set(changed) - set(board.columns))
    if unknown:
        raise ExternalDataError(
            f"{row['id']}: override gpu.{unknown[0]} names no catalogue GPU column"
        )
    if changed:
        board = board.assign(**changed)
    hw = gpu_arrays(board)
    w = workload_of(row, library)
    # The host CPU the run's source names (run_hosts.csv); else each constant's reference host.
    system = SystemSpec(host_cpu=run_host(str(row["id"])))
    return estimate_arrays(hw, int(row["count"]), w, settings_of(row), system, calibration=cal)


def predict(points: pd.DataFrame, cal: Calibration) -> tuple[np.ndarray, list[tuple[str, ...]]]:
    """The estimator's system throughput for every point, and each point's tier cells."""
    library = load_workloads()
    gpus = shipped_catalogue().table("gpu")
    out = np.empty(len(points))
    cells: list[tuple[str, ...]] = []
    for i, (_, row) in enumerate(points.iterrows()):
        r = _run(row, cal, library, gpus)
        out[i] = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
        out[i] = timed_rate(row, out[i], cal, library, gpus)
        cells.append(tier_cells(r["workload"], str(r["peaks"].kind[0])))
    return out, cells


def memory_verdicts(points: pd.DataFrame, cal: Calibration) -> pd.DataFrame:
    """The memory verdict each training row gets at the setup it published (its GPU, count,
    batch per GPU and settings), with the predicted peak and the usable memory in GiB.

    Every training row is a run that ran, so a "does not fit" here is a wrong verdict: the
    memory report lists them beside the published peaks (issue 18's target: no "does not
    fit" for a configuration publicly shown to run)."""
    library = load_workloads()
    gpus = shipped_catalogue().table("gpu")
    train = points[points["kind"] == "train"]
    rows = []
    for _, row in train.iterrows():
        r = _run(row, cal, library, gpus)
        memory, batch = r["memory"], r["batch"]
        rows.append(
            {
                "id": row["id"],
                "gpu": row["gpu_id"],
                "count": int(row["count"]),
                "batch": float(row["batch_per_gpu"] or 1),
                "peak": float(memory.total(batch)[0]),
                "usable": float(memory.usable[0]),
                "verdict": str(memory.verdict(batch)[0]),
            }
        )
    frame = pd.DataFrame(rows, columns=["id", "gpu", "count", "batch", "peak", "usable", "verdict"])
    return frame.assign(verdict_right=frame["verdict"] != "does not fit")


def prompt_in_timing(row: pd.Series) -> int | None:
    """The prompt tokens a decode row's published clock also ran (``prompt_in_timing=N``)."""
    value = _overrides(row["overrides"]).get(PROMPT_IN_TIMING)
    return None if value is None else int(value)


def timed_rate(
    row: pd.Series,
    rate: float,
    cal: Calibration,
    library: dict[str, Workload],
    gpus: pd.DataFrame,
) -> float:
    """The tokens/s a row's published figure means, from the decode ``rate`` the estimate gives.

    Most rows time the decode alone.  A row with ``prompt_in_timing=N`` divides its new tokens
    (seq_len - N per stream, ``batch`` streams) by the whole generate call, as fxmarty's
    run_llama.py and optimum's benchmark_gptq.py do: that call is the forward of the batch's
    N-token prompts, which yields each stream's first new token (the estimate's prefill of
    the batch: its FLOPs grow with batch × N, the weights are read once), and one decode
    step of the batch for each of the others (``batch`` / ``rate`` seconds)."""
    prompt = prompt_in_timing(row)
    if prompt is None:
        return rate
    seq_len = workload_of(row, library).seq_len or 0
    batch = float(row["batch_per_gpu"] or 1)
    if not prompt < seq_len or row["kind"] != "decode":
        raise ExternalDataError(
            f"{row['id']}: override {PROMPT_IN_TIMING}={prompt} needs a decode row "
            f"whose seq_len ({seq_len}) is the prompt plus at least one new token"
        )
    new = seq_len - prompt
    at_prompt = row.copy()
    at_prompt["overrides"] = _with_seq_len(str(row["overrides"]), prompt)
    prefill = float(_run(at_prompt, cal, library, gpus)["inference"]["prefill_batch_s"][0])
    return batch * new / (prefill + (new - 1) * batch / rate)


def _with_seq_len(text: str, seq_len: int) -> str:
    """The overrides ``text`` with its seq_len replaced (or added)."""
    items = [t for t in (i.strip() for i in text.split(";")) if t and not t.startswith("seq_len=")]
    return ";".join([*items, f"seq_len={seq_len}"])


def fit_cells(ratios: np.ndarray, chains: list[tuple[str, ...]]) -> dict[str, float]:
    """Tier factor per cell: the median ratio of the runs in it (specific cells need 2)."""
    out: dict[str, float] = {}
    for cell in {c for chain in chains for c in chain}:
        inside = np.array([cell in chain for chain in chains], dtype=bool)
        if inside.sum() >= (1 if cell == "*" else MIN_CELL):
            # A tier is a choice to go faster: a tier's runs measuring below the eager
            # estimate say the eager fit is high for that family (the band holds it).
            out[cell] = max(1.0, float(math.exp(np.median(ratios[inside]))))
    return out


@dataclass
class DecodeParts:
    """Per decode point, seconds per token at full bandwidth and no per-layer cost:
    ``weights`` the matrices' stored bytes, ``alu`` the seconds one integer operation per
    quantised weight costs (0 for 16-bit formats), ``other`` the other bytes (adapter, KV
    cache), ``layers`` the seconds a second per layer adds, ``rest`` the remainder
    (compute, tensor parallel, a stack's ungraphed launches), and ``convert`` the integer
    slots the kernel's own int-to-float conversions occupy per weight (from its source and
    the card's rates, not fitted; NaN where the rate is unknown).  The conversions run on
    their own pipe beside the integer work: the longer of the two counts."""

    weights: np.ndarray
    alu: np.ndarray
    other: np.ndarray
    layers: np.ndarray
    rest: np.ndarray
    convert: np.ndarray
    # The matrices' seconds at a one-warp-block kernel's resident warps (occupancy.py;
    # measured, not fitted: 0 where not capped).
    one_warp: np.ndarray
    # A split-k GEMM's matrices as chains of k-steps (points, CHAIN_MATRICES) and each
    # matrix's share of the weight bytes (occupancy.py; measured, not fitted: 0 elsewhere).
    chain: np.ndarray
    chain_frac: np.ndarray

    def seconds(self, eff: Any, layer_s: Any, ops: Any) -> Any:
        matrices = np.maximum(self.weights / eff, np.fmax(ops, self.convert) * self.alu)
        matrices = np.maximum(matrices, self.one_warp)
        matrices = matrices + split_k_extra(self.chain, self.chain_frac, matrices)
        return matrices + self.other / eff + self.layers * layer_s + self.rest


def _decode_parts(points: pd.DataFrame, cal: Calibration) -> DecodeParts:
    """Each decode point estimated twice to split its token time into the terms the
    decode fit scales: at full bandwidth without dequantisation work, then with one second
    per layer."""
    library = load_workloads()
    gpus = shipped_catalogue().table("gpu")
    probe = copy.deepcopy(cal)
    out = np.empty((2, len(points)))
    weights, alu, memory, convert, one_warp, extra = (np.empty(len(points)) for _ in range(6))
    chain = np.zeros((len(points), CHAIN_MATRICES))
    chain_frac = np.zeros((len(points), CHAIN_MATRICES))
    for i, (_, row) in enumerate(points.iterrows()):
        for j, layer_s in enumerate((0.0, 1.0)):
            probe.tiers = {
                **cal.tiers,
                "decode": {row["tier"]: {"bandwidth_efficiency": 1.0, "layer_s": layer_s}},
                "decode_dequant_ops": 0.0,
            }
            r = _run(row, probe, library, gpus)
            out[j, i] = float(r["t_gpu"][0] + r["exposed"][0])
            if j == 0:
                memory[i] = float(r["terms"]["memory"][0])
                weights[i] = float(r["inference"]["weights_stream_s"][0])
                alu[i] = float(r["inference"]["dequant_s_per_op"][0])
                convert[i] = float(r["inference"]["dequant_conversion_ops"][0])
                one_warp[i] = float(r["inference"]["one_warp_s"][0])
                chain[i] = np.asarray(r["inference"]["split_k_chain_s"])[0]
                chain_frac[i] = np.asarray(r["inference"]["split_k_chain_frac"])
                extra[i] = float(r["inference"]["split_k_extra_s"][0])
    # With no fitted operations the matrices already take the longest of their stream, the
    # kernel's own conversions and its resident warps, plus what a split-k kernel's chains
    # add: the rest of the memory term is the other bytes.
    matrices = np.fmax(np.fmax(weights, convert * alu), one_warp) + extra
    return DecodeParts(
        weights,
        alu,
        memory - matrices,
        out[1] - out[0],
        out[0] - memory,
        convert,
        one_warp,
        chain,
        chain_frac,
    )


def _decode_cost(parts: DecodeParts, measured: np.ndarray, batch: np.ndarray) -> np.ndarray:
    """Squared log error of every point over the grid [dequant ops, eff, layer_s, point]."""
    t = parts.seconds(
        _EFF_GRID[None, :, None, None],
        _LAYER_GRID[None, None, :, None],
        _DEQUANT_GRID[:, None, None, None],
    )
    return np.log(measured * t / batch) ** 2


def _fit_pooled(
    cost: np.ndarray, tiers: np.ndarray, mask: np.ndarray, quantized: np.ndarray
) -> int:
    """The grid index of the operations per weight that, with each tier's best (bandwidth
    share, seconds per layer), minimises the squared log error over ``mask``.  A tier with
    two 16-bit runs or more takes its share and per-layer cost from them alone, so the
    quantised term never moves a 16-bit prediction."""
    total = np.zeros(len(_DEQUANT_GRID))
    for tier in sorted(set(tiers[mask].tolist())):
        sel = mask & (tiers == tier)
        if sel.sum() < 2:
            continue
        sixteen = sel & ~quantized
        if sixteen.sum() >= 2:
            # No 16-bit cost depends on the operations per weight: take the first row.
            arg = int(np.argmin(cost[0][..., sixteen].sum(axis=2)))
            i, j = np.unravel_index(arg, (len(_EFF_GRID), len(_LAYER_GRID)))
            total += cost[:, i, j, :][:, sel].sum(axis=1)
            continue
        total += cost[..., sel].sum(axis=3).reshape(len(_DEQUANT_GRID), -1).min(axis=1)
    return int(np.argmin(total))


def _fit_decode(
    cost: np.ndarray, tiers: np.ndarray, mask: np.ndarray, quantized: np.ndarray
) -> tuple[float, dict[str, tuple[float, float]]]:
    """The dequantising kernels' operations per weight (one for every format and stack)
    and, per tier with two runs or more among ``mask``, (bandwidth share, seconds per
    layer) minimising the squared log error."""
    a = _fit_pooled(cost, tiers, mask, quantized)
    shape = (len(_EFF_GRID), len(_LAYER_GRID))
    stacks = {}
    for tier in sorted(set(tiers[mask].tolist())):
        sel = mask & (tiers == tier)
        if sel.sum() < 2:
            continue
        sixteen = sel & ~quantized
        use = sixteen if sixteen.sum() >= 2 else sel
        i, j = np.unravel_index(int(np.argmin(cost[a][..., use].sum(axis=2))), shape)
        stacks[tier] = (float(_EFF_GRID[i]), float(_LAYER_GRID[j]))
    return float(_DEQUANT_GRID[a]), stacks


def _generate_parts(
    points: pd.DataFrame, cal: Calibration
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per generation point, seconds of GPU work per denoising step at the eager roofline
    without the attention term, the same per FP32 operation per attention score, and
    images per step."""
    library = load_workloads()
    gpus = shipped_catalogue().table("gpu")
    probe = copy.deepcopy(cal)
    base, per_op = np.empty(len(points)), np.empty(len(points))
    images = np.empty(len(points))
    for i, (_, row) in enumerate(points.iterrows()):
        stack = {"generate": {row["tier"]: {"speedup": 1.0, "fixed_s": 0.0}}}
        steps = []
        for ops in (0.0, 1.0):
            probe.tiers = {**cal.tiers, **stack, "attention_ops_per_score": ops}
            r = _run(row, probe, library, gpus)
            steps.append(float(r["t_gpu"][0]))
        base[i], per_op[i] = steps[0], steps[1] - steps[0]
        images[i] = float(r["batch"][0] * r["workload"].units_per_sample)
    return base, per_op, images


def _stack_cost(
    gpu: np.ndarray, images: np.ndarray, measured: np.ndarray, eager: bool, host: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Squared log error over (attention ops, speed-up, dispatch) for ``gpu`` [ops, point];
    ``host``: each point's factor on the reference host's dispatch (its named CPU's)."""
    speed = np.array([1.0]) if eager else _SPEED_GRID
    work = gpu[:, None, None, :] / speed[None, :, None, None]
    step = np.maximum(work, _STEP_GRID[None, None, :, None] * host[None, None, None, :])
    cost = (np.log(measured * step / images) ** 2).sum(axis=3)
    return cost, speed, _STEP_GRID


def _fit_generation_stacks(
    base: np.ndarray,
    per_op: np.ndarray,
    images: np.ndarray,
    measured: np.ndarray,
    tiers: np.ndarray,
    host: np.ndarray,
) -> tuple[float, dict[str, tuple[float, float]]]:
    """Attention ops per score (shared: a property of the kernels, not the stack) and, per
    tier with two runs or more, the speed-up and the host's dispatch time per step (on the
    reference host: ``host`` is each point's factor on it)."""
    gpu = base[None, :] + _OPS_GRID[:, None] * per_op[None, :]
    total = np.zeros(len(_OPS_GRID))
    best: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
    for tier in sorted(set(tiers)):
        sel = tiers == tier
        if sel.sum() < 2:
            continue
        cost, speed, fixed = _stack_cost(
            gpu[:, sel], images[sel], measured[sel], tier == "eager", host[sel]
        )
        flat = cost.reshape(len(_OPS_GRID), -1)
        total += flat.min(axis=1)
        best[tier] = (flat.argmin(axis=1), speed, fixed)
    a = int(np.argmin(total))
    stacks = {}
    for tier, (arg, speed, fixed) in best.items():
        i, j = np.unravel_index(arg[a], (len(speed), len(fixed)))
        stacks[tier] = (float(speed[i]), float(fixed[j]))
    return float(_OPS_GRID[a]), stacks


def _fit_generation(
    points: pd.DataFrame,
    mask: np.ndarray,
    measured: np.ndarray,
    held: np.ndarray,
    cal: Calibration,
    tiers: dict[str, Any],
) -> None:
    """The attention cost per score and, per tier, the speed-up over eager and the host's
    dispatch time per denoising step; each point predicted by a fit without it."""
    gpoints = points[mask]
    base, per_op, images = _generate_parts(gpoints, cal)
    gmeas = measured[mask]
    gtier = gpoints["tier"].to_numpy()
    fit_on = ~is_held_out(gpoints["id"])  # validation runs are predicted, never fitted
    host = np.array([host_term(run_host(str(i)), "generate").factor for i in gpoints["id"]])
    ops, stacks = _fit_generation_stacks(
        base[fit_on], per_op[fit_on], images[fit_on], gmeas[fit_on], gtier[fit_on], host[fit_on]
    )
    tiers["attention_ops_per_score"] = ops
    tiers["generate"] = {
        t: {"speedup": s, "fixed_s": f, "points": int(((gtier == t) & fit_on).sum())}
        for t, (s, f) in stacks.items()
    }
    for k, i in enumerate(np.flatnonzero(mask)):
        keep = (np.arange(len(gtier)) != k) & fit_on
        ops_k, stacks_k = _fit_generation_stacks(
            base[keep], per_op[keep], images[keep], gmeas[keep], gtier[keep], host[keep]
        )
        s, f = stacks_k.get(str(gtier[k]), cal.generate_stack(str(gtier[k])))
        step = max((base[k] + ops_k * per_op[k]) / s, f * host[k])
        held[i] = images[k] / step


def _fit_decode_stacks(
    points: pd.DataFrame,
    mask: np.ndarray,
    measured: np.ndarray,
    held: np.ndarray,
    cal: Calibration,
    tiers: dict[str, Any],
) -> None:
    """Per compiled and vendor decode tier the share of peak bandwidth and the seconds per
    layer, and the dequantisation's operations per weight; each point predicted by a fit
    without it.

    Fitted on every decode run but the ``fresh2-`` and ``fresh3-`` ones, the ``fresh-`` ones included: they
    were read when these terms were chosen (DECODE_TERMS_SEEN), so for decoding they are in
    source for the terms, each still predicted leave-one-point-out.  Eager decoding has nothing of its
    own fitted: the host's calls at a published gpt-fast run's time per call, the weights
    at the compiled kernels' bandwidth."""
    dpoints = points[mask]
    parts = _decode_parts(dpoints, cal)
    batch = dpoints["batch_per_gpu"].replace("", "1").astype(float).to_numpy()
    dmeas = measured[mask]
    dtier = dpoints["tier"].to_numpy()
    # The once-fresh runs are in source here; the second and third validation sets never are.
    # A row whose clock includes its prompt is predicted, never fitted: the fit scales the
    # decode step alone.
    timed = dpoints["overrides"].str.contains(PROMPT_IN_TIMING, regex=False).to_numpy()
    fit_on = (dtier != "eager") & ~is_decode_held_out(dpoints["id"]) & ~timed
    cost = _decode_cost(parts, dmeas, batch)
    quantized = parts.alu > 0
    ops, stacks = _fit_decode(cost, dtier, fit_on, quantized)
    tiers["decode_dequant_ops"] = ops
    tiers["decode"] = {
        t: {"bandwidth_efficiency": e, "layer_s": c, "points": int(((dtier == t) & fit_on).sum())}
        for t, (e, c) in stacks.items()
    }
    eager = copy.deepcopy(cal)
    eager.tiers = {**cal.tiers, **{k: tiers[k] for k in ("decode", "decode_dequant_ops")}}
    for k, i in enumerate(np.flatnonzero(mask)):
        if dtier[k] == "eager":
            held[i] = predict(points.iloc[[i]], eager)[0][0]
            continue
        others = fit_on & (np.arange(len(dtier)) != k)
        ops_k, stacks_k = _fit_decode(cost, dtier, others, quantized)
        e, c = stacks_k.get(str(dtier[k]), cal.decode_stack(str(dtier[k])))
        held[i] = batch[k] / float(parts.seconds(e, c, ops_k)[k])
        if timed[k]:
            fold = copy.deepcopy(cal)
            fold.tiers = {
                **cal.tiers,
                "decode": {
                    **cal.tiers.get("decode", {}),
                    str(dtier[k]): {"bandwidth_efficiency": e, "layer_s": c},
                },
                "decode_dequant_ops": ops_k,
            }
            held[i] = timed_rate(
                points.iloc[i], held[i], fold, load_workloads(), shipped_catalogue().table("gpu")
            )


@dataclass
class ExternalFit:
    points: pd.DataFrame  # with predicted (held out) and log_ratio
    tiers: dict[str, Any]  # fitted on every point, for the app
    band: dict[str, dict[str, float]]  # per task: quantiles of the held-out residuals


def fit_external(cal: Calibration, data_dir: Path | None = None) -> ExternalFit:
    """Fit the tiers on all points but the fresh validation runs, and predict each point
    with a fit that never saw it (a fresh run: with the fit on all the others); the band
    holds every point's held-out error, the fresh runs' included."""
    points = load_points(data_dir).reset_index(drop=True)
    fresh = is_held_out(points["id"])  # every validation set: predicted, never fitted
    measured = points["measured"].to_numpy(dtype=float)
    held = np.empty(len(points))
    tiers: dict[str, Any] = {"train": {"eager": {"*": 1.0}}, "decode": {}}

    # Image generation first: its fit sets the attention cost per score, which diffusion
    # training then uses (fitted on generation runs only, so it stays out of source).
    generate = (points["kind"] == "generate").to_numpy()
    if generate.any():
        _fit_generation(points, generate, measured, held, cal, tiers)
    # ... and its eager stack's dispatch time per step sets the host time per operator call
    # of eager diffusion training (host.py): both fitted on generation runs only.
    kernels = {k: tiers[k] for k in ("attention_ops_per_score", "generate") if k in tiers}
    cal = copy.deepcopy(cal)
    cal.tiers = {**cal.tiers, **kernels}

    # Training tiers: a speed-up over the calibrated eager stack.
    train = (points["kind"] == "train").to_numpy()
    base = copy.deepcopy(cal)
    base.tiers = {"train": {t: {"*": 1.0} for t in ("eager", "compiled", "vendor")}, **kernels}
    eager_pred, chains = predict(points[train], base)
    ratio = np.log(measured[train] / eager_pred)
    tier_col = points.loc[train, "tier"].to_numpy()
    idx = np.flatnonzero(train)
    fit_t = ~fresh[train]
    for tier in ("compiled", "vendor"):
        mask = (tier_col == tier) & fit_t
        if mask.any():
            tiers["train"][tier] = fit_cells(
                ratio[mask], [c for c, m in zip(chains, mask, strict=True) if m]
            )
    # Held out: each point's tier factor from the other points of its tier.
    for k, i in enumerate(idx):
        tier = tier_col[k]
        if tier == "eager":
            held[i] = eager_pred[k]
            continue
        others = (tier_col == tier) & (np.arange(len(idx)) != k) & fit_t
        cells = fit_cells(ratio[others], [c for c, m in zip(chains, others, strict=True) if m])
        fold = copy.deepcopy(cal)
        fold.tiers = {"train": {tier: cells or {"*": 1.0}}, **kernels}
        held[i] = predict(points.iloc[[i]], fold)[0][0]

    decode = (points["kind"] == "decode").to_numpy()
    if decode.any():
        _fit_decode_stacks(points, decode, measured, held, cal, tiers)

    out = points.assign(predicted=held, log_ratio=np.log(measured / held))
    band: dict[str, dict[str, float]] = {}
    for task, group in out.groupby("kind"):
        r = group["log_ratio"].to_numpy()
        # The outermost points the quantiles reach, not an interpolation between two:
        # the band then holds at least 80 % of the points, ties and small n included.
        lo = np.quantile(r, BAND_COVER[0], method="lower")
        hi = np.quantile(r, BAND_COVER[1], method="higher")
        band[str(task)] = {
            "n": float(len(r)),
            "lo": float(lo),
            "hi": float(hi),
            "inside": float(np.mean((r >= lo) & (r <= hi))),
            "median_abs_pct": float(np.median(np.abs(np.expm1(-r))) * 100),
        }
    return ExternalFit(out, tiers, band)


def apply_external(cal: Calibration, data_dir: Path | None = None) -> ExternalFit:
    """Fit the tiers and the out-of-source band and store them in ``cal``."""
    fit = fit_external(cal, data_dir)
    cal.tiers = fit.tiers
    cal.external = fit.band
    cal.meta["external_points"] = len(fit.points)
    return fit
