"""Derive per-image activation memory of the CNN workloads from measured batch sizes.

Lambda ran each benchmark at (close to) the largest batch that fit each GPU.
For a batch that ran, activations per sample can be at most
(usable − weights − master − grads − optimizer − context) / batch / (1 + allocator
share), the memory model of dlbox.core.estimate.memory solved for A.  (The
shipped coefficients were derived with the earlier model's ×1.10 and 0.8 GB, so
they sit below this bound: every batch Lambda ran still fits.)  The smallest such bound over
all GPUs and both precisions, expressed at 16 bits, is the coefficient written
into data/workloads.csv (``act_mb_per_sample_16bit``), so every batch Lambda ran
is predicted to fit.

Run: ``.venv/bin/python tools/derive_activation_memory.py``
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.catalogue import shipped_catalogue
from dlbox.core.estimate.benchmarks import benchmark_points
from dlbox.core.estimate.memory import GIB, plan_memory
from dlbox.core.estimate.workloads import load_workloads


def main() -> None:
    workloads = load_workloads()
    points = benchmark_points(workloads)
    gpus = shipped_catalogue().table("gpu")
    single = points[points["n_gpus"] == 1]
    for wid in ("resnet50", "ssd300", "vgg16"):
        workload = workloads[wid]
        rows = single[single["workload"] == wid]
        bounds = []
        for row in rows.itertuples():
            vram = float(gpus.loc[row.gpu_id, "vram_gb"])
            bpv = 2.0 if row.precision == "amp" else 4.0
            plan = plan_memory(
                workload,
                bytes_per_value=np.array([bpv]),
                vram_gb=np.array([vram]),
                adapter="none",
                optimizer=workload.optimizer,
                checkpointing=False,
            )
            room = float(plan.usable[0] - plan.static[0]) - plan.context
            per_sample = room / row.batch_per_gpu / (1.0 + plan.allocator_share) * GIB
            bounds.append((per_sample / 1e6 * 2.0 / bpv, row.gpu_id, row.precision))
        best = min(bounds)
        print(
            f"{wid:10s} {best[0]:7.1f} MB per sample at 16 bits (bound set by {best[1]}, {best[2]})"
        )


if __name__ == "__main__":
    main()
