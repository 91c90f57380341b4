"""Eager activation functions and dropout: the memory passes their kernels make.

A borrowed transformer's off-tensor-core work is its proxies' per activation value
(``estimator._elementwise_scale``), and the proxies — Lambda's PyTorch BERT, NVIDIA's
Deep Learning Examples code — run ``torch.nn.functional.gelu``, one fused kernel each way,
and dropout 0.1 after the attention output and the FFN output.  Training code that runs
its activation differently moves a different number of bytes over the FFN's intermediate
values, which no fit on BERT can know: Hugging Face's ``gelu_new`` (GPT-2) is eight
elementwise operations, some in FP32 under autocast; a gated FFN (Llama's SiLU) runs the
activation and a product over the gate and up projections; a decoder without dropout
skips two kernels per layer each way.  This module counts those bytes per token from the
code (``eager_activation_bytes`` in calibration.PRIORS) as the difference against the
proxies' implementation; the estimator turns them into seconds at the share of bandwidth
small elementwise kernels reach.  Only the eager tier pays: torch.compile and vendor
stacks fuse the activation into one kernel or a matmul epilogue, which is what the
proxies' fused kernel already stands for.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.calibration import prior
from dlbox.core.estimate.checkpointing import elementwise_rerun, ffn_width, parse_mode
from dlbox.core.estimate.models import arch_of
from dlbox.core.estimate.workloads import Workload, load_workloads

# Implementations that are one fused kernel each way, as the proxies' torch gelu.
FUSED = ("gelu", "gelu_tanh", "relu")


@dataclass(frozen=True)
class Kernels:
    """What a transformer's training code runs per layer: the FFN activation's
    implementation, the dropout probability after both residual branches, and the FFN
    intermediate width (values per token the activation reads)."""

    activation: str | None
    dropout: float | None
    ffn_width: float


def kernels_of(workload: Workload) -> Kernels | None:
    """The workload's activation, dropout and FFN width (None: not a transformer shape).

    Unset fields follow the model library: a gated FFN runs "glu", a decoder has no
    dropout (Llama, Mistral, Qwen, Phi-3 configs).  Otherwise they stay None, "as the
    proxies", and add nothing.
    """
    if not (workload.hidden and workload.layers and workload.params_matmul and workload.heads):
        return None
    spec = arch_of(workload)
    activation, dropout = workload.ffn_activation, workload.hidden_dropout
    if spec is not None and spec.is_transformer:
        if activation is None and spec.gated_ffn:
            activation = "glu"
        if dropout is None and spec.arch == "decoder":
            dropout = 0.0
    return Kernels(activation, dropout, ffn_width(workload, activation == "glu"))


def _bytes(activation: str, mode: str) -> tuple[float, float]:
    """(forward, backward) bytes per FFN value of ``activation`` in ``mode``."""
    table = prior("eager_activation_bytes")
    name = "fused" if activation in FUSED else activation
    if mode == "fp32":
        return tuple(table[f"{name}_fp32"])  # type: ignore[return-value]
    if mode == "pure16" and f"{name}_pure16" in table:
        return tuple(table[f"{name}_pure16"])  # type: ignore[return-value]
    return tuple(table[name])  # type: ignore[return-value]


def _dropout_bytes(mode: str) -> tuple[float, float]:
    table = prior("eager_activation_bytes")
    return tuple(table["dropout_fp32" if mode == "fp32" else "dropout"])  # type: ignore[return-value]


def _per_token_layer(k: Kernels, hidden: float, mode: str) -> tuple[float, float]:
    """(forward, backward) bytes per token and layer of the activation and the dropouts."""
    assert k.activation is not None and k.dropout is not None
    fwd, bwd = _bytes(k.activation, mode)
    out_f, out_b = fwd * k.ffn_width, bwd * k.ffn_width
    if k.dropout > 0.0:  # torch skips dropout at p = 0
        d_f, d_b = _dropout_bytes(mode)
        out_f += 2.0 * hidden * d_f
        out_b += 2.0 * hidden * d_b
    return out_f, out_b


@cache
def proxy_kernels(sources: tuple[str, ...], root: Path) -> list[Kernels] | None:
    """The implementation each calibrated proxy runs (``proxy_activation``), its FFN width
    as a multiple of the hidden width in ``ffn_width``; None when one of them is unknown.
    Read once per set of proxies and data folder (``root``, where the library is read)."""
    known = prior("proxy_activation")
    library = load_workloads()
    out = []
    for s in sources:
        if s not in known or s not in library:
            return None
        w = library[s]
        ratio = ffn_width(w, False) / float(w.hidden or 1)
        out.append(Kernels(known[s]["activation"], known[s]["hidden_dropout"], ratio))
    return out


def extra_bytes_per_sample(
    workload: Workload, sources: tuple[str, ...], mode: str, checkpointing: bool | str
) -> float:
    """Bytes per sample the workload's activation and dropout kernels move beyond what its
    proxies' implementation, scaled to its shape, already stands for (may be negative).

    ``mode`` is "mixed" (16-bit autocast over FP32 weights), "pure16" or "fp32";
    ``checkpointing`` (a mode of checkpointing.py) runs some or all of the forward's
    kernels again.  0 when the workload is itself
    calibrated, borrows from no known implementation, or its own is unknown.
    """
    if not sources or workload.id in sources or workload.task != "train":
        return 0.0
    mine = kernels_of(workload)
    theirs = proxy_kernels(sources, default_data_dir())
    if mine is None or theirs is None:
        return 0.0
    h = float(workload.hidden or 0)
    forwards = 1.0 + elementwise_rerun(workload, parse_mode(checkpointing))
    total = 0.0
    for p in theirs:
        # Unknown fields are "as the proxy": only the known ones differ.
        ours = Kernels(
            mine.activation if mine.activation is not None else p.activation,
            mine.dropout if mine.dropout is not None else p.dropout,
            mine.ffn_width,
        )
        # The proxy's share is carried over per activation value: its kernels over an FFN
        # of its own width ratio, at this workload's hidden width.
        as_proxy = Kernels(p.activation, p.dropout, p.ffn_width * h)
        f1, b1 = _per_token_layer(ours, h, mode)
        f0, b0 = _per_token_layer(as_proxy, h, mode)
        total += forwards * (f1 - f0) + (b1 - b0)
    per_token = total / len(theirs)
    return per_token * float(workload.layers or 0) * workload.tokens_per_sample
