"""Serving memory on real stacks: vLLM takes gpu_memory_utilization × the card and fills
what the weights and its profile run leave with KV cache, so the question is how many
sequences of the chosen context fit in that pool; llama.cpp without FlashAttention keeps
every layer's attention scores (context × heads × micro-batch, FP32) in its compute buffer."""

from __future__ import annotations

import json
import math

import pytest

from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.memory import GIB, constant
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.workloads import workload_from_spec
from dlbox.core.messages import render
from dlbox.core.rules.remedy_text import remedy_message


@pytest.fixture(scope="module")
def llama8b():
    return workload_from_spec(model_spec("llama-3.1-8b"), task="decode")


def serve(catalogue, workload, gpu="rtx-4090", count=1, **settings):
    return estimate_gpus(catalogue.get("gpu", gpu), count, workload, TrainSettings(**settings))


def test_vllm_pool_holds_as_many_8k_sequences_as_its_kv_room_allows(catalogue, llama8b):
    generic = serve(catalogue, llama8b, context_tokens=8192)
    est = serve(catalogue, llama8b, context_tokens=8192, serving_engine="vllm")
    pool = est.memory["serving"]
    card = generic.memory["usable_gib"]
    # vLLM's default: 90 % of what the card reports is its pool; the verdict is against it.
    assert pool["gpu_memory_utilization"] == pytest.approx(0.9)
    assert pool["pool_gib"] == pytest.approx(0.9 * card)
    assert est.memory["usable_gib"] == pytest.approx(0.9 * card)
    # The KV room is the pool less the weights and one prefill chunk; 8,192 tokens of
    # Llama 3.1 8B's cache (128 KiB per token) are 1 GiB per sequence.
    weights = est.memory["components_gib"]["weights"]
    assert 0 < pool["kv_pool_gib"] < pool["pool_gib"] - weights
    # Each sequence: 1 GiB of cache and its FP32 logits (with the allocator's reserve).
    per_sequence = 1.0 + 128256 * 4 * (1.0 + constant("allocator_share")) / GIB
    assert pool["max_sequences"] == math.floor(pool["kv_pool_gib"] / per_sequence)
    assert 4 <= pool["max_sequences"] <= 6
    # The most that fit run; one more does not (vLLM would queue it behind the others).
    most = pool["max_sequences"]
    ok = serve(catalogue, llama8b, context_tokens=8192, serving_engine="vllm", batch_per_gpu=most)
    assert ok.fits
    over = serve(
        catalogue, llama8b, context_tokens=8192, serving_engine="vllm", batch_per_gpu=most + 1
    )
    assert not over.fits and over.memory["verdict"] == "does not fit"
    # The streams offered are the most that fit outright (below the error band): no more
    # than the pool holds, and one more of them does not fit outright.
    fewer = [r for r in over.memory["remedies"] if r["label"].endswith(("stream", "streams"))]
    assert fewer, [r["label"] for r in over.memory["remedies"]]
    streams = fewer[0]["settings"]["batch_per_gpu"]
    assert 1 <= streams <= most and fewer[0]["verdict"] == "fits"
    one_more = serve(
        catalogue, llama8b, context_tokens=8192, serving_engine="vllm", batch_per_gpu=streams + 1
    )
    assert one_more.memory["verdict"] != "fits"


def test_a_larger_vllm_pool_holds_more_sequences_and_the_whole_card_refuses_to_start(
    catalogue, llama8b
):
    def most(util):
        est = serve(
            catalogue,
            llama8b,
            context_tokens=8192,
            serving_engine="vllm",
            gpu_memory_utilization=util,
        )
        return est

    assert (
        most(0.95).memory["serving"]["max_sequences"] > most(0.9).memory["serving"]["max_sequences"]
    )
    whole = most(1.0)
    assert not whole.fits  # its CUDA context has no room beside a pool of the whole card
    assert whole.memory["serving"]["starts"] is False
    assert [r["label"] for r in whole.memory["remedies"]][:1] == ["gpu_memory_utilization 0.98"]


def test_vllm_refuses_a_context_its_pool_cannot_hold_once(catalogue):
    """vllm-project/vllm#13061: DeepSeek-R1-Distill-Qwen-14B (Qwen2.5-14B's shape) on two
    RTX 4090s, tensor parallel, gpu_memory_utilization 0.98: its 131,072-token context did
    not fit ('larger than the maximum number of tokens that can be stored in KV cache
    (81536)'); a 64k context fits one sequence."""
    qwen14b = workload_from_spec(model_spec("qwen2.5-14b"), task="decode")
    settings = {"serving_engine": "vllm", "gpu_memory_utilization": 0.98}
    long = serve(catalogue, qwen14b, count=2, context_tokens=131072, **settings)
    assert not long.fits and long.memory["serving"]["max_sequences"] == 0
    short = serve(catalogue, qwen14b, count=2, context_tokens=65536, **settings)
    assert short.fits and short.memory["serving"]["max_sequences"] >= 1


