"""Pre-register the estimator's predictions for a validation set (``fresh2-*``, ``fresh3-*``).

The rows of data/benchmarks/external.csv whose id starts with ``fresh2-`` were collected
on 2026-11-26 before that session's changes to the decode and training terms were
merged.  This tool predicts each of them with the estimator and calibration checked out
now (data/calibration.json, as the app predicts) and writes, per row, the prediction, the
measured value, the signed error and whether it falls inside the app's band, plus per
task the median |error|, the 10 % / 90 % signed errors and the share inside the band;
with the git commit it ran on and the date.  Run it once, before main's term changes
are merged, and commit the file: it is the record the later estimator is judged against,
so it refuses to overwrite an existing file.

    python tools/predict_fresh2.py           # writes data/benchmarks/measured/fresh2-predicted.json
    python tools/predict_fresh2.py --print   # the same summary, nothing written
    python tools/predict_fresh2.py --compare # the record against the estimator checked out now

The third set (``fresh3-*``, collected later on 2026-11-26 and pre-registered before the
quantised-decode term fitted on fresh2 was merged) works the same with ``--set 3``; it
writes data/benchmarks/measured/fresh3-predicted.json.  The fourth (``fresh4-*``: training,
16-bit decode and image generation runs, collected 2026-11-26 before that session's training
and decode term changes were merged) is ``--set 4`` and writes fresh4-predicted.json.  The
fifth (``fresh5-*``: training runs collected 2026-11-26 before that day's second round of
training term changes was merged) is ``--set 5`` and writes fresh5-predicted.json.  The
sixth (``fresh6-*``: training, decode and image generation runs collected 2026-11-26 before
that session's term changes were merged) is ``--set 6`` and writes fresh6-predicted.json.
The seventh (``fresh7-*``: runs collected 2026-11-26 after that session's term changes were
merged, before any later change) is ``--set 7`` and writes fresh7-predicted.json.  The
eighth (``fresh8-*``: runs collected 2026-11-26 before the next session's term changes were
merged) is ``--set 8`` and writes fresh8-predicted.json.  The ninth (``fresh9-*``: training,
decode and image generation runs collected 2026-11-26 before that evening's term changes were
merged) is ``--set 9`` and writes fresh9-predicted.json.  The tenth (``fresh10-*``: training
and decode runs collected 2026-11-27 before that night's term changes were merged) is
``--set 10`` and writes fresh10-predicted.json.  The eleventh (``fresh11-*``: batch-1 decode
runs collected 2026-11-27 before that morning's decode-host and eager-elementwise term changes
were merged) is ``--set 11`` and writes fresh11-predicted.json.  The twelfth (``fresh12-*``:
batch-1 decode runs whose pages name the host CPU, collected 2026-11-27 before that morning's
host-CPU term was merged) is ``--set 12`` and writes fresh12-predicted.json.  The thirteenth
(``fresh13-*``: mostly small-batch and long-context decode runs, collected 2026-11-27 before that
midday's decode term changes were merged) is ``--set 13`` and writes fresh13-predicted.json.
The fourteenth (``fresh14-*``: long-sequence SDPA training and batch-1 decode runs, collected
2026-11-27 before that afternoon's decode and training term changes were merged) is ``--set 14``
and writes fresh14-predicted.json.
The fifteenth (``fresh15-*``: llama.cpp batch-1 decode runs on four GPUs split by layers and by rows,
collected 2026-11-27 evening before that evening's term changes were merged) is ``--set 15`` and
writes fresh15-predicted.json.
The sixteenth (``fresh16-*``: torchtune fine-tunes with checkpointing off and on, vLLM tensor-parallel
decoding on 2-8 GPUs, Hugging Face generate of BLOOM-176B at batch 1-32 over 8 GPUs, collected
2026-11-27 late evening at d8f79f2) is ``--set 16`` and writes
fresh16-predicted.json.
The seventeenth (``fresh17-*``: mixture-of-experts decoding, gpt-fast's Mixtral over 1-8 A100s and
llama.cpp's DeepSeek-V2-Lite and Qwen3-30B-A3B, collected 2026-11-27 late evening at c7f52b4) is
``--set 17`` and writes fresh17-predicted.json.
The eighteenth (``fresh18-*``: llm.q training on an RTX PRO 6000 Blackwell, H100, RTX 4090 and RTX
5060 Ti and 2025-2026 llama.cpp microbatch-1 decoding on an RTX 5090, 4090, 3090 and P40, collected
2026-11-27 late night at db0fbd1) is ``--set 18`` and writes fresh18-predicted.json.
The AMD set (``amd-*``: runs on AMD
GPUs under ROCm, collected 2026-11-27 before any AMD-specific term) is ``--set amd`` and writes
amd-predicted.json.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

# This checkout's dlbox, not the one the virtual environment was installed from (a shared
# .venv's editable install points at another tree).
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dlbox.core.estimate.calibration import Calibration, load_calibration
from dlbox.core.estimate.external import (
    fresh_set,
    is_amd,
    load_points,
    predict,
)

MEASURED = REPO / "data" / "benchmarks" / "measured"
# Per validation set: which rows, where its record lives, and what the record is.
SETS: dict[int | str, tuple[Callable[[pd.Series], np.ndarray], Path, str]] = {
    2: (
        fresh_set(2),
        MEASURED / "fresh2-predicted.json",
        "dlbox's predictions for external.csv's fresh2-* rows, written before this "
        "session's estimator term changes were merged (tools/predict_fresh2.py)",
    ),
    3: (
        fresh_set(3),
        MEASURED / "fresh3-predicted.json",
        "dlbox's predictions for external.csv's fresh3-* rows, written before the "
        "quantised-decode term fitted on the fresh2 rows was merged "
        "(tools/predict_fresh2.py --set 3)",
    ),
    4: (
        fresh_set(4),
        MEASURED / "fresh4-predicted.json",
        "dlbox's predictions for external.csv's fresh4-* rows, collected 2026-11-26 before that "
        "session's training and decode term changes were merged (tools/predict_fresh2.py --set 4)",
    ),
    5: (
        fresh_set(5),
        MEASURED / "fresh5-predicted.json",
        "dlbox's predictions for external.csv's fresh5-* rows, collected 2026-11-26 before that "
        "day's second round of training term changes (TF32/FP32 efficiency, GEMM efficiency by "
        "matrix shape, diffusion-training configurations, H100 LLM training) was merged "
        "(tools/predict_fresh2.py --set 5)",
    ),
    6: (
        fresh_set(6),
        MEASURED / "fresh6-predicted.json",
        "dlbox's predictions for external.csv's fresh6-* rows, collected 2026-11-26 before that "
        "session's estimator term changes were merged (tools/predict_fresh2.py --set 6)",
    ),
    7: (
        fresh_set(7),
        MEASURED / "fresh7-predicted.json",
        "dlbox's predictions for external.csv's fresh7-* rows, collected 2026-11-26 after that "
        "session's estimator term changes were merged, before any later change "
        "(tools/predict_fresh2.py --set 7)",
    ),
    8: (
        fresh_set(8),
        MEASURED / "fresh8-predicted.json",
        "dlbox's predictions for external.csv's fresh8-* rows, collected 2026-11-26 before the "
        "next session's estimator term changes were merged (tools/predict_fresh2.py --set 8)",
    ),
    9: (
        fresh_set(9),
        MEASURED / "fresh9-predicted.json",
        "dlbox's predictions for external.csv's fresh9-* rows, collected 2026-11-26 before that "
        "evening's estimator term changes were merged (tools/predict_fresh2.py --set 9)",
    ),
    10: (
        fresh_set(10),
        MEASURED / "fresh10-predicted.json",
        "dlbox's predictions for external.csv's fresh10-* rows, collected 2026-11-27 before that "
        "night's estimator term changes were merged (tools/predict_fresh2.py --set 10)",
    ),
    11: (
        fresh_set(11),
        MEASURED / "fresh11-predicted.json",
        "dlbox's predictions for external.csv's fresh11-* rows, collected 2026-11-27 before that "
        "morning's decode-host and eager-elementwise term changes were merged "
        "(tools/predict_fresh2.py --set 11)",
    ),
    12: (
        fresh_set(12),
        MEASURED / "fresh12-predicted.json",
        "dlbox's predictions for external.csv's fresh12-* rows, collected 2026-11-27 before that "
        "morning's host-CPU term was merged (tools/predict_fresh2.py --set 12)",
    ),
    13: (
        fresh_set(13),
        MEASURED / "fresh13-predicted.json",
        "dlbox's predictions for external.csv's fresh13-* rows, collected 2026-11-27 before that "
        "midday's decode term changes were merged (tools/predict_fresh2.py --set 13)",
    ),
    14: (
        fresh_set(14),
        MEASURED / "fresh14-predicted.json",
        "dlbox's predictions for external.csv's fresh14-* rows, collected 2026-11-27 before that "
        "afternoon's decode and training term changes were merged (tools/predict_fresh2.py "
        "--set 14)",
    ),
    15: (
        fresh_set(15),
        MEASURED / "fresh15-predicted.json",
        "dlbox's predictions for external.csv's fresh15-* rows, collected 2026-11-27 evening "
        "before that evening's term changes were merged (tools/predict_fresh2.py --set 15)",
    ),
    16: (
        fresh_set(16),
        MEASURED / "fresh16-predicted.json",
        "dlbox's predictions for external.csv's fresh16-* rows, collected 2026-11-27 late evening "
        "at d8f79f2 (tools/predict_fresh2.py --set 16)",
    ),
    17: (
        fresh_set(17),
        MEASURED / "fresh17-predicted.json",
        "dlbox's predictions for external.csv's fresh17-* rows (mixture-of-experts decoding), "
        "collected 2026-11-27 late evening at c7f52b4 (tools/predict_fresh2.py --set 17)",
    ),
    18: (
        fresh_set(18),
        MEASURED / "fresh18-predicted.json",
        "dlbox's predictions for external.csv's fresh18-* rows (llm.q training and 2025-2026 "
        "llama.cpp decoding, RTX 50 / PRO 6000 Blackwell), collected 2026-11-27 late night at db0fbd1 "
        "(tools/predict_fresh2.py --set 18)",
    ),
    19: (
        fresh_set(19),
        MEASURED / "fresh19-predicted.json",
        "dlbox's predictions for external.csv's fresh19-* rows (PEFT LoRA/full fine-tunes on an "
        "L40S, llm.q and LLaMA-Factory data-parallel training on 4 x RTX 4090 and 4 x RTX PRO "
        "6000), collected 2026-11-28 at 7393148 (tools/predict_fresh2.py --set 19)",
    ),
    20: (
        fresh_set(20),
        MEASURED / "fresh20-predicted.json",
        "dlbox's predictions for external.csv's fresh20-* rows (optimum-benchmark's Llama 2 7B "
        "Trainer fine-tunes on an RTX 4090 and an A100, generate on an A100), collected "
        "2026-11-28 at 7393148 after fresh19 was compared (tools/predict_fresh2.py --set 20)",
    ),
    "amd": (
        is_amd,
        MEASURED / "amd-predicted.json",
        "dlbox's predictions for external.csv's amd-* rows (published runs on AMD GPUs under "
        "ROCm), collected 2026-11-27 before any AMD-specific term was built "
        "(tools/predict_fresh2.py --set amd)",
    ),
}
OUT = SETS[2][1]


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else ""


def _base_calibration(commit: str) -> Calibration | None:
    """data/calibration.json as ``commit`` shipped it (its band holds none of the set's rows)."""
    text = _git("show", f"{commit}:data/calibration.json") if commit else ""
    return Calibration.from_json(json.loads(text)) if text else None


def predictions(which: int | str = 2) -> dict[str, Any]:
    """Every row of validation set ``which`` predicted with the shipped calibration, and the
    per-task summary."""
    select, _, what = SETS[which]
    cal = load_calibration()
    base_commit = _git("merge-base", "HEAD", "main")
    base = _base_calibration(base_commit)
    points = load_points()
    rows = points[select(points["id"])].reset_index(drop=True)
    if rows.empty:
        raise SystemExit(f"external.csv has no rows of validation set {which}")
    predicted, _ = predict(rows, cal)
    measured = rows["measured"].to_numpy(dtype=float)
    log_ratio = np.log(measured / predicted)
    lo = np.array([cal.external[k]["lo"] for k in rows["kind"]])
    hi = np.array([cal.external[k]["hi"] for k in rows["kind"]])
    inside = (log_ratio >= lo) & (log_ratio <= hi)
    # The band main shipped before these rows were added (they count in the band once in).
    if base is not None:
        blo = np.array([base.external[k]["lo"] for k in rows["kind"]])
        bhi = np.array([base.external[k]["hi"] for k in rows["kind"]])
        inside_base = (log_ratio >= blo) & (log_ratio <= bhi)
    else:
        inside_base = np.full(len(rows), np.nan)
    err = predicted / measured - 1
    per_row = {
        r.id: {
            "kind": r.kind,
            "measured": float(r.measured),
            "unit": r.unit,
            "predicted": round(float(p), 4),
            "error": round(float(e), 4),
            "band": [round(float(p * np.exp(a)), 4), round(float(p * np.exp(b)), 4)],
            "inside_band": bool(i),
        }
        for r, p, e, a, b, i in zip(rows.itertuples(), predicted, err, lo, hi, inside, strict=True)
    }
    summary = {}
    for kind in sorted(set(rows["kind"])):
        m = (rows["kind"] == kind).to_numpy()
        q10, q90 = np.quantile(err[m], [0.10, 0.90])
        summary[kind] = {
            "n": int(m.sum()),
            "median_abs_error": round(float(np.median(np.abs(err[m]))), 4),
            "signed_error_q10": round(float(q10), 4),
            "signed_error_q90": round(float(q90), 4),
            "inside_band": round(float(inside[m].mean()), 4),
            "inside_band_of_main_base": round(float(np.mean(inside_base[m])), 4),
            "band": [
                round(float(np.expm1(-cal.external[kind]["hi"])), 4),
                round(float(np.expm1(-cal.external[kind]["lo"])), 4),
            ],
        }
    return {
        "what": what,
        "commit": _git("rev-parse", "HEAD"),
        "main_base": base_commit,
        "worktree_clean": _git("status", "--porcelain", "--untracked-files=no") == "",
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "calibration_external_points": cal.meta.get("external_points"),
        "error_is": "predicted / measured - 1; a row's band is the range of measured values the "
        "app's out-of-source band (calibration.json external lo/hi, regenerated with these rows in "
        "it) admits around the prediction; a task's band is the same as a range of the signed "
        "error; inside_band_of_main_base uses the band main_base shipped, before these rows",
        "summary": summary,
        "rows": per_row,
    }


def _line(s: dict[str, Any]) -> str:
    return (
        f"median |error| {s['median_abs_error']:.1%}, signed 10/90 % "
        f"{s['signed_error_q10']:+.0%} / {s['signed_error_q90']:+.0%}, "
        f"inside the band {s['inside_band']:.0%}"
    )


def compare(which: int | str = 2) -> int:
    """Per task, the pre-registered summary and the same figures from the estimator now, and
    how many runs' predictions moved: the judgement of whatever changed in between."""
    out = SETS[which][1]
    try:
        before = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        print(f"{out}: no readable pre-registered record ({exc})", file=sys.stderr)
        return 2
    now = predictions(which)
    print(
        f"pre-registered at {before['commit'][:7]} ({before['date']}); now at {now['commit'][:7]}"
    )
    for kind in sorted(now["summary"]):
        print(f"{kind}: before {_line(before['summary'][kind])}")
        print(f"{' ' * len(kind)}  now    {_line(now['summary'][kind])}")
        moved = [
            r
            for r, v in now["rows"].items()
            if v["kind"] == kind
            and r in before["rows"]
            and abs(v["predicted"] / before["rows"][r]["predicted"] - 1) > 0.01
        ]
        print(
            f"{' ' * len(kind)}  {len(moved)} of {now['summary'][kind]['n']} predictions moved > 1 %"
        )
    return 0


def _set_key(text: str) -> int | str:
    """A set's number (``9``) or name (``amd``), as SETS keys it."""
    return int(text) if text.isdigit() else text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--print", action="store_true", help="print the summary, write nothing")
    parser.add_argument(
        "--compare", action="store_true", help="the pre-registered record against the estimator now"
    )
    parser.add_argument(
        "--set",
        type=_set_key,
        choices=list(SETS),
        default=2,
        help="which validation set (fresh2-* to fresh20-*, or amd for amd-*)",
    )
    args = parser.parse_args(argv)
    if args.compare:
        return compare(args.set)
    out = SETS[args.set][1]
    if not args.print and out.exists():
        print(f"{out} exists: the pre-registered record is never regenerated", file=sys.stderr)
        return 1
    record = predictions(args.set)
    for kind, s in record["summary"].items():
        print(
            f"{kind}: n {s['n']}, median |error| {s['median_abs_error']:.1%}, signed 10/90 % "
            f"{s['signed_error_q10']:+.0%} / {s['signed_error_q90']:+.0%}, "
            f"inside the band {s['inside_band']:.0%} (main's band before these rows: "
            f"{s['inside_band_of_main_base']:.0%})"
        )
    if not args.print:
        tmp = out.with_suffix(".tmp")
        tmp.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        tmp.replace(out)  # atomic
        print(f"wrote {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
