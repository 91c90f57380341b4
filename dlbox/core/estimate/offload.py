"""What CPU offload adds to a training step: one cost model for ``--offload`` and its remedy.

Two schedules, as the stacks run them:

- ``optimizer`` — DeepSpeed ZeRO-Offload (ZeRO-2 with ``offload_optimizer: cpu``; Ren et al.,
  "ZeRO-Offload", USENIX ATC 2021, §4).  The 16-bit weights stay on the GPU.  Backward
  streams each GPU's share of the 16-bit gradients to host RAM bucket by bucket while it
  still computes (``overlap_comm``), every micro-batch (DeepSpeed accumulates them on the
  host).  Once per optimizer step the CPU runs Adam over the FP32 master weights and
  moments (host_optimizer.py) and the updated 16-bit weights go back up, chunk by chunk
  while the CPU works on the next chunk.  The paper's one-step *delayed parameter update*,
  which would hide the CPU step behind the next forward, is not among DeepSpeed's
  ``offload_optimizer`` options (device, nvme_path, pin_memory, buffer_count, fast_init,
  ratio): the next forward waits for the step.
- ``all`` — FSDP ``CPUOffload(offload_params=True)`` / ZeRO-3 ``offload_param``: the weights
  live on the host too.  Every forward and every backward copies each GPU's shard of every
  layer up before it is gathered (prefetched a layer ahead, so hidden behind the compute it
  overlaps), the gradients' shards come down every micro-batch, and PyTorch's CPU AdamW
  updates the weights in host RAM: nothing goes back up after the step.

Bytes move at the link's peak per direction (PCIe is full duplex): the slower of the card's
own link and the slot the build's board gives it.  All GPUs' copies land in the same host
RAM, so a box of many GPUs moves them no faster than its RAM allows; the CPU step runs on
the same RAM whatever the GPU count.  Unknown host RAM (no CPU channel count or speed):
both are charged as on the stated default host (host_optimizer.default_host), and the
explanation names it — never left out, or offload would read faster than no offload.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from dlbox.core.estimate.comm import BACKWARD_SHARE, pcie_gbs
from dlbox.core.estimate.host_optimizer import HostMemory, cpu_step_seconds, default_host
from dlbox.core.estimate.notes import QT_TRANSLATE_NOOP, Note, note

MODES = ("optimizer", "all")
# NF4 weights (bitsandbytes, QLoRA) are 4 bits each; their block statistics are not counted.
NF4_BYTES = 0.5
# An offload cost above this share of the step makes it the named bound (as the estimator's
# INTERCONNECT_BOUND does for the GPUs' link).
OFFLOAD_BOUND = 0.25


@dataclass(frozen=True)
class HostLink:
    """Per GPU: the PCIe link to host RAM (generation, lanes, GB/s per direction) and
    whether the slot is known (else the card's own link is assumed, and said)."""

    gen: np.ndarray
    lanes: np.ndarray
    gbs: np.ndarray
    slot_known: bool

    def describe(self, i: int = 0) -> Note:
        link = {
            "gen": f"{self.gen[i]:.0f}",
            "lanes": f"{self.lanes[i]:.0f}",
            "gbs": f"{self.gbs[i]:,.1f}",
        }
        if self.slot_known:
            return note(
                QT_TRANSLATE_NOOP(
                    "Estimate", "PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction)"
                ),
                **link,
            )
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction, the card's own: the "
                "slot is not known)",
            ),
            **link,
        )


def host_link(hw: Any, slot_gen: float | None, slot_lanes: float | None) -> HostLink:
    """The link each GPU reaches host RAM over: the slower of card and slot."""
    gen = np.asarray(hw.pcie_gen, float)
    lanes = np.asarray(hw.pcie_lanes, float)
    if slot_gen is not None:
        gen = np.minimum(gen, slot_gen)
    if slot_lanes is not None:
        lanes = np.minimum(lanes, slot_lanes)
    known = slot_gen is not None and slot_lanes is not None
    return HostLink(gen, lanes, pcie_gbs(gen, lanes), known)