def test_llamacpp_without_flash_attention_holds_the_attention_scores(catalogue, llama8b):
    fa = serve(catalogue, llama8b, context_tokens=32768, serving_engine="llama.cpp")
    no_fa = serve(catalogue, llama8b, context_tokens=32768, serving_engine="llama.cpp-no-fa")
    # 32,768 tokens × 32 heads × 512-token micro-batch × 4 bytes = 2 GiB.
    scores = no_fa.memory["serving"]["attention_scores_gib"]
    assert scores == pytest.approx(2.0)
    # The compute buffer is the largest set of tensors alive at once, not a sum: with -fa off
    # the scores, the FP32 attention mask (32,768 cells × 512 × 4 bytes = 64 MiB) and four
    # hidden-wide tensors (32 MiB) — the 2,144 MiB llama.cpp prints for a 32-head, 4,096-wide
    # model at 32,768 cells (fedora-copr/logdetective PR #106); with -fa on the 512-token
    # micro-batch's logits (250.5 MiB) and the mask with its FP16 cast (96 MiB).
    logits_mib = 128256 * 4 / 2**20  # one stream's FP32 logits (host output buffer)
    no_fa_mib = no_fa.memory["components_gib"]["activations"] * 1024 - logits_mib
    fa_mib = fa.memory["components_gib"]["activations"] * 1024 - logits_mib
    assert no_fa_mib == pytest.approx(2144.0)
    assert fa_mib == pytest.approx(512 * 128256 * 4 / 2**20 + 96.0)
    assert no_fa_mib - fa_mib < scores * 1024
    # Two streams share one cache: the scores span both streams' tokens.
    two = serve(
        catalogue,
        llama8b,
        context_tokens=32768,
        batch_per_gpu=2,
        serving_engine="llama.cpp-no-fa",
    )
    assert two.memory["serving"]["attention_scores_gib"] == pytest.approx(4.0)


def test_llamacpp_without_flash_attention_is_offered_it_first_and_no_8bit_cache(catalogue, llama8b):
    # 8-bit weights (8.5 GiB) and a 65,536-token cache (8 GiB) fit a 24 GB card clearly;
    # 4 GiB of scores on top make it tight.
    settings = {"context_tokens": 65536, "inference_bits": 8}
    est = serve(catalogue, llama8b, serving_engine="llama.cpp-no-fa", **settings)
    assert (
        serve(catalogue, llama8b, serving_engine="llama.cpp", **settings).memory["verdict"]
        == "fits"
    )
    assert est.memory["verdict"] == "tight"
    labels = [r["label"] for r in est.memory["remedies"]]
    assert labels[0] == "FlashAttention (llama.cpp -fa on)", labels
    # llama.cpp refuses a quantised V cache without -fa: no 8-bit KV cache remedy here.
    assert not [x for x in labels if "KV cache" in x], labels


def test_engine_remedy_labels_are_translatable():
    for label in ("FlashAttention (llama.cpp -fa on)", "gpu_memory_utilization 0.98"):
        message = remedy_message(label)
        assert not isinstance(message, str), label
        assert render(message) == label


