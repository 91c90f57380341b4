"""GEMM efficiency by matrix shape: a what-if on the estimator, not part of it.

Issue 18 asked whether the one fitted compute efficiency per workload should depend on
the shapes of its matrix products (NVIDIA, "Matrix Multiplication Background User's
Guide", docs.nvidia.com/deeplearning/performance/dl-performance-matrix-multiplication:
tile and wave quantisation, 16-byte alignment, the math/memory roofline).  This module
models each product of a transformer's training micro-batch that way and reports, per
GPU, the share of a large aligned product's speed the step reaches
(:func:`shape_efficiency`).

Wired into the estimator (compute seconds ÷ this share) and into its Lambda fit (the
fitted efficiency becoming a large aligned product's) on 2026-11-26, the median error on
the non-blind out-of-source training runs (the fresh2-5 sets left out) went from 12.8 %
to 13.8 % with the per-product roofline, 12.7 % without it (the estimator's memory term
already moves the activations a product reads and writes, so a per-product roofline
counts those bytes twice) and 12.5 % without it and with split-K as coded here; the
in-source one-GPU median from 6.1 % to 6.2-6.3 %; LLM runs that borrow BERT-large's
efficiency came out 1-8 points faster (most already too fast).  NVIDIA's Transformer-XL
rows (+7...+66 % too fast) moved by 0-14 points: the fitted Transformer-XL step spends
only 13-25 % of its time in matrix products on an A100 (:func:`_term_shares`); the rest
is the elementwise term, proportional to all FLOPs, and the activation traffic, led by
the logits, both shrinking with the softmax from Lambda's full-softmax runs to the
recipe's adaptive one although the layers' own elementwise work does not.  A compute-side
term cannot close that gap, so it was not shipped; this keeps the numbers reproducible
(``python tools/gemm_shape.py``) and the model for a next attempt.  (The gap itself was
the elementwise term charging the output head's FLOPs; fixed the same day, see
``Workload.head_flops_train_per_sample``: the term shares printed here are after that fix,
the 13-25 % above before it.)
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.workloads import Workload

# NVIDIA, "Matrix Multiplication Background User's Guide" (docs.nvidia.com/deeplearning/
# performance/dl-performance-matrix-multiplication): a GEMM is split into output tiles,
# one thread block each, run in waves over the SMs; a product is memory-bound when its
# arithmetic intensity 2·M·N·K / (bytes of A, B and C) is below the card's FLOPs per
# byte; tiles and waves only partly filled waste the rest (tile and wave quantisation);
# tensor cores need each dimension a multiple of 16 bytes (8 values of FP16/BF16, 4 of
# TF32) — cuBLAS 11+ still runs other sizes on them, modelled here as padding to it.
SHAPE_FILE = Path("gemm_shape.csv")
SM_FILE = "gpu_sm_counts.csv"
# cuBLAS splits a product's reduction (split-K) into slices of at least this many values.
MIN_SPLIT_K = 256.0
SPLITS = (1.0, 2.0, 3.0, 4.0, 6.0, 8.0)


@dataclass(frozen=True)
class Gemms:
    """Every matrix product of one training micro-batch of a transformer, as columns.

    Per product: rows ``m``, columns ``n`` and reduction ``k`` for one sample; which of
    them grows with the micro-batch (``tokens``: 0 the rows, 2 the reduction of a weight
    gradient, -1 neither: a batched call whose ``group`` of independent products grows
    instead, as attention's per-head products do); whether it is inside a fused attention
    kernel (``fused``: the scores are never written, no memory roofline); and its FLOPs
    per sample, which weight the efficiencies.
    """

    m: np.ndarray
    n: np.ndarray
    k: np.ndarray
    tokens: np.ndarray
    group: np.ndarray
    attention: np.ndarray  # bool: a per-head product of attention (every dimension a width)
    fused: np.ndarray
    flops: np.ndarray


def _layer_widths(workload: Workload) -> tuple[float, float, float, float, float] | None:
    """(hidden, query width, key/value width, FFN input-side width, FFN width) of a layer,
    from the model library where the workload names an architecture, else derived from
    the workload's own shape (the FFN takes the layer's weights attention does not)."""
    from dlbox.core.estimate.models import active_ffn_width, arch_of

    h = float(workload.hidden or 0)
    if not (h and workload.layers and workload.params_matmul and workload.seq_len):
        return None
    spec = arch_of(workload)
    if spec is not None and spec.is_transformer and spec.hidden:
        width = active_ffn_width(spec)
        q = float((spec.heads or 1) * spec.hd)
        kv = float(spec.kv * spec.hd)
        return float(spec.hidden), q, kv, (2.0 if spec.gated_ffn else 1.0) * width, width
    heads = float(workload.heads or 1)
    kv = h / heads * float(workload.kv_heads or workload.heads or 1)
    per_layer = workload.params_matmul / workload.layers
    ffn = max(h, (per_layer - h * (h + 2.0 * kv) - h * h) / (2.0 * h))
    return h, h, kv, ffn, ffn


def gemms(workload: Workload, adapter: str) -> Gemms | None:
    """The matrix products of ``workload``'s training step, or None where its FLOPs are not
    counted from a transformer shape (CNNs, U-Nets: their convolutions are not split)."""
    if workload.flops_fwd_per_sample is not None:
        return None
    widths = _layer_widths(workload)
    if widths is None:
        return None
    h, q, kv, ffn_in, ffn = widths
    s = float(workload.seq_len or 1)
    keys = float(workload.attn_keys or workload.seq_len or 1)
    layers = float(workload.layers or 1)
    heads = float(workload.heads or 1)
    hd = q / heads
    # Forward products: (m, n, k, count per sample, attention).
    forward = [
        (s, q + 2.0 * kv, h, layers, False),  # the q, k, v projections
        (s, h, q, layers, False),  # attention output
        (s, ffn_in, h, layers, False),  # FFN up (and gate)
        (s, h, ffn, layers, False),  # FFN down
        (s, float(workload.vocab or 0), h, 1.0, False),  # output head
        (s, keys, hd, layers * heads, True),  # scores, per head
        (s, hd, keys, layers * heads, True),  # weighted values, per head
    ]
    rows: list[tuple[float, float, float, int, float, bool, float]] = []
    for m, n, k, count, attention in forward:
        if n <= 0:
            continue
        flops = 2.0 * m * n * k * count
        # Forward and input gradient; the weight gradient only where weights train (both
        # operands of an attention product are activations, so both get gradients).
        shapes = [(m, n, k, 0), (m, k, n, 0)]
        if attention or adapter == "none":
            shapes.append((k, n, m, 2))
        for mm, nn, kk, tok in shapes:
            if attention:
                rows.append((mm, nn, kk, -1, count / layers, True, flops))
            else:
                rows.append((mm, nn, kk, tok, 1.0, False, flops))
    if not rows:
        return None
    cols = list(zip(*rows, strict=True))
    return Gemms(
        m=np.array(cols[0]),
        n=np.array(cols[1]),
        k=np.array(cols[2]),
        tokens=np.array(cols[3], dtype=int),
        group=np.array(cols[4]),
        attention=np.array(cols[5], dtype=bool),
        fused=np.array(cols[5], dtype=bool) & bool(workload.flash_attention),
        flops=np.array(cols[6]),
    )


@cache
def _sm_table(folder: str) -> dict[str, float]:
    """id → streaming multiprocessors (data/gpu_sm_counts.csv); empty when unreadable."""
    try:
        table = pd.read_csv(Path(folder) / SM_FILE, dtype={"id": str})
    except (OSError, ValueError, pd.errors.ParserError):
        return {}
    sms = pd.to_numeric(table.get("sms"), errors="coerce")
    ok = sms.gt(0)
    return dict(zip(table.loc[ok, "id"].astype(str), sms[ok].astype(float), strict=True))


def sm_counts(ids: np.ndarray) -> np.ndarray:
    """Per GPU id, its SM count; NaN where unknown (no wave quantisation is then applied)."""
    table = _sm_table(str(default_data_dir()))
    names = np.asarray(ids).tolist()
    return np.fromiter((table.get(str(i), np.nan) for i in names), dtype=float, count=len(names))


def _tiles(arch: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per GPU, the output tile (rows, columns) cuBLAS's large kernels use."""
    table = named_constants(SHAPE_FILE)
    big = np.isin(np.asarray(arch, dtype=object), ("hopper", "blackwell"))
    rows = np.where(big, table["tile_m.hopper"], table["tile_m"])
    return rows, np.full(len(rows), table["tile_n"])


