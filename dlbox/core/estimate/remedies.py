"""What makes a job fit when it does not, cheapest first, each with its speed cost.

Each remedy is a change of the run's settings (and perhaps of the GPU count)
that the memory model says fits; its speed cost is what the speed model says
the changed run does, relative to what the unchanged run would do if it fit at the
same batch.  When the batch is left to dlbox, a remedy may fit a larger batch than
the run as set (which does not fit even one sample): then both are compared at the
remedy's batch, and the remedy says so — else offloading the optimizer would look
faster than keeping it on the GPU, for no more than the larger batch.
The GUI applies a remedy by taking its ``settings`` (TrainSettings fields) and
``count``.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate import notes, serving_context
from dlbox.core.estimate.comm import pcie_gbs
from dlbox.core.estimate.estimator import estimate_arrays, plan_choices, plan_fit
from dlbox.core.estimate.hardware import GpuArrays
from dlbox.core.estimate.memo import new_memo, one_search
from dlbox.core.estimate.memory import (
    GIB,
    INFERENCE_BYTES,
    attention_scores_bytes,
    constant,
    usable_gib,
)
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP
from dlbox.core.estimate.optimizer_step import resolve_impl
from dlbox.core.estimate.serving_context import CONTEXT_STEP, serving_limits
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.weight_formats import weight_format
from dlbox.core.limits import GRAD_ACCUM

MAX_REMEDIES = 4
MORE_GPUS = (2, 4, 8)
# Cheapest first: changes that train the same model the same way, then ones that change
# the numerics (8-bit states), then ones that change what is trained or served (adapters,
# fewer weight bits), then buying GPUs; within a group, the fastest first.
SAME, NUMERICS, METHOD = 0, 1, 2
FLASH_LABEL = "FlashAttention (llama.cpp -fa on)"
SELECTIVE_LABEL = "selective activation checkpointing"
FULL_CHECKPOINTING_LABEL = "activation checkpointing"
FUSED_ADAMW_LABEL = "fused AdamW"
# Optimizers torch.optim steps (whose implementation a remedy may change to fused).
TORCH_ADAMW = ("adamw", "adamw-bf16")
EIGHT_BIT = ("adamw8bit", "paged-adamw8bit")
# A remedy is shown faster than the unchanged run at the same batch only beyond this (the
# ratio of two estimates of the same work can differ in the last digits).
SAME_SPEED = 1.0 + 1e-6
GROUP = {
    FLASH_LABEL: SAME,  # the same model served the same way, other attention kernels
    "activation checkpointing": SAME,
    SELECTIVE_LABEL: SAME,
    "batch 1 per GPU": SAME,
    "optimizer offload to CPU RAM": SAME,
    # torch.optim's fused AdamW: the same update, one kernel, no temporary list.
    FUSED_ADAMW_LABEL: SAME,
    "weights and optimizer offload to CPU RAM": SAME,
    "8-bit optimizer": NUMERICS,
    "paged 8-bit optimizer, stepped in backward": NUMERICS,
    "LoRA adapters": METHOD,
    "QLoRA (4-bit base)": METHOD,
    "8-bit KV cache": NUMERICS,
}
# vLLM: a larger pool is offered up to this share of the card (its docs warn that 1.0
# leaves no room for anything else on the GPU).
VLLM_MOST_UTILIZATION = 0.98


# A combined remedy's label joins its parts' labels (no single label contains it).
JOIN = " + "
# How a combined remedy joins its parts' notes (translatable, as every note: notes.py).
SEMICOLON = QT_TRANSLATE_NOOP("Estimate", "%(a)s; %(b)s")


def remedy_group(label: str) -> int:
    """Cheapness group of a remedy label: fewer concurrent streams serve the same model the
    same way (SAME); ZeRO stages shard the same run (SAME); unknown labels change the method.
    A combined remedy is as dear as its dearest part."""
    if JOIN in label:
        return max(remedy_group(part) for part in label.split(JOIN))
    if label.startswith(("ZeRO", "gpu_memory_utilization")) or label.endswith(
        ("concurrent streams", "concurrent stream")
    ):
        return SAME
    if label.startswith("batch ") and label.endswith(" per GPU"):
        return SAME  # a smaller micro-batch, accumulated to the same effective batch
    if label.endswith("with 8-bit KV cache"):
        return NUMERICS
    return GROUP.get(label, METHOD)


@dataclass(frozen=True)
class Remedy:
    """One change that makes the job fit: label, TrainSettings fields, GPU count, speed ratio."""

    label: str
    settings: dict[str, Any]
    count: int
    speed: float | None  # throughput ÷ the unchanged run's (None: could not be estimated)
    peak_gib: float
    verdict: str
    note: str | None = None
    more_gpus: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    # The batch per GPU the changed run trains (its micro-batch), and the batch per GPU
    # per optimizer step of the unchanged run its speed is compared with (the same global
    # batch: a smaller micro-batch accumulates back to it); ``batch_differs`` when that is
    # not the batch of the run as set (dlbox chose both batches, and the remedy fits more).
    batch: int | None = None
    compared_batch: int | None = None
    batch_differs: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "settings": dict(self.settings),
            "count": self.count,
            "speed": self.speed,
            "peak_gib": self.peak_gib,
            "verdict": self.verdict,
            "note": self.note,
            "batch_per_gpu": self.batch,
            "compared_batch_per_gpu": self.compared_batch,
            "batch_differs": self.batch_differs,
        }


def trainable_params(workload: Any, adapter: str) -> float:
    return workload.params_total if adapter == "none" else float(workload.lora_params or 0.0)


# TrainSettings field → the resolved choice it sets (estimator.Choices).
CHOICE_OF = {
    "precision": "precision",
    "adapter": "adapter",
    "optimizer": "optimizer",
    "checkpointing": "checkpointing",
    "zero_stage": "zero_stage",
    "batch_per_gpu": "batch",
    "software_tier": "tier",
    "power_limit_frac": "power_limit",
    "inference_bits": "bits",
    "weight_format": "weight_format",
    "offload": "offload",
    "context_tokens": "context",
    "kv_cache_bits": "kv_bits",
    "serving_engine": "engine",
    "gpu_memory_utilization": "gpu_util",
    "cuda_graphs": "graphs",
    "decode_kernel": "kernel",
    "expanded_kv_attention": "expand_kv",
    "experts_implementation": "experts",
    "dataset_samples": "dataset",
    "epochs": "epochs",
    # A remedy keeps the user's gradient accumulation (its speed cost is counted with it).
    "grad_accum": "grad_accum",
    # The layout as resolved ('nchw' and 'nhwc' resolve to themselves).
    "memory_format": "layout",
    "batch_norm_kernels": "batch_norm",
    # The training software (its memory quirks); a remedy never changes it.
    "training_stack": "stack",
    "optimizer_impl": "optimizer_impl",
}


def base_settings(choices: Any) -> dict[str, Any]:
    """The resolved choices as TrainSettings fields (what a remedy changes)."""
    return {name: getattr(choices, attr) for name, attr in CHOICE_OF.items()}


# Memory plans of remedy candidates, kept across searches (``clear_caches`` forgets them).
_PLANS = new_memo()
_PLANS_LIMIT = 256


def _planned(hw: GpuArrays, n: int, workload: Any, choices: Any, now: Any) -> Any:
    """The memory plan of ``choices`` (a candidate) on ``n`` × the GPU in ``hw``.

    It depends on nothing else: the GPU columns, the workload (a frozen model) and the
    unchanged run's math peaks are the same objects when the same job is estimated again
    (``arrays_for`` and ``math_peaks`` keep them); the usable memory counts by value, and
    the data folder (memory constants, model library) by its setting.  A plan is only
    read by the search (its arrays are never handed out), so keeping it is safe."""
    usable = np.asarray(now.usable)
    key = (
        id(hw),
        n,
        id(workload),
        choices,
        id(now.peaks),
        usable.dtype.str,
        usable.tobytes(),
        default_data_dir(),
    )
    hit = _PLANS.get(key)
    if hit is not None and hit[0][0] is hw and hit[0][1] is workload and hit[0][2] is now.peaks:
        return hit[1]
    fit = plan_choices(hw, n, workload, choices, peaks=now.peaks, usable=now.usable)
    if len(_PLANS) >= _PLANS_LIMIT:
        _PLANS.clear()
    _PLANS[key] = ((hw, workload, now.peaks), fit)
    return fit


def changed_choices(choices: Any, change: dict[str, Any]) -> Any:
    """``choices`` with a remedy's TrainSettings fields applied: what resolving the run's
    settings with the change gives (every field of them is already resolved)."""
    return dataclasses.replace(choices, **{CHOICE_OF[k]: v for k, v in change.items()})


def _serving_candidates(
    hw: GpuArrays | None,
    workload: Any,
    choices: Any,
    count: int,
    batch: float,
    longest: int | None = None,
) -> list[tuple[str, dict[str, Any], int, str | None]]:
    """Serving remedies: fewer concurrent streams, an 8-bit KV cache (alone and with 8-bit
    weights), fewer weight bits, a shorter context — each as the estimator then sees it.
    ``longest`` is the longest context that fits when the caller has worked it out."""
    out: list[tuple[str, dict[str, Any], int, str | None]] = []
    no_fa = choices.engine == "llama.cpp-no-fa"
    if no_fa:
        # The attention scores leave the compute buffer; llama.cpp's -fa needs a GPU that
        # its FlashAttention kernels support (most since Pascal; the default is -fa auto).
        note = notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate", "llama.cpp -fa on: the K·Q scores are no longer materialised"
            )
        )
        out.append((FLASH_LABEL, {"serving_engine": "llama.cpp"}, count, note))
    if choices.engine == "vllm" and hw is not None:
        # vLLM's pool: a larger share of the card when it has room for one (or a smaller one
        # when the pool asked for leaves no room for the CUDA context).
        most = vllm_most_utilization(float(usable_gib(hw.ids, hw.vram_gb)[0]))
        if most != vllm_utilization(choices) and most > 0:
            label = f"gpu_memory_utilization {most:.2f}"
            note = notes.note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "vLLM --gpu-memory-utilization %(value)s: the pool it takes of the card",
                ),
                value=f"{most:.2f}",
            )
            out.append((label, {"gpu_memory_utilization": most}, count, note))
    # A remedy must fit outright (below the memory model's error band), as every one must.
    if hw is not None:
        streams, tokens = serving_limits(hw, count, workload, choices, outright=True)
    else:
        streams, tokens = 0, 0
    if 1 <= streams < batch:
        label = f"{streams} concurrent stream" + ("s" if streams > 1 else "")
        out.append((label, {"batch_per_gpu": streams}, count, None))
    kv8_ok = choices.kv_bits > 8 and not no_fa  # llama.cpp: a quantised V cache needs -fa
    if kv8_ok and hw is not None and batch > 1:
        # Fewer streams alone may not be enough: the most an 8-bit cache holds.
        kv8 = dataclasses.replace(choices, kv_bits=8)
        streams8 = serving_limits(hw, count, workload, kv8, outright=True)[0]
        if max(1, streams) <= streams8 < batch:
            label = f"{streams8} concurrent stream" + ("s" if streams8 > 1 else "")
            change = {"batch_per_gpu": streams8, "kv_cache_bits": 8}
            out.append((f"{label} with 8-bit KV cache", change, count, None))
    if kv8_ok:
        # vLLM --kv-cache-dtype fp8 (docs: "Quantized KV Cache"), llama.cpp -ctk q8_0 -ctv q8_0.
        note = notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate", "vLLM --kv-cache-dtype fp8; llama.cpp -ctk q8_0 -ctv q8_0 (needs -fa)"
            )
        )
        out.append(("8-bit KV cache", {"kv_cache_bits": 8}, count, note))
    # A named format's stored bits (Q6_K 6.56) compete with 8- and 4-bit weights too; the
    # remedy replaces the format with those bits.
    named = getattr(choices, "weight_format", None)
    stored = weight_format(named).body if named else 8.0 * INFERENCE_BYTES[choices.bits]
    for bits in (8, 4):
        if 8.0 * INFERENCE_BYTES[bits] < stored:
            change: dict[str, Any] = {"inference_bits": bits}
            if named:
                change["weight_format"] = None
            out.append((f"{bits}-bit weights", change, count, None))
    if kv8_ok and stored > 8.0 * INFERENCE_BYTES[8]:
        both: dict[str, Any] = {"kv_cache_bits": 8, "inference_bits": 8}
        if named:
            both["weight_format"] = None
        out.append(("8-bit KV cache and 8-bit weights", both, count, None))
    # The longest context that fits outright (what the memory finding names, too).
    if longest is not None:
        tokens = longest
    elif hw is not None:
        tokens = serving_context.longest_context(hw, count, workload, choices)
    context = int(workload.seq_len or 0)
    if CONTEXT_STEP <= tokens < context:
        out.append((f"context {tokens:,} tokens", {"context_tokens": tokens}, count, None))
    return out


def largest_micro_batch(memory: Any, batch: float, effective: int) -> int:
    """The largest micro-batch below ``batch`` that divides the ``effective`` batch and
    fits outright with the run's other settings; 1 when none larger does.

    Every micro-batch pays the host's calls and the per-step work that does not shrink
    with the batch (micro_batch.py), so the fewest micro-batches that fit are the fastest
    way to keep the effective batch."""
    small = (i for i in range(1, math.isqrt(effective) + 1) if effective % i == 0)
    divisors = sorted({d for i in small for d in (i, effective // i)}, reverse=True)
    for micro in divisors:
        if 1 < micro < batch and str(memory.verdict(np.array([float(micro)]))[0]) == "fits":
            return micro
    return 1


def _candidates(
    workload: Any,
    choices: Any,
    count: int,
    batch: float,
    hw: GpuArrays | None = None,
    micro: int = 1,
    longest: int | None = None,
) -> list[tuple[str, dict[str, Any], int, str | None]]:
    train = workload.task == "train"
    shaped = workload.is_transformer_shaped
    out: list[tuple[str, dict[str, Any], int, str | None]] = []
    if train and shaped and choices.checkpointing in ("none", "attention"):
        # Op-level selective checkpointing keeps the attention output and every second
        # matrix product: most of full checkpointing's saving at a third of its recompute.
        note = notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate", "torchtitan --activation_checkpoint.mode selective (op-level policy)"
            )
        )
        out.append((SELECTIVE_LABEL, {"checkpointing": "selective"}, count, note))
    if train and choices.checkpointing != "full":
        out.append((FULL_CHECKPOINTING_LABEL, {"checkpointing": "full"}, count, None))
    if workload.task == "decode":
        out.extend(_serving_candidates(hw, workload, choices, count, batch, longest))
    elif batch > 1:
        # The same effective batch in smaller micro-batches (``micro``: the largest that
        # fits, else one): the gradients of as many more micro-batches are summed per
        # optimizer step (the speed cost counts that the update and its all-reduce are
        # shared by them, the rest of each step not), and the app's box shows the count.
        effective = int(choices.grad_accum) * int(batch)
        accum = min(int(GRAD_ACCUM.hi), effective // micro)
        out.append(
            (
                f"batch {micro} per GPU",
                {"batch_per_gpu": micro, "grad_accum": accum},
                count,
                notes.note(
                    QT_TRANSLATE_NOOP(
                        "Estimate", "accumulate %(n)s micro-batches to keep the effective batch"
                    ),
                    n=str(accum),
                ),
            )
        )
    if (
        train
        and choices.optimizer in TORCH_ADAMW
        and choices.offload == "none"
        and resolve_impl(choices.optimizer_impl, choices.tier) != "fused"
    ):
        # torch.optim.AdamW(fused=True) steps weights and moments in place in one kernel:
        # no state-sized list of square roots (foreach's), and 7 tensor passes, not 20
        # (memory.STEP_TEMP_LARGEST, data/optimizer_update.csv).  The same numerics.
        out.append(
            (
                FUSED_ADAMW_LABEL,
                {"optimizer_impl": "fused"},
                count,
                notes.note(
                    QT_TRANSLATE_NOOP(
                        "Estimate",
                        "torch.optim.AdamW(fused=True): one kernel updates weights and moments "
                        "in place, with no temporary copy of the states and fewer passes "
                        "over them",
                    )
                ),
            )
        )
    if train and choices.adapter == "none" and choices.optimizer in TORCH_ADAMW:
        # bitsandbytes documents its 8-bit optimizers as no slower than 32-bit Adam (a
        # faster update, same accuracy); the speed model counts its update's bytes
        # (optimizer_step.py): fewer than torch's AdamW, so a step may be faster.
        out.append(
            (
                "8-bit optimizer",
                {"optimizer": "adamw8bit"},
                count,
                notes.note(
                    QT_TRANSLATE_NOOP(
                        "Estimate",
                        "bitsandbytes AdamW8bit: 2 bytes of state per weight, no FP32 master copy",
                    )
                ),
            )
        )
    if train and choices.adapter == "none" and choices.optimizer != "paged-adamw8bit":
        out.append(
            (
                "paged 8-bit optimizer, stepped in backward",
                {"optimizer": "paged-adamw8bit"},
                count,
                notes.note(
                    QT_TRANSLATE_NOOP(
                        "Estimate",
                        "bitsandbytes PagedAdamW8bit with optimizer_in_bwd (torchtune's "
                        "single-GPU full fine-tune): states page to host RAM when the GPU is "
                        "full; speed cost counts that paging over PCIe",
                    )
                ),
            )
        )
    if train and count > 1:
        for stage in (1, 2, 3):
            if stage > choices.zero_stage:
                out.append(
                    (f"ZeRO-{stage} across the {count} GPUs", {"zero_stage": stage}, count, None)
                )
    # LoRA is how most people fine-tune diffusion U-Nets on one card (kohya, diffusers'
    # train_text_to_image_lora), not only transformers.
    if train and choices.adapter == "none" and (shaped or workload.family == "diffusion"):
        out.append(("LoRA adapters", {"adapter": "lora", "checkpointing": "full"}, count, None))
    if train and choices.adapter != "qlora" and shaped:
        qlora = {"adapter": "qlora", "checkpointing": "full"}
        out.append(("QLoRA (4-bit base)", qlora, count, None))
    if train and choices.offload == "none":
        out.append(
            (
                "optimizer offload to CPU RAM",
                {"offload": "optimizer"},
                count,
                None,  # its speed cost is worked out with the build's RAM (_with_offload)
            )
        )
    if train and choices.offload != "all":
        out.append(
            (
                "weights and optimizer offload to CPU RAM",
                {"offload": "all", "zero_stage": 3},
                count,
                notes.note(
                    QT_TRANSLATE_NOOP(
                        "Estimate", "FSDP CPU offload: layers stream in from host RAM"
                    )
                ),
            )
        )
    for n in MORE_GPUS if workload.task != "generate" else ():
        if n > count:
            change = {"zero_stage": 3} if train else {}
            label = f"{n} GPUs" + (" with ZeRO-3" if train else "")
            split = _split_note(choices) if workload.task == "decode" else None
            out.append((label, change, n, split))
    return out


def _split_note(choices: Any) -> str | None:
    """How the serving engine spreads the model over the GPUs a more-GPUs remedy buys
    (settings.ENGINE_SPLITS, or the user's --split): it sets that remedy's speed, so the
    user reads why 8 GPUs may serve no faster than one."""
    split = getattr(choices, "split", None)
    if split == "layers":
        return notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "split by layers: the GPUs take turns on each token, so it is no faster "
                "than one GPU; their memory adds",
            )
        )
    if split == "tensor":
        return notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "tensor parallel: every GPU streams its share of each layer at once, "
                "two all-reduces per layer",
            )
        )
    if split == "row":
        return notes.note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp -sm row: the weights' rows are split; the main GPU holds the KV "
                "cache and runs attention",
            )
        )
    return None


Candidate = tuple[str, dict[str, Any], int, str | None]


def _dearer(a: str, b: str) -> bool:
    return remedy_group(a) > remedy_group(b)


# Settings no one run combines: an 8-bit or paged optimizer or torch's fused AdamW with CPU
# offload (DeepSpeed's and FSDP's offload step the FP32 states on the CPU), and the fused
# AdamW with an 8-bit optimizer (bitsandbytes has its own kernel).
EXCLUSIVE = (
    frozenset({"optimizer", "offload"}),
    frozenset({"optimizer_impl", "offload"}),
    frozenset({"optimizer_impl", "optimizer"}),
)


def combined(
    workload: Any, candidates: list[Candidate], count: int
) -> list[tuple[int, int, Candidate]]:
    """Training: every pair of remedies on the same GPUs that can be applied together, as
    ``(index of the first, index of the second, the pair as one candidate)``.

    A pair is only worth offering when neither part makes the job fit alone (the search
    checks that); here the pairs that cannot be one run are left out: two values for one
    setting (LoRA and QLoRA, two ZeRO stages), a part that already holds the other (LoRA
    turns checkpointing on), and the pairs of :data:`EXCLUSIVE` settings.
    """
    if workload.task != "train":
        return []
    out: list[tuple[int, int, Candidate]] = []
    for i, (label_a, change_a, n_a, note_a) in enumerate(candidates):
        if n_a != count:
            continue
        for j in range(i + 1, len(candidates)):
            label_b, change_b, n_b, note_b = candidates[j]
            if n_b != count or any(k in change_b and change_b[k] != v for k, v in change_a.items()):
                continue
            change = {**change_a, **change_b}
            if change in (change_a, change_b) or any(pair <= change.keys() for pair in EXCLUSIVE):
                continue
            # Named dearest part first: "QLoRA (4-bit base) + batch 1 per GPU".
            first, second = (label_b, label_a) if _dearer(label_b, label_a) else (label_a, label_b)
            note = notes.join([x for x in (note_a, note_b) if x], SEMICOLON) or None
            out.append((i, j, (f"{first}{JOIN}{second}", change, count, note)))
    return out


def _rank(label: str, n: int, count: int) -> tuple[bool, int, int]:
    """The part of a remedy's place known before its speed: GPUs bought, then the group."""
    more_gpus = n > count
    group = remedy_group(label)
    return more_gpus, n if more_gpus else 0, group


def find_remedies(
    hw: GpuArrays,
    count: int,
    workload: Any,
    choices: Any,
    batch: float,
    if_it_fit: float,
    system: Any = None,
    *,
    now: Any = None,
    longest: int | None = None,
) -> list[Remedy]:
    """Up to four remedies for ``workload`` on ``count`` × the one GPU in ``hw``, cheapest first.

    ``if_it_fit`` is the unchanged run's throughput (units/s) that speed costs are
    measured against; ``system`` carries the build's RAM for the offload check.
    ``now`` is the unchanged run's memory plan (``estimate_arrays(...)["fit"]``) and
    ``longest`` a decode job's longest context that fits, when the caller has them; they
    are worked out here otherwise.
    """
    with one_search():
        return _find_remedies(hw, count, workload, choices, batch, if_it_fit, system, now, longest)


def _find_remedies(
    hw: GpuArrays,
    count: int,
    workload: Any,
    choices: Any,
    batch: float,
    if_it_fit: float,
    system: Any,
    now: Any,
    longest: int | None,
) -> list[Remedy]:
    base = base_settings(choices)
    if now is None:
        now = plan_fit(hw, count, workload, TrainSettings(**base))
    # Whether a candidate qualifies is the memory model's call alone; its speed only
    # orders it within its rank (GPUs bought, group).  So ranks are tried cheapest
    # first, and the search stops after the rank that brings the count to four: every
    # candidate of a later rank would sort after four qualified ones.  Only qualified
    # candidates get the (dearer) speed estimate.
    micro = 1
    if workload.task != "decode" and batch > 1:
        micro = largest_micro_batch(now.memory, batch, int(choices.grad_accum) * int(batch))
    candidates = _candidates(workload, choices, count, batch, hw, micro, longest)
    # Pairs follow the single remedies; a pair's rank is never before its parts' (the same
    # GPUs, the dearer part's group), so its parts are settled when its rank is searched.
    pairs = combined(workload, candidates, count)
    parts = {len(candidates) + k: (i, j) for k, (i, j, _) in enumerate(pairs)}
    candidates = candidates + [pair for _, _, pair in pairs]
    ranks = [_rank(label, n, count) for label, _, n, _ in candidates]
    found: dict[int, Remedy | None] = {}
    unchanged = _Unchanged(hw, count, workload, now, if_it_fit, system)

    def search(rank: tuple[bool, int, int]) -> None:
        for index, candidate in enumerate(candidates):
            if ranks[index] != rank or index in found:
                continue
            if index in parts and any(found[k] is not None for k in parts[index]):
                found[index] = None  # a part makes it fit alone: the pair only costs more
                continue
            found[index] = _remedy(hw, count, workload, candidate, now, unchanged, system)

    for rank in sorted(set(ranks)):
        if len(offered(found)) >= MAX_REMEDIES:
            break
        search(rank)
    qualified = offered(found)
    if any(x.speed is not None and math.isnan(x.speed) for x in qualified):
        # A speed that could not be worked out (NaN) has no place in the order: what the
        # sort makes of it depends on the whole list, so search every rank.
        for rank in sorted(set(ranks)):
            search(rank)
        qualified = offered(found)
    # The candidates' order, then a stable sort: what sorting all of them would give.
    ordered = list(qualified)
    ordered.sort(key=lambda x: (*_rank(x.label, x.count, count), -(x.speed or 0.0)))
    return ordered[:MAX_REMEDIES]


def offered(found: dict[int, Remedy | None]) -> list[Remedy]:
    """The qualified remedies in candidate order, less the stronger variant of a change
    whose weaker variant (alone or with the same other change) makes the job fit too:
    full checkpointing beside selective (it keeps less but recomputes more), a higher
    ZeRO stage beside a lower one (more gathering), more GPUs beside fewer (more to buy) —
    beside the weaker one it only costs.  Variants of one kind share a rank or come in
    rank order (fewer GPUs first), so the search has settled the weaker one by then."""
    qualified = [x for _, x in sorted(found.items()) if x is not None]
    labels = {frozenset(x.label.split(JOIN)) for x in qualified}
    return [x for x in qualified if not (_weaker_variants(x.label) & labels)]


def _variant(part: str) -> tuple[str, int] | None:
    """(kind, strength) of one remedy label that has weaker and stronger variants."""
    if part == SELECTIVE_LABEL:
        return "checkpointing", 1
    if part == FULL_CHECKPOINTING_LABEL:
        return "checkpointing", 2
    if part.startswith("ZeRO-") and part.endswith(" GPUs"):
        return part.split(" ", 1)[1], int(part[5 : part.index(" ")])  # kind: "across the N GPUs"
    if part.endswith(" GPUs") or part.endswith(" GPUs with ZeRO-3"):
        n, rest = part.split(" ", 1)
        if n.isdigit():
            return rest, int(n)
    return None


def _weaker_variants(label: str) -> set[frozenset[str]]:
    """The label sets of ``label`` with one part replaced by a weaker variant of it."""
    parts = label.split(JOIN)
    out: set[frozenset[str]] = set()
    for i, part in enumerate(parts):
        variant = _variant(part)
        if variant is None:
            continue
        for other in _variant_labels(variant[0]):
            weaker = _variant(other)
            if weaker is not None and weaker[0] == variant[0] and weaker[1] < variant[1]:
                out.add(frozenset([*parts[:i], other, *parts[i + 1 :]]))
    return out


def _variant_labels(kind: str) -> list[str]:
    """Every label of a variant ``kind``: the two checkpointing modes, the ZeRO stages across
    a count of GPUs, or each count of GPUs bought."""
    if kind == "checkpointing":
        return [SELECTIVE_LABEL, FULL_CHECKPOINTING_LABEL]
    if kind.startswith("across the "):
        return [f"ZeRO-{stage} {kind}" for stage in (1, 2, 3)]
    return [f"{n} {kind}" for n in MORE_GPUS]


class _Unchanged:
    """The unchanged run's throughput if it fit (units/s), at the batch per GPU asked for:
    the caller's ``if_it_fit`` at the run's own batch, estimated (once per batch) at another.

    A remedy's speed is compared at the same batch: when dlbox chooses the batch, the run as
    set is priced at the most that may fit (one sample when none does), while a remedy that
    frees memory fits a larger one, whose steps share their fixed work (the weights' reads,
    the optimizer update) among more samples.  Set against the smaller batch, offloading the
    optimizer would look ×1.9 faster than keeping it on the GPU (GPT-2 XL on an RTX 4090)."""

    def __init__(
        self, hw: GpuArrays, count: int, workload: Any, now: Any, if_it_fit: float, system: Any
    ) -> None:
        self.hw, self.count, self.workload, self.now, self.system = hw, count, workload, now, system
        self.batch = int(now.batch[0])
        self.accum = int(now.choices.grad_accum)
        self.kept: dict[int, float] = {self.batch: if_it_fit}

    def at(self, batch: int) -> float:
        if batch not in self.kept:
            choices = dataclasses.replace(self.now.choices, batch=batch)
            fit = _planned(self.hw, self.count, self.workload, choices, self.now)
            r = estimate_arrays(self.hw, self.count, self.workload, None, self.system, fit=fit)
            self.kept[batch] = float(r["gpu_system_samples"][0] * self.workload.units_per_sample)
        return self.kept[batch]


def _remedy(
    hw: GpuArrays,
    count: int,
    workload: Any,
    candidate: Candidate,
    now: Any,
    unchanged: _Unchanged,
    system: Any,
) -> Remedy | None:
    """``candidate`` as a remedy with its speed cost, or None when it does not qualify."""
    label, change, n, note = candidate
    # No candidate changes the precision: the unchanged run's math peaks and usable
    # memory hold for every one.
    fit = _planned(hw, n, workload, changed_choices(now.choices, change), now)
    if not bool(fit.fits[0]):
        return None
    memory = fit.memory
    peak = float(memory.total(fit.batch)[0])
    verdict = str(memory.verdict(fit.batch)[0])
    if verdict != "fits":
        # Only an outright fit is a remedy: one that leaves the job "tight" (inside the
        # memory model's error band, perhaps over the usable memory) may still run out of
        # memory, and the button would leave the panel red.  A stronger variant of the same
        # change (full checkpointing, a higher ZeRO stage, more GPUs) is searched as well.
        return None
    host = float(memory.host[0])
    ram = getattr(system, "ram_gb", None)
    if host > 0 and ram is not None and host > ram:
        return None  # offload needs the states to fit in the build's RAM
    r = estimate_arrays(hw, n, workload, None, system, fit=fit)
    speed_now = float(r["gpu_system_samples"][0] * workload.units_per_sample)
    if change.get("offload", "none") != "none":
        # The estimate charged the PCIe copies and the CPU step, as `--offload` does.
        note = notes.join([x for x in (note, _offload_note(r)) if x], SEMICOLON)
    if memory.paged is not None and float(memory.paged[0]) > 0 and speed_now > 0:
        speed_now = with_paging(hw, r, speed_now)
    micro = int(fit.batch[0])
    if workload.task == "decode":
        # Serving: fewer concurrent streams serve fewer tokens at once, which is the cost.
        compared = unchanged.batch
    else:
        # The same global batch: the remedy's micro-batches per optimizer step, over the
        # unchanged run's accumulation (a smaller micro-batch accumulates back to it).
        compared = max(1, round(micro * int(fit.choices.grad_accum) / unchanged.accum))
    reference = unchanged.at(compared)
    speed = speed_now / reference if reference > 0 else None
    differs = compared != unchanged.batch
    if differs:
        note = notes.join(
            [x for x in (note, _batch_note(compared, unchanged.batch)) if x], SEMICOLON
        )
    if speed is not None and speed > SAME_SPEED:
        reason = _faster_note(change, now.choices, n if n == count else 0)
        note = notes.join([x for x in (note, reason) if x], SEMICOLON)
    extra = {"host_gib": host} if host > 0 else {}
    return Remedy(
        label,
        change,
        n,
        speed,
        peak,
        verdict,
        note,
        more_gpus=n > count,
        extra=extra,
        batch=micro,
        compared_batch=compared,
        batch_differs=differs,
    )


def _batch_note(compared: int, now: int) -> str:
    """Why a remedy's speed is set against the unchanged run at another batch than it is set."""
    return notes.note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "speed compared at batch %(batch)s per GPU, the batch this remedy fits, with the "
            "unchanged run at that batch (as set it is priced at batch %(now)s)",
        ),
        batch=str(compared),
        now=str(now),
    )


