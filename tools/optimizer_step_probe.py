"""Probe one term on a lent GPU: the optimizer update's streaming time (optimizer_step.py).

dlbox prices torch.optim.AdamW's update as bytes over bandwidth: 20 tensor-sized reads and
writes per FP32 parameter for the default multi-tensor (foreach) path, 7 for the fused
kernel (data/optimizer_update.csv, counted from PyTorch's code, at 0.8 of the card's peak
bandwidth, a prior).  This tool registers those predictions for a GPT-2 XL-shaped set of
FP32 parameters before the run (``--predict``, written next to the raw results) and, on the
GPU, times ``optimizer.step()`` alone with gradients already in place (``--measure``).

    python tools/optimizer_step_probe.py --predict          # here: writes the record
    python tools/optimizer_step_probe.py --measure --out F  # on the GPU: one JSON line each
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

RECORD = REPO / "data" / "benchmarks" / "measured" / "optimizer-probe-predicted.json"
IMPLS = ("foreach", "fused")
GPUS = ("h200-sxm", "h100-sxm")
# GPT-2 XL (48 layers, 1,600 wide, 50,257-word vocabulary, 1,024 positions): its tensors.
LAYERS, WIDTH, VOCAB, POSITIONS = 48, 1600, 50257, 1024


def shapes() -> list[tuple[int, ...]]:
    """GPT-2 XL's parameter tensors (Conv1D weights, biases, layer norms, embeddings)."""
    w = WIDTH
    layer = [
        (w,), (w,),  # ln_1
        (w, 3 * w), (3 * w,),  # attn.c_attn
        (w, w), (w,),  # attn.c_proj
        (w,), (w,),  # ln_2
        (w, 4 * w), (4 * w,),  # mlp.c_fc
        (4 * w, w), (w,),  # mlp.c_proj
    ]  # fmt: skip
    return [(VOCAB, w), (POSITIONS, w), *layer * LAYERS, (w,), (w,)]


def parameter_count() -> int:
    total = 0
    for shape in shapes():
        size = 1
        for n in shape:
            size *= n
        total += size
    return total


def predict() -> dict[str, Any]:
    import numpy as np

    from dlbox.core.catalogue import shipped_catalogue
    from dlbox.core.estimate.optimizer_step import constant, update_bytes

    gpus = shipped_catalogue().table("gpu").set_index("id")
    n = float(parameter_count())
    out: dict[str, Any] = {"parameters": int(n), "tensors": len(shapes())}
    for gpu in GPUS:
        bw = float(gpus.loc[gpu, "mem_bw_gbs"])
        for impl in IMPLS:
            moved = update_bytes(n, "adamw", impl, "fp32", 0, np.array([1.0]), 1, False)
            seconds = float(moved.per_step[0]) / (bw * 1e9 * constant("bandwidth_efficiency"))
            out[f"{gpu}:{impl}"] = {"bytes": float(moved.per_step[0]), "ms": seconds * 1e3}
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True, text=True, check=False
    )
    out["_commit"] = commit.stdout.strip()
    return out


def measure(impl: str, steps: int = 10) -> dict[str, Any]:
    import torch

    params = [torch.nn.Parameter(torch.randn(s, device="cuda") * 0.02) for s in shapes()]
    for p in params:
        p.grad = torch.randn_like(p) * 1e-3
    kwargs = {"fused": True} if impl == "fused" else {"foreach": impl == "foreach"}
    opt = torch.optim.AdamW(params, lr=1e-4, weight_decay=0.1, **kwargs)
    for _ in range(3):  # the first step allocates the moments
        opt.step()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(steps):
        opt.step()
    end.record()
    torch.cuda.synchronize()
    ms = start.elapsed_time(end) / steps
    return {
        "impl": impl,
        "ms": ms,
        "parameters": parameter_count(),
        "tensors": len(shapes()),
        "gpu": torch.cuda.get_device_name(),
        "torch": torch.__version__,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--predict", action="store_true")
    parser.add_argument("--measure", action="store_true")
    parser.add_argument("--impl", nargs="*", default=["foreach", "fused", "for-loop"])
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    if args.predict:
        if RECORD.exists():
            print(f"{RECORD} exists: the registered record is never overwritten", file=sys.stderr)
            return 1
        RECORD.write_text(json.dumps(predict(), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {RECORD}")
    if args.measure:
        if args.out is None:
            parser.error("--measure needs --out")
        for impl in args.impl:
            line = json.dumps(measure(impl))
            print(line)
            with args.out.open("a", encoding="utf-8") as handle:
                handle.write(line + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
