"""Fit the roofline efficiencies on measured throughput, and hold them for the estimator.

Step time per sample on one GPU (ESTIMATOR.md, two-term roofline, extended):

    t = run · [ F / (peak · e_c) + F / (FP32 · e_v) + A / (BW · e_m) + W / (BW · e_w · batch) ]

F is the training FLOPs per sample, A the activation bytes per sample (the
memory model), W the bytes of weight, gradient and optimizer traffic once per
step (28 B per parameter nominal), peak and BW the GPU's dense math rate for
the precision and its memory bandwidth.  Fitted in log space on Lambda's
measurements (Levenberg–Marquardt with ridge priors):

- ``log e_c = c[workload, unit] + γ[group, unit, family] + α[arch, unit, family]
  + α'[arch/memory, unit, family] + π_unit · starvation_unit``
- ``log e_m = −(m[workload] + γ_b[group, family] + β[arch, family] + β'[arch/memory, family])``,
  and the same hardware terms plus ``u[workload]`` for ``e_w``
- ``log run = r[run, family, unit] + ρ[run, group, workload, unit]`` (container
  generations v0/v1/v2 and the TensorFlow stack; v1 is the reference, the
  "eager" tier).  ρ, ridge-shrunk towards zero, lets a software generation
  change one model's kernels on one GPU generation (Transformer-XL with AMP
  ran ~40 % slower on Volta/Turing in the v0 containers than in v1, while
  Ampere saw no change); it never enters an eager estimate,

where *unit* is the math unit the precision runs on (tc16, tf32, fp32), arch
the GPU family (Volta, Ampere, …), *group* the tensor-core generation that
neighbouring architectures share (:data:`ARCH_GROUPS`) and arch/memory splits
HBM boards from GDDR ones.  Group terms are ridge-shrunk towards zero (the
cross-architecture fit) and architecture terms towards their group, so a GPU
family with little or no data borrows its neighbours' deviation.
``starvation_unit`` ≤ 0 is the log of the board's watts per TFLOP of that unit
relative to the best-fed board of its variant.  Workloads without measurements
use their proxies' or family's mean workload terms.

``python -m dlbox.core.estimate.calibrate`` refits, runs the leave-one-GPU-out
validation and writes data/calibration.json.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dlbox.core.atomic import atomic_write_text
from dlbox.core.catalogue import default_data_dir, load_catalogue, shipped_catalogue
from dlbox.core.estimate import comm as scaling
from dlbox.core.estimate.benchmarks import REFERENCE_RUN, as_benchmarked, benchmark_points
from dlbox.core.estimate.hardware import GpuArrays, gpu_arrays, math_peaks
from dlbox.core.estimate.memo import by_identity, within_search
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, note
from dlbox.core.estimate.workloads import Workload, load_workloads

CALIBRATION_FILE = "calibration.json"
SCHEMA_VERSION = 1

# Ridge strengths (in units of squared log error per point): architecture terms
# are shrunk a little, memory-kind variants more, workload terms hardly at all.
RIDGE_GROUP = 2.0
RIDGE_ARCH = 2.0
# Once per step the optimizer reads and writes every weight, its gradient and its
# moments (AdamW with FP32 master weights: ~16 B read + 12 B written per parameter).
OPTIMIZER_BYTES_PER_PARAM = 28.0
RIDGE_VARIANT = 4.0
RIDGE_WORKLOAD = 0.01
# The band: these quantiles of the leave-one-GPU-out log(measured/predicted) make
# the "80 %" band.  10–90 % held only 77 % of a held-out GPU's measurements (one
# GPU's errors are correlated across its runs); 7.5–92.5 % holds 80 % or more.
BAND_QUANTILES = (0.075, 0.925)
BAND_NOMINAL = 0.80
PRIOR_LOG_EC = math.log(0.3)
PRIOR_LOG_M = math.log(3.0)
PRIOR_LOG_OVERHEAD = math.log(1e-6)  # seconds; framework overheads start negligible
MAX_LOG_EC = math.log(0.85)  # no workload runs its matmuls above 85 % of peak
MAX_EFFICIENCY = math.exp(MAX_LOG_EC)
BARRIER = 100.0
PRIOR_LOG_VECTOR = math.log(
    0.05
)  # non-matmul work, as a fraction of F at the FP32 rate  # activations are written, read back and their gradients too

# Priors that no reference measurement can fit; each is stated in the accuracy report.
PRIORS: dict[str, Any] = {
    "fp8_fraction_of_peak": {
        "value": 0.65,
        "why": "FP8 runs well below its peak (ESTIMATOR.md); 0.65 of the FP8 rate at the "
        "16-bit efficiency gives the ~1.3x over BF16 reported for Transformer Engine",
    },
    "tier_speedup": {
        "value": {"eager": 1.0, "compiled": 1.15, "vendor": 1.35},
        "why": "starting values only: the tiers used by estimates are fitted on published runs "
        "of other software stacks (data/benchmarks/external.csv, the 'tiers' entry of "
        "data/calibration.json). The speed-up may not push the implied utilisation past the "
        "0.85 efficiency ceiling (where the calibrated eager estimate is already beyond it, "
        "the tier adds nothing)",
    },
    "decode_bandwidth_efficiency": {
        "value": 0.65,
        "band": [0.45, 0.9],
        "why": "starting value only: the share of peak bandwidth decoding reaches is fitted "
        "per software tier on published batch-1 decode runs (data/benchmarks/external.csv)",
    },
    "decode_layer_s": {
        "value": {"compiled": 6e-5, "vendor": 3e-5},
        "why": "starting value only: seconds per decoder layer per token a decode stack spends "
        "besides streaming the weights - each layer's ~20 small kernels (norms, rotary, cache "
        "writes, attention, activations, the quantised matmuls' input conversions) cost a few "
        "microseconds each however small, and a batch-1 GEMV never reaches full bandwidth on "
        "a small matrix; it scales with the layers (and is paid on every tensor-parallel GPU), "
        "not one constant per stack; fitted per tier (compiled and vendor) on published "
        "decode runs (data/benchmarks/external.csv); eager decoding does not use it: its "
        "host's operator calls are counted instead (dlbox/core/estimate/host.py)",
    },
    "decode_ungraphed_layer_s": {
        "value": 2.5e-5,
        "why": "extra seconds per layer per token when a stack launches its kernels one by "
        "one instead of replaying a CUDA graph (llama.cpp before May 2024, and on GPUs below "
        "its graph gate: Ampere at first, Volta since ggml-org/llama.cpp PR #25749): the same "
        "build with and without graphs, LLaMA 2 7B at batch 1 (32 layers), saves 0.80 ms per "
        "token on an RTX 3090 (116.31 -> 128.27 tokens/s) and 0.42 ms on an RTX 4090 "
        "(138.31 -> 146.81; JohannesGaessler in ggml-org/llama.cpp PR #6766, 2024-04-19), "
        "and 0.87 ms on an H100 PCIe with Q4_K_M (143.35 -> 163.83; agray3, "
        "ggml-org/llama.cpp issue #6763): 13-27 us per layer, their median (25 us) kept - the "
        "kernel-to-kernel gaps a graph removes (llama.cpp's host already queued the kernels "
        "ahead). Not fitted",
    },
    "decode_dequant_ops": {
        "value": 6.0,
        "band": [0.0, 16.0],
        "why": "starting value only: instructions a quantised GEMV issues per weight on "
        "the integer pipes (llama.cpp's MMVQ: nibble masks and shifts, a dp4a against the "
        "int8-quantised activations, block scales, index and reduction arithmetic; ExLlama "
        "and tinygemm: shifts, an int-to-half convert, a scale). Decode takes the longer of "
        "streaming the quantised bytes and this work at the card's INT32 rate (a roofline): "
        "GeForce Ampere/Ada cards have 9-28 INT32 operations per byte of bandwidth and stay "
        "near bandwidth-bound, A100 and H100 have 5-6 and can be issue-bound (ExLlama's "
        "author: its kernels are tuned for consumer cards, not the A100, turboderp/exllama "
        "issue #266). One shared count, fitted with the decode stacks on published runs (an "
        "effective count: it also carries what latency the kernels fail to hide); a kernel "
        "that converts each weight with an int-to-float instruction (ExLlama V1, "
        "GPTQ-for-LLaMa, MLC's TVM kernels, AWQ's GEMV, ExLlamaV2 other than 4-bit) runs it "
        "on the conversion pipe (XU) at a quarter of the INT32 rate - CUDA C++ Programming "
        "Guide throughput table, data/instruction_rates.csv - beside the integer work, so "
        "it costs 4 slots per weight only where they outweigh this count (the longer of the "
        "two, not their sum); read from each kernel's source and compiled SASS, not fitted "
        "(weight_formats.DECODE_KERNELS, tools/dequant_sass.py); 16-bit weights have none",
    },
    "generate_fixed_s": {
        "value": {"eager": 0.03, "compiled": 0.02, "vendor": 0.002},
        "why": "starting value only: the host's time to dispatch one denoising step (the "
        "U-Net's ~1,000 kernels and the scheduler, from Python; one CUDA-graph launch for "
        "TensorRT-class engines), whatever the batch; the GPU "
        "hides it once its own work per step is longer, so a step takes the longer of the "
        "two (diffusers' A100 table: 21.7 it/s eager at batch 1 against 44.0 with CUDA graphs, "
        "but the same speed per image at batch 4 and 16); fitted per tier on published "
        "generation runs (data/benchmarks/external.csv)",
    },
    "attention_ops_per_score": {
        "value": 200.0,
        "why": "starting value only: time a fused attention kernel spends per score element "
        "(head × query × key) off the tensor cores, in FP32 operations at the CUDA-core rate; "
        "diffusion U-Nets hold most of their scores at the top resolution with narrow heads "
        "(SD 1.5: 8 heads of 40 over 4,096 tokens), so SD 1.5 costs more per FLOP than SDXL "
        "and most on GPUs with few CUDA-core FLOPs per tensor FLOP (A100); fitted on the "
        "published generation runs with the stacks' terms (data/benchmarks/external.csv)",
    },
    "lora_decode_kernels_s": {
        "value": 4e-6,
        "why": "an unmerged LoRA adapter adds two skinny matmuls (down and up projection) per "
        "adapted matrix and layer; at batch 1 each is latency-bound, a few microseconds of "
        "launch and sync (7 adapted matrices per Llama layer)",
    },
    "lora_train_bytes_per_value": {
        "value": {
            "in": 43.0,
            "out": 14.0,
            "dropout": 18.0,
            "in_pure16": 10.0,
            "compiled_in": [2.0, 6.0],
            "compiled_out": [4.0, 6.0],
            "compiled_dropout": [2.0, 0.0],
        },
        "why": "eager PEFT LoRA moves activation bytes per token for each adapted matrix, "
        "beside its FLOPs: under bf16 autocast with FP32 adapters (PEFT's "
        "autocast_adapter_dtype) the input is cast to FP32 and back, read by lora_A, and its "
        "gradient cast back and added to the input's (43 bytes per input value over forward "
        "and backward); lora_B's output is written, scaled and added to the base output (14 "
        "per output value); dropout reads, writes and masks an FP32 copy both ways (18 per "
        "input value); adapters in the training dtype skip the casts (10 per input value). "
        "Counted from PEFT's Linear.forward; the H100 profile "
        "(data/benchmarks/measured/h100-sxm-2026-11-25-phases.jsonl) puts Llama 3.1 8B at "
        "+10 ms per 2,048 tokens for q and v, +67 ms for all seven projections and +13 ms "
        "more with dropout 0.05, over the frozen base's 155 ms. Compiled (torch.compile "
        "over the adapted layers), [forward, backward] bytes per value of what the fused "
        "graph still moves in 16-bit: inductor drops AMP's cast chains (its joint-graph "
        "pass pointless_convert) and folds the scaling and the adds into the neighbouring "
        "kernels, which then read one more tensor; the skinny products stay memory-bound "
        "cuBLAS calls: per input value lora_A reads it in the forward, and in the backward "
        "its weight gradient reads it again and its input gradient is written and read once "
        "by the fused sum (2, 6); per output value lora_B's output is written and read by "
        "the fused add (4), its gradient is written scaled and read by the two backward "
        "products (6); dropout's output is written for lora_A (2), its mask regenerated "
        "from the seed in the backward's fused kernel (0)",
    },
    "misaligned_gemm_efficiency": {
        "value": 0.125,
        "why": "share of dense 16-bit peak a Hopper GPU reaches on a matrix product whose "
        "width is not a multiple of 8 values (16 bytes): cuBLAS cannot use its TMA/wgmma "
        "kernels and falls back to an sm_75 CUTLASS mma.sync kernel. Measured on an H200 "
        "profile of Hugging Face GPT-2 (vocabulary 50,257): the output head's three products "
        "per step (forward, input and weight gradients), 3.8 TFLOP, took 30.5 ms, 124 "
        "TFLOP/s of 989; why nanoGPT and llm.c pad the vocabulary to 50,304. Applied on "
        "Hopper only, the one architecture measured",
    },
    "lora_train_bandwidth_efficiency": {
        "value": 0.7,
        "why": "share of peak memory bandwidth the adapters' small elementwise kernels reach: "
        "0.67-0.81 in the H100 profile above (q and v; all projections with and without "
        "dropout); eager activation and dropout kernels (eager_activation_bytes) run at "
        "the same share",
    },
    "moe_strided_bandwidth_efficiency": {
        "value": 0.30,
        "why": "share of peak memory bandwidth PyTorch's index-computing elementwise kernel "
        "(elementwise_kernel<128, 4>, run where an operand is broadcast or strided) reaches "
        "over an MoE layer's routed rows: our H200 phases profile of Qwen3 30B-A3B LoRA "
        "(data/benchmarks/measured/h200-2026-11-27-set12-phases.jsonl, 2026-11-27) lists "
        "432 such kernels a step, 9 a layer: the routed rows' masked fills (3 in the forward, "
        "3 rerun by checkpointing, 3 backward), 74.2 ms for the 106 GB moe.py counts them to "
        "move, 1.43 TB/s of 4.8; the profile's other elementwise_kernel<128, 4> entry (1,442 "
        "calls, 65.1 ms) is what the same rate gives the strided SwiGLU, the routing "
        "weight's products and the dense layers' broadcasts (about 68 ms).  Read from set "
        "12's held-out LoRA row's profile: in source for it",
    },
    "moe_index_backward_bandwidth_efficiency": {
        "value": 0.37,
        "why": "share of peak memory bandwidth PyTorch's sorting index backward "
        "(indexing_backward_kernel, the gradient of a gather by a row index) reaches: the "
        "same H200 profile lists it 96 times a step (the two gathers of each of 48 MoE "
        "layers), 15.4 ms for the 27.4 GB counted (moe.py), 1.78 TB/s of 4.8",
    },
    "eager_activation_bytes": {
        "value": {
            "fused": [4.0, 6.0],
            "fused_fp32": [8.0, 12.0],
            "glu": [10.0, 18.0],
            "glu_fp32": [20.0, 36.0],
            "gelu_new": [76.0, 118.0],
            "gelu_new_pure16": [36.0, 56.0],
            "gelu_new_fp32": [72.0, 112.0],
            "dropout": [5.0, 5.0],
            "dropout_fp32": [9.0, 9.0],
        },
        "why": "bytes per value (forward, backward) an eager training step moves through "
        "its FFN activation (per FFN intermediate value) and each dropout (per hidden value), "
        "counted from the code: torch.nn.functional.gelu/relu is one kernel each way (read "
        "and write 16-bit values forward; gradient and input read, gradient written "
        "backward); a gated FFN's act(gate) * up (transformers' LlamaMLP) is two kernels "
        "forward and three backward (the product's two gradients, the activation's); "
        "transformers' NewGELUActivation (`gelu_new`, GPT-2) is eight elementwise operations "
        "(0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * pow(x, 3))))): under autocast "
        "pow runs in FP32 (PyTorch's list of CUDA ops that autocast to float32), so x is "
        "cast up, the chain and its gradients stay FP32, the result is cast down for the "
        "next matmul and x's three gradient branches are cast down and summed (76 bytes "
        "forward, 118 backward; 36 and 56 in pure 16-bit, 72 and 112 in FP32); "
        "nn.Dropout writes its output and a 1-byte mask and its backward reads the "
        "gradient and the mask (torch skips it at p = 0). Check: on an H200 Hugging Face "
        "GPT-2 small went from 148k to 212k tokens/s with `gelu_pytorch_tanh` instead of "
        "`gelu_new`, 2.04 µs per token; the 184 bytes per value more over 12 layers × 3,072 "
        "values are 6.8 MB per token, 2.0 µs at 0.7 of 4.8 TB/s",
    },
    "proxy_activation": {
        "value": {
            "bert-base-squad": {"activation": "gelu", "hidden_dropout": 0.1},
            "bert-large-squad": {"activation": "gelu", "hidden_dropout": 0.1},
        },
        "why": "what the transformer proxies' training code runs: Lambda's PyTorch BERT "
        "benchmark is NVIDIA's Deep Learning Examples BERT (PyTorch/LanguageModeling/BERT/"
        "modeling.py): torch.nn.functional.gelu after the FFN's first matmul "
        "(bias_gelu_training) and nn.Dropout(hidden_dropout_prob = 0.1) after the "
        "attention output and the FFN output; its share of the work is in the fitted "
        "terms, so a borrowing workload is charged only the difference",
    },
    "transpose_bandwidth_efficiency": {
        "value": 0.8,
        "why": "share of peak memory bandwidth the NCHW <-> NHWC transposes around cuDNN's "
        "tensor-core convolutions reach (dlbox/core/estimate/layout.py): a tiled "
        "shared-memory transpose runs at 78 % of peak on an A100 and 88 % on an H100 "
        "(published transpose studies; a plain copy reaches about 90 %)",
    },
    "native_nchw_bn_bandwidth_efficiency": {
        "value": 0.22,
        "why": "share of peak memory bandwidth PyTorch's native NCHW batch-norm kernels reach "
        "under BF16 (dlbox/core/estimate/batch_norm.py): ResNet-50 batch 256 on our H100 SXM "
        "spent 61.7 ms a step in them (batch_norm_backward_kernel, collect_statistics, "
        "transform_input) for 45.5 GB counted "
        "(data/benchmarks/measured/h100-sxm-2026-11-26-profile-cnn.jsonl)",
    },
    "channels_last_bn_bandwidth_efficiency": {
        "value": 0.50,
        "why": "the same for PyTorch's channels-last batch-norm kernels (27.2 ms a step for the "
        "same 45.5 GB, same profile file); taken as what cuDNN's batch norm inside the FP16 "
        "fit costs (assumed: no profile timed cuDNN's on that card)",
    },
    "qlora_dequant_slowdown": {
        "value": 1.3,
        "why": "QLoRA dequantises the NF4 weights to BF16 in every forward and backward "
        "matmul (Dettmers et al. 2023); not in reference/, so the band of QLoRA estimates is "
        "the widened one of its proxy",
    },
    "uncalibrated_band_widening": {
        "value": 1.5,
        "why": "workloads without measurements borrow their family's efficiencies; their "
        "band is the family's leave-one-out spread widened by this factor",
    },
}


# Neighbouring architectures share a pooled term (hierarchical prior): an architecture with
# little or no data borrows its lineage's deviation from the cross-architecture fit instead
# of falling back to the global mean.  Grouped by tensor-core generation and market.
ARCH_GROUPS: dict[str, str] = {
    "kepler": "pre-tensor",
    "maxwell": "pre-tensor",
    "pascal": "pre-tensor",
    "volta": "tensor-1",
    "turing": "tensor-1",
    "ampere": "tensor-3",
    "ada": "tensor-3",
    "hopper": "tensor-4",
    "blackwell": "tensor-4",
}


def arch_group(arch: str) -> str:
    return ARCH_GROUPS.get(arch, arch)


def band_group(task: str, external: dict[str, Any]) -> str:
    """Which out-of-source band a task uses: its own where fitted, else training's."""
    return task if task in external else "train"


