"""The host CPU's single thread sets every host-bound floor (issue 18, host_cpu.py).

An eager token's or step's operator calls go out from one Python thread: the same TinyChat
on one RTX 4090 took 7.5-8.5 ms a token with an i9-13900K and 17.7-18.6 ms with an EPYC
(mit-han-lab/llm-awq issue #61).  Each per-call constant is quoted for its reference host
(data/host_reference.csv) and charged at reference / build single-thread speed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.catalogue import DATA_ENV_VAR, load_catalogue
from dlbox.core.estimate import TrainSettings, estimate_gpus
from dlbox.core.estimate.host_cpu import (
    SINGLE_THREAD_FILE,
    HostCpuDataError,
    host_cpu,
    host_term,
    reference_host,
    run_host,
)
from dlbox.core.estimate.workloads import resolve_workload
from dlbox.core.files import build_from_data
from tests.conftest import DATA_DIR
from tests.core.model_shapes import LLAMA32_1B

EXAMPLE = DATA_DIR / "examples" / "rtx-4090-tower.dlbox.json"  # a Ryzen 9 7950X build
# Llama 3.2 1B in 16 bits: 2.5 GB of weights, a few ms of GPU work per token on a 4090,
# so Hugging Face generate's ~1,000 calls per token set the pace.
SMALL = {**LLAMA32_1B, "seq_len": 512}


def _build_with_cpu(cpu_id: str):
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    for part in data["parts"]:
        if part["category"] == "cpu":
            part["id"] = cpu_id
            part.pop("snapshot", None)
    return resolve(build_from_data(data, "test"), load_catalogue(DATA_DIR))


def _decode_build(cpu_id: str):
    w = resolve_workload("llm-8b-decode").model_copy(update=SMALL)
    return estimate_build(_build_with_cpu(cpu_id), w, TrainSettings(batch_per_gpu=1))


def test_a_7950x_build_decodes_a_small_model_faster_than_the_same_gpu_on_an_older_cpu():
    fast = _decode_build("ryzen-9-7950x")
    old = _decode_build("ryzen-5-5600x")
    server = _decode_build("epyc-9554")
    # Host-bound at batch 1: the token's time is the host's calls, so it follows the
    # single-thread figures (Cinebench R23 2,059 / 1,581 / 1,355).
    assert fast.throughput > old.throughput > server.throughput
    assert fast.throughput / old.throughput == pytest.approx(2059 / 1581, rel=0.05)
    note = next(n for n in fast.explain["notes"] if n.startswith("host-bound"))
    assert "µs per call on CPU AMD Ryzen 9 7950X" in note


def test_an_unknown_cpu_is_charged_as_the_reference_host_and_the_estimate_says_so(catalogue):
    unknown = _decode_build("pentium-g4600")  # no single-thread figure in the data
    w = resolve_workload("llm-8b-decode").model_copy(update=SMALL)
    bare = estimate_gpus(catalogue.get("gpu", "rtx-4090"), 1, w, TrainSettings(batch_per_gpu=1))
    assert unknown.throughput == pytest.approx(bare.throughput, rel=1e-9)
    ref = reference_host("decode-hf").name
    note = next(n for n in unknown.explain["notes"] if n.startswith("host-bound"))
    assert f"as on the reference host {ref}" in note
    assert "Intel Pentium G4600's single-thread speed unknown" in note
    bare_note = next(n for n in bare.explain["notes"] if n.startswith("host-bound"))
    assert "no CPU given" in bare_note


def test_a_compiled_stack_ignores_the_host(catalogue):
    """torch.compile / CUDA-graph stacks issue no per-call Python work: the CPU changes nothing."""
    w = resolve_workload("llm-8b-decode").model_copy(update=SMALL)
    s = TrainSettings(batch_per_gpu=1, software_tier="compiled")
    gpu = catalogue.get("gpu", "rtx-4090")
    fast = estimate_gpus(gpu, 1, w, s, host_cpu=host_cpu("ryzen-9-7950x"))
    slow = estimate_gpus(gpu, 1, w, s, host_cpu=host_cpu("epyc-9554"))
    assert fast.throughput == pytest.approx(slow.throughput, rel=1e-9)


def test_eager_training_keeps_the_reference_time_and_says_why(catalogue):
    """Channels-last ResNet-50 at batch 64 on an H100 waits on its ~900 launches a step (our
    own set 6).  The training constant is not scaled (host_reference.csv ``applied`` 0): the
    two kohya runs that name their CPU (an i9-13900K and a Ryzen 9 7950X, on Windows) match
    it unscaled and would move to +65 % and +81 % if it were."""
    gpu = catalogue.get("gpu", "h100-sxm")
    s = TrainSettings(
        batch_per_gpu=64, precision="bf16", software_tier="eager", memory_format="nhwc"
    )
    fast = estimate_gpus(gpu, 1, "resnet50", s, host_cpu=host_cpu("core-i9-14900k"))
    ref = estimate_gpus(gpu, 1, "resnet50", s, host_cpu=host_cpu("epyc-7742"))
    assert fast.throughput == pytest.approx(ref.throughput, rel=1e-9)
    note = next(n for n in fast.explain["notes"] if n.startswith("host-bound"))
    assert "not scaled by the CPU" in note


def test_published_rows_get_the_host_their_source_names_and_no_other():
    awq = run_host("fresh6-autoawq-4090-tinyllama1b-gemv-p64-d64")
    assert awq is not None and awq.id == "ryzen-9-7950x"
    # PR #320's A100 rows name no CPU: the constant's reference host, not a guess.
    assert run_host("fresh11-autoawq320-a100-vicuna7b-gemm-p64-d64") is None


def test_the_factor_is_the_reference_over_the_build_single_thread():
    ref = reference_host("autoawq")
    term = host_term(host_cpu("core-i9-13900k"), "autoawq")
    assert term.factor == pytest.approx(ref.single_thread / 2275)
    # llm-awq #61: the same TinyChat token took 2.2-2.4× as long on an EPYC 7-series host
    # as on an i9-13900K; the figures give this reference host (a 7-series EPYC) 2.3×.
    assert 1.0 / term.factor == pytest.approx(2.3, abs=0.15)


def _data_copy(tmp_path: Path, monkeypatch) -> Path:
    root = tmp_path / "data"
    shutil.copytree(DATA_DIR, root, ignore=shutil.ignore_patterns("examples", "cloud"))
    monkeypatch.setenv(DATA_ENV_VAR, str(root))
    return root


@pytest.mark.parametrize("bad", ["-5", "fast", "0", "nan"])
def test_a_bad_single_thread_value_names_its_file_row_and_field(tmp_path, monkeypatch, bad):
    root = _data_copy(tmp_path, monkeypatch)
    path = root / SINGLE_THREAD_FILE
    lines = path.read_text(encoding="utf-8").splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("ryzen-9-7950x,"))
    cells = lines[row].split(",")
    cells[2] = bad
    lines[row] = ",".join(cells)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(HostCpuDataError) as err:
        host_cpu("ryzen-9-7950x")
    message = str(err.value)
    assert f"line {row + 1} (ryzen-9-7950x)" in message
    assert "cinebench_r23_single" in message and "\n" not in message


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dlbox", "estimate", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_cli_takes_the_cpu_and_names_the_host_term():
    done = _cli(  # Hugging Face generate: its Python calls are the host term named
        "--gpu",
        "rtx-4090",
        "--workload",
        "llm-8b-decode",
        "--cpu",
        "ryzen-9-7950x",
        "--engine",
        "generic",
    )
    assert done.returncode == 0, done.stderr
    assert "per call on CPU AMD Ryzen 9 7950X" in done.stdout
    bad = _cli("--gpu", "rtx-4090", "--workload", "llm-8b-decode", "--cpu", "ryzen-99")
    assert bad.returncode == 2
    assert bad.stderr.strip().count("\n") == 0 and "--cpu" in bad.stderr
    assert "Traceback" not in bad.stderr
