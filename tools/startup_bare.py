"""The yardstick for dlbox's start-up: a bare QMainWindow importing the libraries dlbox
imports (numpy, pandas, pydantic, pyqtgraph, superqt), at dlbox's default window size.

It prints what ``dlbox --quit-after-show`` prints when its window has painted, then exits;
``tools/startup_ratio.py`` and ``tests/bench/test_bench_ui.py`` launch the two alternately.
"""

# Imports in dlbox's order (Qt first, then the libraries), after the clock starts.
# ruff: noqa: F401, I001, N802

import os
import sys
import time

start = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

import numpy  # the libraries dlbox imports
import pandas
import pydantic
import pyqtgraph
import superqt

app = QApplication(sys.argv)
window = QMainWindow()


class FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            print(f"first paint after {(time.perf_counter() - start) * 1000:.0f} ms")
            print(f"monotonic clock at first paint: {time.monotonic():.6f}")
            print(f"CPU time at first paint: {time.process_time():.6f}")
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False


watcher = FirstPaint()
window.installEventFilter(watcher)
window.resize(1500, 940)
window.show()
sys.exit(app.exec())
