"""Each compared build gets the cloud offer that does its job: as many GPUs, at least as
fast, cheapest per hour."""

from __future__ import annotations

import numpy as np

from dlbox.core.cost.comparable import comparable_offers

# Offers: (throughput, GPUs, price per hour)
OFFERS = [
    (1000.0, 1, 2.0),  # 0: one fast GPU
    (1300.0, 1, 1.5),  # 1: one faster GPU, cheaper (a marketplace)
    (600.0, 1, 0.5),  # 2: one slow GPU
    (8000.0, 8, 9.0),  # 3: eight GPUs: the cheapest work per hour, not a tower's peer
    (4100.0, 4, 7.0),  # 4: four GPUs
    (900.0, None, 0.1),  # 5: GPU count unknown: never chosen
    (float("nan"), 1, 0.05),  # 6: no speed estimate (a TPU): never chosen
]


def _pick(builds, keep=None):
    tp = np.array([o[0] for o in OFFERS])
    gpus = np.array([np.nan if o[1] is None else o[1] for o in OFFERS])
    price = np.array([o[2] for o in OFFERS])
    return comparable_offers(tp, gpus, price, builds, keep=keep)


def test_a_one_gpu_tower_and_a_four_gpu_box_each_get_their_own_offer():
    tower, quad = _pick([(1000.0, 1), (4000.0, 4)])
    assert tower is not None and quad is not None
    assert (tower.index, tower.same_gpu_count, tower.as_fast) == (1, True, True)
    assert (quad.index, quad.same_gpu_count, quad.as_fast) == (4, True, True)


def test_a_slow_build_gets_the_cheapest_offer_that_is_as_fast():
    (pick,) = _pick([(500.0, 1)])
    assert pick is not None and pick.index == 2


def test_no_offer_as_fast_gives_the_fastest_with_that_count():
    (pick,) = _pick([(5000.0, 1)])
    assert pick is not None and (pick.index, pick.as_fast) == (1, False)


def test_a_count_nobody_rents_takes_the_nearest_count():
    # Two GPUs: 1 and 4 are equally near (×2); the larger can be as fast.
    (pick,) = _pick([(1800.0, 2)])
    assert pick is not None and (pick.index, pick.same_gpu_count) == (4, False)


def test_the_region_filter_and_missing_speeds_leave_nothing_to_compare():
    keep = np.array([False, False, False, True, False, True, True])
    assert _pick([(1000.0, 1), (None, 1), (1000.0, 0)], keep=keep)[1:] == [None, None]
    (only_eight,) = _pick([(1000.0, 1)], keep=keep)
    assert only_eight is not None and (only_eight.index, only_eight.same_gpu_count) == (3, False)
