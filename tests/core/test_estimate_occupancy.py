"""A decode kernel of one-warp blocks keeps as many warps loading as the SM holds blocks
(CUDA C++ Programming Guide: 16 on compute capability 8.6, 24 on 8.9), each at the rate one
such warp drew on our H200 (data/one_warp_gemv.csv)."""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.estimate import occupancy


def test_fewer_resident_warps_each_draw_more_but_the_sm_draws_less():
    warps = np.array([4.0, 16.0, 24.0, 32.0])
    per_warp = occupancy.one_warp_bytes_per_ns(warps)
    assert np.all(np.diff(per_warp) < 0)
    assert np.all(np.diff(warps * per_warp) > 0)
    # Between two measured residencies the rate is interpolated, never extrapolated wildly.
    assert per_warp[1] > occupancy.one_warp_bytes_per_ns(np.array([20.0]))[0] > per_warp[2]


def test_unknown_sm_count_or_residency_caps_nothing():
    seconds = occupancy.one_warp_seconds(1e9, np.array([np.nan, 84.0]), np.array([16.0, np.nan]))
    assert seconds.tolist() == [0.0, 0.0]


def test_a_bad_residency_row_names_the_file_line_and_field(tmp_path):
    (tmp_path / occupancy.RESIDENCY_FILE).write_text(
        "arch,compute_capability,max_blocks_per_sm,max_warps_per_sm,source,as_of,notes\n"
        "ada,8.9,twenty-four,48,CUDA guide,2026-11-27,\n"
    )
    with pytest.raises(occupancy.ResidencyError, match=r"line 2 \(ada\): max_blocks_per_sm"):
        occupancy._table(tmp_path)


def test_a_measured_rate_without_a_source_is_refused(tmp_path):
    (tmp_path / occupancy.ONE_WARP_FILE).write_text(
        "resident_warps_per_sm,bytes_per_ns_per_warp,gpu,source,as_of,notes\n16,0.36,H200,,,\n"
    )
    with pytest.raises(occupancy.ResidencyError, match="line 2: source is empty"):
        occupancy._one_warp_rates(tmp_path)
