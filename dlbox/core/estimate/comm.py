"""Communication between GPUs: data-parallel all-reduce, ZeRO/FSDP gathers, tensor parallel.

The one place that turns "n GPUs on this link" into seconds (ESTIMATOR.md):

- Data parallel (DDP): a ring all-reduce of the gradients moves
  2(n−1)/n · G bytes per GPU over the bus bandwidth, G = trainable parameters ×
  4 B (FP32 gradients under AMP).  It runs bucket by bucket (PyTorch DDP's
  25 MiB buckets) while backward is still computing, so only what does not fit
  under the backward pass is exposed — and the last bucket, which starts when
  backward ends, always is.  Each bucket also pays the collective's latency.
- ZeRO-3 / FSDP add an all-gather of the weights in forward and backward: 1.5× DDP's
  traffic when the gathers and the reduce-scatter move the same type.  Under mixed
  precision they do not: the gathers move the 16-bit compute copy, the reduce-scatter the
  gradient type (FP32 under AMP: PyTorch FSDP ``MixedPrecision(param_dtype=bf16,
  reduce_dtype=fp32)``, Composer's ``DEFAULT``, torchtitan's ``mixed_precision_reduce``).
- Tensor parallel: two all-reduces of the activations per layer, which at the
  small messages of decoding cost latency rather than bandwidth.

Links, per GPU:

- ``nvswitch``: SXM boards of Ampere and later on an NVSwitch baseboard;
- ``nvlink``: Volta SXM2 cube-mesh, or two PCIe cards joined by a bridge;
- ``pcie_p2p``: PCIe with peer-to-peer (pro and datacentre cards);
- ``pcie_host``: PCIe without peer-to-peer (GeForce): every transfer bounces
  through host memory, which all GPUs share, so the bandwidth per GPU also
  falls with the GPU count — the one case where more GPUs can be slower.
- ``xgmi``: AMD Instinct OAM modules (MI300X) on their platform baseboard, where every
  GPU has its own Infinity Fabric (xGMI) link to each of the seven others, a fully
  connected mesh: n GPUs talk over n − 1 direct links, not over PCIe.

There is no fixed per-step cost: what is not bandwidth is the measured
latency of one collective per bucket (:data:`LATENCY_S`).  The η per link and the
host-sharing exponent are fitted on Lambda's 1–8-GPU measurements
(:func:`fit_scaling`); the overlap is a fixed physical share (:data:`OVERLAP`).

Overlap is not free (:func:`comm_cost`).  An NCCL collective runs as CUDA blocks that
each hold a whole SM (NVIDIA/nccl#689) and stream its bytes through HBM, so the compute
it overlaps runs slower while it lasts: matmuls 30–40 % slower beside NCCL on 8× H100
NVLink (pytorch/pytorch#179937).  The step grows by the share of the compute rate lost
(data/comm_contention.csv, per link: NCCL takes many SMs to fill NVLink, two on PCIe)
times the seconds the collectives overlap compute — the *contention*.  What no compute
hides stays *exposed*: the part of the traffic longer than the backward pass, and at
least the collective that starts when backward ends (DDP's last bucket; under
ZeRO-3/FSDP the first block's all-gather before forward and the last block's
reduce-scatter after backward, FSDP wrapping one transformer block per unit).

Not every FSDP stack overlaps at all.  MosaicML Composer's FSDP1, as llm-foundry's published
runs used it (``backward_prefetch: BACKWARD_POST``, ``limit_all_gathers``), waits for its
collectives: llm-foundry's own 8-GPU runs lose, per micro-batch, about the collectives'
whole time (docs/llm-h100-gap.md).  Such a stack (stacks.py ``hides_sharded_comm``) pays
``t_ar`` exposed and no contention.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from dlbox.core.estimate.constants import named_constants
from dlbox.core.estimate.hardware import GpuArrays, gpu_arrays
from dlbox.core.estimate.memo import by_identity
from dlbox.core.estimate.workloads import Workload

LINKS: tuple[str, ...] = ("nvswitch", "nvlink", "pcie_p2p", "pcie_host", "xgmi")
GRAD_BYTES = 4.0  # FP32 gradients: PyTorch DDP under AMP (FP32 master weights)
# Pure-BF16 training (FSDP MixedPrecision(reduce_dtype=bf16), Megatron's distributed
# optimizer) reduces 16-bit gradients.
GRAD_BYTES_16BIT = 2.0
# Share of the backward pass the bucketed all-reduce can hide under: DDP launches each
# 25 MiB bucket as soon as its gradients are ready (Li et al. 2020, "PyTorch Distributed",
# VLDB 13(12), fig. 9: most of the communication overlaps the backward computation).
# Fixed, not fitted: fitted on Lambda's runs it sank to 0.05 to absorb links slower
# than their class (Lambda's V100 SXM2 runs), which then under-predicts every other stack.
OVERLAP = 0.8
BACKWARD_SHARE = 2.0 / 3.0  # backward ≈ 2× forward
SUPERLINEAR_LIMIT = 1.05  # a data-parallel run cannot beat n× one GPU: such rows are bad data
BUCKET_BYTES = 25.0 * 2**20  # torch.nn.parallel.DistributedDataParallel(bucket_cap_mb=25)
ZERO3_TRAFFIC = 1.5  # ZeRO-3/FSDP: reduce-scatter + two all-gathers ≈ 1.5× an all-reduce
# Bytes per parameter of ZeRO-3/FSDP's all-gathers: the compute copy (16-bit under mixed
# precision: FSDP MixedPrecision param_dtype, DeepSpeed's fp16/bf16 parameters).
GATHER_BYTES_16BIT = 2.0
# Latency of one small all-reduce (seconds), measured with nccl-tests all_reduce_perf:
# 8× RTX 4090 PCIe 42.6 µs and 8× RTX 3090 PCIe 54.2 µs at 8 B (NVIDIA/nccl issues #1530,
# #1439); 2× RTX 2080 Ti on an NVLink bridge 13.4 µs at 32 KB (NVIDIA/nccl-tests #44);
# 2× H100 SXM on NVSwitch ≈ 6 µs, growing with the GPU count (NVIDIA/nccl #1259).
LATENCY_S: dict[str, float] = {
    "nvswitch": 10e-6,
    "nvlink": 13e-6,
    "pcie_p2p": 40e-6,
    "pcie_host": 50e-6,
    # One small all-reduce over MI300X's xGMI mesh: ~8 µs between two MI300X (Epliz/muiLLM
    # README at 0ade86f, its fused GEMV-all-reduce: the row amd-muillm-mi300x-x4 comes from
    # the same page, so it is in source for this constant); vLLM's one-shot custom
    # all-reduce on eight MI355X takes 6.3-6.7 µs at 24-48 KB (vllm-project/vllm PR #39080,
    # 2026-04).  The latency of the one-shot all-reduce kernels inference engines on ROCm use;
    # RCCL's own small-message latency on MI300X was not found.
    "xgmi": 8e-6,
}
# Peak bandwidth of one xGMI link between two MI300X, per direction, and the share of it
# left after CRC and protocol overhead (about 48 of 64 GB/s): AMD ROCm blog, "Understanding
# RCCL Bandwidth and xGMI Performance on AMD Instinct MI300X" (2025-03-02).  A GPU reaches
# its n − 1 peers over n − 1 links at once (vllm-project/vllm PR #39080 puts an MI355X
# node's peak all-reduce bus bandwidth at (N − 1) × its 76.8 GB/s link).
XGMI_LINK_GBS = 64.0
XGMI_ETA = 0.75

# Per link, the share of a GPU's compute rate a collective running beside it takes
# (its SMs and memory traffic), each row with its source.
CONTENTION_FILE = Path("comm_contention.csv")

# Starting values (ESTIMATOR.md's ranges) before fitting.
DEFAULT_PARAMS: dict[str, float] = {
    "eta_nvswitch": 0.9,
    "eta_nvlink": 0.4,
    "eta_pcie_p2p": 0.5,
    "eta_pcie_host": 0.3,
    # Not fitted (no Lambda run has an xGMI board): the measured share of the link's peak.
    "eta_xgmi": XGMI_ETA,
    "host_share_exponent": 0.5,
    "overlap": OVERLAP,
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


@by_identity  # pure per GPU columns and count: asked again for each remedy
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
    # The catalogue's only OAM board is AMD's MI300X, whose baseboard is an xGMI mesh.
    xgmi = hw.oam
    kind = np.where(
        switched,
        "nvswitch",
        np.where(
            meshed | bridged,
            "nvlink",
            np.where(xgmi, "xgmi", np.where(peer, "pcie_p2p", "pcie_host")),
        ),
    ).astype(object)
    peers = np.maximum(np.asarray(count, dtype=float) - 1.0, 1.0)
    gbs = np.where(
        switched | meshed | bridged,
        hw.nvlink_gbs / 2.0,
        np.where(xgmi, peers * XGMI_LINK_GBS, pcie),
    )
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
    exponent = params.get("host_share_exponent", DEFAULT_PARAMS["host_share_exponent"])
    # One Python pow per distinct count: numpy's vectorised pow can differ from the
    # scalar one in the last bit, and a count per row must equal one call per count.
    counts, where = np.unique(n, return_inverse=True)
    share = np.array([(2.0 / float(c)) ** exponent for c in counts])[where].reshape(n.shape)
    return np.where(host, bw * share, bw)


def latency(links: Links) -> np.ndarray:
    """Seconds one small collective costs on each GPU's link."""
    return np.fromiter(
        (LATENCY_S[str(k)] for k in links.kind.tolist()), dtype=float, count=len(links.kind)
    )


