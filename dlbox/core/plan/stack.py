"""Whether a GPU's software stack runs the job: CUDA, ROCm, and what QLoRA needs.

The estimator prices every card by its rates alone; a practitioner also asks whether
their framework runs on it.  Two rules, from the catalogue's ``rocm_support`` column:

* An AMD card ROCm does not list as supported (``rocm_support`` not "official") has no
  supported PyTorch build at all, so the planner never proposes it.
* QLoRA's 4-bit layers come from bitsandbytes, which was CUDA-only for years; its own
  installation guide called AMD ROCm "experimental" up to v0.48 and lists it as
  supported only from v0.50 (https://huggingface.co/docs/bitsandbytes/v0.48.1/installation,
  https://huggingface.co/docs/bitsandbytes/v0.50.0/installation), and many QLoRA
  recipes still assume CUDA.  A non-NVIDIA card can run it, so it is kept, but ranked
  after every NVIDIA build and its "why" says so (keep, demote, explain: a practitioner
  would still want to see a much cheaper or faster AMD build, knowingly).
"""

from __future__ import annotations

from collections.abc import Iterable

from dlbox.core.estimate import TrainSettings, Workload
from dlbox.core.estimate.estimator import resolve_choices
from dlbox.core.parts import GPU
from dlbox.core.plan.text import plan_msg
from dlbox.core.rules.text import QT_TRANSLATE_NOOP, Message

# Adapters whose kernels are a CUDA library first (bitsandbytes' NF4 layers).
CUDA_FIRST_ADAPTERS = frozenset({"qlora"})


def has_framework(gpu: GPU) -> bool:
    """False for an AMD card ROCm does not support (no PyTorch build runs on it)."""
    return not (gpu.vendor == "AMD" and gpu.rocm_support != "official")


def needs_cuda(workloads: Iterable[Workload], settings: TrainSettings | None) -> bool:
    """Whether any workload of the job uses a CUDA-first stack (QLoRA's 4-bit kernels)."""
    return any(resolve_choices(w, settings).adapter in CUDA_FIRST_ADAPTERS for w in workloads)


def stack_note(gpu: GPU, cuda_first: bool) -> Message | None:
    """The caveat a non-NVIDIA build carries in a CUDA-first job (None: no caveat)."""
    if not cuda_first or gpu.vendor == "NVIDIA":
        return None
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "not CUDA: QLoRA's 4-bit kernels (bitsandbytes) support AMD ROCm only from "
            "bitsandbytes 0.50 and many fine-tuning tools still assume CUDA, so builds "
            "without NVIDIA cards rank after the NVIDIA builds",
        )
    )
