"""A build file keeps the training job it was planned for (schema 2)."""

from __future__ import annotations

import json
import typing
from pathlib import Path

import pytest

from dlbox.core.build import SCHEMA_VERSION, Build
from dlbox.core.estimate.settings import Adapter, Precision
from dlbox.core.files import BuildFileError, parse_build, read_build, write_build
from dlbox.core.job import Job, JobAdapter, JobPrecision
from dlbox.core.words import precision_words
from tests.core.model_shapes import LLAMA31_8B_CONFIG

V1_FIXTURE = Path(__file__).resolve().parents[1] / "data" / "build_v1.json"


def test_job_survives_save_and_reopen(tmp_path):
    job = Job(
        workload="llama3-8b-lora",
        precision="bf16",
        dataset_samples=52_000,
        epochs=3,
        adapter="lora",
    )
    path = tmp_path / "box.dlbox.json"
    write_build(path, Build(name="LoRA box").with_job(job))
    reopened = read_build(path)
    assert reopened.job == job
    saved = json.loads(path.read_text(encoding="utf-8"))["job"]
    # Only what was chosen is written; the rest follows the workload.
    assert saved == {
        "workload": "llama3-8b-lora",
        "precision": "bf16",
        "dataset_samples": 52000.0,
        "epochs": 3.0,
        "adapter": "lora",
    }


def test_a_job_with_only_a_workload_reads_back_with_the_workloads_defaults(tmp_path):
    path = tmp_path / "box.dlbox.json"
    write_build(path, Build().with_job(Job(workload="resnet50")))
    assert json.loads(path.read_text(encoding="utf-8"))["job"] == {"workload": "resnet50"}
    settings = read_build(path).job.train_settings()
    assert (settings.precision, settings.epochs, settings.adapter) == (None, None, None)


def test_version_1_file_opens_without_a_job_and_is_saved_as_version_2(tmp_path):
    old = json.loads(V1_FIXTURE.read_text(encoding="utf-8"))
    assert old["schema_version"] == 1
    build = read_build(V1_FIXTURE)
    assert build.job is None
    assert len(build.parts) == len(old["parts"])
    path = tmp_path / "upgraded.dlbox.json"
    write_build(path, build)
    assert json.loads(path.read_text(encoding="utf-8"))["schema_version"] == SCHEMA_VERSION == 2
    assert read_build(path) == build


@pytest.mark.parametrize(
    ("job", "field"),
    [
        ({"workload": "resnet50", "epochs": 0}, "job.epochs"),
        ({"workload": "resnet50", "epochs": 1e300}, "job.epochs"),
        ({"workload": "resnet50", "dataset_samples": -5}, "job.dataset_samples"),
        ({"workload": "resnet50", "precision": "fp4"}, "job.precision"),
        ({"workload": "Not An Id!"}, "job.workload"),
        ({"epochs": 3}, "job.workload"),
        ({"workload": "resnet50", "batch": 3}, "job.batch"),
        ({"workload": "resnet50", "grad_accum": 0}, "job.grad_accum"),
        ({"workload": "resnet50", "grad_accum": 2.5}, "job.grad_accum"),
        ({"workload": "resnet50", "memory_format": "channels_last"}, "job.memory_format"),
        ({"workload": "sd15-finetune", "latents": "precomputed"}, "job.latents"),
        ({"workload": "sd15-finetune", "text_encoder": "lora"}, "job.text_encoder"),
        ({"workload": "sd15-finetune", "vae_fp32": "yes"}, "job.vae_fp32"),
        ({"workload": "sd15-finetune", "prior_preservation": 1}, "job.prior_preservation"),
        ({"workload": "sd15-finetune", "ema": "true"}, "job.ema"),
        ({"workload": "sd15-finetune", "diffusion_attention": "flash"}, "job.diffusion_attention"),
    ],
)
def test_a_bad_job_is_refused_naming_its_field(job, field):
    text = json.dumps({"schema_version": 2, "name": "x", "parts": [], "job": job})
    with pytest.raises(BuildFileError, match=rf"field {field}\b"):
        parse_build(text, "x.dlbox.json")


