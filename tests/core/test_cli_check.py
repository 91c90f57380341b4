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
    assert "0 error(s), 0 warning(s)" in out and "power: load" in out


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
