"""Build files on disk: strict reading with clear errors, atomic writing."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dlbox.core.build import SCHEMA_VERSION, Build

MAX_BUILD_FILE_BYTES = 10 * 1024 * 1024


class BuildFileError(Exception):
    """A build file that cannot be read; the message names the file and the problem."""


def atomic_write_text(path: Path | str, text: str, encoding: str = "utf-8") -> None:
    """Write to a temp file in the same folder, fsync, then rename over ``path``.

    A crash mid-write leaves either the old file or the new one, never half.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp_name).replace(target)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def build_to_json(build: Build) -> str:
    return json.dumps(build.to_dict(), indent=2, ensure_ascii=False) + "\n"


def write_build(path: Path | str, build: Build) -> None:
    atomic_write_text(path, build_to_json(build))


def _describe_location(loc: tuple[Any, ...]) -> str:
    parts: list[str] = []
    for item in loc:
        parts.append(f"[{item}]" if isinstance(item, int) else f".{item}")
    return "".join(parts).lstrip(".") or "(top level)"


def build_from_data(data: Any, label: str) -> Build:
    if not isinstance(data, dict):
        raise BuildFileError(
            f"{label}: expected a JSON object with 'parts', got {type(data).__name__}"
        )
    version = data.get("schema_version", SCHEMA_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        raise BuildFileError(f"{label}: schema_version must be a whole number, got {version!r}")
    if version > SCHEMA_VERSION:
        raise BuildFileError(
            f"{label}: written by a newer dlbox (schema_version {version}; this version reads "
            f"up to {SCHEMA_VERSION}) — update dlbox to open it"
        )
    try:
        return Build.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _describe_location(tuple(first.get("loc", ())))
        more = len(exc.errors()) - 1
        suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
        raise BuildFileError(f"{label}: field {where}: {first['msg']}{suffix}") from None


def read_build(path: Path | str) -> Build:
    source = Path(path)
    label = str(source)
    try:
        size = source.stat().st_size
        if size > MAX_BUILD_FILE_BYTES:
            raise BuildFileError(f"{label}: {size:,} bytes is too large for a build file")
        raw = source.read_bytes()
    except FileNotFoundError:
        raise BuildFileError(f"{label}: no such file") from None
    except IsADirectoryError:
        raise BuildFileError(f"{label}: is a folder, not a build file") from None
    except PermissionError:
        raise BuildFileError(f"{label}: permission denied") from None
    except OSError as exc:
        raise BuildFileError(f"{label}: cannot be read ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BuildFileError(f"{label}: is not UTF-8 text (is it a build file?)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BuildFileError(
            f"{label}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise BuildFileError(f"{label}: JSON nested too deeply") from None
    return build_from_data(data, label)
