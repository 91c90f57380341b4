"""Chart axes whose tick labels read right in every language.

pyqtgraph's own axes rescale large or small values with an SI factor written at
the end of the axis title ("(x0.001)"): in a short chart the title is cut, and
0.34 USD an hour read as 340.  They also write 300000 as "3e+05", and its date
axis prints English month names ("May") on top of day numbers.
"""

from __future__ import annotations

import datetime as dt
import math

import pyqtgraph as pg
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontMetrics

DAY_S = 86400.0


class NumberAxis(pg.AxisItem):
    """Values as they are (no SI factor), in the user's number format: "300,000"; a title
    too long for the axis gives way to ``short_title`` (a chart 90 px tall on a 1280×720
    screen cut "Cumulative cost (USD)" to "Cumulative cost (U")."""

    short_title = ""  # e.g. the currency code alone ("" keeps the title as it is)
    _shown_title = ""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)

    def labelString(self) -> str:
        if not self.short_title or self.label is None:
            return super().labelString()
        vertical = self.orientation in ("left", "right")
        room = self.size().height() if vertical else self.size().width()
        wanted = QFontMetrics(self.label.font()).horizontalAdvance(self.labelText)
        if room <= 0 or wanted <= room - 8:
            return super().labelString()
        full = self.labelText
        self.labelText = self.short_title
        try:
            return super().labelString()
        finally:
            self.labelText = full

    def resizeEvent(self, ev=None) -> None:  # type: ignore[no-untyped-def]
        # The room changed: the long or the short title, whichever fits now.
        if self.label is not None and self.short_title:
            shown = self.labelString()
            if shown != self._shown_title:
                self._shown_title = shown
                self.label.setHtml(shown)
        super().resizeEvent(ev)

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        step = abs(spacing * scale)
        places = max(0, math.ceil(-math.log10(step))) if step > 0 else 0
        locale = QLocale()
        texts = []
        for value in values:
            number = float(value) * scale
            if step > 0 and abs(number) < step * 1e-6:
                number = 0.0  # not "-0"
            texts.append(locale.toString(number, "f", places))
        return texts


def _utc(stamp: float) -> dt.date:
    return dt.datetime.fromtimestamp(stamp, tz=dt.UTC).date()


def _stamp(day: dt.date) -> float:
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC).timestamp()


def _months(first: dt.date, last: dt.date, step: int) -> list[dt.date]:
    """The first day of every ``step``-th month from ``first``'s month to ``last``."""
    index = first.year * 12 + first.month - 1
    index += (-index) % step  # months 1, 4, 7, 10 for quarters
    days = []
    while True:
        day = dt.date(index // 12, index % 12 + 1, 1)
        if day > last:
            return days
        if day >= first:
            days.append(day)
        index += step


class DateAxis(pg.AxisItem):
    """UTC timestamps as ISO dates ("05-20", "2026-05"): one row of ticks, as many as
    fit the axis's width, no words in any language."""

    def __init__(self, orientation: str = "bottom") -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)
        # A day that gets a tick whenever the ticks are days apart (the price history's lone
        # day: every other day from the range's start could step over it).
        self.anchor: float | None = None

    def _label_px(self) -> float:
        font = self.style.get("tickFont") or self.font()
        return QFontMetrics(font).horizontalAdvance("2026-05-20") * 1.6

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list:  # noqa: N803
        if not (math.isfinite(minVal) and math.isfinite(maxVal)) or maxVal <= minVal:
            return []
        fit = max(2, int(size // self._label_px())) if size > 0 else 6
        span_days = (maxVal - minVal) / DAY_S
        first, last = _utc(minVal), _utc(maxVal)
        for step in (1, 2, 7, 14):
            if span_days / step <= fit:
                start = first if step < 7 else first + dt.timedelta(days=(-first.weekday()) % 7)
                if step < 7 and self.anchor is not None:
                    start = first + dt.timedelta(days=(_utc(self.anchor) - first).days % step)
                days = [start + dt.timedelta(days=i * step) for i in range(int(span_days) + 2)]
                return [(step * DAY_S, [_stamp(d) for d in days if first <= d <= last])]
        for months in (1, 2, 3, 6, 12, 24, 60):
            if span_days / (30.44 * months) <= fit:
                return [(months * 30.44 * DAY_S, [_stamp(d) for d in _months(first, last, months)])]
        return []

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if spacing >= 28 * DAY_S:
            return [_utc(v).strftime("%Y-%m") for v in values]
        return [_utc(v).strftime("%m-%d") for v in values]


class LogNumberAxis(NumberAxis):
    """A NumberAxis that can read its values as log10 of the quantity: ticks at 1-2-5 × 10ⁿ
    labelled with the quantity itself ("20", "50", "100"), so one slow outlier (1,000 h)
    does not squash the other points against the bottom (the chart plots log10 of its data
    while ``log`` is on; off, it is a plain NumberAxis)."""

    log = False

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list:  # noqa: N803
        if not self.log:
            return super().tickValues(minVal, maxVal, size)
        if not (math.isfinite(minVal) and math.isfinite(maxVal)) or maxVal <= minVal:
            return []
        font = self.style.get("tickFont") or self.font()
        fit = max(2, int(size // (QFontMetrics(font).height() * 1.8))) if size > 0 else 8
        ticks: list[float] = []
        for mantissas in ((1.0,), (1.0, 2.0, 5.0), (1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)):
            values = [
                math.log10(m) + k
                for k in range(math.floor(minVal) - 1, math.ceil(maxVal) + 1)
                for m in mantissas
                if minVal <= math.log10(m) + k <= maxVal
            ]
            if ticks and len(values) > fit:
                break  # finer ticks would overlap: keep the coarser set
            ticks = values
            if len(values) >= 4:
                break  # enough to read the scale
        if len(ticks) > fit:  # a short axis over many decades: every other (third…) decade
            ticks = ticks[:: math.ceil(len(ticks) / fit)]
        return [(1.0, ticks)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if not self.log:
            return super().tickStrings(values, scale, spacing)
        locale = QLocale()
        texts = []
        for value in values:
            number = 10.0 ** float(value)
            places = max(0, -math.floor(math.log10(number) + 1e-9)) if number > 0 else 0
            texts.append(locale.toString(number, "f", places))  # 0.5, 2, 1,000
        return texts