def tier_cells(workload: Workload, kind: str) -> tuple[str, ...]:
    """Tier-factor keys for a workload on a math unit, most specific first.

    Vendor and compiled stacks win most where they change the memory traffic
    (channels-last layouts, fused attention and optimizers), which matters on the
    16-bit tensor units and differs between convolutional and transformer models.
    The 32-bit units are cells of their own: TF32 tensor cores and FP32 CUDA cores
    run different kernels (tensor-core implicit GEMM against CUDA-core GEMM and
    Winograd), so a stack's ratio to the eager fit on one says nothing about the
    other.  Pooled, NVIDIA's V100 FP32 ResNet-50 (367 images/s, the same as Lambda's
    369 on that board: the ratio is the eager fit's miss there, not a vendor gain)
    lifted its A100 TF32 runs by ×1.18 (+29 %, +34 %) though those ran the eager NCHW
    code as Lambda did (DeepLearningExamples ConvNets configs.yml sets
    ``memory_format: nhwc`` for AMP only; TF32 and FP32 keep main.py's NCHW default).
    """
    family = "cnn" if efficiency_family(workload) == ("cnn",) else "transformer"
    if workload.family == "diffusion":
        family = "diffusion"
    elif family == "transformer" and workload.flash_attention:
        # Fused attention never writes the s×s scores: a different memory-traffic regime
        # from the materialised attention the eager fit's transformers (BERT) ran with.
        family = "transformer-flash"
    unit = "16bit" if kind in ("tc16", "fp8") else kind  # 'tf32' or 'fp32'; was one '32bit'
    return (f"{family}|{unit}", family, "*")


