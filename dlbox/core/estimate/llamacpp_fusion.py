"""How many kernels llama.cpp's CUDA backend launches per dense decoder layer, by build date.

The decode fit's seconds per layer (``decode_layer_s``) are the small kernels a token's
layer runs besides streaming the weights, and the gaps between them.  The fit's
llama.cpp runs are builds from before mid-2025, when a dense Llama-style layer at one
token, all layers on the GPU, FlashAttention on, ran these kernels (ggml's graph of the
layer, one kernel per node; a quantised matrix's GEMV first quantises its input vector to
q8_1 in a kernel of its own):

* attention: RMS norm, multiply by the norm's weight; Q, K and V (quantise + GEMV each);
  RoPE on Q and on K; the K and V cache writes; FlashAttention; the output projection
  (quantise + GEMV); the residual add: 16 kernels
* FFN: RMS norm, multiply; gate and up (quantise + GEMV each); SiLU, multiply; down
  (quantise + GEMV); the residual add: 11 kernels

27 for quantised weights; 20 for 16-bit ones (no quantise kernels).  During 2025 the CUDA
backend fused neighbouring nodes into one kernel (:data:`FUSIONS`, each with the pull
request that added it and the date its description was written: it merged on or after
that date).  A run whose build is known by date is charged the fitted seconds per layer
scaled by its kernels over those 27 (or 20): the cost per kernel stays the fit's, only the
count moves.  Nothing here is fitted; an undated run, a published run on a backend other
than CUDA (Vulkan, Metal, HIP/ROCm), and a mixture-of-experts layer (whose routed FFN is
not counted here) keep the fitted cost.

An estimate (the app, ``dlbox estimate``) runs an NVIDIA card on the CUDA backend and an
AMD card on HIP (ROCm), which is the CUDA backend's source compiled for AMD with the same
fusion pass (:data:`BACKENDS`), so both are charged these fusions; the quantised gate + up
fusion is skipped on Pascal and older cards, as llama.cpp skips it (:data:`FUSIONS`).
Vulkan and Metal have fusions of their own, not read here: an estimate never assumes them
(dlbox picks no Vulkan or Metal backend), and a card of no known vendor gets the fitted cost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, join, note

# NVIDIA families of compute capability 6.x and below (hardware.arch_family keys).
PASCAL_AND_OLDER = ("kepler", "maxwell", "pascal")
# The llama.cpp backend a GPU family runs (hardware.arch_family keys): AMD cards run the
# HIP (ROCm) backend, which is the CUDA backend's own source compiled by hipcc
# (ggml/src/ggml-hip/CMakeLists.txt globs ../ggml-cuda/*.cu) with the same fusion pass
# (ggml_cuda_try_fuse in ggml-cuda.cu has no GGML_USE_HIP branch; the vendor policy that
# turns the quantised GEMV fusion off is MetaX MACA's, not HIP's), so its fusions are
# counted; a family of no known vendor ("other") has no known backend: the fitted cost.
BACKENDS = {"amd": "HIP (ROCm)", "other": None}
CUDA = "CUDA"

# Kernels of one dense layer before any fusion below (see the module docstring).
BASE_QUANTISED = 27
BASE_16BIT = 20


@dataclass(frozen=True)
class Fusion:
    since: str  # YYYY-MM-DD: the pull request's description date (merged on or after)
    quantised: int  # kernels a dense layer saves with quantised weights
    half: int  # … with 16-bit weights
    what: str
    source: str
    # GPU families (hardware.arch_family) whose quantised layers do not get it.
    quantised_not_on: tuple[str, ...] = ()


FUSIONS: tuple[Fusion, ...] = (
    Fusion(
        "2025-06-13",
        1,
        1,
        "SwiGLU as one GLU node (SiLU and multiply in one kernel)",
        "https://github.com/ggml-org/llama.cpp/pull/14158 (ggml: REGLU/GEGLU/SWIGLU ops; "
        "llama's build_ffn calls ggml_swiglu_split)",
    ),
    Fusion(
        "2025-07-21",
        2,
        2,
        "RMS norm fused with the norm weight's multiply (attention and FFN norms)",
        "https://github.com/ggml-org/llama.cpp/pull/14800 (CUDA: add fused rms norm)",
    ),
    Fusion(
        "2025-08-28",
        2,
        2,
        "each residual add fused into the RMS norm that follows it",
        "https://github.com/ggml-org/llama.cpp/pull/15631 (CUDA: fuse adds, fuse add with "
        "rms norm)",
    ),
    Fusion(
        "2025-10-22",
        3,
        2,
        "gate and up GEMVs and the GLU in one kernel over one quantised input",
        "https://github.com/ggml-org/llama.cpp/pull/16715 (CUDA: General GEMV fusion, "
        "following #16630 'fuse gate + up for mmvq, and mmvf')",
        # ggml_cuda_should_fuse_mul_mat_vec_q returns false for cc <= GGML_CUDA_CC_PASCAL
        # ("fusion is not universally faster on Pascal"; ggml-org/llama.cpp
        # ggml/src/ggml-cuda/ggml-cuda.cu at 00108827d87949b538ad1821f81a6b111827fcda).
        quantised_not_on=PASCAL_AND_OLDER,
    ),
    Fusion(
        "2025-10-31",
        1,
        1,
        "RoPE on K fused with its write into the KV cache (set_rows)",
        "https://github.com/ggml-org/llama.cpp/pull/16884 (CUDA: fuse rope + set_rows)",
    ),
)

# What a user writes for a build with every fusion below (`dlbox estimate --llamacpp-build
# current`; the app's menu): the same as naming no build.
CURRENT = "current"
# The year of llama.cpp's first builds (its repository began in March 2023): an earlier year
# is a typing error, not a build.
FIRST_YEAR = 2023
# A published run whose build is not known: the fitted (pre-fusion) cost as it is.
UNKNOWN_BUILD = "unknown"
# What an estimate without a build date means: a current build, with every fusion below
# (a user installs today's llama.cpp).
CURRENT_BUILD = FUSIONS[-1].since

# Backends whose words in a run's stack mean the CUDA backend's fusions do not apply.
_OTHER_BACKENDS = re.compile(r"\b(vulkan|metal|hip|rocm|sycl|opencl)\b")


def earliest_day(as_of: str) -> str | None:
    """The earliest day a date of 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' can mean; None when
    it is not such a date."""
    parts = str(as_of).strip().split("-")
    if not parts or len(parts[0]) != 4 or not parts[0].isdigit():
        return None
    if len(parts) > 3 or not all(p.isdigit() and len(p) == 2 for p in parts[1:]):
        return None
    return "-".join(parts + ["01"] * (3 - len(parts)))


def calendar_problem(value: str) -> str | None:
    """What is wrong with a build date of 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (None: nothing):
    not such a date, a month or day the calendar has not, or a year before llama.cpp's."""
    day = earliest_day(value)
    if day is None:
        return "expected a date YYYY, YYYY-MM or YYYY-MM-DD"
    parts = str(value).strip().split("-")
    try:
        date.fromisoformat(day)
    except ValueError:
        return "expected a date YYYY, YYYY-MM or YYYY-MM-DD (a month 01-12, a day the month has)"
    if int(parts[0]) < FIRST_YEAR:
        return f"expected a year from {FIRST_YEAR} (llama.cpp's first builds)"
    return None


