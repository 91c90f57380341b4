"""Reading a user-named file without hanging or exhausting memory.

A named pipe blocks a plain ``open`` until a writer appears, and ``/dev/zero``
never ends; both are refused here before a byte is read, and every read stops
at ``limit + 1`` bytes.  The build loader, the catalogue and every import read
through :func:`read_regular`.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Literal

Problem = Literal["missing", "folder", "special", "too_big", "denied", "unreadable"]


class UnreadableFileError(Exception):
    """Why a file cannot be read; ``problem`` says which kind, the message says it in words."""

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


def _mb(limit: int) -> str:
    return f"{limit / 2**20:,.0f} MB" if limit >= 2**20 else f"{limit:,} bytes"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of ``path`` — a regular file of at most ``limit`` bytes — or UnreadableFileError.

    Opening with O_NONBLOCK returns at once even for a FIFO with no writer; fstat
    on the open descriptor then tells a pipe or device apart with no race.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise UnreadableFileError("missing", "no such file") from None
    except IsADirectoryError:
        raise UnreadableFileError("folder", "is a folder, not a file") from None
    except PermissionError:
        if Path(path).is_dir():  # Windows refuses to open folders
            raise UnreadableFileError("folder", "is a folder, not a file") from None
        raise UnreadableFileError("denied", "permission denied") from None
    except OSError as exc:
        raise UnreadableFileError("unreadable", f"cannot be read ({exc.strerror or exc})") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise UnreadableFileError("folder", "is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise UnreadableFileError(
                "special", "is not a regular file (a pipe, socket or device) and was not read"
            )
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)
    except OSError as exc:
        raise UnreadableFileError("unreadable", f"cannot be read ({exc.strerror or exc})") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise UnreadableFileError("too_big", f"is larger than {_mb(limit)}")
    return data