def _faster_note(change: dict[str, Any], choices: Any, n: int) -> str:
    """The physical reason a remedy runs faster than the unchanged run at the same batch
    ("" when it needs none: fewer weights trained, more GPUs, a fused update says it).
    ``n``: the GPUs the run shards over (0 when the remedy buys more)."""
    reasons = []
    if change.get("optimizer") in EIGHT_BIT and choices.optimizer in TORCH_ADAMW:
        reasons.append(
            notes.note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "faster: the 8-bit update moves fewer bytes per weight than torch's "
                    "AdamW (%(impl)s)",
                ),
                impl=resolve_impl(choices.optimizer_impl, choices.tier),
            )
        )
    if change.get("zero_stage", 0) > choices.zero_stage and n > 1:
        reasons.append(
            notes.note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "faster: each GPU steps the optimizer for 1/%(n)s of the weights, which "
                    "saves more time than the sharding's communication adds",
                ),
                n=str(n),
            )
        )
    return notes.join(reasons, SEMICOLON)


def _offload_note(r: dict[str, Any]) -> str:
    """What the estimate charged for offload (offload.py), said the way ``--offload`` says it."""
    cost = r.get("offload")
    if cost is None:
        return ""
    return notes.note(QT_TRANSLATE_NOOP("Estimate", "speed cost: %(cost)s"), cost=cost.note())


