"""The main window: catalogue, build editor, findings, charts and comparison in docks;
menus built from the action registry; window state kept in QSettings."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from dlbox import __version__
from dlbox.core.build import Build
from dlbox.core.catalogue import Catalogue, default_data_dir
from dlbox.core.files import BuildFileError
from dlbox.core.parts import Category, PartBase
from dlbox.ui import engines
from dlbox.ui.actions import ActionRegistry
from dlbox.ui.analysis import Analysis
from dlbox.ui.autosave import AutosaveController
from dlbox.ui.charts.base import ChartPanel
from dlbox.ui.charts.cost_breakdown import CostBreakdownChart
from dlbox.ui.charts.own_vs_rent import OwnVsRentChart
from dlbox.ui.charts.pareto import ParetoChart
from dlbox.ui.charts.speed import SpeedChart
from dlbox.ui.dialogs.crash_dialog import CrashHandler
from dlbox.ui.document import BuildDocument
from dlbox.ui.preferences import Preferences, load_preferences, save_preferences
from dlbox.ui.widgets.build_editor import BuildEditor
from dlbox.ui.widgets.catalogue_browser import CatalogueBrowser
from dlbox.ui.widgets.compare_view import CompareView
from dlbox.ui.widgets.findings_panel import FindingsPanel
from dlbox.ui.widgets.workload_bar import WorkloadBar

log = logging.getLogger(__name__)

STATE_VERSION = 1  # bump when docks are renamed so an old layout is not half-applied
MAX_RECENT = 8
BUILD_SUFFIX = ".dlbox.json"
BUILD_FILTER = "dlbox build (*.dlbox.json *.json);;All files (*)"
# The example a first run opens on, in order of preference.
FIRST_RUN_EXAMPLES = ("rtx-4090", "deskmini")


def example_paths() -> list[Path]:
    folder = default_data_dir() / "examples"
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def example_title(path: Path) -> str:
    """The example's build name, or its file name when it cannot be read."""
    from dlbox.core.files import read_build

    try:
        return read_build(path).name
    except BuildFileError:
        return path.name.removesuffix(BUILD_SUFFIX).replace("-", " ")


def first_run_example() -> Path | None:
    paths = example_paths()
    for wanted in FIRST_RUN_EXAMPLES:
        for path in paths:
            if wanted in path.stem.lower():
                return path
    return paths[0] if paths else None


