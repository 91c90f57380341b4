"""A serving engine decodes at its own stack's speed, not Hugging Face eager generate's.

vLLM and llama.cpp make no Python call per operator, so choosing them (in the workload bar
or with --engine) must not leave the estimate waiting on eager decoding's host."""

from __future__ import annotations

import json

from dlbox.core.estimate import TrainSettings, estimate_gpus


def _decode(catalogue, **settings):
    settings = {"context_tokens": 2048, "precision": "bf16", **settings}
    card = catalogue.get("gpu", "h100-sxm")
    return estimate_gpus(card, 1, "llm-8b-decode", TrainSettings(**settings))


def test_vllm_and_llama_cpp_decode_on_the_compiled_stack_unless_a_tier_is_chosen(catalogue):
    eager = _decode(catalogue)
    assert eager.bottleneck == "host_dispatch"
    for engine in ("vllm", "llama.cpp"):
        served = _decode(catalogue, serving_engine=engine)
        assert served.bottleneck != "host_dispatch", engine
        # An H100 streams 8B bf16 weights far faster than eager's host issues the calls.
        assert served.throughput > 2.0 * eager.throughput, engine
        # The same numbers as asking for the compiled stack outright.
        compiled = _decode(catalogue, serving_engine=engine, software_tier="compiled")
        assert served.throughput == compiled.throughput
    # A tier chosen explicitly wins over the engine's.
    forced = _decode(catalogue, serving_engine="vllm", software_tier="eager")
    assert forced.throughput == eager.throughput


def test_cli_engine_sets_the_decode_stack(capsys):
    from dlbox.cli import main

    args = ["estimate", "--gpu", "h100-sxm", "--workload", "llm-8b-decode", "--json"]
    assert main([*args, "--engine", "generic"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main([*args, "--engine", "vllm"]) == 0
    vllm = json.loads(capsys.readouterr().out)
    assert main([*args, "--engine", "vllm", "--tier", "eager"]) == 0
    eager_vllm = json.loads(capsys.readouterr().out)
    assert plain["explain"]["settings"]["software_tier"] == "eager"
    assert vllm["explain"]["settings"]["software_tier"] == "compiled"
    assert vllm["throughput"] > plain["throughput"]
    assert eager_vllm["explain"]["settings"]["software_tier"] == "eager"
    assert eager_vllm["throughput"] < vllm["throughput"]


def test_cli_without_engine_serves_on_llama_cpp_and_tier_alone_keeps_the_plain_stack(capsys):
    """No --engine: llama.cpp, the default serving stack (its compiled decode); --tier with no
    --engine still names the plain server at that tier, as before the default changed."""
    from dlbox.cli import main

    args = ["estimate", "--gpu", "h100-sxm", "--workload", "llm-8b-decode", "--json"]
    runs = {}
    for name, extra in (
        ("default", []),
        ("llama.cpp", ["--engine", "llama.cpp"]),
        ("eager", ["--tier", "eager"]),
        ("generic", ["--engine", "generic"]),
    ):
        assert main([*args, *extra]) == 0
        runs[name] = json.loads(capsys.readouterr().out)
    assert runs["default"]["explain"]["inference"]["engine"] == "llama.cpp"
    assert runs["default"]["throughput"] == runs["llama.cpp"]["throughput"]
    assert runs["eager"]["explain"]["inference"]["engine"] == "generic"
    assert runs["eager"]["throughput"] == runs["generic"]["throughput"]
    assert runs["default"]["throughput"] > 1.5 * runs["generic"]["throughput"]


def test_llama_cpp_on_several_gpus_gains_memory_not_decode_speed(catalogue):
    """llama.cpp's default layer split sends a token through the GPUs in turn: four L4s hold
    a bigger model than one but decode it no faster; vLLM's tensor parallel adds bandwidth."""
    card = catalogue.get("gpu", "l4")
    settings = {"context_tokens": 2048, "precision": "bf16"}

    def tokens_s(engine: str, count: int) -> float:
        s = TrainSettings(serving_engine=engine, **settings)
        return estimate_gpus(card, count, "llm-8b-decode", s).throughput

    one, four = tokens_s("llama.cpp", 1), tokens_s("llama.cpp", 4)
    assert abs(four - one) / one < 0.02
    assert tokens_s("vllm", 4) > 2.0 * tokens_s("vllm", 1)
