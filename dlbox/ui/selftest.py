"""Commands for automation: ``dlbox --self-test``, ``--screenshot DIR``, ``--quit-after-show``."""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

START = time.perf_counter()  # as early as this module is imported by the CLI


def choose_platform(headless: bool) -> bool:
    """Offscreen when asked to, or when there is no display to draw on (no X11 or
    Wayland display); True when offscreen was chosen.  Call before Qt starts."""
    if headless or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return True
    return False


def _window(interactive: bool = False):  # type: ignore[no-untyped-def]
    from dlbox.core.catalogue import load_catalogue
    from dlbox.ui.app import create_window, make_application

    make_application([sys.argv[0]])
    return create_window(load_catalogue(), interactive=interactive)


def _open_example(window) -> str:  # type: ignore[no-untyped-def]
    from dlbox.ui.main_window import first_run_example

    example = first_run_example()
    if example is None:
        return "no example build in data/examples"
    if not window.load_example(example):
        return f"example {example.name} did not open"
    return ""


def run_self_test() -> int:
    """Exercise the window end to end offscreen; print each failure, exit 1 if any."""
    choose_platform(headless=True)
    from PySide6.QtWidgets import QApplication

    failures: list[str] = []
    # Settings and autosaves of a self-test must not touch the user's own.
    with tempfile.TemporaryDirectory(prefix="dlbox-self-test-") as home:
        os.environ["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(home) / "data")
        os.environ["XDG_STATE_HOME"] = str(Path(home) / "state")

        def step(name: str, action: Callable[[], object]) -> None:
            try:
                problem = action()
            except Exception:
                failures.append(f"{name}: {traceback.format_exc(limit=3).strip()}")
                return
            if isinstance(problem, str) and problem:
                failures.append(f"{name}: {problem}")
            else:
                print(f"ok   {name}")

        window = None

        def open_window() -> str:
            nonlocal window
            window = _window()
            window.show()
            QApplication.processEvents()
            return _open_example(window)

        step("catalogue and main window on an example build", open_window)
        if window is None:
            return _report(failures)
        analysis = window.analysis
        step(
            "compatibility check",
            lambda: "" if analysis.check() is not None else "rules engine not available",
        )
        step(
            "training-speed estimate",
            lambda: "" if analysis.estimate() is not None else "estimator not available",
        )

        def compare() -> str:
            window.compare.add_build("copy", window.document.build)
            window.compare.refresh()
            return (
                ""
                if window.compare.table.columnCount() == 2
                else "compare view did not show two builds"
            )

        step("compare", compare)
        out = Path(home) / "charts"
        out.mkdir()
        for key, chart in window.chart_panels.items():
            step(f"chart {chart.title}", lambda c=chart, k=key: _render(c, out / f"{k}.png"))
        window.document.undo_stack.setClean()
        window.close()
    return _report(failures)


def _render(chart, path: Path) -> str:  # type: ignore[no-untyped-def]
    chart.export(path)
    if not path.is_file() or path.stat().st_size < 1000:
        return "no image written"
    return chart.problem()


def _report(failures: list[str]) -> int:
    for failure in failures:
        print(f"FAIL {failure}")
    print("self-test passed" if not failures else f"self-test: {len(failures)} failed")
    return 0 if not failures else 1


def write_screenshots(folder: Path, size: tuple[int, int] | None = None) -> int:
    """PNGs of the main window, each chart tab, the compare view and every dialog; with
    ``size`` the window is that size (a laptop's 1280×720, a 2560×1440 monitor) and
    the floating views and dialogs are kept within it, as on such a screen."""
    choose_platform(headless=False)
    from PySide6.QtWidgets import QApplication

    from dlbox.core.parts import Category

    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dlbox-shots-") as home:
        os.environ["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(home) / "data")
        window = _window()
        width, height = size or (1600, 1000)
        window.resize(width, height)
        window.show()
        problem = _open_example(window)
        if problem:
            print(f"dlbox: warning: {problem}", file=sys.stderr)
        # Painted, the default dock sizes applied, the build's dock fitted to its lines
        # (a turn later) and drawn.
        for _ in range(4):
            QApplication.processEvents()
        written = [_grab(window, folder / "main-window.png")]
        charts_dock = window.docks["charts"]
        for key in window.chart_panels:
            charts_dock.raise_()
            window.charts.show_chart(key)
            # Twice: the first pass draws the chart and widens its axes to the tick
            # names, the second lays the plot out again (one pass showed bars unnamed).
            for _ in range(2):
                QApplication.processEvents()
            written.append(_grab(charts_dock, folder / f"chart-{key}.png"))
        compare = window.docks["compare"]
        compare.raise_()
        window.compare.add_next_example()
        window.compare.add_next_example()
        compare.setFloating(True)  # a roomier view than the bottom dock gives
        compare.resize(min(1400, width), min(820, height))
        QApplication.processEvents()
        written.append(_grab(compare, folder / "compare.png"))
        written.append(_settings_shot(window, folder / "settings.png", (width, height)))
        written += _dialog_shots(window, folder, (width, height))
        # The GPU line last: the serving shots below show the GPU table it selects.
        for category, name in ((Category.MOTHERBOARD, "board-bios"), (Category.GPU, "gpu-rig")):
            written += _line_dialog_shot(
                window, category, folder / f"dialog-{name}.png", (width, height)
            )
        written.append(_plan_shot(window, folder / "plan.png", (width, height)))
        written += _serving_shots(window, folder)
        window.document.undo_stack.setClean()
        window.document.load(window.document.build, None)
        window.close()
    for path in written:
        print(path)
    return 0


def _settings_shot(window, path: Path, screen: tuple[int, int]) -> Path:  # type: ignore[no-untyped-def]
    return _dialog_shot(settings_for_screenshot(window), path, screen)


def settings_for_screenshot(window):  # type: ignore[no-untyped-def]
    """Settings with Traditional Chinese picked (not applied) and its tab in front: the
    screenshot proves CJK fonts render (it showed the Money tab, the pick out of sight)."""
    from dlbox.ui import engines
    from dlbox.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(
        window.analysis.preferences, engines.providers(), engines.shipped_rates(), window
    )
    dialog.language.setCurrentIndex(max(0, dialog.language.findData("zh_TW")))
    page = dialog.language
    while page is not None and dialog.sections.indexOf(page) < 0:
        page = page.parentWidget()
    if page is not None:
        dialog.sections.setCurrentWidget(page)
    return dialog


def _dialog_shot(dialog, path: Path, screen: tuple[int, int]) -> Path:  # type: ignore[no-untyped-def]
    """The dialog at the size it opens with, never larger than ``screen``."""
    from PySide6.QtWidgets import QApplication

    from dlbox.ui.screen_fit import fit_to_screen

    fit_to_screen(dialog, screen)
    dialog.show()
    QApplication.processEvents()
    try:
        return _grab(dialog, path)
    finally:
        dialog.close()


def _line_dialog_shot(window, category, path: Path, screen: tuple[int, int]) -> list[Path]:  # type: ignore[no-untyped-def]
    """The dialog a right-click opens on the example build's first line of ``category``
    (the GPU's power and risers, the motherboard's BIOS)."""
    from dlbox.core.parts import Category

    editor = window.editor
    line = next((p for p in window.document.build.parts if p.category == category), None)
    if line is None:
        return []
    editor.select(category, line.id)
    make = {
        Category.GPU: editor.make_gpu_rig_dialog,
        Category.MOTHERBOARD: editor.make_board_bios_dialog,
    }[category]
    dialog = make()
    return [] if dialog is None else [_dialog_shot(dialog, path, screen)]


def _plan_shot(window, path: Path, screen: tuple[int, int]) -> Path:  # type: ignore[no-untyped-def]
    """The planner after one plan (the fastest job for the first workload)."""
    dialog = window.make_plan_dialog()
    dialog.objective.setCurrentIndex(max(0, dialog.objective.findData("time")))
    dialog.run_plan()
    return _dialog_shot(dialog, path, screen)


def _dialog_shots(window, folder: Path, screen: tuple[int, int]) -> list[Path]:  # type: ignore[no-untyped-def]
    """Every other dialog a user opens from the menus, as it first appears."""
    from dlbox.ui.dialogs import open_dialogs

    return [
        _dialog_shot(dialog, folder / f"dialog-{name}.png", screen)
        for name, dialog in open_dialogs(window).items()
    ]


def _serving_shots(window, folder: Path) -> list[Path]:  # type: ignore[no-untyped-def]
    """Llama 3.1 8B served to 8 streams as a new user first sees it (the default context the
    card holds): the window, its GPU-memory bar and the speed chart's serving numbers; then
    the window at the model's whole 131,072-token context, whose finding names the longest
    context that fits."""
    from PySide6.QtWidgets import QApplication

    bar = window.workload_bar
    if not bar.pick("llama-3.1-8b", "decode"):
        return []
    bar.concurrency.setValue(8)
    bar.concurrency.editingFinished.emit()
    window.charts.setCurrentWidget(window.chart_panels["memory"])  # the bar shows it fits
    QApplication.processEvents()
    written = [_grab(window, folder / "main-window-serving.png")]
    charts_dock = window.docks["charts"]
    for key in ("memory", "speed"):
        window.charts.setCurrentWidget(window.chart_panels[key])
        for _ in range(2):  # drawn, then laid out to its axes' names
            QApplication.processEvents()
        written.append(_grab(charts_dock, folder / f"chart-{key}-serving.png"))
    # The same served by Hugging Face generate, picked in the speed panel: host-bound bars
    # hatched, the caption naming the per-token overhead.
    speed = window.chart_panels["speed"]
    speed.engine.setCurrentIndex(speed.engine.findData("generic"))
    for _ in range(2):
        QApplication.processEvents()
    written.append(_grab(charts_dock, folder / "chart-speed-serving-hf-generate.png"))
    speed.engine.setCurrentIndex(speed.engine.findData("llama.cpp"))
    bar.context.setValue(131_072)
    bar.context.editingFinished.emit()
    window.charts.setCurrentWidget(window.chart_panels["memory"])
    QApplication.processEvents()
    written.append(_grab(window, folder / "main-window-serving-full-context.png"))
    return written


def _grab(widget, path: Path) -> Path:  # type: ignore[no-untyped-def]
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    return path


def quit_after_show() -> int:
    """Start as a user would, exit once the main window has painted; print the time."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    window = _window()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                elapsed = (time.perf_counter() - START) * 1000
                print(f"first paint after {elapsed:.0f} ms")
                # For tools/startup_ratio.py: launch to paint, measured from outside.
                print(f"monotonic clock at first paint: {time.monotonic():.6f}")
                print(f"CPU time at first paint: {time.process_time():.6f}")
                watched.removeEventFilter(self)
                QTimer.singleShot(0, QApplication.quit)
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    status = QApplication.instance().exec()
    window.document.undo_stack.setClean()
    return status
