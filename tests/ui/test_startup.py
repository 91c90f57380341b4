"""Opening the window: it paints at once saying "checking…", then shows the real
check without the user doing anything; the engines are not loaded before that paint."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QEvent, QObject

from dlbox.core.parts import Category
from tests.conftest import REPO_ROOT


class _FirstPaint(QObject):
    """Records what the window's widgets say at the moment it first paints."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.window = window
        self.seen: dict[str, object] | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.seen is None:
            w = self.window
            self.seen = {
                "ready": w.analysis.is_ready,
                "findings": w.findings.summary.text(),
                "status": w.findings_label.text(),
                "gauge": w.editor.gauge.describe(),
                "workload": w.workload_bar.workload.currentText(),
                "workload_enabled": w.workload_bar.workload.isEnabled(),
                "epochs": w.workload_bar.epochs.text(),
                "count": w.browser.current_page().count_label.text(),
            }
        return False


def test_window_paints_checking_then_the_real_check_without_any_action(qtbot, catalogue):
    from dlbox.ui.app import create_window

    window = create_window(catalogue, interactive=False)
    qtbot.addWidget(window)
    painted = _FirstPaint(window)
    window.show()
    qtbot.waitUntil(lambda: painted.seen is not None)
    seen = painted.seen
    assert seen is not None
    # What the first frame says: checking, never "no problems" (nothing was checked yet).
    assert seen["ready"] is False
    assert seen["findings"] == "Checking the build…"
    assert seen["status"] == "Check: checking…"
    assert seen["gauge"] == "Power: checking…"
    assert seen["workload"] == "loading workloads…" and not seen["workload_enabled"]
    assert not str(seen["epochs"]).strip()  # blank, not a made-up "0.0" epochs
    assert "checking compatibility…" in str(seen["count"])
    # Then, with no click: the check ran (a first run opens the example build).
    qtbot.waitUntil(
        lambda: window.analysis.is_ready and bool(window.document.build.parts), timeout=10000
    )
    qtbot.waitUntil(lambda: "checking" not in window.findings.summary.text().lower())
    result = window.analysis.check()
    assert result is not None
    summary = window.findings.summary.text()
    assert summary and "Checking" not in summary
    assert window.findings_label.text().startswith("Check: ")
    assert "checking" not in window.findings_label.text()
    assert window.editor.gauge.load_w == result.power.load_w
    assert window.workload_bar.workload.isEnabled()
    assert window.workload_bar.workload.count() > 1
    assert float(window.workload_bar.epochs.text().replace(",", "")) > 0
    assert "checking" not in window.browser.current_page().count_label.text()
    # The visible chart was made once the engines started: it is a chart, not a label.
    assert window.charts.current_panel() is not None
    window.document.undo_stack.setClean()


def test_an_edit_before_the_first_paint_is_checked_at_once(qtbot, parts_catalogue):
    """A window driven before it is drawn (a script, a test) starts the engines itself."""
    from dlbox.ui.main_window import MainWindow
    from dlbox.ui.preferences import Preferences

    window = MainWindow(parts_catalogue, Preferences())
    qtbot.addWidget(window)
    assert not window.analysis.is_ready
    assert window.findings.summary.text() == "Checking the build…"
    window.document.add_part(parts_catalogue.get(Category.GPU, "gpu-big"))
    assert window.analysis.is_ready
    assert "Checking" not in window.findings.summary.text()
    assert window.editor.gauge.load_w is not None
    window.document.undo_stack.setClean()


def test_chart_tabs_are_named_like_their_charts(qtbot, window):
    from dlbox.ui.chart_tabs import CHARTS

    for index, (key, (_module, _name, title)) in enumerate(CHARTS.items()):
        assert window.chart_panels[key].title == title
        assert window.charts.tabText(index) == window.chart_panels[key].display_title()


FIRST_PAINT_MODULES = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QEvent, QObject, QTimer
    from dlbox.core.catalogue import load_catalogue
    from dlbox.ui.app import create_window, make_application

    app = make_application([sys.argv[0]])
    window = create_window(load_catalogue(), interactive=False)
    found = {}

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not found:
                found["modules"] = sorted(m for m in sys.modules if m.startswith("dlbox"))
                found["ready"] = window.analysis.is_ready
                QTimer.singleShot(0, app.quit)
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)
    window.show()
    app.exec()
    window.document.undo_stack.setClean()
    print(json.dumps(found))
    """
)


def test_opening_the_window_loads_no_engine_before_it_paints(tmp_path):
    """Rules, estimator and cost model load after the first paint: only the exchange-rate
    table (the catalogue's prices are shown converted) and the site limits come before."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    result = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT_MODULES],
        env=env,
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found["ready"] is False  # the first frame was drawn before the engines started
    modules = set(found["modules"])
    assert not {m for m in modules if m.startswith("dlbox.core.estimate")}
    assert not {m for m in modules if m.startswith("dlbox.core.rules.")}
    assert not {m for m in modules if m.startswith("dlbox.core.rig.")} - {
        "dlbox.core.rig.site"  # mains voltage and circuit limits of the Settings
    }
    # The cost package's rate table (and the two small modules its package loads).
    assert {m for m in modules if m.startswith("dlbox.core.cost.")} <= {
        "dlbox.core.cost.money",
        "dlbox.core.cost.ownership",
        "dlbox.core.cost.breakeven",
    }
    assert "dlbox.ui.engines" not in modules
    assert not {m for m in modules if m.startswith("dlbox.ui.charts.")}
    assert not {m for m in modules if m.startswith("dlbox.core.importers.")} - {
        "dlbox.core.importers.user_layer",  # where the user's parts would be
        "dlbox.core.importers.summary",
    }
