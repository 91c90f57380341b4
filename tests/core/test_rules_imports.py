"""The rules and the facts they read import one way, with no circles.

Inside the rules package: rules ← registry ← compat ← engine; inside dlbox.core.rig (the
built view of a build): placement ← load ← view.  Between them: the rules read the rig and
may ask the estimator; the estimator reads neither the rig nor a rule; the rig reads
neither.  Between the core's packages and modules (the estimator's inside aside): no circle.
import-linter's contracts (pyproject.toml) check the same in `make test`; these tests name
the offending import in pytest's output, counting imports inside functions too (a lazy
import is still a circle a reader has to untangle).
"""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "dlbox" / "core"


def _modules_imported(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def _imports(package: str) -> dict[str, set[str]]:
    """Module → the sibling modules of ``package`` (dlbox.core.X) it imports."""
    prefix = f"dlbox.core.{package}."
    graph: dict[str, set[str]] = {}
    for path in (CORE / package).glob("*.py"):
        if path.stem == "__init__":
            continue
        deps = {
            m.removeprefix(prefix).split(".")[0]
            for m in _modules_imported(path)
            if m.startswith(prefix)
        }
        graph[path.stem] = deps - {path.stem}
    return graph


def _reaching(package: str, forbidden: tuple[str, ...]) -> list[str]:
    """``module → import`` for each import in ``package`` of a forbidden package."""
    return sorted(
        f"{path.relative_to(CORE)} → {module}"
        for path in (CORE / package).rglob("*.py")
        for module in _modules_imported(path)
        if module.startswith(tuple(f"dlbox.core.{f}" for f in forbidden))
    )


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
    graph = _imports("rules")
    assert {"engine", "compat", "power", "slots", "physical"} <= set(graph)
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_rig_modules_import_each_other_without_a_circle():
    graph = _imports("rig")
    assert {"view", "placement", "load", "m2"} <= set(graph)
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_rig_imports_no_rule_and_no_estimator_term():
    """A rule reads a built view; the view is built from parts and pure derivations only."""
    assert _reaching("rig", ("rules", "estimate")) == []


def test_the_estimator_imports_no_rule():
    assert _reaching("estimate", ("rules",)) == []


def test_the_estimator_imports_no_build():
    """A saved build reaches the estimator through dlbox.core.build_estimate, which sits above
    both; the estimator knows GPUs and hosts (a job imports the estimator's parsers)."""
    assert _reaching("estimate", ("build", "job", "files", "rig")) == []


def _core_imports() -> dict[str, set[str]]:
    """Each module or package right under dlbox.core → the others it imports (any depth)."""
    graph: dict[str, set[str]] = {}
    for path in CORE.iterdir():
        if path.name.startswith(("_", ".")) or not (path.is_dir() or path.suffix == ".py"):
            continue
        name = path.stem
        files = path.rglob("*.py") if path.is_dir() else [path]
        modules = {m for source in files for m in _modules_imported(source)}
        deps = {
            m.removeprefix("dlbox.core.").split(".")[0]
            for m in modules
            if m.startswith("dlbox.core.")
        }
        graph[name] = deps - {name}
    return graph


def test_the_core_packages_and_modules_import_each_other_without_a_circle():
    """build ↔ job ↔ estimate was one: a build carried its job, the job checked its fields
    with the estimator's parsers, and the estimator took a build."""
    graph = _core_imports()
    assert {"build", "job", "estimate", "build_estimate", "files", "atomic", "rig"} <= set(graph)
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_detector_finds_a_circle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
