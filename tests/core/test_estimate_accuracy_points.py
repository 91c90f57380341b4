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
