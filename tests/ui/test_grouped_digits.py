"""Four-digit figures read the same way everywhere a user compares them: the catalogue's
bandwidth column groups its digits as the price column does, and so does the details
pane; a year is a year, never "2,022"."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from dlbox.core.parts import Category
from dlbox.ui.columns import columns_for
from dlbox.ui.models.frame_model import FrameModel
from dlbox.ui.widgets.catalogue_browser import part_details_html


def _cell(model: FrameModel, part_id: str, key: str) -> str:
    column = [c.key for c in model.columns].index(key)
    return model.index(model.row_of_id(part_id), column).data()


def test_the_gpu_table_groups_bandwidth_like_prices(catalogue, qapp):
    frame = catalogue.table(Category.GPU)
    model = FrameModel(columns_for(Category.GPU))
    model.set_frame(frame)
    assert _cell(model, "rtx-4090", "mem_bw_gbs") == "1,008.0"
    assert _cell(model, "gigabyte-rtx-3090-turbo-24g", "mem_bw_gbs") == "936.2"


def test_the_details_pane_groups_specs_but_not_years(catalogue, qapp):
    html = part_details_html(catalogue.get(Category.GPU, "rtx-4090"))
    assert "<td>1,008.0</td>" in html
    assert "<td>2022</td>" in html and "2,022" not in html


def test_a_german_user_reads_german_separators(catalogue, qapp):
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    html = part_details_html(catalogue.get(Category.GPU, "rtx-4090"))
    assert "<td>1.008,0</td>" in html
