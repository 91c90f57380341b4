"""Every QAction of the application, declared once (Picard's action registry).

Menus, toolbars and tests look actions up by id, so a shortcut or a label is
changed in one place. Standard key sequences follow the platform's conventions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence, QUndoStack

from dlbox.ui.language import translate

Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str  # English; translated in the "Actions" context when the QAction is made
    tip: str = ""
    shortcut: Key | str | None = None
    icon: str = ""  # freedesktop theme name; Qt falls back to no icon
    checkable: bool = False


SPECS: tuple[ActionSpec, ...] = (
    # File
    ActionSpec(
        "new",
        QT_TRANSLATE_NOOP("Actions", "&New"),
        QT_TRANSLATE_NOOP("Actions", "Start an empty build"),
        Key.New,
        "document-new",
    ),
    ActionSpec(
        "open",
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        QT_TRANSLATE_NOOP("Actions", "Open a build file"),
        Key.Open,
        "document-open",
    ),
    ActionSpec(
        "save",
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        QT_TRANSLATE_NOOP("Actions", "Save the build"),
        Key.Save,
        "document-save",
    ),
    ActionSpec(
        "save_as",
        QT_TRANSLATE_NOOP("Actions", "Save &As…"),
        QT_TRANSLATE_NOOP("Actions", "Save the build under a new name"),
        Key.SaveAs,
        "document-save-as",
    ),
    ActionSpec(
        "export",
        QT_TRANSLATE_NOOP("Actions", "&Export…"),
        QT_TRANSLATE_NOOP("Actions", "Export the build as Markdown, CSV, JSON or HTML"),
        "Ctrl+E",
        "document-export",
    ),
    ActionSpec(
        "refresh_prices",
        QT_TRANSLATE_NOOP("Actions", "Refresh &Cloud Prices…"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Read saved AWS, Azure, GCP and other price files from a folder and update the offers",
        ),
        None,
        "view-refresh",
    ),
    ActionSpec(
        "import_street_prices",
        QT_TRANSLATE_NOOP("Actions", "Import &Street Prices…"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Add dated street prices from a SpotWire valuator JSON or a prices.csv-style CSV",
        ),
        None,
        "document-import",
    ),
    ActionSpec(
        "import_parts",
        QT_TRANSLATE_NOOP("Actions", "&Import Parts…"),
        QT_TRANSLATE_NOOP(
            "Actions", "Import PCPartPicker (docyx) CSV files or a price-override CSV"
        ),
        "Ctrl+I",
        "document-import",
    ),
    ActionSpec(
        "open_example",
        QT_TRANSLATE_NOOP("Actions", "Open E&xample…"),
        QT_TRANSLATE_NOOP("Actions", "Open one of the example builds"),
        None,
        "folder-open",
    ),
    ActionSpec(
        "plan",
        QT_TRANSLATE_NOOP("Actions", "&Plan a Build…"),
        QT_TRANSLATE_NOOP(
            "Actions", "From a job, a budget and a wall socket to ranked builds that work"
        ),
        "Ctrl+Shift+P",
        "system-run",
    ),
    ActionSpec(
        "clear_recent",
        QT_TRANSLATE_NOOP("Actions", "Clear Recent"),
        QT_TRANSLATE_NOOP("Actions", "Forget the recently opened files"),
    ),
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        QT_TRANSLATE_NOOP("Actions", "Quit dlbox"),
        Key.Quit,
        "application-exit",
    ),
    # Edit
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        QT_TRANSLATE_NOOP("Actions", "Undo the last change to the build"),
        Key.Undo,
        "edit-undo",
    ),
    ActionSpec(
        "redo",
        QT_TRANSLATE_NOOP("Actions", "&Redo"),
        QT_TRANSLATE_NOOP("Actions", "Redo the change just undone"),
        Key.Redo,
        "edit-redo",
    ),
    ActionSpec(
        "remove_part",
        QT_TRANSLATE_NOOP("Actions", "&Remove Part"),
        QT_TRANSLATE_NOOP("Actions", "Remove the selected line from the build"),
        Key.Delete,
        "list-remove",
    ),
    ActionSpec(
        "replace_part",
        QT_TRANSLATE_NOOP("Actions", "Re&place Part"),
        QT_TRANSLATE_NOOP(
            "Actions", "Replace the selected line with the part selected in the catalogue"
        ),
        "Ctrl+R",
        "view-refresh",
    ),
    ActionSpec(
        "set_price",
        QT_TRANSLATE_NOOP("Actions", "Set Line &Price…"),
        QT_TRANSLATE_NOOP(
            "Actions", "Give the selected line the price you pay (a quote, a used card, tax)"
        ),
    ),
    ActionSpec(
        "add_part",
        QT_TRANSLATE_NOOP("Actions", "&Add to Build"),
        QT_TRANSLATE_NOOP("Actions", "Add the part selected in the catalogue"),
        "Ctrl+Return",
        "list-add",
    ),
    ActionSpec(
        "add_psu",
        QT_TRANSLATE_NOOP("Actions", "Add as Another PS&U"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Add the PSU selected in the catalogue beside the build's PSU (a rig whose GPUs "
            "several PSUs feed); Add to Build replaces it. Tick “As another PSU” on the "
            "PSU tab to list the units that can carry their share beside it",
        ),
    ),
    ActionSpec(
        "find",
        QT_TRANSLATE_NOOP("Actions", "&Find Part"),
        QT_TRANSLATE_NOOP("Actions", "Search the catalogue"),
        Key.Find,
        "edit-find",
    ),
    ActionSpec(
        "preferences",
        QT_TRANSLATE_NOOP("Actions", "&Settings…"),
        QT_TRANSLATE_NOOP("Actions", "Currency, electricity price, utilisation, theme, language"),
        Key.Preferences,
        "preferences-system",
    ),
    # Catalogue
    ActionSpec(
        "add_custom_part",
        QT_TRANSLATE_NOOP("Actions", "Add &Custom Part…"),
        QT_TRANSLATE_NOOP("Actions", "Enter a part by hand into your own catalogue"),
        None,
        "list-add",
    ),
    ActionSpec(
        "remove_user_parts",
        QT_TRANSLATE_NOOP("Actions", "&Remove Imported Parts…"),
        QT_TRANSLATE_NOOP("Actions", "Take imported or hand-entered parts out of the catalogue"),
        None,
        "list-remove",
    ),
    # View
    ActionSpec(
        "compatible_only",
        QT_TRANSLATE_NOOP("Actions", "&Compatible Parts Only"),
        QT_TRANSLATE_NOOP("Actions", "Hide catalogue parts that do not fit the build"),
        "Ctrl+Shift+C",
        checkable=True,
    ),
    ActionSpec(
        "reset_layout",
        QT_TRANSLATE_NOOP("Actions", "Reset &Layout"),
        QT_TRANSLATE_NOOP("Actions", "Put every panel back where it started"),
    ),
    # Help
    ActionSpec(
        "data_issues",
        QT_TRANSLATE_NOOP("Actions", "&Data Issues"),
        QT_TRANSLATE_NOOP("Actions", "Catalogue rows that could not be loaded"),
    ),
    ActionSpec("about", QT_TRANSLATE_NOOP("Actions", "&About dlbox")),
)


class ActionRegistry(QObject):
    """Creates the QActions of ``SPECS`` on ``parent`` and hands them out by id.

    A QObject so signal connections to it end when it is destroyed (a lambda
    would outlive the actions at shutdown).
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._actions: dict[str, QAction] = {}
        self._stack: QUndoStack | None = None
        for spec in SPECS:
            action = QAction(translate("Actions", spec.text), parent)
            action.setObjectName(f"action_{spec.id}")
            if spec.tip:
                tip = translate("Actions", spec.tip)
                action.setStatusTip(tip)
                action.setToolTip(tip)
            if spec.shortcut is not None:
                action.setShortcut(QKeySequence(spec.shortcut))
            if spec.icon:
                action.setIcon(QIcon.fromTheme(spec.icon))
            action.setCheckable(spec.checkable)
            self._actions[spec.id] = action

    def retranslate(self) -> None:
        """Texts and tips again, in the language now installed (shortcuts stay)."""
        for spec in SPECS:
            action = self._actions[spec.id]
            action.setText(translate("Actions", spec.text))
            if spec.tip:
                tip = translate("Actions", spec.tip)
                action.setStatusTip(tip)
                action.setToolTip(tip)
        if self._stack is not None:
            self._undo_text(self._stack.undoText())
            self._redo_text(self._stack.redoText())

    def bind_undo_stack(self, stack: QUndoStack) -> None:
        """Drive the declared Undo/Redo actions from ``stack`` (texts name the edit)."""
        self._stack = stack
        undo, redo = self._actions["undo"], self._actions["redo"]
        undo.triggered.connect(stack.undo)
        redo.triggered.connect(stack.redo)
        stack.canUndoChanged.connect(undo.setEnabled)
        stack.canRedoChanged.connect(redo.setEnabled)
        stack.undoTextChanged.connect(self._undo_text)
        stack.redoTextChanged.connect(self._redo_text)
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())

    def _undo_text(self, text: str) -> None:
        label = translate("Actions", "&Undo %1") if text else translate("Actions", "&Undo")
        self._actions["undo"].setText(label.replace("%1", text))

    def _redo_text(self, text: str) -> None:
        label = translate("Actions", "&Redo %1") if text else translate("Actions", "&Redo")
        self._actions["redo"].setText(label.replace("%1", text))

    def __getitem__(self, action_id: str) -> QAction:
        return self._actions[action_id]

    def __contains__(self, action_id: str) -> bool:
        return action_id in self._actions

    def all(self) -> dict[str, QAction]:
        return dict(self._actions)
