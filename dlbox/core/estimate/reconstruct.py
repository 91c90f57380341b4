"""How ExLlama's quantised matmuls scale with the rows a decode step multiplies.

ExLlama V1's q4_matmul_kernel gives each activation row its own blocks (THREADS_Y = 1,
grid y = rows: turboderp/exllama exllama_ext/cuda_func/q4_matmul.cu), so every row
unpacks the packed weights again: below its rebuild threshold the integer work grows with
the batch while the bytes, shared through L2 by rows scheduled together, do not.

ExLlama's kernels multiply by the packed 4-bit weights only while the activations have
few rows; from a threshold on they rebuild the whole matrix as FP16 in a scratch buffer
and hand it to cuBLAS.  A decode step's rows are its streams (one token each), so a
large enough batch pays, per token, the FP16 copy written once and read once by the
GEMM on top of the packed weights the rebuild itself reads.

bitsandbytes' 4-bit ``matmul_4bit`` does the same from its second row on: only an
activation of one row (``A.numel() == A.shape[-1]``, one stream's token without
gradients) takes the fused ``gemv_4bit``; any other goes through ``MatMul4Bit.forward``,
``F.linear(A, F.dequantize_4bit(B, quant_state).to(A.dtype).t(), bias)`` — the whole
matrix dequantised to a 16-bit copy, then a cuBLAS GEMM over it.  So Hugging Face
``generate`` over a bitsandbytes 4-bit model pays that copy for every matrix on every
token from batch 2 on, and on every prompt's prefill.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# Bytes per weight the rebuilt FP16 matrix costs: written by the rebuild, read by cuBLAS.
FP16_ROUND_TRIP_BYTES = 4.0


@dataclass(frozen=True)
class ReconstructRule:
    kernel: str
    min_rows: int  # first row count that takes the rebuild-and-cuBLAS path
    source: str


RULES: dict[str, ReconstructRule] = {
    r.kernel: r
    for r in (
        ReconstructRule(
            "exllama-v1",
            8,
            "exllama_ext.cpp q4_matmul: q4_matmul_cuda while x_height < matmul_recons_thd, "
            "else q4_matmul_recons_cuda (w->reconstruct(temp_dq), then cublasHgemm); "
            "matmul_recons_thd = 8 in turboderp/exllama's ExLlamaConfig and in AutoGPTQ's "
            "autogptq_post_init ('the default from exllama repo', AutoGPTQ/AutoGPTQ@005a942 "
            "auto_gptq/modeling/_utils.py; autogptq_extension/exllama/exllama_ext.cpp @b0ed914)",
        ),
        ReconstructRule(
            "exllamav2",
            33,
            "turboderp/exllamav2 exllamav2_ext/cuda/q_gemm.cu gemm_half_q_half_cuda: "
            "size_m > MAX_Q_GEMM_ROWS reconstructs then cublasHgemm; MAX_Q_GEMM_ROWS 32 "
            "(exllamav2_ext/config.h)",
        ),
        ReconstructRule(
            "bnb-gemv4bit",
            2,
            "bitsandbytes bitsandbytes/autograd/_functions.py matmul_4bit: F.gemv_4bit only "
            "where A.numel() == A.shape[-1] (one row) and A.requires_grad is False, else "
            "MatMul4Bit.apply, whose forward is F.linear(A, F.dequantize_4bit(B, quant_state)"
            ".to(A.dtype).t(), bias) (TimDettmers/bitsandbytes@29e3420; the same condition "
            "and forward in the 2023 0.41 releases that introduced gemv_4bit)",
        ),
    )
}


def reconstructs(kernel: str | None, rows: np.ndarray) -> np.ndarray:
    """1.0 where ``kernel`` rebuilds FP16 weights for a matmul of ``rows`` rows, else 0.0."""
    rule = RULES.get(kernel or "")
    rows = np.asarray(rows, dtype=float)
    if rule is None:
        return np.zeros(rows.shape)
    return (rows >= rule.min_rows).astype(float)


def reconstruct_bytes(kernel: str | None, weights: float, rows: np.ndarray) -> np.ndarray:
    """Extra bytes per forward of ``weights`` quantised weights at ``rows`` rows: the FP16
    copy's write and read where the kernel switches to cuBLAS, else 0."""
    return reconstructs(kernel, rows) * FP16_ROUND_TRIP_BYTES * weights


# ExLlama V1's kernel: one block row per activation row (q4_matmul.cu THREADS_Y = 1).
_PER_ROW_UNPACK = ("exllama-v1",)


def unpack_passes(kernel: str | None, rows: np.ndarray) -> np.ndarray:
    """Times a token's matmuls unpack every quantised weight: once per row for ExLlama V1's
    GEMV (each row's blocks unpack their own copy), once where the kernel rebuilds the FP16
    matrix instead or unpacks a row tile together (ExLlamaV2, llama.cpp, AWQ)."""
    rows = np.asarray(rows, dtype=float)
    if kernel not in _PER_ROW_UNPACK:
        return np.ones(rows.shape)
    return np.where(reconstructs(kernel, rows) > 0, 1.0, np.maximum(rows, 1.0))
