"""`dlbox estimate --llamacpp-build DATE`: a user running an older llama.cpp (the one their
Ollama, LM Studio or text-generation-webui bundles) gets that build's decode speed; the
text and the JSON say which build was assumed; a bad date is one line and exit 2; another
stack gets a warning, not a failure."""

from __future__ import annotations

import itertools
import json

import pytest

from dlbox.cli import main
from dlbox.core.estimate.llamacpp_fusion import build_periods, kernels_per_layer
from dlbox.core.job import Job

SMALL = ["estimate", "--gpu", "rtx-4090", "--model", "llama-3.2-1b", "--task", "decode"]
SMALL += ["--weights", "Q4_0"]


def _run(capsys, *extra: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main([*SMALL, *extra])
    out = capsys.readouterr()
    return code, out.out, out.err


def _tokens_s(capsys, *extra: str) -> float:
    code, out, _err = _run(capsys, *extra, "--json")
    assert code == 0
    return json.loads(out)["explain"]["inference"]["tokens_per_s_total"]


def test_an_older_build_decodes_a_small_model_slower(capsys):
    current = _tokens_s(capsys)
    assert _tokens_s(capsys, "--llamacpp-build", "current") == current
    assert _tokens_s(capsys, "--llamacpp-build", "2026-03") == current
    old = _tokens_s(capsys, "--llamacpp-build", "2024-06")
    # 27 kernels a layer instead of 18 on a 16-layer model whose weights take ~1 ms.
    assert old < 0.95 * current
    mid = _tokens_s(capsys, "--llamacpp-build", "2025-09")
    assert old < mid < current


def test_the_text_and_json_say_which_build_was_assumed(capsys):
    code, out, _ = _run(capsys, "--llamacpp-build", "2024-06")
    assert code == 0
    assert "llama.cpp    build of 2024-06 (CUDA): 27 kernels a layer; a current build: 18" in out
    code, out, _ = _run(capsys)
    assert "llama.cpp    a current build (CUDA): 18 kernels a layer (27 before June 2025" in out
    code, out, _ = _run(capsys, "--llamacpp-build", "2024-06", "--json")
    explain = json.loads(out)["explain"]
    assert explain["inference"]["llamacpp_build"] == {
        "build": "2024-06",
        "backend": "CUDA",
        "kernels_per_layer": 27,
        "current_kernels_per_layer": 18,
        "pre_fusion_kernels_per_layer": 27,
        "applied": True,
        "gate_up_fused": True,
    }
    assert explain["settings"]["llamacpp_build_date"] == "2024-06"
    assert any(n.startswith("llama.cpp build of 2024-06") for n in explain["notes"])
    # 16-bit weights run no quantise kernel before each product: 20 kernels, 12 now.
    code, out, _ = _run(capsys, "--weights", "F16", "--llamacpp-build", "2024-06", "--json")
    told = json.loads(out)["explain"]["inference"]["llamacpp_build"]
    assert (told["kernels_per_layer"], told["current_kernels_per_layer"]) == (20, 12)


@pytest.mark.parametrize(
    "value", ["spring", "2024-13", "2025-02-30", "24-06", "2025-7", "1999", "2024/06", ""]
)
def test_a_bad_build_date_is_one_line_naming_the_flag(capsys, value):
    with pytest.raises(SystemExit) as stop:
        main([*SMALL, "--llamacpp-build", value])
    err = capsys.readouterr().err.strip()
    assert stop.value.code == 2
    assert err.count("\n") == 0 and "--llamacpp-build" in err and "expected" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        (["--engine", "vllm"], "not to --engine vllm"),
        (["--engine", "generic", "--tier", "eager"], "not to --engine generic"),
        (["--engine", "llama.cpp", "--tier", "eager"], "--tier eager"),
    ],
)
def test_another_stack_is_warned_not_failed(capsys, extra, why):
    plain = _tokens_s(capsys, *extra)
    code, out, err = _run(capsys, *extra, "--llamacpp-build", "2024-06", "--json")
    assert code == 0
    assert err.count("\n") == 1 and "warning: --llamacpp-build ignored" in err and why in err
    inference = json.loads(out)["explain"]["inference"]
    assert inference["tokens_per_s_total"] == plain
    assert inference["llamacpp_build"] is None


def test_a_training_workload_is_warned_not_failed(capsys):
    argv = ["estimate", "--gpu", "rtx-4090", "--workload", "resnet50"]
    code = main([*argv, "--llamacpp-build", "2024-06"])
    err = capsys.readouterr().err
    assert code == 0 and "resnet50 trains" in err


def test_a_build_file_job_carries_the_build_into_the_estimate():
    job = Job(
        workload="llama-3.2-1b-decode",
        model="llama-3.2-1b",
        task="decode",
        engine="llama.cpp",
        llamacpp_build="2025-08",
    )
    assert job.train_settings().llamacpp_build_date == "2025-08"
    assert Job(workload="llama-3.2-1b-decode").train_settings().llamacpp_build_date is None
    with pytest.raises(ValueError, match="YYYY-MM"):
        Job(workload="llama-3.2-1b-decode", llamacpp_build="2025-13")


def test_the_menus_periods_cover_every_fusion_step():
    periods = build_periods()
    assert periods[0].date is None and periods[-1].first is None
    counts = [kernels_per_layer(p.date or "2100", True) for p in periods]
    assert counts == sorted(counts) and counts[0] == 18 and counts[-1] == 27
    # Each period's last day still has its first day's kernels; the next day does not.
    for newer, older in itertools.pairwise(periods):
        assert kernels_per_layer(older.last, True) == kernels_per_layer(older.date, True)
        assert kernels_per_layer(newer.first, True) < kernels_per_layer(older.last, True)


def test_the_gpus_backend_decides_which_fusions_are_counted(capsys):
    """An AMD card runs llama.cpp's HIP backend, the CUDA backend's own source: the same
    fusions. A Pascal card does not fuse the quantised gate and up products (llama.cpp
    skips that fusion below compute capability 7.0): 21 kernels on a current build."""

    def told(gpu: str, *extra: str) -> dict:
        argv = ["estimate", "--gpu", gpu, "--model", "llama-3.2-1b", "--task", "decode"]
        capsys.readouterr()
        assert main([*argv, "--weights", "Q4_0", "--json", *extra]) == 0
        return json.loads(capsys.readouterr().out)["explain"]["inference"]["llamacpp_build"]

    amd = told("radeon-rx-7900-xtx")
    assert (amd["backend"], amd["kernels_per_layer"]) == ("HIP (ROCm)", 18)
    p40 = told("tesla-p40")
    assert (p40["backend"], p40["kernels_per_layer"], p40["gate_up_fused"]) == ("CUDA", 21, False)
    # Before the gate + up fusion (October 2025) a Pascal card ran what any card ran.
    assert told("tesla-p40", "--llamacpp-build", "2025-09")["kernels_per_layer"] == 22
    assert told("rtx-4090", "--llamacpp-build", "2025-09")["kernels_per_layer"] == 22
    capsys.readouterr()
    main(["estimate", "--gpu", "tesla-p40", *SMALL[3:]])
    assert "no gate + up fusion on Pascal or older" in capsys.readouterr().out
    # Kernel counts by family: 16-bit weights have no quantised gate + up product.
    assert kernels_per_layer("2026-01", True, "pascal") == 21
    assert kernels_per_layer("2026-01", False, "pascal") == 12
    assert kernels_per_layer("2026-01", True, "other") == 27  # no known backend
