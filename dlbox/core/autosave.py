"""Autosaves of unsaved edits, and finding them again after a crash.

Qt-free: the window calls :meth:`Autosaver.update` from a timer and
:meth:`Autosaver.discard` after a clean save or exit; at start-up it asks
:func:`list_recoverable` what to offer.

Autosaves live in ``<user data dir>/autosave/`` (platformdirs: on Linux
``$XDG_DATA_HOME/dlbox``, so tests point it at a temp folder).  Each one is a
small JSON wrapper around a v1 build file::

    {"dlbox_autosave": 1, "source": "/abs/path.dlbox.json" | null,
     "saved_at": "2025-01-31T12:00:00+00:00", "pid": 1234, "build": {…v1…}}
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from dlbox.core.atomic import atomic_write_text, remove_stale_temps
from dlbox.core.build import Build
from dlbox.core.files import (
    MAX_BUILD_FILE_BYTES,
    BuildFileError,
    build_from_data,
    decode_build_bytes,
    parse_build_json,
    read_limited,
)

APP_NAME = "dlbox"
AUTOSAVE_FORMAT = 1
AUTOSAVE_SUFFIX = ".autosave.json"
DEFAULT_INTERVAL_S = 30.0


def user_data_dir() -> Path:
    """Per-user data folder (platformdirs; honours ``XDG_DATA_HOME`` on Linux)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"


def crash_log_path() -> Path:
    """Where the window's faulthandler writes (one file, appended per crash)."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)) / "crash.log"


def autosave_path(source: Path | None, session: str) -> Path:
    """One autosave per saved file (by its absolute path) or per untitled session."""
    if source is not None:
        digest = hashlib.sha256(str(Path(source).resolve()).encode("utf-8")).hexdigest()[:16]
        stem = f"{Path(source).name[:40]}-{digest}"
    else:
        stem = f"untitled-{session}"
    return autosave_dir() / f"{stem}{AUTOSAVE_SUFFIX}"


def write_autosave(build: Build, source: Path | None, session: str) -> Path:
    """Write the autosave for ``source`` (or the untitled session) atomically."""
    target = autosave_path(source, session)
    wrapper = {
        "dlbox_autosave": AUTOSAVE_FORMAT,
        "source": str(Path(source).resolve()) if source is not None else None,
        "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "pid": os.getpid(),
        "boot": _boot_id(),
        "build": build.to_dict(),
    }
    atomic_write_text(target, json.dumps(wrapper, indent=1, ensure_ascii=False) + "\n")
    return target


@dataclass(frozen=True)
class Recoverable:
    """An autosave the user may want back; ``build`` is None when it cannot be read."""

    path: Path
    source: Path | None
    saved_at: dt.datetime
    build: Build | None
    error: str | None = None
    pid: int | None = None  # the writer's process id, when it ran since the last boot

    @property
    def title(self) -> str:
        name = self.build.name if self.build else self.path.name
        where = self.source.name if self.source else "never saved"
        return f"{name} ({where}, autosaved {self.saved_at:%Y-%m-%d %H:%M})"


def _boot_id() -> str | None:
    """Linux's id of this boot: a pid from before a reboot means nothing now."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
    except OSError:
        return None


def _pid_alive(pid: Any) -> bool:
    """True when another running process owns the autosave (POSIX only).

    On Windows ``os.kill(pid, 0)`` would terminate the process, so there every
    autosave counts as orphaned; two windows at once are rare there.
    """
    if os.name != "posix" or not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    except OSError:
        return False
    return True


def read_autosave(path: Path) -> Recoverable:
    """Read one autosave; bad content ends up in ``Recoverable.error`` (OSError if it vanished)."""
    label = str(path)
    mtime = dt.datetime.fromtimestamp(path.stat().st_mtime, dt.UTC)
    try:
        text = decode_build_bytes(read_limited(path, MAX_BUILD_FILE_BYTES, label), label)
        wrapper = parse_build_json(text, label)
        if not isinstance(wrapper, dict) or wrapper.get("dlbox_autosave") != AUTOSAVE_FORMAT:
            raise BuildFileError(f"{label}: not a dlbox autosave (format {AUTOSAVE_FORMAT})")
        source = wrapper.get("source")
        saved_at = _parse_time(wrapper.get("saved_at")) or mtime
        build = build_from_data(wrapper.get("build"), f"{label}: build")
        pid = wrapper.get("pid")
        if wrapper.get("boot") != _boot_id():
            pid = None  # written before a reboot: that process is gone whatever runs now
        return Recoverable(
            path,
            Path(source) if isinstance(source, str) else None,
            saved_at,
            build,
            pid=pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
        )
    except BuildFileError as exc:
        return Recoverable(path, None, mtime, None, str(exc))


def _parse_time(value: Any) -> dt.datetime | None:
    if not isinstance(value, str):
        return None
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.UTC)


def list_recoverable(*, include_running: bool = False) -> list[Recoverable]:
    """Autosaves worth offering, newest first.

    Offered: untitled work, and autosaves newer than the file they belong to (or
    whose file is gone).  An autosave older than its file was superseded by a
    save and is deleted.  Autosaves of another running dlbox are left alone.
    """
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    remove_stale_temps(folder=folder)  # what a kill mid-autosave left behind
    found: list[Recoverable] = []
    for path in folder.glob(f"*{AUTOSAVE_SUFFIX}"):
        try:
            item = read_autosave(path)
        except OSError:
            continue  # vanished between glob and read: another instance discarded it
        if not include_running and _pid_alive(item.pid):
            continue
        if item.source is not None and item.build is not None:
            try:
                saved = item.source.stat().st_mtime
            except OSError:
                saved = None
            if saved is not None and saved >= path.stat().st_mtime:
                path.unlink(missing_ok=True)
                continue
        found.append(item)
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def discard_autosave(path: Path | None) -> None:
    if path is not None:
        path.unlink(missing_ok=True)


class Autosaver:
    """Writes at most one autosave per ``interval_s`` and only when the build changed.

    The window calls ``update(build)`` from a timer (or on every edit); the
    clock is injectable so tests do not sleep.
    """

    def __init__(
        self,
        source: Path | None = None,
        *,
        interval_s: float = DEFAULT_INTERVAL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.source = source
        self.interval_s = interval_s
        self._clock = clock
        self._session = uuid.uuid4().hex[:12]
        self._last_written: Build | None = None
        self._last_time: float | None = None
        self.path: Path | None = None

    def update(self, build: Build, *, saved: Build | None = None) -> Path | None:
        """Autosave ``build`` if it differs from ``saved`` and the interval has passed."""
        if saved is not None and build == saved:
            return None
        if build == self._last_written:
            return None
        now = self._clock()
        if self._last_time is not None and now - self._last_time < self.interval_s:
            return None
        return self.flush(build)

    def flush(self, build: Build) -> Path:
        """Autosave now (e.g. from the crash handler), ignoring the interval."""
        self.path = write_autosave(build, self.source, self._session)
        self._last_written = build
        self._last_time = self._clock()
        return self.path

    def saved_as(self, source: Path) -> None:
        """After a clean save (maybe under a new name) the autosave is no longer needed."""
        self.discard()
        self.source = source

    def discard(self) -> None:
        discard_autosave(self.path)
        self.path = None
        self._last_written = None
