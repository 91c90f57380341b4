"""Answers of pure functions of read-only columns, kept per the identity of those columns.

The estimator treats a GPU's columns (:class:`~dlbox.core.estimate.hardware.GpuArrays`),
the math peaks worked out from them and the calibration's tables as read-only, and the
same objects come back for the same GPUs (``arrays_for`` caches them).  So what is worked
out from them alone — links, math peaks, power starvation — can be kept per their ``id``:
a remedy search estimates several changed runs of one GPU, and each asks again.

Every kept object is held with its answer, so its ``id`` cannot be reused by another
object while the entry lives; arrays in an answer are made read-only, so a caller that
tries to change one fails loudly instead of changing every later answer.
:func:`clear_memos` (part of ``estimator.clear_caches``) forgets them all.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any, ParamSpec, TypeVar

import numpy as np

P = ParamSpec("P")
R = TypeVar("R")

_LIMIT = 64  # entries per function: a few GPU sets × precisions × counts
_MEMOS: list[dict[tuple[Any, ...], tuple[tuple[Any, ...], Any]]] = []


def _frozen(value: Any) -> Any:
    """``value`` with its arrays (also inside tuples and dataclasses) made read-only."""
    if isinstance(value, np.ndarray):
        value.flags.writeable = False
    elif isinstance(value, tuple):
        for item in value:
            _frozen(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _frozen(getattr(value, name))
    return value


_SCALARS = (int, float, str, bool, type(None), np.generic)


def by_identity(func: Callable[P, R]) -> Callable[P, R]:
    """Keep ``func``'s answers per the identity of its object arguments and the value (and
    type) of the others: numbers, strings, None, tuples of them.  Keywords count by name."""
    memo: dict[tuple[Any, ...], tuple[tuple[Any, ...], Any]] = {}
    _MEMOS.append(memo)

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        held: list[Any] = []
        key = (_key(args, held), _key(tuple(sorted(kwargs.items())), held))
        hit = memo.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], held, strict=True)):
            return hit[1]  # type: ignore[no-any-return]
        answer = _frozen(func(*args, **kwargs))
        if len(memo) >= _LIMIT:
            memo.clear()
        memo[key] = (tuple(held), answer)
        return answer

    return wrapper


def _key(value: Any, held: list[Any]) -> Any:
    """A hashable key: scalars with their type (1, 1.0 and True differ), tuples item by item,
    anything else by identity (and kept in ``held``)."""
    if isinstance(value, _SCALARS):
        return (type(value), value)
    if isinstance(value, tuple):
        return tuple(_key(v, held) for v in value)
    held.append(value)
    return ("id", id(value))


# The answers kept during one remedy search (None: not in one).
_SEARCH: ContextVar[dict[tuple[Any, ...], tuple[tuple[Any, ...], Any]] | None] = ContextVar(
    "dlbox_search_memo", default=None
)


@contextlib.contextmanager
def one_search() -> Iterator[None]:
    """While a remedy search runs, keep the answers of :func:`within_search` functions.

    They read objects that may change between estimates (a calibration being fitted is
    changed in place), but nothing changes them while one search estimates its changed
    runs; the answers are forgotten when it ends."""
    if _SEARCH.get() is not None:
        yield
        return
    token = _SEARCH.set({})
    try:
        yield
    finally:
        _SEARCH.reset(token)


def within_search(func: Callable[P, R]) -> Callable[P, R]:
    """Keep ``func``'s answers per :func:`by_identity`'s key, but only inside
    :func:`one_search` (outside it, every call works its answer out)."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        memo = _SEARCH.get()
        if memo is None:
            return func(*args, **kwargs)
        held: list[Any] = []
        key = (func, _key(args, held), _key(tuple(sorted(kwargs.items())), held))
        hit = memo.get(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], held, strict=True)):
            return hit[1]  # type: ignore[no-any-return]
        answer = _frozen(func(*args, **kwargs))
        memo[key] = (tuple(held), answer)
        return answer

    return wrapper


def new_memo() -> dict[Any, Any]:
    """An empty dict that :func:`clear_memos` empties too (for answers kept elsewhere)."""
    memo: dict[Any, Any] = {}
    _MEMOS.append(memo)
    return memo


def clear_memos() -> None:
    """Forget every kept answer."""
    for memo in _MEMOS:
        memo.clear()
