"""The host's side of an eager training step: operator calls dispatched from Python.

An eager PyTorch step issues every forward call from Python, the autograd engine
launches the backward's kernels, and a for-loop optimizer (transformers' Adafactor,
bitsandbytes' 8-bit AdamW) touches each trainable tensor a few dozen times.  The GPU
runs those kernels while the host issues the next ones, so a step takes the longer of
the two.  Where the GPU's work per step is short (one 1024² image, LoRA's ~2,000 small
tensors) the host sets the pace, whatever the GPU: kohya sd-scripts users measure an
RTX 4090 no faster than a 3090 for SDXL LoRA.

Counts per workload are in data/model_counts.csv (tools/model_flops.py), the per-call
constants in data/host_dispatch.csv; the host time of one call comes from the eager
image-generation stack's fitted dispatch time per denoising step (published generation
runs), divided by the calls of that step, so no training run is fitted.

Eager decoding (Hugging Face ``generate``) is the same story per token: every layer's
few dozen calls go out from Python one by one, and the loop reads a flag back from the
GPU once per token, so the host cannot run ahead into the next token.  Within a token
the GPU works through the queued kernels while the host issues the next ones; layer
after layer the slower of the two sets the pace, so a token takes the longer of the
host's calls and (after the host-only prologue) the GPU's work — not their sum.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.workloads import Workload, resolve_workload

CONSTANTS_FILE = Path("host_dispatch.csv")
# The denoising step whose fitted dispatch time sets the host time per call: SD 1.5 at
# batch 1 is the generation case that waits on the host (diffusers' A100 table).
REFERENCE_GENERATE = "sd15-generate"


def constant(name: str) -> float:
    """One constant of ``data/host_dispatch.csv`` (its source is on its row)."""
    return float(named_constants(CONSTANTS_FILE)[name])


def optimizer_ops_per_tensor(optimizer: str) -> float:
    return constant(f"optimizer_ops_per_tensor.{optimizer}")


def optimizer_syncs_per_tensor(optimizer: str) -> float:
    """Host-GPU synchronisations the optimizer makes per trainable tensor (0 if none listed)."""
    return float(
        named_constants(CONSTANTS_FILE).get(f"optimizer_syncs_per_tensor.{optimizer}", 0.0)
    )


def trainable_tensors(workload: Workload, adapter: str) -> float:
    """Tensors the optimizer updates: LoRA's down and up matrix per map, else every tensor."""
    if adapter != "none" and workload.adapter_modules is not None:
        return 2.0 * float(workload.adapter_modules)
    return float(workload.param_tensors or 0)


def seconds_per_op(generate_dispatch_s: float) -> float:
    """Host seconds per operator call: a generation step's dispatch over its calls."""
    ops = resolve_workload(REFERENCE_GENERATE).host_ops_fwd
    return generate_dispatch_s / ops if ops else 0.0


def train_step_ops(
    workload: Workload, adapter: str, optimizer: str, checkpointing: bool | float
) -> float:
    """Operator calls (in forward-call equivalents) the host issues per training step.

    Forward (again, for the share ``checkpointing`` of it that checkpointing recomputes:
    checkpointing.elementwise_rerun; True is all of it), backward at
    ``backward_per_forward_op`` of the forward's cost, the frozen encoders' forward, and
    the optimizer's calls per trainable tensor.  0 when the workload has no count."""
    if workload.host_ops_fwd is None:
        return 0.0
    lora = adapter != "none" and workload.adapter_modules is not None
    modules = float(workload.adapter_modules or 0) if lora else 0.0
    forward = workload.host_ops_fwd + modules * lora_ops_per_module()
    passes = 1.0 + float(checkpointing) + constant("backward_per_forward_op")
    # An optimizer that synchronises per tensor is counted by serial_step_ops instead.
    overlapped = 0.0 if optimizer_syncs_per_tensor(optimizer) else 1.0
    return (
        forward * passes
        + workload.frozen_host_ops_fwd
        + overlapped * trainable_tensors(workload, adapter) * optimizer_ops_per_tensor(optimizer)
    )


