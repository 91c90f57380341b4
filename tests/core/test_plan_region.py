"""`dlbox plan --region` and the planner's region box find a region by part of its code
or by its place: "taiwan" finds Google Cloud's asia-east1, "tokyo" every cloud's Tokyo."""

from __future__ import annotations

from dlbox.core.plan.economics import region_fits


def test_a_place_finds_regions_whose_code_does_not_name_it():
    assert region_fits("asia-east1", "taiwan")
    assert region_fits("Taiwan, TW, AS", "Taiwan")  # a marketplace's own spelling
    assert all(region_fits(r, "tokyo") for r in ("ap-northeast-1", "asia-northeast1", "japaneast"))


def test_code_parts_still_match_as_before():
    assert region_fits("us-east-1", "us-east") and region_fits("asia-south1", "asia")
    assert not region_fits("us-west-2", "us-east")
    assert not region_fits("eu-central-1", "tokyo")
    assert not region_fits(None, "asia")