def test_job_choices_are_the_estimators():
    from dlbox.core.estimate.settings import (
        MEMORY_FORMATS,
        SERVING_ENGINES,
        MemoryFormat,
        ServingEngine,
    )
    from dlbox.core.job import JobEngine, JobMemoryFormat

    assert typing.get_args(JobPrecision) == typing.get_args(Precision)
    assert typing.get_args(JobAdapter) == typing.get_args(Adapter)
    assert typing.get_args(JobEngine) == typing.get_args(ServingEngine) == SERVING_ENGINES
    assert typing.get_args(JobMemoryFormat) == typing.get_args(MemoryFormat) == MEMORY_FORMATS


def test_grad_accum_and_channels_last_are_saved_and_set_what_the_cli_flags_set(tmp_path):
    from .test_files_schema import SCHEMA, validate

    job = Job(workload="resnet50", precision="amp", grad_accum=4, memory_format="nhwc")
    path = tmp_path / "accum.dlbox.json"
    write_build(path, Build().with_job(job))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert (saved["job"]["grad_accum"], saved["job"]["memory_format"]) == (4, "nhwc")
    assert validate(saved, SCHEMA) == []
    settings = read_build(path).job.train_settings()
    # What `dlbox estimate --grad-accum 4 --memory-format nhwc` builds.
    assert (settings.grad_accum, settings.memory_format) == (4, "nhwc")
    # A job without them (every older file) is one step per micro-batch, layout by tier.
    plain = Job(workload="resnet50").train_settings()
    assert (plain.grad_accum, plain.memory_format) == (1, "auto")


def test_a_serving_jobs_engine_is_saved_and_sets_the_estimators_stack(tmp_path):
    from .test_files_schema import SCHEMA, validate

    job = SERVING.model_copy(update={"engine": "vllm"})
    path = tmp_path / "vllm.dlbox.json"
    write_build(path, Build().with_job(job))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["job"]["engine"] == "vllm"
    assert validate(saved, SCHEMA) == []
    assert read_build(path).job.train_settings().serving_engine == "vllm"
    assert SERVING.train_settings().serving_engine == "generic"  # files without it


def test_a_fraction_of_an_epoch_is_a_job(tmp_path):
    # LLM fine-tunes often stop part-way through one pass over a large set.
    path = tmp_path / "half.dlbox.json"
    write_build(path, Build().with_job(Job(workload="llama3-8b-lora", epochs=0.5)))
    assert read_build(path).job.epochs == 0.5


# ---------------------------------------------------------------- library models
SERVING = Job(
    workload="llama-3.1-8b-decode",
    model="llama-3.1-8b",
    task="decode",
    precision="bf16",
    context_tokens=131_072,
    concurrency=8,
)


def test_a_serving_job_survives_save_and_reopen(tmp_path):
    from .test_files_schema import SCHEMA, validate

    path = tmp_path / "serve.dlbox.json"
    write_build(path, Build(name="Llama server").with_job(SERVING))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["job"]["model"] == "llama-3.1-8b"
    assert saved["job"]["context_tokens"] == 131_072 and saved["job"]["concurrency"] == 8
    assert validate(saved, SCHEMA) == []  # the documented schema says the same
    assert read_build(path).job == SERVING


def test_a_serving_job_sets_what_dlbox_estimate_context_and_concurrency_set():
    settings = SERVING.train_settings()
    assert (settings.context_tokens, settings.batch_per_gpu) == (131_072, 8)
    workload = SERVING.model_workload()
    assert (workload.id, workload.task) == (SERVING.workload, "decode")
    # A fine-tune of the same model: its context and streams do not apply.
    lora = Job(workload="qwen2.5-14b-train", model="qwen2.5-14b", task="train", adapter="lora")
    assert lora.model_workload().task == "train"
    assert (lora.train_settings().batch_per_gpu, lora.train_settings().adapter) == (None, "lora")
    assert Job(workload="resnet50").model_workload() is None


