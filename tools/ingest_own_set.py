"""Turn one of our own held-out H100 sets, once measured, into the rows the reports read.

Reads the pre-registered record (data/benchmarks/measured/setN-predicted.json) and the
runs tools/measure_gpu.py wrote (h100-sxm-DATE-setN.jsonl), and appends to
data/benchmarks/external.csv one measured row per run — the row as it was predicted, with
the measured value, the source and a note giving the registered prediction — and to
data/models/memory_points.csv the peak memory of each LLM training run (split "out": the
memory terms were not fitted on it).  A run that failed is left out and named.  Rows whose
id is already in a file are not added again.

    python tools/ingest_own_set.py --set 7 --runs data/benchmarks/measured/h100-sxm-2026-11-26-set7.jsonl

``--fix NAME:OVERRIDE`` appends an override to one row's mapping when the mapping, not the
estimator, was wrong at registration (the note then says so, and the registered error is
still reported from the record).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure_gpu import EXPERIMENTS
from predict_own_set import SETS

EXTERNAL = REPO / "data" / "benchmarks" / "external.csv"
MEMORY = REPO / "data" / "models" / "memory_points.csv"
MEASURED = REPO / "data" / "benchmarks" / "measured"
# Registration commits of records written before the tool stored its own commit.
REGISTERED_AT = {6: "ebab145"}


GPU_WORDS = {
    "h100-sxm": "one NVIDIA H100 80GB HBM3 (SXM5, 700 W{driver})",
    "h200-sxm": "one NVIDIA H200 (SXM, 141 GB, 700 W{driver})",
}


def _gpu_words(runs: list[dict[str, Any]], gpu_id: str, driver: str = "") -> str:
    env = next((r["environment"] for r in runs if "environment" in r), {})
    smi = str(env.get("nvidia_smi") or "")
    driver = driver or next((p.strip() for p in smi.split(",") if p.strip().startswith("5")), "")
    return GPU_WORDS[gpu_id].format(driver=f", driver {driver}" if driver else "")


def _details(exp: Any) -> str:
    if exp.kind == "decode":
        return (
            f"batch {exp.batch}, {exp.steps} tokens after a {exp.seq:,}-token prompt "
            f"(generate of {exp.steps + 1} tokens minus generate of 1)"
        )
    accum = exp.extra.get("grad_accum", 1)
    accum_text = f", {accum} micro-batches per optimizer step" if accum != 1 else ""
    return (
        f"{exp.steps} timed steps after {exp.warmup} warm-up, synthetic data"
        f"{accum_text}; {exp.mode if exp.kind == 'llm' else exp.kind}"
    )


def _append(path: Path, rows: list[dict[str, str]]) -> None:
    """Append rows in the file's own column order, atomically (write a copy, then rename)."""
    text = path.read_text(encoding="utf-8")
    columns = next(csv.reader(io.StringIO(text)))
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n")
    for row in rows:
        writer.writerow({c: row.get(c, "") for c in columns})
    if not text.endswith("\n"):
        text += "\n"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text + buffer.getvalue(), encoding="utf-8")
    tmp.replace(path)


def _known_ids(path: Path) -> set[str]:
    with path.open(newline="", encoding="utf-8") as handle:
        return {row["id"] for row in csv.DictReader(handle)}


def ingest(
    number: int,
    runs_paths: list[Path],
    fixes: dict[str, str],
    measured_as: dict[str, str] | None = None,
    driver: str = "",
    about_host: str = "",
) -> tuple[int, int, list[str]]:
    """``measured_as`` maps a registered run to the experiment that measured it instead
    (the registered one could not run as written); the row's note says so.  ``about_host``
    is added to every note (what the lent machine's host CPU was measured to be)."""
    measured_as = measured_as or {}
    own = SETS[number]
    record = json.loads((MEASURED / f"set{number}-predicted.json").read_text(encoding="utf-8"))
    commit = str(record.get("_commit") or REGISTERED_AT.get(number, "unknown"))[:7]
    runs = [
        json.loads(line)
        for path in runs_paths
        for line in path.read_text(encoding="utf-8").splitlines()
    ]
    by_name = {r["name"]: r for r in runs}
    experiments = {e.name: e for e in EXPERIMENTS}
    raw = " and ".join(f"data/benchmarks/measured/{p.name}" for p in runs_paths)
    source = (
        "measured by the dlbox team: python tools/measure_gpu.py on "
        f"{_gpu_words(runs, own.gpu_id, driver)}; raw results {raw}"
    )
    runs_path = runs_paths[0]
    date = runs_path.stem.split("-set")[0][-10:]
    external_known, memory_known = _known_ids(EXTERNAL), _known_ids(MEMORY)
    external, memory, skipped = [], [], []
    for name, entry in record.items():
        if name.startswith("_"):
            continue
        run = by_name.get(measured_as.get(name, name))
        if run is None or "result" not in run:
            skipped.append(f"{name}: {'not run' if run is None else run.get('error', '?')}")
            continue
        exp, result, row = experiments[name], run["result"], dict(entry["row"])
        low, high = entry["band"]
        note = (
            f"held out: predicted {entry['predicted']:g} {entry['unit']} (band {low:g}-{high:g}) "
            f"and committed before the run (set{number}-predicted.json, commit {commit}); "
            + _details(exp)
        )
        if name in measured_as:
            stand_in = experiments[measured_as[name]]
            note += (
                f"; measured as {stand_in.name}, which differs only in "
                f"{_difference(exp, stand_in)}: the registered run could not run as written "
                f"({by_name.get(name, {}).get('error', 'not run')})"
            )
        if about_host:
            note += f"; {about_host}"
        choice = result.get("sdpa_default_choice")
        if choice and exp.extra.get("sdpa_backend") == "default":
            note += f"; PyTorch's own SDPA choice was {choice}"
        if name in fixes:
            row["overrides"] = ";".join(p for p in (row["overrides"], fixes[name]) if p)
            note += (
                f"; mapping corrected after the run: {fixes[name]} (the registered row left "
                "it at the workload's default, which does not describe this stack)"
            )
        row.update(
            measured=f"{result['throughput']:.6g}",
            unit=result["unit"],
            source=source,
            as_of=date,
            note=note,
        )
        if row["id"] not in external_known:
            external.append(row)
        if exp.kind == "llm" and row["id"] not in memory_known:
            memory.append(_memory_row(exp, row, entry, result, source, commit, date))
    _append(EXTERNAL, external)
    _append(MEMORY, memory)
    return len(external), len(memory), skipped


