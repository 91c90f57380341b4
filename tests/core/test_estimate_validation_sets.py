"""The later validation sets: ``fresh2-*`` (published runs collected on 2026-11-26 before that
session's estimator term changes), ``fresh3-*`` (pre-registered before the quantised-decode
term fitted on the second set was merged) and ``fresh4-*`` (pre-registered before that day's
training and decode term changes). Each is held out of every fit (the three later sets out of
decoding's too) and reported as its own group, so a reader can judge those changes on runs
that shaped nothing."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dlbox.core.estimate.accuracy import fresh2_row, fresh3_row, fresh4_row, fresh_row
from dlbox.core.estimate.calibration import load_calibration
from dlbox.core.estimate.external import (
    EXTERNAL_FILE,
    fit_external,
    is_decode_held_out,
    is_fresh,
    is_fresh2,
    is_fresh3,
    is_fresh4,
    is_held_out,
    load_points,
    predict,
)

REPO = Path(__file__).resolve().parents[2]
BAND = {"lo": math.log(1 / 1.2), "hi": math.log(1 / 0.8)}  # predicted within −20 % … +20 %


def _points(ids: list[str], predicted_over_measured: list[float]) -> pd.DataFrame:
    ratio = np.array(predicted_over_measured)
    return pd.DataFrame({"id": ids, "log_ratio": np.log(1 / ratio)})


def _fresh2() -> pd.DataFrame:
    points = load_points()
    return points[is_fresh2(points["id"])].reset_index(drop=True)


def test_the_two_validation_sets_are_told_apart_and_both_held_out():
    ids = pd.Series(["fresh-gptfast-a100", "fresh2-xdai-4090", "dle-rn50", "x-fresh2-1"])
    assert is_fresh(ids).tolist() == [True, False, False, False]
    assert is_fresh2(ids).tolist() == [False, True, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]


def test_each_set_gets_its_own_summary_line():
    # One older run, two first-set runs off by +10 % and −30 %, three second-set runs off by
    # +5 %, +50 % and −40 %: each line counts and summarises only its own runs.
    points = _points(
        ["dle-a", "fresh-a", "fresh-b", "fresh2-a", "fresh2-b", "fresh2-c"],
        [1.0, 1.10, 0.70, 1.05, 1.50, 0.60],
    )
    (first,) = fresh_row(points, BAND)
    (second,) = fresh2_row(points, BAND)
    cells = [c.strip() for c in second.strip("|").split("|")]
    assert "fresh validation 2 (`fresh2-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "3"
    assert cells[3] == "40.0 %"  # median |error| of 5, 50, 40 %
    assert cells[6] == "33%"  # only the +5 % run is inside −20 … +20 %
    assert [c.strip() for c in first.strip("|").split("|")][2] == "2"
    assert fresh2_row(_points(["dle-a", "fresh-a"], [1.0, 1.1]), BAND) == []


def test_every_fresh2_row_loads_predicts_and_cites_its_source():
    rows = _fresh2()
    assert len(rows) >= 30
    assert set(rows["kind"]) == {"train", "decode", "generate"}
    assert rows["id"].is_unique and load_points()["id"].is_unique
    assert rows["source"].str.startswith("https://").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith("fresh validation 2").all()
    predicted, _ = predict(rows, load_calibration())  # no row rejected
    assert np.isfinite(predicted).all() and (predicted > 0).all()


def test_fresh2_sources_are_pages_the_table_did_not_cite_before():
    points = load_points()
    older = set(points.loc[~is_fresh2(points["id"]), "source"])
    assert not set(_fresh2()["source"]) & older


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


def _fresh4() -> pd.DataFrame:
    points = load_points()
    return points[is_fresh4(points["id"])].reset_index(drop=True)


def test_fresh4_ids_are_held_out_of_every_fit_and_of_the_decode_fit():
    ids = pd.Series(["fresh3-exl2-4090", "fresh4-dle-txl-a100", "fresh4x-a", "x-fresh4-1"])
    assert is_fresh4(ids).tolist() == [False, True, False, False]
    assert is_held_out(ids).tolist() == [True, True, False, False]
    assert is_decode_held_out(ids).tolist() == [True, True, False, False]


def test_the_summary_gets_a_fourth_validation_row_that_counts_only_its_runs():
    points = _points(
        ["dle-a", "fresh3-a", "fresh4-a", "fresh4-b", "fresh4-c"],
        [1.0, 1.5, 1.1, 0.5, 1.0],
    )
    (fourth,) = fresh4_row(points, BAND)
    cells = [c.strip() for c in fourth.strip("|").split("|")]
    assert "fresh validation 4 (`fresh4-*`, collected 2026-11-26" in cells[0]
    assert cells[2] == "3"  # not the fresh3 run
    assert cells[3] == "10.0 %"  # median of 10, 50, 0 %
    assert cells[-1] == "67%"  # −50 % is outside the −20/+20 % band
    (third,) = fresh3_row(points, BAND)
    assert [c.strip() for c in third.strip("|").split("|")][2] == "1"
    assert fresh4_row(_points(["dle-a", "fresh3-a"], [1.0, 1.1]), BAND) == []


def test_every_fresh4_row_loads_predicts_and_cites_a_page_no_earlier_row_cited():
    rows = _fresh4()
    assert len(rows) >= 30
    assert set(rows["kind"]) == {"train", "decode", "generate"}
    assert rows["id"].is_unique and load_points()["id"].is_unique
    predicted, _ = predict(rows, load_calibration())
    assert np.isfinite(predicted).all() and (predicted > 0).all()
    assert rows["source"].str.startswith("https://").all()
    assert (rows["as_of"].str.len() >= 4).all()
    assert rows["note"].str.startswith("fresh validation 4").all()
    # The multi-GPU training the day's contention term touches: runs on 1, 2 and 8 GPUs.
    train = rows[rows["kind"] == "train"]
    assert {1, 2, 8} <= set(train["count"].astype(int))
    # 16-bit decoding, the regime the kernel-generation change touches.
    decode = rows[rows["kind"] == "decode"]
    assert (decode["bits"].replace("", "16").astype(int) == 16).sum() >= 4
    points = load_points()
    older = set(points.loc[~is_fresh4(points["id"]), "source"])
    assert not set(rows["source"]) & older


# Each held-out set: its id test, its pre-registered record and the main commit it was made on.
HELD_OUT_SETS = [
    pytest.param(is_fresh2, "fresh2-predicted.json", "7281015", id="fresh2"),
    pytest.param(is_fresh3, "fresh3-predicted.json", "7a2ba24", id="fresh3"),
    pytest.param(is_fresh4, "fresh4-predicted.json", "30296b2", id="fresh4"),
]


@pytest.mark.parametrize(("in_set", "record_file", "base"), HELD_OUT_SETS)
def test_a_validation_set_moves_no_fitted_constant(tmp_path, in_set, record_file, base):
    """Tripling every measurement of the set leaves the fitted tiers exactly as shipped in
    calibration.json: the set judges the model, it never shapes it."""
    table = pd.read_csv(REPO / "data" / EXTERNAL_FILE, dtype=str, keep_default_na=False)
    rows = in_set(table["id"])
    table.loc[rows, "measured"] = [str(float(v) * 3) for v in table.loc[rows, "measured"]]
    (tmp_path / EXTERNAL_FILE).parent.mkdir(parents=True)
    table.to_csv(tmp_path / EXTERNAL_FILE, index=False)
    shipped = load_calibration()
    fit = fit_external(dataclasses.replace(shipped, external={}, tiers={}), tmp_path)
    assert json.dumps(fit.tiers, sort_keys=True) == json.dumps(shipped.tiers, sort_keys=True)
    # ... while the band, which every held-out run counts in, does see them.
    assert fit.band["decode"]["n"] == shipped.external["decode"]["n"]
    assert fit.band["decode"] != shipped.external["decode"]


@pytest.mark.parametrize(("in_set", "record_file", "base"), HELD_OUT_SETS)
def test_every_run_of_a_validation_set_was_predicted_before_the_change_it_judges(
    in_set, record_file, base
):
    """The pre-registered record (tools/predict_fresh2.py [--set N]) covers every row of its
    set, with the clean commit and date it was written on: the later estimator is judged
    against it."""
    record = json.loads((REPO / "data" / "benchmarks" / "measured" / record_file).read_text())
    points = load_points()
    assert set(record["rows"]) == set(points.loc[in_set(points["id"]), "id"])
    assert len(record["commit"]) == 40 and record["date"].startswith("2026-11-26")
    assert record["worktree_clean"] is True
    assert record["main_base"].startswith(base)
    assert all(r["predicted"] > 0 for r in record["rows"].values())
