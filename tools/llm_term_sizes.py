"""Size each candidate term behind the over-predicted 8-GPU LLM pre-training runs.

Issue 18: llm-foundry, torchtitan and NeMo runs on 8× H100 come out 20–34 % too fast while
llm-foundry's A100 runs are within +1…+15 %.  Before any term is changed, this tool prints,
per published run (never a held-out validation row), the estimator's own breakdown and the
size — in milliseconds per sequence per GPU — of each physical term proposed to explain the
gap, so the choice can be checked against the gap it must close:

- **attention**: the estimator counts the full (non-causal) score FLOPs at the matmul rate;
  causal FlashAttention does half of them, at the kernel's own rate (``--attention-tflops``).
- **FSDP traffic**: Composer's ``amp_bf16`` with FSDP ``mixed_precision: DEFAULT`` (the
  README's "MP Mode" column) and torchtitan reduce gradients in FP32: (2 + 2 + 4) B per
  parameter.  The contention (comm.py's share lost) of what the row's precision leaves out
  of that (nothing for an ``amp`` row), and, as an upper bound, the backward all-gathers
  exposed one block at a time (FSDP ``BACKWARD_POST`` prefetch) at the estimator's bus
  bandwidth.
- **FP32 cross-entropy**: ``--loss-passes`` passes over FP32 logits (s × vocab × 4 B) at the
  card's bandwidth — torchtitan's eager loss casts the logits to FP32.

    python tools/llm_term_sizes.py               # every llm-foundry / torchtitan / NeMo run
    python tools/llm_term_sizes.py --ids foundry-h100-7b-2k foundry-a100-7b-2k
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import external
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.comm import (
    bus_bandwidth,
    compute_share_lost,
    gather_bytes,
    gradient_bytes,
)
from dlbox.core.estimate.hardware import gpu_arrays
from dlbox.core.estimate.matmul import achievable_share
from dlbox.core.estimate.workloads import Workload, load_workloads

PREFIXES = ("foundry-", "titan-", "nemo-")
# FlashAttention-2's causal forward pass on an H100 SXM, head dim 128, by sequence length
# (TFLOPS on the unmasked half; FlashAttention-3 paper, Shah et al. 2024, figure "Attention
# forward speed, head dim 128 (H100 80GB SXM5)", causal panel).  Its backward is slower, so
# these bound the forward + backward rate from above: the sizes below are lower bounds.
FA2_H100_CAUSAL_TFLOPS = {512: 191.0, 1024: 260.0, 2048: 298.0, 4096: 319.0, 8192: 333.0}
# Passes over the FP32 logits in an eager cross-entropy step: the cast's write, log-softmax's
# two reads and a write, the loss gradient's write, log-softmax backward's two reads and a
# write, the cast back's read (and its 2-byte write, counted as half a pass).
LOSS_PASSES = 9.5
# Bytes per parameter in FSDP's two all-gathers and one reduce-scatter with BF16 gathers and
# an FP32 reduce-scatter (Composer's DEFAULT, torchtitan's default mixed precision).
FP32_REDUCE_BYTES = 2.0 + 2.0 + 4.0


def model_fsdp_bytes(precision: str) -> float:
    """Bytes per parameter the estimator moves in ZeRO-3's gathers and reduce-scatter."""
    return 2.0 * gather_bytes(precision) + gradient_bytes(precision)


@dataclass(frozen=True)
class Sizes:
    """One run's gap and candidate terms, in ms per sequence per GPU."""

    run_id: str
    gpu: str
    measured_ms: float
    predicted_ms: float
    compute_ms: float
    vector_ms: float
    memory_ms: float
    comm_added_ms: float
    attention_share: float  # of the estimator's training FLOPs, full (non-causal) count
    attention_model_ms: float
    attention_at_kernel_ms: float
    fsdp_extra_contention_ms: float
    backward_gather_exposed_ms: float
    loss_fp32_ms: float

    @property
    def gap_ms(self) -> float:
        return self.measured_ms - self.predicted_ms


def attention_share(w: Workload) -> float:
    """Share of a training step's FLOPs (forward + backward) in the attention scores."""
    matmul, attention = w.flops_fwd()
    return attention / (matmul + attention)


def fsdp_bytes_per_microbatch(params: float, count: int, per_param: float) -> float:
    """Bytes each GPU sends in one micro-batch's ZeRO-3/FSDP gathers and reduce-scatter."""
    return (count - 1) / count * params * per_param


def kernel_tflops(arch: str, seq_len: float, override: float | None) -> float:
    """The causal attention kernel's rate for a run; NaN off Hopper (no measurement kept)."""
    if override is not None:
        return override
    if arch != "hopper":
        return float("nan")
    nearest = min(FA2_H100_CAUSAL_TFLOPS, key=lambda s: abs(s - seq_len))
    return FA2_H100_CAUSAL_TFLOPS[nearest]


