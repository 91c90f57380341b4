"""The memory model against published peaks and runs it never saw as a formula.

Two kinds of evidence:

- ``data/models/memory_points.csv``: published peak memory (torchtune,
  Answer.AI's FSDP+QLoRA benchmarks, llama.cpp model sizes, the Hugging Face
  Llama 3.1 KV-cache table) and published statements that a setup cannot run;
  each row says what was measured (``allocated`` = torch.cuda.max_memory_allocated,
  ``reserved`` = max_memory_reserved, ``weights`` (per GPU under tensor parallel),
  ``kv_cache``, ``prefill`` = vLLM's profile-run peak (weights and one forward pass
  over ``seq`` tokens), ``kv_pool`` = the KV cache a vLLM server allocates per GPU at
  start-up (its log's available KV cache memory, or GPU blocks × block size × bytes
  per token), ``compute_buffer`` = llama.cpp's CUDA compute buffer, or ``none`` for
  a verdict only); serving rows name their ``engine`` and vLLM's ``gpu_util``;
- every single-GPU Lambda benchmark run: the batch it ran must not be judged
  "does not fit";
- every published training run in ``data/benchmarks/external.csv`` (the speed rows): the
  setup it ran at must not be judged "does not fit" either.

``split`` says whether a point is in-source (the model's choices were made
while reading it) or out-of-source.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, get_args

import numpy as np
import pandas as pd

from dlbox.core.catalogue import default_data_dir, shipped_catalogue
from dlbox.core.estimate.benchmarks import as_benchmarked, benchmark_points
from dlbox.core.estimate.estimator import estimate_arrays
from dlbox.core.estimate.hardware import arrays_for
from dlbox.core.estimate.memory import constant, plan_memory, usable_gib
from dlbox.core.estimate.models import model_spec
from dlbox.core.estimate.settings import TrainSettings
from dlbox.core.estimate.workloads import Workload, load_workloads, workload_from_spec

POINTS_FILE = Path("models") / "memory_points.csv"
RUNS_DIR = Path("benchmarks") / "measured"
# The share of runs an uncertainty covers (as the tight band: the 80th percentile of errors).
COVERAGE = 0.8
# The FFN activations a point may name: Workload.ffn_activation's kinds.
FFN_ACTIVATIONS: tuple[str, ...] = get_args(
    get_args(Workload.model_fields["ffn_activation"].annotation)[0]
)
PEAK_TARGET = 0.10  # ±10 % of reported peaks (issue 18)
LAMBDA_SOURCE = "Lambda deep-learning benchmark (data/benchmarks), batch that ran on one GPU"


@cache
def _points(root: Path) -> pd.DataFrame:
    frame = pd.read_csv(root / POINTS_FILE, dtype=str, keep_default_na=False)
    # Columns added later (engine, gpu_util) may be absent from older rows: empty = not given.
    return frame.fillna("")


def load_points() -> pd.DataFrame:
    """The published points, as text columns (empty = not given)."""
    return _points(default_data_dir()).copy()


def _int(text: str, default: int) -> int:
    return int(float(text)) if text.strip() else default


def _unbounded_plan(workload: Any, bits: int, count: int = 1, **extra: Any) -> Any:
    """An inference plan on a card with room for anything: sizes, never a verdict."""
    return plan_memory(
        workload,
        count=count,
        bytes_per_value=np.array([2.0]),
        vram_gb=np.array([1e6]),
        adapter="none",
        optimizer="adamw",
        checkpointing=False,
        inference_bits=bits,
        **extra,
    )


def point_workload(row: dict[str, str]) -> Any:
    """The workload a published point ran: its library model at its sequence length, with
    its adapters' size and the stack quirks its scripts show (memory_points.csv columns)."""
    spec = model_spec(row["model"])
    assert spec is not None
    seq = _int(row["seq"], 0) or None
    workload = workload_from_spec(spec, task=row["task"] or "train", seq_len=seq)
    loss = (row.get("loss") or "").strip()
    if loss in ("chunked", "eager"):
        # chunked: an eager stack with a chunked loss (LitGPT's chunked_cross_entropy);
        # eager: a compiled stack whose loss is not (decoder layers compiled one by one).
        workload = workload.model_copy(update={"loss": loss})
    if row.get("head_fraction", "").strip():
        # A masked-LM head over the library vocabulary on that share of the tokens (BERT
        # pre-training); without it an encoder trains no vocabulary head.
        workload = workload.model_copy(
            update={"vocab": spec.vocab, "head_fraction": float(row["head_fraction"])}
        )
    activation = row.get("ffn_activation", "").strip()
    if activation:
        # The FFN activation the run's config chose where not its library model's (GPT-2 with
        # gelu_pytorch_tanh: gelu_tanh).
        if activation not in FFN_ACTIVATIONS:
            raise ValueError(
                f"memory_points.csv, point {row.get('id', '?')}: ffn_activation {activation!r}: "
                f"expected one of {', '.join(FFN_ACTIVATIONS)}"
            )
        workload = workload.model_copy(update={"ffn_activation": activation})
    if row.get("trainable", "").strip():
        # The run's own count of trainable weights (LoRA on some layers only).
        workload = workload.model_copy(update={"lora_params": float(row["trainable"])})
    elif row["lora_rank"].strip():
        # Counted from the shape, on the projections the run adapted (empty: every linear).
        targets = (row.get("lora_targets") or "").strip() or "all"
        try:
            count = spec.lora_params(_int(row["lora_rank"], 16), targets)
        except ValueError as exc:
            raise ValueError(f"memory_points.csv, point {row.get('id', '?')}: {exc}") from None
        workload = workload.model_copy(update={"lora_params": count})
    # What the run's own scripts say about its adapters and stack (empty = the defaults).
    stack: dict[str, object] = {}
    if row.get("lora_dropout", "").strip():
        stack["lora_dropout"] = float(row["lora_dropout"])
    if row.get("lora_targets", "").strip():
        stack["lora_targets"] = row["lora_targets"].strip()
    if row.get("quirks", "").strip():
        stack["stack_quirks"] = tuple(q.strip() for q in row["quirks"].split(";") if q.strip())
    if stack:
        workload = workload.model_copy(update=stack)
    return workload


