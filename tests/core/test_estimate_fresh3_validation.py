"""The third validation set (ids ``fresh3-*``): published runs collected on 2026-11-26 and
pre-registered before the quantised-decode term fitted on the second set was merged, held out
of every fit (decoding's included) and reported as their own group, so a reader can judge that
change on runs that shaped nothing."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.estimate.accuracy import fresh2_row, fresh3_row
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import (
    is_decode_held_out,
    is_fresh2,
    is_fresh3,
    is_held_out,
    load_points,
    predict,
)

REPO = Path(__file__).resolve().parents[2]
BAND = {"lo": math.log(1 / 1.2), "hi": math.log(1 / 0.8)}  # predicted within −20 % … +20 %


def _points(ids: list[str], predicted_over_measured: list[float]) -> pd.DataFrame:
    ratio = np.array(predicted_over_measured)
    return pd.DataFrame({"id": ids, "log_ratio": np.log(1 / ratio)})


def _fresh3() -> pd.DataFrame:
    points = load_points()
    return points[is_fresh3(points["id"])].reset_index(drop=True)


def test_fresh3_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh-gptfast-a100", "fresh2-xdai-4090", "fresh3-exl2-4090", "x-fresh3-1"])
    assert is_fresh3(ids).tolist() == [False, False, True, False]
    assert is_held_out(ids).tolist() == [True, True, True, False]
    # The once-fresh runs are in source for decoding; the later sets never are.
    assert is_decode_held_out(ids).tolist() == [False, True, True, False]


def test_the_summary_gets_a_third_validation_row_of_its_own():
    points = _points(
        ["dle-a", "fresh2-a", "fresh3-a", "fresh3-b", "fresh3-c", "fresh3-d"],
        [1.0, 1.5, 1.1, 0.9, 1.3, 1.0],
    )
    (third,) = fresh3_row(points, BAND)
    cells = [c.strip() for c in third.strip("|").split("|")]
    assert "fresh validation 3 (`fresh3-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "4"  # the fresh3 rows only, not the fresh2 one
    assert cells[3] == "10.0 %"  # median of 10, 10, 30, 0 %
    assert cells[-1] == "75%"  # +30 % is outside the −20/+20 % band
    # ... and the second set's row does not count them.
    (second,) = fresh2_row(points, BAND)
    assert [c.strip() for c in second.strip("|").split("|")][2] == "1"
    assert fresh3_row(_points(["dle-a", "fresh2-a"], [1.0, 1.1]), BAND) == []


def test_every_fresh3_row_loads_predicts_and_cites_its_source():
    rows = _fresh3()
    assert len(rows) >= 20
    assert rows["id"].is_unique
    assert (rows["kind"] == "decode").sum() >= len(rows) * 0.6  # mostly LLM decoding
    predicted, _ = predict(rows, load_calibration())
    assert np.isfinite(predicted).all() and (predicted > 0).all()
    assert rows["source"].str.startswith("https://").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith("fresh validation 3").all()
    # Both weight regimes the quantised-decode change touches: 16/8-bit and 4-bit weights.
    bits = rows["bits"].replace("", "16").astype(int)
    assert (bits == 4).sum() >= 5 and (bits >= 8).sum() >= 5


def test_fresh3_sources_are_pages_the_table_did_not_cite_before():
    points = load_points()
    older = set(points.loc[~is_fresh3(points["id"]), "source"])
    assert not set(_fresh3()["source"]) & older
    assert not set(points.loc[is_fresh2(points["id"]), "id"]) & set(_fresh3()["id"])
