"""How a decode engine's split of one model over several GPUs sets its speed and memory.

The engine decides (settings.ENGINE_SPLITS, sources in docs/multi-gpu-split.md):

- "tensor": every layer's matrices are split, all GPUs stream their share at once, so their
  bandwidth and FLOPs add; two all-reduces per layer are paid (comm.tensor_parallel_seconds).
- "layers": each GPU holds a run of whole layers; a token's forward pass visits them in
  turn, so per token the time is the sum of each GPU's share — no faster than one GPU with
  the same bandwidth holding everything — plus one hand-over of the hidden state at each
  GPU boundary.  Memory adds: each GPU holds its layers' weights and KV cache.
- "single": the engine puts the whole model on one device; the others add nothing.
- "row" (llama.cpp's ``-sm row``): each weight matrix is split by rows over the GPUs, so
  their bandwidth adds for the weights; every product waits for the main GPU's input,
  copies it to each other GPU and copies each GPU's rows of the result back to the main
  GPU (ggml-cuda.cu ggml_cuda_op_mul_mat), which runs everything else (norms, rotary,
  attention over the KV cache it holds).  Split buffers also turn CUDA graphs off.

A batch of streams passes the GPUs together: llama.cpp overlaps GPUs only across the
micro-batches of one long prompt (pipeline parallelism), which is left out here, so a
layer split's prefill is priced as one GPU's (an upper bound on its time to first token).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from dlbox.core.estimate.comm import Links, latency
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, note

SPLITS: tuple[str, ...] = ("layers", "tensor", "single", "row")
# llama.cpp's products per decoder layer under -sm row, each on split weights: q, k, v and
# the output projection, the feed-forward's gate, up and down (llama_build_llama: separate
# wq/wk/wv tensors, ffn_gate/ffn_up/ffn_down); the output head adds one per token.
ROW_PRODUCTS_PER_LAYER = 7
# ggml keeps activations in F32 between backends; 16-bit stacks hand over half as much
# (the bytes are a few KiB per stream: the link's latency sets the cost either way).
HANDOFF_BYTES_PER_VALUE = 4.0


def speed_ways(split: str, count: np.ndarray) -> np.ndarray:
    """GPUs whose bandwidth and FLOPs add for one token: ``count`` under tensor parallel,
    1 when the GPUs take turns (layers) or only one is used."""
    n = np.asarray(count, dtype=float)
    return n if split in ("tensor", "row") else np.ones_like(n)


def kv_ways(split: str, count: np.ndarray) -> np.ndarray:
    """GPUs whose bandwidth reads the KV cache: all of them under tensor parallel (each holds
    its heads), 1 under a row split (the main GPU holds the cache and runs attention)."""
    n = np.asarray(count, dtype=float)
    return n if split == "tensor" else np.ones_like(n)


def tensor_parallel_ways(split: str, count: np.ndarray) -> np.ndarray:
    """GPUs tensor parallel's all-reduces span: ``count`` under "tensor", else 1 (none)."""
    n = np.asarray(count, dtype=float)
    return n if split == "tensor" else np.ones_like(n)


def row_gather_seconds(
    split: str,
    count: np.ndarray,
    tokens: np.ndarray | float,
    hidden: int,
    layers: int,
    links: Links,
) -> np.ndarray:
    """Seconds per forward pass a row split spends moving each product's input out to the
    other GPUs and their rows of its result back to the main GPU, in turn for every
    product: two small peer copies each (ggml_cuda_op_mul_mat: a cudaMemcpyPeerAsync of the
    q8_1 input to every other GPU after the main GPU's event, a 2-D peer copy of each GPU's
    rows back, and the main GPU waiting on every GPU's event), priced like the layer
    split's hand-over at the link's measured latency of one small collective plus the
    bytes (F32 rows out, the hidden state in) at the link's bandwidth.  0 for other splits
    and one GPU."""
    n = np.asarray(count, dtype=float)
    if split != "row":
        return np.zeros(np.shape(links.gbs))
    products = ROW_PRODUCTS_PER_LAYER * float(layers) + 1.0
    size = 2.0 * np.asarray(tokens, dtype=float) * float(hidden) * HANDOFF_BYTES_PER_VALUE
    with np.errstate(divide="ignore", invalid="ignore"):
        move = np.where(links.gbs > 0, size / (links.gbs * 1e9), 0.0)
    return np.where(n > 1.0, products * (2.0 * latency(links) + move), 0.0)


