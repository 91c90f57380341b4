"""Specs the rules need: stated where known, marked where guessed, never 0 for unknown."""

from __future__ import annotations

from dlbox.core.parts import Category, Motherboard


def test_a_board_whose_notes_call_its_slot_positions_a_guess_is_marked_unverified(catalogue):
    boards = [b for b in catalogue.in_category(Category.MOTHERBOARD)]
    assert boards and all(isinstance(b, Motherboard) for b in boards)
    for board in boards:
        assert board.slot_layout_verified is not None, board.id
        notes = (board.notes or "").lower()
        if "(guess)" in notes or "are a guess" in notes or "is a guess" in notes:
            assert board.slot_layout_verified is False, board.id
    verified = {b.id for b in boards if b.slot_layout_verified}
    assert "msi-meg-b550-unify" in verified  # "Slot table verified" from the manual
    assert "asus-pro-ws-wrx90e-sage-se" not in verified  # sources disagree on the wiring


def test_no_shipped_size_or_power_is_written_as_zero(catalogue):
    """0 mm, 0 W or 0 GB means a gap was filled with a number: unknown must stay empty."""
    for part in catalogue:
        for name, value in part.model_dump().items():
            if name.endswith(("_mm", "_w", "_gb", "_gbs", "_mts")) and value is not None:
                assert not (isinstance(value, int | float) and value == 0), (part.id, name)
