"""Draw docs/estimator-accuracy.png from the points `make accuracy` writes.

Predicted against measured throughput on log–log axes: Lambda's runs held out
one GPU at a time (in source, by model family) and other stacks' published runs
held out one at a time (out of source, training and LLM decode), with the
y = x line and the app's out-of-source band around it.  Drawn with pyqtgraph
offscreen, outside the Qt-free core.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python tools/accuracy_plot.py``
(``make accuracy`` does).
"""

from __future__ import annotations

import json
import math
import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
POINTS = ROOT / "docs" / "estimator-accuracy-points.csv"
TARGET = ROOT / "docs" / "estimator-accuracy.png"
CALIBRATION = ROOT / "data" / "calibration.json"
# (source, group) → (label, colour, symbol); out-of-source points are drawn larger.
STYLE = {
    ("in", "cnn"): ("CNN, Lambda (held-out GPU)", (31, 119, 180, 110), "o"),
    ("in", "transformer"): ("Transformer, Lambda (held-out GPU)", (255, 127, 14, 110), "o"),
    ("in", "rnn"): ("RNN, Lambda (held-out GPU)", (44, 160, 44, 110), "o"),
    ("out", "training"): ("Training, other stacks (held out)", (214, 39, 40, 230), "s"),
    ("out", "decode"): ("LLM decode, other stacks (held out)", (148, 103, 189, 230), "t"),
    ("out", "generate"): ("Image generation, other stacks (held out)", (23, 190, 207, 230), "d"),
}


def draw(points: pd.DataFrame, band: tuple[float, float] | None, target: Path) -> None:
    import pyqtgraph as pg
    from pyqtgraph.exporters import ImageExporter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    pg.setConfigOptions(antialias=True, background="w", foreground="k")
    widget = pg.PlotWidget()
    widget.resize(900, 760)
    plot = widget.getPlotItem()
    plot.setLogMode(x=True, y=True)
    plot.showGrid(x=True, y=True, alpha=0.2)
    plot.setTitle("Predicted vs measured throughput (each point held out of its own fit)")
    plot.setLabel("bottom", "measured (samples, images or tokens per second)")
    plot.setLabel("left", "predicted")
    legend = plot.addLegend(offset=(10, 10))
    lo = float(np.log10(min(points["measured"].min(), points["predicted"].min()))) - 0.1
    hi = float(np.log10(max(points["measured"].max(), points["predicted"].max()))) + 0.1
    # In log mode pyqtgraph takes raw values and ranges in decades.
    xs = 10.0 ** np.array([lo, hi])
    plot.plot(xs, xs, pen=pg.mkPen((90, 90, 90), width=1.5), name="predicted = measured")
    if band is not None:
        # Band edges in log(measured / predicted): predicted = measured / exp(edge).
        for edge, name in ((band[0], "out-of-source band"), (band[1], None)):
            plot.plot(
                xs,
                xs / math.exp(edge),
                pen=pg.mkPen((214, 39, 40), width=1, style=pg.QtCore.Qt.PenStyle.DashLine),
                name=name,
            )
    for (source, group), (label, colour, symbol) in STYLE.items():
        sel = points[(points["source"] == source) & (points["group"] == group)]
        if sel.empty:
            continue
        plot.plot(
            sel["measured"].to_numpy(),
            sel["predicted"].to_numpy(),
            pen=None,
            symbol=symbol,
            symbolSize=9 if source == "out" else 5,
            symbolBrush=pg.mkBrush(*colour),
            symbolPen=pg.mkPen((40, 40, 40, 160)) if source == "out" else None,
            name=f"{label} ({len(sel)})",
        )
    plot.setXRange(lo, hi, padding=0)
    plot.setYRange(lo, hi, padding=0)
    legend.setBrush(pg.mkBrush(255, 255, 255, 220))
    app.processEvents()
    exporter = ImageExporter(plot)
    exporter.parameters()["width"] = 900
    tmp = target.with_suffix(".tmp.png")
    exporter.export(str(tmp))
    tmp.replace(target)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        points = pd.read_csv(POINTS)
    except (OSError, pd.errors.ParserError) as exc:
        print(f"accuracy_plot: cannot read {POINTS} ({exc}): run `make accuracy`", file=sys.stderr)
        return 2
    band = None
    try:
        train = json.loads(CALIBRATION.read_text(encoding="utf-8"))["external"]["train"]
        band = (float(train["lo"]), float(train["hi"]))
    except (OSError, KeyError, ValueError):
        pass
    draw(points, band, TARGET)
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
