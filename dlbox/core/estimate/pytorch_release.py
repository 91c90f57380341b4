"""Which PyTorch release a run uses, and what that release's SDPA picks by default.

PyTorch's ``scaled_dot_product_attention`` chooses its fused kernel by a priority list
(sdp_utils.cpp ``priority_order``) that has moved between releases on datacenter Hopper
and Blackwell; sdpa_kernel.py prices the kernel a release picks.
"""

from __future__ import annotations

import re

# The kernel PyTorch's SDPA picks by default for a 16-bit step on datacenter Hopper (sm90)
# and Blackwell (sm100), by the first release that picks it (read 2026-11-27).  Elsewhere
# every release picks flash (sm80 and later) or the memory-efficient kernel (older cards).
HOPPER_DEFAULTS: tuple[tuple[tuple[int, int, int], str], ...] = (
    ((0, 0, 0), "flash"),  # sdp_utils.cpp priority_order: flash, efficient, math, cuDNN
    # 2.5.0 tried cuDNN first on H100 with the cuDNN 9.1 it ships (pytorch/pytorch PR
    # #138522's description; huggingface/diffusers issue #9768: "the default SDPA backend
    # is CUDNN_ATTENTION" on 2.5); #138522 made it opt-in again and was cherry-picked onto
    # release/2.5 as critical, so 2.5.1 is back on flash (tritonbench's PyTorch 2.6
    # nightly on an H100: SDPA 329 TFLOPS against cuDNN's 631, pytorch/pytorch #142132).
    ((2, 5, 0), "cudnn"),
    ((2, 5, 1), "flash"),
    # PR #162073 ("Enable cuDNN SDPA by default for SM 9.0, SM 10.0", merged 2025-09-04,
    # "for 2.9"); pytorch/pytorch issue #166211 on 2.9.0 and an H100: the default kernel's
    # NaNs were cuDNN's, fixed by a cuDNN frontend bump in 2.9.1 (PR #166912).
    ((2, 9, 0), "cudnn"),
    # 2.10 gates the preference on a runtime cuDNN newer than 9.15.0 (PR #171627, issue
    # #169849); the wheels' bundled cuDNN crosses it only at 2.11 (huggingface/transformers
    # PR #48163, which reads sdp_utils.cpp check_prefer_cudnn_attention at 70d99e9).
    ((2, 10, 0), "flash"),
    # Our own sets 10 and 11 (PyTorch 2.11.0+cu130, cuDNN 9.19 on an H200 and an H100):
    # tools/measure_gpu.py's sdpa_default_choice reads cudnn.
    ((2, 11, 0), "cudnn"),
)
# "PyTorch 2.7.0", "torch==2.5.1", "PyTorch 2.11.0+cu130"; not NGC's container tags
# ("PyTorch 22.10 NGC" holds PyTorch 1.13): a release's major is one digit.
_VERSION_WORDS = re.compile(
    r"\b(?:pytorch|torch)\s*(?:==|v)?\s*(\d)\.(\d+)(?:\.(\d+))?", re.IGNORECASE
)


def pytorch_version_of_stack(stack: str) -> str | None:
    """The PyTorch release a run's stack description names ("PyTorch 2.7.0", "torch==2.5.1",
    "PyTorch 2.11.0+cu130"), as "major.minor.patch"; None where it names none."""
    found = _VERSION_WORDS.search(stack or "")
    if found is None:
        return None
    major, minor, patch = found.groups()
    return f"{major}.{minor}.{patch or 0}"


def parse_version(text: str) -> tuple[int, int, int]:
    """ "2.7", "2.7.1", "2.11.0+cu130", "2.7.0a0" → (major, minor, patch); a ValueError
    naming what was expected otherwise."""
    found = re.fullmatch(r"\s*(\d+)\.(\d+)(?:\.(\d+))?\S*\s*", text or "")
    if found is None:
        raise ValueError(f"PyTorch version {text!r}: expected a release such as 2.7 or 2.5.1")
    major, minor, patch = found.groups()
    return int(major), int(minor), int(patch or 0)


def checked_version(text: str | None) -> str | None:
    """A setting's release as written (stripped), after :func:`parse_version` accepts it;
    None stays None.  The one validator of ``TrainSettings.pytorch_version`` and a job's
    ``pytorch``."""
    if text is None:
        return None
    parse_version(text)  # a ValueError naming the expected form
    return text.strip()


def hopper_default(version: str | None) -> str:
    """The kernel PyTorch ``version`` picks by default on datacenter Hopper/Blackwell (the
    newest release's choice when the version is not known)."""
    if version is None:
        return HOPPER_DEFAULTS[-1][1]
    release = parse_version(version)
    return [kernel for first, kernel in HOPPER_DEFAULTS if first <= release][-1]
