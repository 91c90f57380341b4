"""The table models: qtmodeltester, numpy sort with unknowns last, mask filter, hints."""

from __future__ import annotations

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt

from dlbox.core.parts import Category
from dlbox.ui.analysis import Analysis
from dlbox.ui.document import BuildDocument
from dlbox.ui.models.build_model import COL_QTY, BuildModel
from dlbox.ui.models.frame_model import PART_MIME_TYPE, Column, FrameModel
from dlbox.ui.preferences import Preferences


def _frame() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "category": ["gpu"] * 4,
            "name": ["beta", "Alpha", "gamma", "delta"],
            "vram_gb": [24.0, None, 8.0, 16.0],
            "ecc": [True, False, True, False],
        },
        index=pd.Index(["b", "a", "g", "d"], name="id"),
    )


def _model() -> FrameModel:
    model = FrameModel(
        [Column("name", "Name"), Column("vram_gb", "VRAM", "GB"), Column("ecc", "ECC")]
    )
    model.set_frame(_frame())
    return model


def _ids(model: FrameModel) -> list[str]:
    return [model.row_id(r) for r in range(model.rowCount())]


def test_frame_model_passes_qtmodeltester(qtmodeltester):
    model = _model()
    qtmodeltester.check(model)
    model.sort(1, Qt.SortOrder.DescendingOrder)
    model.set_mask(np.array([True, False, True, True]))
    qtmodeltester.check(model)


def test_numeric_sort_keeps_unknowns_last_both_ways():
    model = _model()
    model.sort(1, Qt.SortOrder.AscendingOrder)
    assert _ids(model) == ["g", "d", "b", "a"]
    model.sort(1, Qt.SortOrder.DescendingOrder)
    assert _ids(model) == ["b", "d", "g", "a"]
    assert model.data(model.index(3, 1)) == "—"


def test_text_sort_ignores_case_and_mask_keeps_order():
    model = _model()
    model.sort(0, Qt.SortOrder.AscendingOrder)
    assert _ids(model) == ["a", "b", "d", "g"]
    model.set_mask(np.array([True, False, True, True]))  # hides "a" (frame order b, a, g, d)
    assert _ids(model) == ["b", "d", "g"]
    assert model.row_of_id("a") == -1
    assert model.row_of_id("g") == 2


def test_header_shows_units_and_cells_align_numbers_right():
    model = _model()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "VRAM (GB)"
    align = model.data(model.index(0, 1), Qt.ItemDataRole.TextAlignmentRole)
    assert align & int(Qt.AlignmentFlag.AlignRight)
    assert model.data(model.index(0, 2)) == "yes"


def test_row_hints_grey_out_and_explain_lazily():
    model = _model()
    asked: list[int] = []

    def explain(row: int) -> str:
        asked.append(row)
        return f"reason {row}"

    model.set_row_hints(np.array([False, True, False, False]), explain)
    row_of_a = model.row_of_id("a")
    assert model.data(model.index(row_of_a, 0), Qt.ItemDataRole.ForegroundRole) is not None
    assert model.data(model.index(0, 0), Qt.ItemDataRole.ForegroundRole) is None
    assert asked == []  # nothing computed until hovered
    assert model.data(model.index(row_of_a, 0), Qt.ItemDataRole.ToolTipRole) == "reason 1"


def test_update_column_reformats_and_renames():
    model = _model()
    model.update_column(Column("vram_gb", "VRAM", "GiB"), pd.Series([1.5, 2.5, 3.5, 4.5]))
    assert model.headerData(1, Qt.Orientation.Horizontal) == "VRAM (GiB)"
    assert model.data(model.index(1, 1)) == "2.5"


def test_drag_payload_names_category_and_id():
    model = _model()
    mime = model.mimeData([model.index(0, 0), model.index(0, 1), model.index(2, 0)])
    assert bytes(mime.data(PART_MIME_TYPE).data()).decode() == "gpu\tb\ngpu\tg"


def test_build_model_passes_qtmodeltester(qtmodeltester, parts_catalogue):
    document = BuildDocument(parts_catalogue)
    analysis = Analysis(document, Preferences())
    model = BuildModel(document, analysis.converter)
    qtmodeltester.check(model)
    document.add_part(parts_catalogue.get("gpu", "gpu-big"))
    document.add_part(parts_catalogue.get("gpu", "gpu-small"))
    qtmodeltester.check(model)
    # one row per GPU line, one empty slot row per other category
    assert model.rowCount() == 2 + len(Category) - 1


def test_build_model_rejects_bad_quantities(parts_catalogue):
    document = BuildDocument(parts_catalogue)
    model = BuildModel(document, Analysis(document, Preferences()).converter)
    document.add_part(parts_catalogue.get("gpu", "gpu-big"))
    index = model.index(model.row_of(Category.GPU, "gpu-big"), COL_QTY)
    assert not model.setData(index, 0)
    assert not model.setData(index, 65)
    assert not model.setData(index, "two")
    assert model.setData(index, 4)
    assert document.build.parts[0].quantity == 4
    slot = model.index(model.row_of(Category.CPU), COL_QTY)
    assert not model.flags(slot) & Qt.ItemFlag.ItemIsEditable


def test_quantity_spin_steps_merge_into_one_undo(parts_catalogue):
    document = BuildDocument(parts_catalogue)
    document.add_part(parts_catalogue.get("gpu", "gpu-big"))
    for quantity in (2, 3, 4):
        document.set_quantity(Category.GPU, "gpu-big", quantity)
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert document.build.parts[0].quantity == 1


def test_snapshot_parts_are_marked(parts_catalogue):
    from dlbox.core.build import Build
    from dlbox.core.catalogue import Catalogue

    gpu = parts_catalogue.get("gpu", "gpu-big")
    build = Build().with_part(gpu)
    document = BuildDocument(Catalogue.from_parts([]))
    document.load(build, None)
    model = BuildModel(document, Analysis(document, Preferences()).converter)
    row = model.row_of(Category.GPU, "gpu-big")
    assert model.data(model.index(row, 1)) == "Test GPU Big 24GB"
    assert "saved specs" in model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole)