def efficiency_family(workload: Workload) -> tuple[str, ...]:
    """Which fitted families a workload's architecture terms come from (averaged)."""
    if workload.family in ("cnn", "transformer", "rnn"):
        return (workload.family,)
    if workload.family == "diffusion":
        return ("cnn", "transformer")  # convolutions and attention blocks in one U-Net
    return ("transformer",) if workload.is_transformer_shaped else ("cnn",)


# ---------------------------------------------------------------- parameters
WORKLOAD_TERMS: tuple[str, ...] = ("vector", "memory", "overhead", "step", "weights")
# Fitted parameter tags → where they live in the calibration file.
_TAGS = {
    "q": ("group", "compute"),
    "qg": ("group", "vector"),
    "qb": ("group", "memory"),
    "a": ("arch", "compute"),
    "v": ("variant", "compute"),
    "g": ("arch", "vector"),
    "gv": ("variant", "vector"),
    "b": ("arch", "memory"),
    "bv": ("variant", "memory"),
}
_WORKLOAD_TAGS = {
    "x": "vector",
    "m": "memory",
    "o": "overhead",
    "s": "step",
    "u": "weights",
}


@dataclass
class Calibration:
    """Fitted terms, all natural logs.

    ``workloads[id]``: ``compute`` {unit kind: log e_c}, ``vector`` (log share of
    the FLOPs run at the FP32 rate), ``memory`` (log activation-traffic
    multiplier), ``weights`` (log
    multiplier of the per-step weight and optimizer traffic), ``overhead`` (log s
    per sample), ``step`` (log s per step).
    ``hardware['group'|'arch'|'variant'][term][key]``: additive hardware terms, 0
    when missing.  ``power_exponent`` / ``tensor_power_exponent``: speed lost per
    unit of log power starvation on the FP32 / tensor units.  ``runs``:
    software-generation terms relative to the eager tier.
    """

    workloads: dict[str, dict[str, Any]] = field(default_factory=dict)
    families: dict[str, dict[str, Any]] = field(default_factory=dict)
    hardware: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    power_exponent: float = 0.0
    tensor_power_exponent: float = 0.0
    reference_watts_per_tflop: dict[str, float] = field(default_factory=dict)
    runs: dict[str, float] = field(default_factory=dict)
    scaling: dict[str, float] = field(default_factory=dict)
    residuals: dict[str, dict[str, float]] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    # Software tiers and decode stacks fitted on other sources' published runs, and the
    # out-of-source residual quantiles that make the app's band (written by accuracy).
    tiers: dict[str, Any] = field(default_factory=dict)
    external: dict[str, dict[str, float]] = field(default_factory=dict)

    # ------------------------------------------------------- tiers
    @within_search  # kept while one remedy search estimates its changed runs
    def tier_speedup(
        self, tier: str, workload: Workload | None = None, kinds: np.ndarray | None = None
    ) -> np.ndarray | float:
        """Training speed of ``tier`` over the calibrated eager stack (per GPU with ``kinds``).

        Fitted per family and math unit where published runs of that tier exist, else
        per family, else for the tier as a whole (:func:`tier_cells`).
        """
        fitted = self.tiers.get("train", {}).get(tier)
        if fitted is None:
            value = float(prior("tier_speedup")[tier])
            return value if kinds is None else np.full(len(kinds), value)
        if kinds is None or workload is None:
            return float(fitted.get("*", 1.0))
        cells = {k: tier_cells(workload, k) for k in set(kinds.tolist())}
        value = {
            k: float(next((fitted[c] for c in chain if c in fitted), 1.0))
            for k, chain in cells.items()
        }
        return np.fromiter((value[k] for k in kinds.tolist()), dtype=float, count=len(kinds))

    def decode_stack(self, tier: str) -> tuple[float, float]:
        """(share of peak bandwidth, seconds per decoder layer per token) of a decode stack."""
        fitted = self.tiers.get("decode", {}).get(tier)
        if fitted and "layer_s" in fitted:
            return float(fitted["bandwidth_efficiency"]), float(fitted["layer_s"])
        layer = prior("decode_layer_s")
        return float(prior("decode_bandwidth_efficiency")), float(layer.get(tier, 0.0))

    def decode_dequant_ops(self) -> float:
        """Operations a quantised decode kernel issues per weight (decode)."""
        return float(self.tiers.get("decode_dequant_ops", prior("decode_dequant_ops")))

    def attention_ops_per_score(self) -> float:
        """FP32 operations a fused attention kernel costs per score element (diffusion)."""
        return float(self.tiers.get("attention_ops_per_score", prior("attention_ops_per_score")))

    def generate_stack(self, tier: str) -> tuple[float, float]:
        """(speed-up over the eager roofline, host seconds to dispatch one denoising step)
        of a diffusion generation stack; a step takes the longer of the GPU's work and
        the dispatch."""
        fitted = self.tiers.get("generate", {}).get(tier)
        if fitted:
            return float(fitted["speedup"]), float(fitted["fixed_s"])
        return float(prior("tier_speedup")[tier]), float(prior("generate_fixed_s")[tier])

    def fp8_fraction(self) -> float:
        """Share of the FP8 peak a training step reaches, relative to 16-bit's efficiency."""
        return float(self.tiers.get("fp8_fraction_of_peak", prior("fp8_fraction_of_peak")))

    def out_of_source_band(self, task: str) -> tuple[float, float] | None:
        """(low, high) log edges from runs of other sources, or None before they are fitted."""
        entry = self.external.get(band_group(task, self.external))
        return None if not entry else (entry["lo"], entry["hi"])

    # ------------------------------------------------------- lookups
    def sources(self, workload: Workload) -> list[str]:
        """Calibrated workloads whose terms this one uses (itself, its proxies, or none)."""
        if workload.id in self.workloads:
            return [workload.id]
        return [p for p in workload.proxies if p in self.workloads]

    def fits_network(self, workload: Workload) -> bool:
        """Whether the fitted terms describe this very network: its own fit, or a proxy that
        is the same model (BERT-large pre-training borrows BERT-large SQuAD's terms).

        Such a workload differs from its proxy only in sequence length, heads and
        accumulation, not in the kernels a forward and backward run, so it keeps the
        per-micro-batch part of the fitted per-step term (micro_batch.py) that a
        borrowing LLM replaces by its counted update.  Before, the pre-training workloads
        lost it and NVIDIA's own BERT-large pre-training runs (DeepLearningExamples
        PyTorch 19.07 and TensorFlow 20.06, 128 and 512 tokens with accumulation) came
        out 30-90 % too fast while their SQuAD runs on the same boards did not.
        """
        if workload.id in self.workloads:
            return True
        sources = self.sources(workload)
        if len(sources) != 1 or not workload.model:
            return False
        return self.network_of(sources[0]) == (workload.model, workload.params_total)

    def network_of(self, workload_id: str) -> tuple[str | None, float | None]:
        """(model, parameters) of a calibrated workload, from the workload library."""
        w = load_workloads().get(workload_id)
        return (None, None) if w is None else (w.model, w.params_total)

    @within_search  # kept while one remedy search estimates its changed runs
    def workload_terms(self, workload: Workload) -> dict[str, Any]:
        """Per-workload terms: its own, the mean of its proxies', or its family's."""
        sources = self.sources(workload)
        if sources:
            entries = [self.workloads[s] for s in sources]
        else:
            entries = [self.families[f] for f in efficiency_family(workload) if f in self.families]
        if not entries:
            return {"compute": {}, **{t: None for t in WORKLOAD_TERMS}}
        kinds = {k for e in entries for k in e["compute"]}
        out: dict[str, Any] = {
            "compute": {
                k: _mean([e["compute"][k] for e in entries if k in e["compute"]]) for k in kinds
            }
        }
        for term in ("vector", "memory", "step", "weights"):
            values = [e[term] for e in entries if e.get(term) is not None]
            out[term] = _mean(values) if values else None
        # A per-sample floor scales with the work per sample when borrowed.
        own = workload.id in self.workloads
        per_flop = _mean([e["overhead_per_flop"] for e in entries])
        flops = workload.flops_train_per_sample(workload.adapter, False)
        out["overhead"] = entries[0]["overhead"] if own else per_flop + math.log(flops)
        return out

    @within_search  # kept while one remedy search estimates its changed runs
    def log_compute(
        self, workload: Workload, kinds: np.ndarray, terms: dict[str, Any] | None = None
    ) -> np.ndarray:
        """log e_c of the workload per GPU, by math-unit kind.

        ``terms`` is ``workload_terms(workload)`` when the caller has it already.
        """
        table = (terms if terms is not None else self.workload_terms(workload))["compute"]
        out = np.full(len(kinds), PRIOR_LOG_EC)
        fallback = float(np.mean(list(table.values()))) if table else PRIOR_LOG_EC
        for kind in np.unique(kinds):
            out[kinds == kind] = table.get(str(kind), fallback)
        return out

    def hardware_term(
        self, level: str, term: str, keys: np.ndarray, kinds: np.ndarray | None, workload: Workload
    ) -> np.ndarray:
        """Additive arch/variant term per GPU, averaged over the workload's families."""
        fams = efficiency_family(workload)
        table = self.hardware.get(level, {}).get(term, {})
        if not table:
            return np.zeros(len(keys))
        names = [str(k) for k in keys.tolist()]
        if kinds is not None:
            names = [f"{k}|{c}" for k, c in zip(names, kinds.tolist(), strict=True)]
        # Plain dict look-ups: a few distinct keys over ~100 GPUs, called per workload.
        value = {c: sum(table.get(f"{c}|{f}", 0.0) for f in fams) / len(fams) for c in set(names)}
        return np.fromiter((value[c] for c in names), dtype=float, count=len(names))

    @within_search  # kept while one remedy search estimates its changed runs
    def hardware_total(
        self,
        term: str,
        arch: np.ndarray,
        variant: np.ndarray,
        kinds: np.ndarray | None,
        workload: Workload,
    ) -> np.ndarray:
        """Sum of the architecture-group, architecture and variant terms per GPU.

        The same sums as adding the three levels' :meth:`hardware_term` columns,
        worked out once per distinct (architecture, variant, unit) — a handful
        over a whole catalogue — and spread over the rows.
        """
        fams = efficiency_family(workload)
        n = len(arch)
        units = kinds.tolist() if kinds is not None else [None] * n
        distinct: dict[tuple[Any, Any, Any], int] = {}
        rows = zip(arch.tolist(), variant.tolist(), units, strict=True)
        index = np.fromiter(
            (distinct.setdefault(row, len(distinct)) for row in rows), dtype=np.intp, count=n
        )
        group_t, arch_t, variant_t = (
            self.hardware.get(level, {}).get(term, {}) for level in ("group", "arch", "variant")
        )

        def level(table: dict[str, float], key: Any, unit: Any) -> float:
            if not table:
                return 0.0
            name = str(key) if unit is None else f"{key}|{unit}"
            return sum(table.get(f"{name}|{f}", 0.0) for f in fams) / len(fams)

        values = np.array(
            [
                level(group_t, arch_group(a), u) + level(arch_t, a, u) + level(variant_t, v, u)
                for a, v, u in distinct
            ],
            dtype=float,
        )
        return values[index]

    @within_search  # kept while one remedy search estimates its changed runs
    def band(self, workload: Workload) -> tuple[float, float, str]:
        """(low, high) edges in log(measured / predicted) from leave-one-GPU-out, and where from.

        The edges are the :data:`BAND_QUANTILES` of the held-out residuals, which keep
        80 % of a held-out GPU's measurements inside.
        """
        outside = self.out_of_source_band(workload.task)
        if outside is not None:
            entry = self.external[band_group(workload.task, self.external)]
            return (
                outside[0],
                outside[1],
                note(
                    QT_TRANSLATE_NOOP(
                        "Estimate",
                        "errors on %(n)s published runs of other software stacks (held out "
                        "from every fit; %(inside)s of them inside)",
                    ),
                    n=str(int(entry["n"])),
                    inside=f"{entry['inside']:.0%}",
                ),
            )
        sources = self.sources(workload)
        if workload.id in self.workloads and workload.id in self.residuals:
            r = self.residuals[workload.id]
            return (
                r["lo"],
                r["hi"],
                note(QT_TRANSLATE_NOOP("Estimate", "leave-one-GPU-out residuals of this workload")),
            )
        widen = float(PRIORS["uncalibrated_band_widening"]["value"])
        keys = [s for s in sources if s in self.residuals]
        if keys:
            label = note(
                QT_TRANSLATE_NOOP("Estimate", "residuals of %(workloads)s"),
                workloads=", ".join(keys),
            )
        else:
            keys = [
                f"family:{f}"
                for f in efficiency_family(workload)
                if f"family:{f}" in self.residuals
            ]
            keys = keys or ["all"]
            label = note(QT_TRANSLATE_NOOP("Estimate", "residuals of its family"))
        lo = min(self.residuals[k]["lo"] for k in keys) * widen
        hi = max(self.residuals[k]["hi"] for k in keys) * widen
        return (
            lo,
            hi,
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "%(label)s, widened ×%(widen)s (not measured itself)"
                ),
                label=label,
                widen=f"{widen:g}",
            ),
        )

    # ------------------------------------------------------- files
    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "meta": self.meta,
            "priors": PRIORS,
            "workloads": self.workloads,
            "families": self.families,
            "hardware": self.hardware,
            "power_exponent": self.power_exponent,
            "tensor_power_exponent": self.tensor_power_exponent,
            "reference_watts_per_tflop": self.reference_watts_per_tflop,
            "runs": self.runs,
            "scaling": self.scaling,
            "residuals": self.residuals,
            "tiers": self.tiers,
            "external": self.external,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Calibration:
        names = [f for f in cls.__dataclass_fields__]
        return cls(**{k: data[k] for k in names if k in data})


