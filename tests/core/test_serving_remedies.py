"""Serving that does not fit is offered what a practitioner would try first — fewer
concurrent streams, an 8-bit KV cache, fewer weight bits, a shorter context — each
re-estimated, with its tokens/s."""

from __future__ import annotations

import re

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from dlbox.core.messages import render
from dlbox.core.rules.remedy_text import remedy_message


@pytest.fixture(scope="module")
def llama8b():
    return workload_from_spec(model_spec("llama-3.1-8b"), task="decode")


def serve(catalogue, workload, **settings):
    return estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, workload, TrainSettings(**settings))


def serve_on(catalogue, workload, count, **settings):
    gpu = catalogue.get("gpu", "rtx-4090")
    return estimate_gpus(gpu, count, workload, TrainSettings(**settings))


def tokens_per_s(catalogue, workload, remedy, base):
    again = serve_on(catalogue, workload, remedy["count"], **{**base, **remedy["settings"]})
    assert again.fits, remedy["label"]
    return again.explain["inference"]["tokens_per_s_total"]


def test_128k_context_on_a_24gb_card_is_offered_a_shorter_context_and_an_8bit_kv_cache(
    catalogue, llama8b
):
    base = {"context_tokens": 131_072}
    est = serve(catalogue, llama8b, **base)
    assert not est.fits  # 15 GiB of weights and 16 GiB of KV cache on a 24 GB card
    remedies = {r["label"]: r for r in est.memory["remedies"]}
    # An 8-bit cache alone (8 GiB) leaves 24 GiB, inside the error band of 23.6 usable: not
    # a remedy, since it may still run out; with 8-bit weights too it fits outright.
    assert "8-bit KV cache" not in remedies
    assert serve(catalogue, llama8b, **base, kv_cache_bits=8).memory["verdict"] != "fits"
    assert "8-bit KV cache and 8-bit weights" in remedies
    shorter = [r for label, r in remedies.items() if label.startswith("context ")]
    assert shorter, list(remedies)
    context = shorter[0]["settings"]["context_tokens"]
    assert 16_384 <= context < 131_072
    assert shorter[0]["label"] == f"context {context:,} tokens"
    unchanged = est.explain["inference"]["tokens_per_s_total"]
    for remedy in remedies.values():
        # Each remedy fits when applied, and its speed is what the estimator then says.
        rate = tokens_per_s(catalogue, llama8b, remedy, base)
        assert remedy["speed"] == pytest.approx(rate / unchanged, rel=1e-6)
    # Less KV cache to read per token: both decode faster than the 128k run would.
    assert remedies["8-bit KV cache and 8-bit weights"]["speed"] > 1.0
    assert shorter[0]["speed"] > 1.0


def test_streams_that_do_not_fit_are_offered_fewer_streams_at_a_lower_aggregate_rate(
    catalogue, llama8b
):
    base = {"context_tokens": 8_192, "batch_per_gpu": 64}
    est = serve(catalogue, llama8b, **base)
    assert not est.fits
    fewer = [
        r for r in est.memory["remedies"] if re.fullmatch(r"\d+ concurrent streams", r["label"])
    ]
    assert fewer, [r["label"] for r in est.memory["remedies"]]
    streams = fewer[0]["settings"]["batch_per_gpu"]
    assert 1 < streams < 64
    assert fewer[0]["label"] == f"{streams} concurrent streams"
    # The most that fit outright (below the error band): one more stream does not.
    assert fewer[0]["verdict"] == "fits"
    more = serve(catalogue, llama8b, **{**base, "batch_per_gpu": streams + 1}).memory
    assert more["verdict"] != "fits"
    assert more["peak_gib"] > more["usable_gib"] * (1.0 - more["band"]) >= fewer[0]["peak_gib"]
    rate = tokens_per_s(catalogue, llama8b, fewer[0], base)
    assert rate < est.explain["inference"]["tokens_per_s_total"]
    assert fewer[0]["speed"] < 1.0
    # Fewer streams change nothing about the model served: listed before the methods.
    assert est.memory["remedies"][0] is fewer[0] or est.memory["remedies"][0] == fewer[0]