def _padded(width: np.ndarray, multiple: np.ndarray) -> np.ndarray:
    """Share of a dimension's padded size it really uses (1 where already a multiple)."""
    return width / (np.ceil(width / multiple) * multiple)


def shape_efficiency(
    products: Gemms | None,
    batch: np.ndarray,
    ids: np.ndarray,
    arch: np.ndarray,
    kinds: np.ndarray,
    tflops: np.ndarray,
    bw_gbs: np.ndarray,
    bytes_per_value: np.ndarray,
    roofline: bool = True,
) -> np.ndarray:
    """Per GPU, the share of a large aligned product's speed the step's products reach.

    The FLOP-weighted harmonic mean over the products of one micro-batch of ``batch``
    samples (the time they take at that share, against the time at the full rate): each
    product loses to tile and wave quantisation over the card's SMs, to padding a
    dimension that is not a multiple of 16 bytes (tensor cores only), and is held to its
    memory roofline (operands and result moved once, at the share of bandwidth
    ``gemm_bandwidth_share``; left out with ``roofline=False``, as in a sum-form roofline
    whose memory term already moves the activations).  1 where the workload has no
    products (CNNs, U-Nets).
    """
    n_gpu = len(batch)
    if products is None:
        return np.ones(n_gpu)
    table = named_constants(SHAPE_FILE)
    b = np.asarray(batch, dtype=float)[None, :]
    tok = products.tokens[:, None]
    m = products.m[:, None] * np.where(tok == 0, b, 1.0)
    n = products.n[:, None] + 0.0 * b
    k = products.k[:, None] * np.where(tok == 2, b, 1.0)
    group = products.group[:, None] * np.where(tok == -1, b, 1.0)
    tile_m, tile_n = _tiles(arch)
    rows = np.ceil(m / tile_m[None, :])
    cols = np.ceil(n / tile_n[None, :])
    filled = (m * n) / (rows * tile_m[None, :] * cols * tile_n[None, :])
    tiles = rows * cols * group
    sms = sm_counts(ids)[None, :]
    known = np.isfinite(sms)
    sms = np.where(known, sms, 1.0)
    # cuBLAS may split the reduction (split-K) to fill the last wave: the best of a few
    # splits that keep at least MIN_SPLIT_K values of K per slice.
    waves = np.zeros_like(tiles)
    for split in SPLITS:
        blocks = tiles * split
        filled_waves = (blocks / sms) / np.ceil(blocks / sms)
        allowed = (split == 1.0) | (k / split >= MIN_SPLIT_K)
        waves = np.maximum(waves, np.where(allowed, filled_waves, 0.0))
    waves = np.where(known, waves, 1.0)
    # Tensor cores want every dimension in 16-byte steps (8 FP16/BF16 values, 4 TF32).
    kind = np.asarray(kinds, dtype=object)
    step = np.where(kind == "tf32", 4.0, np.where(kind == "fp32", 1.0, 8.0))[None, :]
    aligned = _padded(n, step) * _padded(k, step)
    # The rows are tokens (no stride) except in weight gradients and attention's products.
    widths = products.attention[:, None] | (tok == 2)
    aligned = aligned * np.where(widths, _padded(m, step), 1.0)
    compute = filled * waves * aligned
    intensity = 2.0 * m * n * k / (bytes_per_value[None, :] * (m * k + k * n + m * n))
    ridge = tflops * 1e12 / (bw_gbs * 1e9 * table["gemm_bandwidth_share"])
    fused = products.fused[:, None] | (not roofline)
    roof = np.where(fused, np.inf, intensity / ridge[None, :])
    share = np.clip(np.minimum(compute, roof), 1e-3, 1.0)
    weights = products.flops[:, None]
    return weights.sum(axis=0) / (weights / share).sum(axis=0)


