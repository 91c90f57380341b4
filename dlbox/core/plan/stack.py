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
* Every AMD card's speed is uncalibrated: dlbox's efficiencies are fitted on NVIDIA runs
  only, and no AMD run enters a fit (estimate/vendor_peaks.py scales its paper peaks to
  published micro-benchmarks, which say nothing of its convolution or attention kernels).
  Its build is kept, ranked after the builds whose speed the fit covers, and its "why"
  says so: the planner does not put a number it cannot stand behind first.
"""

from __future__ import annotations

from collections.abc import Iterable

from dlbox.core.estimate import TrainSettings, Workload
from dlbox.core.estimate.estimator import resolve_choices
from dlbox.core.messages import QT_TRANSLATE_NOOP, Message
from dlbox.core.parts import GPU
from dlbox.core.plan.text import plan_msg

# Adapters whose kernels are a CUDA library first (bitsandbytes' NF4 layers).
CUDA_FIRST_ADAPTERS = frozenset({"qlora"})


def has_framework(gpu: GPU) -> bool:
    """False for an AMD card ROCm does not support (no PyTorch build runs on it)."""
    return not (gpu.vendor == "AMD" and gpu.rocm_support != "official")


def needs_cuda(workloads: Iterable[Workload], settings: TrainSettings | None) -> bool:
    """Whether any workload of the job uses a CUDA-first stack (QLoRA's 4-bit kernels)."""
    return any(resolve_choices(w, settings).adapter in CUDA_FIRST_ADAPTERS for w in workloads)


def stack_note(gpu: GPU, cuda_first: bool) -> Message | None:
    """The caveat a non-NVIDIA build carries (None: no caveat): a CUDA-first job's, else an
    AMD card's uncalibrated speed."""
    if gpu.vendor == "NVIDIA":
        return None
    if not cuda_first:
        return uncalibrated_note(gpu)
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "not CUDA: QLoRA's 4-bit kernels (bitsandbytes) support AMD ROCm only from "
            "bitsandbytes 0.50 and many fine-tuning tools still assume CUDA, so builds "
            "without NVIDIA cards rank after the NVIDIA builds",
        )
    )


def uncalibrated_note(gpu: GPU) -> Message | None:
    """An AMD card's caveat in any job: its speed is not calibrated on any AMD run."""
    if gpu.vendor != "AMD":
        return None
    return plan_msg(
        QT_TRANSLATE_NOOP(
            "Plan",
            "uncalibrated speed: the estimator's efficiencies are fitted on NVIDIA runs only and no "
            "AMD run calibrates this card's estimate (its peaks are scaled to published "
            "micro-benchmarks, which do not cover ROCm's convolution and attention kernels), "
            "so AMD builds rank after the builds whose speed the fit covers",
        )
    )