@dataclass(frozen=True)
class OffloadCost:
    """Per GPU row, in seconds: what offload moves and runs, and what the step waits for."""

    mode: str
    link: HostLink
    host: HostMemory  # the build's RAM, or the default host (``host.assumed``)
    grad_accum: int
    down_s: np.ndarray  # per micro-batch: gradients device → host (streamed in backward)
    up_s: np.ndarray  # per micro-batch: weights host → device (``all``; prefetched)
    update_up_s: np.ndarray  # per optimizer step: updated weights host → device (``optimizer``)
    cpu_s: float  # per optimizer step: the CPU's optimizer step
    replaced_s: np.ndarray  # per micro-batch: the GPU's own update, which offload took off it
    exposed: np.ndarray  # per micro-batch: what the step waits for
    step_s: np.ndarray  # per micro-batch: the step with it (GPU time + comm + offload)

    def share(self, i: int = 0) -> float:
        step = float(self.step_s[i])
        return float(self.exposed[i]) / step if step > 0 else 0.0

    def bound(self) -> np.ndarray:
        """Per GPU: whether offload takes a big enough share of the step to name it."""
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(self.step_s > 0, self.exposed / self.step_s, 0.0) > OFFLOAD_BOUND

    def to_dict(self, i: int = 0) -> dict[str, Any]:
        """The first GPU's account, for ``--json`` and the GUI (milliseconds)."""
        return {
            "mode": self.mode,
            "link": self.link.describe(i),
            "link_gbs": float(self.link.gbs[i]),
            "slot_known": self.link.slot_known,
            "host_memory": self.host.describe(),
            "host_assumed": self.host.assumed,
            "grad_accum": self.grad_accum,
            "gradients_down_ms": float(self.down_s[i]) * 1e3,
            "weights_up_ms": float(self.up_s[i]) * 1e3,
            "update_up_ms": float(self.update_up_s[i]) * 1e3,
            "cpu_step_ms": self.cpu_s * 1e3,
            "gpu_update_replaced_ms": float(self.replaced_s[i]) * 1e3,
            "exposed_ms": float(self.exposed[i]) * 1e3,
            "step_ms": float(self.step_s[i]) * 1e3,
            "share": self.share(i),
        }

    def note(self, i: int = 0) -> Note:
        """One line: what offload costs each step, and why."""
        down, link = f"{self.down_s[i] * 1e3:,.0f}", self.link.describe(i)
        if self.mode == "all":
            pcie = note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "PCIe copies over %(link)s, run under the GPU's compute: "
                    "gradients down %(down)s ms per micro-batch (streamed during backward), "
                    "weights up %(up)s ms per micro-batch (prefetched during forward and "
                    "backward)",
                ),
                down=down,
                up=f"{self.up_s[i] * 1e3:,.0f}",
                link=link,
            )
            who = note(QT_TRANSLATE_NOOP("Estimate", "PyTorch's CPU AdamW (FSDP)"))
        else:
            pcie = note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "PCIe copies over %(link)s: gradients down %(down)s ms per micro-batch "
                    "(streamed during backward, under its compute), updated weights up "
                    "%(up)s ms per optimizer step (beside the CPU step)",
                ),
                down=down,
                up=f"{self.update_up_s[i] * 1e3:,.0f}",
                link=link,
            )
            who = note(QT_TRANSLATE_NOOP("Estimate", "DeepSpeed's CPU Adam"))
        ram = (
            self.host.describe()
            if self.host.assumed
            else note(QT_TRANSLATE_NOOP("Estimate", "host RAM %(ram)s"), ram=self.host.describe())
        )
        step = {"ms": f"{self.cpu_s * 1e3:,.0f}", "who": who, "ram": ram}
        cpu = (
            note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s), "
                    "shared by %(n)s micro-batches",
                ),
                **step,
                n=str(self.grad_accum),
            )
            if self.grad_accum > 1
            else note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s)",
                ),
                **step,
            )
        )
        cost = {
            "mode": self.mode,
            "ms": f"{self.exposed[i] * 1e3:,.0f}",
            "step": f"{self.step_s[i] * 1e3:,.0f}",
            "share": f"{self.share(i):.0%}",
            "pcie": pcie,
            "cpu": cpu,
        }
        if self._floored(i):
            return note(
                QT_TRANSLATE_NOOP(
                    "Estimate",
                    "CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it "
                    "(%(share)s; only what the GPU's compute does not hide): "
                    "%(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed "
                    "parameter update); these floors come to less than the GPU's own update "
                    "that offload takes off it (%(replaced)s ms), so that is charged: offload "
                    "never speeds a step up",
                ),
                **cost,
                replaced=f"{self.replaced_s[i] * 1e3:,.0f}",
            )
        return note(
            QT_TRANSLATE_NOOP(
                "Estimate",
                "CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it "
                "(%(share)s; only what the GPU's compute does not hide): "
                "%(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed "
                "parameter update)",
            ),
            **cost,
        )

    def _floored(self, i: int) -> bool:
        replaced = float(self.replaced_s[i])
        return replaced > 0 and float(self.exposed[i]) <= replaced