def trailing_optimizer_ops(workload: Workload, adapter: str, optimizer: str) -> float:
    """Optimizer calls of a step the GPU waits for after its own work, when it is the slower.

    The host can run ahead of the GPU only as far as CUDA's queue of pending launches
    (``launch_queue_depth``: about 1,000 kernels, after which a launch blocks until one
    completes).  While the GPU works through a long forward and backward, the host fills
    the queue and waits; when the GPU finishes, only that many of a for-loop optimizer's
    calls are queued, and the rest are issued at the host's pace while the GPU idles
    between tiny kernels: transformers' Adafactor over ~2,000 LoRA tensors (27 calls each)
    leaves ~52,000.  0 for foreach optimizers and for those counted by
    :func:`serial_step_ops` (they wait on the GPU anyway)."""
    if workload.host_ops_fwd is None or optimizer_syncs_per_tensor(optimizer):
        return 0.0
    calls = trainable_tensors(workload, adapter) * optimizer_ops_per_tensor(optimizer)
    return max(0.0, calls - constant("launch_queue_depth"))


def serial_step_ops(workload: Workload, adapter: str, optimizer: str) -> float:
    """Host calls per step that the GPU cannot hide, in forward-call equivalents.

    bitsandbytes' 8-bit optimizers call ``torch.cuda.synchronize()`` after every
    tensor's update (``Optimizer8bit.step``), so the host issues one tensor's update,
    waits for the GPU to finish it, then issues the next: the optimizer's host calls
    and the waits run one after another with the GPU's kernels instead of ahead of
    them, and add to the step rather than overlap it.  A sync costs about one call's
    host time (the launch round trip).  0 for optimizers that never synchronise
    (torch's foreach AdamW, transformers' Adafactor) and workloads without a count.
    """
    syncs = optimizer_syncs_per_tensor(optimizer)
    if workload.host_ops_fwd is None or syncs == 0.0:
        return 0.0
    per_tensor = optimizer_ops_per_tensor(optimizer) + syncs
    return trainable_tensors(workload, adapter) * per_tensor


# Whose host calls an eager decoding token issues, by the serving stack that runs it
# (settings.SERVING_ENGINES): host_dispatch.csv's ``decode_*.<profile>`` rows.  AutoAWQ's
# loop over its fused blocks has its own, and so has TinyChat's (llm-awq: the same kind of
# blocks, with rotary, cache write and attention in one kernel, timed per forward); every
# other runner that decodes eagerly is
# Hugging Face generate's modules (a plain server, or vLLM / llama.cpp forced to the eager
# tier, which they never run at).  Keyed on the runner, never on the weight kernel: the
# same ExLlamaV2 or AWQ GEMV kernel costs AutoAWQ's calls under AutoAWQ and
# transformers' under transformers.
RUNNER_HOSTS: dict[str, str] = {
    "autoawq": "autoawq",
    "autoawq-0.1": "autoawq-0.1",
    "tinychat": "tinychat",
}

# A release of a runner whose code differs from the current one only in some counts: its
# own rows where host_dispatch.csv has them, its base's otherwise.  AutoAWQ 0.1.x wrapped
# the MLP in one fused module and called its kernels directly (32 calls a layer); from
# 0.2 each projection runs an autograd Function and the MLP is transformers' (59); the
# benchmark loop, the model's prologue and the time per call are the same code.
PROFILE_BASES: dict[str, str] = {"autoawq-0.1": "autoawq"}


def decode_host_of(engine: str) -> str:
    """The host profile (``hf``, ``autoawq``, ``autoawq-0.1`` or ``tinychat``) of an eager
    token run by ``engine``."""
    return RUNNER_HOSTS.get(engine, "hf")


def profile_constant(kind: str, host: str) -> float:
    """``kind.host`` from host_dispatch.csv, else ``kind`` of the profile's base release."""
    rows = named_constants(CONSTANTS_FILE)
    own = rows.get(f"{kind}.{host}")
    return float(own) if own is not None else constant(f"{kind}.{PROFILE_BASES.get(host, host)}")


