"""Training-speed and memory estimator (ESTIMATOR.md), calibrated on measured benchmarks.

Public API::

    from dlbox.core.estimate import TrainSettings, estimate_gpus, estimate_table

    est = estimate_gpus(gpu, 2, "bert-large-squad", TrainSettings(precision="amp"))
    est.throughput, est.low, est.high, est.unit, est.bottleneck, est.fits, est.explain

A saved build's estimate (its slots, CPU, RAM and drives) is
``dlbox.core.build_estimate.estimate_build``: the estimator imports no build.
"""

from typing import TYPE_CHECKING

from dlbox.core.lazy import lazy_exports

if TYPE_CHECKING:  # what the names are; at run time each loads on first use
    from dlbox.core.estimate.calibration import Calibration, CalibrationError, load_calibration
    from dlbox.core.estimate.ceilings import DriveSpec
    from dlbox.core.estimate.estimator import (
        EstimateError,
        SystemSpec,
        estimate_arrays,
        estimate_table,
    )
    from dlbox.core.estimate.result import Estimate
    from dlbox.core.estimate.settings import PRECISIONS, SOFTWARE_TIERS, TrainSettings
    from dlbox.core.estimate.system_estimate import estimate_gpus
    from dlbox.core.estimate.workloads import (
        Workload,
        WorkloadError,
        custom_workload,
        load_workloads,
        resolve_workload,
    )

__getattr__, __dir__ = lazy_exports(
    globals(),
    {
        "calibration": (
            "Calibration",
            "CalibrationError",
            "load_calibration",
        ),
        "ceilings": ("DriveSpec",),
        "estimator": (
            "EstimateError",
            "SystemSpec",
            "estimate_arrays",
            "estimate_table",
        ),
        "result": ("Estimate",),
        "settings": (
            "PRECISIONS",
            "SOFTWARE_TIERS",
            "TrainSettings",
        ),
        "system_estimate": ("estimate_gpus",),
        "workloads": (
            "Workload",
            "WorkloadError",
            "custom_workload",
            "load_workloads",
            "resolve_workload",
        ),
    },
)

__all__ = [
    "PRECISIONS",
    "SOFTWARE_TIERS",
    "Calibration",
    "CalibrationError",
    "DriveSpec",
    "Estimate",
    "EstimateError",
    "SystemSpec",
    "TrainSettings",
    "Workload",
    "WorkloadError",
    "custom_workload",
    "estimate_arrays",
    "estimate_gpus",
    "estimate_table",
    "load_calibration",
    "load_workloads",
    "resolve_workload",
]