def memory_ways(split: str, count: np.ndarray | int) -> np.ndarray | int:
    """GPUs the weights and KV cache are divided over: all of them, unless one holds it all."""
    return 1 if split == "single" else count


def busy_share(split: str, count: np.ndarray) -> np.ndarray:
    """The share of a token each GPU works: all of it under tensor parallel and a row split
    (every GPU streams its rows of every product), 1/count when the GPUs take turns or only
    one of them works."""
    n = np.maximum(np.asarray(count, dtype=float), 1.0)
    return np.ones_like(n) if split in ("tensor", "row") else 1.0 / n


def handoff_seconds(
    split: str, count: np.ndarray, tokens: np.ndarray | float, hidden: int, links: Links
) -> np.ndarray:
    """Seconds per forward pass a layer split spends handing ``tokens`` rows of the hidden
    state from each GPU to the next: one small copy per boundary, priced at the link's
    measured latency of one small collective (comm.LATENCY_S, an upper bound for a single
    peer copy) plus its bytes at the link's bandwidth.  0 for other splits and one GPU."""
    n = np.asarray(count, dtype=float)
    if split != "layers":
        return np.zeros(np.shape(links.gbs))
    size = np.asarray(tokens, dtype=float) * float(hidden) * HANDOFF_BYTES_PER_VALUE
    with np.errstate(divide="ignore", invalid="ignore"):
        move = np.where(links.gbs > 0, size / (links.gbs * 1e9), 0.0)
    return np.maximum(n - 1.0, 0.0) * (latency(links) + move)


# The engine as the split note names it (product names, not words to translate).
_ENGINE_NAMES = {
    "llama.cpp": "llama.cpp",
    "llama.cpp-no-fa": "llama.cpp",
    "vllm": "vLLM",
    "autoawq": "AutoAWQ",
    "tinychat": "TinyChat",
}


def engine_name(engine: str, tier: str) -> str:
    """The engine's product name; "generic" is Hugging Face transformers when eager."""
    if engine in _ENGINE_NAMES:
        return _ENGINE_NAMES[engine]
    return 'Hugging Face transformers (device_map="auto")' if tier == "eager" else "PyTorch"


def describe(
    split: str, engine: str, tier: str, count: int, inference: dict[str, Any], link: Note
) -> Note:
    """One line for a decode estimate on several GPUs: how the engine splits the model, what
    that does to a token's speed and to memory, and what ``link`` (its words) costs."""
    name = engine_name(engine, tier)
    if split == "row":
        ms = float(np.asarray(inference["handoff_ms_per_token"]).ravel()[0])
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(engine)s splits every weight matrix by rows over the %(gpus)s GPUs (-sm "
                "row): their bandwidth adds for the weights, but the main GPU holds the KV "
                "cache and runs attention, each product's result is gathered on it "
                "(%(ms)s ms per token on %(link)s), and CUDA graphs are off",
            ),
            engine=name,
            gpus=str(count),
            ms=f"{ms:.2f}",
            link=link,
        )
    if split == "layers":
        ms = float(np.asarray(inference["handoff_ms_per_token"]).ravel()[0])
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(engine)s splits the model over the %(gpus)s GPUs by layers: a token passes "
                "them one after another, so it decodes no faster than one GPU holding the "
                "whole model; the GPUs add memory, not speed (handing the hidden state on "
                "costs %(ms)s ms per token on %(link)s)",
            ),
            engine=name,
            gpus=str(count),
            ms=f"{ms:.2f}",
            link=link,
        )
    if split == "single":
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "%(engine)s loads the whole model onto one GPU: the other %(idle)s add neither "
                "memory nor speed",
            ),
            engine=name,
            idle=str(count - 1),
        )
    ms = float(np.asarray(inference["tp_ms_per_token"]).ravel()[0])
    return note(
        QT_TRANSLATE_NOOP(
            "Estimate",
            "every layer is split over the %(gpus)s GPUs (tensor parallel, as %(engine)s runs "
            "it): their bandwidth adds, and two all-reduces per layer cost %(ms)s ms per token "
            "on %(link)s",
        ),
        engine=name,
        gpus=str(count),
        ms=f"{ms:.2f}",
        link=link,
    )