def paged_out_gib(memory: Any, batch: np.ndarray) -> float:
    """GiB of paged optimizer state that does not fit beside the job on the first GPU."""
    if memory.paged is None:
        return 0.0
    room = float(memory.usable[0] - memory.total(batch)[0])
    return max(0.0, float(memory.paged[0]) - max(0.0, room))


def with_paging(hw: GpuArrays, r: dict[str, Any], speed: float) -> float:
    """Throughput once the paged-out optimizer states cross PCIe every step: each one is
    read in for its update and written back when evicted (2 × the paged-out bytes)."""
    out = paged_out_gib(r["memory"], r["batch"]) * GIB
    link = float(pcie_gbs(hw.pcie_gen, hw.pcie_lanes)[0]) * 1e9
    if out <= 0 or link <= 0:
        return speed
    step_units = float(r["batch"][0]) * r["workload"].units_per_sample
    return step_units / (step_units / speed + 2.0 * out / link)


def memory_report(r: dict[str, Any], hw: GpuArrays, count: int, system: Any) -> dict[str, Any]:
    """The first GPU's memory account: verdict, usable GiB, components, host RAM, remedies."""
    memory = r["memory"]
    batch = r["batch"]
    verdict = str(memory.verdict(batch)[0])
    components = {k: float(v[0]) for k, v in memory.components(batch).items()}
    total = float(memory.total(batch)[0])
    out: dict[str, Any] = {
        "verdict": verdict,
        "peak_gib": total,
        "tensors_gib": float(memory.tensors(batch)[0]),
        "usable_gib": float(memory.usable[0]),
        "band": memory.band,
        "components_gib": components,
        "host_gib": float(memory.host[0]),
        "paged_gib": float(memory.paged[0]) if memory.paged is not None else 0.0,
        "paged_out_gib": paged_out_gib(memory, batch),
        "batch_per_gpu": int(batch[0]),
        "max_batch_per_gpu": int(memory.max_batch[0]),
        # Which moment sets a training peak: the loss's backward (the activations) or the
        # optimizer step (every gradient and its temporaries).
        "peak_at": "optimizer step" if bool(memory.peak_at_step(batch)[0]) else "backward",
        "remedies": [],
    }
    serving = serving_report(r)
    if serving is not None:
        out["serving"] = serving
    if verdict != "fits" and r["workload"].task == "decode":
        # What vLLM says when it refuses a max_model_len: the longest that fits (0: none).
        out["context_tokens"] = int(r["workload"].seq_len or 0)
        out["longest_context"] = _longest_context(r, hw, count)
    ram = getattr(system, "ram_gb", None)
    if out["host_gib"] > 0 and ram is not None:
        out["host_ram_gb"] = float(ram)
        out["host_fits"] = out["host_gib"] <= float(ram)
    if verdict != "fits":
        if_it_fit = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
        remedies = r.get("remedy_options")
        if remedies is None:
            remedies = find_remedies(
                hw,
                count,
                _searched_workload(r),
                r["choices"],
                float(batch[0]),
                if_it_fit,
                system,
                now=r.get("fit"),
                longest=_longest_context(r, hw, count),
            )
        out["remedies"] = [x.to_dict() for x in remedies]
    return out


