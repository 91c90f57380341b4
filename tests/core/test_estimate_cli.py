"""`dlbox estimate` as a script uses it: exit codes, JSON keys, one-line errors."""

from __future__ import annotations

import json

import pytest

from dlbox.cli import main
from dlbox.core.build import Build
from dlbox.core.files import write_build

KEYS = {
    "throughput",
    "per_gpu",
    "unit",
    "low",
    "high",
    "bottleneck",
    "fits",
    "max_batch_per_gpu",
    "memory_gb",
    "time_to_train_h",
    "energy_kwh",
    "explain",
}


def _json(capsys) -> dict:
    return json.loads(capsys.readouterr().out)


def test_json_has_the_promised_keys_and_system_totals(capsys):
    assert (
        main(["estimate", "--gpu", "rtx-4090", "--count", "2", "--workload", "resnet50", "--json"])
        == 0
    )
    data = _json(capsys)
    assert set(data) >= KEYS
    assert data["unit"] == "images/s"
    assert data["throughput"] == pytest.approx(2 * data["per_gpu"], rel=1e-4)
    assert data["low"] <= data["throughput"] <= data["high"]
    for key in ("flops_per_step", "step_ms", "ceilings", "bound"):
        assert key in data["explain"]


def test_name_matching_is_case_insensitive(capsys):
    assert main(["estimate", "--gpu", "RTX 4090", "--workload", "bert-base-squad", "--json"]) == 0
    assert _json(capsys)["gpu"] == "rtx-4090"


def test_ambiguous_gpu_name_exits_2_listing_candidates(capsys):
    assert main(["estimate", "--gpu", "h100", "--workload", "resnet50"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    for candidate in ("h100-pcie", "h100-sxm", "h100-nvl"):
        assert candidate in err


def test_unknown_gpu_and_workload_exit_2(capsys):
    assert main(["estimate", "--gpu", "voodoo5", "--workload", "resnet50"]) == 2
    assert "voodoo5" in capsys.readouterr().err
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "resnet-9000"]) == 2
    assert "resnet50" in capsys.readouterr().err  # the known ids are listed


def test_a_workload_that_does_not_fit_exits_1_and_says_why(capsys):
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "llama3-8b-full"]) == 1
    out = capsys.readouterr().out
    assert "does NOT fit" in out and "QLoRA" in out


def test_epochs_and_precision_reach_the_estimate(capsys):
    base = ["estimate", "--gpu", "a100-sxm4-80gb", "--workload", "resnet50", "--json"]
    assert main([*base, "--epochs", "10"]) == 0
    ten = _json(capsys)
    assert main([*base, "--epochs", "20", "--precision", "fp32"]) == 0
    twenty_fp32 = _json(capsys)
    assert twenty_fp32["explain"]["settings"]["precision"] == "fp32"
    assert twenty_fp32["throughput"] < ten["throughput"]
    assert twenty_fp32["time_to_train_h"] > 2 * ten["time_to_train_h"]


def test_bad_option_values_are_one_line_errors(capsys):
    assert (
        main(["estimate", "--gpu", "rtx-4090", "--workload", "resnet50", "--power-limit", "0.1"])
        == 2
    )
    err = capsys.readouterr().err
    assert "--power-limit" in err and err.count("\n") == 1
    assert main(["estimate", "--workload", "resnet50"]) == 2  # neither a build nor --gpu


def test_estimate_a_saved_build(tmp_path, capsys, catalogue):
    build = (
        Build()
        .with_part(catalogue.get("gpu", "rtx-3090"), 2)
        .with_part(catalogue.get("cpu", "ryzen-9-5950x"))
        .with_part(catalogue.get("motherboard", "gigabyte-x570s-aorus-master"))
    )
    path = tmp_path / "box.json"
    write_build(path, build)
    assert main(["estimate", str(path), "--workload", "bert-large-squad", "--json"]) == 0
    data = _json(capsys)
    assert data["count"] == 2 and data["gpu"] == "rtx-3090"


def test_an_unreadable_build_file_is_a_one_line_error(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["estimate", str(path), "--workload", "resnet50"]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err and err.count("\n") == 1
