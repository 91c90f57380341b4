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

    ``estimate_arrays`` estimates several GPUs at once, like the real one (one
    count for all rows, or one count per row); it fails for the Quadro so the
    per-pair fallback runs.
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

    def estimate_arrays(self, hw, count, workload, settings=None, system=None):
        ids = [str(i) for i in hw.ids]
        counts = [int(c) for c in np.broadcast_to(count, len(ids))]
        self.table_calls.append((tuple(ids), tuple(counts), system))
        if "quadro-rtx-6000" in ids:
            raise ValueError("cannot model one of these")
        rows = [
            self.estimate_gpus(SimpleNamespace(id=gpu_id), n, workload, settings)
            for gpu_id, n in zip(ids, counts, strict=True)
        ]
        return {
            "throughput": np.array([r.throughput for r in rows]),
            "fits": np.array([r.fits for r in rows]),
        }

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
    monkeypatch.setattr(speed, "_build_estimator", lambda: fake.estimate_build)
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


def test_offer_speeds_ask_once_per_workload_whatever_the_counts_and_hosts(stand_in, catalogue):
    offers = OfferCatalogue.from_offers(
        [
            offer("g4dn.xlarge us-east-1", "tesla-t4", 1),
            offer("g4dn.xlarge us-west-2", "tesla-t4", 1),
            offer("1× Titan, other host", "titan-x-pascal", 1, vcpus=32),
            offer("g4dn.12xlarge", "tesla-t4", 4, vcpus=48),
            offer("TPU v2-8", None, 1),
            offer("unknown count", "tesla-t4", None),
        ]
    )
    speeds = speed.offer_speeds(offers, WORKLOAD, catalogue)
    assert list(speeds.throughput[:4]) == [100.0, 100.0, 600.0, 400.0]
    assert all(math.isnan(v) for v in speeds.throughput[4:])
    # One vectorised call: a row per distinct (GPU, count), host shapes aside.
    assert len(stand_in.table_calls) == 1
    ids, counts, _ = stand_in.table_calls[0]
    assert sorted(zip(ids, counts, strict=True)) == [
        ("tesla-t4", 1),
        ("tesla-t4", 4),
        ("titan-x-pascal", 1),
    ]


def test_when_the_single_call_fails_each_pair_is_asked_alone(stand_in, catalogue):
    offers = OfferCatalogue.from_offers(
        [
            offer("odd", "quadro-rtx-6000", 1),
            offer("t4", "tesla-t4", 1),
            offer("4× t4", "tesla-t4", 4),
        ]
    )
    values = offer_throughputs(offers, WORKLOAD, catalogue)
    assert math.isnan(values[0]) and list(values[1:]) == [100.0, 400.0]
    # all pairs at once, then each (GPU, count) pair on its own
    assert [len(call[0]) for call in stand_in.table_calls] == [3]
    assert [call[:2] for call in stand_in.calls] == [
        ("quadro-rtx-6000", 1),
        ("tesla-t4", 1),
        ("tesla-t4", 4),
    ]
    assert ("tesla-t4", 4, None) in stand_in.calls


def test_a_gpu_the_estimator_cannot_model_stays_unknown_without_blanking_others(
    stand_in, catalogue
):
    offers = OfferCatalogue.from_offers(
        [offer("odd", "quadro-rtx-6000", 1), offer("t4", "tesla-t4", 1)]
    )
    values = offer_throughputs(offers, WORKLOAD, catalogue)
    assert math.isnan(values[0]) and values[1] == 100.0
    assert ("tesla-t4", 1, None) in stand_in.calls  # the one-by-one fallback ran


def test_a_job_that_does_not_fit_has_no_speed_and_is_counted(stand_in, catalogue):
    offers = OfferCatalogue.from_offers(
        [offer("1× K80", "tesla-k80", 1), offer("2× K80", "tesla-k80", 2)]
    )
    speeds = speed.offer_speeds(offers, WORKLOAD, catalogue)
    assert math.isnan(speeds.throughput[0]) and speeds.throughput[1] == 120.0
    assert speeds.not_fitting == 1


def test_a_shared_cache_spares_repeat_estimates_per_workload(stand_in, catalogue):
    offers = OfferCatalogue.from_offers([offer("a", "tesla-t4", 1)])
    cache: dict = {}
    offer_throughputs(offers, WORKLOAD, catalogue, cache=cache)
    offer_throughputs(offers, WORKLOAD, catalogue, cache=cache)
    assert len(stand_in.table_calls) == 1
    # Another workload in the same cache is estimated, not served the first one's speeds.
    offer_throughputs(offers, SimpleNamespace(id="bert-large-squad"), catalogue, cache=cache)
    assert len(stand_in.table_calls) == 2