def checked_build_date(value: str | None) -> str | None:
    """A build date as given ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD'), or ValueError naming what
    was expected."""
    if value is None or str(value).strip() == UNKNOWN_BUILD:
        return None if value is None else UNKNOWN_BUILD
    problem = calendar_problem(str(value))
    if problem is not None:
        raise ValueError(f"llamacpp_build_date: {problem} (or '{UNKNOWN_BUILD}'), got {value!r}")
    return str(value).strip()


def user_build_date(value: str) -> str | None:
    """A build a user names (``dlbox estimate --llamacpp-build``, the app's menu):
    'current' (None: every fusion below) or a date 'YYYY', 'YYYY-MM', 'YYYY-MM-DD'; else
    ValueError saying what was expected."""
    text = str(value).strip()
    if text.lower() == CURRENT:
        return None
    problem = calendar_problem(text)
    if problem is not None:
        raise ValueError(f"{problem}, or '{CURRENT}'; got {value!r}")
    return text


def build_date_of_row(stack: str, as_of: str) -> str:
    """The llama.cpp CUDA build date a published run's row gives: its date where its stack
    names llama.cpp on CUDA and no other backend; else :data:`UNKNOWN_BUILD` (fusions
    unknown: the fitted cost as it is, never the current build's)."""
    text = stack.lower()
    if "llama.cpp" not in text or "cuda" not in text or _OTHER_BACKENDS.search(text):
        return UNKNOWN_BUILD
    return earliest_day(as_of) or UNKNOWN_BUILD


def backend_of(arch: str) -> str | None:
    """The llama.cpp backend a GPU family runs (None: not known)."""
    return BACKENDS.get(arch, CUDA)


def kernels_per_layer(build_date: str | None, quantised: bool, arch: str = "") -> int:
    """Kernels a dense layer launches per token on a build of ``build_date`` on a GPU of
    the family ``arch`` ("": one newer than Pascal); the pre-fusion count where the date
    or the GPU's backend is not known."""
    base = BASE_QUANTISED if quantised else BASE_16BIT
    day = earliest_day(build_date) if build_date else None
    if day is None or backend_of(arch) is None:
        return base
    saved = sum(
        (f.quantised if quantised else f.half)
        for f in FUSIONS
        if day >= f.since and not (quantised and arch in f.quantised_not_on)
    )
    return base - saved


