"""The estimator's fast paths give exactly what the straightforward paths give.

One call with a GPU count per row (every (GPU, count) a cloud catalogue rents),
cached GPU columns, the per-(architecture, variant, unit) hardware sums and the
memory-only fit check must not change a single bit of any estimate.
"""

from __future__ import annotations

import numpy as np
import pytest

from dlbox.core.catalogue import parts_table
from dlbox.core.estimate import EstimateError, TrainSettings, estimate_table, load_calibration
from dlbox.core.estimate.estimator import estimate_arrays, fits_in_memory, resolve_choices
from dlbox.core.estimate.hardware import arrays_for, gpu_arrays, math_peaks
from dlbox.core.estimate.workloads import load_workloads
from dlbox.core.parts import Category

COUNTS = (1, 2, 3, 4, 8)
SETTINGS = {
    "defaults": TrainSettings(),
    "fp32-compiled-zero2": TrainSettings(precision="fp32", software_tier="compiled", zero_stage=2),
    "bf16-batch8-power": TrainSettings(precision="bf16", batch_per_gpu=8, power_limit_frac=0.7),
}
ARRAY_KEYS = (
    "throughput",
    "low",
    "high",
    "per_gpu",
    "fits",
    "batch",
    "max_batch",
    "t_gpu",
    "exposed",
    "t_allreduce",
    "gpu_system_samples",
    "bottleneck",
    "load_w",
    "efficiency_capped",
    "fp32_at_tf32",
)


def _same(a, b, what: str) -> None:
    if a is None or b is None:
        assert a is None and b is None, what
        return
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype == object or b.dtype == object:
        assert a.tolist() == b.tolist(), what
    else:
        np.testing.assert_array_equal(a, b, err_msg=what)


@pytest.mark.parametrize("settings_case", sorted(SETTINGS))
def test_a_count_per_row_equals_one_call_per_count_bit_for_bit(catalogue, settings_case):
    settings = SETTINGS[settings_case]
    hw = gpu_arrays(catalogue.table(Category.GPU))
    n = len(hw)
    rows = np.tile(np.arange(n), len(COUNTS))
    counts = np.repeat(COUNTS, n)
    stacked = gpu_arrays(catalogue.table(Category.GPU).iloc[rows])
    for workload in load_workloads().values():
        together = estimate_arrays(stacked, counts, workload, settings)
        for i, count in enumerate(COUNTS):
            alone = estimate_arrays(hw, count, workload, settings)
            part = slice(i * n, (i + 1) * n)
            where = f"{workload.id} × {count}"
            for key in ARRAY_KEYS:
                _same(together[key][part], alone[key], f"{where}: {key}")
            for key in ("time_h", "energy_kwh"):
                if alone[key] is None:
                    assert together[key] is None, where
                else:
                    _same(together[key][part], alone[key], f"{where}: {key}")
            for field in ("weights", "grads", "optimizer", "act_per_sample", "max_batch"):
                _same(
                    getattr(together["memory"], field)[part],
                    getattr(alone["memory"], field),
                    f"{where}: memory.{field}",
                )
            _same(together["links"].gbs[part], alone["links"].gbs, f"{where}: links")
            for name, values in alone["terms"].items():
                _same(together["terms"][name][part], values, f"{where}: term {name}")


def test_estimate_table_takes_one_count_per_row(catalogue):
    table = catalogue.table(Category.GPU)
    ids = ["tesla-t4", "titan-x-pascal", "tesla-t4", "a100-sxm4-80gb"]
    counts = [1, 4, 8, 8]
    together = estimate_table(table.loc[ids], "bert-large-squad", count=counts)
    assert list(together.index) == ids
    for row, (gpu_id, count) in enumerate(zip(ids, counts, strict=True)):
        alone = estimate_table(table, "bert-large-squad", count=count).loc[gpu_id]
        for column in together.columns:
            assert together.iloc[row][column] == alone[column] or (
                together.iloc[row][column] != together.iloc[row][column]  # NaN
                and alone[column] != alone[column]
            ), (gpu_id, count, column)


@pytest.mark.parametrize("count", [[1, 2], [1, 0, 2], [[1, 2, 3]], np.array([4, -1, 1])])
def test_bad_per_row_counts_are_refused(catalogue, count):
    table = catalogue.table(Category.GPU).loc[["tesla-t4", "titan-x-pascal", "tesla-k80"]]
    with pytest.raises(EstimateError, match="GPU count"):
        estimate_table(table, "resnet50", count=count)


