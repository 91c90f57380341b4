"""SVG export that survives Qt 6's closed paths.

pyqtgraph 0.14.0's SVGExporter re-parses every ``<path d=…>`` as "x,y" pairs and
fails on the close-path command ``Z`` that Qt 6 now writes (pyqtgraph issue
#3495, fix not yet released).  While one export runs, the ``Z`` tokens are taken
out before pyqtgraph transforms the coordinates and put back afterwards.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pyqtgraph.exporters import SVGExporter

_svg_module: Any = importlib.import_module("pyqtgraph.exporters.SVGExporter")
CLOSE = ("Z", "z")


def _strip_closes(node: Any) -> dict[Any, list[int]]:
    """Remove ``Z`` tokens; remember after which remaining token each one stood."""
    removed: dict[Any, list[int]] = {}
    for path in node.getElementsByTagName("path"):
        tokens = path.getAttribute("d").split()
        if not any(t in CLOSE for t in tokens):
            continue
        kept: list[str] = []
        after: list[int] = []
        for token in tokens:
            if token in CLOSE:
                after.append(len(kept) - 1)
            else:
                kept.append(token)
        path.setAttribute("d", " ".join(kept))
        removed[path] = after
    return removed


def _restore_closes(removed: dict[Any, list[int]]) -> None:
    for path, after in removed.items():
        tokens = path.getAttribute("d").split()
        for offset, index in enumerate(after):
            tokens.insert(index + 1 + offset, "Z")
        path.setAttribute("d", " ".join(tokens))


@contextmanager
def _tolerant_paths() -> Iterator[None]:
    original = _svg_module.correctCoordinates

    def correct(node: Any, defs: Any, item: Any, options: Any) -> Any:
        removed = _strip_closes(node)
        try:
            return original(node, defs, item, options)
        finally:
            _restore_closes(removed)

    _svg_module.correctCoordinates = correct
    try:
        yield
    finally:
        _svg_module.correctCoordinates = original


def export_svg(item: Any, path: str) -> None:
    with _tolerant_paths():
        SVGExporter(item).export(path)
