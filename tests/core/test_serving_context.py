"""The context a serving job opens with, and the longest context a card holds at a number
of streams (estimate/serving_context.py)."""

from __future__ import annotations

import dataclasses

import pytest

from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import plan_choices, resolve_choices
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.models import model_spec, workload_from_spec
from dlbox.core.estimate.serving_context import default_context, longest_context, usual_context


@pytest.fixture(scope="module")
def llama8b():
    return workload_from_spec(model_spec("llama-3.1-8b"), task="decode")


def _verdict(hw, workload, choices, tokens: int) -> str:
    fit = plan_choices(hw, 1, workload, dataclasses.replace(choices, context=tokens))
    return str(fit.memory.verdict(fit.batch)[0])


@pytest.mark.parametrize(
    ("vram", "tokens"), [(8, 4_096), (16, 4_096), (24, 32_768), (32, 32_768), (48, 262_144)]
)
def test_the_usual_context_follows_ollamas_vram_tiers(vram, tokens):
    assert usual_context(vram) == tokens


@pytest.mark.parametrize("streams", [1, 4, 8])
def test_the_longest_context_fits_and_one_more_kib_does_not(catalogue, llama8b, streams):
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    choices = resolve_choices(llama8b, TrainSettings(context_tokens=131_072, batch_per_gpu=streams))
    longest = longest_context(hw, 1, llama8b, choices)
    assert longest >= 1024
    assert _verdict(hw, llama8b, choices, longest) == "fits"
    assert _verdict(hw, llama8b, choices, longest + 1024) != "fits"
    # Whatever context the job asked for, the answer is the same.
    again = dataclasses.replace(choices, context=2_048)
    assert longest_context(hw, 1, llama8b, again) == longest


def test_the_default_is_the_tier_the_window_or_what_fits_whichever_is_least(catalogue, llama8b):
    small = arrays_for([catalogue.get("gpu", "rtx-4090")])
    one = resolve_choices(llama8b, TrainSettings(batch_per_gpu=1))
    fits = longest_context(small, 1, llama8b, one)
    assert default_context(small, 1, llama8b, one, 131_072) == min(32_768, fits)
    assert default_context(small, 1, llama8b, one, 8_192) == 8_192  # the model's window
    weights_only = dataclasses.replace(one, bits=4)  # more room: the tier binds
    assert default_context(small, 1, llama8b, weights_only, 131_072) == 32_768


def test_a_model_whose_weights_fill_the_card_has_no_longest_context(catalogue):
    workload = workload_from_spec(model_spec("llama-3.1-70b"), task="decode")
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    choices = resolve_choices(workload, TrainSettings(batch_per_gpu=1))
    assert longest_context(hw, 1, workload, choices) == 0
    assert default_context(hw, 1, workload, choices, 131_072) == 32_768  # the tier stays


def test_the_check_names_the_longest_context_with_its_change_in_json(catalogue, llama8b):
    from pathlib import Path

    from dlbox.core.build import resolve
    from dlbox.core.files import read_build
    from dlbox.core.rules import check_build

    tower = Path(__file__).resolve().parents[2] / "data/examples/rtx-4090-tower.dlbox.json"
    resolved = resolve(read_build(tower), catalogue)
    settings = TrainSettings(context_tokens=131_072, batch_per_gpu=8)
    result = check_build(resolved, catalogue, workload=llama8b, settings=settings)
    (finding,) = [f for f in result.findings if f.rule == "dl.workload_fit"]
    assert finding.severity == "error"
    hw = arrays_for([catalogue.get("gpu", "rtx-4090")])
    longest = longest_context(hw, 1, llama8b, resolve_choices(llama8b, settings))
    assert f"the longest context that fits 8 streams is {longest:,} tokens" in finding.message
    said = finding.to_dict()["fix"]
    assert said["settings"] == {"context_tokens": longest}
    assert said["text"] == f"Use a context of {longest:,} tokens"