def _mean(values: list[float]) -> float:
    """The mean of a few floats (np.mean costs microseconds per call on short lists, and
    an estimate asks for a dozen)."""
    return float(sum(values)) / len(values)


class CalibrationError(Exception):
    """data/calibration.json is missing, unreadable or written by an older fitter."""


@cache
def _load_cached(root: Path) -> Calibration:
    """Read once per data folder."""
    path = root / CALIBRATION_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise CalibrationError(
            f"{path} not found: run `python -m dlbox.core.estimate.calibrate`"
        ) from exc
    except (OSError, json.JSONDecodeError) as exc:
        raise CalibrationError(f"{path}: not readable JSON ({exc})") from exc
    if data.get("schema_version") != SCHEMA_VERSION:
        raise CalibrationError(f"{path}: schema_version {data.get('schema_version')!r}, expected 1")
    stale = sorted(k for k, r in data.get("residuals", {}).items() if not {"lo", "hi"} <= set(r))
    if stale:
        raise CalibrationError(
            f"{path}: residuals {', '.join(stale)} lack the band edges 'lo'/'hi' "
            "(written before the band had its own quantiles): run "
            "`python -m dlbox.core.estimate.calibrate`"
        )
    return Calibration.from_json(data)


def load_calibration(data_dir: Path | str | None = None) -> Calibration:
    """The fitted calibration (read once per process and file; shared, do not modify)."""
    return _load_cached(Path(data_dir) if data_dir is not None else default_data_dir())


