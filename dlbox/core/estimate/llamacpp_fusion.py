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
count moves.  Nothing here is fitted; an undated run, a backend other than CUDA (Vulkan,
Metal, HIP/ROCm: their fusions were not read), and a mixture-of-experts layer (whose
routed FFN is not counted here) keep the fitted cost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
    ),
    Fusion(
        "2025-10-31",
        1,
        1,
        "RoPE on K fused with its write into the KV cache (set_rows)",
        "https://github.com/ggml-org/llama.cpp/pull/16884 (CUDA: fuse rope + set_rows)",
    ),
)

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


def checked_build_date(value: str | None) -> str | None:
    """A build date as given ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD'), or ValueError naming what
    was expected."""
    if value is None or str(value).strip() == UNKNOWN_BUILD:
        return None if value is None else UNKNOWN_BUILD
    if earliest_day(value) is None:
        raise ValueError(
            "llamacpp_build_date: expected a date YYYY, YYYY-MM or YYYY-MM-DD (or "
            f"'{UNKNOWN_BUILD}'), got {value!r}"
        )
    return str(value).strip()


def build_date_of_row(stack: str, as_of: str) -> str:
    """The llama.cpp CUDA build date a published run's row gives: its date where its stack
    names llama.cpp on CUDA and no other backend; else :data:`UNKNOWN_BUILD` (fusions
    unknown: the fitted cost as it is, never the current build's)."""
    text = stack.lower()
    if "llama.cpp" not in text or "cuda" not in text or _OTHER_BACKENDS.search(text):
        return UNKNOWN_BUILD
    return earliest_day(as_of) or UNKNOWN_BUILD


def kernels_per_layer(build_date: str | None, quantised: bool) -> int:
    """Kernels a dense layer launches per token on a build of ``build_date`` (the
    pre-fusion count where the date is unknown)."""
    base = BASE_QUANTISED if quantised else BASE_16BIT
    day = earliest_day(build_date) if build_date else None
    if day is None:
        return base
    saved = sum((f.quantised if quantised else f.half) for f in FUSIONS if day >= f.since)
    return base - saved


def layer_factor(build_date: str | None, quantised: bool) -> float:
    """The fitted per-layer cost's share a build of ``build_date`` pays: its kernels over
    the pre-fusion count (1.0 for an unknown build)."""
    base = BASE_QUANTISED if quantised else BASE_16BIT
    return kernels_per_layer(build_date, quantised) / base
