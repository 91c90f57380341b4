"""Writes that cannot corrupt: a temp file in the same folder, fsynced and renamed over
the target, with the previous version kept as ``NAME.bak`` when asked.

Build files, exports, price layers, downloads and the estimator's calibration all save
through here; this module imports nothing of dlbox, so any module may use it.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import time
from pathlib import Path

BACKUP_SUFFIX = ".bak"


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no directory handles."""
    if os.name != "posix":
        return
    # Some filesystems (network mounts) refuse; the file's own data is synced already.
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _holds(target: Path, data: bytes) -> bool:
    """True when ``target`` is a regular file whose bytes are exactly ``data``."""
    try:
        return (
            target.is_file()
            and target.stat().st_size == len(data)
            and (target.read_bytes() == data)
        )
    except OSError:
        return False


# Our temp names: ".NAME.<pid>-<hex>.tmp" (".NAME.<hex>.tmp" before 2026-11) for a
# save in progress, ".NAME.bak.<pid>.tmp" for a backup being linked into place.
_TEMP_NAME = re.compile(
    r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)-[0-9a-f]{8}|[0-9a-f]{8}|bak\.(?P<bakpid>\d+))\.tmp$"
)
# A temp this old is left over whoever wrote it: no save of a ≤10 MB file takes a minute.
STALE_TEMP_S = 60.0


def _process_alive(pid: int) -> bool:
    """Whether ``pid`` runs (POSIX); on Windows os.kill would end it, so assume yes."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def _stale(entry: os.DirEntry[str], match: re.Match[str]) -> bool:
    pid_text = match["pid"] or match["bakpid"]
    try:
        age = time.time() - entry.stat(follow_symlinks=False).st_mtime
    except OSError:
        return False
    if age > STALE_TEMP_S:
        return True
    if pid_text is None:
        return False  # old naming, young: maybe another save right now
    pid = int(pid_text)
    return pid != os.getpid() and not _process_alive(pid)


def remove_stale_temps(target: Path | None = None, *, folder: Path | None = None) -> int:
    """Delete temp files a killed save left next to ``target`` (or, with ``folder``,
    next to any file there) — only names of our own pattern, only when their writer
    is gone or they are older than a minute.  Returns how many were removed."""
    where = folder if folder is not None else target.parent if target is not None else None
    if where is None:
        return 0
    removed = 0
    try:
        entries = list(os.scandir(where))
    except OSError:
        return 0
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        if match is None or (target is not None and match["name"] not in _names(target)):
            continue
        if entry.is_file(follow_symlinks=False) and _stale(entry, match):
            with contextlib.suppress(OSError):
                Path(entry.path).unlink()
                removed += 1
    return removed


def _names(target: Path) -> tuple[str, str]:
    return target.name, target.name + BACKUP_SUFFIX


def _create_temp(target: Path) -> tuple[int, str]:
    """A new hidden temp file next to ``target`` with the permissions a plain write gives.

    ``tempfile.mkstemp`` makes files 0600, which would turn every saved build
    private; here the umask applies, and an existing file keeps its mode.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        name = target.parent / f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(name, flags, 0o666)
        except FileExistsError:
            continue
        # A new file keeps the umask's mode; fchmod is missing on Windows.
        with contextlib.suppress(OSError, AttributeError, NotImplementedError):
            os.fchmod(fd, stat.S_IMODE(target.stat().st_mode))
        return fd, str(name)
    raise FileExistsError(f"{target.parent}: cannot create a temporary file")


def atomic_write_bytes(path: Path | str, data: bytes, *, backup: bool = False) -> None:
    """Write to a temp file in the same folder, fsync, then rename over ``path``.

    A crash mid-write leaves either the old file or the new one, never half.
    With ``backup`` the old file becomes ``NAME.bak`` — only once the new bytes
    are safely on disk, so a failed write leaves no stray backup behind.
    """
    target = Path(path)
    if target.is_symlink():
        target = target.resolve()  # replace the file the link points to, keep the link
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(target)
    fd, tmp_name = _create_temp(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if backup:
            keep_backup(target)
        Path(tmp_name).replace(target)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    _fsync_dir(target.parent)


def atomic_write_many(contents: dict[Path, bytes]) -> list[Path]:
    """Write several files as one step as far as a filesystem allows: every new
    version is written and fsynced to a temp file first, and only then are they
    renamed over their targets, so a failure while writing (disk full, a kill)
    leaves every target as it was.  Files whose bytes would not change are not
    touched.  Returns the paths written.
    """
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in contents.items():
            target = path.resolve() if path.is_symlink() else path
            if _holds(target, data):
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            remove_stale_temps(target)
            fd, tmp_name = _create_temp(target)
            staged.append((tmp_name, target))
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        for tmp_name, target in staged:
            Path(tmp_name).replace(target)
    except BaseException:
        for tmp_name, _target in staged:
            Path(tmp_name).unlink(missing_ok=True)
        raise
    for folder in {target.parent for _tmp, target in staged}:
        _fsync_dir(folder)
    return [target for _tmp, target in staged]


def atomic_write_text(
    path: Path | str, text: str, encoding: str = "utf-8", *, backup: bool = False
) -> None:
    """Text version of :func:`atomic_write_bytes` (``\\n`` line ends on every OS)."""
    atomic_write_bytes(path, text.encode(encoding), backup=backup)


def backup_path(path: Path | str) -> Path:
    target = Path(path)
    return target.with_name(target.name + BACKUP_SUFFIX)


def keep_backup(path: Path | str) -> Path | None:
    """Make ``NAME.bak`` hold the current content of ``path`` (if any), atomically.

    A hard link costs no copy and keeps the old bytes after the target is
    replaced; where links are not supported (FAT, some network shares) copy.
    """
    target = Path(path)
    if not target.is_file():
        return None
    backup = backup_path(target)
    tmp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        os.link(target, tmp)
        # rename() between two links of one file does nothing and leaves the source
        # (POSIX): when NAME.bak already is a link of NAME the temp must go by hand.
        tmp.replace(backup)
    except OSError:
        tmp.unlink(missing_ok=True)
        atomic_write_bytes(backup, target.read_bytes())
    finally:
        tmp.unlink(missing_ok=True)
    return backup
