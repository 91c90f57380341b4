"""Build files on disk: strict reading with one-line errors, writes that cannot corrupt.

Reading goes bytes → size check → UTF-8 → JSON (no NaN, no duplicate keys) →
nesting check → migration to the current schema → pydantic validation.  Every
failure is a :class:`BuildFileError` whose message is one line naming the file,
the field and what was expected.

Writing goes through :mod:`dlbox.core.atomic`: a temp file in the same folder, fsynced
and renamed over the target; the previous version is kept next to it as ``NAME.bak``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlbox.core.atomic import atomic_write_text
from dlbox.core.build import MAX_POWER_CABLES, MAX_QUANTITY, Build, Pick, QuotedPrice
from dlbox.core.migrations import MigrationError, migrate
from dlbox.core.parts import Category
from dlbox.core.safe_read import UnreadableFileError, read_regular

MAX_BUILD_FILE_BYTES = 10 * 1024 * 1024
# A v1 file nests about six levels (build → parts → pick → snapshot → slots → slot).
MAX_NESTING = 20
# Keys a JSON export adds for readers other than dlbox; dropped on reading.
EXPORT_ONLY_KEYS = ("exported",)


class BuildFileError(Exception):
    """A build file that cannot be read; the message names the file and the problem."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


# ---------------------------------------------------------------- writing
def _dump(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def build_to_json(build: Build) -> str:
    return _dump(build.to_dict())


def write_build(path: Path | str, build: Build, *, backup: bool = True) -> None:
    """Save atomically; the version it replaces becomes ``NAME.bak``.

    Edits skip validation (``model_copy``), so the build is checked here first:
    a file that could not be opened again is never written.
    """
    data = build.to_dict()
    try:
        Build.model_validate(data)
    except ValidationError as exc:
        raise describe_validation_error(exc, f"{file_label(path)}: not saved") from None
    atomic_write_text(path, _dump(data), backup=backup)


# ---------------------------------------------------------------- reading
def _short(value: Any) -> str:
    """A value as a user would recognise it from the file, at most ~40 characters."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]{1,40}")


def _step(key: Any) -> str:
    """One path step; odd keys (newlines, quotes, very long) are quoted and cut."""
    if isinstance(key, int):
        return f"[{key}]"
    text = str(key)
    if _PLAIN_KEY.fullmatch(text):
        return f".{text}"
    quoted = json.dumps(text, ensure_ascii=True)
    return f"[{quoted if len(quoted) <= 30 else quoted[:27] + '…'}]"


def _where(loc: tuple[Any, ...]) -> str:
    return "".join(_step(item) for item in loc).lstrip(".")


_CATEGORIES = ", ".join(c.value for c in Category)


def _allowed_keys(loc: tuple[Any, ...]) -> list[str]:
    """Field names valid at ``loc`` so an unknown key can list the right ones."""
    parent = loc[:-1]
    if not parent:
        return list(Build.model_fields)
    if parent[0] == "parts" and len(parent) == 2:
        return list(Pick.model_fields)
    if parent == ("quoted_total",) or (parent[0] == "parts" and parent[2:] == ("price",)):
        return list(QuotedPrice.model_fields)
    return []


def _expectation(error: dict[str, Any]) -> str:
    """Turn one pydantic error into 'expected …, got …'."""
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    loc = tuple(error.get("loc", ()))
    got = _short(error.get("input"))
    field = str(loc[-1]) if loc else ""
    if kind == "missing":
        return "is required but missing"
    if kind == "extra_forbidden":
        allowed = _allowed_keys(loc)
        return "is not a known field" + (
            f" (expected one of {', '.join(allowed)})" if allowed else ""
        )
    if kind == "enum":
        return f"expected one of {_CATEGORIES}, got {got}"
    if field == "quantity" and kind in {"greater_than_equal", "less_than_equal"}:
        return f"expected a whole number from 1 to {MAX_QUANTITY}, got {got}"
    if field in {"power_cables", "power_rails"} and kind in {
        "greater_than_equal",
        "less_than_equal",
    }:
        what = "cables" if field == "power_cables" else "rails"
        return (
            f"expected a whole number of {what} from 1 to {MAX_POWER_CABLES} per card (leave "
            f"the field out when it is not known), got {got}"
        )
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return f"expected a whole number, got {got}"
    if kind in {"float_type", "float_parsing", "finite_number"}:
        return f"expected a finite number, got {got}"
    if kind == "string_type":
        return f"expected text, got {got}"
    if kind in {"tuple_type", "list_type"}:
        return f"expected a list, got {got}"
    if kind in {"dict_type", "model_type", "model_attributes_type"}:
        return f"expected an object, got {got}"
    if kind in {
        "date_type",
        "date_parsing",
        "date_from_datetime_parsing",
        "date_from_datetime_inexact",
    }:
        return f"expected a date like 2025-01-31, got {got}"
    if kind == "greater_than_equal":
        return f"expected a value ≥ {ctx.get('ge')}, got {got}"
    if kind == "less_than_equal":
        return f"expected a value ≤ {ctx.get('le')}, got {got}"
    if kind == "string_too_short":
        least = ctx.get("min_length")
        return f"expected at least {least} character{'' if least == 1 else 's'}, got {got}"
    if kind == "string_too_long":
        return f"expected at most {ctx.get('max_length')} characters"
    if kind == "too_long":
        return f"expected at most {ctx.get('max_length')} items"
    if kind == "string_pattern_mismatch":
        return f"expected a catalogue id (lowercase letters, digits, '.', '_', '-'), got {got}"
    message = str(error.get("msg", "invalid value"))
    return message.removeprefix("Value error, ")


def describe_validation_error(exc: ValidationError, label: str) -> BuildFileError:
    errors = exc.errors()
    first = errors[0]
    loc = tuple(first.get("loc", ()))
    # Pydantic reports a failed union member as an extra path step; hide it.
    loc = tuple(x for x in loc if x != "QuotedPrice")
    where = _where(loc)
    more = len(errors) - 1
    suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
    what = _expectation({**first, "loc": loc})
    prefix = f"field {where}: " if where else ""
    return BuildFileError(f"{label}: {prefix}{what}{suffix}", field=where or None)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r} in one object")
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {text[:20]} is too large")
    return value


# No build field needs more digits; longer integers are not converted at all (Python
# refuses past 4,300 digits with a message about sys.set_int_max_str_digits()).
MAX_INT_DIGITS = 30


class _HugeInt:
    """Stands in for an integer literal too long to be a value a build could hold."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _bounded_int(text: str) -> int | _HugeInt:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= MAX_INT_DIGITS else _HugeInt(digits)


def _find_huge(data: Any) -> tuple[str, _HugeInt] | None:
    """The path to the first over-long integer, if any (iterative: no recursion)."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        node, path = stack.pop()
        if isinstance(node, _HugeInt):
            return path, node
        if isinstance(node, dict):
            children: Iterable[tuple[Any, Any]] = node.items()
        elif isinstance(node, list):
            children = enumerate(node)
        else:
            continue
        items = [(value, (path + _step(key)).lstrip(".")) for key, value in children]
        stack.extend(reversed(items))
    return None


def _deepest(data: Any) -> tuple[int, str]:
    """Depth of the deepest container and the path to it (iterative: no recursion)."""
    deepest, deepest_path = 0, ""
    stack: list[tuple[Any, int, str]] = [(data, 1, "")]
    while stack:
        node, depth, path = stack.pop()
        if isinstance(node, dict):
            children: Iterable[tuple[Any, Any]] = node.items()
        elif isinstance(node, list):
            children = enumerate(node)
        else:
            continue
        if depth > deepest:
            deepest, deepest_path = depth, path
            if depth > MAX_NESTING:
                break
        stack.extend((value, depth + 1, (path + _step(key)).lstrip(".")) for key, value in children)
    return deepest, deepest_path


def parse_build_json(text: str, label: str) -> Any:
    """Strict JSON: no NaN/Infinity, no duplicate keys, bounded nesting and integers."""
    huge_seen = False

    def parse_int(literal: str) -> int | _HugeInt:
        nonlocal huge_seen
        value = _bounded_int(literal)
        huge_seen = huge_seen or isinstance(value, _HugeInt)
        return value

    try:
        data = json.loads(
            text,
            object_pairs_hook=_no_duplicate_keys,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            parse_int=parse_int,
        )
    except json.JSONDecodeError as exc:
        raise BuildFileError(
            f"{label}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise BuildFileError(
            f"{label}: JSON nested too deeply (a build file nests at most {MAX_NESTING} levels)"
        ) from None
    except ValueError as exc:  # our hooks: a repeated key, NaN/Infinity, a float out of range
        message = str(exc).splitlines()[0] if str(exc) else "invalid number"
        raise BuildFileError(f"{label}: not valid build JSON: {message}") from None
    depth, where = _deepest(data)
    if depth > MAX_NESTING:
        raise BuildFileError(
            f"{label}: field {where or '(top level)'}: nested more than {MAX_NESTING} levels "
            f"deep; expected at most {MAX_NESTING}",
            field=where or None,
        )
    # Only walk the tree again when the parser met an over-long integer.
    huge = _find_huge(data) if huge_seen else None
    if huge is not None:
        where, number = huge
        expected = (
            f"a whole number from 1 to {MAX_QUANTITY}"
            if where.endswith("quantity")
            else f"a number of at most {MAX_INT_DIGITS} digits"
        )
        raise BuildFileError(
            f"{label}: field {where or '(top level)'}: expected {expected}, "
            f"got a number with {number.digits:,} digits",
            field=where or None,
        )
    return data


def build_from_data(data: Any, label: str) -> Build:
    """Validate parsed JSON (any schema version) into a current ``Build``."""
    if not isinstance(data, dict):
        raise BuildFileError(
            f"{label}: expected a JSON object with 'parts' at the top level, got {_short(data)}"
        )
    data = {k: v for k, v in data.items() if k not in EXPORT_ONLY_KEYS}
    try:
        current, original = migrate(data)
    except MigrationError as exc:
        raise BuildFileError(f"{label}: {exc}") from None
    try:
        return Build.model_validate(current)
    except ValidationError as exc:
        error = describe_validation_error(exc, label)
        # Field names moved only in the v0 → v1 step; later steps are additive.
        if original == 0 and original != current.get("schema_version", original):
            error = BuildFileError(
                f"{error} (after migrating from schema_version {original})", field=error.field
            )
        raise error from None


def decode_build_bytes(raw: bytes, label: str) -> str:
    if len(raw) > MAX_BUILD_FILE_BYTES:
        raise BuildFileError(
            f"{label}: more than {MAX_BUILD_FILE_BYTES // (1024 * 1024)} MB; "
            "expected a build file (a few kB)"
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BuildFileError(
            f"{label}: is not UTF-8 text (byte {exc.start}); expected a dlbox build file"
        ) from None


def parse_build(raw: bytes | str, label: str = "build") -> Build:
    """Read a build from bytes or text in memory (clipboard, autosave, tests)."""
    text = decode_build_bytes(raw, label) if isinstance(raw, bytes) else raw
    if len(text) > MAX_BUILD_FILE_BYTES:
        raise BuildFileError(f"{label}: more than 10 MB; expected a build file (a few kB)")
    return build_from_data(parse_build_json(text, label), label)


_BUILD_READ_PROBLEMS = {
    "folder": "is a folder, not a build file",
    # A FIFO would block forever and a device never ends.
    "special": "is not a regular file; expected a build file",
}


def read_limited(source: Path, limit: int, label: str) -> bytes:
    """At most ``limit + 1`` bytes of a regular file, so /dev/zero, a FIFO or a 5 GB file
    cannot hang the app or exhaust memory (a longer file is refused by the caller)."""
    try:
        return read_regular(source, limit + 1)
    except UnreadableFileError as exc:
        message = _BUILD_READ_PROBLEMS.get(exc.problem, str(exc))
        if exc.problem == "too_big":
            message = f"more than {limit // (1024 * 1024)} MB; expected a build file (a few kB)"
        raise BuildFileError(f"{label}: {message}") from None


def file_label(path: Path | str) -> str:
    """The path as messages show it; control characters escaped so a message stays one line."""
    text = str(path)
    return json.dumps(text, ensure_ascii=False) if any(ord(c) < 32 for c in text) else text


def read_build(path: Path | str) -> Build:
    """Open a build file of any supported schema version; raises ``BuildFileError``."""
    source = Path(path)
    label = file_label(source)
    raw = read_limited(source, MAX_BUILD_FILE_BYTES, label)
    return parse_build(raw, label)
