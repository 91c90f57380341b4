"""GPU seating: the greedy-over-orders search equals an exhaustive search."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from dlbox.core.rules.slots import _exact_min_end, distinct_orders, min_case_slots


def brute_force(positions: list[int], spans: list[int]) -> int | None:
    best = None
    for chosen in itertools.combinations(sorted(positions), len(spans)):
        for order in set(itertools.permutations(spans)):
            ok = all(
                b >= a + w
                for (a, w), b in zip(zip(chosen, order, strict=True), chosen[1:], strict=False)
            )
            if ok:
                end = chosen[-1] + order[-1] - 1
                best = end if best is None else min(best, end)
    return best


@settings(max_examples=200, deadline=None)
@given(
    st.sets(st.integers(1, 9), min_size=1, max_size=7),
    st.lists(st.integers(1, 4), min_size=1, max_size=4),
)
def test_min_case_slots_matches_brute_force(positions, spans):
    expected = brute_force(sorted(positions), spans) if len(spans) <= len(positions) else None
    assert min_case_slots(sorted(positions), spans) == expected


@settings(max_examples=100, deadline=None)
@given(
    st.sets(st.integers(1, 9), min_size=1, max_size=7),
    st.lists(st.integers(1, 4), min_size=1, max_size=4),
)
def test_exact_search_fallback_agrees(positions, spans):
    from collections import Counter

    assert _exact_min_end(sorted(positions), Counter(spans)) == min_case_slots(
        sorted(positions), spans
    )


def test_distinct_orders_of_a_multiset():
    assert sorted(distinct_orders([2, 2, 3])) == [(2, 2, 3), (2, 3, 2), (3, 2, 2)]
    assert distinct_orders(list(range(8)), limit=100) is None


def test_two_three_slot_cards_on_slots_two_and_five_end_at_seven():
    assert min_case_slots([2, 5, 7], [3, 3]) == 7
    assert min_case_slots([2, 5, 7], [3, 3, 3]) is None