def vllm_utilization(choices: Any) -> float:
    """The share of the card vLLM takes: the user's, else vLLM's default."""
    return float(choices.gpu_util or constant("vllm_gpu_memory_utilization"))


def vllm_most_utilization(card_gib: float) -> float:
    """The largest --gpu-memory-utilization (in hundredths, at most 0.98) whose pool leaves
    the card room for the process's CUDA context: vLLM checks the free memory at start."""
    most = (card_gib - constant("cuda_context_gib")) / card_gib if card_gib > 0 else 0.0
    return min(VLLM_MOST_UTILIZATION, math.floor(most * 100.0) / 100.0)


def serving_report(r: dict[str, Any]) -> dict[str, Any] | None:
    """What a named serving stack does with the first GPU's memory (None: a plain server).

    vLLM: the pool it takes (``gpu_memory_utilization`` × the card), the KV cache room the
    weights and its profile run leave in it, and how many sequences of the chosen context
    that room holds (vLLM's own startup line "Maximum concurrency for N tokens per
    request"); whether the pool and the process's CUDA context fit the card at all (vLLM
    refuses to start when the free memory is below the pool).  llama.cpp without
    FlashAttention: the attention scores its compute buffer holds.
    """
    choices, workload, memory = r["choices"], r["workload"], r["memory"]
    engine = getattr(choices, "engine", "generic")
    if workload.task != "decode" or engine == "generic":
        return None
    out: dict[str, Any] = {"engine": engine, "context_tokens": int(workload.seq_len or 0)}
    if engine == "vllm":
        util = vllm_utilization(choices)
        share = float(np.asarray(memory.allocator_share, float).reshape(-1)[0])
        fit = r.get("fit")
        card = float(fit.usable[0]) if fit is not None else float(memory.usable[0]) / util
        pool = util * card
        fixed = float(memory.static[0] + memory.act_fixed[0] * (1.0 + share))
        out.update(
            gpu_memory_utilization=float(util),
            card_gib=card,
            pool_gib=pool,
            kv_pool_gib=max(0.0, pool - fixed),
            max_sequences=int(memory.max_batch[0]),
            starts=bool(memory.usable[0] > 0),
        )
    elif engine == "llama.cpp-no-fa":
        batch = float(r["batch"][0])
        out["attention_scores_gib"] = attention_scores_bytes(workload) * batch / GIB
    return out


