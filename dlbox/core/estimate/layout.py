"""Memory layout of a CNN's activations: the NCHW ↔ NHWC transposes around convolutions.

cuDNN's tensor-core convolution kernels work on channels-last (NHWC) tensors.  A
framework that keeps activations in PyTorch's default NCHW layout ("contiguous")
pays for a transpose into NHWC before each such kernel and back after it; with
``channels_last`` (NVIDIA's Deep Learning Examples ``--memory-format nhwc``, DALI
pipelines, a script's ``.to(memory_format=torch.channels_last)``) the kernels read and
write the tensors as they are; torch.compile from NCHW tensors does not (:func:`resolve`).  In a training step every convolution runs three kernels —
forward (x → y), data gradient (dy → dx) and weight gradient (x, dy → dW) — so
NCHW transposes x twice, dy twice, y once and dx once: three input-sized and three
output-sized tensors, each read and written once.

The bytes are counted from the network (``Workload.conv_io_per_sample``, elements of
every convolution's input and output, tools/model_flops.py) and cost time at a
transpose kernel's share of peak bandwidth (``transpose_bandwidth_efficiency``).
Only 16-bit tensor-core math pays: FP32 convolutions on the CUDA cores run in NCHW
natively.  TF32 is left alone for want of evidence, not because it was measured: the
run once read as "NVIDIA's NHWC TF32 ResNet-50" (A100, 938 images/s) was NCHW — the
recipe's configs.yml sets ``memory_format: nhwc`` for AMP only — and matches Lambda's
NCHW runs on that board (925 in the 20.x containers, 1,066 in 22.09).  cuDNN's TF32
convolutions are tensor-core kernels too and may transpose NCHW inputs as well (cuDNN
developer guide, "Tensor Transformations"), so a channels-last TF32 estimate is
probably conservative; no published TF32 A/B pins it.

Lambda's benchmarks (the base fit) ran NCHW: DeepLearningExamples' ConvNets
``main.py`` defaults to ``--memory-format nchw`` and Lambda's configs pass none;
tf_cnn_benchmarks defaults to ``--data_format=NCHW`` on GPUs.  Their transposes are
therefore inside the fitted eager CNN terms (the off-tensor-core "vector" and
"memory" terms, where the fit puts what is not matmul), and a channels-last estimate
takes this many seconds out of them (estimator._channels_last); an NCHW estimate is
the fit as it is.  Tried and left out: the transposes as a known term inside the base
fit (zero for NHWC, nothing fitted on it).  It made the in-source fit worse (ResNet-50's
leave-one-GPU-out median 4.9 → 6.7 %) and, through ResNet-50's terms that diffusion
U-Nets borrow, the diffusion training runs (median 24.9 → 32.9 %).
"""

from __future__ import annotations

import re

import numpy as np

# Per convolution and training step, in NCHW: x, dy transposed twice, y and dx once.
TRANSPOSED_COPIES = 3.0
READ_AND_WRITE = 2.0
# Workloads of Lambda's base fit whose runs were NCHW (see the module docstring).  SSD:
# DeepLearningExamples' SSD300 ran NCHW until its November 2021 release (README
# changelog: "21.11 ... switched data layout from NCHW (channels first) to NHWC (channels
# last)"); Lambda's v0 runs used the 20.01/20.10 containers, and its later AMP runs gained
# no more over them than FP32 did (A100 80 GB SXM4: AMP 420 -> 458, FP32 272 -> 304
# images/s), which the switch would not leave: the same NCHW code.  Found when NVIDIA's
# own NHWC AMP runs (the fresh2 DLE SSD rows) came out 25-39 % faster than predicted.
NCHW_REFERENCE_WORKLOADS = frozenset({"resnet50", "vgg16", "ssd"})  # ids or calibration keys
_NHWC_WORDS = re.compile(r"\bnhwc\b|channels[ _-]last", re.IGNORECASE)
_NCHW_WORDS = re.compile(r"\bnchw\b|channels[ _-]first", re.IGNORECASE)


def resolve(memory_format: str, tier: str) -> str:
    """'nchw' or 'nhwc': what ``auto`` means for a software tier.

    PyTorch keeps NCHW unless the script asks for channels_last, compiled or not; vendor
    stacks (NVIDIA's DLE, DALI) run NHWC.  torch.compile does not take the layout's cost
    away: our H100 ran torchvision ResNet-50 (bf16 autocast, batch 128, PyTorch 2.11)
    compiled from NCHW tensors at 3,638 images/s, no faster than eager channels-last
    (3,733) and far from compiled channels-last (5,644 at batch 256), though inductor's
    ``layout_optimization`` is on by default (dlbox-h100-resnet50-amp-b128-nchw-compiled).
    A compiled NCHW step is the eager NCHW step, transposes included, at the tier's gain
    (and in BF16 the native batch norm's time too: batch_norm.py).
    """
    if memory_format in ("nchw", "nhwc"):
        return memory_format
    return "nhwc" if tier == "vendor" else "nchw"


def from_stack(stack: str) -> str:
    """A published run's layout from its stack description: 'nhwc' when it says NHWC or
    channels last, 'nchw' when it says NCHW or channels first, else 'auto' (the tier
    decides)."""
    if _NHWC_WORDS.search(stack or ""):
        return "nhwc"
    return "nchw" if _NCHW_WORDS.search(stack or "") else "auto"


def transpose_bytes(conv_io: float | None, bytes_per_value: np.ndarray | float) -> np.ndarray:
    """Bytes per sample an NCHW training step moves transposing around convolutions."""
    if not conv_io:
        return np.zeros(np.shape(bytes_per_value))
    return TRANSPOSED_COPIES * READ_AND_WRITE * conv_io * np.asarray(bytes_per_value, float)


def layout_seconds(
    conv_io: float | None,
    layout: str,
    kinds: np.ndarray,
    bytes_per_value: np.ndarray,
    bw_gbs: np.ndarray,
    efficiency: float,
) -> np.ndarray:
    """Seconds per sample of NCHW ↔ NHWC transposes (0 in NHWC, off 16-bit tensor cores,
    or for a network without counted convolutions)."""
    kinds = np.asarray(kinds)
    if layout != "nchw" or not conv_io:
        return np.zeros(len(kinds))
    on_tensor_cores = np.isin(kinds, ("tc16", "fp8"))
    seconds = transpose_bytes(conv_io, bytes_per_value) / (np.asarray(bw_gbs) * 1e9 * efficiency)
    return np.where(on_tensor_cores, seconds, 0.0)