def sizes(row: pd.Series, attention_tflops: float | None, loss_passes: float) -> Sizes:
    cal = load_calibration()
    gpus = shipped_catalogue().table("gpu")
    r = external._run(row, cal, load_workloads(), gpus)
    w: Workload = r["workload"]
    n = int(row["count"])
    batch = float(r["batch"][0])
    per_sample = 1e3 / batch  # seconds per micro-batch → ms per sequence

    def term(name: str) -> float:
        return float(np.ravel(r["terms"][name])[0]) * 1e3

    speed = float(np.ravel(r["power_limit_speed"])[0])
    units = w.units_per_sample
    predicted = float(r["gpu_system_samples"][0]) * units
    measured = float(row["measured"])
    share = attention_share(w)
    compute = term("compute")
    _, attention_fwd = w.flops_fwd()
    hw_arrays = gpu_arrays(gpus.loc[[row["gpu_id"]]])
    arch = str(hw_arrays.arch[0])
    # The estimator runs an LLM's attention scores (full count) at its 16-bit matmul ceiling
    # (matmul.py), also in an FP8 run (fp8_gemm_share leaves them in BF16).
    sixteen = float(hw_arrays.bf16[0]) * float(achievable_share(hw_arrays.arch, "bf16")[0])
    attention_model = 3.0 * attention_fwd / (sixteen * 1e12) * 1e3 / speed
    # Causal kernels skip the masked half: forward + backward ≈ 3 × half the counted forward.
    rate = kernel_tflops(arch, float(w.seq_len or 0), attention_tflops)
    attention_kernel = 3.0 * attention_fwd / 2.0 / (rate * 1e12) * 1e3 / speed

    hw = r["links"]
    bus = float(bus_bandwidth(hw, n, cal.scaling)[0]) * 1e9
    lost = float(compute_share_lost(hw)[0])
    extra_contention = gather_exposed = 0.0
    if int(row["zero_stage"] or 0) >= 3 and n > 1:
        params = w.params_total
        missing = max(0.0, FP32_REDUCE_BYTES - model_fsdp_bytes(str(row["precision"])))
        extra = fsdp_bytes_per_microbatch(params, n, missing)
        extra_contention = lost * extra / bus * per_sample
        gather_exposed = fsdp_bytes_per_microbatch(params, n, 2.0) / bus * per_sample
    board = gpus.loc[row["gpu_id"]]
    bw = float(external.gpu_overrides(row["overrides"]).get("mem_bw_gbs", board["mem_bw_gbs"]))
    logits = float(w.seq_len or 0) * float(w.vocab or 0) * 4.0
    loss = loss_passes * logits / (bw * 1e9) * 1e3
    return Sizes(
        run_id=str(row["id"]),
        gpu=str(row["gpu_id"]),
        measured_ms=units / (measured / n) * 1e3,
        predicted_ms=units / (predicted / n) * 1e3,
        compute_ms=compute / speed,
        vector_ms=term("vector") / speed,
        memory_ms=term("memory") / speed,
        comm_added_ms=float(r["exposed"][0]) * per_sample,
        attention_share=share,
        attention_model_ms=attention_model,
        attention_at_kernel_ms=attention_kernel,
        fsdp_extra_contention_ms=extra_contention,
        backward_gather_exposed_ms=gather_exposed,
        loss_fp32_ms=loss,
    )


def published_rows(ids: list[str] | None = None) -> pd.DataFrame:
    """The llm-foundry / torchtitan / NeMo training rows; never a held-out validation row."""
    points = external.load_points()
    held = external.is_held_out(points["id"])
    if ids:
        asked = points["id"].isin(ids).to_numpy()
        if (asked & held).any():
            raise SystemExit("llm_term_sizes: held-out validation rows are not sized here")
        missing = sorted(set(ids) - set(points["id"]))
        if missing:
            raise SystemExit(f"llm_term_sizes: no row {missing[0]} in external.csv")
        return points[asked]
    ours = points["id"].str.startswith(PREFIXES).to_numpy() & ~held
    return points[ours & (points["kind"] == "train").to_numpy()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ids", nargs="+", help="external.csv ids (default: every LLM run)")
    ap.add_argument(
        "--attention-tflops",
        type=float,
        help="causal attention kernel rate for every run (default: FA2 on H100, by length)",
    )
    ap.add_argument("--loss-passes", type=float, default=LOSS_PASSES)
    args = ap.parse_args(argv)
    head = (
        f"{'run':30s} {'meas':>6s} {'pred':>6s} {'gap':>6s} | {'comp':>6s} {'vec':>5s} "
        f"{'mem':>5s} {'comm':>5s} | {'attn%':>5s} {'attn':>5s} {'@kern':>5s} | "
        f"{'rs32':>5s} {'bwAG':>5s} {'CE32':>5s}"
    )
    rows = published_rows(args.ids)
    print("ms per sequence per GPU; attn% = attention share of the step's FLOPs (full count)")
    print(head)
    for _, row in rows.iterrows():
        s = sizes(row, args.attention_tflops, args.loss_passes)
        print(
            f"{s.run_id:30s} {s.measured_ms:6.0f} {s.predicted_ms:6.0f} {s.gap_ms:+6.0f} | "
            f"{s.compute_ms:6.0f} {s.vector_ms:5.0f} {s.memory_ms:5.0f} {s.comm_added_ms:5.1f} | "
            f"{s.attention_share * 100:5.1f} {s.attention_model_ms:5.1f} "
            f"{s.attention_at_kernel_ms:5.1f} | {s.fsdp_extra_contention_ms:5.1f} "
            f"{s.backward_gather_exposed_ms:5.1f} {s.loss_fp32_ms:5.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
