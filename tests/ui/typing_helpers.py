"""Small helpers the window tests share: a window holding a build, the example build,
letting queued events run, typing into a spin box, a chart panel brought up to date, and a
window in another language."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

TOWER_EXAMPLE = (
    Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
)


def open_window(qtbot, catalogue, build=None, **preferences):  # type: ignore[no-untyped-def]
    """A main window on ``catalogue`` holding ``build`` (if given), with ``preferences``'
    settings (none given: the saved ones, as the app starts)."""
    from dlbox.ui.main_window import MainWindow
    from dlbox.ui.preferences import Preferences

    window = MainWindow(catalogue, Preferences(**preferences) if preferences else None)
    qtbot.addWidget(window)
    if build is not None:
        window.document.load(build, None)
    return window


def settle(turns: int = 4) -> None:
    """Let queued events (deferred resizes, layout passes) run, as a shown window would."""
    from PySide6.QtWidgets import QApplication

    for _ in range(turns):
        QApplication.processEvents()


def type_number(qtbot, spin, value: int) -> None:  # type: ignore[no-untyped-def]
    """Type a number into a spin box and leave it, as a user does."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin.lineEdit(), str(value))
    spin.editingFinished.emit()


def fresh_chart(window, name: str):  # type: ignore[no-untyped-def]
    """The window's ``name`` chart panel, redrawn for the build and workload it shows now."""
    chart = window.chart_panels[name]
    chart.ensure_fresh()
    return chart


@contextmanager
def in_language(window, language: str) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The window switched to ``language`` as Settings does, for the block; English again
    after it, whatever the block raised, so the next test starts in English."""
    from dlbox.ui.language import apply_language

    try:
        if language != "en":
            window.apply_preferences(window.analysis.preferences.with_changes(language=language))
        yield
    finally:
        apply_language("en")
