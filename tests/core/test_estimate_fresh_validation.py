"""Fresh validation rows (ids ``fresh-*``): runs read after the model was frozen, shown as
their own group in the accuracy report so a reader sees the model on data that shaped no term."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from dlbox.core.estimate.accuracy import validation_row
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import (
    is_decode_held_out,
    is_fresh,
    is_held_out,
    load_points,
)

BAND = {"lo": math.log(1 / 1.2), "hi": math.log(1 / 0.8)}  # predicted within −20 % … +20 %


def _points(ids: list[str], predicted_over_measured: list[float]) -> pd.DataFrame:
    ratio = np.array(predicted_over_measured)
    return pd.DataFrame({"id": ids, "log_ratio": np.log(1 / ratio)})


def test_only_rows_named_fresh_count_as_fresh():
    ids = pd.Series(["fresh-gptfast-a100", "dle-rn50-a100-amp-1", "x-fresh-1", "fresh-"])
    assert is_fresh(ids).tolist() == [True, False, False, True]


def test_the_fresh_group_summarises_only_its_own_runs():
    # Two older runs predicted perfectly, three fresh ones off by +10 %, −30 % and +50 %.
    points = _points(
        ["dle-a", "dle-b", "fresh-a", "fresh-b", "fresh-c"], [1.0, 1.0, 1.10, 0.70, 1.50]
    )
    (line,) = validation_row(points, BAND, 1)
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[2] == "3"  # n: the fresh runs only
    assert cells[3] == "30.0 %"  # median |error| of 10, 30, 50 %
    assert cells[6] == "33%"  # only the +10 % run is inside −20 … +20 %
    assert "-22%" in cells[5] and "+42%" in cells[5]  # their own 10/90 % signed quantiles


def test_no_fresh_rows_no_fresh_line():
    assert validation_row(_points(["dle-a", "nemo-b"], [1.0, 1.2]), BAND, 1) == []


def test_the_shipped_table_holds_a_fresh_validation_set_for_every_task():
    points = load_points()
    fresh = points[is_fresh(points["id"])]
    assert set(fresh["kind"]) == {"train", "decode", "generate"}
    assert len(fresh) >= 15
    assert fresh["note"].str.startswith("fresh validation").all()


def test_fresh_runs_shape_no_fitted_term():
    """The tiers the app uses are fitted on the other runs only: a fresh run stays a test.

    Except decoding's: its fresh runs were read when its terms were chosen
    (DECODE_TERMS_SEEN), so they are in source for those terms and enter its fit."""
    cal = load_calibration()
    points = load_points()
    fitted = points[~is_held_out(points["id"])]  # no validation set
    for tier, fit in cal.tiers["generate"].items():
        runs = fitted[(fitted["kind"] == "generate") & (fitted["tier"] == tier)]
        assert fit["points"] == len(runs), ("generate", tier)
    # Decoding fits its once-fresh runs, never the second or third set's.
    in_decode_fit = points[~is_decode_held_out(points["id"])]
    for tier, fit in cal.tiers["decode"].items():
        runs = in_decode_fit[(in_decode_fit["kind"] == "decode") & (in_decode_fit["tier"] == tier)]
        assert fit["points"] == len(runs), ("decode", tier)
    # ... and they still count in the band the app shows.
    assert cal.meta["external_points"] == len(points)
    assert cal.external["decode"]["n"] == (points["kind"] == "decode").sum()


def test_the_report_says_fresh2_decode_runs_were_seen_when_the_quantised_term_was_chosen():
    """fresh2 decode runs stay out of every fit (above), but the quantised term (the
    dequantisation roofline) was chosen after reading them: the report must not call them
    a blind test of it, while training's and generation's fresh2 rows still are one."""
    points = _points(["fresh2-a", "fresh2-b", "dle-c"], [1.0, 1.1, 1.0])
    (decode,) = validation_row(points, BAND, 2, seen=True)
    (train,) = validation_row(points, BAND, 2)
    assert "seen when the quantised term" in decode
    assert "seen" not in train
    assert decode.split("|")[3].strip() == "2"  # the fresh2 runs only
