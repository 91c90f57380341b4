"""GPU memory of the chosen workload: a stacked bar of its parts against the usable VRAM,
the verdict, and the remedies — each applied with one click."""

from __future__ import annotations

import dataclasses
import html
import itertools
import math
from typing import Any

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, Qt
from PySide6.QtGui import QColor, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dlbox.core.messages import render
from dlbox.core.parts import Category
from dlbox.core.rules.findings import gib_number as gib
from dlbox.core.rules.remedy_text import remedy_with_speed
from dlbox.ui.analysis import Analysis
from dlbox.ui.charts.base import ChartPanel, series_color
from dlbox.ui.estimate_text import estimate_text
from dlbox.ui.language import translate
from dlbox.ui.remedy_apply import applied_choice
from dlbox.ui.widgets.elided_button import ElidedButton
from dlbox.ui.widgets.short_combo import ShortCombo

# (estimate key, label) in stacking order: the exact parts first, the modelled ones last.
COMPONENTS: tuple[tuple[str, str], ...] = (
    ("weights", QT_TRANSLATE_NOOP("MemoryChart", "weights")),
    ("master", QT_TRANSLATE_NOOP("MemoryChart", "FP32 master")),
    ("grads", QT_TRANSLATE_NOOP("MemoryChart", "gradients")),
    ("optimizer", QT_TRANSLATE_NOOP("MemoryChart", "optimizer")),
    ("gathered", QT_TRANSLATE_NOOP("MemoryChart", "gathered layers, buffers")),
    ("activations", QT_TRANSLATE_NOOP("MemoryChart", "activations")),
    ("kv_cache", QT_TRANSLATE_NOOP("MemoryChart", "KV cache")),
    ("allocator", QT_TRANSLATE_NOOP("MemoryChart", "allocator")),
    ("context", QT_TRANSLATE_NOOP("MemoryChart", "CUDA context")),
)
VERDICTS = {
    "fits": QT_TRANSLATE_NOOP("MemoryChart", "Fits"),
    "tight": QT_TRANSLATE_NOOP("MemoryChart", "Tight"),
    "does not fit": QT_TRANSLATE_NOOP("MemoryChart", "Does not fit"),
}
# Okabe–Ito for the first eight (as the other charts), wine for the CUDA context.
COLORS = (*(series_color(i).name() for i in range(8)), "#882255")
MAX_REMEDIES = 4
# A remedy button is never shortened below this many average characters (about
# "LoRA adapters (×1.27 speed)"): a shorter text is shown whole.
REMEDY_CHARS = 30
# ...and never longer than this (a wide screen shows the longest remedies whole).
REMEDY_MOST_CHARS = 110
MAX_REMEDY_ROWS = 2  # more rows of buttons than this squeezed the bar to a line at 1280×720
BAR_HEIGHT = 0.6
USABLE_COLOR = "#D55E00"
# The y range around the bar: with room, a band above it for the "usable" label; on a
# short plot (a 720-px laptop with remedies below), the bar takes the height, the legend
# names the usable line and the axis drops its title (the legend gives each part in GiB).
ROOMY_Y = (-0.6, 0.9)
COMPACT_Y = (-0.36, 0.36)
COMPACT_LINES = 7  # a plot shorter than this many text lines is drawn compact
WORD_JOINER = "\u2060"  # no line break here, even between CJK characters
# The activation checkpointing box (`dlbox estimate --checkpointing`; the job saves it): ""
# follows the workload.  (key, the box's words, the list's words)
CHECKPOINTING: tuple[tuple[str, str, str], ...] = (
    (
        "",
        QT_TRANSLATE_NOOP("MemoryChart", "Default checkpointing"),
        QT_TRANSLATE_NOOP("MemoryChart", "Activation checkpointing: the workload's default"),
    ),
    (
        "none",
        QT_TRANSLATE_NOOP("MemoryChart", "No checkpointing"),
        QT_TRANSLATE_NOOP("MemoryChart", "No activation checkpointing: every activation kept"),
    ),
    (
        "selective",
        QT_TRANSLATE_NOOP("MemoryChart", "Selective checkpointing"),
        QT_TRANSLATE_NOOP(
            "MemoryChart",
            "Selective (torchtitan's op policy): attention output and every second matrix "
            "product kept, the rest recomputed",
        ),
    ),
    (
        "full",
        QT_TRANSLATE_NOOP("MemoryChart", "Full checkpointing"),
        QT_TRANSLATE_NOOP(
            "MemoryChart", "Full: each layer keeps its input and is recomputed in the backward"
        ),
    ),
    (
        "every-2",
        QT_TRANSLATE_NOOP("MemoryChart", "Every 2nd layer"),
        QT_TRANSLATE_NOOP(
            "MemoryChart", "Every second layer fully checkpointed, the others keep everything"
        ),
    ),
    (
        "attention",
        QT_TRANSLATE_NOOP("MemoryChart", "Attention core only"),
        QT_TRANSLATE_NOOP(
            "MemoryChart",
            "Attention core only (Megatron/NeMo selective): frees nothing with FlashAttention",
        ),
    ),
)