def prior(name: str) -> Any:
    return PRIORS[name]["value"]


# ---------------------------------------------------------------- design
# The step-time terms: (name, sign of the fitted log multiplier).  ``compute`` is
# matmul work at the precision's peak (its multiplier is 1/e_c), ``vector`` the
# same work's share that runs on the FP32 CUDA cores (norms, activations,
# softmax, optimizer), ``memory`` activation traffic over the bandwidth,
# ``overhead`` a per-sample floor and ``step`` a per-step cost spread over the batch.
TERMS: tuple[tuple[str, float], ...] = (
    ("compute", -1.0),
    ("vector", 1.0),
    ("memory", 1.0),
    ("overhead", 1.0),
    ("step", 1.0),
    ("weights", 1.0),
)


@dataclass
class Design:
    """The single-GPU points with every per-point quantity the fit needs."""

    points: pd.DataFrame
    bases: dict[str, np.ndarray]  # per term: seconds per sample at multiplier 1
    log_t: np.ndarray  # measured log seconds per sample
    keys: dict[str, list[list[tuple[str, float]]]]  # per term, per point: (parameter, weight)
    run_keys: list[list[tuple[str, float]]]


def reference_watts_per_tflop(hw: GpuArrays) -> dict[str, float]:
    """Per architecture/memory variant: the most watts per TFLOP any board gets.

    Boards of the same silicon with less power per unit of math run lower clocks
    under sustained load (ESTIMATOR.md: low-power pro boards fall below peak).
    Keyed ``variant`` for the FP32 rate and ``variant|tc16`` / ``variant|tf32``
    for the tensor rates: pro boards get full-rate FP32-accumulate tensor math
    at a lower power limit than GeForce cards, so they are further from their
    tensor peak than their FP32 figure suggests.
    """
    out: dict[str, float] = {}
    rates = [("", hw.fp32, np.ones(len(hw), bool))]
    for precision in ("amp", "tf32"):
        peaks = math_peaks(hw, precision, 1.0)
        kind = "tc16" if precision == "amp" else "tf32"
        rates.append((f"|{kind}", peaks.tflops, peaks.kind == kind))
    for suffix, rate, native in rates:
        ratio = hw.power_w / rate
        for variant in sorted(set(hw.variant.tolist())):
            ok = (hw.variant == variant) & native & np.isfinite(ratio) & (ratio > 0)
            if ok.any():
                out[variant + suffix] = float(ratio[ok].max())
    return out


