"""The example tower on a 1280×720 laptop, as a new user sees it in English and Traditional
Chinese: the own-vs-rent caption leaves the plot its room, the memory panel's bar, legend
and remedies read whole, and menu buttons keep their words clear of their arrows."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QPushButton

from dlbox.core.parts import Category
from dlbox.ui.labels import plain_text
from dlbox.ui.widgets.workload_bar import ID_ROLE

from .typing_helpers import in_language, settle

LAPTOP = (1280, 720)


@pytest.fixture
def laptop(shown_tower):
    window = shown_tower
    window.resize(*LAPTOP)
    window.reset_layout()
    settle()
    return window


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_own_vs_rent_caption_keeps_to_two_lines(laptop, language):
    """It wrapped to three lines in Chinese and four in English and squeezed the plot to a
    strip; now the break-even comes first, what has no room is on hover, and a report
    still prints every part."""
    window = laptop
    with in_language(window, language):
        window.charts.show_chart("own_vs_rent")
        chart = window.chart_panels["own_vs_rent"]
        chart.ensure_fresh()
        settle()
        assert chart.caption_lines() <= 2, chart.message.text()
        shown = chart.shown_caption()  # the screen's text, its instance ids in plain
        headline = chart._summary[0]
        assert shown.startswith(headline)
        report = chart.caption_for_report()
        left_out = [p for p in chart._summary[1:] if p and p not in shown]
        assert left_out, "the tower's caption has more than two lines of parts"
        for part in left_out:
            hover = plain_text(chart.message.toolTip()).replace("&amp;", "&")
            assert part in hover and part in report
        # A printed chart has its legend: no "point at a line" in the report.
        assert chart.legend_hint() not in report
        # The plot keeps most of the panel.
        assert chart.plot_widget.height() >= chart.height() * 0.6


def _line_texts(label) -> list[str]:  # type: ignore[no-untyped-def]
    """The lines a word-wrapped rich-text label shows, as laid out at its width."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.size()  # laid out
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return lines


def _memory(window, task: str):  # type: ignore[no-untyped-def]
    """Llama 3.1 8B with ``task`` on the tower's one RTX 4090, the memory panel shown."""
    assert window.workload_bar.pick("llama-3.1-8b", task)
    chart = window.chart_panels["memory"]
    window.charts.setCurrentWidget(chart)
    chart.ensure_fresh()
    settle()
    return chart


def _bar_pixels(chart) -> float:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF

    from dlbox.ui.charts.memory import BAR_HEIGHT

    top = chart.plot.vb.mapViewToScene(QPointF(0, BAR_HEIGHT / 2))
    bottom = chart.plot.vb.mapViewToScene(QPointF(0, -BAR_HEIGHT / 2))
    return abs(bottom.y() - top.y())


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("task", ["lora", "full"])
def test_the_memory_panel_reads_at_1280_by_720(laptop, language, task):
    """8B LoRA and full fine-tune (two remedies each, one of them long) on a 24 GB card:
    the bar was 8 px tall in English and a 2-px line in Chinese under three lines of legend
    and two rows of shortened remedies; "配置器" broke across lines."""
    window = laptop
    with in_language(window, language):
        chart = _memory(window, task)
        assert chart.message.text() and "GiB" in chart.message.text()
        assert _bar_pixels(chart) >= 14
        # The orange usable line is named, above the bar or in the legend.
        usable = chart.usable_label.textItem.toPlainText()
        assert chart.usable_label.isVisible() or usable in chart.legend_words()
        # No legend entry breaks across lines (its colour mark stays with its words).
        lines = [
            line.replace("\u2060", "").replace("\u00a0", " ") for line in _line_texts(chart.legend)
        ]
        entries = [
            e.strip() for e in chart.legend_words().replace("┃", "■").split("■") if e.strip()
        ]
        for entry in entries:
            assert any(entry in line for line in lines), (entry, lines)
        # The remedies: at most two rows, inside the panel, each whole where a row has room
        # (two or more: only those that fit outright are offered).
        buttons = chart.remedy_buttons()
        assert len(buttons) >= 2
        assert len({b.y() for b in buttons}) <= 2
        for button in buttons:
            right = button.mapTo(chart, button.rect().topRight()).x()
            assert right <= chart.width()
        if task == "lora" and len(buttons) <= 2:  # one row of remedies: every one whole
            assert all(QPushButton.text(b) == b.text() for b in buttons), [
                QPushButton.text(b) for b in buttons
            ]