def _legend_item(color: str, words: str, mark: str = "■") -> str:
    """A legend entry that never breaks across lines: its mark stays with its words, and
    CJK words stay whole (Qt breaks between any two CJK characters, spaces or not)."""
    unbroken = WORD_JOINER.join(words.replace(" ", "\u00a0"))
    return f'<span style="color:{color}">{mark}</span>&nbsp;{html.escape(unbroken, quote=False)}'


class MemoryChart(ChartPanel):
    title = QT_TRANSLATE_NOOP("Charts", "GPU memory")

    def __init__(self, analysis: Analysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart_memory")
        self.analysis = analysis
        n = len(COMPONENTS)
        self._remedies: list[dict[str, Any]] = []
        # (the choice before the first remedy, the choice the last remedy made): what
        # "Undo remedies" goes back to while the user has changed nothing since.
        self._undo: tuple[Any, Any] | None = None
        # (GPU line, its quantity before, the quantity a remedy set): "Undo remedies" puts
        # back the count too (8 RTX 4090s stayed in the build after it).
        self._gpu_undo: tuple[str, int, int] | None = None
        # Created once; refresh() only changes their data.
        self.bars = pg.BarGraphItem(
            x0=np.zeros(n),
            y=np.zeros(n),
            width=np.zeros(n),
            height=BAR_HEIGHT,
            brushes=[QColor(c) for c in COLORS[:n]],
            pens=[pg.mkPen(None)] * n,
        )
        self.plot.addItem(self.bars)
        self.checkpointing = ShortCombo()
        self.checkpointing.setObjectName("checkpointing")
        for key, short, full in CHECKPOINTING:
            self.checkpointing.add(
                translate("MemoryChart", short), translate("MemoryChart", full), key
            )
        self.checkpointing.setToolTip(
            translate(
                "MemoryChart",
                "Activation checkpointing: what the backward pass recomputes instead of keeping. "
                "Full keeps only each layer's input (least memory, about a third more compute); "
                "selective keeps the attention output and every second matrix product (most of "
                "the saving for a fraction of the recompute). Saved with the build's job",
            )
        )
        self.checkpointing.currentIndexChanged.connect(self._checkpointing_picked)
        self.controls.insertWidget(1, self.checkpointing)
        self.band = pg.LinearRegionItem(
            values=(0.0, 0.0),
            orientation="vertical",
            movable=False,
            brush=pg.mkBrush(128, 128, 128, 40),
            pen=pg.mkPen(None),
        )
        self.plot.addItem(self.band)
        self.usable = pg.InfiniteLine(pos=0.0, angle=90, pen=pg.mkPen(USABLE_COLOR, width=2))
        self.plot.addItem(self.usable)
        self.usable_label = pg.TextItem(anchor=(0.5, 0.0))
        self.plot.addItem(self.usable_label)
        self._compact: bool | None = None  # drawn for a short plot (_fit_to_height)
        self._legend_state: tuple[np.ndarray, float, float] | None = None
        self.plot.vb.sigResized.connect(self._fit_to_height)
        self.plot.getAxis("left").setTicks([[]])
        self.plot.showGrid(x=True, y=False, alpha=0.25)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setYRange(*ROOMY_Y, padding=0)
        self.legend = QLabel()
        self.legend.setObjectName("memory_legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.layout().addWidget(self.legend)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.remedy_title = QLabel(translate("MemoryChart", "Remedies:"))
        row.addWidget(self.remedy_title, 0, Qt.AlignmentFlag.AlignTop)
        # In rows, as many to a row as have room (_arrange_remedies), each shortened to its
        # room when it must be (its tooltip says it all): four long remedies side by side
        # would push the charts past a 1280-pixel screen.
        rows = QVBoxLayout()
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        self._rows: list[QHBoxLayout] = []
        for _ in range(MAX_REMEDIES):
            line = QHBoxLayout()
            line.setContentsMargins(0, 0, 0, 0)
            line.addStretch(1)
            rows.addLayout(line)
            self._rows.append(line)
        self.buttons: list[QPushButton] = []
        self._placed: list[int] = []  # the buttons in each row, as last arranged
        for i in range(MAX_REMEDIES):
            button = ElidedButton(fewest_chars=REMEDY_CHARS, most_chars=REMEDY_MOST_CHARS)
            button.setObjectName(f"remedy_{i}")
            button.clicked.connect(lambda _checked=False, k=i: self.apply_remedy(k))
            self._rows[0].insertWidget(i, button)
            self.buttons.append(button)
        row.addLayout(rows, 1)
        # Beside the checkpointing box (both change the job), not in a third row of buttons.
        self.reset = QPushButton(translate("MemoryChart", "Undo remedies"))
        self.reset.setObjectName("remedy_reset")
        self.reset.setToolTip(translate("MemoryChart", "Back to the workload's own settings"))
        self.reset.clicked.connect(self.reset_remedies)
        self.controls.insertWidget(2, self.reset)
        self.layout().addLayout(row)
        analysis.changed.connect(self.invalidate)
        self.invalidate()

    # ------------------------------------------------------------ reading
    def components(self) -> dict[str, float]:
        """GiB per GPU by component, as drawn (the bar segments' widths)."""
        self.ensure_fresh()
        widths = np.asarray(self.bars.opts["width"], dtype=float)
        return {key: float(w) for (key, _), w in zip(COMPONENTS, widths, strict=True)}

    def legend_words(self) -> str:
        """The legend as it reads (no markup, plain spaces)."""
        document = QTextDocument()
        document.setHtml(self.legend.text())
        return document.toPlainText().replace(WORD_JOINER, "").replace("\u00a0", " ")

    def remedy_buttons(self) -> list[QPushButton]:
        self.ensure_fresh()
        return [b for b in self.buttons if not b.isHidden()]

    # ------------------------------------------------------------ drawing
    def _clear(self, message: str) -> None:
        self.bars.setOpts(width=np.zeros(len(COMPONENTS)))
        self.usable.setVisible(False)
        self.band.setVisible(False)
        self.usable_label.setText("")
        self._legend_state = None
        self.legend.setText("")
        self._show_remedies([])
        # Whole GiB, not the last bars' zero-width range (ticks read 0.00000000000005).
        self.plot.setXRange(0, 1, padding=0)
        self.set_message(message)
        self._frame = pd.DataFrame()

    def _show_checkpointing(self) -> None:
        """The box shows the job's checkpointing; training only (serving keeps no activations
        for a backward pass)."""
        choice = self.analysis.workload
        key = choice.checkpointing
        if key and self.checkpointing.findData(key) < 0:  # a file's every-N beyond the list
            self.checkpointing.add(key, key, key)
        self.checkpointing.blockSignals(True)
        self.checkpointing.setCurrentIndex(max(self.checkpointing.findData(key), 0))
        self.checkpointing.blockSignals(False)
        self.checkpointing.setVisible(bool(choice.workload_id) and not choice.decodes)

    def _checkpointing_picked(self) -> None:
        """The user's checkpointing becomes the job's (saved with the build, undoable)."""
        key = str(self.checkpointing.currentData() or "")
        choice = self.analysis.workload
        if key == choice.checkpointing:
            return
        # A remedy's checkpointing override gives way to the user's pick.
        memory = tuple((k, v) for k, v in choice.memory if k != "checkpointing")
        changed = dataclasses.replace(choice, checkpointing=key, memory=memory)
        self.analysis.set_workload(changed)
        self.analysis.document.set_job(changed.job())

    def refresh(self) -> None:
        self._show_checkpointing()
        estimate = self.analysis.estimate()
        memory = getattr(estimate, "memory", None) if estimate is not None else None
        if not memory:
            why = self.analysis.errors.get("estimate")
            if self.analysis.workload_objects()[0] is None:
                text = translate("MemoryChart", "Pick a workload to see its GPU memory.")
            elif not self.analysis.document.resolved.of(Category.GPU):
                text = translate("MemoryChart", "Add a GPU to see the workload's memory.")
            elif why:
                text = translate("MemoryChart", "Memory could not be estimated: %1").replace(
                    "%1", why
                )
            else:
                text = translate("MemoryChart", "Add a GPU to see the workload's memory.")
            self._clear(text)
            return
        parts = memory["components_gib"]
        widths = np.array([float(parts.get(key, 0.0)) for key, _ in COMPONENTS])
        starts = np.concatenate([[0.0], np.cumsum(widths)[:-1]])
        self.bars.setOpts(x0=starts, width=widths)
        usable, band = float(memory["usable_gib"]), float(memory["band"])
        peak = float(memory["peak_gib"])
        self.usable.setVisible(True)
        self.band.setVisible(True)
        self.usable.setPos(usable)
        self.band.setRegion((usable * (1 - band), usable * (1 + band)))
        text_color = self.palette().text().color()
        self.usable_label.setText(
            translate("MemoryChart", "usable %1 GiB").replace("%1", gib(usable))
        )
        self.usable_label.setColor(text_color)
        self.usable_label.setPos(usable, 0.85)
        self.plot.setXRange(0, max(peak, usable * (1 + band)) * 1.05, padding=0)
        self.plot.setLabel("bottom", translate("MemoryChart", "GiB per GPU"))
        self._legend_state = (widths, band, usable)
        self._compact = None  # the label was shown again: redraw for the height
        self._fit_to_height()
        self.band.setToolTip(self._band_tip(band))
        verdict = str(memory["verdict"])
        # Serving: the batch is the streams decoded at once, each holding the context.
        serving = (getattr(estimate, "explain", None) or {}).get("inference")
        template = self._verdict_template(
            bool(serving), int(memory["max_batch_per_gpu"]) >= 1, verdict == "tight"
        )
        self.set_message(
            template.replace(
                "%6", QLocale().toString(int(serving["context_tokens"])) if serving else ""
            )
            .replace("%1", translate("MemoryChart", VERDICTS.get(verdict, verdict)))
            .replace("%2", gib(peak))
            .replace("%3", gib(usable))
            .replace("%4", str(memory["batch_per_gpu"]))
            .replace("%5", str(memory["max_batch_per_gpu"]))
            + self._host_text(memory)
            + self._accumulation_text(estimate, memory, serving)
            + self._step_text(memory, serving)
            + self._serving_text(memory.get("serving"))
        )
        self._show_remedies(list(memory.get("remedies", [])))
        self._frame = pd.DataFrame(
            {
                "component": [key for key, _ in COMPONENTS],
                "gib_per_gpu": widths,
                "usable_gib": usable,
                "verdict": verdict,
            }
        )

    def _legend_html(self) -> str:
        """Each part's colour, name and GiB, the grey zone and, when the plot has no room for
        its label, the usable line."""
        if self._legend_state is None:
            return ""
        widths, band, usable = self._legend_state
        items = [
            _legend_item(COLORS[i], f"{translate('MemoryChart', label)} {width:.2f} GiB")
            for i, ((_, label), width) in enumerate(zip(COMPONENTS, widths, strict=True))
            if width >= 0.005
        ]
        # What the grey zone around the usable line is, beside the parts.
        items.append(
            _legend_item(
                "#909090",
                translate("MemoryChart", "tight zone ±%1 %").replace("%1", f"{band * 100:.0f}"),
            )
        )
        if self._compact:
            words = translate("MemoryChart", "usable %1 GiB").replace("%1", gib(usable))
            items.append(_legend_item(USABLE_COLOR, words, mark="┃"))
        return " &nbsp; ".join(items)  # per GPU, as the axis says

    @staticmethod
    def _band_tip(band: float) -> str:
        return translate(
            "MemoryChart",
            "Tight: a peak within ±%1 % of the usable memory may or may not fit "
            "(the memory estimate's error on published runs); try it before you buy",
        ).replace("%1", f"{band * 100:.0f}")

    def _verdict_template(self, serving: bool, some_fit: bool, tight: bool = False) -> str:
        """The verdict line: the peak against the usable memory, and the largest batch (or
        number of streams) that may fit — or that not even one does; a tight peak over the
        usable memory may still fit ("Tight … not even batch 1 fits" read as a no)."""
        if tight and not some_fit:
            return (
                translate(
                    "MemoryChart",
                    "%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (over the usable "
                    "memory by less than the estimate's error: it may not fit)",
                )
                if serving
                else translate(
                    "MemoryChart",
                    "%1: %2 of %3 GiB per GPU at batch %4 (over the usable memory by less than "
                    "the estimate's error: it may not fit)",
                )
            )
        if serving:
            return (
                translate(
                    "MemoryChart",
                    "%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (most that may fit: %5)",
                )
                if some_fit
                else translate(
                    "MemoryChart",
                    "%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (not even 1 stream fits)",
                )
            )
        return (
            translate(
                "MemoryChart", "%1: %2 of %3 GiB per GPU at batch %4 (largest that may fit: %5)"
            )
            if some_fit
            else translate(
                "MemoryChart", "%1: %2 of %3 GiB per GPU at batch %4 (not even batch 1 fits)"
            )
        )

    def _accumulation_text(self, estimate: Any, memory: dict[str, Any], serving: Any) -> str:
        """With gradient accumulation: the effective batch the optimizer sees (the memory
        holds one micro-batch; the workload bar's "Grad. accum." box sets how many)."""
        settings = (getattr(estimate, "explain", None) or {}).get("settings") or {}
        accum = int(settings.get("grad_accum") or 1)
        if serving or accum <= 1:
            return ""
        effective = int(memory["batch_per_gpu"]) * accum * int(getattr(estimate, "count", 1))
        return (
            translate("MemoryChart", "; %1 micro-batches per step: effective batch %2")
            .replace("%1", QLocale().toString(accum))
            .replace("%2", QLocale().toString(effective))
        )

    def _step_text(self, memory: dict[str, Any], serving: Any) -> str:
        """A full fine-tune whose peak is the optimizer step: its gradients, not its
        activations, decide whether it fits (a smaller batch will not help)."""
        if serving or memory.get("peak_at") != "optimizer step":
            return ""
        return translate(
            "MemoryChart", "; the peak is the optimizer step (a smaller batch will not lower it)"
        )

    def _host_text(self, memory: dict[str, Any]) -> str:
        host = float(memory.get("host_gib", 0.0))
        if host <= 0:
            return ""
        return translate("MemoryChart", "; %1 GiB offloaded to host RAM").replace("%1", gib(host))

    def _serving_text(self, serving: dict[str, Any] | None) -> str:
        """vLLM: its pool and the sequences of this context its KV room holds; llama.cpp
        without FlashAttention: the attention scores in its compute buffer."""
        if not serving:
            return ""
        if serving.get("engine") == "vllm":
            return (
                translate(
                    "MemoryChart",
                    "; vLLM pool %1 GiB (%2 of the card): %3 sequences of %4 tokens fit",
                )
                .replace("%1", f"{serving['pool_gib']:.1f}")
                .replace("%2", f"{serving['gpu_memory_utilization']:.2f}")
                .replace("%3", str(serving["max_sequences"]))
                .replace("%4", QLocale().toString(int(serving["context_tokens"])))
            )
        if "attention_scores_gib" in serving:
            return translate(
                "MemoryChart", "; %1 GiB of attention scores (llama.cpp without FlashAttention)"
            ).replace("%1", f"{serving['attention_scores_gib']:.1f}")
        return ""

    def _show_remedies(self, remedies: list[dict[str, Any]]) -> None:
        self._remedies = remedies[:MAX_REMEDIES]
        for i, button in enumerate(self.buttons):
            if i < len(self._remedies):
                remedy = self._remedies[i]
                speed = remedy.get("speed")
                button.setText(render(remedy_with_speed(remedy), translate))
                # The remedy fits a larger batch than the run as set: both at that batch.
                at = remedy.get("compared_batch_per_gpu") if remedy.get("batch_differs") else None
                summary = (
                    translate(
                        "MemoryChart",
                        "%1 GiB per GPU, %2; speed ×%3 of the run as set, both at batch %4 per GPU",
                    ).replace("%4", str(at))
                    if at
                    else translate("MemoryChart", "%1 GiB per GPU, %2; speed ×%3 of the run as set")
                )
                button.setToolTip(
                    button.text()
                    + "\n"
                    + summary.replace("%1", gib(remedy["peak_gib"]))
                    .replace("%2", translate("MemoryChart", VERDICTS.get(remedy["verdict"], "")))
                    .replace("%3", f"{speed:.2f}" if isinstance(speed, int | float) else "?")
                    + (f"\n{estimate_text(remedy['note'])}" if remedy.get("note") else "")
                )
                button.setVisible(True)
            else:
                button.setVisible(False)
        self.remedy_title.setVisible(bool(self._remedies))
        undoable = self._undo is not None and self._undo[1] == self.analysis.workload
        self.reset.setVisible(bool(self.analysis.workload.memory) or undoable)
        self._arrange_remedies()

    def compact(self) -> bool:
        """Whether the plot is too short for the usable line's label and the axis title
        (then the bar takes the height and the legend names the line)."""
        return self.plot_widget.height() < COMPACT_LINES * self.fontMetrics().height()

    def _fit_to_height(self) -> None:
        """Draw the bar for the plot's height (the plot widget's, which the axis title and
        the label do not change: no flicker between the two)."""
        compact = self.compact()
        if compact == self._compact:
            return
        self._compact = compact
        self.usable_label.setVisible(not compact)
        self.plot.getAxis("bottom").showLabel(not compact)
        self.plot.setYRange(*(COMPACT_Y if compact else ROOMY_Y), padding=0)
        self.legend.setText(self._legend_html())

    def remedy_rows(self) -> list[int]:
        """How many remedy buttons go in each row: packed in order, each whole, into as
        many rows as that takes; when that is more than MAX_REMEDY_ROWS (more squeezed the
        bar to a line on a 720-px screen), the buttons keep their order in MAX_REMEDY_ROWS
        rows split where the widest row is narrowest, so as little text as can be is
        shortened (never a row wider than the panel)."""
        shown = self.buttons[: len(self._remedies)]
        if not shown:
            return []
        room = self.width() - self.remedy_title.sizeHint().width() - 40
        gap = self._rows[0].spacing()
        widths = [button.whole_width() + gap for button in shown]
        rows = [0]
        used = 0
        for width in widths:
            if rows[-1] and used + width > room:
                rows.append(0)
                used = 0
            rows[-1] += 1
            used += width
        if len(rows) <= MAX_REMEDY_ROWS:
            return rows
        least = max(b.minimumSizeHint().width() + gap for b in shown)
        fits = max(1, room // max(1, least))  # buttons a row holds at their shortest
        splits = [counts for counts in _splits(len(shown), MAX_REMEDY_ROWS) if max(counts) <= fits]
        if splits:
            # Three remedies of 370, 460 and 220 px in 690: "370 | 460 + 220" shortens one
            # button by a few pixels, "370 + 460 | 220" cut both to "LoRA adapters + ZeRO…".
            def widest(counts: tuple[int, ...]) -> int:
                starts = [int(x) for x in np.cumsum((0, *counts))]
                return max(sum(widths[a:b]) for a, b in itertools.pairwise(starts))

            return list(min(splits, key=widest))
        per_row = max(1, min(math.ceil(len(shown) / MAX_REMEDY_ROWS), fits))
        return [min(per_row, len(shown) - k) for k in range(0, len(shown), per_row)]

    def _arrange_remedies(self) -> None:
        """The remedy buttons, in order, in the rows ``remedy_rows`` gives."""
        if not self._remedies:
            return
        counts = self.remedy_rows()
        if counts == self._placed:
            return
        self._placed = counts
        rows = [row for row, count in enumerate(counts) for _ in range(count)]
        for button in self.buttons:
            for line in self._rows:
                line.removeWidget(button)
        for button, row in zip(self.buttons, rows, strict=False):
            target = self._rows[row]
            target.insertWidget(target.count() - 1, button)  # before the row's stretch
        for button in self.buttons[len(rows) :]:  # hidden: kept in the layout, last
            self._rows[-1].insertWidget(self._rows[-1].count() - 1, button)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_remedies()

    # ------------------------------------------------------------ applying
    def apply_remedy(self, index: int) -> None:
        """Change the settings the estimate uses (and the GPU count) as the remedy says.

        Serving: a remedy's streams and context become the job's concurrency and context
        (the workload bar's boxes then show them, a later edit of either box is the user's
        again, and the build saves them); its other settings ride as overrides.  Training:
        a remedy's gradient accumulation (a smaller micro-batch keeping the effective batch)
        and layout become the job's the same way."""
        if index >= len(self._remedies):
            return
        remedy = self._remedies[index]
        choice = self.analysis.workload
        applied = applied_choice(choice, remedy["settings"])
        count = int(remedy.get("count", 0))
        gpus = [p for p in self.analysis.document.resolved.of(Category.GPU)]
        if gpus and count > sum(p.quantity for p in gpus):
            pick = gpus[0]
            before = self._gpu_undo[1] if self._gpu_undo else pick.quantity
            self._gpu_undo = (pick.part.id, before, count)
            self.analysis.document.set_quantity(Category.GPU, pick.part.id, count)
        if self._undo is None or self._undo[1] != choice:
            self._undo = (choice, applied)
        else:
            self._undo = (self._undo[0], applied)
        self.analysis.set_workload(applied)
        if applied.job() != choice.job():
            self.analysis.document.set_job(applied.job())

    def _restore_gpu_count(self) -> None:
        """The GPU count before the remedies, while the line still has the count they set."""
        if self._gpu_undo is None:
            return
        part_id, before, applied = self._gpu_undo
        self._gpu_undo = None
        line = next(
            (p for p in self.analysis.document.resolved.of(Category.GPU) if p.part.id == part_id),
            None,
        )
        if line is not None and line.quantity == applied:
            self.analysis.document.set_quantity(Category.GPU, part_id, before)

    def reset_remedies(self) -> None:
        """Back to the choice before the first remedy (its context and streams too), or, once
        the user has changed the workload since, to the workload's own settings."""
        self._restore_gpu_count()
        current = self.analysis.workload
        if self._undo is not None and self._undo[1] == current:
            before = self._undo[0]
            self._undo = None
            self.analysis.set_workload(before)
            if before.job() != current.job():
                self.analysis.document.set_job(before.job())
            return
        self._undo = None
        self.analysis.set_workload(dataclasses.replace(current, memory=()))


def _splits(count: int, rows: int) -> list[tuple[int, ...]]:
    """Every way to put ``count`` buttons in order into ``rows`` non-empty rows."""
    if rows <= 1 or count <= 1:
        return [(count,)] if count else []
    return [
        (first, *rest)
        for first in range(1, count - rows + 2)
        for rest in _splits(count - first, rows - 1)
    ]