def evaluate_point(row: dict[str, str]) -> dict[str, Any]:
    """Predicted value and verdict for one published point."""
    workload = point_workload(row)
    seq = _int(row["seq"], 0) or None
    measure = row["measure"]
    bits = _int(row["bits"], 16)
    serving = _serving(row)
    engine_name = (row.get("engine") or "").strip() or "generic"
    if measure in ("weights", "kv_cache"):
        # Per GPU: tensor parallel splits the weights and every stream's cache.
        plan = _unbounded_plan(workload, bits, _int(row["count"], 1), engine=engine_name, **serving)
        value = float(plan.components(1.0)[measure][0])
        return {"predicted": value, "verdict": "", "usable": np.nan}
    if measure == "compute_buffer":
        # llama.cpp's compute buffer: the activations of its plan less the per-stream logits
        # (ggml's output buffer lives in host memory).
        plan = _unbounded_plan(workload, bits, _int(row["count"], 1), engine=engine_name, **serving)
        streams = float(_int(row["batch"], 1))
        logits = float(workload.vocab or 0) * 4.0 / 2**30
        value = float(plan.activations(streams)[0]) - logits * streams
        return {"predicted": value, "verdict": "", "usable": np.nan}
    if measure == "prefill":
        # vLLM's profile run (its log's peak_torch_memory): the weights and one forward pass
        # over ``seq`` tokens, before any KV cache is allocated.
        plan = _unbounded_plan(workload, bits, prefill_chunk=seq)
        value = float(plan.tensors(1.0)[0] - plan.components(1.0)["kv_cache"][0])
        return {"predicted": value, "verdict": "", "usable": np.nan}
    if measure == "max_context":
        at_reported = evaluate_point({**row, "measure": "device"})
        return {
            "predicted": float(largest_context(row)),
            "verdict": at_reported["verdict"],
            "usable": at_reported["usable"],
        }
    gpu = shipped_catalogue().get("gpu", row["gpu"])
    hw = arrays_for([gpu])  # type: ignore[list-item]
    if measure == "kv_pool":
        # What a vLLM server leaves for its KV cache per GPU: its pool less what it holds with
        # no stream running (weights, the profile run's transient).  ``prefill_tokens`` is the
        # profile run's token count where the row's vLLM version fixes it (V0 without chunked
        # prefill profiles max_model_len at once); empty = the app's default chunk.
        tokens = (row.get("prefill_tokens") or "").strip()
        plan = plan_memory(
            workload,
            bytes_per_value=np.array([2.0]),
            vram_gb=hw.vram_gb,
            usable=usable_gib(hw.ids, hw.vram_gb),
            adapter="none",
            optimizer="adamw",
            checkpointing=False,
            count=_int(row["count"], 1),
            inference_bits=bits,
            engine="vllm",
            gpu_util=float(util) if (util := (row.get("gpu_util") or "").strip()) else None,
            prefill_chunk=float(tokens) if tokens else None,
        )
        pool = float(plan.usable[0] - plan.total(0.0)[0])
        return {"predicted": pool, "verdict": "", "usable": float(plan.usable[0])}
    memory, batch = _run_plan(row, workload, hw, bits, serving)

    values = {
        "allocated": memory.tensors(batch),
        "reserved": memory.reserved(batch),
        # What a GPU monitor (nvidia-smi) shows: the allocator's reservation and the context.
        "monitor": memory.reserved(batch) + memory.context,
        "device": memory.total(batch),
        "none": memory.total(batch),
    }
    return {
        "predicted": float(values[measure][0]),
        "verdict": str(memory.verdict(batch)[0]),
        "usable": float(memory.usable[0]),
        "peak": float(memory.total(batch)[0]),
    }


