"""Training speed on the chosen workload: this build, other GPUs and cloud instances,
each with the estimator's low–high band."""

from __future__ import annotations

import dataclasses
import html
import math

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QLocale, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QToolButton, QToolTip, QWidget

from dlbox.core.words import OVERHEAD_BOUND
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import CAPTION_LINES, ChartPanel, series_color
from dlbox.ui.charts.speed_text import bar_tooltip, lowest_price, row_label, value_text
from dlbox.ui.charts.speed_text import n as _n
from dlbox.ui.engines import SpeedRow
from dlbox.ui.estimate_text import estimate_text
from dlbox.ui.labels import bottleneck_name, engine_name, fill_engines, throughput_unit
from dlbox.ui.language import translate
from dlbox.ui.widgets.short_combo import ShortCombo

KIND_COLORS = {"build": series_color(3), "gpu": series_color(0), "cloud": series_color(5)}
MAX_ROWS = 1 + 6 + 6  # the build, other GPUs, cloud instances (see engines.speed_rows)
MIN_SHOWN = 3  # the build and the two bars nearest it, however short the plot
ROW_SPACING = 1.25  # a bar's row, in lines of the axis font: names a little apart
# The hatching over a bar whose speed a fixed cost per token or step sets (the host's CPU,
# kernel launches), not the GPU: the text colour at this opacity.
HATCH_ALPHA = 150


def _engine_and_build(serving: dict) -> str:
    """The serving stack's name, with the llama.cpp build the estimate assumed: "llama.cpp
    (current build)", "llama.cpp (build of 2024-06)"."""
    name = engine_name(str(serving.get("engine") or "generic"))
    build = serving.get("llamacpp_build")
    if not build:
        return name
    if build["build"] == "current":
        return name + translate("Charts", " (current build)")
    return name + translate("Charts", " (build of %1)").replace("%1", str(build["build"]))


class SpeedChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "Speed")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_speed")
        self.analysis = analysis
        self.bars = pg.BarGraphItem(x0=np.zeros(0), y=np.zeros(0), height=0.6, width=np.zeros(0))
        self.errors = pg.ErrorBarItem(
            x=np.zeros(0),
            y=np.zeros(0),
            beam=0.25,
            pen=pg.mkPen(self.palette().text().color(), width=1.2),
        )
        # Hatching on the bars a fixed cost sets (OVERHEAD_BOUND): why such cards tie.
        self.hatch = pg.BarGraphItem(x0=np.zeros(0), y=np.zeros(0), height=0.6, width=np.zeros(0))
        self.hatch.setVisible(False)
        self.plot.addItem(self.bars)
        self.plot.addItem(self.hatch)
        self.plot.addItem(self.errors)
        # Each bar's value at its end, so a printed chart reads without a cursor.
        self.values = [pg.TextItem(anchor=(0, 0.5)) for _ in range(MAX_ROWS)]
        for item in self.values:
            self.plot.addItem(item)
        self.plot.invertY(True)
        self.plot.showGrid(x=True, y=False, alpha=0.25)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self._rows: list[SpeedRow] = []
        self._drawn = 0
        self._x_args: tuple[np.ndarray, list[str]] | None = None  # the last _draw's
        self._shown: list[SpeedRow] = []
        # What the caption leaves out (its hover, Why?'s popup and a report's caption).
        self._details: list[str] = []
        self._parts: list[str] = []  # the caption's parts, most needed first
        self._notes: list[str] = []  # what never goes in the caption
        # A bar's hover says what it stands for (a cloud bar: its GPU counts, prices, host).
        self.plot_widget.viewport().installEventFilter(self)
        # How the build's estimate was made (the estimator's notes), on hover or click: the
        # line above the bars has no room for them on a 1280×720 screen.
        self.why = QToolButton()
        self.why.setObjectName("speed_why")
        self.why.clicked.connect(self._show_why)
        self.controls.insertWidget(1, self.why)
        # A served model's stack, one click from the numbers it sets (the workload bar has
        # the same box; both are the build's job).
        self.engine = ShortCombo()
        self.engine.setObjectName("speed_engine")
        fill_engines(self.engine)
        # As wide as "llama.cpp", not as its longest name: the caption beside it needs the room.
        self.engine.setSizeAdjustPolicy(
            ShortCombo.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.engine.setMinimumContentsLength(9)
        self.engine.setToolTip(
            translate(
                "Charts",
                "The serving stack these speeds assume: pick another to compare (saved with "
                "the build's job, like the workload bar's box)",
            )
        )
        self.engine.currentIndexChanged.connect(self._engine_picked)
        self.controls.insertWidget(1, self.engine)
        # A taller or shorter dock holds more or fewer bars (the speeds are not re-read).
        self.plot.vb.sigResized.connect(self._fit_to_height)
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    def refresh(self) -> None:
        self._show_engine()
        rows = self.analysis.speeds()
        left = self.plot.getAxis("left")
        if isinstance(rows, str):
            self._rows = []
            self.bars.setOpts(x0=np.zeros(0), y=np.zeros(0), width=np.zeros(0), brushes=[])
            self.hatch.setVisible(False)
            self.errors.setData(x=np.zeros(0), y=np.zeros(0))
            left.setTicks([[]])
            for item in self.values:
                item.setText("")
            self._frame = pd.DataFrame()
            self._shown, self._details, self._parts = [], [], []
            self.set_message(translate("Charts", "Speed: %1.").replace("%1", rows))
            self._set_why()
            return
        self._rows = sorted(rows, key=lambda r: r.throughput, reverse=True)[:MAX_ROWS]
        self._draw()

    def rows_that_fit(self) -> int:
        """How many bars the plot's height holds with their names apart (at least
        ``MIN_SHOWN``): a 120-px dock on a 1280×720 screen held 13 names on top of
        each other."""
        height = self.plot.vb.height()
        if height <= 0:  # not laid out yet (a report's chart): every bar
            return MAX_ROWS
        line = QFontMetrics(self.plot.getAxis("left").font()).height() * ROW_SPACING
        return max(MIN_SHOWN, int(height // line))

    def shown_rows(self) -> list[SpeedRow]:
        """The bars drawn: all when they fit; else the build and the bars nearest its
        speed (the ones a buyer weighs against it), fastest first."""
        rows = self._rows
        room = self.rows_that_fit()
        if len(rows) <= room:
            return list(rows)
        build = next((r for r in rows if r.kind == "build"), None)
        if build is None:
            return list(rows[:room])
        others = sorted(
            (r for r in rows if r is not build),
            key=lambda r: abs(math.log(r.throughput / build.throughput)),
        )
        kept = {id(r) for r in others[: room - 1]} | {id(build)}
        return [r for r in rows if id(r) in kept]

    def _fit_to_height(self) -> None:
        """The plot was resized: redraw when it now holds a different number of bars
        (the items are updated, not made again)."""
        if self._rows and len(self.shown_rows()) != self._drawn:
            self._draw()
        elif self._drawn and self._x_args is not None:
            # Same bars, another width (the names' axis grew, the dock was dragged): the
            # axis end that leaves each value text its room moves with it. Drawn at one
            # width and shown at a narrower one, "0.40 USD/小時" lost its last character.
            self.plot.setXRange(0, self._x_end(*self._x_args), padding=0)

    def _draw(self) -> None:
        rows = self.shown_rows()
        self._drawn = n = len(rows)
        hidden = len(self._rows) - n
        left = self.plot.getAxis("left")
        y = np.arange(n, dtype=float)
        value = np.array([r.throughput for r in rows])
        low = np.array([r.low if r.low is not None else r.throughput for r in rows])
        high = np.array([r.high if r.high is not None else r.throughput for r in rows])
        self.bars.setOpts(
            x0=np.zeros(n),
            y=y,
            width=value,
            height=0.6,
            brushes=[KIND_COLORS[r.kind] for r in rows],
            pens=[pg.mkPen(None)] * n,
        )
        overhead = [r.bottleneck in OVERHEAD_BOUND for r in rows]
        self._hatch(y, value, overhead)
        self.errors.setData(x=value, y=y, left=value - low, right=high - value, beam=0.25)
        left.setTicks([[(float(i), row_label(r)) for i, r in enumerate(rows)]])
        self.plot.setYRange(-0.6, n - 0.4, padding=0)
        workload, _settings = self.analysis.workload_objects()
        unit = getattr(workload, "unit", "samples/s")
        color = self.palette().text().color()
        prices = self.analysis.cloud_prices()
        texts = [value_text(r, lowest_price(r, self._price_of, prices)) for r in rows]
        for i, item in enumerate(self.values):
            item.setText(texts[i] if i < n else "")
            item.setColor(color)
            if i < n:
                item.setPos(float(high[i]), float(y[i]))
        self._x_args = (high, texts)
        self.plot.setXRange(0, self._x_end(high, texts), padding=0)
        self.plot.setLabel(
            "bottom", translate("Charts", "Throughput (%1)").replace("%1", throughput_unit(unit))
        )
        self._shown = rows
        # Every bar, drawn or not: the CSV holds the whole comparison.
        drawn = {id(r) for r in rows}
        self._frame = pd.DataFrame(
            {
                "label": [r.label for r in self._rows],
                "kind": [r.kind for r in self._rows],
                "throughput": [r.throughput for r in self._rows],
                "low": [r.low if r.low is not None else r.throughput for r in self._rows],
                "high": [r.high if r.high is not None else r.throughput for r in self._rows],
                "shown": [id(r) in drawn for r in self._rows],
                "uncalibrated": [r.uncalibrated for r in self._rows],
                "bottleneck": [r.bottleneck for r in self._rows],
                "gpu_counts": [" ".join(map(str, r.counts)) for r in self._rows],
            }
        )
        build = next((r for r in rows if r.kind == "build"), None)
        headline = (
            translate("Charts", "This build: %1 %2 (estimate, band %3–%4)")
            .replace("%1", _n(build.throughput))
            .replace("%2", throughput_unit(unit))
            .replace("%3", _n(build.low or build.throughput))
            .replace("%4", _n(build.high or build.throughput))
            if build
            else self._no_build_bar()
        )
        bound = self._why()
        more = (
            translate("Charts", " · %1 more bars: taller chart or CSV").replace(
                "%1", QLocale().toString(hidden)
            )
            if hidden
            else ""
        )
        self._parts = [headline, bound, self._per_stream(), more]
        self._notes = [
            line.removeprefix(" · ")
            for line in (
                self._batch(),
                self._serving(),
                self._offload(),
                translate(
                    "Charts",
                    " · (uncalibrated): an AMD card; its speed is fitted on NVIDIA runs only and "
                    "no AMD run checks it",
                )
                if any(r.uncalibrated for r in rows)
                else "",
                translate(
                    "Charts", " · orange: this build, blue: single GPUs, sky: cloud instances"
                ),
                self._hatch_key() if any(overhead) else "",
                translate(
                    "Charts",
                    "Cloud bars assume the estimator's reference host; hover a bar for its GPU "
                    "counts and prices",
                )
                if any(r.kind == "cloud" for r in rows)
                else "",
            )
            if line
        ]
        self._fit_caption()

    def _fit_caption(self) -> None:
        """The caption's parts, the last ones moved to the hover while the text would take
        more than CAPTION_LINES lines at the label's width."""
        parts = [p for p in self._parts if p]
        self._details = list(self._notes)
        width = self.message.width()
        while len(parts) > 1 and width > 0 and self.text_lines("".join(parts)) > CAPTION_LINES:
            self._details.insert(0, parts.pop().removeprefix(" · "))
        self.set_message("".join(parts))
        self._set_why()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self._parts:  # the caption's width changed: it may hold more or less now
            self._fit_caption()

    def caption_for_report(self) -> str:
        """The caption and everything it leaves out: a printed chart has no hover."""
        self.ensure_fresh()
        return " · ".join([self.message.text(), *self._details])

    def _x_end(self, high: np.ndarray, texts: list[str]) -> float:
        """The axis end that leaves room right of each bar's whisker for its value text
        (at most 3× the longest whisker: a very narrow plot clips the text instead)."""
        width = self.plot.vb.width()
        top = float(high.max())
        if width <= 0:  # not laid out yet
            return top * 1.45
        metrics = QFontMetrics(self.values[0].textItem.font())
        end = top * 1.05
        for reach, text in zip(high, texts, strict=False):
            share = (metrics.horizontalAdvance(text) + 12) / width
            if share < 0.66:
                end = max(end, float(reach) / (1 - share))
        return min(end, top * 3)

    def _price_of(self, gpu_id: str, count: int) -> str | None:
        """The lowest hourly price of ``count`` × ``gpu_id`` in the display currency."""
        price = self.analysis.cloud_prices().get((gpu_id, count))
        return None if price is None else self.analysis.converter.format(price)

    def bar_tooltip(self, index: int) -> str:
        """The hover text of the ``index``-th bar drawn ("" past the last)."""
        if not 0 <= index < len(self._shown):
            return ""
        workload, _settings = self.analysis.workload_objects()
        unit = throughput_unit(getattr(workload, "unit", "samples/s"))
        decodes = self.analysis.workload.decodes
        return bar_tooltip(self._shown[index], unit, decodes, self._price_of)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A hover over a bar or its name shows that bar's tooltip.
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            scene = self.plot_widget.mapToScene(event.pos())
            at = self.plot.vb.mapSceneToView(QPointF(scene))
            text = self.bar_tooltip(round(at.y())) if abs(at.y() - round(at.y())) < 0.5 else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.plot_widget)
            else:
                QToolTip.hideText()
            return True
        return super().eventFilter(watched, event)

    def _hatch(self, y: np.ndarray, value: np.ndarray, overhead: list[bool]) -> None:
        """Hatch the bars a fixed cost sets, over their own colour."""
        color = QColor(self.palette().text().color())
        color.setAlpha(HATCH_ALPHA)
        brush = QBrush(color, Qt.BrushStyle.BDiagPattern)
        shown = np.array(overhead, dtype=bool)
        # An empty item is hidden, not emptied: pyqtgraph crashed painting no bars here.
        self.hatch.setVisible(bool(shown.any()))
        if not shown.any():
            return
        self.hatch.setOpts(
            x0=np.zeros(int(shown.sum())),
            y=y[shown],
            width=value[shown],
            height=0.6,
            brushes=[brush] * int(shown.sum()),
            pens=[pg.mkPen(None)] * int(shown.sum()),
        )

    def _hatch_key(self) -> str:
        """What the hatching means (a token's or a step's fixed cost, as the caption's bound
        names it)."""
        return translate(
            "Charts", " · hatched: the host CPU or kernel launches, not the GPU, set the speed"
        )

    def _show_engine(self) -> None:
        """The engine box shows the served model's stack; hidden when nothing is served."""
        choice = self.analysis.workload
        self.engine.setVisible(choice.decodes)
        key = choice.engine or "generic"
        if self.engine.currentData() != key:
            self.engine.blockSignals(True)
            self.engine.setCurrentIndex(max(self.engine.findData(key), 0))
            self.engine.blockSignals(False)

    def _engine_picked(self) -> None:
        """The user's stack becomes the job's (saved with the build, undoable)."""
        key = str(self.engine.currentData() or "")
        choice = self.analysis.workload
        if not key or not choice.decodes or key == (choice.engine or "generic"):
            return
        changed = dataclasses.replace(choice, engine=key)
        self.analysis.set_workload(changed)
        self.analysis.document.set_job(changed.job())

    def why_text(self) -> str:
        """The estimator's account of the build's estimate in the user's language: where its
        band comes from and each note (precision fallbacks, host-bound steps, links, offload,
        an AMD card's uncalibrated peaks); "" without an estimate."""
        estimate = self.analysis.estimate()
        explain = (getattr(estimate, "explain", None) or {}) if estimate is not None else {}
        lines = [f"• {estimate_text(n)}" for n in explain.get("notes", [])]
        if explain.get("band"):
            band = translate("Charts", "Band: %1").replace("%1", estimate_text(explain["band"]))
            lines.insert(0, f"• {band}")
        if not lines:
            return ""
        return "\n".join([translate("Charts", "How this build's estimate was made:"), *lines])

    def _set_why(self) -> None:
        """Why?'s popup and the caption's hover: what the caption leaves out, then how the
        estimate was made."""
        self.why.setText(translate("Charts", "Why?"))
        details = "\n".join(f"• {line}" for line in self._details)
        text = "\n\n".join(t for t in (details, self.why_text()) if t)
        # Rich text wraps (about 80 characters a line); a plain tooltip of the offload note
        # would run past a 1280-px screen.
        lines = "<br>".join(html.escape(line, quote=False) for line in text.split("\n"))
        self.why.setToolTip(f"<p>{lines}</p>" if text else "")
        self.why.setVisible(bool(text))
        self.message.setToolTip(self.why.toolTip())

    def _show_why(self) -> None:
        """A click shows the notes at once (a tooltip waits for the pointer to rest)."""
        QToolTip.showText(
            self.why.mapToGlobal(QPoint(0, self.why.height())), self.why.toolTip(), self.why
        )

    def _serving(self) -> str:
        """A served model's numbers: aggregate and per-stream tokens/s, time to first token."""
        estimate = self.analysis.estimate()
        serving = (getattr(estimate, "explain", None) or {}).get("inference")
        if not serving or not estimate.fits:
            return ""
        locale = QLocale()
        return (
            translate(
                "Charts",
                " · serving %1 streams with %5: %2 tokens/s in all, %3 each; first token after "
                "%4 s",
            )
            .replace("%5", _engine_and_build(serving))
            .replace("%1", locale.toString(int(serving["concurrency"])))
            .replace("%2", _n(serving["tokens_per_s_total"]))
            .replace("%3", locale.toString(float(serving["tokens_per_s_per_stream"]), "f", 1))
            .replace("%4", locale.toString(serving["time_to_first_token_ms"] / 1e3, "f", 2))
        )

    def _offload(self) -> str:
        """CPU offload's cost per micro-batch (the estimate's ``explain['offload']``, whose
        ``exposed_ms`` and ``step_ms`` are per micro-batch, as the offload note's hover
        says): what a micro-batch waits for on PCIe and the CPU's optimizer step, and
        whether the CPU step could be counted."""
        estimate = self.analysis.estimate()
        offload = (getattr(estimate, "explain", None) or {}).get("offload")
        if not offload or not estimate.fits:
            return ""
        # Bound by offload: the bound already names PCIe and the CPU step; said once, the
        # line stays short enough for the chart's bars on a 1280×720 screen.
        template = (
            translate("Charts", " · CPU offload: +%1 ms of each %2 ms micro-batch (%3)")
            if estimate.bottleneck == "host_offload"
            else translate(
                "Charts",
                " · CPU offload: +%1 ms of each %2 ms micro-batch (%3) for PCIe copies and "
                "the CPU optimizer step",
            )
        )
        text = (
            template.replace("%1", _n(offload["exposed_ms"]))
            .replace("%2", _n(offload["step_ms"]))
            .replace("%3", QLocale().toString(round(100.0 * offload["share"])) + "%")
        )
        if offload.get("host_assumed"):
            text += translate(
                "Charts", " (host RAM not given: CPU step charged as on a DGX A100's host)"
            )
        return text

    def _no_build_bar(self) -> str:
        """Why the build has no bar: no GPU, or the job does not fit (with the memory it
        needs and the memory it has, in the GiB the memory panel shows)."""
        estimate = self.analysis.estimate()
        memory = getattr(estimate, "memory", None) or {}
        if estimate is None or estimate.fits or "peak_gib" not in memory:
            return translate("Charts", "Add a GPU to see this build's speed")
        return (
            translate(
                "Charts",
                "This build: does not fit in GPU memory, needs %1 GiB per GPU of %2 GiB "
                "usable (GPU memory tab: remedies)",
            )
            .replace("%1", QLocale().toString(float(memory["peak_gib"]), "f", 1))
            .replace("%2", QLocale().toString(float(memory["usable_gib"]), "f", 1))
        )

    def _why(self) -> str:
        """What limits the build's speed, from the estimator's explanation."""
        estimate = self.analysis.estimate()
        if estimate is None:
            return ""
        if not estimate.fits:
            return ""  # _no_build_bar says it, with both numbers
        bound = bottleneck_name(estimate.bottleneck, decodes=self.analysis.workload.decodes)
        return translate("Charts", " · bound by %1").replace("%1", bound)

    def _batch(self) -> str:
        """The batch the estimate assumes per GPU ("" when it has none)."""
        estimate = self.analysis.estimate()
        batch = getattr(estimate, "batch_per_gpu", None) if estimate is not None else None
        if not batch or not estimate.fits:
            return ""
        return translate("Charts", "Batch %1 per GPU").replace("%1", QLocale().toString(batch))

    def _per_stream(self) -> str:
        """A served model's speed as one user of it sees it (the bars add every stream)."""
        estimate = self.analysis.estimate()
        serving = (getattr(estimate, "explain", None) or {}).get("inference")
        if not serving or not estimate.fits or int(serving["concurrency"]) < 2:
            return ""
        each = QLocale().toString(float(serving["tokens_per_s_per_stream"]), "f", 1)
        return translate("Charts", " · %1 tokens/s per stream").replace("%1", each)
