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
    ],
)
def test_a_bad_job_is_refused_naming_its_field(job, field):
    text = json.dumps({"schema_version": 2, "name": "x", "parts": [], "job": job})
    with pytest.raises(BuildFileError, match=rf"field {field}\b"):
        parse_build(text, "x.dlbox.json")


def test_job_choices_are_the_estimators():
    assert typing.get_args(JobPrecision) == typing.get_args(Precision)
    assert typing.get_args(JobAdapter) == typing.get_args(Adapter)


def test_a_fraction_of_an_epoch_is_a_job(tmp_path):
    # LLM fine-tunes often stop part-way through one pass over a large set.
    path = tmp_path / "half.dlbox.json"
    write_build(path, Build().with_job(Job(workload="llama3-8b-lora", epochs=0.5)))
    assert read_build(path).job.epochs == 0.5