def _serving(row: dict[str, str]) -> dict[str, Any]:
    """Optional columns: the cache's bits per value (8 = llama.cpp q8_0 / vLLM fp8) and the
    weights' named format (GGUF Q4_K_M, …; empty follows ``bits``)."""
    return {
        "kv_bits": _int(row.get("kv_bits") or "", 16),
        "weight_format": (row.get("weight_format") or "").strip() or None,
    }


def _run_plan(
    row: dict[str, str], workload: Any, hw: Any, bits: int, serving: dict[str, Any]
) -> tuple[Any, np.ndarray]:
    """The memory plan and batch of a point's run as the estimator sees it (its settings)."""
    task = row["task"] or "train"
    # A serving run's stack where the row names one (optional columns: engine, and vLLM's
    # gpu_memory_utilization as gpu_util).
    engine = (row.get("engine") or "").strip() or "generic" if task == "decode" else "generic"
    util = (row.get("gpu_util") or "").strip()
    settings = TrainSettings(
        # Optional column: "amp" = torch.autocast over FP32 weights (empty: bf16).
        precision=(row.get("precision") or "").strip() or "bf16",  # type: ignore[arg-type]
        adapter=row["adapter"] or "none",  # type: ignore[arg-type]
        optimizer=(row["optimizer"] or "adamw"),  # type: ignore[arg-type]
        checkpointing=row["checkpointing"] or "none",
        batch_per_gpu=_int(row["batch"], 1),
        zero_stage=_int(row["zero"], 0),
        offload=row["offload"] or "none",  # type: ignore[arg-type]
        software_tier=row["tier"] or "eager",  # type: ignore[arg-type]
        inference_bits=bits,  # type: ignore[arg-type]
        kv_cache_bits=serving["kv_bits"],  # type: ignore[arg-type]
        weight_format=serving["weight_format"],
        serving_engine=engine,  # type: ignore[arg-type]
        gpu_memory_utilization=float(util) if util else None,
        grad_accum=_int(row.get("grad_accum") or "", 1),
        # Optional column: how torch.optim's AdamW stepped (foreach, for-loop, fused; empty:
        # the tier's default).
        optimizer_impl=(row.get("optimizer_impl") or "").strip() or "auto",  # type: ignore[arg-type]
    )
    r = estimate_arrays(hw, _int(row["count"], 1), workload, settings)
    return r["memory"], r["batch"]


def point_plan(row: dict[str, str]) -> tuple[Any, np.ndarray]:
    """The memory plan (memory.MemoryPlan) and per-GPU batch of a training or serving
    point's run on its GPU, as :func:`evaluate_point` predicts its peak from."""
    hw = arrays_for([shipped_catalogue().get("gpu", row["gpu"])])  # type: ignore[list-item]
    return _run_plan(row, point_workload(row), hw, _int(row["bits"], 16), _serving(row))


def _run_records(root: Path, files: list[str]) -> dict[str, list[dict[str, Any]]]:
    """tools/measure_gpu.py's results in ``files`` (names under data/benchmarks/measured), by
    experiment name."""
    out: dict[str, list[dict[str, Any]]] = {}
    for name in files:
        path = root / RUNS_DIR / name
        if not path.is_file():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line) if line.strip() else {}
            if "result" in record and "experiment" in record:
                out.setdefault(record["experiment"]["name"], []).append(record["result"])
    return out


