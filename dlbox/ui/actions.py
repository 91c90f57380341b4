"""Every QAction of the application, declared once (Picard's action registry).

Menus, toolbars and tests look actions up by id, so a shortcut or a label is
changed in one place. Standard key sequences follow the platform's conventions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence, QUndoStack

Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str
    tip: str = ""
    shortcut: Key | str | None = None
    icon: str = ""  # freedesktop theme name; Qt falls back to no icon
    checkable: bool = False


SPECS: tuple[ActionSpec, ...] = (
    # File
    ActionSpec("new", "&New", "Start an empty build", Key.New, "document-new"),
    ActionSpec("open", "&Open…", "Open a build file", Key.Open, "document-open"),
    ActionSpec("save", "&Save", "Save the build", Key.Save, "document-save"),
    ActionSpec(
        "save_as", "Save &As…", "Save the build under a new name", Key.SaveAs, "document-save-as"
    ),
    ActionSpec(
        "export",
        "&Export…",
        "Export the build as Markdown, CSV, JSON or HTML",
        "Ctrl+E",
        "document-export",
    ),
    ActionSpec(
        "open_example", "Open E&xample…", "Open one of the example builds", None, "folder-open"
    ),
    ActionSpec("clear_recent", "Clear Recent", "Forget the recently opened files"),
    ActionSpec("quit", "&Quit", "Quit dlbox", Key.Quit, "application-exit"),
    # Edit
    ActionSpec("undo", "&Undo", "Undo the last change to the build", Key.Undo, "edit-undo"),
    ActionSpec("redo", "&Redo", "Redo the change just undone", Key.Redo, "edit-redo"),
    ActionSpec(
        "remove_part",
        "&Remove Part",
        "Remove the selected line from the build",
        Key.Delete,
        "list-remove",
    ),
    ActionSpec(
        "replace_part",
        "Re&place Part",
        "Replace the selected line with the part selected in the catalogue",
        "Ctrl+R",
        "view-refresh",
    ),
    ActionSpec(
        "add_part",
        "&Add to Build",
        "Add the part selected in the catalogue",
        "Ctrl+Return",
        "list-add",
    ),
    ActionSpec("find", "&Find Part", "Search the catalogue", Key.Find, "edit-find"),
    ActionSpec(
        "preferences",
        "&Settings…",
        "Currency, electricity price, utilisation, theme, language",
        Key.Preferences,
        "preferences-system",
    ),
    # View
    ActionSpec(
        "compatible_only",
        "&Compatible Parts Only",
        "Hide catalogue parts that do not fit the build",
        "Ctrl+Shift+C",
        checkable=True,
    ),
    ActionSpec("reset_layout", "Reset &Layout", "Put every panel back where it started"),
    # Help
    ActionSpec("data_issues", "&Data Issues", "Catalogue rows that could not be loaded"),
    ActionSpec("about", "&About dlbox"),
)


class ActionRegistry(QObject):
    """Creates the QActions of ``SPECS`` on ``parent`` and hands them out by id.

    A QObject so signal connections to it end when it is destroyed (a lambda
    would outlive the actions at shutdown).
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._actions: dict[str, QAction] = {}
        for spec in SPECS:
            action = QAction(spec.text, parent)
            action.setObjectName(f"action_{spec.id}")
            if spec.tip:
                action.setStatusTip(spec.tip)
                action.setToolTip(spec.tip)
            if spec.shortcut is not None:
                action.setShortcut(QKeySequence(spec.shortcut))
            if spec.icon:
                action.setIcon(QIcon.fromTheme(spec.icon))
            action.setCheckable(spec.checkable)
            self._actions[spec.id] = action

    def bind_undo_stack(self, stack: QUndoStack) -> None:
        """Drive the declared Undo/Redo actions from ``stack`` (texts name the edit)."""
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
        self._actions["undo"].setText(f"&Undo {text}".rstrip())

    def _redo_text(self, text: str) -> None:
        self._actions["redo"].setText(f"&Redo {text}".rstrip())

    def __getitem__(self, action_id: str) -> QAction:
        return self._actions[action_id]

    def __contains__(self, action_id: str) -> bool:
        return action_id in self._actions

    def all(self) -> dict[str, QAction]:
        return dict(self._actions)
