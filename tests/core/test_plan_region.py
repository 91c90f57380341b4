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


def test_a_job_is_described_by_the_workloads_name_with_a_translatable_unit():
    from dlbox.core.estimate import load_workloads
    from dlbox.core.plan.jobs import JobPart, describe_msg

    workload = load_workloads()["resnet50"]
    message = describe_msg(JobPart(workload, 1_281_167.0 * 2))
    assert str(message).startswith(f"{workload.name}: 2,562,334 images")  # not "resnet50:"

    def shout(context: str, text: str) -> str:  # a stand-in translator
        return text.upper() if text == "images" else text

    assert "2,562,334 IMAGES" in message.render(shout)