def test_epochs_and_dataset_size_do_not_estimate_the_offers_again(stand_in, catalogue):
    from dlbox.core.estimate import TrainSettings

    offers = OfferCatalogue.from_offers([offer("a", "tesla-t4", 1)])
    cache: dict = {}
    for epochs in (1.0, 2.0, 90.0):
        for samples in (None, 1e5, 1.28e6):
            settings = TrainSettings(precision="amp", epochs=epochs, dataset_samples=samples)
            assert offer_throughputs(offers, WORKLOAD, catalogue, settings, cache)[0] == 100.0
    assert len(stand_in.table_calls) == 1
    assert sum(key[0] == "offer_speeds" for key in cache) == 1  # one entry, not nine
    # A setting that does change the speed is estimated afresh.
    offer_throughputs(offers, WORKLOAD, catalogue, TrainSettings(precision="fp32"), cache)
    assert len(stand_in.table_calls) == 2


def test_epochs_and_dataset_size_change_no_offer_speed(catalogue):
    """What the cache key leaves out really changes no speed (the real estimator)."""
    from dlbox.core.cost.offers import load_offers
    from dlbox.core.estimate import TrainSettings
    from dlbox.core.estimate.workloads import load_workloads
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    for workload in load_workloads(DATA_DIR).values():
        base = speed.offer_speeds(offers, workload, catalogue, TrainSettings())
        other = speed.offer_speeds(
            offers, workload, catalogue, TrainSettings(epochs=7.0, dataset_samples=12_345.0)
        )
        np.testing.assert_array_equal(base.throughput, other.throughput, err_msg=workload.id)
        np.testing.assert_array_equal(base.fits, other.fits, err_msg=workload.id)


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


# ------------------------------------------------------------ real estimator, at scale
class CountingEstimator:
    """The real estimator, counting how often the cost engine asks it."""

    def __init__(self):
        from dlbox.core import estimate

        self._real = estimate
        self.calls = 0

    def __getattr__(self, name):
        return getattr(self._real, name)

    def estimate_arrays(self, *args, **kwargs):
        self.calls += 1
        return self._real.estimate_arrays(*args, **kwargs)

    def estimate_gpus(self, *args, **kwargs):
        self.calls += 1
        return self._real.estimate_gpus(*args, **kwargs)


def test_every_shipped_offer_costs_one_estimator_call_per_workload(monkeypatch, catalogue):
    from dlbox.core.cost.offers import load_offers
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    counting = CountingEstimator()
    monkeypatch.setattr(speed, "_estimator", lambda: counting)
    speeds = speed.offer_speeds(offers, "resnet50", catalogue)
    # Thousands of offers, about a hundred (GPU, count) pairs and host shapes: one call.
    assert counting.calls == 1
    assert np.isfinite(speeds.throughput).sum() > 1500


SETTINGS_CASES = {
    "defaults": {},
    "fp32-compiled": {"precision": "fp32", "software_tier": "compiled"},
    "bf16-power-limited": {"precision": "bf16", "power_limit_frac": 0.8},
    "zero3-checkpointed": {"zero_stage": 3, "checkpointing": True},
}


@pytest.mark.parametrize(
    ("workload_id", "settings_case"),
    [
        ("resnet50", "defaults"),
        ("resnet50", "fp32-compiled"),
        ("bert-large-squad", "defaults"),
        ("llama3-8b-qlora", "bf16-power-limited"),
        ("llm-7b-pretrain", "zero3-checkpointed"),
        ("llm-70b-decode", "defaults"),
        ("sd15-finetune", "fp32-compiled"),
    ],
)
def test_vectorised_offer_speeds_equal_the_estimator_offer_by_offer(
    catalogue, workload_id, settings_case
):
    """One call for every (GPU, count) pair, capped by each host's CPUs, gives the
    estimator's own answer offer by offer for every shipped host shape (resnet50 is
    CPU-bound on small hosts), whatever the settings."""
    from dlbox.core.cost.offers import load_offers
    from dlbox.core.estimate import TrainSettings, estimate_gpus
    from dlbox.core.parts import Category
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    settings = TrainSettings(**SETTINGS_CASES[settings_case])
    gpus = {p.id: p for p in catalogue.in_category(Category.GPU)}
    fast = speed.offer_throughputs(offers, workload_id, catalogue, settings)
    expected: dict = {}
    host_bound = 0
    for index, item in enumerate(offers):
        if item.gpu_id not in gpus or item.gpu_count is None:
            assert math.isnan(fast[index])
            continue
        key = (item.gpu_id, item.gpu_count, item.vcpus, item.ram_gb)
        if key not in expected:
            one = estimate_gpus(
                gpus[item.gpu_id],
                item.gpu_count,
                workload_id,
                settings,
                cpu_threads=None if item.vcpus is None else int(item.vcpus),
                ram_gb=item.ram_gb,
            )
            expected[key] = (
                one.throughput if one.fits and one.throughput > 0 else math.nan,
                one.bottleneck,
            )
        value, bottleneck = expected[key]
        host_bound += bottleneck == "cpu_input"
        if math.isnan(value):
            assert math.isnan(fast[index]), item.label
        else:
            assert fast[index] == pytest.approx(value, rel=1e-9), item.label
    if workload_id == "resnet50" and settings_case == "defaults":
        assert host_bound > 0  # the host cap was exercised


