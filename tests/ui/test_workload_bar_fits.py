"""The workload bar on a 1280×720 laptop, as a new user first sees it: every box shows its
current words whole (measured with the box's own font against the room its style leaves
for text), in English, Traditional Chinese and Korean, and the bar needs no overflow arrow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QToolButton

from dlbox.ui.widgets.stack_box import STACKS

from .typing_helpers import in_language, settle

LAPTOP = (1280, 720)


def _text_room(combo: QComboBox) -> int:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    option.rect = QRect(0, 0, combo.width(), combo.height())
    return (
        combo.style()
        .subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            combo,
        )
        .width()
    )


def _whole(combo: QComboBox) -> bool:
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) <= _text_room(combo)


@pytest.fixture
def laptop(tower_window, qtbot):
    window = tower_window
    window.resize(*LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.analysis.is_ready)
    return window


def _overflows(bar) -> bool:
    extension = bar.findChild(QToolButton, "qt_toolbar_ext_button")
    return extension is not None and extension.isVisible()


@pytest.mark.parametrize("language", ["en", "zh_TW", "ko"])
def test_every_training_stack_shows_whole_at_1280(laptop, language):
    window = laptop
    with in_language(window, language):
        bar = window.workload_bar
        assert bar.pick("llama-3.1-8b", "qlora")
        settle(3)
        for key, short, _full in STACKS:
            bar.stack.setCurrentIndex(bar.stack.findData(key))
            settle(3)
            assert bar.stack.isVisible()
            assert bar.stack.currentText() == short
            assert _whole(bar.stack), f"{short!r} is cut in a {bar.stack.width()}-px box"
            assert bar.stack.geometry().right() <= bar.width()
        assert not _overflows(bar)


def test_the_first_workload_and_the_model_button_read_whole_at_1280(laptop):
    window = laptop
    bar = window.workload_bar
    bar.workload.setCurrentIndex(0)  # ResNet-50 v1.5, ImageNet 224²: the app's default
    settle(3)
    assert bar.workload.currentText().startswith("ResNet-50")
    assert _whole(bar.workload)
    # The unit beside the dataset box is short; its hover says it counts per epoch.
    assert bar.unit.text().strip() == "images"
    assert "per epoch" in bar.unit.toolTip()
    button = bar.pick_model
    assert button.isVisible() and not button.autoRaise()  # framed: a button, not cut text
    assert button.width() >= button.sizeHint().width()
    assert not _overflows(bar)
    for widget in (bar.workload, bar.stack):
        assert widget.isVisible() and widget.geometry().right() <= bar.width()


def test_the_own_vs_rent_axis_title_is_not_cut_at_1280(laptop, qtbot):
    from PySide6.QtGui import QFontMetrics

    window = laptop
    chart = window.chart_panels["own_vs_rent"]
    window.charts.setCurrentWidget(chart)
    chart.ensure_fresh()
    settle(3)
    axis = chart.plot.getAxis("left")
    shown = axis.label.toPlainText().strip()
    metrics = QFontMetrics(axis.label.font())
    room = axis.size().height()
    whole = metrics.horizontalAdvance("Cumulative cost (USD)") <= room - 8
    assert shown == ("Cumulative cost (USD)" if whole else "USD")
    assert metrics.horizontalAdvance(shown) <= room
    # Given the height, the whole title comes back.
    window.resize(1280, 1400)
    window.resizeDocks([window.docks["charts"]], [900], Qt.Orientation.Vertical)
    settle(3)
    qtbot.waitUntil(lambda: axis.size().height() > 200)
    assert axis.label.toPlainText().strip() == "Cumulative cost (USD)"


@pytest.mark.parametrize("language", ["en", "zh_TW", "ko"])
def test_serving_boxes_and_the_kernel_button_fit_at_1280(laptop, language):
    window = laptop
    with in_language(window, language):
        bar = window.workload_bar
        assert bar.pick("llama-3.1-8b", "decode")
        bar.weights.setCurrentIndex(bar.weights.findData("int4-g128"))
        bar.pick_kernel("gptq-for-llama")  # the longest kernel name
        bar.expand_kv.trigger()
        settle(3)
        assert bar.kernel.isVisible()
        assert bar.kernel.width() >= bar.kernel.sizeHint().width()  # its words whole
        for widget in (bar.engine, bar.weights, bar.kernel):
            assert widget.geometry().right() <= bar.width()
        assert _whole(bar.engine)
        assert not _overflows(bar)


@pytest.mark.parametrize("language", ["en", "zh_TW", "ko"])
def test_the_diffusion_options_button_fits_at_1280(laptop, language):
    from dlbox.ui.widgets.workload_bar import ID_ROLE

    window = laptop
    with in_language(window, language):
        bar = window.workload_bar
        for workload in ("sdxl-finetune", "sd15-finetune"):
            bar.workload.setCurrentIndex(bar.workload.findData(workload, ID_ROLE))
            bar.diffusion.pick("prior_preservation", True)
            bar.diffusion.pick("text_encoder", "trained")  # "Options… (2)": its longest words
            settle(3)
            assert bar.diffusion.isVisible()
            assert bar.diffusion.width() >= bar.diffusion.sizeHint().width()  # its words whole
            for widget in (bar.workload, bar.stack, bar.diffusion):
                assert widget.geometry().right() <= bar.width()
            assert _whole(bar.stack), bar.stack.currentText()
            assert not _overflows(bar)