def test_files_written_before_models_open_unchanged(tmp_path):
    """Migration: a v1 file and a v2 file with a workload-only job read as before, and an
    older dlbox reads what this one writes for them (no new keys appear)."""
    v1 = read_build(V1_FIXTURE)
    assert v1.job is None
    old_job = {"workload": "llama3-8b-lora", "precision": "bf16", "epochs": 3, "adapter": "lora"}
    text = json.dumps({"schema_version": 2, "name": "x", "parts": [], "job": old_job})
    build = parse_build(text, "old.dlbox.json")
    assert (build.job.model, build.job.task, build.job.context_tokens) == (None, None, None)
    path = tmp_path / "again.dlbox.json"
    write_build(path, build)
    assert set(json.loads(path.read_text(encoding="utf-8"))["job"]) == set(old_job)


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"context_tokens": 0}, "job.context_tokens"),
        ({"context_tokens": 20_000_000}, "job.context_tokens"),
        ({"concurrency": 0}, "job.concurrency"),
        ({"concurrency": 2_000_000}, "job.concurrency"),
        ({"concurrency": 2.5}, "job.concurrency"),
        ({"task": "serve"}, "job.task"),
        ({"model": "Llama 3!"}, "job.model"),
    ],
)
def test_a_bad_serving_field_is_refused_naming_it(extra, field):
    job = {"workload": "llama-3.1-8b-decode", "model": "llama-3.1-8b", "task": "decode", **extra}
    text = json.dumps({"schema_version": 2, "name": "x", "parts": [], "job": job})
    with pytest.raises(BuildFileError, match=rf"field {field}\b"):
        parse_build(text, "x.dlbox.json")