def own_run_components() -> pd.DataFrame:
    """Our own training runs' memory split by component, measured against predicted.

    tools/measure_gpu.py records per run what PyTorch holds before the first step
    (``resident_before_gib``: the weights and adapters), its ``max_memory_allocated`` and
    ``max_memory_reserved`` and what the device has in use at the end (``mem_get_info``),
    so each run gives four components: weights, the live tensors beyond them (relative to
    the predicted activations), the caching allocator's reserve beyond the live tensors
    (relative to the activations, as ``allocator_share``) and the CUDA context and other
    memory outside PyTorch's allocator (GiB).  One row per memory point of our own sets
    (``dlbox-*``, allocated peaks) whose run record its source names.
    """
    root = default_data_dir()
    rows = []
    for row in load_points().to_dict(orient="records"):
        if not row["id"].startswith("dlbox-") or row["measure"] != "allocated":
            continue
        files = re.findall(r"measured/([\w.-]+\.jsonl)", row["source"])
        name = re.sub(r"^dlbox-[a-z0-9]+-", "", row["id"]).replace("-", "_")
        reported = float(row["reported_gib"])
        # The experiment the id names, or its rerun under a suffixed name (set 10's
        # ``…_efficient_repeatkv`` after the first run failed), with the reported peak.
        found = [
            r
            for run_name, results in _run_records(root, files).items()
            if run_name == name or run_name.startswith(name + "_")
            for r in results
            if abs(float(r.get("peak_allocated_gib", np.nan)) - reported) < 0.01
        ]
        if not found:
            continue
        run = found[-1]
        memory, batch = point_plan(row)
        parts = {k: float(v[0]) for k, v in memory.components(batch).items()}
        allocated, reserved = float(memory.tensors(batch)[0]), float(memory.reserved(batch)[0])
        act = parts["activations"]
        measured_gap = float(run["peak_reserved_gib"]) - float(run["peak_allocated_gib"])
        rows.append(
            {
                "id": row["id"],
                "split": row["split"],
                "weights": float(run["resident_before_gib"]) / parts["weights"] - 1.0,
                "activations": (float(run["peak_allocated_gib"]) - allocated) / act,
                "allocator": (measured_gap - (reserved - allocated)) / act,
                "context_gib": float(run["device_used_gib"]) - float(run["peak_reserved_gib"]),
                "context_error_gib": float(run["device_used_gib"])
                - float(run["peak_reserved_gib"])
                - parts["context"],
                "activations_gib": act,
            }
        )
    return pd.DataFrame(rows)


def component_uncertainty(components: pd.DataFrame) -> dict[str, float]:
    """Per component, the share of its predicted size within which :data:`COVERAGE` of the
    out-of-source runs fall (the context: GiB), taken once per distinct run."""
    out = components[components["split"] == "out"].drop_duplicates(
        subset=["weights", "activations", "allocator", "context_gib"]
    )
    return {
        "n": float(len(out)),
        "weights": float(out["weights"].abs().quantile(COVERAGE)),
        "activations": float(out["activations"].abs().quantile(COVERAGE)),
        "allocator": float(out["allocator"].abs().quantile(COVERAGE)),
        "context_gib": float(out["context_error_gib"].abs().quantile(COVERAGE)),
    }


def component_band_coverage(uncertainty: dict[str, float]) -> pd.DataFrame:
    """Whether a band summed from per-component uncertainties would hold each published
    training peak's error: an allocated peak the weights' and activations' terms, a
    reserved one the allocator's too, a monitor's or device's the context's as well —
    against the constant ``tight_band`` share of the usable memory the verdict uses."""
    rows = []
    for row in load_points().to_dict(orient="records"):
        measure = row["measure"]
        if (row["task"] or "train") != "train" or not row["reported_gib"].strip():
            continue
        if measure not in ("allocated", "reserved", "monitor", "device"):
            continue
        memory, batch = point_plan(row)
        parts = {k: float(v[0]) for k, v in memory.components(batch).items()}
        static = float(memory.static[0])
        band = uncertainty["weights"] * static + uncertainty["activations"] * parts["activations"]
        if measure != "allocated":
            band += uncertainty["allocator"] * parts["activations"]
        if measure in ("monitor", "device"):
            band += uncertainty["context_gib"]
        predicted = evaluate_point(row)["predicted"]
        error = abs(predicted - float(row["reported_gib"]))
        rows.append(
            {
                "id": row["id"],
                "split": row["split"],
                "own": row["id"].startswith("dlbox-"),
                "error_gib": error,
                "component_band_gib": band,
                "constant_band_gib": constant("tight_band") * float(memory.usable[0]),
            }
        )
    out = pd.DataFrame(rows)
    out["in_component_band"] = out["error_gib"] <= out["component_band_gib"]
    out["in_constant_band"] = out["error_gib"] <= out["constant_band_gib"]
    return out


