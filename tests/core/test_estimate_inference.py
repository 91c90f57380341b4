"""LLM serving: decode reads the weights per token, prefill is compute, streams share reads."""

from __future__ import annotations

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus


def decode(catalogue, gpu="rtx-4090", count=1, **settings):
    return estimate_gpus(
        catalogue.get("gpu", gpu), count, "llm-8b-decode", TrainSettings(**settings)
    )


def test_fewer_weight_bits_decode_faster(catalogue):
    rates = [
        decode(catalogue, software_tier="vendor", inference_bits=b).throughput for b in (16, 8, 4)
    ]
    assert rates[0] < rates[1] < rates[2]
    # Bandwidth-bound: 4-bit reads ~3.5× fewer bytes, the fixed cost per token keeps it below.
    assert 2.0 < rates[2] / rates[0] < 3.6


def test_a_lora_adapter_slows_decoding(catalogue):
    plain = decode(catalogue, software_tier="compiled", inference_bits=4)
    lora = decode(catalogue, software_tier="compiled", inference_bits=4, adapter="lora")
    assert lora.throughput < 0.95 * plain.throughput
    assert lora.explain["settings"]["adapter"] == "lora"


def test_concurrent_streams_share_the_weight_reads(catalogue):
    one = decode(catalogue, software_tier="vendor", batch_per_gpu=1).explain["inference"]
    many = decode(catalogue, software_tier="vendor", batch_per_gpu=16).explain["inference"]
    assert many["tokens_per_s_total"] > 8 * one["tokens_per_s_total"]
    assert many["tokens_per_s_per_stream"] < one["tokens_per_s_per_stream"]
    assert many["concurrency"] == 16


def test_time_to_first_token_grows_with_the_prompt(catalogue):
    short = decode(catalogue, software_tier="vendor", context_tokens=512).explain["inference"]
    long = decode(catalogue, software_tier="vendor", context_tokens=8192).explain["inference"]
    assert long["context_tokens"] == 8192
    assert long["time_to_first_token_ms"] > 10 * short["time_to_first_token_ms"]
    # An 8k-token prompt of an 8B model is ~130 TFLOP: tens to hundreds of ms on a 4090.
    assert 100 < long["time_to_first_token_ms"] < 3000


def test_tensor_parallel_over_pcie_pays_latency_and_says_so(catalogue):
    one = decode(catalogue, software_tier="vendor", inference_bits=4)
    two = decode(catalogue, count=2, software_tier="vendor", inference_bits=4)
    # Half the bytes per GPU, but two all-reduces per layer per token on a host-staged link.
    assert two.throughput < 2 * one.throughput
    assert two.explain["inference"]["tensor_parallel_ms_per_token"] > 1.0
    assert any("tensor parallel over 2 GPUs" in n for n in two.explain["notes"])


def test_nvswitch_tensor_parallel_costs_less_per_token_than_pcie(catalogue):
    def tp_ms(gpu: str) -> float:
        est = decode(catalogue, gpu, 4, software_tier="vendor")
        return est.explain["inference"]["tensor_parallel_ms_per_token"]

    assert 0 < tp_ms("h100-sxm") < tp_ms("rtx-4090") / 3


@pytest.mark.parametrize("gpu", ["tesla-p40", "rtx-3080", "rtx-4090", "h100-sxm"])
def test_decode_at_batch_one_is_bounded_by_bandwidth(catalogue, gpu):
    card = catalogue.get("gpu", gpu)
    est = decode(catalogue, gpu, software_tier="vendor", inference_bits=4)
    weight_gb = 8.03e9 * 4.5 / 8 / 1e9
    assert est.throughput < card.mem_bw_gbs / weight_gb
