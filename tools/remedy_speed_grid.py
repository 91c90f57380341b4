"""Audit the memory remedies' speed costs over a grid of training jobs.

For every training workload × a few catalogue GPUs (8 to 80 GB) × batch per GPU (auto,
1, 8, 32) × checkpointing (off, full) that does not fit, each remedy offered is
re-estimated independently: the remedy's own run (its settings, as ``--flags`` would
give them) against the unchanged run at the same global batch (the remedy's batch per
GPU × its accumulation, over the user's accumulation), as the unchanged run would go if
it fit.  Two findings are counted:

* ``mix-up``: the speed shown differs from that equal-batch ratio by more than 1 %
  (the remedy was priced against a run at another batch);
* ``faster``: a remedy that adds work or moves the same work elsewhere (offload,
  checkpointing, a smaller micro-batch with accumulation, an 8-bit optimizer, a ZeRO
  stage) comes out faster than the unchanged run at the same batch — flagged unless its
  note names the physical reason (``REASONS`` below).

Run from the repository root:

    PYTHONPATH=. .venv/bin/python tools/remedy_speed_grid.py [--list]

``--list`` prints every finding; the summary line counts them.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from dlbox.core.catalogue import default_data_dir, load_catalogue
from dlbox.core.estimate import TrainSettings
from dlbox.core.estimate.estimator import SystemSpec, estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.remedies import JOIN, base_settings, remedy_labels, with_paging
from dlbox.core.estimate.workloads import load_workloads, resolve_workload

# 8, 12, 16, 24 (two of them, also as a pair over PCIe), 32, 48 and 80 GB.
GPUS = (
    "rtx-3070",
    "rtx-3060-12gb",
    "rtx-4080",
    "rtx-3090",
    "rtx-4090",
    "rtx-5090",
    "l40s",
    "a100-sxm4-80gb",
)
PAIRS = ("rtx-3090", "rtx-4090")
BATCHES: tuple[int | None, ...] = (None, 1, 8, 32)
CHECKPOINTING = ("none", "full")
# Remedy parts that add work, or move the same work somewhere slower (a ZeRO stage over
# the GPUs the run has: "ZeRO-2 across the 2 GPUs"; not "2 GPUs with ZeRO-3", which buys).
ADDS_WORK = ("offload", "checkpointing", "batch ", "8-bit optimizer", "ZeRO-")
# Parts that take work away, so a combined remedy with one may be faster: fewer weights
# trained (LoRA, QLoRA), torch's fused update, more GPUs.
LESS_WORK = ("LoRA", "fused AdamW", " GPUs with ZeRO-3")
# What a remedy's note says when it states why it is faster at the same batch.
REASONS = ("faster: ",)
TOLERANCE = 0.01


def _adds_work(label: str) -> bool:
    parts = label.split(JOIN)
    if any(word in part for part in parts for word in LESS_WORK):
        return False
    return any(word in part for part in parts for word in ADDS_WORK)


def _throughput(hw: Any, count: int, workload: Any, settings: TrainSettings, system: Any):
    r = estimate_arrays(hw, count, workload, settings, system)
    speed = float(r["gpu_system_samples"][0] * r["workload"].units_per_sample)
    memory = r["memory"]
    if memory.paged is not None and float(memory.paged[0]) > 0 and speed > 0:
        speed = with_paging(hw, r, speed)
    return r, speed


def audit(show: bool) -> Counter:
    catalogue = load_catalogue(default_data_dir())
    system = SystemSpec()
    counts: Counter = Counter()
    train = [w for w in load_workloads() if resolve_workload(w).task == "train"]
    for gpu_id in GPUS:
        hw = arrays_for([catalogue.get("gpu", gpu_id)])
        for count in (1, 2) if gpu_id in PAIRS else (1,):
            for workload_id in train:
                workload = resolve_workload(workload_id)
                for batch in BATCHES:
                    for mode in CHECKPOINTING:
                        settings = TrainSettings(batch_per_gpu=batch, checkpointing=mode)
                        r = estimate_arrays(hw, count, workload, settings, system)
                        if bool(r["fits"][0]):
                            continue
                        counts["jobs that do not fit"] += 1
                        remedy_labels(r, hw, count, system)
                        base = base_settings(r["choices"])
                        accum = int(r["choices"].grad_accum)
                        for remedy in r["remedy_options"]:
                            counts["remedies"] += 1
                            mine = TrainSettings(**{**base, **remedy.settings})
                            done, speed = _throughput(hw, remedy.count, workload, mine, system)
                            micro = int(done["batch"][0])
                            global_batch = micro * int(done["choices"].grad_accum)
                            same = TrainSettings(**{**base, "batch_per_gpu": global_batch // accum})
                            _, reference = _throughput(hw, count, workload, same, system)
                            if reference <= 0 or remedy.speed is None:
                                continue
                            ratio = speed / reference
                            where = (
                                f"{workload_id} on {count}x {gpu_id}, batch {batch or 'auto'}, "
                                f"checkpointing {mode}: {remedy.label}"
                            )
                            if abs(remedy.speed / ratio - 1.0) > TOLERANCE:
                                counts["mix-up"] += 1
                                if show:
                                    print(
                                        f"mix-up  {where}: shown x{remedy.speed:.2f}, "
                                        f"x{ratio:.2f} at the same batch ({micro}/GPU)"
                                    )
                            reason = any(word in (remedy.note or "") for word in REASONS)
                            if _adds_work(remedy.label) and ratio > 1.0 + TOLERANCE:
                                counts["faster, reason stated" if reason else "faster"] += 1
                                if show:
                                    print(f"faster  {where}: x{ratio:.2f} at the same batch")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print every finding")
    args = parser.parse_args(argv)
    counts = audit(args.list)
    print(", ".join(f"{k}: {v}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