def test_an_8bit_kv_cache_halves_the_cache_and_is_read_faster(catalogue, llama8b):
    # A compiled server reads the cache at the GPU's pace; eager Hugging Face decoding of
    # an 8B model on a 4090 waits on its host, where a smaller cache buys nothing.
    full = serve(catalogue, llama8b, context_tokens=32_768, software_tier="compiled")
    half = serve(
        catalogue, llama8b, context_tokens=32_768, kv_cache_bits=8, software_tier="compiled"
    )
    kv16 = full.memory["components_gib"]["kv_cache"]
    assert kv16 == pytest.approx(4.0, rel=0.01)  # 128 KiB per token × 32k (HF's table scaled)
    assert half.memory["components_gib"]["kv_cache"] == pytest.approx(kv16 / 2)
    assert half.throughput > full.throughput
    # At 8k tokens: at 32k generate's concatenated cache, read and rewritten every token
    # (kv_cache_layout.py), brings the GPU's own work up to the host's.
    eager = serve(catalogue, llama8b, context_tokens=8_192, kv_cache_bits=8)
    assert eager.bottleneck == "host_dispatch"


def test_decode_at_128k_counts_one_prefill_chunk_not_the_whole_prompt(catalogue, llama8b):
    long = serve(catalogue, llama8b, context_tokens=131_072, inference_bits=4)
    short = serve(catalogue, llama8b, context_tokens=8_192, inference_bits=4)
    act = long.memory["components_gib"]["activations"]
    # One layer's FFN-wide tensors over an 8,192-token chunk: about half a GiB, whatever
    # the prompt's length (was 8 GiB, the whole 128k prompt at once).
    assert act < 1.0
    assert act == pytest.approx(short.memory["components_gib"]["activations"], rel=1e-6)


@pytest.mark.parametrize(
    "label",
    [
        "8-bit KV cache",
        "8-bit KV cache and 8-bit weights",
        "1 concurrent stream",
        "4 concurrent streams",
        "4 concurrent streams with 8-bit KV cache",
        "context 32,768 tokens",
    ],
)
def test_serving_remedy_labels_are_translatable(label):
    message = remedy_message(label)
    assert not isinstance(message, str), label
    assert render(message) == label


def test_prefill_peak_matches_vllms_profile_runs_on_a_3090():
    # vLLM's own profiling of Llama 3.1 8B on an RTX 3090 (vllm#10517): weights plus one
    # forward pass over 20,000, 29,000 and (chunked) 512 tokens.
    from dlbox.core.estimate.memory_check import evaluate_point, load_points

    points = load_points()
    rows = points[points["measure"] == "prefill"]
    assert len(rows) >= 3
    for _, row in rows.iterrows():
        got = evaluate_point(dict(row))["predicted"]
        assert got == pytest.approx(float(row["reported_gib"]), rel=0.05), row["id"]


def test_cli_serves_with_an_8bit_kv_cache_and_rejects_it_for_training(capsys):
    import json

    from dlbox.cli import main

    args = ["estimate", "--gpu", "rtx-4090", "--model", "llama-3.1-8b", "--task", "decode"]
    # A plain server's FP8 cache (llama.cpp's q8_0 keeps a scale per 32 values: 8.5 bits).
    args += ["--context", "131072", "--engine", "generic", "--json"]
    assert main(args) == 1  # 16-bit cache: does not fit
    plain = json.loads(capsys.readouterr().out)
    assert main([*args, "--kv-cache-bits", "8", "--bits", "8"]) == 0
    small = json.loads(capsys.readouterr().out)
    assert small["explain"]["inference"]["kv_cache_bits"] == 8
    kv = small["memory"]["components_gib"]["kv_cache"]
    assert kv == pytest.approx(plain["memory"]["components_gib"]["kv_cache"] / 2)
    code = main(
        ["estimate", "--gpu", "rtx-4090", "--workload", "llama3-8b-lora", "--kv-cache-bits", "8"]
    )
    assert code == 2
    assert "--kv-cache-bits applies to decode workloads" in capsys.readouterr().err


def test_the_shorter_context_offered_is_the_one_the_memory_report_names_worked_out_once(
    catalogue, llama8b, monkeypatch
):
    import dlbox.core.estimate.serving_context as serving_context

    calls: list[int] = []
    real = serving_context.longest_context

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(serving_context, "longest_context", counted)
    est = serve(catalogue, llama8b, context_tokens=131_072, batch_per_gpu=8)
    longest = est.memory["longest_context"]
    assert 1024 <= longest < 131_072
    labels = [r["label"] for r in est.memory["remedies"]]
    assert f"context {longest:,} tokens" in labels
    assert len(calls) == 1  # the remedies and the report share one answer