def layer_factor(build_date: str | None, quantised: bool, arch: str = "") -> float:
    """The fitted per-layer cost's share a build of ``build_date`` pays on a GPU of the
    family ``arch``: its kernels over the pre-fusion count (1.0 for an unknown build)."""
    base = BASE_QUANTISED if quantised else BASE_16BIT
    return kernels_per_layer(build_date, quantised, arch) / base


def assumption(
    build_date: str | None, quantised: bool, moe: bool, arch: str = ""
) -> dict[str, Any]:
    """The llama.cpp build an estimate assumed, for its JSON: the date as named ("current"
    for none, "unknown" for a published run of no known date), the backend the GPU runs
    (None: not known), its kernels per dense layer and a current build's on that GPU, and
    whether they were applied (not to mixture-of-experts layers, whose routed FFN is not
    counted here, nor on a GPU of no known backend)."""
    backend = backend_of(arch)
    return {
        "build": build_date or CURRENT,
        "backend": backend,
        "kernels_per_layer": kernels_per_layer(build_date or CURRENT_BUILD, quantised, arch),
        "current_kernels_per_layer": kernels_per_layer(CURRENT_BUILD, quantised, arch),
        "pre_fusion_kernels_per_layer": BASE_QUANTISED if quantised else BASE_16BIT,
        "applied": not moe and backend is not None,
        # A quantised model on a Pascal or older card: no gate + up GEMV fusion.
        "gate_up_fused": not (quantised and arch in PASCAL_AND_OLDER),
    }


def describe(build_date: str | None, quantised: bool, moe: bool, arch: str = "") -> Note | str:
    """The explanation's line on the llama.cpp build: which build, on which backend, its
    kernels per layer against a current build's ("llama.cpp build of 2024-06 (CUDA
    backend): 27 kernels a layer; a current build: 18")."""
    told = assumption(build_date, quantised, moe, arch)
    counts = {
        "count": str(told["kernels_per_layer"]),
        "current": str(told["current_kernels_per_layer"]),
        "base": str(told["pre_fusion_kernels_per_layer"]),
    }
    if moe:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp build: its CUDA kernel fusions of 2025 are not counted for a "
                "mixture-of-experts model (its routed experts' kernels are not modelled): the "
                "fitted per-layer cost of the builds before them",
            )
        )
    if told["backend"] is None:
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp build: the backend this GPU runs is not known, so no kernel fusion "
                "is counted: the fitted per-layer cost (%(base)s kernels a layer)",
            ),
            **counts,
        )
    backend = str(told["backend"])
    if build_date is None:
        line = note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp build: a current one (%(backend)s backend, every kernel fusion of "
                "2025, the last from %(last)s): %(count)s kernels a layer; a build from before "
                "June 2025: %(base)s",
            ),
            last=CURRENT_BUILD,
            backend=backend,
            **counts,
        )
    elif build_date == UNKNOWN_BUILD:
        line = note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp build: of no known date, charged the fitted per-layer cost (%(base)s "
                "kernels a layer); a current build: %(current)s",
            ),
            **counts,
        )
    else:
        line = note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "llama.cpp build of %(build)s (%(backend)s backend): %(count)s kernels a layer; "
                "a current build: %(current)s",
            ),
            build=build_date,
            backend=backend,
            **counts,
        )
    if told["gate_up_fused"]:
        return line
    pascal = note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "on a Pascal or older GPU llama.cpp does not fuse the quantised gate and up "
            "products (3 kernels a layer more)",
        )
    )
    return join([line, pascal], QT_TRANSLATE_NOOP("Estimate", "%(a)s; %(b)s"))


@dataclass(frozen=True)
class BuildPeriod:
    """Builds between two fusions, which all launch the same kernels: from ``first`` (None:
    every build before the first fusion) to ``last`` (None: a current build); ``date`` is
    the date an estimate names for them (``first``, or the day before the first fusion)."""

    first: str | None
    last: str | None
    date: str | None
    added: Fusion | None  # the fusion the period starts with


def build_periods() -> list[BuildPeriod]:
    """The periods of builds the fusions divide, newest first (the app's menu lists them)."""
    periods = [BuildPeriod(FUSIONS[-1].since, None, None, FUSIONS[-1])]
    for fusion, after in zip(reversed(FUSIONS[:-1]), reversed(FUSIONS[1:]), strict=True):
        periods.append(BuildPeriod(fusion.since, _day_before(after.since), fusion.since, fusion))
    first = _day_before(FUSIONS[0].since)
    periods.append(BuildPeriod(None, first, first, None))
    return periods


def _day_before(day: str) -> str:
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()
