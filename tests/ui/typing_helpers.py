"""Small helpers the window tests share: the example build and typing into a spin box."""

from __future__ import annotations

from pathlib import Path

TOWER_EXAMPLE = (
    Path(__file__).resolve().parents[2] / "data" / "examples" / "rtx-4090-tower.dlbox.json"
)


def type_number(qtbot, spin, value: int) -> None:  # type: ignore[no-untyped-def]
    """Type a number into a spin box and leave it, as a user does."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin.lineEdit(), str(value))
    spin.editingFinished.emit()
