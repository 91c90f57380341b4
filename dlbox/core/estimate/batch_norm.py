"""PyTorch's own NCHW batch-norm kernels: what a BF16 CNN step pays that an FP16 one does not.

PyTorch sends a batch norm to cuDNN only when neither the input nor the weight is BF16
(and an FP16 input has FP32 weights): aten/src/ATen/native/Normalization.cpp,
``_select_batch_norm_backend`` (read at cyyever/pytorch@2ea36a1de2956069d481e1616e4843a2c26cc59c,
a 2025 fork of pytorch/pytorch; the same condition sits in ``_batch_norm_impl_index`` at
pytorch/pytorch@000e0689816596fada756234dbc4cf0a73790876).  The memory format plays no
part in that choice.  So FP16 AMP (NVIDIA's DLE, Lambda's runs: the base fit) gets cuDNN's
batch norm, while a bf16 autocast run (or pure BF16) falls to ATen's native kernels.  In
channels-last those are fast; on NCHW tensors they are not: our H100 profile of
torchvision ResNet-50 at batch 256 (bf16 autocast, tools/profile_gpu.py --cases cnn,
data/benchmarks/measured/h100-sxm-2026-11-26-profile-cnn.jsonl) spent 61.7 ms a step in
the NCHW kernels (batch_norm_backward_kernel 37.2, collect_statistics 16.2,
transform_input 8.4) against 27.2 ms in the channels-last ones, with cudnn.benchmark on
or off alike.

The bytes are counted from the network (``Workload.bn_elements_per_sample``, the elements
every BatchNorm2d normalises, tools/model_flops.py) at ``PASSES`` reads and writes per
element and step.  At the H100's 3.35 TB/s those 45.5 GB a step are 0.22 of peak bandwidth
in the native NCHW kernels and 0.50 in the channels-last ones
(``native_nchw_bn_bandwidth_efficiency``, ``channels_last_bn_bandwidth_efficiency``).  The
term is the difference: the fit's own cuDNN batch norm is taken to cost what the
channels-last kernels do (assumed, not measured: no profile timed cuDNN's on that card).

It applies where the layout is NCHW, the 16-bit type is BF16 and PyTorch picks the
kernels (``KERNELS``: "auto" follows the rule above; "native" where a run is known to use
them, a bf16 autocast recorded as AMP; "cudnn" for stacks that call cuDNN's whatever the
type: TensorFlow, MXNet, PaddlePaddle; JAX's XLA fuses its own).  Not in FP32 (unmeasured) nor for a network
without batch norm (VGG-16).  torch.compile from NCHW (inductor writes its own
normalisation kernels): the one measurement, ResNet-50 bf16 batch 128 at 3,638 images/s
(dlbox-h100-resnet50-amp-b128-nchw-compiled), is +29 % without the term and within the
band with it at the tier's gain, so a compiled NCHW step keeps it like the transposes
(layout.py): assumed for BF16 only, as measured.
"""

from __future__ import annotations

import re

import numpy as np

# Per element and training step: forward reads it for the statistics, reads it and writes
# the output to normalise; backward reads input and output gradient for the two
# reductions, then reads both again and writes the input gradient.
PASSES = 8.0
KERNELS: tuple[str, ...] = ("auto", "native", "cudnn")
# Stacks whose batch norm is not ATen's (cuDNN's, or XLA's fused kernels) whatever the
# 16-bit type: their words in a run's stack.
_CUDNN_STACKS = re.compile(r"tensorflow|tf_cnn|mxnet|paddle|\bjax\b|\bxla\b", re.IGNORECASE)
_BF16 = re.compile(r"\bbf16\b|bfloat16", re.IGNORECASE)


def kernels_of_stack(stack: str) -> str:
    """The batch-norm kernels a published run's stack implies: 'cudnn' for TensorFlow,
    MXNet, PaddlePaddle and JAX, 'native' for another run that says BF16, else 'auto'."""
    text = stack or ""
    if _CUDNN_STACKS.search(text):
        return "cudnn"
    return "native" if _BF16.search(text) else "auto"


def runs_native(kernels: str, used: np.ndarray) -> np.ndarray:
    """Per GPU, whether PyTorch runs its native batch norm: 'auto' where the precision used
    on that GPU is BF16 (a GPU without BF16 runs FP16, and cuDNN's kernels)."""
    used = np.asarray(used)
    if kernels == "native":
        return np.ones(used.shape, bool)
    if kernels == "cudnn":
        return np.zeros(used.shape, bool)
    return used == "bf16"


def native_seconds(
    elements: float | None,
    layout: str,
    native: np.ndarray,
    kinds: np.ndarray,
    bw_gbs: np.ndarray,
    efficiencies: tuple[float, float],
) -> np.ndarray:
    """Seconds per sample the native NCHW kernels take beyond cuDNN's (0 in NHWC, off
    16-bit tensor cores, where cuDNN runs them, or for a network without batch norm).

    ``efficiencies``: (native NCHW, channels-last) shares of peak bandwidth."""
    kinds = np.asarray(kinds)
    if layout != "nchw" or not elements:
        return np.zeros(len(kinds))
    slow, fast = efficiencies
    moved = PASSES * 2.0 * elements  # 16-bit values
    seconds = moved / (np.asarray(bw_gbs, float) * 1e9) * (1.0 / slow - 1.0 / fast)
    return np.where(np.asarray(native) & (kinds == "tc16"), seconds, 0.0)