class PerPairEstimator(CountingEstimator):
    """The real estimator asked the straightforward way: one (GPU, count) per call."""

    def estimate_arrays(self, hw, count, *args, **kwargs):
        if np.ndim(count):
            self.calls += 1
            raise TypeError("one count per call")
        return super().estimate_arrays(hw, count, *args, **kwargs)


# One workload per kind of estimate the settings reach (CNN, RNN, encoder, full LLM that
# needs several GPUs, adapters, diffusion training and generation, decode): every shipped
# workload runs with the default settings, these with the others (each pair priced alone
# is ~100 estimates a workload).
SETTINGS_WORKLOADS = (
    "resnet50",
    "gnmt",
    "bert-large-squad",
    "llama3-8b-full",
    "llama3-8b-qlora",
    "llama3-70b-qlora",
    "sd15-finetune",
    "sdxl-generate",
    "llm-70b-decode",
)


@pytest.mark.parametrize("settings_case", sorted(SETTINGS_CASES))
def test_one_call_per_workload_equals_one_call_per_pair_exactly(
    monkeypatch, catalogue, settings_case
):
    """Every shipped offer × every workload (a representative of each kind under the
    non-default settings): the single call covering all (GPU, count) pairs gives bit for
    bit what the estimator gives for each pair alone."""
    from dlbox.core.cost.offers import load_offers
    from dlbox.core.estimate import TrainSettings
    from dlbox.core.estimate.workloads import load_workloads
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    settings = TrainSettings(**SETTINGS_CASES[settings_case])
    per_pair = PerPairEstimator()
    gpus = {p.id for p in catalogue.in_category("gpu")}
    pairs = [pair for pair in offers.gpu_pairs[0] if pair[0] in gpus]
    workloads = list(load_workloads(DATA_DIR).values())
    if settings_case != "defaults":
        workloads = [w for w in workloads if w.id in SETTINGS_WORKLOADS]
        assert len(workloads) == len(SETTINGS_WORKLOADS)
    for workload in workloads:
        monkeypatch.setattr(speed, "_estimator", lambda: speed.estimator)
        fast = speed.offer_speeds(offers, workload, catalogue, settings)
        monkeypatch.setattr(speed, "_estimator", lambda: per_pair)
        calls = per_pair.calls
        slow = speed.offer_speeds(offers, workload, catalogue, settings)
        assert per_pair.calls - calls == 1 + len(pairs)  # the refused call, then per pair
        np.testing.assert_array_equal(fast.throughput, slow.throughput, err_msg=workload.id)
        np.testing.assert_array_equal(fast.fits, slow.fits, err_msg=workload.id)


def test_cached_speeds_are_the_speeds_whatever_the_selection(catalogue):
    """A cache shared across workloads, settings and offer selections (as the app keeps
    one) serves exactly what an uncached call computes."""
    from dlbox.core.cost.offers import load_offers
    from dlbox.core.estimate import TrainSettings
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    selections = [offers, offers.select(providers=["aws", "gcp"]), offers]
    cache: dict = {}
    for selected in selections:
        for settings in (None, TrainSettings(software_tier="compiled")):
            for workload_id in ("resnet50", "bert-large-squad", "sd15-finetune"):
                cached = speed.offer_speeds(selected, workload_id, catalogue, settings, cache)
                plain = speed.offer_speeds(selected, workload_id, catalogue, settings)
                np.testing.assert_array_equal(cached.throughput, plain.throughput)
                np.testing.assert_array_equal(cached.fits, plain.fits)


def test_every_workload_compares_the_seed_server_with_the_offers(catalogue):
    """The seed's 4× Titan X server against every offer on every workload gives break-even
    figures (its speed is timed by tests/bench/test_bench_cost.py, not here)."""
    from dlbox.core.cost.compare import CompareSettings, OwnBuild, compare
    from dlbox.core.cost.money import Money, rates_path, read_rates
    from dlbox.core.cost.offers import load_offers
    from dlbox.core.estimate.workloads import load_workloads
    from tests.conftest import DATA_DIR

    offers = load_offers(DATA_DIR)
    rates, _ = read_rates(rates_path(DATA_DIR))
    workloads = list(load_workloads(DATA_DIR).values())
    titan = catalogue.get("gpu", "titan-x-pascal")
    resolved = resolve(Build().with_part(titan, quantity=4), catalogue)
    settings = CompareSettings(kwh_price=Money(0.12, "USD"))
    compared = 0
    for workload in workloads:
        try:
            own = build_speed(resolved, workload)
        except SpeedUnavailableError:
            continue
        result = compare(
            OwnBuild(
                capital=Money(8500, "USD"),
                load_power_w=own.load_power_w,
                throughput=own.throughput,
                job_hours=own.time_to_train_h,
            ),
            offers,
            settings,
            rates,
            offer_throughputs(offers, workload, catalogue),
        )
        compared += np.isfinite(result.breakeven_days).sum() > 0
    assert compared >= 10