@pytest.mark.parametrize(
    ("engine", "flag", "named"),
    [
        # Saved before llama.cpp became the default: it keeps Hugging Face generate.
        (None, "generic", "Hugging Face generate (eager)"),
        ("llama.cpp", "llama.cpp", "llama.cpp"),
    ],
)
def test_compare_and_export_use_a_saved_serving_job(tmp_path, capsys, engine, flag, named):
    """A box saved with "Llama 3.1 8B, inference, 8 streams of 8,192 tokens" on a stack is
    compared and exported at the speed `dlbox estimate` gives for exactly that."""
    from dlbox.cli import main

    tower = Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
    job = SERVING.model_copy(update={"context_tokens": 8192, "engine": engine})
    path = tmp_path / "server.dlbox.json"
    write_build(path, read_build(tower).with_job(job))
    flags = ["--model", "llama-3.1-8b", "--task", "decode", "--context", "8192"]
    assert (
        main(["estimate", str(path), *flags, "--concurrency", "8", "--engine", flag, "--json"]) == 0
    )
    said = json.loads(capsys.readouterr().out)["throughput"]
    assert main(["compare", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["build"]["throughput"] == pytest.approx(said, 1e-4)
    assert main(["export", str(path), "--format", "md"]) == 0
    # The precision in the window's words (core/words.py) and the stack, as the forum
    # export writes them.
    words = precision_words("bf16")
    line = f"Llama 3.1 8B decoding, {words}, {named}: {said:,.0f} tokens/s"
    assert line in capsys.readouterr().out


def test_an_old_serving_file_keeps_its_engine_and_a_new_job_gets_llama_cpp(tmp_path):
    """A file saved when Hugging Face generate was the default says no engine: it opens on
    that engine, not on today's default; the default is what a new serving job gets."""
    from dlbox.core.job import DEFAULT_SERVING_ENGINE

    path = tmp_path / "old.dlbox.json"
    old = {
        "schema_version": 2,
        "name": "old server",
        "parts": [],
        "job": SERVING.model_dump(exclude_none=True),
    }
    assert "engine" not in old["job"]
    path.write_text(json.dumps(old), encoding="utf-8")
    job = read_build(path).job
    assert job.serving_engine == "generic"
    assert job.train_settings().serving_engine == "generic"
    assert job.train_settings().tier_for(True) == "eager"  # Hugging Face generate's stack
    assert DEFAULT_SERVING_ENGINE == "llama.cpp"


def test_a_config_json_job_names_its_file_and_reads_it_again(tmp_path):
    config = tmp_path / "config.json"
    config.write_text(json.dumps(LLAMA31_8B_CONFIG), encoding="utf-8")
    job = Job(workload="custom-train", config_json=str(config), task="train", adapter="qlora")
    path = tmp_path / "mine.dlbox.json"
    write_build(path, Build().with_job(job))
    assert read_build(path).job == job
    workload = job.model_workload()
    assert workload.task == "train" and workload.params_total == pytest.approx(8.03e9, rel=0.01)


def test_diffusion_options_are_saved_and_set_what_the_cli_flags_set(tmp_path):
    """A DreamBooth job (class images, trained CLIP, EMA, VAE in FP32, no xformers) travels
    with the build and gives the estimator what `dlbox estimate --prior-preservation
    --text-encoder trained --ema --vae-fp32 --attention materialized` gives it; a job
    without the fields (every older file) runs the workload as it is."""
    from dlbox.cli import build_parser
    from dlbox.cli.estimate_cmd import _settings as cli_settings

    from .test_files_schema import SCHEMA, validate

    job = Job(
        workload="sd15-finetune",
        latents="encoded",
        text_encoder="trained",
        vae_fp32=True,
        prior_preservation=True,
        ema=True,
        diffusion_attention="materialized",
    )
    path = tmp_path / "dreambooth.dlbox.json"
    write_build(path, Build().with_job(job))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["job"]["text_encoder"] == "trained" and saved["job"]["ema"] is True
    assert validate(saved, SCHEMA) == []
    settings = read_build(path).job.train_settings()
    flags = "--prior-preservation --text-encoder trained --ema --vae-fp32 --latents encoded"
    flags += " --attention materialized --gpu rtx-4090 --workload sd15-finetune"
    args = build_parser().parse_args(["estimate", *flags.split()])
    assert settings == cli_settings(args)
    plain = Job(workload="sd15-finetune").train_settings()
    assert not (plain.prior_preservation or plain.ema)
    assert {plain.latents, plain.text_encoder, plain.vae_fp32, plain.diffusion_attention} == {None}
    # An explicit 16-bit VAE is a choice of its own, not "the workload's usual".
    assert Job(workload="sdxl-finetune", vae_fp32=False).train_settings().vae_fp32 is False


def test_experts_split_and_pytorch_travel_with_the_job_and_old_jobs_read_as_before():
    from dlbox.core.estimate.moe import EXPERTS_IMPLEMENTATIONS
    from dlbox.core.estimate.settings import MULTI_GPU_SPLITS
    from dlbox.core.job import JobExperts, JobSplit

    assert typing.get_args(JobExperts) == EXPERTS_IMPLEMENTATIONS
    assert typing.get_args(JobSplit) == MULTI_GPU_SPLITS
    served = Job(
        workload="qwen3-30b-a3b-decode",
        model="qwen3-30b-a3b",
        task="decode",
        experts="eager",
        split="row",
    )
    settings = served.train_settings()
    assert settings.experts_implementation == "eager"
    assert settings.multi_gpu_split == "row"
    old = Job(workload="qwen3-30b-a3b-decode", model="qwen3-30b-a3b", task="decode")
    assert old.train_settings().experts_implementation is None
    assert old.train_settings().multi_gpu_split is None
    trained = Job(
        workload="llama-3.1-8b-train", model="llama-3.1-8b", task="train", pytorch="2.5.0"
    )
    assert trained.train_settings().pytorch_version == "2.5.0"
    with pytest.raises(ValueError, match="PyTorch version"):
        Job(workload="llama-3.1-8b-train", pytorch="latest")