@by_identity  # pure per GPU columns, unit kinds and reference table
def starvation_columns(
    hw: GpuArrays, kinds: np.ndarray, refs: dict[str, float]
) -> tuple[np.ndarray, np.ndarray]:
    """Per GPU: (FP32 starvation, starvation of the math unit ``kinds`` runs on), both ≤ 0.

    The unit's rate is its 16-bit or TF32 tensor peak (not an FP8 figure), so the
    covariate says how far the board's power limit sits below what that unit needs.
    """
    rates = {
        "fp32": hw.fp32,
        "tc16": math_peaks(hw, "amp", 1.0).tflops,
        "tf32": math_peaks(hw, "tf32", 1.0).tflops,
    }
    rate = np.choose(
        np.searchsorted(np.array(KINDS_ORDER), kinds.astype(str)),
        [rates[k] for k in KINDS_ORDER],
    )
    ref32 = np.array([refs.get(v, np.nan) for v in hw.variant.tolist()])
    refk = np.array(
        [
            refs.get(v if k == "fp32" else f"{v}|{k}", np.nan)
            for v, k in zip(hw.variant.tolist(), kinds.tolist(), strict=True)
        ]
    )

    def starve(per: np.ndarray, ref: np.ndarray) -> np.ndarray:
        ok = np.isfinite(per) & (per > 0) & np.isfinite(ref)
        return np.where(ok, np.minimum(0.0, np.log(np.where(ok, per / ref, 1.0))), 0.0)

    with np.errstate(divide="ignore", invalid="ignore"):
        return starve(hw.power_w / hw.fp32, ref32), starve(hw.power_w / rate, refk)


KINDS_ORDER: tuple[str, ...] = ("fp32", "tc16", "tf32")  # sorted, for np.searchsorted


def point_keys(
    workload: Workload,
    arch: str,
    variant: str,
    kind: str,
    run: str,
    starvation: float = 0.0,
    tensor_starvation: float = 0.0,
) -> tuple[dict[str, list[tuple[str, float]]], list[tuple[str, float]]]:
    """Which parameters enter each term for one workload on one GPU."""
    fams = efficiency_family(workload)
    share = 1.0 / len(fams)
    wid = workload.id
    group = arch_group(arch)
    power = [("p|clock", starvation)] if kind == "fp32" else [("p|tensor", tensor_starvation)]
    memory_hw = (
        [(f"qb|{group}|{f}", share) for f in fams]
        + [(f"b|{arch}|{f}", share) for f in fams]
        + [(f"bv|{variant}|{f}", share) for f in fams]
    )
    keys = {
        "compute": [(f"w|{wid}|{kind}", 1.0), *power]
        + [(f"q|{group}|{kind}|{f}", share) for f in fams]
        + [(f"a|{arch}|{kind}|{f}", share) for f in fams]
        + [(f"v|{variant}|{kind}|{f}", share) for f in fams],
        "vector": [(f"x|{wid}", 1.0), ("p|clock", -starvation)]
        + [(f"qg|{group}|{f}", share) for f in fams]
        + [(f"g|{arch}|{f}", share) for f in fams]
        + [(f"gv|{variant}|{f}", share) for f in fams],
        "memory": [(f"m|{wid}", 1.0), *memory_hw],
        "overhead": [(f"o|{wid}", 1.0)],
        "step": [(f"s|{wid}", 1.0)],
        "weights": [(f"u|{wid}", 1.0), *memory_hw],
    }
    runs = (
        []
        if run == REFERENCE_RUN
        else [(f"r|{run}|{f}|{kind}", share) for f in fams]
        + [(f"rw|{run}|{group}|{wid}|{kind}", 1.0)]
    )
    return keys, runs


