"""The measured throughputs the estimator is calibrated on (data/benchmarks/).

Lambda's PyTorch and TensorFlow training benchmarks, copied from the shared
reference with every source column, plus ``gpu_map.csv`` naming the catalogue
GPU each reference name means.  :func:`benchmark_points` reduces them to one
point per GPU × workload × precision × software run × GPU count × link: the
median of the repeated measurements, in samples per second per GPU.
``lambda_configs.csv`` says where Lambda ran a workload in another configuration
than the one dlbox describes (Transformer-XL with a full softmax): the fit and the
in-source checks cost Lambda's runs as they ran (:func:`as_benchmarked`).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from pydantic import ValidationError

from dlbox.core.catalogue import default_data_dir
from dlbox.core.estimate.workloads import Workload, WorkloadError

BENCH_DIR = "benchmarks"
PYTORCH_FILE = "lambda_pytorch_training.csv"
TF_FILE = "lambda_tf_cnn_training.csv"
GPU_MAP_FILE = "gpu_map.csv"
CONFIGS_FILE = "lambda_configs.csv"

# Lambda's GNMT batch counts sentence pairs while its throughput (and a dlbox gnmt
# sample) counts tokens: its step time, and so its scaling, cannot be placed.
BATCH_NOT_IN_SAMPLES = frozenset({"gnmt"})

# The PyTorch container generation the calibration is relative to.
REFERENCE_RUN = "v1"


def _run_of(version: str) -> str:
    version = str(version)
    if version.startswith("v1_v2"):
        return "v2"  # the merged table repeats the 24.x-container runs
    return version[:2]


def _precision_of(label: str) -> str:
    # Lambda's "FP16" is mixed precision; "FP32" runs TF32 tensor cores on Ampere+.
    return "amp" if str(label).upper().startswith("FP16") else "tf32"


def load_raw(data_dir: Path | None = None) -> pd.DataFrame:
    """Both benchmark tables in one frame with catalogue ids (rows of unmapped GPUs dropped)."""
    root = (data_dir or default_data_dir()) / BENCH_DIR
    gpu_map = pd.read_csv(root / GPU_MAP_FILE, dtype=str, keep_default_na=False)
    frames = []
    for file, dataset, gpu_col in (
        (PYTORCH_FILE, "pytorch", "gpu_canonical"),
        (TF_FILE, "tensorflow", "gpu"),
    ):
        raw = pd.read_csv(root / file, dtype=str, keep_default_na=False)
        mapping = gpu_map[gpu_map["dataset"] == dataset].set_index("reference_gpu")["catalogue_id"]
        frame = pd.DataFrame(
            {
                "reference_gpu": raw[gpu_col],
                "gpu_id": raw[gpu_col].map(mapping).fillna(""),
                "model": raw["model"],
                "precision": raw["precision"].map(_precision_of),
                "run": raw["benchmark_version"].map(_run_of) if dataset == "pytorch" else "tf",
                "n_gpus": raw["num_gpus"].astype(int),
                "batch": pd.to_numeric(raw["batch_size"], errors="coerce"),
                "throughput": pd.to_numeric(raw["throughput"], errors="coerce"),
                "nvlink": raw["nvlink"].str.lower().eq("true"),
                "source": raw["source"],
            }
        )
        frames.append(frame)
    data = pd.concat(frames, ignore_index=True)
    return data[(data["gpu_id"] != "") & (data["throughput"] > 0)].reset_index(drop=True)


def _config_update(text: str, where: str) -> dict[str, float]:
    update: dict[str, float] = {}
    for item in filter(None, (t.strip() for t in text.split(";"))):
        key, _, value = item.partition("=")
        try:
            update[key.strip()] = float(value)
        except ValueError:
            raise WorkloadError(f"{where}: override {item!r} is not field=number") from None
    return update


def as_benchmarked(
    workloads: dict[str, Workload], data_dir: Path | None = None
) -> dict[str, Workload]:
    """The workloads as Lambda's benchmark ran them, under the same ids.

    Why: a fitted efficiency belongs to the software stack, the FLOPs to the model's
    configuration.  Costing Lambda's full-softmax Transformer-XL runs with the adaptive
    softmax of the published recipe hid a 2-3× FLOPs difference in the fitted
    efficiency, and every prediction for the recipe came out slow.
    """
    path = (data_dir or default_data_dir()) / BENCH_DIR / CONFIGS_FILE
    if not path.exists():
        return workloads
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    key_to_id = {w.calibration_key: w.id for w in workloads.values() if w.calibration_key}
    out = dict(workloads)
    for line, row in enumerate(frame.itertuples(), start=2):
        wid = key_to_id.get(str(row.model))
        if wid is None:
            continue
        where = f"{CONFIGS_FILE}, line {line}"
        fields = {**out[wid].model_dump(), **_config_update(str(row.overrides), where)}
        try:
            out[wid] = Workload.model_validate(fields)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first.get("loc", ())) or "row"
            raise WorkloadError(f"{where}, field '{field}': {first['msg']}") from None
    return out


def benchmark_points(workloads: dict[str, Workload], data_dir: Path | None = None) -> pd.DataFrame:
    """Median measured samples/s per GPU for every calibration workload."""
    raw = load_raw(data_dir)
    key_to_workload = {w.calibration_key: w for w in workloads.values() if w.calibration_key}
    raw = raw[raw["model"].isin(key_to_workload)].copy()
    raw["workload"] = raw["model"].map(lambda m: key_to_workload[m].id)
    per_sample = raw["model"].map(lambda m: key_to_workload[m].units_per_sample).astype(float)
    raw["samples_per_gpu"] = raw["throughput"] / raw["n_gpus"] / per_sample
    raw["batch_per_gpu"] = raw["batch"] / raw["n_gpus"]
    # A few rows lack the batch size; the per-step overhead cannot be placed without it.
    raw = raw[raw["batch_per_gpu"] > 0]
    keys = ["gpu_id", "workload", "precision", "run", "n_gpus", "nvlink"]
    points = (
        raw.groupby(keys, as_index=False)
        .agg(
            samples_per_gpu=("samples_per_gpu", "median"),
            batch_per_gpu=("batch_per_gpu", "median"),
            measurements=("samples_per_gpu", "size"),
        )
        .sort_values(keys)
        .reset_index(drop=True)
    )
    points["log_rate"] = np.log(points["samples_per_gpu"])
    points["batch_in_samples"] = ~points["workload"].isin(BATCH_NOT_IN_SAMPLES)
    return points
