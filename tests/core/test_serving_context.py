"""The context a serving job opens with, and the longest context a card holds at a number
of streams (estimate/serving_context.py)."""

from __future__ import annotations

import dataclasses

import pytest

from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import plan_choices, resolve_choices
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.serving_context import (
    default_context,
    longest_context,
    ollama_vram_gib,
    usual_context,
)
from dlbox.core.estimate.workloads import workload_from_spec


@pytest.fixture(scope="module")
def llama8b():
    return workload_from_spec(model_spec("llama-3.1-8b"), task="decode")


def _verdict(hw, workload, choices, tokens: int) -> str:
    fit = plan_choices(hw, 1, workload, dataclasses.replace(choices, context=tokens))
    return str(fit.memory.verdict(fit.batch)[0])


@pytest.mark.parametrize(
    ("vram", "tokens"),
    [
        (8, 4_096),
        (22.49, 4_096),  # an A10 or L4 (ECC on)
        (22.99, 4_096),
        (23.0, 32_768),  # Ollama's bound, 1 GiB under the documented 24
        (23.99, 32_768),  # an RTX 4090 as nvidia-smi reports it
        (44.99, 32_768),  # an L40S (ECC on)
        (46.99, 32_768),
        (47.0, 262_144),  # Ollama's bound, 1 GiB under the documented 48
        (47.98, 262_144),  # two RTX 4090s
    ],
)
def test_the_usual_context_follows_ollamas_vram_tiers(vram, tokens):
    assert usual_context(vram) == tokens


@pytest.mark.parametrize(
    ("cards", "gib"),
    [
        (["rtx-4090"], 24_564 / 1024),  # nvidia-smi: 24564 MiB, not 24 GiB
        (["l40s"], 46_068 / 1024),  # ECC on: 15/16 of 48 GiB
        (["l4"], 23_034 / 1024),
        (["rtx-4090", "rtx-4090"], 2 * 24_564 / 1024),  # every card, added up
    ],
)
def test_ollama_sizes_its_tier_by_the_driver_totals_of_every_card(catalogue, cards, gib):
    hw = arrays_for([catalogue.get("gpu", card) for card in cards])
    assert ollama_vram_gib(hw) == pytest.approx(gib, abs=1e-6)


@pytest.mark.parametrize(
    ("card", "count", "tier"),
    [
        ("rtx-4090", 1, 32_768),  # 23.99 GiB: still Ollama's middle tier
        ("l40s", 1, 32_768),  # 44.99 GiB: not the 262,144 tier of a "48 GB" card
        ("l4", 1, 4_096),  # 22.49 GiB: not the 32,768 tier of a "24 GB" card
        ("rtx-4090", 2, 131_072),  # 47.98 GiB: the top tier, within the model's window
    ],
)
def test_a_new_job_opens_on_the_tier_ollama_picks_for_the_card(catalogue, card, count, tier):
    hw = arrays_for([catalogue.get("gpu", card)])
    small = workload_from_spec(model_spec("llama-3.2-1b"), task="decode")
    one = resolve_choices(small, TrainSettings(batch_per_gpu=1))
    assert longest_context(hw, count, small, one) >= tier  # the tier binds, not the memory
    assert default_context(hw, count, small, one, 131_072) == tier


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
