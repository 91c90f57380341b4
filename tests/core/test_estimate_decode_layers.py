"""Compiled decoding: the weights at a share of bandwidth plus a cost per decoder layer.

Each layer's ~20 small kernels cost a few µs per token however small the model or its
share of the weights, so a small model or a tensor-parallel split gains less than its
bytes say; a stack that launches each kernel by itself (llama.cpp without CUDA graphs)
pays more per layer; quantised kernels take the longer of streaming their fewer bytes and
unpacking them at the card's integer rate.

The published runs quoted here are rows of data/benchmarks/external.csv that the decode
terms were chosen and fitted with (in source for the terms): these tests hold the app to
them, they do not prove it out of source (docs/estimator-accuracy.md).
"""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.weight_formats import stored_bytes, weight_format
from dlbox.core.estimate.workloads import resolve_workload
from tests.core.model_shapes import LLAMA2_7B, LLAMA32_1B

# gpt-fast README (meta-pytorch/gpt-fast @ 258ae2ec), A100-SXM4-80GB, batch 1, tokens/s.
GPTFAST_L31_8B = {1: 93.89, 2: 149.1, 8: 276.01}
GPTFAST_L2_7B_BF16 = 104.9
GPTFAST_L2_7B_INT4 = 196.8
# ggml-org/llama.cpp PR #12183 (gaugarg-nv, 2025-03-17), RTX 4090, Q4_K_M, tokens/s.
LLAMACPP_4090 = {"qwen2-1.5b": 344.43, "llama32-3b": 269.83}
# ggml-org/llama.cpp PR #6766 (JohannesGaessler, 2024-04-19): LLaMA 2 7B Q4_0 on an RTX
# 3090, the same build without and with CUDA graphs.
LLAMACPP_3090_GRAPHS = {"off": 116.31, "on": 128.27}

LLAMA32_3B = {
    "params_total": 3212749824,
    "params_matmul": 2818572288,
    "layers": 28,
    "hidden": 3072,
    "heads": 24,
    "kv_heads": 8,
    "vocab": 128256,
}
QWEN2_15B = {
    "params_total": 1543714304,
    "params_matmul": 1310195712,
    "layers": 28,
    "hidden": 1536,
    "heads": 12,
    "kv_heads": 2,
    "vocab": 151936,
}


def model(config: dict | None = None, context: int = 256):
    base = resolve_workload("llm-8b-decode")
    return base.model_copy(update={**(config or {}), "seq_len": context})


def rate(catalogue, gpu, count=1, workload=None, **settings):
    settings.setdefault("software_tier", "compiled")
    est = estimate_gpus(
        catalogue.get("gpu", gpu), count, workload or model(), TrainSettings(**settings)
    )
    return est


def weight_bytes(config: dict, fmt: str) -> float:
    head = config["hidden"] * config["vocab"]
    return stored_bytes(weight_format(fmt), config["params_matmul"], head, 0.0)


def test_tensor_parallel_8b_decode_on_a100s_speeds_up_by_the_published_ratio(catalogue):
    one = rate(catalogue, "a100-sxm4-80gb").throughput
    for n in (2, 8):
        many = rate(catalogue, "a100-sxm4-80gb", n)
        published = GPTFAST_L31_8B[n] / GPTFAST_L31_8B[1]
        # 2 GPUs: 1.59× faster, not 2×; 8 GPUs: 2.9×, not 8× — every GPU still pays each
        # layer's kernels and two all-reduces per layer.
        assert many.throughput / one == pytest.approx(published, rel=0.15), n
    eight = rate(catalogue, "a100-sxm4-80gb", 8)
    # An eighth of the weights each: the layers' kernels now take longer than the reads,
    # and the explanation says so.
    assert eight.bottleneck == "kernel_launches"
    assert any("layers' small kernels" in note for note in eight.explain["notes"])
    assert eight.explain["inference"]["kernels_ms_per_token"] > 1.0