def test_every_remedy_applies_and_the_estimate_follows(laptop):
    """Each remedy button sets what it names; the verdict, the bar and the speed then show
    the estimate the button promised, and Undo remedies takes it back."""
    window = laptop
    chart = _memory(window, "lora")
    before = window.analysis.estimate().memory
    remedies = list(chart._remedies)
    assert len(remedies) == len(chart.remedy_buttons()) >= 2
    for index, remedy in enumerate(remedies):
        chart.remedy_buttons()[index].click()
        chart.ensure_fresh()
        settle()
        memory = window.analysis.estimate().memory
        assert memory["peak_gib"] == pytest.approx(remedy["peak_gib"], rel=0.01), remedy
        assert memory["peak_gib"] < before["peak_gib"]
        assert sum(chart.components().values()) == pytest.approx(memory["peak_gib"], rel=1e-6)
        assert chart.message.text().startswith(("Fits", "Tight")), chart.message.text()
        assert window.analysis.estimate().throughput > 0  # the speed chart has a bar again
        assert chart.reset.isVisible()
        chart.reset.click()
        chart.ensure_fresh()
        settle()
        assert window.analysis.estimate().memory["peak_gib"] == pytest.approx(before["peak_gib"])
        assert sum(p.quantity for p in window.document.resolved.of(Category.GPU)) == 1


def _ink(image, blank) -> set[int]:  # type: ignore[no-untyped-def]
    """The columns where ``image`` differs from ``blank`` (same size)."""
    return {
        x
        for x in range(image.width())
        for y in range(image.height())
        if image.pixel(x, y) != blank.pixel(x, y)
    }


def _words_and_arrow(button) -> tuple[set[int], set[int]]:  # type: ignore[no-untyped-def]
    """The pixel columns of a menu button's words and of its menu arrow, told apart by
    drawing it again without words and then without a menu, at the same size."""
    from PySide6.QtWidgets import QMenu

    size = button.size()
    button.setFixedSize(size)
    text, menu = button.text(), button.menu()
    whole = button.grab().toImage()
    button.setText("")
    no_words = button.grab().toImage()
    button.setMenu(QMenu(button) if menu is None else None)
    bare = button.grab().toImage()
    button.setMenu(menu)
    button.setText(text)
    return _ink(whole, no_words), _ink(no_words, bare)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_menu_buttons_keep_their_words_clear_of_the_arrow(laptop, language):
    """ "Kernel: auto" and "Options…" open menus; Fusion drew the menu arrow on their last
    letter."""
    window = laptop
    with in_language(window, language):
        bar = window.workload_bar
        assert bar.pick("llama-3.1-8b", "decode")
        settle()
        buttons = [bar.kernel]
        bar.workload.setCurrentIndex(bar.workload.findData("sdxl-finetune", ID_ROLE))
        settle()
        buttons.append(bar.diffusion)
        for button in buttons:
            words, arrow = _words_and_arrow(button)
            assert words and arrow, button.objectName()
            # A clear gap, as between two words (it was 1 or 2 px: the arrow touched).
            gap = min(arrow) - max(words)
            assert gap >= 6, (button.objectName(), button.text(), gap)


def test_host_bound_bars_read_in_chinese_brackets(laptop):
    """Served by Hugging Face generate, the hatched bars' values said "283 (受主機限制)" with
    English brackets around the Chinese words; the rest of the chart writes （雲端）."""
    window = laptop
    with in_language(window, "zh_TW"):
        assert window.workload_bar.pick("llama-3.1-8b", "decode")
        window.charts.show_chart("speed")
        chart = window.chart_panels["speed"]
        chart.engine.setCurrentIndex(chart.engine.findData("generic"))
        chart.ensure_fresh()
        settle()
        values = [item.toPlainText() for item in chart.values if item.toPlainText()]
        tagged = [v for v in values if "受主機限制" in v]
        assert tagged, values
        assert all("（受主機限制）" in v for v in tagged), tagged


def test_a_tight_peak_over_the_usable_memory_says_it_may_not_fit(laptop):
    """Full fine-tune of 8B with the paged 8-bit optimizer and selective checkpointing on
    one RTX 4090: a peak a little over the usable 23.6 GiB is Tight, and the caption said
    "Tight: … (not even batch 1 fits)", which reads as a flat no."""
    import dataclasses

    window = laptop
    chart = _memory(window, "full")
    # Set as the user would in the workload bar (no longer a remedy: remedies fit outright).
    choice = window.analysis.workload
    window.analysis.set_workload(
        dataclasses.replace(
            choice,
            memory=(*choice.memory, ("optimizer", "paged-adamw8bit")),
            checkpointing="selective",
        )
    )
    chart.ensure_fresh()
    memory = window.analysis.estimate().memory
    if not (memory["verdict"] == "tight" and memory["max_batch_per_gpu"] == 0):
        pytest.skip(f"the estimate moved: {memory['verdict']}, {memory['peak_gib']:.1f} GiB")
    text = chart.message.text()
    assert text.startswith("Tight") and "it may not fit" in text, text
    assert "not even" not in text