class MainWindow(QMainWindow):
    def __init__(
        self,
        catalogue: Catalogue,
        preferences: Preferences | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.catalogue = catalogue
        self.actions = ActionRegistry(self)
        self.document = BuildDocument(catalogue, self)
        self.analysis = Analysis(self.document, preferences or load_preferences(), self)
        self.actions.bind_undo_stack(self.document.undo_stack)
        self.autosave = AutosaveController(self.document, parent=self)
        self.crash_handler: CrashHandler | None = None  # set by app.create_window

        self.browser = CatalogueBrowser(catalogue, self.analysis)
        self.editor = BuildEditor(self.document, self.analysis, self.actions)
        self.findings = FindingsPanel(self.document, self.analysis)
        self.charts = QTabWidget()
        self.charts.setObjectName("chart_tabs")
        self.chart_panels: dict[str, ChartPanel] = {}
        for key, chart in self._make_charts().items():
            self.chart_panels[key] = chart
            self.charts.addTab(chart, chart.title)
        self.compare = CompareView(self.analysis, example_paths)
        self.workload_bar = WorkloadBar(self.analysis)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.workload_bar)

        self.setCentralWidget(self.browser)
        # The right column (build, findings) runs the full height; charts sit under the catalogue.
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.docks: dict[str, QDockWidget] = {}
        self._dock("build", "Build", self.editor, Qt.DockWidgetArea.RightDockWidgetArea)
        self._dock("findings", "Findings", self.findings, Qt.DockWidgetArea.RightDockWidgetArea)
        self._dock("charts", "Charts", self.charts, Qt.DockWidgetArea.BottomDockWidgetArea)
        self._dock("compare", "Compare", self.compare, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.tabifyDockWidget(self.docks["charts"], self.docks["compare"])
        self.docks["charts"].raise_()
        self._default_state = self.saveState(STATE_VERSION)
        self._sized = False

        self._build_menus()
        self._connect()
        self.total_label = QLabel()
        self.total_label.setObjectName("status_total")
        self.findings_label = QLabel()
        self.findings_label.setObjectName("status_findings")
        self.catalogue_label = QLabel(self._catalogue_status())
        for label in (self.findings_label, self.total_label, self.catalogue_label):
            self.statusBar().addPermanentWidget(label)
        self.resize(1500, 940)
        self._restore_state()
        self._update_title()
        self._update_status()

    # ------------------------------------------------------------- layout
    def _make_charts(self) -> dict[str, ChartPanel]:
        return {
            "cost": CostBreakdownChart(self.analysis),
            "own_vs_rent": OwnVsRentChart(self.analysis),
            "speed": SpeedChart(self.analysis),
            "job": ParetoChart(self.analysis),
        }

    def _dock(self, key: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        self.docks[key] = dock
        return dock

    def _build_menus(self) -> None:
        a = self.actions
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(a["new"])
        file_menu.addAction(a["open"])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.setObjectName("menu_recent")
        self.examples_menu = file_menu.addMenu("Open E&xample")
        self.examples_menu.setObjectName("menu_examples")
        for path in example_paths():
            action = self.examples_menu.addAction(example_title(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_example(p))
        self.examples_menu.setEnabled(bool(example_paths()))
        file_menu.addSeparator()
        file_menu.addAction(a["save"])
        file_menu.addAction(a["save_as"])
        file_menu.addAction(a["export"])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])
        edit_menu = bar.addMenu("&Edit")
        for key in (
            "undo",
            "redo",
            None,
            "add_part",
            "replace_part",
            "remove_part",
            None,
            "find",
            None,
            "preferences",
        ):
            if key is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(a[key])
        view_menu = bar.addMenu("&View")
        view_menu.addAction(a["compatible_only"])
        view_menu.addSeparator()
        for dock in self.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addAction(self.workload_bar.toggleViewAction())
        view_menu.addSeparator()
        view_menu.addAction(a["reset_layout"])
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(a["data_issues"])
        help_menu.addAction(a["about"])
        self._rebuild_recent_menu()

    def _connect(self) -> None:
        a = self.actions
        a["new"].triggered.connect(self.new_build)
        a["open"].triggered.connect(self.open_dialog)
        a["save"].triggered.connect(self.save)
        a["save_as"].triggered.connect(self.save_as)
        a["export"].triggered.connect(self.export_dialog)
        a["quit"].triggered.connect(self.close)
        a["add_part"].triggered.connect(self.add_selected_part)
        a["replace_part"].triggered.connect(self.replace_selected_line)
        a["remove_part"].triggered.connect(self.remove_selected_line)
        a["find"].triggered.connect(self.focus_search)
        a["preferences"].triggered.connect(self.open_settings)
        a["compatible_only"].setChecked(self.browser.compatible_only.isChecked())
        a["compatible_only"].toggled.connect(self.browser.compatible_only.setChecked)
        self.browser.compatible_only.toggled.connect(a["compatible_only"].setChecked)
        a["reset_layout"].triggered.connect(self.reset_layout)
        a["data_issues"].triggered.connect(self.show_data_issues)
        a["about"].triggered.connect(self.show_about)
        a["clear_recent"].triggered.connect(self._clear_recent)
        self.browser.part_activated.connect(self.add_part)
        self.browser.selection_changed.connect(self._update_edit_actions)
        self.editor.line_selected.connect(self._line_selected)
        self.editor.view.selectionModel().selectionChanged.connect(self._update_edit_actions)
        self.findings.part_selected.connect(self.select_line)
        self.document.path_changed.connect(self._update_title)
        self.document.modified_changed.connect(self._update_title)
        self.document.build_changed.connect(self._update_title)
        self.analysis.changed.connect(self._update_status)
        self.analysis.preferences_changed.connect(self._preferences_changed)
        # A dock brought to the front of its tab group redraws what changed meanwhile.
        self.docks["charts"].visibilityChanged.connect(self._charts_shown)
        self.docks["compare"].visibilityChanged.connect(self._compare_shown)
        self._update_edit_actions()

    def _charts_shown(self, visible: bool) -> None:
        chart = self.charts.currentWidget()
        if visible and isinstance(chart, ChartPanel):
            chart.ensure_fresh()

    def _compare_shown(self, visible: bool) -> None:
        if visible:
            self.compare.ensure_fresh()

    # ------------------------------------------------------------ editing
    def add_part(self, part: PartBase) -> None:
        self.document.add_part(part)
        self.editor.select(part.category, part.id)
        self.statusBar().showMessage(f"Added {part.name}", 3000)

    def add_selected_part(self) -> None:
        part = self.browser.current_part()
        if part is not None:
            self.add_part(part)

    def remove_selected_line(self) -> None:
        line = self.editor.current_line()
        if line is not None and line[1]:
            self.document.remove_part(*line)

    def replace_selected_line(self) -> None:
        line = self.editor.current_line()
        part = self.browser.current_part()
        if line is None or part is None:
            return
        if line[1] and part.category == line[0]:
            self.document.replace_part(line[0], line[1], part)
        else:
            self.add_part(part)

    def select_line(self, category: Category, part_id: str) -> None:
        """Select a build line (e.g. from a finding) and show its category in the catalogue."""
        self.docks["build"].raise_()
        self.editor.select(category, part_id)
        page = self.browser.show_category(category)
        if part_id:
            page.select_part(part_id)

    def _line_selected(self, category: Category, part_id: str) -> None:
        page = self.browser.show_category(category)
        if part_id:
            page.select_part(part_id)
        self._update_edit_actions()

    def focus_search(self) -> None:
        search = self.browser.current_page().search
        search.setFocus()
        search.selectAll()

    def _update_edit_actions(self, *_signal_args: object) -> None:
        line = self.editor.current_line()
        part = self.browser.current_part()
        has_line = line is not None and bool(line[1])
        self.actions["remove_part"].setEnabled(has_line)
        self.actions["add_part"].setEnabled(part is not None)
        self.actions["replace_part"].setEnabled(
            has_line and part is not None and line is not None and part.category == line[0]
        )

    # -------------------------------------------------------------- files
    def confirm_discard(self) -> bool:
        """True when there are no unsaved edits, or the user saved or dropped them."""
        if not self.document.modified:
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"Save the changes to “{self.document.display_name()}” before closing it?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_build(self) -> None:
        if self.confirm_discard():
            self.document.load(Build(currency=self.analysis.preferences.currency), None)

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        start = str(self.document.path.parent) if self.document.path else str(Path.home())
        path, _filter = QFileDialog.getOpenFileName(self, "Open build", start, BUILD_FILTER)
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        try:
            self.document.open(path)
        except BuildFileError as exc:
            QMessageBox.warning(self, "Cannot open build", str(exc))
            return False
        self._add_recent(path)
        self._report_unresolved()
        return True

    def open_example(self, path: Path) -> bool:
        """Examples open as untitled copies, so Save never overwrites the shipped file."""
        if not self.confirm_discard():
            return False
        return self.load_example(path)

    def load_example(self, path: Path) -> bool:
        from dlbox.core.files import read_build

        try:
            build = read_build(path)
        except BuildFileError as exc:
            QMessageBox.warning(self, "Cannot open example", str(exc))
            return False
        self.document.load(build, None)
        self._report_unresolved()
        return True

    def _report_unresolved(self) -> None:
        resolved = self.document.resolved
        from_snapshot = [p.part.name for p in resolved if p.origin == "snapshot"]
        problems = [u.reason for u in resolved.unresolved]
        if from_snapshot:
            self.statusBar().showMessage(
                "Not in catalogue — using the saved specs: " + ", ".join(from_snapshot), 10000
            )
        if problems:
            QMessageBox.warning(self, "Some parts could not be loaded", "\n".join(problems))

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = (
            self.document.path or Path.home() / f"{_slug(self.document.build.name)}{BUILD_SUFFIX}"
        )
        path, _filter = QFileDialog.getSaveFileName(
            self, "Save build as", str(suggested), BUILD_FILTER
        )
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_name(target.name + BUILD_SUFFIX)
        return self._save_to(target)

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as exc:
            QMessageBox.warning(self, "Cannot save", f"{path}: {exc.strerror or exc}")
            return False
        self._add_recent(path)
        self.statusBar().showMessage(f"Saved {path}", 4000)
        return True

    def export_dialog(self) -> None:
        from dlbox.ui.exporting import EXPORT_FILTERS, export_build

        name = _slug(self.document.build.name)
        path, chosen = QFileDialog.getSaveFileName(
            self, "Export build", str(Path.home() / f"{name}.md"), ";;".join(EXPORT_FILTERS)
        )
        if not path:
            return
        try:
            written = export_build(self, Path(path), chosen)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, "Cannot export", str(exc))
            return
        self.statusBar().showMessage(f"Exported {written}", 4000)

    # ------------------------------------------------------------- recent
    def recent_files(self) -> list[Path]:
        value = QSettings().value("state/recent_files", [])
        items = [value] if isinstance(value, str) else list(value or [])
        return [Path(p) for p in items if p]

    def _add_recent(self, path: Path) -> None:
        path = path.resolve()
        items = [p for p in self.recent_files() if p != path]
        QSettings().setValue("state/recent_files", [str(p) for p in [path, *items][:MAX_RECENT]])
        self._rebuild_recent_menu()

    def _clear_recent(self) -> None:
        QSettings().remove("state/recent_files")
        self._rebuild_recent_menu()

    def _rebuild_recent_menu(self) -> None:
        menu: QMenu = self.recent_menu
        menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent, start=1):
            action = menu.addAction(f"&{i} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self._open_recent(p))
        if recent:
            menu.addSeparator()
        menu.addAction(self.actions["clear_recent"])
        self.actions["clear_recent"].setEnabled(bool(recent))

    def _open_recent(self, path: Path) -> None:
        if self.confirm_discard():
            self.open_path(path)

    # ------------------------------------------------------------ settings
    def open_settings(self) -> None:
        from dlbox.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(
            self.analysis.preferences, engines.providers(), engines.shipped_rates(), self
        )
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, preferences: Preferences) -> None:
        save_preferences(preferences)
        self.analysis.set_preferences(preferences)

    def _preferences_changed(self) -> None:
        from dlbox.ui.language import apply_language
        from dlbox.ui.theme import apply_theme

        apply_language(self.analysis.preferences.language)
        apply_theme(self.analysis.preferences.theme)
        for chart in self.chart_panels.values():
            chart.apply_palette()
        self._update_status()

    # ------------------------------------------------------------ status
    def _catalogue_status(self) -> str:
        text = f"Catalogue: {len(self.catalogue):,} parts"
        if self.catalogue.issues:
            text += f" · {len(self.catalogue.issues)} rows not loaded (Help ▸ Data Issues)"
        return text

    def _update_title(self, *_signal_args: object) -> None:
        self.setWindowTitle(f"{self.document.display_name()}[*] — dlbox")
        self.setWindowModified(self.document.modified)
        self.actions["save"].setEnabled(True)

    def _update_status(self) -> None:
        total, missing = self.analysis.build_total()
        converter = self.analysis.converter
        count = sum(p.quantity for p in self.document.build.parts)
        text = f"Build: {count} parts, {converter.format(total)}"
        if missing:
            text += f" + {', '.join(missing)} (no rate)"
        self.total_label.setText(text)
        check = self.analysis.check()
        if check is None:
            self.findings_label.setText("")
            return
        severities = [str(getattr(f.severity, "value", f.severity)).lower() for f in check.findings]
        errors, warnings = severities.count("error"), severities.count("warning")
        self.findings_label.setText(
            f"Check: {errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}"
            if errors or warnings
            else "Check: no problems"
        )

    def show_data_issues(self) -> None:
        issues = self.catalogue.issues
        text = "\n".join(str(i) for i in issues[:200]) or "Every catalogue row loaded."
        if len(issues) > 200:
            text += f"\n… and {len(issues) - 200} more"
        box = QMessageBox(
            QMessageBox.Icon.Information,
            "Data issues",
            f"{len(issues)} rows could not be loaded.",
            parent=self,
        )
        box.setDetailedText(text)
        box.exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            "About dlbox",
            f"<h3>dlbox {__version__}</h3><p>Plan a deep-learning workstation: parts that fit, "
            "training speed, and cost against cloud GPUs.</p>"
            f"<p>Catalogue: {len(self.catalogue):,} parts, each with its source and date.</p>",
        )

    # ------------------------------------------------------- window state
    def _restore_state(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            self.restoreGeometry(geometry)
        state = settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state, STATE_VERSION)

    def save_window_state(self) -> None:
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState(STATE_VERSION))

    def reset_layout(self) -> None:
        for dock in self.docks.values():
            dock.setFloating(False)
            dock.show()
        self.workload_bar.show()
        self.restoreState(self._default_state, STATE_VERSION)
        self._default_sizes()

    def _default_sizes(self) -> None:
        """Dock sizes only take once the window has its size, so this runs when shown."""
        self.resizeDocks(
            [self.docks["build"]], [int(self.width() * 0.36)], Qt.Orientation.Horizontal
        )
        self.resizeDocks(
            [self.docks["build"], self.docks["findings"]],
            [int(self.height() * 0.55), int(self.height() * 0.35)],
            Qt.Orientation.Vertical,
        )
        self.resizeDocks(
            [self.docks["charts"]], [int(self.height() * 0.4)], Qt.Orientation.Vertical
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            if QSettings().value("window/state") is None:
                self._default_sizes()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.save_window_state()
        super().closeEvent(event)


def _slug(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() else "-" for ch in name.strip().lower())
    return "-".join(filter(None, cleaned.split("-"))) or "build"