def compute_share_lost(links: Links) -> np.ndarray:
    """Per GPU: the share of its compute rate a collective on its link takes while it runs."""
    table = named_constants(CONTENTION_FILE)
    return np.fromiter(
        (table[f"compute_share_lost.{k}"] for k in links.kind.tolist()),
        dtype=float,
        count=len(links.kind),
    )


@dataclass(frozen=True)
class CommCost:
    """What a step's communication costs, per GPU, in seconds."""

    exposed: np.ndarray  # collectives no compute hides: the step waits for them
    contention: np.ndarray  # compute slowed by the collectives that overlap it
    t_ar: np.ndarray  # the collectives' own time (all-reduce, or ZeRO-3's gathers + scatter)

    @property
    def added(self) -> np.ndarray:
        """Seconds the step grows by over one GPU's."""
        return self.exposed + self.contention


def comm_cost(
    t_gpu: np.ndarray,
    grad_params: float | np.ndarray,
    count: int | np.ndarray,
    links: Links,
    params: dict[str, float],
    zero_stage: int = 0,
    grad_bytes: float = GRAD_BYTES,
    units: int | None = None,
    gather_bytes: float | None = None,
    sharded_hidden: bool = True,
) -> CommCost:
    """The step's communication for each GPU: exposed, contention and the collectives' time.

    The all-reduce runs bucket by bucket under the backward pass; what sticks out is the
    part the overlapped backward cannot hide, and at least the last bucket.  Under
    ZeRO-3/FSDP with ``units`` wrapped blocks the first block's all-gather and the last
    block's reduce-scatter are the ones nothing hides; the gathers move ``gather_bytes``
    per parameter (``grad_bytes`` when not given), the reduce-scatter ``grad_bytes``.
    The overlapped rest slows the compute beside it by the link's contention share.
    ``sharded_hidden=False`` is a stack whose ZeRO-3/FSDP collectives do not run under
    the compute (stacks.py, Composer's FSDP1): the step waits for all of them.
    """
    n = np.asarray(count, dtype=float)
    gather = grad_bytes if gather_bytes is None else gather_bytes
    # Per parameter, what one all-reduce-equivalent (2(n−1)/n × volume) must carry: two
    # gathers and a reduce-scatter are (2·gather + grad)·(n−1)/n.
    per_param = (2.0 * gather + grad_bytes) / 2.0 if zero_stage >= 3 else grad_bytes
    volume = np.asarray(grad_params, dtype=float) * per_param
    hidden = OVERLAP * BACKWARD_SHARE * t_gpu
    if not (n > 1).any():
        # One GPU everywhere: nothing to reduce (the same zeros the general case gives).
        alone = np.zeros(np.broadcast_shapes(n.shape, volume.shape, links.kind.shape))
        return CommCost(np.maximum(alone, alone - hidden), alone, alone)
    bus = bus_bandwidth(links, count, params) * 1e9
    sharded = zero_stage >= 3 and bool(units)
    # DDP: one all-reduce per 25 MiB bucket; FSDP: per wrapped block two all-gathers (forward,
    # backward) and one reduce-scatter.
    buckets = (
        np.full(np.shape(volume), 3.0 * float(units or 1))
        if sharded
        else np.maximum(1.0, np.ceil(volume / BUCKET_BYTES))
    )
    lat = latency(links)
    with np.errstate(divide="ignore", invalid="ignore"):
        ring = 2.0 * (n - 1) / n * volume / np.where(bus > 0, bus, np.nan)
    t_ar = np.where(n > 1, ring + buckets * lat, 0.0)
    if sharded:
        # One block's all-gather before forward, one block's reduce-scatter after backward.
        edges = (gather + grad_bytes) / (2.0 * gather + grad_bytes)
        last = np.where(n > 1, edges * ring / float(units or 1) + 2.0 * lat, 0.0)
    else:
        last = np.where(n > 1, ring / buckets + lat, 0.0)
    last = np.minimum(last, t_ar)
    if zero_stage >= 3 and not sharded_hidden:
        # Every gather and reduce-scatter on the step's path: nothing overlaps, so nothing
        # is slowed beside them either.
        return CommCost(t_ar, np.zeros(np.shape(t_ar)), t_ar)
    exposed = np.maximum(last, t_ar - hidden)
    contention = compute_share_lost(links) * (t_ar - exposed)
    return CommCost(exposed, contention, t_ar)


