"""ExLlama's quantised matmul stops being a GEMV past a row count: it rebuilds the whole
FP16 matrix and calls cuBLAS (ExLlama V1 from 8 rows, ExLlamaV2 past 32).  A decode step's
rows are its streams, so batch 8 on ExLlama V1 reads and writes four more bytes per weight
than batch 4, and a user sees the batch-8 token take visibly longer than batch 4's."""

from __future__ import annotations

import numpy as np

from dlbox.core.estimate.reconstruct import RULES, reconstruct_bytes, reconstructs, unpack_passes
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.decode_time import token_ms as decode_token_ms
from tests.core.model_shapes import LLAMA2_13B

# Llama 2 13B at the 1,024 tokens of the optimum GPTQ benchmark rows (external.csv fresh13).
LLAMA2_13B_1K = {**LLAMA2_13B, "seq_len": 1024}


def token_ms(catalogue, batch: int, kernel: str | None, weights: str = "int4-g128") -> float:
    w = resolve_workload("llm-8b-decode").model_copy(update=LLAMA2_13B_1K)
    return decode_token_ms(
        catalogue,
        "a100-sxm4-80gb",
        w,
        software_tier="compiled",
        batch_per_gpu=batch,
        weight_format=weights,
        decode_kernel=kernel,
    )


def test_the_switch_follows_each_kernels_source():
    rows = np.array([1, 4, 7, 8, 16, 32, 33])
    assert reconstructs("exllama-v1", rows).tolist() == [0, 0, 0, 1, 1, 1, 1]
    assert reconstructs("exllamav2", rows).tolist() == [0, 0, 0, 0, 0, 0, 1]
    # bitsandbytes' matmul_4bit runs gemv_4bit only for a one-row activation.
    assert reconstructs("bnb-gemv4bit", rows).tolist() == [0, 1, 1, 1, 1, 1, 1]
    # Kernels without such a path (llama.cpp's MMVQ, AWQ's GEMV) and an unnamed kernel: never.
    assert not reconstructs("mmvq", rows).any()
    assert not reconstructs(None, rows).any()
    assert all(rule.source for rule in RULES.values())


def test_rebuilt_weights_cost_an_fp16_write_and_read():
    weights = 12_687_769_600.0
    assert reconstruct_bytes("exllama-v1", weights, np.array([4]))[0] == 0.0
    assert reconstruct_bytes("exllama-v1", weights, np.array([8]))[0] == 4.0 * weights


def test_exllama_v1_batch_8_token_costs_the_rebuild(catalogue):
    # At 8 streams ExLlama V1 rebuilds FP16 weights, ExLlamaV2 still runs its GEMV: the
    # difference is about 4 B x 12.7 G weights at the A100's ~2 TB/s, over 20 ms a token.
    assert token_ms(catalogue, 8, "exllama-v1") - token_ms(catalogue, 8, "exllamav2") > 20.0
    # ExLlamaV2 rebuilds too, only past 32 streams.
    assert token_ms(catalogue, 33, "exllamav2") - token_ms(catalogue, 32, "exllamav2") > 20.0


def test_exllama_v1_unpacks_the_weights_again_for_every_row():
    rows = np.array([1, 2, 4, 7, 8, 16])
    # One block row per activation row (q4_matmul.cu THREADS_Y = 1); the rebuild unpacks once.
    assert unpack_passes("exllama-v1", rows).tolist() == [1, 2, 4, 7, 1, 1]
    assert unpack_passes("exllamav2", rows).tolist() == [1] * 6
    assert unpack_passes(None, rows).tolist() == [1] * 6


def test_on_an_a100_exllama_v1_batch_4_is_integer_bound(catalogue):
    # The A100 has few integer lanes per byte: four rows' unpacking outruns the weight
    # stream, so ExLlama V1's batch-4 token takes clearly longer than ExLlamaV2's.
    assert token_ms(catalogue, 4, "exllama-v1") > 1.5 * token_ms(catalogue, 4, "exllamav2")


def test_bitsandbytes_4bit_decodes_through_a_16_bit_copy_from_the_second_stream(catalogue):
    # One stream: the fused GEMV reads the 4.5-bit weights, faster than fp16's 16 bits.
    assert token_ms(catalogue, 1, None, "bnb-nf4") < token_ms(catalogue, 1, None, "F16")
    # Two streams: every matrix is dequantised to a 16-bit copy, written and read again on
    # top of the packed read, so the token now takes longer than fp16's (about 4 B x 12.7 G
    # weights at the A100's ~2 TB/s: over 20 ms more than its one-stream token).
    assert token_ms(catalogue, 2, None, "bnb-nf4") > token_ms(catalogue, 2, None, "F16")
    assert token_ms(catalogue, 2, None, "bnb-nf4") - token_ms(catalogue, 1, None, "bnb-nf4") > 20.0
