"""The ``dlbox`` parser imports only the command it runs: no pandas before the window."""

from __future__ import annotations

import subprocess
import sys

from dlbox.cli import command_names, modules_for

PROBE = """
import sys
from dlbox.cli import build_parser, modules_for
args = sys.argv[1:]
build_parser(modules_for(args)).parse_args(args)
heavy = ("pandas", "dlbox.core.cost.compare", "dlbox.cli.compare_cmd", "dlbox.cli.check_cmd")
print(",".join(m for m in heavy if m in sys.modules))
"""


def _imported(*args: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, check=True
    ).stdout.strip()
    return set(filter(None, out.split(",")))


def test_app_flags_import_no_command_engine():
    assert _imported("--quit-after-show") == set()
    assert _imported("--screenshot", "out", "--size", "1280x720") == set()


def test_a_command_imports_its_own_module_only(tmp_path):
    loaded = _imported("check", str(tmp_path / "x.dlbox.json"))
    assert "dlbox.cli.check_cmd" in loaded and "dlbox.cli.compare_cmd" not in loaded


def test_help_and_unknown_words_still_list_every_command():
    every = sorted(command_names().values())
    assert sorted(modules_for(["--help"])) == every
    assert sorted(modules_for(["chekc"])) == every
    assert modules_for(["--screenshot", "check"]) == []  # DIR named "check" is no command
