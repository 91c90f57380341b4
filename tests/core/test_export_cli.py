"""`dlbox export` as a user or a script runs it: formats, output files and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlbox.cli import main
from dlbox.core.build import Build, Pick
from dlbox.core.export import read_csv_export
from dlbox.core.files import parse_build, write_build

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "examples"
TOWER = EXAMPLES / "rtx-4090-tower.dlbox.json"


def test_markdown_to_stdout_by_default(capsys):
    assert main(["export", str(TOWER)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## Single RTX 4090 tower")
    assert "**GPU** | NVIDIA GeForce RTX 4090 | 1 |" in out


@pytest.mark.parametrize(
    ("suffix", "check"),
    [
        (".md", lambda text: text.startswith("## ")),
        (".csv", lambda text: bool(read_csv_export(text)[0])),
        (".json", lambda text: bool(parse_build(text, "x").parts)),
        (".html", lambda text: text.startswith("<!DOCTYPE html>")),
    ],
)
def test_format_follows_the_output_suffix(tmp_path, capsys, suffix, check):
    out = tmp_path / f"tower{suffix}"
    assert main(["export", str(TOWER), "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert check(out.read_text(encoding="utf-8"))


@pytest.mark.parametrize("args", [["--format", "pdf"], ["-o", "tower.pdf"]])
def test_pdf_points_to_the_app(capsys, args):
    assert main(["export", str(TOWER), *args]) == 2
    assert "PDF is made by the app" in capsys.readouterr().err


def test_unknown_suffix_without_format_is_bad_input(tmp_path, capsys):
    assert main(["export", str(TOWER), "-o", str(tmp_path / "tower.docx")]) == 2
    err = capsys.readouterr().err
    assert "cannot tell the format from the suffix '.docx'" in err


def test_unknown_part_exports_but_exits_1(tmp_path, capsys):
    path = tmp_path / "odd.dlbox.json"
    write_build(path, Build(name="odd", parts=(Pick(category="gpu", id="no-such-gpu"),)))
    out = tmp_path / "odd.csv"
    assert main(["export", str(path), "-o", str(out)]) == 1
    assert "gpu no-such-gpu" in capsys.readouterr().err
    assert read_csv_export(out.read_text(encoding="utf-8"))[0][0].id == "no-such-gpu"


def test_json_export_is_machine_readable(capsys):
    assert main(["export", str(TOWER), "-f", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema_version"] == 1
    assert set(data["exported"]) >= {"totals", "lines", "findings", "generator"}