def _searched_workload(r: dict[str, Any]) -> Any:
    """The workload a remedy search starts from: the estimate's own, except that diffusion
    options are resolved again with every candidate (they reshape the workload, so the
    shaped one would take them twice: four times the U-Net work with prior preservation)."""
    if getattr(getattr(r["choices"], "diffusion", None), "any", False):
        return r.get("source_workload", r["workload"])
    return r["workload"]


def _longest_context(r: dict[str, Any], hw: GpuArrays, count: int) -> int | None:
    """A decode estimate's longest context that fits (None for other tasks): worked out once
    per estimate and kept in ``r``, for the remedies and the memory report both."""
    if r["workload"].task != "decode":
        return None
    if "longest_context" not in r:
        r["longest_context"] = serving_context.longest_context(
            hw, count, r["workload"], r["choices"]
        )
    return int(r["longest_context"])


def remedy_labels(r: dict[str, Any], hw: GpuArrays, count: int, system: Any = None) -> list[str]:
    """Labels of the remedies (computed once per estimate and kept in ``r``)."""
    if "remedy_options" not in r:
        if_it_fit = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
        r["remedy_options"] = find_remedies(
            hw,
            count,
            _searched_workload(r),
            r["choices"],
            float(r["batch"][0]),
            if_it_fit,
            system,
            now=r.get("fit"),
            longest=_longest_context(r, hw, count),
        )
    return [x.label for x in r["remedy_options"]] or ["a GPU with more memory"]


def speed_text(speed: float | None, batch: int | None = None) -> str:
    """'×0.78 speed' for people; '×1.00 speed at batch 4 per GPU' when the remedy's speed is
    compared at another batch than the run as set (``batch``)."""
    if speed is None or not np.isfinite(speed):
        return notes.note(QT_TRANSLATE_NOOP("Estimate", "speed unknown"))
    if batch is not None:
        return notes.note(
            QT_TRANSLATE_NOOP("Estimate", "×%(speed)s speed at batch %(batch)s per GPU"),
            speed=f"{speed:.2f}",
            batch=str(batch),
        )
    return notes.note(QT_TRANSLATE_NOOP("Estimate", "×%(speed)s speed"), speed=f"{speed:.2f}")


def compared_batch(remedy: dict[str, Any]) -> int | None:
    """The batch per GPU a remedy's speed is compared at, when it is not the run's as set."""
    if not remedy.get("batch_differs"):
        return None
    return int(remedy["compared_batch_per_gpu"])
