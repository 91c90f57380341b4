"""Where file dialogs open: the folder the user last used, else Documents, else home —
never the working directory the app happened to start in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

KEY = "dialogs/last_folder"


def start_folder() -> Path:
    """The last folder a file was opened from or saved to, else Documents, else home."""
    last = QSettings().value(KEY)
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def start_path(name: str) -> str:
    """A suggested file ``name`` in :func:`start_folder` (for save dialogs)."""
    return str(start_folder() / name)


def remember(path: Path | str) -> None:
    """The folder of ``path`` (a chosen file or folder) is where the next dialog opens."""
    chosen = Path(path)
    folder = chosen if chosen.is_dir() else chosen.parent
    if str(folder):
        QSettings().setValue(KEY, str(folder))
