"""The version a save replaces, kept in dlbox's data folder instead of beside the file.

A ``NAME.bak`` next to every saved build cluttered the user's folders (and their git
repositories); one backup per build file lives under ``<data dir>/backups`` instead,
named after the file with a short hash of its folder so two ``box.dlbox.json`` in
different folders keep separate backups.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from dlbox.core.atomic import atomic_write_bytes
from dlbox.core.autosave import user_data_dir


def backups_dir() -> Path:
    return user_data_dir() / "backups"


def backup_path(path: Path | str) -> Path:
    """Where the previous version of ``path`` is kept."""
    target = Path(path).resolve()
    folder = hashlib.sha256(str(target.parent).encode("utf-8")).hexdigest()[:8]
    return backups_dir() / f"{target.name}.{folder}.bak"


def keep_previous_version(path: Path | str) -> Path | None:
    """Copy the current content of ``path`` (if any) to its backup, atomically; None when
    there is nothing to keep or the data folder cannot be written (the save goes on)."""
    target = Path(path)
    if not target.is_file():
        return None
    backup = backup_path(target)
    try:
        atomic_write_bytes(backup, target.read_bytes())
    except OSError:
        return None
    return backup


__all__ = ["backup_path", "backups_dir", "keep_previous_version"]
