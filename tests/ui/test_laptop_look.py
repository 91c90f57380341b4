"""The example tower on a 1280×720 laptop, as a new user sees it in English and Traditional
Chinese: the own-vs-rent caption leaves the plot its room, the memory panel's bar, legend
and remedies read whole, and menu buttons keep their words clear of their arrows."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

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
        shown = chart.message.text()
        headline = chart._summary[0]
        assert shown.startswith(headline)
        report = chart.caption_for_report()
        left_out = [p for p in chart._summary[1:] if p and p not in shown]
        assert left_out, "the tower's caption has more than two lines of parts"
        for part in left_out:
            assert part in chart.message.toolTip().replace("&amp;", "&") and part in report
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
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return lines
