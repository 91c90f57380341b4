"""Small helpers the window tests share: a window holding a build, the example build,
letting queued events run, typing into a spin box, a chart panel brought up to date, a
window in another language, and a build serving a model with the tokens/s the window and
the CLI give it."""

from __future__ import annotations

import json
import re
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


# The font a desktop in each language gives an application (fontconfig's pick on Linux; a
# CJK face's lines are taller than DejaVu's, which is what hid the build's last lines).
DESKTOP_FONT = {"en": None, "zh_TW": "Noto Sans CJK TC", "ko": "Noto Sans CJK KR"}


@contextmanager
def desktop_font(language: str) -> Iterator[None]:
    """The application in the font a desktop in ``language`` gives it, for the block."""
    import pytest
    from PySide6.QtGui import QFont, QFontDatabase
    from PySide6.QtWidgets import QApplication

    family = DESKTOP_FONT[language]
    old = QApplication.font()
    if family is not None:
        if family not in QFontDatabase.families():
            pytest.skip(f"{family} is not installed")
        font = QFont(old)
        font.setFamilies([family])
        QApplication.setFont(font)
    try:
        yield
    finally:
        QApplication.setFont(old)


def serving_window(qtbot, catalogue, path: Path, model: str, weights: str, engine: str):  # type: ignore[no-untyped-def]
    """A window holding the build at ``path`` that serves ``model`` one stream of 4,096
    tokens with ``weights`` on ``engine``, set in the workload bar as a user does."""
    from dlbox.core.files import read_build

    window = open_window(qtbot, catalogue, read_build(path))
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    bar = window.workload_bar
    assert bar.pick(model, "decode")
    bar.weights.setCurrentIndex(bar.weights.findData(weights))
    bar.engine.setCurrentIndex(bar.engine.findData(engine))
    for spin, value in ((bar.context, 4096), (bar.concurrency, 1)):
        spin.setValue(value)
        spin.editingFinished.emit()
    return window


def shown_tokens_s(window) -> int:  # type: ignore[no-untyped-def]
    """The aggregate tokens/s the speed tab's line says ("… 110 tokens/s in all …")."""
    from PySide6.QtWidgets import QApplication

    chart = window.chart_panels["speed"]
    window.charts.setCurrentWidget(chart)
    chart.ensure_fresh()
    QApplication.processEvents()
    said = chart.caption_for_report()  # the serving line is on the caption's hover
    found = re.search(r"([\d,]+) tokens/s in all", said)
    assert found, said
    return int(found.group(1).replace(",", ""))


def cli_tokens_s(capsys, path: Path, served: list[str], *extra: str) -> int:  # type: ignore[no-untyped-def]
    """The aggregate tokens/s `dlbox estimate --json` gives the build at ``path``."""
    from dlbox.cli import main as cli

    capsys.readouterr()
    assert cli(["estimate", str(path), *served, *extra, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    return round(result["explain"]["inference"]["tokens_per_s_total"])
