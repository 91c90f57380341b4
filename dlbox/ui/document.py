"""The open build: its value, file path, undo stack and modified state.

``Build`` is immutable, so an undo command just stores the value before and
after. Every widget receives this document (napari style) and listens to
``build_changed``; none of them mutates a build behind the others' backs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from dlbox.core.backups import keep_previous_version
from dlbox.core.build import Build, CustomLoop, QuotedPrice, ResolvedBuild, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.files import read_build, write_build
from dlbox.core.job import Job
from dlbox.core.parts import Category, PartBase
from dlbox.ui.language import translate


def untitled_build(currency: str = "USD") -> Build:
    """An empty build named in the user's language (the core's default name is English)."""
    return Build(name=translate("Document", "Untitled build"), currency=currency)


class SetBuildCommand(QUndoCommand):
    """Replace the document's build; ``merge_key`` lets spin-box steps merge into one undo."""

    def __init__(
        self, document: BuildDocument, before: Build, after: Build, text: str, merge_key: str = ""
    ) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after
        self._merge_key = merge_key

    def redo(self) -> None:
        self._document._apply(self.after)

    def undo(self) -> None:
        self._document._apply(self.before)

    def id(self) -> int:
        return 1 if self._merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetBuildCommand) or other._merge_key != self._merge_key:
            return False
        self.after = other.after
        return True


