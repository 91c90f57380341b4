"""`dlbox estimate` as a script uses it: exit codes, JSON keys, one-line errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

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
    assert "does NOT fit" in out and "LoRA adapters" in out
    # Without --host-memory offload's CPU step is charged as on the stated default host, and
    # offload never reads faster than the job would run if it fit.
    found = re.search(r"optimizer offload to CPU RAM: [\d.]+ GiB, ×([\d.]+) speed", out)
    assert found and float(found.group(1)) <= 1.0, out
    assert "host RAM not given: charged as on a DGX A100's host" in out


def test_offloading_more_than_the_builds_ram_is_said_on_the_host_line(capsys):
    """An 8B full fine-tune's optimizer states (≈ 90 GiB) do not fit the tower's 64 GB."""
    tower = str(Path(__file__).resolve().parents[2] / "data/examples/rtx-4090-tower.dlbox.json")
    args = ["estimate", tower, "--workload", "llama3-8b-full", "--offload", "optimizer"]
    main(args)
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("host RAM"))
    assert "of 64 GB: MORE than the build's RAM" in line
    main([*args[:3], "llama3-8b-lora", *args[4:]])
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("host RAM"))
    assert "MORE" not in line


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


@pytest.mark.parametrize("query", ["rtx4090", "RTX-4090", "GeForce RTX4090", "geforce_rtx 4090"])
def test_gpu_names_ignore_spaces_hyphens_and_case(capsys, query):
    assert main(["estimate", "--gpu", query, "--workload", "resnet50", "--json"]) == 0
    assert _json(capsys)["gpu"] == "rtx-4090"


def test_an_unknown_gpu_lists_the_closest_catalogue_gpus_on_one_line(capsys):
    assert main(["estimate", "--gpu", "rtx 4900", "--workload", "resnet50"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "rtx-4090" in err and "closest" in err


def test_a_custom_llm_from_the_command_line(capsys):
    base = ["estimate", "--gpu", "rtx-4090", "--workload", "custom", "--json"]
    llm = ["--params", "8e9", "--tokens-per-sample", "2048", "--adapter", "qlora"]
    assert main([*base, *llm]) == 0
    custom = _json(capsys)
    assert custom["unit"] == "tokens/s" and custom["fits"]
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "llama3-8b-qlora", "--json"]) == 0
    shipped = _json(capsys)
    # The same size of model by its numbers lands near the library's Llama-3-8B QLoRA.
    assert 0.5 < custom["throughput"] / shipped["throughput"] < 2.0
    # Full fine-tuning of 7 B weights with AdamW does not fit a 24 GB card.
    assert main([*base, "--params", "7B", "--tokens-per-sample", "2048"]) == 1
    assert not _json(capsys)["fits"]
    # Twice the forward FLOPs per sample: clearly slower.
    small = ["--params", "1e9", "--tokens-per-sample", "1024"]
    assert main([*base, *small]) == 0
    rule = _json(capsys)
    flops = 2 * 2 * 1e9 * 1024
    assert main([*base, *small, "--flops-per-sample", str(flops)]) == 0
    assert _json(capsys)["throughput"] < 0.75 * rule["throughput"]


def test_a_custom_cnn_needs_its_flops_and_activation_memory(capsys):
    base = ["estimate", "--gpu", "rtx-4090", "--workload", "custom", "--family", "cnn"]
    assert main([*base, "--params", "25M"]) == 2
    assert "--flops-per-sample" in capsys.readouterr().err
    cnn = ["--params", "25M", "--flops-per-sample", "8.2e9", "--act-mb-per-sample", "41"]
    assert main([*base, *cnn, "--json"]) == 0
    data = _json(capsys)
    assert data["unit"] == "samples/s" and data["throughput"] > 0


def test_custom_flags_are_one_line_errors_when_misused(capsys):
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "custom"]) == 2
    err = capsys.readouterr().err
    assert "--params" in err and err.count("\n") == 1
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "resnet50", "--params", "7e9"]) == 2
    err = capsys.readouterr().err
    assert "--workload custom" in err and err.count("\n") == 1


def test_help_documents_the_custom_workload(capsys):
    with pytest.raises(SystemExit):
        main(["estimate", "--help"])
    out = capsys.readouterr().out
    for flag in ("--params", "--tokens-per-sample", "--flops-per-sample", "--family"):
        assert flag in out


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (["--cpu-threads", "0"], "--cpu-threads"),
        (["--count", "0"], "--count"),
        (["--count", "-2"], "--count"),
        (["--batch", "0"], "--batch"),
        (["--epochs", "nan"], "--epochs"),
        (["--dataset", "-5"], "--dataset"),
        (["--power-limit", "inf"], "--power-limit"),
        (["--context", "0"], "--context"),
        (["--concurrency", "-1"], "--concurrency"),
    ],
)
def test_bad_numbers_are_one_line_naming_the_flag_and_range(capsys, args, flag):
    code = main(["estimate", "--gpu", "rtx-4090", "--workload", "llm-8b-decode", *args])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err.count("\n") == 0 and flag in err and "expected" in err


def test_custom_counts_that_are_not_finite_are_one_line(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["estimate", "--gpu", "rtx-4090", "--workload", "custom", "--params", "nan"])
    err = capsys.readouterr().err.strip()
    assert stop.value.code == 2 and err.count("\n") == 0 and "--params" in err


def test_decode_flags_give_concurrency_context_and_time_to_first_token(capsys):
    argv = ["estimate", "--gpu", "rtx-4090", "--workload", "llm-8b-decode", "--json"]
    argv += ["--bits", "4"]
    assert main([*argv, "--concurrency", "8", "--context", "4096", "--adapter", "lora"]) == 0
    data = _json(capsys)
    inference = data["explain"]["inference"]
    assert inference["concurrency"] == 8 and inference["context_tokens"] == 4096
    assert inference["tokens_per_s_total"] == pytest.approx(data["throughput"], rel=1e-3)
    assert inference["time_to_first_token_ms"] > 0
    assert main([*argv]) == 0
    plain = _json(capsys)
    assert (
        plain["explain"]["inference"]["tokens_per_s_per_stream"]
        > inference["tokens_per_s_per_stream"]
    )


def test_decode_flags_on_a_training_workload_are_refused(capsys):
    assert main(["estimate", "--gpu", "rtx-4090", "--workload", "resnet50", "--context", "9"]) == 2
    assert "decode workloads" in capsys.readouterr().err