def _memory_row(
    exp: Any,
    row: dict[str, str],
    entry: dict[str, Any],
    result: dict[str, Any],
    source: str,
    commit: str,
    date: str,
) -> dict[str, str]:
    lora = exp.mode == "lora"
    targets = "qv" if set(exp.lora_targets) == {"q_proj", "v_proj"} else "all"
    peak, reserved = result["peak_allocated_gib"], result["peak_reserved_gib"]
    checkpointing = "checkpointing" if exp.checkpointing else "no checkpointing"
    adapter = (
        f"LoRA rank {exp.lora_rank} on {', '.join(exp.lora_targets)}, dropout "
        f"{exp.lora_dropout}, FP32 adapters"
        if lora
        else exp.mode
    )
    return {
        "id": row["id"],
        "model": exp.model,
        "task": "train",
        "gpu": row["gpu_id"],
        "count": "1",
        "adapter": "lora" if lora else "none",
        "optimizer": "adamw-bf16" if exp.mode == "full_bf16" else "adamw",
        "checkpointing": "true" if exp.checkpointing else "false",
        "batch": str(exp.batch),
        "seq": str(exp.seq),
        "zero": "0",
        "offload": "none",
        # Layers compiled one by one (torchtune's compile: True); the loss stays eager.
        "tier": "compiled" if exp.compiled else "eager",
        "bits": "16",
        "lora_rank": str(exp.lora_rank) if lora else "",
        "measure": "allocated",
        "reported_gib": f"{peak:.2f}",
        "outcome": "runs",
        "split": "out",
        "source": (
            f"{source}; {exp.model} shape from data/models/models.csv, random weights and "
            f"tokens, batch {exp.batch} × {exp.seq}, {checkpointing}; {adapter}; "
            f"{exp.extra.get('grad_accum', 1)} micro-batch(es) per step; "
            f"{'decoder layers compiled, loss eager' if exp.compiled else 'eager'}; peak "
            f"max_memory_allocated {peak:.2f} GiB (reserved {reserved:.2f})"
        ),
        "as_of": date,
        "notes": (
            f"out-of-source: predicted {entry['predicted_allocated_gib']:.2f} GiB and "
            f"committed before the run (commit {commit})"
        ),
        # The trainable weights the registered prediction counted (its lora_params): without
        # them the point counts LoRA on every linear map, every routed expert's included.
        "trainable": _registered_lora_params(entry) if lora else "",
        "lora_dropout": str(exp.lora_dropout) if lora else "",
        "lora_targets": targets if lora else "",
        # full_mixed is torch.amp over an FP32 model (the memory model's ``amp_full``).
        "precision": "amp" if exp.mode == "full_mixed" else "",
        "grad_accum": str(exp.extra["grad_accum"]) if "grad_accum" in exp.extra else "",
    }


def _registered_lora_params(entry: dict[str, Any]) -> str:
    """``lora_params`` of the registered row's overrides (``key=value;…``), else empty."""
    for item in str(entry.get("row", {}).get("overrides", "")).split(";"):
        key, _, value = item.partition("=")
        if key.strip() == "lora_params" and value.strip():
            return str(int(float(value)))
    return ""


def _difference(exp: Any, other: Any) -> str:
    keys = sorted(set(exp.extra) | set(other.extra))
    changed = [
        f"{k}={other.extra.get(k, '-')}" for k in keys if exp.extra.get(k) != other.extra.get(k)
    ]
    return ", ".join(changed) or "its name"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=int, required=True, dest="number")
    parser.add_argument("--runs", type=Path, required=True, nargs="+")
    parser.add_argument("--fix", action="append", default=[], metavar="NAME:OVERRIDE")
    parser.add_argument("--measured-as", action="append", default=[], metavar="NAME:OTHER")
    parser.add_argument("--driver", default="", help="the GPU driver, when the runs lack it")
    parser.add_argument("--about-host", default="", help="a note on the host, added to each row")
    args = parser.parse_args(argv)
    fixes = dict(f.split(":", 1) for f in args.fix)
    stand_ins = dict(f.split(":", 1) for f in args.measured_as)
    added, memory, skipped = ingest(
        args.number, args.runs, fixes, stand_ins, args.driver, args.about_host
    )
    print(f"external.csv: {added} rows added; memory_points.csv: {memory} rows added")
    for line in skipped:
        print(f"left out {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