def build_design(
    points: pd.DataFrame, workloads: dict[str, Workload], gpus: pd.DataFrame
) -> Design:
    single = points[points["n_gpus"] == 1].reset_index(drop=True)
    hw = gpu_arrays(gpus.loc[single["gpu_id"]])
    refs = reference_watts_per_tflop(gpu_arrays(gpus))
    n = len(single)
    bases = {name: np.empty(n) for name, _ in TERMS}
    kinds = np.empty(n, dtype=object)
    for precision in ("amp", "tf32"):
        mask = (single["precision"] == precision).to_numpy()
        peaks = math_peaks(hw, precision, prior("fp8_fraction_of_peak"))
        kinds[mask] = peaks.kind[mask]
        for i in np.flatnonzero(mask):
            w = workloads[single.at[i, "workload"]]
            f = w.flops_train_per_sample("none", False)
            a = w.activation_bytes_per_sample(float(peaks.bytes_per_value[i]), False)
            bases["compute"][i] = f / (peaks.tflops[i] * 1e12)
            # The layers' elementwise work: the output head's FLOPs bring none (its softmax
            # and loss are the logits' traffic, in the memory term).
            bases["vector"][i] = (f - w.head_flops_train_per_sample("none")) / (hw.fp32[i] * 1e12)
            bases["memory"][i] = a / (hw.bw_gbs[i] * 1e9)
    bases["overhead"][:] = 1.0
    per_step = 1.0 / single["batch_per_gpu"].fillna(1.0).clip(lower=1.0).to_numpy()
    bases["step"][:] = per_step
    params = single["workload"].map(lambda w: workloads[w].params_total).to_numpy(dtype=float)
    bases["weights"][:] = params * OPTIMIZER_BYTES_PER_PARAM / (hw.bw_gbs * 1e9) * per_step
    starve32, starve_unit = starvation_columns(hw, kinds, refs)
    keys: dict[str, list[list[tuple[str, float]]]] = {name: [] for name, _ in TERMS}
    run_keys: list[list[tuple[str, float]]] = []
    for i, row in single.iterrows():
        pk, rk = point_keys(
            workloads[row["workload"]],
            hw.arch[i],
            hw.variant[i],
            kinds[i],
            row["run"],
            float(starve32[i]),
            float(starve_unit[i]),
        )
        for name, _ in TERMS:
            keys[name].append(pk[name])
        run_keys.append(rk)
    single = single.assign(kind=kinds)
    return Design(single, bases, -single["log_rate"].to_numpy(), keys, run_keys)


def _ridge(name: str) -> tuple[float, float]:
    """(strength, prior mean) of the penalty on one parameter."""
    tag = name.split("|", 1)[0]
    if tag in ("q", "qb", "qg", "rw"):
        return RIDGE_GROUP, 0.0
    if tag in ("a", "b", "g"):
        return RIDGE_ARCH, 0.0
    if tag in ("v", "bv", "gv"):
        return RIDGE_VARIANT, 0.0
    if tag == "w":
        return RIDGE_WORKLOAD, PRIOR_LOG_EC
    if tag == "m":
        return RIDGE_WORKLOAD, PRIOR_LOG_M
    if tag == "u":
        return RIDGE_WORKLOAD, 0.0
    if tag == "x":
        return RIDGE_WORKLOAD, PRIOR_LOG_VECTOR
    if tag in ("o", "s"):
        return RIDGE_WORKLOAD, PRIOR_LOG_OVERHEAD
    if tag == "p":
        return RIDGE_WORKLOAD, 0.0
    return 0.0, 0.0  # run terms are free


def _start(name: str, design: Design) -> float:
    """Starting values that keep every term's gradient alive."""
    tag, _, rest = name.partition("|")
    if tag in ("o", "s"):
        mask = (design.points["workload"] == rest).to_numpy()
        t = float(np.median(np.exp(design.log_t[mask])))
        batch = float(np.median(1.0 / design.bases["step"][mask]))
        return math.log(0.05 * t * (batch if tag == "s" else 1.0))
    return _ridge(name)[1]


