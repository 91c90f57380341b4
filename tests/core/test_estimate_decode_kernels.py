"""Quantised decode kernels differ in how they unpack a weight, and attention without
flash differs in how often it reads the KV cache.

A kernel that converts every weight with an int-to-float instruction (ExLlama V1's
``__int2half_rn``, GPTQ-for-LLaMa, MLC's TVM cast) runs it on the conversion pipe at a
quarter of the integer rate, beside the shared integer work (test_estimate_dequant_pipes);
one that unpacks with bit tricks (llama.cpp's dp4a MMVQ, ExLlamaV2's 4-bit lop3 path,
tinygemm) has none.  One conversion a weight (four integer slots) stays under the shared
integer count, so at batch 1 the two kinds are predicted alike -- except where a kernel's
blocks are one warp (ExLlama V1) and an SM holds few of them (16 on compute capability
8.6).  ExLlamaV2 without flash attention copies K and V out to every query head before
PyTorch attention (``repeat_kv``), so a GQA model reads its KV cache several times per
token; at short context that is nothing, at 8k it is most of a token.
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.weight_formats import (
    DECODE_KERNELS,
    decode_kernel,
    expands_kv,
    kernel_of_stack,
    weight_format,
)
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.model_shapes import LLAMA2_7B

# mlc-ai/llm-perf-bench PR #1 (2023-08-05): ExLlama (V1), Llama-2-7B GPTQ 4-bit, batch 1,
# tokens/s (rows exllama-3090ti-llama2-7b-q4 and exllama-4090-llama2-7b-q4).
EXLLAMA_V1_7B = {"rtx-3090-ti": 112.72, "rtx-4090": 152.56}


def tokens_s(catalogue, gpu: str, workload=None, **settings) -> float:
    w = workload or resolve_workload("llm-8b-decode")
    s = TrainSettings(software_tier="compiled", **settings)
    return estimate_gpus(catalogue.get("gpu", gpu), 1, w, s).throughput


def llama2_7b(context: int = 512):
    return resolve_workload("llm-8b-decode").model_copy(update={**LLAMA2_7B, "seq_len": context})


def test_a_published_runs_stack_names_its_kernel():
    assert kernel_of_stack("ExLlama (V1), 4-bit GPTQ 128g") == "exllama-v1"
    assert kernel_of_stack("ExLlama (GPTQ 4-bit), CUDA 11.8") == "exllama-v1"
    assert kernel_of_stack("ExLlamaV2 (GPTQ 4-bit g128 kernels)") == "exllamav2"
    assert kernel_of_stack("GPTQ-for-LLaMa CUDA kernel in HF transformers") == "gptq-for-llama"
    assert kernel_of_stack("MLC LLM (TVM, CUDA 11.8), 4-bit weights") == "mlc"
    # llama.cpp and gpt-fast name no kernel: the format's own decides (MMVQ, tinygemm).
    assert kernel_of_stack("llama.cpp build 93bc3839 (3622), CUDA, Q4_K_M") is None
    assert decode_kernel(weight_format("Q4_K_M")).name == "mmvq"
    assert decode_kernel(weight_format("torchao-int4-g32")).name == "tinygemm"
    assert decode_kernel(weight_format("torchao-int8")).name == "inductor-int8"
    # ExLlamaV2's lop3 path is 4-bit only; its 8-bit weights are converted one by one.
    assert decode_kernel(weight_format("int4-g128"), "exllamav2").conversions == 0.0
    assert decode_kernel(weight_format("Q8_0"), "exllamav2").conversions == 1.0


def test_every_kernel_says_where_its_count_was_read():
    for kernel in DECODE_KERNELS.values():
        assert kernel.source and kernel.what
        # Whole conversions per weight: a nibble's (a half-to-float cast is an FP16 add).
        assert kernel.conversions in (0.0, 1.0)


def test_an_unknown_kernel_is_refused_with_the_valid_names():
    with pytest.raises(ValueError, match="mmvq"):
        TrainSettings(decode_kernel="exllama-v9")


def test_exllama_v1s_conversions_hide_under_its_integer_work(catalogue):
    seven = llama2_7b()
    fmt = {"weight_format": "int4-g128"}
    # On a 4090 (24 resident one-warp blocks per SM) the block limit does not bind either.
    v1 = tokens_s(catalogue, "rtx-4090", seven, decode_kernel="exllama-v1", **fmt)
    v2 = tokens_s(catalogue, "rtx-4090", seven, decode_kernel="exllamav2", **fmt)
    # Four slots of conversion per weight, on their own pipe, under the shared count.
    assert v1 == pytest.approx(v2, rel=0.01)


def test_exllama_v1s_one_warp_blocks_hold_it_back_where_an_sm_holds_16_blocks(catalogue):
    """ExLlama V1's blocks are one warp; compute capability 8.6 keeps 16 blocks per SM (8.9:
    24), so a 3090 Ti has 16 warps an SM loading its weights and an RTX 4090 24: on the same
    bandwidth, V1 falls behind ExLlamaV2 (4-warp blocks) on the 3090 Ti alone."""
    seven = llama2_7b()
    fmt = {"weight_format": "int4-g128"}
    v1, v2 = (
        tokens_s(catalogue, "rtx-3090-ti", seven, decode_kernel=k, **fmt)
        for k in ("exllama-v1", "exllamav2")
    )
    assert v1 < 0.9 * v2
    ada = tokens_s(catalogue, "rtx-4090", seven, decode_kernel="exllama-v1", **fmt)
    # llm-perf-bench PR #1: 152.6 / 112.7 = 1.35 (4090 over 3090 Ti, both 1,008 GB/s).
    assert ada / v1 == pytest.approx(
        EXLLAMA_V1_7B["rtx-4090"] / EXLLAMA_V1_7B["rtx-3090-ti"], rel=0.1
    )


def test_resident_warps_follow_the_block_limit_of_each_compute_capability():
    import numpy as np

    from dlbox.core.estimate.occupancy import resident_warps

    variants = np.array(["ampere/gddr", "ada/gddr", "ampere/hbm", "turing/gddr", "blackwell/gddr"])
    families = np.array(["ampere", "ada", "ampere", "turing", "blackwell"])
    one = resident_warps(variants, families, 1)
    assert one[:4].tolist() == [16.0, 24.0, 32.0, 16.0]
    assert np.isnan(one[4])  # no row for the architecture: unknown, never guessed
    # Four-warp blocks reach the warp limit (48, 48, 64, 32) before the block limit.
    assert resident_warps(variants[:4], families[:4], 4).tolist() == [48.0, 48.0, 64.0, 32.0]


def test_only_one_warp_blocks_are_capped(catalogue):
    seven = llama2_7b()
    fmt = {"weight_format": "int4-g128"}
    v2 = tokens_s(catalogue, "rtx-3090-ti", seven, decode_kernel="exllamav2", **fmt)
    # MLC's TVM kernel converts as V1 does, but its launch shape was not read: not capped.
    mlc = tokens_s(catalogue, "rtx-3090-ti", seven, decode_kernel="mlc", **fmt)
    assert mlc == pytest.approx(v2, rel=0.01)
    # GPTQ-for-LLaMa's blocks are 8 warps (BLOCKWIDTH 256): the warp limit, not the blocks.
    gptq = tokens_s(catalogue, "rtx-3090-ti", seven, decode_kernel="gptq-for-llama", **fmt)
    assert gptq == pytest.approx(v2, rel=0.01)


def test_exllama_v1_is_as_fast_as_published_on_a_4090(catalogue):
    predicted = tokens_s(
        catalogue, "rtx-4090", llama2_7b(), weight_format="int4-g128", decode_kernel="exllama-v1"
    )
    assert predicted == pytest.approx(EXLLAMA_V1_7B["rtx-4090"], rel=0.15)


def test_exllama_v1_is_as_fast_as_published_on_a_3090_ti(catalogue):
    # 16 resident one-warp blocks an SM at the rate each drew on our H200 (occupancy.py).
    predicted = tokens_s(
        catalogue, "rtx-3090-ti", llama2_7b(), weight_format="int4-g128", decode_kernel="exllama-v1"
    )
    assert predicted == pytest.approx(EXLLAMA_V1_7B["rtx-3090-ti"], rel=0.15)


def test_a_kernel_choice_never_touches_16_bit_weights(catalogue):
    seven = llama2_7b()
    plain = tokens_s(catalogue, "rtx-3090-ti", seven)
    named = tokens_s(catalogue, "rtx-3090-ti", seven, decode_kernel="exllama-v1")
    assert named == pytest.approx(plain)


LLAMA3_8B = {"heads": 32, "kv_heads": 8}


def test_attention_without_flash_reads_the_expanded_cache_at_long_context(catalogue):
    eight = resolve_workload("llm-8b-decode")
    assert (eight.heads, eight.kv_heads) == (LLAMA3_8B["heads"], LLAMA3_8B["kv_heads"])

    def rate(context: int, expanded: bool) -> float:
        w = eight.model_copy(update={"seq_len": context})
        return tokens_s(
            catalogue, "rtx-4090", w, weight_format="Q8_0", expanded_kv_attention=expanded
        )

    short = rate(400, True) / rate(400, False)
    long = rate(8800, True) / rate(8800, False)
    assert short > 0.93  # a few hundred tokens of cache: the weights dominate
    # 8.8k tokens of Llama 3 8B cache is ~1.2 GB a token against ~8.5 GB of 8-bit weights;
    # copied out to 4× the heads it is read 1 + 2 × 4 = 9 times: about half the speed.
    assert 0.4 < long < 0.65


def test_expanding_a_multi_head_cache_copies_nothing(catalogue):
    seven = llama2_7b(8800)  # 32 heads, 32 KV heads: repeat_kv hands back the cache
    fused = tokens_s(catalogue, "rtx-4090", seven, weight_format="Q8_0")
    expanded = tokens_s(
        catalogue, "rtx-4090", seven, weight_format="Q8_0", expanded_kv_attention=True
    )
    assert expanded == pytest.approx(fused)


def test_exllamav2_runs_without_flash_attention_are_read_as_expanded():
    on = "ExLlamaV2 (text-generation-webui ExLlamav2_HF), exl2 8 bpw, flash attention on"
    off = "ExLlamaV2 (text-generation-webui ExLlamav2_HF), exl2 8 bpw, flash attention off"
    assert not expands_kv(on)
    assert expands_kv(off)
    assert not expands_kv("llama.cpp master, CUDA, flash attention off")  # broadcasts, no copy


def test_cli_names_the_kernel_and_the_attention(capsys):
    import json

    from dlbox.cli import main

    args = [
        "estimate",
        "--gpu",
        "rtx-4090",  # 24 resident one-warp blocks an SM: V1's blocks do not bind it
        "--workload",
        "llm-8b-decode",
        "--tier",
        "compiled",
        "--weights",
        "int4-g128",
        "--json",
    ]
    assert main(args) == 0
    v2 = json.loads(capsys.readouterr().out)
    assert main([*args, "--decode-kernel", "exllama-v1"]) == 0
    v1 = json.loads(capsys.readouterr().out)
    assert v1["explain"]["settings"]["decode_kernel"] == "exllama-v1"
    # Its conversions run beside its integer work: at batch 1 no slower than ExLlamaV2.
    assert v1["throughput"] == pytest.approx(v2["throughput"], rel=0.01)
    assert main([*args, "--context", "8192", "--expanded-kv-attention"]) == 0
    expanded = json.loads(capsys.readouterr().out)
    assert main([*args, "--context", "8192"]) == 0
    fused = json.loads(capsys.readouterr().out)
    assert expanded["throughput"] < fused["throughput"]
    # A kernel the app does not know: exit 2 with one line naming the valid ones.
    with pytest.raises(SystemExit) as exit_:
        main([*args, "--decode-kernel", "nope"])
    assert exit_.value.code == 2
    assert "mmvq" in capsys.readouterr().err


def test_autoawq_runs_name_their_kernels():
    gemv = kernel_of_stack("AutoAWQ 0.1.6 (PyTorch eager, fused modules, AWQ GEMV kernel)")
    gemm = kernel_of_stack("AutoAWQ 0.1.6 (PyTorch eager, fused modules, AWQ GEMM kernel)")
    assert (gemv, gemm) == ("awq-gemv", "awq-gemm")
    fmt = weight_format("int4-g128")
    # llm-awq's GEMV converts each nibble to float (its FP16 input's __half2float is an FP16
    # add, HADD2.F32, not a conversion); its GEMM uses lop3.
    assert decode_kernel(fmt, gemv).conversions == 1.0
    assert decode_kernel(fmt, gemm).conversions == 0.0


def eager_int4(catalogue, context: int, **settings) -> float:
    w = llama2_7b(context)
    s = TrainSettings(software_tier="eager", weight_format="int4-g128", **settings)
    return estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, w, s).throughput


def test_autoawq_fused_decoding_waits_on_the_weights_not_the_host(catalogue):
    """Hugging Face generate's ~1,900 Python-level calls per 7B token hold an RTX 4090 to
    ~35 tokens/s whatever the context; AutoAWQ 0.1.x's fused blocks (the README's 0.1.6,
    ``autoawq-0.1``) issue ~1,000 cheap calls, so
    the card's weight and KV-cache traffic sets the pace and a long context slows it (its
    README: Vicuna 7B GEMV 199 tokens/s at 64 + 64 tokens, 133 at 2,048 + 2,048).

    examples/benchmark.py sizes the fused cache to the decode length (max_new_tokens =
    n_generate), so the long run attended over a window of at most 2,048 tokens, read by
    FasterTransformer's one block per head at a quarter of the 4090's bandwidth
    (attention_decode.py: the SMs' share, not fitted, lands it 15-20 % slow)."""
    hf_short, hf_long = eager_int4(catalogue, 128), eager_int4(catalogue, 4096)
    awq_short = eager_int4(catalogue, 128, decode_kernel="awq-gemv", serving_engine="autoawq-0.1")
    awq_long = eager_int4(catalogue, 2048, decode_kernel="awq-gemv", serving_engine="autoawq-0.1")
    assert hf_long == pytest.approx(hf_short, rel=0.02)
    assert awq_short > 4.0 * hf_short
    assert awq_long < 0.8 * awq_short
    assert awq_short == pytest.approx(198.8, rel=0.15)
    assert awq_long == pytest.approx(133.2, rel=0.25)


def test_the_explanation_says_when_one_warp_blocks_set_the_pace(catalogue):
    def notes(gpu: str) -> list[str]:
        s = TrainSettings(
            software_tier="compiled", weight_format="int4-g128", **{"decode_kernel": "exllama-v1"}
        )
        r = estimate_gpus(catalogue.get("gpu", gpu), 1, llama2_7b(), s)
        return [str(n) for n in r.explain["notes"] if "one warp" in str(n)]

    (ti,) = notes("rtx-3090-ti")
    assert "16 warps an SM" in ti
    assert notes("rtx-4090") == []  # its 24 warps an SM outpace the stream