def test_a_small_model_gains_less_than_its_bytes_on_a_fast_card(catalogue):
    qwen = model(QWEN2_15B, 210)
    llama = model(LLAMA32_3B, 210)
    # The PR's own build (March 2025, before the year's kernel fusions).
    settings = {
        "serving_engine": "llama.cpp",
        "weight_format": "Q4_K_M",
        "llamacpp_build_date": "2025-03-17",
    }
    small = rate(catalogue, "rtx-4090", workload=qwen, **settings).throughput
    big = rate(catalogue, "rtx-4090", workload=llama, **settings).throughput
    published = LLAMACPP_4090["qwen2-1.5b"] / LLAMACPP_4090["llama32-3b"]
    byte_ratio = weight_bytes(LLAMA32_3B, "Q4_K_M") / weight_bytes(QWEN2_15B, "Q4_K_M")
    # Half the bytes, the same 28 layers: 1.28× faster, not 2×.  The app says ~1.5× (its
    # 3B run is its worst llama.cpp miss, -21 %): inside its decode band, far from 2×.
    assert small / big == pytest.approx(published, rel=0.21)
    assert small / big < 0.8 * byte_ratio


def test_a_1b_on_an_h100_beats_an_8b_by_less_than_the_byte_ratio(catalogue):
    small = rate(catalogue, "h100-sxm", workload=model(LLAMA32_1B)).throughput
    big = rate(catalogue, "h100-sxm", workload=model()).throughput
    eight = resolve_workload("llm-8b-decode")
    bytes_8b = weight_bytes(
        {"params_matmul": eight.params_matmul, "hidden": eight.hidden, "vocab": eight.vocab},
        "F16",
    )
    byte_ratio = bytes_8b / weight_bytes(LLAMA32_1B, "F16")
    # ~6× fewer bytes but half the layers: faster by well under the bytes' ratio.
    assert 2.0 < small / big < 0.8 * byte_ratio


def test_llama_cpp_cuda_graphs_gain_what_the_same_build_measured(catalogue):
    seven = model(LLAMA2_7B, 128)
    settings = {"workload": seven, "serving_engine": "llama.cpp", "weight_format": "Q4_0"}
    on = rate(catalogue, "rtx-3090", **settings).throughput
    off = rate(catalogue, "rtx-3090", cuda_graphs=False, **settings).throughput
    # An RTX 3090 is above llama.cpp's graph gate: graphs on unless the build had none.
    assert rate(catalogue, "rtx-3090", cuda_graphs=True, **settings).throughput == on
    published = LLAMACPP_3090_GRAPHS["on"] / LLAMACPP_3090_GRAPHS["off"]
    assert on / off == pytest.approx(published, rel=0.05)


def test_llama_cpp_on_a_pascal_card_launches_each_kernel(catalogue):
    # A build of before 2025's kernel fusions, so that only the launches differ from vLLM.
    settings = {
        "serving_engine": "llama.cpp",
        "weight_format": "Q4_K_M",
        "llamacpp_build_date": "2024-06",
    }
    pascal = rate(catalogue, "gtx-1080", **settings)
    graphed = rate(catalogue, "gtx-1080", cuda_graphs=True, **settings)
    assert pascal.throughput < graphed.throughput
    note = next(n for n in pascal.explain["notes"] if "layers' small kernels" in n)
    assert "one by one" in note
    # vLLM and gpt-fast replay graphs on any GPU: no launch penalty.
    assert rate(catalogue, "gtx-1080", weight_format="Q4_K_M").throughput == pytest.approx(
        graphed.throughput
    )


def test_quantised_kernels_gain_less_than_their_bytes(catalogue):
    seven = model(LLAMA2_7B, 205)
    bf16 = rate(catalogue, "a100-sxm4-80gb", workload=seven).throughput
    int4 = rate(
        catalogue, "a100-sxm4-80gb", workload=seven, weight_format="torchao-int4-g32"
    ).throughput
    byte_ratio = weight_bytes(LLAMA2_7B, "F16") / weight_bytes(LLAMA2_7B, "torchao-int4-g32")
    # gpt-fast: 1.9× faster at 3.2× fewer bytes.
    assert 1.0 < int4 / bf16 < 0.7 * byte_ratio


