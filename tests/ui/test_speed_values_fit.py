"""The speed panel's value texts ("1,218 · 0.40 USD/小時") end inside the plot at 1280×720
in English and Traditional Chinese: drawn at one width and shown at a narrower one (the
bar names' axis widened in Chinese), the last characters of the price were cut off."""

from __future__ import annotations

import pytest

from .typing_helpers import desktop_font, in_language, settle


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_every_bar_value_ends_inside_the_plot(shown_tower, language):
    window = shown_tower
    with desktop_font(language), in_language(window, language):
        window.resize(1280, 720)
        settle()
        window.reset_layout()
        settle(10)
        window.docks["charts"].raise_()
        window.charts.show_chart("speed")
        settle(10)
        chart = window.chart_panels["speed"]
        right = chart.plot.vb.sceneBoundingRect().right()
        texts = [item for item in chart.values if item.textItem.toPlainText()]
        assert len(texts) >= 3
        for item in texts:
            end = item.mapRectToScene(item.boundingRect()).right()
            assert end <= right + 1, (item.textItem.toPlainText(), end, right)
        # A price beside a cloud bar says per hour, in the reader's words.
        priced = [i.textItem.toPlainText() for i in texts if "USD" in i.textItem.toPlainText()]
        assert priced and all(("/h" if language == "en" else "/小時") in t for t in priced)