def test_a_single_count_below_one_is_still_refused(catalogue):
    with pytest.raises(EstimateError, match="at least 1, got 0"):
        estimate_table(catalogue.table(Category.GPU), "resnet50", count=0)


@pytest.mark.parametrize(
    "settings",
    [
        TrainSettings(batch_per_gpu=1),
        TrainSettings(batch_per_gpu=1, checkpointing=True),
        TrainSettings(batch_per_gpu=1, adapter="qlora", checkpointing=True),
        TrainSettings(batch_per_gpu=1, zero_stage=3),
        TrainSettings(batch_per_gpu=1, inference_bits=4),
        TrainSettings(),
    ],
)
def test_the_memory_only_fit_check_agrees_with_the_whole_estimate(catalogue, settings):
    """The remedies list asks only whether a job fits; it must get the estimate's answer."""
    hw = gpu_arrays(catalogue.table(Category.GPU))
    for workload in load_workloads().values():
        for count in (1, 2, 8):
            full = estimate_arrays(hw, count, workload, settings)["fits"]
            np.testing.assert_array_equal(
                fits_in_memory(hw, count, workload, settings), full, err_msg=workload.id
            )


def test_hardware_sums_equal_the_three_levels_added_column_by_column(catalogue):
    cal = load_calibration()
    hw = gpu_arrays(catalogue.table(Category.GPU))
    from dlbox.core.estimate.calibration import arch_group

    groups = np.array([arch_group(a) for a in hw.arch.tolist()], dtype=object)
    for workload in load_workloads().values():
        for precision in ("amp", "tf32", "fp32", "bf16"):
            kinds = math_peaks(hw, precision, 1.0).kind
            for term, unit in (("compute", kinds), ("vector", None), ("memory", None)):
                expected = (
                    cal.hardware_term("group", term, groups, unit, workload)
                    + cal.hardware_term("arch", term, hw.arch, unit, workload)
                    + cal.hardware_term("variant", term, hw.variant, unit, workload)
                )
                got = cal.hardware_total(term, hw.arch, hw.variant, unit, workload)
                np.testing.assert_array_equal(got, expected, err_msg=f"{workload.id} {term}")


def test_gpu_columns_are_cached_per_model_and_never_stale(catalogue):
    titan = catalogue.get("gpu", "titan-x-pascal")
    first = arrays_for([titan])
    assert arrays_for([titan]) is first  # the same catalogue object: no conversion
    plain = gpu_arrays(parts_table([titan], Category.GPU))
    for name in first.__dataclass_fields__:
        _same(getattr(first, name), getattr(plain, name), name)
    # A changed copy (a user's edited card) is a different model with its own columns.
    edited = titan.model_copy(update={"vram_gb": 24.0})
    assert arrays_for([edited]).vram_gb.tolist() == [24.0]
    assert arrays_for([titan]).vram_gb.tolist() == [titan.vram_gb]


def test_remedies_are_those_the_whole_estimate_would_name(catalogue):
    """explain's remedies use the memory-only check; the full estimator agrees on each."""
    from dlbox.core.build import Build, resolve
    from dlbox.core.build_estimate import estimate_build

    titan = catalogue.get("gpu", "titan-x-pascal")
    resolved = resolve(Build().with_part(titan, quantity=4), catalogue)
    hw = arrays_for([titan])
    labels = {
        "batch 1 per GPU": ({"batch_per_gpu": 1}, 4),
        "activation checkpointing": ({"checkpointing": True}, 4),
        "LoRA adapters": ({"adapter": "lora", "checkpointing": True}, 4),
        "QLoRA (4-bit base)": ({"adapter": "qlora", "checkpointing": True}, 4),
        "8 GPUs with ZeRO-3": ({"zero_stage": 3}, 8),
        "4-bit weights": ({"inference_bits": 4}, 4),
    }
    checked = 0
    for workload in load_workloads().values():
        estimate = estimate_build(resolved, workload)
        if estimate.fits:
            continue
        choices = resolve_choices(workload, None)
        base = {
            "precision": choices.precision,
            "adapter": choices.adapter,
            "optimizer": choices.optimizer,
            "checkpointing": choices.checkpointing,
            "zero_stage": choices.zero_stage,
            "batch_per_gpu": 1,
        }
        for label in estimate.explain["remedies"]:
            if label not in labels:
                continue
            change, count = labels[label]
            settings = TrainSettings(**{**base, **change})
            assert bool(estimate_arrays(hw, count, workload, settings)["fits"][0]), label
            checked += 1
    assert checked > 0
