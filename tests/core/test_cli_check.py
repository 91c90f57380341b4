"""`dlbox check BUILD.json [--json]`: exit codes, JSON shape, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dlbox.cli import main

BUILDS = Path(__file__).resolve().parents[1] / "data" / "builds"


@pytest.fixture(autouse=True)
def _needs_catalogue(catalogue):
    if not catalogue.in_category("gpu"):
        pytest.skip("data/parts not present")


def test_clean_build_exits_0(capsys):
    assert main(["check", str(BUILDS / "deskmini-2017.dlbox.json")]) == 0
    out = capsys.readouterr().out
    assert "0 errors, 0 warnings" in out and "power: load" in out


def test_broken_build_exits_1_and_prints_the_fix(capsys):
    assert main(["check", str(BUILDS / "ryzen-9000-on-lga1700.dlbox.json")]) == 1
    out = capsys.readouterr().out
    assert "ERROR platform.socket" in out and "fix:" in out


def test_json_output_has_the_documented_shape(capsys):
    assert main(["check", str(BUILDS / "four-4090-1200w-mid-tower.dlbox.json"), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"findings", "power", "not_checked"}
    assert set(data["power"]) == {"load_w", "transient_w", "recommended_psu_w"}
    assert all(set(f) == {"rule", "severity", "message", "parts", "fix"} for f in data["findings"])
    assert data["findings"][0]["severity"] == "error"
    assert data["not_checked"]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (None, "no such file"),
        ("{not json", "not valid JSON"),
        ('{"parts": [{"category": "gpu", "id": "x", "quantity": 0}]}', "quantity"),
        ("[1, 2]", "expected a JSON object"),
    ],
)
def test_unreadable_input_exits_2_with_one_line(tmp_path, capsys, content, expected):
    path = tmp_path / "build.dlbox.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err and "Traceback" not in err


def test_part_missing_from_the_catalogue_is_a_warning_not_a_crash(tmp_path, capsys):
    path = tmp_path / "odd.dlbox.json"
    path.write_text(json.dumps({"parts": [{"category": "gpu", "id": "no-such-card"}]}), "utf-8")
    assert main(["check", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [f["rule"] for f in data["findings"]] == ["build.unresolved"]


def test_runs_as_a_real_process():
    done = subprocess.run(
        [sys.executable, "-m", "dlbox", "check", str(BUILDS / "missing.dlbox.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("dlbox: error:") and "Traceback" not in done.stderr


EXAMPLES = BUILDS.parents[2] / "data" / "examples"
TWO_5090 = EXAMPLES / "rtx-5090-2x-workstation.dlbox.json"


def test_site_options_reach_the_wall_circuit_check(capsys):
    assert main(["check", str(TWO_5090)]) == 0
    assert "120 V / 15 A circuit (assumed" in capsys.readouterr().out
    assert main(["check", str(TWO_5090), "--mains-voltage", "230", "--circuit-amps", "16"]) == 0
    assert "power.wall_circuit" not in capsys.readouterr().out
    assert main(["check", str(TWO_5090), "--mains-voltage", "110"]) == 0
    out = capsys.readouterr().out
    assert "the 110 V / 15 A circuit carries 1,320 W" in out


def test_fp64_option_notes_gpus_slow_at_double_precision(capsys):
    assert main(["check", str(TWO_5090), "--json"]) == 0
    assert "dl.fp64" not in {f["rule"] for f in json.loads(capsys.readouterr().out)["findings"]}
    assert main(["check", str(TWO_5090), "--json", "--fp64"]) == 0
    data = json.loads(capsys.readouterr().out)
    [fp64] = [f for f in data["findings"] if f["rule"] == "dl.fp64"]
    assert "FP64" in fp64["message"] and fp64["severity"] == "note"


@pytest.mark.parametrize(
    "option",
    [
        ["--mains-voltage", "abc"],
        ["--mains-voltage", "12"],
        ["--mains-voltage", "nan"],
        ["--circuit-amps", "0"],
        ["--circuit-amps", "inf"],
        ["--circuit-amps", "-15"],
    ],
)
def test_bad_site_values_exit_2_with_one_line(capsys, option):
    assert main(["check", str(TWO_5090), *option]) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and option[0] in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


def test_json_fix_parts_are_objects_with_names(capsys, catalogue):
    assert main(["check", str(BUILDS / "ryzen-9000-on-lga1700.dlbox.json"), "--json"]) == 1
    findings = json.loads(capsys.readouterr().out)["findings"]
    [socket] = [f for f in findings if f["fix"] and f["rule"] == "platform.socket"]
    assert socket["fix"]["parts"]
    # Every fix, not only the socket's, names its parts as catalogue objects.
    for finding in (f for f in findings if f["fix"]):
        for part in finding["fix"]["parts"]:
            assert set(part) == {"category", "id", "name"}
            assert catalogue.get(part["category"], part["id"]).name == part["name"]


def test_an_empty_build_says_nothing_was_checked(tmp_path, capsys):
    path = tmp_path / "empty.dlbox.json"
    path.write_text(json.dumps({"parts": []}), "utf-8")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "nothing was checked" in out
    assert "recommended PSU ≥ 0 W" not in out
