"""Catalogue ▸ Add Custom Part… driven through the real dialog."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit

from dlbox.core.importers import load_user_catalogue
from dlbox.core.parts import Category
from dlbox.ui.dialogs.custom_part_dialog import USER_SOURCE, CustomPartDialog
from dlbox.ui.user_catalogue import USER_MARK

# A made-up card, like the parts in conftest.py: only the shape matters here.
GPU_FIELDS = {
    "architecture": "Test",
    "year": "2024",
    "vram_gb": "16",
    "mem_bw_gbs": "448",
    "fp32_tflops": "22",
    "board_power_w": "220",
    "pcie_gen": "4",
    "length_mm": "250",
}


def open_dialog(window, qtbot) -> CustomPartDialog:
    window.browser.show_category(Category.GPU)
    window.actions["add_custom_part"].trigger()
    dialog = window.findChild(CustomPartDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def fill(dialog: CustomPartDialog, qtbot, name: str, values: dict[str, str]) -> None:
    name_edit = dialog.fields["name"].widget
    assert isinstance(name_edit, QLineEdit)
    qtbot.keyClicks(name_edit, name)  # ASCII only through keyClicks
    vendor = dialog.fields["vendor"].widget
    assert isinstance(vendor, QComboBox)
    vendor.setCurrentIndex(vendor.findData("NVIDIA"))
    for field, text in values.items():
        widget = dialog.fields[field].widget
        assert isinstance(widget, QLineEdit)
        widget.setText(text)


def gpu_names(window) -> list[str]:
    return window.browser.pages[Category.GPU].frame["name"].tolist()


def test_form_marks_required_fields_units_and_defaults(window, qtbot):
    dialog = open_dialog(window, qtbot)
    assert dialog.category.currentData() == Category.GPU  # the browser's current tab
    labels = {
        label.buddy().objectName(): label.text()
        for label in dialog.findChildren(QLabel)
        if label.buddy() is not None
    }
    assert labels["field_vram_gb"] == "VRAM (GB) *"
    assert labels["field_length_mm"] == "Length (mm)"  # optional: no mark
    assert labels["field_fp32_tflops"] == "FP32 (TFLOPS) *"
    assert dialog.fields["source"].text() == USER_SOURCE
    assert dialog.fields["as_of"].text() == dt.date.today().isoformat()
    # Another category brings its own fields; what was typed in shared ones stays.
    qtbot.keyClicks(dialog.fields["name"].widget, "Kit")
    dialog.category.setCurrentIndex(dialog.category.findData(Category.MEMORY))
    assert "memory_type" in dialog.fields and "vram_gb" not in dialog.fields
    assert dialog.fields["name"].text() == "Kit"


def test_custom_gpu_appears_in_catalogue_and_can_be_added(window, qtbot):
    before = len(gpu_names(window))
    dialog = open_dialog(window, qtbot)
    fill(dialog, qtbot, "My Test Card 16GB", {**GPU_FIELDS, "price": "550"})
    assert dialog.fields["id"].text() == "user-my-test-card-16gb"  # made from the name
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()

    saved = load_user_catalogue().get(Category.GPU, "user-my-test-card-16gb")
    assert saved.vram_gb == 16 and saved.length_mm == 250
    assert saved.source == USER_SOURCE and saved.as_of == dt.date.today()
    assert saved.price == 550 and saved.price_date == dt.date.today()
    assert saved.slot_width is None and saved.fp16_tflops is None  # empty = unknown

    assert len(gpu_names(window)) == before + 1
    assert "My Test Card 16GB" + USER_MARK in gpu_names(window)
    # The new part is selected in the browser; Add to Build puts it in the build.
    assert window.browser.current_part().id == "user-my-test-card-16gb"
    window.actions["add_part"].trigger()
    assert "user-my-test-card-16gb" in [p.id for p in window.document.build.parts]


def test_bad_value_shows_the_fields_message_and_saves_nothing(window, qtbot):
    before = gpu_names(window)
    dialog = open_dialog(window, qtbot)
    fill(dialog, qtbot, "Broken Card", {**GPU_FIELDS, "vram_gb": "-4", "length_mm": "long"})
    # Inline: the touched field shows pydantic's message before any save attempt.
    qtbot.waitUntil(lambda: "vram_gb" in dialog.errors())
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    errors = dialog.errors()
    assert errors["vram_gb"] == "VRAM (GB): expected a number from 0.1 to 2,048 (GB), got -4.0"
    assert errors["length_mm"].startswith("Length (mm): Input should be a valid number")
    assert set(errors) == {"vram_gb", "length_mm"}
    assert "Traceback" not in dialog.status.text()
    assert "VRAM (GB)" in dialog.status.text() and "Length (mm)" in dialog.status.text()
    assert len(load_user_catalogue()) == 0
    assert gpu_names(window) == before

    # Fixing the values clears the messages and saves.
    dialog.fields["vram_gb"].widget.setText("8")
    dialog.fields["length_mm"].widget.setText("")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert load_user_catalogue().get(Category.GPU, "user-broken-card").length_mm is None


def test_missing_required_field_and_taken_id_are_named(window, qtbot):
    dialog = open_dialog(window, qtbot)
    fill(dialog, qtbot, "Clash", {k: v for k, v in GPU_FIELDS.items() if k != "pcie_gen"})
    dialog.fields["id"].widget.setText("gpu-big")  # a part the catalogue already has
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    errors = dialog.errors()
    assert errors["pcie_gen"] == "PCIe gen: required; enter a value"
    dialog.fields["pcie_gen"].widget.setText("4")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.errors()["id"].startswith("ID: already used by “Test GPU Big 24GB”")
    assert len(load_user_catalogue()) == 0
