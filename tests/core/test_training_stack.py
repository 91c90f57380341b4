"""The training stack a user names (`dlbox estimate --stack`, the job's ``stack``) counts the
memory that software keeps; the default stack is what the app assumed before."""

from __future__ import annotations

import json
import typing

import pytest

from dlbox.cli import main
from dlbox.core.build import Build
from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.memory import GIB, activation_gib, constant
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.settings import TRAINING_STACKS, TrainingStack
from dlbox.core.estimate.stacks import STACKS, with_stack
from dlbox.core.estimate.workloads import workload_from_spec
from dlbox.core.files import read_build, write_build
from dlbox.core.job import Job, JobStack


def _memory(model: str, gpu: str, count: int, **settings: object):
    spec = model_spec(model)
    assert spec is not None
    hw = arrays_for([shipped_catalogue().get("gpu", gpu)])  # type: ignore[list-item]
    settings = {"precision": "bf16", "checkpointing": True, **settings}
    s = TrainSettings(**settings)  # type: ignore[arg-type]
    r = estimate_arrays(hw, count, workload_from_spec(spec, seq_len=2048), s)
    return r["memory"], r["batch"]


def _parts(model: str, gpu: str, count: int, **settings: object) -> dict[str, float]:
    memory, batch = _memory(model, gpu, count, **settings)
    return {k: float(v[0]) for k, v in memory.components(batch).items()}


def test_the_stacks_are_one_list_everywhere():
    assert tuple(STACKS) == TRAINING_STACKS == typing.get_args(TrainingStack)
    assert typing.get_args(JobStack) == TRAINING_STACKS


def test_the_default_stack_changes_nothing():
    spec = model_spec("llama-3.1-8b")
    assert spec is not None
    workload = workload_from_spec(spec)
    assert with_stack(workload, "generic") is workload
    plain = _parts("llama-3.1-8b", "rtx-4090", 1, adapter="lora", batch_per_gpu=2)
    named = _parts(
        "llama-3.1-8b", "rtx-4090", 1, adapter="lora", batch_per_gpu=2, training_stack="generic"
    )
    assert named == plain


def test_deepspeed_counts_its_gradient_bucket_at_zero_2():
    base = _parts(
        "llama-3.1-8b", "a100-sxm4-80gb", 2, adapter="lora", zero_stage=2, batch_per_gpu=2
    )
    ds = _parts(
        "llama-3.1-8b",
        "a100-sxm4-80gb",
        2,
        adapter="lora",
        zero_stage=2,
        batch_per_gpu=2,
        training_stack="deepspeed",
    )
    bucket = constant("ds_reduce_bucket_elements") * 2.0 / GIB  # bf16 gradients: 0.93 GiB
    assert ds["gathered"] - base["gathered"] == pytest.approx(bucket)
    assert {k: v for k, v in ds.items() if k != "gathered"} == {
        k: v for k, v in base.items() if k != "gathered"
    }


def test_deepspeed_zero3_holds_its_live_parameters_not_fsdps_root_unit():
    # Llama-2 70B QLoRA over 2 × A100 40 GB (the PEFT DeepSpeed guide's run): FSDP counts two
    # layers and the whole embeddings and head (1 GiB); DeepSpeed keeps up to 1e9 gathered
    # elements plus a prefetch bucket, and its 0.93 GiB gradient bucket.
    fsdp = _parts(
        "llama-2-70b", "a100-sxm4-40gb", 2, adapter="qlora", zero_stage=3, batch_per_gpu=2
    )
    ds = _parts(
        "llama-2-70b",
        "a100-sxm4-40gb",
        2,
        adapter="qlora",
        zero_stage=3,
        batch_per_gpu=2,
        training_stack="deepspeed",
    )
    live = (constant("ds_max_live_parameters") + constant("ds_prefetch_bucket_elements")) * 2.0
    bucket = constant("ds_reduce_bucket_elements") * 2.0
    spec = model_spec("llama-2-70b")
    assert spec is not None
    root = spec.embedding_params() * 2.0  # bf16 embeddings and head: FSDP's root unit
    layer = spec.matmul_params() * constant("nf4_bits") / 8.0 / (spec.layers or 1)
    expected = (bucket + live - root - 2.0 * layer) / GIB  # about +2.3 GiB
    assert ds["gathered"] - fsdp["gathered"] == pytest.approx(expected, rel=0.05)


def test_fsdp_with_reentrant_checkpointing_keeps_more_only_when_sharded():
    kwargs = {"adapter": "lora", "batch_per_gpu": 2}
    generic = _parts("llama-2-7b", "a100-sxm4-80gb", 2, zero_stage=3, **kwargs)
    fsdp = _parts(
        "llama-2-7b", "a100-sxm4-80gb", 2, zero_stage=3, training_stack="hf-fsdp", **kwargs
    )
    assert fsdp["activations"] > generic["activations"] + 0.1  # every input and its gradient
    one = _parts("llama-2-7b", "a100-sxm4-80gb", 1, **kwargs)
    one_fsdp = _parts("llama-2-7b", "a100-sxm4-80gb", 1, training_stack="hf-fsdp", **kwargs)
    assert one_fsdp == one


