"""One training job: hours and cost on the build and the offers, Pareto front, deadline."""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.cost.job import cheapest_by_deadline, job_on_build, offer_job, pareto_front


def test_seed_job_takes_six_times_longer_on_k80s_and_costs_about_3600_dollars():
    # A 168 h job on the 4× Titan X Pascal server; K80s ~6× slower at 4 × $0.9/h.
    hours, cost = offer_job(168, speed_ratio=6.0, price_per_useful_hour=4 * 0.9)
    assert float(hours) == pytest.approx(1008)
    assert float(cost) == pytest.approx(3628.8)
    assert round(float(cost), -2) == 3600


def test_spot_reruns_lengthen_the_wall_clock():
    hours, cost = offer_job(
        100, np.array([1.0, 1.0]), np.array([1.1, 2.0]), wall_clock_factor=np.array([1.1, 1.0])
    )
    assert list(hours) == pytest.approx([110, 100])
    assert list(cost) == pytest.approx([110, 200])


def test_job_on_the_build_costs_electricity_and_optionally_its_capital_share():
    job = job_on_build(168, electricity_per_hour=0.8 * 0.12)
    assert job.cost == pytest.approx(168 * 0.096)
    amortised = job_on_build(168, 0.096, capital_per_hour=2.0)
    assert amortised.cost == pytest.approx(168 * 2.096)


def test_pareto_front_keeps_only_options_not_beaten_on_both_time_and_cost():
    hours = np.array([10.0, 20.0, 15.0, 40.0, 20.0, np.nan, 12.0])
    cost = np.array([100.0, 30.0, 60.0, 35.0, 30.0, 1.0, 100.0])
    front = pareto_front(hours, cost)
    # 10 h/$100, 15 h/$60, 20 h/$30; 40 h/$35 is slower and dearer than 20 h/$30,
    # the duplicate 20 h/$30 and the unknown one are dropped, 12 h/$100 is beaten.
    assert list(front) == [0, 2, 1]
    assert list(hours[front]) == sorted(hours[front])


def test_cheapest_option_meeting_a_deadline():
    hours = np.array([10.0, 20.0, 15.0, 40.0])
    cost = np.array([100.0, 30.0, 60.0, 5.0])
    assert cheapest_by_deadline(hours, cost, deadline_h=16) == 2
    assert cheapest_by_deadline(hours, cost, deadline_h=1000) == 3
    assert cheapest_by_deadline(hours, cost, deadline_h=5) is None
