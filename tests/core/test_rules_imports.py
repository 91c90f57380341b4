"""The rules package reads one way: view ← rules ← registry ← compat ← engine, no circles.

import-linter's "acyclic_siblings" contract (pyproject.toml) checks the same in `make
test`; this test names the circle in pytest's output, counting imports inside functions
too (a lazy import is still a circle a reader has to untangle).
"""

from __future__ import annotations

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "dlbox" / "core" / "rules"
PACKAGE = "dlbox.core.rules"


def _imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in RULES.glob("*.py"):
        if path.stem == "__init__":
            continue
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == PACKAGE:
                    deps |= {alias.name for alias in node.names}
                elif node.module.startswith(PACKAGE + "."):
                    deps.add(node.module.removeprefix(PACKAGE + ".").split(".")[0])
        graph[path.stem] = deps - {path.stem}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        stack.append(module)
        for dep in sorted(graph.get(module, ())):
            if dep not in graph:
                continue
            if state.get(dep) == 1:
                return [*stack[stack.index(dep) :], dep]
            if dep not in state and (found := visit(dep)):
                return found
        stack.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module)):
            return found
    return None


def test_rules_modules_import_each_other_without_a_circle():
    graph = _imports()
    assert {"view", "engine", "compat", "power", "slots"} <= set(graph)
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_view_imports_no_rule_module():
    """A rule reads a built view; the view is built from parts and pure derivations only."""
    rule_modules = {"cooling", "dl_fit", "memory", "pcie", "physical", "platform", "power"}
    rule_modules |= {"storage", "workload_fit", "engine", "compat", "registry", "slots"}
    assert not _imports()["view"] & rule_modules


def test_the_detector_finds_a_circle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
