"""Every `dlbox …` command the README shows runs (issue 16: two examples exited 2).

Exit 1 is a documented answer (the build has errors, the workload does not fit);
exit 2 means the README shows a command that is wrong.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from dlbox.cli import main

ROOT = Path(__file__).resolve().parents[2]
# Commands that need things a test machine lacks (a download folder, a display, the
# network or price files the user saved).
NOT_RUN_HERE = (
    "dlbox import ",
    "dlbox --self-test",
    "dlbox offers refresh",
    "dlbox prices refresh",  # a price file the user downloaded (tests/core/test_prices_refresh)
)


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = text.split("```sh")[1:]
    commands: list[str] = []
    for block in blocks:
        pending = ""
        for raw in block.split("```", 1)[0].splitlines():
            line = raw.split("  #", 1)[0].rstrip()
            if pending:
                line = pending + " " + line.strip()
                pending = ""
            if line.endswith("\\"):
                pending = line[:-1].rstrip()
                continue
            if line.startswith("dlbox ") and not line.startswith(NOT_RUN_HERE):
                commands.append(line)
    return commands


def test_the_readme_shows_commands():
    assert len(readme_commands()) >= 10


@pytest.mark.parametrize("command", readme_commands())
def test_readme_command_runs(command, tmp_path, monkeypatch, capsysbinary):
    args = shlex.split(command)[1:]
    # Paths in the README are relative to the repository; outputs go to a scratch folder.
    args = [str(ROOT / a) if a.startswith("data/") else a for a in args]
    monkeypatch.chdir(tmp_path)
    code = main(args)
    err = capsysbinary.readouterr().err.decode("utf-8", "replace")
    assert code in (0, 1), f"{command!r} exited {code}: {err.strip()}"
    assert "Traceback" not in err