def tensor_parallel_seconds(
    layers: int,
    activation_bytes: np.ndarray | float,
    ways: int | np.ndarray,
    links: Links,
    params: dict[str, float],
) -> np.ndarray:
    """Seconds per forward pass for tensor parallel's two all-reduces per layer.

    ``activation_bytes`` is one layer's output for the tokens in flight (batch ×
    hidden × 2 B when decoding): tiny, so the latency term dominates.
    """
    t = np.asarray(ways, dtype=float)
    bus = bus_bandwidth(links, ways, params) * 1e9
    with np.errstate(divide="ignore", invalid="ignore"):
        move = 2.0 * (t - 1) / t * np.asarray(activation_bytes, dtype=float) / bus
    per = np.where(t > 1, move + latency(links), 0.0)
    return 2.0 * layers * per


def trainable_params(workload: Workload, adapter: str) -> float:
    return workload.params_total if adapter == "none" else float(workload.lora_params or 0.0)


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
)


def _encode(params: dict[str, float], names: tuple[str, ...] = _FREE) -> np.ndarray:
    """Unbounded coordinates: η in (0, 1), the exponent in (0, 4)."""
    out = []
    for name in names:
        top = 4.0 if name == "host_share_exponent" else 1.0
        v = min(max(params.get(name, 0.0) / top, 1e-4), 1 - 1e-4)
        out.append(math.log(v / (1 - v)))
    return np.array(out)


def _decode(theta: np.ndarray, names: tuple[str, ...] = _FREE) -> dict[str, float]:
    out = {}
    for name, v in zip(names, theta, strict=True):
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
    added = comm_cost(prep.t_gpu, prep.grads, prep.count, prep.links, params).added
    return prep.t_gpu / (prep.t_gpu + added)


def _fit(prep: _Prepared, start: dict[str, float]) -> dict[str, float]:
    names = _FREE
    theta = _encode(start, names)
    prior = _encode(DEFAULT_PARAMS, names)
    # The link ridge keeps link classes with few points near ESTIMATOR.md's values.
    ridge = np.full(len(names), 0.05)

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


def gradient_bytes(precision: str) -> float:
    """Bytes per gradient the all-reduce moves for a training precision."""
    return GRAD_BYTES_16BIT if precision in ("bf16", "fp8") else GRAD_BYTES


def gather_bytes(precision: str) -> float:
    """Bytes per parameter ZeRO-3/FSDP's all-gathers move: the 16-bit compute copy under
    any 16-bit or FP8 precision (FP8 linears gather BF16 weights by default), else FP32."""
    return GATHER_BYTES_16BIT if precision in ("amp", "fp16", "bf16", "fp8") else GRAD_BYTES
