"""The power bar names each figure it shows: the sustained load, the transient peaks (and
that they are millisecond spikes, not a load), the PSU and the rating recommended for the
load; the dashed peak line has a legend mark under the bar, so a newcomer does not read
"peaks 1,566 W · recommended ≥ 950 W" as a PSU too small."""

from __future__ import annotations

from PySide6.QtGui import QColor

from dlbox.core.parts import Category
from dlbox.ui.widgets.power_gauge import BAD


def _text(gauge) -> list[str]:
    return [" · ".join(text for _, text in line) for line in gauge.caption()]


def test_power_bar_says_what_each_figure_is(window):
    for _ in range(2):
        window.document.add_part(window.catalogue.get(Category.GPU, "gpu-big"))
    window.document.add_part(window.catalogue.get(Category.PSU, "psu-a"))
    gauge = window.editor.gauge
    power = window.analysis.power()
    assert power.transient_w > power.recommended_psu_w  # the case that read as a contradiction
    first, second = _text(gauge)
    assert first.startswith(f"Sustained load {power.load_w:,.0f} W")
    assert "PSU 1,000 W" in first
    assert f"recommended PSU ≥ {power.recommended_psu_w:,.0f} W" in first
    assert second == (
        f"Transient peaks {power.transient_w:,.0f} W (millisecond spikes, not sustained)"
    )
    # Each figure's mark: the bar's fill for the load, the dashed line for the peaks.
    assert [kind for kind, _ in gauge.caption()[1]] == ["peak"]
    assert gauge.caption()[0][0][0] == "load"


def test_the_dashed_peak_line_has_a_legend_mark(qtbot):
    from dlbox.ui.widgets.power_gauge import PowerGauge

    gauge = PowerGauge()
    qtbot.addWidget(gauge)
    gauge.resize(450, gauge.sizeHint().height())
    gauge.set_power(1230, 1566, 1000, 1550)
    image = gauge.grab().toImage()
    line_h = gauge.fontMetrics().height() + 2
    # The caption's last line (below the bar), its first few pixels: the red dashed mark.
    top = image.height() - line_h
    red = [
        (x, y)
        for y in range(top, image.height())
        for x in range(0, 12)
        if _near(QColor(image.pixel(x, y)), BAD)
    ]
    assert red, "no dashed red mark before the transient peaks' figure"


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90
