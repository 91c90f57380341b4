"""PEP 562 lazy packages: ``import dlbox.core.cost.money`` loads that module alone, not
every module the package re-exports (start-up reads a rate table without the cost model).

A package lists what it re-exports by submodule and calls :func:`lazy_exports`; a name is
imported on first use and then kept in the package like an ordinary import.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(
    namespace: dict[str, Any], exports: Mapping[str, tuple[str, ...]]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for the package whose globals are ``namespace``;
    ``exports`` maps each submodule (relative name) to the names taken from it."""
    package = namespace["__name__"]
    where = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> Any:  # noqa: N807 (the PEP 562 hook)
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value  # the next lookup is an ordinary global
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted({*namespace, *where})

    return __getattr__, __dir__