def decode_token_ops(layers: int, host: str = "hf") -> float:
    """Operator calls the host issues per generated token of eager decoding through ``host``'s
    modules (``hf``: Hugging Face generate; ``autoawq``: AutoAWQ's fused blocks, 0.2.x;
    ``autoawq-0.1``: its 0.1.x releases; ``tinychat``: TinyChat's)."""
    return layers * profile_constant("decode_ops_per_layer", host) + profile_constant(
        "decode_ops_per_token", host
    )


def decode_host_seconds_per_op(host: str = "hf") -> float:
    """Host seconds per call of ``host``'s decoding: its own row (or its base release's) in
    host_dispatch.csv where it has one (AutoAWQ's and TinyChat's fused paths), else
    :func:`decode_seconds_per_op`."""
    rows = named_constants(CONSTANTS_FILE)
    key = f"decode_seconds_per_op.{host}"
    base = f"decode_seconds_per_op.{PROFILE_BASES.get(host, host)}"
    own = rows.get(key, rows.get(base))
    return float(own) if own is not None else decode_seconds_per_op()


def decode_seconds_per_op() -> float:
    """Host seconds per operator call of eager decoding: a published eager PyTorch
    decoding run that waits on its host alone (gpt-fast's starting point), over the
    calls it issues per token.  Not image generation's per-call time: that one was
    fitted on cloud A100 hosts whose calls cost about twice as much (diffusers' own
    table runs the same step on an RTX 4090 desktop in half the A100 host's time)."""
    return constant("decode_reference_token_s") / constant("decode_reference_calls")


def train_seconds_per_op() -> float:
    """Host seconds per operator call of an eager training step: the published eager
    trace's time per call (:func:`decode_seconds_per_op`, gpt-fast's starting point).

    Not image generation's fitted per-call time (its dispatch per SD 1.5 step over that
    step's calls, ≈ 28 µs): that fit rests on 2022-23 cloud A100 hosts, which diffusers'
    own table shows issuing the same step in twice the time an RTX 4090 desktop needs,
    while a training step's calls are the same torch operator calls a desktop or a cloud
    host issues at its own speed.  dlbox's builds are desktops and workstations; a run's
    host CPU is not known (the catalogue holds no single-thread figure), so one measured
    per-call time stands for every host."""
    return decode_seconds_per_op()


def train_seconds_per_launch() -> float:
    """Host seconds per kernel launch of an eager training step: the same published eager
    trace as :func:`train_seconds_per_op` (gpt-fast's starting point), over the kernels it
    launches per token instead of its calls (≈ 25 µs against ≈ 15 µs per call: a fifth
    of its calls are views and reshapes that launch nothing)."""
    return constant("decode_reference_token_s") / constant("decode_reference_launches")


def train_step_launch_ops(workload: Workload, checkpointing: bool | float) -> float:
    """Kernel launches of one eager training step where a profile counted them (0 if not).

    A CNN's step issues about five kernels per counted forward call (autocast's weight
    casts, batch norm's statistics, transform and running-count update, autograd's two
    gradients per convolution), all from the host one by one, so where the launches were
    counted they, not the forward's calls, set the host's time.  Checkpointing reruns
    the forward's share of them (1 / (1 + ``backward_per_forward_op``))."""
    launches = workload.host_launches_per_step
    if launches is None:
        return 0.0
    forward_share = 1.0 / (1.0 + constant("backward_per_forward_op"))
    return float(launches) * (1.0 + float(checkpointing) * forward_share)


def lora_ops_per_module() -> float:
    return constant("lora_ops_per_module")


def eager_decode_token_s(
    layers: int, gpu_s: np.ndarray, per_op_s: float, extra_ops: float = 0.0, host: str = "hf"
) -> tuple[np.ndarray, float]:
    """(seconds per token, host seconds per token) of eager decoding on a GPU needing ``gpu_s``.

    The host issues :func:`decode_token_ops` calls at ``per_op_s`` each.  After the
    per-token sync the GPU idles until the prologue's calls reach the first weight read;
    from there it runs behind the host, so a token takes the longer of the host's whole
    time and the prologue plus the GPU's work.  ``extra_ops``: an adapter's calls."""
    issued = (decode_token_ops(layers, host) + extra_ops) * per_op_s
    prologue = profile_constant("decode_prologue_ops", host) * per_op_s
    return np.maximum(issued, prologue + gpu_s), issued