def test_chunked_loss_stacks_hold_less_at_the_loss():
    # Llama 3's 128k vocabulary: the eager loss's FP32 copies of the logits are the difference.
    kwargs = {"adapter": "lora", "batch_per_gpu": 4}
    eager = _parts("llama-3.1-8b", "h100-sxm", 1, **kwargs)
    tune = _parts("llama-3.1-8b", "h100-sxm", 1, training_stack="torchtune", **kwargs)
    assert tune["activations"] < eager["activations"]


def test_sharded_qlora_keeps_the_quantisation_statistics_whole():
    # bitsandbytes keeps each 4-bit layer's absmax on the module: FSDP shards the packed
    # weights, never these; torchao's NF4 (the compiled tier) carries them in the tensor.
    kwargs = {"adapter": "qlora", "zero_stage": 3, "batch_per_gpu": 1}
    bnb = _parts("llama-2-70b", "h100-sxm", 2, **kwargs)
    torchao = _parts("llama-2-70b", "h100-sxm", 2, software_tier="compiled", **kwargs)
    spec = model_spec("llama-2-70b")
    assert spec is not None
    stats = spec.matmul_params() * (constant("nf4_bits") - 4.0) / 8.0 / GIB  # about 1 GiB
    assert bnb["weights"] - torchao["weights"] == pytest.approx(stats / 2, rel=0.01)


def test_the_stack_flag_reaches_the_json_and_refuses_unknown_names(capsys):
    args = ["estimate", "--gpu", "a100-sxm4-40gb", "--count", "2", "--model", "llama-2-70b"]
    args += ["--adapter", "qlora", "--zero", "3", "--checkpointing", "--batch", "2", "--json"]
    assert main([*args, "--stack", "deepspeed"]) == 0
    ds = json.loads(capsys.readouterr().out)
    assert ds["explain"]["settings"]["training_stack"] == "deepspeed"
    assert main(args) == 0
    plain = json.loads(capsys.readouterr().out)
    assert plain["explain"]["settings"]["training_stack"] == "generic"
    assert ds["memory"]["peak_gib"] > plain["memory"]["peak_gib"]
    with pytest.raises(SystemExit) as bad:
        main([*args, "--stack", "megatron"])
    assert bad.value.code == 2
    assert "--stack" in capsys.readouterr().err


def test_a_jobs_stack_is_saved_and_old_files_read_as_generic(tmp_path):
    from .test_files_schema import SCHEMA, validate

    job = Job(workload="llama-2-70b-train", model="llama-2-70b", task="train", adapter="qlora")
    path = tmp_path / "ds.dlbox.json"
    write_build(path, Build().with_job(job.model_copy(update={"stack": "deepspeed"})))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["job"]["stack"] == "deepspeed"
    assert validate(saved, SCHEMA) == []
    assert read_build(path).job.train_settings().training_stack == "deepspeed"
    old = tmp_path / "old.dlbox.json"
    write_build(old, Build().with_job(job))
    assert "stack" not in json.loads(old.read_text(encoding="utf-8"))["job"]
    assert read_build(old).job.train_settings().training_stack == "generic"
    # A serving job has no training stack.
    serving = job.model_copy(update={"task": "decode", "stack": "litgpt"})
    assert serving.train_settings().training_stack == "generic"


def test_the_text_output_names_a_chosen_stack(capsys):
    args = ["estimate", "--gpu", "a100-sxm4-40gb", "--count", "2", "--model", "llama-2-70b"]
    args += ["--adapter", "qlora", "--zero", "3", "--checkpointing"]
    assert main([*args, "--stack", "deepspeed"]) in (0, 1)
    assert "stack        DeepSpeed ZeRO" in capsys.readouterr().out
    assert main(args) in (0, 1)
    assert "stack        " not in capsys.readouterr().out


def _llm_step(model: str, gpu: str, stack: str, batch: int) -> dict:
    spec = model_spec(model)
    assert spec is not None
    hw = arrays_for([shipped_catalogue().get("gpu", gpu)])  # type: ignore[list-item]
    s = TrainSettings(
        precision="bf16",
        batch_per_gpu=batch,
        software_tier="vendor",
        optimizer="adamw-bf16",
        training_stack=stack,  # type: ignore[arg-type]
    )
    return estimate_arrays(hw, 1, workload_from_spec(spec, seq_len=1024), s)


