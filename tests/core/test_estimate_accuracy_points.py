"""The accuracy report's points file names every run, so one report's points can be matched
with the next's (a validation run's error before and after a change)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from dlbox.core.estimate.accuracy import POINTS_FILE, lambda_run_ids
from dlbox.core.estimate.external import load_points

REPO = Path(__file__).resolve().parents[2]


def test_lambda_points_that_differ_in_any_grouping_key_get_different_ids():
    points = pd.DataFrame(
        {
            "run": ["v1", "v2", "v2", "tf", "v2"],
            "gpu_id": ["a100-sxm4-80gb"] * 5,
            "workload": ["resnet50"] * 5,
            "precision": ["amp", "amp", "tf32", "amp", "amp"],
            "n_gpus": [1, 1, 1, 1, 8],
            "nvlink": [False, False, False, False, True],
        }
    )
    ids = lambda_run_ids(points)
    assert ids.is_unique
    assert ids.iloc[0] == "lambda-v1:a100-sxm4-80gb:resnet50:amp:x1"
    assert ids.iloc[4] == "lambda-v2:a100-sxm4-80gb:resnet50:amp:x8:nvlink"
    assert lambda_run_ids(points).equals(ids)  # the same point, the same id, every report


def test_the_shipped_points_file_names_every_run_once_and_keeps_its_columns():
    points = pd.read_csv(REPO / "docs" / POINTS_FILE, dtype={"run_id": str})
    assert list(points.columns) == ["run_id", "source", "group", "measured", "predicted"]
    assert points["run_id"].notna().all() and points["run_id"].is_unique
    outside = points[points["source"] == "out"]
    assert set(outside["run_id"]) == set(load_points()["id"])  # external.csv's own ids
    assert points.loc[points["source"] == "in", "run_id"].str.startswith("lambda-").all()


def test_the_fresh4_memory_peaks_are_out_of_source_unless_read_and_each_is_judged():
    """torchao's decode peaks, collected after memory.py last changed: each is out of source
    unless a later term was chosen while reading it (its note then says so), cites its page,
    and gets a prediction and a right verdict (the runs ran)."""
    from dlbox.core.estimate.memory_check import load_points as memory_points
    from dlbox.core.estimate.memory_check import published_results

    rows = memory_points()
    held = rows[rows["id"].str.startswith("fresh4-mem-")]
    assert len(held) >= 5
    read = held["split"] == "in"
    assert (held["split"].isin(["in", "out"])).all() and (~read).any()
    assert held.loc[read, "notes"].str.contains("In-source since").all()
    assert held["source"].str.startswith("https://").all()
    judged = published_results()
    judged = judged[judged["id"].str.startswith("fresh4-mem-")]
    assert (judged["predicted"] > 0).all() and judged["verdict_right"].all()