class BuildDocument(QObject):
    build_changed = Signal()
    path_changed = Signal()
    modified_changed = Signal(bool)

    def __init__(self, catalogue: Catalogue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.undo_stack = QUndoStack(self)
        self._build = untitled_build()
        self._resolved: ResolvedBuild | None = None
        self._path: Path | None = None
        # A build opened from an example or recovered from autosave is "modified"
        # although nothing is on the undo stack: it has no file of its own yet.
        self._unsaved_origin = False
        # The job on screen (the workload bar's), saved with a build that has none yet.
        self.current_job: Callable[[], Job | None] | None = None
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    # ---------------------------------------------------------- reading
    @property
    def build(self) -> Build:
        return self._build

    @property
    def resolved(self) -> ResolvedBuild:
        if self._resolved is None:
            self._resolved = resolve(self._build, self.catalogue)
        return self._resolved

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return self._unsaved_origin or not self.undo_stack.isClean()

    def display_name(self) -> str:
        return (
            self._path.name
            if self._path
            else (self._build.name or translate("Document", "Untitled build"))
        )

    # ---------------------------------------------------------- editing
    def edit(self, after: Build, text: str, merge_key: str = "") -> None:
        """Push an undoable change; a no-op edit is not recorded."""
        if after == self._build:
            return
        self.undo_stack.push(SetBuildCommand(self, self._build, after, text, merge_key))

    def add_part(self, part: PartBase, quantity: int = 1) -> None:
        self.edit(
            self._build.with_part(part, quantity),
            translate("Document", "Add %1").replace("%1", part.name),
        )

    def add_another_psu(self, part: PartBase) -> None:
        """One more PSU beside those in the build (a dual-PSU rig), as one undo step."""
        self.edit(
            self._build.with_another_psu(part),
            translate("Document", "Add %1 as another PSU").replace("%1", part.name),
        )

    def remove_part(self, category: Category, part_id: str) -> None:
        self.edit(
            self._build.without(category, part_id),
            translate("Document", "Remove %1").replace("%1", part_id),
        )

    def set_quantity(self, category: Category, part_id: str, quantity: int) -> None:
        self.edit(
            self._build.with_quantity(category, part_id, quantity),
            translate("Document", "Set quantity of %1 to %2")
            .replace("%1", part_id)
            .replace("%2", str(quantity)),
            merge_key=f"qty:{category.value}:{part_id}",
        )

    def replace_part(self, category: Category, old_id: str, new: PartBase) -> None:
        """Swap one line for another part (Build.with_replaced), as a single undo step."""
        self.edit(
            self._build.with_replaced(category, old_id, new),
            translate("Document", "Replace %1 with %2")
            .replace("%1", old_id)
            .replace("%2", new.name),
        )

    def set_job(self, job: Job | None) -> None:
        """Record the training job the build is for (one undo step per run of edits)."""
        self.edit(
            self._build.with_job(job), translate("Document", "Change the job"), merge_key="job"
        )

    def set_line_price(self, category: Category, part_id: str, price: QuotedPrice | None) -> None:
        """Give one line the price this build pays (None: back to the catalogue's price)."""
        self.edit(
            self._build.with_line_price(category, part_id, price),
            translate("Document", "Set the price of %1").replace("%1", part_id)
            if price is not None
            else translate("Document", "Use the catalogue price of %1").replace("%1", part_id),
        )

    def set_gpu_rig(
        self,
        part_id: str,
        psu_split: tuple[int, ...] | None,
        risers: Any,
        open_frame: bool | None = None,
        water: tuple[int | None, CustomLoop | None] | None = None,
        cables: tuple[int | None, int | None] | None = None,
    ) -> None:
        """Which PSU feeds each unit of a GPU line, how many sit on risers, (``water`` given)
        how many the custom loop cools and the loop itself, and (``cables`` given) each card's
        PSU cables and 12 V rails: one undo step."""
        after = self._build.with_gpu_rig(
            part_id, psu_split=psu_split, risers=risers, open_frame=open_frame
        )
        if water is not None:
            after = after.with_water_blocks(part_id, *water)
        if cables is not None:
            after = after.with_gpu_cables(part_id, *cables)
        self.edit(after, translate("Document", "Set power and risers of %1").replace("%1", part_id))

    def set_board_bios(self, part_id: str, bios: str | None, dense_ddr5: bool | None) -> None:
        """What the build states about one motherboard line's BIOS: one undo step."""
        self.edit(
            self._build.with_board_bios(part_id, bios, dense_ddr5),
            translate("Document", "Set the BIOS of %1").replace("%1", part_id),
        )

    def rename(self, name: str) -> None:
        self.edit(
            self._build.renamed(name), translate("Document", "Rename build"), merge_key="rename"
        )

    def set_currency(self, currency: str) -> None:
        self.edit(
            self._build.model_copy(update={"currency": currency}),
            translate("Document", "Change currency"),
        )

    # ------------------------------------------------------------ files
    def load(self, build: Build, path: Path | None, *, unsaved: bool = False) -> None:
        """Show a new build; the undo history of the previous one is dropped."""
        self.undo_stack.clear()
        self._path = path
        self._unsaved_origin = unsaved
        self._apply(build)
        self.undo_stack.setClean()
        self.path_changed.emit()
        self._emit_modified()

    def open(self, path: Path) -> None:
        """Raises ``BuildFileError`` with a one-line message on a bad file."""
        self.load(read_build(path), path)

    def save(self, path: Path | None = None) -> Path:
        target = path or self._path
        if target is None:
            raise ValueError("save() needs a path for an untitled build")
        if self._build.job is None and self.current_job is not None:
            # A file from before jobs were saved gets the job it is being used with.
            self._build = self._build.with_job(self.current_job())
        # The version replaced goes to dlbox's data folder, not a NAME.bak beside the file.
        keep_previous_version(target)
        write_build(target, self._build, backup=False)
        changed_path = target != self._path
        self._path = target
        self._unsaved_origin = False
        self.undo_stack.setClean()
        if changed_path:
            self.path_changed.emit()
        self._emit_modified()
        return target

    # --------------------------------------------------------- internal
    def _apply(self, build: Build) -> None:
        self._build = build
        self._resolved = None
        self.build_changed.emit()

    def _clean_changed(self, _clean: bool) -> None:
        self._emit_modified()

    def _emit_modified(self) -> None:
        self.modified_changed.emit(self.modified)