def _term_shares(gpu_ids: list[str]) -> list[str]:
    """The estimator's fitted step split into its terms for Transformer-XL base, as the
    NVIDIA recipe (adaptive softmax) and as Lambda ran it (full 267,735-word softmax)."""
    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.estimate.benchmarks import as_benchmarked
    from dlbox.core.estimate.estimator import estimate_arrays
    from dlbox.core.estimate.hardware import gpu_arrays
    from dlbox.core.estimate.settings import TrainSettings
    from dlbox.core.estimate.workloads import load_workloads

    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[gpu_ids])
    library = load_workloads()
    lambda_runs = as_benchmarked(library)
    lines = []
    for label, workload in (
        ("recipe", library["transformer-xl-base"]),
        ("as Lambda ran it", lambda_runs["transformer-xl-base"]),
    ):
        for precision in ("amp", "tf32"):
            settings = TrainSettings(precision=precision, batch_per_gpu=32, software_tier="eager")
            terms = estimate_arrays(hw, 1, workload, settings)["terms"]
            parts = {k: np.asarray(v, dtype=float) * np.ones(len(hw)) for k, v in terms.items()}
            total = sum(parts.values())
            for i, gpu in enumerate(gpu_ids):
                shares = ", ".join(f"{k} {parts[k][i] / total[i]:.0%}" for k in parts)
                lines.append(f"transformer-xl-base {label}, {precision}, {gpu}: {shares}")
    return lines


