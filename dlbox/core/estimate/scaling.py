"""Data-parallel scaling: how much of n GPUs' speed survives the gradient all-reduce.

ESTIMATOR.md: t_step(n) = t_gpu + max(0, t_allreduce − overlap · t_backward) + t_sync,
t_allreduce = 2(n−1)/n · G / busBW, G = trainable parameters × 4 bytes (FP32
gradients under AMP DDP), busBW = η[link] × per-direction link bandwidth.

Links, per GPU:

- ``nvswitch``: SXM boards of Ampere and later on an NVSwitch baseboard;
- ``nvlink``: Volta SXM2 cube-mesh, or two PCIe cards joined by a bridge;
- ``pcie_p2p``: PCIe with peer-to-peer (pro and datacentre cards);
- ``pcie_host``: PCIe without peer-to-peer (GeForce): every transfer bounces
  through host memory, which all GPUs share, so the bandwidth per GPU also
  falls with the GPU count.

The η per link, the overlap and the per-step sync cost are fitted on Lambda's
1–8-GPU measurements (:func:`fit_scaling`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from dlbox.core.estimate.hardware import GpuArrays, gpu_arrays
from dlbox.core.estimate.workloads import Workload

LINKS: tuple[str, ...] = ("nvswitch", "nvlink", "pcie_p2p", "pcie_host")
GRAD_BYTES = 4.0
BACKWARD_SHARE = 2.0 / 3.0  # backward ≈ 2× forward
SUPERLINEAR_LIMIT = 1.05  # a data-parallel run cannot beat n× one GPU: such rows are bad data

# Starting values (ESTIMATOR.md's ranges) before fitting.
DEFAULT_PARAMS: dict[str, float] = {
    "eta_nvswitch": 0.9,
    "eta_nvlink": 0.4,
    "eta_pcie_p2p": 0.5,
    "eta_pcie_host": 0.3,
    "host_share_exponent": 0.5,
    "overlap": 0.5,
    "sync_s": 1e-3,
}


def pcie_gbs(gen: np.ndarray | float, lanes: np.ndarray | float) -> np.ndarray:
    """Per-direction PCIe bandwidth: 15.75 / 31.5 / 63 GB/s for x16 gen 3 / 4 / 5."""
    gen = np.asarray(gen, dtype=float)
    lanes = np.asarray(lanes, dtype=float)
    per_lane = 0.985 * np.power(2.0, gen - 3.0)
    return per_lane * lanes


@dataclass(frozen=True)
class Links:
    """Per GPU: the link class and its per-direction bandwidth in GB/s."""

    kind: np.ndarray
    gbs: np.ndarray


def links_for(
    hw: GpuArrays,
    count: int | np.ndarray,
    *,
    slot_gen: np.ndarray | float | None = None,
    slot_lanes: np.ndarray | float | None = None,
    p2p: bool | None = None,
    bridge: bool | np.ndarray = False,
    link_gbs: float | None = None,
) -> Links:
    """What each GPU talks over when ``count`` of them train together.

    ``slot_gen``/``slot_lanes`` are what the board's slot actually gives (the
    link runs at the lower of card and slot); ``bridge`` says two PCIe cards
    are joined by an NVLink bridge; ``link_gbs`` overrides the bandwidth.
    """
    n = len(hw)
    gen = hw.pcie_gen if slot_gen is None else np.minimum(hw.pcie_gen, slot_gen)
    lanes = hw.pcie_lanes if slot_lanes is None else np.minimum(hw.pcie_lanes, slot_lanes)
    pcie = pcie_gbs(gen, lanes)
    peer = hw.p2p if p2p is None else np.full(n, bool(p2p))
    switched = hw.sxm & (hw.nvlink_gbs > 0) & np.isin(hw.arch, ("ampere", "hopper", "blackwell"))
    meshed = hw.sxm & (hw.nvlink_gbs > 0) & ~switched
    bridged = (
        np.asarray(bridge, dtype=bool) & (np.asarray(count) == 2) & (hw.nvlink_gbs > 0) & ~hw.sxm
    )
    kind = np.where(
        switched,
        "nvswitch",
        np.where(meshed | bridged, "nvlink", np.where(peer, "pcie_p2p", "pcie_host")),
    ).astype(object)
    gbs = np.where(switched | meshed | bridged, hw.nvlink_gbs / 2.0, pcie)
    if link_gbs is not None:
        gbs = np.full(n, float(link_gbs))
    return Links(kind, gbs)


def bus_bandwidth(links: Links, count: int | np.ndarray, params: dict[str, float]) -> np.ndarray:
    """Effective all-reduce bus bandwidth per GPU, GB/s."""
    eta = np.ones(len(links.kind))
    for k in LINKS:
        eta = np.where(links.kind == k, params.get(f"eta_{k}", DEFAULT_PARAMS[f"eta_{k}"]), eta)
    bw = eta * links.gbs
    host = links.kind == "pcie_host"
    n = np.maximum(np.asarray(count, dtype=float), 2.0)
    share = (2.0 / n) ** params.get("host_share_exponent", DEFAULT_PARAMS["host_share_exponent"])
    return np.where(host, bw * share, bw)


def step_overhead(
    t_gpu: np.ndarray,
    grad_params: float | np.ndarray,
    count: int | np.ndarray,
    links: Links,
    params: dict[str, float],
    zero_stage: int = 0,
) -> tuple[np.ndarray, np.ndarray]:
    """(exposed communication seconds per step, all-reduce seconds) for each GPU."""
    n = np.asarray(count, dtype=float)
    volume = np.asarray(grad_params, dtype=float) * GRAD_BYTES * (1.5 if zero_stage >= 3 else 1.0)
    bus = bus_bandwidth(links, count, params) * 1e9
    with np.errstate(divide="ignore", invalid="ignore"):
        t_ar = np.where(n > 1, 2.0 * (n - 1) / n * volume / np.where(bus > 0, bus, np.nan), 0.0)
    hidden = params.get("overlap", DEFAULT_PARAMS["overlap"]) * BACKWARD_SHARE * t_gpu
    sync = np.where(n > 1, params.get("sync_s", 0.0), 0.0)
    exposed = np.maximum(0.0, t_ar - hidden) + sync
    return exposed, t_ar


def trainable_params(workload: Workload, adapter: str) -> float:
    return workload.params_total if adapter == "none" else float(workload.lora_params or 0.0)


COMM_PREFIX = "comm|"
RIDGE_COMM = 0.5  # per point-equivalent pull of a workload's log volume multiplier towards 0


def comm_multiplier(workload: Workload, params: dict[str, float]) -> float:
    """Fitted multiplier on the gradient volume of a measured workload (1 when unmeasured).

    Measured all-reduce cost differs per model beyond its parameter count (bucket
    sizes, which gradients overlap with backward, embeddings); workloads without
    multi-GPU measurements keep the physical volume.
    """
    # Not borrowed through efficiency proxies: a proxy's bucket and overlap behaviour
    # says nothing about another model's gradients.
    value = params.get(COMM_PREFIX + workload.id)
    return 1.0 if value is None else math.exp(value)


# ---------------------------------------------------------------- fitting
@dataclass
class ScalingFit:
    params: dict[str, float]
    points: pd.DataFrame  # the multi-GPU points used, with the prediction of the full fit
    loo: pd.DataFrame  # leave-one-GPU-out predictions
    excluded: pd.DataFrame  # rows dropped as physically implausible


_FREE = (
    "eta_nvswitch",
    "eta_nvlink",
    "eta_pcie_p2p",
    "eta_pcie_host",
    "host_share_exponent",
    "overlap",
    "sync_s",
)


def _encode(params: dict[str, float], names: tuple[str, ...] = _FREE) -> np.ndarray:
    """Unbounded coordinates: η and overlap in (0, 1), the exponent in (0, 4), sync > 0."""
    out = []
    for name in names:
        v = params.get(name, 0.0)
        if name.startswith(COMM_PREFIX):
            out.append(v)  # already a log multiplier
        elif name == "sync_s":
            out.append(math.log(max(v, 1e-9)))
        else:
            top = 4.0 if name == "host_share_exponent" else 1.0
            v = min(max(v / top, 1e-4), 1 - 1e-4)
            out.append(math.log(v / (1 - v)))
    return np.array(out)


def _decode(theta: np.ndarray, names: tuple[str, ...] = _FREE) -> dict[str, float]:
    out = {}
    for name, v in zip(names, theta, strict=True):
        if name.startswith(COMM_PREFIX):
            out[name] = float(v)
        elif name == "sync_s":
            out[name] = math.exp(v)
        else:
            top = 4.0 if name == "host_share_exponent" else 1.0
            out[name] = top / (1.0 + math.exp(-v))
    return out


def _prepare(points: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    single = (
        points[points["n_gpus"] == 1]
        .groupby(["gpu_id", "workload", "precision", "run"])[["samples_per_gpu", "batch_per_gpu"]]
        .median()
    )
    multi = points[(points["n_gpus"] > 1) & points["batch_in_samples"]].join(
        single, on=["gpu_id", "workload", "precision", "run"], rsuffix="_1"
    )
    multi = multi.dropna(subset=["samples_per_gpu_1"]).reset_index(drop=True)
    multi["efficiency"] = multi["samples_per_gpu"] / multi["samples_per_gpu_1"]
    bad = multi["efficiency"] > SUPERLINEAR_LIMIT
    return multi[~bad].reset_index(drop=True), multi[bad].reset_index(drop=True)


@dataclass(frozen=True)
class _Prepared:
    """Everything per point that does not depend on the fitted parameters."""

    links: Links
    count: np.ndarray
    t_gpu: np.ndarray
    grads: np.ndarray
    target: np.ndarray
    workloads: np.ndarray


def _prepared(multi: pd.DataFrame, workloads: dict[str, Workload], gpus: pd.DataFrame) -> _Prepared:
    hw = gpu_arrays(gpus.loc[multi["gpu_id"]])
    count = multi["n_gpus"].to_numpy(dtype=float)
    return _Prepared(
        links_for(hw, count, bridge=multi["nvlink"].to_numpy(dtype=bool)),
        count,
        (multi["batch_per_gpu"] / multi["samples_per_gpu_1"]).to_numpy(),
        np.array([trainable_params(workloads[w], "none") for w in multi["workload"]]),
        np.log(multi["efficiency"].to_numpy()),
        multi["workload"].to_numpy(dtype=object),
    )


def _predict(prep: _Prepared, params: dict[str, float]) -> np.ndarray:
    """Predicted per-GPU efficiency (n-GPU rate / one-GPU rate) for each point."""
    log_mult = np.array([params.get(COMM_PREFIX + w, 0.0) for w in prep.workloads.tolist()])
    grads = prep.grads * np.exp(log_mult)
    exposed, _ = step_overhead(prep.t_gpu, grads, prep.count, prep.links, params)
    return prep.t_gpu / (prep.t_gpu + exposed)


def _fit(prep: _Prepared, start: dict[str, float]) -> dict[str, float]:
    names = _FREE + tuple(COMM_PREFIX + w for w in sorted(set(prep.workloads.tolist())))
    theta = _encode(start, names)
    prior = _encode(DEFAULT_PARAMS, names)
    # The link ridge keeps link classes with few points near ESTIMATOR.md's values.
    ridge = np.array([RIDGE_COMM if n.startswith(COMM_PREFIX) else 0.05 for n in names])

    def residual(th: np.ndarray) -> np.ndarray:
        pred = _predict(prep, _decode(th, names))
        return np.concatenate([np.log(pred) - prep.target, np.sqrt(ridge) * (th - prior)])

    damping = 1e-2
    res = residual(theta)
    cost = float(res @ res)
    for _ in range(60):
        jac = np.empty((len(res), len(theta)))
        for j in range(len(theta)):
            bumped = theta.copy()
            bumped[j] += 1e-4
            jac[:, j] = (residual(bumped) - res) / 1e-4
        hess = jac.T @ jac
        step = np.linalg.solve(hess + damping * np.diag(np.diag(hess) + 1e-9), -jac.T @ res)
        trial = theta + step
        trial_res = residual(trial)
        trial_cost = float(trial_res @ trial_res)
        if trial_cost < cost:
            done = cost - trial_cost < 1e-9
            theta, res, cost = trial, trial_res, trial_cost
            damping = max(damping / 3, 1e-7)
            if done:
                break
        else:
            damping *= 4
            if damping > 1e8:
                break
    return _decode(theta, names)


def fit_scaling(
    points: pd.DataFrame, workloads: dict[str, Workload], gpus: pd.DataFrame
) -> ScalingFit:
    """Fit the link efficiencies and validate them leave-one-GPU-out."""
    multi, excluded = _prepare(points)
    prep = _prepared(multi, workloads, gpus)
    params = _fit(prep, DEFAULT_PARAMS)
    full = multi.assign(predicted_efficiency=_predict(prep, params))
    loo_pred = np.empty(len(multi))
    for gpu in sorted(set(multi["gpu_id"])):
        test = (multi["gpu_id"] == gpu).to_numpy()
        fold = _fit(_prepared(multi[~test].reset_index(drop=True), workloads, gpus), params)
        loo_pred[test] = _predict(
            _prepared(multi[test].reset_index(drop=True), workloads, gpus), fold
        )
    loo = multi.assign(
        predicted_efficiency=loo_pred,
        log_ratio=np.log(multi["efficiency"].to_numpy() / loo_pred),
    )
    return ScalingFit(params, full, loo, excluded)