def _fits_at(row: dict[str, str], seq: int) -> bool:
    """Whether the point's run fits outright (peak ≤ usable) at ``seq`` tokens."""
    trial = {**row, "seq": str(seq), "measure": "device"}
    got = evaluate_point(trial)
    return got["predicted"] <= got["usable"]


def largest_context(row: dict[str, str]) -> int:
    """The longest sequence the point's run fits at (bisection over the token count)."""
    lo, hi = 0, 1
    while _fits_at(row, hi) and hi < 2**22:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if _fits_at(row, mid) else (lo, mid)
    return lo


def published_results() -> pd.DataFrame:
    """Every published point with its prediction, error and whether the verdict is right."""
    rows = []
    for row in load_points().to_dict(orient="records"):
        got = evaluate_point(row)
        reported = float(row["reported_gib"]) if row["reported_gib"].strip() else np.nan
        verdict = got["verdict"]
        right = (
            True
            if not verdict
            else (verdict != "does not fit" if row["outcome"] == "runs" else verdict != "fits")
        )
        rows.append(
            {
                "id": row["id"],
                "split": row["split"],
                "task": row["task"] or "train",
                "measure": row["measure"],
                "reported": reported,
                "predicted": got["predicted"],
                "error": got["predicted"] / reported - 1.0 if reported == reported else np.nan,
                "outcome": row["outcome"],
                "verdict": verdict,
                "verdict_right": right,
                "gpu": row["gpu"],
                "count": row["count"],
                "source": row["source"],
            }
        )
    return pd.DataFrame(rows)


def lambda_results() -> pd.DataFrame:
    """Single-GPU Lambda runs: the batch that ran, judged at its precision."""
    workloads = as_benchmarked(load_workloads())
    points = benchmark_points(workloads)
    points = points[(points["n_gpus"] == 1) & points["batch_in_samples"]]
    catalogue = shipped_catalogue()
    rows = []
    for p in points.itertuples():
        w = workloads[p.workload]
        hw = arrays_for([catalogue.get("gpu", p.gpu_id)])  # type: ignore[list-item]
        settings = TrainSettings(
            precision="fp32" if p.precision == "fp32" else "amp",
            batch_per_gpu=max(1, round(p.batch_per_gpu)),
        )
        r = estimate_arrays(hw, 1, w, settings)
        verdict = str(r["memory"].verdict(r["batch"])[0])
        rows.append(
            {
                "id": f"lambda-{p.workload}-{p.gpu_id}-{p.precision}",
                "split": "in" if w.act_mb_per_sample_16bit is not None else "out",
                "workload": p.workload,
                "gpu": p.gpu_id,
                "precision": p.precision,
                "batch": round(p.batch_per_gpu),
                "max_batch": int(r["memory"].max_batch[0]),
                "verdict": verdict,
                "verdict_right": verdict != "does not fit",
            }
        )
    return pd.DataFrame(rows)


def external_results() -> pd.DataFrame:
    """Every published training run of external.csv judged at the setup it ran."""
    # Imported here: external.py's speed machinery is only needed for this check.
    from dlbox.core.estimate.calibration import load_calibration
    from dlbox.core.estimate.external import load_points as external_points
    from dlbox.core.estimate.external import memory_verdicts

    return memory_verdicts(external_points(), load_calibration())


def summary(published: pd.DataFrame, runs: pd.DataFrame) -> dict[str, Any]:
    """The targets: wrong verdicts (none allowed) and peak errors against ±10 %."""
    peaks = published.dropna(subset=["error"])
    out: dict[str, Any] = {"wrong_verdicts": int((~published["verdict_right"]).sum())}
    ctx = published[published["measure"] == "max_context"]["error"].abs()
    out["context_n"] = len(ctx)
    out["context_median"] = float(ctx.median()) if len(ctx) else float("nan")
    peaks = peaks[peaks["measure"] != "max_context"]
    out["wrong_lambda_verdicts"] = int((~runs["verdict_right"]).sum()) if len(runs) else 0
    for split in ("in", "out"):
        err = peaks[peaks["split"] == split]["error"].abs()
        out[f"{split}_n"] = len(err)
        out[f"{split}_median"] = float(err.median()) if len(err) else float("nan")
        out[f"{split}_p90"] = float(err.quantile(0.9)) if len(err) else float("nan")
        out[f"{split}_within"] = float((err <= PEAK_TARGET).mean()) if len(err) else float("nan")
    return out
