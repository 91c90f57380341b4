"""``dlbox estimate``: how fast a GPU (or a saved build) trains a workload, and whether it fits.

    dlbox estimate --gpu rtx-4090 --count 2 --workload resnet50 [--json]
    dlbox estimate mybox.json --workload llama3-8b-qlora --precision bf16

Exit status: 0 the workload fits and was estimated, 1 it does not fit in GPU
memory (the estimate says why and what would help), 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from dlbox.core.catalogue import CatalogueError, shipped_catalogue
from dlbox.core.parts import GPU, Category

EXIT_NOT_FIT = 1
# TrainSettings field → the flag that sets it, for error messages.
FLAGS = {
    "precision": "--precision",
    "batch_per_gpu": "--batch",
    "checkpointing": "--checkpointing",
    "adapter": "--adapter",
    "optimizer": "--optimizer",
    "zero_stage": "--zero",
    "power_limit_frac": "--power-limit",
    "software_tier": "--tier",
    "dataset_samples": "--dataset",
    "epochs": "--epochs",
    "inference_bits": "--bits",
}


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "estimate",
        help="estimate training speed, memory and time to train",
        description=(
            "Estimate training throughput (with a low/high band), the bottleneck, GPU memory, "
            "time to train and energy for a workload on catalogue GPUs or a saved build. "
            "Exit status 1 means the workload does not fit in GPU memory."
        ),
    )
    parser.add_argument("build", nargs="?", metavar="BUILD.json", help="a saved build file")
    parser.add_argument(
        "--gpu", help="catalogue GPU id or a name matching one GPU, e.g. 'rtx 4090'"
    )
    parser.add_argument("--count", type=int, default=1, help="number of GPUs (default 1)")
    parser.add_argument(
        "--workload", required=True, help="workload id (an unknown id lists them all)"
    )
    parser.add_argument("--precision", choices=["fp32", "tf32", "amp", "fp16", "bf16", "fp8"])
    parser.add_argument(
        "--batch", type=int, help="batch per GPU (default: largest that fits, up to the usual)"
    )
    parser.add_argument(
        "--epochs", type=float, help="epochs over the dataset (default: the workload's)"
    )
    parser.add_argument(
        "--dataset", type=float, help="dataset size in the workload's unit (images, tokens…)"
    )
    parser.add_argument("--adapter", choices=["none", "lora", "qlora"])
    parser.add_argument("--optimizer", choices=["adamw", "sgd"])
    ckpt = parser.add_mutually_exclusive_group()
    ckpt.add_argument("--checkpointing", dest="checkpointing", action="store_true", default=None)
    ckpt.add_argument("--no-checkpointing", dest="checkpointing", action="store_false")
    parser.add_argument("--zero", type=int, choices=[0, 1, 2, 3], default=0, help="ZeRO stage")
    parser.add_argument(
        "--tier", choices=["eager", "compiled", "vendor"], default="eager", help="software tier"
    )
    parser.add_argument(
        "--power-limit", type=float, default=1.0, help="GPU power limit as a fraction (0.5–1.0)"
    )
    parser.add_argument(
        "--bits", type=int, choices=[16, 8, 4], default=16, help="weight bits for decode workloads"
    )
    parser.add_argument("--cpu-threads", type=int, help="CPU threads feeding the GPUs (with --gpu)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def _norm(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.lower()).strip()


def find_gpu(query: str, gpus: list[GPU]) -> tuple[GPU | None, list[GPU]]:
    """(the GPU, []) for an id or a name matching one GPU, else (None, candidates)."""
    by_id = {g.id: g for g in gpus}
    if query in by_id:
        return by_id[query], []
    q = _norm(query)
    exact = [g for g in gpus if q in (_norm(g.id), _norm(g.name))]
    if len(exact) == 1:
        return exact[0], []
    words = q.split()
    matches = [g for g in gpus if all(w in f"{_norm(g.name)} {_norm(g.id)}" for w in words)]
    if len(matches) == 1:
        return matches[0], []
    return None, matches


def _settings(args: argparse.Namespace) -> Any:
    from dlbox.core.estimate import TrainSettings

    return TrainSettings(
        precision=args.precision,
        batch_per_gpu=args.batch,
        checkpointing=args.checkpointing,
        adapter=args.adapter,
        optimizer=args.optimizer,
        zero_stage=args.zero,
        power_limit_frac=args.power_limit,
        software_tier=args.tier,
        dataset_samples=args.dataset,
        epochs=args.epochs,
        inference_bits=args.bits,
    )


def run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from dlbox.cli import fail
    from dlbox.core.estimate import (
        CalibrationError,
        EstimateError,
        WorkloadError,
        estimate_build,
        estimate_gpus,
        load_workloads,
    )

    if (args.build is None) == (args.gpu is None):
        return fail("give either a BUILD.json file or --gpu, not both and not neither")
    if args.count < 1 or args.count > 64:
        return fail(f"--count must be between 1 and 64, got {args.count}")
    try:
        workloads = load_workloads()
        if args.workload not in workloads:
            return fail(
                f"unknown workload {args.workload!r}; known: {', '.join(sorted(workloads))}"
            )
        settings = _settings(args)
    except WorkloadError as exc:
        return fail(str(exc))
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first.get("loc") else "settings"
        return fail(f"{FLAGS.get(field, field)}: {first['msg']}")
    try:
        catalogue = shipped_catalogue()
    except CatalogueError as exc:
        return fail(str(exc))
    try:
        if args.build is not None:
            estimate = _from_build(args, catalogue, settings, estimate_build)
            if isinstance(estimate, str):
                return fail(estimate)
        else:
            gpus = [g for g in catalogue.in_category(Category.GPU) if isinstance(g, GPU)]
            gpu, candidates = find_gpu(args.gpu, gpus)
            if gpu is None:
                if not candidates:
                    return fail(
                        f"no catalogue GPU matches {args.gpu!r} (see `dlbox catalogue gpu`)"
                    )
                listed = "; ".join(f"{g.id} ({g.name})" for g in candidates[:20])
                return fail(f"--gpu {args.gpu!r} matches {len(candidates)} GPUs: {listed}")
            estimate = estimate_gpus(
                gpu, args.count, args.workload, settings, cpu_threads=args.cpu_threads
            )
    except (EstimateError, WorkloadError, CalibrationError) as exc:
        return fail(str(exc))
    if args.json:
        json.dump(estimate.to_dict(), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(render(estimate))
    return 0 if estimate.fits else EXIT_NOT_FIT


def _from_build(
    args: argparse.Namespace, catalogue: Any, settings: Any, estimate_build: Any
) -> Any:
    from dlbox.core.build import resolve
    from dlbox.core.files import BuildFileError, read_build

    try:
        build = read_build(args.build)
    except BuildFileError as exc:
        return str(exc)
    resolved = resolve(build, catalogue)
    for missing in resolved.unresolved:
        print(f"dlbox: warning: {missing.reason}", file=sys.stderr)
    return estimate_build(resolved, args.workload, settings)


def _num(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:,.3g}"


def render(est: Any) -> str:
    """A few lines a person reads: speed with its band, the bound, memory, time, energy."""
    ex = est.explain
    head = f"{ex['workload']} on {est.count} × {ex['gpu']}"
    lines = [head, "=" * len(head)]
    if est.fits:
        lines.append(
            f"throughput   {_num(est.throughput)} {est.unit}  (likely {_num(est.low)}–{_num(est.high)}; "
            f"{_num(est.per_gpu)} per GPU)"
        )
    else:
        lines.append(
            f"does NOT fit: needs {est.memory_gb:.1f} GB per GPU; it would run at "
            f"{_num(ex.get('if_it_fit', 0.0))} {est.unit} if it did"
        )
        lines.append(f"remedies     {', '.join(ex.get('remedies', []))}")
    lines.append(f"bound by     {est.bottleneck.replace('_', ' ')}")
    b = est.memory_breakdown_gb
    lines.append(
        f"memory       {est.memory_gb:.1f} GB per GPU at batch {est.batch_per_gpu} (largest that fits: "
        f"{est.max_batch_per_gpu}) = weights {b['weights']:.1f} + grads {b['grads']:.1f} + optimizer "
        f"{b['optimizer']:.1f} + activations {b['activations']:.1f} + context {b['context']:.1f} "
        f"+ overhead {b['overhead']:.1f}"
    )
    if est.time_to_train_h is not None:
        lines.append(
            f"time         {est.time_to_train_h:,.1f} h to train, {est.energy_kwh:,.1f} kWh at "
            f"{est.load_power_w:,.0f} W"
        )
    else:
        lines.append(
            f"power        {est.load_power_w:,.0f} W under load (give --dataset/--epochs for time)"
        )
    st = ex["step_ms"]
    lines.append(
        f"per step     compute {st['compute']:.1f} ms, FP32 vector {st['vector']:.1f} ms, memory "
        f"{st['memory']:.1f} ms, overhead {st['overhead']:.1f} ms, all-reduce exposed "
        f"{st['allreduce_exposed']:.1f} ms ({ex['link']['kind']})"
    )
    if ex.get("mfu") is not None:
        lines.append(
            f"math         {ex['math_unit']} peak {ex['peak_tflops']:g} TFLOPS, "
            f"{ex['achieved_tflops_per_gpu']:.1f} achieved ({ex['mfu']:.0%} MFU)"
        )
    lines.append(f"band         {ex['band']}")
    for note in ex.get("notes", []):
        lines.append(f"note         {note}")
    return "\n".join(lines)