@pytest.mark.xfail(
    strict=True,
    reason="one shared count of integer operations per weight (7.0 with ExLlama V1, "
    "GPTQ-for-LLaMa and MLC paying their int-to-float conversions themselves) still "
    "over-charges torchao's tinygemm int4 on an A100: predicted 1.52x over bf16 where "
    "gpt-fast measured 1.88x. Charging torch.compile's int8 a conversion per weight made "
    "tinygemm pass but put the fourth validation set's torchao int8 rows at -23 %, so it "
    "was dropped (2026-11-26). Since the conversions run beside the integer work "
    "(2026-11-27) the count is 7.5 and the ratio 1.44x. Strict: remove the marker when "
    "this passes.",
)
def test_tinygemm_int4_gains_what_gpt_fast_measured(catalogue):
    """tinygemm unpacks int4 with bit operations (no int-to-float instruction per weight,
    weight_formats.DECODE_KERNELS) and its shared count is no longer held up by kernels
    that convert every weight (torch.compile's int8, ExLlama V1, MLC)."""
    seven = model(LLAMA2_7B, 205)
    bf16 = rate(catalogue, "a100-sxm4-80gb", workload=seven).throughput
    int4 = rate(
        catalogue, "a100-sxm4-80gb", workload=seven, weight_format="torchao-int4-g32"
    ).throughput
    assert int4 / bf16 == pytest.approx(GPTFAST_L2_7B_INT4 / GPTFAST_L2_7B_BF16, rel=0.15)


@pytest.mark.parametrize(("bits", "name"), [(16, "F16"), (8, "Q8_0"), (4, "Q4_0")])
def test_bits_read_the_same_bytes_as_the_format_they_name(catalogue, bits, name):
    by_bits = rate(catalogue, "rtx-4090", inference_bits=bits)
    by_name = rate(catalogue, "rtx-4090", weight_format=name)
    assert by_bits.throughput == pytest.approx(by_name.throughput)
    assert by_bits.memory_gb == pytest.approx(by_name.memory_gb)


# XiongjieDai/GPU-Benchmarks-on-LLM-Inference (README @ 00dd2bd), llama.cpp, tokens/s:
# LLaMA 2 7B on an H100 PCIe (Dec 2023 build), Llama 3 8B on an RTX 4080 (May 2024).
XDAI_H100PCIE_L2_7B = {"F16": 83.32, "Q4_0": 133.77}
XDAI_4080_L3_8B = {"F16": 40.58, "Q4_K_M": 108.15}


def _dequant_cost(catalogue, gpu: str, workload, fmt: str, ops: float) -> float:
    """Tokens/s with the dequantisation costing ``ops`` integer operations per weight."""
    import copy

    from dlbox.core.estimate.calibration import load_calibration
    from dlbox.core.estimate.estimator import estimate_arrays
    from dlbox.core.estimate.hardware import gpu_arrays

    cal = copy.deepcopy(load_calibration())
    cal.tiers = {**cal.tiers, "decode_dequant_ops": ops}
    hw = gpu_arrays(catalogue.table("gpu").loc[[gpu]])
    settings = TrainSettings(software_tier="compiled", weight_format=fmt)
    r = estimate_arrays(hw, 1, workload, settings, calibration=cal)
    return float(r["gpu_system_samples"][0])


def test_dequantisation_work_never_touches_16_bit_weights(catalogue):
    seven = model(LLAMA2_7B, 1024)
    cheap, dear = (_dequant_cost(catalogue, "h100-pcie", seven, "F16", k) for k in (0.0, 16.0))
    assert cheap == pytest.approx(dear)
    cheap, dear = (_dequant_cost(catalogue, "h100-pcie", seven, "Q4_0", k) for k in (0.0, 16.0))
    assert dear < 0.8 * cheap


def test_an_h100_gains_less_from_4_bit_weights_than_a_geforce_card(catalogue):
    """GeForce Ampere/Ada have 9-28 INT32 operations per byte of bandwidth and stream a
    4-bit GEMV at about their 16-bit rate; an H100 PCIe has ~6 and spends the time on
    unpacking. These fresh2 runs were seen when the term was chosen (docs)."""
    seven = model(LLAMA2_7B, 1024)
    h100 = {
        f: rate(catalogue, "h100-pcie", workload=seven, weight_format=f).throughput
        for f in XDAI_H100PCIE_L2_7B
    }
    eight = model(context=512)
    ada = {
        f: rate(catalogue, "rtx-4080", workload=eight, weight_format=f).throughput
        for f in XDAI_4080_L3_8B
    }
    gain_h100 = h100["Q4_0"] / h100["F16"]
    gain_ada = ada["Q4_K_M"] / ada["F16"]
    assert gain_h100 < gain_ada
    assert gain_h100 == pytest.approx(
        XDAI_H100PCIE_L2_7B["Q4_0"] / XDAI_H100PCIE_L2_7B["F16"], rel=0.15
    )
    assert gain_ada == pytest.approx(XDAI_4080_L3_8B["Q4_K_M"] / XDAI_4080_L3_8B["F16"], rel=0.15)
