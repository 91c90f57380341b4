"""The main window: catalogue, build editor, findings, charts and comparison in docks;
menus built from the action registry; window state kept in QSettings."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QLocale, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QCursor, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from dlbox.core.build import Build, ResolvedPick, catalogue_versions, changed_fields
from dlbox.core.catalogue import Catalogue, default_data_dir
from dlbox.core.files import BuildFileError
from dlbox.core.parts import ISO_CURRENCIES, Category, PartBase
from dlbox.core.street_prices import market_for_currency
from dlbox.ui import file_dialogs
from dlbox.ui.actions import ActionRegistry
from dlbox.ui.analysis import Analysis
from dlbox.ui.autosave import AutosaveController
from dlbox.ui.chart_tabs import ChartTabs
from dlbox.ui.dialogs.crash_dialog import CrashHandler
from dlbox.ui.dialogs.import_street_prices import ImportStreetPrices
from dlbox.ui.document import BuildDocument, untitled_build
from dlbox.ui.language import translate
from dlbox.ui.preferences import Preferences, load_preferences, save_preferences
from dlbox.ui.price_basis import has_floor
from dlbox.ui.price_words import marked, unpriced_names, unpriced_suffix
from dlbox.ui.screen_fit import FRAME_MARGIN, available
from dlbox.ui.user_catalogue import browser_view, with_user_layer
from dlbox.ui.widgets.build_editor import BuildEditor
from dlbox.ui.widgets.catalogue_browser import CatalogueBrowser
from dlbox.ui.widgets.compare_view import CompareView
from dlbox.ui.widgets.findings_panel import FindingsPanel
from dlbox.ui.widgets.workload_bar import WorkloadBar

if TYPE_CHECKING:
    from dlbox.ui.dialogs.refresh_prices import RefreshPrices

log = logging.getLogger(__name__)

# The findings keep at least this many lines' height when the build grows into them.
FINDINGS_MIN_LINES = 8
FIT_AGAIN_MS = 150  # the build dock's second fit, after the table's delayed row layout
STATE_VERSION = 1  # bump when docks are renamed so an old layout is not half-applied
MIN_CATALOGUE_ROWS = 4
# Dock titles by key, translated again when the language changes.
DOCK_TITLES = {
    "build": QT_TRANSLATE_NOOP("MainWindow", "Build"),
    "findings": QT_TRANSLATE_NOOP("MainWindow", "Findings"),
    "charts": QT_TRANSLATE_NOOP("MainWindow", "Charts"),
    "compare": QT_TRANSLATE_NOOP("MainWindow", "Compare"),
}  # fewer, and the saved layout is not worth keeping
MAX_RECENT = 8
BUILD_SUFFIX = ".dlbox.json"
BUILD_FILTER = "dlbox build (*.dlbox.json *.json);;All files (*)"
# The example a first run opens on, in order of preference.
FIRST_RUN_EXAMPLES = ("rtx-4090", "deskmini")


def build_filter() -> str:
    return translate("MainWindow", "dlbox build (*.dlbox.json *.json);;All files (*)")


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
        preferences = preferences or load_preferences()
        # What was passed in is the shipped layer, priced from the market of the user's
        # currency (a TWD user sees Taiwan's quote where one exists); the user's imported
        # parts join it here.
        self.shipped_catalogue = catalogue.with_market(market_for_currency(preferences.currency))
        catalogue, self.user_part_ids = with_user_layer(self.shipped_catalogue)
        self.catalogue = catalogue
        self.actions = ActionRegistry(self)
        self.document = BuildDocument(catalogue, self)
        # The engines start once the window has painted (or at the first edit before
        # that): until then the findings, gauge, filters and charts say "checking…".
        self.analysis = Analysis(self.document, preferences, self, started=False)
        self.actions.bind_undo_stack(self.document.undo_stack)
        self.autosave = AutosaveController(self.document, parent=self)
        self.autosave.set_interval_s(self.analysis.preferences.autosave_interval_s)
        self.crash_handler: CrashHandler | None = None  # set by app.create_window
        # The open "saved specs differ from the catalogue" question, if any.
        self.catalogue_versions_box: QMessageBox | None = None

        self.browser = CatalogueBrowser(browser_view(catalogue, self.user_part_ids), self.analysis)
        self.editor = BuildEditor(self.document, self.analysis, self.actions)
        self.findings = FindingsPanel(self.document, self.analysis)
        self.charts = ChartTabs(self.analysis)
        self.chart_panels = self.charts.panels  # each chart made on first show or use
        self.compare = CompareView(self.analysis, example_paths)
        self.workload_bar = WorkloadBar(self.analysis)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.workload_bar)

        self.setCentralWidget(self.browser)
        # The right column (build, findings) runs the full height; charts sit under the catalogue.
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.docks: dict[str, QDockWidget] = {}
        self._dock(
            "build",
            translate("MainWindow", "Build"),
            self.editor,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self._dock(
            "findings",
            translate("MainWindow", "Findings"),
            self.findings,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        self._dock(
            "charts",
            translate("MainWindow", "Charts"),
            self.charts,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self._dock(
            "compare",
            translate("MainWindow", "Compare"),
            self.compare,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.tabifyDockWidget(self.docks["charts"], self.docks["compare"])
        self.docks["charts"].raise_()
        self._default_state = self.saveState(STATE_VERSION)
        self._sized = False
        self._build_share = 0  # the build dock's height in the default layout (px)
        self._language = self.analysis.preferences.language

        self._build_menus()
        self._connect()
        self.total_label = QLabel()
        self.total_label.setObjectName("status_total")
        self.findings_label = QLabel()
        self.findings_label.setObjectName("status_findings")
        self.catalogue_label = QLabel(self._catalogue_status())
        for label in (self.findings_label, self.total_label, self.catalogue_label):
            self.statusBar().addPermanentWidget(label)
        self.resize(QSize(1500, 940).boundedTo(available(self).size() - FRAME_MARGIN))
        self._restore_state()
        self._update_title()
        self._update_status()

    # ------------------------------------------------------------- layout
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
        file_menu = bar.addMenu(translate("MainWindow", "&File"))
        file_menu.addAction(a["new"])
        file_menu.addAction(a["open"])
        self.recent_menu = file_menu.addMenu(translate("MainWindow", "Open &Recent"))
        self.recent_menu.setObjectName("menu_recent")
        self.examples_menu = file_menu.addMenu(translate("MainWindow", "Open E&xample"))
        self.examples_menu.setObjectName("menu_examples")
        for path in example_paths():
            action = self.examples_menu.addAction(example_title(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_example(p))
        self.examples_menu.setEnabled(bool(example_paths()))
        file_menu.addAction(a["plan"])
        file_menu.addSeparator()
        file_menu.addAction(a["save"])
        file_menu.addAction(a["save_as"])
        file_menu.addAction(a["export"])
        file_menu.addAction(a["import_parts"])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])
        edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        for key in (
            "undo",
            "redo",
            None,
            "add_part",
            "add_psu",
            "replace_part",
            "remove_part",
            "set_price",
            None,
            "find",
            None,
            "preferences",
        ):
            if key is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(a[key])
        catalogue_menu = bar.addMenu(translate("MainWindow", "&Catalogue"))
        catalogue_menu.setObjectName("menu_catalogue")
        catalogue_menu.addAction(a["import_parts"])
        catalogue_menu.addAction(a["add_custom_part"])
        catalogue_menu.addAction(a["refresh_prices"])
        catalogue_menu.addAction(a["import_street_prices"])
        catalogue_menu.addSeparator()
        catalogue_menu.addAction(a["remove_user_parts"])
        view_menu = bar.addMenu(translate("MainWindow", "&View"))
        view_menu.addAction(a["compatible_only"])
        view_menu.addSeparator()
        for dock in self.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addAction(self.workload_bar.toggleViewAction())
        view_menu.addSeparator()
        view_menu.addAction(a["reset_layout"])
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
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
        a["add_psu"].triggered.connect(self.add_selected_psu)
        a["replace_part"].triggered.connect(self.replace_selected_line)
        a["remove_part"].triggered.connect(self.remove_selected_line)
        a["set_price"].triggered.connect(self.set_line_price_dialog)
        a["find"].triggered.connect(self.focus_search)
        a["preferences"].triggered.connect(self.open_settings)
        a["import_parts"].triggered.connect(self.import_dialog)
        a["refresh_prices"].triggered.connect(self.refresh_prices_dialog)
        a["import_street_prices"].triggered.connect(self.import_street_prices_dialog)
        a["add_custom_part"].triggered.connect(self.custom_part_dialog)
        a["remove_user_parts"].triggered.connect(self.remove_user_parts_dialog)
        a["compatible_only"].setChecked(self.browser.compatible_only.isChecked())
        a["compatible_only"].toggled.connect(self._set_compatible_only)
        a["reset_layout"].triggered.connect(self.reset_layout)
        a["data_issues"].triggered.connect(self.show_data_issues)
        a["about"].triggered.connect(self.show_about)
        a["plan"].triggered.connect(self.plan_dialog)
        a["clear_recent"].triggered.connect(self._clear_recent)
        self._connect_browser()
        self.editor.line_selected.connect(self._line_selected)
        self.editor.view.selectionModel().selectionChanged.connect(self._update_edit_actions)
        self.findings.part_selected.connect(self.select_line)
        self.findings.start_wanted.connect(self._start_wanted)
        self.document.path_changed.connect(self._update_title)
        self.document.modified_changed.connect(self._update_title)
        self.document.build_changed.connect(self._update_title)
        self.document.build_changed.connect(self._update_edit_actions)  # Add as Another PSU
        self.analysis.changed.connect(self._update_status)
        self.analysis.preferences_changed.connect(self._preferences_changed)
        # A dock brought to the front of its tab group redraws what changed meanwhile.
        self.docks["charts"].visibilityChanged.connect(self._charts_shown)
        self.docks["compare"].visibilityChanged.connect(self._compare_shown)
        self._update_edit_actions()

    def _connect_browser(self) -> None:
        """Signals of the catalogue browser; run again when a reload replaces it."""
        self.browser.compatible_only.toggled.connect(self.actions["compatible_only"].setChecked)
        self.browser.part_activated.connect(self.add_part)
        self.browser.selection_changed.connect(self._update_edit_actions)

    def _set_compatible_only(self, on: bool) -> None:
        self.browser.compatible_only.setChecked(on)

    def _charts_shown(self, visible: bool) -> None:
        chart = self.charts.current_panel()
        if visible and chart is not None:
            chart.ensure_fresh()

    def _compare_shown(self, visible: bool) -> None:
        if visible:
            self.compare.ensure_fresh()

    # ------------------------------------------------------------ editing
    def add_part(self, part: PartBase) -> None:
        if part.category == Category.PSU and self.browser.page(Category.PSU).judges_another_psu():
            # The PSU page judges PSUs as another one: a double-click adds it beside.
            self.document.add_another_psu(part)
            self.editor.select(part.category, part.id)
            self.statusBar().showMessage(
                translate("MainWindow", "Added %1 as another PSU").replace("%1", part.name), 3000
            )
            return
        self.document.add_part(part)
        self.editor.select(part.category, part.id)
        self.statusBar().showMessage(
            translate("MainWindow", "Added %1").replace("%1", part.name), 3000
        )

    def add_selected_part(self) -> None:
        part = self.browser.current_part()
        if part is not None:
            self.add_part(part)

    def add_selected_psu(self) -> None:
        """Edit ▸ Add as Another PSU: the catalogue's PSU beside the build's (dual-PSU rig)."""
        part = self.browser.current_part()
        if part is None or part.category != Category.PSU:
            return
        self.document.add_another_psu(part)
        self.editor.select(part.category, part.id)
        self.statusBar().showMessage(
            translate("MainWindow", "Added %1 as another PSU").replace("%1", part.name), 3000
        )

    def remove_selected_line(self) -> None:
        line = self.editor.current_line()
        if line is not None and line[1]:
            self.document.remove_part(*line)

    def _selected_pick(self) -> ResolvedPick | None:
        line = self.editor.current_line()
        if line is None or not line[1]:
            return None
        return next(
            (p for p in self.document.resolved if (p.part.category, p.part.id) == line),
            None,
        )

    def set_line_price_dialog(self) -> None:
        """Edit ▸ Set Line Price…: the price this build pays for the selected line."""
        from dlbox.ui.dialogs.price_dialog import PriceDialog

        pick = self._selected_pick()
        if pick is None:
            return
        category, part_id = pick.part.category, pick.part.id
        saved = next(
            p for p in self.document.build.parts if (p.category, p.id) == (category, part_id)
        )
        from dlbox.ui import engines

        currencies = sorted({"USD", self.analysis.converter.currency, *engines.shipped_rates()})
        dialog = PriceDialog(pick.listed_part or pick.part, saved.price, currencies, self)
        if dialog.exec():
            self.document.set_line_price(category, part_id, dialog.result_price())

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
        self.actions["set_price"].setEnabled(has_line and self._selected_pick() is not None)
        self.actions["add_part"].setEnabled(part is not None)
        self.actions["add_psu"].setEnabled(
            part is not None
            and part.category == Category.PSU
            and self.document.resolved.count(Category.PSU) > 0
        )
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
            translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "Save the changes to “%1” before closing it?").replace(
                "%1", self.document.display_name()
            ),
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
            currency = self.analysis.preferences.currency
            # The settings dialog takes only ISO 4217 codes, but stored preferences are
            # read back as any text (older versions took any three letters); a build
            # must have an ISO code.
            currency = currency if currency in ISO_CURRENCIES else "USD"
            self.document.load(untitled_build(currency), None)

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        start = (
            str(self.document.path.parent)
            if self.document.path
            else str(file_dialogs.start_folder())
        )
        path, _filter = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open build"), start, build_filter()
        )
        if path:
            file_dialogs.remember(path)
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        try:
            self.document.open(path)
        except BuildFileError as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open build"), str(exc))
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
            QMessageBox.warning(self, translate("MainWindow", "Cannot open example"), str(exc))
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
                translate("MainWindow", "Not in catalogue — using the saved specs: %1").replace(
                    "%1", ", ".join(from_snapshot)
                ),
                10000,
            )
        if problems:
            QMessageBox.warning(
                self, translate("MainWindow", "Some parts could not be loaded"), "\n".join(problems)
            )
        self._offer_catalogue_versions()

    def _offer_catalogue_versions(self) -> None:
        """The build opened on its saved specs; say which parts the catalogue has
        differently and offer to switch them to the catalogue's version."""
        changed = [p for p in self.document.resolved if p.catalogue_part is not None]
        if not changed:
            return
        details = []
        for pick in changed:
            saved, current = pick.listed_part or pick.part, pick.catalogue_part
            assert current is not None
            details.append(f"{saved.name}: {', '.join(changed_fields(saved, current))}")
        names = ", ".join((p.listed_part or p.part).name for p in changed)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("MainWindow", "Saved specs differ from the catalogue"),
            translate(
                "MainWindow",
                "The catalogue's entry changed since this build was saved for: %1. "
                "The build uses the saved specs.",
            ).replace("%1", names),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("catalogue_versions_box")
        box.setDetailedText("\n".join(details))
        update = box.addButton(
            translate("MainWindow", "Update to the catalogue version"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        update.setObjectName("update_to_catalogue")
        keep = box.addButton(
            translate("MainWindow", "Keep the saved specs"), QMessageBox.ButtonRole.RejectRole
        )
        keep.setObjectName("keep_saved_specs")
        box.setDefaultButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: self.update_to_catalogue_versions() if button is update else None
        )
        self.statusBar().showMessage(
            translate("MainWindow", "Using the saved specs; the catalogue differs for: %1").replace(
                "%1", names
            ),
            10000,
        )
        box.finished.connect(lambda _result: setattr(self, "catalogue_versions_box", None))
        self.catalogue_versions_box = box
        box.open()  # window-modal, does not block: the build is already usable

    def update_to_catalogue_versions(self) -> int:
        """Switch every part whose catalogue row differs from its saved specs to the
        catalogue's version, as one undoable step; returns how many were updated."""
        resolved = self.document.resolved
        count = sum(1 for p in resolved if p.catalogue_part is not None)
        if count:
            self.document.edit(
                catalogue_versions(self.document.build, resolved),
                (
                    translate("MainWindow", "Update %1 part to the catalogue version")
                    if count == 1
                    else translate("MainWindow", "Update %1 parts to the catalogue version")
                ).replace("%1", str(count)),
            )
        return count

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = self.document.path or file_dialogs.start_path(
            f"{_slug(self.document.build.name)}{BUILD_SUFFIX}"
        )
        path, _filter = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save build as"), str(suggested), build_filter()
        )
        if not path:
            return False
        file_dialogs.remember(path)
        target = Path(path)
        if not target.suffix:
            target = target.with_name(target.name + BUILD_SUFFIX)
        return self._save_to(target)

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as exc:
            QMessageBox.warning(
                self, translate("MainWindow", "Cannot save"), f"{path}: {exc.strerror or exc}"
            )
            return False
        self._add_recent(path)
        self.statusBar().showMessage(
            translate("MainWindow", "Saved %1").replace("%1", str(path)), 4000
        )
        return True

    def export_dialog(self) -> None:
        from dlbox.ui.exporting import EXPORT_FILTERS, export_build

        name = _slug(self.document.build.name)
        path, chosen = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Export build"),
            file_dialogs.start_path(f"{name}.md"),
            ";;".join(EXPORT_FILTERS),
        )
        if not path:
            return
        file_dialogs.remember(path)
        try:
            written = export_build(self, Path(path), chosen)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot export"), str(exc))
            return
        self.statusBar().showMessage(
            translate("MainWindow", "Exported %1").replace("%1", str(written)), 4000
        )

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
    def make_plan_dialog(self) -> Any:
        """A new planner for this window (each result opens in the editor)."""
        from dlbox.core.estimate import load_workloads
        from dlbox.ui import engines
        from dlbox.ui.dialogs.plan_dialog import PlanDialog

        prefs = self.analysis.preferences
        rates = engines.rate_table(prefs)
        try:
            options = [(w.id, w.name) for w in load_workloads().values()]
        except Exception:  # a bad workloads file: the dialog has nothing to plan for
            options = []
        # The window's job when it is one the planner lists (not a library model's).
        choice = self.analysis.workload
        shown = "" if choice.model else choice.workload_id
        dialog = PlanDialog(
            self.catalogue, options, prefs, rates.currencies, rates, self, selected=shown
        )
        dialog.open_build.connect(self.open_planned)
        return dialog

    def _start_wanted(self, what: str) -> None:
        """The empty build's hint: the examples menu under the pointer, or the planner."""
        if what == "plan":
            self.plan_dialog()
        elif what == "example":
            self.examples_menu.popup(QCursor.pos())

    def plan_dialog(self) -> Any:
        """The planner, kept open beside the window and reused."""
        from dlbox.ui.screen_fit import fit_to_screen

        dialog = getattr(self, "_plan", None)
        if dialog is None:
            dialog = self._plan = self.make_plan_dialog()
            fit_to_screen(dialog)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def open_planned(self, build: Build) -> None:
        """A planned build opens as an untitled document, like an example."""
        if self.confirm_discard():
            self.document.load(build, None)

    def open_settings(self) -> None:
        from dlbox.ui import engines
        from dlbox.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(
            self.analysis.preferences, engines.providers(), engines.shipped_rates(), self
        )
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, preferences: Preferences) -> None:
        save_preferences(preferences)
        self.analysis.set_preferences(preferences)
        self.autosave.set_interval_s(preferences.autosave_interval_s)

    def _preferences_changed(self) -> None:
        from dlbox.ui.language import apply_language
        from dlbox.ui.theme import apply_theme

        language = self.analysis.preferences.language
        if language != self._language:
            self._language = language
            apply_language(language)
            self.retranslate()
        apply_theme(self.analysis.preferences.theme)
        market = market_for_currency(self.analysis.preferences.currency)
        if market != self.shipped_catalogue.market:
            # A new currency whose market has its own quotes: the catalogue and the build's
            # catalogue lines take that market's street prices.
            self.shipped_catalogue = self.shipped_catalogue.with_market(market)
            self.reload_catalogue()
        for chart in self.charts.made():
            chart.apply_palette()
        self._update_status()

    # ------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text in the new language, now: actions and menus re-labelled, dock titles
        re-set, and the panels (built with their texts) made again on the same document,
        analysis and actions, keeping what the user picked in them."""
        self.actions.retranslate()
        for key, dock in self.docks.items():
            if key in DOCK_TITLES:
                dock.setWindowTitle(translate("MainWindow", DOCK_TITLES[key]))
        category = self.browser.current_page().category
        self._reload_catalogue()  # a new browser, in the new language
        self.browser.show_category(category)
        self._replace_panels()
        self.menuBar().clear()
        self._build_menus()
        self.catalogue_label.setText(self._catalogue_status())
        self._update_title()
        self._update_status()

    def _replace_panels(self) -> None:
        """New build editor, findings, charts, compare view and workload bar."""
        chart_index = self.charts.currentIndex()
        others = list(self.compare.others)
        old = [self.editor, self.findings, self.charts, self.compare]
        self.editor = BuildEditor(self.document, self.analysis, self.actions)
        self.findings = FindingsPanel(self.document, self.analysis)
        self.charts = ChartTabs(self.analysis)
        self.chart_panels = self.charts.panels
        self.charts.setCurrentIndex(max(0, chart_index))
        self.compare = CompareView(self.analysis, example_paths)
        self.compare.others = others
        for key, widget in (
            ("build", self.editor),
            ("findings", self.findings),
            ("charts", self.charts),
            ("compare", self.compare),
        ):
            self.docks[key].setWidget(widget)
        for widget in old:
            widget.deleteLater()
        bar = WorkloadBar(self.analysis)
        self.insertToolBar(self.workload_bar, bar)
        bar.setVisible(self.workload_bar.isVisible())
        self.removeToolBar(self.workload_bar)
        self.workload_bar.deleteLater()
        self.workload_bar = bar
        self.editor.line_selected.connect(self._line_selected)
        self.editor.view.selectionModel().selectionChanged.connect(self._update_edit_actions)
        self.findings.part_selected.connect(self.select_line)
        self.findings.start_wanted.connect(self._start_wanted)
        self.compare.invalidate()

    # ------------------------------------------------------------ status
    def _catalogue_status(self) -> str:
        locale = QLocale()
        text = translate("MainWindow", "Catalogue: %1 parts").replace(
            "%1", locale.toString(len(self.catalogue))
        )
        if self.catalogue.issues:
            text += translate("MainWindow", " · %1 rows not loaded (Help ▸ Data Issues)").replace(
                "%1", locale.toString(len(self.catalogue.issues))
            )
        return text

    def _update_title(self, *_signal_args: object) -> None:
        self.setWindowTitle(f"{self.document.display_name()}[*] — dlbox")
        self.setWindowModified(self.document.modified)
        self.actions["save"].setEnabled(True)

    def _update_status(self) -> None:
        total, missing = self.analysis.build_total()
        converter = self.analysis.converter
        count = sum(p.quantity for p in self.document.build.parts)
        text = (
            translate("MainWindow", "Build: %1 parts, %2")
            .replace("%1", QLocale().toString(count))
            .replace(  # "≥ 3,714 USD" when a line's price is only a floor
                "%2",
                marked(
                    converter.format(total),
                    has_floor(self.document.resolved, self.document.catalogue.prices),
                ),
            )
        )
        if missing:
            text += translate("MainWindow", " + %1 (no rate)").replace("%1", ", ".join(missing))
        text += unpriced_suffix(len(unpriced_names(self.document.resolved)))
        self.total_label.setText(text)
        if not self.analysis.is_ready:  # the window just opened: the check runs next
            self.findings_label.setText(translate("MainWindow", "Check: checking…"))
            return
        check = self.analysis.check()
        if check is None:
            self.findings_label.setText("")
            return
        severities = [str(getattr(f.severity, "value", f.severity)).lower() for f in check.findings]
        errors, warnings = severities.count("error"), severities.count("warning")
        self.findings_label.setText(
            translate("MainWindow", "Check: %1, %2")
            .replace("%1", _count(errors, "error"))
            .replace("%2", _count(warnings, "warning"))
            if errors or warnings
            else translate("MainWindow", "Check: no problems")
        )

    # ---------------------------------------------------------- catalogue
    def reload_catalogue(self) -> None:
        """Re-read the user layer (after an import, a custom part or a removal) and show it."""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # ~1 s for 20,000 user parts
        try:
            self._reload_catalogue()
        finally:
            QApplication.restoreOverrideCursor()

    def _reload_catalogue(self) -> None:
        catalogue, self.user_part_ids = with_user_layer(self.shipped_catalogue)
        self.catalogue = catalogue
        self.document.catalogue = catalogue
        old = self.browser
        category = old.current_page().category
        self.browser = CatalogueBrowser(browser_view(catalogue, self.user_part_ids), self.analysis)
        self.browser.compatible_only.setChecked(old.compatible_only.isChecked())
        self.setCentralWidget(self.browser)  # hides the old browser; Qt deletes it later
        self._connect_browser()
        self.browser.show_category(category)
        # BuildDocument has no public way to re-resolve: re-applying the same build clears
        # its resolved cache and has every view (the new browser's compatibility masks
        # included) recompute, without an undo step: the build itself did not change.
        self.document._apply(self.document.build)
        self.catalogue_label.setText(self._catalogue_status())
        self._update_edit_actions()

    def import_dialog(self) -> None:
        from dlbox.ui.dialogs.import_dialog import ImportDialog

        dialog = ImportDialog(self.shipped_catalogue, self.catalogue, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.imported.connect(self._imported)
        dialog.open()

    def refresh_prices_dialog(self) -> None:
        self.price_refresh.ask_and_start()

    @property
    def price_refresh(self) -> RefreshPrices:
        """The "Refresh Cloud Prices" runner (made on first use, kept for its thread)."""
        from dlbox.ui.dialogs.refresh_prices import RefreshPrices  # the cloud refreshers

        if getattr(self, "_price_refresh", None) is None:
            self._price_refresh = RefreshPrices(self)
            self._price_refresh.done.connect(self._prices_refreshed)
        return self._price_refresh

    def import_street_prices_dialog(self) -> None:
        self.street_price_import.ask_and_start(self.catalogue)

    @property
    def street_price_import(self) -> ImportStreetPrices:
        """The "Import Street Prices" runner (made on first use, kept for its thread)."""
        if getattr(self, "_street_price_import", None) is None:
            self._street_price_import = ImportStreetPrices(self)
            self._street_price_import.done.connect(self._street_prices_imported)
        return self._street_price_import

    def _street_prices_imported(self, _result: object) -> None:
        # The stored quotes join the shipped ones on load: re-read the layer to price with them.
        self.reload_catalogue()
        self.statusBar().showMessage(self.street_price_import.message, 8000)

    def _prices_refreshed(self, _report: object) -> None:
        from dlbox.ui import engines

        engines._offers.cache_clear()
        self.analysis.offers_changed()
        self.statusBar().showMessage(self.price_refresh.message, 8000)

    def _imported(self, summary: object) -> None:
        self.reload_catalogue()
        taken = getattr(summary, "rows_taken", 0)
        self.statusBar().showMessage(
            (
                translate("MainWindow", "Imported %1 row into your catalogue")
                if taken == 1
                else translate("MainWindow", "Imported %1 rows into your catalogue")
            ).replace("%1", str(taken)),
            5000,
        )

    def custom_part_dialog(self) -> None:
        from dlbox.ui.dialogs.custom_part_dialog import CustomPartDialog

        dialog = CustomPartDialog(
            self.catalogue,
            self,
            currency=self.analysis.preferences.currency,
            user_ids=self.user_part_ids,
            category=self.browser.current_page().category,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self._custom_part_saved)
        dialog.open()

    def _custom_part_saved(self, part: PartBase) -> None:
        self.reload_catalogue()
        page = self.browser.show_category(part.category)
        page.select_part(part.id)
        self.statusBar().showMessage(
            translate("MainWindow", "Saved %1 to your catalogue").replace("%1", part.name), 5000
        )

    def remove_user_parts_dialog(self) -> None:
        from dlbox.ui.dialogs.import_dialog import RemoveUserPartsDialog

        dialog = RemoveUserPartsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.removed.connect(lambda _n: self.reload_catalogue())
        dialog.open()

    def show_data_issues(self) -> None:
        issues = self.catalogue.issues
        text = "\n".join(str(i) for i in issues[:200]) or translate(
            "MainWindow", "Every catalogue row loaded."
        )
        if len(issues) > 200:
            text += "\n" + translate("MainWindow", "… and %1 more").replace(
                "%1", str(len(issues) - 200)
            )
        if not issues:  # nothing went wrong: say so, not "0 rows could not be loaded"
            QMessageBox.information(
                self,
                translate("MainWindow", "Data issues"),
                translate("MainWindow", "Every catalogue row loaded."),
            )
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("MainWindow", "Data issues"),
            (
                translate("MainWindow", "1 row could not be loaded.")
                if len(issues) == 1
                else translate("MainWindow", "%1 rows could not be loaded.").replace(
                    "%1", QLocale().toString(len(issues))
                )
            ),
            parent=self,
        )
        box.setDetailedText(text)
        box.exec()

    def show_about(self) -> None:
        from dlbox.ui.dialogs.about_dialog import AboutDialog

        AboutDialog(self.catalogue, self).exec()

    # ------------------------------------------------------- window state
    def _restore_state(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            self.restoreGeometry(geometry)
            self._keep_on_screen()
        state = settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state, STATE_VERSION)

    def _keep_on_screen(self) -> None:
        """A geometry saved on a bigger or another monitor is fitted to this screen."""
        area = available(self)
        frame = self.frameGeometry()
        if not area.contains(frame):
            size = self.size().boundedTo(area.size() - FRAME_MARGIN)
            self.resize(size)
            self.move(
                max(area.left(), min(frame.left(), area.right() - size.width())),
                max(area.top(), min(frame.top(), area.bottom() - size.height())),
            )

    def layout_is_cramped(self) -> str:
        """Why the current layout is too cramped to use ("" when it is fine): the
        catalogue must show a few rows and each open dock a few lines."""
        page = self.browser.current_page()
        rows = page.view.viewport().height() / max(
            1, page.view.verticalHeader().defaultSectionSize()
        )
        if rows < MIN_CATALOGUE_ROWS:
            return f"the catalogue shows {rows:.1f} rows"
        line = self.fontMetrics().height()
        for key, dock in self.docks.items():
            if dock.isVisible() and not dock.isFloating() and dock.widget().height() < 4 * line:
                return f"the {key} panel is {dock.widget().height()} px tall"
        return ""

    def _check_restored_layout(self) -> None:
        why = self.layout_is_cramped()
        if why:
            log.info("saved layout reset: %s", why)
            self.reset_layout()
            self.statusBar().showMessage(
                translate(
                    "MainWindow",
                    "The saved layout did not fit this screen; the default layout is back "
                    "(View ▸ Reset Layout does this any time)",
                ),
                10000,
            )

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
        # A short screen gives the build a little more (its power bar names each figure
        # on two lines), so a laptop still shows every line of the build.
        build = 0.58 if self.height() < 900 else 0.55
        self.resizeDocks(
            [self.docks["build"], self.docks["findings"]],
            [int(self.height() * build), int(self.height() * (0.9 - build))],
            Qt.Orientation.Vertical,
        )
        self._build_share = int(self.height() * build)
        # A turn later, once the docks above have their new sizes to measure from, and
        # again once the table has laid its rows out at its new width.
        QTimer.singleShot(0, self, self._fit_build_dock)
        QTimer.singleShot(FIT_AGAIN_MS, self, self._fit_build_dock)
        # A short screen keeps more of its height for the catalogue table.
        share = 0.4 if self.height() >= 900 else 0.34
        self.resizeDocks(
            [self.docks["charts"]], [int(self.height() * share)], Qt.Orientation.Vertical
        )

    def _fit_build_dock(self) -> None:
        """The build takes what its lines need: a tall screen gives the rest of its share
        to the findings instead of leaving it empty under the build's last line; a short
        one gives it more than its share when its lines as laid out need it (CJK lines
        are taller; a long name wraps), the findings keeping FINDINGS_MIN_LINES. The same
        answer however often it runs: rows are laid out a little later, so it runs twice."""
        build_dock, findings = self.docks["build"], self.docks["findings"]
        if any(d.isFloating() or not d.isVisible() for d in (build_dock, findings)):
            return
        self.layout().activate()  # the docks' new sizes applied before they are measured
        title = build_dock.height() - build_dock.widget().height()
        total = build_dock.height() + findings.height()
        share = self._build_share or build_dock.height()
        wanted = self.editor.wanted_height() + title  # a line a part, and spare rows
        needed = self.editor.needed_height() + title + 2  # + 2: no rounding hides a line
        keep = FINDINGS_MIN_LINES * self.fontMetrics().height() + title
        target = min(max(needed, min(wanted, share)), total - keep)
        if target != build_dock.height():
            self.resizeDocks(
                [build_dock, findings], [target, total - target], Qt.Orientation.Vertical
            )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            # Once the window is laid out and drawn (dock sizes set earlier are undone
            # by the first layout pass).
            from dlbox.ui.app import AfterFirstPaint

            if QSettings().value("window/state") is None:
                AfterFirstPaint(self, self._default_sizes)
            else:  # a cramped saved layout must not come back forever
                AfterFirstPaint(self, self._check_restored_layout)
            # Installed last, so it runs first: the visible chart is made (and takes its
            # room) before the dock sizes above are set.
            AfterFirstPaint(self, self.start_engines)

    def start_engines(self) -> None:
        """Check, estimate and compare the build from now on (the window has painted).
        ``analysis.ready`` fires; ``analysis.is_ready`` says whether this happened."""
        self.analysis.start()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.save_window_state()
        # The user kept or discarded the work: a closed window writes no more autosaves.
        self.autosave.timer.stop()
        self.autosave.quiet_timer.stop()
        super().closeEvent(event)


def _count(n: int, what: str) -> str:
    """ "1 error", "2 warnings": English needs the plural, Chinese and Korean do not."""
    if what == "error":
        text = (
            translate("MainWindow", "%1 error") if n == 1 else translate("MainWindow", "%1 errors")
        )
    else:
        text = (
            translate("MainWindow", "%1 warning")
            if n == 1
            else translate("MainWindow", "%1 warnings")
        )
    return text.replace("%1", QLocale().toString(n))


def _slug(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() else "-" for ch in name.strip().lower())
    return "-".join(filter(None, cleaned.split("-"))) or "build"
