"""Installs are reproducible: every dependency dlbox names is pinned in constraints.txt."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower().replace("_", "-")


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt: {line!r} is not pinned with =="
            pins[_name(name)] = version
    return pins


def test_every_dependency_and_test_tool_is_pinned():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    missing = sorted({_name(r) for r in wanted} - set(_pins()))
    assert not missing, f"add to constraints.txt (make lock): {missing}"


def test_pinned_pyside_avoids_the_none_refcount_release_on_python_311():
    # 6.12.0 aborts Python 3.11 after a few hundred void calls (see pyproject.toml).
    major, minor, *_ = (int(part) for part in _pins()["pyside6-essentials"].split("."))
    assert (major, minor) < (6, 12)


def test_make_installs_from_the_constraints():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = [
        line for line in makefile.splitlines() if "pip install" in line and "lock" not in line
    ]
    assert installs and all(
        "-c constraints.txt" in line for line in installs if "upgrade pip" not in line
    )