def fit_terms(
    design: Design, rows: np.ndarray | None = None, start: dict[str, float] | None = None
) -> dict[str, float]:
    """Levenberg–Marquardt on log step time; ``rows`` selects the training points."""
    idx = np.arange(len(design.log_t)) if rows is None else rows
    names = sorted(
        {k for name, _ in TERMS for i in idx for k, _ in design.keys[name][i]}
        | {k for i in idx for k, _ in design.run_keys[i]}
    )
    col = {n: j for j, n in enumerate(names)}
    p = len(names)
    theta = np.array([(start or {}).get(n, _start(n, design)) for n in names])
    lam = np.array([_ridge(n)[0] for n in names])
    mu0 = np.array([_ridge(n)[1] for n in names])
    capped = np.array([n.startswith("w|") for n in names])

    def barrier(th: np.ndarray) -> np.ndarray:
        """Excess of a workload's compute efficiency over the physical ceiling."""
        return np.where(capped, np.maximum(0.0, th - MAX_LOG_EC), 0.0)

    def matrix(entries: list[list[tuple[str, float]]]) -> np.ndarray:
        mat = np.zeros((len(idx), p))
        for r, i in enumerate(idx):
            for key, wgt in entries[i]:
                mat[r, col[key]] += wgt
        return mat

    mats = [(design.bases[name][idx], matrix(design.keys[name]) * sign) for name, sign in TERMS]
    rmat = matrix(design.run_keys)
    target = design.log_t[idx]

    def evaluate(th: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
        parts = [base * np.exp(mat @ th) for base, mat in mats]
        total = np.sum(parts, axis=0)
        return np.log(total) + rmat @ th - target, [part / total for part in parts]

    def cost(th: np.ndarray) -> float:
        res = evaluate(th)[0]
        return float(res @ res + np.sum(lam * (th - mu0) ** 2) + BARRIER * np.sum(barrier(th) ** 2))

    damping = 1e-2
    current = cost(theta)
    for _ in range(300):
        res, shares = evaluate(theta)
        jac = rmat + sum(mat * share[:, None] for (_, mat), share in zip(mats, shares, strict=True))
        over = barrier(theta)
        grad = jac.T @ res + lam * (theta - mu0) + BARRIER * over
        hess = jac.T @ jac + np.diag(lam + BARRIER * (over > 0))
        step = np.linalg.solve(hess + damping * np.diag(np.diag(hess) + 1e-9), -grad)
        trial = theta + step
        trial_cost = cost(trial)
        if trial_cost < current:
            improvement = current - trial_cost
            theta, current = trial, trial_cost
            damping = max(damping / 3.0, 1e-7)
            if improvement < 1e-10:
                break
        else:
            damping *= 4.0
            if damping > 1e8:
                break
    return dict(zip(names, theta.tolist(), strict=True))


def predict_log_t(design: Design, terms: dict[str, float], rows: np.ndarray) -> np.ndarray:
    out = np.empty(len(rows))
    for r, i in enumerate(rows):
        total = 0.0
        for name, sign in TERMS:
            value = sum(terms.get(k, _default(k)) * w for k, w in design.keys[name][i])
            total += design.bases[name][i] * math.exp(sign * value)
        run = sum(terms.get(k, 0.0) * w for k, w in design.run_keys[i])
        out[r] = math.log(total) + run
    return out


def _default(name: str) -> float:
    """A parameter the training fold never saw: zero for hardware terms, the prior otherwise."""
    return _ridge(name)[1]


def leave_one_gpu_out(
    design: Design,
    fit: Callable[..., dict[str, float]] = fit_terms,
    start: dict[str, float] | None = None,
) -> pd.DataFrame:
    """Refit without each GPU in turn and predict it: the honest single-GPU error."""
    gpu_ids = design.points["gpu_id"].to_numpy()
    pred = np.empty(len(gpu_ids))
    for gpu in sorted(set(gpu_ids)):
        test = np.flatnonzero(gpu_ids == gpu)
        train = np.flatnonzero(gpu_ids != gpu)
        terms = fit(design, train, start)
        pred[test] = predict_log_t(design, terms, test)
    out = design.points.copy()
    out["measured"] = out["samples_per_gpu"]
    out["predicted"] = np.exp(-pred)
    out["log_ratio"] = np.log(out["measured"] / out["predicted"])
    return out


# ---------------------------------------------------------------- packing
def to_calibration(terms: dict[str, float], workloads: dict[str, Workload]) -> Calibration:
    """Pack fitted parameters into the file layout, with family means for unmeasured workloads."""
    cal = Calibration(
        hardware={
            lvl: {t: {} for t in ("compute", "vector", "memory")}
            for lvl in ("group", "arch", "variant")
        }
    )
    for name, value in terms.items():
        tag, _, rest = name.partition("|")
        if tag == "w":
            wid, kind = rest.split("|")
            cal.workloads.setdefault(wid, {"compute": {}})["compute"][kind] = value
        elif tag in _WORKLOAD_TAGS:
            cal.workloads.setdefault(rest, {"compute": {}})[_WORKLOAD_TAGS[tag]] = value
        elif tag in _TAGS:
            level, term = _TAGS[tag]
            cal.hardware[level][term][rest] = value
        elif tag == "r":
            cal.runs[rest] = value
        elif tag == "rw":
            cal.runs[name] = value
        elif name == "p|clock":
            cal.power_exponent = value
        elif name == "p|tensor":
            cal.tensor_power_exponent = value
    for wid, entry in cal.workloads.items():
        flops = workloads[wid].flops_train_per_sample("none", False)
        entry["overhead_per_flop"] = entry["overhead"] - math.log(flops)
    by_family: dict[str, list[str]] = {}
    for wid in cal.workloads:
        by_family.setdefault(workloads[wid].family, []).append(wid)
    for fam, ids in by_family.items():
        entries = [cal.workloads[w] for w in ids]
        kinds = sorted({k for e in entries for k in e["compute"]})
        cal.families[fam] = {
            "compute": {
                k: float(np.mean([e["compute"][k] for e in entries if k in e["compute"]]))
                for k in kinds
            },
            **{
                t: float(np.mean([e[t] for e in entries]))
                for t in (
                    "vector",
                    "memory",
                    "overhead",
                    "step",
                    "weights",
                    "overhead_per_flop",
                )
            },
            "from": ids,
        }
    return cal


def _quantiles(values: Sequence[float]) -> dict[str, float]:
    arr = np.asarray(values, dtype=float)
    return {
        "n": int(arr.size),
        "q10": float(np.quantile(arr, 0.10)),
        "q50": float(np.quantile(arr, 0.50)),
        "q90": float(np.quantile(arr, 0.90)),
        # The band's edges (BAND_QUANTILES), in log(measured / predicted).
        "lo": float(np.quantile(arr, BAND_QUANTILES[0])),
        "hi": float(np.quantile(arr, BAND_QUANTILES[1])),
        # |predicted − measured| / measured, in percent
        "median_abs_pct": float(np.median(np.abs(np.expm1(-arr))) * 100),
        "p90_abs_pct": float(np.quantile(np.abs(np.expm1(-arr)), 0.9) * 100),
    }


def band_coverage(
    loo: pd.DataFrame, quantiles: tuple[float, float] = BAND_QUANTILES
) -> pd.DataFrame:
    """Share of each GPU's measurements inside the band built from the *other* GPUs."""
    rows = []
    for (gpu, wid), group in loo.groupby(["gpu_id", "workload"]):
        others = loo[(loo["workload"] == wid) & (loo["gpu_id"] != gpu)]["log_ratio"]
        if len(others) < 5:
            continue
        lo, hi = np.quantile(others, quantiles[0]), np.quantile(others, quantiles[1])
        inside = (group["log_ratio"] >= lo) & (group["log_ratio"] <= hi)
        rows.append({"workload": wid, "n": len(group), "inside": int(inside.sum())})
    return pd.DataFrame(rows)


def residual_summary(
    loo: pd.DataFrame, workloads: dict[str, Workload]
) -> dict[str, dict[str, float]]:
    """LOO log(measured/predicted) quantiles per workload, per family and overall."""
    out: dict[str, dict[str, float]] = {}
    for wid, group in loo.groupby("workload"):
        out[str(wid)] = _quantiles(group["log_ratio"])
    fam = loo["workload"].map(lambda w: workloads[w].family)
    for family, group in loo.groupby(fam):
        out[f"family:{family}"] = _quantiles(group["log_ratio"])
    out["all"] = _quantiles(loo["log_ratio"])
    return out


def calibrate(data_dir: Path | None = None) -> tuple[Calibration, pd.DataFrame, Any]:
    """Fit everything on the shipped data; returns the calibration, the LOO table and scaling."""
    # Costed as Lambda ran them: the fitted efficiencies then carry to the library's recipes.
    workloads = as_benchmarked(load_workloads(data_dir), data_dir)
    gpus = shipped_catalogue().table("gpu") if data_dir is None else _gpu_table(data_dir)
    points = benchmark_points(workloads, data_dir)
    points = points[points["gpu_id"].isin(gpus.index)].reset_index(drop=True)
    design = build_design(points, workloads, gpus)
    terms = fit_terms(design)
    loo = leave_one_gpu_out(design, start=terms)
    cal = to_calibration(terms, workloads)
    cal.reference_watts_per_tflop = reference_watts_per_tflop(gpu_arrays(gpus))
    cal.residuals = residual_summary(loo, workloads)
    coverage = band_coverage(loo)
    for wid, group in coverage.groupby("workload"):
        cal.residuals[str(wid)]["band_coverage"] = float(group["inside"].sum() / group["n"].sum())
    cal.residuals["all"]["band_coverage"] = float(coverage["inside"].sum() / coverage["n"].sum())
    scale_fit = scaling.fit_scaling(points, workloads, gpus)
    cal.scaling = scale_fit.params
    cal.residuals["scaling"] = _quantiles(scale_fit.loo["log_ratio"])
    cal.meta = {
        "generated_by": "python -m dlbox.core.estimate.calibrate",
        "generated_on": dt.date.today().isoformat(),
        "single_gpu_points": len(design.points),
        "multi_gpu_points": len(scale_fit.loo),
        "gpus": sorted(set(design.points["gpu_id"])),
        "reference_run": REFERENCE_RUN,
    }
    return cal, loo, scale_fit


def _gpu_table(data_dir: Path) -> pd.DataFrame:
    return load_catalogue(data_dir).table("gpu")


def write_calibration(cal: Calibration, path: Path) -> None:
    atomic_write_text(path, json.dumps(cal.to_json(), indent=1, sort_keys=True) + "\n")