def test_llmq_fuses_the_loss_into_one_pass_over_the_16bit_logits():
    # llm.q's fused classifier (src/kernels/fused_classifier.cu) reads each 16-bit logit row
    # twice and writes its gradient over it: 6 bytes a logit, against the fitted multiplier
    # an unfused loss's logits and FP32 copy ride on.  Qwen2.5-0.5B's 151,936-word head on a
    # 896-wide model is where that shows: faster by far more than on Qwen2.5-7B.
    from dlbox.core.estimate.estimator import fused_classifier_seconds
    from dlbox.core.estimate.host import constant as host_constant
    from dlbox.core.estimate.optimizer_step import constant as update_constant

    gains = {}
    for model in ("qwen2.5-0.5b", "qwen2.5-7b"):
        plain = _llm_step(model, "h100-sxm", "generic", 8)
        llmq = _llm_step(model, "h100-sxm", "llmq", 8)
        assert llmq["workload"].loss == "fused"
        assert plain["workload"].loss is None
        gains[model] = float(llmq["throughput"][0] / plain["throughput"][0])
        moved = 1024 * llmq["workload"].vocab * 6.0
        bandwidth = 3350e9 * update_constant("bandwidth_efficiency")
        assert host_constant("fused_classifier_bytes_per_logit") == 6.0
        h100 = arrays_for([shipped_catalogue().get("gpu", "h100-sxm")])  # type: ignore[list-item]
        seconds = fused_classifier_seconds(h100, llmq["workload"])
        assert float(seconds[0]) == pytest.approx(moved / bandwidth)
        assert float(fused_classifier_seconds(h100, plain["workload"])[0]) == 0.0
    assert gains["qwen2.5-0.5b"] > 1.10
    assert 1.0 < gains["qwen2.5-7b"] < gains["qwen2.5-0.5b"] - 0.05


def test_llmq_keeps_its_own_buffers_and_no_allocator_reserve():
    # llm.q (IST-DASLab/llmq src/models/llama_run_state.cpp) keeps per layer and token, for
    # Qwen2.5-0.5B (C 896, 14 query heads and 2 KV heads of 64, FFN 4,864, 24 layers):
    # ln1, ln2, res_att, res_ffn (2·C bytes each), qkv (2·(14+2·2)·64), att (2·C: att_v is
    # B×T×C), swiglu
    # (2·4,864), mlp_up (2·2·4,864), two FP32 rstd and an FP32 log-sum-exp per query head;
    # beside them one shared C-wide buffer and the 16-bit logits (151,936 a token).
    spec = model_spec("qwen2.5-0.5b")
    assert spec is not None
    workload = with_stack(workload_from_spec(spec, seq_len=1024), "llmq")
    assert workload.loss == "fused"
    per_token = 4 * 2 * 896 + 2 * 18 * 64 + 2 * 896 + 2 * 4864 + 4 * 4864 + 8 + 4 * 14
    per_sample = 1024 * (24 * per_token + 2 * 896 + 2 * 151936)
    llmq = _llm_step("qwen2.5-0.5b", "rtx-4090", "llmq", 16)
    vendor = _llm_step("qwen2.5-0.5b", "rtx-4090", "generic", 16)
    parts = {
        name: {k: float(v[0]) for k, v in r["memory"].components(r["batch"]).items()}
        for name, r in (("vendor", vendor), ("llmq", llmq))
    }
    assert parts["llmq"]["activations"] == pytest.approx(16 * per_sample / GIB, rel=1e-9)
    # Every buffer is allocated once, up front: no caching-allocator reserve on top.
    assert parts["llmq"]["allocator"] == 0.0 < parts["vendor"]["allocator"]
    # --lmhead-chunks 16 holds a sixteenth of the logits rows.
    chunked = workload.model_copy(update={"lmhead_chunks": 16})
    saved = 1024 * 2 * 151936 * (1 - 1 / 16) / GIB
    assert activation_gib(workload, spec, 2.0, False, True) - activation_gib(
        chunked, spec, 2.0, False, True
    ) == pytest.approx(saved, rel=1e-9)


def test_llmq_fp8_keeps_8bit_copies_of_the_norms_and_swiglu():
    # llm.q with FP8 matmuls shares one 16-bit ln1, ln2 and swiglu buffer across layers and
    # keeps per layer their e4m3 copies (1 byte each of C, C and H) instead
    # (llama_run_state.cpp: allocate_basic_fwd_tensors' quant, keep_fwd_quant_tensors).
    spec = model_spec("qwen2.5-0.5b")
    assert spec is not None
    bf16 = with_stack(workload_from_spec(spec, seq_len=1024), "llmq")
    fp8 = bf16.model_copy(update={"fp8_matmuls": True})
    per_layer = 1024 * (2 * 896 + 4864) * (2 - 1)
    shared = 1024 * (2 * (2 * 896 + 4864) + 896)
    less = activation_gib(bf16, spec, 2.0, False, True) - activation_gib(
        fp8, spec, 2.0, False, True
    )
    assert less * GIB == pytest.approx(24 * per_layer - shared, rel=1e-9)
    assert less > 0