def offload_cost(
    *,
    mode: str,
    trainable: float,
    frozen: float,
    weight_bytes: np.ndarray,
    frozen_bytes: np.ndarray,
    count: Any,
    grad_accum: int,
    t_micro: np.ndarray,
    comm_exposed: np.ndarray,
    link: HostLink,
    host: HostMemory | None,
    sixteen_bit_weights: bool = False,
    replaced_s: np.ndarray | None = None,
) -> OffloadCost:
    """What ``mode`` offload adds to each micro-batch of ``t_micro`` GPU seconds.

    ``trainable``/``frozen``: weights trained and frozen (LoRA's base model); both live on
    the host under ``all``.  ``weight_bytes``: bytes per trained weight and gradient as the
    GPUs compute (2 in 16-bit training, 4 in FP32), per row; ``frozen_bytes`` the same for
    the frozen weights (NF4 under QLoRA).  Each of ``count`` GPUs moves its 1/count share (ZeRO-2 and FSDP
    partition what they offload).  ``host``: the build's RAM, None for unknown (the default
    host is charged); ``sixteen_bit_weights``: the host keeps the trained weights and
    moments in 16 bits (pure-bf16 training under ``all``).  ``replaced_s``: per micro-batch,
    what the GPU's own update (which offload removes from ``t_micro``) added to the step;
    the offload's waits are never charged less, since the CPU step and copies above are
    floors (peak bandwidths) and a step cannot get faster by moving its update to the host.
    """
    host = default_host() if host is None else host
    n = np.asarray(count, float) + np.zeros(len(t_micro))
    bpv = np.asarray(weight_bytes, float) + np.zeros(len(t_micro))
    link_bps = link.gbs * 1e9
    host_bps = host.gbs * 1e9

    def seconds(per_gpu_bytes: np.ndarray) -> np.ndarray:
        # Each GPU over its own link, all of them into one host RAM.
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.where(link_bps > 0, per_gpu_bytes / link_bps, 0.0)
        return np.maximum(t, per_gpu_bytes * n / host_bps)

    down = seconds(trainable * bpv / n)
    zeros = np.zeros(len(t_micro))
    if mode == "all":
        # Every weight's shard comes up for forward and again for backward's re-gather.
        stored = trainable * bpv + frozen * (np.asarray(frozen_bytes, float) + zeros)
        up, update_up = seconds(2.0 * stored / n), zeros
    else:
        up, update_up = zeros, seconds(trainable * bpv / n)
    cpu = cpu_step_seconds(trainable, host, mode, sixteen_bit_weights)
    # Streamed under backward, prefetched under forward and backward: only what outlasts
    # the compute it overlaps is waited for.  The optimizer step's CPU work and the
    # weights' copy back overlap each other, chunk by chunk, and nothing else.
    waits_down = np.maximum(0.0, down - BACKWARD_SHARE * t_micro)
    waits_up = np.maximum(0.0, up - t_micro)
    tail = np.maximum(cpu, update_up)
    accum = max(1, int(grad_accum))
    replaced = zeros if replaced_s is None else np.asarray(replaced_s, float) + zeros
    exposed = np.maximum(waits_down + waits_up + tail / accum, replaced)
    return OffloadCost(
        mode=mode,
        link=link,
        host=host,
        grad_accum=accum,
        down_s=down,
        up_s=up,
        update_up_s=update_up,
        cpu_s=cpu,
        replaced_s=replaced,
        exposed=exposed,
        step_s=t_micro + comm_exposed + exposed,
    )
