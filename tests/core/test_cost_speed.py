"""The estimator glue: one estimate per (GPU, count), NaN where the speed is unknown.

Most tests use a stand-in estimator with known answers; the last ones run the
real estimator when it is present.
"""

from __future__ import annotations

import datetime as dt
import math
from types import SimpleNamespace

import numpy as np
import pytest

from dlbox.core.build import Build, resolve
from dlbox.core.catalogue import Catalogue
from dlbox.core.cost import speed
from dlbox.core.cost.offers import Offer, OfferCatalogue
from dlbox.core.cost.speed import SpeedUnavailableError, build_speed, offer_throughputs

WORKLOAD = SimpleNamespace(id="resnet50")


class StandIn:
    """Throughput = 100 × count for T4, 600 × count for the Titan; records every call.

    ``estimate_table`` estimates several GPUs on one host shape at once, like
    the real one; it fails for the Quadro so the one-by-one fallback runs.
    """

    SystemSpec = SimpleNamespace

    def __init__(self):
        self.calls = []
        self.table_calls = []

    def estimate_gpus(self, gpu, count, workload, settings=None, **host):
        self.calls.append((gpu.id, count, host.get("cpu_threads")))
        if gpu.id == "quadro-rtx-6000":
            raise ValueError("no model for this GPU")
        per = {"tesla-t4": 100.0, "titan-x-pascal": 600.0, "tesla-k80": 60.0}[gpu.id]
        fits = gpu.id != "tesla-k80" or count > 1
        return SimpleNamespace(throughput=per * count if fits else 0.0, fits=fits)

    def estimate_table(self, table, workload, settings=None, *, count=1, system=None):
        ids = list(table.index)
        self.table_calls.append((tuple(ids), count, system.cpu_cores))
        if "quadro-rtx-6000" in ids:
            raise ValueError("cannot model one of these")
        import pandas as pd

        rows = {}
        for gpu_id in ids:
            one = self.estimate_gpus(SimpleNamespace(id=gpu_id), count, workload, settings)
            rows[gpu_id] = {"throughput": one.throughput, "fits": one.fits}
        return pd.DataFrame.from_dict(rows, orient="index")

    def estimate_build(self, resolved, workload, settings=None):
        count = sum(p.quantity for p in resolved.picks)
        return SimpleNamespace(
            throughput=600.0 * count,
            load_power_w=250.0 * count + 75,
            time_to_train_h=168.0,
            low=500.0 * count,
            high=700.0 * count,
        )


@pytest.fixture
def stand_in(monkeypatch):
    fake = StandIn()
    monkeypatch.setattr(speed, "_estimator", lambda: fake)
    return fake


def offer(instance: str, gpu_id: str | None, count: int | None, vcpus: float | None = 8) -> Offer:
    return Offer.model_validate(
        {
            "provider": "AWS",
            "instance_type": instance,
            "gpu_id": gpu_id,
            "gpu_count": count,
            "vcpus": vcpus,
            "pricing_model": "on_demand",
            "unit": "hour",
            "price": 1.0,
            "currency": "USD",
            "date": dt.date(2026, 5, 20),
            "source": "test",
        }
    )


def test_offer_speeds_estimate_each_host_shape_once(stand_in, catalogue):
    offers = OfferCatalogue.from_offers(
        [
            offer("g4dn.xlarge us-east-1", "tesla-t4", 1),
            offer("g4dn.xlarge us-west-2", "tesla-t4", 1),
            offer("1× Titan, same host", "titan-x-pascal", 1),
            offer("g4dn.12xlarge", "tesla-t4", 4, vcpus=48),
            offer("TPU v2-8", None, 1),
            offer("unknown count", "tesla-t4", None),
        ]
    )
    speeds = speed.offer_speeds(offers, WORKLOAD, catalogue)
    assert list(speeds.throughput[:4]) == [100.0, 100.0, 600.0, 400.0]
    assert all(math.isnan(v) for v in speeds.throughput[4:])
    # Two host shapes (1 GPU / 8 vCPU and 4 GPUs / 48 vCPU): two vectorised calls,
    # each with the host's cores (vCPUs are SMT threads, two per core).
    assert sorted(stand_in.table_calls) == [
        (("tesla-t4",), 4, 24.0),
        (("tesla-t4", "titan-x-pascal"), 1, 4.0),
    ]


def test_a_gpu_the_estimator_cannot_model_stays_unknown_without_blanking_others(
    stand_in, catalogue
):
    offers = OfferCatalogue.from_offers(
        [offer("odd", "quadro-rtx-6000", 1), offer("t4", "tesla-t4", 1)]
    )
    values = offer_throughputs(offers, WORKLOAD, catalogue)
    assert math.isnan(values[0]) and values[1] == 100.0
    assert ("tesla-t4", 1, 8) in stand_in.calls  # the fallback passed the host's vCPUs


def test_a_job_that_does_not_fit_has_no_speed_and_is_counted(stand_in, catalogue):
    offers = OfferCatalogue.from_offers(
        [offer("1× K80", "tesla-k80", 1), offer("2× K80", "tesla-k80", 2)]
    )
    speeds = speed.offer_speeds(offers, WORKLOAD, catalogue)
    assert math.isnan(speeds.throughput[0]) and speeds.throughput[1] == 120.0
    assert speeds.not_fitting == 1


def test_a_shared_cache_spares_repeat_estimates(stand_in, catalogue):
    offers = OfferCatalogue.from_offers([offer("a", "tesla-t4", 1)])
    cache: dict = {}
    offer_throughputs(offers, WORKLOAD, catalogue, cache=cache)
    offer_throughputs(offers, WORKLOAD, catalogue, cache=cache)
    assert len(stand_in.table_calls) == 1


def test_build_speed_carries_throughput_power_and_job_time(stand_in, catalogue):
    titan = catalogue.get("gpu", "titan-x-pascal")
    resolved = resolve(Build().with_part(titan, quantity=4), catalogue)
    result = build_speed(resolved, WORKLOAD)
    assert result.throughput == 2400.0 and result.load_power_w == 1075.0
    assert result.time_to_train_h == 168.0 and result.low == 2000.0


def test_a_build_without_gpu_has_no_speed_to_compare(stand_in):
    resolved = resolve(Build(), Catalogue.from_parts([]))
    with pytest.raises(SpeedUnavailableError, match="no GPU"):
        build_speed(resolved, WORKLOAD)


def test_real_estimator_makes_k80s_slower_than_the_titan_server(catalogue):
    from dlbox.core.estimate.workloads import resolve_workload

    workload = resolve_workload("resnet50")
    titan = catalogue.get("gpu", "titan-x-pascal")
    resolved = resolve(Build().with_part(titan, quantity=4), catalogue)
    own = build_speed(resolved, workload)
    offers = OfferCatalogue.from_offers(
        [offer("4× K80", "tesla-k80", 4), offer("8× V100", "v100-sxm2-16gb", 8)]
    )
    k80, v100 = offer_throughputs(offers, workload, catalogue)
    assert np.isfinite([k80, v100]).all()
    # The seed: K80s are several times slower than Titan X Pascals, GPU for GPU.
    assert own.throughput / k80 > 2
    assert v100 > k80
