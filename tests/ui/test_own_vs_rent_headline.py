"""The own-vs-rent headline as a user reads it on screen: the rental it names stays whole
on one line (a review saw "Vast.ai 1x-" / "RTX_4090-32-65536"), while a report and the
exports keep the plain id; and the break-even the headline gives is on the chart, marked
and labelled, not past the axis' end with another offer's mark the only one in sight."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextLayout, QTextOption

from dlbox.ui.engines import days_text
from dlbox.ui.labels import WORD_JOINER, plain_text

from .typing_helpers import settle

HOURS_PER_DAY = 24


def _line_breaks(text: str, font, width: int) -> list[int]:  # type: ignore[no-untyped-def]
    """Where ``text`` wraps at ``width`` px, as a word-wrapped label lays it out."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return starts[1:]


def _breaks_inside(text: str, word: str, font) -> list[int]:  # type: ignore[no-untyped-def]
    """The widths (60–900 px) at which ``text`` wraps inside ``word``."""
    start = plain_text(text).index(word)
    # Offsets in ``text`` of the word's characters (joiners skipped).
    shown = 0
    offsets = []
    for offset, char in enumerate(text):
        if char == WORD_JOINER:
            continue
        if start <= shown < start + len(word):
            offsets.append(offset)
        shown += 1
    first, last = offsets[0], offsets[-1]
    return [
        width
        for width in range(60, 900, 5)
        if any(first < b <= last for b in _line_breaks(text, font, width))
    ]


def _pick(chart):  # type: ignore[no-untyped-def]
    view = chart.analysis.cloud()
    pick = view.compared.comparable()
    assert pick is not None
    return view, pick


def test_the_headline_never_breaks_the_rental_it_names_at_a_hyphen(shown_tower):
    window = shown_tower
    window.charts.show_chart("own_vs_rent")
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    settle()
    view, pick = _pick(chart)
    offer = view.comparison.offers[pick.index]
    instance = offer.instance_type
    assert "-" in instance, f"the tower's rental {instance} has no hyphen to test"
    shown = chart.message.text()
    font = chart.message.font()
    # The plain caption does break inside the id at some widths: the fault was real.
    assert _breaks_inside(plain_text(shown), instance, font)
    # The screen's never does, at any width a caption has.
    assert _breaks_inside(shown, instance, font) == []
    # A report, an export and a copy keep the plain id, ASCII hyphens and nothing else.
    report = chart.caption_for_report()
    assert f"than renting {offer.provider} {instance}" in report
    assert WORD_JOINER not in report and "\u2011" not in report
    assert chart.shown_caption() in report or report.startswith(chart.shown_caption())


def test_the_compare_view_keeps_the_rental_whole_too(shown_tower):
    window = shown_tower
    window.docks["compare"].raise_()
    window.compare.refresh()
    chart = window.chart_panels["own_vs_rent"]
    _view, pick = _pick(chart)
    instance = chart.analysis.cloud().comparison.offers[pick.index].instance_type
    [r] = [i for i, row in enumerate(window.compare.rows) if row.label.startswith("Cheapest")]
    item = window.compare.table.item(r, 0)
    value = window.compare.rows[r].values[0]
    assert instance in value and WORD_JOINER not in value  # what tests and copies read
    assert plain_text(item.text()) == value
    font = window.compare.table.font()
    assert _breaks_inside(value, instance, font)  # "Vast.ai 1x-" / "RTX_4090-32-65536"
    assert _breaks_inside(item.text(), instance, font) == []
    # Its pricing words too: "on-" / "demand" ended the cell's first line.
    assert "on-demand" in value
    assert _breaks_inside(value, "on-demand", font)
    assert _breaks_inside(item.text(), "on-demand", font) == []


def test_the_headline_break_even_is_on_the_axis_and_marked(shown_tower):
    """The tower's rental breaks even after 7,687 days (21 years); the axis stopped at ten
    years, and the one mark drawn belonged to another offer."""
    window = shown_tower
    window.charts.show_chart("own_vs_rent")
    chart = window.chart_panels["own_vs_rent"]
    chart.ensure_fresh()
    settle()
    view, pick = _pick(chart)
    days = float(view.comparison.breakeven_days[pick.index])
    assert 365 * 10 < days < float("inf"), f"{days:.0f} days: not past the old ten-year axis"
    found = re.match(r"Owning is cheaper after ([\d,]+) days", chart.caption_for_report())
    assert found and int(found.group(1).replace(",", "")) == round(days)

    for mode in (0, 1):  # training hours, then calendar months
        chart.axis_mode.setCurrentIndex(mode)
        chart.ensure_fresh()
        settle()
        point = chart.headline_point()
        assert point is not None
        utilization = view.ownership.utilization
        expected = days / (365.25 / 12) if mode else days * HOURS_PER_DAY * utilization
        assert abs(point[0] - expected) <= 1e-6 * expected
        x_range = chart.plot.vb.viewRange()[0]
        assert x_range[0] <= point[0] <= x_range[1], (point, x_range)
        assert chart.data_frame().iloc[:, 0].max() >= point[0]
        # The mark says the headline's days, and no other mark is the headline's offer.
        assert chart.headline_days.isVisible()
        assert chart.headline_days.textItem.toPlainText() == days_text(days)
        label = chart.series_names()[1]  # the headline's offer, drawn first
        _x, _y = chart.breakeven.getData()
        others = list(chart.breakeven.data["data"])
        assert not any(str(tip).startswith(label + ":") for tip in others)