def main() -> int:
    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.estimate.benchmarks import as_benchmarked
    from dlbox.core.estimate.hardware import gpu_arrays, math_peaks
    from dlbox.core.estimate.workloads import load_workloads

    gpu_ids = ["v100-sxm2-16gb", "a100-sxm4-40gb", "h100-sxm", "rtx-4090"]
    hw = gpu_arrays(shipped_catalogue().table("gpu").loc[gpu_ids])
    library = load_workloads()
    lambda_runs = as_benchmarked(library)
    cases = [
        ("transformer-xl-base (recipe)", library["transformer-xl-base"], 32),
        ("transformer-xl-base (Lambda)", lambda_runs["transformer-xl-base"], 32),
        ("transformer-xl-large (recipe)", library["transformer-xl-large"], 16),
        ("transformer-xl-large (Lambda)", lambda_runs["transformer-xl-large"], 16),
        ("bert-large-squad", library["bert-large-squad"], 32),
        ("gpt2-124m", library["gpt2-124m"], 16),
        ("llama3-8b-full", library["llama3-8b-full"], 1),
    ]
    print("share of a large aligned product's speed (" + ", ".join(gpu_ids) + ")")
    for precision, roofline in (("amp", True), ("amp", False), ("tf32", True)):
        peaks = math_peaks(hw, precision, 1.0)
        print(f"{precision}, {'with' if roofline else 'without'} the per-product roofline")
        for label, workload, batch in cases:
            share = shape_efficiency(
                gemms(workload, "none"),
                np.full(len(hw), float(batch)),
                hw.ids,
                hw.arch,
                peaks.kind,
                peaks.tflops,
                hw.bw_gbs,
                peaks.bytes_per_value,
                roofline,
            )
            print(f"  {label:32s} batch {batch:3d}: " + " ".join(f"{s:.2f}" for s in share))
    print()
    print("\n".join(_term_shares(["v100-sxm2-16gb", "a100-sxm4-40gb"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
