"""List the import circles inside a package: each group of modules that import one another.

    .venv/bin/python tools/import_cycles.py [dlbox.core]

Every import counts, the ones inside a function too (a lazy import still ties the two
modules together). Two views: module by module (strongly connected groups), and the
subpackages of the package (dlbox.core.estimate ↔ dlbox.core.rules).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

import grimp


def strongly_connected(nodes: Iterable[str], edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's groups of two or more nodes (or one importing itself), iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in edges.get(node, ()):
                    groups.append(sorted(group))
    return sorted(groups, key=lambda g: (-len(g), g))


def _collapse(module: str, package: str) -> str:
    """dlbox.core.estimate.host → dlbox.core.estimate; dlbox.core.build stays."""
    rest = module[len(package) + 1 :].split(".")
    return f"{package}.{rest[0]}"


def main(argv: list[str]) -> int:
    package = argv[0] if argv else "dlbox.core"
    graph = grimp.build_graph(package.split(".")[0])
    modules = {m for m in graph.modules if m.startswith(package + ".")}
    edges = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    groups = strongly_connected(modules, edges)
    print(f"module circles inside {package}: {len(groups)}")
    for group in groups:
        print(f"  {len(group)} modules: " + ", ".join(m[len(package) + 1 :] for m in group))
    packs: dict[str, set[str]] = {}
    for source, targets in edges.items():
        for target in targets:
            a, b = _collapse(source, package), _collapse(target, package)
            if a != b:
                packs.setdefault(a, set()).add(b)
    pack_groups = strongly_connected(set(packs) | {t for ts in packs.values() for t in ts}, packs)
    print(f"subpackage circles inside {package}: {len(pack_groups)}")
    for group in pack_groups:
        print("  " + " ↔ ".join(m[len(package) + 1 :] for m in group))
        for a in group:
            for b in sorted(packs.get(a, set()) & set(group)):
                pairs = sorted(
                    (s, t)
                    for s, ts in edges.items()
                    for t in ts
                    if _collapse(s, package) == a and _collapse(t, package) == b
                )
                shown = ", ".join(
                    f"{s.rsplit('.', 1)[-1]}→{t.rsplit('.', 1)[-1]}" for s, t in pairs[:6]
                )
                more = f" (+{len(pairs) - 6})" if len(pairs) > 6 else ""
                print(f"    {a[len(package) + 1 :]} → {b[len(package) + 1 :]}: {shown}{more}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