def test_cli_vllm_says_how_many_sequences_fit(capsys):
    from dlbox.cli import main

    args = ["estimate", "--gpu", "rtx-4090", "--model", "llama-3.1-8b", "--task", "decode"]
    args += ["--context", "8192", "--engine", "vllm"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "vLLM pool    0.90 ×" in out
    assert "sequences of 8,192 tokens at once" in out
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["memory"]["serving"]["engine"] == "vllm"
    assert data["explain"]["inference"]["engine"] == "vllm"
    most = data["memory"]["serving"]["max_sequences"]
    assert main([*args, "--concurrency", str(most + 1)]) == 1
    capsys.readouterr()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--gpu-memory-utilization", "0.95"], "--gpu-memory-utilization is vLLM's"),
        (["--engine", "vllm", "--gpu-memory-utilization", "0"], "--gpu-memory-utilization"),
        (["--engine", "vllm", "--gpu-memory-utilization", "1.5"], "--gpu-memory-utilization"),
        (["--engine", "vllm", "--gpu-memory-utilization", "nan"], "--gpu-memory-utilization"),
    ],
)
def test_cli_bad_engine_settings_are_one_line_and_exit_2(capsys, extra, message):
    from dlbox.cli import main

    args = ["estimate", "--gpu", "rtx-4090", "--model", "llama-3.1-8b", "--task", "decode"]
    assert main([*args, *extra]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_cli_engine_is_for_serving(capsys):
    from dlbox.cli import main

    code = main(
        ["estimate", "--gpu", "rtx-4090", "--workload", "llama3-8b-lora", "--engine", "vllm"]
    )
    assert code == 2
    assert "--engine applies to decode workloads" in capsys.readouterr().err
    assert main(
        ["estimate", "--gpu", "rtx-4090", "--workload", "llm-8b-decode", "--engine", "vllm"]
    ) in (0, 1)
    capsys.readouterr()


def test_generic_serving_keeps_the_plain_servers_account(catalogue, llama8b):
    """Without --engine nothing changes: no pool, the card's own usable memory."""
    plain = serve(catalogue, llama8b, context_tokens=8192)
    vllm = serve(catalogue, llama8b, context_tokens=8192, serving_engine="vllm")
    assert "serving" not in plain.memory
    assert plain.memory["usable_gib"] == pytest.approx(vllm.memory["serving"]["card_gib"])
    assert plain.memory["components_gib"]["context"] > 0  # the CUDA context is on the card
    assert vllm.memory["components_gib"]["context"] == 0  # ... and outside vLLM's pool


def test_a_published_vllm_point_is_judged_against_vllms_pool():
    """memory_points.csv rows may name the serving stack (engine, gpu_util): vLLM#13061's
    run is judged against 0.98 of two RTX 4090s, not against the whole cards."""
    from dlbox.core.estimate.memory_check import evaluate_point

    row = {
        "model": "qwen2.5-14b",
        "task": "decode",
        "gpu": "rtx-4090",
        "count": "2",
        "adapter": "",
        "optimizer": "",
        "checkpointing": "false",
        "batch": "1",
        "seq": "131072",
        "zero": "0",
        "offload": "none",
        "tier": "eager",
        "bits": "16",
        "lora_rank": "",
        "measure": "none",
        "engine": "vllm",
        "gpu_util": "0.98",
    }
    got = evaluate_point(row)
    assert got["verdict"] == "does not fit"
    assert got["usable"] == pytest.approx(0.98 * evaluate_point({**row, "engine": ""})["usable"])


def test_vllm_kv_pool_matches_the_start_up_log_of_a_tensor_parallel_server(catalogue):
    """vllm-project/vllm#13061: two RTX 4090s, TP 2, gpu_memory_utilization 0.98: the engine
    kept 81,536 tokens of DeepSeek-R1-Distill-Qwen-14B's cache (Qwen2.5-14B's shape), 96 KiB
    per token per GPU = 7.46 GiB.  The pool less the weights, the profile run's sampler over
    256 sequences × 152,064 logits and the worker's non-PyTorch buffers."""
    qwen14b = workload_from_spec(model_spec("qwen2.5-14b"), task="decode")
    est = serve(
        catalogue,
        qwen14b,
        count=2,
        context_tokens=131072,
        serving_engine="vllm",
        gpu_memory_utilization=0.98,
    )
    kv = est.memory["serving"]["kv_pool_gib"]
    assert kv == pytest.approx(81536 * 98304 / GIB, rel=0.10)
    # The sampler's transient, not the 8,192-token prefill chunk, is what the pool leaves:
    sampler = 256 * 152064 * constant("vllm_sampler_bytes_per_logit") / GIB
    assert est.memory["components_gib"]["activations"] >= sampler


def test_llamacpp_compute_buffer_of_ten_streams_matches_ollamas_log(catalogue, llama8b):
    """ollama/ollama#9352: Llama 3.1 8B, 10 parallel streams of 8,192 cells, -fa off:
    'CUDA0 compute buffer size = 5312.00 MiB' — the scores over all 81,920 cells (5,120 MiB),
    the FP32 mask (160 MiB) and four hidden-wide tensors (32 MiB)."""
    est = serve(
        catalogue,
        llama8b,
        gpu="h100-sxm",
        context_tokens=8192,
        batch_per_gpu=10,
        serving_engine="llama.cpp-no-fa",
    )
    logits_mib = 10 * 128256 * 4 / 2**20
    buffer_mib = est.memory["components_gib"]["activations"] * 1024 - logits_mib
    assert buffer_mib == pytest.approx(5312.0)
