"""Suggested fixes say what they do to speed, price and power, and fit the build's form."""

from __future__ import annotations

from pathlib import Path

import pytest

from dlbox.core import estimate
from dlbox.core.build import resolve
from dlbox.core.build_estimate import estimate_build
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.files import read_build
from dlbox.core.parts import Category
from dlbox.core.rig.view import BuildView
from dlbox.core.rules import check_build
from dlbox.core.rules.compat import base_build, with_candidate
from dlbox.core.rules.effects import EffectEstimator

ROOT = Path(__file__).resolve().parents[2]
BUILDS = ROOT / "tests" / "data" / "builds"
EXAMPLES = ROOT / "data" / "examples"


@pytest.fixture(scope="module")
def resnet50():
    return dict(estimate.load_workloads())["resnet50"]


def _throughput(resolved, workload):  # type: ignore[no-untyped-def]
    return estimate_build(resolved, workload, TrainSettings()).throughput


def test_blower_fix_for_stacked_cards_states_speed_price_and_power(catalogue, resnet50):
    build = read_build(BUILDS / "two-3090-am5-x8x8.dlbox.json")
    build = build.without(Category.GPU, "gigabyte-rtx-3090-turbo-24g").with_part(
        catalogue.get(Category.GPU, "rtx-3090"), 2
    )
    resolved = resolve(build, catalogue)
    result = check_build(resolved, catalogue, workload=resnet50, settings=TrainSettings())
    [finding] = [f for f in result.findings if f.rule == "physical.gpu_adjacent"]
    fix = finding.fix
    assert fix is not None and fix.part_ids
    assert [e.part_id for e in fix.effects] == list(fix.part_ids)
    base_speed = _throughput(resolved, resnet50)
    base_load = BuildView.of(resolved).power.load_w
    old = catalogue.get(Category.GPU, "rtx-3090")
    for effect in fix.effects:
        new = catalogue.get(Category.GPU, effect.part_id)
        swapped = with_candidate(base_build(resolved, Category.GPU, "replace"), new, 2)
        if new.price is not None and new.currency == old.currency == "USD":
            assert effect.price_delta == pytest.approx(2 * (new.price - old.price))
        else:
            assert effect.price_delta is None
        assert effect.power_delta_w == pytest.approx(BuildView.of(swapped).power.load_w - base_load)
        assert effect.speed_change == pytest.approx(_throughput(swapped, resnet50) / base_speed - 1)
    # The CLI and JSON carry the same figures.
    assert "speed" in str(fix) or "power" in str(fix)
    assert fix.to_dict()["effects"][0]["id"] == fix.part_ids[0]


def test_swapping_4090s_for_3090_blowers_says_it_is_slower(catalogue, resnet50):
    build = read_build(EXAMPLES / "rtx-4090-tower.dlbox.json")
    [gpu] = [p for p in build.parts if p.category == Category.GPU]
    build = build.without(Category.GPU, gpu.id).with_part(catalogue.get(Category.GPU, gpu.id), 2)
    resolved = resolve(build, catalogue)
    effects = EffectEstimator(BuildView.of(resolved, workload=resnet50, settings=TrainSettings()))
    blower = catalogue.get(Category.GPU, "gigabyte-rtx-3090-turbo-24g")
    swapped = with_candidate(base_build(resolved, Category.GPU, "replace"), blower, 2)
    effect = effects.effect(Category.GPU, "replace", blower.id, swapped)
    assert effect.speed_change is not None and effect.speed_change < -0.15
    assert str(effect).startswith("speed \u2212")
    # Without a workload there is no speed to compare: it says nothing about speed.
    plain = EffectEstimator(BuildView.of(resolved)).effect(
        Category.GPU, "replace", blower.id, swapped
    )
    assert plain.speed_change is None and "speed" not in str(plain)


def test_a_deskmini_is_never_offered_an_atx_supply(catalogue):
    build = read_build(EXAMPLES / "deskmini-250-gtx-1070-2017.dlbox.json")
    [case] = [p for p in build.parts if p.category == Category.CASE]
    # Without its case the compatibility mask no longer rules out ATX units.
    result = check_build(resolve(build.without(Category.CASE, case.id), catalogue), catalogue)
    suggested = [
        catalogue.get(Category.PSU, i)
        for f in result.findings
        if f.fix is not None and f.fix.category == Category.PSU
        for i in f.fix.part_ids
    ]
    assert all(p.form_factor == "External" for p in suggested), [p.id for p in suggested]
